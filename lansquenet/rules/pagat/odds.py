"""The ``pagat`` variant's exact figures (source section "It is pure luck, and the bank has the edge").

The figures come from :func:`lansquenet.odds.first_pair_odds`, a walk of every ordered pair
of first cards. Where the source writes a figure over the cards left after the banker's card
("27 in 51", "3 in 51"), the row carries that form too, so the page can show it beside the
reduced fraction.
"""

from __future__ import annotations

from fractions import Fraction

from ...odds import first_pair_odds
from ...variants import OddsRow


def over(value: Fraction, left: int) -> str:
    """``value`` written over ``left`` (or, failing that, over ``2 * left``) when it is a whole number
    of those: ``27/51``; empty when it is not."""
    for denominator in (left, 2 * left):
        numerator = value * denominator
        if numerator.denominator == 1:
            return f"{numerator.numerator}/{denominator}"
    return ""


def odds_rows(packs: int, pair_rule: str) -> list[OddsRow]:
    """The exact figures for these options, then the bank's gain for 1-6 packs under both pair rules."""
    f = first_pair_odds(packs, pair_rule)
    left = 52 * packs - 1  # cards left after the banker's card: the source's denominator
    rows = [
        OddsRow(
            "Ordered pairs of first cards walked", f["pairs"], "every banker's card with every players' card"
        ),
        OddsRow(
            "Chance of a pair",
            f["pair"],
            "cards of the banker's rank among those left",
            over(f["pair"], left),
        ),
        OddsRow(
            "Chance the bank wins the deal",
            f["bank_wins"],
            "a pair, or the banker's rank first",
            over(f["bank_wins"], left),
        ),
        (OddsRow.half_on_pair if pair_rule == "half" else OddsRow)(
            "Bank's expected gain per chip staked",
            f["edge"],
            "wins minus losses, per chip",
            over(f["edge"], left),
        ),
    ]
    for n in range(1, 7):
        for rule in ("all", "half"):
            edge = first_pair_odds(n, rule)["edge"]
            row = OddsRow.half_on_pair if rule == "half" else OddsRow
            rows.append(
                row(
                    f"Bank's gain per chip, {n} pack{'s' if n > 1 else ''}, pair_rule={rule}",
                    edge,
                    "exact, by the same walk",
                    over(edge, 52 * n - 1),
                )
            )
    return rows
