"""The ```table blocks (scripts/site/reference.py): a row per declared option, ruling and figure,
read with markdown-it-py's token map, and valid Markdown tables once rendered."""

from __future__ import annotations

import re
import sys
from fractions import Fraction
from pathlib import Path

import markdown
import pytest

from lansquenet import glossary
from lansquenet.variants import VARIANTS, OddsRow, find_variant

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import reference  # noqa: E402

find_variant("pagat")
REGISTERED = sorted(VARIANTS)


def body_rows(table: str) -> list[str]:
    return table.splitlines()[2:]


def html_rows(text: str) -> int:
    html = markdown.markdown(text, extensions=["tables", "admonition", "attr_list"])
    return len(re.findall(r"<tr>", html)) - len(re.findall(r"<thead>", html))


@pytest.mark.parametrize("variant", REGISTERED)
def test_options_table_has_a_row_per_option(variant):
    cls = VARIANTS[variant]
    table = reference.options_table(variant)
    assert len(body_rows(table)) == len(cls.OPTIONS) == html_rows(table)
    for option, row in zip(cls.OPTIONS, body_rows(table), strict=False):
        assert f"`{option.name}`" in row and option.allowed() in row


@pytest.mark.parametrize("variant", REGISTERED)
def test_rulings_table_has_a_row_per_ruling(variant):
    cls = VARIANTS[variant]
    table = reference.rulings_table(variant)
    assert len(body_rows(table)) == len(cls.RULINGS) == html_rows(table)
    for ruling, row in zip(cls.RULINGS, body_rows(table), strict=False):
        assert reference.cell(ruling.question) in row
        if ruling.option:
            assert f"(option `{ruling.option}`)" in row


@pytest.mark.parametrize("variant", REGISTERED)
def test_odds_table_has_a_row_per_figure(variant):
    rows = VARIANTS[variant]().odds()
    table = reference.odds_table(variant)
    if not rows:
        pytest.skip(f"the {variant} variant declares no figures yet")
    assert len(body_rows(table)) == len(rows) == html_rows(table)
    for row, line in zip(rows, body_rows(table), strict=True):
        assert line.startswith(f"| {reference.cell(row.label)} | {reference.cell(row.decimal())} | ")
        assert reference.cell(reference.exact_cell(row.exact())) in line


DECIMAL = re.compile(r"^(about )?-?\d[\d,]*(\.\d+)?%?$")


@pytest.mark.parametrize("variant", REGISTERED)
def test_odds_show_a_decimal_first_and_the_exact_fraction_beside_it(variant):
    """Never a bare 226481977233088/1523389591810905: the value column is a decimal, the next the fraction."""
    rows = VARIANTS[variant]().odds()
    for line in body_rows(reference.odds_table(variant)):
        label, value, exact, _how = (c.strip() for c in line.strip("|").split(" | "))
        assert DECIMAL.match(value), f"{label}: {value!r} is not a decimal"
        assert "/" not in value
        assert exact == "(as shown)" or re.fullmatch(r"(-?\d+/<wbr>\d+ = )?-?\d+/<wbr>\d+", exact), (
            label,
            exact,
        )
    for row in rows:
        if isinstance(row.value, Fraction) and row.value.denominator > 1:
            approx = float(row.value * 100) if row.percent else float(row.value)
            shown = float(row.decimal().removeprefix("about ").rstrip("%").replace(",", ""))
            assert abs(shown - approx) <= max(0.005, abs(approx) * 0.05), (row.label, row.decimal())


def test_a_long_fraction_reads_as_a_percentage_first():
    row = OddsRow("Chance of the cutthroat", Fraction(226481977233088, 1523389591810905))
    assert row.decimal() == "14.87%"
    assert row.exact() == "226481977233088/1523389591810905"
    assert row.text() == "14.87% (exactly 226481977233088/1523389591810905)"
    assert reference.exact_cell(row.exact()) == "226481977233088/<wbr>1523389591810905", (
        "it may wrap at its slash"
    )
    assert reference.exact_cell("") == "(as shown)"


@pytest.mark.parametrize(
    "row, decimal, exact",
    [
        (OddsRow("a chance", Fraction(27, 51), shown="27/51"), "52.94%", "27/51 = 9/17"),
        (OddsRow("a chance", Fraction(7, 103), shown="7/103"), "6.80%", "7/103"),
        (OddsRow("a rare chance", Fraction(1, 20825)), "0.0048%", "1/20825"),
        (OddsRow("a loss per chip", Fraction(-3, 4)), "-75.00%", "-3/4"),
        (OddsRow("a certainty", Fraction(1)), "100%", ""),
        (OddsRow("an average", Fraction(28599, 104125), percent=False), "about 0.27", "28599/104125"),
        (OddsRow("a count", 2652), "2,652", ""),
    ],
)
def test_figures_read_as_decimals_with_the_fraction_beside(row, decimal, exact):
    assert (row.decimal(), row.exact()) == (decimal, exact)
    assert row.text() == (f"{decimal} (exactly {exact})" if exact else decimal)


