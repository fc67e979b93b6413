"""The ``modern`` variant: Lansquenet as the salons of the 1840s played it.

Source: ``modern-19th-century`` (sections s1 players and packs, s2 the banker and preparing the
game, s3 the banker's stake and the punters' bets, s4 how the game is played, s5 remarks).

A banker stakes what he likes; the punters speak from his right (pass, raise, banco) in up to
two rounds; two cards turn, the banker's and the punters', a doublet wins for the bank, else
middle cards turn until one matches. The pack persists from round to round. Over a session the
bank moves on a loss, is kept (doubled, or with a refait after a doublet) or passed and bought.

The parts live in their own modules: :mod:`.pack` (the persistent pack), :mod:`.speaking`,
:mod:`.deal` (the cards and settlement), :mod:`.succession` (keeping, buying, the rightful
successor), :mod:`.policy` (computer players) and :mod:`.odds` (exact figures).
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import cast

from ...errors import InvalidSpec
from ...events import Event
from ...variants import OddsRow, Variant, register
from .accounts import open_accounts
from .deal import Deal
from .odds import after_banker_card, after_two_cards, fresh_counts, round_odds, without
from .options import OPTIONS
from .pack import first_stock, lay_out
from .phrases import PHRASES, RUNS
from .policy import computer as computer_policy
from .rulings import RULINGS
from .speaking import Speaking
from .succession import Succession

HERMINIE_RANK, PUNTERS_RANK = "Q", "7"


@register
class Modern(Speaking, Deal, Succession, Variant):
    NAME = "modern"
    TITLE = "Lansquenet in the 19th century"
    SOURCE = "modern-19th-century"
    START_CHIPS = 100
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    PHRASES = PHRASES
    RUNS = RUNS

    # ----- who is where
    def bystander(self, t) -> int | None:
        """The seat standing by (the last one) when the option is on."""
        return t.count - 1 if self.options["bystander"] else None

    def seated(self, t) -> list[int]:
        """The players at the table: every seat but the bystander."""
        return [s for s in range(t.count) if s != self.bystander(t)]

    # ----- the variant's contract
    def setup(self, table) -> None:
        stander = self.bystander(table)
        if stander is not None and table.banker == stander:
            raise InvalidSpec("The bystander (the last seat) stands by and cannot hold the bank.")
        lay_out(table)
        open_accounts(table)
        if stander is not None:
            table.roles[stander] = "bystander"

    def flow(self, table, scope: str):
        if len(self.seated(table)) < 2:  # two seats, one of them standing by: nobody to play against
            table.fresh_stock()
            table.extra["outcome"] = "no-play"
            yield Event("no-play", info=(("why", "only one player sits at the table, the other stands by"),))
            return
        yield from first_stock(table, table.banker, self.seated(table))
        if scope == "deal":
            yield from self.session(table, 1, match=False)
        else:
            yield from self.session(table, cast(int, self.options["rounds"]), match=True)

    def computer(self, decision, table, rng: random.Random):
        return computer_policy(decision, table, rng)

    def odds(self) -> list[OddsRow]:
        """The exact figures for these options, the fresh-pack table, and Herminie's shoe."""
        packs, rule = self.packs(), cast(str, self.options["pair_rule"])
        mine = round_odds(fresh_counts(packs), packs, rule)
        rows = [
            OddsRow(
                f"Chance of a doublet with these options ({packs} pack{'s' if packs > 1 else ''})",
                mine.doublet,
                "from a fresh pack, by rank counts",
            ),
            OddsRow("Chance the bank wins a round", mine.bank_wins, "a doublet, or the banker's rank first"),
            (OddsRow.half_on_pair if rule == "half" else OddsRow)(
                f"Bank's gain per chip bet, pair_rule={rule}", mine.edge, "wins minus losses, per chip"
            ),
        ]
        for n in range(1, 7):
            fresh = fresh_counts(n)
            rows.append(
                OddsRow(
                    f"Chance of a doublet, {n} pack{'s' if n > 1 else ''}",
                    round_odds(fresh, n).doublet,
                    "(4n-1)/(52n-1)",
                )
            )
            for pair_rule in ("all", "half"):
                rows.append(
                    (OddsRow.half_on_pair if pair_rule == "half" else OddsRow)(
                        f"Bank's gain per chip, {n} pack{'s' if n > 1 else ''}, pair_rule={pair_rule}",
                        round_odds(fresh, n, pair_rule).edge,
                        "exact, from a fresh pack",
                    )
                )
        rows.extend(herminie_rows(rule))
        return rows


def herminie_rows(rule: str) -> list[OddsRow]:
    """Dumas's *Herminie* (s5): two packs, six of the banker's rank turned in earlier rounds."""
    before = without(2, **{HERMINIE_RANK: 6})
    start = round_odds(before, 2, rule)
    after_her_card = without(2, **{HERMINIE_RANK: 7})
    one = after_banker_card(after_her_card, HERMINIE_RANK, 2, rule)
    both = dict(after_her_card)
    both[PUNTERS_RANK] -= 1
    two = after_two_cards(both, HERMINIE_RANK, PUNTERS_RANK, 2)
    gain = OddsRow.half_on_pair if rule == "half" else OddsRow  # a doublet's take is in these two
    return [
        gain(
            "Two packs with one rank out six times: bank's gain per chip at the start of a round",
            start.edge,
            "the counts make doublets likelier: 337/4753 against 7/103 fresh",
        ),
        OddsRow(
            "Herminie: her card the seventh of its rank, before the punters' card: bank wins",
            one.bank_wins,
            "a doublet 1 time in 97, else 1 card of hers against 7 of theirs",
        ),
        gain("Herminie: before the punters' card, bank's gain per chip", one.edge, "exact"),
        OddsRow(
            "Herminie: both cards out, punters' rank unseen: bank wins",
            two.bank_wins,
            "her last card against their seven",
        ),
        OddsRow(
            "Herminie: both cards out, bank's gain per chip",
            two.edge,
            "so refusing her offer of half their bets (-1/2 per chip to her) was right for the punters",
        ),
        OddsRow(
            "The offer in Herminie: what the bank pays per chip to withdraw",
            Fraction(-1, 2),
            "half of every bet",
        ),
    ]
