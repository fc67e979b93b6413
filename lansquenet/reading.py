"""Reading what people type and files they hand over, so bad input is one sentence, never a crash.

Whole numbers are written in ASCII digits and stay a sane size (a superscript ``²`` or an
Arabic-Indic ``٣`` is not a number of chips, and a number of thousands of digits is refused
before Python is asked to convert it). Text files are UTF-8; JSON and TOML nested too deep
for the reader to follow are refused the same way. Every reader here raises
:class:`~lansquenet.errors.InvalidSpec` (or the error class given) with one sentence.
"""

from __future__ import annotations

import argparse
import json
import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import refusals_fr as fr
from .errors import InvalidSpec, LansquenetError
from .language import Phrases, current

WORDS: Phrases[str] = Phrases(
    en={
        "digits.long": "{what} must be a whole number of at most {most} digits, not {shown}.",
        "digits.negative": "{what} must be a whole number from 0 up, not {word}.",
        "digits.not": "{what} must be a whole number written in the digits 0-9, not {shown}.",
        "not-utf8": "{name} is not a UTF-8 text file.",
        "cannot-read": "Cannot read the file {name}.",
        "json.text": '{what} must be JSON text, like \'{{"variant": "pagat", "seed": 1}}\', not {kind}.',
        "kind.bool": "true or false",
        "kind.number": "a number",
        "kind.table": "a table",
        "kind.list": "a list",
        "kind.none": "nothing",
        "kind.object": "a {name} object",
        "deep": "{what} is nested too deep to read.",
        "json.bad": "{what} is not valid JSON (it goes wrong at line {line}, column {column}).",
        "long-number": "{what} holds a number too long to read.",
        "toml.bad": "{what} is not valid TOML ({why}).",
        "toml.where": "at line {line}, column {column}",
        "toml.somewhere": "it cannot be read",
    },
    fr=fr.READING,
)
"""The sentences refusing what cannot be read, in either language; ``what`` is named by the caller
in the language of the moment."""

MAX_DIGITS = 19
"""No count in the game (chips, seats, packs, a seed) needs more than nineteen digits: the
largest seed, 2**63 - 1, has nineteen, so a seed a deal file can give the command line can too."""


def is_whole(text: str, *, signed: bool = False) -> bool:
    """Whether ``text`` is a whole number in ASCII digits (a leading ``-`` when ``signed``)."""
    body = text[1:] if signed and text.startswith("-") else text
    return body.isascii() and body.isdigit() and len(body) <= MAX_DIGITS


def whole_number(
    text: str,
    what: str,
    *,
    signed: bool = False,
    error: type[LansquenetError] = InvalidSpec,
) -> int:
    """``text`` as a whole number; raises ``error`` naming ``what`` when it is not one."""
    word = text.strip()
    if is_whole(word, signed=signed):
        return int(word)
    shown = repr(word if len(word) <= 40 else word[:40] + "...")
    body = word.removeprefix("-")
    if body.isascii() and body.isdigit():
        if len(body) > MAX_DIGITS:
            raise error(WORDS.word("digits.long", what=what, most=MAX_DIGITS, shown=shown))
        raise error(WORDS.word("digits.negative", what=what, word=word))
    raise error(WORDS.word("digits.not", what=what, shown=shown))


def is_int(value: object) -> bool:
    """Whether ``value`` is a whole number in data (an ``int`` but not ``True``/``False``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_text(name: str) -> str:
    """The text of file ``name``, which must be UTF-8 (a byte-order mark at its start is dropped)."""
    try:
        return Path(name).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise InvalidSpec(WORDS.word("not-utf8", name=name)) from None
    except OSError:
        raise InvalidSpec(WORDS.word("cannot-read", name=repr(name))) from None


def load_json(text: object, what: str) -> Any:
    """Parse JSON text; raises :class:`InvalidSpec` naming ``what`` when it cannot be read, or
    when it is handed something other than text (``None``, a number, an already-parsed dict)."""
    if not isinstance(text, str | bytes | bytearray):
        kinds = {bool: "bool", int: "number", float: "number", dict: "table", list: "list"}
        kind = (
            WORDS["kind.none"]
            if text is None
            else WORDS[f"kind.{kinds[type(text)]}"]
            if type(text) in kinds
            else WORDS.word("kind.object", name=type(text).__name__)
        )
        raise InvalidSpec(WORDS.word("json.text", what=what, kind=kind))
    try:
        return json.loads(text)
    except RecursionError:
        raise InvalidSpec(WORDS.word("deep", what=what)) from None
    except json.JSONDecodeError as exc:
        raise InvalidSpec(WORDS.word("json.bad", what=what, line=exc.lineno, column=exc.colno)) from None
    except ValueError:  # a number of thousands of digits
        raise InvalidSpec(WORDS.word("long-number", what=what)) from None


def load_toml(text: str, what: str) -> dict[str, Any]:
    """Parse TOML text; raises :class:`InvalidSpec` naming ``what`` when it cannot be read."""
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise InvalidSpec(WORDS.word("deep", what=what)) from None
    except tomllib.TOMLDecodeError as exc:
        raise InvalidSpec(WORDS.word("toml.bad", what=what, why=toml_why(exc))) from None
    except ValueError:  # a number of thousands of digits
        raise InvalidSpec(WORDS.word("long-number", what=what)) from None


def toml_why(exc: tomllib.TOMLDecodeError) -> str:
    """Where TOML text goes wrong: tomllib's own (English) words in English; in another
    language only the line and column they give, in that language's words."""
    if current() == "en":
        return str(exc)
    found = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
    if found is None:
        return WORDS["toml.somewhere"]
    return WORDS.word("toml.where", line=found[1], column=found[2])


def shown(value: object, most: int = 40) -> str:
    """``repr(value)`` cut to ``most`` characters, so a message stays one readable line."""
    text = repr(value)
    return text if len(text) <= most else text[: most - 3] + "..."


def number(what: str) -> Callable[[str], int]:
    """An argparse type: a whole number in ASCII digits, or one sentence naming ``what``."""

    def read(text: str) -> int:
        try:
            return whole_number(text, what)
        except InvalidSpec as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    read.__name__ = what  # argparse names the type in its messages
    return read
