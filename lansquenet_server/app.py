"""The table server: the built site and the rooms, on one origin (an ASGI app for uvicorn).

HTTP, all JSON in the request body, so no token ever appears in a path or a query string:

``GET /rooms/games``            what a host may choose: each game, its seats, its length option

``POST /rooms``                 ``{"variant", "seats", "options", "limit"}`` -> 201
                                ``{"room", "host", "seats": [one token per seat], "limit"}``
``POST /rooms/{room}/links``    ``{"host"}`` -> the same answer again (the host reloaded the page)
``POST /rooms/{room}/end``      ``{"host"}`` -> ``{"ended": room}``; every seat is told, the room goes
``POST /rooms/{room}/seats/{n}`` ``{"host", "do": "new-link" | "computer"}`` -> the links again: seat
                                ``n`` (from 0) gets a new link, or the computer plays it from now on
                                (its link is then ``null``); whoever held the seat is told why
``POST /rooms/{room}/qr``       ``{"host", "text"}`` -> ``{"size", "d"}``: the QR code of an invite
                                link as one SVG path (:mod:`.qr`), for the host's page

WebSocket ``/rooms/{room}/socket``, text messages of JSON, one per frame. A seat sends:

``{"type": "join", "token"}``   first; the seat's invite token. Answer: ``room`` (everything so far)
``{"type": "name", "name"}``    before the match; when every seat has a name, the match starts
``{"type": "act", "action"}``   the seat's own decision in the notation (``"stake 10"``, ``"pass"``)

or, to watch, ``{"type": "watch", "token"}`` with the room's watch token (the host's links give
it): a watcher receives everything a seat does (``room`` with ``seat`` null, then every
``steps`` and ``seats``) and can never act; a room takes up to :data:`rooms.MAX_WATCHERS`.

and receives ``room`` (everything so far: seats, and once started ``steps``, ``pending``,
``finished``, ``standings``, ``winners``), ``seats`` (who has joined and is here), ``steps``
(after any seat's action: ``n``, ``by``, ``action``, ``timeout``, the new ``steps`` and the
state after them), ``refused`` (the sender's action was not legal: ``error``), ``error`` (a
message the table could not read) and ``gone`` (``reason``; the connection then closes).

Limits: a message over :data:`MAX_MESSAGE` characters, or a binary one, closes the connection
with a sentence; more than :data:`RATE` messages a second (bursts of :data:`BURST`) are
refused, and a connection that keeps on is closed; a WebSocket that has not joined a seat
within :attr:`~.limits.Limits.join_seconds` is closed; a WebSocket or POST whose Origin is not
this server's own is refused, and so is a request to a name the server does not answer to
(:mod:`.guard`); one address may open rooms only so fast and hold only so many
(:class:`~.limits.Limits`); the number of rooms is capped (:data:`rooms.MAX_ROOMS`), and rooms
nobody joined make way first. Text with a broken character (an unpaired surrogate) gets a
sentence like any other bad message. None of these touches the room: it plays on for the
other seats.

Nothing is logged or written to disk; ``python -m lansquenet_server`` runs uvicorn with its
access log off.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import mimetypes
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.websockets import WebSocket

from lansquenet.errors import LansquenetError

from . import words
from .collector import Collector
from .files import SiteFiles
from .guard import LOOPBACK, Guard
from .hosting import games
from .limits import Limits
from .qr import qr_path
from .rooms import GONE, MAX_ROOMS, RESTARTED, Busy, Full, Room, RoomError, Rooms

log = logging.getLogger("lansquenet_server")

MAX_MESSAGE = 1024
"""The longest text message a seat may send (a decision takes about 30 characters)."""
MAX_BODY = 4096
"""The longest request body ``POST /rooms`` reads."""
RATE = 10.0
"""Messages a second a connection may send on average ..."""
BURST = 20.0
"""... and at once."""
STRIKES = 50
"""Messages refused for rate before the connection is closed."""
QUEUE = 1024
"""Messages waiting for a slow connection before it is let go."""

# Browsers refuse WebAssembly and module scripts served with other types; fix them everywhere.
mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("text/javascript", ".js")

CLOSE = object()


class BadRequest(RoomError):
    """A request the server cannot read (the answer is 400, whoever sent it)."""


class Connection:
    """One seat's WebSocket: messages out through a queue (a slow reader never holds up the
    table), messages in through a token bucket."""

    def __init__(self, websocket: WebSocket, clock: Callable[[], float]):
        self.websocket = websocket
        self.clock = clock
        self.queue: asyncio.Queue[object] = asyncio.Queue(QUEUE)
        self.closed = False
        self.code = 1000
        self.tokens = BURST
        self.filled = clock()
        self.strikes = 0

    def post(self, text: str) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.closed = True
            self.code = 1008

    def send(self, message: dict[str, Any]) -> None:
        self.post(json.dumps(message, ensure_ascii=False) if readable(message) else json.dumps(message))

    def close(self, reason: str, code: int = 1000) -> None:
        """Tell the seat why in one sentence, then close (the queued messages go first)."""
        if self.closed:
            return
        self.send({"type": "gone", "reason": reason})
        self.closed = True
        self.code = code
        with contextlib.suppress(asyncio.QueueFull):
            self.queue.put_nowait(CLOSE)

    def allow(self) -> bool:
        """Take one message from the bucket; False when the connection is sending too fast."""
        now = self.clock()
        self.tokens = min(BURST, self.tokens + (now - self.filled) * RATE)
        self.filled = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.strikes += 1
        return False

    async def write(self) -> None:
        try:
            while True:
                item = await self.queue.get()
                if item is CLOSE:
                    await self.websocket.close(self.code)
                    return
                await self.websocket.send_text(str(item))
        except Exception:  # the other end has gone; the reader notices
            self.closed = True


def readable(data: object) -> bool:
    """Whether ``data`` (JSON as read) holds only text that can be written as UTF-8: a lone
    surrogate, which JSON's escapes can carry, cannot."""
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, RecursionError):
        return False
    return True


