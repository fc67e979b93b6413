"""Invariants of the modern variant over random specs, options and decisions (Hypothesis).

At every step: chips conserved (seats plus the bank and the bets), every card in exactly one
zone. At the end: nets sum to zero, the transcript replays identically from its own spec, and
goes to JSON and back. An illegal action raises IllegalAction and leaves the game untouched.
"""

from __future__ import annotations

import contextlib
import io
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stepping import Checked

from lansquenet.cli import main
from lansquenet.decisions import Action
from lansquenet.errors import IllegalAction
from lansquenet.events import Transcript
from lansquenet.game import Game
from lansquenet.glossary import find_term

SETTINGS = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def specs(draw):
    seats = draw(
        st.sampled_from([2, 2, 3, 4, 5, 6, 12])
    )  # two seats and a full table of twelve are the corners
    options = {
        "packs": draw(st.sampled_from([1, 1, 2, 6])),
        "pair_rule": draw(st.sampled_from(["all", "half"])),
        "rounds": draw(st.integers(1, 25)),
        "buying_order": draw(st.sampled_from(["clockwise", "rightward"])),
        "bystander": draw(st.booleans()),
    }
    spec = {
        "variant": "modern",
        "seats": seats,
        "seed": draw(st.integers(0, 10**6)),
        "options": options,
        "scope": draw(st.sampled_from(["deal", "match", "match"])),
    }
    if draw(st.booleans()):
        spec["chips"] = draw(st.lists(st.integers(0, 150), min_size=seats, max_size=seats))
    return spec


def random_action(decision, rng):
    choice = rng.choice(decision.choices)
    if not choice.takes_amount:
        return Action(choice.kind)
    amounts = choice.amounts()
    return Action(choice.kind, amounts[min(len(amounts) - 1, int(rng.random() ** 2 * len(amounts)))])


def play(game, rng, computer: bool):
    while not game.finished:
        decision = game.pending()
        action = (
            game.variant.computer(decision, game.table, game.player_rng)
            if computer
            else random_action(decision, rng)
        )
        game.act(action)
    return game


@SETTINGS
@given(spec=specs(), play_seed=st.integers(0, 10**6), computer=st.booleans())
def test_modern_chips_and_cards_conserved_and_replay_identical(spec, play_seed, computer):
    game = play(Checked(spec), random.Random(play_seed), computer)
    t = game.transcript()
    assert sum(t.net) == 0 and t.outcome
    assert all(step["text"] for step in t.steps)
    for step in t.steps:
        if step["term"]:
            find_term(step["term"])  # every term an event names is in the glossary
    data = json.loads(t.dumps())
    assert Transcript.from_json(data).to_json() == t.to_json()
    again = Game(Transcript.spec(t)).run().transcript()
    assert again.to_json() == t.to_json()
    for decision in t.decisions:
        assert str(Action.parse(decision)) == decision


@SETTINGS
@given(
    spec=specs(),
    play_seed=st.integers(0, 10**6),
    moves=st.integers(0, 40),
    kind=st.sampled_from(
        ["stake", "raise", "banco", "pass", "keep", "refait", "buy", "cover", "reduce", "withdraw", "bank"]
    ),
    amount=st.one_of(st.none(), st.integers(-3, 10**4)),
)
def test_modern_illegal_actions_leave_the_game_untouched(spec, play_seed, moves, kind, amount):
    game = Game(spec)
    rng = random.Random(play_seed)
    for _ in range(moves):
        if game.finished:
            return
        game.act(random_action(game.pending(), rng))
    if game.finished:
        return
    action = Action(kind, amount)
    if game.can(action):
        return
    before = (json.dumps(game.table.view(game.pending().to_json())), len(game.steps), list(game.decisions))
    try:
        game.act(action)
    except IllegalAction as exc:
        assert str(exc).endswith(".") and "\n" not in str(exc)
    else:
        raise AssertionError(f"{action} was accepted although can() said no")
    assert (
        json.dumps(game.table.view(game.pending().to_json())),
        len(game.steps),
        list(game.decisions),
    ) == before


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    command=st.sampled_from(["deal", "match"]),
    packs=st.integers(1, 6),
    rule=st.sampled_from(["all", "half"]),
)
def test_modern_command_line_deals_any_seed_as_json(seed, command, packs, rule):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert (
            main(
                [
                    command,
                    "modern",
                    "--seed",
                    str(seed),
                    "--set",
                    f"packs={packs}",
                    "--set",
                    f"pair_rule={rule}",
                    "--json",
                ]
            )
            == 0
        )
    transcript = json.loads(out.getvalue())
    assert transcript["variant"] == "modern" and sum(transcript["net"]) == 0
    assert transcript["deck"] and transcript["steps"] and transcript["options"]["packs"] == packs


def test_modern_command_line_rejects_bad_options_in_one_line(capsys):
    assert main(["deal", "modern", "--set", "packs=9"]) == 2
    assert main(["deal", "modern", "--set", "buying_order=left"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "error: Option packs must be a whole number from 1 to 6, not 9.",
        "error: Option buying_order must be one of clockwise, rightward, not 'left'.",
    ]
