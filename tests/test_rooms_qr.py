"""The invite links' QR codes (issue: rooms you can trust, point 6): the table server draws each
as one SVG path for the host's page, so the page makes no request off its origin. Only the
room's host may ask, only for a link, and the drawing is a QR code: three finder squares in
its corners inside an empty quiet zone."""

from __future__ import annotations

import re

import pytest
from rooms_helpers import ORIGIN, Clock, create_room, make_client

from lansquenet_server.qr import MAX_TEXT, QUIET

LINK = "http://127.0.0.1:8000/play/friends/#room=abc&seat=Zx9-token-of-a-seat"


@pytest.fixture
def client():
    with make_client(Clock()) as client:
        yield client


def dark(answer: dict) -> set[tuple[int, int]]:
    """The dark modules the path paints: each run is ``M{x} {y}h{n}v1h-{n}z``."""
    cells = set()
    for x, y, n in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", answer["d"]):
        cells.update((int(x) + i, int(y)) for i in range(int(n)))
    assert re.fullmatch(r"(M\d+ \d+h\d+v1h-\d+z)+", answer["d"])
    return cells


def ask(client, links: dict, text: object, host: str | None = None):
    body = {"host": host or links["host"], "text": text}
    return client.post(f"/rooms/{links['room']}/qr", json=body, headers=ORIGIN)


def test_the_host_gets_a_qr_code_of_an_invite_link_with_its_finders_and_quiet_zone(client):
    links = create_room(client)
    answer = ask(client, links, LINK).json()
    size, cells = answer["size"], dark(answer)
    inner = size - 2 * QUIET
    assert inner >= 21 and (inner - 21) % 4 == 0  # a QR version's width: 21, 25, 29, ...
    assert all(QUIET <= x < size - QUIET and QUIET <= y < size - QUIET for x, y in cells)
    for ox, oy in ((0, 0), (inner - 7, 0), (0, inner - 7)):
        ring = {(ox + i, oy + j) for i in range(7) for j in range(7) if i in (0, 6) or j in (0, 6)}
        hole = {(ox + i, oy + j) for i in (1, 5) for j in range(1, 6)}
        core = {(ox + i, oy + j) for i in range(2, 5) for j in range(2, 5)}
        shifted = {(x - QUIET, y - QUIET) for x, y in cells}
        assert ring <= shifted and core <= shifted and not hole & shifted
    other = ask(client, links, LINK.replace("Zx9", "Qw8")).json()
    assert other["d"] != answer["d"]


def test_only_the_host_may_ask_and_only_for_a_link(client):
    links = create_room(client)
    seat = ask(client, links, LINK, host=links["seats"][0])
    assert seat.status_code == 403
    for text, said in (
        ("<svg onload=alert(1)>", "and this is none"),
        (12, "and this is none"),
        ("http://x/" + "a" * MAX_TEXT, f"at most {MAX_TEXT} characters"),
    ):
        refused = ask(client, links, text)
        assert refused.status_code == 400 and said in refused.json()["error"]
