"""Every quotation the site attributes to one of the rule sources appears in it word for word.

A quotation is text in double quotation marks (straight or curly) in the body of the home,
history, sources or comparison page, or in a glossary definition. On the pages, the first
footnote after it in the same paragraph or table row names its source; in the glossary, the
entry's citations do. The pupils' source sheets quote two rule sources in English, in tables
whose header names the source ("the court-game source's rendering"); each part of such an
extract between cut marks ([…], or an editor's words in square brackets) is a quotation. When that footnote or entry cites one of the rule sources, the quotation
must be in that source's text, allowing only for spacing, curly quotation marks and the case of
its first letter (a quotation may begin mid-sentence). Quotations in « French marks » and those
of outside works are not in the rule sources and are not checked here.

Where the rule sources are. They are not part of the repository (they are other people's texts:
two renderings of salondesjeux.fr pages, a 1979 encyclopedia, an online table's page). The test
looks for them in ``$LANSQUENET_SOURCES``, then in ``shared/sources`` beside the repository or
beside any folder above it (``../shared/sources`` for a checkout next to ``shared/``).

When they are found, each quotation is checked against the text itself. When they are not (a
fresh clone, CI), each quotation is checked against ``quotations.lock.json``: the quotations that
were found verbatim in the sources, with a SHA-256 of each source file they were found in. So a
quotation that is new or changed fails everywhere until it has been checked against the sources
and recorded, which this file does when run as a script::

    LANSQUENET_SOURCES=/path/to/sources .venv/bin/python tests/docs/test_quotations.py

It refuses to record a quotation that is not in its source, and the test fails when the lock
no longer matches the pages or the sources it was made from.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from scholarship import FOOTNOTE_REF, ROOT, link_anchors, read_page, without_code

from lansquenet.glossary import TERMS

LOCK = Path(__file__).with_name("quotations.lock.json")
PAGES = ("index.md", "history.md", "sources.md", "comparison.md")
RULE_SOURCES = {
    "court-game": "classic-court-game.txt",
    "modern-game": "modern-19th-century.txt",
    "online-table": "pagat-online-table.txt",
    "encyclopedia": "encyclopedia-1979.txt",
    "other-references": "other-sources.md",
}
"""The bibliography anchors of the rule sources, and their files."""
QUOTED = re.compile(r'"([^"]+)"|“([^”]+)”')
SHEETS = (
    "teach/handouts/sources-court.md",
    "teach/handouts/sources-revival.md",
    "teach/handouts/sources-montmort.md",
)
"""The pupils' source sheets, whose extracts from rule sources are checked too."""
SHEET_HEADERS = {
    "the court-game source's rendering": "classic-court-game.txt",
    "the 19th-century source's rendering": "modern-19th-century.txt",
}
"""Words in a sheet's table header that name the rule source its extracts come from."""
CUT = re.compile(r"\s*\[[^\]]*\]\s*")


def find_sources() -> Path | None:
    """The folder holding the rule sources, or None when this machine does not have them."""
    wanted = RULE_SOURCES["court-game"]
    env = os.environ.get("LANSQUENET_SOURCES")
    candidates = [Path(env)] if env else []
    candidates += [folder / "shared" / "sources" for folder in (ROOT, *ROOT.parents)]
    return next((c for c in candidates if (c / wanted).is_file()), None)


