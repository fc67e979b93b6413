"""Rooms: one table of people, each at their own device, held in memory by the table server.

A :class:`Room` holds a :class:`~lansquenet.play.session.Session` in which every seat is a
person. Each seat has its own invite token (``secrets.token_urlsafe``, 144 bits); whoever holds
a seat's token acts for that seat and no other. One seat's record (its token, its name, its
connection) and the checks on what a person sends live in :mod:`.seats`; this module runs the
match among the seats and keeps every room of the process (:class:`Rooms`). The room hands every
seat the same thing a player at a real table would see: the steps that have happened and the
decision pending, in the JSON of :mod:`lansquenet.play.protocol`. The seed, the pack orders and
the stock never leave it.

The shoe is shuffled by the system's secure generator (``random.SystemRandom``), not by the
seed: a seed that a player could recover from the cards turned so far would tell every card
still to come. The orders dealt are kept in the room's memory (the game's shoe) and sent to
nobody.

A room is gone once its host ends it, once no seat has joined it within
:data:`UNJOINED_SECONDS`, or once nobody has joined, named or acted in it for
:data:`IDLE_SECONDS`. A seat that does not answer its decision within the room's time limit
takes the least legal action (:func:`least_action`) and every seat is told.

Each step is turned into JSON text once, when it happens, and the room keeps that text (at
most :data:`HISTORY_CHARS` of it) rather than the engine's objects: a seat that opens its link
again gets the text as it is, and the process holds few objects for its collector to walk.

Nothing here is written anywhere: names, chips and tokens live in this process's memory only.
Time comes from an injected clock, so tests move it on instead of sleeping. Delivering messages
is left to the caller: a seat's :class:`~.seats.Listener` receives JSON text through ``post``.
"""

from __future__ import annotations

import json
import logging
import random
import secrets
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from lansquenet.decisions import Action, Decision
from lansquenet.language import using
from lansquenet.play.protocol import progress
from lansquenet.play.session import Session
from lansquenet.spec import Spec
from lansquenet.table import Shoe
from lansquenet.variants import find_variant

from . import words
from .hosting import read_request
from .limits import Buckets, Limits
from .seats import JOIN_BURST, Listener, RoomError, Seat, check_name, same_token, token

log = logging.getLogger("lansquenet_server")

IDLE_SECONDS = 30 * 60
"""A room nobody has joined or acted in for this long is gone."""

UNJOINED_SECONDS = 5 * 60
"""A room no seat has joined within this long is gone (and one is let go sooner when the server is full)."""

MAX_ROOMS = 1000
"""How many rooms one server holds at once; when it is full, the oldest room nobody has joined
makes way, and only when every room has been joined is creating one more refused."""

HISTORY_CHARS = 500_000
"""The most step text a room keeps for seats that open their link again; older steps go first."""

MAX_WATCHERS = 100
"""How many may watch one room at once (a class on a projector, the players who went bust)."""

GONE = words.GONE
RESTARTED = words.RESTARTED

