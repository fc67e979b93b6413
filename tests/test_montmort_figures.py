"""Montmort's figures: the exact walk checked against things derived without it.

- every order of a small pack, played card by card by a referee written here from the
  Encyclopédie's clauses, gives the walk's figures exactly;
- with the court game's stakes on multiple cards, the walk gives the court game's gain per hand
  that the court game's own exact walk (lansquenet.rules.classic.odds) computes;
- closed forms for the race, and the money of account;
- the printed figures: which agree within a denier, and the arithmetic the verdicts rest on.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from montmort_referee import orders, referee

from lansquenet.montmort.money import DENIERS_PER_PISTOLE, Lsd, deniers, lsd
from lansquenet.montmort.printed import PRINTED
from lansquenet.montmort.table import court_differences, rows
from lansquenet.montmort.walk import Rules, hand, keep_chance
from lansquenet.variants import find_variant

SMALL = Rules(ranks=3)  # twelve cards: every order of their ranks can be played out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("stakes", ["even", "odds"])
def test_the_walk_equals_every_order_of_a_small_pack_played_out(players, stakes):
    rules = Rules(multiple_stakes=stakes, ranks=3)
    total = [Fraction(0)] * (players - 1)
    kept = 0
    count = 0
    for order in orders([4, 4, 4]):
        gains, keeps = referee(order, players, rules)
        total = [t + g for t, g in zip(total, gains, strict=True)]
        kept += keeps
        count += 1
    assert count == 34650  # 12! / (4!)^3
    walked = hand(players, rules)
    assert walked.seats == tuple(t / count for t in total)
    assert walked.keep == Fraction(kept, count)


@pytest.mark.parametrize("cutters", [4, 5, 6, 7, 8])
def test_at_the_court_games_odds_the_walk_is_the_court_games_gain_per_hand(cutters):
    """The court game's §5-§6 stakes on multiple cards, its banker keeping the lifted stake and
    its quadruple paying the triple: the classic variant's own exact walk agrees to the fraction."""
    options = {
        "rejouissance": False,
        "carabins": "none",
        "removed_stake": "banker",
        "deal_quadruple": "recovered",
    }
    label = f"{cutters} cutters: bank's gain per hand, without the rejouissance"
    court = next(r.value for r in find_variant("classic")(options).odds() if r.label == label)
    assert hand(cutters, Rules(multiple_stakes="odds")).dealer == court


def test_the_race_in_closed_form():
    assert keep_chance(3, (3,)) == Fraction(1, 2)
    assert keep_chance(2, (3,)) == Fraction(3, 5)
    assert keep_chance(3, (3, 3, 3)) == Fraction(1, 4), "four ranks alike: his is last one time in four"
    assert keep_chance(0, (3, 2)) == 1 and keep_chance(3, ()) == 1


def test_the_dealer_gains_what_the_seats_lose_and_the_tenure_sums_the_series():
    table = hand(4)
    assert table.dealer == -sum(table.seats)
    series = sum(table.dealer * table.keep**k for k in range(200))
    assert abs(table.tenure(table.dealer) - series) < Fraction(1, 10**12)


def test_three_coupeurs_are_worth_three_seventeenths_of_a_stake_a_hand():
    """Three at the table, the dealer among them: the gain per hand, a figure small enough to check
    by hand, and the tenure built on it."""
    table = hand(3)
    assert table.dealer == Fraction(3, 17)
    assert table.tenure(table.dealer) == Fraction(1125, 4024)


@pytest.mark.parametrize(
    ("stakes", "shown"),
    [
        (Fraction(1), Lsd(10, 0, 0)),
        (Fraction(1125, 4024), Lsd(2, 15, 10, Fraction(490, 503))),
        (Fraction(1, 2400), Lsd(0, 0, 1)),
        (Fraction(1, 4800), Lsd(0, 0, 0, Fraction(1, 2))),
        (Fraction(0), Lsd(0, 0, 0)),
    ],
)
def test_a_pistole_is_ten_livres_of_twenty_sols_of_twelve_deniers(stakes, shown):
    assert lsd(stakes) == shown
    assert shown.in_deniers() == deniers(stakes) == stakes * DENIERS_PER_PISTOLE


