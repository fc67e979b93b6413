"""Exact odds, as fractions, by enumeration.

Chance is an explicit step with enumerable outcomes (OpenSpiel's way), so exact odds are a
walk of the outcomes: no sampling. Where an estimate is ever shown, it is labelled so.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TypedDict

from .cards import full_pack


def first_match(mine: int, theirs: int) -> Fraction:
    """The chance that a card of my rank turns before one of theirs.

    With ``mine`` cards of my rank and ``theirs`` of theirs left in a well-shuffled stock,
    the first of those ``mine + theirs`` cards to turn is equally likely to be any of them.
    """
    return Fraction(mine, mine + theirs)


class FirstPairOdds(TypedDict):
    """The figures of :func:`first_pair_odds`: card pairs walked, and three exact chances."""

    pairs: int
    pair: Fraction
    bank_wins: Fraction
    edge: Fraction


def first_pair_odds(packs: int = 1, pair_rule: str = "all") -> FirstPairOdds:
    """Every ordered pair of first cards (2,652 for one pack) under the two-card rules.

    A pair gives the bank every stake (``all``) or half (``half``); otherwise the first card
    matching either rank decides, paid at even money. Cards of a rank are interchangeable,
    so each pair of ranks stands for all its card pairs, counted with their number. Returns
    the number of card pairs, the chance of a pair, of the bank winning the deal, and the
    bank's expected gain per chip staked.
    """
    if pair_rule not in ("all", "half"):
        raise ValueError(f"pair_rule is all or half, not {pair_rule!r}")
    counts = Counter(c.rank for c in full_pack(packs))
    cards = sum(counts.values())
    total = cards * (cards - 1)
    pair = bank_wins = gain = Fraction(0)
    pair_gain = Fraction(1) if pair_rule == "all" else Fraction(1, 2)
    for banker, nb in counts.items():
        for players, np_ in counts.items():
            ways = nb * (np_ - 1) if players == banker else nb * np_
            weight = Fraction(ways, total)
            if players == banker:
                pair += weight
                bank_wins += weight
                gain += weight * pair_gain
                continue
            p = first_match(nb - 1, np_ - 1)
            bank_wins += weight * p
            gain += weight * (2 * p - 1)
    return {"pairs": total, "pair": pair, "bank_wins": bank_wins, "edge": gain}
