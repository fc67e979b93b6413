"""The rejouissance (source §8 and §9): stakes in the middle of the table on the first stock
card after the banker's that differs from it.

Before turning his card the banker may set a ceiling on the total; then each cutter may
stake (the dispossessed too: a cutter whose card was freed in the deal may carabine), and after
the cutters each outside carabin (§10: carabins wager on the rejouissance like the cutters). After
his card, cards matching it join it as a multiple card; the first that differs is the
rejouissance. Matching a single or double up-card, it takes that card and becomes a multiple
rejouissance; matching a triple, it becomes quadruple, can never come out, and its stakes go
back. A stock card of its rank later wins its stakes for the banker; the banker's card
coming out first makes him pay them.
"""

from __future__ import annotations

from ... import grammar
from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import chips, join
from .hand import (
    BANKER_CARD,
    PILE,
    REJOUISSANCE,
    Hand,
    mark,
    multiplicity,
    pay_upto,
    rejouissance_account,
    short,
    slide_under,
    up_zone,
)
from .phrases import kind, mark_word, word
from .taking import take_upcard


def amount_range(high: int) -> str:
    """What a prompt offers from 1 chip up to ``high``: ``1 chip`` or ``1 to 20 chips``."""
    return word("range.one") if high == 1 else word("range.many", high=grammar.amount(high))


def rejouissance_stakes(t, v, h: Hand):
    """The banker's ceiling, then each cutter's stake on the rejouissance from the banker's right,
    then each outside carabin's (source §8, §10)."""
    room = h.room(t)
    if room < 1:
        yield Event("rejouissance-closed", h.banker, term="rejouissance")
        return
    action = yield Decision(
        h.banker,
        "ceiling",
        word("prompt.ceiling", name=t.names[h.banker], range=amount_range(room), chips=chips(room)),
        (Choice("ceiling", 1, room), Choice("open")),
    )
    ceiling = room if action.kind == "open" else action.amount
    if action.kind == "open":
        yield Event("rejouissance-open", h.banker, amount=room, term="rejouissance")
    else:
        yield Event("rejouissance-ceiling", h.banker, amount=ceiling, term="rejouissance")
    total = 0
    passed: list[int] = []
    for seat in h.from_right() + list(h.outsiders):
        if seat in h.out:
            continue
        role = ("role", word("role.outsider") if seat in h.outsiders else "")
        high = min(ceiling - total, t.chips(seat))
        if high < 1:
            full = ceiling - total < 1
            t.notes[seat] = word("note.rejouissance.full" if full else "note.rejouissance.empty")
            continue
        action = yield Decision(
            seat,
            "rejouissance",
            word("prompt.rejouissance", name=t.names[seat], range=amount_range(high)),
            (Choice("stake", 1, high), Choice("pass")),
        )
        if action.kind == "pass":
            passed.append(seat)
            continue
        yield from rejouissance_passes(t, h, passed)
        passed = []
        t.pay(
            seat,
            t.open_account(rejouissance_account(seat), seat),
            action.amount,
            word("reason.rejouissance"),
        )
        h.stakers.append(seat)
        total += action.amount
        yield Event("rejouissance-stake", seat, amount=action.amount, term="rejouissance", info=(role,))
    yield from rejouissance_passes(t, h, passed)


def rejouissance_passes(t, h: Hand, passed: list[int]):
    """The seats that passed since the last stake on the rejouissance, told in one line (§8)."""
    if not passed:
        return
    if len(passed) == 1:
        seat = passed[0]
        who = t.names[seat] + (word("role.outsider") if seat in h.outsiders else "")
    else:
        who = join([t.names[s] + (word("role.outsider.listed") if s in h.outsiders else "") for s in passed])
    info = (("passers", who), ("verb", word("verb.stake.one" if len(passed) == 1 else "verb.stake.many")))
    yield Event("rejouissance-pass", passed[0] if len(passed) == 1 else None, seats=tuple(passed), info=info)


