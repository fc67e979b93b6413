"""Every worked deal in tutorials/modern-*.md deals as its expectations say, fully scripted; and
every clause of the source is shown on a board, on the rules page or in a tutorial."""

from __future__ import annotations

from functools import cache
from itertools import pairwise
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
RULES_PAGE = ROOT / "docs" / "rules" / "modern.md"
BOARDS = BLOCKS + blocks_in_markdown(RULES_PAGE.read_text(encoding="utf-8"), "docs/rules/modern.md")
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


def _follows(kinds: list[str], first: str, then: str) -> bool:
    """``then`` comes straight after ``first``, but for the round's gathering in between."""
    rest = [k for k in kinds if k != "gather"]
    return any(a == first and b == then for a, b in pairwise(rest))


def _texts(t: dict) -> str:
    return "\n".join(s["text"] for s in t["steps"])


# Each clause of the source, by section, and what a board dealing it shows.
CLAUSES = {
    "s1 two players are enough": lambda t: len(t["seats"]) == 2,
    "s1 a single pack": lambda t: t["options"]["packs"] == 1,
    "s1 two packs, the usual pack": lambda t: t["options"]["packs"] == 2,
    "s2 piles shuffled, regrouped, the last shuffle and the cut": lambda t: (
        {"piles", "regroup", "shuffle", "cut"} <= set(_kinds(t))
    ),
    "s3 the banker's stake": lambda t: "stake" in _kinds(t),
    "s3 pass, raise": lambda t: {"pass", "raise"} <= set(_kinds(t)),
    "s3 the raises cover the stake": lambda t: "covered" in _kinds(t),
    "s3 banco, the earlier raises back": lambda t: {"banco", "raises-back"} <= set(_kinds(t)),
    "s3 a second round of speaking": lambda t: "second-round" in _kinds(t),
    "s3 the banker withdraws": lambda t: "withdraw" in _kinds(t),
    "s3 the banker reduces his stake": lambda t: "reduce" in _kinds(t),
    "s4 the banker's card and the punters' card": lambda t: {"banker-card", "punters-card"} <= set(_kinds(t)),
    "s4 a doublet": lambda t: "doublet" in _kinds(t),
    "s4 middle cards until the banker's rank": lambda t: (
        "middle-card" in _kinds(t) and "bank-wins" in _kinds(t)
    ),
    "s4 the punters' rank: each punter paid his bet": lambda t: "punters-win" in _kinds(t),
    "s4 a banker who lost: the seat on his right": lambda t: (
        _follows(_kinds(t), "punters-win", "succession") and "next on" in _texts(t)
    ),
    "s4 kept after a middle card: the stake doubles": lambda t: _follows(_kinds(t), "bank-wins", "keep"),
    "s4 kept after a doublet without a refait: the stake doubles": lambda t: _follows(
        _kinds(t), "doublet", "keep"
    ),
    "s4 the refait": lambda t: "refait" in _kinds(t),
    "s4 the bank passed and bought": lambda t: {"pass-bank", "buy"} <= set(_kinds(t)),
    "s4 a bought bank lost: the rightful successor": lambda t: "the rightful successor" in _texts(t),
    "s4 the buyer next in line passed over": lambda t: "so is passed over" in _texts(t),
    "s4 bought at the refait level, passed after one round": lambda t: (
        {"buy-refait", "forced-pass"} <= set(_kinds(t))
    ),
    "s4 no more than three purchases in a row": lambda t: "purchase-limit" in _kinds(t),
    "s5 turned cards are not reused": lambda t: "count" in _kinds(t),
    "s5 Herminie's rank out six times": lambda t: (
        "1 card of the banker's rank and 7 of the punters'" in _texts(t)
    ),
    "s5 the bystander makes up the bets": lambda t: "bystander" in _kinds(t),
}


def _kinds(t: dict) -> list[str]:
    return [s["kind"] for s in t["steps"]]


@cache
def _dealt(index: int) -> dict:
    return deal(BOARDS[index].spec)


@pytest.mark.parametrize("clause", sorted(CLAUSES))
def test_modern_every_clause_of_the_source_is_shown_on_a_board(clause):
    shown = [b.where for i, b in enumerate(BOARDS) if CLAUSES[clause](_dealt(i))]
    assert shown, f"no board on the rules page or in a tutorial shows {clause}"
