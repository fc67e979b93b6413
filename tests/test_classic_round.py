"""The four ends of a hand (classic-court-game §13), the round (§14), short purses, and the
computer players dealing whole rounds."""

from __future__ import annotations

import pytest
from stepping import kinds

from lansquenet.game import Game

BASIC = {"rejouissance": False, "carabins": "none", "first_banker": "seat"}
SWEEP = "2S 5H 9D KC 2D 5D 9C"  # every up-card taken: the banker keeps the deal


def game_for(decks, decisions=(), options=None, seats=4, scope="match", chips=None, banker=0):
    spec = {
        "variant": "classic",
        "seats": seats,
        "banker": banker,
        "decks": decks,
        "scope": scope,
        "options": {**BASIC, **(options or {})},
    }
    if chips is not None:
        spec["chips"] = chips
    game = Game(spec)
    for decision in decisions:
        game.act(decision)
    return game


def bankers(game):
    return [s.event.seat for s in game.steps if s.event.kind == "takes-the-deal"]


def hand_bankers(game):
    return [s.event.seat for s in game.steps if s.event.kind == "shuffle"]


# ----- §13 The four ends of a hand
def test_classic_s13_end_1_cutters_quadruple_the_deal_passes_right():
    game = game_for(["7S 7H 7D 7C"], seats=5, options={"max_hands": 1}).run()
    assert hand_bankers(game)[:2] == [0, 1]
    after = game.steps[kinds(game).index("quadruple-card") + 1]
    assert after.event.kind == "takes-the-deal" and after.event.seat == 1
    assert after.text.startswith("The deal passes to Blaise, on Anne's right:")


def test_classic_s13_end_2_bankers_quadruple_he_keeps_the_deal():
    game = game_for(["5S 5H 5D 9C 5C"], seats=5)
    assert game.table.extra["outcome"] == "bankers-quadruple" and game.pending().kind == "keep"
    game.act("keep")
    assert hand_bankers(game)[:2] == [0, 0]


def test_classic_s13_end_3_bankers_card_while_up_cards_are_in_play_the_deal_passes_right():
    game = game_for(["2S 5H 9D KC KD"], options={"max_hands": 1}).run()
    assert hand_bankers(game)[:2] == [0, 1] and kinds(game)[:12].count("keep-deal") == 0


def test_classic_s13_end_4_every_up_card_taken_he_keeps_the_deal():
    game = game_for([SWEEP])
    assert game.table.extra["outcome"] == "all-taken" and game.pending().seat == 0


def test_classic_s13_voluntary_pass_the_cutter_on_his_right_cannot_refuse():
    game = game_for([SWEEP], ["pass"])
    assert hand_bankers(game)[:2] == [0, 1]
    assert "who cannot refuse it" in next(s.text for s in game.steps if s.event.kind == "pass-deal")


# ----- §14 The round
@pytest.mark.parametrize("seed", range(6))
def test_classic_s14_a_round_is_every_cutter_banker_once_and_always_ends(seed):
    game = Game({"variant": "classic", "seed": seed, "scope": "match", "options": {"seats": 5}}).run()
    first = game.table.first_banker
    assert bankers(game) == [(first + k) % 5 for k in range(5)]
    assert game.steps[-1].event.kind == "round-over" and game.steps[-1].event.term == "round"
    assert sum(game.table.net()) == 0


def test_classic_s14_a_banker_keeps_the_deal_at_most_max_hands_in_a_row():
    game = game_for([SWEEP, SWEEP], ["keep"], options={"max_hands": 2})
    limit = next(s for s in game.steps if s.event.kind == "deal-limit")
    assert limit.event.seat == 0 and limit.text == (
        "Anne has dealt 2 hands in a row, the most one banker may, so the deal passes to Blaise."
    )
    assert hand_bankers(game)[:3] == [0, 0, 1]
    assert game.decisions == ["keep"]


def test_classic_s14_round_over_names_the_leaders():
    game = game_for(["2S 5H 9D KC KD"], options={"max_hands": 1}).run()
    over = game.steps[-1]
    chips = [game.table.chips(i) for i in range(4)]
    assert over.event.amount == max(chips) and set(over.event.seats) == {
        i for i, c in enumerate(chips) if c == max(chips)
    }


# ----- short purses (rulings)
def test_classic_cutter_short_of_the_stake_sits_the_hand_out():
    game = game_for(["2S 5H KC KD"], scope="deal", chips=[100, 100, 0, 100])
    assert [s.event.seat for s in game.steps if s.event.kind == "sit-out"] == [2]
    assert [s.event.seat for s in game.steps if s.event.kind == "up-card"] == [1, 3]
    note = next(s for s in game.steps if s.event.kind == "sit-out").view["seats"][2]["note"]
    assert note == "Holds no chips, less than the stake of the game (1 chip): sits this hand out."


