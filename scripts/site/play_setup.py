"""The form that sets a Play table, written into the page at build time.

A Play table shows this form first: a whole match or one deal, the variant's named option sets
where it has them ("As the source describes", "A first game"), the variant's options (the same
catalogue and fields as the boards' *New deal* forms, ``fields.py``), one row per
seat with its name and whether a person plays it, and an optional seed. ``play-setup.js`` takes
the form over as it is, reads it and checks it; it adds seat rows (copies of the first) when the
seats option grows. Being in the page from the start, the form is there at the first paint and
nothing below it moves when the script arrives; without scripting it is not shown (anywhere.css).
"""

from __future__ import annotations

from html import escape

from fields import help_box, help_entry, option_input, words

from lansquenet.language import Phrases

WORDS: Phrases[str] = Phrases(
    en={
        "seed-help": "Every match is shuffled from a seed, shown at its end. Give that seed here (a whole "
        "number) to deal the same cards again; leave it empty for a new shuffle.",
        "seats-hint": "Tick the seats people play; the computer plays the others. "
        "Several people share this screen, passing it round when their turn comes.",
        "seat-name": "Seat {number} name",
        "seat": "Seat {number}",
        "person": "a person plays",
        "presets-legend": "Start from",
        "presets-hint": "Each fills in the options below; you can still change any of them.",
        "match": "A whole match",
        "deal": "One deal",
        "match-only": " (A whole match only.)",
        "form": "Set the table",
        "scope": "Play",
        "options": "The table's options",
        "people": "Seats and players",
        "again": "The same cards again",
        "seed": "seed",
        "start": "Start",
    },
    fr={
        "seed-help": "Chaque partie est battue à partir d'une graine, affichée à la fin. Donnez ici cette "
        "graine (un nombre entier) pour distribuer les mêmes cartes ; laissez vide pour un nouveau battage.",
        "seats-hint": "Cochez les places que tiennent des personnes ; l'ordinateur joue les autres. "
        "Plusieurs personnes partagent cet écran et se le passent quand vient leur tour.",
        "seat-name": "Nom de la place {number}",
        "seat": "Place {number}",
        "person": "une personne joue",
        "presets-legend": "Partir de",
        "presets-hint": "Chaque choix remplit les options ci-dessous ; vous pouvez encore changer chacune.",
        "match": "Une partie entière",
        "deal": "Une seule donne",
        "match-only": " (Partie entière seulement.)",
        "form": "Préparer la table",
        "scope": "Jouer",
        "options": "Les options de la table",
        "people": "Places et joueurs",
        "again": "Les mêmes cartes",
        "seed": "graine",
        "start": "Commencer",
    },
)
"""The setup form's words, in the language of the moment; the options' own are the engine's."""

MAX_NAME = 20


def said(key: str) -> str:
    """The phrase ``key`` as the text of an element (its apostrophes as they are)."""
    return escape(WORDS[key], quote=False)


def seat_row(table_id: str, index: int, name: str) -> str:
    """One seat's row: its name and whether a person plays it (the first seat, by default)."""
    name_id, person_id = f"{table_id}-name-{index}", f"{table_id}-person-{index}"
    checked = " checked" if index == 0 else ""
    return (
        f'<li class="lq-play-seat"><label for="{name_id}">{WORDS.word("seat-name", number=index + 1)}</label>'
        f'<input type="text" id="{name_id}" value="{escape(name)}" maxlength="{MAX_NAME}" autocomplete="off">'
        f'<span class="lq-option"><input type="checkbox" id="{person_id}"{checked}>'
        f'<label for="{person_id}">{WORDS["person"]}</label></span></li>'
    )


