"""Scenario tests for the encyclopedia variant, one per clause of its source.

Source: "Lansquenet" in The Official World Encyclopedia of Sports and Games (1979)
(shared/sources/encyclopedia-1979.txt). Test names carry the clause they check: dealer (first
ace), layout (Dealing the Layout), matching_1 to matching_3 (Matching Cards in the Layout),
limits (decided by each banker for his hand), betting (bets alongside the player's card),
play (each card dealt in a turn), between_turns (new bets, never removed or moved), and
settlement (the banker's card matched). Every deck is stacked; every chip movement is exact.
The match, the bank passing round the table, is in test_encyclopedia_match.py.
"""

from collections import Counter

import pytest

from lansquenet.cards import full_pack
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game

NAMES = ["Anne", "Blaise", "Colette", "Denis"]
# With Anne banking, the players speak from her left: Denis, Colette, Blaise.


def game(deck=None, decisions=(), *, decks=None, options=None, **spec):
    """A game with Anne banking by agreement (first_dealer = banker) unless options say otherwise."""
    options = {"first_dealer": "banker", **(options or {})}
    spec.setdefault("seats", NAMES)
    spec.setdefault("banker", 0)
    data = {"variant": "encyclopedia", "options": options, "decisions": list(decisions), **spec}
    if decks is not None:
        data["decks"] = decks
    else:
        data["deck"] = deck
    return Game(data)


def play(deck=None, decisions=(), **kw):
    return game(deck, decisions, **kw).run().transcript()


def kinds(t):
    return [s["kind"] for s in t.steps]


def step(t, kind, nth=0):
    return [s for s in t.steps if s["kind"] == kind][nth]


def zone(view, zone_id):
    return next((z for z in view["zones"] if z["id"] == zone_id), None)


def pot(view):
    return {p["label"]: p["amount"] for p in view["pot"]}


def moves(s):
    return [(m["payer"], m["payee"], m["amount"]) for m in s["transfers"]]


# The long deal: hand cards 3C 8D, banker's card KS, player's card 5H; then 9C (a new
# player's card), 3D (a hand rank), 5D (matches 5H), JH (new), KD (the banker's rank).
LONG_DECK = "3C 8D KS 5H 9C 3D 5D JH KD"
LONG_DECISIONS = [
    "limit 10",
    "bet-5 4",
    "pass",
    "pass",
    "bet-5 2",
    "pass",  # the layout: Denis and Blaise back the 5H
    "bet-9 3",
    "pass",
    "bet-5 5",
    "pass",
    "pass",  # after the 9C
    "pass",
    "pass",
    "pass",  # after the 3D
    "pass",
    "bet-9 2",
    "pass",
    "pass",  # after the 5D
    "pass",
    "pass",
    "pass",  # after the JH
]


# ----- Dealer: "first Ace to appear"


def test_encyclopedia_dealer_first_ace_dealt_picks_the_first_banker():
    t = play(
        decks=["5H 9C AS", "3C 8D KS 5H KD"],
        options={"first_dealer": "ace"},
        decisions=["limit 5", "pass", "pass", "pass"],
    )
    assert kinds(t)[:3] == ["draw-shuffle", "draw-round", "first-ace"]
    ace = step(t, "first-ace")
    assert ace["seat"] == 2 and ace["cards"] == ["AS"] and ace["term"] == "banker"
    assert t.banker == 2 and step(t, "limit")["seat"] == 2
    rounds = step(t, "draw-round")
    assert rounds["seats"] == [0, 3] and rounds["cards"] == ["5H", "9C"]
    assert zone(ace["view"], "first-ace")["mark"] == {"index": 2, "word": "First ace"}


def test_encyclopedia_dealer_cards_go_round_to_the_left_until_an_ace():
    t = play(
        decks=["2C 3C 4C 5C 6C AH", "3C 8D KS 5H KD"],
        options={"first_dealer": "ace"},
        decisions=["limit 5"] + ["pass"] * 3,
    )
    assert [s["seats"] for s in t.steps if s["kind"] == "draw-round"] == [[0, 3, 2, 1], [0]]
    assert step(t, "first-ace")["seat"] == 3
    first = t.steps[0]["text"]
    assert first.startswith("To find the first dealer, Anne shuffles") and first.count("Anne") == 1
    assert "one card a seat round to the left, starting with the dealer's own seat" in first


