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
from ...language import ByLanguage
from ...variants import OddsRow, Variant, register
from .accounts import open_accounts
from .deal import Deal
from .odds import after_banker_card, after_two_cards, fresh_counts, round_odds, without
from .options import ODDS, OPTIONS_TOLD, RULINGS_TOLD
from .pack import first_stock, lay_out
from .phrases import PHRASES, RUNS, WORDS, word
from .policy import computer as computer_policy
from .speaking import Speaking
from .succession import Succession

HERMINIE_RANK, PUNTERS_RANK = "Q", "7"


@register
class Modern(Speaking, Deal, Succession, Variant):
    NAME = "modern"
    TITLE = ByLanguage(en=WORDS.tables["en"]["title"], fr=WORDS.tables["fr"]["title"])
    SOURCE = "modern-19th-century"
    START_CHIPS = 100
    OPTIONS = OPTIONS_TOLD
    RULINGS = RULINGS_TOLD
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
            raise InvalidSpec(word("refused.bystander-bank"))
        lay_out(table)
        open_accounts(table)
        if stander is not None:
            table.roles[stander] = "bystander"

    def flow(self, table, scope: str):
        if len(self.seated(table)) < 2:  # two seats, one of them standing by: nobody to play against
            table.fresh_stock()
            table.extra["outcome"] = "no-play"
            yield Event("no-play", info=(("why", word("why.one-player")),))
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
                ODDS.word(_packs("doublet", packs), n=packs),
                mine.doublet,
                ODDS["doublet.how"],
                key="doublet",
            ),
            OddsRow(ODDS["bank-wins"], mine.bank_wins, ODDS["bank-wins.how"], key="bank-wins"),
            (OddsRow.half_on_pair if rule == "half" else OddsRow)(
                ODDS.word("edge", rule=rule), mine.edge, ODDS["edge.how"], key="edge"
            ),
        ]
        for n in range(1, 7):
            fresh = fresh_counts(n)
            rows.append(
                OddsRow(
                    ODDS.word(_packs("fresh", n), n=n),
                    round_odds(fresh, n).doublet,
                    "(4n-1)/(52n-1)",
                    key=f"doublet/{n}",
                )
            )
            for pair_rule in ("all", "half"):
                rows.append(
                    (OddsRow.half_on_pair if pair_rule == "half" else OddsRow)(
                        ODDS.word(_packs("gain", n), n=n, rule=pair_rule),
                        round_odds(fresh, n, pair_rule).edge,
                        ODDS["gain.how"],
                        key=f"gain/{n}/{pair_rule}",
                    )
                )
        rows.extend(herminie_rows(rule))
        return rows


def _packs(key: str, n: int) -> str:
    """The odds label ``key`` for one pack or several."""
    return f"{key}.one" if n == 1 else f"{key}.many"


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
        gain(ODDS["herminie.start"], start.edge, ODDS["herminie.start.how"], key="herminie/start"),
        OddsRow(ODDS["herminie.one"], one.bank_wins, ODDS["herminie.one.how"], key="herminie/one"),
        gain(ODDS["herminie.one-edge"], one.edge, ODDS["herminie.one-edge.how"], key="herminie/one-edge"),
        OddsRow(ODDS["herminie.two"], two.bank_wins, ODDS["herminie.two.how"], key="herminie/two"),
        OddsRow(ODDS["herminie.two-edge"], two.edge, ODDS["herminie.two-edge.how"], key="herminie/two-edge"),
        OddsRow(ODDS["herminie.offer"], Fraction(-1, 2), ODDS["herminie.offer.how"], key="herminie/offer"),
    ]
