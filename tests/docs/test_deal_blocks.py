"""Every ```deal block in tutorials/ and docs/ deals, and meets what it says must happen.

The blocks are found exactly as the site build finds them (scripts/site/deal_blocks.py, with
markdown-it-py), so a block the build would turn into a board is a block this test deals. A
failure names the file and line of the block.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from lansquenet import api, dealfile
from lansquenet.errors import LansquenetError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import deal_blocks  # noqa: E402

PAGES = sorted((ROOT / "tutorials").rglob("*.md")) + sorted((ROOT / "docs").rglob("*.md"))


def language_of(where: str) -> str:
    """The language a block is dealt in: its page's (French under docs/fr/ and tutorials/fr/)."""
    return "fr" if where.startswith(("docs/fr/", "tutorials/fr/")) else "en"


def all_blocks() -> list[tuple[str, str, bool]]:
    """(file:line, body, is a lesson) for every deal block, in both languages."""
    found = []
    for path in PAGES:
        relative = path.relative_to(ROOT).as_posix()
        for block in deal_blocks.find_blocks(path.read_text(encoding="utf-8")):
            found.append((f"{relative}:{block.line}", block.body, relative.startswith("tutorials/")))
    return found


BLOCKS = all_blocks()


def test_there_are_deal_blocks_to_check():
    assert any(lesson for _, _, lesson in BLOCKS), "tutorials/ has no deal block"
    assert any("tutorials/pagat-" in where for where, _, _ in BLOCKS), "no pagat lesson"


@pytest.mark.parametrize("where, body, lesson", BLOCKS, ids=[where for where, _, _ in BLOCKS])
def test_block_deals_and_meets_its_expectations(where, body, lesson):
    try:
        parsed = dealfile.parse_block(body, where=where)
        spec = parsed.spec
        assert spec.get("seed") is not None or spec.get("deck") or spec.get("decks"), (
            f"{where}: a deal block needs a seed or a deck, so it deals the same way every time."
        )
        transcript = api.deal({"language": language_of(where), **spec})
    except LansquenetError as exc:
        pytest.fail(f"{where}: {exc}")
    if lesson:
        assert parsed.expect, f"{where}: a lesson's deal block must say what happens ([expect])."
    unmet = dealfile.check(transcript, parsed.expect)
    assert not unmet, f"{where}: " + " ".join(unmet)


def test_every_block_is_in_both_languages_alike():
    """A French page or lesson holds the same deals as its English twin, in the same order, with
    the same expectations but for the words said: only ``title`` and ``says`` are told anew."""
    by_page: dict[str, list[dict]] = {}
    for where, body, _ in BLOCKS:
        page = where.rsplit(":", 1)[0].replace("docs/fr/", "docs/").replace("tutorials/fr/", "tutorials/")
        parsed = dealfile.parse_block(body, where=where)
        kept = {**parsed.spec, "expect": {k: v for k, v in parsed.expect.items() if k != "says"}}
        kept.pop("title", None)
        by_page.setdefault(page + ("@fr" if language_of(where) == "fr" else ""), []).append(kept)
    english = {page: blocks for page, blocks in by_page.items() if not page.endswith("@fr")}
    for page, blocks in english.items():
        assert by_page.get(page + "@fr") == blocks, f"{page}: its French twin's deal blocks differ"
    assert all(page[: -len("@fr")] in english for page in by_page if page.endswith("@fr"))


def test_the_worked_example_is_a_lesson():
    """The source's worked example: queen and seven, a three, a king, a seven; players win 10 each."""
    bodies = [body for where, body, _ in BLOCKS if where.startswith("tutorials/pagat-worked-example.md")]
    assert bodies, "tutorials/pagat-worked-example.md has no deal block"
    transcript = api.deal(dealfile.parse_block(bodies[0]).spec)
    assert transcript["deck"][:5] == ["QH", "7S", "3D", "KC", "7H"]
    assert transcript["outcome"] == "players"
    assert transcript["net"][:3] == [-20, 10, 10]


def test_finder_ignores_fences_that_are_not_deal_blocks():
    text = "````md\n```deal\nvariant = 'x'\n```\n````\n\n    ```deal\n    indented code\n\n```deal\nvariant = 'pagat'\n```\n"
    blocks = deal_blocks.find_blocks(text)
    assert [b.line for b in blocks] == [10]
    assert blocks[0].body == "variant = 'pagat'\n"
