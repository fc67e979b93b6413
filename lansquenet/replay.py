"""Replaying a recorded transcript, checking every field, and naming the first difference.

A transcript carries the pack orders it used and every decision, so dealing its spec again
must give back the very same transcript: every key, every step, every word. An edited
transcript is caught at the first field that differs, named in one line (which field, which
step). The seed is checked too: where the transcript names one, each pack order it recorded
must be what that seed shuffles, after whatever cards were stacked on top.
"""

from __future__ import annotations

import random
from typing import Any

from .cards import Card, parse_cards, shuffle, stacked_pack
from .errors import InvalidSpec, LansquenetError
from .events import Transcript
from .game import Game, card_rng
from .reading import shown
from .spec import Spec
from .table import Shoe


class SeedCheckingShoe(Shoe):
    """A shoe that hands out the recorded pack orders and checks each against the seed.

    An order is what the seed gives when it is its stacked top cards (as many as the
    transcript's ``stacked`` says) followed by the seed's shuffle of the rest, so the generator
    moves on exactly as it did when the deal was first dealt. The first order the seed cannot
    give is kept in :attr:`mismatch` (its 1-based number).
    """

    def __init__(self, packs: int, rng: random.Random, recorded: list[list[Card]], stacked: list[int]):
        super().__init__(packs, rng, recorded)
        self.stacked = list(stacked)
        self.mismatch: int | None = None

    def reorder(self, cards: list[Card], what: str = "") -> list[Card]:
        index = len(self.used)
        if index >= len(self.given):
            return super().reorder(cards, what)
        recorded = self.given[index]
        if self.mismatch is None and not self._seed_gives(cards, recorded, what):
            self.mismatch = index + 1
        self.used.append([str(c) for c in recorded])
        return list(recorded)

    def _seed_gives(self, cards: list[Card], recorded: list[Card], what: str) -> bool:
        index = len(self.used)
        top = recorded[: self.stacked[index] if index < len(self.stacked) else 0]
        try:
            if what:
                rest = list(cards)
                for card in top:
                    rest.remove(card)
                order = top + shuffle(rest, self.rng)
            else:
                order = stacked_pack(top, self.packs, self.rng)
        except ValueError:
            return False
        return order == recorded


def first_difference(recorded: dict[str, Any], again: dict[str, Any]) -> str | None:
    """The first field where two transcripts differ, in one sentence; ``None`` when identical.

    The fields that sum the deal up (deck, seats, net...) come first and the steps last, so
    an edited total is named as itself, not as the first step it changes.
    """
    keys = list(recorded) + [k for k in again if k not in recorded]
    for key in sorted(keys, key=lambda k: k == "steps"):
        if key not in again:
            return f"the transcript has a field {shown(key)} that a deal does not write."
        if key not in recorded:
            return f"the transcript lacks the field {key!r}."
        if recorded[key] == again[key]:
            continue
        if key == "steps":
            return _step_difference(recorded[key], again[key])
        return f"the field {key!r} reads {shown(recorded[key])}, but the deal gives {shown(again[key])}."
    return None


def _step_difference(recorded: list[dict[str, Any]], again: list[dict[str, Any]]) -> str:
    for number, (mine, theirs) in enumerate(zip(recorded, again, strict=False), 1):
        if mine == theirs:
            continue
        where, a, b = _where(mine, theirs, "")
        return f"step {number} differs in {where!r}: it reads {shown(a)}, but the deal gives {shown(b)}."
    return f"the transcript has {len(recorded)} steps, but the deal gives {len(again)}."


def _where(a: object, b: object, path: str) -> tuple[str, object, object]:
    """The path to the first place two JSON values differ, and the two values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key) != b.get(key):
                return _where(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _where(x, y, f"{path}[{i}]")
    return path, a, b


def replay_transcript(data: object) -> tuple[dict[str, Any], list[str]]:
    """Deal a recorded transcript again; returns the new transcript and what differs (one line).

    Raises :class:`~lansquenet.errors.InvalidSpec` when ``data`` is not a transcript at all.
    """
    recorded = Transcript.from_json(data)
    assert isinstance(data, dict)
    try:
        spec = Spec.from_dict(recorded.spec())
    except LansquenetError as exc:
        raise InvalidSpec(f"This transcript cannot be dealt again: {exc}") from None
    orders = [parse_cards(d) for d in recorded.decks]
    shoe = SeedCheckingShoe(spec.variant.packs(), card_rng(spec.seed), orders, recorded.stacked)
    again = Game(spec, shoe=shoe).run().transcript().to_json()
    difference = first_difference(data, again)
    if difference is None and shoe.mismatch is not None:
        seed = "no seed (0)" if recorded.seed is None else f"the seed {recorded.seed}"
        difference = (
            f"pack order {shoe.mismatch} ('decks') is not what {seed} shuffles after its stacked top."
        )
    return again, [] if difference is None else [difference]