def test_encyclopedia_dealer_the_pack_is_shuffled_again_for_the_deal():
    t = play(
        decks=["AH", "3C 8D KS 5H KD"], options={"first_dealer": "ace"}, decisions=["limit 5"] + ["pass"] * 3
    )
    assert step(t, "first-ace")["seat"] == 0
    assert t.decks[1][:5] == ["3C", "8D", "KS", "5H", "KD"]
    view = step(t, "players-card")["view"]
    assert zone(view, "first-ace") is None  # the draw is gathered up with the shuffle
    assert zone(view, "banker-card")["cards"] == ["KS"]


def test_encyclopedia_dealer_the_spec_banker_is_used_only_when_the_table_agrees():
    t = play(LONG_DECK, LONG_DECISIONS, banker=2)
    assert "draw-shuffle" not in kinds(t) and kinds(t)[0] == "first-dealer" and t.banker == 2
    with_ace = play(decks=["9D AC"], options={"first_dealer": "ace"}, banker=2)
    assert with_ace.banker == 3 and step(with_ace, "first-ace")["seat"] == 3


# ----- Dealing the Layout


def test_encyclopedia_layout_two_hand_cards_then_the_bankers_card_then_the_players_card():
    t = play(LONG_DECK, LONG_DECISIONS)
    assert kinds(t)[:7] == [
        "first-dealer",
        "limit",
        "shuffle",
        "hand-card",
        "hand-card",
        "banker-card",
        "players-card",
    ]
    view = step(t, "players-card")["view"]
    assert [(z["id"], z["cards"], z["side"]) for z in view["zones"]] == [
        ("hand-1", ["3C"], "left"),
        ("hand-2", ["8D"], "left"),
        ("banker-card", ["KS"], "middle"),
        ("players-card-1", ["5H"], "right"),
    ]
    assert step(t, "hand-card")["term"] == "hand card"
    assert view["extra"]["players_cards"] == [
        {"card": "5H", "zone": "players-card-1", "live": True, "bets": {}}
    ]


def test_encyclopedia_matching_1_second_hand_card_matching_the_first_goes_on_it():
    t = play("3C 3D 3H 8D KS 5H KD", ["limit 5", "pass", "pass", "pass"])
    assert kinds(t)[3:8] == ["hand-card", "hand-pair", "hand-pair", "hand-card", "banker-card"]
    view = step(t, "banker-card")["view"]
    assert zone(view, "hand-1")["cards"] == ["3C", "3D", "3H"] and zone(view, "hand-2")["cards"] == ["8D"]


def test_encyclopedia_matching_2_bankers_card_matching_a_hand_card_goes_on_it():
    t = play("3C 8D 8H 3D KS 5H KD", ["limit 5", "pass", "pass", "pass"])
    assert kinds(t).count("banker-on-hand") == 2
    view = step(t, "banker-card")["view"]
    assert zone(view, "hand-1")["cards"] == ["3C", "3D"] and zone(view, "hand-2")["cards"] == ["8D", "8H"]
    assert zone(view, "banker-card")["cards"] == ["KS"]


def test_encyclopedia_matching_3_players_card_matching_a_hand_card_goes_on_it():
    t = play("3C 8D KS 3H 8S 5H KD", ["limit 5", "pass", "pass", "pass"])
    assert kinds(t).count("players-on-hand") == 2
    view = step(t, "players-card")["view"]
    assert zone(view, "hand-1")["cards"] == ["3C", "3H"] and zone(view, "hand-2")["cards"] == ["8D", "8S"]
    assert zone(view, "players-card-1")["cards"] == ["5H"]


def test_encyclopedia_matching_3_players_card_matching_the_bankers_makes_the_deal_void():
    t = play(decks=["3C 8D KS KH", "2C 4D 6S 9H 6D"], decisions=["limit 5", "pass", "pass", "pass"])
    assert kinds(t)[:8] == [
        "first-dealer",
        "limit",
        "shuffle",
        "hand-card",
        "hand-card",
        "banker-card",
        "void",
        "shuffle",
    ]
    void = step(t, "void")
    assert void["term"] == "void deal" and void["transfers"] == []
    assert zone(void["view"], "players-card-1")["mark"] == {"index": 0, "word": "Void"}
    again = step(t, "players-card")["view"]
    assert zone(again, "hand-1")["cards"] == ["2C"] and zone(again, "banker-card")["cards"] == ["6S"]
    assert zone(again, "players-card-1")["cards"] == ["9H"]
    assert kinds(t).count("limit") == 1 and len(t.decks) == 2
    assert t.outcome == "banker-matched" and t.net == [0, 0, 0, 0]


