"""Deal files and ```deal blocks: a spec plus what must happen (``expect``).

A deal block's body is TOML: the spec keys (see :mod:`lansquenet.spec`) and an optional
``[expect]`` table. Expectations a block may state:

``outcome``
    how the (last) deal ended, as the variant names it (pagat: ``bank``, ``players``,
    ``pair``, ``void``).
``winners``
    the seats with the most chips at the end (names).
``net`` / ``chips``
    each seat's gain or loss / final chips, in seat order.
``events``
    event kinds that must occur, in this order (others may come between).
``no_events``
    event kinds that must not occur.
``says``
    words that must appear in some step (French typography's no-break spaces count as plain
    spaces, so a block is written with the spaces anyone types).
``steps``
    the number of steps.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from . import refusals_fr as fr
from .errors import InvalidSpec, LansquenetError
from .language import NBSP, NNBSP, Phrases
from .reading import is_int, load_toml, shown
from .spec import Spec, refuse_futile

EXPECT_KEYS = {"outcome", "winners", "net", "chips", "events", "no_events", "says", "steps"}
TEXTS = ("outcome",)
"""Expectations written as one word."""
LISTS_OF_TEXT = ("winners", "events", "no_events", "says")
"""Expectations written as a word or a list of words."""
LISTS_OF_NUMBERS = ("net", "chips")
"""Expectations written as one whole number a seat."""

WORDS: Phrases[str] = Phrases(
    en={
        "place": "{where}: ",
        "block": "{place}the deal block",
        "title": "{place}the title is text, not {value}.",
        "expect-table": "{place}expect must be a table of expectations.",
        "no-expectation": "{place}there is no expectation {key}; use {keys}.",
        "word": "{place}expect.{key} is a word in quotes, not {value}.",
        "words": "{place}expect.{key} is a word or a list of words in quotes, not {value}.",
        "numbers": "{place}expect.{key} is a list of whole numbers, one a seat, not {value}.",
        "steps": "{place}expect.steps is a whole number, not {value}.",
        "count": "{place}expect.{key} gives {given}, but the deal has {seats}.",
        "count.number.none": "no numbers",
        "count.number.one": "1 number",
        "count.number.many": "{n} numbers",
        "count.seat.none": "no seats",
        "count.seat.one": "1 seat",
        "count.seat.many": "{n} seats",
        "net-sum": "{place}expect.net {net} sums to {sum}, but every deal's nets sum to 0.",
        "chips-sum": "{place}expect.chips {chips} cannot end a deal that starts with {total} chips in all: "
        "chips are never made or lost, and no seat goes below 0.",
        "no-seat": "{place}expect.winners names {name}, who has no seat; the seats are {seats}.",
        "no-event": "{place}expect.{key} names the event {kind}, which the {variant} variant never deals{hint}.",
        "hint": " (did you mean {near}?)",
        "few-steps": "{place}expect.steps is {steps}, but every deal has at least one step.",
        "unclosed": "{where}: the deal block opened here is never closed.",
        "markdown": "Reading blocks from Markdown needs markdown-it-py (run scripts/setup).",
        "unmet.outcome": "expected the outcome {want}, got {got}.",
        "unmet.winners": "expected {want} to finish with the most chips, got {got}.",
        "unmet.net": "expected net {want}, got {got}.",
        "unmet.chips": "expected chips {want}, got {got}.",
        "unmet.event": "expected the event {kind} (in order), which did not occur.",
        "unmet.no-event": "the event {kind} occurred, but the block says it must not.",
        "unmet.says": "no step says {words}.",
        "unmet.steps": "expected {want} steps, got {got}.",
    },
    fr=fr.DEALFILE,
)
"""The sentences refusing a deal block and naming an unmet expectation, in either language."""


@dataclass
class DealBlock:
    """One deal: its spec, its expectations and where it was written (``file:line``)."""

    spec: dict[str, Any]
    expect: dict[str, Any] = field(default_factory=dict)
    where: str = ""
    title: str = ""


def parse_block(text: str, *, where: str = "") -> DealBlock:
    """Read a deal block's TOML body; raises :class:`InvalidSpec` naming ``where``."""
    place = WORDS.word("place", where=where) if where else ""
    data = load_toml(text, WORDS.word("block", place=place))
    expect = data.pop("expect", {})
    title = data.pop("title", "")
    if not isinstance(title, str):
        raise InvalidSpec(WORDS.word("title", place=place, value=shown(title)))
    if not isinstance(expect, dict):
        raise InvalidSpec(WORDS.word("expect-table", place=place))
    unknown = sorted(set(expect) - EXPECT_KEYS)
    if unknown:
        raise InvalidSpec(
            WORDS.word(
                "no-expectation", place=place, key=shown(unknown[0]), keys=", ".join(sorted(EXPECT_KEYS))
            )
        )
    check_expect(expect, place)
    try:
        spec = refuse_futile(data)
    except LansquenetError as exc:
        raise type(exc)(f"{place}{exc}") from None
    check_expect_can_be_met(expect, spec, place)
    return DealBlock(data, expect, where, title)


