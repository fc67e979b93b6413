"""Seats in the words: each named once a sentence, and a name that reads as a role set apart.

A reader follows a sentence by its names, so a seat is named once in each (the others are
"the banker", "those cutters", "the last to hold it by right"). A seat may be called after a
role or a place at the table (``Bank``, ``Bank (on the table)``, ``the banker``) or a number:
the words then give that name in quotation marks, so "\u201cthe banker\u201d is dealt ..." cannot be
read as the role, while the transcript, the transfers and the notation keep the name as given.
"""

from __future__ import annotations

import re

import pytest

from lansquenet import api
from lansquenet.game import Game
from lansquenet.narrate import spoken_name, unquoted
from lansquenet.variants import find_variant

VARIANTS = ["pagat", "modern", "classic", "encyclopedia"]
LIKE_ROLES = ["Bank", "Bank (on the table)", "the banker", "Anne"]
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def largest(variant: str) -> int:
    return find_variant(variant)().seat_range()[1]


def named_twice(text: str, names: list[str]) -> list[tuple[str, str]]:
    """The (name, sentence) pairs where a seat is named more than once in one sentence."""
    found = []
    for sentence in SENTENCE.split(text):
        for name in names:
            if len(re.findall(rf"(?<!\w){re.escape(name)}(?!\w)", sentence)) > 1:
                found.append((name, sentence))
    return found


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_seat_is_named_twice_in_one_sentence(variant):
    for seats in (None, largest(variant)):
        for seed in range(12):
            spec = {"variant": variant, "seed": seed, "scope": "match" if seed % 2 else "deal"}
            if seats:
                spec["seats"] = seats
            game = Game(spec).run()
            for step in game.steps:
                assert not named_twice(step.text, game.table.names), (seed, step.text)


def test_a_name_like_a_role_or_a_number_is_quoted_and_any_other_is_not():
    assert spoken_name("Bank") == "\u201cBank\u201d"
    assert spoken_name("the banker") == "\u201cthe banker\u201d"
    assert spoken_name("Bank (on the table)") == "\u201cBank (on the table)\u201d"
    assert spoken_name("1") == "\u201c1\u201d"
    for name in ("Anne", "Bankole", "Theodore", "Rémi"):
        assert spoken_name(name) == name
    for name in LIKE_ROLES:
        assert unquoted(spoken_name(name)) == name


@pytest.mark.parametrize("variant", VARIANTS)
def test_seats_called_after_the_bank_are_told_apart_from_it(variant):
    for seed in range(6):
        t = api.deal({"variant": variant, "seed": seed, "seats": LIKE_ROLES})
        assert t["seats"] == LIKE_ROLES  # the records keep the names as given
        for step in t["steps"]:
            text = step["text"]
            bare = text
            for name in LIKE_ROLES[:3]:
                bare = bare.replace(spoken_name(name), "")
            # outside the quotation marks, no seat's name is left to be read as the bank or the banker
            assert not re.search(r"\bBank\b", bare), text
            assert not re.search(r"(?:^|[.!?] )the banker\b", bare), text
            for sentence in SENTENCE.split(text):
                assert not sentence[:1].islower(), text  # no sentence opens on a seat's lower-case name
            for transfer in step["transfers"]:
                for side in ("payer", "payee"):
                    assert not transfer[side].startswith("\u201c"), transfer  # labels keep the names


def test_the_first_ace_line_names_the_dealer_once():
    t = api.deal({"variant": "encyclopedia", "seed": 3, "seats": LIKE_ROLES})
    ace = next(s["text"] for s in t["steps"] if s["kind"] == "first-ace")
    banker = t["seats"][t["banker"]]
    assert ace.count(spoken_name(banker)) == 1 and ace.startswith(spoken_name(banker)), ace
