"""The rejouissance, single and multiple (classic-court-game §8, §9, §13), from stacked decks.

Seat 0 (Anne) is the banker; Blaise, Colette and Denis (seats 1-3) receive the up-cards in
that order. Carabins are off, so stock cards matching nothing go to the banker's left.
"""

from __future__ import annotations

import pytest
from classic_stepping import dealer, step
from stepping import kinds

from lansquenet.errors import IllegalAction
from lansquenet.game import Game

REJ = {"rejouissance": True, "carabins": "none"}


deal = dealer(REJ)


STAKES = ["ceiling 5", "stake 2", "stake 3"]


# ----- §8 How it works
def test_classic_s8_stakes_after_the_up_cards_before_the_bankers_card():
    game = deal("2S 5H 9D KC JS KD", run=False)
    assert game.pending().kind == "ceiling" and game.pending().seat == 0
    assert game.table.zones["banker-card"].cards == []
    assert [len(game.table.zones[f"up-{s}"].cards) for s in (1, 2, 3)] == [1, 1, 1]
    game.act("ceiling 5")
    assert game.pending().kind == "rejouissance" and game.pending().seat == 1


def test_classic_s8_ceiling_caps_the_total_and_a_full_rejouissance_asks_no_more():
    game = deal("2S 5H 9D KC JS KD", STAKES)
    assert [s.event.amount for s in game.steps if s.event.kind == "rejouissance-stake"] == [2, 3]
    assert game.decisions == STAKES  # Denis is never asked: the ceiling is reached
    ceiling_view = step(game, "banker-card").view
    assert ceiling_view["seats"][3]["note"] == "Cannot stake on the rejouissance: the rejouissance is full."
    assert step(game, "rejouissance-ceiling").event.amount == 5


def test_classic_s8_a_stake_over_the_ceiling_is_refused_with_state_untouched():
    game = deal("2S 5H 9D KC JS KD", ["ceiling 5", "stake 2"], run=False)
    before = (game.table.view(), len(game.steps))
    with pytest.raises(IllegalAction, match="from 1 to 3"):
        game.act("stake 4")
    assert (game.table.view(), len(game.steps)) == before


def test_classic_s8_the_first_card_differing_from_the_bankers_is_the_rejouissance():
    game = deal("2S 5H 9D KC JS KD", STAKES)
    rej = step(game, "rejouissance-card")
    assert rej.event.cards == ("JS",) and rej.event.amount == 5 and rej.event.term == "rejouissance"


def test_classic_s8_a_card_matching_the_bankers_joins_it_before_the_rejouissance():
    game = deal("2S 5H 9D KC KH JS KD", STAKES)
    joined = step(game, "joins-banker-card")
    assert joined.event.cards == ("KH",) and "now double" in joined.text
    assert step(game, "rejouissance-card").event.cards == ("JS",)
    assert kinds(game).index("joins-banker-card") < kinds(game).index("rejouissance-card")


def test_classic_s8_rejouissance_matched_banker_takes_its_stakes():
    game = deal("2S 5H 9D KC JS JD KD", STAKES)
    won = step(game, "rejouissance-won")
    assert won.event.amount == 5 and won.event.seats == (1, 2)
    assert game.table.net() == [5 - 3, -1, -2, 1]


def test_classic_s8_bankers_card_matched_pays_the_rejouissance_evenly():
    game = deal("2S 5H 9D KC JS KD", STAKES)
    paid = step(game, "rejouissance-paid")
    assert paid.event.amount == 5 and "at even money" in paid.text
    assert game.table.net() == [-3 - 5, 1 + 2, 1 + 3, 1]


def test_classic_s8_bankers_quadruple_returns_the_rejouissance_stakes():
    game = deal("2S 2H 2D 9C 2C", ["open", "stake 1", "stake 1", "stake 1", "pass"], seats=5)
    assert step(game, "bankers-quadruple").event.amount == 2
    assert step(game, "rejouissance-back").event.amount == 3
    assert game.table.extra["outcome"] == "bankers-quadruple"
    # Blaise and Colette freed in the deal (2 to the banker); Denis's triple and Estelle's single taken
    assert game.table.net() == [4, -1, -1, -1, -1]


