"""A series of one seat's answers sent together (the 1979 game's bets on one form).

Each answer is still its own decision in the transcript, exactly as if sent one by one; a series
one of whose answers is refused changes nothing, and the game goes on as if it was never sent.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_play_terminal import run

from lansquenet import api
from lansquenet.errors import IllegalAction, InvalidNotation
from lansquenet.play import Session
from lansquenet.play.choices import decision_json
from lansquenet.table import Shoe

SPEC = {"variant": "encyclopedia", "seats": 4, "scope": "match"}


def state(session: Session) -> tuple:
    """Everything a player could see or a replay needs of the session now."""
    game = session.game
    return (
        json.dumps([s.to_json() for s in game.steps]),
        list(game.decisions),
        [game.table.chips(i) for i in range(game.table.count)],
        None if game.pending() is None else game.pending().to_json(),
        game.player_rng.getstate(),
    )


def simple(decision) -> str:
    """A legal one-answer reply to a decision that asks no series: its first choice."""
    choice = decision.choices[0]
    return choice.kind if choice.low is None else f"{choice.kind} {choice.low}"


def to_series(session: Session) -> bool:
    """Answer simply until the person faces a series; False when the game ends first."""
    while not session.finished:
        if session.pending().several:
            return True
        session.act(simple(session.pending()))
    return False


def both(one: bool, other: bool) -> bool:
    """Two sessions dealt alike reach a series together, or the end together."""
    assert one == other
    return one


def asked_on(session: Session, seat: int, number: int) -> bool:
    """Whether ``seat`` is still asked in the series it began: its first answer (``number`` 0),
    or another bet straight after its own (the 1979 game's ``bet-again``)."""
    pending = session.pending()
    return pending is not None and pending.seat == seat and (number == 0 or pending.kind == "bet-again")


def bets(decision, rng: random.Random, most: int = 3, small: bool = False) -> list[str]:
    """Up to ``most`` bets on distinct cards, each within its own range alone (together they may
    be too many for the chips or the bank); ``small`` bets 1 chip each, always allowed together."""
    offered = [c for c in decision.choices if c.kind.startswith("bet-")]
    chosen = rng.sample(offered, min(most, len(offered)))
    return [f"{c.kind} {1 if small else rng.randint(c.low, c.high)}" for c in chosen]


def test_only_the_1979_bets_ask_a_series_and_the_board_gets_its_form_words():
    session = Session({**SPEC, "seed": 5}, [1])
    assert to_series(session)
    shown = decision_json(session.pending(), session.names)
    assert shown["several"]["close"] == "pass"
    assert shown["several"]["separator"] == ";"
    assert shown["several"]["submit"] == "Place these bets"
    pagat = Session({"variant": "pagat", "seats": 4, "seed": 3}, [0])
    assert "several" not in decision_json(pagat.pending(), pagat.names)


def test_a_series_is_recorded_as_its_decisions_one_by_one():
    together, apart = Session({**SPEC, "seed": 5}, [1]), Session({**SPEC, "seed": 5}, [1])
    rng, answered = random.Random(1), 0
    while both(to_series(together), to_series(apart)):
        series = [*bets(together.pending(), rng, most=2, small=True), "pass"]
        one = together.act("; ".join(series))
        many = []
        for number, answer in enumerate(series):
            if not asked_on(apart, 1, number):
                break  # the series ended itself before its pass
            many += apart.act(answer)
        assert [s.to_json() for s in one] == [s.to_json() for s in many]
        assert state(together) == state(apart)
        answered += len(series) > 1
    assert answered > 3  # bets were placed, not only passes
    # the bets are decisions of their own in the transcript, which deals again identically
    transcript = together.transcript().to_json()
    assert sum(d.startswith("bet-") for d in transcript["decisions"]) >= answered
    assert api.deal({**SPEC, "seed": 5, "people": [1], "decisions": transcript["decisions"]}) == transcript


def test_a_refused_series_changes_nothing_and_says_which_answer():
    session = Session({**SPEC, "seed": 5}, [0])
    assert to_series(session)
    card = next(c for c in session.pending().choices if c.kind.startswith("bet-"))
    before = state(session)
    try:
        session.act(f"{card.kind} 1; {card.kind} 9999; pass")
    except IllegalAction as exc:
        said = str(exc)
    else:
        raise AssertionError("a bet of 9999 chips was placed")
    assert said.startswith(f"Nothing was done: answer 2 of 3 ('{card.kind} 9999') was refused: Anne can bet")
    assert said.endswith("not 9999.") and "\n" not in said
    assert state(session) == before
    # the first answer refused: nothing to undo, the same sentence
    with pytest.raises(
        IllegalAction, match=re.escape("Nothing was done: answer 1 of 2 ('bet-z 3') was refused: ")
    ):
        session.act("bet-z 3; pass")
    assert state(session) == before


def test_a_series_longer_than_the_turn_is_refused_whole():
    session = Session({**SPEC, "seed": 5}, [0])
    assert to_series(session)
    card = next(c for c in session.pending().choices if c.kind.startswith("bet-"))
    before = state(session)
    try:
        session.act(f"{card.kind} 1; pass; {card.kind} 1")
    except IllegalAction as exc:
        assert str(exc) == (
            f"Nothing was done: answer 3 of 3 ('{card.kind} 1') was not asked for, "
            "since Anne's turn ended with the answer before it."
        )
    else:
        raise AssertionError("an answer nobody asked for was applied")
    assert state(session) == before


def test_a_series_past_the_seats_chips_says_why_its_turn_ended():
    """Seed 7: Anne, down to her last chip, bets it on the first card and is asked no more."""
    session = Session({**SPEC, "seed": 7, "options": {"rounds": 4}}, [0])
    while not session.finished:
        if not session.pending().several:  # her limits as banker: a tenth of what she holds
            session.act(f"limit {max(1, session.pending().choices[0].high // 10)}")
            continue
        cards = [c.kind for c in session.pending().choices if c.kind.startswith("bet-")]
        series = "; ".join([f"{kind} 1" for kind in cards[:3]] + ["pass"])
        before = state(session)
        try:
            session.act(series)
        except IllegalAction as exc:
            assert str(exc).endswith(
                "was not asked for, since Anne's turn ended with the answer before it. "
                "The table says of Anne: Holds no chips, so cannot bet."
            )
            assert state(session) == before
            return
    raise AssertionError("Anne never ran out of chips in the middle of a series")


def test_a_series_from_another_seat_and_an_empty_one_are_refused():
    session = Session({**SPEC, "seed": 5}, [0, 1])
    assert to_series(session)
    seat = session.pending().seat
    other = 1 - seat
    with pytest.raises(IllegalAction, match="one seat's decisions in a row"):
        session.act("pass; pass", seat=other)
    with pytest.raises(InvalidNotation) as refused:
        session.act(" ; ;")
    assert str(refused.value) == "No answer was given: write one, or several separated by ';'."


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    shuffle=st.integers(0, 10_000),
    shoe=st.booleans(),
    pick=st.randoms(use_true_random=False),
)
def test_any_series_is_all_or_nothing(seed, shuffle, shoe, pick):
    """Random series (some over the limits, the chips or the bank) at random points of a match,
    with the seed's pack orders or a shoe the session was given: each either does what its
    answers one by one do, or leaves the session as it was, and the match plays on to the end."""
    spec = {**SPEC, "seed": seed}

    def session() -> Session:
        given_shoe = Shoe(1, random.Random(shuffle)) if shoe else None
        return Session(spec, [0], shoe=given_shoe)

    main, copy = session(), session()
    while both(to_series(main), to_series(copy)):
        decision = main.pending()
        series = bets(decision, pick, most=4)
        if pick.random() < 0.4 and series:  # push one bet over its own range
            kind, amount = series[-1].split()
            series[-1] = f"{kind} {int(amount) + pick.randint(1, 200)}"
        if pick.random() < 0.8:
            series.append("pass")
        before = state(main)
        try:
            main.act("; ".join(series))
        except IllegalAction:
            assert state(main) == before
            main.act("pass")
            copy.act("pass")
            continue
        for number, answer in enumerate(series):
            if not asked_on(copy, 0, number):
                break
            copy.act(answer)
        if len(series) == 1 or series[-1] != "pass":
            # a series without its pass leaves the seat to answer again: both say pass now
            for s in (main, copy):
                if s.pending() is not None and s.pending().seat == 0 and s.pending().kind == "bet-again":
                    s.act("pass")
        assert state(main) == state(copy)
    assert main.finished and copy.finished
    assert main.transcript().to_json() == copy.transcript().to_json()


def test_a_table_server_series_refused_after_forgetting_steps_keeps_its_place():
    """A holder that let go of the handed-out steps (a table server) finds the same steps after
    a refused series as before it."""
    session = Session({**SPEC, "seed": 8}, [0], shoe=Shoe(1, random.Random(4)))
    assert to_series(session)
    session.forget_handed()
    card = next(c for c in session.pending().choices if c.kind.startswith("bet-"))
    before = state(session)
    with pytest.raises(IllegalAction):
        session.act(f"{card.kind} 1; {card.kind} 5000")
    assert state(session) == before


def test_the_terminal_takes_a_series_on_one_line():
    done = run(
        "encyclopedia",
        "--seed",
        "5",
        "--seats",
        "4",
        "--people",
        "2",
        lines=["bet-10 2; pass", "bet-10 1; bet-a 9; pass", "pass"],
    )
    out = done.stdout
    assert "Several at once: one line, separated by ';' (like 'bet-10 1; pass')." in out
    assert "Blaise bets 2 chips on the ten of diamonds (10D)." in out
    assert "Not allowed: Nothing was done: answer 2 of 3 ('bet-a 9') was refused: " in out
    assert "18. Colette and Blaise pass." in out  # nothing of the refused series was placed
