"""Carabins, reprise cards and the rule of odds (classic-court-game §10, §11, §12, §13).

Seat 0 (Anne) banks; Blaise, Colette and Denis (seats 1-3) get the up-cards. The
rejouissance is off unless a test needs it.
"""

from __future__ import annotations

import pytest
from classic_stepping import dealer, step
from stepping import kinds

from lansquenet.decisions import Action
from lansquenet.errors import InvalidSpec
from lansquenet.game import Game
from lansquenet.rules.classic.hand import wager_account

CARABINS = {"rejouissance": False, "carabins": "dispossessed", "rule_of_odds": True}


deal = dealer(CARABINS)


def decided(game, kind):
    """The seats asked for ``kind`` decisions, in order (read from the views' pending decisions)."""
    return [
        s.view["pending"]["seat"]
        for s in game.steps
        if s.view.get("pending") and s.view["pending"]["kind"] == kind
    ]


# ----- §10 Carabins and reprise cards
def test_classic_s10_a_card_matching_nothing_becomes_a_reprise_card():
    # carabins are accepted into the game, and under reprise_cards = accepted the first stock card is laid out
    game = deal("2S 5H 9D KC 3H KD", options={"reprise_cards": "accepted"})
    laid = step(game, "reprise-card")
    assert laid.event.cards == ("3H",) and laid.event.term == "reprise-card"
    zones = {z["id"]: z for z in laid.view["zones"]}
    assert zones["reprise-3"]["cards"] == ["3H"] and zones["reprise-3"]["label"] == "Reprise card (threes)"
    assert "no-match" not in kinds(game)


def test_classic_s10_no_reprise_card_while_nobody_may_carabine():
    # carabins = dispossessed: before any cutter has lost his card nobody may carabine, so the threes go to
    # the pile; the second three matches nothing showing, and Anne's king comes out before any take
    game = deal("2S 5H 9D KC 3H 3C KD")
    assert "reprise-card" not in kinds(game) and "reprise-matched" not in kinds(game)
    # the two threes in a row are told in one step
    assert [s.event.cards for s in game.steps if s.event.kind == "no-match"] == [("3H", "3C")]
    assert game.table.extra["outcome"] == "cutthroat"


def test_classic_s10_reprise_cards_from_the_first_stock_card_when_carabins_are_accepted_option():
    # the other reading of §10, "if carabins are accepted into the game": the three is laid out at once, the
    # second three takes it, and that take spares Anne the cutthroat
    game = deal("2S 5H 9D KC 3H 3C KD", options={"reprise_cards": "accepted"})
    assert kinds(game)[kinds(game).index("reprise-card") :][:3] == [
        "reprise-card",
        "reprise-matched",
        "multiple-reprise",
    ]
    assert game.table.extra["outcome"] == "bankers-card" and "cutthroat" not in kinds(game)


def test_classic_s10_a_cutter_freed_in_the_deal_may_carabine_from_the_first_stock_card():
    # Colette's two falls on Blaise's: Blaise is dispossessed before the stock, so the three is laid out and
    # offered to him
    game = deal("2S 2H 9D KC 3H KD", ["stake 1", "accept"])
    assert step(game, "reprise-card").event.cards == ("3H",)
    assert step(game, "offer").event.seat == 1 and step(game, "offer").event.term == "dispossessed-cutter"


def test_classic_s10_outside_and_every_cutter_carabining_lay_out_reprise_cards_at_once():
    for options, seats, passes in (
        ({"carabins": "cutters"}, 4, 3),
        ({"carabins": "none", "outsiders": 1}, 5, 1),
    ):
        game = deal("2S 5H 9D KC 3H KD", ["pass"] * passes, options=options, seats=seats)
        assert step(game, "reprise-card").event.cards == ("3H",), options


def test_classic_s10_without_carabins_no_reprise_cards():
    game = deal("2S 5H 9D KC 3H KD", options={"carabins": "none"})
    assert "reprise-card" not in kinds(game) and step(game, "no-match").event.cards == ("3H",)


def test_classic_s10_only_dispossessed_cutters_carabine_by_default():
    game = deal("2S 5H 9D KC 5D 3H KD", ["stake 3", "accept", "pass"])
    assert decided(game, "wager") == [2, 2]


