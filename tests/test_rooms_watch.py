"""Watching a room, and the countdown's seconds (issue: rooms you can trust, point 6, the
server's side): a watch link shows any number of watchers the table, up to a cap, and can
never act; every message that starts a seat's time says how long it has."""

from __future__ import annotations

import json
import random
from contextlib import ExitStack

import pytest
from rooms_helpers import Clock, connect, make_client, receive_until
from test_rooms_server import Table, random_action

from lansquenet_server import words
from lansquenet_server.rooms import MAX_WATCHERS


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(clock):
    with make_client(clock) as client:
        yield client


def watch(client, stack: ExitStack, links: dict):
    socket = stack.enter_context(connect(client, links["room"]))
    socket.send_json({"type": "watch", "token": links["watch"]})
    return socket


def test_forty_watchers_see_every_step_and_none_can_act(client):
    with ExitStack() as stack:
        table = Table(client, stack, limit=30, options={"laps": 1})
        watchers = [watch(client, stack, table.links) for _ in range(40)]
        first = [receive_until(w, "room") for w in watchers]
        assert all(m["seat"] is None and m["started"] for m in first)
        assert first[0]["steps"] == table.state[0]["steps"] and first[0]["seconds"] == 30
        watchers[0].send_json({"type": "act", "action": table.state[0]["pending"]["choices"][0]["kind"]})
        assert receive_until(watchers[0], "refused")["error"] == words.WATCHERS_ONLY_WATCH
        rng = random.Random(7)
        last = table.state[0]
        for _ in range(5):
            sent = table.act(last["pending"]["seat"], random_action(last["pending"], rng))
            last = sent[0]
            seen = [receive_until(w, "steps") for w in watchers]
            assert all(m == last for m in seen)  # the very message every seat received
            assert last["seconds"] in (30, None)
        room = client.app.state.rooms.rooms[table.room]
        assert len(room.watchers) == 40 and room.actions == 5


def test_a_room_takes_so_many_watchers_and_a_wrong_watch_link_shows_nothing(client, monkeypatch):
    monkeypatch.setattr("lansquenet_server.rooms.MAX_WATCHERS", 2)
    with ExitStack() as stack:
        table = Table(client, stack)
        for _ in range(2):
            receive_until(watch(client, stack, table.links), "room")
        one_more = watch(client, stack, table.links)
        assert receive_until(one_more, "gone")["reason"] == words.too_many_watchers(2)
        wrong = stack.enter_context(connect(client, table.room))
        wrong.send_json({"type": "watch", "token": table.links["seats"][0]})
        assert receive_until(wrong, "gone")["reason"] == words.NOT_A_WATCH_LINK
    assert MAX_WATCHERS >= 40


def test_a_seat_reopening_its_link_is_told_the_seconds_left(client, clock):
    with ExitStack() as stack:
        table = Table(client, stack, limit=60)
        clock.now += 25
        table.ws[1].close()
        with connect(client, table.room) as again:
            again.send_json({"type": "join", "token": table.links["seats"][1]})
            assert receive_until(again, "room")["seconds"] == 35
        assert json.loads(json.dumps(table.state[0]))["seconds"] == 60
