"""The table server's rooms (issue: rooms), through Starlette's test client.

A room is created, its seats join by their invite tokens, give names and play; the server is
the table: it verifies every decision, refuses a token acting for another seat, and tells
everyone. Time is an injected clock: the time limit and the idle expiry are tested by moving
it, never by sleeping.
"""

from __future__ import annotations

import json
import random
import time
from contextlib import ExitStack

import pytest
from rooms_helpers import ORIGIN, Clock, connect, create_room, make_client, receive_until

from lansquenet.decisions import Choice, Decision
from lansquenet_server.rooms import BOOT, GONE, IDLE_SECONDS, least_action


class Table:
    """Seats of one room joined through the test client; every message each seat gets is kept."""

    def __init__(self, client, stack: ExitStack, names=("Ann", "Bob", "Cy"), **request):
        self.client = client
        self.links = create_room(client, seats=len(names), **request)
        self.room = self.links["room"]
        self.logs: list[list[dict]] = [[] for _ in names]
        self.ws = []
        for i, name in enumerate(names):
            ws = stack.enter_context(connect(client, self.room))
            ws.send_json({"type": "join", "token": self.links["seats"][i]})
            first = receive_until(ws, "room", self.logs[i])
            assert first["seat"] == i and first["started"] is False
            ws.send_json({"type": "name", "name": name})
            self.ws.append(ws)
        self.state = [receive_until(ws, "room", log) for ws, log in zip(self.ws, self.logs, strict=True)]
        self.n = 0

    def act(self, seat: int, action: str) -> list[dict]:
        """``seat`` sends ``action``; every seat receives the same new steps (returned per seat)."""
        self.client.app.state.rooms.clock.now += 0.5  # people take time; the rate limit is not tested here
        self.ws[seat].send_json({"type": "act", "action": action})
        self.n += 1
        out = [receive_until(ws, "steps", log) for ws, log in zip(self.ws, self.logs, strict=True)]
        assert all(m["n"] == self.n for m in out)
        return out

    def play_to_end(self, rng: random.Random, limit: int = 2000) -> dict:
        last = self.state[0]
        for _ in range(limit):
            if last["finished"]:
                return last
            pending = last["pending"]
            last = self.act(pending["seat"], random_action(pending, rng))[0]
        raise AssertionError("the match did not end")


def random_action(pending: dict, rng: random.Random) -> str:
    choice = rng.choice(pending["choices"])
    if choice.get("low") is None:
        return choice["kind"]
    step = choice.get("step") or 1
    return f"{choice['kind']} {rng.randrange(choice['low'], choice['high'] + 1, step)}"


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(clock):
    with make_client(clock) as client:
        yield client


def test_a_room_gives_one_unguessable_link_per_seat(client):
    links = create_room(client, seats=5)
    assert len(links["seats"]) == 5 and len(set(links["seats"])) == 5
    # token_urlsafe(18): 24 characters of 6 bits, 144 bits in all (at least 128).
    assert all(len(token) >= 22 for token in [*links["seats"], links["host"]])
    assert links["limit"] == 60


@pytest.mark.parametrize(
    ("request_", "words"),
    [
        ({"seats": 2}, "seats must be a whole number from 3 to 6"),
        ({"seats": 7}, "seats must be a whole number from 3 to 6"),
        ({"variant": "poker"}, "not 'poker'"),
        ({"options": {"laps": 9}}, "laps"),
        ({"limit": 5}, "time limit"),
        ({"colour": "red"}, "no key 'colour'"),
    ],
)
def test_a_bad_room_request_is_refused_in_a_sentence(client, request_, words):
    response = client.post("/rooms", json={"variant": "pagat", "seats": 3, **request_}, headers=ORIGIN)
    assert response.status_code == 400
    assert words in response.json()["error"]
    assert not client.app.state.rooms.rooms


def test_three_seats_join_and_play_a_pagat_match_to_the_end(client):
    with ExitStack() as stack:
        table = Table(client, stack, options={"laps": 1})
        first = table.state
        assert [m["names"] for m in first] == [["Ann", "Bob", "Cy"]] * 3
        assert first[0]["steps"] == first[1]["steps"] == first[2]["steps"]
        end = table.play_to_end(random.Random(5))
        assert end["standings"] and sum(row["net"] for row in end["standings"]) == 0
        # every seat saw the same steps, in the same order
        seen = [
            [s for m in log if m["type"] in ("room", "steps") for s in m.get("steps", [])]
            for log in table.logs
        ]
        assert seen[0] == seen[1] == seen[2]


