"""Small helpers the scenario tests share: step a stacked deal through given decisions, read its events."""

from __future__ import annotations

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