def test_classic_s10_a_dispossessed_cutter_carabines_and_the_banker_covers():
    game = deal("2S 5H 9D KC 5D KD", ["stake 3", "accept"])
    offer = step(game, "offer")
    assert (
        offer.event.seat == 2
        and offer.event.term == "dispossessed-cutter"
        and "Colette carabines" in offer.text
    )
    covered = step(game, "wager-covered")
    assert covered.transfers == [
        {
            "payer": "Colette",
            "payee": "Colette on the reprise fives",
            "amount": 3,
            "reason": "a carabin's wager on a reprise card",
        }
    ]
    assert covered.view["seats"][2]["role"] == "carabin"


def test_classic_s10_one_carabin_to_a_reprise_card_highest_offer_first():
    game = deal(
        "2S 5H 9D KC 9C 5D KD",
        ["pass", "pass", "stake 3", "accept", "stake 3", "stake 6", "pass", "accept"],
        options={"carabins": "cutters"},
    )
    # on the double nines: Blaise passes, Colette passes, Denis offers 3: covered
    # on the double fives (Colette taken): Blaise offers 3, Colette 6: the banker answers Colette's first
    answered = [
        s.view["pending"]["prompt"]
        for s in game.steps
        if s.view.get("pending") and s.view["pending"]["kind"] == "cover"
    ]
    assert "Denis offers 3" in answered[0] and "Colette offers 6" in answered[1] and len(answered) == 2
    assert game.table.balance(wager_account(1, "5")) == 0


def test_classic_s10_offers_are_made_in_turn_so_a_carabin_hears_the_earlier_ones():
    # the offers on one reprise card are told in one step once every carabin has spoken, so the
    # prompt of each carabin asked after an offer says what was offered (and passed) before him:
    # a person playing Colette knows Blaise's 3 on the fives before she offers
    game = deal(
        "2S 5H 9D KC 9C 5D KD",
        ["pass", "pass", "stake 3", "accept", "stake 3"],
        options={"carabins": "cutters"},
        run=False,
    )
    pending = game.pending()
    assert pending is not None and pending.seat == 2 and pending.kind == "wager"
    assert pending.prompt.endswith(" Offered so far: Blaise 3 chips.")
    game.act("stake 6")
    pending = game.pending()
    assert pending is not None and pending.seat == 3
    assert pending.prompt.endswith(" Offered so far: Blaise 3 chips and Colette 6 chips.")
    # on the nines nobody had offered before Denis (Blaise and Colette passed): the plain question
    nines = deal("2S 5H 9D KC 9C 5D KD", ["pass", "pass"], options={"carabins": "cutters"}, run=False)
    pending = nines.pending()
    assert pending is not None and pending.seat == 3 and pending.prompt.endswith(", or pass?")


def test_classic_s10_the_offers_left_once_one_is_covered_lapse_in_words():
    # a reprise card is used by a single carabin (§10): Colette's 6 on the fives is covered, so
    # Blaise's 3 is never answered by the banker; the words say what became of it, and no chip moves
    game = deal(
        "2S 5H 9D KC 9C 5D KD",
        ["pass", "pass", "stake 3", "accept", "stake 3", "stake 6", "pass", "accept"],
        options={"carabins": "cutters"},
    )
    lapsed = step(game, "offers-lapse")
    assert lapsed.event.seats == (1,) and lapsed.transfers == []
    assert lapsed.text == (
        "Blaise's offer on the reprise fives lapses: a reprise card takes a single carabin's wager."
    )
    assert kinds(game).index("wager-covered", kinds(game).index("offers")) < kinds(game).index("offers-lapse")
    # the first nines' offer was alone: nothing lapses there
    assert len([s for s in game.steps if s.event.kind == "offers-lapse"]) == 1


def test_classic_s10_dispossessed_cutter_favoured_at_an_equal_stake():
    game = deal(
        "2S 5H 9D KC 9C 3H KD",
        ["stake 3", "pass", "stake 3", "accept", "pass", "pass", "pass"],
        options={"carabins": "cutters"},
    )
    covered = step(game, "wager-covered")
    assert covered.event.seats == (3,)  # Denis, dispossessed, over Blaise who offered first
    offers = step(game, "offers")  # both offers in one sentence, in the order they were made
    assert offers.event.seats == (1, 3) and offers.text.startswith(
        "Blaise and Denis carabine on the reprise nines"
    )
    assert game.table.net()[1] == 1 + 1  # Blaise: paid on his up-card and watered, no wager


