"""Invariants of the encyclopedia variant over random seeds, options and decisions (Hypothesis).

Chips and cards conserved at every step; no bet ever shrinks or moves before its card or the
banker's card settles it; every account on the table is empty when a deal ends; a transcript
replays identically from its own spec and survives JSON; an illegal action changes nothing;
the command line deals any seed with the net summing to zero.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stepping import Checked, assert_rejected_untouched, play_randomly

from lansquenet.cli import main
from lansquenet.events import Transcript
from lansquenet.game import Game

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SETTLING = {"turn-match", "banker-matched", "stock-out"}


@st.composite
def specs(draw, scope=None):
    scope = scope or draw(st.sampled_from(["deal", "match"]))
    seats = draw(st.sampled_from([2, 3, 4, 5, 6, 10]) if scope == "deal" else st.integers(2, 4))
    options = {
        "first_dealer": draw(st.sampled_from(["ace", "banker"])),
        "void_deal": draw(st.sampled_from(["reshuffle", "continue"])),
        "rounds": draw(st.integers(1, 2)),
        "opening_bet": draw(st.sampled_from(["free", "required"])),
    }
    spec = {
        "variant": "encyclopedia",
        "seed": draw(st.integers(0, 10**6)),
        "seats": seats,
        "scope": scope,
        "options": options,
        "banker": draw(st.integers(0, seats - 1)),
    }
    if draw(st.booleans()):
        spec["chips"] = draw(st.lists(st.integers(0, 40), min_size=seats, max_size=seats))
    return spec


@SETTINGS
@given(spec=specs(), play_seed=st.integers(0, 10**6))
def test_encyclopedia_chips_and_cards_conserved_and_bets_never_shrink(spec, play_seed):
    game = Checked(spec)
    play_randomly(game, 2000, random.Random(play_seed))
    game.run()
    t = game.transcript()
    assert sum(t.net) == 0
    sums = {
        sum(s["chips"] for s in step["view"]["seats"]) + sum(p["amount"] for p in step["view"]["pot"])
        for step in t.steps
    }
    assert len(sums) == 1
    bets: dict[str, int] = {}
    for step in t.steps:
        if step["kind"] not in SETTLING:
            for move in step["transfers"]:
                assert "'s bet on " not in move["payer"], f"a bet left the table at {step['kind']}"
        for p in step["view"]["pot"]:
            if step["kind"] not in SETTLING:
                assert p["amount"] >= bets.get(p["label"], 0)
            bets[p["label"]] = p["amount"]
        if step["kind"] in ("bank-passes", "match-end"):
            assert step["view"]["pot"] == []
            bets.clear()  # a later deal may open the same card's account again
    assert all(v == 0 for k, v in game.table.ledger.accounts.items() if not isinstance(k, int))


@SETTINGS
@given(spec=specs())
def test_encyclopedia_replay_identical_and_json_round_trip(spec):
    first = Game(spec).run().transcript()
    data = json.loads(first.dumps())
    assert Transcript.from_json(data).to_json() == first.to_json()
    again = Game(first.spec()).run().transcript()
    assert again.to_json() == first.to_json()


@SETTINGS
@given(
    spec=specs("deal"),
    steps=st.integers(0, 12),
    bad=st.sampled_from(
        [
            "limit 0",
            "limit 100000",
            "bet-a 1",
            "bet-k 1",
            "bet-5 0",
            "bet-5 1000",
            "stake 5",
            "pass 3",
            "remove",
            "bet",
        ]
    ),
)
def test_encyclopedia_illegal_action_leaves_the_table_untouched(spec, steps, bad):
    game = Game(spec)
    if play_randomly(game, steps, random.Random(steps)) and not game.can(bad):
        assert_rejected_untouched(game, bad)


@pytest.mark.parametrize("seed", [0, 1, 7, 42, 999])
@pytest.mark.parametrize("command", ["deal", "match"])
def test_encyclopedia_command_line_deals_any_seed(seed, command, capsys):
    assert main([command, "encyclopedia", "--seed", str(seed), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variant"] == "encyclopedia" and sum(data["net"]) == 0 and len(data["deck"]) == 52
    assert all(step["text"] for step in data["steps"])


def test_encyclopedia_command_line_bad_option_is_one_line(capsys):
    assert main(["deal", "encyclopedia", "--set", "void_deal=never"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "void_deal" in err
