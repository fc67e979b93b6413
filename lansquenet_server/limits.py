"""What one client address may do, so that no single client can shut the table server.

:class:`Limits` gathers the numbers (how fast an address may open rooms, how many it may hold,
how many connections it may keep open, how long a connection may take to say what it wants);
:class:`Buckets` is a token bucket per address. The defaults suit a class behind one address; a
load test that plays every seat from loopback raises them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    create_burst: float = 10
    """Rooms an address may open at once ..."""
    create_rate: float = 10 / 60
    """... and a second after that (ten a minute)."""
    rooms_per_client: int = 30
    """Rooms an address may hold at once (a teacher opening a room per group of a class)."""
    connections_per_client: int = 200
    """Connections (HTTP or WebSocket) an address may hold open at once."""
    header_seconds: float = 10
    """How long a connection may take to send a whole request, or its body, before it is closed."""
    join_seconds: float = 10
    """How long a WebSocket may stay open without joining a seat."""


class Buckets:
    """A token bucket for each key: ``burst`` at once, then ``rate`` a second."""

    def __init__(self, burst: float, rate: float):
        self.burst = burst
        self.rate = rate
        self.buckets: dict[str, tuple[float, float]] = {}

    def take(self, key: str, now: float) -> bool:
        """Take one token for ``key``; False (and nothing taken) when its bucket is empty."""
        tokens, then = self.buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1:
            self.buckets[key] = (tokens, now)
            return False
        self.buckets[key] = (tokens - 1, now)
        return True

    def prune(self, now: float) -> None:
        """Forget the buckets that have filled up again (the memory of an address is bounded)."""
        full = [k for k, (t, then) in self.buckets.items() if t + (now - then) * self.rate >= self.burst]
        for key in full:
            del self.buckets[key]