def test_encyclopedia_matching_3_void_deal_continue_sets_the_layout_aside():
    t = play(
        "3C 8D KS KH 2C 4D 6S 9H 6D", ["limit 5", "pass", "pass", "pass"], options={"void_deal": "continue"}
    )
    assert kinds(t)[6:8] == ["void", "set-aside"] and len(t.decks) == 1
    view = step(t, "players-card")["view"]
    assert zone(view, "set-aside")["cards"] == ["3C", "8D", "KS", "KH"]
    assert zone(view, "hand-1")["cards"] == ["2C"] and zone(view, "players-card-1")["cards"] == ["9H"]


def void_layouts(count):
    """``count`` void layouts, four cards each, from one pack: hand cards of two ranks, then a pair."""
    pool = Counter(c.rank for c in full_pack())
    suits = {r: ["S", "H", "D", "C"] for r in pool}
    cards = []
    for _ in range(count):
        pair = max(pool, key=lambda r: (pool[r] >= 2, pool[r]))
        hands = [r for r in sorted(pool, key=lambda r: -pool[r]) if r != pair and pool[r]][:2]
        for r in (hands[0], hands[1], pair, pair):
            pool[r] -= 1
            cards.append(r + suits[r].pop())
    return cards


def test_encyclopedia_matching_3_void_deal_continue_reshuffles_when_too_few_cards_are_left():
    deck = void_layouts(11)
    g = game(" ".join(deck), ["limit 5"], options={"void_deal": "continue"})
    t = g.run().transcript()
    assert kinds(t).count("set-aside") == 10 and kinds(t).count("void") >= 11
    eleventh = [s for s in t.steps if s["kind"] in ("set-aside", "shuffle")][11]
    assert eleventh["kind"] == "shuffle" and "too few cards are left" in eleventh["text"]
    assert len(t.decks) == 2


# ----- Betting limits: "decided by each banker for the duration of his hand"


def test_encyclopedia_limits_the_banker_sets_the_most_one_player_may_have_on_one_card():
    g = game(LONG_DECK, chips=[60, 100, 100, 100])
    decision = g.pending()
    assert (decision.seat, decision.kind) == (0, "limit")
    assert (decision.choice("limit").low, decision.choice("limit").high) == (1, 60)
    with pytest.raises(IllegalAction):
        g.act("limit 61")
    g.act("limit 10")
    assert (g.pending().seat, g.pending().choice("bet-5").high) == (3, 10)
    with pytest.raises(IllegalAction, match="from 1 to 10"):
        g.act("bet-5 11")


def test_encyclopedia_limits_hold_for_the_whole_hand_through_a_void_redeal():
    g = game(decks=["3C 8D KS KH", "2C 4D 6S 9H 6D"])
    g.act("limit 7")
    decision = g.pending()
    assert decision.kind == "bet" and decision.choice("bet-9").high == 7


def test_encyclopedia_limits_several_bets_on_one_card_add_up_to_the_limit():
    g = game(LONG_DECK)
    g.act("limit 10")
    g.act("bet-5 6")
    again = g.pending()
    assert (again.seat, again.kind, again.choice("bet-5").high) == (3, "bet-again", 4)
    g.act("bet-5 4")
    assert g.pending().seat == 2  # Denis holds the limit on the only card, so his turn ends
    t = g.run(["pass", "pass"]).transcript()
    bets = [s for s in t.steps if s["kind"] == "bet"]
    # Denis's two bets, told in one step, the second with the total
    assert bets[0]["text"] == (
        "Denis bets 6 chips on the five of hearts (5H) and 4 chips on the five of hearts (5H), making 10 chips on it."
    )


def test_encyclopedia_limits_the_bank_covers_no_more_than_the_banker_holds():
    g = game(LONG_DECK, chips=[8, 100, 100, 100])
    g.act("limit 8")
    g.act("bet-5 6")
    g.act("pass")
    assert g.pending().choice("bet-5").high == 2
    g.act("bet-5 2")
    # The bank is fully bet against: nobody is asked again until the 5D pays Anne 8 chips.
    assert g.pending().seat == 3 and g.pending().choice("bet-9").high == 8
    turned = next(s for s in g.steps if s.event.kind == "turn-new").view
    assert turned["seats"][1]["note"] == "The bank cannot cover any more bets."
    assert [s.event.kind for s in g.steps][-1] == "turn-match"


