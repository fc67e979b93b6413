"""Every clause of the 1979 source is dealt, tested, explained and shown on a board.

The boards are the ```deal blocks of docs/rules/encyclopedia.md and tutorials/encyclopedia-*.md,
read as the site build reads them, and dealt here. Two checks:

- every kind of event the variant can deal (every phrase it has) is shown on some board, so a
  rule the engine deals cannot be missing from the site (a skipped hand, the pack running out,
  the end of a match...);
- every clause of the source, listed below by its section, is shown on a board, is checked by a
  scenario test named after its section (``test_encyclopedia_<section>_...``), and has its
  section on the rules page.

That each block meets its own ``[expect]`` is checked by tests/docs/test_deal_blocks.py and
tests/test_encyclopedia_tutorials.py.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from lansquenet.dealfile import blocks_in_markdown
from lansquenet.game import Game
from lansquenet.rules.encyclopedia.texts import PHRASES

ROOT = Path(__file__).resolve().parents[1]
RULES_PAGE = ROOT / "docs" / "rules" / "encyclopedia.md"
PAGES = [RULES_PAGE, *sorted((ROOT / "tutorials").glob("encyclopedia-*.md"))]
BOARDS = [
    block
    for path in PAGES
    for block in blocks_in_markdown(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
]
TURNS = ("turn-new", "turn-hand", "turn-dead", "turn-match")


@cache
def dealt(index: int) -> dict[str, Any]:
    return Game(BOARDS[index].spec).run().transcript().to_json()


def kinds(t: dict[str, Any]) -> list[str]:
    return [s["kind"] for s in t["steps"]]


def steps(t: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [s for s in t["steps"] if s["kind"] == kind]


def in_order(t: dict[str, Any], *wanted: str) -> bool:
    """``wanted`` occur one after another, with nothing between them."""
    n = len(wanted)
    return any(tuple(kinds(t)[i : i + n]) == wanted for i in range(len(kinds(t))))


def bet_between_turns(t: dict[str, Any]) -> bool:
    return any(a in TURNS and b == "bet" for a, b in pairwise(k for k in kinds(t) if k != "pass"))


@dataclass(frozen=True)
class Clause:
    """A clause of the source: its section, what it says, the rules page's section explaining it,
    the section name its scenario tests carry, and what a board dealing it shows."""

    section: str
    says: str
    anchor: str
    tests: str
    shows: Callable[[dict[str, Any]], bool]


CLAUSES = (
    Clause("Cards", "one pack of 52 cards", "table", "cards", lambda t: len(t["decks"][0]) == 52),
    Clause("Cards", "betting chips", "table", "cards", lambda t: "bet" in kinds(t)),
    Clause("Players", "two or more: two are enough", "table", "players", lambda t: len(t["seats"]) == 2),
    Clause(
        "Object",
        "a bet wins if its card is still unmatched when the banker's card is matched",
        "object",
        "object",
        lambda t: (
            any(s["amount"] for s in steps(t, "turn-match"))
            and any(s["amount"] for s in steps(t, "banker-matched"))
        ),
    ),
    Clause(
        "Dealer",
        "the first ace to appear deals first",
        "first-dealer",
        "dealer",
        lambda t: "first-ace" in kinds(t),
    ),
    Clause("Shuffle and cut", "standard", "shuffle", "shuffle", lambda t: "shuffle" in kinds(t)),
    Clause(
        "Dealing the Layout",
        "two hand cards, the banker's card, then the player's card, all face up",
        "layout",
        "layout",
        lambda t: in_order(t, "hand-card", "hand-card", "banker-card", "players-card"),
    ),
    Clause(
        "Matching Cards in the Layout 1)",
        "a second hand card matching the first goes on it, again if need be",
        "layout",
        "matching_1",
        lambda t: "hand-pair" in kinds(t),
    ),
    Clause(
        "Matching Cards in the Layout 2)",
        "a banker's card matching a hand card goes on it, again if need be",
        "layout",
        "matching_2",
        lambda t: kinds(t).count("banker-on-hand") >= 2,
    ),
    Clause(
        "Matching Cards in the Layout 3)",
        "a player's card matching a hand card goes on it",
        "layout",
        "matching_3",
        lambda t: "players-on-hand" in kinds(t),
    ),
    Clause(
        "Matching Cards in the Layout 3)",
        "a player's card matching the banker's card: the deal is void and a new deal is made",
        "void-deal",
        "matching_3",
        lambda t: in_order(t, "void", "shuffle") or in_order(t, "void", "set-aside"),
    ),
    Clause(
        "Betting limits",
        "each banker decides the limits for his hand",
        "limit",
        "limits",
        lambda t: "limit" in kinds(t),
    ),
    Clause(
        "Betting",
        "each player's bet goes alongside the player's card",
        "bets",
        "betting",
        lambda t: in_order(t, "players-card", "bet"),
    ),
    Clause("Betting", "a player may pass (our ruling)", "bets", "betting", lambda t: "pass" in kinds(t)),
    Clause(
        "Betting",
        "each player places his bet, read as a duty (opening_bet = required)",
        "bets",
        "betting",
        lambda t: t["options"]["opening_bet"] == "required",
    ),
    Clause(
        "Play",
        "a card matching nothing is laid beside the player's card as a new player's card",
        "play",
        "play",
        lambda t: "turn-new" in kinds(t),
    ),
    Clause(
        "Play",
        "a card matching a hand card goes on it: that rank is out of play",
        "play",
        "play",
        lambda t: "turn-hand" in kinds(t),
    ),
    Clause(
        "Play",
        "a card matching a player's card: the banker wins the bets on it",
        "play",
        "play",
        lambda t: any(s["amount"] for s in steps(t, "turn-match")),
    ),
    Clause(
        "Play",
        "matched cards stay on the layout, dead, and later cards of the rank go on them",
        "dead-ranks",
        "play",
        lambda t: "turn-dead" in kinds(t),
    ),
    Clause(
        "Play",
        "the banker's card matched: every bet still out paid at even money, the deal over",
        "bankers-card-matched",
        "settlement",
        lambda t: any(s["amount"] and len(s["transfers"]) >= 4 for s in steps(t, "banker-matched")),
    ),
    Clause(
        "Play",
        "play goes on card by card until the banker's card is matched",
        "bankers-card-matched",
        "settlement",
        lambda t: sum(kinds(t).count(k) for k in TURNS) >= 5,
    ),
    Clause(
        "Play",
        "the bank and the deal pass one player to the left",
        "match",
        "settlement",
        lambda t: in_order(t, "banker-matched", "bank-passes", "hand-start"),
    ),
    Clause(
        "Between turns",
        "new bets on the players' cards between turns",
        "between-turns",
        "between_turns",
        bet_between_turns,
    ),
    Clause(
        "Between turns",
        "a bet is never removed or moved: more on one card adds up",
        "between-turns",
        "between_turns",
        lambda t: any("making" in s["text"] for s in steps(t, "bet")),
    ),
)


def scenario_tests() -> set[str]:
    """The names of the encyclopedia's scenario tests."""
    names = set()
    for path in (ROOT / "tests").glob("test_encyclopedia_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    return names


def boards_showing(clause: Clause) -> list[str]:
    return [b.where for i, b in enumerate(BOARDS) if clause.shows(dealt(i))]


def test_every_board_is_of_the_1979_game():
    assert len(BOARDS) >= 10
    assert all(b.spec.get("variant") == "encyclopedia" for b in BOARDS)


def test_every_event_of_the_variant_is_shown_on_a_board():
    shown = {kind for i in range(len(BOARDS)) for kind in kinds(dealt(i))}
    missing = sorted(set(PHRASES) - shown)
    assert not missing, f"no encyclopedia board shows {missing}"


@pytest.mark.parametrize("clause", CLAUSES, ids=lambda c: f"{c.section}: {c.says}")
def test_every_clause_is_dealt_tested_explained_and_shown(clause):
    assert boards_showing(clause), f"no board on the rules page or in a tutorial shows {clause.says!r}"
    tests = [n for n in scenario_tests() if n.startswith(f"test_encyclopedia_{clause.tests}_")]
    assert tests, f"no scenario test is named after {clause.section!r} (test_encyclopedia_{clause.tests}_...)"
    assert f"{{#{clause.anchor}}}" in RULES_PAGE.read_text(encoding="utf-8"), clause.anchor


def test_the_clauses_and_their_boards():
    """The list a reviewer reads: each clause, and where it is shown (run with -s to print it)."""
    table = {f"{c.section}: {c.says}": boards_showing(c) for c in CLAUSES}
    for clause, boards in table.items():
        print(f"{clause}\n    " + "\n    ".join(boards or ["(no board)"]))
    assert all(table.values())
    sections = {c.section.split(" 1)")[0].split(" 2)")[0].split(" 3)")[0] for c in CLAUSES}
    assert sections == {
        "Cards",
        "Players",
        "Object",
        "Dealer",
        "Shuffle and cut",
        "Dealing the Layout",
        "Matching Cards in the Layout",
        "Betting limits",
        "Betting",
        "Play",
        "Between turns",
    }
