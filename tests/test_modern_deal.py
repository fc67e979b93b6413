"""Players and packs (s1), preparing the game (s2), the cards of a round (s4) and the pack that
persists from round to round (s5), each from a stacked deck."""

from __future__ import annotations

import pytest
from stepping import NAMES, Checked, kinds, stepped

from lansquenet.cards import RANKS, SUITS
from lansquenet.errors import InvalidSpec
from lansquenet.events import Transcript
from lansquenet.game import Game


def game(decisions, deck="9C 9D", **spec):
    """A round from a stacked deck, stepped through ``decisions`` only."""
    return stepped("modern", decisions, **{"banker": 0, "deck": deck, **spec})


def step(g, kind):
    return next(s for s in g.steps if s.event.kind == kind)


# ----- s1: players and packs
def test_modern_s1_two_packs_by_default_one_to_six_allowed():
    assert sum(game([]).table.card_count().values()) == 104
    assert sum(game([], options={"packs": 6}).table.card_count().values()) == 312
    assert sum(game([], options={"packs": 1}).table.card_count().values()) == 52
    with pytest.raises(InvalidSpec, match="from 1 to 6"):
        game([], options={"packs": 7})


def test_modern_s1_two_players_are_enough():
    g = Game(
        {
            "variant": "modern",
            "seats": ["Anne", "Blaise"],
            "deck": "QH 7S 7D",
            "decisions": ["stake 10", "raise 10"],
        }
    ).run()
    assert g.transcript().net == [-10, 10]
    with pytest.raises(InvalidSpec, match="2 to 12"):
        Game({"variant": "modern", "seats": 1})


def test_modern_s1_suits_do_not_matter_only_the_rank():
    g = game(["stake 10", "raise 10"], deck="QH QS")
    assert g.transcript().outcome == "doublet"
    g = game(["stake 10", "raise 10"], deck="QH 7S 3D QC")
    assert g.transcript().outcome == "bank"


# ----- s2: the banker, the punters, preparing the game
def test_modern_s2_piles_shuffled_by_players_then_regrouped_two_by_two():
    g = game([])
    assert kinds(g)[:5] == ["piles", "regroup", "regroup", "shuffle", "cut"]
    piles = step(g, "piles")
    assert piles.event.seats == (0, 1, 2, 3) and piles.event.amount == 104
    assert (
        piles.text
        == "Anne splits the 104 cards into 4 piles of about 26 and shuffles one; Blaise, Colette and Denis each "
        "shuffle one of the others."
    )
    assert [s.text for s in g.steps[1:3]] == [
        "The piles are put together two by two and shuffled once more: 2 piles of about 52 cards.",
        "The piles are put together two by two and shuffled once more: the pack is whole.",
    ]
    two = Game({"variant": "modern", "seats": 2, "options": {"packs": 6}, "seed": 1})
    assert step(two, "piles").event.seats == (0, 1) and step(two, "piles").event.get("piles") == 2


def test_modern_s2_the_first_banker_is_the_seat_agreed_on():
    g = game([], banker=3)
    assert (g.pending().kind, g.pending().seat) == ("stake", 3)
    assert g.transcript().banker == 3 and g.steps[0].view["banker"] == 3
    assert (g.pending().kind, game([]).pending().seat) == ("stake", 0)  # the first seat unless named


def test_modern_s2_a_full_table_of_twelve_with_six_packs():
    g = Checked(
        {"variant": "modern", "seats": 12, "seed": 4, "scope": "match", "options": {"packs": 6}}
    ).run()
    piles = step(g, "piles")
    assert piles.event.get("piles") == 8 and len(piles.event.seats) == 8 and piles.event.amount == 312
    assert sum(g.transcript().net) == 0


def test_modern_s2_banker_shuffles_last_and_the_punter_on_his_left_cuts():
    g = game([], banker=2)
    assert step(g, "shuffle").event.seat == 2
    assert step(g, "cut").event.seat == 1  # the seat on Colette's left
    assert step(g, "cut").text.startswith("Blaise, the punter on the banker's left, cuts the pack")


def test_modern_s2_the_prepared_order_is_the_recorded_deck():
    g = game(["stake 10", "raise 10"], deck="QH 7S 3D KC QD")
    t = g.transcript()
    assert t.deck[:5] == ["QH", "7S", "3D", "KC", "QD"] and len(t.deck) == 104
    turned = [
        c
        for s in t.steps
        for c in s["cards"]
        if s["kind"] in ("banker-card", "punters-card", "middle-card", "bank-wins")
    ]
    assert turned == t.deck[:5]