@pytest.mark.parametrize("deck, seats", [("QC QH QS QD", 4), ("2S 2H 2D 9C 2C", 5), ("5S 9H 5D 5H 5C", 5)])
def test_classic_s8_bankers_quadruple_with_the_rejouissance_off_says_nothing_of_it(deck, seats):
    game = deal(deck, seats=seats, options={"rejouissance": False})
    assert kinds(game)[-1] == "bankers-quadruple" and game.table.extra["outcome"] == "bankers-quadruple"
    assert not any("rejouissance" in s.text.lower() for s in game.steps)
    assert not any(k.startswith("rejouissance") for k in kinds(game))
    last = game.steps[-1]
    assert last.text.endswith("the deal is Anne's to keep or pass on.") and "  " not in last.text
    assert sum(game.table.net()) == 0


def test_classic_s8_bankers_quadruple_with_nobody_on_the_rejouissance_returns_nothing():
    game = deal("QC QH QS QD", ["open", "pass", "pass", "pass"])
    assert kinds(game)[-1] == "bankers-quadruple" and "rejouissance-back" not in kinds(game)
    # Blaise's and Colette's stakes lifted in the deal, Denis's taken by the quadruple
    assert game.table.net() == [3, -1, -1, -1]


def test_classic_s8_bankers_card_made_quadruple_by_the_turn_for_the_rejouissance():
    game = deal("2S 5H 9D KC KH KD KS", STAKES)
    assert kinds(game).count("joins-banker-card") == 2
    quad = step(game, "bankers-quadruple")
    assert quad.event.cards == ("KS",) and quad.event.amount == 3
    assert step(game, "rejouissance-back").event.amount == 5
    assert game.table.net() == [3, -1, -1, -1]


def test_classic_s8_open_rejouissance_is_capped_by_what_the_bank_can_pay():
    spec = {
        "variant": "classic",
        "seats": 4,
        "banker": 0,
        "deck": "2S 5H 9D KC JS KD",
        "options": REJ,
        "chips": [10, 100, 100, 100],
    }
    game = Game(spec)
    game.act("open")
    assert step(game, "rejouissance-open").event.amount == 7  # 10 chips less 3 owed to the single up-cards
    assert game.pending().choice("stake").high == 7


# ----- §9 The multiple rejouissance
def test_classic_s9_rejouissance_takes_a_single_up_card_and_becomes_double():
    game = deal("2S 5H 9D KC 5D 5C KD", STAKES)
    take = step(game, "take")
    assert take.event.seat == 2 and take.text.startswith("The rejouissance matches Colette's single up-card")
    assert take.event.term == "first-taken"
    assert step(game, "multiple-rejouissance").event.get("kind") == "double"
    zones = {z["id"]: z["cards"] for z in step(game, "multiple-rejouissance").view["zones"]}
    assert zones["rejouissance"] == ["5H", "5D"]
    # the 5C then wins the double rejouissance for the banker
    assert step(game, "rejouissance-won").event.amount == 5


def test_classic_s9_the_cutter_taken_by_the_rejouissance_waters():
    game = deal("2S 5H 9D KC 5D KD", STAKES)
    water = step(game, "water")
    assert water.event.seat == 2 and water.event.seats == (1, 3)
    # banker: +1 (Colette) -2 (up-cards) -5 (rejouissance); Colette -1 -2 +3
    assert game.table.net() == [-6, 1 + 1 + 2, -1 - 2 + 3, 1 + 1]


def test_classic_s9_no_watering_for_the_rejouissance_option():
    game = deal("2S 5H 9D KC 5D KD", STAKES, options={"rejouissance_waters": False})
    assert "water" not in kinds(game)
    assert step(game, "take").event.term != "first-taken"


def test_classic_s9_rejouissance_takes_a_double_and_becomes_triple():
    game = deal("2S 5H 5D 9C KC 5C KD", ["open", "pass", "pass", "stake 2", "pass"], seats=5)
    assert step(game, "take").event.get("kind") == "double"
    assert step(game, "multiple-rejouissance").event.get("kind") == "triple"


def test_classic_s9_quadruple_rejouissance_is_cancelled_and_its_stakes_go_back():
    game = deal("7S 7H 7D 9C KC 7C 9D", ["open", "stake 1", "stake 1", "pass", "stake 2"], seats=5)
    take = step(game, "take")
    assert take.event.seat == 3 and take.event.get("kind") == "triple" and take.event.amount == 1
    cancelled = step(game, "rejouissance-cancelled")
    assert cancelled.event.amount == 4 and "can never come out" in cancelled.text
    assert cancelled.text.endswith("its stakes go back to Blaise, Colette and Estelle (4 chips).")
    assert {
        "payer": "Bank on Denis's card",
        "payee": "Anne",
        "amount": 4,
        "reason": "the banker's chips on a taken card come back",
    } in take.transfers
    assert game.table.extra["outcome"] == "all-taken"


