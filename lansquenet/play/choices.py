"""A decision as a board offers it: each choice with a button's name and its amounts in words.

:meth:`~lansquenet.decisions.Decision.to_json` says what the rules allow (``kind``, ``low``,
``high``, ``step``). A person also needs the button's name ("Stake", "Bet on the KD") and
the amounts in words ("5 to 20 chips"). Both come from :mod:`lansquenet.decisions`, which
words its refusals with the same names and amounts, so a button and a refusal never read
differently.
"""

from __future__ import annotations

from typing import Any

from ..decisions import Choice, Decision, amounts_in_words, label, notation
from .phrases import SEPARATOR, several_words

__all__ = ["amounts_in_words", "decision_json", "label", "notation"]


def decision_json(decision: Decision, names: list[str]) -> dict[str, Any]:
    """The decision as the board offers it: whose turn (``seat`` and ``name``), the prompt, and each
    choice with its ``label`` and, where it takes an amount, its ``range`` in words; each action
    not on offer carries its ``label`` too, beside the reason. A decision that asks a series
    (:attr:`~lansquenet.decisions.Decision.several`) carries ``several``: the answer that ends it
    (``close``), the ``separator`` that joins answers sent together, and the form's words."""
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
    out = {
        **decision.to_json(),
        "name": names[decision.seat],
        "choices": choices,
        "unavailable": unavailable,
    }
    if decision.several:
        out["several"] = {"close": decision.several, "separator": SEPARATOR, **several_words(decision.kind)}
    return out
