"""The table server's front door: which names it answers to, the headers every answer carries,
and how long and how many connections one address may hold.

:class:`Guard` is ASGI middleware. It answers only requests whose ``Host`` is one of the names
the server was started with (a page on another name that resolves to this server, as DNS
rebinding does, gets a sentence and no room), and it gives every HTTP answer the headers a
browser needs to keep the pages to themselves: ``X-Content-Type-Options``, ``Referrer-Policy``
and, unless the answer set its own (the site's pages do: :mod:`.files`), a
``Content-Security-Policy`` that allows nothing.

:func:`guarded_protocol` is the HTTP protocol uvicorn runs, with two limits uvicorn itself does
not set: an address holds at most :attr:`~.limits.Limits.connections_per_client` connections
at once, and a connection that has not sent a whole request within
:attr:`~.limits.Limits.header_seconds` is closed (a half-sent request used to hold a file
descriptor for ever).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from typing import Any

from . import words
from .limits import Limits

LOOPBACK = ("127.0.0.1", "localhost", "::1")
"""The names a server started on this machine answers to by default."""

HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]
NOTHING = b"default-src 'none'; frame-ancestors 'none'"
"""The policy of an answer that is not a page (JSON, a file): it may load and run nothing."""


def host_name(value: str) -> str:
    """The name in a ``Host`` header, without its port (``[::1]:8000`` is ``::1``)."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1 : value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0] if value.count(":") == 1 else value


class Guard:
    """ASGI middleware: refuse other ``Host`` names; add the security headers to every answer."""

    def __init__(self, app: Any, hosts: Iterable[str]):
        self.app = app
        self.hosts = frozenset(h.lower() for h in hosts)

    def allowed(self, scope: dict[str, Any]) -> tuple[bool, str]:
        if "*" in self.hosts:
            return True, ""
        raw = next((v for k, v in scope.get("headers", []) if k == b"host"), b"")
        name = host_name(raw.decode("latin-1"))
        return name in self.hosts, name

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        ok, name = self.allowed(scope)
        if not ok:
            if scope["type"] == "websocket":
                await send({"type": "websocket.close", "code": 1008})
                return
            body = json.dumps({"error": words.WRONG_HOST.format(host=ascii(name))}).encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": 400,
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode()),
                        *HEADERS,
                        (b"content-security-policy", NOTHING),
                    ],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        if scope["type"] == "websocket":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {k.lower() for k, _ in headers}
                headers += [(k, v) for k, v in HEADERS if k not in present]
                if b"content-security-policy" not in present:
                    headers.append((b"content-security-policy", NOTHING))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


def guarded_protocol(limits: Limits) -> type:
    """uvicorn's h11 protocol with a per-address connection cap and a deadline for each request.

    The counts live in the class returned, one per server. A connection is counted from its
    first byte until its transport closes, whatever protocol (HTTP or WebSocket) then holds it.
    """
    from uvicorn.protocols.http.h11_impl import H11Protocol

    open_by_address: dict[str, list[asyncio.BaseTransport]] = {}

    class GuardedProtocol(H11Protocol):
        counts = open_by_address

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            address = self.client[0] if self.client else ""
            held = [t for t in open_by_address.get(address, []) if not t.is_closing()]
            if len(held) >= limits.connections_per_client:
                open_by_address[address] = held
                transport.close()  # before a byte is read: too many from this address
                return
            held.append(transport)
            open_by_address[address] = held
            self._guard_started = 0
            self._guard_timer = self.loop.call_later(limits.header_seconds, self._guard_check)

        def handle_events(self) -> None:
            before = self.cycle
            super().handle_events()
            if self.cycle is not before:
                self._guard_started += 1

        def _guard_check(self) -> None:
            """Close a connection that sent no whole request in the last period; a request in
            hand (its body bounded by the app) or a connection now a WebSocket goes on."""
            transport = self.transport
            if transport.is_closing() or transport.get_protocol() is not self:
                return
            idle = self.cycle is None or self.cycle.response_complete
            if idle and self._guard_started == 0:
                transport.close()
                return
            self._guard_started = 0
            self._guard_timer = self.loop.call_later(limits.header_seconds, self._guard_check)

        def connection_lost(self, exc: Exception | None) -> None:
            timer = getattr(self, "_guard_timer", None)
            if timer is not None:
                timer.cancel()
            address = self.client[0] if self.client else ""
            held = [
                t for t in open_by_address.get(address, []) if t is not self.transport and not t.is_closing()
            ]
            if held:
                open_by_address[address] = held
            else:
                open_by_address.pop(address, None)
            super().connection_lost(exc)

    return GuardedProtocol
