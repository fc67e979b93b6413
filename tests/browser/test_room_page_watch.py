"""Rooms in Chromium, the client side of "rooms you can trust" (issue: rooms, points 4 to 6).

A room with a computer seat is played to the end by two people while a watcher looks on: every
seat shows the countdown of the seat to act, the watcher sees every step and the same standings
and is never offered a decision. A dropped connection shows "Reconnecting…" and the seat comes
back by itself; after a server restart the seat says plainly that the room is gone. The host's
page draws a QR code beside every link, with no request off the origin, and ends the room only
once confirmed.
"""

from __future__ import annotations

import socket
import threading
import time

import pytest
from conftest import PlayDriver, Site
from test_rooms import guarded, guarded_at, open_room, server_url  # noqa: F401  (fixtures shared with rooms)

uvicorn = pytest.importorskip("uvicorn")
from lansquenet_server import create_app, rooms, words  # noqa: E402

pytestmark = pytest.mark.browser


def seat_down(guarded, link: str, name: str):  # noqa: F811
    page = guarded()
    page.goto(link)
    page.wait_for_selector("#room-name")
    page.fill("#room-name", name)
    page.click("button.lq-room-join")
    return page


def started(page) -> None:
    page.wait_for_selector(".lq-room[data-started] ~ .lq-play .lq-play-board:not([hidden])")


def test_a_room_with_a_computer_seat_shows_the_countdown_and_a_watcher_sees_every_step_and_never_acts(
    guarded,  # noqa: F811
    server_url,  # noqa: F811
):
    host = guarded()
    links = open_room(host, server_url, seats=3)
    # The codes come from the table server itself, one answer a link: three seats and the watch link.
    host.wait_for_function("() => document.querySelectorAll('.lq-room-qr path').length >= 4")
    assert host.locator(".lq-room-qr path").count() == 4
    host.locator(".lq-room-to-computer").nth(2).click()
    host.wait_for_selector(".lq-room-computer")
    assert host.locator(".lq-room-computer").text_content() == "Seat 3: the computer plays it."
    assert host.locator(".lq-room-link").count() == 2
    watch_link = host.locator("#room-watch-link").input_value()
    assert "&watch=" in watch_link and "&seat=" not in watch_link

    watcher = guarded()
    watcher.goto(watch_link)
    watcher.wait_for_selector(".lq-room[data-seat='watch']")
    assert "You are watching this table" in watcher.locator(".lq-room-seat").text_content()
    assert watcher.locator("#room-name").count() == 0
    pages = [seat_down(guarded, links[0], "Ann"), seat_down(guarded, links[1], "Bo")]
    for page in [*pages, watcher]:
        started(page)
    assert "You are watching this table" in watcher.locator(".lq-play-who").text_content()

    drivers = [PlayDriver(page, Site(server_url)) for page in pages]
    watching = PlayDriver(watcher, Site(server_url))
    clocks, mine, turns = set(), set(), 0
    while not all(d.root.locator(".lq-play-end:not([hidden])").count() for d in [*drivers, watching]):
        assert turns < 400, "the match did not end"
        assert watching.root.locator(".lq-decide:not([hidden]) .lq-choice-row").count() == 0
        # One read each: a clock seen, then read, could be hidden in between by the next message.
        clocks.update(watcher.locator(".lq-room-clock:not([hidden])").all_text_contents())
        acted = False
        for driver in drivers:
            if driver.root.locator(".lq-decide:not([hidden]) .lq-choice-row").count():
                mine.update(
                    driver.page.locator(".lq-room-clock[data-mine='true']:not([hidden])").all_text_contents()
                )
                driver.choose(turns % len(driver.choices()), None)
                turns += 1
                acted = True
                break
        if not acted:
            for driver in [*drivers, watching]:  # cards turn at the reader's pace: skip ahead
                driver.root.locator("button.lq-decision").evaluate("b => b.disabled || b.click()")
            time.sleep(0.05)
    assert turns > 0
    assert any(text.startswith(("Ann has ", "Bo has ")) and text.endswith(" s to decide") for text in clocks)
    assert mine and all(text.startswith("Your time to decide: ") for text in mine)
    standings = [d.standings() for d in [*drivers, watching]]
    assert standings[0] == standings[1] == standings[2]
    assert set(standings[0]) == {"Ann", "Bo", words.computer_name(2)}
    assert watcher.locator(".lq-room-clock:not([hidden])").count() == 0  # no time runs after the end


