"""A referee for Montmort's game, written from the Encyclopédie's clauses and nothing else: it plays
one hand card by card from a given order of ranks. The tests hold the exact walk and the engine's
court game, dealt with Montmort's options, to what it finds."""

from __future__ import annotations

from lansquenet.montmort.walk import Rules


def orders(counts: list[int]):
    """Every distinct order of a pack with ``counts[r]`` cards of rank ``r``."""
    if not any(counts):
        yield ()
        return
    for rank, left in enumerate(counts):
        if left:
            counts[rank] -= 1
            for rest in orders(counts):
                yield (rank, *rest)
            counts[rank] += 1


def referee(order: tuple[int, ...], players: int, rules: Rules) -> tuple[list[int], bool]:
    """One hand played card by card, as the Encyclopédie tells it: each seat's gain, and whether
    the one holding the deal deals again."""
    gains = [0] * (players - 1)
    live: dict[int, tuple[int, int]] = {}  # rank -> (seat, cards of it out)
    cards = iter(order)
    for seat in range(players - 1):  # up-cards from his right; a rank showing makes a multiple
        rank = next(cards)
        if rank in live:
            earlier, out = live.pop(rank)
            if out == 3:  # quadruple: the triple is paid, the rest taken back, the hand is over
                gains[earlier] += rules.paid(3)
                return gains, False
            gains[earlier] -= rules.risked(out)  # he wins what lies on the losing card
            live[rank] = (seat, out + 1)
        else:
            live[rank] = (seat, 1)
    own = next(cards)
    mine = 1
    if own in live:  # his card of a rank showing wins what lies on it
        seat, out = live.pop(own)
        if out == 3:  # his quadruple: every stake is his, and he deals again
            gains[seat] -= rules.risked(3)
            for other, multiple in live.values():
                gains[other] -= rules.risked(multiple)
            return gains, True
        gains[seat] -= rules.risked(out)
        mine = out + 1
    for rank in cards:  # the stock
        if not live:
            return gains, True  # every up-card taken before his own: he deals again
        if rank == own:
            for seat, multiple in live.values():
                gains[seat] += rules.paid(multiple)
            return gains, False
        if rank in live:
            seat, multiple = live.pop(rank)
            gains[seat] -= rules.risked(multiple)
    assert not live or mine == 4, "the pack ran out with his rank and an up-card's both unmatched"
    return gains, True
