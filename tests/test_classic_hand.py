"""The court game's basic hand, by source section (classic-court-game §1-§7).

Every test deals a stacked deck with the rejouissance and carabins off unless it says
otherwise, and checks the exact chips that moved and the events told. Seat 0 is the banker
unless stated; the up-cards go to seats 1, 2, 3... (the banker's right, counter-clockwise).
"""

from __future__ import annotations

import pytest
from classic_stepping import dealer, step
from stepping import kinds

from lansquenet.errors import InvalidSpec
from lansquenet.rules.classic.hand import stake_account

BASIC = {"rejouissance": False, "carabins": "none"}


deal = dealer(BASIC)


def net(game):
    return game.table.net()


# ----- §1 Number of players: 4 to 12 cutters
@pytest.mark.parametrize("seats", [4, 12])
def test_classic_s1_four_to_twelve_cutters(seats):
    game = deal("", seats=seats, options={"seats": seats})
    assert sum(1 for k in kinds(game) if k in ("up-card", "multiple-up-card", "quadruple-card")) >= 1
    assert len(game.table.names) == seats and sum(net(game)) == 0


@pytest.mark.parametrize("seats", [3, 13])
def test_classic_s1_fewer_than_four_or_more_than_twelve_refused(seats):
    with pytest.raises(InvalidSpec, match="4 to 12"):
        deal("", seats=seats)


# ----- §2 Suits do not matter
def test_classic_s2_only_rank_matters_a_nine_takes_a_nine_of_another_suit():
    game = deal("2S 9H 5D KC 9C KD")
    take = step(game, "take")
    assert take.event.seat == 2 and take.event.cards == ("9C",)


# ----- §3 The banker, the deal, the stake
def test_classic_s3_deal_from_the_bankers_right_counter_clockwise_cut_on_his_left():
    game = deal("2S 5H 9D 4C KC KD", seats=5, banker=2)
    dealt = [s.event.seat for s in game.steps if s.event.kind == "up-card"]
    assert dealt == [3, 4, 0, 1]
    assert step(game, "cut").event.seat == 1
    assert "on the banker's left, cuts" in step(game, "cut").text


def test_classic_s3_stake_of_the_game_on_each_up_card_then_the_bankers_card():
    game = deal("2S 5H 9D KC KD", options={"stake": 3}, run=False)
    game.run()
    ups = [s for s in game.steps if s.event.kind == "up-card"]
    assert [s.event.amount for s in ups] == [3, 3, 3]
    assert ups[0].transfers == [
        {
            "payer": "Blaise",
            "payee": "Blaise's stake",
            "amount": 3,
            "reason": "the stake of the game on an up-card",
        }
    ]
    order = kinds(game)
    assert order.index("banker-card") > max(i for i, k in enumerate(order) if k == "up-card")
    assert step(game, "banker-card").event.cards == ("KC",)
    assert game.table.zones["banker-card"].cards[0].rank == "K"


def test_classic_s3_first_banker_draws_the_highest_card_ties_draw_again():
    # Blaise and Denis tie on kings, then Denis draws the queen over Blaise's four.
    draw = "5S KH 2D KD 4C QC"
    game = deal(
        None,
        seats=4,
        scope="match",
        options={"first_banker": "draw", "max_hands": 1},
        decks=[draw, "2S 5H 9D KC KD"],
        run=False,
    )
    first = step(game, "first-banker")
    assert first.event.seat == 3 and first.event.cards == ("QC",)
    assert "the kings tie, and those cutters draw again" in step(game, "draw").text
    assert step(game, "takes-the-deal").event.seat == 3
    # the draw has just named the first banker: his turn is not announced a second time
    assert step(game, "takes-the-deal").text == "Banker 1 of 4 in this round."


# ----- §4 The principle: dealing the stock
def test_classic_s4_card_matching_nobody_turns_the_next():
    game = deal("2S 5H 9D KC 3C KD")
    assert step(game, "no-match").event.cards == ("3C",)
    assert game.table.zones["pile"].cards[0].rank == "3"


def test_classic_s4_cutters_card_matched_banker_collects_and_deals_on():
    game = deal("2S 5H 9D KC 5D KD")
    take = step(game, "take")
    assert take.event.seat == 2 and take.event.amount == 1
    assert {
        "payer": "Colette's stake",
        "payee": "Anne",
        "amount": 1,
        "reason": "the banker takes an up-card's stake",
    } in take.transfers
    assert kinds(game).index("bankers-card-out") > kinds(game).index("take")


def test_classic_s4_bankers_card_matched_pays_every_up_card_still_in_play_and_deal_passes():
    game = deal("2S 5H 9D KC 5D KD")
    paid = [s for s in game.steps if s.event.kind == "up-card-paid"]
    assert [(s.event.seats, s.event.amount) for s in paid] == [((1,), 1), ((3,), 1)]
    assert game.table.extra["outcome"] == "bankers-card"
    # banker +1 (Colette) -2; Colette -1 and waters Blaise and Denis
    assert net(game) == [-1, 2, -3, 2]