def test_pagat_odds_show_the_sources_figures():
    table = reference.odds_table("pagat")
    assert "| Chance the bank wins the deal | 52.94% | 27/<wbr>51 = 9/<wbr>17 |" in table
    assert "| Bank's expected gain per chip staked | 5.88% | 3/<wbr>51 = 1/<wbr>17 |" in table
    two = reference.odds_table("pagat", {"packs": 2})
    assert two != table


def test_odds_rows_pick_figures_by_label_and_fail_on_a_label_that_has_gone():
    table = reference.odds_table("pagat", rows=["Chance of a pair", "Chance the bank wins the deal"])
    assert body_rows(table)[0].startswith("| Chance of a pair |") and len(body_rows(table)) == 2
    with pytest.raises(reference.TableError, match="no figure 'Chance of rain'"):
        reference.odds_table("pagat", rows=["Chance of rain"])


def test_a_variant_with_no_figures_gets_a_sentence_not_an_empty_table(monkeypatch):
    monkeypatch.setattr(VARIANTS["pagat"], "odds", lambda self: [])
    assert reference.odds_table("pagat") == "*The engine gives no exact figures for the pagat variant yet.*\n"


def test_cells_are_one_line_with_pipes_escaped():
    assert reference.cell("a | b\nc") == "a \\| b c"
    assert reference.cell(True) == "true" and reference.cell("") == "—"


PAGE = """# A page

Some words.

```table
kind = "options"
variant = "pagat"
```

- In a list:

  ```table
  kind = "rulings"
  variant = "pagat"
  ```

````markdown
```table
kind = "options"
variant = "pagat"
```
````

The end.
"""


def test_replace_tables_replaces_each_block_and_nothing_else():
    blocks = reference.find_tables(PAGE)
    assert [b.line for b in blocks] == [5, 12]
    out = reference.replace_tables(PAGE, page="rules/pagat.md")
    assert "| `seats` |" in out
    assert "  | Question | What the source says |" in out, "a block in a list item stays indented"
    assert '````markdown\n```table\nkind = "options"' in out, (
        "a block shown inside another fence is left alone"
    )
    assert out.startswith("# A page") and out.endswith("The end.\n")
    assert reference.replace_tables("No tables here.\n") == "No tables here.\n"


def test_glossary_blocks_render_the_whole_glossary_or_one_variants_terms():
    whole = reference.replace_tables('```table\nkind = "glossary"\n```\n', page="glossary.md")
    assert whole.count("\n## ") + whole.startswith("## ") >= len(glossary.TERMS) - 1
    assert "{#watering}" in whole
    one = reference.replace_tables(
        '```table\nkind = "glossary"\nvariant = "pagat"\n```\n', page="rules/pagat.md"
    )
    assert "](../glossary.md#void-deal)" in one and "{#" not in one


def test_a_variant_not_dealt_yet_gives_a_note_or_fails_when_strict():
    text = '```table\nkind = "options"\nvariant = "nosuch"\n```\n'
    assert "Not dealt yet" in reference.replace_tables(text)
    with pytest.raises(reference.VariantMissing, match=r"page.md:1"):
        reference.replace_tables(text, path="page.md", strict=True)


@pytest.mark.parametrize(
    "body, words",
    [
        ('kind = "chart"\nvariant = "pagat"', "kind must be one of"),
        ('kind = "options"', "needs variant"),
        ('kind = "options"\nvariant = "pagat"\ncolour = "red"', "no key 'colour'"),
        ('kind = "rulings"\nvariant = "pagat"\noptions = { packs = 2 }', "only an odds table"),
        ('kind = "odds"\nvariant = "pagat"\noptions = { packs = 9 }', "packs"),
        ('kind = "options"\nvariant = "pagat"\nrows = ["Chance of a pair"]', "only an odds table takes rows"),
        ('kind = "odds"\nvariant = "pagat"\nrows = "Chance of a pair"', "rows must be a list"),
        ('kind = = "odds"', "not valid TOML"),
    ],
)
def test_a_bad_block_fails_naming_its_file_and_line(body, words):
    text = f"Intro.\n\n```table\n{body}\n```\n"
    with pytest.raises(reference.TableError, match=r"docs/x\.md:3: ") as info:
        reference.replace_tables(text, path="docs/x.md")
    assert words in str(info.value)


def test_the_site_pages_tables_all_render():
    """Every ```table block in docs/ renders, strictly, for the variants the engine deals."""
    for path in sorted((ROOT / "docs").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        page = path.relative_to(ROOT / "docs").as_posix()
        out = reference.replace_tables(text, page=page, path=str(path))
        assert "```table" not in out or "````" in text


@pytest.mark.parametrize("variant", REGISTERED)
def test_every_odds_label_names_one_figure(variant):
    """Pages pick figures by label, so two rows under one label would hide one of them."""
    labels = [row.label for row in find_variant(variant)({}).odds()]
    assert sorted(label for label in set(labels) if labels.count(label) > 1) == []
