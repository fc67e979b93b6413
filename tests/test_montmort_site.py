"""Montmort's tables on the site (scripts/site/montmort_table.py): each marker becomes a valid
Markdown table, rendered from the same rows as the ``montmort`` command, every printed figure
quoted whole."""

from __future__ import annotations

import sys
from pathlib import Path

import markdown

from lansquenet.montmort.printed import PRINTED
from lansquenet.montmort.rulings import RULINGS
from lansquenet.montmort.table import PLAYERS, rows

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import montmort_table  # noqa: E402


def html_rows(text: str) -> int:
    return markdown.markdown(text, extensions=["tables"]).count("<tr>") - 1  # less the header


def test_the_figures_table_has_a_row_a_printed_figure_quoted_whole_with_its_verdict():
    table = montmort_table.figures_table()
    assert html_rows(table) == len(PRINTED)
    lines = table.splitlines()[2:]
    for line, figure, row in zip(lines, PRINTED, rows(), strict=True):
        assert f"| {figure.text} |" in line
        assert line.rstrip(" |").endswith(row.note)


def test_the_court_table_has_a_row_a_table_size_and_the_rulings_a_row_a_ruling():
    assert html_rows(montmort_table.court_table()) == len(PLAYERS)
    assert html_rows(montmort_table.rulings_table()) == len(RULINGS)


def test_markers_are_replaced_and_a_page_without_them_is_left_alone():
    page = f"# Page\n\n{montmort_table.FIGURES}\n\ntext\n\n{montmort_table.COURT}\n"
    out = montmort_table.replace_markers(page)
    assert montmort_table.FIGURES not in out and montmort_table.COURT not in out
    assert out.startswith("# Page\n\n| Coupeurs |") and "\ntext\n" in out
    plain = "# Nothing to see\n\n<!-- lessons -->\n"
    assert montmort_table.replace_markers(plain) == plain


def test_a_ruling_the_engine_deals_by_an_option_names_an_option_of_montmorts_game():
    from lansquenet.montmort.options import OPTIONS

    named = [r.option for r in RULINGS if r.option]
    assert named and all(option in OPTIONS for option in named)
    assert all(f"(option `{option}`)" in montmort_table.rulings_table() for option in named)
