"""The court game's words over many seeded deals and option sets: no step is left with a hole.

A phrase whose placeholder came out empty leaves a double space ("go back to  (no chips)"), a
space before punctuation ("waters : ...") or empty brackets. And with the rejouissance off
(classic-court-game §8: it is an extra chance added to the basic game) no step may speak of it.
Each check runs on the same deals told in French, with the French words for what it looks for
(:mod:`word_patterns`, :data:`SAID`): in French a no-break space before ; : ? ! is typography,
not a hole, while an ordinary space there is one.
"""

from __future__ import annotations

import random
import re
import sys
from typing import Any

import pytest
from word_patterns import LANGUAGES, PATTERNS

from lansquenet.api import variants
from lansquenet.game import Game
from lansquenet.rules.classic import Classic
from lansquenet.seats import DEFAULT_NAMES

HOLE = re.compile(r"  |to  | [.,:;)]|\( |\(\)")
"""The English holes, as the court game's words have always been read for them."""
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


def holes(language: str) -> re.Pattern[str]:
    """The holes to look for in ``language``: in English these and the shared ones; in French the
    shared ones, which take French typography into account."""
    return (
        re.compile(f"{HOLE.pattern}|{PATTERNS['en'].hole.pattern}")
        if language == "en"
        else PATTERNS["fr"].hole
    )


def specs(set_number: int, language: str = "en"):
    """Seeded deals and rounds under one option set, the rejouissance on and off by turns; and the
    banker's quadruple, stacked, with the rejouissance on and off."""
    rng = random.Random(f"classic-words:{set_number}")
    opts = options(rng)
    for played in (True, False):
        yield {
            "variant": "classic",
            "language": language,
            "banker": 0,
            "deck": bankers_quadruple(opts),
            "options": {**opts, "rejouissance": played},
            "seed": set_number,
        }
    for seed in range(SEEDS):
        spec = {
            "variant": "classic",
            "language": language,
            "seed": seed,
            "options": {**opts, "rejouissance": seed % 2 == 0},
            "scope": "match" if seed % 4 < 2 else "deal",
        }
        if seed % 8 in (2, 3):
            spec["chips"] = rng.randint(0, 12)  # short purses: sitting out, watering what is left
        yield spec


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("set_number", range(OPTION_SETS))
def test_classic_s8_no_step_text_has_a_hole_nor_a_rejouissance_that_is_off(set_number, language):
    hole, rejouissance = holes(language), SAID[language]["rejouissance"]
    for spec in specs(set_number, language):
        played = spec["options"]["rejouissance"]
        for step in Game(spec).run().steps:
            where = f"seed {spec['seed']}, {step.event.kind}: {step.text!r}"
            assert not hole.search(step.text), where
            if not played:
                assert rejouissance not in step.text.lower(), where
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
    for broken in (
        "Les mises sur la réjouissance reviennent à  (aucun jeton).",
        "Estelle arrose : la mise",
        "Estelle arrose: la mise",
        "rien ()",
        "«Banque\u00a0» passe.",
    ):
        assert holes("fr").search(broken), broken
    assert not holes("fr").search("Estelle arrose\u00a0: la mise\u202f; «\u00a0Banque\u00a0» passe\u202f?")
    assert holes("en").search("Estelle waters\u00a0: the stake")


def test_classic_title_claims_only_what_the_sources_say():
    # The source dates the court game to the 17th and 18th centuries; Pöllnitz's letter speaks of
    # "the King" without naming him, so the title names no king.
    assert Classic.TITLE == "The court game (17th–18th century)"
    assert variants()["classic"]["title"] == Classic.TITLE
    assert "Louis" not in Classic.TITLE and "Louis" not in sys.modules[Classic.__module__].__doc__


# ----- the classes of words a reader would find wrong, over every kind of table