@pytest.mark.parametrize("variant", ["modern", "classic", "encyclopedia"])
def test_the_other_three_games_play_in_a_room(client, variant):
    options = {"modern": {"rounds": 1}, "classic": {"max_hands": 1}, "encyclopedia": {"rounds": 1}}[variant]
    names = ("Ann", "Bob", "Cy", "Dee")
    with ExitStack() as stack:
        table = Table(client, stack, names=names, variant=variant, options=options)
        end = table.play_to_end(random.Random(2))
        assert [row["name"] for row in end["standings"]] == list(names)


def test_an_illegal_decision_gets_a_sentence_and_changes_nothing(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        seat = table.state[0]["pending"]["seat"]
        before = len(table.state[0]["steps"])
        table.ws[seat].send_json({"type": "act", "action": "bank 999"})
        refused = receive_until(table.ws[seat], "refused")
        assert "999" in refused["error"] and refused["error"].endswith(".")
        table.ws[seat].send_json({"type": "act", "action": "jump"})
        assert receive_until(table.ws[seat], "refused")["error"]
        room = client.app.state.rooms.rooms[table.room]
        assert len(room.history) == before and room.session.pending().seat == seat


def test_a_token_acts_only_for_its_own_seat(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        pending = table.state[0]["pending"]
        other = (pending["seat"] + 1) % 3
        table.ws[other].send_json({"type": "act", "action": least(pending)})
        refused = receive_until(table.ws[other], "refused")
        assert "turn" in refused["error"]
        room = client.app.state.rooms.rooms[table.room]
        assert room.actions == 0 and room.session.pending().seat == pending["seat"]


def least(pending: dict) -> str:
    choices = tuple(
        Choice(c["kind"], c.get("low"), c.get("high"), c.get("step") or 1) for c in pending["choices"]
    )
    return least_action(Decision(pending["seat"], pending["kind"], pending["prompt"], choices))


def test_an_unknown_or_ended_rooms_link_says_so_in_a_sentence(client):
    with connect(client, BOOT + "no-such-room") as ws:
        ws.send_json({"type": "join", "token": "x" * 24})
        assert receive_until(ws, "gone")["reason"] == GONE
    links = create_room(client)
    wrong = client.post(f"/rooms/{links['room']}/end", json={"host": links["seats"][0]}, headers=ORIGIN)
    assert wrong.status_code == 403 and client.app.state.rooms.rooms
    with connect(client, links["room"]) as ws:
        ws.send_json({"type": "join", "token": links["seats"][0]})
        receive_until(ws, "room")
        ended = client.post(f"/rooms/{links['room']}/end", json={"host": links["host"]}, headers=ORIGIN)
        assert ended.status_code == 200
        assert receive_until(ws, "gone")["reason"] == "The host has ended this room."
    with connect(client, links["room"]) as ws:
        ws.send_json({"type": "join", "token": links["seats"][0]})
        assert receive_until(ws, "gone")["reason"] == GONE
    assert (
        client.post(f"/rooms/{links['room']}/links", json={"host": links["host"]}, headers=ORIGIN).status_code
        == 404
    )


def test_a_wrong_token_opens_no_seat(client):
    links = create_room(client)
    with connect(client, links["room"]) as ws:
        ws.send_json({"type": "join", "token": links["host"]})
        assert "does not open a seat" in receive_until(ws, "gone")["reason"]


def test_reopening_a_link_resumes_the_seat_with_the_match_so_far(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        pending = table.state[0]["pending"]
        table.act(pending["seat"], least(pending))
        table.ws[1].close()
        with connect(client, table.room) as again:
            again.send_json({"type": "join", "token": table.links["seats"][1]})
            resumed = receive_until(again, "room")
        room = client.app.state.rooms.rooms[table.room]
        assert resumed["started"] and resumed["seat"] == 1
        assert resumed["steps"] == [json.loads(text) for text in room.history]
        assert resumed["pending"]["seat"] == room.session.pending().seat


def test_a_second_window_of_a_seat_takes_it_over(client):
    links = create_room(client)
    with connect(client, links["room"]) as one, connect(client, links["room"]) as two:
        one.send_json({"type": "join", "token": links["seats"][0]})
        receive_until(one, "room")
        two.send_json({"type": "join", "token": links["seats"][0]})
        receive_until(two, "room")
        assert "another window" in receive_until(one, "gone")["reason"]


def wait_for(condition, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "the server's sweep did not happen"
        time.sleep(0.01)


def test_a_seat_out_of_time_takes_the_least_action_and_everyone_is_told(client, clock):
    with ExitStack() as stack:
        table = Table(client, stack, limit=30)
        pending = table.state[0]["pending"]
        clock.now += 29
        time.sleep(0.05)
        assert client.app.state.rooms.rooms[table.room].actions == 0
        clock.now += 1
        told = [receive_until(ws, "steps") for ws in table.ws]
        assert all(m["timeout"] and m["by"] == pending["seat"] for m in told)
        assert told[0]["action"] == least(pending)
        name = ["Ann", "Bob", "Cy"][pending["seat"]]
        assert told[0]["notice"].startswith(f"{name} did not decide within 30 seconds")


def test_a_room_idle_for_thirty_minutes_is_gone_and_its_links_say_so(client, clock):
    with ExitStack() as stack:
        table = Table(client, stack, limit=600)
        clock.now += IDLE_SECONDS - 1
        time.sleep(0.05)
        assert table.room in client.app.state.rooms.rooms
        clock.now += 1
        assert receive_until(table.ws[0], "gone")["reason"] == GONE
        wait_for(lambda: table.room not in client.app.state.rooms.rooms)
    with connect(client, table.room) as ws:
        ws.send_json({"type": "join", "token": table.links["seats"][0]})
        assert receive_until(ws, "gone")["reason"] == GONE


def test_markup_in_a_name_is_kept_as_text(client):
    names = ("<b>Ann</b>", "Bob & Co", "<img src=x onerror=f()>")
    with ExitStack() as stack:
        table = Table(client, stack, names=names)
        assert table.state[0]["names"] == list(names)
        assert table.state[0]["pending"]["name"] in names


def test_names_must_differ_and_be_short(client):
    links = create_room(client)
    with connect(client, links["room"]) as one, connect(client, links["room"]) as two:
        for ws, token in ((one, links["seats"][0]), (two, links["seats"][1])):
            ws.send_json({"type": "join", "token": token})
            receive_until(ws, "room")
        one.send_json({"type": "name", "name": "Ann"})
        two.send_json({"type": "name", "name": " Ann "})
        assert "already goes by Ann" in receive_until(two, "error")["error"]
        two.send_json({"type": "name", "name": "x" * 40})
        assert "1 to 24 characters" in receive_until(two, "error")["error"]
        two.send_json({"type": "name", "name": "a\x00b"})
        assert "control" in receive_until(two, "error")["error"]


def test_the_host_chooses_among_the_four_games_with_their_own_lengths(client):
    catalogue = client.get("/rooms/games").json()
    games = {g["variant"]: g for g in catalogue["games"]}
    assert set(games) == {"pagat", "modern", "classic", "encyclopedia"}
    assert games["pagat"]["seats"] == [3, 6] and games["classic"]["seats"] == [4, 6]
    assert games["pagat"]["length"] == {"name": "laps", "low": 1, "high": 4, "default": 2}
    assert catalogue["limit"]["default"] == 60


def test_the_running_server_writes_no_token_name_or_room_to_its_output(tmp_path):
    """``python -m lansquenet_server`` as scripts/serve runs it: a room is created, joined and
    named over real HTTP and WebSocket, and nothing of it appears in what the server prints."""
    import json as json_
    import socket
    import subprocess
    import sys
    import urllib.request

    from websockets.sync.client import connect as ws_connect

    (tmp_path / "index.html").write_text("<p>site</p>")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "lansquenet_server", "--dir", str(tmp_path), "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        request = urllib.request.Request(
            base + "/rooms",
            json_.dumps({"seats": 3}).encode(),
            {"Content-Type": "application/json", "Origin": base},
        )
        links = json_.loads(urllib.request.urlopen(request, timeout=10).read())
        with ws_connect(f"ws://127.0.0.1:{port}/rooms/{links['room']}/socket", origin=base) as ws:
            ws.send(json_.dumps({"type": "join", "token": links["seats"][0]}))
            ws.send(json_.dumps({"type": "name", "name": "Zebedee"}))
            assert json_.loads(ws.recv(timeout=10))["type"] == "room"
    finally:
        server.terminate()
        output = server.communicate(timeout=10)[0]
    for secret in (*links["seats"], links["host"], links["room"], "Zebedee"):
        assert secret not in output
    assert "Serving" in output