def test_classic_s4_every_up_card_taken_ends_the_hand_banker_keeps_and_may_pass():
    game = deal(
        None, scope="match", options={"first_banker": "seat"}, decks=["2S 5H 9D KC 2D 5D 9C"], run=False
    )
    assert game.pending().kind == "keep" and game.pending().seat == 0
    assert game.table.extra["outcome"] == "all-taken"
    assert (
        step(game, "hand-over-all-taken").text
        == "Nothing is left in play: the hand is over, and the deal is Anne's to keep or pass on."
    )
    game.act("pass")
    assert "hand the deal to Blaise" in step(game, "pass-deal").text
    assert step(game, "takes-the-deal", 1).event.seat == 1


def test_classic_s4_banker_keeps_the_deal_and_deals_again():
    game = deal(
        None,
        scope="match",
        options={"first_banker": "seat"},
        decks=["2S 5H 9D KC 2D 5D 9C", "3S 6H 10D QC QD"],
        run=False,
    )
    game.act("keep")
    assert step(game, "keep-deal").event.seat == 0
    hand2 = [s for s in game.steps if s.event.kind == "shuffle"][1]
    assert hand2.event.seat == 0
    assert step(game, "banker-card", 1).event.cards == ("QC",)


def test_classic_s4_bankers_card_out_passes_the_deal_to_his_right():
    game = deal(
        None,
        scope="match",
        options={"first_banker": "seat", "max_hands": 1},
        decks=["2S 5H 9D KC KD"],
        run=False,
    )
    game.run()
    assert step(game, "takes-the-deal", 1).text == (
        "The deal passes to Blaise, on Anne's right: banker 2 of 4 in this round."
    )
    assert [s.event.seat for s in game.steps if s.event.kind == "takes-the-deal"] == [0, 1, 2, 3]
    assert game.steps[-1].event.kind == "round-over"


# ----- §5 Multiple cards in the deal
def test_classic_s5_double_in_deal_lifts_the_single_stake_and_banker_lays_double():
    game = deal("7S 7H 9D KC KD")
    double = step(game, "multiple-up-card")
    assert double.event.seat == 2 and double.event.seats == (1,) and double.event.term == "double-card"
    assert double.transfers == [
        {
            "payer": "Colette",
            "payee": "Colette's stake",
            "amount": 1,
            "reason": "the stake of the game on an up-card",
        },
        {
            "payer": "Blaise's stake",
            "payee": "Anne",
            "amount": 1,
            "reason": "a stake lifted off a freed card goes to the banker",
        },
        {
            "payer": "Anne",
            "payee": "Bank on Colette's card",
            "amount": 2,
            "reason": "the banker's chips on a double card",
        },
    ]
    assert [c.rank for c in game.table.zones["up-2"].cards] == ["7", "7"]
    assert "Blaise's stake of 1 goes to the banker" in double.text
    # the banker's card comes out: the double is paid 2 (the chips laid on it), the single 1
    assert net(game) == [1 - 2 - 1, -1, 2, 1]


def test_classic_s5_removed_stake_back_to_its_owner_option():
    game = deal("7S 7H 9D KC KD", options={"removed_stake": "owner"})
    double = step(game, "multiple-up-card")
    assert {
        "payer": "Blaise's stake",
        "payee": "Blaise",
        "amount": 1,
        "reason": "a stake lifted off a freed card goes back",
    } in double.transfers
    assert net(game) == [-3, 0, 2, 1]


def test_classic_s5_removed_stake_to_the_card_that_took_it_option():
    game = deal("7S 7H 9D KC KD", options={"removed_stake": "taker"})
    assert {
        "payer": "Blaise's stake",
        "payee": "Colette",
        "amount": 1,
        "reason": "a stake lifted off a freed card goes to the card that took it",
    } in step(game, "multiple-up-card").transfers
    assert net(game) == [-3, -1, 3, 1]
    banker = deal("2S 5H 9D 5C 5D 2D 9C", options={"removed_stake": "taker"})
    assert "Colette's stake of 1 goes to the banker" in step(banker, "banker-card-multiple").text


