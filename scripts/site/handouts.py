"""Printable handouts drawn at build time: the glossary on one sheet, and a blank score sheet.

A handout page asks with a fenced block whose info string is ``handout`` and whose body is TOML::

    ```handout
    kind = "glossary"        # every glossary term in one compact table, from lansquenet.glossary
    ```

    ```handout
    kind = "score-sheet"     # a blank sheet for a table: one row per hand, one column per seat
    seats = 6
    hands = 18
    ```

The glossary sheet is written from :mod:`lansquenet.glossary` (each term's first sentence, its
name in the other language and the games that use it), so the handout and the glossary page
cannot disagree. Both sheets are in the language of the moment. Both
render as HTML or Markdown tables, which the print stylesheet keeps on as few sheets as it can.
"""

from __future__ import annotations

import html
import sys
import tomllib
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from lansquenet import glossary  # noqa: E402
from lansquenet.dealfile import fences, replace_fences  # noqa: E402
from lansquenet.language import Phrases, current  # noqa: E402

INFO = "handout"
GAMES: Phrases[str] = Phrases(
    en={"classic": "court", "modern": "19th c.", "pagat": "Pagat", "encyclopedia": "1979"},
    fr={"classic": "cour", "modern": "XIXe s.", "pagat": "Pagat", "encyclopedia": "1979"},
)
"""Each game in a word or two, after a term on the glossary sheet, in the language of the moment."""

WORDS: Phrases[str] = Phrases(
    en={
        "all": "all",
        "hand": "Hand",
        "banker": "Banker",
        "seat": "Seat {number}",
        "sum": "Sum (0)",
        "total": "**Total**",
    },
    fr={
        "all": "tous",
        "hand": "Coup",
        "banker": "Banquier",
        "seat": "Place {number}",
        "sum": "Somme (0)",
        "total": "**Total**",
    },
)
"""The sheets' own words: a term in every game, the score sheet's columns and last row."""


class HandoutError(ValueError):
    """A ```handout block that cannot be drawn; the message names the file and line."""


def glossary_sheet() -> str:
    """Every term, alphabetically: the term, its other name, the games that use it, its first sentence.

    A definition list in two columns (see classroom.css), one line of HTML, so the sheet stays short.
    """
    items = []
    other = "en" if current() == "fr" else "fr"  # the language of a term's other name
    for term in sorted(glossary.TERMS, key=_sort_key):
        games = ", ".join(GAMES[v] for v in GAMES if v in term.variants) or WORDS["all"]
        name = glossary.other_name(term)
        french = f' <i lang="{other}">({html.escape(name)})</i>' if name else ""
        items.append(
            f"<div><dt>{html.escape(term.term)}{french} <small>{html.escape(games)}</small></dt>"
            f"<dd>{html.escape(term.short())}</dd></div>"
        )
    return f'<dl class="lq-glossary-sheet">{"".join(items)}</dl>\n'


def _sort_key(term: glossary.Term) -> str:
    """A term's place on the sheet: alphabetical, case aside (in French, accents aside too)."""
    name = term.term.lower()
    if current() == "en":
        return name
    return "".join(c for c in unicodedata.normalize("NFD", name) if not unicodedata.combining(c))


def score_sheet(seats: int, hands: int) -> str:
    """A blank table: hand number, banker, one column per seat, and the check that every row sums to 0."""
    if not (isinstance(seats, int) and 2 <= seats <= 12):
        raise HandoutError(f"a score sheet has 2 to 12 seats, not {seats!r}.")
    if not (isinstance(hands, int) and 1 <= hands <= 40):
        raise HandoutError(f"a score sheet has 1 to 40 hands, not {hands!r}.")
    head = [
        WORDS["hand"],
        WORDS["banker"],
        *(WORDS.word("seat", number=n) for n in range(1, seats + 1)),
        WORDS["sum"],
    ]
    rows = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    blank = "&nbsp;"
    rows += ["| " + " | ".join([str(hand), *[blank] * (seats + 2)]) + " |" for hand in range(1, hands + 1)]
    rows.append("| " + " | ".join([WORDS["total"], blank, *[blank] * seats, blank]) + " |")
    return "\n".join(rows) + "\n"


def render(spec: dict) -> str:
    kind = spec.get("kind")
    if kind == "glossary":
        return glossary_sheet()
    if kind == "score-sheet":
        return score_sheet(spec.get("seats", 6), spec.get("hands", 18))
    raise HandoutError(f"a handout block's kind must be glossary or score-sheet, not {kind!r}.")


def replace_blocks(markdown: str, path: str = "") -> str:
    """``markdown`` with every ```handout block replaced by its table."""
    blocks = fences(markdown, INFO)
    if not blocks:
        return markdown
    rendered = []
    for block in blocks:
        where = f"{path}:{block.line}"
        try:
            rendered.append(render(tomllib.loads(block.body)))
        except tomllib.TOMLDecodeError as exc:
            raise HandoutError(f"{where}: the handout block is not valid TOML ({exc}).") from None
        except HandoutError as exc:
            raise HandoutError(f"{where}: {exc}") from None
    return replace_fences(markdown, blocks, rendered)
