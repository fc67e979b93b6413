"""The site anywhere: another port or a sub-path, offline, from a bundle, on a phone. (What each page
weighs on the wire is checked with the rest of each page's checks, in test_every_page.py.)

Each test serves the built site itself where it needs an address of its own (a sub-path, a
server it can stop), with the same request guard as the other browser tests: a request that
leaves the test's own origin fails the test.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import ENGINE_TIMEOUT_MS, SITE, PlayDriver, Site, varied_policy

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "site"))
sys.path.insert(0, str(ROOT / "tests"))
import delta  # noqa: E402
from serve_helpers import serving_bare, wait_for_file  # noqa: E402
from static_server import serve_in_thread  # noqa: E402

pytestmark = pytest.mark.browser

SUB = "lansquenet/"
# What New deal, Play and the lab say opened from a folder (engine-client.js).
FROM_FILES = (
    "To deal new hands, open serve.py in this site\u2019s folder (double-click it, or run python serve.py)"
    " and use the page it opens."
)


class Guard:
    """Requests that left one origin, and errors the pages raised."""

    def __init__(self, context, origin: str):
        self.origin = origin
        self.outside: list[str] = []
        self.errors: list[str] = []
        context.route("**/*", self.route)
        context.on("page", lambda page: page.on("pageerror", lambda error: self.errors.append(str(error))))

    def allowed(self, url: str) -> bool:
        parsed = urlparse(url)
        return (
            parsed.scheme in ("data", "blob", "about") or f"{parsed.scheme}://{parsed.netloc}" == self.origin
        )

    def route(self, route):
        if self.allowed(route.request.url):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()

    def check(self):
        assert not self.outside, f"requests left {self.origin}: {sorted(set(self.outside))}"
        assert not self.errors, f"the page raised: {self.errors}"


@pytest.fixture
def guarded(browser):
    """Make guarded contexts for an origin; every guard is checked when the test ends."""
    made = []

    def make(base: str, **options):
        parsed = urlparse(base)
        context = browser.new_context(**{"viewport": {"width": 1280, "height": 1000}, **options})
        guard = Guard(context, f"{parsed.scheme}://{parsed.netloc}")
        made.append((context, guard))
        return context

    yield make
    for context, _ in made:
        context.close()
    for _, guard in made:
        guard.check()


@pytest.fixture
def sub_path(tmp_path):
    """The built site served under /lansquenet/ on a port of its own."""
    (tmp_path / SUB.rstrip("/")).symlink_to(SITE.resolve(), target_is_directory=True)
    server, url = serve_in_thread(tmp_path)
    yield url + SUB
    server.shutdown()
    server.server_close()


def open_board(page, url: str):
    page.goto(url)
    page.wait_for_selector(".lq-board[data-ready] .lq-counter")


def new_deal(page) -> None:
    """Press New deal on the page's first board and see the engine deal it."""
    page.locator("#deal-1 button.lq-new").click()
    assert Site.wait_dealt(page).startswith("Dealt in your browser")


def test_instant_navigation_and_new_deal_under_a_sub_path(guarded, sub_path):
    """Under /lansquenet/ on another port: links swap the page in place, and the engine survives."""
    context = guarded(sub_path)
    requested: list[str] = []
    context.on("request", lambda request: requested.append(request.url))
    page = context.new_page()
    page.set_default_timeout(15_000)
    open_board(page, sub_path + "tutorials/pagat-worked-example/")
    page.evaluate("() => { window.sameDocument = true; }")
    page.locator(".md-sidebar--primary a[href$='/lansquenet/glossary/']").first.click()
    page.wait_for_url("**/lansquenet/glossary/")
    page.locator("h1").filter(has_text="Glossary").wait_for()
    assert page.evaluate("() => window.sameDocument") is True, "the link reloaded the page"

    page.locator(".md-sidebar--primary a").filter(has_text="Home").first.click()
    page.wait_for_url(re.compile(r"/lansquenet/$"))
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    assert page.evaluate("() => window.sameDocument") is True
    new_deal(page)
    assert any("/lansquenet/runtime/pyodide/pyodide.asm.wasm" in url for url in requested)
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 1
    page.go_back()
    page.wait_for_url("**/lansquenet/glossary/")
    assert page.evaluate("() => window.sameDocument") is True