def test_encyclopedia_limits_bad_limit_names_the_range():
    g = game(LONG_DECK)
    with pytest.raises(IllegalAction, match="from 1 to 100"):
        g.act("limit 0")
    with pytest.raises(IllegalAction):
        g.act("bet-5 3")
    assert len(g.steps) == 1 and g.pending().kind == "limit"


def test_encyclopedia_limits_a_banker_with_one_chip_is_asked_in_plain_words():
    g = game(LONG_DECK, chips=[1, 100, 100, 100])
    assert g.pending().prompt == (
        "Anne: the limit for your hand, the most one player may have on one card (1 chip, all you hold)?"
    )


# ----- Betting: "each player places his bet alongside the player's card"


def test_encyclopedia_betting_players_speak_from_the_bankers_left():
    g = game(LONG_DECK, banker=1)
    g.act("limit 10")
    order = []
    while g.pending() and g.pending().kind == "bet" and len(order) < 3:
        order.append(g.pending().seat)
        g.act("pass")
    assert order == [0, 3, 2]


def test_encyclopedia_betting_each_bet_lies_beside_its_card_in_its_own_account():
    t = play(LONG_DECK, LONG_DECISIONS)
    first = step(t, "bet")
    assert moves(first)[0] == ("Denis", "Denis's bet on 5H", 4)
    assert first["view"]["seats"][3]["stake"] == 4
    view = step(t, "turn-new")["view"]
    assert pot(view) == {"Denis's bet on 5H": 4, "Blaise's bet on 5H": 2}
    assert view["extra"]["players_cards"][0]["bets"] == {"Blaise": 2, "Denis": 4}


def test_encyclopedia_betting_only_on_live_players_cards_and_the_board_says_why():
    g = game(LONG_DECK)
    g.act("limit 10")
    why = dict(g.pending().unavailable)
    assert why["bet-k"] == "nobody bets on the banker's card."
    assert why["bet-3"] == "the threes are out of play with the hand cards."
    with pytest.raises(IllegalAction, match="out of play with the hand cards"):
        g.act("bet-8 2")
    with pytest.raises(IllegalAction, match=r"on offer: pass \('pass'\); bet on the five of hearts"):
        g.act("bet-9 2")


def test_encyclopedia_betting_a_seat_without_chips_is_skipped_with_a_note():
    g = game(LONG_DECK, chips=[100, 100, 0, 100])
    g.act("limit 10")
    g.act("pass")
    assert g.pending().seat == 1
    assert g.table.view()["seats"][2]["note"] == "Holds no chips, so cannot bet."


def test_encyclopedia_betting_the_prompt_names_each_card_and_its_range():
    g = game(LONG_DECK)
    for action in LONG_DECISIONS[:6]:
        g.act(action)
    # Denis has 4 on the 5H under a limit of 10; the 9C is new
    assert g.pending().prompt == (
        "Denis: place a bet on a player's card (the five of hearts (5H), 1 to 6 chips; "
        "the nine of clubs (9C), 1 to 10 chips), or pass?"
    )
    assert [c.kind for c in g.pending().choices] == ["pass", "bet-5", "bet-9"]  # the notation stays the name
    g = game(LONG_DECK, chips=[100, 100, 100, 1])
    g.act("limit 10")
    assert (
        g.pending().prompt
        == "Denis: place a bet on a player's card (the five of hearts (5H), 1 chip), or pass?"
    )


def test_encyclopedia_betting_passes_in_a_row_are_told_in_one_sentence_that_names_who_passed():
    # every answer is still its own decision, asked in turn; the passes are told together before the
    # next bet or at the end of the round, and a pass after one's own bets needs no words
    g = game(LONG_DECK)
    g.act("limit 10")
    assert g.act("pass") == [] and g.pending().seat == 2  # Denis passes; Colette is asked
    [bet] = g.act("bet-5 2")  # Colette bets: Denis's pass is told at the head of the same sentence
    assert (bet.event.kind, bet.event.seat, bet.event.seats) == ("bet", 2, (3,))
    assert bet.text == "Denis passes; Colette bets 2 chips on the five of hearts (5H)."
    assert bet.view["pending"]["kind"] == "bet-again"
    assert g.act("pass") == [] and g.pending().seat == 1  # Colette bets no more; Blaise is asked
    t = play(LONG_DECK, LONG_DECISIONS)
    kinds_told = [s["kind"] for s in t.steps]
    after_3d = kinds_told.index("turn-hand")
    assert kinds_told[after_3d + 1 : after_3d + 3] == ["pass", "turn-match"]  # three passes, one step
    assert t.steps[after_3d + 1]["text"] == "Denis, Colette and Blaise pass."
    assert t.steps[after_3d + 1]["seats"] == [3, 2, 1]


