"""Montmort's game dealt by the engine: the court game with lansquenet.montmort.options.

Scenario tests from stacked decks, named after the Encyclopédie's clauses (vol. IX, LANSQUENET),
check the chips that move; Hypothesis deals whole packs in any order and holds the engine's
result to the referee's (tests/montmort_referee.py), which the exact walk matches over every order
of a small pack. So the dealt game, the referee and the figures on the History page agree.
"""

from __future__ import annotations

import random

from classic_stepping import dealer, step
from hypothesis import given, settings
from hypothesis import strategies as st
from montmort_referee import referee

from lansquenet.api import deal as deal_spec
from lansquenet.cards import Card
from lansquenet.montmort.options import OPTIONS, VARIANT
from lansquenet.montmort.walk import Rules
from lansquenet.replay import replay_transcript

deal = dealer(OPTIONS)
RANKS = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
SUITS = "SHDC"


def net(game):
    return game.table.net()


# ----- "il gagne ce qui est sur la carte d'un coupeur, lorsqu'il amène la carte de ce coupeur"
def test_enc_the_dealer_wins_the_stake_on_a_coupeurs_card_he_brings_out():
    game = deal("2S 5H 9D KC 2H 5S 9C")
    assert net(game) == [3, -1, -1, -1]
    assert game.table.extra["outcome"] == "all-taken"


# ----- "il perd tout ce qui est au jeu lorsqu'il amène la sienne"
def test_enc_the_dealer_loses_everything_still_out_when_his_own_card_comes():
    game = deal("2S 5H 9D KC 2H KD")
    assert net(game) == [-1, -1, 1, 1]


# ----- "il gagne le fonds du jeu sur la carte perdante, et il est obligé de tenir le double sur la carte double"
def test_enc_double_card_the_dealer_wins_the_losing_card_and_holds_double():
    game = deal("7S 7H 9D KC 9C 7D")
    double = step(game, "multiple-up-card")
    assert double.event.seat == 2 and double.event.seats == (1,)
    assert "stakes 2 and the banker lays 2 chips" in double.text
    assert net(game) == [1 + 1 + 2, -1, -2, -1]  # the losing card, then the nine, then the double card


def test_enc_a_double_card_against_his_own_card_is_paid_double_for_double():
    game = deal("7S 7H 9D KC KD")
    assert net(game) == [1 - 2 - 1, -1, 2, 1]


# ----- "lorsqu'il donne une carte triple ... il est tenu de mettre quatre fois le fonds du jeu"
def test_enc_triple_card_the_dealer_wins_the_double_stake_and_the_triple_carries_four():
    game = deal("7S 7H 7D KC 7C")
    triple = step(game, "multiple-up-card", 1)
    assert triple.event.seat == 3 and "stakes 4" in triple.text
    assert net(game) == [1 + 2 + 4, -1, -2, -4]


def test_enc_a_triple_against_his_own_card_is_paid_four_for_four():
    game = deal("7S 7H 7D KC KD")
    assert net(game) == [1 + 2 - 4, -1, -2, 4]


# ----- a quadruple dealt to a coupeur: the triple is paid, the rest taken back, the hand ends
def test_enc_quadruple_to_a_coupeur_pays_the_triple_and_ends_the_hand():
    game = deal("7S 7H 7D 7C", seats=5)
    assert game.table.extra["outcome"] == "quadruple-card"
    assert net(game) == [1 + 2 - 4, -1, -2, 4, 0]


# ----- "s'il amène toutes les cartes droites des coupeurs avant que d'amener la sienne, il recommence"
def test_enc_every_up_card_taken_first_and_the_dealer_keeps_the_deal():
    game = deal("2S 5H 9D KC 2H 5S 9C", scope="match", decisions=["keep"], options={"max_hands": 2})
    kinds = [(s.event.kind, s.event.seat) for s in game.steps]
    over = kinds.index(("hand-over-all-taken", 0))
    assert kinds[over + 1] == ("keep-deal", 0) and kinds[over + 2] == ("shuffle", 0)


def test_enc_his_own_card_first_and_the_deal_passes_to_his_right():
    game = deal("2S 5H 9D KC KD", scope="match", options={"max_hands": 2})
    holders = [s.event.seat for s in game.steps if s.event.kind == "takes-the-deal"]
    assert holders[:2] == [0, 1]


# ----- watering, the court game's §7, is not part of Montmort's game
def test_no_watering_a_taken_coupeur_pays_nobody():
    game = deal("2S 5H 9D KC 2H KD")
    assert "water" not in [s.event.kind for s in game.steps]
    watered = dealer({**OPTIONS, "watering": True})("2S 5H 9D KC 2H KD")
    assert net(watered) == [-1, -3, 2, 2]


# ----- the dealer's own card of a rank showing takes that up-card
def test_the_dealers_card_matching_an_up_card_wins_its_stake():
    game = deal("2S 5H 9D 5C KC 9C 5S")  # his five takes the five; the nine goes; his five comes
    assert step(game, "banker-card-multiple").event.seats == (2,)
    assert net(game) == [1 + 1 - 1, 1, -1, -1]


def pack(order: list[int]) -> str:
    """A 52-card pack whose ranks fall in ``order`` (indexes into RANKS), suits dealt in turn."""
    used = {r: 0 for r in range(13)}
    cards = []
    for rank in order:
        cards.append(f"{RANKS[rank]}{SUITS[used[rank]]}")
        used[rank] += 1
    return " ".join(cards)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.integers(4, 7))
def test_the_engine_deals_montmorts_game_as_the_referee_plays_it(seed, seats):
    order = [r for r in range(13) for _ in range(4)]
    random.Random(seed).shuffle(order)
    spec = {"variant": VARIANT, "options": OPTIONS, "deck": pack(order), "seats": seats, "banker": 0}
    transcript = deal_spec(spec)
    gains, keeps = referee(tuple(order), seats, Rules())
    assert transcript["net"] == [-sum(gains), *gains]
    assert (transcript["outcome"] in ("all-taken", "bankers-quadruple")) == keeps
    assert sum(transcript["net"]) == 0 and len({str(Card.parse(c)) for c in transcript["deck"]}) == 52
    assert replay_transcript(transcript)[1] == []
