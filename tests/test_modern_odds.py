"""Exact odds of the 19th-century game: the fresh pack (s4: the banker's edge is the doublet) and
a pack part turned (s5: Herminie's shoe), checked against independent enumerations."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from lansquenet.cli import main
from lansquenet.errors import InvalidSpec
from lansquenet.odds import first_pair_odds
from lansquenet.rules.modern.odds import after_banker_card, after_two_cards, fresh_counts, round_odds, without
from lansquenet.variants import find_variant


@pytest.mark.parametrize("packs", range(1, 7))
def test_modern_s4_fresh_pack_edge_is_the_doublet_chance(packs):
    fresh = round_odds(fresh_counts(packs), packs)
    assert fresh.doublet == fresh.edge == Fraction(4 * packs - 1, 52 * packs - 1)
    assert round_odds(fresh_counts(packs), packs, "half").edge == fresh.edge / 2
    core = first_pair_odds(packs)  # the engine's walk of card pairs, written independently
    assert (core["pair"], core["bank_wins"], core["edge"]) == (fresh.doublet, fresh.bank_wins, fresh.edge)


def test_modern_s4_two_pack_doublet_is_7_in_103_and_odds_shows_it(capsys):
    assert round_odds(fresh_counts(2), 2).doublet == Fraction(7, 103)
    assert main(["odds", "modern"]) == 0
    out = capsys.readouterr().out
    assert "Chance of a doublet, 2 packs: 6.80% (exactly 7/103)" in out
    assert "Herminie: both cards out, punters' rank unseen: bank wins: 12.50% (exactly 1/8)" in out


def test_modern_s5_herminie_one_card_of_her_rank_against_seven():
    stock = without(2, Q=7)  # six turned before, hers on the table
    one = after_banker_card(stock, "Q", 2)
    assert (one.doublet, one.bank_wins, one.edge) == (Fraction(1, 97), Fraction(13, 97), Fraction(-71, 97))
    stock["7"] -= 1
    two = after_two_cards(stock, "Q", "7", 2)
    assert (two.bank_wins, two.edge) == (Fraction(1, 8), Fraction(-3, 4))
    assert two.edge < Fraction(-1, 2)  # her offer to pay half the bets was better for her than playing on


def _brute_round(stock: list[str], pair_gain: Fraction) -> tuple[Fraction, Fraction]:
    """Every distinct order of a small stock where neither rank can run out: (bank wins, edge)."""
    orders = set(itertools.permutations(stock))
    wins = edge = Fraction(0)
    for order in orders:
        banker, punters, *rest = order
        if banker == punters:
            wins += 1
            edge += pair_gain
            continue
        first = next(r for r in rest if r in (banker, punters))
        wins += first == banker
        edge += 1 if first == banker else -1
    return wins / len(orders), edge / len(orders)


@pytest.mark.parametrize("rule, gain", [("all", Fraction(1)), ("half", Fraction(1, 2))])
def test_modern_s5_part_turned_stock_matches_a_walk_of_every_order(rule, gain):
    stock = ["A", "A", "A", "2", "2", "3", "3"]  # one pack: the rest has been turned
    counts = {"A": 3, "2": 2, "3": 2}
    counts.update({r: 0 for r in fresh_counts(1) if r not in counts})
    wins, edge = _brute_round(stock, gain)
    odds = round_odds(counts, 1, rule)
    assert (odds.bank_wins, odds.edge) == (wins, edge)


def test_modern_s5_stock_running_out_uses_the_reshuffled_turned_cards():
    empty = {r: 0 for r in fresh_counts(1)}
    # one ace and two twos left: an ace banker's card can only lose; a two wins or doublets
    counts = dict(empty, A=1, **{"2": 2})
    odds = round_odds(counts, 1)
    assert (odds.doublet, odds.bank_wins, odds.edge) == (Fraction(1, 3), Fraction(2, 3), Fraction(1, 3))
    # one card left: the punters' card comes from the reshuffled 51 others, as from a fresh pack
    assert round_odds(dict(empty, K=1), 1).edge == Fraction(3, 51)
    # an empty stock is a fresh pack
    assert round_odds(empty, 1).edge == Fraction(1, 17)
    # both ranks gone from the stock: the turned cards decide
    assert after_two_cards(dict(empty, K=4), "Q", "7", 1).bank_wins == Fraction(1, 2)


def test_modern_odds_bad_counts_are_one_sentence_errors():
    with pytest.raises(InvalidSpec, match="2 pack\\(s\\) hold 8 cards of rank Q, not 9"):
        round_odds(dict(fresh_counts(2), Q=9), 2)
    with pytest.raises(InvalidSpec, match="not a rank"):
        round_odds({"Z": 1}, 1)
    with pytest.raises(InvalidSpec, match="already over"):
        after_two_cards(fresh_counts(1), "Q", "Q", 1)
    with pytest.raises(InvalidSpec, match="pair_rule"):
        round_odds(fresh_counts(1), 1, "some")


def test_modern_odds_rows_follow_the_options():
    rows = {r.label: r for r in find_variant("modern")({"packs": 1, "pair_rule": "half"}).odds()}
    assert rows["Chance of a doublet with these options (1 pack)"].value == Fraction(1, 17)
    assert rows["Bank's gain per chip bet, pair_rule=half"].value == Fraction(1, 34)
    assert rows["Herminie: both cards out, bank's gain per chip"].value == Fraction(-3, 4)
