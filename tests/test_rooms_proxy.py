"""Two table servers behind HAProxy, on loopback (issue: rooms you can trust, point 7).

``python -m lansquenet_server.proxy --workers 2``, as ``scripts/serve --workers 2`` runs it: rooms
are created through the proxy until both workers hold some, then a room of each is played through
the proxy, every seat over a WebSocket; each room lives in the worker its id names. Stopping the
launcher stops the proxy and both workers.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import ExitStack
from pathlib import Path

import pytest

pytest.importorskip("uvicorn")
from websockets.sync.client import connect

from lansquenet_server.proxy import free_port

HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")
LAUNCH = [sys.executable, "-m", "lansquenet_server.proxy", "--workers", "2"]
pytestmark = pytest.mark.skipif(
    HAPROXY is None, reason="HAProxy is not installed: scripts/setup installs Debian's haproxy"
)


@pytest.fixture
def proxied(tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>Lansquenet</title><p>site</p>")
    port = free_port()
    launcher = subprocess.Popen(
        [*LAUNCH, "--dir", str(tmp_path), "--port", str(port)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        banner = launcher.stdout.readline()
        assert "through HAProxy" in banner, banner
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the proxy did not start"
                time.sleep(0.1)
        yield port, banner
    finally:
        launcher.send_signal(signal.SIGTERM)
        launcher.wait(20)


def post(base: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        base + path, json.dumps(body).encode(), {"Content-Type": "application/json", "Origin": base}
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def play_some(base: str, links: dict, decisions: int) -> int:
    """Seat every seat of ``links`` over WebSockets through the proxy and play ``decisions`` of the match."""
    rng = random.Random(3)
    uri = base.replace("http", "ws") + f"/rooms/{links['room']}/socket"
    with ExitStack() as stack:
        sockets = [stack.enter_context(connect(uri, origin=base, open_timeout=10)) for _ in links["seats"]]
        for i, (ws, token) in enumerate(zip(sockets, links["seats"], strict=True)):
            ws.send(json.dumps({"type": "join", "token": token}))
            ws.send(json.dumps({"type": "name", "name": f"Seat {i + 1}"}))
        states = [until(ws, "room", started=True) for ws in sockets]
        last, played = states[0], 0
        while played < decisions and not last["finished"]:
            pending = last["pending"]
            choice = rng.choice(pending["choices"])
            action = choice["kind"] if choice.get("low") is None else f"{choice['kind']} {choice['low']}"
            sockets[pending["seat"]].send(json.dumps({"type": "act", "action": action}))
            last, *_ = (until(ws, "steps") for ws in sockets)
            played += 1
        return played


def until(ws, kind: str, started: bool = False) -> dict:
    while True:
        message = json.loads(ws.recv(timeout=10))
        assert message["type"] not in ("gone", "refused", "error"), message
        if message["type"] == kind and (not started or message.get("started")):
            return message


def test_two_table_servers_behind_haproxy_each_hold_and_play_their_own_rooms(proxied):
    port, banner = proxied
    base = f"http://127.0.0.1:{port}"
    made = [post(base, "/rooms", {"seats": 3}) for _ in range(6)]
    by_worker = {links["room"][:2]: links for links in made}
    assert set(by_worker) == {"w0", "w1"}, [links["room"] for links in made]
    for links in by_worker.values():
        assert play_some(base, links, 6) == 6
        again = post(base, f"/rooms/{links['room']}/links", {"host": links["host"]})
        assert again["seats"] == links["seats"]  # the host's request reached the room's own worker
    assert "w0 pid" in banner and "w1 pid" in banner


def test_stopping_the_launcher_stops_the_proxy_and_both_workers(tmp_path):
    (tmp_path / "index.html").write_text("<p>site</p>")
    port = free_port()
    launcher = subprocess.Popen(
        [*LAUNCH, "--dir", str(tmp_path), "--port", str(port)],
        stdout=subprocess.PIPE,
        text=True,
    )
    banner = launcher.stdout.readline()
    pids = [int(part.split(",")[0].split(")")[0]) for part in banner.split("pid ")[1:]]
    assert len(pids) == 3, banner
    launcher.send_signal(signal.SIGTERM)
    launcher.wait(20)
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in pids):
        assert time.monotonic() < deadline, "a child of the launcher outlived it"
        time.sleep(0.1)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return not Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"