FR = PATTERNS["fr"]
SAID: dict[str, dict[str, Any]] = {
    "en": {
        "notation": re.compile(r"→|\b[a-z]+-\d|'[a-z]+(?: \d+)?'|None|\{|\}|\bseat \d"),
        "grammar": re.compile(
            r"\b1 (?:chips|hands|stakes|cards|wagers)\b|multiples of 1\b|\(1 to 1 chips\)|'s cards\b"
            r"|cutters still holding an up-card, [^,]+, take|\b(\d+) to \1\b"
        ),
        "keeps": re.compile(r"keeps the deal|deal stays with"),
        "hands on": re.compile(r"hands? the deal to|the deal passes to|the deal leaves"),
        "rejouissance": "rejouissance",
    },
    "fr": {
        # an action in guillemets ("« bet 3 »") is notation; a seat's name in them is not
        "notation": re.compile(rf"{FR.notation.pattern}|«\s*[a-z]+(?: \d+)?\s*»|\b(?:seat|place) \d"),
        "grammar": re.compile(
            rf"{FR.plural_for_one.pattern}|{FR.singular_for_many.pattern}|multiples de 1\b|\(de 1 à 1 jetons\)"
            rf"|{FR.cards_of_one.pattern}|coupeurs qui ont encore leur carte, [^,\s]+, reprennent"
            rf"|{FR.same_to_same.pattern}"
        ),
        "keeps": re.compile(r"garde la main(?! ou la passe)|la main reste à"),
        "hands on": re.compile(r"passer la main à|la main passe à|la main quitte"),
        "rejouissance": "réjouissance",
    },
}
"""Per language, what the court game's words are read for: notation in a prompt, a number that
does not agree, a seat keeping the deal and one handing it on."""
CARD = re.compile(r"\(((?:10|[2-9JQKA])[SHDC])\)")
NO_OFFER = ("offer-pass", "no-offers")


NAMES = (*DEFAULT_NAMES, "Nicolas", "Odile", "Pierre", "Rémi")
"""A name for every seat, outside carabins too, so the words can be read for number."""


def table_specs(language: str = "en"):
    """Deals and rounds at 4, 8 and 12 cutters, the rejouissance on and off, each carabins setting,
    with and without outside carabins, both readings of when reprise cards are laid out."""
    for cutters in (4, 8, 12):
        for played in (True, False):
            for carabins in ("dispossessed", "cutters", "none"):
                for outsiders in (0, 2):
                    number = cutters * 100 + played * 10 + len(carabins) + outsiders
                    yield {
                        "variant": "classic",
                        "language": language,
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


def word_faults(steps, language: str = "en") -> list[str]:
    """Every fault of the classes above in a list of ``(kind, text, prompt)`` steps, as sentences."""
    said = SAID[language]
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
        if kept and said["hands on"].search(text):
            faults.append(f"{kept!r} is followed by {text!r}")
        if said["keeps"].search(text):
            kept = text
        for words in (text, prompt):
            if words and said["grammar"].search(words):
                faults.append(f"number does not agree: {words!r}")
        if prompt and said["notation"].search(prompt):
            faults.append(f"engine notation in a prompt: {prompt!r}")
    return faults


def told(game) -> list[tuple[str, str, str]]:
    return [(s.event.kind, s.text, (s.view.get("pending") or {}).get("prompt", "")) for s in game.steps]


@pytest.mark.parametrize("language", LANGUAGES)
def test_classic_s10_words_read_right_at_every_table(language):
    no_offer = lines = reprise_cards = 0
    for spec in table_specs(language):
        game = Game(spec).run()
        assert word_faults(told(game), language) == [], spec
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


def test_classic_word_faults_catch_the_classes_they_look_for_in_french():
    broken = [
        ("reprise-card", "Le neuf de pique (9S) ne prend rien de ce qui est sur la table.", ""),
        ("take", "Le neuf de pique (9S) prend la carte simple de Denis.", ""),
        ("hand-over-all-taken", "Plus rien n'est en jeu\u00a0: le coup est fini, et Anne garde la main.", ""),
        ("pass-deal", "Anne choisit de passer la main à Blaise, à sa droite, qui ne peut la refuser.", ""),
        ("deal-limit", "Anne a tenu la main 1 coups de suite.", ""),
        (
            "offer",
            "Colette carabine.",
            "Anne\u00a0: Colette offre 1 jetons sur la reprise des neuf\u00a0: accepter ou refuser\u202f?",
        ),
        ("offer", "Colette carabine.", "Estelle → Estelle\u00a0: « bet 2 » sur le 2H\u202f?"),
        ("stakes-collected", "Le banquier ramasse les mises sur les cartes de Gilles (1 jeton).", ""),
        ("wager-covered", "Anne tient l'offre, à 2 à 2.", ""),
    ]
    faults = word_faults(broken, "fr")
    for words in (
        "announced twice",
        "is followed by",
        "1 coups",
        "1 jetons",
        "notation",
        "cartes de",
        "2 à 2",
    ):
        assert any(words in fault for fault in faults), words
    assert word_faults(broken[:1], "fr") == []
    # a seat that keeps the deal or hands it on, as the hand's end says, has not yet kept it
    open_ = [("hand-over-all-taken", "Le coup est fini, et Anne garde la main ou la passe.", "")]
    assert word_faults([*open_, broken[3]], "fr") == []