def check_expect(expect: dict[str, Any], place: str = "") -> None:
    """Raise :class:`InvalidSpec` unless every expectation has the type it is compared as."""
    for key, value in expect.items():
        if key in TEXTS and not isinstance(value, str):
            raise InvalidSpec(WORDS.word("word", place=place, key=key, value=shown(value)))
        if key in LISTS_OF_TEXT and not (
            isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value))
        ):
            raise InvalidSpec(WORDS.word("words", place=place, key=key, value=shown(value)))
        if key in LISTS_OF_NUMBERS and not (isinstance(value, list) and all(is_int(v) for v in value)):
            raise InvalidSpec(WORDS.word("numbers", place=place, key=key, value=shown(value)))
        if key == "steps" and not is_int(value):
            raise InvalidSpec(WORDS.word("steps", place=place, value=shown(value)))


def check_expect_can_be_met(expect: dict[str, Any], spec: Spec, place: str = "") -> None:
    """Raise :class:`InvalidSpec` when an expectation could never be met by any deal of ``spec``.

    Such an expectation is a mistake in the block, not a result of the deal: a net or chips
    list for another number of seats, nets that do not sum to zero, a winner without a seat,
    an event kind the variant never deals, fewer than one step.
    """
    seats = len(spec.names)
    for key in LISTS_OF_NUMBERS:
        if key in expect and len(expect[key]) != seats:
            raise InvalidSpec(
                WORDS.word(
                    "count",
                    place=place,
                    key=key,
                    given=_count(len(expect[key]), "number"),
                    seats=_count(seats, "seat"),
                )
            )
    if "net" in expect and sum(expect["net"]):
        raise InvalidSpec(
            WORDS.word("net-sum", place=place, net=expect["net"], sum=f"{sum(expect['net']):+d}")
        )
    if "chips" in expect and (min(expect["chips"]) < 0 or sum(expect["chips"]) != sum(spec.chips)):
        raise InvalidSpec(WORDS.word("chips-sum", place=place, chips=expect["chips"], total=sum(spec.chips)))
    for name in words_of(expect.get("winners", [])):
        if name not in spec.names:
            raise InvalidSpec(
                WORDS.word("no-seat", place=place, name=repr(name), seats=", ".join(spec.names))
            )
    kinds = set(spec.variant.PHRASES)
    for key in ("events", "no_events"):
        for kind in words_of(expect.get(key, [])):
            if kind not in kinds:
                near = difflib.get_close_matches(kind, sorted(kinds), n=1)
                hint = WORDS.word("hint", near=repr(near[0])) if near else ""
                raise InvalidSpec(
                    WORDS.word(
                        "no-event",
                        place=place,
                        key=key,
                        kind=repr(kind),
                        variant=spec.variant.NAME,
                        hint=hint,
                    )
                )
    if "steps" in expect and expect["steps"] < 1:
        raise InvalidSpec(WORDS.word("few-steps", place=place, steps=expect["steps"]))


def _count(n: int, noun: str) -> str:
    """``1 number``, ``4 numbers``, ``no numbers`` (``noun`` is ``number`` or ``seat``)."""
    return WORDS.word(f"count.{noun}.{'none' if n == 0 else 'one' if n == 1 else 'many'}", n=n)


def _plain_spaces(text: str) -> str:
    """``text`` with no-break spaces (French typography's, before ``: ; ? !``) as plain ones."""
    return text.replace(NBSP, " ").replace(NNBSP, " ")


