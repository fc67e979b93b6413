"""The seeded computer players of the ``encyclopedia`` variant.

A computer banker sets a limit of 5 to 20 per cent of his chips. A computer player bets two
times in five when asked: on the live card with the best chance (the fewest cards of its rank
still unseen against the banker's rank), never on one worse than even, from 1 chip up to a
twentieth of his chips; asked again in the same round, he passes. Where an opening bet is
required he places it as he would any bet. It reads only what lies
face up on the table, as a player at the table could.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

from ...cards import RANKS
from ...decisions import Action, Decision
from .odds import bet_chances
from .state import BANKER_ZONE

BET_CHANCE = 0.4
LIMIT_PERCENTS = (5, 10, 15, 20)
PER_RANK = 4


def unseen(t) -> dict[str, int]:
    """How many cards of each rank are not face up on the table."""
    seen = Counter(c.rank for zone_id, zone in t.zones.items() if zone_id != t.STOCK for c in zone.cards)
    return {rank: PER_RANK * t.shoe.packs - seen[rank] for rank in RANKS}


def win_chance(t, rank: str) -> Fraction:
    """The chance a bet on the player's card of ``rank`` wins, from the cards face up."""
    banker_rank = t.zones[BANKER_ZONE].cards[0].rank
    left = unseen(t)
    return bet_chances(left[rank], left[banker_rank])["win"]


def computer(decision: Decision, t, rng: random.Random) -> Action:
    seat = decision.seat
    chips = t.chips(seat)
    if decision.kind == "limit":
        choice = decision.choice("limit")
        assert choice is not None and choice.low is not None and choice.high is not None
        amount = round(chips * rng.choice(LIMIT_PERCENTS) / 100)
        return Action("limit", max(choice.low, min(choice.high, amount)))
    bets = [c for c in decision.choices if c.kind.startswith("bet-")]
    must = decision.choice("pass") is None  # the opening bet, when the table requires one
    if not must and (decision.kind != "bet" or not bets or rng.random() >= BET_CHANCE):
        return Action("pass")
    chances = {c.kind: win_chance(t, c.kind[4:].upper()) for c in bets}
    best = max(chances.values())
    if best < Fraction(1, 2) and not must:
        return Action("pass")
    choice = rng.choice([c for c in bets if chances[c.kind] == best])
    amount = rng.randint(1, max(1, chips // 20))
    assert choice.low is not None and choice.high is not None  # every bet takes an amount
    return Action(choice.kind, max(choice.low, min(choice.high, amount)))
