"""Event records, steps and the transcript.

An :class:`Event` is what happened (a card turned, a stake placed, a bank kept); a
:class:`Step` adds the words for it, the chips that moved with it and a view of the table
right after it. A :class:`Transcript` is a whole deal (or match): the spec that produced it,
the deck orders actually used and every step. It goes to JSON and back without loss, and a
transcript replays without any random generator because it carries its decks and decisions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

FORMAT = 1


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
    transfers: list[dict]
    view: dict

    def to_json(self) -> dict:
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
    options: dict
    seats: list[str]
    banker: int
    seed: int | None
    decks: list[list[str]]
    decisions: list[str]
    steps: list[dict]
    net: list[int]
    chips: list[int] = field(default_factory=list)
    outcome: str | None = None

    @property
    def deck(self) -> list[str]:
        """The first pack order used, top card first."""
        return self.decks[0] if self.decks else []

    def to_json(self) -> dict:
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
            "decisions": list(self.decisions),
            "steps": list(self.steps),
            "net": list(self.net),
            "chips": list(self.chips),
            "outcome": self.outcome,
        }

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), indent=indent, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: dict) -> Transcript:
        """Read a transcript dict back (as written by :meth:`to_json`)."""
        from .errors import InvalidSpec

        try:
            return cls(
                variant=data["variant"],
                scope=data["scope"],
                options=dict(data["options"]),
                seats=list(data["seats"]),
                banker=int(data["banker"]),
                seed=data.get("seed"),
                decks=[list(d) for d in data["decks"]],
                decisions=list(data["decisions"]),
                steps=list(data["steps"]),
                net=list(data["net"]),
                chips=list(data.get("chips", [])),
                outcome=data.get("outcome"),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidSpec(f"This is not a Lansquenet transcript: {exc} is missing or wrong.") from None

    def spec(self) -> dict:
        """The spec that deals this transcript again, card for card, with no randomness."""
        return {
            "variant": self.variant,
            "scope": self.scope,
            "options": dict(self.options),
            "seats": list(self.seats),
            "banker": self.banker,
            "seed": self.seed,
            "decks": [list(d) for d in self.decks],
            "decisions": list(self.decisions),
            "chips": [final - net for final, net in zip(self.chips, self.net, strict=False)],
        }
