"""The court game's words over many seeded deals and option sets: no step is left with a hole.

A phrase whose placeholder came out empty leaves a double space ("go back to  (no chips)"), a
space before punctuation ("waters : ...") or empty brackets. And with the rejouissance off
(classic-court-game §8: it is an extra chance added to the basic game) no step may speak of it.
"""

from __future__ import annotations

import random
import re
import sys

import pytest

from lansquenet.api import variants
from lansquenet.game import Game
from lansquenet.rules.classic import Classic

HOLE = re.compile(r"  |to  | [.,:;)]|\( |\(\)")
OPTION_SETS = 12
SEEDS = 12


def options(rng: random.Random) -> dict:
    outsiders = rng.choice([0, 0, 1, 3])
    return {
        "seats": rng.randint(4, 12) + outsiders,
        "outsiders": outsiders,
        "stake": rng.randint(1, 4),
        "carabins": rng.choice(["dispossessed", "cutters", "none"]),
        "rule_of_odds": rng.random() < 0.5,
        "removed_stake": rng.choice(["banker", "taker", "owner"]),
        "deal_quadruple": rng.choice(["recovered", "collected"]),
        "rejouissance_waters": rng.random() < 0.5,
        "rejouissance_pays": rng.choice(["even", "multiple"]),
        "rejouissance_end": rng.choice(["play-on", "returned"]),
        "max_hands": rng.randint(1, 3),
    }


def bankers_quadruple(opts: dict) -> str:
    """A stacked deck whose banker's card is the fourth queen, for any number of cutters: three
    queens and other ranks to the cutters, then the last queen to the banker (source §5, §8)."""
    cutters = opts["seats"] - opts["outsiders"]
    others = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"][: cutters - 4]
    return " ".join(["QC", "QH", *others, "QS", "QD"])


def specs(set_number: int):
    """Seeded deals and rounds under one option set, the rejouissance on and off by turns; and the
    banker's quadruple, stacked, with the rejouissance on and off."""
    rng = random.Random(f"classic-words:{set_number}")
    opts = options(rng)
    for played in (True, False):
        yield {
            "variant": "classic",
            "banker": 0,
            "deck": bankers_quadruple(opts),
            "options": {**opts, "rejouissance": played},
            "seed": set_number,
        }
    for seed in range(SEEDS):
        spec = {
            "variant": "classic",
            "seed": seed,
            "options": {**opts, "rejouissance": seed % 2 == 0},
            "scope": "match" if seed % 4 < 2 else "deal",
        }
        if seed % 8 in (2, 3):
            spec["chips"] = rng.randint(0, 12)  # short purses: sitting out, watering what is left
        yield spec


@pytest.mark.parametrize("set_number", range(OPTION_SETS))
def test_classic_s8_no_step_text_has_a_hole_nor_a_rejouissance_that_is_off(set_number):
    for spec in specs(set_number):
        played = spec["options"]["rejouissance"]
        for step in Game(spec).run().steps:
            where = f"seed {spec['seed']}, {step.event.kind}: {step.text!r}"
            assert not HOLE.search(step.text) and "to  " not in step.text, where
            if not played:
                assert "rejouissance" not in step.text.lower(), where
                assert not step.event.kind.startswith("rejouissance") and step.event.term != "rejouissance", (
                    where
                )


def test_classic_words_catch_the_holes_they_look_for():
    for broken in (
        "The stakes on the rejouissance go back to  (no chips).",
        "Estelle waters : the stake",
        "nothing ()",
        "a ( b",
    ):
        assert HOLE.search(broken)
    assert not HOLE.search("The stakes on the rejouissance go back to Colette (1 chip).")


def test_classic_title_claims_only_what_the_sources_say():
    # The source dates the court game to the 17th and 18th centuries; Pöllnitz's letter speaks of
    # "the King" without naming him, so the title names no king.
    assert Classic.TITLE == "The court game (17th–18th century)"
    assert variants()["classic"]["title"] == Classic.TITLE
    assert "Louis" not in Classic.TITLE and "Louis" not in sys.modules[Classic.__module__].__doc__
