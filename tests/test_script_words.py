"""The site's scripts in both languages: every table of words a page script gives ``told()``
(docs/javascripts/told.js) has an English and a French table with the same keys, all the way
down, each function taking as many values in both, and no English left in the French.

The tables are read from the scripts' text: each ``told({en: {...}, fr: {...}})`` is cut out
with a small reader of JavaScript's strings, template literals, comments and brackets, enough
for tables of words (they hold no regular expression with a quote or a bracket in it). tsc checks
the same keys as types (``told``'s signature in docs/javascripts/types/page.d.ts); this test also
sees the words.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from french_words import ENGLISH

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import assets  # noqa: E402

SCRIPTS = ROOT / "docs" / "javascripts"

SAME_IN_BOTH = frozenset({"Pause", "Question", "Normal", "Place", "six"})
"""Words a French table may share with the English one: they are French too ("Place" is a seat in
French, a rank in English)."""

IDENTIFIERS = frozenset({"first", "back", "play", "next", "last", "slow", "normal", "fast", "deal"})
"""Values that are no words but names the scripts act on (a button's action, a pace's value, a
match's scope)."""

MORE_ENGLISH = (" to ", " step", "Step ", " seat", "Seat ", " deal", " your ", "Your ", " with ", " no ")
"""Further English that no French word of the scripts holds."""

CLOSING = {"(": ")", "[": "]", "{": "}"}


def skip_string(text: str, i: int) -> int:
    """The index after the string or template literal that starts at ``text[i]``."""
    quote = text[i]
    i += 1
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == quote:
            return i + 1
        if quote == "`" and text.startswith("${", i):
            i = skip_bracketed(text, i + 1)
            continue
        i += 1
    raise ValueError("a string is not closed")


def skip_comment(text: str, i: int) -> int | None:
    """The index after the comment that starts at ``text[i]``, or None if none starts there."""
    if text.startswith("//", i):
        end = text.find("\n", i)
        return len(text) if end < 0 else end
    if text.startswith("/*", i):
        return text.index("*/", i) + 2
    return None


def pieces(text: str, i: int = 0):
    """The pieces of ``text`` from ``text[i]`` on, each as (start, end, kind): a ``"comment"``, a
    ``"string"`` (or template literal, whole) or a single ``"char"``."""
    while i < len(text):
        after = skip_comment(text, i)
        if after is not None:
            yield i, after, "comment"
        elif text[i] in "\"'`":
            after = skip_string(text, i)
            yield i, after, "string"
        else:
            after = i + 1
            yield i, after, "char"
        i = after


def skip_bracketed(text: str, i: int) -> int:
    """The index after the bracketed text (``(``, ``[`` or ``{``) that starts at ``text[i]``."""
    stack: list[str] = []
    for start, end, kind in pieces(text, i):
        c = text[start]
        if kind != "char":
            continue
        if c in CLOSING:
            stack.append(CLOSING[c])
        elif c in ")]}":
            if c != stack.pop():
                raise ValueError(f"a bracket does not match at {start}")
            if not stack:
                return end
    raise ValueError("a bracket is not closed")


def entries(body: str) -> list[str]:
    """The entries of an object literal's body (the text between its braces), split at its commas."""
    out, start, depth = [], 0, 0
    for at, _, kind in pieces(body):
        c = body[at]
        if kind != "char":
            continue
        depth += (c in CLOSING) - (c in ")]}")
        if c == "," and depth == 0:
            out.append(body[start:at])
            start = at + 1
    out.append(body[start:])
    return [e for e in (without_comments(e).strip() for e in out) if e]


def without_comments(text: str) -> str:
    """``text`` with its comments out (strings kept whole)."""
    return "".join(text[start:end] for start, end, kind in pieces(text) if kind != "comment")


KEY = re.compile(r"""^(?:"([^"]+)"|'([^']+)'|([A-Za-z_$][\w$]*|\d+))\s*:\s*""")


@dataclass
class Table:
    """A table of words: each key's value as text, and the tables its object values are."""

    values: dict[str, str]
    inner: dict[str, Table]


def table(body: str) -> Table:
    """The table an object literal's body holds."""
    values: dict[str, str] = {}
    inner: dict[str, Table] = {}
    for entry in entries(body):
        found = KEY.match(entry)
        assert found, f"not a key and its value: {entry[:60]!r}"
        key = next(g for g in found.groups() if g is not None)
        value = entry[found.end() :].strip()
        values[key] = value
        if value.startswith("{") and skip_bracketed(value, 0) == len(value):
            inner[key] = table(value[1:-1])
    return Table(values, inner)


def told_tables(path: Path) -> list[tuple[int, dict[str, Table]]]:
    """Each ``told({...})`` of a script: its line and its tables by language."""
    text = path.read_text(encoding="utf-8")
    found = []
    for match in re.finditer(r"\btold\(\{", text):
        if in_comment(text, match.start()):
            continue  # told.js's own example
        brace = match.end() - 1
        body = text[brace + 1 : skip_bracketed(text, brace) - 1]
        languages = table(body)
        assert not set(languages.values) - set(languages.inner), f"{path.name}: a language is not a table"
        found.append((text.count("\n", 0, brace) + 1, languages.inner))
    return found


def in_comment(text: str, at: int) -> bool:
    """Whether ``text[at]`` lies in a comment."""
    for start, end, kind in pieces(text):
        if at < end:
            return kind == "comment" and start <= at
    return False


def literals(value: str) -> list[str]:
    """The words a value's text writes: its strings and the plain parts of its template literals."""
    return [
        part
        for start, end, kind in pieces(value)
        if kind == "string"
        for part in re.split(r"\$\{[^}]*\}", value[start + 1 : end - 1])
        if part
    ]


def parameters(value: str) -> int | None:
    """How many values a function value takes; None for a value that is no function."""
    found = re.match(r"^\(([^)]*)\)\s*=>", re.sub(r"/\*\*.*?\*/", "", value, flags=re.S))
    if not found:
        return None
    return len([p for p in found.group(1).split(",") if p.strip()])


def pairs(english: Table, french: Table, where: str = "") -> list[tuple[str, str, str]]:
    """Each key of both tables, all the way down, with its English and French values' text."""
    assert list(english.values) == list(french.values), f"{where}: keys differ"
    out = []
    for key, value in english.values.items():
        if key in english.inner:
            assert key in french.inner, f"{where}{key}: a table in English only"
            out.extend(pairs(english.inner[key], french.inner[key], f"{where}{key}."))
        else:
            out.append((f"{where}{key}", value, french.values[key]))
    return out


ALL = [
    pytest.param(path, line, tables, id=f"{path.name}:{line}")
    for path in sorted(SCRIPTS.glob("*.js"))
    for line, tables in told_tables(path)
]


def test_scripts_word_through_told() -> None:
    """The scripts that show words keep them in tables of both languages (and none is forgotten)."""
    named = {param.values[0].name for param in ALL}
    assert {
        "board-words.js",
        "board-deal.js",
        "deal-link.js",
        "engine-client.js",
        "projector.js",
        "offline.js",
        "tables.js",
        "play-setup.js",
        "play-decide.js",
        "play-pace.js",
        "play-end.js",
        "play-board.js",
        "play.js",
        "predict.js",
        "lab.js",
        "room-host.js",
    } <= named


def test_told_comes_first() -> None:
    """told.js is joined before every part that uses it."""
    assert assets.SCRIPT_PARTS[0] == "told.js"


@pytest.mark.parametrize(("path", "line", "tables"), ALL)
def test_same_keys(path: Path, line: int, tables: dict[str, Table]) -> None:
    """English and French, in that order, with the same keys, and each function as many values."""
    assert list(tables) == ["en", "fr"], f"{path.name}:{line}"
    for key, english, french in pairs(tables["en"], tables["fr"], f"{path.name}:{line} "):
        assert parameters(english) == parameters(french), key


@pytest.mark.parametrize(("path", "line", "tables"), ALL)
def test_no_english_left(path: Path, line: int, tables: dict[str, Table]) -> None:
    """No French value repeats an English one (but the words French shares) or holds English words."""
    for key, english, french in pairs(tables["en"], tables["fr"], f"{path.name}:{line} "):
        said = {w for w in literals(english) if re.search(r"[A-Za-z]{2}", w)}
        kept = [w for w in literals(french) if w in said and w not in SAME_IN_BOTH | IDENTIFIERS]
        assert not kept, f"{key}: English left in French: {kept}"
        words = [w for w in literals(french) if w not in IDENTIFIERS]
        left = [e for w in words for e in (*ENGLISH, *MORE_ENGLISH) if e in f" {w} "]
        assert not left, f"{key}: English words in French: {left}"


def test_reader_reads_a_table(tmp_path: Path) -> None:
    """The reader itself: keys, nested tables, functions, comments and strings with brackets in them."""
    part = tmp_path / "part.js"
    part.write_text(
        "const WORDS = L.told({\n"
        '  en: { a: "x, {y}", // a comment, with a comma\n'
        "    b: { c: (/** @type {number} */ n, m) => `${n} of ${m}` } },\n"
        '  fr: { a: "z", b: { c: (n) => n } },\n'
        "});\n",
        encoding="utf-8",
    )
    [(line, tables)] = told_tables(part)
    english, french = tables["en"], tables["fr"]
    assert line == 1 and english.values["a"] == '"x, {y}"'
    assert literals(english.inner["b"].values["c"]) == [" of "]
    assert parameters(english.inner["b"].values["c"]) == 2 and parameters(french.inner["b"].values["c"]) == 1
    with pytest.raises(AssertionError, match="keys differ"):
        pairs(english.inner["b"], Table({"d": "1"}, {}))