def test_classic_s5_triple_in_deal_lifts_the_double_stake_and_banker_lays_fourfold():
    game = deal("7S 7H 7D 9C KC KD", seats=5)
    triple = [s for s in game.steps if s.event.kind == "multiple-up-card"][1]
    assert triple.event.seat == 3 and triple.event.term == "triple-card"
    assert {
        "payer": "Bank on Colette's card",
        "payee": "Anne",
        "amount": 2,
        "reason": "the banker's chips on a freed card come back",
    } in triple.transfers
    assert {
        "payer": "Anne",
        "payee": "Bank on Denis's card",
        "amount": 4,
        "reason": "the banker's chips on a triple card",
    } in triple.transfers
    assert len(game.table.zones["up-3"].cards) == 3
    # the banker's card: the triple is paid fourfold, the single once
    paid = {s.event.seats[0]: s.event.amount for s in game.steps if s.event.kind == "up-card-paid"}
    assert paid == {3: 4, 4: 1}
    assert net(game) == [2 - 5, -1, -1, 4, 1]


def test_classic_s5_quadruple_in_deal_pays_triple_cutter_fourfold():
    game = deal("7S 7H KD 7D 7C", seats=6)
    quad = step(game, "quadruple-card")
    assert quad.event.seat == 5 and quad.event.seats == (4,) and quad.event.amount == 4
    assert quad.event.term == "quadruple"
    assert step(game, "stakes-recovered").event.seats == (3,)
    assert game.table.extra["outcome"] == "quadruple-card"
    assert "banker-card" not in kinds(game)
    # Denis's stake comes back; Fabrice stakes nothing and wins nothing
    assert net(game) == [2 - 4, -1, -1, 0, 4, 0]
    assert game.table.balance(stake_account(5)) == 0


def test_classic_s5_quadruple_cutters_after_it_receive_no_card_and_the_deal_passes_right():
    game = deal(
        None,
        seats=6,
        scope="match",
        options={"first_banker": "seat", "max_hands": 1},
        decks=["7S 7H 7D 7C"],
        run=False,
    )
    game.run()
    quad = step(game, "quadruple-card")
    assert quad.event.seat == 4
    zones = {z["id"]: z["cards"] for z in quad.view["zones"]}
    assert zones["up-4"] == ["7S", "7H", "7D", "7C"] and zones["up-5"] == []
    first_hand = kinds(game)[: kinds(game).index("takes-the-deal", 1)]
    assert first_hand.count("up-card") == 1 and "banker-card" not in first_hand
    assert step(game, "takes-the-deal", 1).text.startswith("The deal passes to Blaise, on Anne's right:")
    assert [s.event.seat for s in game.steps if s.event.kind == "takes-the-deal"][:2] == [0, 1]


def test_classic_s5_quadruple_pieres_reading_banker_collects_single_and_double_stakes():
    game = deal("7S 7H KD 7D 7C", seats=6, options={"deal_quadruple": "collected"})
    assert step(game, "stakes-collected").event.seats == (3,)
    assert net(game) == [3 - 4, -1, -1, -1, 4, 0]


def test_classic_s5_quadruple_pieres_reading_pays_every_triple_card_fourfold():
    # two triples, sevens and nines; the seven of clubs makes Denis's sevens quadruple. Pierer: the banker
    # loses everything he put on the triple cards, so Gilles's nines are paid four times too
    game = deal("7S 7H 7D 9S 9H 9D 7C", seats=8, options={"deal_quadruple": "collected"})
    paid = step(game, "triple-paid")
    assert (
        paid.event.seats == (6,) and paid.event.amount == 4 and "Gilles's triple card fourfold" in paid.text
    )
    assert net(game) == [4 - 8, -1, -1, 4, -1, -1, 4, 0]
    # §5 alone pays only the triple the quadruple completes; Gilles takes his stake back
    recovered = deal("7S 7H 7D 9S 9H 9D 7C", seats=8)
    assert "triple-paid" not in kinds(recovered) and net(recovered) == [4 - 4, -1, -1, 4, -1, -1, 0, 0]


def test_classic_notes_on_regnard_bankers_card_gathering_an_up_card_is_a_take_not_the_cutthroat():
    # Anne's five gathers Colette's five at the reveal: she has taken a card showing, so when her third five
    # comes out before any other take she loses the deal but is no cutthroat
    for rule in ("banker", "taker", "owner"):
        game = deal("2S 5H 9D 5C 3H 5D", options={"removed_stake": rule})
        assert game.table.extra["outcome"] == "bankers-card" and "cutthroat" not in kinds(game), rule
    assert deal("2S 5H 9D 3C 4H 3D").table.extra["outcome"] == "cutthroat"


def test_classic_s5_bankers_card_single_deals_the_stock():
    game = deal("2S 5H 9D KC KD")
    assert step(game, "banker-card").event.term == "bankers-card"
    assert len(game.table.zones["banker-card"].cards) == 1


