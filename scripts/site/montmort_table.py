"""Montmort's figures on the site: the tables the History and the court game's Odds pages show.

A page asks for them with markers, each replaced when the site is built from the code the
``montmort`` command runs (:mod:`lansquenet.montmort`), so the pages and the command cannot say
different things:

- ``<!-- montmort-figures -->``: every figure the *Encyclopédie* prints, quoted whole, ours beside
  it in stakes and in livres, sols and deniers, the difference and the verdict;
- ``<!-- montmort-court -->``: the dealer's value with the site's court-game rules switched in one
  at a time, in deniers;
- ``<!-- montmort-rulings -->``: the rulings behind our reading of Montmort's game.

Every function is pure: text in, text out, in the language of the moment (the engine's words
for Montmort's tables are told in both).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from reference import WORDS, _table  # noqa: E402

from lansquenet import grammar  # noqa: E402
from lansquenet.language import current  # noqa: E402
from lansquenet.montmort.command import cells  # noqa: E402
from lansquenet.montmort.phrases import HEADERS  # noqa: E402
from lansquenet.montmort.rulings import RULINGS  # noqa: E402
from lansquenet.montmort.table import PLAYERS, court_differences, rows  # noqa: E402

FIGURES = "<!-- montmort-figures -->"
COURT = "<!-- montmort-court -->"
RULINGS_MARKER = "<!-- montmort-rulings -->"


def figures_table() -> str:
    """A row per printed figure, the exact fraction free to wrap after its slash."""
    lines = []
    for row in rows():
        shown = cells(row)
        shown[3] = shown[3].replace("/", "/<wbr>")
        lines.append(tuple(shown))
    return _table(HEADERS["figures"], lines)


def _deniers(value, base=None) -> str:
    """``1,189.86 d.`` and, beside a ``base``, the difference (``(-81)``); in French ``1 189,86 d.``."""
    text = f"{_number(f'{float(value):,.2f}')} d."
    return text if base is None else f"{text} ({_number(f'{float(value - base):+,.0f}')})"


def _number(text: str) -> str:
    """A number written the English way (``1,189.86``) as the language of the moment writes it."""
    if current() == "en":
        return text
    return text.replace(",", " ").replace(".", ",").replace(" ", grammar.fr.NNBSP)


def court_table() -> str:
    """A row per number of coupeurs: Montmort's game, then each court-game rule switched in."""
    lines = []
    for players in PLAYERS:
        montmort, odds, per_hand, court = court_differences(players)
        lines.append(
            (
                str(players),
                _deniers(montmort),
                _deniers(odds, montmort),
                _deniers(per_hand, montmort),
                _deniers(court, montmort),
            )
        )
    return _table(HEADERS["court"], lines)


def rulings_table() -> str:
    """The rulings of Montmort's game, as the variants' rulings tables show theirs."""
    return _table(
        HEADERS["rulings"],
        [
            (
                r.question,
                r.source_says,
                r.we_deal,
                r.alternative + (WORDS.word("option", option=r.option) if r.option else ""),
            )
            for r in RULINGS
        ],
    )


def replace_markers(markdown: str) -> str:
    """``markdown`` with each Montmort marker replaced by its table (a page without one is unchanged)."""
    for marker, render in ((FIGURES, figures_table), (COURT, court_table), (RULINGS_MARKER, rulings_table)):
        if marker in markdown:
            markdown = markdown.replace(marker, render())
    return markdown
