"""Exact odds of the encyclopedia variant, checked against a brute-force walk and the engine.

The formulas in lansquenet/rules/encyclopedia/odds.py are checked three ways: against known
closed forms for the full pack (3/43 void layouts, 1/2 for every bet, 4/7 for an unseen rank
to show); against every ordering of a small pack, dealt by an independent reading of the
source's rules; and against the engine itself, which must only ever offer even races.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet.game import Game
from lansquenet.odds import first_match
from lansquenet.rules.encyclopedia.computer import unseen
from lansquenet.rules.encyclopedia.odds import bet_chances, deal_shape, layout_walk
from lansquenet.variants import find_variant


def orders(counts: dict[str, int]):
    """Every distinct order of a multiset of ranks (each equally likely from a shuffled pack)."""
    total = sum(counts.values())
    seq: list[str] = []

    def walk():
        if len(seq) == total:
            yield tuple(seq)
            return
        for rank in counts:
            if counts[rank]:
                counts[rank] -= 1
                seq.append(rank)
                yield from walk()
                seq.pop()
                counts[rank] += 1

    yield from walk()


def deal_ranks(order):
    """The source's rules on a rank order: None for a void layout, else (layout cards, players' cards, paid)."""
    cards = iter(order)
    first = next(cards)
    second = next(cards)
    used = 2
    while second == first:
        second, used = next(cards), used + 1
    hands = {first, second}
    banker = next(cards)
    used += 1
    while banker in hands:
        banker, used = next(cards), used + 1
    player = next(cards)
    used += 1
    while player in hands:
        player, used = next(cards), used + 1
    if player == banker:
        return None, used
    live, dead, shown = [player], set(), 1
    for card in cards:
        if card == banker:
            return (shown, len(live)), used
        if card in hands or card in dead:
            continue
        if card in live:
            live.remove(card)
            dead.add(card)
        else:
            live.append(card)
            shown += 1
    raise AssertionError("the banker's rank always comes")


def brute(per_rank: int, ranks: int):
    counts = {chr(ord("a") + i): per_rank for i in range(ranks)}
    n = void = 0
    layout_cards = shown = paid = played = 0
    for order in orders(counts):
        result, used = deal_ranks(order)
        n += 1
        layout_cards += used
        if result is None:
            void += 1
        else:
            played += 1
            shown += result[0]
            paid += result[1]
    return {
        "void": Fraction(void, n),
        "cards": Fraction(layout_cards, n),
        "shown": Fraction(shown, played),
        "paid": Fraction(paid, played),
    }


def test_encyclopedia_odds_small_pack_every_order_matches_the_walk():
    # Five ranks of two cards: 113,400 orders, every one dealt.
    found = brute(2, 5)
    walk, shape = layout_walk(2, 5), deal_shape(2, 5)
    assert found["void"] == walk["void"]
    assert found["cards"] == walk["cards"]
    assert found["shown"] == shape["cards"]
    assert found["paid"] == shape["paid"]
    assert found["shown"] == 2 * found["paid"]  # the bank's gain on one chip per card is nil


def test_encyclopedia_odds_full_pack_void_layout_is_3_in_43():
    walk = layout_walk()
    assert walk["void"] == Fraction(3, 43)
    assert deal_shape()["layouts"] == Fraction(43, 40)


def test_encyclopedia_odds_every_bet_is_an_even_race():
    c = bet_chances(3, 3)
    assert (c["win"], c["lose"], c["back"], c["value"]) == (Fraction(1, 2), Fraction(1, 2), 0, 0)
    assert c["win"] == first_match(3, 3)
    shape = deal_shape()
    assert (
        shape["appears"] == Fraction(4, 7)
        and shape["cards"] == Fraction(43, 7)
        and shape["paid"] == Fraction(43, 14)
    )


def test_encyclopedia_odds_uneven_counts_after_set_aside_layouts():
    assert bet_chances(1, 3)["win"] == Fraction(3, 4) and bet_chances(1, 3)["value"] == Fraction(1, 2)
    assert bet_chances(3, 1)["value"] == Fraction(-1, 2)
    assert bet_chances(2, 0) == {"win": 0, "lose": 1, "back": 0, "value": -1}
    assert bet_chances(0, 0) == {"win": 0, "lose": 0, "back": 1, "value": 0}


def test_encyclopedia_odds_rows_state_the_bank_has_no_edge():
    variant = find_variant("encyclopedia")()
    rows = {r.label: r for r in variant.odds()}
    assert rows["The bank's edge, per chip bet"].value == 0
    assert rows["Chance a bet on a player's card wins"].value == Fraction(1, 2)
    assert (
        rows["Chance a layout is void (the player's card matches the banker's card)"].text()
        == "6.98% (exactly 3/43)"
    )
    assert all(
        isinstance(r.value, Fraction) and 0 <= r.value <= 1 for label, r in rows.items() if "Chance" in label
    )


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), seats=st.integers(2, 6))
def test_encyclopedia_odds_the_engine_only_offers_even_races(seed, seats):
    """Whenever a bet is on offer, its rank and the banker's each have three cards unseen."""
    game = Game({"variant": "encyclopedia", "seed": seed, "seats": seats})
    while game.pending() is not None:
        decision = game.pending()
        if decision.kind.startswith("bet"):
            left = unseen(game.table)
            banker_rank = game.table.zones["banker-card"].cards[0].rank
            assert left[banker_rank] == 3
            for choice in decision.choices:
                if choice.kind.startswith("bet-"):
                    assert left[choice.kind[4:].upper()] == 3
        game.act(game.variant.computer(decision, game.table, game.player_rng))