def test_classic_s5_bankers_card_double_lifts_the_matching_stake_and_gathers_the_card():
    game = deal("2S 5H 9D 5C 5D 2D 9C")
    double = step(game, "banker-card-multiple")
    assert double.event.seats == (2,) and "a double banker's card" in double.text
    assert {
        "payer": "Colette's stake",
        "payee": "Anne",
        "amount": 1,
        "reason": "a stake lifted off a freed card goes to the banker",
    } in double.transfers
    assert [c.rank for c in game.table.zones["banker-card"].cards] == ["5", "5"]
    assert game.table.zones["up-2"].cards == []
    # Colette freed by the banker's card does not water; the 5D then matches the banker's card
    assert "water" not in kinds(game)[: kinds(game).index("bankers-card-out")]
    assert net(game) == [1 - 2, 1, -1, 1]


def test_classic_s5_bankers_card_triple_lifts_the_double_stake():
    game = deal("5S 5H 9D 5C 5D", seats=4)
    triple = step(game, "banker-card-multiple")
    assert triple.event.seats == (2,) and "a triple banker's card" in triple.text
    assert {
        "payer": "Bank on Colette's card",
        "payee": "Anne",
        "amount": 2,
        "reason": "the banker's chips on a freed card come back",
    } in triple.transfers
    assert len(game.table.zones["banker-card"].cards) == 3


def test_classic_s5_bankers_quadruple_takes_every_stake_keeps_the_deal():
    game = deal("5S 5H 5D 9C 5C", seats=5)
    quad = step(game, "bankers-quadruple")
    assert quad.event.amount == 2 and quad.event.seats == (3, 4)
    assert game.table.extra["outcome"] == "bankers-quadruple"
    assert net(game) == [4, -1, -1, -1, -1]


def test_classic_s5_bankers_quadruple_in_a_round_deals_a_new_hand():
    game = deal(
        None, seats=5, scope="match", options={"first_banker": "seat"}, decks=["5S 5H 5D 9C 5C"], run=False
    )
    assert game.pending().kind == "keep" and game.pending().seat == 0


# ----- §6 Payments to cutters by multiplicity
def test_classic_s6_banker_pays_single_once_double_twice_triple_fourfold():
    # Blaise holds a single two, Denis a double seven (over Colette's), Gilles a triple nine.
    game = deal("2S 7S 7H 9D 9C 9H KC KD", seats=7)
    paid = {
        s.event.seats[0]: (s.event.amount, s.event.get("kind"))
        for s in game.steps
        if s.event.kind == "up-card-paid"
    }
    assert paid == {1: (1, "single"), 3: (2, "double"), 6: (4, "triple")}


# ----- §7 Watering and the first-taken
def test_classic_s7_first_taken_waters_every_cutter_still_in_play():
    game = deal("2S 5H 9D KC 5D 2D KD")
    first = step(game, "take")
    assert first.event.term == "first-taken" and "Colette is the first-taken." in first.text
    water = step(game, "water")
    assert water.event.seat == 2 and water.event.seats == (1, 3) and water.event.amount == 2
    assert (
        water.event.term == "watering" and "Colette, the first-taken, waters Blaise and Denis" in water.text
    )
    second = step(game, "water", 1)
    assert second.event.seat == 1 and second.event.seats == (3,) and ", the first-taken," not in second.text
    assert (
        water.text
        == "Colette, the first-taken, waters Blaise and Denis: the stake of the game (1) to each, 2 chips in all."
    )
    assert second.text == "Blaise waters Denis: the stake of the game, 1 chip."  # one cutter: no "to each"
    # banker +2 -1; Colette -1 -2; Blaise -1 +1 -1; Denis +1 +1 +1
    assert net(game) == [1, -1, -3, 3]


def test_classic_s7_watering_pays_the_stake_whatever_the_card_and_the_last_taken_waters_nobody():
    game = deal("2S 7H 7D 9C KC 2D 7C 9D", seats=5, options={"stake": 2})
    water = step(game, "water")
    assert water.event.seats == (3, 4) and water.event.get("each") == 2 and water.event.amount == 4
    assert step(game, "nobody-to-water").event.seat == 4
    assert game.table.extra["outcome"] == "all-taken"


def test_classic_s7_a_short_purse_waters_what_it_holds():
    game = deal("2S 5H 9D KC 5D KD", chips=[100, 100, 2, 100])
    water = step(game, "water")
    assert water.event.seat == 2 and water.event.seats == (1,) and water.event.amount == 1
    assert (
        water.text
        == "Colette, the first-taken, waters Blaise: the stake of the game, 1 chip, and nothing is left for Denis."
    )
    assert net(game) == [1 - 2, 1 + 1, -2, 1]


def test_classic_s7_an_empty_purse_waters_nobody_and_says_so():
    game = deal("2S 5H 9D KC 5D KD", chips=[100, 100, 1, 100])
    empty = step(game, "water-empty")
    assert "water" not in kinds(game)
    assert empty.event.seat == 2 and empty.event.seats == (1, 3) and empty.transfers == []
    assert empty.text == "Colette, the first-taken, has no chips left to water Blaise and Denis."
    assert empty.event.term == "watering" and sum(net(game)) == 0