BOOT = secrets.token_urlsafe(3)
"""Four characters that begin every room id this process makes: a link whose room id begins
otherwise was made before the server last started, and says so."""


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
    client: str = ""
    """The address that created the room (its host's), for the per-address limits."""
    created: float = 0.0
    joined: bool = False
    """Whether any seat has ever joined; a room nobody joined goes after :data:`UNJOINED_SECONDS`."""
    session: Session | None = None
    deadline: float | None = None
    actions: int = 0
    ended: bool = False
    watch: str = field(default_factory=lambda: token())
    """The watch link's token: it shows the table to anyone who opens it, and can never act."""
    watchers: list[Listener] = field(default_factory=list)
    history: deque[str] = field(default_factory=deque)
    """Each step handed out so far, as its JSON text (the oldest let go past :data:`HISTORY_CHARS`)."""
    history_chars: int = 0
    earlier: int = 0
    """How many of the first steps the room no longer keeps."""
    _history_text: str | None = None
    language: str = "en"
    """The language the room's match is told in, and the room's own sentences to its seats."""

    # ----- who sits here
    def seat_of(self, token: object) -> int | None:
        """The seat ``token`` opens, or None (compared in constant time)."""
        found = None
        for i, seat in enumerate(self.seats):
            if same_token(seat.token, token) and not seat.computer:
                found = i
        return found

    def names(self) -> list[str | None]:
        return [s.name for s in self.seats]

    def attach(self, seat: int, listener: Listener, now: float) -> None:
        """``listener`` now receives the seat's messages; an older window of the same seat closes.

        A seat's link opened faster than :data:`JOIN_RATE` a second (after :data:`JOIN_BURST`)
        is refused with :class:`RoomError` and the seat stays as it was."""
        if not self.seats[seat].may_join(now):
            raise RoomError(words.JOINS_TOO_OFTEN)
        self.joined = True
        self.touched = now
        old = self.seats[seat].listener
        self.seats[seat].listener = listener
        if old is not None and old is not listener:
            old.close(words.TAKEN_OVER)
        listener.post(self.snapshot_text(seat, now))
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

    def add_watcher(self, listener: Listener, now: float) -> None:
        """``listener`` watches the table from now on: everything so far, then every step."""
        if len(self.watchers) >= MAX_WATCHERS:
            raise RoomError(words.too_many_watchers(MAX_WATCHERS))
        self.watchers.append(listener)
        self.joined = True
        self.touched = now
        listener.post(self.snapshot_text(None, now))
        self.broadcast(self.presence())

    def remove_watcher(self, listener: Listener) -> None:
        if listener in self.watchers:
            self.watchers.remove(listener)
            self.broadcast(self.presence())

    # ----- what the host may do for a seat
    def new_link(self, seat: int, reason: str = words.LINK_REISSUED) -> None:
        """Give ``seat`` a new token: the old link opens nothing and whoever holds it is told ``reason``."""
        self.seats[seat].token = token()
        self.seats[seat].joins = JOIN_BURST
        old, self.seats[seat].listener = self.seats[seat].listener, None
        if old is not None:
            old.close(reason)
            self.broadcast(self.presence())

    def to_computer(self, seat: int, now: float) -> None:
        """Hand ``seat`` to the computer: before the match it takes a name of its own, during it the
        variant's computer player decides for the seat from now on; every seat is told."""
        chosen = self.seats[seat]
        if chosen.computer:
            return
        with using(self.language):
            self.new_link(seat, words.ROOM["seat-to-computer"])
            self._to_computer(seat, chosen, now)

    def _to_computer(self, seat: int, chosen: Seat, now: float) -> None:
        """:meth:`to_computer`'s work, in the room's language."""
        chosen.computer = True
        session = self.session
        if session is None:
            chosen.name = words.ROOM.word("computer", number=seat + 1)
            if all(s.name for s in self.seats):
                self.start(now)
            else:
                self.broadcast(self.presence())
            return
        fresh = self.keep(session.to_computer(seat))
        self.tell(seat, None, fresh, now, notice=words.ROOM.word("handed", name=session.names[seat]))
        self.broadcast(self.presence())

    # ----- the game
    def start(self, now: float) -> None:
        asked: dict[str, Any] = {
            "variant": self.variant,
            "scope": "match",
            "seats": [s.name for s in self.seats],
            "options": self.options,
            # The packs come from the shoe below, not from this seed, and the seed (which a
            # seat handed to the computer may draw on) is never sent to a seat.
            "seed": secrets.randbits(63),
        }
        if self.language != "en":
            asked["language"] = self.language
        spec = Spec.from_dict(asked)
        shoe = Shoe(spec.variant.packs(), random.SystemRandom())
        people = [i for i, s in enumerate(self.seats) if not s.computer]
        self.session = Session(spec, people=people, shoe=shoe)
        self.keep(self.session.new_steps())
        self.deadline = None if self.session.finished else now + self.limit
        for i, seat in enumerate(self.seats):
            if seat.listener is not None:
                seat.listener.post(self.snapshot_text(i, now))
        if self.watchers:  # a watcher who came before the match sees it start too
            shown = self.snapshot_text(None, now)
            for watcher in self.watchers:
                watcher.post(shown)

    def keep(self, steps: Iterable[Any]) -> list[str]:
        """Turn the steps just handed out into JSON text, keep it, and let the engine's copies go."""
        texts = [self.dump(s.to_json()) for s in steps]
        if self.session is not None:
            self.session.forget_handed()
        for text in texts:
            self.history.append(text)
            self.history_chars += len(text)
        while self.history_chars > HISTORY_CHARS and len(self.history) > 1:
            self.history_chars -= len(self.history.popleft())
            self.earlier += 1
        self._history_text = None
        return texts

    def act(self, seat: int, action: object, now: float, *, timeout: bool = False) -> None:
        """Verify and apply ``seat``'s action, then send every seat the new steps.

        Raises :class:`RoomError` (or the engine's ``IllegalAction``) with one sentence and
        changes nothing when the action is not the seat's to take or does not answer the decision;
        in the room's language.
        """
        with using(self.language):
            self._act(seat, action, now, timeout)

    def _act(self, seat: int, action: object, now: float, timeout: bool) -> None:
        """:meth:`act`'s work, in the room's language."""
        session = self.session
        if session is None:
            raise RoomError(words.ROOM["not-started"])
        if session.finished:
            raise RoomError(words.ROOM["over"])
        if not isinstance(action, str) or len(action) > 40:
            raise RoomError(words.ROOM["action"])
        parsed = Action.parse(action)
        fresh = self.keep(session.act(parsed, seat=seat))
        if not timeout:
            self.touched = now
        notice = None
        if timeout:
            notice = words.ROOM.word("timeout", name=self.seats[seat].name, seconds=self.limit, action=parsed)
        self.tell(seat, str(parsed), fresh, now, timeout=timeout, notice=notice)

    def tell(
        self,
        seat: int,
        action: str | None,
        fresh: list[str],
        now: float,
        *,
        timeout: bool = False,
        notice: str | None = None,
    ) -> None:
        """Send everyone the steps ``fresh`` (their text) that ``seat``'s ``action`` made, and start
        the next seat's time: ``seconds`` is how long it has, for the countdown a page shows."""
        session = self.session
        assert session is not None
        self.actions += 1
        self.deadline = None if session.finished else now + self.limit
        message: dict[str, Any] = {
            "type": "steps",
            "n": self.actions,
            "by": seat,
            "action": action,
            "timeout": timeout,
            "seconds": None if self.deadline is None else self.limit,
            **progress(session),
        }
        if notice is not None:
            message["notice"] = notice
        self.broadcast_text(self.with_steps(self.dump(message), ",".join(fresh)))

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
            "seats": [
                {"name": s.name, "here": s.listener is not None, "computer": s.computer} for s in self.seats
            ],
            "watchers": len(self.watchers),
        }

    def snapshot(self, seat: int | None, now: float) -> dict[str, Any]:
        """Everything so far but the steps, as ``seat`` may see it (see :meth:`snapshot_text`);
        ``seat`` is None for a watcher. ``seconds`` is what is left of the seat to act's time."""
        out: dict[str, Any] = {
            "type": "room",
            "room": self.id,
            "seat": seat,
            "variant": self.variant,
            "title": self.title(),
            "options": self.options,
            "limit": self.limit,
            "started": self.session is not None,
            "actions": self.actions,
            **self.presence(),
        }
        out["type"] = "room"
        if self.language != "en":
            out["language"] = self.language
        if self.session is not None:
            out["names"] = self.session.names
            out["earlier"] = self.earlier
            out["seconds"] = None if self.deadline is None else max(0, round(self.deadline - now))
            out.update(progress(self.session))
        return out

    def title(self) -> str:
        """The variant's title in the room's language."""
        with using(self.language):
            return str(find_variant(self.variant).TITLE)

    def snapshot_text(self, seat: int | None, now: float) -> str:
        """Everything so far, as ``seat`` may see it: for a seat that opens or reopens its link.

        The steps are the text kept as they happened, joined once and reused until the next
        step, so opening a link never serialises the history again."""
        head = self.dump(self.snapshot(seat, now))
        if self.session is None:
            return head
        if self._history_text is None:
            self._history_text = ",".join(self.history)
        return self.with_steps(head, self._history_text)

    @staticmethod
    def with_steps(head: str, steps: str) -> str:
        """``head`` (a JSON object's text) with a ``steps`` key holding the step texts ``steps``."""
        return head[:-1] + ',"steps":[' + steps + "]}"

    @staticmethod
    def dump(message: dict[str, Any]) -> str:
        return json.dumps(message, ensure_ascii=False, separators=(",", ":"))

    def broadcast(self, message: dict[str, Any]) -> None:
        self.broadcast_text(self.dump(message))

    def broadcast_text(self, text: str) -> None:
        for seat in self.seats:
            if seat.listener is not None:
                seat.listener.post(text)
        for watcher in self.watchers:
            watcher.post(text)

    def close(self, reason: str) -> None:
        self.ended = True
        for seat in self.seats:
            if seat.listener is not None:
                seat.listener.close(reason)
                seat.listener = None
        for watcher in self.watchers:
            watcher.close(reason)
        self.watchers = []


