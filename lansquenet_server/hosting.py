"""What the host of a room may choose, and a room request read and checked before any room is made.

Kept apart from the rooms themselves (rooms.py) so that the choices a room page offers (``games``)
and the refusal of a request a host wrote wrong live in one place, and a room is only ever made
from a request that passed: its game and its length among the engine's own, whole numbers in
range, and options the engine itself accepts, in the language the request asks for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lansquenet.language import check
from lansquenet.play.session import Session
from lansquenet.variants import find_variant

from . import words
from .seats import RoomError

LIMIT_SECONDS = 60
"""The default time a seat has to answer its decision; the host may choose 15 to 600."""
LIMIT_RANGE = (15, 600)

SEATS_RANGE = (3, 6)
"""Three seats at least, as a room is for people (the host may hand an absent one's seat to the
computer); six fit round one screen's board."""


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


def whole(value: object, what: str, low: int, high: int) -> int:
    """``value`` when it is a whole number from ``low`` to ``high``; else refused, naming ``what``."""
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RoomError(words.ROOM.word("whole", what=what, low=low, high=high, value=repr(value)))
    return value


@dataclass(frozen=True)
class Asked:
    """A room request that passed: the game, its seats, the time a seat has, the options (the seats
    among them) and the language the match is told in."""

    variant: str
    seats: int
    limit: int
    options: dict[str, Any]
    language: str


def read_request(request: object) -> Asked:
    """``request`` (``{"variant", "seats", "options", "limit", "language"}``) checked, or a
    :class:`RoomError` in one sentence, in the language of the moment."""
    if not isinstance(request, dict):
        raise RoomError(words.ROOM["not-a-table"])
    unknown = sorted(set(request) - {"variant", "seats", "options", "limit", "language"})
    if unknown:
        raise RoomError(words.ROOM.word("no-key", key=repr(unknown[0])))
    variant = request.get("variant", "pagat")
    if variant not in LENGTH_OPTION:
        raise RoomError(words.ROOM.word("variant", variant=repr(variant)))
    count = whole(request.get("seats", 4), words.ROOM["what.seats"], *SEATS_RANGE)
    limit = whole(request.get("limit", LIMIT_SECONDS), words.ROOM["what.limit"], *LIMIT_RANGE)
    options = request.get("options") or {}
    if not isinstance(options, dict):
        raise RoomError(words.ROOM["options"])
    options = {**options, "seats": count}
    language = check(request.get("language") or "en")
    # The engine checks the options now, so a bad one is refused before any link is given.
    checking: dict[str, Any] = {"variant": variant, "seats": count, "options": options, "seed": 0}
    if language != "en":
        checking["language"] = language
    Session(checking, people=range(count))
    return Asked(variant, count, limit, options, language)