# ----- Play: each card dealt in a turn


def test_encyclopedia_play_a_card_matching_nothing_is_a_new_players_card():
    t = play(LONG_DECK, LONG_DECISIONS)
    new = step(t, "turn-new")
    assert new["cards"] == ["9C"] and new["term"] == "player's card" and new["transfers"] == []
    assert zone(new["view"], "players-card-2") == {
        "id": "players-card-2",
        "label": "Player's card 2",
        "side": "right",
        "cards": ["9C"],
        "mark": None,
    }


def test_encyclopedia_play_a_hand_cards_rank_goes_on_it_out_of_play():
    t = play(LONG_DECK, LONG_DECISIONS)
    out = step(t, "turn-hand")
    assert out["cards"] == ["3D"] and out["transfers"] == [] and "the threes are out of play" in out["text"]
    assert zone(out["view"], "hand-1")["cards"] == ["3C", "3D"]
    assert zone(out["view"], "players-card-3") is None


def test_encyclopedia_play_a_players_cards_rank_wins_its_bets_for_the_banker_and_kills_the_rank():
    t = play(LONG_DECK, LONG_DECISIONS)
    match = step(t, "turn-match")
    assert match["cards"] == ["5D", "5H"] and match["amount"] == 11 and match["term"] == "dead rank"
    assert sorted(moves(match)) == [
        ("Blaise's bet on 5H", "Anne", 2),
        ("Colette's bet on 5H", "Anne", 5),
        ("Denis's bet on 5H", "Anne", 4),
    ]
    assert "Anne collects the bets on it (11 chips)" in match["text"]
    dead = zone(match["view"], "players-card-1")
    assert dead["cards"] == ["5H", "5D"] and dead["mark"] == {"index": 1, "word": "Dead"}
    assert match["view"]["extra"]["players_cards"][0]["live"] is False


def test_encyclopedia_play_later_cards_of_a_dead_rank_are_stacked_on_it():
    deck = "3C 8D KS 5H 5D 5C 9C KD"
    t = play(deck, ["limit 5", "bet-5 2", "pass", "pass", "pass", "pass", "pass", "pass"])
    dead = step(t, "turn-dead")
    assert dead["cards"] == ["5C"] and dead["transfers"] == [] and dead["term"] == "dead rank"
    assert zone(dead["view"], "players-card-1")["cards"] == ["5H", "5D", "5C"]
    assert t.net == [2, 0, 0, -2]


def test_encyclopedia_play_dead_card_refused_with_its_reason():
    g = game("3C 8D KS 5H 9C 5D JH KD")
    for action in ["limit 5", "pass", "pass", "pass", "pass", "pass", "pass"]:
        g.act(action)
    assert g.pending().seat == 3
    with pytest.raises(IllegalAction, match="the fives are dead"):
        g.act("bet-5 1")
    assert g.can("bet-9 1")


# ----- Settlement: the banker's card matched


def test_encyclopedia_settlement_the_banker_pays_every_outstanding_bet_at_even_money():
    t = play(LONG_DECK, LONG_DECISIONS)
    end = step(t, "banker-matched")
    assert end["cards"] == ["KD"] and end["amount"] == 5 and end["seats"] == [2, 3]
    assert sorted(moves(end)) == sorted(
        [
            ("Denis's bet on 9C", "Denis", 3),
            ("Anne", "Denis", 3),
            ("Colette's bet on 9C", "Colette", 2),
            ("Anne", "Colette", 2),
        ]
    )
    assert zone(end["view"], "banker-card")["mark"] == {"index": 1, "word": "Matched"}
    assert end["view"]["pot"] == []
    assert t.outcome == "banker-matched" and t.net == [6, -2, -3, -1]


