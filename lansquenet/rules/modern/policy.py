"""The computer players: simple, seeded policies, so whole sessions can be dealt.

The source gives no strategy, so these are ours (the rulings table states them):

- A banker setting a stake puts up a whole number of chips drawn evenly from 5 % to 15 % of
  his chips (at least 1).
- A punter in the first round of speaking passes one time in four; otherwise he goes banco
  one time in six when the stake is at most a fifth of his chips, else raises a share drawn
  evenly from 3 % to 10 % of his chips (at least 1), never more than is open.
- In the second round a punter makes up what is open when it is at most a tenth of his chips,
  else adds what that tenth allows one time in two, else passes.
- A bystander makes up the bets when they are at most a fifth of his chips.
- A banker short of bets after two rounds reduces his stake (he never withdraws while someone bets).
- A winning banker keeps the bank while the stake doubled is at most a quarter of what he holds
  (chips and bank); after a doublet he takes a refait when only the old stake fits that quarter;
  otherwise he passes.
- Offered the bank, a seat buys one time in two when the price is at most a quarter of his
  chips, preferring the full level, else the refait level when that fits.
"""

from __future__ import annotations

import random

from ...decisions import Action, Decision
from .accounts import BANK, bets


def _clamp(amount: int, low: int, high: int) -> int:
    return max(low, min(high, amount))


def _range(decision: Decision, kind: str) -> tuple[int, int]:
    """The amounts ``decision`` allows for ``kind``, which it must offer with an amount."""
    choice = decision.choice(kind)
    if choice is None or choice.low is None or choice.high is None:
        raise ValueError(f"a {decision.kind} decision offers no amount to {kind}")
    return choice.low, choice.high


def computer(decision: Decision, t, rng: random.Random) -> Action:
    """The seeded computer player's answer to ``decision``."""
    seat, kind = decision.seat, decision.kind
    chips = t.chips(seat)
    if kind == "stake":
        return Action("stake", _clamp(round(chips * rng.randint(5, 15) / 100), *_range(decision, "stake")))
    if kind == "speak":
        return _speak(decision, t, rng, chips)
    if kind == "bystander":
        open_ = t.balance(BANK) - sum(bets(t).values())
        return Action("cover" if open_ <= chips / 5 else "pass")
    if kind == "short":
        return Action("reduce")
    if kind == "keep":
        bank = t.balance(BANK)
        holdings = chips + bank
        stake = bank - t.extra.get("won", 0)
        if bank <= holdings / 4:
            return Action("keep")
        if decision.choice("refait") and stake <= holdings / 4:
            return Action("refait")
        return Action("pass")
    if kind == "buy":
        low, high = _range(decision, "buy")
        fits = [a for a in (high, low) if a <= chips / 4]
        if fits and rng.random() < 0.5:
            return Action("buy", fits[0])
        return Action("pass")
    raise ValueError(f"no computer policy for a {kind} decision")


def _speak(decision: Decision, t, rng: random.Random, chips: int) -> Action:
    low, high = _range(decision, "raise")
    if t.extra.get("speaking", 1) == 1:
        if rng.random() < 0.25:
            return Action("pass")
        if decision.choice("banco") and t.balance(BANK) <= chips / 5 and rng.random() < 1 / 6:
            return Action("banco")
        amount = round(chips * rng.randint(3, 10) / 100)
        return Action("raise", _clamp(amount, low, high))
    if high <= chips / 10:
        return Action("raise", high)
    if rng.random() < 0.5:
        return Action("raise", _clamp(chips // 10, low, high))
    return Action("pass")