def test_instant_navigation_to_a_tool_fetches_the_tools_script_once(guarded, site_url):
    """Pages without a tool do not load the tools; a link to one fetches them, once, and the tool works."""
    page = guarded(site_url).new_page()
    page.set_default_timeout(15_000)
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(site_url + "glossary/")
    page.evaluate("() => { window.sameDocument = true; }")
    tools = "() => document.querySelectorAll(\"script[src$='lansquenet-tools.js']\").length"

    def follow(path: str):
        """Click a link to ``path`` in the page, as a reader clicks one in the text."""
        page.evaluate(
            """(href) => { const a = document.createElement("a"); a.href = href; a.id = "lq-test-link";
                 a.textContent = "go"; document.querySelector("article").prepend(a); }""",
            site_url + path,
        )
        page.locator("#lq-test-link").click()
        page.wait_for_url(site_url + path)

    follow("tutorials/pagat-worked-example/")  # a board, whose step button "Play" is no Play table
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    assert page.evaluate(tools) == 0
    assert page.evaluate("() => window.lansquenet.plays") is None
    follow("play/pagat/")
    page.wait_for_selector("#play-1[data-ready] .lq-play-start")
    follow("odds/lab/")
    page.wait_for_selector(".lq-lab[data-ready]")
    follow("play/modern/")
    page.wait_for_selector("#play-1[data-ready] .lq-play-start")
    assert page.evaluate("() => window.sameDocument") is True, "a link reloaded the page"
    assert page.evaluate(tools) == 1
    assert page.evaluate("() => window.lansquenet.plays.size") == 1, "the table of the page before is gone"
    play = PlayDriver(page, Site(site_url)).set_table(scope="deal").start()
    assert play.play_to_end(varied_policy), "the person never had a decision"
    assert not errors, errors


def test_a_compact_board_is_read_back_as_the_transcript_dealt(site, page):
    """What the board steps through is the transcript the build dealt, view for view."""
    site.open(page, "rules/classic/")
    page.evaluate("() => window.lansquenet.setupAll()")  # boards far below are set up as they near the screen
    html = (SITE / "rules" / "classic" / "index.html").read_text(encoding="utf-8")
    blocks = re.findall(r'<script type="application/json" class="lq-data">(.*?)</script>', html)
    assert len(blocks) > 3
    for number, block in enumerate(blocks, start=1):
        compact = json.loads(block)[0]["transcript"]
        assert compact["views"] == delta.FORMAT
        shown = page.evaluate(
            "id => Array.from(window.lansquenet.boards).find(b => b.id === id).original", f"deal-{number}"
        )
        assert json.dumps(shown, sort_keys=True) == json.dumps(delta.expand(compact), sort_keys=True)


@pytest.fixture
def stoppable():
    """The built site served on a port of its own, with a function that stops the server."""
    server, url = serve_in_thread(SITE)
    running = [True]

    def stop():
        if running[0]:
            server.shutdown()
            server.server_close()
            running[0] = False

    yield url, stop
    stop()


