"""A deal reads as a story, not a list: no one kind of line fills more than 15 % of a game's lines.

A line's *template* is its words with the seats' names, the numbers and the cards (and ranks) in
words put back to placeholders: "Blaise, Colette and Denis pass." and "Anne and Blaise pass." are
one template, "<names> pass.". Over many seeded deals at a game's default options, and again at
its largest table (6 seats for pagat, 12 for the modern and court games; 6 to 10 for the 1979 game,
where each added seat adds bets), in English and in French, every template's share of all the lines dealt stays at or under
15 %: what happens together is told together (a run of middle cards, the passes of a betting round,
the carabins' offers on one reprise card, the bets no person placed), while each decision is still
asked on its own.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from word_patterns import LANGUAGES, PATTERNS

from lansquenet.game import Game
from lansquenet.variants import find_variant

NUMBER = re.compile(r"\b\d+\b")
NAMES = re.compile(r"<name>(?:(?:, | and | et )<name>)+")
"""A list of names, joined in English or in French."""
SHARE = 0.15
SEEDS = range(40)


def template(text: str, names: list[str], language: str = "en") -> str:
    """``text`` with names, cards, ranks and numbers as placeholders (a list of names is one)."""
    words = PATTERNS[language]
    line = words.card.sub("<card>", text)
    for name in sorted(names, key=len, reverse=True):
        line = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "<name>", line)
    line = NAMES.sub("<names>", line)
    line = words.rank.sub("<rank>", line)
    line = NUMBER.sub("<n>", line)
    return re.sub(*words.one_chip, line)


def shares(variant: str, seats: int | None = None, language: str = "en") -> list[tuple[float, str]]:
    counts: Counter[str] = Counter()
    for seed in SEEDS:
        spec: dict = {"variant": variant, "seed": seed, "language": language}
        if seats:
            spec["seats"] = seats
        game = Game(spec).run()
        counts.update(template(step.text, game.table.names, language) for step in game.steps)
    total = sum(counts.values())
    return [(n / total, line) for line, n in counts.most_common(3)]


def test_the_template_of_a_line_hides_names_numbers_and_cards():
    names = ["Anne", "Blaise", "Colette", "Denis"]
    assert template("Blaise, Colette and Denis pass.", names) == template("Anne and Blaise pass.", names)
    assert template("Anne pays Blaise 1 chip on the reprise sixes.", names) == template(
        "Denis pays Colette 3 chips on the reprise kings.", names
    )
    assert template("The seven of spades (7S) turns.", names) == "The <card> turns."


def test_the_template_of_a_french_line_hides_names_numbers_and_cards():
    names = ["Anne", "Blaise", "Colette", "Denis"]
    assert template("Blaise, Colette et Denis passent.", names, "fr") == template(
        "Anne et Blaise passent.", names, "fr"
    )
    assert template("Anne paie 1 jeton à Blaise sur la reprise des six.", names, "fr") == template(
        "Denis paie 3 jetons à Colette sur la reprise des rois.", names, "fr"
    )
    assert template("On retourne le sept de pique (7S).", names, "fr") == "On retourne <card>."
    assert template("On retourne l'as de cœur (AH).", names, "fr") == "On retourne <card>."


def largest(variant: str) -> int:
    """The most seats the variant deals at its default options (the court game's 12 cutters; outside
    carabins are an option of their own)."""
    return find_variant(variant)().seat_range()[1]


@pytest.mark.parametrize(
    ("variant", "seats"),
    [
        ("pagat", None),
        ("pagat", largest("pagat")),
        ("modern", None),
        ("modern", largest("modern")),
        ("classic", None),
        ("classic", largest("classic")),
        ("encyclopedia", None),
        # from 7 seats, the bets of a round outnumber its other lines: they are told together
        *(("encyclopedia", n) for n in range(6, largest("encyclopedia") + 1)),
    ],
)
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_kind_of_line_fills_more_than_15_percent_of_a_game(variant, seats, language):
    top = shares(variant, seats, language)
    share, line = top[0]
    assert share <= SHARE, f"{variant} ({language}): {share:.1%} of lines read {line!r}; next {top[1:]}"
