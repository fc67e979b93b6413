"""Each history lesson has a pupils' sheet of period extracts that a class can work from alone.

A sheet is a handout page: numbered extracts (``## n. …``), each a table of the text (French beside
English when the work is French), then its citation in italics, then two or three questions. The
lessons link their sheet under "Print before the lesson"; the handouts index and the site's
navigation list it; and every work a sheet quotes has an entry on the sources page, where its
address is.
"""

from __future__ import annotations

import re

import pytest
from scholarship import DOCS, ROOT, read_page

SHEETS = {
    "lesson-court.md": "sources-court.md",
    "lesson-revival.md": "sources-revival.md",
    "lesson-montmort.md": "sources-montmort.md",
}
"""Each lesson and the sheet of extracts it asks the class to read."""

WORKS = {
    "sources-court.md": (
        "rabelais",
        "wikipedia-fr",
        "regnard",
        "pollnitz",
        "court-game",
        "dancourt",
        "littre",
    ),
    "sources-revival.md": ("tlfi", "enquire-within", "steinmetz", "modern-game", "dumas"),
    "sources-montmort.md": ("diderot", "montmort"),
}
"""The bibliography entries behind each sheet's extracts: the sources page holds their addresses."""


def extracts(sheet: str) -> dict[str, list]:
    """The blocks under each numbered extract heading of a sheet."""
    parts: dict[str, list] = {}
    current = None
    for block in read_page(f"teach/handouts/{sheet}").blocks:
        if block.kind == "heading":
            current = block.text if re.match(r"\d+\. ", block.text) else None
            if current:
                parts[current] = []
        elif current:
            parts[current].append(block)
    return parts


@pytest.mark.parametrize("lesson, sheet", SHEETS.items())
def test_each_lesson_prints_its_sheet_of_extracts(lesson, sheet):
    text = (DOCS / "teach" / lesson).read_text(encoding="utf-8")
    before = text.split("## Print before the lesson", 1)[1].split("\n## ", 1)[0]
    assert f"(handouts/{sheet})" in before, f"{lesson} does not list {sheet} among what to print"


@pytest.mark.parametrize("sheet", SHEETS.values())
def test_every_extract_has_its_text_citation_and_two_or_three_questions(sheet):
    parts = extracts(sheet)
    assert len(parts) >= 3, f"{sheet}: too few extracts"
    raw = (DOCS / "teach" / "handouts" / sheet).read_text(encoding="utf-8")
    for heading, blocks in parts.items():
        rows = [b for b in blocks if b.kind == "row"]
        assert rows, f"{sheet}, {heading}: no extract"
        header = ""
        for block in blocks:
            if block.kind == "header-row":
                header = block.text
            elif block.kind == "row" and header.startswith("Français"):
                cells = block.text.split(" | ")
                assert header.split(" | ") == ["Français", "English"], (
                    f"{sheet}, {heading}: French beside English"
                )
                assert len(cells) == 2 and all(c.strip() for c in cells), (
                    f"{sheet}, {heading}: a text without its pair"
                )
        citations = [
            b for b in blocks if b.kind == "paragraph" and b.text.startswith("*") and b.text.endswith("*")
        ]
        assert citations, f"{sheet}, {heading}: no citation under the extract"
        section = raw.split(f"## {heading}", 1)[1].split("\n## ", 1)[0]
        questions = re.findall(r"^- ", section, flags=re.M)
        assert 2 <= len(questions) <= 3, f"{sheet}, {heading}: {len(questions)} questions"


@pytest.mark.parametrize("sheet", SHEETS.values())
def test_every_sheet_is_listed_and_its_works_have_entries(sheet):
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").split("\nnav:", 1)[1]
    assert f"- teach/handouts/{sheet}" in nav, f"{sheet} is not in the site's navigation"
    assert f"]({sheet})" in (DOCS / "teach" / "handouts" / "index.md").read_text(encoding="utf-8")
    entries = (DOCS / "sources.md").read_text(encoding="utf-8")
    for anchor in WORKS[sheet]:
        assert f"{{#{anchor}}}" in entries, (
            f"{sheet} quotes a work with no entry on the sources page: {anchor}"
        )
