"""Rooms: one table of people, each at their own device, held in memory by the table server.

A :class:`Room` holds a :class:`~lansquenet.play.session.Session` in which every seat is a
person. Each seat has its own invite token (``secrets.token_urlsafe``, 144 bits); whoever
holds a seat's token acts for that seat and no other. The room hands every seat the same
thing a player at a real table would see: the steps that have happened and the decision
pending, in the JSON of :mod:`lansquenet.play.protocol`. The seed, the pack orders and the
stock never leave it.

A room is gone once its host ends it or once nobody has joined, named or acted in it for
:data:`IDLE_SECONDS`. A seat that does not answer its decision within the room's time limit
takes the least legal action (:func:`least_action`) and every seat is told.

Nothing here is written anywhere: names, chips and tokens live in this process's memory only.
Time comes from an injected clock, so tests move it on instead of sleeping. Delivering messages
is left to the caller: a seat's :class:`Listener` receives JSON text through ``post``.
"""

from __future__ import annotations

import json
import random
import secrets
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from lansquenet.decisions import Action, Decision
from lansquenet.errors import LansquenetError
from lansquenet.play.protocol import progress
from lansquenet.play.session import Session
from lansquenet.variants import find_variant

IDLE_SECONDS = 30 * 60
"""A room nobody has joined or acted in for this long is gone."""

LIMIT_SECONDS = 60
"""The default time a seat has to answer its decision; the host may choose 15 to 600."""
LIMIT_RANGE = (15, 600)

SEATS_RANGE = (3, 6)
"""A room has no computer players, so it needs three people; six fit round one screen's board."""

MAX_ROOMS = 1000
"""How many rooms one server holds at once; creating one more is refused in a sentence."""

NAME_LENGTH = 24

GONE = "This room is gone: its host ended it, or nobody played in it for 30 minutes. Ask the host for a new room."

LENGTH_OPTION = {"pagat": "laps", "modern": "rounds", "encyclopedia": "rounds", "classic": "max_hands"}
"""The option of each game that says how long a match lasts (the host's "laps")."""


def games() -> dict[str, Any]:
    """What the host may choose, from the engine's own catalogue: each game's title, its seats
    (3 to 6, within what the game allows) and the option that sets how long a match lasts."""
    out = []
    for name, option_name in LENGTH_OPTION.items():
        variant = find_variant(name)
        seats = variant.option("seats")
        length = variant.option(option_name)
        out.append(
            {
                "variant": name,
                "title": variant.TITLE,
                "seats": [
                    max(SEATS_RANGE[0], seats.low or SEATS_RANGE[0]),
                    min(SEATS_RANGE[1], seats.high or SEATS_RANGE[1]),
                ],
                "length": {
                    "name": option_name,
                    "low": length.low,
                    "high": length.high,
                    "default": length.default,
                },
            }
        )
    return {"games": out, "limit": {"default": LIMIT_SECONDS, "low": LIMIT_RANGE[0], "high": LIMIT_RANGE[1]}}


class RoomError(LansquenetError):
    """A request a room cannot carry out; the message is one sentence for the person."""


class Listener(Protocol):
    """A seat's connection, as a room sees it: somewhere to post JSON text."""

    def post(self, text: str) -> None: ...

    def close(self, reason: str) -> None: ...


def token() -> str:
    """An unguessable token: 18 random bytes (144 bits), URL-safe."""
    return secrets.token_urlsafe(18)


def least_action(decision: Decision) -> str:
    """What a seat that let its time run out does, in the notation: pass (or refuse) when it may,
    otherwise the choice with the smallest amount at its least (a banker's least bank)."""
    kinds = [c.kind for c in decision.choices]
    for kind in ("pass", "refuse"):
        if kind in kinds:
            return kind
    amounts = [c for c in decision.choices if c.low is not None]
    if amounts:
        least = min(amounts, key=lambda c: c.low or 0)
        return f"{least.kind} {least.low}"
    return decision.choices[0].kind


def check_name(name: object) -> str:
    """A seat's name, tidied: 1 to 24 characters, no control characters; markup is kept as text."""
    if not isinstance(name, str):
        raise RoomError("A name is a few words of text.")
    text = " ".join(unicodedata.normalize("NFC", name).split())
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise RoomError("A name cannot hold control characters.")
    if not 1 <= len(text) <= NAME_LENGTH:
        raise RoomError(f"A name has 1 to {NAME_LENGTH} characters.")
    return text


