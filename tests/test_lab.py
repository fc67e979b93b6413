"""The probability lab's engine side (lansquenet/lab.py): hands dealt by the engine's own rules,
measured, and an estimate whose stated 95% interval holds the exact figure (seeded runs)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from lansquenet import lab
from lansquenet.errors import InvalidSpec
from lansquenet.game import Game


def estimate(variant: str, options: dict, hands: int, seed: int = 2026) -> tuple[lab.Running, Fraction]:
    running = lab.Running()
    start = 0
    while start < hands:
        count = min(lab.MAX_BATCH, hands - start)
        for value in lab.batch(variant, options, seed, start, count):
            if value is not None:
                running.add(value)
        start += count
    return running, lab.exact(variant, options)["value"]


@pytest.mark.parametrize(
    ("variant", "options", "hands", "width"),
    [
        ("pagat", {}, 3000, 0.08),
        ("pagat", {"packs": 6}, 3000, 0.08),
        ("modern", {}, 3000, 0.08),
        ("classic", {"seats": 4}, 2000, 0.2),
        ("classic", {"seats": 8, "removed_stake": "owner"}, 1500, 0.6),
        ("encyclopedia", {}, 300, 8),
    ],
)
def test_the_estimate_lies_within_its_interval_of_the_exact_value(variant, options, hands, width):
    """A seeded run (the same hands every time): its stated 95% interval holds the engine's exact
    figure, and is narrow enough to say something."""
    running, exact = estimate(variant, options, hands)
    mean, low, high = running.interval()
    assert running.n > hands * 0.8  # nearly every hand is measured
    assert low <= float(exact) <= high, (variant, options, mean, low, high, exact)
    assert high - low < width


def test_the_exact_value_is_the_engines_own_figure():
    assert lab.exact("pagat")["value"] == Fraction(1, 17)
    assert lab.exact("modern", {"packs": 2, "pair_rule": "half"}) == {
        "label": "Bank's gain per chip bet, pair_rule=half",
        "value": Fraction(7, 206),
    }
    assert lab.exact("encyclopedia")["value"] == 0
    # the court game without the rejouissance or carabins, whatever the reader asks
    assert lab.options_for("classic", {"rejouissance": True, "carabins": "cutters"})["rejouissance"] is False


def test_a_quiet_game_deals_the_same_hand_as_the_engine():
    spec = {"variant": "pagat", "seed": 5}
    loud, quiet = Game(spec).run(), lab.QuietGame(spec).run()
    assert quiet.table.net() == loud.table.net() and not quiet.steps and loud.steps
    assert quiet.at_risk and quiet.at_risk > 0  # the stakes on the table when the first card turned


def test_pagat_every_stake_shares_the_deals_fate():
    """Without a half pair every measured hand is +1 (the bank wins) or -1 (it pays)."""
    values = [v for v in lab.batch("pagat", {}, 3, 0, 200) if v is not None]
    assert set(values) == {1.0, -1.0}


def test_resuming_deals_exactly_what_one_run_deals():
    whole = json.loads(lab.batch_json(json.dumps({"variant": "modern", "seed": 4, "start": 0, "count": 60})))
    first = json.loads(lab.batch_json(json.dumps({"variant": "modern", "seed": 4, "start": 0, "count": 25})))
    rest = json.loads(
        lab.batch_json(
            json.dumps(
                {"variant": "modern", "seed": 4, "start": 25, "count": 35, "running": first["running"]}
            )
        )
    )
    assert first["rows"] + rest["rows"] == whole["rows"]
    assert rest["running"] == whole["running"]
    assert whole["rows"][0][0] == 1 and whole["rows"][-1][0] == 60
    assert whole["exact"] == {
        "label": "Bank's gain per chip bet, pair_rule=all",
        "value": "7/103",
        "decimal": 7 / 103,
    }


def test_interval_needs_two_measurements():
    mean, low, high = lab.interval(1, 1.0, 1.0)
    assert mean == 1.0 and low == float("-inf") and high == float("inf")
    mean, low, high = lab.interval(4, 0.0, 4.0)  # +1, -1, +1, -1: sd 1.155, half-width 1.96 * 1.155 / 2
    assert mean == 0 and high == pytest.approx(1.959963984540054 * (4 / 3) ** 0.5 / 2)


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        ({"variant": "faro", "count": 5}, "The lab has no experiment for 'faro'"),
        ({"variant": "pagat", "count": 0}, "A batch deals 1 to 2000 hands, not 0."),
        (
            {"variant": "pagat", "count": 5, "options": {"packs": 9}},
            "Option packs must be a whole number from 1 to 6",
        ),
        ({"variant": "pagat", "count": 5, "start": -1}, "the first hand 0 or more"),
    ],
)
def test_a_bad_request_gets_one_sentence_and_nothing_is_dealt(request_, message):
    reply = json.loads(lab.batch_json(json.dumps(request_)))
    assert list(reply) == ["error"] and message in reply["error"]


def test_an_unknown_variant_raises_invalid_spec():
    with pytest.raises(InvalidSpec, match="no experiment"):
        lab.experiment("faro")
