"""Replaying a recorded transcript, checking every field, and naming the first difference.

A transcript carries the pack orders it used and every decision, so dealing its spec again
must give back the very same transcript: every key, every step, every word. An edited
transcript is caught at the first field that differs, named in one line (which field, which
step). The seed is checked too: where the transcript names one, each pack order it recorded
must be what that seed shuffles, after whatever cards were stacked on top.
"""

from __future__ import annotations

import json
import random
from typing import Any

from .cards import Card, parse_cards, shuffle, stacked_pack
from .errors import InvalidSpec, LansquenetError
from .events import Transcript
from .game import Game, card_rng
from .language import current
from .reading import shown
from .replay_words import OPENINGS as OPENING_WORDS
from .replay_words import WORDS
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


ORDER = (
    "format",
    "language",
    "variant",
    "scope",
    "options",
    "seats",
    "banker",
    "seed",
    "stacked",
    "steps",
    "decisions",
    "deck",
    "decks",
    "net",
    "chips",
    "outcome",
)
"""The order fields are compared in: what was asked for, then the steps in the order they were
dealt, then the packs used and the totals, so the earliest difference is named, not a total it
changed (an edited banker is caught at the first step it changes, not at the net). The
language comes first: a transcript dealt again in its own language (a missing one reads as
English) has the same words, so every step's words are checked too."""


def first_difference(recorded: dict[str, Any], again: dict[str, Any]) -> str | None:
    """The first field where two transcripts differ, in one sentence; ``None`` when identical."""
    keys = list(dict.fromkeys([*ORDER, *recorded, *again]))
    for key in keys:
        if key not in recorded and key not in again:
            continue
        if key not in again:
            return WORDS.word("extra-field", key=shown(key))
        if key not in recorded:
            return WORDS.word("lacks-field", key=repr(key))
        if recorded[key] == again[key]:
            continue
        if key == "steps":
            return _step_difference(recorded[key], again[key])
        path, a, b = _where(recorded[key], again[key], key)
        return WORDS.word("field", at=_at(path, a, b))
    return None


def _step_difference(recorded: list[dict[str, Any]], again: list[dict[str, Any]]) -> str:
    for number, (mine, theirs) in enumerate(zip(recorded, again, strict=False), 1):
        if mine == theirs:
            continue
        path, a, b = _where(mine, theirs, "")
        hint = WORDS["hint.chips"] if path.endswith(".chips") else ""
        return WORDS.word("step", number=number, at=_at(path, a, b), hint=hint)
    return WORDS.word("steps-count", recorded=len(recorded), again=len(again))


MISSING = object()
"""Where one side has no such key."""


def _where(a: object, b: object, path: str) -> tuple[str, object, object]:
    """The path to the first place two JSON values differ, and the two values there
    (:data:`MISSING` for a key one side lacks)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            x, y = a.get(key, MISSING), b.get(key, MISSING)
            if x is MISSING or y is MISSING or x != y:
                return _where(x, y, f"{path}.{key}" if path else str(key))
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                return _where(x, y, f"{path}[{i}]")
    return path, a, b


def _at(path: str, a: object, b: object) -> str:
    """Which value differs and how, after "the field" or "step 3's": "'text' differs at character
    58: it reads ..."."""
    place = repr(path) if path else WORDS["place.content"]
    if a is MISSING:
        return WORDS.word("at.missing", place=place, value=_json(b))
    if b is MISSING:
        return WORDS.word("at.extra", place=place)
    if isinstance(a, list) and isinstance(b, list):  # one is the other cut short or run on
        return WORDS.word("at.items", place=place, mine=len(a), theirs=len(b))
    if isinstance(a, str) and isinstance(b, str) and max(len(a), len(b)) > 24:
        first = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
        return WORDS.word(
            "at.char", place=place, index=first + 1, mine=_around(a, first), theirs=_around(b, first)
        )
    return WORDS.word("at.value", place=place, mine=_json(a), theirs=_json(b))


def _json(value: object, most: int = 40) -> str:
    """``value`` as JSON writes it (``null``, ``"8C"``), cut to ``most`` characters."""
    text = _shown(value)
    return text if len(text) <= most else text[: most - 3] + "..."


def _shown(value: object) -> str:
    """JSON for a reader: letters as they are, anything unprintable (a lone surrogate, a control
    character) as its JSON escape, so the line prints in any terminal and shows what is there."""
    text = json.dumps(value, ensure_ascii=False)
    return "".join(c if c.isprintable() else json.dumps(c)[1:-1] for c in text)


def _around(text: str, index: int, before: int = 16, after: int = 16) -> str:
    """The words of ``text`` around ``index``, quoted so a trailing space shows, cut with '...'."""
    start = max(0, index - before)
    piece = _shown(text[start : index + after])
    return ("..." if start else "") + piece + ("..." if index + after < len(text) else "")


def _inconsistent(data: dict[str, Any]) -> str | None:
    """Where a transcript contradicts itself before anything is dealt: its ``deck`` must be the
    first pack order of its ``decks``."""
    deck, first = data["deck"], data["decks"][0] if data["decks"] else []
    if deck == first:
        return None
    at = next((i for i, (x, y) in enumerate(zip(deck, first, strict=False)) if x != y), None)
    if at is None:
        return WORDS.word("deck.count", deck=len(deck), first=len(first))
    return WORDS.word("deck.card", index=at + 1, mine=_json(deck[at]), theirs=_json(first[at]))


OPENINGS = OPENING_WORDS["en"]
"""Words that open the engine's English sentences and read in lower case after a colon."""


def continued(sentence: str) -> str:
    """``sentence`` as it reads after a colon: "The modern variant..." becomes "the modern variant...",
    while a name ("Anne ...") keeps its capital."""
    return sentence[:1].lower() + sentence[1:] if sentence.startswith(OPENING_WORDS[current()]) else sentence


def replay_transcript(data: object) -> tuple[dict[str, Any], list[str]]:
    """Deal a recorded transcript again; returns the new transcript and what differs (one line).

    Raises :class:`~lansquenet.errors.InvalidSpec` when ``data`` is not a transcript at all.
    """
    recorded = Transcript.from_json(data)
    assert isinstance(data, dict)
    contradiction = _inconsistent(data)
    try:
        spec = Spec.from_dict(recorded.spec())
    except LansquenetError as exc:
        raise InvalidSpec(WORDS.word("cannot-deal", why=continued(str(exc)))) from None
    orders = [parse_cards(d) for d in recorded.decks]
    shoe = SeedCheckingShoe(spec.variant.packs(), card_rng(spec.seed), orders, recorded.stacked)
    again = Game(spec, shoe=shoe).run().transcript().to_json()
    if data.get("language") == "en":  # written out, though a deal leaves English unsaid
        again["language"] = "en"
    difference = contradiction or first_difference(data, again)
    if difference is None and shoe.mismatch is not None:
        number = shoe.mismatch
        seed = WORDS["seed.none"] if recorded.seed is None else WORDS.word("seed.one", seed=recorded.seed)
        top = recorded.stacked[number - 1] if number <= len(recorded.stacked) else 0
        below = WORDS.word("below.some", top=top) if top else WORDS["below.none"]
        difference = WORDS.word("seed.mismatch", number=number, seed=seed, below=below)
    return again, [] if difference is None else [difference]
