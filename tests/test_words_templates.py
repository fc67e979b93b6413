"""A deal reads as a story, not a list: no one kind of line fills more than 15 % of a game's lines.

A line's *template* is its words with the seats' names, the numbers and the cards (and ranks) in
words put back to placeholders: "Blaise, Colette and Denis pass." and "Anne and Blaise pass." are
one template, "<names> pass.". Over many seeded deals at a game's default options, and again at
its largest table (6 seats for pagat, 12 for the modern and court games; 6 to 10 for the 1979 game,
where each added seat adds bets), every template's share of all the lines dealt stays at or under
15 %: what happens together is told together (a run of middle cards, the passes of a betting round,
the carabins' offers on one reprise card, the bets no person placed), while each decision is still
asked on its own.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from lansquenet.cards import RANK_NAMES, rank_plural
from lansquenet.game import Game
from lansquenet.variants import find_variant

RANK_WORDS = sorted({*RANK_NAMES.values(), *(rank_plural(r) for r in RANK_NAMES)}, key=len, reverse=True)
ANY_RANK = "|".join(RANK_WORDS)
CARD = re.compile(rf"\b(?:{ANY_RANK}) of (?:spades|hearts|diamonds|clubs) \(\w+\)")
RANK = re.compile(rf"\b(?:{ANY_RANK})\b")
NUMBER = re.compile(r"\b\d+\b")
NAMES = re.compile(r"<name>(?:(?:, | and )<name>)+")
SHARE = 0.15
SEEDS = range(40)


def template(text: str, names: list[str]) -> str:
    """``text`` with names, cards, ranks and numbers as placeholders (a list of names is one)."""
    line = CARD.sub("<card>", text)
    for name in sorted(names, key=len, reverse=True):
        line = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "<name>", line)
    line = NAMES.sub("<names>", line)
    line = RANK.sub("<rank>", line)
    line = NUMBER.sub("<n>", line)
    return re.sub(r"<n> chip\b", "<n> chips", line)


def shares(variant: str, seats: int | None = None) -> list[tuple[float, str]]:
    counts: Counter[str] = Counter()
    for seed in SEEDS:
        spec: dict = {"variant": variant, "seed": seed}
        if seats:
            spec["seats"] = seats
        game = Game(spec).run()
        counts.update(template(step.text, game.table.names) for step in game.steps)
    total = sum(counts.values())
    return [(n / total, line) for line, n in counts.most_common(3)]


def test_the_template_of_a_line_hides_names_numbers_and_cards():
    names = ["Anne", "Blaise", "Colette", "Denis"]
    assert template("Blaise, Colette and Denis pass.", names) == template("Anne and Blaise pass.", names)
    assert template("Anne pays Blaise 1 chip on the reprise sixes.", names) == template(
        "Denis pays Colette 3 chips on the reprise kings.", names
    )
    assert template("The seven of spades (7S) turns.", names) == "The <card> turns."


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
def test_no_kind_of_line_fills_more_than_15_percent_of_a_game(variant, seats):
    top = shares(variant, seats)
    share, line = top[0]
    assert share <= SHARE, f"{variant}: {share:.1%} of lines read {line!r}; next {top[1:]}"
