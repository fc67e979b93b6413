"""Event records, steps and the transcript.

An :class:`Event` is what happened (a card turned, a stake placed, a bank kept); a
:class:`Step` adds the words for it, the chips that moved with it and a view of the table
right after it. A :class:`Transcript` is a whole deal (or match): the spec that produced it,
the deck orders actually used and every step. It goes to JSON and back without loss, and a
transcript replays without any random generator because it carries its decks and decisions.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import refusals_fr as fr
from .errors import InvalidSpec
from .language import Phrases
from .reading import is_int, shown

FORMAT = 1


def _texts(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _numbers(value: object) -> bool:
    return isinstance(value, list) and all(is_int(v) for v in value)


SHAPE: dict[str, Callable[[object], bool]] = {
    "format": lambda v: is_int(v) and v == FORMAT,
    "variant": lambda v: isinstance(v, str),
    "scope": lambda v: isinstance(v, str),
    "options": lambda v: isinstance(v, dict),
    "seats": _texts,
    "banker": is_int,
    "seed": lambda v: v is None or is_int(v),
    "deck": _texts,
    "decks": lambda v: isinstance(v, list) and all(_texts(d) for d in v),
    "stacked": _numbers,
    "decisions": _texts,
    "steps": lambda v: isinstance(v, list) and all(isinstance(s, dict) for s in v),
    "net": _numbers,
    "chips": _numbers,
    "outcome": lambda v: v is None or isinstance(v, str),
    "people": _numbers,
    "language": lambda v: isinstance(v, str),
}
"""Every key of a transcript and the test its value must pass (:data:`WORDS` says what it holds)."""
WORDS: Phrases[str] = Phrases(
    en={
        "not-table": "This is not a Lansquenet transcript: it is not a table of keys.",
        "odd-key": "This transcript has a key {key} that no transcript has.",
        "missing": "This is not a Lansquenet transcript: it has no {key}.",
        "wrong": "This transcript's {key} must be {what}, not {value}.",
        "shape.format": "the number {format}",
        "shape.variant": "a variant's name",
        "shape.scope": "deal or match",
        "shape.options": "a table of options",
        "shape.seats": "a list of names",
        "shape.banker": "a seat number",
        "shape.seed": "a whole number or null",
        "shape.deck": "a list of cards",
        "shape.decks": "a list of lists of cards",
        "shape.stacked": "a list of whole numbers",
        "shape.decisions": "a list of decisions",
        "shape.steps": "a list of steps",
        "shape.net": "a list of whole numbers",
        "shape.chips": "a list of whole numbers",
        "shape.outcome": "a word or null",
        "shape.people": "a list of seat numbers",
        "shape.language": "a language's code (en or fr)",
    },
    fr=fr.EVENTS,
)
"""The sentences refusing what is not a transcript, and what each key holds, in either language."""
OPTIONAL = frozenset({"people", "language"})
"""Keys a transcript may leave out: one dealt with no person at the table has no ``people``,
one told in English no ``language`` (and one written before either key existed reads as such)."""


def check_shape(data: object) -> None:
    """Raise :class:`InvalidSpec` unless ``data`` has exactly a transcript's keys, each of its type."""
    if not isinstance(data, dict):
        raise InvalidSpec(WORDS["not-table"])
    unknown = sorted(str(k) for k in set(data) - set(SHAPE))
    if unknown:
        raise InvalidSpec(WORDS.word("odd-key", key=shown(unknown[0])))
    for key, test in SHAPE.items():
        if key not in data and key in OPTIONAL:
            continue
        if key not in data:
            raise InvalidSpec(WORDS.word("missing", key=repr(key)))
        if not test(data[key]):
            what = WORDS.word(f"shape.{key}", format=FORMAT) if key == "format" else WORDS[f"shape.{key}"]
            raise InvalidSpec(WORDS.word("wrong", key=repr(key), what=what, value=shown(data[key])))