def test_classic_s10_banker_refuses_and_hears_the_next_offer():
    game = deal(
        "2S 5H 9D KC 9C 3H KD",
        ["stake 3", "pass", "stake 3", "refuse", "accept", "pass", "pass", "pass"],
        options={"carabins": "cutters"},
    )
    assert step(game, "wager-refused").event.seats == (3,)
    assert step(game, "wager-covered").event.seats == (1,)


def test_classic_s10_banker_limits_a_wager():
    game = deal("2S 5H 9D KC 5D KD", ["stake 6", "limit 3"])
    limited = step(game, "wager-limited")
    assert limited.event.amount == 3 and limited.event.get("payout") == 2
    assert game.table.net()[2] == -1 - 2 + 2


def test_classic_s10_a_carabin_may_hold_several_reprise_cards_and_never_waters():
    game = deal("2S 5H 9D KC 5D 3H 3C KD", ["stake 3", "accept", "stake 2", "accept", "pass"])
    assert [s.event.seats for s in game.steps if s.event.kind == "wager-covered"] == [(2,), (2,)]
    taken = kinds(game).index("reprise-taken")
    assert "water" not in kinds(game)[taken:]
    assert step(game, "reprise-taken").event.amount == 2
    # banker +1 +2 -2 (up-cards) -2 (fives); Colette -1 -2 (watering) -2 (threes) +2 (fives)
    assert game.table.net() == [-1, 2, -3, 2]


# ----- §11 Multiple reprise cards
def test_classic_s11_a_card_matching_an_up_card_takes_it_and_lays_out_a_multiple_reprise_card():
    game = deal("2S 5H 9D KC 5D KD", ["pass"])
    laid = step(game, "multiple-reprise")
    zones = {z["id"]: z["cards"] for z in laid.view["zones"]}
    assert zones["reprise-5"] == ["5H", "5D"] and zones["up-2"] == [] and laid.event.get("kind") == "double"


def test_classic_s11_a_card_matching_a_reprise_card_takes_its_wager():
    game = deal("2S 5H 9D KC 5D 3H 3C KD", ["pass", "stake 1", "accept", "pass"])
    taken = step(game, "reprise-taken")
    assert taken.event.cards == ("3C",) and taken.event.seats == (2,)
    assert taken.transfers == [
        {
            "payer": "Colette on the reprise threes",
            "payee": "Anne",
            "amount": 1,
            "reason": "the banker takes a wager on a reprise card",
        }
    ]
    zones = {z["id"]: z["cards"] for z in step(game, "multiple-reprise", 1).view["zones"]}
    assert zones["reprise-3"] == ["3H", "3C"]


def test_classic_s11_a_card_matching_the_rejouissance_lays_it_out_as_a_reprise_card():
    game = deal(
        "2S 5H 9D KC JS JD KD",
        ["open", "stake 2", "pass", "pass"],
        options={"rejouissance": True, "reprise_cards": "accepted"},
    )
    won = kinds(game).index("rejouissance-won")
    assert kinds(game)[won + 1] == "multiple-reprise"
    zones = {z["id"]: z["cards"] for z in game.steps[won + 1].view["zones"]}
    assert zones["reprise-J"] == ["JS", "JD"] and zones["rejouissance"] == []


def test_classic_s11_a_quadruple_reprise_card_is_put_aside():
    game = deal("2S 5H 9D KC 5D 3H 3C 3D 3S KD", ["pass"] * 4)
    dead = step(game, "reprise-dead")
    assert dead.event.cards == ("3S",) and "can never come out" in dead.text
    zones = {z["id"]: z["cards"] for z in dead.view["zones"]}
    assert "reprise-3" not in zones and zones["pile"] == ["3H", "3C", "3D", "3S"]


# ----- §12 The rule of odds
def test_classic_s12_example_1_double_against_single_wagers_3_paid_2():
    game = deal("2S 5H 9D KC 5D KD", ["stake 3", "accept"])
    assert step(game, "wager-covered").event.get("payout") == 2
    paid = step(game, "reprise-paid")
    assert (
        paid.event.amount == 2
        and paid.event.get("wager") == 3
        and "the wager (3 chips) goes back" in paid.text
    )


