"""The engine starts a little before a reader needs it, only where one will, and says how far it is.

engine-warm.js starts the engine quietly once a Play page has loaded and is idle, and when the
pointer or the focus comes to a control that deals; never before the page's load event, never
on a page without such a control. While it starts, the control that waits says which stage it
is at (engine-client.js, from the worker's reports).
"""

from __future__ import annotations

import pytest
from conftest import ENGINE_TIMEOUT_MS, PlayDriver

pytestmark = pytest.mark.browser

LOAD = "<the page's load event>"
STEP_1 = "Starting the engine in your browser, step 1 of 2: fetching Python"
STEP_2 = "Starting the engine in your browser, step 2 of 2: loading the game"
# Longer than engine-warm.js's longest wait for an idle moment after the load event.
QUIET_MS = 4_000


def engine_requests(urls: list[str]) -> list[str]:
    """The requests that belong to starting the engine: its worker and the runtime."""
    return [url for url in urls if "/runtime/" in url or "engine-worker" in url]


def record(page) -> list[str]:
    """Every request of `page`, in order, with LOAD where its load event came."""
    events: list[str] = []
    page.on("request", lambda request: events.append(request.url))
    page.on("load", lambda: events.append(LOAD))
    return events


def workers(page) -> int:
    return page.evaluate("() => window.lansquenet.engine.workersStarted")


def watch_text(page, selector: str) -> None:
    """Keep every text the element shows in window.lqSeen, for a test to read afterwards."""
    page.evaluate(
        """selector => {
             const node = document.querySelector(selector);
             window.lqSeen = [];
             new MutationObserver(() => window.lqSeen.push(node.textContent))
               .observe(node, { childList: true, characterData: true, subtree: true });
           }""",
        selector,
    )


def seen_in_order(page, *starts: str) -> list[str]:
    """The texts window.lqSeen holds; asserts that texts starting with `starts` came, in that order."""
    seen = page.evaluate("() => window.lqSeen")
    positions = [next((i for i, text in enumerate(seen) if text.startswith(start)), -1) for start in starts]
    assert -1 not in positions and positions == sorted(positions), seen
    return seen


def test_a_play_page_starts_the_engine_after_its_load_event_and_quietly(site, page):
    events = record(page)
    # The page counts its worker as started before the browser reports the worker's request: wait
    # for the request itself, so that it is in `events` when they are read.
    with page.expect_request(lambda request: bool(engine_requests([request.url]))):
        play = PlayDriver(page, site).open("play/pagat/")
        page.wait_for_function("() => window.lansquenet.engine.workersStarted === 1")
    assert LOAD in events
    loaded = events.index(LOAD)
    assert engine_requests(events[loaded:]), "the engine was started without a request"
    assert not engine_requests(events[:loaded]), "the engine was started before the page had loaded"
    # Nobody asked yet: the table says nothing of it, and Start still waits for the reader.
    assert play.root.get_attribute("data-engine") == "idle"
    assert play.root.locator(".lq-play-setup .lq-status").text_content() == ""
    assert play.root.locator("button.lq-play-start").is_enabled()
    # The reader's match then uses the engine already on its way.
    play.set_table(scope="deal", people=()).start()
    assert workers(page) == 1
    assert page.evaluate("() => window.lansquenet.engine.asked") >= 1


@pytest.mark.parametrize("path", ["glossary/", "tutorials/pagat-worked-example/"])
def test_a_page_left_alone_never_starts_the_engine(site, page, path):
    """A page without a dealing control, and a board's page where no reader comes near New deal."""
    events = record(page)
    page.goto(site.url + path)
    page.wait_for_load_state("load")
    page.wait_for_timeout(QUIET_MS)
    assert workers(page) == 0
    assert not engine_requests(events)
    assert page.evaluate("() => window.lansquenet.engine.state") == "idle"


@pytest.mark.parametrize("how", ["hover", "focus"])
def test_pointer_or_focus_on_new_deal_starts_the_engine_without_a_word(site, page, how):
    site.open(page, "tutorials/pagat-worked-example/")
    page.wait_for_timeout(500)
    assert workers(page) == 0
    getattr(page.locator("#deal-1 button.lq-new"), how)()
    page.wait_for_function("() => window.lansquenet.engine.workersStarted === 1")
    # The board deals nothing and says nothing until the reader presses New deal.
    assert page.locator("#deal-1").get_attribute("data-engine") == "idle"
    assert page.locator("#deal-1 .lq-status").text_content() == ""
    assert page.evaluate("() => window.lansquenet.engine.asked") == 0


def test_new_deal_says_each_stage_while_the_engine_starts(site, page):
    site.open(page, "tutorials/pagat-worked-example/")
    watch_text(page, "#deal-1 .lq-status")
    page.locator("#deal-1 button.lq-new").click()
    assert site.wait_dealt(page).startswith("Dealt in your browser")
    seen_in_order(page, STEP_1, STEP_2, "Dealt in your browser")
    assert workers(page) == 1


def test_the_lab_says_each_stage_while_the_engine_starts(site, page):
    page.goto(site.url + "odds/lab/")
    page.wait_for_selector(".lq-lab[data-ready]")
    page.locator("#lab-hands").fill("100")
    watch_text(page, ".lq-lab-status")
    page.locator("button.lq-lab-start").click()
    page.wait_for_function(
        "() => document.querySelector('.lq-lab').dataset.hands === '100'", timeout=ENGINE_TIMEOUT_MS
    )
    assert page.locator(".lq-lab-status").text_content() == "Done."
    seen_in_order(page, STEP_1, STEP_2, "Done.")
