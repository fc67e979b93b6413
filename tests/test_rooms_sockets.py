"""The table server on real sockets on loopback, as ``python -m lansquenet_server`` runs it: what
the test client cannot show because it never opens a connection (review findings F3, F10).

A connection that sends half a request is closed once its time is up, and one address holds
at most so many connections at once, so a client that opens hundreds of idle sockets neither
runs the server out of file descriptors nor locks anybody else out. A server that is stopped
tells every seat why before it closes.
"""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
import urllib.request

import pytest

uvicorn = pytest.importorskip("uvicorn")

from lansquenet_server import create_app  # noqa: E402
from lansquenet_server.guard import guarded_protocol  # noqa: E402
from lansquenet_server.limits import Limits  # noqa: E402

LIMITS = Limits(connections_per_client=4, header_seconds=0.5)


@pytest.fixture(scope="module")
def server():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(
        create_app(None, limits=LIMITS),
        host="127.0.0.1",
        port=port,
        http=guarded_protocol(LIMITS),
        ws="websockets-sansio",
        access_log=False,
        log_level="warning",
    )
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the table server did not start"
        time.sleep(0.05)
    yield port
    running.should_exit = True
    thread.join(10)


def closed_within(conn: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``conn`` within ``seconds`` (it reads an end of stream)."""
    conn.settimeout(seconds)
    try:
        return conn.recv(1024) == b""
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True


def half_request(port: int) -> socket.socket:
    conn = socket.create_connection(("127.0.0.1", port), timeout=5)
    conn.sendall(b"GET /rooms/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the blank line
    return conn


def games(port: int) -> int:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/rooms/games", timeout=5) as answer:
        json.loads(answer.read())
        return answer.status


def test_F3_half_sent_requests_are_closed_and_an_address_holds_only_so_many(server):
    port = server
    idle = [half_request(port) for _ in range(LIMITS.connections_per_client)]
    try:
        time.sleep(0.1)
        one_more = half_request(port)
        assert closed_within(one_more, 2), "a connection past the address's cap was kept"
        one_more.close()
        assert all(closed_within(conn, 3) for conn in idle), "a half-sent request was held open"
    finally:
        for conn in idle:
            conn.close()
    time.sleep(0.1)
    assert games(port) == 200  # the address may connect again once its idle sockets are gone


def test_F3_a_request_sent_whole_is_answered_and_the_connection_kept_alive(server):
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=5)
    try:
        for _ in range(3):  # one connection, kept alive across the request deadline
            conn.request("GET", "/rooms/games")
            answer = conn.getresponse()
            assert answer.status == 200 and answer.getheader("x-content-type-options") == "nosniff"
            answer.read()
            time.sleep(0.3)
    finally:
        conn.close()


def test_F10_a_server_stopping_tells_every_seat_why(tmp_path):
    """``python -m lansquenet_server`` stopped (SIGTERM, as a restart does): a seated player is
    told in a sentence that the server is stopping, not just cut off."""
    import signal
    import subprocess
    import sys

    from websockets.sync.client import connect

    from lansquenet_server import words

    (tmp_path / "index.html").write_text("<p>site</p>")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "lansquenet_server", "--dir", str(tmp_path), "--port", str(port)],
        stdout=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the table server did not start"
                time.sleep(0.1)
        request = urllib.request.Request(
            base + "/rooms",
            json.dumps({"seats": 3}).encode(),
            {"Origin": base, "Content-Type": "application/json"},
        )
        links = json.loads(urllib.request.urlopen(request, timeout=10).read())
        with connect(f"ws://127.0.0.1:{port}/rooms/{links['room']}/socket", origin=base) as ws:
            ws.send(json.dumps({"type": "join", "token": links["seats"][0]}))
            assert json.loads(ws.recv(timeout=10))["type"] == "room"
            server.send_signal(signal.SIGTERM)
            said = []
            while not said or said[-1]["type"] != "gone":
                said.append(json.loads(ws.recv(timeout=10)))
            assert said[-1]["reason"] == words.STOPPING
    finally:
        server.terminate()
        server.wait(10)
