"""The ``classic`` variant: Lansquenet as the French court played it in the 17th and 18th centuries.

Source: ``classic-court-game`` (sections 1-14), with Pierer's and Diderot's readings from
``other-sources`` as options. Four to twelve cutters each receive an up-card with the stake of
the game on it; the banker's own card comes next, then, if played, the rejouissance; then he
deals the stock until his card comes out or nothing is left in play. Scope ``deal`` is one
hand; scope ``match`` is a round, every cutter banker once.
"""

from __future__ import annotations

import random

from ...decisions import Action, Decision
from ...variants import OddsRow, Variant, register
from . import computer
from .hand import BANKER_CARD, DRAW, PILE, REJOUISSANCE, guarantee_account, stake_account, up_zone
from .options import OPTIONS
from .phrases import PHRASES
from .round import play_hand, play_round
from .rulings import RULINGS


@register
class Classic(Variant):
    NAME = "classic"
    TITLE = "The court game (17th–18th century)"
    SOURCE = "classic-court-game"
    START_CHIPS = 100
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    PHRASES = PHRASES

    def __init__(self, options: dict | None = None):
        super().__init__(options)
        self.hand = None
        self.hands_in_row = 0

    def setup(self, table) -> None:
        table.zone(PILE, "Stock turned (the banker's left)", "left")
        for seat, name in enumerate(table.names):
            table.zone(up_zone(seat), f"{name}'s up-card", "middle")
            table.open_account(stake_account(name), seat)
            table.open_account(guarantee_account(name), table.banker)
        table.zone(REJOUISSANCE, "Rejouissance", "middle")
        table.zone(BANKER_CARD, "Banker's card (his right)", "right")
        table.zone(DRAW, "Drawing for the deal", "middle").shown = False
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