def test_classic_s9_quadruple_rejouissance_with_no_stakes_is_cancelled_with_nothing_to_return():
    game = deal("7S 7H 7D 9C KC 7C 9D", ["open"] + ["pass"] * 4, seats=5)
    cancelled = step(game, "rejouissance-cancelled")
    assert cancelled.event.amount == 0 and cancelled.event.seats == ()
    assert (
        cancelled.text
        == "The rejouissance is now quadruple and can never come out: it is cancelled; nobody had staked on it."
    )
    assert cancelled.transfers == []


def test_classic_s9_multiple_rejouissance_paid_at_even_money():
    game = deal("2S 5H 9D KC 5D KD", ["open", "stake 4", "pass", "pass"])
    assert step(game, "rejouissance-paid").event.amount == 4


def test_classic_s9_multiple_rejouissance_paid_like_a_multiple_card_option():
    game = deal(
        "2S 5H 9D KC 5D KD", ["open", "stake 4", "pass", "pass"], options={"rejouissance_pays": "multiple"}
    )
    paid = step(game, "rejouissance-paid")
    assert paid.event.amount == 8 and "2 to 1" in paid.text


def test_classic_s9_rejouissance_take_spares_the_banker_the_cutthroat():
    game = deal("2S 5H 9D KC 5D KD", STAKES)
    assert "cutthroat" not in kinds(game) and game.table.extra["outcome"] == "bankers-card"


# ----- §13 The rejouissance outliving the up-cards
def test_classic_s13_hand_goes_on_after_every_up_card_for_the_rejouissance():
    game = deal("2S 5H 9D KC JS 2D 5D 9C 3H JD", STAKES)
    order = kinds(game)
    assert order.index("all-up-cards-taken") < order.index("rejouissance-won")
    assert game.table.extra["outcome"] == "all-taken"


def test_classic_s13_bankers_card_after_every_up_card_pays_the_rejouissance_and_keeps_the_deal():
    game = deal("2S 5H 9D KC JS 2D 5D 9C KD 3H", STAKES, scope="match", run=False)
    assert game.table.extra["outcome"] == "after-all-taken"
    assert step(game, "rejouissance-paid").event.amount == 5
    assert "cutthroat" not in kinds(game)
    assert game.pending().kind == "keep" and game.pending().seat == 0


def test_classic_s13_pieres_reading_returns_an_undecided_rejouissance():
    game = deal("2S 5H 9D KC JS 2D 5D 9C KD", STAKES, options={"rejouissance_end": "returned"})
    assert step(game, "rejouissance-void").event.amount == 5
    assert game.table.extra["outcome"] == "all-taken" and "bankers-card-out" not in kinds(game)


def test_classic_s13_bankers_card_gathering_the_last_up_card_keeps_the_deal_and_is_no_cutthroat():
    # Colette and Denis hold nothing and sit out; the banker's five gathers Blaise's, the only
    # up-card, so every up-card is gone before the stock: his card coming out for the
    # rejouissance keeps the deal (§13, fourth end), and he took a card, so he is no cutthroat.
    game = deal("5H 5S 9C 5D", ["open", "stake 3"], scope="match", chips=[100, 100, 0, 0], run=False)
    assert game.table.extra["outcome"] == "after-all-taken"
    assert step(game, "rejouissance-paid").event.amount == 3
    assert "cutthroat" not in kinds(game)
    assert (
        step(game, "hand-over-kept").text
        == "The hand is over; every up-card had already been taken, so the deal is Anne's to keep or pass on."
    )
    assert game.pending().kind == "keep" and game.pending().seat == 0


def test_classic_s8_a_rejouissance_nobody_staked_on_is_matched_without_talk_of_stakes():
    # nobody stakes; the jack of spades is the rejouissance and the jack of diamonds matches it
    game = deal("2S 5H 9D KC JS JD KD", ["open", "pass", "pass", "pass"])
    matched = step(game, "rejouissance-matched")
    assert matched.text == "The jack of diamonds (JD) matches the rejouissance, on which nobody had staked."
    assert "rejouissance-won" not in kinds(game) and not any("stakes on it" in s.text for s in game.steps)
    assert "cutthroat" not in kinds(game)  # matching the rejouissance is a take all the same
