"""The lab deals Montmort's game a whole stay at the deal at a time and closes in on his measure."""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest

from lansquenet import lab
from lansquenet.game import Game
from lansquenet.montmort.walk import hand

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import lab_page  # noqa: E402


@pytest.mark.parametrize("seats", [4, 5, 6, 7])
def test_the_exact_value_is_montmorts_stay_at_the_deal(seats):
    table = hand(seats)
    figure = lab.exact("montmort", {"seats": seats})
    assert figure["value"] == table.tenure(table.dealer)
    assert figure["label"] == f"Montmort's value of a whole stay at the deal, {seats} coupeurs"


def test_a_sample_adds_the_hands_of_one_stay_until_the_deal_passes():
    read = lab.options_for("montmort", {"seats": 5})
    for seed in range(20):
        total, k = 0, 0
        while True:
            game = Game(
                {"variant": "classic", "options": read, "seed": seed * (lab.MAX_TENURE + 1) + k}
            ).run()
            total += game.table.net()[game.table.first_banker]
            if game.table.extra["outcome"] not in lab.KEPT:
                break
            k += 1
        assert lab.batch("montmort", {"seats": 5}, seed, 0, 1) == [float(total)]


def test_four_thousand_stays_close_in_on_the_exact_value():
    samples = lab.batch("montmort", {"seats": 4}, 7, 0, 2000) + lab.batch(
        "montmort", {"seats": 4}, 7, 2000, 2000
    )
    running = lab.Running()
    for value in samples:
        running.add(value)
    mean, low, high = running.interval()
    exact = float(lab.exact("montmort", {"seats": 4})["value"])
    width = (high - low) / 2 * 3.29 / lab.Z95  # widened to 99.9 %: a fixed seed, so this never flickers
    assert abs(mean - exact) < width < 0.25


def test_the_reader_may_set_only_the_table_size_montmorts_rules_stay_fixed():
    read = lab.options_for("montmort", {"seats": 6, "multiple_stakes": "odds", "watering": True})
    assert read["multiple_stakes"] == "even" and read["watering"] is False and read["seats"] == 6
    assert lab.experiment("montmort").offered == ("seats",)
    assert isinstance(lab.exact("montmort", {"seats": 6})["value"], Fraction)


def test_the_lab_page_offers_montmorts_game_with_its_seats():
    page = lab_page.render({"worker": "w", "pack": "p", "pyodide": "y"})
    assert 'data-variant="montmort"' in page and 'id="lab-montmort-seats"' in page
    assert 'value="montmort">Montmort' in page
