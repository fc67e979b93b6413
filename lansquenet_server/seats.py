"""Seats: one person's place at a table, and the checks on what that person sends a room.

A :class:`Seat` is what a room knows of one place at its table: the invite token that opens it
(``secrets.token_urlsafe``, 144 bits, compared in constant time by :func:`same_token`), the
name its person chose (tidied and checked by :func:`check_name`), the connection that receives
its messages (a :class:`Listener`), and how often its link may be opened (a small token bucket,
:data:`JOIN_BURST` at once and :data:`JOIN_RATE` a second after).

These live apart from :mod:`.rooms` because none of them needs a match or the other seats: they
are the one seat's record and the gate in front of it, while a room runs the match and tells
every seat what happened. :class:`RoomError`, the one-sentence refusal every check here and in
the rooms raises, lives here so that both can raise it.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass
from typing import Protocol

from lansquenet.errors import LansquenetError

from . import words

JOIN_BURST = 3
"""How many times a seat's link may be opened at once ..."""
JOIN_RATE = 0.5
"""... and a second after that, so reopening a link in a loop cannot keep the server busy."""

NAME_LENGTH = 24
"""The most characters a seat's name may have."""


class RoomError(LansquenetError):
    """A request a room cannot carry out; the message is one sentence for the person."""


class Listener(Protocol):
    """A seat's connection, as a room sees it: somewhere to post JSON text."""

    def post(self, text: str) -> None: ...

    def close(self, reason: str) -> None: ...


def token() -> str:
    """An unguessable token: 18 random bytes (144 bits), URL-safe."""
    return secrets.token_urlsafe(18)


def check_name(name: object) -> str:
    """A seat's name, tidied: 1 to 24 characters, no control characters; markup is kept as text."""
    if not isinstance(name, str):
        raise RoomError("A name is a few words of text.")
    text = " ".join(unicodedata.normalize("NFC", name).split())
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise RoomError("A name cannot hold control characters.")
    if not 1 <= len(text) <= NAME_LENGTH:
        raise RoomError(f"A name has 1 to {NAME_LENGTH} characters.")
    if len(scripts_of(text) & LOOKALIKE_SCRIPTS) > 1:
        raise RoomError(words.MIXED_SCRIPTS)
    return text


LOOKALIKE_SCRIPTS = frozenset({"LATIN", "GREEK", "CYRILLIC"})
"""Alphabets with letters that look the same (Latin A, Greek Alpha, Cyrillic A): a name mixing
them could pass for another seat's in the narration."""


def scripts_of(text: str) -> set[str]:
    """The alphabets of the letters in ``text``, by the first word of each letter's Unicode name."""
    return {unicodedata.name(ch, "?").split()[0] for ch in text if ch.isalpha()}


def same_token(held: str, given: object) -> bool:
    """Whether ``given`` is the token ``held``, compared in constant time; anything but a short
    ASCII string (a lone surrogate, a number, a list) is simply not the token."""
    return (
        isinstance(given, str)
        and len(given) <= 64
        and given.isascii()
        and secrets.compare_digest(held.encode(), given.encode())
    )


@dataclass
class Seat:
    """One place at a table: its token, its name once given, its connection while open, and its
    link's bucket (``joins`` left, last ``filled`` at)."""

    token: str
    name: str | None = None
    listener: Listener | None = None
    joins: float = JOIN_BURST
    filled: float = 0.0
    computer: bool = False
    """Whether the host handed this seat to the computer (its link then opens nothing)."""

    def may_join(self, now: float) -> bool:
        """Take one opening of this seat's link from its bucket; False when it is opened too often."""
        self.joins = min(JOIN_BURST, self.joins + (now - self.filled) * JOIN_RATE)
        self.filled = now
        if self.joins >= 1:
            self.joins -= 1
            return True
        return False
