"""Scenario tests for the pagat variant, one per clause of its source.

Source: "Pagat's rules at an online table" (shared/sources/pagat-online-table.txt); test
names carry the section heading they check: deal (A deal: the bank, the stakes, the two
cards), keep (Keeping the bank, passing it, and how a match ends), luck (It is pure luck),
skin (Skin, Zecchinetta...), table (What the table does).
"""

from collections import Counter

import pytest

from lansquenet.cards import full_pack
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game, deal

NAMES = ["Anne", "Blaise", "Colette", "Denis"]


def game(deck, decisions=(), **spec):
    spec.setdefault("seats", NAMES)
    return Game({"variant": "pagat", "deck": deck, "decisions": list(decisions), **spec})


def play(deck, decisions, **spec):
    return game(deck, decisions, **spec).run().transcript()


def kinds(transcript):
    return [s["kind"] for s in transcript.steps]


# ----- A deal: the bank


def test_deal_bank_is_posted_in_fives_from_5_to_50():
    g = game("QH 7S 7H")
    choice = g.pending().choice("bank")
    assert (g.pending().seat, choice.low, choice.high, choice.step) == (0, 5, 50, 5)
    for bad in ("bank 7", "bank 55", "bank 0"):
        with pytest.raises(IllegalAction):
            g.act(bad)
    assert g.can("bank 50") and g.can("bank 5")


def test_deal_bank_never_above_holdings():
    g = game("QH 7S 7H", chips=[37, 100, 100, 100])
    assert g.pending().choice("bank").high == 35
    with pytest.raises(IllegalAction, match="from 5 to 35"):
        g.act("bank 40")


# ----- A deal: the stakes


def test_deal_staking_runs_in_order_from_the_seat_after_the_banker():
    t = play("QH 7S 7H", ["bank 30", "stake 5", "pass", "stake 5"], banker=2)
    stakers = [s["seat"] for s in t.steps if s["kind"] in ("stake", "pass")]
    assert stakers == [3, 0, 1]


def test_deal_stake_from_5_up_to_what_is_still_open():
    g = game("QH 7S 7H", ["bank 20", "stake 12"])
    g.act("bank 20")
    g.act("stake 12")
    choice = g.pending().choice("stake")
    assert (choice.low, choice.high) == (5, 8)
    with pytest.raises(IllegalAction):
        g.act("stake 9")
    with pytest.raises(IllegalAction):
        g.act("stake 4")


def test_deal_fewer_than_5_only_when_the_bank_runs_short():
    g = game("QH 7S 7H")
    g.act("bank 20")
    g.act("stake 17")
    assert (g.pending().choice("stake").low, g.pending().choice("stake").high) == (3, 3)


def test_deal_fewer_than_5_only_when_the_seat_runs_short():
    g = game("QH 7S 7H", chips=[100, 3, 100, 100])
    g.act("bank 20")
    assert (g.pending().choice("stake").low, g.pending().choice("stake").high) == (3, 3)


def test_deal_cover_sends_every_other_stake_back_and_ends_staking():
    t = play("QH 7S 7H", ["bank 20", "stake 10", "cover"])
    assert kinds(t)[:5] == ["shuffle", "bank", "stake", "cover", "banker-card"]
    cover = t.steps[3]
    assert cover["view"]["seats"][1]["stake"] == 0 and cover["view"]["seats"][1]["chips"] == 100
    assert cover["view"]["seats"][2]["stake"] == 20
    assert "covered the whole bank" in cover["view"]["seats"][3]["note"]
    assert t.net == [-20, 0, 20, 0]


def test_deal_cover_is_not_on_offer_below_the_whole_bank_and_the_board_says_why():
    g = game("QH 7S 7H", chips=[100, 15, 100, 100])
    g.act("bank 20")
    assert g.pending().choice("cover") is None
    assert "holds 15" in dict(g.pending().unavailable)["cover"]
    with pytest.raises(IllegalAction, match="whole bank of 20"):
        g.act("cover")