def test_encyclopedia_settlement_the_deal_ends_and_bank_and_deal_pass_to_the_left():
    t = play(LONG_DECK, LONG_DECISIONS)
    assert kinds(t)[-2:] == ["banker-matched", "bank-passes"]
    assert t.steps[-1]["seat"] == 3 and t.steps[-1]["view"]["banker"] == 3
    assert len(t.decisions) == len(LONG_DECISIONS)


def test_encyclopedia_settlement_with_no_bets_out_the_banker_pays_nothing():
    t = play("3C 8D KS 5H KD", ["limit 5", "pass", "pass", "pass"])
    end = step(t, "banker-matched")
    assert end["transfers"] == [] and "no bet is left on the table" in end["text"] and t.net == [0, 0, 0, 0]


def test_encyclopedia_settlement_pack_used_up_returns_every_bet():
    # Three void layouts set aside take every other five and every other king: the banker's
    # card (KD) can never be matched, and the bet on the 5D can never lose.
    deck = "KC 5C 7S 7H  3C 4D 5S 5H  2S 6D KS KH  2C 6H KD 5D"
    t = play(deck, ["limit 10", "bet-5 10"], chips=[100, 10, 0, 0], options={"void_deal": "continue"})
    assert kinds(t).count("set-aside") == 3
    assert not [s for s in t.steps if s["kind"] == "turn-match" and "5D" in s["cards"]]
    end = step(t, "stock-out")
    assert moves(end) == [("Blaise's bet on 5D", "Blaise", 10)] and t.outcome == "stock-out"
    assert t.net == [0, 0, 0, 0]


def test_encyclopedia_settlement_nobody_is_asked_to_bet_once_the_pack_is_used_up():
    # as above, but Blaise keeps chips and room under the limit: the last card turned leaves
    # nothing to deal, so no new bet can be decided by a card and none is offered
    deck = "KC 5C 7S 7H  3C 4D 5S 5H  2S 6D KS KH  2C 6H KD 5D"
    g = game(deck, options={"void_deal": "continue"}, chips=[100, 20, 0, 0])
    g.act("limit 20")
    g.act("bet-5 10")
    while g.pending() is not None:
        assert g.table.stock, f"asked {g.pending().prompt!r} with the pack used up"
        g.act("pass")
    t = g.transcript()
    assert kinds(t)[-2:] == ["stock-out", "bank-passes"]
    assert moves(step(t, "stock-out")) == [("Blaise's bet on 5D", "Blaise", 10)] and t.net == [0, 0, 0, 0]


# ----- Between turns: new bets on any live card, never removed or moved


def test_encyclopedia_between_turns_new_bets_on_any_live_players_card():
    g = game(LONG_DECK)
    for action in LONG_DECISIONS[:6]:
        g.act(action)
    decision = g.pending()
    assert decision.seat == 3 and {c.kind for c in decision.choices} == {"pass", "bet-5", "bet-9"}
    assert decision.choice("bet-5").high == 6  # Denis already has 4 of his 10 on the 5H


def test_encyclopedia_between_turns_a_bet_is_never_removed_or_moved():
    t = play(LONG_DECK, LONG_DECISIONS)
    settled = kinds(t).index("turn-match")
    history = [pot(s["view"]).get("Denis's bet on 5H", 0) for s in t.steps[:settled]]
    assert history == sorted(history) and history[-1] == 4
    g = game(LONG_DECK)
    g.act("limit 10")
    g.act("bet-5 4")
    for kind in ("remove 4", "move 4", "take 4", "bet-5 0"):
        with pytest.raises(IllegalAction):
            g.act(kind)


def test_encyclopedia_between_turns_a_round_with_no_live_card_asks_nobody():
    t = play("3C 8D KS 5H 5D 9C KD", ["limit 5", "pass", "pass", "pass", "pass", "pass", "pass"])
    after_match = t.steps[kinds(t).index("turn-match") + 1]
    assert after_match["kind"] == "turn-new"
    notes = [s["note"] for s in after_match["view"]["seats"][1:]]
    assert all(n and n.startswith("No player's card is live") for n in notes)


# ----- Bad input


def test_encyclopedia_bad_options_name_the_problem():
    with pytest.raises(InvalidSpec, match="void_deal must be one of reshuffle, continue"):
        Game({"variant": "encyclopedia", "options": {"void_deal": "later"}})
    with pytest.raises(InvalidSpec, match="seats must be a whole number from 2 to 10"):
        Game({"variant": "encyclopedia", "seats": 11})
