"""Find the ```deal blocks of a Markdown page, with markdown-it-py rather than regular expressions.

A block is a fenced code block whose info string is ``deal``. Reading the page with a real
CommonMark parser means a fence inside another fence, an indented code block or an HTML
comment is never mistaken for a deal. The site build (``hooks.py``) and the docs test
(``tests/docs/test_deal_blocks.py``) both use :func:`find_blocks`, so they see the same blocks.
"""

from __future__ import annotations

from dataclasses import dataclass

from markdown_it import MarkdownIt

_PARSER = MarkdownIt("commonmark")


@dataclass(frozen=True)
class Block:
    """One ```deal block: its body and where it sits in the page.

    ``start`` and ``end`` are 0-based line indexes (the opening fence, and one past the closing
    fence); ``line`` is the 1-based line of the opening fence, for messages; ``indent`` is the
    whitespace before the opening fence, kept when the block is replaced.
    """

    body: str
    start: int
    end: int
    indent: str

    @property
    def line(self) -> int:
        return self.start + 1


def find_blocks(markdown: str) -> list[Block]:
    """Every ```deal block of ``markdown``, in page order."""
    lines = markdown.splitlines()
    blocks = []
    for token in _PARSER.parse(markdown):
        if token.type != "fence" or token.map is None:
            continue
        if token.info.strip().split(" ")[0] != "deal":
            continue
        start, end = token.map
        opening = lines[start]
        indent = opening[: len(opening) - len(opening.lstrip())]
        blocks.append(Block(body=token.content, start=start, end=end, indent=indent))
    return blocks


def replace_blocks(markdown: str, blocks: list[Block], replacements: list[str]) -> str:
    """``markdown`` with each block's lines replaced by the matching replacement text.

    Each replacement is set off by blank lines (so Markdown reads it as a block of raw HTML)
    and indented like the fence it replaces (so a block inside a list item stays there).
    """
    lines = markdown.splitlines()
    for block, text in sorted(zip(blocks, replacements), key=lambda pair: -pair[0].start):
        new = [""] + [block.indent + row if row else "" for row in text.splitlines()] + [""]
        lines[block.start:block.end] = new
    return "\n".join(lines) + ("\n" if markdown.endswith("\n") else "")