def origin_allowed(headers: Any, allowed: frozenset[str]) -> bool:
    """True when the request's Origin is this server's own (the Host it was sent to) or allowed."""
    origin = headers.get("origin")
    if origin is None:
        return False
    host = headers.get("host", "")
    return origin in allowed or origin in (f"http://{host}", f"https://{host}")


def create_app(
    site: str | Path | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
    tick: float = 1.0,
    max_rooms: int = MAX_ROOMS,
    origins: tuple[str, ...] = (),
    hosts: tuple[str, ...] = LOOPBACK,
    limits: Limits | None = None,
    worker: str = "",
) -> Any:
    """The table server: rooms under ``/rooms``, the built ``site`` directory (if given) at ``/``.

    ``clock`` and ``tick`` (how often time limits and idle rooms are checked, in real seconds)
    are for tests; ``origins`` adds origins other than the server's own that may open rooms;
    ``hosts`` are the names the server answers to (``"*"`` for any); ``limits`` what one client
    address may do; ``worker`` begins every room id (see :mod:`.proxy`). The answer is the Starlette app inside :class:`~.guard.Guard`; the app's
    state (``app.state.rooms``) is reachable through ``.state`` on either.
    """
    limits = limits or Limits()
    rooms = Rooms(clock, max_rooms, limits, worker)
    catalogue = games()
    allowed = frozenset(origins)

    async def read_json(request: Request) -> object:
        if request.headers.get("origin") is not None and not origin_allowed(request.headers, allowed):
            raise BadRequest("Rooms are opened from this server's own pages.")
        body = b""
        try:
            async with asyncio.timeout(limits.header_seconds):
                async for chunk in request.stream():
                    body += chunk
                    if len(body) > MAX_BODY:
                        raise BadRequest("The request is too long.")
        except TimeoutError:
            raise BadRequest(words.SLOW_BODY) from None
        try:
            data = json.loads(body)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            raise BadRequest("The request is not valid JSON.") from None
        if not readable(data):
            raise BadRequest(words.BROKEN_TEXT)
        return data

    def refused(exc: Exception, status: int = 400) -> JSONResponse:
        return JSONResponse({"error": str(exc)}, status_code=status)

    def client_of(request: Request | WebSocket) -> str:
        return request.client.host if request.client else ""

    async def create(request: Request) -> JSONResponse:
        try:
            room = rooms.create(await read_json(request), client_of(request))
        except Full as exc:
            return refused(exc, 503)
        except Busy as exc:
            return refused(exc, 429)
        except LansquenetError as exc:
            return refused(exc, 400)
        except Exception:
            log.exception("A room request failed.")
            return refused(RoomError(words.SERVER_FAULT), 500)
        return JSONResponse(rooms.links(room), status_code=201)

    async def hosted(request: Request) -> Room:
        """The room of the address, for its host only (the host's token in the body)."""
        data = await read_json(request)
        request.state.data = data if isinstance(data, dict) else {}
        return rooms.hosted(request.path_params["room"], request.state.data.get("host"))

    async def host_says(request: Request) -> Room | JSONResponse:
        """The room of the address for its host, or the answer that refuses the request."""
        try:
            return await hosted(request)
        except BadRequest as exc:
            return refused(exc, 400)
        except LansquenetError as exc:
            return refused(exc, 404 if str(exc) in (GONE, RESTARTED) else 403)
        except Exception:
            log.exception("A host's request failed.")
            return refused(RoomError(words.SERVER_FAULT), 500)

    async def links(request: Request) -> JSONResponse:
        room = await host_says(request)
        return room if isinstance(room, JSONResponse) else JSONResponse(rooms.links(room))

    async def end(request: Request) -> JSONResponse:
        room = await host_says(request)
        if isinstance(room, JSONResponse):
            return room
        rooms.end(room)
        return JSONResponse({"ended": room.id})

    async def seat(request: Request) -> JSONResponse:
        """The host gives a seat a new link or hands it to the computer: ``{"host", "do"}``."""
        room = await host_says(request)
        if isinstance(room, JSONResponse):
            return room
        data = request.state.data
        number = request.path_params["seat"]
        if not 0 <= number < len(room.seats):
            return refused(RoomError(f"This room has seats 1 to {len(room.seats)}, not {number + 1}."), 400)
        do = data.get("do")
        if do == "new-link":
            room.new_link(number)
        elif do == "computer":
            room.to_computer(number, clock())
        else:
            return refused(RoomError(words.HOST_ACTIONS), 400)
        room.touched = clock()
        return JSONResponse(rooms.links(room))

    async def qr(request: Request) -> JSONResponse:
        """The QR code of one of the room's links, for its host: ``{"host", "text"}``."""
        room = await host_says(request)
        if isinstance(room, JSONResponse):
            return room
        try:
            return JSONResponse(qr_path(request.state.data.get("text")))
        except LansquenetError as exc:
            return refused(exc, 400)

    async def socket(websocket: WebSocket) -> None:
        if not origin_allowed(websocket.headers, allowed):
            await websocket.close(code=1008)  # before accepting: the handshake is refused (403)
            return
        await websocket.accept()
        conn = Connection(websocket, clock)
        writer = asyncio.create_task(conn.write())
        room: Room | None = None
        seat: int | None = None
        watching = False
        opened = asyncio.get_running_loop().time()
        try:
            while not conn.closed:
                if seat is None and not watching:  # a connection that never joins is let go
                    left = limits.join_seconds - (asyncio.get_running_loop().time() - opened)
                    try:
                        message = await asyncio.wait_for(websocket.receive(), max(left, 0.001))
                    except TimeoutError:
                        conn.close(words.NO_JOIN.format(seconds=f"{limits.join_seconds:g}"), 1008)
                        break
                else:
                    message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    conn.close("The table reads text messages of JSON only.", 1003)
                    break
                if len(text) > MAX_MESSAGE:
                    conn.close(f"A message may hold at most {MAX_MESSAGE} characters.", 1009)
                    break
                if not conn.allow():
                    if conn.strikes >= STRIKES:
                        conn.close("Too many messages: this connection sent faster than a table plays.", 1008)
                        break
                    conn.send({"type": "error", "error": "Too many messages at once: wait a moment."})
                    continue
                try:
                    data = json.loads(text)
                except (json.JSONDecodeError, RecursionError):
                    conn.send({"type": "error", "error": "The table reads JSON: that message was not."})
                    continue
                if not readable(data):
                    conn.send({"type": "error", "error": words.BROKEN_TEXT})
                    continue
                kind = data.get("type") if isinstance(data, dict) else None
                if room is not None and room.ended:
                    break
                try:
                    if kind == "watch":
                        if seat is not None or watching:
                            raise RoomError("This connection has already joined its seat.")
                        try:
                            found = rooms.watched(websocket.path_params["room"], data.get("token"))
                        except RoomError as refused_watch:
                            conn.close(str(refused_watch))
                            break
                        try:
                            found.add_watcher(conn, clock())
                        except RoomError as refused_watch:
                            conn.close(str(refused_watch), 1008)
                            break
                        rooms.joined(found)
                        room, watching = found, True
                    elif kind == "join":
                        if seat is not None or watching:
                            raise RoomError("This connection has already joined its seat.")
                        try:
                            found = rooms.find(websocket.path_params["room"])
                        except RoomError as gone:
                            conn.close(str(gone))
                            break
                        number = found.seat_of(data.get("token"))
                        if number is None:
                            conn.close("This invite link does not open a seat in this room.")
                            break
                        try:
                            found.attach(number, conn, clock())
                        except RoomError as refused_join:
                            conn.close(str(refused_join), 1008)
                            break
                        rooms.joined(found)
                        room, seat = found, number
                    elif kind in ("name", "act"):
                        if watching:
                            raise RoomError(words.WATCHERS_ONLY_WATCH)
                        if room is None or seat is None:
                            raise RoomError("Join first, with your seat's invite link.")
                        if kind == "name":
                            room.name(seat, data.get("name"), clock())
                        else:
                            room.act(seat, data.get("action"), clock())
                    else:
                        raise RoomError("The table understands join, watch, name and act messages.")
                except LansquenetError as exc:
                    conn.send({"type": "refused" if kind == "act" else "error", "error": str(exc)})
                except Exception:  # a fault of the server's: one sentence here, one line in the log
                    log.exception("A seat's message could not be carried out.")
                    conn.send({"type": "error", "error": words.UNREADABLE})
        finally:
            if room is not None and seat is not None:
                room.detach(seat, conn)
            if room is not None and watching:
                room.remove_watcher(conn)
            if not conn.closed:
                conn.closed = True
                with contextlib.suppress(asyncio.QueueFull):
                    conn.queue.put_nowait(CLOSE)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 5)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        collector = Collector(time.monotonic)
        collector.start()

        async def sweeper() -> None:
            while True:
                await asyncio.sleep(tick)
                try:
                    rooms.sweep()
                    collector.tick()
                except Exception:  # the sweep carries every time limit: it must go on
                    log.exception("The sweep failed once; it goes on.")

        task = asyncio.create_task(sweeper())
        try:
            yield
        finally:
            task.cancel()
            collector.stop()

    routes: list[Any] = [
        Route("/rooms", create, methods=["POST"]),
        Route("/rooms/games", lambda request: JSONResponse(catalogue)),
        Route("/rooms/{room}/links", links, methods=["POST"]),
        Route("/rooms/{room}/end", end, methods=["POST"]),
        Route("/rooms/{room}/seats/{seat:int}", seat, methods=["POST"]),
        Route("/rooms/{room}/qr", qr, methods=["POST"]),
        WebSocketRoute("/rooms/{room}/socket", socket),
    ]
    if site is not None:
        routes.append(Mount("/", SiteFiles(directory=str(site), html=True)))
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.rooms = rooms
    guarded = Guard(app, hosts)
    guarded.state = app.state  # type: ignore[attr-defined]
    return guarded
