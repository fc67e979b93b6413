"""A page Chromium paints before it has read all of it is laid out as the whole page will be.

Chromium may paint a long page before it has read all of it. What stands in the first screen then
must not move when the rest arrives: the header before its search, the table of contents before
the content, a chart before its values, a seat of Play's form before its option. The test cuts
pages at those places and compares where the element stands with where it stands in the whole
page. (Every page loading whole, at a phone's size and a desktop's, is watched for layout shifts
by test_every_page.py.)
"""

from __future__ import annotations

import re

import pytest
from conftest import SITE

pytestmark = pytest.mark.browser

# Where a first paint may find a page half read, and what must already stand where it will stay:
# (page, the text the page is cut before, which occurrence of it, what is compared).
HALF_READ = [
    ("odds/modern/", '<label class="md-header__button md-icon" for="__search"', 1, ".lq-palette"),
    ("odds/modern/", '<div class="md-search"', 1, ".lq-palette"),
    ("odds/modern/", '<div class="md-content"', 1, ".md-sidebar--secondary"),
    ("odds/modern/", '<div class="lq-chart-values"', 1, ".lq-chart-svg"),
    (
        "play/pagat/",
        '<span class="lq-option"><input type="checkbox" id="play-1-person-3"',
        1,
        "#play-1-name-3",
    ),
]

BOX = "(selector) => { const r = document.querySelector(selector).getBoundingClientRect(); return [r.x, r.y, r.width, r.height] }"


@pytest.mark.parametrize("width, height", [(412, 823), (1280, 900)], ids=["phone", "desktop"])
def test_a_half_read_page_is_laid_out_as_the_whole(browser, site_url, width, height):
    context = browser.new_context(viewport={"width": width, "height": height})
    # The first paint comes before the deferred scripts run; the inline ones in the head do run.
    context.route(re.compile(r".*\.js(\?.*)?$"), lambda route: route.abort())
    moved = {}
    try:
        for path, before, occurrence, selector in HALF_READ:
            page = context.new_page()
            page.goto(site_url + path, wait_until="load")
            whole = page.evaluate(BOX, selector)
            html = (SITE / path / "index.html").read_text(encoding="utf-8")
            cut = -1
            for _ in range(occurrence):
                cut = html.index(before, cut + 1)
            page.route(
                site_url + path,
                lambda route, request, body=html[:cut]: route.fulfill(
                    status=200, content_type="text/html", body=body
                ),
            )
            page.goto(site_url + path, wait_until="load")
            half = page.evaluate(BOX, selector)
            page.close()
            if whole[2] and any(abs(a - b) > 0.5 for a, b in zip(whole[:2], half[:2], strict=True)):
                moved[f"{path} cut before {before[:40]}"] = (selector, half[:2], whole[:2])
    finally:
        context.close()
    assert not moved, f"a half-read page lays these out elsewhere than the whole page: {moved}"
