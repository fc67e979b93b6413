"""Every event the pagat variant can deal is shown on a board of its rules page or its lessons.

The boards are the ```deal blocks of docs/rules/pagat.md and tutorials/pagat-*.md, read as the
site build reads them. Each is dealt here; the kinds of event they show together must cover
every phrase the variant has, so a rule the engine deals cannot be missing from the site (a
cover, a void deal, keeping or pocketing or passing after a win, a skipped seat, the end of a
match...). That each block meets its own ``[expect]`` is checked by tests/docs/test_deal_blocks.py.
"""

from __future__ import annotations

from pathlib import Path

from lansquenet.dealfile import blocks_in_markdown
from lansquenet.game import Game
from lansquenet.rules.pagat.phrases import PHRASES

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "docs" / "rules" / "pagat.md", *sorted((ROOT / "tutorials").glob("pagat-*.md"))]


def shown() -> dict[str, list[str]]:
    """Event kind -> the boards (file:line) that show it."""
    boards: dict[str, list[str]] = {}
    for path in PAGES:
        for block in blocks_in_markdown(path.read_text(encoding="utf-8"), path.name):
            assert block.spec.get("variant") == "pagat", block.where
            for step in Game(block.spec).run().transcript().steps:
                boards.setdefault(step["kind"], []).append(block.where)
    return boards


def test_every_event_of_the_variant_is_shown_on_a_board():
    boards = shown()
    missing = sorted(set(PHRASES) - set(boards))
    assert not missing, f"no pagat board shows {missing}"


def test_the_rules_page_shows_each_option_away_from_its_default():
    text = (ROOT / "docs" / "rules" / "pagat.md").read_text(encoding="utf-8")
    specs = [b.spec for b in blocks_in_markdown(text)]
    assert any(s.get("options", {}).get("pair_rule") == "half" for s in specs)
    assert any(s.get("options", {}).get("packs", 1) > 1 for s in specs)
    assert any(s.get("scope") == "match" and s.get("options", {}).get("laps") == 1 for s in specs)
    assert {len(s["seats"]) for s in specs if isinstance(s.get("seats"), list)} >= {3, 4}
