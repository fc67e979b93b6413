"""Invariants every variant keeps, checked by Hypothesis over random specs and decisions.

Chips conserved at every step; every card in exactly one zone at every step; a transcript
replays identically from its own spec (no random generator involved); JSON round trip;
an illegal action is rejected with the state untouched. Parametrised over every registered
variant, so a new variant is checked the day it is registered.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from stepping import Checked, assert_rejected_untouched, play_randomly

from lansquenet.decisions import Action
from lansquenet.errors import InvalidSpec
from lansquenet.events import Transcript
from lansquenet.game import Game
from lansquenet.replay import replay_transcript
from lansquenet.spec import Spec
from lansquenet.variants import VARIANTS, find_variant

find_variant("pagat")  # registers every variant
NAMES = sorted(VARIANTS)
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def specs(draw, variant: str):
    cls = VARIANTS[variant]
    options = {}
    for option in cls.OPTIONS:
        if not draw(st.booleans()):
            continue
        if option.choices:
            options[option.name] = draw(st.sampled_from(option.choices))
        elif isinstance(option.default, bool):
            options[option.name] = draw(st.booleans())
        else:
            high = option.high if option.name != "packs" else min(option.high, 2)
            options[option.name] = draw(st.integers(option.low, min(high, option.low + 4)))
    scope = draw(st.sampled_from(cls.SCOPES))
    if scope == "match":
        for option in cls.OPTIONS:  # keep whole matches short enough for a test
            if option.name in ("laps", "rounds", "deals") and not option.choices:
                options[option.name] = option.low
    spec = {"variant": variant, "seed": draw(st.integers(0, 10**6)), "options": options, "scope": scope}
    try:  # options drawn one by one may clash (classic: seats less outsiders must leave 4 to 12 cutters)
        Spec.from_dict(spec)
    except InvalidSpec:
        reject()
    return spec


@pytest.mark.parametrize("variant", NAMES)
def test_chips_and_cards_conserved_at_every_step(variant):
    @SETTINGS
    @given(spec=specs(variant), play_seed=st.integers(0, 10**6))
    def check(spec, play_seed):
        game = Checked(spec)  # checks chips and cards at every step
        play_randomly(game, 3000, random.Random(play_seed))
        game.run()
        t = game.transcript()
        assert sum(t.net) == 0
        totals = {
            sum(s["chips"] for s in step["view"]["seats"]) + sum(p["amount"] for p in step["view"]["pot"])
            for step in t.steps
        }
        assert len(totals) == 1

    check()


@pytest.mark.parametrize("variant", NAMES)
def test_replay_identical_and_json_round_trip(variant):
    @SETTINGS
    @given(spec=specs(variant))
    def check(spec):
        first = Game(spec).run().transcript()
        data = json.loads(first.dumps())
        assert Transcript.from_json(data).to_json() == first.to_json()
        again = Game(first.spec()).run().transcript()
        assert again.to_json() == first.to_json()
        # the replay a reader runs: every field, and the seed against every shuffled pack
        assert replay_transcript(data) == (data, [])

    check()


@pytest.mark.parametrize("variant", NAMES)
def test_illegal_actions_rejected_with_state_untouched(variant):
    @SETTINGS
    @given(
        spec=specs(variant),
        kind=st.sampled_from(["stake", "pass", "cover", "bank", "keep", "banco", "raise", "bet", "nonsense"]),
        amount=st.one_of(st.none(), st.integers(-5, 10**4)),
        steps=st.integers(0, 6),
    )
    def check(spec, kind, amount, steps):
        game = Game(spec)
        if not play_randomly(game, steps, random.Random(steps)):
            return
        action = Action(kind, amount)
        if not game.can(action):
            assert_rejected_untouched(game, action)

    check()


@pytest.mark.parametrize("variant", NAMES)
def test_match_only_options_change_nothing_in_a_single_deal(variant):
    """An option marked match_only may be left off a single-deal board: it must not change the deal."""
    cls = VARIANTS[variant]
    marked = [o for o in cls.OPTIONS if o.match_only]
    assert marked, f"{variant} declares no option that shapes only a match"
    for option in marked:
        for seed in range(5):
            low, high = (
                Game({"variant": variant, "seed": seed, "options": {option.name: value}})
                .run()
                .transcript()
                .to_json()
                for value in (option.low, option.high)
            )
            assert low["steps"] == high["steps"] and low["net"] == high["net"], (option.name, seed)