def check(transcript: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """The expectations ``transcript`` does not meet, each as a sentence (empty: all met).

    ``expect`` is read first (:func:`check_expect`), so a wrongly typed one raises
    :class:`InvalidSpec` rather than failing halfway.
    """
    check_expect(expect)
    failures: list[str] = []
    kinds = [s["kind"] for s in transcript["steps"]]
    names = transcript["seats"]
    if "outcome" in expect and transcript.get("outcome") != expect["outcome"]:
        failures.append(
            WORDS.word("unmet.outcome", want=repr(expect["outcome"]), got=repr(transcript.get("outcome")))
        )
    if "winners" in expect:
        want = words_of(expect["winners"])
        best = max(transcript["chips"])
        got = [n for n, c in zip(names, transcript["chips"], strict=False) if c == best]
        if sorted(want) != sorted(got):
            failures.append(WORDS.word("unmet.winners", want=want, got=got))
    for key in ("net", "chips"):
        if key in expect and list(expect[key]) != list(transcript[key]):
            failures.append(WORDS.word(f"unmet.{key}", want=list(expect[key]), got=list(transcript[key])))
    if "events" in expect:
        position = 0
        for kind in words_of(expect["events"]):
            try:
                position = kinds.index(kind, position) + 1
            except ValueError:
                failures.append(WORDS.word("unmet.event", kind=repr(kind)))
                break
    for kind in words_of(expect.get("no_events", [])):
        if kind in kinds:
            failures.append(WORDS.word("unmet.no-event", kind=repr(kind)))
    said = [_plain_spaces(s["text"]) for s in transcript["steps"]]
    for words in words_of(expect.get("says", [])):
        if not any(_plain_spaces(words) in text for text in said):
            failures.append(WORDS.word("unmet.says", words=repr(words)))
    if "steps" in expect and expect["steps"] != len(kinds):
        failures.append(WORDS.word("unmet.steps", want=expect["steps"], got=len(kinds)))
    return failures


def words_of(value: str | list[str]) -> list[str]:
    """An expectation given as one word or a list of words, as a list."""
    return [value] if isinstance(value, str) else list(value)


@dataclass(frozen=True)
class Fence:
    """A fenced block of a Markdown text: its body, its 0-based lines [start, end) and indentation."""

    body: str
    start: int
    end: int
    indent: str
    closed: bool = True
    """Whether a closing fence ends the block (Markdown runs an unclosed one to the end of the text)."""

    @property
    def line(self) -> int:
        """The 1-based line of the opening fence, for messages."""
        return self.start + 1


def fences(text: str, info: str) -> list[Fence]:
    """Every fenced block of ``text`` whose info string starts with ``info``, in page order.

    Read with markdown-it-py (a site and test tool, imported here only), never with regular
    expressions, so a fence inside another fence or an indented code block is never mistaken
    for one. The command line, the tests and the site build all find blocks through here.
    """
    try:
        from markdown_it import MarkdownIt
    except ImportError:  # pragma: no cover - the site tools are installed by scripts/setup
        raise InvalidSpec(WORDS["markdown"]) from None
    lines = text.splitlines()
    found = []
    for token in MarkdownIt("commonmark").parse(text):
        if token.type != "fence" or token.map is None or token.info.strip().split()[:1] != [info]:
            continue
        start, end = token.map
        opening = lines[start]
        closing = lines[end - 1].strip() if end - 1 > start and end - 1 < len(lines) else ""
        closed = closing.startswith(token.markup) and not closing.strip(token.markup[0])
        indent = opening[: len(opening) - len(opening.lstrip())]
        found.append(Fence(token.content, start, end, indent, closed))
    return found


def replace_fences(text: str, found: list[Fence], replacements: list[str]) -> str:
    """``text`` with each block's lines replaced by the matching replacement.

    Each replacement is set off by blank lines (so Markdown reads raw HTML as a block) and
    indented like the fence it replaces (so a block inside a list item stays there).
    """
    lines = text.splitlines()
    for fence, new in sorted(zip(found, replacements, strict=False), key=lambda pair: -pair[0].start):
        lines[fence.start : fence.end] = (
            [""] + [fence.indent + row if row else "" for row in new.splitlines()] + [""]
        )
    return "\n".join(lines) + ("\n" if text.endswith("\n") else "")


def blocks_in_markdown(text: str, path: str = "") -> list[DealBlock]:
    """Every ```deal block in a Markdown text, parsed; ``where`` names ``path:line``.

    Raises :class:`InvalidSpec` for a block never closed: Markdown would run it to the end of
    the page, so whatever follows would be read as the deal.
    """
    found = fences(text, "deal")
    for fence in found:
        if not fence.closed:
            raise InvalidSpec(WORDS.word("unclosed", where=f"{path}:{fence.line}"))
    return [parse_block(f.body, where=f"{path}:{f.line}") for f in found]