def test_classic_s12_example_2_double_against_triple_wagers_1_paid_2():
    game = deal("7S 7H 9D 7D 9C 7C", ["stake 1", "pass", "pass", "accept"])
    assert step(game, "banker-card-multiple").event.get("kind") == "triple"
    offer = step(game, "offer")
    assert offer.event.seat == 1 and offer.event.amount == 1
    assert step(game, "reprise-paid").event.amount == 2
    assert game.table.net() == [1, 1, -1, -1]


def test_classic_s12_example_3_triple_against_single_wagers_3_paid_1():
    game = deal("5S 5H 9D KC 5D KD", ["stake 3", "pass", "accept"])
    assert step(game, "multiple-reprise").event.get("kind") == "triple"
    assert step(game, "reprise-paid").event.amount == 1
    assert game.table.net() == [0, 0, -2, 2]


def test_classic_s12_equal_cards_one_for_one():
    game = deal("2S 5H 9D KC 5D 3H KD", ["pass", "stake 1", "accept"])
    assert step(game, "reprise-paid").event.amount == 1


def test_classic_s12_wagers_in_multiples_of_the_least_paid_the_same_multiple():
    game = deal("2S 5H 9D KC 5D KD", ["stake 6", "accept"])
    assert step(game, "reprise-paid").event.amount == 4
    pending = Game(
        {"variant": "classic", "seats": 4, "banker": 0, "deck": "2S 5H 9D KC 5D KD", "options": CARABINS}
    ).pending()
    assert pending.choice("stake").low == 3 and pending.choice("stake").step == 3
    assert not pending.can(Action("stake", 4))


def test_classic_s12_even_money_without_the_rule_of_odds():
    game = deal("2S 5H 9D KC 5D KD", ["stake 2", "accept"], options={"rule_of_odds": False})
    assert step(game, "reprise-paid").event.amount == 2


def test_classic_s12_the_stake_of_the_game_is_the_unit():
    game = deal("2S 5H 9D KC 5D KD", ["stake 6", "accept"], options={"stake": 2})
    assert step(game, "reprise-paid").event.amount == 4


# ----- §13 Reprise cards keep the hand going
def test_classic_s13_wagered_reprise_card_keeps_the_hand_going_after_the_up_cards():
    game = deal(
        "7S 7H 9D 7D 9C 4S 4H 7C",
        ["stake 1", "pass", "pass", "accept"] + ["pass"] * 6,
        scope="match",
        run=False,
    )
    order = kinds(game)
    assert order.index("all-up-cards-taken") < order.index("bankers-card-out")
    assert game.table.extra["outcome"] == "after-all-taken"
    assert game.pending().kind == "keep"


def test_classic_s13_unwagered_reprise_cards_do_not_hold_the_hand():
    game = deal("2S 5H 9D KC 3H 2D 5D 9C", ["pass", "pass", "pass", "pass", "pass", "pass"])
    assert game.table.extra["outcome"] == "all-taken"
    assert kinds(game)[-1] == "hand-over-all-taken"
    # a reading of §13's "no reprise cards remain in play", so the rulings must say it
    from lansquenet.rules.classic.rulings import RULINGS

    assert any(
        "§13" in r.source_says and "reprise card" in r.question and "wager" in r.we_deal for r in RULINGS
    )


# ----- Outside carabins (§1, §3, §8, §10, §12, §14): Estelle (seat 4) is an outside carabin
OUTSIDE = {"outsiders": 1}


def test_classic_s10_an_outside_carabin_takes_a_reprise_card_and_is_paid_under_the_rule_of_odds():
    # Anne's card is double (Blaise's two under it); Estelle's single reprise three: she stakes 4 - 2 = 2, is paid 4 - 1 = 3
    game = deal("2S 5H 9D 2D 3H 2H", ["pass", "stake 2", "accept"], options=OUTSIDE, seats=5)
    # Blaise, dispossessed by the banker's card, is asked first and passes; then Estelle offers. The pass is
    # told once the offers are in, before the banker answers
    order = kinds(game)
    assert step(game, "offer-pass").event.seats == (1,)
    assert order.index("offer") < order.index("offer-pass") < order.index("wager-covered")
    offer = step(game, "offer")
    assert offer.event.seat == 4 and offer.event.term == "carabin" and offer.event.amount == 2
    covered = step(game, "wager-covered")
    assert (
        covered.event.seats == (4,) and covered.event.get("payout") == 3 and "the odds 3 to 2" in covered.text
    )
    assert covered.transfers == [
        {
            "payer": "Estelle",
            "payee": "Estelle on the reprise threes",
            "amount": 2,
            "reason": "a carabin's wager on a reprise card",
        }
    ]
    paid = step(game, "reprise-paid")
    assert paid.transfers == [
        {
            "payer": "Estelle on the reprise threes",
            "payee": "Estelle",
            "amount": 2,
            "reason": "a winning wager on a reprise card comes back",
        },
        {"payer": "Anne", "payee": "Estelle", "amount": 3, "reason": "the banker pays a reprise card"},
    ]
    assert game.table.net() == [1 - 1 - 1 - 3, -1, 1, 1, 3]


