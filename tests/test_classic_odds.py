"""The court game's exact odds: hand-checkable values, the engine as a Monte Carlo cross-check,
and the command line."""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
from fractions import Fraction

import pytest

from lansquenet.game import Game
from lansquenet.rules.classic.odds import Walk, figures, reprises_of
from lansquenet.variants import find_variant


def test_classic_odds_s5_quadruple_card_in_the_deal_exactly():
    # four cutters' cards all of one rank: 3/51 * 2/50 * 1/49 after the first
    assert (
        figures(4, False)["quadruple"]
        == Fraction(3, 51) * Fraction(2, 50) * Fraction(1, 49)
        == Fraction(1, 20825)
    )
    assert figures(3, False)["quadruple"] == 0


def test_classic_odds_s5_bankers_quadruple_exactly_with_three_up_cards():
    # a triple in the deal (3/51 * 2/50), then the banker's card its fourth (1/49)
    assert figures(3, False)["bankers_quadruple"] == Fraction(1, 20825)


def test_classic_odds_s4_the_stock_race_by_hand():
    walk = Walk(1, False)
    # one single up-card (3 cards left) against the banker's single (3 left): even, cutthroat half the time
    single = dict(zip(("up", "rej", "cut"), walk.start_stock(1, 0, 0, 3, 0, False), strict=False))
    assert single["up"] == 0 and single["cut"] == Fraction(1, 2)
    # a double (2 left) against a single banker (3 left): +1 with 2/5, -2 with 3/5
    assert walk.stock(0, 1, 0, 3, 0)[0] == Fraction(2, 5) - 2 * Fraction(3, 5)
    # a triple (1 left) against a double banker (2 left): +1 with 1/3, -4 with 2/3
    assert walk.stock(0, 0, 1, 2, 0)[0] == Fraction(1, 3) - 4 * Fraction(2, 3)


def test_classic_odds_s8_rejouissance_alone_after_the_up_cards():
    walk = Walk(1, True)
    # a single rejouissance (3 left) against a single banker (3 left), the up-cards gone: even
    assert walk.stock(0, 0, 0, 3, 3)[1] == 0
    # a double rejouissance (2 left) against a double banker's card (2 left), paid double: 1/2 - 2/2
    assert Walk(1, True, rejouissance_pays="multiple").stock(0, 0, 0, 2, 2)[1] == Fraction(-1, 2)


def test_classic_odds_every_figure_is_an_exact_fraction_and_chances_lie_in_0_1():
    for n in range(3, 12):
        for on in (False, True):
            f = figures(n, on)
            assert all(isinstance(v, Fraction) for v in f.values())
            for key in ("cutthroat", "quadruple", "bankers_quadruple", "keeps"):
                assert 0 <= f[key] <= 1


def test_classic_odds_carabins_change_only_the_cutthroat():
    off, on = figures(5, True), figures(5, True, reprises="always")
    later = figures(5, True, reprises="once-dispossessed")
    assert on["cutthroat"] < later["cutthroat"] < off["cutthroat"]
    for other in (on, later):
        assert {k: v for k, v in other.items() if k != "cutthroat"} == {
            k: v for k, v in off.items() if k != "cutthroat"
        }
    # a single up-card (3 left), the banker's single (3 left) and one fresh rank (4 cards): the banker's
    # card first (3/10), or a fresh card laid out as a reprise card (4/10) and then the banker's card
    # before the up-card's rank or the reprise card's (3/9)
    walk = Walk(1, False, reprises="always")
    assert walk.start_stock(1, 0, 0, 3, 0, False, 1)[2] == Fraction(3, 10) + Fraction(4, 10) * Fraction(3, 9)


def test_classic_odds_rulings_move_the_bank_the_right_way():
    base = figures(7, False)
    assert (
        figures(7, False, removed_stake="owner")["up"]
        < figures(7, False, removed_stake="taker")["up"]
        < base["up"]
    )
    assert figures(7, False, deal_quadruple="collected")["up"] > base["up"]
    assert figures(7, True, rejouissance_pays="multiple")["rejouissance"] < figures(7, True)["rejouissance"]