def presets_box(presets: list[dict], table_id: str) -> str:
    """The variant's named option sets (``lansquenet.api.variants``' ``presets``) as radio buttons
    above its options, the first chosen (its values are the defaults the fields start at), each
    with what it sets in words; "" for a variant with none. ``play-setup.js`` fills the options
    from the chosen one and unticks them all once the options match none."""
    if not presets:
        return ""
    items = []
    for index, preset in enumerate(presets):
        ident = f"{table_id}-preset-{escape(preset['name'])}"
        checked = " checked" if index == 0 else ""
        items.append(
            f'<li class="lq-play-preset"><input type="radio" name="{table_id}-preset" id="{ident}" '
            f'value="{escape(preset["name"])}" aria-describedby="{ident}-doc"{checked}>'
            f'<label for="{ident}">{escape(preset["title"])}</label>'
            f'<span class="lq-play-preset-doc" id="{ident}-doc">{escape(preset["doc"])}</span></li>'
        )
    return (
        f'<fieldset class="lq-play-presets"><legend>{WORDS["presets-legend"]}</legend>'
        f'<p class="lq-play-hint">{said("presets-hint")}</p>'
        f'<ul class="lq-play-preset-list">{"".join(items)}</ul></fieldset>'
    )


def render(
    options: list[dict],
    names: list[str],
    table_id: str,
    presets: list[dict] | None = None,
    variant: str = "",
) -> str:
    """The setup form's HTML on one line (Markdown passes it through untouched); ``presets`` are
    the variant's named option sets, offered above its options; ``variant`` names the variant, for
    the options' labels."""
    scopes = "".join(
        f'<span class="lq-option"><input type="radio" name="{table_id}-scope" id="{table_id}-scope-{value}" '
        f'value="{value}"{" checked" if value == "match" else ""}>'
        f'<label for="{table_id}-scope-{value}">{WORDS[value]}</label></span>'
        for value in ("match", "deal")
    )
    fields, help_items = [], []
    for option in options:
        field_id = f"{table_id}-{escape(option['name'])}"
        fields.append(
            f'<span class="lq-option" data-option="{escape(option["name"])}">'
            f'<label for="{field_id}">{escape(words(option["name"], variant))}</label>'
            f"{option_input(option, field_id)}</span>"
        )
        note = WORDS["match-only"] if option.get("match_only") else ""
        help_items.append(help_entry(option, note, variant=variant))
    seats_option = next((o for o in options if o["name"] == "seats"), None)
    count = int(seats_option["default"]) if seats_option else 4
    rows = "".join(
        seat_row(table_id, i, names[i] if i < len(names) else WORDS.word("seat", number=i + 1))
        for i in range(count)
    )
    return (
        f'<form class="lq-play-setup" aria-label="{escape(WORDS["form"])}" novalidate>'
        f'<fieldset class="lq-play-scope"><legend>{WORDS["scope"]}</legend>{scopes}</fieldset>'
        f"{presets_box(presets or [], table_id)}"
        f'<fieldset class="lq-play-options"><legend>{said("options")}</legend>'
        f'<div class="lq-options">{"".join(fields)}</div>'
        f"{help_box(help_items)}</fieldset>"
        f'<fieldset class="lq-play-people"><legend>{WORDS["people"]}</legend>'
        f'<p class="lq-play-hint">{said("seats-hint")}</p><ol class="lq-play-seats">{rows}</ol></fieldset>'
        f'<details class="lq-help lq-play-seed"><summary>{WORDS["again"]}</summary>'
        f'<p>{said("seed-help")}</p><span class="lq-option"><label for="{table_id}-seed">{WORDS["seed"]}</label>'
        f'<input id="{table_id}-seed" type="text" inputmode="numeric" autocomplete="off" size="10"></span></details>'
        # Start is disabled until play.js has taken the form: pressed sooner, it would submit the
        # form to the server and reload the page.
        '<div class="lq-deal-actions">'
        '<button type="submit" class="md-button md-button--primary lq-play-start" disabled>'
        f"{WORDS['start']}</button></div>"
        '<p class="lq-status" role="status"></p></form>'
    )
