"""The table server under abuse (issue: rooms, point 6), and what it never sends (point 3).

Malformed, oversized and binary messages, a connection sending too fast, a page from another
origin, a server full of rooms: each gets a sentence or a clean close, and the room plays on.
Over whole matches, no message any seat receives names a card before it turns, the seed or a
pack order.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from contextlib import ExitStack, contextmanager

import pytest
from rooms_helpers import ORIGIN, Clock, connect, create_room, make_client, receive_until
from starlette.websockets import WebSocketDisconnect
from test_play_peeking import CARD, SECRET_KEYS, turned, walk
from test_rooms_server import Table

from lansquenet.game import Game
from lansquenet_server.app import BURST, MAX_MESSAGE, STRIKES


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(clock):
    with make_client(clock) as client:
        yield client


@contextmanager
def joined(client, links, seat=0):
    """A seat's socket, joined, its first messages (everything so far, who is here) read."""
    with connect(client, links["room"]) as socket:
        socket.send_json({"type": "join", "token": links["seats"][seat]})
        receive_until(socket, "room")
        receive_until(socket, "seats")
        yield socket


def test_malformed_messages_get_a_sentence_and_the_connection_stays(client):
    links = create_room(client)
    with joined(client, links) as socket:
        for text in ("{not json", "[1, 2]", '{"type": "dance"}', '{"type": "act", "action": 5}', '"join"'):
            socket.send_text(text)
            message = json.loads(socket.receive_text())
            assert message["type"] in ("error", "refused") and message["error"].endswith("."), text
        socket.send_json({"type": "name", "name": "Ann"})
        assert receive_until(socket, "seats")["seats"][0]["name"] == "Ann"


def test_a_message_before_joining_is_refused(client):
    links = create_room(client)
    with connect(client, links["room"]) as socket:
        socket.send_json({"type": "act", "action": "pass"})
        assert "Join first" in json.loads(socket.receive_text())["error"]


def test_an_oversized_message_closes_the_connection_and_the_room_plays_on(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        table.ws[0].send_text(json.dumps({"type": "name", "name": "x" * (MAX_MESSAGE + 10)}))
        gone = json.loads(table.ws[0].receive_text())
        assert gone["type"] == "gone" and str(MAX_MESSAGE) in gone["reason"]
        with pytest.raises(WebSocketDisconnect) as closed:
            table.ws[0].receive_text()
        assert closed.value.code == 1009
        room = client.app.state.rooms.rooms[table.room]
        assert room.session is not None and not room.ended


def test_a_binary_message_closes_the_connection_cleanly(client):
    links = create_room(client)
    with joined(client, links) as socket:
        socket.send_bytes(b"\x00\x01")
        assert "text messages" in json.loads(socket.receive_text())["reason"]
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_text()
        assert closed.value.code == 1003
    assert links["room"] in client.app.state.rooms.rooms


def test_a_connection_sending_too_fast_is_slowed_then_closed(client, clock):
    links = create_room(client)
    with joined(client, links) as socket:
        for _ in range(int(BURST) - 1):  # the join took one
            socket.send_json({"type": "name", "name": "Ann"})
            assert json.loads(socket.receive_text())["type"] == "seats"
        socket.send_json({"type": "name", "name": "Ann"})
        assert "Too many messages" in json.loads(socket.receive_text())["error"]
        clock.now += 1  # ten more allowed a second later
        socket.send_json({"type": "name", "name": "Bea"})
        assert json.loads(socket.receive_text())["type"] == "seats"
        for _ in range(STRIKES + 20):
            socket.send_json({"type": "name", "name": "Ann"})
        messages = []
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                messages.append(json.loads(socket.receive_text()))
        assert closed.value.code == 1008 and messages[-1]["type"] == "gone"
    assert client.app.state.rooms.rooms[links["room"]].seats[0].name


def test_a_websocket_from_another_origin_is_refused(client):
    links = create_room(client)
    for headers in ({"origin": "http://evil.example"}, {}):
        with pytest.raises(WebSocketDisconnect) as refused:
            with client.websocket_connect(f"/rooms/{links['room']}/socket", headers=headers) as socket:
                socket.receive_text()
        assert refused.value.code == 1008


def test_a_room_request_from_another_origin_is_refused(client):
    response = client.post("/rooms", json={"seats": 3}, headers={"origin": "http://evil.example"})
    assert response.status_code == 400 and "own pages" in response.json()["error"]
    too_long = client.post("/rooms", content=b"{" + b" " * 5000 + b"}", headers=ORIGIN)
    assert too_long.status_code == 400 and "too long" in too_long.json()["error"]


def test_the_number_of_rooms_is_capped_and_rooms_nobody_joined_make_way_first():
    with make_client(Clock(), max_rooms=2) as client:
        played = create_room(client)
        with joined(client, played):
            waiting = create_room(client)
            newest = create_room(client)  # the server is full: the room nobody joined made way
            rooms = client.app.state.rooms.rooms
            assert played["room"] in rooms and waiting["room"] not in rooms and newest["room"] in rooms
            with joined(client, newest):
                full = client.post("/rooms", json={"seats": 3}, headers=ORIGIN)
                assert full.status_code == 503 and "as many rooms as it can" in full.json()["error"]


@pytest.fixture
def recorded(monkeypatch):
    """Remember, with every step, which cards had turned when it was recorded."""
    original = Game._record

    def record(self, event):
        before = len(self.steps)
        original(self, event)
        log = self.__dict__.setdefault("recorded", [])
        entry = (self.steps[-1], turned(self))
        if len(self.steps) == before and log:  # like events in a row made one step
            log[-1] = entry
        else:
            log.append(entry)

    monkeypatch.setattr(Game, "_record", record)


def leaks(message: dict, game: Game) -> list[str]:
    """What in ``message`` a seat should not see: a secret key, or a card not turned yet."""
    found = [f"key {text!r}" for _, text in walk(message) if text in SECRET_KEYS]
    steps = message.get("steps", [])
    log = game.recorded  # the room lets the engine's steps go once handed out; the test keeps them
    first = next((i for i, (s, _) in enumerate(log) if steps and s.to_json() == steps[0]), 0)
    for offset, step in enumerate(steps):
        now = log[first + offset][1]
        found += [f"{path}: {c}" for path, text in walk(step) for c in CARD.findall(text) if not now[c]]
    rest = {k: v for k, v in message.items() if k != "steps"}
    everything_turned = turned(game)
    found += [f"{p}: {c}" for p, text in walk(rest) for c in CARD.findall(text) if not everything_turned[c]]
    return found


@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
def test_no_message_of_a_whole_room_match_shows_a_card_before_it_turns(client, recorded, variant):
    options = {"pagat": {"laps": 1}, "modern": {"rounds": 2}, "classic": {"max_hands": 2}}.get(variant, {})
    names = ("Ann", "Bob", "Cy", "Dee")
    with ExitStack() as stack:
        table = Table(client, stack, names=names, variant=variant, options=options)
        game = client.app.state.rooms.rooms[table.room].session.game
        checked = Counter()
        # every message so far, then every message of the match, as each seat received it
        for log in table.logs:
            for message in log:
                assert not leaks(message, game), message
        rng = random.Random(11)
        from test_rooms_server import random_action

        last = table.state[0]
        while not last["finished"]:
            pending = last["pending"]
            sent = table.act(pending["seat"], random_action(pending, rng))
            for message in sent:
                assert not leaks(message, game), message
                checked[message["type"]] += 1
            last = sent[0]
        assert checked["steps"] >= 4 * 3