def test_classic_s10_an_outside_carabin_never_waters_nor_is_watered():
    game = deal(
        "2S 5H 9D KC 3H 5D 3C KD",
        ["stake 1", "accept", "pass", "pass", "pass", "pass"],
        options=OUTSIDE,
        seats=5,
    )
    water = step(game, "water")
    assert water.event.seat == 2 and water.event.seats == (1, 3)  # Colette waters the cutters, not Estelle
    taken = step(game, "reprise-taken")
    assert taken.event.seats == (4,) and taken.transfers == [
        {
            "payer": "Estelle on the reprise threes",
            "payee": "Anne",
            "amount": 1,
            "reason": "the banker takes a wager on a reprise card",
        }
    ]
    assert kinds(game).count("water") == 1 and "water-empty" not in kinds(game)
    assert all(
        t["payer"] != "Estelle" or t["payee"] == "Estelle on the reprise threes"
        for s in game.steps
        for t in s.transfers
    )
    assert game.table.net() == [0, 2, -3, 2, -1]


def test_classic_s3_an_outside_carabin_gets_no_up_card_and_never_cuts():
    game = Game(
        {
            "variant": "classic",
            "seats": 5,
            "banker": 2,
            "deck": "2S 5H 9D KC 3H KD",
            "options": {**CARABINS, **OUTSIDE},
            "decisions": ["pass"],
        }
    ).run()
    assert step(game, "cut").event.seat == 1  # the cutter on Colette's left, counting the cutters alone
    assert [s.event.seat for s in game.steps if s.event.kind == "up-card"] == [3, 0, 1]
    view = game.steps[0].view
    assert "up-4" not in {z["id"] for z in view["zones"]}
    assert view["seats"][4]["role"] == "carabin" and "outside carabin" in view["seats"][4]["note"]
    assert [s["role"] for s in view["seats"][:4]] == ["cutter", "cutter", "banker", "cutter"]
    assert decided(game, "wager") == [4] and game.table.net()[4] == 0


def test_classic_s8_an_outside_carabin_stakes_on_the_rejouissance_after_the_cutters():
    # Estelle stakes 2 on the rejouissance (the jack of spades); the jack of diamonds wins it for Anne
    game = deal(
        "2S 5H 9D KC JS JD KD",
        ["open", "pass", "pass", "pass", "stake 2", "pass"],
        options={**OUTSIDE, "rejouissance": True},
        seats=5,
    )
    # the cutters are asked first (their passes are told in one line once Estelle has staked)
    assert kinds(game).index("rejouissance-pass") < kinds(game).index("rejouissance-stake")
    stake = step(game, "rejouissance-stake")
    assert (
        stake.event.seat == 4
        and stake.text
        == "Estelle, an outside carabin, puts 2 chips in the middle of the table for the rejouissance."
    )
    # the three cutters who pass before Estelle stakes are told in one line, not one line each
    passes = step(game, "rejouissance-pass")
    assert passes.event.seats == (1, 2, 3)
    assert passes.text == "Blaise, Colette and Denis stake nothing on the rejouissance."
    assert kinds(game).count("rejouissance-pass") == 1
    won = step(game, "rejouissance-won")
    assert won.event.seats == (4,) and won.transfers == [
        {
            "payer": "Estelle on the rejouissance",
            "payee": "Anne",
            "amount": 2,
            "reason": "the banker wins the rejouissance",
        }
    ]
    assert game.table.net() == [2 - 3, 1, 1, 1, -2]


def test_classic_s8_an_outside_carabin_is_paid_the_rejouissance_evenly():
    game = deal(
        "2S 5H 9D KC JS KD",
        ["open", "pass", "pass", "pass", "stake 2"],
        options={**OUTSIDE, "rejouissance": True},
        seats=5,
    )
    paid = step(game, "rejouissance-paid")
    assert paid.event.seats == (4,) and paid.event.amount == 2 and "at even money" in paid.text
    assert game.table.net() == [-5, 1, 1, 1, 2]