def test_a_negative_sum_is_refused():
    with pytest.raises(ValueError, match="not negative"):
        lsd(Fraction(-1, 3))


def test_the_printed_figures_read_as_the_page_writes_them():
    for figure in PRINTED:
        words = figure.text.replace("liv.", "l.").replace("den.", "d.").split()
        numbers = [int(w) for w in words if w.isdigit()]
        units = [w for w in words if w in ("l.", "s.", "d.")]
        value = dict(zip(units, numbers, strict=True))
        assert Lsd(value.get("l.", 0), value.get("s.", 0), value.get("d.", 0)) == figure.value


def test_three_four_and_five_coupeurs_and_seat_b_agree_within_a_denier():
    verdicts = {(r.printed.coupeurs, r.printed.seat): r.agrees for r in rows()}
    assert verdicts == {
        (3, None): True,
        (4, None): True,
        (5, None): True,
        (6, None): False,
        (7, None): False,
        (4, "A"): False,
        (4, "B"): True,
        (4, "C"): False,
    }


def test_counted_besides_the_dealer_every_figure_would_fall_one_row_short():
    """The other reading of 'coupeurs': three players besides the dealer give the figure printed
    for four, so the count includes the one who holds the deal."""
    for figure in PRINTED:
        if figure.seat is None and figure.coupeurs < 5:  # the next row must be one that agrees
            besides = hand(figure.coupeurs + 1)
            nxt = next(f for f in PRINTED if f.seat is None and f.coupeurs == figure.coupeurs + 1)
            assert abs(deniers(besides.tenure(besides.dealer)) - nxt.value.in_deniers()) < 1


def test_six_and_seven_are_our_gain_per_hand_times_one_factor():
    """Both slipped figures divide by our exact gain per hand to the same multiplier, within what
    the print's whole deniers allow, and that multiplier is neither table's 1/(1 - chance to keep)."""
    ranges = []
    for coupeurs in (6, 7):
        figure = next(f for f in PRINTED if f.seat is None and f.coupeurs == coupeurs)
        per_hand = deniers(hand(coupeurs).dealer)
        low, high = figure.value.in_deniers() / per_hand, (figure.value.in_deniers() + 1) / per_hand
        ranges.append((low, high))
        assert not low <= 1 / (1 - hand(coupeurs).keep) < high
    assert max(r[0] for r in ranges) < min(r[1] for r in ranges)


def test_the_seats_total_still_makes_the_dealers_figure():
    seats = [f for f in PRINTED if f.seat is not None]
    dealer = next(f for f in PRINTED if f.seat is None and f.coupeurs == 4)
    printed = sum(f.value.in_deniers() for f in seats)
    assert dealer.value.in_deniers() - len(seats) < printed <= dealer.value.in_deniers()
    table = hand(4)
    assert sum(deniers(table.tenure(-s)) for s in table.seats) == deniers(table.tenure(table.dealer))


def test_watering_moves_value_between_the_first_and_last_seats_only():
    plain, watered = hand(4), hand(4, Rules(watering=True))
    assert watered.dealer == plain.dealer and watered.seats[1] == plain.seats[1]
    assert watered.seats[0] < plain.seats[0] and watered.seats[2] > plain.seats[2]


def test_each_court_game_rule_lowers_the_dealers_figure():
    for players in range(3, 8):
        montmort, odds, per_hand, court = court_differences(players)
        assert montmort > odds > court and montmort > per_hand > court


def test_the_walk_refuses_a_table_it_cannot_deal():
    with pytest.raises(ValueError, match="2 to 52 players"):
        hand(1)


def shown(value: Fraction) -> str:
    return f"{round(value):,}"


