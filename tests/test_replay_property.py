"""Every transcript the engine writes replays identically.

The deals a reader can ask for reach corners a seeded default deal never does: a stacked deck
whose pack is never opened (a court-game banker too poor to stake, a 1979 bank handed to a seat
with no chips, a pagat match where nobody can bank), seats skipped for want of chips, a banker
named on purpose. Whatever the engine wrote, ``lansquenet replay`` must deal it again, field for
field. The scenarios first (the review's three examples), then Hypothesis over every variant and
scope, with stacked decks, short chips and random legal decisions.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st
from stepping import play_randomly

from lansquenet import api
from lansquenet.cards import RANKS
from lansquenet.errors import InvalidSpec
from lansquenet.game import Game
from lansquenet.replay import replay_transcript
from lansquenet.spec import Spec
from lansquenet.variants import VARIANTS, find_variant

find_variant("pagat")  # registers every variant
NAMES = sorted(VARIANTS)

NO_PACK_OPENED = {
    "a court-game banker with no chips": {
        "variant": "classic",
        "seats": 4,
        "banker": 0,
        "chips": [0, 100, 100, 100],
        "deck": "QC",
    },
    "a 1979 bank handed to a seat with no chips": {
        "variant": "encyclopedia",
        "seats": 4,
        "banker": 2,
        "chips": [20, 9, 0, 2],
        "deck": "6S",
        "options": {"first_dealer": "banker"},
    },
    "a pagat match where nobody can bank": {
        "variant": "pagat",
        "scope": "match",
        "seats": 3,
        "chips": 1,
        "deck": "QH QS",
        "seed": 1,
    },
    "a pagat match where no seat holds a chip": {
        "variant": "pagat",
        "scope": "match",
        "seats": 3,
        "chips": 0,
        "deck": "QH",
    },
}


def replays_identically(data: dict) -> None:
    """``data`` goes through JSON (as a file would) and replays with no difference."""
    data = json.loads(json.dumps(data))
    again, differences = replay_transcript(data)
    assert differences == []
    assert again == data


@pytest.mark.parametrize("spec", NO_PACK_OPENED.values(), ids=list(NO_PACK_OPENED))
def test_a_stacked_deck_never_opened_replays_identically(spec):
    data = api.deal(spec)
    assert data["decks"] == [], "the scenario must deal without opening a pack"
    replays_identically(data)


def test_a_stacked_deck_never_opened_replays_from_the_command_line(tmp_path):
    from lansquenet.cli import main

    path = tmp_path / "nohand.json"
    path.write_text(
        json.dumps(api.deal(NO_PACK_OPENED["a court-game banker with no chips"])), encoding="utf-8"
    )
    assert main(["replay", str(path)]) == 0


def test_a_transcript_claims_stacked_cards_only_for_the_packs_it_opened():
    """A stacked count says how much of a recorded pack order was stacked; with no order
    recorded there is nothing to count, and an edited count is still a difference."""
    data = api.deal(NO_PACK_OPENED["a court-game banker with no chips"])
    assert data["stacked"] == []
    data["stacked"] = [1]
    assert replay_transcript(data)[1] != []


@st.composite
def cards_on_top(draw) -> str:
    """A few cards of one to three ranks, to force doubles, pairs and quadruples."""
    ranks = draw(st.lists(st.sampled_from(RANKS), min_size=1, max_size=3, unique=True))
    cards = [f"{rank}{suit}" for rank in ranks for suit in "SHDC"]
    return " ".join(draw(st.lists(st.sampled_from(cards), min_size=1, max_size=8, unique=True)))


@st.composite
def specs(draw, variant: str) -> dict:
    """A spec of ``variant``: options, seats, scope, banker, chips (often too few to bank or
    stake) and, often, a stacked deck."""
    cls = VARIANTS[variant]
    options: dict[str, object] = {}
    for option in cls.OPTIONS:
        if option.name == "seats" or not draw(st.booleans()):
            continue
        if option.choices:
            options[option.name] = draw(st.sampled_from(option.choices))
        elif isinstance(option.default, bool):
            options[option.name] = draw(st.booleans())
        else:
            high = option.high if option.name != "packs" else min(option.high, 2)
            options[option.name] = draw(st.integers(option.low, min(high, option.low + 3)))
    scope = draw(st.sampled_from(cls.SCOPES))
    if scope == "match":  # a whole match, kept short enough for a test
        for name in ("laps", "rounds", "max_hands"):
            if any(o.name == name for o in cls.OPTIONS):
                options[name] = draw(st.integers(1, 2))
    low, high = cls({}).seat_range()
    seats = draw(st.integers(low, min(high, low + 6)))
    spec: dict[str, object] = {"variant": variant, "scope": scope, "options": options, "seats": seats}
    if draw(st.booleans()):
        spec["seed"] = draw(st.integers(0, 10**6))
    if draw(st.booleans()):
        spec["banker"] = draw(st.integers(0, seats - 1))
    chips = draw(
        st.one_of(
            st.none(),
            st.integers(0, 12),
            st.lists(st.sampled_from([0, 1, 2, 4, 5, 9, 20, 100]), min_size=seats, max_size=seats),
        )
    )
    if chips is not None:
        spec["chips"] = chips
    if draw(st.booleans()):
        spec["deck"] = draw(cards_on_top())
    try:  # options drawn one by one may clash (classic: outsiders must leave 4 to 12 cutters)
        Spec.from_dict(spec)
    except InvalidSpec:
        reject()
    return spec


@pytest.mark.parametrize("variant", NAMES)
def test_every_transcript_the_engine_writes_replays_identically(variant):
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(spec=specs(variant), play_seed=st.integers(0, 10**6), answered=st.integers(0, 40))
    def check(spec, play_seed, answered):
        try:
            game = Game(spec)
        except InvalidSpec:  # a stacked card the variant's packs cannot hold where asked
            reject()
        # some decisions at random, the rest by the computer players
        play_randomly(game, answered, random.Random(play_seed))
        replays_identically(game.run().transcript().to_json())

    check()


@pytest.mark.parametrize("variant", NAMES)
def test_a_transcript_dealt_with_people_at_the_table_replays_identically(variant):
    """With ``people`` in the spec, the steps before each person's decision are handed out and the
    computer's are told together up to the next; the transcript carries them and deals again so."""

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(spec=specs(variant), people=st.sets(st.integers(0, 9)), play_seed=st.integers(0, 10**6))
    def check(spec, people, play_seed):
        seated = sorted(p for p in people if p < spec["seats"])
        try:
            game = Game({**spec, "people": seated})
        except InvalidSpec:
            reject()
        play_randomly(game, 20, random.Random(play_seed))
        data = game.run().transcript().to_json()
        assert data.get("people", []) == seated
        replays_identically(data)

    check()
