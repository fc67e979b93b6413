"""Rooms in Chromium (issue: rooms): three people, three browser contexts, one pagat match.

The table server (lansquenet_server) serves the built site and the rooms on a free port. The
host opens a room on "Play with friends"; three fresh browser contexts open the three invite
links, each gives a name (one with markup in it, shown as text), and they play the match to the
end by clicking, each seat when its turn comes. All three see the same standings.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import SITE, PlayDriver, Site

uvicorn = pytest.importorskip("uvicorn")
from lansquenet_server import create_app  # noqa: E402

pytestmark = pytest.mark.browser
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


@pytest.fixture(scope="module")
def server_url():
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} holds no built site; build it first.")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(
        create_app(SITE), host="127.0.0.1", port=port, access_log=False, log_level="warning"
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the table server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join(10)


@contextlib.contextmanager
def guarded_at(browser, url: str):
    """Browser contexts that may reach nothing but the origin of ``url``, whose pages raise nothing."""
    origin = "{0.scheme}://{0.netloc}".format(urlparse(url))
    made, outside, errors = [], [], []

    def make():
        context = browser.new_context(viewport={"width": 1100, "height": 1000})

        def route(route):
            url = route.request.url
            if url.startswith(origin) or url.startswith(("data:", "blob:")):
                route.continue_()
            else:
                outside.append(url)
                route.abort()

        context.route("**/*", route)
        context.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
        made.append(context)
        page = context.new_page()
        page.set_default_timeout(30_000)
        return page

    yield make
    for context in made:
        context.close()
    assert not outside, f"requests left the server: {outside}"
    assert not errors, f"the page raised: {errors}"


@pytest.fixture
def guarded(browser, server_url):
    """Browser contexts that may reach nothing but the table server."""
    with guarded_at(browser, server_url) as make:
        yield make


def open_room(page, server_url: str, seats: int = 3) -> list[str]:
    page.goto(server_url + "play/friends/")
    page.wait_for_selector(".lq-room-form")
    page.select_option("#room-game", "pagat")
    page.fill("#room-seats", str(seats))
    page.fill("#room-length", "1")
    page.click("button.lq-room-create")
    page.wait_for_selector(".lq-room-link")
    return page.locator(".lq-room-link").evaluate_all("inputs => inputs.map(i => i.value)")


def test_three_people_play_a_pagat_match_to_the_end_through_their_links(guarded, server_url):
    host = guarded()
    links = open_room(host, server_url)
    assert len(links) == 3 and len(set(links)) == 3
    SHOTS.mkdir(parents=True, exist_ok=True)
    host.screenshot(path=str(SHOTS / "room-host.png"), full_page=True)

    names = ["Ann", "<b>Bo</b>", "Cy"]
    pages = []
    for link, name in zip(links, names, strict=True):
        page = guarded()
        page.goto(link)
        page.wait_for_selector("#room-name")
        page.fill("#room-name", name)
        page.click("button.lq-room-join")
        pages.append(page)
    for page in pages:
        page.wait_for_selector(
            ".lq-room[data-started] ~ .lq-play .lq-play-board:not([hidden]), .lq-play .lq-play-board:not([hidden])"
        )
    # the markup in a name is text on every screen
    for page in pages:
        assert page.locator(".lq-play b").count() == 0
        assert "<b>Bo</b>" in page.locator(".lq-play-who").text_content()

    drivers = [PlayDriver(page, Site(server_url)) for page in pages]
    turns = 0
    while True:
        assert turns < 400, "the match did not end"
        ended = [d.root.locator(".lq-play-end:not([hidden])").count() > 0 for d in drivers]
        if all(ended):
            break
        acted = False
        for driver in drivers:
            if driver.root.locator(".lq-decide:not([hidden]) .lq-choice-row").count():
                choices = driver.choices()
                index = turns % len(choices)
                driver.choose(index, None)
                turns += 1
                acted = True
                if turns == 3:
                    driver.page.screenshot(path=str(SHOTS / "room-seat.png"), full_page=True)
                break
        if not acted:
            for driver in drivers:  # cards turn at the reader's pace: skip to the latest step
                # (pressed in the page, in one go: the latest step may come, and disable it, first)
                driver.root.locator("button.lq-decision").evaluate("b => b.disabled || b.click()")
            time.sleep(0.05)
    standings = [d.standings() for d in drivers]
    assert standings[0] == standings[1] == standings[2]
    assert set(standings[0]) == set(names)
    assert sum(net for _, net in standings[0].values()) == 0
    pages[0].screenshot(path=str(SHOTS / "room-end.png"), full_page=True)


def test_an_ended_rooms_link_says_so(guarded, server_url):
    host = guarded()
    links = open_room(host, server_url)
    host.click("button.lq-room-end")
    host.click("button.lq-room-end-yes")
    host.wait_for_selector("text=The room has ended")
    seat = guarded()
    seat.goto(links[0])
    seat.wait_for_selector(".lq-room[data-gone]")
    assert "This room is gone" in seat.locator(".lq-room-status").text_content()


def test_on_a_static_host_the_page_says_rooms_need_the_table_server(site, page):
    page.goto(site.url + "play/friends/")
    status = page.locator(".lq-room-status")
    status.wait_for()
    page.wait_for_function("() => document.querySelector('.lq-room-status').textContent.length > 0")
    assert status.text_content().startswith("Rooms need the table server")
    assert page.locator(".lq-room-form").count() == 0
