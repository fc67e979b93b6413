"""Every page the build wrote, visited twice, each visit checking all a reader could meet there.

One visit is a first visit on a desktop screen in the light scheme, the other a phone in the dark
scheme. Each one, in a browser context of its own (an empty cache):

* no request leaves the site's origin and the page raises no error (the guard below);
* nothing moves under the reader while the page loads (the Layout Instability API; the shifts
  the reader did not cause, up to two frames after 500 ms from the load event). Where a paint
  falls depends on how busy the machine is, so a page that moves more than ``ALLOWED`` is loaded
  again, and fails only if it moves on each of ``LOADS`` loads, as what its own scripts or styles
  move always does. Boards, Play tables, the calculator, the lab, the room and the offline
  control fill themselves in after the first paint, so each must already hold its place;
* axe-core (the pinned npm package) finds nothing at any impact, WCAG 2.0 to 2.2 A and AA and its
  best practices (a11y.AXE_TAGS), on the page as it loads and with each board stepped to the middle
  of its deal; disabled controls, which axe leaves out, read at 3:1 at least and every "Show step"
  at 4.5:1 (:func:`low_contrast`). The phone visit is widened to a desktop's size for axe, so both
  schemes are checked with the same parts of the page on screen (sidebars included);
* on the phone, narrowed to ``NARROW`` (the smallest phone the site is made for), nothing runs
  past the screen's right edge: the page never scrolls sideways (a wide table scrolls in its own
  box, which is allowed).

The first visit also counts the bytes the page transfers (response headers and encoded bodies)
once the network is idle: at most ``PAGE_LIMIT``, Pyodide not counted. A Play page starts the
engine once it has loaded (engine-warm.js): there the runtime may be asked for after the load
event, never before; no other page asks for it.

The pages are shared out among a few test classes (:data:`SHARES`), which the suite's parallel
runner hands to its processes one class at a time, so both cores sweep at once.
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest
from a11y import SETTLE, axe_violations, every_page, low_contrast, prepare, scheme_context
from a11y import describe as lines_for
from conftest import SITE

pytestmark = pytest.mark.browser

PAGE_LIMIT = 400_000
ALLOWED = 0.005
LOADS = 3
SHARES = 4

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 412, "height": 823}
NARROW = {"width": 390, "height": 844}
# What the accessibility checks see: a desktop's screen, as every other axe check here uses.
AXE_SCREEN = {"width": 1280, "height": 1000}

# Each board at the middle of its deal: most zones hold cards, stakes and transfers are shown.
TO_THE_MIDDLE = """() => { for (const board of window.lansquenet.boards || [])
    board.go(Math.floor(board.transcript.steps.length / 2)); }"""

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


class Visit:
    """One page opened in a fresh context of ``scheme`` at ``viewport``, watched from its first request.

    Requests are observed, not intercepted: intercepting every request would switch off the
    browser's cache, and a page must be seen as a reader's browser loads it.
    """

    def __init__(self, browser, base: str, path: str, scheme: str, viewport: dict):
        self.origin = "{0.scheme}://{0.netloc}".format(urlparse(base))
        self.url = base + path
        self.context = scheme_context(lambda **options: browser.new_context(**options), scheme)
        self.context.set_default_timeout(60_000)
        self.context.add_init_script(SHIFTS)
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.requests: list[str] = []  # the first tab's URLs asked for, with "load" where its load event came
        self.finished: list = []  # and the requests it saw finish (its workers' too; not the service worker's)
        self.context.on("request", self._outside)
        self.page = self._open(viewport, first=True)

    def _outside(self, request) -> None:
        parsed = urlparse(request.url)
        if (
            parsed.scheme not in ("data", "blob", "about")
            and f"{parsed.scheme}://{parsed.netloc}" != self.origin
        ):
            self.outside.append(request.url)

    def _open(self, viewport: dict, first: bool = False):
        page = self.context.new_page()
        page.set_viewport_size(viewport)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        if first:
            page.on("request", lambda request: self.requests.append(request.url))
            page.on("requestfinished", lambda request: self.finished.append(request))
            page.on("load", lambda _page: self.requests.append("load"))
        page.goto(self.url, wait_until="load")
        return page

    def shifts(self) -> list[str]:
        """Empty when the page stays still on one of up to LOADS loads; else what moved each time.
        The loads after the first are new tabs of the same context."""
        seen = []
        for load in range(LOADS):
            page = self._open(self.page.viewport_size) if load else self.page
            shifts = page.evaluate("() => window.__lqShifts")
            if load:
                page.close()
            total = sum(shift["value"] for shift in shifts)
            if total <= ALLOWED:
                return []
            seen.append(f"{total:.4f}: " + "; ".join(sorted({n for shift in shifts for n in shift["moved"]})))
        return seen

    def transferred(self, path: str) -> tuple[int, list[str]]:
        """The bytes the page transferred once the network is idle, Pyodide apart, and what is wrong
        with when the engine was asked for."""
        self.page.wait_for_load_state("networkidle")
        play = (
            self.page.locator("div.lq-play[data-worker]").count() > 0
            and not self.page.locator("div.lq-room").count()
        )
        engine = {url for url in self.requests if "/runtime/" in url or "engine-worker" in url}
        problems = []
        if play:
            if engine & set(self.requests[: self.requests.index("load")]):
                problems.append(f"/{path} started the engine before loading")
        elif engine:
            problems.append(f"/{path} asked for the runtime before anyone dealt: {sorted(engine)}")
        total = 0
        for request in list(self.finished):
            if request.url in engine:
                continue
            sizes = request.sizes()
            total += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        if total > PAGE_LIMIT:
            problems.append(f"/{path} transferred {total:,} bytes, over {PAGE_LIMIT:,}")
        return total, problems

    def sideways(self, where: str) -> list[str]:
        """Empty when, at a NARROW phone's width, the page is no wider than the screen."""
        page = self.page
        size = page.viewport_size
        page.set_viewport_size(NARROW)
        wider = page.evaluate(
            "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        page.set_viewport_size(size)
        return (
            [f"{where} runs {wider} px past a {NARROW['width']}-px phone's right edge"] if wider > 0 else []
        )

    def accessibility(self, where: str) -> list[str]:
        """axe at every impact and the contrast of what axe leaves out, as loaded and mid-deal."""
        page = self.page
        page.set_viewport_size(AXE_SCREEN)
        prepare(page, None)
        problems = lines_for(where, axe_violations(page)) + low_contrast(page, where)
        if page.locator(".lq-board[data-ready]").count():
            page.evaluate(TO_THE_MIDDLE)
            page.evaluate(SETTLE)
            problems += lines_for(
                where + " (boards at their middle step)", axe_violations(page, [".lq-board"])
            )
        return problems

    def close(self) -> list[str]:
        """Close the context; what left the origin and what the pages raised, one line each."""
        self.context.close()
        lines = [f"{self.url}: a request left {self.origin}: {url}" for url in sorted(set(self.outside))]
        return lines + [f"{self.url} raised: {error}" for error in self.errors]


def share(number: int) -> list[str]:
    """The pages of share ``number``: every SHARES-th page of the sorted list, from the number-th."""
    return every_page(SITE)[number::SHARES]


def sweep(browser, site_url: str, number: int) -> None:
    pages = share(number)
    assert pages, f"share {number} of the site's pages is empty"
    problems: list[str] = []
    heaviest = (0, "")
    for path in pages:
        for scheme, viewport, screen in (("default", DESKTOP, "desktop"), ("slate", PHONE, "phone")):
            where = f"/{path} ({screen}, {scheme})"
            visit = Visit(browser, site_url, path, scheme, viewport)
            try:
                assert visit.page.evaluate("() => document.body.dataset.mdColorScheme") == scheme, where
                if path != "404.html":
                    assert visit.page.locator("h1").count() >= 1, f"{where} has no heading"
                if scheme == "default":
                    total, found = visit.transferred(path)
                    problems += found
                    heaviest = max(heaviest, (total, path))
                moved = visit.shifts()
                if moved:
                    problems.append(f"{where} moved while loading, on each of {LOADS} loads: {moved}")
                if screen == "phone":
                    problems += visit.sideways(where)
                problems += visit.accessibility(where)
            finally:
                problems += visit.close()
    assert heaviest[0] > 0
    print(
        f"share {number}: {len(pages)} pages; the heaviest, /{heaviest[1]}, transferred {heaviest[0]:,} bytes"
    )
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


class _Share:
    NUMBER = 0

    def test_every_page_of_this_share_is_accessible_still_light_and_self_contained(self, browser, site_url):
        sweep(browser, site_url, self.NUMBER)


class TestShare0(_Share):
    NUMBER = 0


class TestShare1(_Share):
    NUMBER = 1


class TestShare2(_Share):
    NUMBER = 2


class TestShare3(_Share):
    NUMBER = 3


def test_the_shares_cover_every_page_and_the_sitemap():
    """Every page the build wrote is in exactly one share, and every page the sitemap lists was built."""
    pages = every_page(SITE)
    assert len(pages) > 50, pages
    shared = [path for number in range(SHARES) for path in share(number)]
    assert sorted(shared) == sorted(pages)
    assert {kind.NUMBER for kind in (TestShare0, TestShare1, TestShare2, TestShare3)} == set(range(SHARES))
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8")
    listed = [re.sub(r"^https?://[^/]+/", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    assert len(listed) > 5
    assert not set(listed) - set(pages), sorted(set(listed) - set(pages))