def test_offline_after_make_available_with_the_server_stopped(guarded, stoppable):
    """Save the whole site, stop the server: pages, instant navigation, New deal, Play and the lab work."""
    url, stop = stoppable
    context = guarded(url)
    page = context.new_page()
    page.set_default_timeout(30_000)
    open_board(page, url)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    save = page.locator(".lq-offline button")
    save.scroll_into_view_if_needed()
    page.wait_for_function("() => /\\d MB/.test(document.querySelector('.lq-offline-status').textContent)")
    save.click()
    page.wait_for_selector(".lq-offline[data-saved]", timeout=ENGINE_TIMEOUT_MS)
    assert "available offline" in page.locator(".lq-offline-status").text_content()
    stop()

    # A page never visited, opened afresh with the server gone.
    page.goto(url + "rules/classic/")
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    page.locator("#deal-1 button.lq-next").click()
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Step 2 of ")
    # Its French twin was saved too.
    page.goto(url + "fr/rules/classic/")
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    page.locator("#deal-1 button.lq-next").click()
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Étape 2 sur ")
    page.goto(url + "rules/classic/")
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    # Instant navigation to another page, then a new deal by the engine from the cache.
    page.evaluate("() => { window.sameDocument = true; }")
    left = page.locator("#deal-1").element_handle()
    page.locator(".md-sidebar--primary a").filter(has_text="Home").first.click()
    # The address changes before the new page is swapped in, and this page has a #deal-1 too:
    # wait for its board to go, or New deal could land on the board that is leaving.
    page.wait_for_function("board => !board.isConnected", arg=left)
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    assert page.evaluate("() => window.sameDocument") is True
    new_deal(page)

    # Play: a whole deal against the computer, every answer by the engine from the cache.
    play = PlayDriver(page, Site(url)).open("play/pagat/").set_table(scope="deal").start()
    assert play.play_to_end(varied_policy), "the person never had a decision"
    assert play.root.locator(".lq-play-end:not([hidden]) .lq-standings").count() == 1

    # The lab deals its hands in the worker too.
    page.goto(url + "odds/lab/")
    page.fill("#lab-hands", "100")
    page.click(".lq-lab-start")
    page.wait_for_function(
        "() => document.querySelector('.lq-lab').dataset.hands === '100'", timeout=ENGINE_TIMEOUT_MS
    )


def test_the_offline_control_waits_for_the_page_to_load_and_the_reader_to_come_near(guarded, stoppable):
    """Loading a page asks for neither the worker nor the list of files; the foot of the page does."""
    url, _ = stoppable
    page = guarded(url).new_page()
    page.add_init_script(
        "const register = ServiceWorkerContainer.prototype.register;"
        "ServiceWorkerContainer.prototype.register = function (...args) {"
        "  window.registeredWhen = document.readyState; return register.apply(this, args); };"
    )
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(url + "tutorials/classic-multiple-cards/", wait_until="load")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    assert page.evaluate("window.registeredWhen") == "complete"
    status = page.locator(".lq-offline-status")
    assert not any(u.endswith("/offline.json") for u in asked)
    assert status.text_content() == ""
    page.locator(".lq-offline").scroll_into_view_if_needed()
    page.wait_for_function("() => /\\d MB/.test(document.querySelector('.lq-offline-status').textContent)")
    assert any(u.endswith("/offline.json") for u in asked)


def test_a_page_visited_once_opens_with_the_server_stopped(guarded, stoppable):
    url, stop = stoppable
    page = guarded(url).new_page()
    open_board(page, url + "tutorials/pagat-worked-example/")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    # Loaded before the worker was registered: it keeps a copy of the page and of what it fetched.
    missing = """async () => {
      const fetched = performance.getEntriesByType("resource").map((entry) => entry.name);
      const gone = [];
      for (const text of [location.href.split("#")[0], ...fetched]) {
        const url = new URL(text);
        const key = url.origin + url.pathname + url.search;
        if (url.origin === location.origin && !(await caches.match(key))) gone.push(key);
      }
      return gone;
    }"""
    for _ in range(100):
        if not page.evaluate(missing):
            break
        page.wait_for_timeout(200)
    assert page.evaluate(missing) == []
    stop()
    page.goto(url + "tutorials/pagat-worked-example/")
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    page.locator("#deal-1 button.lq-next").click()
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Step 2 of ")
    # A page never visited says so in words instead of the browser's error page.
    page.goto(url + "history/")
    assert "not saved for offline use" in page.locator("body").text_content()


