"""No page moves under the reader while it loads: every page at a phone's size and a desktop's.

Chromium reports each layout shift (the Layout Instability API); a shift the reader did not
cause counts. Boards, Play tables, the calculator, the lab, the room and the offline control fill
themselves in after the first paint, so each must already hold its place when the page shows.

One movement is allowed: Material's script wraps each data table in a scrolling box after the
first paint, which moves what follows a table on the first screen by about ten pixels, and the
header settles by a pixel or two (together at most about 0.002 on these pages, on a desktop;
Lighthouse counts a page as stable below 0.1).
"""

from __future__ import annotations

import pytest
from test_anywhere import pages

pytestmark = pytest.mark.browser

ALLOWED = 0.005

SHIFTS = """() => new Promise((resolve) => {
  const shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map((source) => {
        const node = source.node;
        if (!node) return "(gone)";
        const element = node.nodeType === 1 ? node : node.parentElement;
        const name = element ? element.tagName.toLowerCase() + (element.className ? "." + String(element.className).trim().split(/\\s+/).join(".") : "") : "#text";
        return name + (element && element.id ? "#" + element.id : "");
      });
      shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
  // Let the page settle: two frames after everything the page set up at load.
  setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts))), 500);
})"""


@pytest.mark.parametrize("width, height", [(412, 823), (1280, 900)], ids=["phone", "desktop"])
def test_no_page_shifts_while_it_loads(browser, site_url, width, height):
    moved = {}
    context = browser.new_context(viewport={"width": width, "height": height})
    try:
        for path in pages():
            page = context.new_page()
            page.goto(site_url + path, wait_until="load")
            shifts = page.evaluate(SHIFTS)
            total = sum(shift["value"] for shift in shifts)
            if total > ALLOWED:
                moved[path] = (round(total, 4), sorted({name for shift in shifts for name in shift["moved"]}))
            page.close()
    finally:
        context.close()
    assert not moved, f"pages shifted while loading: {moved}"