@dataclass(frozen=True)
class Event:
    """One thing that happened at the table.

    ``kind`` names it (``banker-card``, ``stake``, ``pair``...); ``seat`` is the seat that
    acted or was acted upon; ``seats`` any others involved; ``cards`` the cards involved (as
    text, ``QH``); ``amount`` the chips involved; ``term`` the glossary term the event
    illustrates; ``info`` extra words for the narration as (key, value) pairs.
    """

    kind: str
    seat: int | None = None
    seats: tuple[int, ...] = ()
    cards: tuple[str, ...] = ()
    amount: int | None = None
    term: str | None = None
    info: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """The value of ``key`` in :attr:`info`."""
        return dict(self.info).get(key, default)


@dataclass
class Step:
    """An event with its words, the transfers it made and the table right after it."""

    event: Event
    text: str
    transfers: list[dict[str, object]]
    view: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        e = self.event
        return {
            "kind": e.kind,
            "text": self.text,
            "term": e.term,
            "seat": e.seat,
            "seats": list(e.seats),
            "cards": list(e.cards),
            "amount": e.amount,
            "transfers": self.transfers,
            "view": self.view,
        }


@dataclass
class Transcript:
    """A dealt deal or match: what was asked for, what was used, and every step."""

    variant: str
    scope: str
    options: dict[str, Any]
    seats: list[str]
    banker: int
    seed: int | None
    decks: list[list[str]]
    decisions: list[str]
    steps: list[dict[str, Any]]
    net: list[int]
    chips: list[int] = field(default_factory=list)
    outcome: str | None = None
    stacked: list[int] = field(default_factory=list)
    """How many top cards of each order in :attr:`decks` the spec stacked; the rest the seed shuffled.

    One count for each order used, never more: a spec may stack a pack the deal never opens (a
    banker too poor to stake, a match where nobody can bank), and a count for an order that was
    not recorded would describe nothing, so the spec it gives back could not be dealt again."""
    language: str = "en"
    """The language of the steps' words; written only when it is not English, so a transcript
    told in English reads as every transcript did before the engine spoke French."""
    people: list[int] = field(default_factory=list)
    """The seats a person played (see :class:`~lansquenet.game.Game`): the steps are told as
    they were shown to them, so dealing again needs them. Written only when there were any."""

    def __post_init__(self) -> None:
        self.stacked = list(self.stacked[: len(self.decks)])

    @property
    def deck(self) -> list[str]:
        """The first pack order used, top card first."""
        return self.decks[0] if self.decks else []

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "variant": self.variant,
            "scope": self.scope,
            "options": dict(self.options),
            "seats": list(self.seats),
            "banker": self.banker,
            "seed": self.seed,
            "deck": list(self.deck),
            "decks": [list(d) for d in self.decks],
            "stacked": list(self.stacked),
            "decisions": list(self.decisions),
            "steps": list(self.steps),
            "net": list(self.net),
            "chips": list(self.chips),
            "outcome": self.outcome,
            **({"people": list(self.people)} if self.people else {}),
            **({"language": self.language} if self.language != "en" else {}),
        }

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: object) -> Transcript:
        """Read a transcript dict back (as written by :meth:`to_json`).

        Every key must be there with the type :meth:`to_json` writes, and no other; raises
        :class:`~lansquenet.errors.InvalidSpec` naming the first key that is missing or wrong.
        """
        check_shape(data)
        assert isinstance(data, dict)
        return cls(
            variant=data["variant"],
            scope=data["scope"],
            options=dict(data["options"]),
            seats=list(data["seats"]),
            banker=data["banker"],
            seed=data["seed"],
            decks=[list(d) for d in data["decks"]],
            stacked=list(data["stacked"]),
            decisions=list(data["decisions"]),
            steps=list(data["steps"]),
            net=list(data["net"]),
            chips=list(data["chips"]),
            outcome=data["outcome"],
            people=list(data.get("people", [])),
            language=data.get("language", "en"),
        )

    def spec(self) -> dict[str, Any]:
        """The spec that deals this transcript again, card for card, with no randomness."""
        return {
            "variant": self.variant,
            "scope": self.scope,
            "options": dict(self.options),
            "seats": list(self.seats),
            "banker": self.banker,
            "seed": self.seed,
            "decks": [list(d) for d in self.decks],
            "stacked": list(self.stacked),
            "decisions": list(self.decisions),
            "chips": [final - net for final, net in zip(self.chips, self.net, strict=False)],
            "people": list(self.people),
            "language": self.language,
        }
