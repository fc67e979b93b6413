"""The ``pagat`` variant's exact figures (source section "It is pure luck, and the bank has the edge").

The figures come from :func:`lansquenet.odds.first_pair_odds`, a walk of every ordered pair
of first cards. Where the source writes a figure over the cards left after the banker's card
("27 in 51", "3 in 51"), the row carries that form too, so the page can show it beside the
reduced fraction.
"""

from __future__ import annotations

from fractions import Fraction

from ...language import Phrases
from ...odds import first_pair_odds
from ...variants import OddsRow
from .options_fr import ODDS as FR_ODDS

ODDS: Phrases[str] = Phrases(
    en={
        "pairs": "Ordered pairs of first cards walked",
        "pairs.how": "every banker's card with every players' card",
        "pair": "Chance of a pair",
        "pair.how": "cards of the banker's rank among those left",
        "bank-wins": "Chance the bank wins the deal",
        "bank-wins.how": "a pair, or the banker's rank first",
        "edge": "Bank's expected gain per chip staked",
        "edge.how": "wins minus losses, per chip",
        "gain.one": "Bank's gain per chip, {n} pack, pair_rule={rule}",
        "gain.many": "Bank's gain per chip, {n} packs, pair_rule={rule}",
        "gain.how": "exact, by the same walk",
    },
    fr=FR_ODDS,
)
"""The figures' labels and how each was found, in every language."""


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
        OddsRow(ODDS["pairs"], f["pairs"], ODDS["pairs.how"], percent=False, key="pairs"),
        OddsRow(ODDS["pair"], f["pair"], ODDS["pair.how"], over(f["pair"], left), key="pair"),
        OddsRow(
            ODDS["bank-wins"],
            f["bank_wins"],
            ODDS["bank-wins.how"],
            over(f["bank_wins"], left),
            key="bank-wins",
        ),
        (OddsRow.half_on_pair if pair_rule == "half" else OddsRow)(
            ODDS["edge"], f["edge"], ODDS["edge.how"], over(f["edge"], left), key="edge"
        ),
    ]
    for n in range(1, 7):
        for rule in ("all", "half"):
            edge = first_pair_odds(n, rule)["edge"]
            row = OddsRow.half_on_pair if rule == "half" else OddsRow
            rows.append(
                row(
                    ODDS.word("gain.many" if n > 1 else "gain.one", n=n, rule=rule),
                    edge,
                    ODDS["gain.how"],
                    over(edge, 52 * n - 1),
                    key=f"gain/{n}/{rule}",
                )
            )
    return rows