ENGINE_FILE = re.compile(r"/runtime/lansquenet-[0-9a-f]{12}(?:\.zip|-stdlib\.zip|\.snapshot)$")
"""The engine's own files, named after a hash of their bytes (scripts/site/vendor.py)."""

SNAPSHOT_KEPT = """async () => {
  for (const name of await caches.keys())
    for (const request of await (await caches.open(name)).keys())
      if (request.url.endsWith(".snapshot")) return true;
  return false;
}"""


def test_a_new_engine_takes_the_engines_files_from_the_service_workers_cache(guarded, site_url):
    """The engine's hashed files (some 8 MB with the snapshot) go over the network once for a reader,
    not once for each engine a page starts: a browser's own cache may not keep a file that large
    (this test's contexts keep nothing, since they watch every request), the service worker's does."""
    context = guarded(site_url)
    downloaded: list[str] = []

    def count(request) -> None:
        response = request.response()
        if response and not response.from_service_worker and ENGINE_FILE.search(request.url):
            if request.sizes()["responseBodySize"] > 0:
                downloaded.append(request.url)

    context.on("requestfinished", count)
    first = context.new_page()
    open_board(first, site_url + "tutorials/pagat-worked-example/")
    first.wait_for_function("() => navigator.serviceWorker.controller !== null")
    second = context.new_page()  # a tab the worker answers for from the start
    open_board(second, site_url + "tutorials/pagat-worked-example/")
    new_deal(second)
    for _ in range(100):
        if second.evaluate(SNAPSHOT_KEPT):
            break
        second.wait_for_timeout(200)
    assert second.evaluate(SNAPSHOT_KEPT), "the service worker kept no copy of the engine's snapshot"
    assert any(url.endswith(".snapshot") for url in downloaded), "the snapshot was never downloaded"
    downloaded.clear()
    third = context.new_page()
    open_board(third, site_url + "rules/classic/")
    new_deal(third)
    assert downloaded == [], "a new engine downloaded the engine's files again"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    """The classroom bundle, built and zipped by scripts/bundle, unzipped into a folder."""
    import subprocess
    import zipfile

    out = tmp_path_factory.mktemp("bundle")
    archive = out / "lansquenet-site.zip"
    subprocess.run([sys.executable, str(ROOT / "scripts" / "bundle"), "--output", str(archive)], check=True)
    with zipfile.ZipFile(archive) as opened:
        names = opened.namelist()
        assert not any(name.endswith(".gz") for name in names)
        opened.extractall(out)
    return out / "lansquenet"


def test_the_bundle_opens_from_the_file_system(guarded, bundle):
    """Double-clicked index.html: pages, links, a board that steps, the search; New deal says what to do."""
    readme = (bundle / "README.txt").read_text(encoding="utf-8")
    assert "double-click serve.py" in readme and "python3 serve.py " in readme
    home = (bundle / "index.html").as_uri()
    page = guarded("file:///").new_page()
    page.set_default_timeout(20_000)
    open_board(page, home)
    page.locator("#deal-1 button.lq-next").click()
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Step 2 of ")

    page.locator(".md-sidebar--primary a").filter(has_text="Glossary").first.click()
    page.wait_for_url("**/glossary.html")
    page.locator("h1").filter(has_text="Glossary").wait_for()

    # The search, typed as a reader types. Opened from a folder, Material loads the search's
    # list of pages only when the search opens, and reads the query again on each key released:
    # a value set without a key (a script's fill) before the list has loaded is never searched.
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially("rejouissance")
    page.locator(".md-search-result__item").first.wait_for()
    page.locator(".md-search-result__item a").first.click()
    page.wait_for_url(re.compile(r"\.html"))
    assert page.url.startswith("file://")

    open_board(page, (bundle / "rules" / "classic.html").as_uri())
    page.locator("#deal-1 button.lq-new").click()
    page.wait_for_function("() => document.getElementById('deal-1').dataset.engine === 'failed'")
    assert page.locator("#deal-1 .lq-status").text_content() == FROM_FILES
    page.locator("#deal-1 button.lq-next").click()  # the board's own deal still steps
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Step 2 of ")
    # The offline control at the foot of the page says at once why it cannot save, its button off.
    page.wait_for_function(
        "() => document.querySelector('.lq-offline-status').textContent.includes('needs the site served')"
    )
    assert page.locator(".lq-offline button").is_disabled()

    # The French pages, from the folder too: the selector leads to the same page in French,
    # whose board steps in French and whose search finds French words on French pages.
    page.locator(".md-header .md-select").first.hover()
    page.locator(".md-select__link[hreflang='fr']").first.click()
    page.wait_for_url("**/fr/rules/classic.html")
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    page.locator("#deal-1 button.lq-next").click()
    assert page.locator("#deal-1 .lq-counter").text_content().startswith("Étape 2 sur ")
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially("réjouissance")
    page.locator(".md-search-result__item").first.wait_for()
    found = page.eval_on_selector_all(".md-search-result__item a", "links => links.map(a => a.href)")
    assert found and all("/fr/" in href for href in found), found


