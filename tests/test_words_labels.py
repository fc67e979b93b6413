"""Transfer labels name one account each, whatever the seats are called (the ledger's labels).

A seat may be called ``Bank``, or even ``Bank (on the table)``: the table's bank must still read
as something no seat is called, in every transfer and in every view's pot, so a reader can
always tell a seat's chips from the chips lying on the table. So in French, where the bank is
``Banque`` and seats may be called ``Banque`` or ``Banque (sur la table)``.
"""

from __future__ import annotations

import pytest
from word_patterns import LANGUAGES

from lansquenet import api

CALLED_LIKE_THE_TABLE = ["Anne", "Bank", "Bank (on the table)", "Denis"]
CALLED = {"en": CALLED_LIKE_THE_TABLE, "fr": ["Anne", "Banque", "Banque (sur la table)", "Denis"]}
BANK_REASON = {"en": "the bank", "fr": "la banque"}
"""The reason a transfer into the bank gives, per language."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
def test_no_place_on_the_table_reads_as_a_seat(variant, language):
    for seed in range(4):
        t = api.deal({"variant": variant, "seed": seed, "seats": CALLED[language], "language": language})
        seats = set(t["seats"])
        for step in t["steps"]:
            pot = {p["label"] for p in step["view"]["pot"]}
            assert not pot & seats, (seed, pot & seats)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_banks_label_stays_apart_from_two_seats_named_after_it(language):
    t = api.deal({"variant": "pagat", "seed": 1, "seats": CALLED[language], "language": language})
    labels = {
        tr["payee"] for s in t["steps"] for tr in s["transfers"] if tr["reason"] == BANK_REASON[language]
    }
    assert labels and not labels & set(t["seats"])
    assert t["net"] == [15, -7, -8, 0]
