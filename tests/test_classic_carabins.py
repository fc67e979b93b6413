"""Carabins, reprise cards and the rule of odds (classic-court-game §10, §11, §12, §13).

Seat 0 (Anne) banks; Blaise, Colette and Denis (seats 1-3) get the up-cards. The
rejouissance is off unless a test needs it.
"""

from __future__ import annotations

from lansquenet.decisions import Action
from lansquenet.game import Game

CARABINS = {"rejouissance": False, "carabins": "dispossessed", "rule_of_odds": True}


def deal(deck, decisions=(), options=None, seats=4, scope="deal", run=True):
    options = {**CARABINS, **(options or {})}
    if scope == "match":
        options["first_banker"] = "seat"
    game = Game({"variant": "classic", "seats": seats, "banker": 0, "deck": deck, "scope": scope,
                 "options": options, "decisions": list(decisions)})
    if run:
        return game.run()
    for decision in decisions:
        game.act(decision)
    return game


def kinds(game):
    return [s.event.kind for s in game.steps]


def step(game, kind, nth=0):
    return [s for s in game.steps if s.event.kind == kind][nth]


def decided(game, kind):
    """The seats asked for ``kind`` decisions, in order (read from the views' pending decisions)."""
    return [s.view["pending"]["seat"] for s in game.steps
            if s.view.get("pending") and s.view["pending"]["kind"] == kind]


# ----- §10 Carabins and reprise cards
def test_classic_s10_a_card_matching_nothing_becomes_a_reprise_card():
    game = deal("2S 5H 9D KC 3H KD")
    laid = step(game, "reprise-card")
    assert laid.event.cards == ("3H",) and laid.event.term == "reprise-card"
    zones = {z["id"]: z for z in laid.view["zones"]}
    assert zones["reprise-3"]["cards"] == ["3H"] and zones["reprise-3"]["label"] == "Reprise card (threes)"
    assert "no-match" not in kinds(game)


def test_classic_s10_without_carabins_no_reprise_cards():
    game = deal("2S 5H 9D KC 3H KD", options={"carabins": "none"})
    assert "reprise-card" not in kinds(game) and step(game, "no-match").event.cards == ("3H",)


def test_classic_s10_only_dispossessed_cutters_carabine_by_default():
    game = deal("2S 5H 9D KC 5D 3H KD", ["stake 3", "accept", "pass"])
    assert decided(game, "wager") == [2, 2]


def test_classic_s10_a_dispossessed_cutter_carabines_and_the_banker_covers():
    game = deal("2S 5H 9D KC 5D KD", ["stake 3", "accept"])
    offer = step(game, "offer")
    assert offer.event.seat == 2 and offer.event.term == "dispossessed-cutter" and "Colette carabines" in offer.text
    covered = step(game, "wager-covered")
    assert covered.transfers == [{"payer": "Colette", "payee": "Colette on the reprise fives", "amount": 3,
                                  "reason": "a carabin's wager on a reprise card"}]
    assert covered.view["seats"][2]["role"] == "carabin"


def test_classic_s10_one_carabin_to_a_reprise_card_highest_offer_first():
    game = deal("2S 5H 9D KC 9C 5D KD", ["pass", "pass", "stake 3", "accept", "stake 3", "stake 6", "pass", "accept"],
                options={"carabins": "cutters"})
    # on the double nines: Blaise passes, Colette passes, Denis offers 3: covered
    # on the double fives (Colette taken): Blaise offers 3, Colette 6: the banker answers Colette's first
    answered = [s.view["pending"]["prompt"] for s in game.steps
                if s.view.get("pending") and s.view["pending"]["kind"] == "cover"]
    assert "Denis offers 3" in answered[0] and "Colette offers 6" in answered[1] and len(answered) == 2
    assert game.table.ledger.balance("Blaise on the reprise fives") == 0


def test_classic_s10_dispossessed_cutter_favoured_at_an_equal_stake():
    game = deal("2S 5H 9D KC 9C 3H KD", ["stake 3", "pass", "stake 3", "accept", "pass", "pass", "pass"],
                options={"carabins": "cutters"})
    covered = step(game, "wager-covered")
    assert covered.event.seats == (3,)  # Denis, dispossessed, over Blaise who offered first
    assert [s.event.term for s in game.steps if s.event.kind == "offer"] == ["to-carabine", "dispossessed-cutter"]
    assert game.table.net()[1] == 1 + 1  # Blaise: paid on his up-card and watered, no wager


def test_classic_s10_banker_refuses_and_hears_the_next_offer():
    game = deal("2S 5H 9D KC 9C 3H KD", ["stake 3", "pass", "stake 3", "refuse", "accept", "pass", "pass", "pass"],
                options={"carabins": "cutters"})
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
    assert taken.transfers == [{"payer": "Colette on the reprise threes", "payee": "Anne", "amount": 1,
                                "reason": "the banker takes a wager on a reprise card"}]
    zones = {z["id"]: z["cards"] for z in step(game, "multiple-reprise", 1).view["zones"]}
    assert zones["reprise-3"] == ["3H", "3C"]


def test_classic_s11_a_card_matching_the_rejouissance_lays_it_out_as_a_reprise_card():
    game = deal("2S 5H 9D KC JS JD KD", ["open", "stake 2", "pass", "pass"], options={"rejouissance": True})
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
    assert step(game, "reprise-paid").event.amount == 2 and step(game, "reprise-paid").event.get("wager") == 3


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
    pending = Game({"variant": "classic", "seats": 4, "banker": 0, "deck": "2S 5H 9D KC 5D KD",
                    "options": CARABINS}).pending()
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
    game = deal("7S 7H 9D 7D 9C 4S 4H 7C", ["stake 1", "pass", "pass", "accept"] + ["pass"] * 6,
                scope="match", run=False)
    order = kinds(game)
    assert order.index("all-up-cards-taken") < order.index("bankers-card-out")
    assert game.table.extra["outcome"] == "after-all-taken"
    assert game.pending().kind == "keep"


def test_classic_s13_unwagered_reprise_cards_do_not_hold_the_hand():
    game = deal("2S 5H 9D KC 3H 2D 5D 9C", ["pass", "pass", "pass", "pass", "pass", "pass", "pass"])
    assert game.table.extra["outcome"] == "all-taken"
    assert kinds(game)[-1] == "hand-over-all-taken"
