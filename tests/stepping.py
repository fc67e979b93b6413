"""Small helpers the tests share: step a deal through given or random decisions, read its events,
check that an illegal action changes nothing."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from lansquenet.cards import full_pack
from lansquenet.decisions import Action
from lansquenet.errors import IllegalAction
from lansquenet.game import Game

NAMES = ["Anne", "Blaise", "Colette", "Denis"]


def stepped(variant: str, decisions=(), **spec) -> Game:
    """A game of ``variant`` from ``spec``, answered with ``decisions`` only (no computer player)."""
    spec.setdefault("seats", NAMES)
    g = Game({"variant": variant, **spec})
    for d in decisions:
        g.act(d)
    return g


def kinds(g: Game) -> list[str]:
    """The event kinds of every step so far."""
    return [s.event.kind for s in g.steps]


def steps_of(g: Game, kind: str) -> list:
    """Every step whose event is ``kind``."""
    return [s for s in g.steps if s.event.kind == kind]


def random_action(decision, rng):
    """A legal answer to ``decision``, drawn with ``rng``: one of its choices, and an amount it allows."""
    choice = rng.choice(decision.choices)
    return Action(choice.kind, rng.choice(choice.amounts()) if choice.takes_amount else None)


def play_randomly(g: Game, steps: int, rng) -> bool:
    """Answer up to ``steps`` decisions at random; True while the game still waits for one."""
    for _ in range(steps):
        if g.pending() is None:
            return False
        g.act(random_action(g.pending(), rng))
    return g.pending() is not None


def snapshot(g: Game) -> tuple:
    """Everything an illegal action must leave as it was: the table, the steps, the decisions."""
    return json.dumps(g.table.view(g.pending().to_json())), len(g.steps), list(g.decisions)


def assert_rejected_untouched(g: Game, action) -> None:
    """``action`` raises IllegalAction and changes nothing."""
    before = snapshot(g)
    with pytest.raises(IllegalAction):
        g.act(action)
    assert snapshot(g) == before


class Checked(Game):
    """A game that checks, at every recorded step (automatic ones included, not only between
    decisions), that no chip was made or lost and that every card lies in exactly one zone."""

    def _record(self, event):
        super()._record(event)
        assert self.table.ledger.total() == sum(self.spec.chips)
        if self.table.card_count():  # cards are on the table from the first shuffle on
            assert self.table.card_count() == Counter(full_pack(self.variant.packs()))
