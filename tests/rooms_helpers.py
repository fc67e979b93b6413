"""Shared by the table server's tests: a server with a clock the test moves, and seats that join."""

from __future__ import annotations

import json
import warnings

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # Starlette suggests httpx2; httpx is what the pins install
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from lansquenet_server import create_app

ORIGIN = {"origin": "http://testserver"}


class Clock:
    """Time the test sets: the server reads it for time limits, idle rooms and rates."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make_client(clock: Clock, **options) -> TestClient:
    """The table server in the test client, which calls itself ``testserver``."""
    return TestClient(create_app(clock=clock, tick=0.01, hosts=("testserver",), **options))


def create_room(client: TestClient, **request) -> dict:
    response = client.post("/rooms", json={"variant": "pagat", "seats": 3, **request}, headers=ORIGIN)
    assert response.status_code == 201, response.text
    return response.json()


def connect(client: TestClient, room: str):
    return client.websocket_connect(f"/rooms/{room}/socket", headers=ORIGIN)


def receive_until(ws, kind: str, log: list | None = None) -> dict:
    """Read messages until one of type ``kind`` (each read message goes into ``log``)."""
    while True:
        message = json.loads(ws.receive_text())
        if log is not None:
            log.append(message)
        if message["type"] == kind:
            return message
        assert message["type"] not in ("error", "refused", "gone"), message
