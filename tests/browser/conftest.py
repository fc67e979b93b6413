"""Browser test fixtures: the built site served on 127.0.0.1, one shared headless Chromium.

Nothing is built here: scripts/test builds the site before running pytest (into the folder
named by LANSQUENET_SITE; without it, site/). The site is served
by scripts/static_server.py (the same server scripts/serve uses) on a free port. Every page is
opened in a fresh browser context that records each request; a request to anywhere but the test
server is blocked and fails the test, so the site provably works with no network.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
# scripts/test builds into a folder of its own and names it here; otherwise test the site/ built last.
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The in-browser engine downloads and compiles about 13 MB; give it time on a slow machine.
ENGINE_TIMEOUT_MS = 120_000

sys.path.insert(0, str(ROOT / "scripts"))
from static_server import serve_in_thread  # noqa: E402

pytestmark = pytest.mark.browser


@pytest.fixture(scope="session")
def site_url() -> str:
    """The base URL of the built site, served for the whole session."""
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} holds no built site; run scripts/test, which builds the site before the tests.")
    server, url = serve_in_thread(SITE)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    """One headless Debian Chromium for the whole session."""
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing; scripts/setup installs Debian's chromium.")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


class Outside:
    """Requests that tried to leave the test server, and errors the pages raised."""

    def __init__(self, origin: str):
        self.origin = origin
        self.requests: list[str] = []
        self.errors: list[str] = []

    def allowed(self, url: str) -> bool:
        parsed = urlparse(url)
        if parsed.scheme in ("data", "blob", "about"):
            return True
        return (
            parsed.scheme in ("http", "https", "ws")
            and parsed.hostname == "127.0.0.1"
            and f"{parsed.scheme}://{parsed.netloc}" == self.origin
        )


@pytest.fixture
def new_context(browser, site_url):
    """Make browser contexts whose pages may not reach anything but the test server.

    Each request elsewhere is blocked and recorded; at the end of the test any such request, or
    any uncaught error on a page, fails it.
    """
    parsed = urlparse(site_url)
    made = []

    def make(**options):
        outside = Outside(f"{parsed.scheme}://{parsed.netloc}")
        context = browser.new_context(**{"viewport": {"width": 1280, "height": 1000}, **options})

        def route(route):
            if outside.allowed(route.request.url):
                route.continue_()
            else:
                outside.requests.append(route.request.url)
                route.abort()

        context.route("**/*", route)
        context.on(
            "request",
            lambda request: None if outside.allowed(request.url) else outside.requests.append(request.url),
        )
        context.on("page", lambda page: page.on("pageerror", lambda error: outside.errors.append(str(error))))
        context.outside = outside
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()
    for context in made:
        assert not context.outside.requests, (
            f"requests left 127.0.0.1: {sorted(set(context.outside.requests))}"
        )
        assert not context.outside.errors, f"the page raised: {context.outside.errors}"


@pytest.fixture
def context(new_context):
    """A fresh guarded browser context."""
    return new_context()


@pytest.fixture
def page(context):
    """A page in the guarded context."""
    page = context.new_page()
    page.set_default_timeout(15_000)
    return page


class Site:
    """Small helpers the browser tests share: open a page, wait for the engine, read a board."""

    def __init__(self, url: str):
        self.url = url

    def open(self, page, path: str = "", fragment: str = ""):
        page.goto(self.url + path + fragment)
        page.wait_for_selector(".lq-board[data-ready] .lq-counter")
        # Boards far down a page are set up as they near the screen; the tests want them all.
        page.evaluate("() => window.lansquenet.setupAll()")
        return page

    @staticmethod
    def wait_dealt(page, board_id: str = "deal-1") -> str:
        """Wait until the board has no deal in progress and the engine is ready or failed; return its status."""
        page.wait_for_function(
            """id => { const b = document.getElementById(id);
                      return b && !b.hasAttribute("aria-busy") && ["ready", "failed"].includes(b.dataset.engine); }""",
            arg=board_id,
            timeout=ENGINE_TIMEOUT_MS,
        )
        return page.locator(f"#{board_id} .lq-status").text_content()

    @staticmethod
    def transcript(page, board_id: str = "deal-1") -> dict:
        """The transcript the board is showing."""
        return page.evaluate(
            "id => Array.from(window.lansquenet.boards).find(b => b.id === id).transcript", board_id
        )

    @staticmethod
    def counter(page, board_id: str = "deal-1") -> str:
        return page.locator(f"#{board_id} .lq-counter").text_content()


@pytest.fixture(scope="session")
def site(site_url) -> Site:
    return Site(site_url)