class Rooms:
    """Every room this server holds, by id, in memory only; ``clock`` gives the time in seconds.

    ``limits`` holds what one client address may do (:class:`~.limits.Limits`): how fast it may
    create rooms and how many of them it may hold at once."""

    def __init__(
        self,
        clock: Callable[[], float],
        max_rooms: int = MAX_ROOMS,
        limits: Limits | None = None,
        worker: str = "",
    ):
        self.clock = clock
        self.worker = worker
        """What begins this process's room ids when several run behind one proxy (``w0``, ``w1``):
        the proxy sends every request for a room to the process its id names."""
        self.max_rooms = max_rooms
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {}
        self.unjoined: dict[str, Room] = {}
        """Rooms no seat has joined yet, oldest first: the first to make way when the server is full."""
        self.by_client: dict[str, int] = {}
        self.creating = Buckets(self.limits.create_burst, self.limits.create_rate)

    def create(self, request: object, client: str = "") -> Room:
        """A new room from the host's choices: ``{"variant", "seats", "options", "limit",
        "language"}`` (``language``: ``"en"``, the default, or ``"fr"``, the language the match is
        told in and the room's refusals are said in, from this request on).

        ``client`` is the address asking; it may hold :attr:`Limits.rooms_per_client` rooms and
        create them at :attr:`Limits.create_rate` a second. Raises :class:`RoomError` (a
        :class:`Full` one when the server itself holds all it can) and holds nothing new."""
        language = request.get("language") if isinstance(request, dict) else None
        with using("en" if language is None else language):
            return self._create(request, client)

    def _create(self, request: object, client: str) -> Room:
        """:meth:`create`'s work, in the request's language."""
        asked = read_request(request)
        if self.by_client.get(client, 0) >= self.limits.rooms_per_client:
            raise Busy(words.client_rooms(self.limits.rooms_per_client))
        now = self.clock()
        if len(self.rooms) >= self.max_rooms and not self.unjoined:
            raise Full(words.FULL)
        if not self.creating.take(client, now):
            raise Busy(words.CREATING_TOO_FAST)
        if len(self.rooms) >= self.max_rooms:
            self.forget(next(iter(self.unjoined.values())), GONE)
        room = Room(
            id=self.worker + BOOT + secrets.token_urlsafe(9),
            host=token(),
            variant=asked.variant,
            options=asked.options,
            limit=asked.limit,
            seats=[Seat(token()) for _ in range(asked.seats)],
            touched=now,
            client=client,
            created=now,
            language=asked.language,
        )
        self.rooms[room.id] = room
        self.unjoined[room.id] = room
        self.by_client[client] = self.by_client.get(client, 0) + 1
        return room

    def joined(self, room: Room) -> None:
        """A seat has joined ``room``: it no longer makes way for new rooms."""
        self.unjoined.pop(room.id, None)

    def find(self, room_id: object) -> Room:
        room = self.rooms.get(room_id) if isinstance(room_id, str) else None
        if room is None or room.ended:
            restarted = isinstance(room_id, str) and not room_id.startswith(self.worker + BOOT)
            raise RoomError(RESTARTED if restarted else GONE)
        return room

    def watched(self, room_id: object, watch: object) -> Room:
        """The room ``watch`` (a watch link's token) shows; an unknown room or wrong token is refused."""
        room = self.find(room_id)
        if not same_token(room.watch, watch):
            raise RoomError(words.NOT_A_WATCH_LINK)
        return room

    def hosted(self, room_id: object, host: object) -> Room:
        """The room ``host`` (the host's token) runs; an unknown room or wrong token is refused."""
        room = self.find(room_id)
        if not same_token(room.host, host):
            raise RoomError("Only the host's link can do that.")
        return room

    def forget(self, room: Room, reason: str) -> None:
        """Let ``room`` go: its seats are told ``reason`` and its links open nothing more."""
        if self.rooms.pop(room.id, None) is not None:
            self.unjoined.pop(room.id, None)
            left = self.by_client.get(room.client, 1) - 1
            if left:
                self.by_client[room.client] = left
            else:
                self.by_client.pop(room.client, None)
        room.close(reason)

    def stop(self, reason: str) -> None:
        """The server is stopping: every room goes, its seats and watchers told ``reason``."""
        for room in list(self.rooms.values()):
            self.forget(room, reason)

    def end(self, room: Room) -> None:
        self.forget(room, "The host has ended this room.")

    def sweep(self) -> None:
        """Take the least action for seats out of time; forget rooms idle for 30 minutes and
        rooms nobody joined within 5. No error in one room stops the sweep of the rest."""
        now = self.clock()
        for room in list(self.rooms.values()):
            try:
                if now - room.touched >= IDLE_SECONDS or (
                    not room.joined and now - room.created >= UNJOINED_SECONDS
                ):
                    self.forget(room, GONE)
                    continue
                room.expire_turn(now)
            except Exception:  # never let one room stop every time limit on the server
                room.deadline = None
                log.exception("The sweep skipped a room it could not bring up to time.")
        self.creating.prune(now)

    def links(self, room: Room) -> dict[str, Any]:
        """What the host is given: the room's id, the host's token and one token per seat."""
        return {
            "room": room.id,
            "host": room.host,
            "seats": [None if s.computer else s.token for s in room.seats],
            "watch": room.watch,
            "limit": room.limit,
        }


class Full(RoomError):
    """The server holds as many played rooms as it can (the answer is 503)."""


class Busy(RoomError):
    """This client address has reached one of its limits (the answer is 429)."""
