"""Parts of a long page (scripts/site/sections.py): only text far down is put in parts.

A part is drawn only when it nears the screen (anywhere.css), so a part on the first screen would
move the page as it loads, and a heading inside a part would be laid out early by Material's
table of contents. These tests hold the build to both, and to leaving the page's text as it was.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# scripts/test builds into a folder of its own and names it here; otherwise the site/ built last.
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import sections  # noqa: E402

PROSE = "<p>" + "word " * 400 + "</p>\n"  # 2,000 characters of shown text


def page(*blocks: str) -> str:
    return "<h1>Title</h1>\n" + "".join(blocks)


def parts(html: str) -> list[str]:
    return re.findall(r'<div class="lq-part">\n(.*?)\n</div>\n', html, flags=re.S)


def text(html: str) -> str:
    return re.sub(r"\s+", "", re.sub(r'<div class="lq-part">|</div>', "", html))


def test_a_short_page_is_left_as_it_is():
    html = page("<h2>One</h2>\n", PROSE, "<h2>Two</h2>\n", PROSE)
    assert sections.wrap(html) == html


def test_text_after_the_first_screens_is_put_in_parts_and_headings_stay_outside():
    html = page(*(f"<h2 id='h{i}'>Heading {i}</h2>\n{PROSE}<h3>Sub {i}</h3>\n{PROSE}" for i in range(6)))
    wrapped = sections.wrap(html)
    found = parts(wrapped)
    # 10,000 characters are shown before the sixth block of prose: the first five stay as they were.
    assert len(found) == 12 - 5
    assert all("<h2" not in part and "<h3" not in part for part in found)
    assert wrapped.startswith(html[: html.index("<h3>Sub 2</h3>")])
    assert text(wrapped) == text(html)


def test_text_not_shown_at_first_does_not_count():
    hidden = (
        '<script type="application/json">' + "x" * 20_000 + "</script>\n"
        "<details><summary>The deal in words</summary><ol><li>" + "y" * 20_000 + "</li></ol></details>\n"
        "<div hidden><p>" + "z" * 20_000 + "</p></div>\n"
    )
    html = page("<h2>One</h2>\n", hidden, "<h2>Two</h2>\n", PROSE)
    assert sections.wrap(html) == html
    shown = page(
        "<h2>One</h2>\n", "<details open><summary>s</summary><p>" + "y" * 20_000 + "</p></details>\n"
    )
    assert sections.wrap(shown + "<h2>Two</h2>\n" + PROSE).count('class="lq-part"') == 1


def test_a_heading_inside_another_element_does_not_start_a_part():
    html = page(PROSE * 6, "<h2>Top</h2>\n", '<div class="admonition"><h2>Inner</h2>', PROSE, "</div>\n")
    found = parts(sections.wrap(html))
    assert len(found) == 1 and "<h2>Inner</h2>" in found[0]


def test_the_built_court_game_page_has_parts_far_down_only():
    built = (SITE / "rules" / "classic" / "index.html").read_text(encoding="utf-8")
    found = parts(built)
    assert len(found) >= 5, "the court game's rules page should be long enough for parts"
    first = built.index('<div class="lq-part">')
    before = re.sub(
        r"<script.*?</script>|<[^>]+>", "", built[built.index('<div class="md-content"') : first], flags=re.S
    )
    assert len(before.split()) > 1000, "a part begins within the first screens"
