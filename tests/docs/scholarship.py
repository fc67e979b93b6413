"""Reading the history, sources and comparison pages as a checker of citations reads them.

A page is split into its footnote definitions (one line each, ``[^label]: text``) and its body;
the body is read with markdown-it-py into *blocks*: each paragraph, each table row, each heading,
with the first line it sits on. The bibliography is the set of headings on the sources page that
carry the fields of an entry. Used by ``test_citations.py`` and ``test_quotations.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
SOURCES_PAGE = "sources.md"
CITING_PAGES = ("history.md", "comparison.md", "sources.md")
"""The pages on which every factual sentence carries a citation."""
ENTRY_FIELDS = ("Author", "Title", "Published", "Relied on", "Address")
"""The fields every bibliography entry gives, in this order."""

FOOTNOTE_DEF = re.compile(r"^\[\^([\w-]+)\]:\s*(.*)$")
FOOTNOTE_REF = re.compile(r"\[\^([\w-]+)\](?!:)")
LINK_TARGET = re.compile(r"\]\(([^)\s]*)\)")


@dataclass(frozen=True)
class Block:
    """One paragraph, table row or heading: its kind, first line (1-based) and raw inline Markdown."""

    kind: str  # "paragraph", "row", "header-row" or "heading"
    line: int
    text: str
    section: str  # the anchor of the nearest heading above it, "" before the first


@dataclass(frozen=True)
class Page:
    name: str
    blocks: tuple[Block, ...]
    footnotes: dict[str, str]  # label -> definition text
    defined_at: dict[str, int]  # label -> line of its definition
    tables: tuple[tuple[int, str], ...]  # (line, TOML body) of each ```table block


def _anchor(words: str) -> str:
    explicit = re.search(r"\{\s*#([\w-]+)[^}]*\}\s*$", words)
    if explicit:
        return explicit.group(1)
    return re.sub(r"[^\w\s-]", "", words.lower()).strip().replace(" ", "-")


def read_page(name: str) -> Page:
    """The page ``docs/<name>`` split into blocks, footnote definitions and ```table blocks."""
    text = (DOCS / name).read_text(encoding="utf-8")
    lines = text.split("\n")
    footnotes: dict[str, str] = {}
    defined_at: dict[str, int] = {}
    body = []
    for number, line in enumerate(lines, start=1):
        match = FOOTNOTE_DEF.match(line)
        if match:
            footnotes[match.group(1)] = match.group(2)
            defined_at[match.group(1)] = number
            body.append("")
        else:
            body.append(line)
    tokens = MarkdownIt("commonmark").enable("table").parse("\n".join(body))
    blocks: list[Block] = []
    tables: list[tuple[int, str]] = []
    section = ""
    row: list[str] = []
    row_line = 0
    in_head = False
    for i, token in enumerate(tokens):
        if token.type == "fence" and token.info.strip() == "table":
            tables.append((token.map[0] + 1, token.content))
        elif token.type == "heading_open":
            words = tokens[i + 1].content
            section = _anchor(words)
            blocks.append(Block("heading", token.map[0] + 1, words, section))
        elif token.type == "paragraph_open":
            blocks.append(Block("paragraph", token.map[0] + 1, tokens[i + 1].content, section))
        elif token.type == "thead_open":
            in_head = True
        elif token.type == "thead_close":
            in_head = False
        elif token.type == "tr_open":
            row, row_line = [], token.map[0] + 1
        elif token.type == "inline" and tokens[i - 1].type in ("th_open", "td_open"):
            row.append(token.content)
        elif token.type == "tr_close":
            blocks.append(Block("header-row" if in_head else "row", row_line, " | ".join(row), section))
    return Page(name, tuple(blocks), footnotes, defined_at, tuple(tables))


def without_code(text: str) -> str:
    """Inline Markdown with code spans and link targets removed, so their quotation marks do not count."""
    text = re.sub(r"`[^`]*`", "", text)
    return LINK_TARGET.sub("]", text)


def link_anchors(text: str, page: str) -> list[str]:
    """The anchors of the sources page that the links in ``text`` (written on ``page``) point to."""
    found = []
    for target in LINK_TARGET.findall(text):
        path, _, anchor = target.partition("#")
        if not anchor:
            continue
        if (path == "" and page == SOURCES_PAGE) or path.endswith(SOURCES_PAGE):
            found.append(anchor)
    return found


def bibliography() -> dict[str, dict[str, str]]:
    """Every entry of the sources page: its anchor -> its fields (label -> text)."""
    text = (DOCS / SOURCES_PAGE).read_text(encoding="utf-8")
    entries: dict[str, dict[str, str]] = {}
    current = None
    field = None
    for line in text.split("\n"):
        heading = re.match(r"^###\s+(.*)$", line)
        if heading:
            current = _anchor(heading.group(1))
            entries[current] = {}
            field = None
            continue
        if line.startswith("## "):
            current = None
            continue
        if current is None:
            continue
        item = re.match(r"^- \*\*([^:*]+):\*\*\s*(.*)$", line)
        if item:
            field = item.group(1)
            entries[current][field] = item.group(2)
        elif field and line.startswith("  ") and line.strip():
            entries[current][field] += " " + line.strip()
        elif not line.strip():
            field = None
    return entries