def test_the_rulings_state_the_figures_the_walk_gives():
    """Each number a ruling quotes for an alternative reading is the walk's, rounded."""
    from lansquenet.montmort.rulings import RULINGS

    text = " ".join(f"{r.we_deal} {r.alternative}" for r in RULINGS)
    four = hand(4)
    montmort = deniers(four.tenure(four.dealer))
    odds = hand(4, Rules(multiple_stakes="odds"))
    assert f"by {shown(montmort - deniers(odds.tenure(odds.dealer)))} deniers at four" in text
    assert f"{shown(deniers(four.dealer))} deniers at four coupeurs instead of {shown(montmort)}" in text
    besides = hand(4)  # three besides the dealer
    assert f"worth {lsd(besides.tenure(besides.dealer)).words()}" in text
    printed = {f.coupeurs: f.value.in_deniers() for f in PRINTED if f.seat is None}
    thrice = [hand(n, Rules(triple=3)) for n in (4, 5)]
    above = [shown(deniers(t.tenure(t.dealer)) - printed[n]) for t, n in zip(thrice, (4, 5), strict=True)]
    assert f"{above[0]} and {above[1]} deniers above the print" in text
    watered = hand(4, Rules(watering=True))
    moved = deniers(watered.tenure(-watered.seats[0]) - four.tenure(-four.seats[0]))
    assert f"moves {shown(moved)} deniers from C to A" in text


@pytest.mark.parametrize("cutters", [4, 5, 6, 7, 8])
def test_the_court_games_own_walk_under_montmorts_options_is_montmorts_hand(cutters):
    """The engine's ruleset (the court game with lansquenet.montmort.options) has an exact walk of its
    own; it gives the same gain per hand and the same chance of keeping the deal as ours."""
    from lansquenet.montmort.options import OPTIONS, VARIANT

    rows = {r.label: r.value for r in find_variant(VARIANT)({**OPTIONS, "seats": cutters}).odds()}
    table = hand(cutters)
    assert rows[f"{cutters} cutters: bank's gain per hand, without the rejouissance"] == table.dealer
    assert rows["Chance the banker keeps the deal, without the rejouissance"] == table.keep


def test_a_quadruple_that_kept_the_deal_would_move_the_figures_as_the_ruling_says():
    """The quadruple's alternative: the chance of a coupeur's quadruple (the court game's own walk)
    added to the chance of keeping the deal."""
    from lansquenet.montmort.options import OPTIONS
    from lansquenet.montmort.rulings import RULINGS

    moved = {}
    for players in (5, 6, 7):
        rows = {r.label: r.value for r in find_variant("classic")({**OPTIONS, "seats": players}).odds()}
        quadruple = rows["Chance of a cutter's quadruple card in the deal"]
        table = hand(players)
        moved[players] = deniers(table.dealer / (1 - table.keep - quadruple) - table.tenure(table.dealer))
    assert moved[5] < 1 and moved[6] < 1
    ruling = next(r for r in RULINGS if "quadruple card" in r.question)
    assert f"seven's by {shown(moved[7])} deniers" in ruling.alternative


def test_c_is_printed_for_one_hand_and_a_is_what_the_dealers_print_leaves():
    """The reading of the seat figures: C's print is our single-hand value, and A's print is the
    dealer's printed figure less B (over the stay) and C (one hand), the part of a denier dropped."""
    table = hand(4)
    b_stay = deniers(table.tenure(-table.seats[1]))
    c_hand = deniers(-table.seats[2])
    printed = {f.seat: f.value.in_deniers() for f in PRINTED if f.coupeurs == 4}
    assert abs(c_hand - printed["C"]) < 1
    rest = printed[None] - b_stay - c_hand
    assert 0 <= rest - printed["A"] < 1
    notes = {r.printed.seat: r.note for r in rows() if r.printed.coupeurs == 4}
    assert "single hand" in notes["C"] and "what remains of the dealer's printed" in notes["A"]
