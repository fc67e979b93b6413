"""Every worked deal in the court game's tutorials deals as its ``[expect]`` table says."""

from __future__ import annotations

from pathlib import Path

import pytest

from lansquenet.api import deal
from lansquenet.dealfile import check

markdown_it = pytest.importorskip("markdown_it")
from lansquenet.dealfile import blocks_in_markdown  # noqa: E402

TUTORIALS = sorted((Path(__file__).parent.parent / "tutorials").glob("classic-*.md"))
BLOCKS = [
    block for path in TUTORIALS for block in blocks_in_markdown(path.read_text(encoding="utf-8"), path.name)
]


def test_classic_tutorials_cover_the_lessons_asked_for():
    names = {path.stem for path in TUTORIALS}
    assert {
        "classic-first-taken",
        "classic-multiple-cards",
        "classic-quadruple",
        "classic-bankers-double",
        "classic-multiple-rejouissance",
        "classic-reprise-card-odds",
        "classic-cutthroat",
        "classic-outside-carabin",
        "classic-carabins-at-the-table",
        "classic-keeping-the-deal",
    } <= names
    assert all(
        block.title and block.expect and (block.spec.get("deck") or block.spec.get("decks"))
        for block in BLOCKS
    )


@pytest.mark.parametrize("block", BLOCKS, ids=[b.where for b in BLOCKS])
def test_classic_tutorial_deal_meets_its_expectations(block):
    transcript = deal(block.spec)
    assert check(transcript, block.expect) == []
    assert sum(transcript["net"]) == 0 and {"net", "outcome"} <= set(block.expect)