# ----- s4: how a round is played
def test_modern_s4_bankers_card_on_his_left_punters_card_on_his_right():
    g = game(["stake 10", "raise 10"], deck="QH 7S 3D QC")
    view = step(g, "punters-card").view
    zones = {z["id"]: z for z in view["zones"]}
    assert (zones["banker-card"]["side"], zones["banker-card"]["cards"]) == ("left", ["QH"])
    assert (zones["punters-card"]["side"], zones["punters-card"]["cards"]) == ("right", ["7S"])


def test_modern_s4_doublet_gives_the_bank_every_bet():
    g = game(["stake 30", "raise 10", "raise 15", "raise 5"], deck="9C 9D")
    doublet = step(g, "doublet")
    assert doublet.event.amount == 30 and doublet.event.term == "doublet"
    assert "middle-card" not in kinds(g)
    assert g.transcript().outcome == "doublet" and g.transcript().net == [30, -10, -15, -5]


def test_modern_s4_jumelle_takes_half_of_each_bet_rounded_down():
    g = game(["stake 30", "raise 10", "raise 15", "raise 5"], deck="9C 9D", options={"pair_rule": "half"})
    assert step(g, "jumelle").event.amount == 5 + 7 + 2
    assert g.transcript().outcome == "jumelle" and g.transcript().net == [14, -5, -7, -2]


def test_modern_s4_middle_cards_turn_until_the_bankers_rank_wins():
    g = game(["stake 20", "raise 20"], deck="QH 7S 3D KC QD")
    # the middle cards in a row are one step, told in one sentence
    assert [s.event.cards for s in g.steps if s.event.kind == "middle-card"] == [("3D", "KC")]
    zones = {z["id"]: z for z in step(g, "bank-wins").view["zones"]}
    assert zones["middle"]["cards"] == ["3D", "KC", "QD"] and zones["middle"]["mark"]["word"] == "Bank wins"
    assert g.transcript().outcome == "bank" and g.transcript().net == [20, -20, 0, 0]


def test_modern_s1_with_two_packs_a_second_card_of_the_same_suit_is_called_the_second():
    # two packs hold two threes of diamonds and two queens of hearts: the words tell them apart
    g = game(["stake 20", "raise 20"], deck="QH 7S 3D 3D QH")
    middles = [s.text for s in g.steps if s.event.kind in ("middle-card", "bank-wins")]
    assert middles == [
        "The three of diamonds (3D) and the second three of diamonds (3D) match neither card: middle cards, and "
        "another turns.",
        "The second queen of hearts (QH) matches the banker's card: the bank takes every bet (20 chips).",
    ]


def test_modern_s4_punters_win_an_amount_equal_to_their_bets():
    g = game(["stake 30", "raise 10", "raise 15", "raise 5"], deck="QH 7S 3D KC 7H")
    win = step(g, "punters-win")
    assert win.event.amount == 30 and win.event.seats == (1, 2, 3)
    assert g.transcript().outcome == "punters" and g.transcript().net == [-30, 10, 15, 5]


def test_modern_s4_a_deal_gives_a_winning_bank_back_to_its_banker():
    g = game(["stake 20", "raise 20"], deck="QH 7S QD")
    assert kinds(g)[-1] == "bank-back" and g.steps[-1].event.amount == 40
    assert g.table.balance("Bank") == 0


# ----- s5: the pack is not gathered between rounds
def test_modern_s5_cards_turned_in_one_round_are_not_used_in_the_next():
    g = game(
        ["stake 10", "raise 10", "keep", "raise 20"],
        deck="QH 7S QD 5C 9H 4D 9S",
        scope="match",
        options={"rounds": 2},
    )
    cards = [s.event.cards[0] for s in g.steps if s.event.kind == "banker-card"]
    assert cards == ["QH", "5C"]
    gathers = [s for s in g.steps if s.event.kind == "gather"]
    assert [(s.view["stock"], s.view["extra"]["turned"]) for s in gathers] == [(101, 3), (97, 7)]
    count = step(g, "count")
    assert count.text == (
        "Counting the 3 cards turned in earlier rounds: the 99 cards left hold 7 cards of the "
        "banker's rank and 7 of the punters', so the bank wins this round 1 time in 2."
    )


def _one_pack_ending(last: list[str]) -> list[str]:
    """A 52-card order: 2S 3S 2H, 3H 2D 3D, then every other rank as two doublets, then ``last``."""
    order = ["2S", "3S", "2H", "3H", "2D", "3D"]
    for rank in RANKS:
        if rank not in ("2", "3"):
            order += [rank + s for s in SUITS]
    return order + last


