"""Invariants of the court game over random specs, options and decisions (Hypothesis).

Chips conserved at every step (seats plus every account on the table, outside carabins' seats
included); every card in exactly one zone; replay from the transcript's own spec identical; JSON round trip; an illegal action
refused with the table untouched; and the game's own bookkeeping: at most one first-taken and
one cutthroat a hand, the cutthroat only when the banker took nothing.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stepping import assert_rejected_untouched, play_randomly, random_action

from lansquenet.cards import full_pack
from lansquenet.decisions import Action
from lansquenet.events import Transcript
from lansquenet.game import Game

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def specs(draw):
    outsiders = draw(st.sampled_from([0, 0, 1, 2, 4]))
    options = {
        "seats": draw(st.integers(4, 12)) + outsiders,
        "outsiders": outsiders,
        "stake": draw(st.integers(1, 4)),
        "rejouissance": draw(st.booleans()),
        "carabins": draw(st.sampled_from(["dispossessed", "cutters", "none"])),
        "reprise_cards": draw(st.sampled_from(["claimable", "accepted"])),
        "rule_of_odds": draw(st.booleans()),
        "removed_stake": draw(st.sampled_from(["banker", "taker", "owner"])),
        "deal_quadruple": draw(st.sampled_from(["recovered", "collected"])),
        "rejouissance_waters": draw(st.booleans()),
        "rejouissance_pays": draw(st.sampled_from(["even", "multiple"])),
        "rejouissance_end": draw(st.sampled_from(["play-on", "returned"])),
        "multiple_stakes": draw(st.sampled_from(["odds", "even"])),
        "watering": draw(st.booleans()),
        "max_hands": draw(st.integers(1, 3)),
    }
    scope = draw(st.sampled_from(["deal", "deal", "match"]))
    chips = draw(st.one_of(st.none(), st.integers(0, 30)))
    spec = {"variant": "classic", "seed": draw(st.integers(0, 10**6)), "options": options, "scope": scope}
    if chips is not None:
        spec["chips"] = chips
    return spec


@SETTINGS
@given(spec=specs(), play=st.integers(0, 10**6))
def test_classic_chips_and_cards_conserved_at_every_step(spec, play):
    game = Game(spec)
    rng = random.Random(play)
    total = game.table.ledger.total()
    pack = Counter(full_pack(1))
    while game.pending() is not None:
        game.act(random_action(game.pending(), rng))
        assert game.table.ledger.total() == total
        if any(s.event.kind == "shuffle" for s in game.steps):
            assert game.table.card_count() == pack
        assert all(v >= 0 for v in game.table.ledger.accounts.values())
    t = game.transcript()
    assert sum(t.net) == 0 and len(t.net) == spec["options"]["seats"]
    for step in t.steps:
        assert (
            sum(s["chips"] for s in step["view"]["seats"]) + sum(p["amount"] for p in step["view"]["pot"])
            == total
        )


@SETTINGS
@given(spec=specs())
def test_classic_replay_identical_and_json_round_trip(spec):
    first = Game(spec).run().transcript()
    assert Transcript.from_json(json.loads(first.dumps())).to_json() == first.to_json()
    assert Game(first.spec()).run().transcript().to_json() == first.to_json()


@SETTINGS
@given(
    spec=specs(),
    steps=st.integers(0, 12),
    amount=st.integers(-3, 500),
    kind=st.sampled_from(["stake", "pass", "accept", "limit", "refuse", "ceiling", "open", "keep", "banco"]),
)
def test_classic_illegal_action_leaves_the_table_untouched(spec, steps, amount, kind):
    game = Game(spec)
    if not play_randomly(game, steps, random.Random(steps)):
        return
    action = Action(kind, amount if kind in ("stake", "limit", "ceiling") else None)
    if game.can(action):
        action = Action(kind, 10**6)
    assert_rejected_untouched(game, action)


@SETTINGS
@given(spec=specs())
def test_classic_one_first_taken_and_cutthroat_only_when_nothing_was_taken(spec):
    game = Game(spec).run()
    hand = []
    hands = []
    for step in game.steps:
        if step.event.kind == "shuffle" and hand:
            hands.append(hand)
            hand = []
        hand.append(step.event)
    hands.append(hand)
    # every take of a card showing spares the cutthroat, the banker's card gathering an up-card included
    takes = {
        "take",
        "banker-card-multiple",
        "rejouissance-won",
        "rejouissance-matched",
        "reprise-taken",
        "reprise-matched",
    }
    for events in hands:
        assert sum(1 for e in events if e.term == "first-taken") <= 1
        cut = [i for i, e in enumerate(events) if e.kind == "cutthroat"]
        if cut:
            out = next(i for i, e in enumerate(events) if e.kind == "bankers-card-out")
            assert not any(e.kind in takes for e in events[:out])
            assert "cutthroat" in next(s.text for s in game.steps if s.event is events[cut[0]])
        out = [i for i, e in enumerate(events) if e.kind == "bankers-card-out"]
        if out and not any(e.kind in takes for e in events[: out[0]]):
            assert cut, "the banker's card came out before any take: he is the cutthroat"