def normal(text: str) -> str:
    """Spacing collapsed and curly quotation marks made straight: what 'word for word' ignores."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.split())


def quotations() -> Iterator[tuple[str, str, tuple[str, ...]]]:
    """(where, quotation, the rule-source files it is attributed to) for every checked quotation."""
    for name in PAGES:
        page = read_page(name)
        columns: list[str] = []  # the footnote each column of the current table's header cites
        for block in page.blocks:
            if block.kind == "heading":
                continue
            if block.kind == "header-row":
                columns = [_first_note(cell) for cell in block.text.split(" | ")]
                continue
            cells = block.text.split(" | ") if block.kind == "row" else [block.text]
            for column, cell in enumerate(cells):
                text = without_code(cell)
                for match in QUOTED.finditer(text):
                    quote = match.group(1) or match.group(2)
                    after = FOOTNOTE_REF.search(text, match.end())
                    label = after.group(1) if after else ""
                    if not label and block.kind == "row" and column < len(columns):
                        label = columns[column]
                    if not label:
                        if name in ("history.md", "comparison.md"):
                            yield f"{name}:{block.line}", quote, ("<no footnote after it>",)
                        continue
                    anchors = link_anchors(page.footnotes.get(label, ""), name)
                    files = tuple(RULE_SOURCES[a] for a in anchors if a in RULE_SOURCES)
                    if files:
                        yield f"{name}:{block.line}", quote, files
    for name in SHEETS:
        source = None
        for block in read_page(name).blocks:
            if block.kind == "header-row":
                source = next((f for words, f in SHEET_HEADERS.items() if words in block.text), None)
            elif block.kind == "row" and source:
                for match in QUOTED.finditer(without_code(block.text)):
                    for part in CUT.split(match.group(1) or match.group(2)):
                        if part.strip():
                            yield f"{name}:{block.line}", part.strip(), (source,)
            elif block.kind != "row":
                source = None
    for term in TERMS:
        files = tuple(RULE_SOURCES[c.work] for c in term.source if c.work in RULE_SOURCES)
        for match in QUOTED.finditer(term.definition):
            quote = match.group(1) or match.group(2)
            yield f"glossary {term.slug}", quote, files or ("<no rule source cited>",)


def _first_note(text: str) -> str:
    match = FOOTNOTE_REF.search(text)
    return match.group(1) if match else ""


def found_in(quote: str, text: str) -> bool:
    """Whether ``quote`` is in ``text`` word for word (spacing, curly marks and first letter aside)."""
    quote, text = normal(quote), normal(text)
    if not quote:
        return False
    if quote in text:
        return True
    flipped = quote[0].swapcase() + quote[1:]
    return flipped in text


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_lock() -> dict:
    return json.loads(LOCK.read_text(encoding="utf-8"))


def make_lock(folder: Path) -> dict:
    """The lock for the current pages, checked against the sources in ``folder``.

    Raises ``ValueError`` listing every quotation that is not in the source it is attributed to.
    """
    missing, recorded, used = [], set(), set()
    for where, quote, files in quotations():
        hit = next(
            (f for f in files if (folder / f).is_file() and found_in(quote, (folder / f).read_text("utf-8"))),
            None,
        )
        if hit is None:
            missing.append(f"{where}: {quote!r} is not in {', '.join(files)}")
        else:
            recorded.add((hit, normal(quote)))
            used.add(hit)
    if missing:
        raise ValueError("quotations not found word for word in their source:\n" + "\n".join(missing))
    return {
        "sources": {name: digest(folder / name) for name in sorted(used)},
        "quotations": [list(pair) for pair in sorted(recorded)],
    }


# ----- the tests


def test_quotations_are_found_on_the_pages():
    """The extraction itself: the pages quote the court game's sources, and a quotation names them."""
    found = {(normal(quote), files) for _, quote, files in quotations()}
    assert ("He has all the look and air of a first-taken", ("classic-court-game.txt",)) in found
    assert any(files == ("modern-19th-century.txt",) for _, files in found)
    assert len(found) >= 20


def test_every_quotation_attributed_to_a_rule_source_is_word_for_word_in_it():
    folder = find_sources()
    if folder is not None:
        wrong = [
            f"{where}: {quote!r} is not in {', '.join(files)}"
            for where, quote, files in quotations()
            if not any(
                (folder / f).is_file() and found_in(quote, (folder / f).read_text("utf-8")) for f in files
            )
        ]
        assert not wrong, f"checked against {folder}:\n" + "\n".join(wrong)
        return
    checked = {tuple(pair) for pair in read_lock()["quotations"]}
    unchecked = [
        f"{where}: {quote!r}"
        for where, quote, files in quotations()
        if not any((f, normal(quote)) in checked for f in files)
    ]
    assert not unchecked, (
        "the rule sources are not on this machine, and these quotations were never checked against them "
        "(run tests/docs/test_quotations.py where LANSQUENET_SOURCES is set, to check and record them):\n"
        + "\n".join(unchecked)
    )


def test_the_lock_records_the_quotations_as_checked_against_the_sources():
    folder = find_sources()
    if folder is None:
        pytest.skip(
            "the rule sources are not on this machine (set LANSQUENET_SOURCES); the quotations were checked "
            "against quotations.lock.json instead"
        )
    assert read_lock() == make_lock(folder), (
        "quotations.lock.json is out of date with the pages or the sources: run tests/docs/test_quotations.py"
    )


def test_the_source_sheets_extracts_from_rule_sources_are_found():
    """The extraction reads the sheets: the Pöllnitz letter and the retelling of Herminie are there."""
    found = {(where.split(":")[0], files) for where, _, files in quotations()}
    assert ("teach/handouts/sources-court.md", ("classic-court-game.txt",)) in found
    assert ("teach/handouts/sources-revival.md", ("modern-19th-century.txt",)) in found
    parts = [quote for where, quote, _ in quotations() if where.startswith("teach/handouts/sources-court.md")]
    assert (
        "His Majesty ordinarily plays Lansquenet. The game has twelve Cutters, at one Louis d'or on the card."
        in parts
    )
    assert not any("[" in part or "…" in part for part in parts), "cut marks are not part of a quotation"


def test_a_misquotation_is_caught():
    text = "ACT IV, SCENE XIII\n\nHe has all the look and air\nof a first-taken."
    assert found_in("he has all the look and air of a first-taken", text)
    assert found_in("He has all the look and air of a first-taken", text)
    assert not found_in("He has all the look of a first-taken", text)
    assert not found_in("", text)


if __name__ == "__main__":
    sources = find_sources()
    if sources is None:
        sys.exit("The rule sources are not here: set LANSQUENET_SOURCES to the folder that holds them.")
    try:
        lock = make_lock(sources)
    except ValueError as exc:
        sys.exit(str(exc))
    LOCK.write_text(json.dumps(lock, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"Recorded {len(lock['quotations'])} quotations checked against {sources}.")
