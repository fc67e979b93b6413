"""Scenario tests for the clauses of the 1979 source that tests/test_encyclopedia_rules.py leaves to
others: the cards and chips, the number of players, the object of the game, the standard shuffle,
and the opening bet when the table requires one.

Source: "Lansquenet" in The Official World Encyclopedia of Sports and Games (1979). Test names
carry the section they check: cards, players, object, shuffle, betting. Every deck is stacked.
"""

from __future__ import annotations

import random

import pytest
from stepping import random_action

from lansquenet.cards import full_pack
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game

TWO = ["Anne", "Blaise"]
FOUR = ["Anne", "Blaise", "Colette", "Denis"]
# Hand cards 3C 8D, Anne's card KS, the player's card 5H; then 9C (new), 5D (on the 5H), KD.
TWO_DECK = "3C 8D KS 5H 9C 5D KD"
TWO_DECISIONS = ["limit 10", "bet-5 3", "pass", "bet-9 2", "pass", "pass"]


def game(deck, decisions=(), seats=FOUR, **options):
    spec = {
        "variant": "encyclopedia",
        "seats": seats,
        "banker": 0,
        "deck": deck,
        "options": {"first_dealer": "banker", **options},
    }
    g = Game(spec)
    for action in decisions:
        g.act(action)
    return g


def kinds(t):
    return [s["kind"] for s in t.steps]


def bettors(t, steps=None):
    """The seat of each bet in ``steps`` (all by default), in order: the payers of the bet steps'
    transfers, since the bets no person placed are told several to a step."""
    steps = t.steps if steps is None else steps
    return [t.seats.index(m["payer"]) for s in steps if s["kind"] == "bet" for m in s["transfers"]]


# ----- Cards: "one standard pack of 52 cards"; betting chips


def test_encyclopedia_cards_one_pack_of_52_and_every_bet_in_chips():
    t = game(TWO_DECK, TWO_DECISIONS, TWO).run().transcript()
    assert len(t.decks) == 1 and sorted(t.decks[0]) == sorted(str(c) for c in full_pack(1))
    assert t.decks[0][:7] == TWO_DECK.split()
    bets = [m for s in t.steps for m in s["transfers"] if s["kind"] == "bet"]
    assert [(m["payer"], m["amount"]) for m in bets] == [("Blaise", 3), ("Blaise", 2)]


# ----- Players: "two or more"


def test_encyclopedia_players_two_are_enough_and_one_is_refused():
    t = game(TWO_DECK, TWO_DECISIONS, TWO).run().transcript()
    assert t.seats == TWO and t.net == [1, -1] and kinds(t)[-1] == "bank-passes"
    assert t.steps[-1]["seat"] == 1  # with two at the table the bank passes to the other player
    with pytest.raises(InvalidSpec, match="from 2 to 10"):
        Game({"variant": "encyclopedia", "seats": 1})


# ----- Object: a bet wins when its card is still unmatched as the banker's card is matched


def test_encyclopedia_object_a_bet_wins_if_its_card_is_unmatched_when_the_bankers_card_is():
    t = game(TWO_DECK, TWO_DECISIONS, TWO).run().transcript()
    lost = next(s for s in t.steps if s["kind"] == "turn-match")
    # the five of diamonds matches the five of hearts: suits never matter, only the denomination
    assert lost["cards"] == ["5D", "5H"] and lost["amount"] == 3 and lost["seats"] == [1]
    won = next(s for s in t.steps if s["kind"] == "banker-matched")
    assert won["cards"] == ["KD"] and won["amount"] == 2 and won["seats"] == [1]
    assert [(m["payer"], m["payee"], m["amount"]) for m in won["transfers"]] == [
        ("Blaise's bet on 9C", "Blaise", 2),
        ("Anne", "Blaise", 2),
    ]


# ----- Shuffle and cut: "Standard."


def test_encyclopedia_shuffle_before_the_first_ace_and_before_every_deal():
    spec = {"variant": "encyclopedia", "seats": 3, "seed": 11, "scope": "match"}
    t = Game(spec).run().transcript()
    hands = kinds(t).count("hand-start")
    assert hands == 3 and kinds(t)[0] == "draw-shuffle"
    assert len(t.decks) == 1 + hands + kinds(t).count("void")  # the draw, each deal, each void re-deal
    pack = sorted(str(c) for c in full_pack(1))
    assert all(sorted(d) == pack for d in t.decks) and len({tuple(d) for d in t.decks}) == len(t.decks)
    for s in t.steps:
        if s["kind"] == "shuffle":  # the whole pack is gathered: nothing lies on the layout yet
            assert s["view"]["stock"] == 52 and all(not z["cards"] for z in s["view"]["zones"])


# ----- Betting: the opening bet, where the table reads "each player places his bet" as a duty


def test_encyclopedia_betting_opening_bet_required_before_the_first_card_turns():
    g = game("3C 8D KS 5H 9C KD", ["limit 10"], opening_bet="required")
    decision = g.pending()
    assert decision.seat == 3 and decision.choice("pass") is None
    assert (
        decision.prompt
        == "Denis: place your opening bet on the player's card (the five of hearts (5H), 1 to 10 chips)?"
    )
    steps = len(g.steps)
    with pytest.raises(IllegalAction, match="must bet at least 1 chip on the player's card"):
        g.act("pass")
    assert len(g.steps) == steps and g.pending() == decision
    g.act("bet-5 2")
    assert g.pending().choice("pass") is not None  # after his opening bet Denis may pass
    for action in ["pass", "bet-5 1", "pass", "bet-5 3", "pass"]:
        g.act(action)
    # between turns betting is free again
    assert g.pending().seat == 3 and g.pending().choice("pass") is not None
    t = g.run(["pass", "pass", "bet-9 4", "pass"]).transcript()
    assert bettors(t)[:3] == [3, 2, 1]
    assert t.net == [-10, 7, 1, 2]


def test_encyclopedia_betting_opening_bet_required_skips_who_cannot_bet():
    g = Game(
        {
            "variant": "encyclopedia",
            "seats": FOUR,
            "banker": 0,
            "deck": "3C 8D KS 5H 9C KD",
            "chips": [100, 100, 0, 100],
            "options": {"first_dealer": "banker", "opening_bet": "required"},
        }
    )
    g.act("limit 10")
    g.act("bet-5 1")
    g.act("pass")
    assert g.pending().seat == 1  # Colette holds no chips: she owes no opening bet
    assert g.table.view()["seats"][2]["note"] == "Holds no chips, so cannot bet."


def test_encyclopedia_betting_opening_bet_required_computer_players_always_open():
    for seed in range(30):
        spec = {"variant": "encyclopedia", "seed": seed, "options": {"opening_bet": "required"}}
        t = Game(spec).run().transcript()
        start = kinds(t).index("players-card")
        end = next(i for i, k in enumerate(kinds(t)) if i > start and k.startswith(("turn-", "banker-m")))
        opened = set(bettors(t, t.steps[start:end]))
        players = set(range(len(t.seats))) - {t.steps[start]["seat"]}
        assert opened == players, seed


def test_encyclopedia_betting_opening_bet_free_by_default_and_random_play_always_legal():
    g = game("3C 8D KS 5H 9C KD", ["limit 10"])
    assert g.pending().choice("pass") is not None
    rng = random.Random(5)
    g = Game({"variant": "encyclopedia", "seed": 5, "options": {"opening_bet": "required"}})
    while g.pending() is not None:
        g.act(random_action(g.pending(), rng))
    assert sum(g.transcript().net) == 0
