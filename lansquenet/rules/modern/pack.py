"""The persistent pack: prepared by the table, turned round after round, rebuilt when it runs out.

Source section 2: the banker splits the pack into an even number of piles, each shuffled by a
player, the piles put together two by two and shuffled again until the pack is whole; the
banker shuffles it a last time and the punter on his left cuts it. Section 5: the cards turned
in one round are not used again in the next, so the stock shrinks from round to round.

The order the shuffles produce is simply the shoe's order (recorded in the transcript); the
piles and the cut are steps so the reader sees the ritual. When a card must turn and the stock
is empty, the turned cards of earlier rounds (and only those: the cards of the round being
played stay on the table) are shuffled into a new stock with the shoe's own generator, and the
order is recorded with the shoe's other orders, so a transcript replays card for card.
"""

from __future__ import annotations

from ...errors import InvalidSpec
from ...events import Event
from ...narrate import join
from ...seats import leftward, rightward
from .phrases import word

BANKER_CARD = "banker-card"
MIDDLE = "middle"
PUNTERS_CARD = "punters-card"
TURNED = "turned"
ROUND_ZONES = (BANKER_CARD, MIDDLE, PUNTERS_CARD)


def lay_out(table) -> None:
    """The banker's card on his left, the middle cards between, the punters' card on his right;
    the turned cards of earlier rounds lie aside (counted in the view, not drawn)."""
    table.zone(BANKER_CARD, word("zone.banker-card"), "left")
    table.zone(MIDDLE, word("zone.middle"), "middle")
    table.zone(PUNTERS_CARD, word("zone.punters-card"), "right")
    table.zone(TURNED, word("zone.turned"), "middle").shown = False
    count(table)


def count(table) -> None:
    """Keep the view's tally of the turned pile current (the stock's size is in every view)."""
    table.extra["turned"] = len(table.zones[TURNED].cards)


def pile_plan(players: int, packs: int) -> int:
    """How many piles the pack is split into: an even number, one per shuffling player.

    The largest power of two that is at most the players seated and at most two per pack, and
    never fewer than two, so the piles pair off two by two down to one pack.
    """
    piles = 2
    while piles * 2 <= min(players, 2 * packs):
        piles *= 2
    return piles


def preparation(table, banker: int, seated: list[int], cards: int):
    """The steps of preparing a stock of ``cards`` cards: piles, regrouping, last shuffle, cut."""
    piles = pile_plan(len(seated), table.shoe.packs)
    shufflers = [banker, *[s for s in rightward(banker, table.count) if s in seated][: piles - 1]]
    others = [table.names[s] for s in shufflers[1:]]
    rest = word("piles.rest.one" if len(others) == 1 else "piles.rest.many", names=join(others))
    yield Event(
        "piles",
        banker,
        seats=tuple(shufflers),
        amount=cards,
        info=(("piles", piles), ("size", cards // piles), ("rest", rest)),
    )
    while piles > 1:
        piles //= 2
        words = (
            word("regroup.piles", piles=piles, size=cards // piles) if piles > 1 else word("regroup.whole")
        )
        yield Event("regroup", info=(("result", words),))
    yield Event("shuffle", banker, amount=cards)
    cutter = next(s for s in leftward(banker, table.count) if s in seated)
    yield Event("cut", cutter, seats=(banker,))


def first_stock(table, banker: int, seated: list[int]):
    """Fill the stock with the shoe's first order and show how the table prepared it."""
    table.fresh_stock()
    count(table)
    yield from preparation(table, banker, seated, len(table.stock))


def restock(table, banker: int, seated: list[int], mid_round: bool):
    """The stock is used up: shuffle the turned cards of earlier rounds into a new stock.

    Cards of the round being played stay where they lie, so every card is in exactly one
    zone throughout. A stacked or replayed order for this stock (the spec's next deck) gives its
    top cards, which must be among the turned cards; the rest are shuffled by the shoe.
    """
    pile = list(table.zones[TURNED].cards)
    if not pile:
        raise InvalidSpec(word("refused.no-turned"))
    order = table.shoe.reorder(pile, word("the-turned-cards"))
    table.zones[TURNED].cards.clear()
    table.stock.extend(order)
    count(table)
    rest_words = word("restock.rest" if mid_round else "restock.plain")
    yield Event("restock", banker, amount=len(order), info=(("rest", rest_words),))
    yield from preparation(table, banker, seated, len(order))


def turn(table, zone: str, banker: int, seated: list[int]):
    """Turn the top card onto ``zone``, first rebuilding the stock if it has run out."""
    if not table.stock:
        yield from restock(table, banker, seated, mid_round=any(table.zones[z].cards for z in ROUND_ZONES))
    return table.turn(zone)


def gather(table) -> int:
    """Put the round's cards with the turned cards; returns how many were moved."""
    moved = 0
    for zone in ROUND_ZONES:
        moved += len(table.zones[zone].cards)
        table.zones[zone].mark = None
        table.move_all(zone, TURNED)
    count(table)
    return moved


def rank_counts(cards) -> dict[str, int]:
    """Cards counted by rank, for the odds of the cards still to come."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    return counts