def test_from_the_file_system_play_and_the_lab_say_how_to_serve_the_folder(guarded, bundle):
    """The same one sentence as New deal, not that the engine failed; no worker is even tried."""
    page = guarded("file:///").new_page()
    page.set_default_timeout(20_000)
    page.goto((bundle / "play" / "pagat.html").as_uri())
    page.wait_for_selector("#play-1[data-ready] .lq-play-start")
    page.wait_for_timeout(1_000)  # after the load event: a served Play page would start the engine now
    assert page.evaluate("() => window.lansquenet.engine.state") == "idle"
    page.locator("#play-1 button.lq-play-start").click()
    page.wait_for_function("() => document.getElementById('play-1').dataset.engine === 'failed'")
    assert page.locator("#play-1 .lq-play-setup .lq-status").text_content() == FROM_FILES

    page.goto((bundle / "odds" / "lab.html").as_uri())
    page.wait_for_selector(".lq-lab[data-ready]")
    page.locator("button.lq-lab-start").click()
    page.wait_for_function(
        "sentence => document.querySelector('.lq-lab-status').textContent === sentence", arg=FROM_FILES
    )
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 0


def test_the_bundles_serve_py_run_bare_serves_its_folder_and_deals(guarded, bundle, tmp_path):
    """serve.py double-clicked (no arguments, any working directory): the site, opened, with New deal."""
    with serving_bare(bundle, tmp_path) as (url, opened, printed):
        assert wait_for_file(opened) == url, printed
        page = guarded(url).new_page()
        page.set_default_timeout(20_000)
        response = page.goto(url)
        assert response.ok
        assert response.body() == (bundle / "index.html").read_bytes()
        page.wait_for_selector(".lq-board[data-ready] .lq-counter")
        page.locator("#deal-1 button.lq-new").click()
        assert Site.wait_dealt(page).startswith("Dealt in your browser")