def test_classic_a_seat_note_counts_one_chip_in_the_singular():
    game = game_for(["2S 5H KC KD"], scope="deal", chips=[100, 100, 1, 100], options={"stake": 3})
    note = next(s for s in game.steps if s.event.kind == "sit-out").view["seats"][2]["note"]
    assert note == "Holds 1 chip, less than the stake of the game (3 chips): sits this hand out."


def test_classic_banker_short_of_the_stake_passes_his_turn():
    game = game_for(["2S 5H 9D KC KD"], options={"max_hands": 1}, chips=[100, 0, 100, 100]).run()
    assert [s.event.seat for s in game.steps if s.event.kind == "skip-deal"] == [1]
    assert bankers(game) == [0, 2, 3]
    # the round's last line does not claim that Blaise, passed over, held the deal
    assert game.steps[-1].text.startswith(
        "The round is over: every cutter has had a turn at the deal, Blaise without the chips to hold it."
    )
    # after a seat passed over, the next banker is named in full
    turn = [s for s in game.steps if s.event.kind == "takes-the-deal"][1]
    assert turn.text == "Colette holds the deal: banker 3 of 4 in this round."


def test_classic_cutters_passed_over_in_a_row_are_told_in_one_line():
    game = game_for(["2S 5H 9D KC KD"], options={"max_hands": 1, "stake": 3}, chips=[100, 0, 2, 100]).run()
    skips = [s for s in game.steps if s.event.kind == "skip-deal"]
    assert len(skips) == 1 and (skips[0].event.seat, skips[0].event.seats) == (1, (2,))
    assert skips[0].text == (
        "Blaise holds no chips and Colette 2 chips, less than the stake of the game, and cannot hold the "
        "deal: the turn passes on."
    )
    assert bankers(game) == [0, 3]


def test_classic_s14_a_round_where_every_cutter_held_the_deal_says_so():
    game = game_for(["2S 5H 9D KC KD"], options={"max_hands": 1}).run()
    assert game.steps[-1].text.startswith("The round is over: every cutter has held the deal once.")


def test_classic_no_hand_when_no_cutter_can_stake():
    game = game_for([], scope="deal", chips=[100, 0, 0, 0])
    assert kinds(game) == ["no-hand"] and game.table.extra["outcome"] == "no-hand"


def test_classic_a_banker_short_of_the_stake_deals_no_single_hand_either():
    # the ruling on short purses: less than the stake of the game cannot hold the deal, in a
    # single hand as in a round (where his turn passes on)
    game = game_for(["5H 6S 9C KD 6D"], scope="deal", chips=[0, 100, 100, 100], options={"stake": 1})
    assert kinds(game) == ["banker-short"] and game.table.extra["outcome"] == "no-hand"
    assert (
        game.steps[0].text
        == "Anne, the banker, holds no chips, less than the stake of the game, and cannot hold the deal: no hand is dealt."
    )
    assert game.table.net() == [0, 0, 0, 0]


def test_classic_a_short_banker_lays_what_he_has_on_a_double_card_and_pays_no_more():
    game = game_for(["7S 7H 9D KC KD"], scope="deal", chips=[1, 100, 100, 100])
    double = next(s for s in game.steps if s.event.kind == "multiple-up-card")
    assert double.event.amount == 2 and "short" not in double.text  # 1 chip plus Blaise's lifted stake
    paid = [s for s in game.steps if s.event.kind == "up-card-paid"]
    assert [(s.event.seats, s.event.amount) for s in paid] == [((2,), 2), ((3,), 0)]
    assert "(all that is left: 1 short)" in paid[1].text
    assert game.table.net() == [-1, -1, 2, 0]


# ----- computer players
@pytest.mark.parametrize(
    "options", [{}, {"carabins": "cutters", "rule_of_odds": False}, {"seats": 12, "stake": 3}]
)
def test_classic_computer_players_deal_whole_rounds(options):
    game = Game({"variant": "classic", "seed": 11, "scope": "match", "options": options}).run()
    assert game.steps[-1].event.kind == "round-over"
    made = set(k.split()[0] for k in game.decisions)
    assert made <= {"ceiling", "open", "stake", "pass", "accept", "limit", "refuse", "keep"}
    assert sum(game.table.net()) == 0


def test_classic_computer_banker_refuses_a_wager_the_odds_favour_without_the_rule_of_odds():
    from lansquenet.rules.classic.computer import choose

    game = Game(
        {
            "variant": "classic",
            "seats": 4,
            "banker": 0,
            "deck": "5S 5H 9D KC 5D KD",
            "options": {**BASIC, "carabins": "dispossessed", "rule_of_odds": False},
        }
    )
    game.act("stake 1")  # Blaise on the triple fives: 1 card can beat him, 3 can beat the banker
    game.act("pass")
    decision = game.pending()
    assert decision.kind == "cover"
    assert str(choose(game.variant, decision, game.table, game.player_rng)) == "refuse"
