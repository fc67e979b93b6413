"""A decision as a board offers it: each choice with a button's name and its amounts in words.

:meth:`~lansquenet.decisions.Decision.to_json` says what the rules allow (``kind``, ``low``,
``high``, ``step``). A person also needs the button's name ("Stake", "Bet on the KD") and
the amounts in words ("5 to 20 chips"). Both come from here, for every variant at once: the
names of action kinds are shared across the variants, and the few that read differently in
one kind of decision (a classic ``stake`` on a reprise card is a wager) are listed by pair.
"""

from __future__ import annotations

import re
from typing import Any

from ..cards import RANK_NAMES, rank_plural
from ..decisions import Choice, Decision

LABELS = {
    "accept": "Accept",
    "bank": "Bank",
    "banco": "Banco",
    "buy": "Buy",
    "ceiling": "Set a ceiling",
    "cover": "Cover",
    "keep": "Keep",
    "limit": "Limit",
    "open": "Leave it open",
    "pass": "Pass",
    "pocket": "Pocket",
    "raise": "Raise",
    "reduce": "Reduce",
    "refait": "Refait",
    "refuse": "Refuse",
    "stake": "Stake",
    "withdraw": "Withdraw",
}
"""The button's name of each action kind, whatever the decision."""

IN_DECISION = {
    ("wager", "stake"): "Wager",
    ("limit", "limit"): "Set the limit",
    ("bystander", "cover"): "Make up the bets",
}
"""(decision kind, action kind) pairs whose button reads differently from :data:`LABELS`."""


def label(decision: Decision, choice: Choice) -> str:
    """The button's name for ``choice`` in ``decision``, in plain words."""
    named = IN_DECISION.get((decision.kind, choice.kind)) or LABELS.get(choice.kind)
    if named:
        return named
    if choice.kind.startswith("bet-"):
        return bet_label(decision, choice.kind)
    return choice.kind.replace("-", " ").capitalize()


def bet_label(decision: Decision, kind: str) -> str:
    """``bet-k`` as "Bet on the king of diamonds": the card of that rank its prompt names ("the king
    of diamonds (KD)"), else the rank ("Bet on the kings")."""
    rank = kind.removeprefix("bet-").upper()
    found = re.search(rf"\bthe (\w+ of \w+) \({re.escape(rank)}[SHDC]\)", decision.prompt)
    if found:
        return f"Bet on the {found.group(1)}"
    return f"Bet on the {rank_plural(rank)}" if rank in RANK_NAMES else kind.capitalize()


def amounts_in_words(choice: Choice) -> str | None:
    """The amounts ``choice`` allows, as a reader says them ("5 to 50 chips, in fives")."""
    if choice.low is None or choice.high is None:
        return None
    low, high, step = choice.low, choice.high, choice.step

    def chips(n: int) -> str:
        return f"{n} chip" if n == 1 else f"{n} chips"

    if low == high:
        return chips(low)
    if high - low == step:
        return f"{low} or {chips(high)}"
    if step == 1:
        return f"{low} to {chips(high)}"
    way = "multiples" if low % step == 0 else "steps"
    return f"{low} to {chips(high)}, in {way} of {step}"


def notation(choice: Choice) -> str:
    """How a person types ``choice``: ``pass``, ``stake N``, or ``buy 44`` when one amount is allowed."""
    if choice.low is None:
        return choice.kind
    return f"{choice.kind} {choice.low}" if choice.low == choice.high else f"{choice.kind} N"


def decision_json(decision: Decision, names: list[str]) -> dict[str, Any]:
    """The decision as the board offers it: whose turn (``seat`` and ``name``), the prompt, and each
    choice with its ``label`` and, where it takes an amount, its ``range`` in words; each action
    not on offer carries its ``label`` too, beside the reason."""
    choices: list[dict[str, object]] = []
    for choice in decision.choices:
        data = choice.to_json()
        data["label"] = label(decision, choice)
        data["notation"] = notation(choice)
        words = amounts_in_words(choice)
        if words:
            data["range"] = words
        choices.append(data)
    unavailable = [
        {"kind": kind, "why": why, "label": label(decision, Choice(kind))}
        for kind, why in decision.unavailable
    ]
    return {
        **decision.to_json(),
        "name": names[decision.seat],
        "choices": choices,
        "unavailable": unavailable,
    }
