"""People at the table: their own decisions are shown at once, the computer's are told together.

The 1979 game's "Betting" and "Between turns": each player in turn bets on live players' cards
as often as he likes, then passes. Every bet is its own decision. A deal knows which seats are
people (its spec's ``people``): the bets no person placed are told several to a step, while a
bet a person places is its own step, handed out before that person is asked to bet again.
"""

from __future__ import annotations

import random

import pytest

from lansquenet.errors import InvalidSpec
from lansquenet.events import Transcript
from lansquenet.game import Game
from lansquenet.play import Session
from lansquenet.spec import Spec

PERSON = 3


def bet_or_pass(decision, rng: random.Random) -> str:
    """A person's answer: a bet on a card on offer, at the first chance always and again at times."""
    bets = [c for c in decision.choices if c.kind.startswith("bet-")]
    if decision.kind == "limit":
        return f"limit {decision.choices[0].high}"
    if bets and (decision.kind == "bet" or rng.random() < 0.5):
        choice = rng.choice(bets)
        return f"{choice.kind} {rng.randint(choice.low, choice.high)}"
    return "pass"


def bettors(step) -> list[str]:
    """Who each chip transfer of a bet step comes from (the bettors, in order)."""
    return [t["payer"] for t in step.transfers]


@pytest.mark.parametrize("seed", range(6))
def test_encyclopedia_betting_a_persons_bet_is_its_own_step_before_their_next_decision(seed):
    session = Session({"variant": "encyclopedia", "seats": 8, "seed": seed, "scope": "match"}, [PERSON])
    names = session.names
    rng = random.Random(seed)
    handed = session.new_steps()
    own_bets = 0
    while not session.finished:
        decision = session.pending()
        assert decision is not None and decision.seat == PERSON
        action = bet_or_pass(decision, rng)
        new = session.act(action)
        if action.startswith("bet-"):
            own_bets += 1
            # the bet is the first step the answer hands out, the person's alone, in the words of one bet
            mine = new[0]
            assert mine.event.kind == "bet" and mine.event.seat == PERSON
            assert bettors(mine) == [names[PERSON]]
            card, amount = action.split()
            assert f"bets {amount} chip" in mine.text and mine.event.cards[0][:-1] == card[4:].upper()
            # handed out alone, before the person is asked whether to bet again
            if session.pending() is not None and session.pending().kind == "bet-again":
                assert new == [mine]
        handed += new
    grouped = sum(1 for s in handed if s.event.kind == "bet" and len(set(bettors(s))) > 1)
    assert own_bets > 0, "the person bets at the first chance in every betting round"
    assert grouped > 0, "eight seats' computer bets run together somewhere in a match"
    # nothing handed out is rewritten: the transcript is the steps handed out, in order
    transcript = session.transcript().to_json()
    assert [s.to_json()["text"] for s in handed] == [s["text"] for s in transcript["steps"]]
    assert transcript["people"] == [PERSON]


def test_the_bets_no_person_placed_in_a_row_are_one_step():
    deck = "3C 8D KS 5H 9C KD"
    spec = {
        "variant": "encyclopedia",
        "seats": ["Anne", "Blaise", "Colette", "Denis"],
        "banker": 0,
        "deck": deck,
        "options": {"first_dealer": "banker"},
        "decisions": ["limit 10", "bet-5 2", "pass", "bet-5 1", "pass", "bet-5 3", "pass"],
    }
    told = [s.text for s in Game(spec).run().steps if s.event.kind == "bet"]
    assert told[0] == (
        "Denis bets 2 chips on the five of hearts (5H), Colette bets 1 chip on the five of hearts (5H) "
        "and Blaise bets 3 chips on the five of hearts (5H)."
    )
    # Colette at the table: her bet is told alone, and Denis's before it stays as it was shown
    told = [s.text for s in Game({**spec, "people": [2]}).run().steps if s.event.kind == "bet"]
    assert told[:3] == [
        "Denis bets 2 chips on the five of hearts (5H).",
        "Colette bets 1 chip on the five of hearts (5H).",
        "Blaise bets 3 chips on the five of hearts (5H).",
    ]


def test_people_in_a_spec_are_seats_of_the_table():
    spec = {"variant": "encyclopedia", "seats": 4}
    assert Spec.from_dict(spec).people == []
    assert Spec.from_dict({**spec, "people": [3, 1]}).people == [1, 3]
    for bad, words in (([4], "from 0 to 3"), ([1, 1], "twice"), ("1", "a list of seat numbers")):
        with pytest.raises(InvalidSpec, match=words):
            Spec.from_dict({**spec, "people": bad})


def test_a_transcript_without_people_reads_as_none_and_one_with_them_deals_again():
    plain = Game({"variant": "encyclopedia", "seed": 4}).run().transcript().to_json()
    assert "people" not in plain and Transcript.from_json(plain).people == []
    seated = Game({"variant": "encyclopedia", "seed": 4, "people": [1]}).run().transcript()
    assert seated.to_json()["people"] == [1] and seated.spec()["people"] == [1]
