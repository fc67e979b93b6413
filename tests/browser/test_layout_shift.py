"""No page moves under the reader while it loads: every page at a phone's size and a desktop's.

Chromium reports each layout shift (the Layout Instability API); a shift the reader did not
cause counts. Boards, Play tables, the calculator, the lab, the room and the offline control fill
themselves in after the first paint, so each must already hold its place when the page shows;
Material's script wraps each data table in a scrolling box after it, and the wrapped table keeps
the bare table's place (anywhere.css).

Chromium may also paint a long page before it has read all of it. What stands in the first
screen then must not move when the rest arrives: the header before its search, the table of
contents before the content, a chart before its values, a seat of Play's form before its
option. ``test_a_half_read_page_is_laid_out_as_the_whole`` cuts pages at those places. A little
is allowed for the rest: a data table cut after its first rows is laid out narrower until the
rest come (a few ten-thousandths each; Lighthouse counts a page as stable below 0.1). Where a
half-read paint falls depends on how busy the machine is, so a page that moves more than that
is loaded again: it fails only if it moves on every load, as whatever a page's own scripts or
styles move does.
"""

from __future__ import annotations

import re
from collections import deque

import pytest
from conftest import SITE
from test_anywhere import pages

pytestmark = pytest.mark.browser

ALLOWED = 0.005
LOADS = 3

# Installed in every page before its own scripts: the shifts up to the moment the page has settled,
# two frames after 500 ms from its load event (after everything the page sets up at load).
SHIFTS = """window.__lqShifts = new Promise((resolve) => {
  const shifts = [];
  const record = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        if (!node) return "(gone)";
        const element = node.nodeType === 1 ? node : node.parentElement;
        const name = element ? element.tagName.toLowerCase() + (element.className ? "." + String(element.className).trim().split(/\\s+/).join(".") : "") : "#text";
        const at = (rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        return name + (element && element.id ? "#" + element.id : "") + ` from ${at(source.previousRect)} to ${at(source.currentRect)}`;
      });
      shifts.push({ value: entry.value, moved });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  addEventListener("load", () =>
    setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => {
      record(observer.takeRecords());
      observer.disconnect();
      resolve(shifts);
    })), 500));
});"""
# Pages loading at once: while one settles, the next ones load, so the waits overlap.
AT_ONCE = 3


@pytest.mark.parametrize("width, height", [(412, 823), (1280, 900)], ids=["phone", "desktop"])
def test_no_page_shifts_while_it_loads(browser, site_url, width, height):
    """Every page, loaded up to LOADS times until it stays still; the shifts are counted in the page
    from its load event on, so a page waiting its turn to be read counts no more than one read at once."""
    moved = {}
    waiting = deque((path, []) for path in pages())
    loaded: deque = deque()
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(SHIFTS)
    try:
        while waiting or loaded:
            while waiting and len(loaded) < AT_ONCE:
                path, seen = waiting.popleft()
                page = context.new_page()
                page.goto(site_url + path, wait_until="load")
                loaded.append((path, seen, page))
            path, seen, page = loaded.popleft()
            shifts = page.evaluate("() => window.__lqShifts")
            page.close()
            total = sum(shift["value"] for shift in shifts)
            if total <= ALLOWED:
                continue
            seen.append((round(total, 4), sorted({name for shift in shifts for name in shift["moved"]})))
            if len(seen) == LOADS:
                moved[path] = seen
            else:
                waiting.appendleft((path, seen))
    finally:
        context.close()
    assert not moved, f"pages shifted while loading: {moved}"


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