def test_deal_a_full_bank_ends_staking_and_later_seats_are_told_why():
    t = play("QH 7S 7H", ["bank 20", "stake 10", "stake 10"])
    assert "bank-full" in kinds(t)
    note = t.steps[kinds(t).index("bank-full")]["view"]["seats"][3]["note"]
    assert note == "The bank is full: nothing is left open to stake."


# ----- A deal: the two cards


def test_deal_banker_card_left_players_card_right():
    t = play("QH 7S 3D QD", ["bank 20", "stake 10", "pass", "pass"])
    view = t.steps[-1]["view"]
    sides = {z["id"]: (z["side"], z["cards"]) for z in view["zones"]}
    assert sides["banker-card"] == ("left", ["QH"])
    assert sides["players-card"] == ("right", ["7S"])
    assert sides["turned"] == ("middle", ["3D", "QD"])


def test_deal_a_pair_gives_the_bank_every_stake():
    t = play("QH QS", ["bank 20", "stake 10", "stake 5", "pass"])
    assert t.outcome == "pair" and t.net == [15, -10, -5, 0]
    pair = t.steps[kinds(t).index("pair")]
    assert pair["term"] == "pair"
    players = next(z for z in pair["view"]["zones"] if z["id"] == "players-card")
    assert players["mark"] == {"index": 0, "word": "Pair"}


def test_deal_first_card_matching_the_banker_card_wins_for_the_bank():
    t = play("QH 7S 3D KC QC 7H", ["bank 20", "stake 10", "stake 10"])
    assert t.outcome == "bank" and t.net == [20, -10, -10, 0]
    turned = next(z for z in t.steps[-1]["view"]["zones"] if z["id"] == "turned")
    assert turned["cards"] == ["3D", "KC", "QC"] and turned["mark"] == {"index": 2, "word": "Bank wins"}


def test_deal_first_card_matching_the_players_card_pays_stake_back_plus_equal():
    t = play("QH 7S 7D", ["bank 30", "stake 10", "stake 5", "pass"])
    assert t.outcome == "players" and t.net == [-15, 10, 5, 0]
    win = t.steps[kinds(t).index("players-win")]
    reasons = Counter(tr["reason"] for tr in win["transfers"])
    assert reasons == {"a winning stake comes back": 2, "the bank pays the stake": 2}


def test_deal_suits_never_count():
    t = play("QH 7S 7H QD", ["bank 20", "stake 10", "pass", "pass"])
    assert t.outcome == "players"


def test_deal_worked_example_bank_20_two_stakes_of_10_queen_against_seven():
    """The source's example: 20 in the bank, 10 and 10, QH v 7S, then 3, K, 7."""
    t = play("QH 7S 3D KC 7H", ["bank 20", "stake 10", "stake 10"])
    assert kinds(t) == [
        "shuffle",
        "bank",
        "stake",
        "stake",
        "bank-full",
        "banker-card",
        "players-card",
        "no-match",  # the three and the king, told in one sentence
        "players-win",
        "bank-lost",
    ]
    assert t.steps[7]["cards"] == ["3D", "KC"]
    win = t.steps[8]
    moves = [(tr["payer"], tr["payee"], tr["amount"]) for tr in win["transfers"]]
    assert moves == [
        ("Blaise's stake", "Blaise", 10),
        ("Bank", "Blaise", 10),
        ("Colette's stake", "Colette", 10),
        ("Bank", "Colette", 10),
    ]
    assert t.net == [-20, 10, 10, 0]


def test_deal_void_when_nobody_stakes_no_card_turns():
    t = play("QH 7S", ["bank 20", "pass", "pass", "pass"])
    assert t.outcome == "void" and "banker-card" not in kinds(t)
    assert t.net == [0, 0, 0, 0]
    assert t.steps[-1]["view"]["stock"] == 52


# ----- Keeping the bank, passing it, and how a match ends


def last(g, kind):
    return next(s.event for s in reversed(g.steps) if s.event.kind == kind)


def match(decks, decisions, **spec):
    spec.setdefault("seats", NAMES)
    return Game({"variant": "pagat", "scope": "match", "decks": decks, "decisions": decisions, **spec})


