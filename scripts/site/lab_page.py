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

from lansquenet import lab  # noqa: E402
from lansquenet.variants import Option, find_variant  # noqa: E402

GAMES = {
    "pagat": "Pagat's rules",
    "modern": "The 19th-century game",
    "classic": "The court game",
    "encyclopedia": "The 1979 version",
    "montmort": "Montmort's game, a whole stay at the deal",
}


def field(variant: str, option: Option) -> str:
    """One labelled input or select for ``option``, named ``variant.option``."""
    ident = f"lab-{variant}-{option.name}"
    label = option.name.replace("_", " ")
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
        fieldsets.append(
            # Only the chosen game's options show (the first game's, until another is chosen).
            f'<fieldset class="lq-lab-options" data-variant="{name}"{" hidden" if number else ""}><legend>Options: '
            f"{html.escape(GAMES[name])}</legend>{options}</fieldset>"
        )
    attributes = " ".join(f'data-{key}="{html.escape(value)}"' for key, value in sorted(urls.items()))
    return (
        f'<div class="lq-lab" {attributes}>'
        '<p class="lq-lab-nojs">The lab deals hands with the engine in your browser, so it needs '
        "JavaScript; the exact figures are on the odds pages without it.</p>"
        '<form class="lq-lab-form" aria-label="Probability lab">'
        '<p><label for="lab-game">Game</label> '
        f'<select id="lab-game" name="game">{games}</select></p>'
        + "".join(fieldsets)
        + '<p><label for="lab-hands">Hands to deal</label> '
        '<input id="lab-hands" name="hands" type="number" min="100" max="200000" step="100" value="5000"> '
        '<label for="lab-seed">Seed</label> <input id="lab-seed" name="seed" type="number" min="0" value="1"></p>'
        '<p class="lq-lab-actions">'
        '<button type="submit" class="md-button md-button--primary lq-lab-start">Start</button> '
        '<button type="button" class="md-button lq-lab-stop" disabled>Stop</button> '
        '<button type="button" class="md-button lq-lab-reset">Start again</button> '
        '<button type="button" class="md-button lq-lab-csv" disabled>Download CSV</button></p>'
        '<p class="lq-lab-progress"><label for="lab-progress">Hands dealt</label> '
        '<progress id="lab-progress" max="5000" value="0"></progress> <span class="lq-lab-count">0 of 5000</span></p>'
        '<p class="lq-lab-status" role="status"></p>'
        '<figure class="lq-lab-chart"><div class="lq-lab-picture"></div>'
        "<figcaption>The running estimate (the line) inside its 95% confidence band (shaded), and the "
        "exact value (the straight line).</figcaption></figure>"
        '<p class="lq-lab-result" aria-live="polite"></p>'
        "</form></div>"
    )
