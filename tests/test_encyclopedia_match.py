"""Scenario tests for the 1979 source's match: the bank passing round the table.

Source: "Lansquenet" in The Official World Encyclopedia of Sports and Games (1979)
(shared/sources/encyclopedia-1979.txt): each player deals and banks a hand in turn, going left.
Test names carry the clause (match); the single deal's clauses are in test_encyclopedia_rules.py.
"""

from lansquenet.game import Game

NAMES = ["Anne", "Blaise", "Colette", "Denis"]


def kinds(t):
    return [s["kind"] for s in t.steps]


# ----- A match: the bank passes round the table


def test_encyclopedia_match_every_seat_banks_once_going_left():
    t = (
        Game({"variant": "encyclopedia", "seats": NAMES, "seed": 3, "scope": "match", "decks": ["7S 9D AH"]})
        .run()
        .transcript()
    )
    starts = [s for s in t.steps if s["kind"] == "hand-start"]
    assert [s["seat"] for s in starts] == [2, 1, 0, 3]
    assert starts[0]["text"] == "Colette deals hand 1 of 4."
    assert kinds(t)[-1] == "match-end" and sum(t.net) == 0


def test_encyclopedia_match_rounds_option_and_skipped_banker_without_chips():
    t = (
        Game(
            {
                "variant": "encyclopedia",
                "seats": ["Anne", "Blaise", "Colette"],
                "seed": 4,
                "scope": "match",
                "chips": [100, 0, 100],
                "banker": 0,
                "options": {"rounds": 2, "first_dealer": "banker"},
            }
        )
        .run()
        .transcript()
    )
    starts = [s["seat"] for s in t.steps if s["kind"] in ("hand-start", "skip")]
    assert starts == [0, 2, 1, 0, 2, 1]
    assert [s["seat"] for s in t.steps if s["kind"] == "skip"] == [1, 1]
    assert t.chips[1] == 0 and "bet" not in [s["kind"] for s in t.steps if s["seat"] == 1]


def test_encyclopedia_match_ends_when_fewer_than_two_seats_hold_chips():
    t = (
        Game(
            {
                "variant": "encyclopedia",
                "seats": ["Anne", "Blaise"],
                "seed": 1,
                "scope": "match",
                "chips": [0, 50],
                "options": {"first_dealer": "banker"},
            }
        )
        .run()
        .transcript()
    )
    assert kinds(t) == ["first-dealer", "match-end"] and t.net == [0, 0]
    assert t.steps[-1]["text"] == "The match is over. Blaise wins with 50 chips."


def test_encyclopedia_match_end_counts_a_single_chip_in_the_singular():
    spec = {"variant": "encyclopedia", "seats": 2, "seed": 1, "scope": "match", "chips": [1, 0]}
    t = Game({**spec, "options": {"first_dealer": "banker"}}).run().transcript()
    assert t.steps[-1]["text"] == "The match is over. Anne wins with 1 chip."
