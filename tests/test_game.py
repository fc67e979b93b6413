"""The stepper's protocol, over every variant: each answered decision shows, and a step handed out
never changes.

Whoever holds a :class:`~lansquenet.game.Game` sends a player the steps :meth:`Game.act` returns
and the pending decision. A player who answers must see something happen, so every decision is
followed by at least one step before the next decision is asked. And a step, once handed out
(returned by the constructor or by ``act``), is final: the transcript written at the end holds
that very step, its view and its pending decision unchanged, so stepping back through a
transcript shows each player the decision he was actually asked.
"""

from __future__ import annotations

import json
import random
from typing import ClassVar

import pytest
from stepping import random_action

from lansquenet.decisions import Choice, Decision
from lansquenet.events import Event
from lansquenet.game import Game
from lansquenet.spec import Spec
from lansquenet.variants import VARIANTS, Option, Variant, find_variant

find_variant("pagat")  # registers every variant
NAMES = sorted(VARIANTS)
SEEDS = range(24)

# A folded pass is only noted when it is answered, and told in one line with the others' later
# (``passes`` in lansquenet/rules/classic/reprise.py, ``rejouissance_passes`` in
# .../classic/rejouissance.py, ``no_buys`` and the unsold line in .../modern/succession.py), so
# such a pass shows nothing until the next offer or the last answer.
FOLDED = {"classic": ("wager", "rejouissance"), "modern": ("buy",), "encyclopedia": ("bet", "bet-again")}
"""Decisions whose answer is told later in one line with the others' (the court game's carabins'
offers on a reprise card and those making none, and the seats staking nothing on the rejouissance;
the 19th-century game's seats declining to buy the bank into "Nobody buys the bank: ... all pass";
the 1979 game's passes in a row, told with the next bet or together at the round's end, a pass
after one's own bets needing no words)."""


def played(variant: str, seed: int, scope: str):
    """Deal ``variant`` from ``seed`` to its end, answering half the deals with the computer players
    and half at random; yields (decision, the steps its answer handed out) for every decision, and
    returns the JSON of every step as it was handed out. Every seat is a person's, so every answer
    hands its steps out (steps after the computer's decisions are told together until a person's)."""
    spec = {"variant": variant, "seed": seed, "scope": scope}
    game = Game({**spec, "people": list(range(len(Spec.from_dict(spec).names)))})
    rng = random.Random(seed)
    handed = [json.dumps(s.to_json(), sort_keys=True) for s in game.steps]
    answers = 0
    while game.pending() is not None and answers < 600:
        decision = game.pending()
        assert decision is not None
        if seed % 2:
            action = game.variant.computer(decision, game.table, game.player_rng)
        else:
            action = random_action(decision, rng)
        new = game.act(action)
        answers += 1
        handed += [json.dumps(s.to_json(), sort_keys=True) for s in new]
        yield decision, new
    final = [json.dumps(s, sort_keys=True) for s in game.transcript().steps]
    return handed, final


def deals(variant: str):
    for seed in SEEDS:
        for scope in VARIANTS[variant].SCOPES if seed % 4 == 0 else ("deal",):
            yield seed, scope


@pytest.mark.parametrize("variant", NAMES)
def test_a_step_handed_out_is_never_changed_afterwards(variant):
    for seed, scope in deals(variant):
        flow = played(variant, seed, scope)
        try:
            while True:
                next(flow)
        except StopIteration as stop:
            handed, final = stop.value
        assert len(handed) == len(final), (seed, scope)
        for number, (then, now) in enumerate(zip(handed, final, strict=True), 1):
            assert then == now, (
                f"{variant} seed {seed} ({scope}): step {number} changed after it was handed out"
            )


@pytest.mark.parametrize("variant", NAMES)
def test_every_decision_is_followed_by_a_step_before_the_next(variant):
    for seed, scope in deals(variant):
        folding = False  # passes waiting for the line that tells them together
        for decision, new in played(variant, seed, scope):
            if folding and decision.kind not in FOLDED.get(variant, ()):
                raise AssertionError(
                    f"{variant} seed {seed}: folded passes never told before {decision.prompt!r}"
                )
            folding = not new and decision.kind in FOLDED.get(variant, ())
            assert new or folding, (
                f"{variant} seed {seed} ({scope}): {decision.prompt!r} was answered and nothing was shown "
                f"before the next decision"
            )


class Silent(Variant):
    """A table where the first answer makes no event: the guard must hold even for such a flow."""

    NAME = "silent"
    OPTIONS = (Option("seats", 2, "Seats.", "none", low=2, high=2),)
    PHRASES: ClassVar[dict[str, str]] = {"news": "{who} speaks."}

    def setup(self, table) -> None:
        pass

    def flow(self, t, scope):
        yield Event("news", 0)
        yield Decision(0, "first", "Anne: first?", (Choice("pass"),))
        yield Decision(1, "second", "Blaise: second?", (Choice("pass"),))
        yield Event("news", 1)


def test_a_decision_answered_without_a_step_leaves_the_step_before_as_it_was(monkeypatch):
    monkeypatch.setitem(VARIANTS, "silent", Silent)
    game = Game({"variant": "silent", "seats": ["Anne", "Blaise"], "seed": 1})
    [first] = game.steps
    assert first.view["pending"]["prompt"] == "Anne: first?" and first.view["to_act"] == 0
    assert game.act("pass") == []
    assert game.pending() is not None and game.pending().prompt == "Blaise: second?"
    assert first.view["pending"]["prompt"] == "Anne: first?" and first.view["to_act"] == 0
    [last] = game.act("pass")
    assert last.view["pending"] is None and game.finished
