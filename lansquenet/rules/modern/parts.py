"""What the parts of the 19th-century game ask of one another.

The variant is one class mixed from parts with one job each: the speaking (:mod:`.speaking`),
the cards of a round (:mod:`.deal`) and the bank's succession (:mod:`.succession`). Each part
calls methods another part or the variant itself provides. :class:`Parts` declares them for
the type checker only; at run time it adds nothing, and the variant class supplies them all.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

# A step of play: yields events and decisions, is sent actions, returns what it settled.
Play = Generator[Any, Any, Any]


class Parts:
    """The methods and settings the parts of the variant share (declared, not defined, here)."""

    if TYPE_CHECKING:
        options: dict[str, object]

        def packs(self) -> int: ...

        def bystander(self, t: Any) -> int | None: ...

        def seated(self, t: Any) -> list[int]: ...

        def announce_stake(self, t: Any, banker: int, announced: bool) -> Play: ...

        def play_round(self, t: Any, banker: int) -> Play: ...
