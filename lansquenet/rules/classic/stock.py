"""Dealing the stock (source §4, §6, §11 and §13): the banker turns the stock card by card
to his left until his own card comes out or nothing is left in play.

Each card either matches the banker's card (he pays everyone still in play and the hand is
over), takes a cutter's up-card (with watering), wins the rejouissance, takes a reprise card,
or matches nothing (with someone to carabine, a cutter or an outside carabin, it becomes a new
reprise card). Once every up-card is taken the hand goes on only while the rejouissance or a
reprise card with a wager on it is still in play (§13).
"""

from __future__ import annotations

from ...events import Event
from .hand import (
    FACTOR,
    PILE,
    REJOUISSANCE,
    Hand,
    guarantee_account,
    mark,
    multiplicity,
    pay_upto,
    short,
    slide_under,
    stake_account,
    up_zone,
)
from .phrases import kind, word
from .rejouissance import lose_rejouissance, return_rejouissance_stakes, win_rejouissance
from .reprise import lay_out, pay_reprises, show, take_reprise
from .taking import take_upcard

KEEPS_DEAL = ("bankers-quadruple", "all-taken", "after-all-taken")
"""Outcomes after which the banker keeps the deal (source §13); after the others it passes right."""


def still_in_play(t, v, h: Hand) -> bool:
    """Whether the hand goes on: an up-card, a staked rejouissance or a wagered reprise card (§13)."""
    if h.holders:
        return True
    if h.rejouissance and h.stakers and v.options["rejouissance_end"] == "play-on":
        return True
    return bool(h.wagered())


def deal_stock(t, v, h: Hand):
    """Turn the stock until the hand ends; returns the outcome (see :data:`KEEPS_DEAL`)."""
    swept = False
    while True:
        if not h.holders and not swept:
            swept = True
            yield Event("all-up-cards-taken", h.banker, term="up-card")
            if h.rejouissance and h.stakers and v.options["rejouissance_end"] == "returned":
                yield from return_rejouissance_stakes(t, h, "rejouissance-void")
        if not still_in_play(t, v, h):
            t.extra["outcome"] = "all-taken"
            yield Event("hand-over-all-taken", h.banker, term="hand")
            return "all-taken"
        card = t.turn(PILE)
        rank = card.rank
        if rank == h.banker_rank:
            return (yield from banker_loses(t, h, card, swept))
        seat = h.holder_of(rank)
        if seat is not None:
            count = multiplicity(t, up_zone(seat))
            carabins = h.lays_after_a_take
            if carabins:
                zone = show(t, rank)
                t.move_card(card, PILE, zone)
                slide_under(t, up_zone(seat), zone)
            else:
                t.move_all(up_zone(seat), PILE)
                t.zones[up_zone(seat)].mark = None
            yield from take_upcard(t, h, seat, str(card), count, waters=v.options["watering"])
            if carabins:
                yield from lay_out(t, v, h, rank, "multiple-reprise", str(card))
            continue
        carabins = h.lays_reprises
        if rank == h.rejouissance:
            if carabins:
                zone = show(t, rank)
                t.move_card(card, PILE, zone)
                slide_under(t, REJOUISSANCE, zone)
            else:
                t.move_all(REJOUISSANCE, PILE)
            mark(t, REJOUISSANCE, None)
            yield from win_rejouissance(t, h, str(card))
            if carabins:
                yield from lay_out(t, v, h, rank, "multiple-reprise", str(card))
            continue
        if rank in h.reprises:
            yield from take_reprise(t, v, h, card)
            continue
        if carabins:
            t.move_card(card, PILE, show(t, rank))
            yield from lay_out(t, v, h, rank, "reprise-card", str(card))
            continue
        yield Event("no-match", cards=(str(card),))


def banker_loses(t, h: Hand, card, swept: bool):
    """The banker's card comes out (source §4, §6, §8, §12, §13).

    He pays every cutter still holding an up-card (single 1, double 2, triple 4 stakes of the
    game, his chips laid on a multiple card first), the rejouissance and every wagered reprise
    card. If he has taken no card showing at all, neither with his own card at the reveal nor
    with the rejouissance nor while dealing the stock, he is the cutthroat. He loses the deal,
    unless every up-card had already been taken (§13, fourth case) -- by the stock, the
    rejouissance, or his own card gathering the last one before the stock: then he keeps it.
    """
    mark(t, PILE, word("mark.banker-card"))
    yield Event("bankers-card-out", h.banker, cards=(str(card),), term="bankers-card")
    for seat in list(h.holders):
        count = multiplicity(t, up_zone(seat))
        owed = FACTOR[count] * h.stake
        paid = t.balance(guarantee_account(seat))
        t.pay(guarantee_account(seat), seat, paid, word("reason.multiple-paid"))
        paid += pay_upto(t, h.banker, seat, owed - paid, word("reason.up-card-paid"))
        t.pay(stake_account(seat), seat, t.balance(stake_account(seat)), word("reason.stake-back"))
        yield Event(
            "up-card-paid",
            h.banker,
            seats=(seat,),
            amount=paid,
            term=None if count == 1 else "multiple-card",
            info=(("kind", kind(count)), ("short", short(paid, owed))),
        )
    cutthroat = not h.took
    h.holders.clear()
    yield from lose_rejouissance(t, h)
    yield from pay_reprises(t, h)
    if cutthroat:
        t.extra["outcome"] = "cutthroat"
        t.notes[h.banker] = word("note.cutthroat")
        yield Event("cutthroat", h.banker, term="cutthroat")
        return "cutthroat"
    outcome = "after-all-taken" if swept else "bankers-card"
    t.extra["outcome"] = outcome
    yield Event("hand-over-bankers-card" if not swept else "hand-over-kept", h.banker, term="hand")
    return outcome
