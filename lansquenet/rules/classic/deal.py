"""The deal of the up-cards (source §3 and §5): shuffle, cut, one card face up to each cutter
from the banker's right round to his left, the stake of the game on each, and the multiple
cards chance makes on the way: double, triple, and the quadruple that ends the hand.

Seats are numbered counter-clockwise, so "from the banker's right round to his left" is seat
``banker + 1`` upward, and the cutter on his left, who cuts, is seat ``banker - 1``, both counted
round the cutters alone: outside carabins neither cut nor receive an up-card (§10).
"""

from __future__ import annotations

from ... import grammar
from ...events import Event
from ...narrate import chips, join
from .hand import (
    DRAW,
    FACTOR,
    TERMS,
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
from .phrases import kind, mark_word, opening, owners, stake_words, word


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
        t.pay(stake_account(seat), h.banker, stake, word("reason.lifted.banker"))
        where = word("where.banker")
    elif rule == "taker":
        t.pay(stake_account(seat), taker, stake, word("reason.lifted.taker"))
        where = word("where.taker", name=t.names[taker])
    else:
        t.pay(stake_account(seat), seat, stake, word("reason.lifted.back"))
        where = word("where.back", name=name)
    t.pay(
        guarantee_account(seat),
        h.banker,
        t.balance(guarantee_account(seat)),
        word("reason.freed-back"),
    )
    del h.holders[seat]
    h.dispossessed.append(seat)
    return stake, where


def lay_guarantee(t, h: Hand, seat: int, count: int) -> tuple[int, str]:
    """The banker lays double the stake on a double card, four times on a triple (source §5)."""
    owed = FACTOR[count] * h.stake
    paid = pay_upto(t, h.banker, guarantee_account(seat), owed, word("reason.guarantee", kind=kind(count)))
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
            t.notes[seat] = word("note.sit-out", held=chips(t.chips(seat)), stake=chips(h.stake))
            yield Event("sit-out", seat, amount=h.stake)
            continue
        card = t.turn(up_zone(seat))
        prior = h.holder_of(card.rank)
        if prior is None:
            t.pay(seat, stake_account(seat), h.stake, word("reason.stake"))
            h.holders[seat] = card.rank
            yield Event("up-card", seat, cards=(str(card),), amount=h.stake, term="up-card")
            continue
        count = multiplicity(t, up_zone(prior)) + 1
        if count == 4:
            yield from quadruple_card(t, v, h, seat, prior)
            return True
        owed = multiple_stake(v, h, count)
        reason = word("reason.stake" if owed == h.stake else "reason.multiple-stake")
        staked = pay_upto(t, seat, stake_account(seat), owed, reason)
        stake, where = lift_stake(t, v, h, prior, seat)
        slide_under(t, up_zone(prior), up_zone(seat))
        h.holders[seat] = card.rank
        laid, cut_short = lay_guarantee(t, h, seat, count)
        mark(t, up_zone(seat), mark_word(count))
        their = grammar.possessive(t.names[prior])
        lifted = opening(
            word("lifted.one" if stake == 1 else "lifted.many", their=their, stake=grammar.amount(stake))
        )
        yield Event(
            "multiple-up-card",
            seat,
            seats=(prior,),
            cards=(str(card),),
            amount=laid,
            term=TERMS[count],
            info=(
                ("kind", kind(count)),
                ("their", their),
                ("lifted", lifted),
                ("where", where),
                ("stake", stake_words(staked)),
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
    mark(t, up_zone(seat), mark_word(4))
    t.notes[seat] = word("note.quadruple")
    paid, cut_short = pay_triple(t, h, prior)
    yield Event(
        "quadruple-card",
        seat,
        seats=(prior,),
        cards=(str(t.zones[up_zone(seat)].cards[-1]),),
        amount=paid,
        term="quadruple",
        info=(("short", cut_short), ("their", grammar.possessive(t.names[prior]))),
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
                info=(("short", cut_short), ("their", grammar.possessive(t.names[other]))),
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
                word("reason.quadruple-collected"),
            )
        else:
            t.pay(account, other, t.balance(account), word("reason.quadruple-recovered"))
        t.pay(
            guarantee_account(other),
            h.banker,
            t.balance(guarantee_account(other)),
            word("reason.multiple-back"),
        )
        back.append(other)
    h.holders.clear()
    if back:
        names = [t.names[s] for s in back]
        if collected:
            if len(back) == 1:
                whose = word("whose.collected.one", whose=grammar.possessive(names[0]))
            else:
                whose = word("whose.collected.many", names=owners(names))
        elif len(back) == 1:
            whose = word("whose.recovered.one", name=names[0])
        else:
            whose = word("whose.recovered.many", names=join(names))
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
    t.pay(guarantee_account(seat), seat, paid, word("reason.triple"))
    paid += pay_upto(t, h.banker, seat, owed - paid, word("reason.triple"))
    t.pay(stake_account(seat), seat, t.balance(stake_account(seat)), word("reason.triple-back"))
    del h.holders[seat]
    return paid, short(paid, owed)
