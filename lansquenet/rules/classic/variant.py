"""The ``classic`` variant: Lansquenet as the French court played it in the 17th and 18th centuries.

Source: ``classic-court-game`` (sections 1-14), with Pierer's and Diderot's readings from
``other-sources`` as options. Four to twelve cutters each receive an up-card with the stake of
the game on it; the banker's own card comes next, then, if played, the rejouissance; then he
deals the stock until his card comes out or nothing is left in play. Scope ``deal`` is one
hand; scope ``match`` is a round, every cutter banker once.

The seats are the cutters followed by the outside carabins (option ``outsiders``): the last
seats, who hold no up-card and take no part in the cutters' turn round the table, but whose
chips are seats' chips like anyone's, so a transcript's ``net`` covers them too.
"""

from __future__ import annotations

import random

from ... import grammar
from ...decisions import Action, Decision
from ...errors import InvalidSpec
from ...language import ByLanguage
from ...variants import OddsRow, Variant, register
from . import computer
from .hand import BANKER_CARD, DRAW, PILE, REJOUISSANCE, guarantee_account, stake_account, up_zone
from .options import CUTTERS, OPTIONS_TOLD, PRESETS_TOLD, RULINGS_TOLD
from .phrases import PHRASES, RUNS, WORDS, word
from .round import play_hand, play_round


@register
class Classic(Variant):
    NAME = "classic"
    TITLE = ByLanguage(en=WORDS.tables["en"]["title"], fr=WORDS.tables["fr"]["title"])
    SOURCE = "classic-court-game"
    START_CHIPS = 100
    OPTIONS = OPTIONS_TOLD
    PRESETS = PRESETS_TOLD
    RULINGS = RULINGS_TOLD
    PHRASES = PHRASES
    RUNS = RUNS

    def __init__(self, options: dict | None = None):
        options = dict(options or {})
        read = self.option("outsiders").read(options.get("outsiders", 0))
        outsiders = read if isinstance(read, int) else 0  # read checks it is a whole number
        seats = options.get("seats", self.option("seats").default)
        if isinstance(seats, str) and seats.strip().isdigit():
            seats = int(seats) if seats.isascii() and len(seats) <= 40 else self.option("seats").read(seats)
        low, high = CUTTERS
        if isinstance(seats, int) and not isinstance(seats, bool) and not low <= seats - outsiders <= high:
            extra = word(
                "extra.none" if not outsiders else "extra.one" if outsiders == 1 else "extra.many",
                n=outsiders,
            )
            raise InvalidSpec(word("refused.seats", low=low, high=high, count=seats - outsiders, extra=extra))
        super().__init__(options)
        self.hand = None
        self.hands_in_row = 0

    def seat_range(self) -> tuple[int, int]:
        """Seats the spec may name: 4 to 12 cutters (§1) plus the outside carabins."""
        low, high = CUTTERS
        outsiders = self.options["outsiders"]
        assert isinstance(outsiders, int)  # checked when the options were read
        return low + outsiders, high + outsiders

    def cutters(self, table) -> int:
        """How many seats are cutters: all but the last ``outsiders``, who are outside carabins."""
        return table.count - self.options["outsiders"]

    def setup(self, table) -> None:
        cutters = self.cutters(table)
        if not 0 <= table.banker < cutters:
            raise InvalidSpec(word("refused.banker", last=cutters - 1, seat=table.banker))
        table.zone(PILE, word("zone.pile"), "left")
        for seat, name in enumerate(table.names[:cutters]):
            table.zone(up_zone(seat), word("zone.up", whose=grammar.possessive(name)), "middle")
            table.open_account(stake_account(seat), seat)
            table.open_account(guarantee_account(seat), table.banker)
        for seat in range(cutters, table.count):
            table.roles[seat] = "carabin"
        table.zone(REJOUISSANCE, word("zone.rejouissance"), "middle")
        table.zone(BANKER_CARD, word("zone.banker-card"), "right")
        table.zone(DRAW, word("zone.draw"), "middle").shown = False
        table.extra["stake"] = self.options["stake"]

    def flow(self, table, scope: str):
        if scope == "deal":
            yield from play_hand(table, self, table.banker)
        else:
            yield from play_round(table, self)

    def computer(self, decision: Decision, table, rng: random.Random) -> Action:
        return computer.choose(self, decision, table, rng)

    def odds(self) -> list[OddsRow]:
        from .odds import odds_rows

        return odds_rows(self.options)
