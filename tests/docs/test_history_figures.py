"""The figures the history and comparison pages state in prose agree with the engine and with
arithmetic, so a reader can redo every sum: Montmort's lansquenet beside the engine's, Steinmetz's
doubling sixpence, and the bank's edge in the two-card games.

The tables of figures on those pages are rendered from the engine when the site is built; these
tests hold the sentences around them to the same numbers.
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from scholarship import DOCS

from lansquenet.variants import find_variant

HISTORY = (DOCS / "history.md").read_text(encoding="utf-8")
COMPARISON = (DOCS / "comparison.md").read_text(encoding="utf-8")
MONTMORT = " ".join(
    HISTORY[HISTORY.index("## Montmort's analysis") : HISTORY.index("## The decline")].split()
)
DENIERS_PER_PISTOLE = (
    10 * 20 * 12
)  # ten livres of twenty sols of twelve deniers: the reckoning the page states


def court_gain(cutters: int, removed_stake: str = "banker") -> Fraction:
    """The bank's exact gain per hand, in stakes of the game, at a table of ``cutters`` with the banker."""
    options = {"rejouissance": False, "carabins": "none", "removed_stake": removed_stake}
    rows = find_variant("classic")(options).odds()
    label = f"{cutters} cutters: bank's gain per hand, without the rejouissance"
    value = next(row.value for row in rows if row.label == label)
    assert isinstance(value, Fraction)
    return value


def livres(fraction_of_a_pistole: Fraction) -> tuple[int, int, int]:
    deniers = round(fraction_of_a_pistole * DENIERS_PER_PISTOLE)
    return deniers // 240, deniers % 240 // 12, deniers % 12


def test_montmort_three_cutters_the_engine_figure_the_page_gives():
    gain = court_gain(4)
    assert f"the engine gives {gain.numerator}/{gain.denominator} of a stake" in MONTMORT
    pounds, sols, deniers = livres(gain)
    assert f"that is {pounds} livres {sols} sols {deniers} deniers" in MONTMORT
    assert "Montmort's 2 livres 15 sols" in MONTMORT
    assert abs(gain * DENIERS_PER_PISTOLE - (2 * 240 + 15 * 12)) < 1, "within a denier, as the page says"


@pytest.mark.parametrize(("reading", "words"), [("taker", "would be {}"), ("owner", "would lose {}")])
def test_montmort_the_other_readings_of_the_lifted_stake(reading, words):
    gain = court_gain(4, reading)
    shown = f"{abs(gain.numerator)}/{gain.denominator}"
    assert words.format(shown) in MONTMORT
    assert (gain < 0) == (reading == "owner")


def test_montmort_the_engines_gain_grows_with_the_cutters_as_the_page_says():
    gains = [court_gain(n) for n in range(4, 9)]
    assert gains == sorted(gains) and len(set(gains)) == len(gains)
    assert "The engine's figures grow with the number of cutters" in MONTMORT


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
