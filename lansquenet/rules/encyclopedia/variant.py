"""The ``encyclopedia`` variant: Lansquenet as the 1979 encyclopedia gives it.

Source: ``encyclopedia-1979`` (*The Official World Encyclopedia of Sports and Games*, 1979).
The first ace dealt picks the first dealer. Each banker sets a limit for his hand and deals
a layout of two hand cards, his own card and a player's card, re-dealing for matches; a
player's card matching his voids the deal. Players bet alongside the players' cards, after
the layout and again between turns. Each turned card matches a card on the layout or becomes
a new player's card; the banker collects the bets on a matched player's card and pays every
bet still out when his own card is matched, which ends the deal. The bank then passes left.

The variant is told in English or French: its phrases, options and rulings are in :mod:`.texts`,
the pieces the flow fills in, its labels, prompts and reasons in :mod:`.words`.
"""

from __future__ import annotations

import random

from ...decisions import Action, Decision
from ...events import Event
from ...narrate import chips, join
from ...seats import left_of
from ...variants import OddsRow, Variant, register
from . import computer as computer_players
from .betting import betting_round, limit_decision
from .layout import deal_layout, first_ace, make_zones, redeal, shuffle
from .odds import odds_rows
from .play import turns
from .state import Hand, publish
from .texts import OPTIONS_TOLD, PHRASES, RULINGS_TOLD, RUNS
from .words import TITLE_TOLD, word


def with_extra(t, hand: Hand | None, flow):
    """Run ``flow``, refreshing the table's picture of the hand before each event it yields."""
    value = None
    try:
        while True:
            item = flow.send(value)
            if isinstance(item, Event):
                publish(t, hand)
            value = yield item
    except StopIteration as stop:
        return stop.value


@register
class Encyclopedia(Variant):
    NAME = "encyclopedia"
    TITLE = TITLE_TOLD
    SOURCE = "encyclopedia-1979"
    START_CHIPS = 100
    OPTIONS = OPTIONS_TOLD
    RULINGS = RULINGS_TOLD
    PHRASES = PHRASES
    RUNS = RUNS

    def setup(self, table) -> None:
        make_zones(table)

    def flow(self, t, scope: str):
        if self.options["first_dealer"] == "ace":
            yield from first_ace(t)
        else:
            t.first_banker = t.banker
            yield Event("first-dealer", t.banker, term="banker")
        if scope == "deal":
            yield from self.hand(t, t.banker, "")
            return
        hands = self.options["rounds"] * t.count
        seat = t.banker
        for k in range(hands):
            if self.alone(t):
                break
            yield from self.hand(t, seat, word("hand.number", number=k + 1, count=hands))
            seat = t.banker
        yield self.match_end(t)

    # ----- one banker's hand
    def hand(self, t, banker: int, number: str):
        """A banker's hand: limit, layout (again after a void), turns, then the bank passes left.

        ``number`` names the hand in a match (``hand 2 of 4``); a single deal has none. Who
        holds the bank is said once: by the first ace or the pass of the bank before it.
        """
        t.banker = banker
        t.notes.clear()
        t.extra.pop("outcome", None)
        hand = Hand(banker)
        publish(t, None)
        if t.chips(banker) == 0:
            t.extra["outcome"] = "skipped"
            yield Event("skip", banker, info=(("number", number or word("hand.only")),))
        else:
            if number:
                yield Event("hand-start", banker, info=(("number", number),))
            action = yield limit_decision(t, banker)
            hand.limit = action.amount
            shuffle(t, hand)
            yield from with_extra(t, hand, self.play(t, hand))
        t.banker = left_of(banker, t.count)
        t.notes.clear()
        yield Event("bank-passes", t.banker)

    def play(self, t, hand: Hand):
        yield Event("limit", hand.banker, amount=hand.limit)
        yield Event("shuffle", hand.banker, info=(("why", word("why.deal")),))
        while not (yield from deal_layout(t, hand)):
            yield from redeal(t, hand, self.options["void_deal"])
        yield from betting_round(t, hand, opening=self.options["opening_bet"] == "required")
        return (yield from turns(t, hand))

    def alone(self, t) -> bool:
        return sum(1 for i in range(t.count) if t.chips(i) > 0) <= 1

    def match_end(self, t) -> Event:
        held = [t.chips(i) for i in range(t.count)]
        best = max(held)
        winners = [i for i, c in enumerate(held) if c == best]
        names = [t.names[i] for i in winners]
        key = "result.one" if len(winners) == 1 else "result.shared"
        result = word(key, names=join(names), chips=chips(best))
        return Event("match-end", seats=tuple(winners), amount=best, info=(("result", result),))

    # ----- computer players and odds
    def computer(self, decision: Decision, table, rng: random.Random) -> Action:
        return computer_players.computer(decision, table, rng)

    def odds(self) -> list[OddsRow]:
        return odds_rows(self.options["void_deal"])


__all__ = ["Encyclopedia"]