def test_ending_the_room_asks_first(guarded, server_url):  # noqa: F811
    host = guarded()
    links = open_room(host, server_url)
    host.click("button.lq-room-end")
    host.click("button.lq-room-end-no")
    assert host.locator("button.lq-room-end").is_visible()
    seat = seat_down(guarded, links[0], "Ann")
    seat.wait_for_selector("text=waiting for 2 more people")
    host.click("button.lq-room-end")
    host.click("button.lq-room-end-yes")
    host.wait_for_selector("text=The room has ended")
    seat.wait_for_selector(".lq-room[data-gone]")


class Relay:
    """A TCP relay on loopback in front of the table server, whose connections can be cut: a
    dropped network, as the browser sees it, while the table server and its rooms play on."""

    def __init__(self, port: int):
        self.target = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            server = socket.create_connection(("127.0.0.1", self.target))
            with self.lock:
                self.open += [client, server]
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self.pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for end in (source, sink):
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        with self.lock:
            cut, self.open = self.open, []
        for end in cut:
            try:
                end.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            end.close()

    def close(self) -> None:
        self.listener.close()
        self.cut()


def serve():
    """A second table server, on a free port: the server, its thread and its port."""
    from conftest import SITE

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
    return server, thread, port


def test_a_dropped_connection_shows_reconnecting_and_the_seat_comes_back_by_itself(browser, server_url):  # noqa: F811
    relay = Relay(int(server_url.rstrip("/").rsplit(":", 1)[1]))
    url = f"http://127.0.0.1:{relay.port}/"
    try:
        with guarded_at(browser, url) as guarded:
            links = open_room(guarded(), url)
            seat = seat_down(guarded, links[0], "Ann")
            seat.wait_for_selector("text=Seat 1: Ann")
            relay.cut()
            seat.wait_for_selector(".lq-room[data-reconnecting]")
            assert seat.locator(".lq-room-status").text_content().startswith("Reconnecting…")
            seat.wait_for_selector(".lq-room:not([data-reconnecting])", timeout=15_000)
            assert seat.locator(".lq-room[data-gone]").count() == 0
            assert seat.locator(".lq-room-status").text_content() == ""
            # back in its seat: the match starts for it when the others sit down
            for link, name in zip(links[1:], ("Bo", "Cy"), strict=True):
                seat_down(guarded, link, name)
            started(seat)
    finally:
        relay.close()


def test_after_a_server_restart_a_reconnecting_seat_says_plainly_that_the_room_is_gone(
    browser,
    server_url,  # noqa: F811
    monkeypatch,
):
    relay = Relay(int(server_url.rstrip("/").rsplit(":", 1)[1]))
    url = f"http://127.0.0.1:{relay.port}/"
    server, thread, port = serve()
    try:
        with guarded_at(browser, url) as guarded:
            links = open_room(guarded(), url)
            seat = seat_down(guarded, links[0], "Ann")
            seat.wait_for_selector("text=Seat 1: Ann")
            # the server went down without a word and came back empty, with a boot mark of its own:
            # as long as the old one and differing in its last letter, so no old room id starts with it
            # (a mark one letter longer would be the start of an old id one time in 64)
            monkeypatch.setattr(rooms, "BOOT", rooms.BOOT[:-1] + ("A" if rooms.BOOT[-1] != "A" else "B"))
            relay.target = port
            relay.cut()
            seat.wait_for_selector(".lq-room[data-gone]", timeout=20_000)
            assert seat.locator(".lq-room[data-reconnecting]").count() == 0
            assert seat.locator(".lq-room-status").text_content() == words.RESTARTED
    finally:
        relay.close()
        server.should_exit = True
        thread.join(10)
