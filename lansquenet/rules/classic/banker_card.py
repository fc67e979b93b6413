"""The banker's own card (source §5): single, double, triple or quadruple.

Turned after the up-cards (and after the stakes on the rejouissance, §8) and laid to his
right. Matching a cutter's single or double card, it lifts that cutter's stake and gathers
his card under it: the banker has taken a card showing, so he can no longer be the cutthroat
(the notes on Regnard). Matching a triple card, it is quadruple: the banker takes every stake
on the up-cards, keeps the deal and starts a new hand.
"""

from __future__ import annotations

from ... import grammar
from ...events import Event
from .deal import lift_stake
from .hand import (
    BANKER_CARD,
    Hand,
    guarantee_account,
    mark,
    multiplicity,
    slide_under,
    stake_account,
    up_zone,
)
from .phrases import kind, mark_word, opening, word
from .rejouissance import return_rejouissance_stakes


def turn_banker_card(t, v, h: Hand):
    """Turn the banker's card; returns ``True`` when it is quadruple and the hand is over."""
    card = t.turn(BANKER_CARD)
    h.banker_rank = card.rank
    prior = h.holder_of(card.rank)
    if prior is None:
        mark(t, BANKER_CARD, None)
        yield Event("banker-card", h.banker, cards=(str(card),), term="bankers-card")
        return False
    count = multiplicity(t, up_zone(prior)) + 1
    slide_under(t, up_zone(prior), BANKER_CARD)
    mark(t, BANKER_CARD, mark_word(count))
    if count == 4:
        yield from bankers_quadruple(t, h, str(card))
        return True
    stake, where = lift_stake(t, v, h, prior, h.banker)
    h.took = True  # his card took that up-card: he is no cutthroat (notes on Regnard)
    their = grammar.possessive(t.names[prior])
    lifted = opening(
        word("lifted.one" if stake == 1 else "lifted.many", their=their, stake=grammar.amount(stake))
    )
    yield Event(
        "banker-card-multiple",
        h.banker,
        seats=(prior,),
        cards=(str(card),),
        term="bankers-card",
        info=(("kind", kind(count)), ("their", their), ("lifted", lifted), ("where", where)),
    )
    return False


def bankers_quadruple(t, h: Hand, card: str):
    """The banker's card is quadruple: he takes every stake on the up-cards, and any stakes on
    the rejouissance go back (source §5, §8, §13). He keeps the deal."""
    taken = 0
    seats = list(h.holders)
    for seat in seats:
        taken += t.balance(stake_account(seat))
        t.pay(
            stake_account(seat),
            h.banker,
            t.balance(stake_account(seat)),
            word("reason.bankers-quadruple"),
        )
        t.pay(
            guarantee_account(seat),
            h.banker,
            t.balance(guarantee_account(seat)),
            word("reason.multiple-back"),
        )
    h.holders.clear()
    t.extra["outcome"] = "bankers-quadruple"
    yield Event(
        "bankers-quadruple", h.banker, seats=tuple(seats), cards=(card,), amount=taken, term="quadruple"
    )
    yield from return_rejouissance_stakes(t, h, "rejouissance-back")
