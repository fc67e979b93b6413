"""The navigation's sections with a page of their own are named lists (scripts/site/nav_names.py).

Material names such a section's list after a toggle that holds only an icon, so the lists had no
names, and two open at once were two landmarks alike. Every built page is held to: each section's
list has a name, and no two on a page share one.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# scripts/test builds into a folder of its own and names it here; otherwise the site/ built last.
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import nav_names  # noqa: E402

SECTION = """<div class="md-nav__link md-nav__container">
  <a href="../../" class="md-nav__link ">
    <span class="md-ellipsis">
      Teach &amp; learn
    </span>
  </a>
  <label class="md-nav__link " for="__nav_7" id="__nav_7_label" tabindex="0">
    <span class="md-nav__icon md-icon"></span>
  </label>
</div>
<nav class="md-nav" data-md-level="1" aria-labelledby="__nav_7_label" aria-expanded="true">"""


def test_a_section_with_a_page_is_named_by_its_title():
    named = nav_names.name_sections(SECTION)
    title = '<span class="lq-sr-only">Teach &amp; learn</span>'
    assert f'<span class="md-nav__icon md-icon"></span>{title}\n  </label>' in named
    # The list stays labelled by the toggle: Material's script finds it by that attribute.
    assert 'aria-labelledby="__nav_7_label"' in named
    # The rest of the markup is as Material wrote it.
    assert named.replace(title, "") == SECTION


def test_a_section_whose_toggle_has_words_keeps_them():
    plain = SECTION.replace('<span class="md-nav__icon md-icon"></span>', "Teach")
    assert nav_names.name_sections(plain) == plain


def built_pages() -> list[Path]:
    return sorted(SITE.rglob("*.html")) if (SITE / "index.html").is_file() else []


@pytest.mark.skipif(not built_pages(), reason="no built site")
def test_every_navigation_list_on_every_page_has_a_name_of_its_own():
    for path in built_pages():
        html = path.read_text(encoding="utf-8")
        names = []
        # The sections' lists (Material writes each table of contents twice, one for each screen size).
        for nav in re.findall(r'<nav class="md-nav" data-md-level[^>]*>', html):
            label = re.search(r'aria-label="([^"]+)"', nav)
            by = re.search(r'aria-labelledby="([^"]+)"', nav)
            if by:
                target = re.search(rf'id="{by.group(1)}"[^>]*>(.*?)</label>', html, flags=re.S)
                words = re.sub(r"<[^>]+>", "", target.group(1)).strip() if target else ""
                names.append(words)
            else:
                names.append(label.group(1) if label else "")
        assert all(names), (path, names)
        assert len(names) == len(set(names)), (path, names)
