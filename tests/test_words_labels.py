"""Transfer labels name one account each, whatever the seats are called (the ledger's labels).

A seat may be called ``Bank``, or even ``Bank (on the table)``: the table's bank must still read
as something no seat is called, in every transfer and in every view's pot, so a reader can
always tell a seat's chips from the chips lying on the table.
"""

from __future__ import annotations

import pytest

from lansquenet import api

CALLED_LIKE_THE_TABLE = ["Anne", "Bank", "Bank (on the table)", "Denis"]


@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
def test_no_place_on_the_table_reads_as_a_seat(variant):
    for seed in range(4):
        t = api.deal({"variant": variant, "seed": seed, "seats": CALLED_LIKE_THE_TABLE})
        seats = set(t["seats"])
        for step in t["steps"]:
            pot = {p["label"] for p in step["view"]["pot"]}
            assert not pot & seats, (seed, pot & seats)


def test_the_banks_label_stays_apart_from_two_seats_named_after_it():
    t = api.deal({"variant": "pagat", "seed": 1, "seats": CALLED_LIKE_THE_TABLE})
    labels = {tr["payee"] for s in t["steps"] for tr in s["transfers"] if tr["reason"] == "the bank"}
    assert labels and not labels & set(t["seats"])
    assert t["net"] == [15, -7, -8, 0]
