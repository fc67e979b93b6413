"""How the table server keeps Python's garbage collector from stopping every room at once.

CPython's full collection walks every object the process holds, and while it runs no seat of
any room receives anything: with hundreds of rooms that was most of a second. The rooms' objects
live long (a room lasts a match), so walking them again and again finds nothing. After each full
collection, and at least every :data:`FREEZE_SECONDS`, :class:`Collector` freezes what the
process holds (``gc.freeze``): later collections walk only what is newer. A frozen object is
still freed when nothing refers to it, but a frozen cycle is not, so every :data:`THAW_SECONDS`
the frozen objects are thawed, one full collection walks and frees everything, and what is left
is frozen again: one long pause every ten minutes instead of one every few seconds.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from typing import Any

THAW_SECONDS = 10 * 60
"""How long objects stay frozen before one full collection looks at them all again."""
FREEZE_SECONDS = 30
"""The longest the process goes without freezing, so a full collection never walks more than
this long's new objects (rooms opened since, their connections)."""


class Collector:
    """Freeze survivors after each full collection; thaw them every :data:`THAW_SECONDS`."""

    def __init__(self, clock: Callable[[], float], thaw_seconds: float = THAW_SECONDS):
        self.clock = clock
        self.thaw_seconds = thaw_seconds
        self.thawed = self.frozen = clock()
        self.pending = False
        self.freezes = 0

    def _collected(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "stop" and info.get("generation") == 2:
            self.pending = True  # freeze outside the collector's own callback

    def start(self) -> None:
        gc.callbacks.append(self._collected)

    def stop(self) -> None:
        if self._collected in gc.callbacks:
            gc.callbacks.remove(self._collected)
        gc.unfreeze()

    def tick(self) -> None:
        """Called by the server's sweep, about once a second."""
        now = self.clock()
        if now - self.thawed >= self.thaw_seconds:
            self.thawed = self.frozen = now
            self.pending = False
            gc.unfreeze()
            gc.collect()  # frees the cycles that died while frozen
            gc.freeze()
        elif self.pending or now - self.frozen >= FREEZE_SECONDS:
            self.pending = False
            self.frozen = now
            gc.freeze()
            self.freezes += 1
