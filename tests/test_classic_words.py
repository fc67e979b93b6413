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
from lansquenet.seats import DEFAULT_NAMES

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
        "reprise_cards": rng.choice(["claimable", "accepted"]),
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


# ----- the classes of words a reader would find wrong, over every kind of table

NOTATION = re.compile(r"→|\b[a-z]+-\d|'[a-z]+(?: \d+)?'|None|\{|\}|\bseat \d")
GRAMMAR = re.compile(
    r"\b1 (?:chips|hands|stakes|cards|wagers)\b|multiples of 1\b|\(1 to 1 chips\)|'s cards\b"
    r"|cutters still holding an up-card, [^,]+, take|\b(\d+) to \1\b"
)
CARD = re.compile(r"\(((?:10|[2-9JQKA])[SHDC])\)")
NO_OFFER = ("offer-pass", "no-offers")
KEEPS = re.compile(r"keeps the deal|deal stays with")
HANDS_ON = re.compile(r"hands? the deal to|the deal passes to|the deal leaves")


NAMES = (*DEFAULT_NAMES, "Nicolas", "Odile", "Pierre", "Rémi")
"""A name for every seat, outside carabins too, so the words can be read for number."""


def table_specs():
    """Deals and rounds at 4, 8 and 12 cutters, the rejouissance on and off, each carabins setting,
    with and without outside carabins, both readings of when reprise cards are laid out."""
    for cutters in (4, 8, 12):
        for played in (True, False):
            for carabins in ("dispossessed", "cutters", "none"):
                for outsiders in (0, 2):
                    number = cutters * 100 + played * 10 + len(carabins) + outsiders
                    yield {
                        "variant": "classic",
                        "seed": number,
                        "seats": list(NAMES[: cutters + outsiders]),
                        "scope": "match" if number % 3 == 0 else "deal",
                        "options": {
                            "outsiders": outsiders,
                            "rejouissance": played,
                            "carabins": carabins,
                            "reprise_cards": "accepted" if number % 2 else "claimable",
                            "max_hands": 2,
                        },
                    }


def word_faults(steps) -> list[str]:
    """Every fault of the classes above in a list of ``(kind, text, prompt)`` steps, as sentences."""
    faults = []
    seen: dict[str, str] = {}
    kept = None
    for kind, text, prompt in steps:
        if kind in ("shuffle", "draw", "takes-the-deal"):
            seen, kept = {}, None
        for card in CARD.findall(text):
            if card in seen:
                faults.append(f"the {card} is announced twice ({seen[card]}, then {kind}): {text!r}")
            seen[card] = kind
        if kept and HANDS_ON.search(text):
            faults.append(f"{kept!r} is followed by {text!r}")
        if KEEPS.search(text):
            kept = text
        for words in (text, prompt):
            if words and GRAMMAR.search(words):
                faults.append(f"number does not agree: {words!r}")
        if prompt and NOTATION.search(prompt):
            faults.append(f"engine notation in a prompt: {prompt!r}")
    return faults


def told(game) -> list[tuple[str, str, str]]:
    return [(s.event.kind, s.text, (s.view.get("pending") or {}).get("prompt", "")) for s in game.steps]


def test_classic_s10_words_read_right_at_every_table():
    no_offer = lines = reprise_cards = 0
    for spec in table_specs():
        game = Game(spec).run()
        assert word_faults(told(game)) == [], spec
        kinds = [s.event.kind for s in game.steps]
        lines += len(kinds)
        no_offer += sum(k in NO_OFFER for k in kinds)
        reprise_cards += sum(k in ("reprise-card", "multiple-reprise") for k in kinds)
        # at most one line of passes for each reprise card laid out
        assert sum(k in NO_OFFER for k in kinds) <= sum(
            k in ("reprise-card", "multiple-reprise") for k in kinds
        )
    assert reprise_cards > 100  # the tables did carabine
    assert no_offer / lines < 0.12, f"{no_offer} of {lines} lines say nobody offers"


def test_classic_word_faults_catch_the_classes_they_look_for():
    broken = [
        ("reprise-card", "The nine of spades (9S) matches nothing showing.", ""),
        ("take", "The nine of spades (9S) matches Denis's single up-card.", ""),
        ("hand-over-all-taken", "Nothing is left in play: the hand is over and Anne keeps the deal.", ""),
        ("pass-deal", "Anne chooses to hand the deal to Blaise, on the right, who cannot refuse it.", ""),
        ("deal-limit", "Anne has dealt 1 hands in a row.", ""),
        (
            "offer",
            "Colette carabines.",
            "Anne: Colette offers 1 chips on the reprise nines: accept or refuse?",
        ),
        ("offer", "Colette carabines.", "Estelle → Estelle: bet-2 on the 2H?"),
        ("stakes-collected", "The banker collects the stakes on Gilles's cards (1 chip).", ""),
        ("wager-covered", "Anne covers it, the odds 2 to 2.", ""),
    ]
    faults = word_faults(broken)
    for words in (
        "announced twice",
        "is followed by",
        "1 hands",
        "1 chips",
        "notation",
        "'s cards",
        "2 to 2",
    ):
        assert any(words in fault for fault in faults), words
    assert word_faults(broken[:1]) == []
