"""Browser test fixtures: the built site served on 127.0.0.1, one shared headless Chromium.

Nothing is built here: scripts/test builds the site before running pytest (into the folder
named by LANSQUENET_SITE; without it, site/). The site is served
by scripts/static_server.py (the same server scripts/serve uses) on a free port. Every page is
opened in a fresh browser context that records each request; a request to anywhere but the test
server is blocked and fails the test, so the site provably works with no network.
"""

from __future__ import annotations

import json
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


# ---------- Play (tests/browser/test_play*.py) ----------

# Records every message between a Play page and its engine worker, so a test can check what the
# page was handed and when it asked for the transcript.
WORKER_LOG_SCRIPT = """
(() => {
  const Original = window.Worker;
  const log = (window.__lqWorkerLog = []);
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => log.push({ from: "worker", data: JSON.stringify(event.data) }));
    }
    postMessage(message, ...rest) {
      log.push({ from: "page", data: JSON.stringify(message) });
      return super.postMessage(message, ...rest);
    }
  };
})();
"""


def last_step(low: int, high: int, step: int) -> int:
    """The highest amount from ``low`` to ``high`` that a choice in multiples of ``step`` allows."""
    return low + (high - low) // step * step


class PlayDriver:
    """Plays a Play page as a reader would: sets the table, clicks the choices, reads the end.

    ``notations`` records every decision sent, in the engine's notation, so a test can play the
    same decisions through ``lansquenet.api`` under CPython and compare.
    """

    def __init__(self, page, site: Site, table: str = "play-1"):
        self.page = page
        self.site = site
        self.id = table
        self.root = page.locator(f"#{table}")
        self.notations: list[str] = []

    def open(self, path: str):
        self.page.add_init_script(WORKER_LOG_SCRIPT)
        self.page.goto(self.site.url + path)
        self.page.wait_for_selector(f"#{self.id}[data-ready] .lq-play-start")
        return self

    def set_table(
        self, *, scope: str = "match", options: dict | None = None, people=(0,), seed: int | None = None
    ):
        root = self.root
        root.locator(f"#{self.id}-scope-{scope}").check()
        for name, value in (options or {}).items():
            field = root.locator(f"#{self.id}-{name}")
            if field.evaluate("e => e.tagName") == "SELECT":
                field.select_option(str(value))
            elif field.get_attribute("type") == "checkbox":
                field.set_checked(bool(value))
            else:
                field.fill(str(value))
        count = root.locator(".lq-play-seat").count()
        for i in range(count):
            root.locator(f"#{self.id}-person-{i}").set_checked(i in people)
        if seed is not None:
            root.locator(".lq-play-seed summary").click()
            root.locator(f"#{self.id}-seed").fill(str(seed))
        return self

    def start(self):
        self.root.locator("button.lq-play-start").click()
        self.wait_started()
        return self

    def wait_started(self):
        self.page.wait_for_selector(f"#{self.id}[data-session]", timeout=ENGINE_TIMEOUT_MS)
        self.page.wait_for_selector(f"#{self.id} .lq-play-board:not([hidden])")

    def request(self) -> dict:
        """The play_start request the page sent (options, names, people, scope, seed)."""
        return self.page.evaluate(
            "id => Array.from(window.lansquenet.plays).find(t => t.id === id).request", self.id
        )

    def turn(self) -> str:
        """Skip to the next thing for a person to do: 'decide', 'pass' (the device) or 'end'."""
        # Pressed in the page, in one go: the cards turning at the reader's pace may reach the
        # decision, and disable the button, between a check from here and a click.
        self.root.locator("button.lq-decision").evaluate("b => b.disabled || b.click()")
        self.page.wait_for_function(
            """id => { const r = document.getElementById(id);
                       return !r.querySelector('.lq-decide').hidden || !r.querySelector('.lq-play-end').hidden; }""",
            arg=self.id,
        )
        if self.root.locator(".lq-play-end:not([hidden])").count():
            return "end"
        if self.root.locator(".lq-decide.lq-decide-pass").count():
            return "pass"
        return "decide"

    def choices(self) -> list[dict]:
        """The choices on offer now: kind, name, and the amount field's range when there is one."""
        return self.root.locator(".lq-decide .lq-choice-row").evaluate_all(
            """rows => rows.map(row => { const b = row.querySelector('button'); const f = row.querySelector('input');
                 return { kind: b.dataset.kind, name: b.textContent,
                          low: f ? Number(f.min) : null, high: f ? Number(f.max) : null, step: f ? Number(f.step) : null }; })"""
        )

    def choose(self, index: int, amount: int | None = None) -> str:
        """Press choice ``index`` (typing ``amount`` first when it takes one); returns the notation sent."""
        row = self.root.locator(".lq-decide .lq-choice-row").nth(index)
        kind = row.locator("button").get_attribute("data-kind")
        field = row.locator("input")
        notation = kind
        if field.count():
            if amount is not None:
                field.fill(str(amount))
            notation = f"{kind} {int(field.input_value())}"
        else:
            fixed = row.locator(".lq-range")
            if fixed.count():  # one amount only ("52 chips"): the button sends it
                notation = f"{kind} {int(fixed.text_content().split()[0])}"
        before = self.answers()
        row.locator("button").click()
        self.page.wait_for_function(
            "([id, n]) => Number(document.getElementById(id).dataset.answers) > n", arg=[self.id, before]
        )
        self.notations.append(notation)
        return notation

    def answers(self) -> int:
        return int(self.root.get_attribute("data-answers") or 0)

    def series(self) -> list[dict]:
        """The amounts of a series gathered on one form (the 1979 game's bets): kind, label and
        the field's bounds; [] when the decision shown asks no series."""
        return self.root.locator(".lq-decide .lq-series input").evaluate_all(
            """fields => fields.map(f => ({ kind: f.dataset.kind, label: f.labels[0].textContent,
                 low: Number(f.min), high: Number(f.max), value: f.value }))"""
        )

    def send_series(self, amounts: dict[str, int]) -> str:
        """Write ``amounts`` (kind -> chips) on the series form, leave the others at 0, and send
        them all with its one button; returns the notation sent, as the page joins it."""
        fields = self.root.locator(".lq-decide .lq-series input")
        sent = []
        for i in range(fields.count()):
            field = fields.nth(i)
            kind = field.get_attribute("data-kind")
            field.fill(str(amounts.get(kind, 0)))
            if amounts.get(kind):
                sent.append(f"{kind} {amounts[kind]}")
        notation = "; ".join([*sent, "pass"])
        before = self.answers()
        self.root.locator(".lq-decide .lq-series-submit").click()
        self.page.wait_for_function(
            """([id, n]) => { const r = document.getElementById(id);
                 return Number(r.dataset.answers) > n || r.querySelector('.lq-decide-error').textContent; }""",
            arg=[self.id, before],
        )
        if self.answers() == before:
            refused = self.root.locator(".lq-decide-error").text_content()
            raise AssertionError(f"{notation!r} was refused: {refused}")
        self.notations.append(notation)
        return notation

    def play_to_end(self, policy, on_pass=None) -> list[str]:
        """Play every decision with ``policy(number, choices) -> (index, amount)`` until the end."""
        while True:
            state = self.turn()
            if state == "end":
                return self.notations
            if state == "pass":
                if on_pass:
                    on_pass(self)
                self.root.locator("button.lq-ready").click()
                continue
            index, amount = policy(len(self.notations), self.choices())
            self.choose(index, amount)

    def standings(self) -> dict[str, tuple[int, int]]:
        """The end's standings: name -> (chips, net)."""
        rows = self.root.locator(".lq-standings tbody tr").evaluate_all(
            "rows => rows.map(r => Array.from(r.children).map(c => c.textContent))"
        )

        def number(text: str) -> int:  # 1,000 in English, 1 000 in French; a minus sign, not a hyphen
            for mark in (",", "\u202f", "\u00a0", " ", "\u00b1"):
                text = text.replace(mark, "")
            return int(text.replace("\u2212", "-"))

        return {name: (number(chips), number(net)) for _, name, chips, net in rows}

    def download(self) -> dict:
        """The transcript behind "Download JSON"."""
        link = self.root.locator("a.lq-download[download]")
        link.wait_for()
        with self.page.expect_download() as info:
            link.click()
        return json.loads(Path(info.value.path()).read_text(encoding="utf-8"))

    def worker_log(self) -> list[dict]:
        return self.page.evaluate("() => window.__lqWorkerLog")


def varied_policy(number: int, choices: list[dict]) -> tuple[int, int | None]:
    """A reader who tries everything: choice by turns, the least or the most amount by turns."""
    index = number % len(choices)
    choice = choices[index]
    if choice["low"] is None:
        return index, None
    most = last_step(choice["low"], choice["high"], choice["step"] or 1)
    return index, most if number % 3 == 0 else choice["low"]


def replay_in_cpython(request: dict, notations: list[str]) -> tuple[dict, dict]:
    """Play ``request`` with the same decisions through lansquenet.api under CPython.

    Returns the last answer (standings, winners) and the finished game's transcript.
    """
    from lansquenet import api

    answer = json.loads(api.play_start(json.dumps(request)))
    assert "error" not in answer, answer
    game = answer["id"]
    for notation in notations:
        answer = json.loads(api.play_act(game, notation))
        assert "error" not in answer, (notation, answer)
    assert answer["finished"], "the same decisions did not finish the game under CPython"
    transcript = json.loads(api.play_transcript(game))
    api.play_end(game)
    return answer, transcript


@pytest.fixture
def play(site, page):
    """A PlayDriver on a fresh guarded page (open it with .open(path))."""
    page.set_default_timeout(30_000)
    return PlayDriver(page, site)