def test_on_a_phone_the_step_bar_stays_in_view(guarded, site_url):
    """At 390×844, after every step, Next and the step's words are on screen, even scrolled into the table."""
    context = guarded(site_url, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_board(page, site_url + "rules/classic/")
    board = page.locator("#deal-1")
    board.locator(".lq-stage").scroll_into_view_if_needed()
    inside = """el => { const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }"""
    for step in range(8):
        # Read on into the table, as a reader does between steps.
        page.mouse.wheel(0, 250)
        page.wait_for_timeout(50)
        board.locator("button.lq-next").click()
        assert board.locator(".lq-counter").text_content().startswith(f"Step {step + 2} of ")
        for part in ("button.lq-next", ".lq-text", ".lq-money-now"):
            assert board.locator(part).evaluate(inside), f"{part} left the screen after step {step + 2}"


def test_on_a_phone_the_closed_menu_is_not_drawn_and_opens_with_its_links(guarded, site_url):
    """At 390×844 the navigation drawer, closed, is not rendered; opened, by touch or keyboard, its links work."""
    context = guarded(site_url, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(site_url + "glossary/")
    link = page.locator(".md-sidebar--primary a.md-nav__link").filter(has_text="History").first
    drawn = "el => el.checkVisibility()"
    assert link.evaluate(drawn) is False, "the closed drawer's links are rendered"
    menu = page.get_by_role("button", name="Navigation")
    menu.tap()
    page.wait_for_function(drawn, arg=link.element_handle())
    page.touchscreen.tap(370, 600)  # on the shade beside the open drawer, which closes it
    page.wait_for_function(f"el => !({drawn})(el)", arg=link.element_handle())
    # The keyboard's way in: the menu button takes the focus and opens with Space.
    menu.focus()
    page.keyboard.press(" ")
    page.wait_for_function(drawn, arg=link.element_handle())
    assert page.evaluate("() => scrollY") == 0, "Space scrolled the page instead"
    link.tap()
    page.wait_for_url("**/history/")
    page.locator("h1").filter(has_text="History").wait_for()
    # Material closes the drawer after an instant navigation; it is undrawn again once shut.
    page.wait_for_function(
        "() => [...document.querySelectorAll('.md-sidebar--primary a.md-nav__link')].every((a) => !a.checkVisibility())"
    )


def test_link_to_this_deal_copies_the_link_and_says_so(guarded, site_url):
    context = guarded(site_url)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    open_board(page, site_url)  # the home page's board deals its seed's deal, so it has a link
    page.locator("#deal-1 .lq-link").click()
    page.wait_for_function(
        "() => document.querySelector('#deal-1 .lq-status').textContent.startsWith('Link copied')"
    )
    assert "#board=deal-1" in page.evaluate("() => navigator.clipboard.readText()")


def test_on_a_phone_wide_tables_scroll_by_keyboard_and_say_so(guarded, site_url):
    context = guarded(site_url, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_board(page, site_url + "rules/classic/")
    # A box is measured as it nears the screen (tables.js): scroll to the first wide one.
    page.evaluate(
        """() => [...document.querySelectorAll('.md-typeset__scrollwrap')]
            .find((box) => box.scrollWidth > box.clientWidth + 1).scrollIntoView()"""
    )
    box = page.locator(".md-typeset__scrollwrap.lq-scrolls").first
    box.wait_for(state="attached")
    assert box.get_attribute("tabindex") == "0" and box.get_attribute("role") == "region"
    assert "scrolls sideways" in box.get_attribute("aria-label")
    assert "lq-more-right" in box.get_attribute("class")
    box.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("el => el.scrollLeft > 0", arg=box.element_handle())
    page.wait_for_function("el => el.classList.contains('lq-more-left')", arg=box.element_handle())


def test_glossary_tips_are_readable_and_reached_by_keyboard_and_touch(guarded, site_url):
    context = guarded(site_url, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    open_board(page, site_url + "rules/classic/")
    term = page.locator(".md-content abbr[tabindex='0']").first
    assert term.get_attribute("tabindex") == "0"
    term.focus()
    tip = page.locator("#lq-tip")
    tip.wait_for(state="visible")
    assert tip.text_content().strip()
    assert term.get_attribute("aria-describedby") == "lq-tip"
    size = float(tip.evaluate("el => getComputedStyle(el).fontSize").removesuffix("px"))
    assert size >= 13, f"the tip's text is {size}px"
    page.keyboard.press("Escape")
    tip.wait_for(state="hidden")
    later = page.locator(".md-content abbr[tabindex='0']").nth(3)
    later.scroll_into_view_if_needed()
    later.tap()
    tip.wait_for(state="visible")
    box = tip.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
