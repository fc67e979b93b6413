"""The probability lab's controls, written at build time from the engine's declarations.

The lab (``docs/javascripts/lab.js``) deals hands in the browser's engine worker through
:mod:`lansquenet.lab`. This module writes its form: one fieldset per game with exactly the options
that game's experiment offers (:attr:`lansquenet.lab.Experiment.offered`), each with the
variant's own range, choices, default and explanation, and the addresses of the worker, the
packed engine and the Pyodide runtime, relative to the page. The form is in the page from the
start, so nothing moves when the script takes it over; without scripting it is not shown
(anywhere.css) and a sentence says what the lab needs.
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

import fields  # noqa: E402

from lansquenet import grammar, lab  # noqa: E402
from lansquenet.language import Phrases, current  # noqa: E402
from lansquenet.variants import Option, find_variant  # noqa: E402

GAMES: Phrases[str] = Phrases(
    en={
        "pagat": "Pagat's rules",
        "modern": "The 19th-century game",
        "classic": "The court game",
        "encyclopedia": "The 1979 version",
        "montmort": "Montmort's game, a whole stay at the deal",
    },
    fr={
        "pagat": "Les règles de Pagat",
        "modern": "Le jeu du XIXe siècle",
        "classic": "Le jeu de la cour",
        "encyclopedia": "La version de 1979",
        "montmort": "Le jeu de Montmort, tout le temps que le banquier tient la main",
    },
)
"""The lab's games (its experiments, :data:`lansquenet.lab.EXPERIMENTS`), named in the language of the moment."""

WORDS: Phrases[str] = Phrases(
    en={
        "options": "Options: {game}",
        "nojs": "The lab deals hands with the engine in your browser, so it needs JavaScript; the exact "
        "figures are on the odds pages without it.",
        "form": "Probability lab",
        "game": "Game",
        "hands": "Hands to deal",
        "seed": "Seed",
        "start": "Start",
        "stop": "Stop",
        "again": "Start again",
        "csv": "Download CSV",
        "dealt": "Hands dealt",
        "count": "{done} of {total}",
        "caption": "The running estimate (the line) inside its 95% confidence band (shaded), and the exact "
        "value (the straight line).",
    },
    fr={
        "options": "Options : {game}",
        "nojs": "Le laboratoire donne les coups avec le moteur dans votre navigateur : il lui faut donc "
        "JavaScript ; sans lui, les chiffres exacts sont sur les pages de probabilités.",
        "form": "Laboratoire des probabilités",
        "game": "Jeu",
        "hands": "Coups à donner",
        "seed": "Graine",
        "start": "Commencer",
        "stop": "Arrêter",
        "again": "Recommencer",
        "csv": "Télécharger le CSV",
        "dealt": "Coups donnés",
        "count": "{done} sur {total}",
        "caption": "L'estimation en cours (la courbe) dans sa bande de confiance à 95 % (en grisé), et la "
        "valeur exacte (la droite).",
    },
)
"""The lab's own words, in the language of the moment (its options' are the engine's)."""

HANDS = 5000
"""The hands the lab deals unless the reader asks for more or fewer."""


def field(variant: str, option: Option) -> str:
    """One labelled input or select for ``option``, named ``variant.option``."""
    ident = f"lab-{variant}-{option.name}"
    label = fields.words(option.name, lab.experiment(variant).variant)
    help_id = f"{ident}-help"
    if option.choices:
        choices = "".join(
            f'<option value="{html.escape(c)}"{" selected" if c == option.default else ""}>{html.escape(c)}</option>'
            for c in option.choices
        )
        control = f'<select id="{ident}" name="{option.name}" aria-describedby="{help_id}">{choices}</select>'
    else:
        control = (
            f'<input id="{ident}" name="{option.name}" type="number" min="{option.low}" max="{option.high}" '
            f'value="{option.default}" aria-describedby="{help_id}">'
        )
    return (
        f'<span class="lq-lab-option"><label for="{ident}">{html.escape(label)}</label> {control} '
        f'<small id="{help_id}">{html.escape(option.doc)}</small></span>'
    )


def render(urls: dict[str, str]) -> str:
    """The lab's HTML: its form, its progress bar, its chart and its result, for lab.js to bring to life."""
    games = "".join(f'<option value="{name}">{html.escape(title)}</option>' for name, title in GAMES.items())
    fieldsets = []
    for number, name in enumerate(GAMES):
        cls = find_variant(lab.experiment(name).variant)
        options = "".join(field(name, cls.option(o)) for o in lab.experiment(name).offered)
        legend = html.escape(WORDS.word("options", game=GAMES[name]))
        fieldsets.append(
            # Only the chosen game's options show (the first game's, until another is chosen).
            f'<fieldset class="lq-lab-options" data-variant="{name}"{" hidden" if number else ""}>'
            f"<legend>{legend}</legend>{options}</fieldset>"
        )
    attributes = " ".join(f'data-{key}="{html.escape(value)}"' for key, value in sorted(urls.items()))
    total = str(HANDS) if current() == "en" else grammar.number(HANDS)
    return (
        f'<div class="lq-lab" {attributes}>'
        f'<p class="lq-lab-nojs">{said("nojs")}</p>'
        f'<form class="lq-lab-form" aria-label="{html.escape(WORDS["form"])}">'
        f'<p><label for="lab-game">{said("game")}</label> '
        f'<select id="lab-game" name="game">{games}</select></p>'
        + "".join(fieldsets)
        + f'<p><label for="lab-hands">{said("hands")}</label> '
        f'<input id="lab-hands" name="hands" type="number" min="100" max="200000" step="100" value="{HANDS}"> '
        f'<label for="lab-seed">{said("seed")}</label> '
        '<input id="lab-seed" name="seed" type="number" min="0" value="1"></p>'
        '<p class="lq-lab-actions">'
        # Start is disabled until lab.js has taken the form: pressed sooner, it would submit the
        # form to the server and reload the page with its fields in the address.
        f'<button type="submit" class="md-button md-button--primary lq-lab-start" disabled>{said("start")}</button> '
        f'<button type="button" class="md-button lq-lab-stop" disabled>{said("stop")}</button> '
        f'<button type="button" class="md-button lq-lab-reset">{said("again")}</button> '
        f'<button type="button" class="md-button lq-lab-csv" disabled>{said("csv")}</button></p>'
        f'<p class="lq-lab-progress"><label for="lab-progress">{said("dealt")}</label> '
        f'<progress id="lab-progress" max="{HANDS}" value="0"></progress> '
        f'<span class="lq-lab-count">{html.escape(WORDS.word("count", done=0, total=total))}</span></p>'
        '<p class="lq-lab-status" role="status"></p>'
        '<figure class="lq-lab-chart"><div class="lq-lab-picture"></div>'
        f"<figcaption>{said('caption')}</figcaption></figure>"
        '<p class="lq-lab-result" aria-live="polite"></p>'
        "</form></div>"
    )


def said(key: str) -> str:
    """The phrase ``key`` of :data:`WORDS` as the text of an element."""
    return html.escape(WORDS[key], quote=False)