@pytest.mark.parametrize(
    "rejouissance, carabins, reprise_cards",
    [
        (False, "none", "claimable"),
        (True, "none", "claimable"),
        (False, "dispossessed", "claimable"),
        (False, "dispossessed", "accepted"),
    ],
)
def test_classic_odds_monte_carlo_cross_check_against_the_engine(rejouissance, carabins, reprise_cards):
    """An estimate, labelled so: 300 hands of 5 cutters dealt by the engine (each cutter staking 1 on
    the rejouissance; carabins, if any, wagering as the computer players do, at fair odds) must fall
    within four standard errors of the exact expectation."""
    hands, seats = 300, 5
    nets, cutthroats = [], 0
    for seed in range(hands):
        decisions = ["open"] + ["stake 1"] * (seats - 1) if rejouissance else []
        game = Game(
            {
                "variant": "classic",
                "seed": seed,
                "seats": seats,
                "banker": 0,
                "decisions": decisions,
                "options": {
                    "rejouissance": rejouissance,
                    "carabins": carabins,
                    "reprise_cards": reprise_cards,
                },
            }
        ).run()
        nets.append(game.table.net()[0])
        cutthroats += game.table.extra["outcome"] == "cutthroat"
    rules = {"carabins": carabins, "reprise_cards": reprise_cards}
    exact = figures(seats - 1, rejouissance, reprises=reprises_of(rules))
    # the rejouissance's figure is per chip actually staked: no stakes in a hand a quadruple card ends
    expected = exact["up"] + (seats - 1) * exact["rejouissance"] * (1 - exact["quadruple"])
    mean, error = statistics.mean(nets), statistics.stdev(nets) / hands**0.5
    assert abs(mean - float(expected)) < 4 * error
    p = float(exact["cutthroat"])
    assert abs(cutthroats / hands - p) < 4 * (p * (1 - p) / hands) ** 0.5


def test_classic_odds_rows_cover_4_to_12_cutters_with_and_without_the_rejouissance():
    rows = find_variant("classic")({"seats": 8}).odds()
    labels = [r.label for r in rows]
    for n in range(4, 13):
        for words in (
            "bank's gain per hand, without the rejouissance",
            "bank's gain per hand, with the rejouissance",
            "chance of the cutthroat, without the rejouissance",
            "chance of the cutthroat, with the rejouissance",
            "chance of a cutter's quadruple card in the deal",
        ):
            assert f"{n} cutters: {words}" in labels
    first = {r.label: r.value for r in rows}
    assert (
        first["Chance of the cutthroat, without the rejouissance"]
        == figures(7, False, reprises="once-dispossessed")["cutthroat"]
    )
    assert all(isinstance(r.value, Fraction) for r in rows)


def test_classic_odds_outside_carabins_hold_no_up_card_but_bring_out_reprise_cards():
    # six cutters and two outside carabins: the figures are those of six cutters, and with nobody but the
    # outsiders to carabine reprise cards are still laid out, so a take of one spares the banker the cutthroat
    with_outsiders = find_variant("classic")({"seats": 8, "outsiders": 2, "carabins": "none"}).odds()
    cutters_only = find_variant("classic")({"seats": 6, "carabins": "none"}).odds()
    carabining = find_variant("classic")({"seats": 6, "carabins": "cutters"}).odds()
    values = {r.label: r.value for r in with_outsiders}
    assert values == {r.label: r.value for r in carabining}  # both lay reprise cards out from the first card
    assert (
        values["Chance of the cutthroat, without the rejouissance"]
        == figures(5, False, reprises="always")["cutthroat"]
    )
    assert (
        values["Chance of the cutthroat, without the rejouissance"]
        != {r.label: r.value for r in cutters_only}["Chance of the cutthroat, without the rejouissance"]
    )
    assert values["Bank's expected gain per hand, without the rejouissance"] == figures(5, False)["up"]


