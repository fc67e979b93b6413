"""Seeded computer cutters, carabins and bankers: simple, cautious policies so whole rounds
can be dealt. The sources give players no strategy; these are our own and say so in the
rulings table.

- The banker leaves the rejouissance open three times in five, otherwise caps it at ten
  stakes of the game; he covers a wager whose payout is at most a quarter of his free chips,
  limits a larger one to the least wager, and without the rule of odds refuses a wager the odds
  favour the carabin. After a hand he keeps the deal with chance 3/5, at most three hands in a
  row.
- A cutter, or an outside carabin, stakes on the rejouissance half the time, one to three
  stakes of the game.
- A carabin, outside or cutter alike, offers the least wager two times in five; without the
  rule of odds only when his card's chance is at least even.
"""

from __future__ import annotations

import random

from ...decisions import Action, Decision
from .hand import BANKER_CARD, multiplicity


def amounts(decision: Decision, kind: str) -> tuple[int, int]:
    """The amount range of the choice ``kind``, which the decisions asking for it always offer."""
    choice = decision.choice(kind)
    if choice is None or choice.low is None or choice.high is None:
        raise ValueError(f"the {decision.kind} decision offers no amount to {kind}")
    return choice.low, choice.high


def choose(v, decision: Decision, t, rng: random.Random) -> Action:
    h = v.hand
    stake = v.options["stake"]
    kind = decision.kind
    if kind == "ceiling":
        if rng.random() < 0.6:
            return Action("open")
        low, high = amounts(decision, "ceiling")
        return Action("ceiling", max(low, min(high, 10 * stake)))
    if kind == "rejouissance":
        if rng.random() < 0.5:
            return Action("pass")
        low, high = amounts(decision, "stake")
        return Action("stake", max(low, min(high, stake * rng.randint(1, 3))))
    if kind == "wager":
        _, count, least, _ = h.offer
        fair = v.options["rule_of_odds"] or count >= multiplicity(t, BANKER_CARD)
        if fair and rng.random() < 0.4:
            return Action("stake", least)
        return Action("pass")
    if kind == "cover":
        _, count, least, pays = h.offer
        if not v.options["rule_of_odds"] and count > multiplicity(t, BANKER_CARD):
            return Action("refuse")
        offer = h.considering
        if offer // least * pays <= h.room(t) // 4:
            return Action("accept")
        if decision.choice("limit"):
            return Action("limit", least)
        return Action("accept") if pays <= h.room(t) // 2 else Action("refuse")
    if kind == "keep":
        if v.hands_in_row >= 3 or rng.random() >= 0.6:
            return Action("pass")
        return Action("keep")
    raise ValueError(f"no computer policy for {kind!r}")
