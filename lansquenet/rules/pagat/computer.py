"""The ``pagat`` variant's computer players: the source's fixed bankroll rules.

Source, "What the table does": a computer "puts up about 15 percent of its chips as the bank,
stakes a slice of its chips, and covers a bank of 15 percent of its chips or less about one
time in five". Keeping a won bank is not in the source; the rulings table says what we deal.
Every draw comes from the seeded ``rng`` the game passes in, so a match replays exactly.
"""

from __future__ import annotations

import random

from ...decisions import Action, Choice, Decision
from ...table import Table
from .options import BANK_STEP


def _within(choice: Choice | None, amount: int) -> int:
    """``amount`` kept inside the choice's range (a choice on offer always has one)."""
    if choice is None or choice.low is None or choice.high is None:
        raise ValueError("the decision offers no amount to choose")
    return max(choice.low, min(choice.high, amount))


def computer(decision: Decision, t: Table, rng: random.Random, bank: int, posted: int) -> Action:
    """The computer's answer to ``decision``; ``bank`` is the bank's chips, ``posted`` what the
    banker put in before the last deal (so ``bank - posted`` is what the bank won)."""
    chips = t.chips(decision.seat)
    if decision.kind == "bank":
        amount = round(chips * 0.15 / BANK_STEP) * BANK_STEP
        return Action("bank", _within(decision.choice("bank"), amount))
    if decision.kind == "stake":
        if decision.choice("cover") and bank <= chips * 0.15 and rng.random() < 0.2:
            return Action("cover")
        amount = round(chips * rng.randint(5, 15) / 100)
        return Action("stake", _within(decision.choice("stake"), amount))
    holdings = chips + bank
    won = bank - posted
    if bank <= holdings / 4:
        return Action("keep")
    if decision.choice("pocket") and bank - won <= holdings / 4:
        return Action("pocket")
    return Action("pass")
