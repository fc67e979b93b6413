"""A reprise card is priced by the cards of its rank still in the stock (classic-court-game §12.2).

§12.2: each side wagers the complement to 4 of the other's card, "the complement to 4 being
nothing other than the number of matching cards remaining in the stock". Under the default
``reprise_cards = claimable`` a card matching nothing before anyone may carabine goes onto the
turned cards, so a later card of its rank can lie alone with only two (or one) of its rank left:
it is priced as a double (or a triple), and with none left it is put aside.

Seat 0 (Anne) banks with the king of clubs; Blaise, Colette and Denis hold the two of spades,
five of hearts and nine of diamonds. The two of clubs takes Blaise's card, so from then on he
carabines and reprise cards are laid out.
"""

from __future__ import annotations

import pytest
from classic_stepping import dealer, step
from stepping import kinds

from lansquenet.cards import rank_plural
from lansquenet.game import Game
from lansquenet.rules.classic.hand import BANKER_CARD

deal = dealer({"rejouissance": False})
UP_CARDS_AND_BANKER = "2S 5H 9D KC"


def least_and_pays(game, rank_word):
    """The least wager the carabin is offered on the reprise ``rank_word`` and its payment per least wager."""
    offer = next(
        s.view["pending"]
        for s in game.steps
        if (s.view.get("pending") or {}).get("kind") == "wager" and rank_word in s.view["pending"]["prompt"]
    )
    stake = next(c for c in offer["choices"] if c["kind"] == "stake")
    return stake["low"], offer["prompt"]


def test_classic_s12_2_a_lone_reprise_card_with_two_of_its_rank_left_is_priced_as_a_double():
    # the three of hearts turns before anyone may carabine and goes onto the turned cards; the three of
    # clubs is laid out alone, with two threes left against Anne's three kings: Blaise wagers 3 and is paid 2
    game = deal(f"{UP_CARDS_AND_BANKER} 3H 2C 3C KD", decisions=["pass", "stake 3", "accept"])
    assert step(game, "no-match").event.cards == ("3H",)
    laid = step(game, "reprise-card")
    assert laid.event.cards == ("3C",)
    assert "priced as a double card by the rule of odds: only two threes are left in the stock" in laid.text
    least, prompt = least_and_pays(game, "threes")
    assert least == 3 and "the banker paying 2 for every 3 you stake" in prompt
    covered = step(game, "wager-covered")
    assert covered.event.amount == 3 and covered.event.get("payout") == 2
    assert "the odds 2 to 3" in covered.text
    assert step(game, "reprise-paid").event.amount == 2
    assert game.table.net() == [-3, -1, 2, 2]


def test_classic_s12_2_a_lone_reprise_card_with_one_of_its_rank_left_is_priced_as_a_triple():
    game = deal(f"{UP_CARDS_AND_BANKER} 3H 3S 2C 3C KD", decisions=["pass", "stake 3", "accept"])
    laid = step(game, "reprise-card")
    assert "priced as a triple card by the rule of odds: only one three is left in the stock" in laid.text
    least, _ = least_and_pays(game, "threes")
    assert least == 3
    assert step(game, "wager-covered").event.get("payout") == 1


def test_classic_s12_2_a_reprise_card_with_none_of_its_rank_left_is_put_aside():
    # three threes turned matching nothing: the last cannot be taken by anything left, so nobody wagers on it
    game = deal(f"{UP_CARDS_AND_BANKER} 3H 3S 3D 2C 3C KD", decisions=["pass"])
    last = step(game, "reprise-last")
    assert last.event.cards == ("3C",) and "put aside" in last.text
    assert "reprise-card" not in kinds(game)
    assert not any(
        "threes" in s.view["pending"]["prompt"]
        for s in game.steps
        if (s.view.get("pending") or {}).get("kind") == "wager"
    )


def test_classic_s12_2_a_multiple_reprise_card_is_priced_by_the_cards_left_too():
    # the three of clubs, priced as a double, is taken by the three of diamonds: the pair is laid out again as
    # a double reprise card, but only one three is left, so it is priced as a triple
    game = deal(
        f"{UP_CARDS_AND_BANKER} 3H 2C 3C 3D KD",
        decisions=["pass", "pass", "stake 3", "accept"],
    )
    again = step(game, "multiple-reprise", 1)
    assert "double reprise card, priced as a triple card" in again.text
    assert step(game, "wager-covered").event.get("payout") == 1


def test_classic_s12_2_a_reprise_card_lying_alone_with_all_its_rank_left_is_priced_as_it_lies():
    # reprise_cards = accepted lays out the first three at once: nothing of its rank is turned, so no words
    game = deal(f"{UP_CARDS_AND_BANKER} 3H KD", options={"reprise_cards": "accepted", "carabins": "cutters"})
    assert "priced" not in step(game, "reprise-card").text


class Fairness(Game):
    """Checks, at every covered wager on a reprise card, that the bet is fair by what the stock
    holds: the carabin wins when one of the ``b`` cards of the banker's rank left turns before one of
    the ``r`` of his own, so his payment over his wager must be r/b."""

    checked = 0

    def _record(self, event):
        super()._record(event)
        if event.kind not in ("wager-covered", "wager-limited"):
            return
        stock = [c.rank for c in self.table.zones[self.table.STOCK].cards]
        banker_rank = self.table.zones[BANKER_CARD].cards[0].rank
        wager, payout = event.amount, event.get("payout")
        reprise_rank = event.get("rank")
        r = sum(1 for c in stock if rank_plural(c) == reprise_rank)
        b = stock.count(banker_rank)
        assert payout * b == wager * r, (event, r, b)
        Fairness.checked += 1


@pytest.mark.parametrize("seats", [4, 6, 12])
def test_classic_s12_2_every_wager_on_a_reprise_card_is_fair_by_the_cards_left(seats):
    before = Fairness.checked
    for seed in range(60):
        Fairness({"variant": "classic", "seats": seats, "seed": seed}).run()
    assert Fairness.checked > before  # the computer players did cover some wagers


def test_classic_s12_2_a_multiple_reprise_card_with_none_of_its_rank_left_is_put_aside():
    # two threes turned matching nothing, the third laid out alone and taken by the fourth: four threes turned
    game = deal(f"{UP_CARDS_AND_BANKER} 3H 3S 2C 3C 3D KD", decisions=["pass", "pass"])
    spent = step(game, "reprise-spent")
    assert spent.event.cards == ("3D",) and "four threes turned" in spent.text
    assert "multiple-reprise" not in kinds(game)[kinds(game).index("reprise-card") :]
