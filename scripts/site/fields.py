"""A variant's options as form fields, written into the page at build time.

Both forms that set a table use them: a board's *New deal* form (``boards.py``) and Play's setup
form (``play_setup.py``). The options come from :func:`lansquenet.api.variants`: a name, a
default, a docstring, and either a list of choices, a yes/no (a boolean default) or a whole
number from ``low`` to ``high``. The scripts that take the forms over (``board.js``,
``play-setup.js``) read and set the fields with ``board-view.js``'s ``readInput`` and
``setInput``, which know the same three kinds.

The words are in the language of the moment (:mod:`lansquenet.language`): an option's label
from :data:`LABELS` (its name as words in English, a French name in French), the rest from
:data:`WORDS`. An option's name, its choices and its values stay as the engine spells them.
"""

from __future__ import annotations

from html import escape

from lansquenet.language import Phrases

# What a script needs of an option to read a value (a form's field, a link's) and check it.
RULES = ("name", "default", "choices", "low", "high", "match_only")

WORDS: Phrases[str] = Phrases(
    en={
        "range": " From {low} to {high}.",
        "help": "What these options mean",
    },
    fr={
        "range": " De {low} à {high}.",
        "help": "Ce que veulent dire ces options",
    },
)
"""The words round the options: a number's range after its meaning, the meanings' box."""

_NAMES = (
    "seats",
    "stake",
    "rejouissance",
    "carabins",
    "reprise_cards",
    "outsiders",
    "rule_of_odds",
    "removed_stake",
    "deal_quadruple",
    "multiple_stakes",
    "watering",
    "rejouissance_waters",
    "rejouissance_pays",
    "rejouissance_end",
    "first_banker",
    "max_hands",
    "rounds",
    "first_dealer",
    "void_deal",
    "opening_bet",
    "packs",
    "pair_rule",
    "buying_order",
    "rightful_buyer",
    "bystander",
    "laps",
)

LABELS: Phrases[str] = Phrases(
    # English reads the option's own name as words ("max_hands" -> "max hands"), in every variant.
    en={
        **{name: name.replace("_", " ") for name in _NAMES},
        "modern.pair_rule": "pair rule",
        "modern.rounds": "rounds",
    },
    fr={
        "seats": "places",
        "stake": "mise du jeu",
        "rejouissance": "réjouissance",
        "carabins": "carabins",
        "reprise_cards": "cartes de reprise",
        "outsiders": "carabins de passage",
        "rule_of_odds": "règle des chances",
        "removed_stake": "mise levée",
        "deal_quadruple": "quadruple à la donne",
        "multiple_stakes": "mises multiples",
        "watering": "arrosement",
        "rejouissance_waters": "la réjouissance arrose",
        "rejouissance_pays": "paiement de la réjouissance",
        "rejouissance_end": "fin de la réjouissance",
        "first_banker": "premier banquier",
        "max_hands": "coups de suite au plus",
        "rounds": "tours",
        "first_dealer": "premier donneur",
        "void_deal": "tableau nul",
        "opening_bet": "mise d'ouverture",
        "packs": "paquets",
        "pair_rule": "règle de la paire",
        "buying_order": "ordre d'achat",
        "rightful_buyer": "acheteur de droit",
        "bystander": "joueur debout",
        "laps": "tours de table",
        # Where a variant's option of the same name means something else in French.
        "modern.pair_rule": "règle du doublet",
        "modern.rounds": "coups",
    },
)
"""An option's label, by its name (or ``variant.name`` where one variant words it its own way)."""


def rules(option: dict) -> dict:
    """The option without its words: the form in the page carries those once."""
    return {key: option[key] for key in RULES if key in option}


def words(name: str, variant: str = "") -> str:
    """An option's label in the language of the moment: in English its name as words
    ("max_hands" -> "max hands"); an option :data:`LABELS` does not know reads as its name."""
    for key in (f"{variant}.{name}", name):
        if key in LABELS:
            return LABELS[key]
    return name.replace("_", " ")


def option_input(option: dict, field_id: str | None) -> str:
    """The input for one option, set to its default; without an id when ``field_id`` is None."""
    name, default = escape(option["name"]), option["default"]
    ident = f'id="{field_id}" ' if field_id else ""
    if option.get("choices"):
        choices = "".join(
            f'<option value="{escape(str(c))}"{" selected" if c == default else ""}>{escape(str(c))}</option>'
            for c in option["choices"]
        )
        return f'<select {ident}name="{name}">{choices}</select>'
    if isinstance(default, bool):
        return f'<input {ident}name="{name}" type="checkbox"{" checked" if default else ""}>'
    return (
        f'<input {ident}name="{name}" type="number" min="{option["low"]}" max="{option["high"]}" '
        f'step="1" inputmode="numeric" value="{escape(str(default))}">'
    )


def help_entry(option: dict, note: str = "", attribute: str = "", variant: str = "") -> str:
    """The option's meaning as a ``<dt>``/``<dd>`` pair, with a number's range and ``note``; "" without a doc.

    ``attribute`` (markup, such as ``data-option="laps"``) goes on both elements.
    """
    if not option.get("doc"):
        return ""
    allowed = (
        WORDS.word("range", low=option["low"], high=option["high"]) if option.get("low") is not None else ""
    )
    on = f" {attribute}" if attribute else ""
    return (
        f"<dt{on}>{escape(words(option['name'], variant))}</dt>"
        f"<dd{on}>{escape(option['doc'] + allowed + note)}</dd>"
    )


def help_box(entries: list[str]) -> str:
    """The "What these options mean" box: the meanings for readers who cannot hover over a label."""
    if not any(entries):
        return ""
    return (
        f'<details class="lq-help"><summary>{WORDS["help"]}</summary>'
        f'<dl class="lq-help-list">{"".join(entries)}</dl></details>'
    )
