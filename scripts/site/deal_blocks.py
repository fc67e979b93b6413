"""The ```deal blocks of a Markdown page, found as the engine finds them.

A block is a fenced code block whose info string is ``deal``. The finding (markdown-it-py, never
regular expressions) lives in :func:`lansquenet.dealfile.fences`, shared by the command line's
``replay``, the tests and this build, so all of them see the same blocks. The build
(``hooks.py``) and the docs test (``tests/docs/test_deal_blocks.py``) use :func:`find_blocks`.
"""

from __future__ import annotations

from lansquenet.dealfile import Fence as Block
from lansquenet.dealfile import fences, replace_fences


def find_blocks(markdown: str) -> list[Block]:
    """Every ```deal block of ``markdown``, in page order."""
    return fences(markdown, "deal")


def replace_blocks(markdown: str, blocks: list[Block], replacements: list[str]) -> str:
    """``markdown`` with each block replaced by the matching text (see :func:`replace_fences`)."""
    return replace_fences(markdown, blocks, replacements)


__all__ = ["Block", "find_blocks", "replace_blocks"]