def expose_rejouissance(t, v, h: Hand):
    """Turn cards to the middle until one differs from the banker's card; returns ``True`` when
    the banker's card became quadruple on the way and the hand is over (source §8, §13)."""
    from .banker_card import bankers_quadruple

    while True:
        card = t.turn(REJOUISSANCE)
        if card.rank != h.banker_rank:
            break
        t.move_card(card, REJOUISSANCE, BANKER_CARD)
        count = multiplicity(t, BANKER_CARD)
        mark(t, BANKER_CARD, mark_word(count))
        if count == 4:
            yield from bankers_quadruple(t, h, str(card))
            return True
        yield Event(
            "joins-banker-card",
            h.banker,
            cards=(str(card),),
            term="bankers-card",
            info=(("kind", kind(count)),),
        )
    h.rejouissance = card.rank
    prior = h.holder_of(card.rank)
    if prior is None:
        yield Event(
            "rejouissance-card", cards=(str(card),), amount=h.rejouissance_staked(t), term="rejouissance"
        )
        return False
    count = multiplicity(t, up_zone(prior)) + 1
    yield Event("rejouissance-card", cards=(str(card),), amount=h.rejouissance_staked(t), term="rejouissance")
    slide_under(t, up_zone(prior), REJOUISSANCE)
    yield from take_upcard(
        t,
        h,
        prior,
        str(card),
        count - 1,
        waters=v.options["rejouissance_waters"] and v.options["watering"],
        by="rejouissance",
    )
    if count == 4:
        yield from return_rejouissance_stakes(t, h, "rejouissance-cancelled")
        return False
    mark(t, REJOUISSANCE, mark_word(count))
    yield Event(
        "multiple-rejouissance",
        cards=(str(card),),
        term="multiple-rejouissance",
        info=(("kind", kind(count)),),
    )
    return False


def return_rejouissance_stakes(t, h: Hand, kind: str | None):
    """Give every stake on the rejouissance back and put its cards aside (a quadruple, §8-9).

    ``kind`` is the event that tells it. Stakes going back are told only when there are some: a
    banker's quadruple with nobody on the rejouissance, or with the rejouissance not played at
    all, says nothing of it. A cancelled quadruple rejouissance is always told (its card is on the
    table), with its stakes if it carries any.
    """
    back = [s for s in h.stakers if t.balance(rejouissance_account(s))]
    total = 0
    for seat in back:
        account = rejouissance_account(seat)
        total += t.balance(account)
        t.pay(account, seat, t.balance(account), word("reason.rejouissance-back"))
    h.stakers.clear()
    h.rejouissance = None
    if t.zones[REJOUISSANCE].cards:
        t.move_all(REJOUISSANCE, PILE)
    mark(t, REJOUISSANCE, None)
    if kind == "rejouissance-cancelled":
        stakes = (
            word("cancelled.back", names=join([t.names[s] for s in back]), chips=chips(total))
            if back
            else word("cancelled.none")
        )
        yield Event(kind, seats=tuple(back), amount=total, term="rejouissance", info=(("stakes", stakes),))
    elif kind and back:
        yield Event(kind, seats=tuple(back), amount=total, term="rejouissance")


def win_rejouissance(t, h: Hand, card: str):
    """A stock card matches the rejouissance: the banker takes its stakes (source §8), or, when
    nobody staked on it, simply takes the card, which still spares him the cutthroat."""
    total = 0
    for seat in h.stakers:
        account = rejouissance_account(seat)
        total += t.balance(account)
        t.pay(account, h.banker, t.balance(account), word("reason.rejouissance-won"))
    seats = tuple(h.stakers)
    h.stakers.clear()
    h.rejouissance = None
    h.took = True
    yield Event(
        "rejouissance-won" if seats else "rejouissance-matched",
        h.banker,
        seats=seats,
        cards=(card,),
        amount=total,
        term="rejouissance",
        info=(("stakes", word("won.one" if len(seats) == 1 else "won.many")),),
    )


def lose_rejouissance(t, h: Hand):
    """The banker's card came out first: he pays each stake on the rejouissance, at even money
    (or, option ``rejouissance_pays = multiple``, as a multiple up-card is paid)."""
    factor = h.rejouissance_factor(t)
    paid_total = owed_total = 0
    for seat in h.stakers:
        account = rejouissance_account(seat)
        stake = t.balance(account)
        t.pay(account, seat, stake, word("reason.rejouissance-stake-back"))
        owed_total += stake * factor
        paid_total += pay_upto(t, h.banker, seat, stake * factor, word("reason.rejouissance-paid"))
    seats = tuple(h.stakers)
    h.stakers.clear()
    h.rejouissance = None
    if seats:
        how = (
            word("paid.even")
            if factor == 1
            else word("paid.multiple", factor=factor, kind=kind(multiplicity(t, REJOUISSANCE)))
        )
        yield Event(
            "rejouissance-paid",
            h.banker,
            seats=seats,
            amount=paid_total,
            term="rejouissance",
            info=(("how", how), ("short", short(paid_total, owed_total))),
        )
