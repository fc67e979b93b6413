"""The deal of the up-cards (source §3 and §5): shuffle, cut, one card face up to each cutter
from the banker's right round to his left, the stake of the game on each, and the multiple
cards chance makes on the way: double, triple, and the quadruple that ends the hand.

Seats are numbered counter-clockwise, so "from the banker's right round to his left" is seat
``banker + 1`` upward, and the cutter on his left, who cuts, is seat ``banker - 1``, both counted
round the cutters alone: outside carabins neither cut nor receive an up-card (§10).
"""

from __future__ import annotations

from ...events import Event
from ...narrate import chips, join
from .hand import (
    DRAW,
    FACTOR,
    TERMS,
    WORDS,
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


def shuffle_and_cut(t, h: Hand):
    """Gather every card, shuffle, and have the cutter on the banker's left cut (source §3).

    The order the transcript records is the pack as it lies after the cut, so the cut is told
    but changes nothing a replay needs.
    """
    t.fresh_stock()
    for zone in t.zones.values():
        if zone.id.startswith("reprise-") or zone.id == DRAW:
            zone.shown = False
    yield Event("shuffle", h.banker)
    yield Event("cut", h.left_cutter(), seats=(h.banker,))


def lift_stake(t, v, h: Hand, seat: int, taker: int) -> tuple[int, str]:
    """Lift the stake off a cutter's card freed by a match in the deal (source §5).

    ``taker`` holds the card that matched it: the next cutter dealt, or the banker with his own
    card. Where the lifted stake goes is a ruling (option ``removed_stake``): to the banker, as
    Pierer and the Encyclopédie have it; to the taker, a hypothetical reading no source
    states; or back to its cutter. What the banker laid on a double card comes back to him.
    Returns the stake and where it went, in words.
    """
    name = t.names[seat]
    stake = t.balance(stake_account(seat))
    rule = v.options["removed_stake"]
    if rule == "banker" or (rule == "taker" and taker == h.banker):
        t.pay(stake_account(seat), h.banker, stake, "a stake lifted off a freed card goes to the banker")
        where = "goes to the banker"
    elif rule == "taker":
        t.pay(
            stake_account(seat), taker, stake, "a stake lifted off a freed card goes to the card that took it"
        )
        where = f"goes to {t.names[taker]}"
    else:
        t.pay(stake_account(seat), seat, stake, "a stake lifted off a freed card goes back")
        where = f"goes back to {name}"
    t.pay(
        guarantee_account(seat),
        h.banker,
        t.balance(guarantee_account(seat)),
        "the banker's chips on a freed card come back",
    )
    del h.holders[seat]
    h.dispossessed.append(seat)
    return stake, where


def lay_guarantee(t, h: Hand, seat: int, count: int) -> tuple[int, str]:
    """The banker lays double the stake on a double card, four times on a triple (source §5)."""
    owed = FACTOR[count] * h.stake
    paid = pay_upto(
        t, h.banker, guarantee_account(seat), owed, f"the banker's chips on a {WORDS[count]} card"
    )
    return paid, short(paid, owed)


def multiple_stake(v, h: Hand, count: int) -> int:
    """What a cutter stakes on a double or triple card: the stake of the game (§5), or, under option
    ``multiple_stakes = even`` (the Encyclopédie's game), twice or four times it, which the banker holds."""
    return FACTOR[count] * h.stake if v.options["multiple_stakes"] == "even" else h.stake


def deal_upcards(t, v, h: Hand):
    """Deal the up-cards; returns ``True`` when a quadruple card ended the hand."""
    for seat in h.from_right():
        if t.chips(seat) < h.stake:
            h.out.append(seat)
            t.notes[seat] = (
                f"Holds {chips(t.chips(seat))}, less than the stake of the game ({chips(h.stake)}): sits this hand out."
            )
            yield Event("sit-out", seat, amount=h.stake)
            continue
        card = t.turn(up_zone(seat))
        prior = h.holder_of(card.rank)
        if prior is None:
            t.pay(seat, stake_account(seat), h.stake, "the stake of the game on an up-card")
            h.holders[seat] = card.rank
            yield Event("up-card", seat, cards=(str(card),), amount=h.stake, term="up-card")
            continue
        count = multiplicity(t, up_zone(prior)) + 1
        if count == 4:
            yield from quadruple_card(t, v, h, seat, prior)
            return True
        owed = multiple_stake(v, h, count)
        reason = (
            "the stake of the game on an up-card" if owed == h.stake else "the stake on a multiple up-card"
        )
        staked = pay_upto(t, seat, stake_account(seat), owed, reason)
        stake, where = lift_stake(t, v, h, prior, seat)
        slide_under(t, up_zone(prior), up_zone(seat))
        h.holders[seat] = card.rank
        laid, cut_short = lay_guarantee(t, h, seat, count)
        mark(t, up_zone(seat), WORDS[count].capitalize())
        yield Event(
            "multiple-up-card",
            seat,
            seats=(prior,),
            cards=(str(card),),
            amount=laid,
            term=TERMS[count],
            info=(
                ("kind", WORDS[count]),
                ("lifted", stake),
                ("where", where),
                ("stake", staked),
                ("short", cut_short),
            ),
        )
    return False


def quadruple_card(t, v, h: Hand, seat: int, prior: int):
    """A cutter dealt the fourth card of a triple's rank (source §5, §13).

    The banker pays the triple card fourfold; every other stake goes back to its cutter. Under
    Pierer's reading (option ``deal_quadruple = collected``) the banker instead collects the
    single and double cards' stakes and loses what he laid on every triple card: each other
    triple on the table is paid fourfold too. The quadruple's own cutter stakes nothing and wins
    nothing, and the deal passes to the banker's right.
    """
    slide_under(t, up_zone(prior), up_zone(seat))
    mark(t, up_zone(seat), "Quadruple")
    t.notes[seat] = "Holds the quadruple card: stakes nothing and wins nothing."
    paid, cut_short = pay_triple(t, h, prior)
    yield Event(
        "quadruple-card",
        seat,
        seats=(prior,),
        cards=(str(t.zones[up_zone(seat)].cards[-1]),),
        amount=paid,
        term="quadruple",
        info=(("short", cut_short),),
    )
    collected = v.options["deal_quadruple"] == "collected"
    if collected:
        for other in [s for s in h.holders if multiplicity(t, up_zone(s)) == 3]:
            paid, cut_short = pay_triple(t, h, other)
            yield Event(
                "triple-paid",
                h.banker,
                seats=(other,),
                amount=paid,
                term="triple-card",
                info=(("short", cut_short),),
            )
    back = []
    total = 0
    for other in list(h.holders):
        account = stake_account(other)
        total += t.balance(account)
        if collected:
            t.pay(
                account,
                h.banker,
                t.balance(account),
                "the banker collects a stake on a cutter's quadruple (Pierer)",
            )
        else:
            t.pay(account, other, t.balance(account), "a stake recovered when a quadruple card ends the hand")
        t.pay(
            guarantee_account(other),
            h.banker,
            t.balance(guarantee_account(other)),
            "the banker's chips on a multiple card come back",
        )
        back.append(other)
    h.holders.clear()
    if back:
        names = [t.names[s] for s in back]
        if collected:
            whose = f"{names[0]}'s stake" if len(back) == 1 else f"the stakes of {join(names)}"
        elif len(back) == 1:
            whose = f"{names[0]}, the other cutter still holding an up-card, takes back the stake"
        else:
            whose = f"The other cutters still holding an up-card, {join(names)}, take back their stakes"
        yield Event(
            "stakes-collected" if collected else "stakes-recovered",
            h.banker,
            seats=tuple(back),
            amount=total,
            info=(("whose", whose),),
        )


def pay_triple(t, h: Hand, seat: int) -> tuple[int, str]:
    """The banker pays ``seat``'s triple card fourfold, his chips laid on it first, and its stake goes
    back (source §5, §6); the card leaves play. Returns what was paid and the words of any shortfall."""
    owed = FACTOR[3] * h.stake
    paid = t.balance(guarantee_account(seat))
    t.pay(guarantee_account(seat), seat, paid, "the banker pays a triple card fourfold")
    paid += pay_upto(t, h.banker, seat, owed - paid, "the banker pays a triple card fourfold")
    t.pay(stake_account(seat), seat, t.balance(stake_account(seat)), "a triple card's stake comes back")
    del h.holders[seat]
    return paid, short(paid, owed)