def test_classic_odds_command_line_prints_exact_figures():
    proc = subprocess.run(
        [sys.executable, "-m", "lansquenet", "odds", "classic", "--set", "seats=5", "--json"],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    rows = {r["label"]: r for r in json.loads(proc.stdout)}
    assert Fraction(rows["Chance of a cutter's quadruple card in the deal"]["value"]) == Fraction(1, 20825)


# ----- an independent exact computation of the figures the court game's rulings changed


def first_cards(n: int, banker: bool = True):
    """Every ordered run of ranks for ``n`` up-cards and the banker's card, with its exact chance: a
    direct enumeration of draws without replacement, sharing nothing with the walk. Without
    ``banker`` the runs stop at the up-cards (a thirteenth as many runs, for a question the
    banker's card has no part in)."""

    def walk(prefix, left, chance):
        if len(prefix) == n + banker:
            yield prefix, chance
            return
        drawn = 52 - sum(left)
        for rank in range(13):
            if left[rank]:
                after = list(left)
                after[rank] -= 1
                yield from walk([*prefix, rank], after, chance * Fraction(left[rank], 52 - drawn))

    yield from walk([], [4] * 13, Fraction(1))


def deal_by_hand(ranks):
    """Play the source's deal (§5) on a run of ranks: ``("quadruple", counts)`` when a cutter's card
    makes four, else ``("dealt", up-cards by rank with their multiplicity, the banker's rank)``."""
    *cutters, banker = ranks
    held: dict[int, int] = {}
    for rank in cutters:
        if held.get(rank) == 3:
            return "quadruple", held
        held[rank] = held.get(rank, 0) + 1
    return "dealt", held, banker


@pytest.mark.parametrize("n", [3, 4])
def test_classic_odds_cutthroat_without_carabins_by_direct_enumeration(n):
    """The notes on Regnard: the banker is the cutthroat when his card comes out before he takes any card
    showing; his own card gathering an up-card at the reveal is a take. With no reprise cards only the
    banker's rank and the up-cards' ranks matter in the stock, so from the reveal the banker's card comes
    first with chance (cards of his rank left) / (those + cards that would take an up-card)."""
    chance = Fraction(0)
    for ranks, p in first_cards(n):
        dealt = deal_by_hand(ranks)
        if dealt[0] == "quadruple":
            continue
        _, held, banker = dealt
        if banker in held:  # a take at the reveal (or the banker's quadruple): never the cutthroat
            continue
        showing = sum(4 - m for m in held.values())
        chance += p * Fraction(3, 3 + showing)
    assert figures(n, False)["cutthroat"] == chance
    if n == 3:  # four cutters, no rejouissance, no carabins: 27.3 % before a take at the reveal counted
        assert chance == Fraction(4744, 20825) and round(float(chance), 3) == 0.228


@pytest.mark.parametrize("n", [4, 5])
def test_classic_odds_s5_pierer_pays_every_triple_on_a_quadruple_by_direct_enumeration(n):
    """Pierer: at a cutter's quadruple the banker collects the single and double cards' stakes and loses what
    he put on every triple card, so each triple is paid four times; §5 pays only the triple completed.
    A quadruple ends the deal before the banker's card is turned, so the runs stop at the up-cards."""
    extra = Fraction(0)
    for ranks, p in first_cards(n, banker=False):
        dealt = deal_by_hand([*ranks, None])
        if dealt[0] != "quadruple":
            continue
        counts = list(dealt[1].values())
        collected = counts.count(1) + counts.count(2) - 4 * counts.count(3)
        extra += p * (collected - -4)
    collected, recovered = figures(n, False, deal_quadruple="collected"), figures(n, False)
    assert collected["up"] - recovered["up"] == extra
    if n == 5:
        assert extra != 0


def test_classic_odds_rejouissance_gain_is_per_chip_actually_staked():
    """§8: the rejouissance is staked after the up-cards are dealt, so a hand a cutter's quadruple card ends
    stakes nothing on it; the figure divides by the hands that reach the stakes."""
    for n in (3, 7, 11):
        walk = Walk(n, True)
        per_hand = dict(
            zip(("up", "rejouissance", "cutthroat", "quadruple"), walk.deal(0, 0, 0, 0), strict=False)
        )
        reached = 1 - per_hand["quadruple"]
        assert figures(n, True)["rejouissance"] == per_hand["rejouissance"] / reached
        assert (per_hand["quadruple"] == 0) == (n == 3)
