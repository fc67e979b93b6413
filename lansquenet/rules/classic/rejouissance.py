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

from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import chips, join
from .hand import (
    BANKER_CARD,
    PILE,
    REJOUISSANCE,
    WORDS,
    Hand,
    mark,
    multiplicity,
    pay_upto,
    rejouissance_account,
    short,
    slide_under,
    up_zone,
)
from .taking import take_upcard


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
        f"{t.names[h.banker]}: set a ceiling on the rejouissance "
        f"({'1 chip' if room == 1 else f'1 to {room} chips'}), or leave it open up to what the bank can pay "
        f"({chips(room)})?",
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
        role = ("role", ", an outside carabin," if seat in h.outsiders else "")
        high = min(ceiling - total, t.chips(seat))
        if high < 1:
            why = "the rejouissance is full" if ceiling - total < 1 else "holds no chips"
            t.notes[seat] = f"Cannot stake on the rejouissance: {why}."
            continue
        action = yield Decision(
            seat,
            "rejouissance",
            f"{t.names[seat]}: stake {'1 chip' if high == 1 else f'1 to {high} chips'} on the rejouissance, "
            "or pass?",
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
            "a stake on the rejouissance",
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
        who = t.names[seat] + (", an outside carabin," if seat in h.outsiders else "")
    else:
        who = join([t.names[s] + (" (an outside carabin)" if s in h.outsiders else "") for s in passed])
    info = (("passers", who), ("verb", "stakes" if len(passed) == 1 else "stake"))
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
        mark(t, BANKER_CARD, WORDS[count].capitalize())
        if count == 4:
            yield from bankers_quadruple(t, h, str(card))
            return True
        yield Event(
            "joins-banker-card",
            h.banker,
            cards=(str(card),),
            term="bankers-card",
            info=(("kind", WORDS[count]),),
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
    mark(t, REJOUISSANCE, WORDS[count].capitalize())
    yield Event(
        "multiple-rejouissance",
        cards=(str(card),),
        term="multiple-rejouissance",
        info=(("kind", WORDS[count]),),
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
        t.pay(account, seat, t.balance(account), "a rejouissance stake goes back")
    h.stakers.clear()
    h.rejouissance = None
    if t.zones[REJOUISSANCE].cards:
        t.move_all(REJOUISSANCE, PILE)
    mark(t, REJOUISSANCE, None)
    if kind == "rejouissance-cancelled":
        stakes = (
            f" and its stakes go back to {join([t.names[s] for s in back])} ({chips(total)})"
            if back
            else "; nobody had staked on it"
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
        t.pay(account, h.banker, t.balance(account), "the banker wins the rejouissance")
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
        info=(("stakes", "the stake" if len(seats) == 1 else "the stakes"),),
    )


def lose_rejouissance(t, h: Hand):
    """The banker's card came out first: he pays each stake on the rejouissance, at even money
    (or, option ``rejouissance_pays = multiple``, as a multiple up-card is paid)."""
    factor = h.rejouissance_factor(t)
    paid_total = owed_total = 0
    for seat in h.stakers:
        account = rejouissance_account(seat)
        stake = t.balance(account)
        t.pay(account, seat, stake, "a winning rejouissance stake comes back")
        owed_total += stake * factor
        paid_total += pay_upto(t, h.banker, seat, stake * factor, "the banker pays the rejouissance")
    seats = tuple(h.stakers)
    h.stakers.clear()
    h.rejouissance = None
    if seats:
        how = (
            "at even money"
            if factor == 1
            else f"{factor} to 1, as its {WORDS[multiplicity(t, REJOUISSANCE)]} card"
        )
        yield Event(
            "rejouissance-paid",
            h.banker,
            seats=seats,
            amount=paid_total,
            term="rejouissance",
            info=(("how", how), ("short", short(paid_total, owed_total))),
        )
