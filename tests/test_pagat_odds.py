"""Exact odds of the pagat variant (source section "It is pure luck, and the bank has the edge").

The source's figures: the bank wins 27 deals in 51 and gains 3 chips in 51 staked, checked
over all 2,652 ordered pairs of first cards. Here the pairs are walked twice: by the
rank-count formula in lansquenet.odds, and through the table's own rules (one stacked deal
per pair of first cards, and for the others one deal per rank that can match first).
"""

from fractions import Fraction
from itertools import permutations

import pytest

from lansquenet.cards import full_pack
from lansquenet.game import Game
from lansquenet.odds import first_match, first_pair_odds
from lansquenet.variants import find_variant


def test_luck_one_pack_bank_wins_27_in_51_and_gains_3_in_51():
    f = first_pair_odds(1)
    assert f["pairs"] == 2652
    assert f["pair"] == Fraction(3, 51)
    assert f["bank_wins"] == Fraction(27, 51)
    assert f["edge"] == Fraction(3, 51)


def test_luck_half_rule_halves_the_edge():
    assert first_pair_odds(1, "half")["edge"] == Fraction(3, 102)


@pytest.mark.parametrize("packs", range(1, 7))
def test_luck_edge_is_the_chance_of_a_pair_for_n_packs(packs):
    assert first_pair_odds(packs)["edge"] == Fraction(4 * packs - 1, 52 * packs - 1)


def test_luck_first_match_is_a_fair_race_between_equal_counts():
    assert first_match(3, 3) == Fraction(1, 2)
    assert first_match(1, 3) == Fraction(1, 4)


def test_luck_all_2652_first_pairs_through_the_table_rules():
    """Deal every ordered pair of first cards through the engine, 10 chips staked."""
    pack = [str(c) for c in full_pack(1)]
    gain = wins = Fraction(0)
    for banker, players in permutations(pack, 2):
        rest = [c for c in pack if c not in (banker, players)]
        if banker[:-1] == players[:-1]:
            races = [(Fraction(1), [])]
        else:
            left_b = [c for c in rest if c[:-1] == banker[:-1]]
            left_p = [c for c in rest if c[:-1] == players[:-1]]
            p = first_match(len(left_b), len(left_p))
            races = [(p, [left_b[0]]), (1 - p, [left_p[0]])]
        for weight, first in races:
            t = (
                Game(
                    {
                        "variant": "pagat",
                        "seats": 3,
                        "deck": [banker, players, *first],
                        "decisions": ["bank 10", "stake 10"],
                    }
                )
                .run()
                .transcript()
            )
            gain += Fraction(1, 2652) * weight * Fraction(t.net[0], 10)
            wins += Fraction(1, 2652) * weight * (t.net[0] > 0)
    assert wins == Fraction(27, 51)
    assert gain == Fraction(3, 51)


def test_luck_odds_rows_show_the_source_fractions():
    rows = {r.label: r for r in find_variant("pagat")().odds()}
    assert rows["Chance the bank wins the deal"].text() == "52.94% (exactly 27/51 = 9/17)"
    assert rows["Bank's expected gain per chip staked"].text() == "5.88% (exactly 3/51 = 1/17)"
    assert rows["Bank's gain per chip, 2 packs, pair_rule=all"].text() == "6.80% (exactly 7/103)"
    assert rows["Bank's gain per chip, 1 pack, pair_rule=half"].exact() == "3/102 = 1/34"
    assert rows["Ordered pairs of first cards walked"].text() == "2,652"
