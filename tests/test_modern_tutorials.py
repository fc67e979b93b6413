"""Every worked deal in tutorials/modern-*.md deals as its expectations say, fully scripted."""

from __future__ import annotations

from pathlib import Path

import pytest

from lansquenet.api import deal
from lansquenet.dealfile import check
from lansquenet.variants import find_variant

pytest.importorskip("markdown_it")
from lansquenet.dealfile import blocks_in_markdown

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted((ROOT / "tutorials").glob("modern-*.md"))
BLOCKS = [
    block
    for path in FILES
    for block in blocks_in_markdown(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
]
PHRASES = find_variant("modern").PHRASES

# The lessons the variant's worked deals must teach, and an event that shows each.
LESSONS = {
    "modern-refait.md": ["doublet", "refait"],
    "modern-doubling-bank.md": ["keep"],
    "modern-refait-purchase.md": ["buy-refait", "forced-pass"],
    "modern-purchase-limit.md": ["purchase-limit"],
    "modern-reduced-stake.md": ["second-round", "reduce"],
    "modern-long-shoe.md": ["count"],
}


@pytest.mark.parametrize("block", BLOCKS, ids=[b.where for b in BLOCKS])
def test_modern_tutorial_block_meets_its_expectations(block):
    assert block.spec["variant"] == "modern" and block.title
    assert block.spec.get("deck") or block.spec.get("decks")
    assert {"events", "net"} <= set(block.expect)
    for kind in block.expect["events"] + block.expect.get("no_events", []):
        assert kind in PHRASES, f"{block.where}: {kind!r} is not an event of the modern variant"
    transcript = deal(block.spec)
    assert check(transcript, block.expect) == []
    assert transcript["decisions"] == block.spec["decisions"]  # no computer player stepped in


@pytest.mark.parametrize("name, kinds", sorted(LESSONS.items()))
def test_modern_tutorials_teach_each_lesson(name, kinds):
    blocks = [b for b in BLOCKS if b.where.startswith(f"tutorials/{name}:")]
    assert blocks, f"{name} holds no deal block"
    seen = {kind for b in blocks for kind in b.expect["events"]}
    assert set(kinds) <= seen
