"""The banker taking a cutter's up-card while dealing the stock, and watering (source §4, §7).

A stock card matching a cutter's up-card (or the rejouissance matching one, §9) takes it: the
banker collects the stake on it and what he laid on it himself. The cutter then waters every
other cutter still holding an up-card: the stake of the game to each, whatever their cards.
The first cutter to water is the first-taken, who pays the most because everyone else is
still in play.
"""

from __future__ import annotations

from ... import grammar
from ...events import Event
from ...narrate import card_words, chips, join
from .hand import Hand, guarantee_account, pay_upto, stake_account
from .phrases import kind, word


def take_upcard(t, h: Hand, seat: int, card: str, count: int, waters: bool = True, by: str = "stock"):
    """The banker takes ``seat``'s up-card, of multiplicity ``count``; the caller has already
    moved its cards to where they go (the pile, a reprise card or the rejouissance)."""
    name = t.names[seat]
    collected = t.balance(stake_account(seat))
    t.pay(stake_account(seat), h.banker, collected, word("reason.take"))
    t.pay(
        guarantee_account(seat),
        h.banker,
        t.balance(guarantee_account(seat)),
        word("reason.taken-back"),
    )
    del h.holders[seat]
    h.dispossessed.append(seat)
    h.took = True
    first = waters and h.first_taken is None
    if first:
        h.first_taken = seat
    note = "note.first-taken" if first else "note.taken"
    t.notes[seat] = word(note + (".carabine" if h.carabins != "none" else ""))
    # the rejouissance was announced a step before, so a take by it does not name the card again
    by_words = word("by.stock", card=card_words(card)) if by == "stock" else word("by.rejouissance")
    info = (
        ("kind", kind(count)),
        ("by", by_words),
        ("whose", grammar.possessive(name)),
        ("first", word("first", name=name) if first else ""),
    )
    yield Event(
        "take",
        seat,
        cards=(card,),
        amount=collected,
        term="first-taken" if first else "dealing-the-stock",
        info=info,
    )
    if waters:
        yield from water(t, h, seat, first)


def water(t, h: Hand, seat: int, first: bool):
    """``seat`` pays the stake of the game to every cutter still holding an up-card (source §7).

    A cutter who runs short pays them in turn from the banker's right until his chips are gone;
    one with no chips at all waters nobody, and the words say so.
    """
    paid_to = []
    total = 0
    for other in h.holders:
        paid = pay_upto(t, seat, other, h.stake, word("reason.watering"))
        if paid == 0:
            break
        paid_to.append(other)
        total += paid
    if not h.holders:
        yield Event("nobody-to-water", seat, term="watering")
        return
    missed = [o for o in h.holders if o not in paid_to]
    role = word("role.first") if first else ""
    if not paid_to:
        yield Event(
            "water-empty", seat, seats=tuple(missed), amount=0, term="watering", info=(("role", role),)
        )
        return
    rest = word("water.rest", names=join([t.names[o] for o in missed])) if missed else ""
    how = (
        word("water.one", chips=chips(total))
        if len(paid_to) == 1
        else word("water.many", each=grammar.amount(h.stake), chips=chips(total))
    )
    yield Event(
        "water",
        seat,
        seats=tuple(paid_to),
        amount=total,
        term="watering",
        info=(("each", h.stake), ("role", role), ("how", how), ("rest", rest)),
    )