def test_keep_after_a_banker_card_win_the_winnings_go_into_the_bank():
    g = match(["QH 7S QD", "KH 2S KD"], ["bank 20", "stake 10", "stake 10"])
    for a in ["bank 20", "stake 10", "stake 10"]:
        g.act(a)
    decision = g.pending()
    assert decision.kind == "keep" and decision.choice("pocket") is None
    assert "must go into a kept bank" in dict(decision.unavailable)["pocket"]
    with pytest.raises(IllegalAction):
        g.act("pocket")
    g.act("keep")
    assert last(g, "keep").amount == 40
    # the kept bank of 40 is staked against in the next deal
    assert g.pending().kind == "stake" and g.pending().choice("stake").high == 40


def test_keep_after_a_pair_the_winnings_may_be_pocketed():
    g = match(["QH QS", "KH 2S KD"], [])
    for a in ["bank 20", "stake 10", "stake 10", "pocket"]:
        g.act(a)
    assert last(g, "pocket").amount == 20
    assert g.table.chips(0) == 100


def test_keep_after_a_pair_the_winnings_may_go_into_the_bank():
    g = match(["QH QS", "KH 2S KD"], [])
    for a in ["bank 20", "stake 10", "stake 10", "keep"]:
        g.act(a)
    assert last(g, "keep").amount == 40


def test_keep_a_lost_bank_moves_to_the_next_seat():
    g = match(["QH 7S 7D", "KH 2S KD"], [])
    for a in ["bank 20", "stake 10", "pass", "pass"]:
        g.act(a)
    assert g.pending().kind == "bank" and g.pending().seat == 1


def test_keep_passing_the_bank_returns_it_and_moves_on():
    g = match(["QH 7S QD", "KH 2S KD"], [])
    for a in ["bank 20", "stake 10", "pass", "pass", "pass"]:
        g.act(a)
    assert last(g, "pass-bank").amount == 30 and g.table.chips(0) == 110
    assert g.pending().seat == 1


def test_keep_a_void_deal_moves_the_bank_on():
    g = match(["QH 7S"], [])
    for a in ["bank 20", "pass", "pass", "pass"]:
        g.act(a)
    assert g.pending().kind == "bank" and g.pending().seat == 1 and g.table.chips(0) == 100


def test_keep_every_seat_starts_on_100():
    g = Game({"variant": "pagat", "seed": 1})
    assert [s["chips"] for s in g.table.view()["seats"]] == [100] * 4


@pytest.mark.parametrize("laps", [1, 2, 3, 4])
def test_keep_a_lap_is_one_turn_with_the_bank_per_seat(laps):
    t = (
        Game({"variant": "pagat", "scope": "match", "seed": 11, "options": {"laps": laps}, "seats": 3})
        .run()
        .transcript()
    )
    turns = [s for s in t.steps if s["kind"] in ("turn-start", "skip")]
    ended_early = sum(1 for c in t.chips if c > 0) == 1
    assert len(turns) == 3 * laps or ended_early
    assert [s["seat"] for s in turns] == [k % 3 for k in range(len(turns))]


def test_keep_a_seat_under_5_chips_is_skipped_but_counted():
    t = (
        Game(
            {
                "variant": "pagat",
                "scope": "match",
                "seed": 3,
                "chips": [100, 4, 100],
                "seats": 3,
                "options": {"laps": 1},
                "decks": ["QH 7S"],
                "decisions": ["bank 20", "pass", "pass"],
            }
        )
        .run()
        .transcript()
    )
    turns = [(s["kind"], s["seat"]) for s in t.steps if s["kind"] in ("turn-start", "skip")]
    assert turns == [("turn-start", 0), ("skip", 1), ("turn-start", 2)]
    skip = next(s for s in t.steps if s["kind"] == "skip")
    assert "under the 5 a bank needs" in skip["text"]


def test_keep_the_match_ends_when_only_one_seat_has_chips():
    t = (
        Game(
            {
                "variant": "pagat",
                "scope": "match",
                "chips": [100, 10, 10],
                "seats": 3,
                "decks": ["QH QS"],
                "decisions": ["bank 20", "stake 10", "stake 10"],
            }
        )
        .run()
        .transcript()
    )
    assert t.steps[-1]["kind"] == "match-end"
    assert t.chips == [120, 0, 0]
    assert "Anne wins with 120 chips" in t.steps[-1]["text"]


