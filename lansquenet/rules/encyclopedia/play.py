"""The turns of a deal: each card turned, where it goes, and what it settles.

Source: "Play". Each turned card either matches a card on the layout or becomes a new
player's card. A hand card's rank: out of play. A live player's card's rank: the banker
collects the bets on it and the rank is dead (later cards of it are stacked there). The
banker's card's rank: he pays every outstanding bet at even money and the deal ends.
Every word comes from :mod:`.words` in the language of the moment.
"""

from __future__ import annotations

from ...cards import rank_plural as plural
from ...events import Event
from ...narrate import card_words, join
from ...narrate import chips as chip_words
from .betting import betting_round
from .state import BANKER_ZONE, Hand, PlayersCard
from .words import word


def turns(t, hand: Hand):
    """Turn cards until the banker's card is matched (or the pack runs out); returns the outcome."""
    assert hand.banker_card is not None  # the layout is dealt before any card turns
    while t.stock:
        card = t.stock[0]
        rank = card.rank
        pc = hand.card_of(rank)
        if rank == hand.banker_card.rank:
            t.turn(BANKER_ZONE)
            t.zones[BANKER_ZONE].mark = {"index": 1, "word": word("mark.matched")}
            yield from banker_matched(t, hand, card)
            return "banker-matched"
        if rank in hand.hand_ranks:
            t.turn(hand.hand_ranks[rank])
            yield Event(
                "turn-hand", hand.banker, cards=(str(card),), term="hand card", info=(("rank", plural(rank)),)
            )
        elif pc is not None and not pc.live:
            t.turn(pc.zone)
            yield Event(
                "turn-dead", hand.banker, cards=(str(card),), term="dead rank", info=(("rank", plural(rank)),)
            )
        elif pc is not None:
            t.turn(pc.zone)
            yield matched(t, hand, pc, card)
        else:
            pc = hand.add_card(t, card)
            t.turn(pc.zone)
            yield Event("turn-new", hand.banker, cards=(str(card),), term="player's card")
        if t.stock:  # with the pack used up no card is left to decide a new bet: it would only come back
            yield from betting_round(t, hand)
    yield stock_out(t, hand)
    return "stock-out"


def matched(t, hand: Hand, pc: PlayersCard, card) -> Event:
    """A live player's card is matched: the banker collects its bets and its rank is dead."""
    collected, losers = 0, []
    for seat, account in sorted(pc.bets.items()):
        amount = t.balance(account)
        if amount:
            t.pay(account, hand.banker, amount, word("reason.lost", code=str(pc.card)))
            collected += amount
            losers.append(seat)
    pc.live = False
    t.zones[pc.zone].mark = {"index": 1, "word": word("mark.dead")}
    if collected:
        key = "collect.one" if collected == 1 else "collect.many"  # one chip can only be one bet
        collect = word(key, name=t.names[hand.banker], chips=chip_words(collected))
    else:
        collect = word("collect.none")
    return Event(
        "turn-match",
        hand.banker,
        seats=tuple(losers),
        cards=(str(card), str(pc.card)),
        amount=collected,
        term="dead rank",
        info=(("matched", card_words(str(pc.card))), ("collect", collect), ("rank", plural(card.rank))),
    )


def banker_matched(t, hand: Hand, card):
    """The banker's card is matched: every bet on a live card comes back with as much again."""
    paid, winners = 0, []
    each: dict[int, int] = {}
    for pc in hand.live():
        for seat, account in sorted(pc.bets.items()):
            amount = t.balance(account)
            if amount:
                t.pay(account, seat, amount, word("reason.won-back", code=str(pc.card)))
                t.pay(hand.banker, seat, amount, word("reason.paid", code=str(pc.card)))
                paid += amount
                each[seat] = each.get(seat, 0) + amount
                if seat not in winners:
                    winners.append(seat)
    if paid:
        # what each winner is paid, so a total is never read as each one's share
        shares = join(
            [word("pays.share", chips=chip_words(each[s]), name=t.names[s]) for s in sorted(winners)]
        )
        total = word("pays.total", chips=chip_words(paid)) if len(winners) > 1 else word("pays.one")
        pays = word("pays", name=t.names[hand.banker], shares=shares, total=total)
    else:
        pays = word("pays.none")
    t.extra["outcome"] = "banker-matched"
    yield Event(
        "banker-matched",
        hand.banker,
        seats=tuple(sorted(winners)),
        cards=(str(card),),
        amount=paid,
        term="even money",
        info=(("pays", pays),),
    )


def stock_out(t, hand: Hand) -> Event:
    """The pack ran out first (only after void layouts were set aside): every bet goes back."""
    back = 0
    for pc in hand.live():
        for seat, account in sorted(pc.bets.items()):
            amount = t.balance(account)
            if amount:
                t.pay(account, seat, amount, word("reason.stock-out"))
                back += amount
    t.extra["outcome"] = "stock-out"
    return Event("stock-out", hand.banker, amount=back)
