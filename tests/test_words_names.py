"""Seats in the words: each named once a sentence, and a name that reads as a role set apart.

A reader follows a sentence by its names, so a seat is named once in each (the others are
"the banker", "those cutters", "the last to hold it by right"). A seat may be called after a
role or a place at the table (``Bank``, ``Bank (on the table)``, ``the banker``) or a number:
the words then give that name in quotation marks, so "\u201cthe banker\u201d is dealt ..." cannot be
read as the role, while the transcript, the transfers and the notation keep the name as given.
Both hold in French too, where the roles are French words (``Banque``, ``le banquier``) and a
name is set apart in guillemets with no-break spaces inside them.
"""

from __future__ import annotations

import re

import pytest
from word_patterns import LANGUAGES

from lansquenet import api
from lansquenet.game import Game
from lansquenet.language import using
from lansquenet.narrate import spoken_name, unquoted
from lansquenet.variants import find_variant

VARIANTS = ["pagat", "modern", "classic", "encyclopedia"]
LIKE_ROLES = ["Bank", "Bank (on the table)", "the banker", "Anne"]
ROLES = {
    "en": (LIKE_ROLES, r"\bBank\b", r"(?:^|[.!?] )the banker\b"),
    "fr": (
        ["Banque", "Banque (sur la table)", "le banquier", "Anne"],
        r"\bBanque\b",
        r"(?:^|[.!?] )le banquier\b",
    ),
}
"""Per language: seats called like a role or a place, and how the bank and the banker are read."""
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


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_no_seat_is_named_twice_in_one_sentence(variant, language):
    for seats in (None, largest(variant)):
        for seed in range(12):
            spec = {
                "variant": variant,
                "seed": seed,
                "scope": "match" if seed % 2 else "deal",
                "language": language,
            }
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


def test_in_french_a_name_like_a_french_role_is_in_guillemets():
    with using("fr"):
        assert spoken_name("Banque") == "\u00ab\u00a0Banque\u00a0\u00bb"
        assert spoken_name("le banquier") == "\u00ab\u00a0le banquier\u00a0\u00bb"
        assert spoken_name("1") == "\u00ab\u00a01\u00a0\u00bb"
        for name in ("Anne", "Bankole", "Rémi"):
            assert spoken_name(name) == name
        for name in ROLES["fr"][0]:
            assert unquoted(spoken_name(name)) == name


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_seats_called_after_the_bank_are_told_apart_from_it(variant, language):
    like_roles, bank, banker = ROLES[language]
    for seed in range(6):
        t = api.deal({"variant": variant, "seed": seed, "seats": like_roles, "language": language})
        assert t["seats"] == like_roles  # the records keep the names as given
        with using(language):
            quoted = [spoken_name(name) for name in like_roles[:3]]
        for step in t["steps"]:
            text = step["text"]
            bare = text
            for name in quoted:
                bare = bare.replace(name, "")
            # outside the quotation marks, no seat's name is left to be read as the bank or the banker
            assert not re.search(bank, bare), text
            assert not re.search(banker, bare), text
            for sentence in SENTENCE.split(text):
                assert not sentence[:1].islower(), text  # no sentence opens on a seat's lower-case name
            for transfer in step["transfers"]:
                for side in ("payer", "payee"):
                    assert not transfer[side].startswith(("\u201c", "\u00ab")), (
                        transfer
                    )  # labels keep the names


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_ace_line_names_the_dealer_once(language):
    like_roles = ROLES[language][0]
    t = api.deal({"variant": "encyclopedia", "seed": 3, "seats": like_roles, "language": language})
    ace = next(s["text"] for s in t["steps"] if s["kind"] == "first-ace")
    with using(language):
        banker = spoken_name(t["seats"][t["banker"]])
    assert ace.count(banker) == 1 and ace.startswith(banker), ace