def test_classic_s10_a_dispossessed_cutter_comes_before_an_outside_carabin_at_an_equal_stake():
    equal = deal("2S 5H 9D KC 5D KD", ["stake 3", "stake 3", "accept"], options=OUTSIDE, seats=5)
    assert step(equal, "wager-covered").event.seats == (2,)
    higher = deal("2S 5H 9D KC 5D KD", ["stake 3", "stake 6", "accept"], options=OUTSIDE, seats=5)
    assert step(higher, "wager-covered").event.seats == (4,)


def test_classic_s10_outside_carabins_alone_when_no_cutter_carabines():
    game = deal("2S 5H 9D KC 5D KD", ["stake 3", "accept"], options={**OUTSIDE, "carabins": "none"}, seats=5)
    assert decided(game, "wager") == [4] and step(game, "multiple-reprise").event.get("kind") == "double"
    assert step(game, "take").view["seats"][2]["note"] == "The first-taken: up-card taken by the banker."
    assert step(game, "reprise-paid").event.seats == (4,) and step(game, "reprise-paid").event.amount == 2


def test_classic_s14_an_outside_carabin_never_draws_nor_holds_the_deal():
    for seed in range(4):
        game = Game(
            {
                "variant": "classic",
                "seats": 6,
                "seed": seed,
                "scope": "match",
                "options": {"outsiders": 2, "max_hands": 2},
            }
        ).run()
        draws = [s.event for s in game.steps if s.event.kind == "draw"]
        assert set(draws[0].seats) == {0, 1, 2, 3}
        assert sorted(
            seat
            for s in game.steps
            if s.event.kind in ("takes-the-deal", "skip-deal")
            for seat in (s.event.seat, *(s.event.seats if s.event.kind == "skip-deal" else ()))
        ) == [0, 1, 2, 3]
        assert {s.event.get("turns") for s in game.steps if s.event.kind == "takes-the-deal"} == {4}
        assert all(s.view["banker"] in (0, 1, 2, 3, None) for s in game.steps)
        assert all(s.view["seats"][seat]["role"] == "carabin" for s in game.steps for seat in (4, 5))
        assert not any(s.event.get("next") in ("Estelle", "Fabrice") for s in game.steps)
        assert not any(
            s.event.kind in ("cut", "up-card", "multiple-up-card", "water", "shuffle")
            and s.event.seat in (4, 5)
            for s in game.steps
        )
        assert sum(game.table.net()) == 0 and step(game, "round-over")


def test_classic_s1_four_to_twelve_cutters_besides_the_outside_carabins():
    assert len(Game({"variant": "classic", "seats": 16, "options": {"outsiders": 4}}).table.names) == 16
    game = Game({"variant": "classic", "seats": 8, "options": {"outsiders": 4}})
    assert game.variant.cutters(game.table) == 4
    for seats, outsiders in ((7, 4), (17, 4), (13, 0), (3, 0)):
        with pytest.raises(InvalidSpec, match="4 to 12 cutters"):
            Game({"variant": "classic", "seats": seats, "options": {"outsiders": outsiders}})
    with pytest.raises(InvalidSpec, match="must be a cutter"):
        Game({"variant": "classic", "seats": 5, "banker": 4, "options": {"outsiders": 1}})
    with pytest.raises(InvalidSpec, match="outsiders"):
        Game({"variant": "classic", "seats": 9, "options": {"outsiders": 5}})


@pytest.mark.parametrize("chips, held", [(4, "Holds 1 chip"), (3, "Holds no chips"), (5, "Holds 2 chips")])
def test_classic_s12_a_carabin_short_of_the_least_wager_is_told_so_in_words(chips, held):
    # Colette's five is taken into a double reprise card; against Anne's single card the least wager is
    # 4 - 1 = 3 chips (§12). After her stake and her watering she cannot put it up, and the board says so
    game = deal("2S 5H 9D KC 5D KD", [], chips=[100, 100, chips, 100], run=False)
    assert 2 not in decided(game, "wager")
    assert game.steps[-1].view["seats"][2]["note"] == (
        f"{held}, less than the least wager on a reprise card (3 chips)."
    )
