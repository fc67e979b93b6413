"""``python -m lansquenet montmort [--json]``: Montmort's figures beside ours.

Without ``--json``: a table in plain text, one line a figure. With it: a JSON list, one object a
printed figure (see :meth:`lansquenet.montmort.table.Row.json`). It takes no other argument; the
command line's own rules (:mod:`lansquenet.cli`) give a mistake its one line and exit status 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .money import lsd, written
from .phrases import HEADERS, PHRASES
from .table import Row, rows


def add_parser(sub: Any, name: str, doc: str) -> None:
    m = sub.add_parser(name, help=doc)
    m.add_argument("--json", action="store_true", help="one JSON object a printed figure")


def cells(row: Row) -> list[str]:
    """A row as the table shows it, in the order of ``PHRASES["header"]``."""
    figure = row.printed
    whose = PHRASES["dealer"] if figure.seat is None else PHRASES["seat"].format(seat=figure.seat)
    kind = PHRASES["advantage" if figure.seat is None else "disadvantage"]
    return [
        str(figure.coupeurs),
        f"{whose} ({kind})",
        figure.text,
        PHRASES.word(
            "stake",
            decimal=written(float(row.value), ".6f"),
            exact=f"{row.value.numerator}/{row.value.denominator}",
        ),
        lsd(row.value).words(),
        PHRASES.word("off", off=written(float(row.off), "+.2f")),
        row.note,
    ]


def text_table(table: list[Row]) -> str:
    """The title, the columns' names, then a line a printed figure."""
    lines = [PHRASES.word("heading", title=PHRASES["title"]), "  " + " | ".join(HEADERS["figures"])]
    for row in table:
        lines.append("  " + " | ".join(cells(row)))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    table = rows()
    if args.json:
        print(json.dumps([row.json() for row in table], ensure_ascii=False, indent=1))
    else:
        print(text_table(table))
    return 0
