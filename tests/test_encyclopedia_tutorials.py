"""Every deal block in the encyclopedia tutorials deals, and meets what it expects."""

from pathlib import Path

import pytest

from lansquenet.api import deal
from lansquenet.dealfile import blocks_in_markdown, check

TUTORIALS = sorted((Path(__file__).resolve().parent.parent / "tutorials").glob("encyclopedia-*.md"))


def test_encyclopedia_tutorials_exist():
    assert {p.stem for p in TUTORIALS} >= {
        "encyclopedia-layout",
        "encyclopedia-void",
        "encyclopedia-long-deal",
    }


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_encyclopedia_tutorial_blocks_meet_their_expectations(path):
    blocks = blocks_in_markdown(path.read_text(encoding="utf-8"), str(path))
    assert blocks
    for block in blocks:
        assert block.title and block.expect.get("net") and block.expect.get("events")
        transcript = deal(block.spec)
        assert check(transcript, block.expect) == [], block.where
        assert transcript["decisions"] == block.spec["decisions"], "every decision is scripted"