def test_modern_s5_pack_running_out_mid_round_reshuffles_only_the_turned_cards():
    order = _one_pack_ending(["2C", "3C"])
    spec = {
        "variant": "modern",
        "seats": NAMES,
        "seed": 5,
        "scope": "match",
        "options": {"packs": 1, "rounds": 60},
        "decks": [order, ["2D"]],
    }
    g = Checked(spec).run()
    restock = step(g, "restock")
    zones = {z["id"]: z["cards"] for z in restock.view["zones"]}
    assert zones["banker-card"] == ["2C"] and zones["punters-card"] == ["3C"]
    assert restock.view["stock"] == 50 and restock.event.amount == 50
    assert restock.text.endswith("the cards of this round stay where they lie.")
    index = kinds(g).index("restock")
    assert g.steps[index - 1].text == (
        "Counting the 50 cards turned in earlier rounds: neither rank is left in the "
        "stock, so the turned cards, reshuffled when it runs out, will decide: the bank "
        "wins this round 1 time in 2."
    )
    assert kinds(g)[index : index + 6] == ["restock", "piles", "regroup", "shuffle", "cut", "bank-wins"]
    assert g.steps[index + 5].event.cards == ("2D",)  # the new stock's top card, from the turned pile
    t = g.transcript()
    assert len(t.decks) >= 2 and t.decks[1][0] == "2D" and len(t.decks[1]) == 50
    assert sorted(t.decks[1]) == sorted(set(t.decks[0]) - {"2C", "3C"})
    again = Game(t.spec()).run().transcript()
    assert again.to_json() == t.to_json()


def test_modern_s5_pack_used_up_between_rounds_reshuffles_every_card():
    order = [rank + s for rank in RANKS for s in SUITS]  # 26 doublets
    spec = {
        "variant": "modern",
        "seats": NAMES,
        "seed": 3,
        "scope": "match",
        "options": {"packs": 1, "rounds": 80},
        "decks": [order],
    }
    g = Checked(spec).run()
    restock = step(g, "restock")
    assert restock.event.amount == 52 and restock.view["stock"] == 52
    assert (
        restock.text
        == "The stock is used up: the 52 cards turned in earlier rounds are gathered into a new stock."
    )
    index = kinds(g).index("restock")
    assert kinds(g).count("doublet") >= 26 and "banker-card" in kinds(g)[index:]
    assert kinds(g)[:index].count("doublet") == 26
    assert Game(g.transcript().spec()).run().transcript().to_json() == g.transcript().to_json()


def test_modern_s5_a_replayed_new_stock_must_come_from_the_turned_cards():
    order = _one_pack_ending(["2C", "3C"])
    spec = {
        "variant": "modern",
        "seats": NAMES,
        "seed": 5,
        "scope": "match",
        "options": {"packs": 1, "rounds": 60},
        "decks": [order, ["3C"]],
    }
    with pytest.raises(InvalidSpec, match="not among the turned cards"):
        Game(spec).run()


def test_modern_s5_herminie_counts_her_rank_out_six_times():
    # two packs: three rounds turn six fives, and the fourth round's banker's card is the seventh
    deck = "5S 9S 5H 5D 9H 5C 5S 7S 5H 5D 8S 2C 8H"
    g = game(
        [
            "stake 10",
            "raise 10",
            "keep",
            "pass",
            "raise 20",
            "keep",
            "pass",
            "pass",
            "raise 40",
            "keep",
            "raise 30",
            "raise 50",
        ],
        deck=deck,
        scope="match",
        options={"rounds": 4},
    )
    counts = [s for s in g.steps if s.event.kind == "count"]
    assert [(c.event.get("b"), c.event.get("p")) for c in counts] == [(5, 6), (3, 7), (1, 7)]
    assert counts[-1].text == (
        "Counting the 9 cards turned in earlier rounds: the 93 cards left hold 1 card of the "
        "banker's rank and 7 of the punters', so the bank wins this round 1 time in 8."
    )
    assert g.finished and g.transcript().net == [-10, 20, 30, -40]
    assert Transcript.from_json(g.transcript().to_json()).to_json() == g.transcript().to_json()


def test_modern_s5_counting_names_a_dead_rank():
    # one pack: the four fives are out by the third round's banker's card
    g = game(
        ["stake 10", "raise 10", "keep", "raise 20", "stake 10", "raise 10"],
        deck="5S 9S 5H 5D 8S 8H 5C 7S 7H",
        scope="match",
        options={"packs": 1, "rounds": 3},
    )
    count = [s for s in g.steps if s.event.kind == "count"][-1]
    assert count.event.term == "dead-rank" and count.event.get("b") == 0
    assert count.text.endswith(
        "hold no card of the banker's rank and 3 of the punters', so the bank cannot win this round."
    )


def test_modern_s5_herminie_no_banker_withdraws_once_the_cards_turn():
    # Herminie's offer to withdraw after two cards was refused (s5); only the speaking of s3 offers a withdrawal
    g = game(["stake 20", "raise 20"], deck="QH 7S 3D KC 7D")
    assert g.finished and g.pending() is None and g.decisions == ["stake 20", "raise 20"]
    after = kinds(g)[kinds(g).index("banker-card") :]
    assert "withdraw" not in after and after[-2:] == ["punters-win", "gather"]