def test_keep_most_chips_wins_and_a_tie_is_shared():
    t = (
        Game(
            {
                "variant": "pagat",
                "scope": "match",
                "seats": 3,
                "options": {"laps": 1},
                "decks": ["QH 7S 7D", "KH 2S 3D", "KH 2S 3D"],
                "decisions": [
                    "bank 20",
                    "stake 10",
                    "pass",
                    "bank 5",
                    "pass",
                    "pass",
                    "bank 5",
                    "pass",
                    "pass",
                ],
            }
        )
        .run()
        .transcript()
    )
    assert t.chips == [90, 110, 100]
    assert "Blaise wins" in t.steps[-1]["text"]
    t = (
        Game(
            {
                "variant": "pagat",
                "scope": "match",
                "seats": 3,
                "options": {"laps": 1},
                "decks": ["QH 7S"],
                "decisions": ["bank 20", "pass", "pass", "bank 5", "pass", "pass", "bank 5", "pass", "pass"],
            }
        )
        .run()
        .transcript()
    )
    assert "Anne, Blaise and Colette share the win with 100 chips each" in t.steps[-1]["text"]


# ----- Skin, Zecchinetta...: a fresh pack every deal, the pair rule, the packs


def test_skin_a_fresh_pack_is_shuffled_for_every_deal():
    t = Game({"variant": "pagat", "scope": "match", "seed": 5}).run().transcript()
    shuffles = [s for s in t.steps if s["kind"] == "shuffle"]
    assert len(t.decks) == len(shuffles) > 1
    assert all(Counter(d) == Counter(str(c) for c in full_pack(1)) for d in t.decks)


def test_skin_pair_rule_half_takes_half_of_each_stake():
    t = play("QH QS", ["bank 20", "stake 10", "stake 5", "pass"], options={"pair_rule": "half"})
    assert t.net == [7, -5, -2, 0]
    assert "jumelle" in t.steps[kinds(t).index("pair-half")]["text"]


@pytest.mark.parametrize("packs", [1, 2, 6])
def test_skin_packs_option_shuffles_that_many_packs(packs):
    t = deal({"variant": "pagat", "seed": 2, "options": {"packs": packs}})
    assert len(t.deck) == 52 * packs


# ----- What the table does: seats and computer players


@pytest.mark.parametrize("seats", [2, 7])
def test_table_seats_three_to_six(seats):
    with pytest.raises(InvalidSpec, match="3 to 6"):
        Game({"variant": "pagat", "seats": seats})


def test_table_four_seats_by_default():
    assert len(Game({"variant": "pagat"}).table.names) == 4


def test_table_computer_banks_about_15_percent_in_fives():
    for chips, bank in ((100, 15), (200, 30), (20, 5), (400, 50), (60, 10)):
        t = Game({"variant": "pagat", "seed": 1, "chips": [chips, 100, 100, 100]}).run().transcript()
        assert t.decisions[0] == f"bank {bank}", chips


def test_table_computer_covers_a_small_bank_about_one_time_in_five():
    covers = 0
    runs = 400
    for seed in range(runs):
        t = Game({"variant": "pagat", "seed": seed, "chips": [40, 100, 100, 100]}).run().transcript()
        covers += t.decisions[1] == "cover"
    assert 0.12 < covers / runs < 0.28


def test_table_computer_stakes_a_slice_of_its_chips():
    for seed in range(50):
        t = Game({"variant": "pagat", "seed": seed, "chips": [400, 200, 200, 200]}).run().transcript()
        stake = t.decisions[1]
        if stake.startswith("stake"):
            assert 10 <= int(stake.split()[1]) <= 30


def test_table_a_whole_match_replays_exactly_from_its_seed():
    a = Game({"variant": "pagat", "scope": "match", "seed": 42}).run().transcript().to_json()
    b = Game({"variant": "pagat", "scope": "match", "seed": 42}).run().transcript().to_json()
    assert a == b and sum(a["net"]) == 0
