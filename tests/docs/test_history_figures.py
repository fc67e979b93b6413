"""The figures the history and comparison pages state in prose agree with the engine and with
arithmetic, so a reader can redo every sum: Montmort's lansquenet beside ours, Steinmetz's
doubling sixpence, and the bank's edge in the two-card games.

The tables of figures on those pages are rendered from the engine when the site is built; these
tests hold the sentences around them to the same numbers.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from scholarship import DOCS

from lansquenet.montmort.money import deniers, lsd
from lansquenet.montmort.printed import PRINTED
from lansquenet.montmort.table import MONTMORT as MONTMORT_RULES
from lansquenet.montmort.table import court_differences
from lansquenet.montmort.walk import Rules, hand
from lansquenet.variants import find_variant

HISTORY = (DOCS / "history.md").read_text(encoding="utf-8")
COMPARISON = (DOCS / "comparison.md").read_text(encoding="utf-8")
MONTMORT = " ".join(
    HISTORY[HISTORY.index("## Montmort's analysis") : HISTORY.index("## The decline")].split()
)


def shown(value: Fraction, places: int = 0) -> str:
    return f"{float(value):,.{places}f}"


def dealer(players: int, rules: Rules = MONTMORT_RULES) -> tuple[Fraction, Fraction]:
    """The dealer's value in deniers: (over the whole tenure of the deal, per hand)."""
    table = hand(players, rules)
    return deniers(table.tenure(table.dealer)), deniers(table.dealer)


def printed(coupeurs: int, seat: str | None = None) -> Fraction:
    return next(f for f in PRINTED if (f.coupeurs, f.seat) == (coupeurs, seat)).value.in_deniers()


def test_montmort_the_section_quotes_the_first_figure_whole_and_says_what_it_measures():
    assert "«2 liv. 15 s. & environ 10 den.»" in MONTMORT
    assert "within a denier of Montmort's 2 livres 15 sols" not in MONTMORT
    assert "infinite series" in MONTMORT and "not the gain of a single hand" in MONTMORT
    for marker in ("<!-- montmort-figures -->", "<!-- montmort-court -->", "<!-- montmort-rulings -->"):
        assert marker in MONTMORT


def test_montmort_the_chance_of_keeping_the_deal_as_the_section_gives_it():
    keeps = [f"{float(hand(n).keep) * 100:.0f} %" for n in range(3, 8)]
    assert (
        f"falls from {keeps[0]} at three coupeurs to {', '.join(keeps[1:4])} and {keeps[4]} at seven"
        in MONTMORT
    )


def test_montmort_the_counting_and_the_triple_stakes_as_the_section_states_them():
    besides_three = hand(4)
    assert (
        f"are worth {lsd(besides_three.tenure(besides_three.dealer)).words()}, the figure printed for four"
        in MONTMORT
    )
    above = [shown(dealer(n, Rules(triple=3))[0] - printed(n)) for n in (4, 5)]
    assert f"come out {above[0]} and {above[1]} deniers above the print" in MONTMORT


def test_montmort_six_and_seven_the_multipliers_and_the_growth_the_section_gives():
    offs = [shown(dealer(n)[0] - printed(n)) for n in (6, 7)]
    assert f"Our figures are {offs[0]} and {offs[1]} deniers above the print" in MONTMORT
    shared = printed(6) / dealer(6)[1]
    assert f"the same multiplier, {float(shared):.4f}" in MONTMORT
    needed = [shown(1 / (1 - hand(n).keep), 4) for n in (6, 7)]
    assert f"needs {needed[0]} for six and {needed[1]} for seven" in MONTMORT
    theirs = [printed(n + 1) - printed(n) for n in range(3, 7)]
    ours = [dealer(n + 1)[0] - dealer(n)[0] for n in range(3, 7)]
    assert f"({', '.join(shown(d) for d in theirs[:3])} and {shown(theirs[3])}" in MONTMORT
    assert f"({', '.join(shown(d) for d in ours[:3])} and {shown(ours[3])})" in MONTMORT


def test_montmort_the_seats_a_and_c_as_the_section_gives_them():
    table, watered = hand(4), hand(4, Rules(watering=True))
    stay = [deniers(table.tenure(-s)) for s in table.seats]
    one_hand = [deniers(-s) for s in table.seats]
    total = sum(printed(4, seat) for seat in "ABC")
    assert f"add up to {shown(total)} deniers" in MONTMORT
    assert f"single hand, {shown(one_hand[2], 2)} deniers" in MONTMORT
    assert f"over the stay we find {shown(stay[2], 2)}" in MONTMORT
    rest = printed(4) - stay[1] - one_hand[2]
    assert (
        f"once B's {shown(stay[1], 2)} and C's {shown(one_hand[2], 2)} are taken off: {shown(rest, 2)}"
        in MONTMORT
    )
    moved = deniers(watered.tenure(-watered.seats[0])) - stay[0]
    trade = [shown(printed(4, "A") - stay[0]), shown(stay[2] - printed(4, "C"))]
    assert f"moves only {shown(moved)} of the {trade[0]} and {trade[1]} deniers" in MONTMORT


def test_montmort_what_each_court_game_rule_is_worth_as_the_section_gives_it():
    montmort, odds, per_hand, court = court_differences(4)
    assert f"worth {shown(montmort)} deniers over his stay" in MONTMORT
    assert (
        f"take {shown(montmort - odds)} of them away, counting a single hand takes {shown(montmort - per_hand)}"
        in MONTMORT
    )
    assert f"leave the {shown(court)} deniers" in MONTMORT


def test_steinmetz_seventeen_doublings_of_sixpence():
    pence = 6 * 2**17
    assert f"{pence:,} pence" in HISTORY
    pounds, shillings = divmod(pence // 12, 20)
    assert pence % 12 == 0
    assert f"£{pounds:,} {shillings}s" in HISTORY and '"£3,236 16s"' in HISTORY


@pytest.mark.parametrize(("packs", "shown"), [(1, "5.88 %"), (2, "6.80 %"), (6, "7.40 %")])
def test_the_banks_edge_for_n_packs_is_the_chance_of_a_pair(packs, shown):
    edge = Fraction(4 * packs - 1, 52 * packs - 1)
    assert f"{float(edge) * 100:.2f} %" == shown and shown in COMPARISON
    rows = find_variant("modern")({"packs": packs, "pair_rule": "all"}).odds()
    engine = next(r.value for r in rows if r.label == "Bank's gain per chip bet, pair_rule=all")
    assert engine == edge


def test_the_banks_edge_limits_and_the_short_pack():
    assert f"{float(Fraction(1, 13)) * 100:.2f} %" == "7.69 %" and "1/13 (7.69 %)" in COMPARISON
    assert f"{float(Fraction(3, 31)) * 100:.2f} %" == "9.68 %" and "A 32-card pack gives 9.68 %" in COMPARISON
    one_pack = find_variant("pagat")({"packs": 1, "pair_rule": "half"}).odds()
    halved = next(r.value for r in one_pack if r.label == "Bank's expected gain per chip staked")
    assert halved == Fraction(3, 51) / 2
    assert re.search(
        r"`pair_rule = \"half\"` \(the \*jumelle\*\) each figure is halved", " ".join(COMPARISON.split())
    )