def whole(value: object, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RoomError(f"{what} must be a whole number from {low} to {high}, not {value!r}.")
    return value


@dataclass
class Seat:
    token: str
    name: str | None = None
    listener: Listener | None = None


@dataclass
class Room:
    """One table: its game's settings, its seats, and once everyone has joined, the session."""

    id: str
    host: str
    variant: str
    options: dict[str, Any]
    limit: int
    seats: list[Seat]
    touched: float
    session: Session | None = None
    deadline: float | None = None
    actions: int = 0
    ended: bool = False
    _steps_json: list[dict[str, Any]] = field(default_factory=list)

    # ----- who sits here
    def seat_of(self, token: object) -> int | None:
        """The seat ``token`` opens, or None (compared in constant time)."""
        if not isinstance(token, str):
            return None
        found = None
        for i, seat in enumerate(self.seats):
            if secrets.compare_digest(seat.token.encode(), token.encode()):
                found = i
        return found

    def names(self) -> list[str | None]:
        return [s.name for s in self.seats]

    def attach(self, seat: int, listener: Listener) -> None:
        """``listener`` now receives the seat's messages; an older window of the same seat closes."""
        old = self.seats[seat].listener
        self.seats[seat].listener = listener
        if old is not None and old is not listener:
            old.close("This seat was opened in another window; this one has let it go.")
        listener.post(self.dump(self.snapshot(seat)))
        self.broadcast(self.presence())

    def detach(self, seat: int, listener: Listener) -> None:
        if self.seats[seat].listener is listener:
            self.seats[seat].listener = None
            self.broadcast(self.presence())

    def name(self, seat: int, name: object, now: float) -> None:
        """Give ``seat`` its name (it may change until the match starts); the last name starts it."""
        if self.session is not None:
            raise RoomError("The match has started: names stay as they were when it began.")
        text = check_name(name)
        if any(s.name == text for i, s in enumerate(self.seats) if i != seat):
            raise RoomError(f"Another seat already goes by {text}; choose another name.")
        self.seats[seat].name = text
        self.touched = now
        if all(s.name for s in self.seats):
            self.start(now)
        else:
            self.broadcast(self.presence())

    # ----- the game
    def start(self, now: float) -> None:
        spec = {
            "variant": self.variant,
            "scope": "match",
            "seats": [s.name for s in self.seats],
            "options": self.options,
            "seed": random.SystemRandom().randrange(2**32),
        }
        self.session = Session(spec, people=range(len(self.seats)))
        self._steps_json = [s.to_json() for s in self.session.new_steps()]
        self.deadline = None if self.session.finished else now + self.limit
        for i, seat in enumerate(self.seats):
            if seat.listener is not None:
                seat.listener.post(self.dump(self.snapshot(i)))

    def act(self, seat: int, action: object, now: float, *, timeout: bool = False) -> None:
        """Verify and apply ``seat``'s action, then send every seat the new steps.

        Raises :class:`RoomError` (or the engine's ``IllegalAction``) with one sentence and
        changes nothing when the action is not the seat's to take or does not answer the decision.
        """
        session = self.session
        if session is None:
            raise RoomError("The match starts when every seat has joined and given a name.")
        if session.finished:
            raise RoomError("The match is over.")
        if not isinstance(action, str) or len(action) > 40:
            raise RoomError("An action is written in the notation, like 'stake 10' or 'pass'.")
        parsed = Action.parse(action)
        steps = session.act(parsed, seat=seat)
        fresh = [s.to_json() for s in steps]
        self._steps_json.extend(fresh)
        self.actions += 1
        if not timeout:
            self.touched = now
        self.deadline = None if session.finished else now + self.limit
        message = {
            "type": "steps",
            "n": self.actions,
            "by": seat,
            "action": str(parsed),
            "timeout": timeout,
            "steps": fresh,
            **progress(session),
        }
        if timeout:
            message["notice"] = (
                f"{self.seats[seat].name} did not decide within {self.limit} seconds, "
                f"so the table took the least choice for them: {parsed}."
            )
        self.broadcast(message)

    def expire_turn(self, now: float) -> bool:
        """If the seat to act has let its time run out, take the least legal action for it."""
        session = self.session
        if session is None or self.deadline is None or now < self.deadline:
            return False
        decision = session.pending()
        if decision is None:
            self.deadline = None
            return False
        self.act(decision.seat, least_action(decision), now, timeout=True)
        return True

    # ----- what the seats are told
    def presence(self) -> dict[str, Any]:
        return {
            "type": "seats",
            "seats": [{"name": s.name, "here": s.listener is not None} for s in self.seats],
        }

    def snapshot(self, seat: int) -> dict[str, Any]:
        """Everything so far, as ``seat`` may see it: for a seat that opens or reopens its link."""
        out: dict[str, Any] = {
            "type": "room",
            "room": self.id,
            "seat": seat,
            "variant": self.variant,
            "title": find_variant(self.variant).TITLE,
            "options": self.options,
            "limit": self.limit,
            "started": self.session is not None,
            "actions": self.actions,
            **self.presence(),
        }
        out["type"] = "room"
        if self.session is not None:
            out["names"] = self.session.names
            out["steps"] = self._steps_json
            out.update(progress(self.session))
        return out

    @staticmethod
    def dump(message: dict[str, Any]) -> str:
        return json.dumps(message, ensure_ascii=False, separators=(",", ":"))

    def broadcast(self, message: dict[str, Any]) -> None:
        text = self.dump(message)
        for seat in self.seats:
            if seat.listener is not None:
                seat.listener.post(text)

    def close(self, reason: str) -> None:
        self.ended = True
        for seat in self.seats:
            if seat.listener is not None:
                seat.listener.close(reason)
                seat.listener = None


class Rooms:
    """Every room this server holds, by id, in memory only; ``clock`` gives the time in seconds."""

    def __init__(self, clock: Callable[[], float], max_rooms: int = MAX_ROOMS):
        self.clock = clock
        self.max_rooms = max_rooms
        self.rooms: dict[str, Room] = {}

    def create(self, request: object) -> Room:
        """A new room from the host's choices: ``{"variant", "seats", "options", "limit"}``."""
        if not isinstance(request, dict):
            raise RoomError("A room request is a table of keys: variant, seats, options, limit.")
        unknown = sorted(set(request) - {"variant", "seats", "options", "limit"})
        if unknown:
            raise RoomError(f"A room request has no key {unknown[0]!r}.")
        if len(self.rooms) >= self.max_rooms:
            raise RoomError("This table server holds as many rooms as it can; try again in a while.")
        variant = request.get("variant", "pagat")
        if variant not in LENGTH_OPTION:
            raise RoomError(f"A room plays pagat, modern, classic or encyclopedia, not {variant!r}.")
        count = whole(request.get("seats", 4), "seats", *SEATS_RANGE)
        limit = whole(request.get("limit", LIMIT_SECONDS), "The time limit", *LIMIT_RANGE)
        options = request.get("options") or {}
        if not isinstance(options, dict):
            raise RoomError("options must be a table of option names and values.")
        options = {**options, "seats": count}
        # The engine checks the options now, so a bad one is refused before any link is given.
        Session({"variant": variant, "seats": count, "options": options, "seed": 0}, people=range(count))
        now = self.clock()
        room = Room(
            id=secrets.token_urlsafe(9),
            host=token(),
            variant=variant,
            options=options,
            limit=limit,
            seats=[Seat(token()) for _ in range(count)],
            touched=now,
        )
        self.rooms[room.id] = room
        return room

    def find(self, room_id: object) -> Room:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None or room.ended:
            raise RoomError(GONE)
        return room

    def hosted(self, room_id: object, host: object) -> Room:
        """The room ``host`` (the host's token) runs; an unknown room or wrong token is refused."""
        room = self.find(room_id)
        if not isinstance(host, str) or not secrets.compare_digest(room.host.encode(), host.encode()):
            raise RoomError("Only the host's link can do that.")
        return room

    def end(self, room: Room) -> None:
        self.rooms.pop(room.id, None)
        room.close("The host has ended this room.")

    def sweep(self) -> None:
        """Take the least action for seats out of time; forget rooms idle for 30 minutes."""
        now = self.clock()
        for room in list(self.rooms.values()):
            if now - room.touched >= IDLE_SECONDS:
                self.rooms.pop(room.id, None)
                room.close(GONE)
                continue
            try:
                room.expire_turn(now)
            except LansquenetError:  # the least action is always legal; never let one room stop the rest
                room.deadline = None

    def links(self, room: Room) -> dict[str, Any]:
        """What the host is given: the room's id, the host's token and one token per seat."""
        return {
            "room": room.id,
            "host": room.host,
            "seats": [s.token for s in room.seats],
            "limit": room.limit,
        }
