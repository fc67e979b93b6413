"""The outside review's attacks on the table server, one test each, named after its finding.

F1 the shoe cannot be predicted from a seed; F2 one address cannot fill the server with rooms;
F3 a socket that never joins is let go (the half-sent HTTP request is in
``test_rooms_sockets.py``, on real sockets); F4 opening a link again neither serialises the
history again nor can be looped; F5 a room keeps its history as text, within a cap; F6 a lone
surrogate is a sentence; F7 a request to a name the server does not answer to is refused; F10
a link from before a restart says so; F11 the sweep survives any error. Time is the test's
clock, as in the other room tests.
"""

from __future__ import annotations

import gc
import json
import logging
import random
import time
import weakref
from contextlib import ExitStack, contextmanager

import pytest
from rooms_helpers import ORIGIN, Clock, connect, create_room, make_client, receive_until
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from test_rooms_server import Table, least, wait_for

from lansquenet.events import Step
from lansquenet.game import card_rng
from lansquenet.table import Shoe
from lansquenet_server import rooms as rooms_module
from lansquenet_server import words
from lansquenet_server.limits import Limits
from lansquenet_server.rooms import UNJOINED_SECONDS, Room
from lansquenet_server.seats import JOIN_BURST


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(clock):
    with make_client(clock) as client:
        yield client


@contextmanager
def seat(client, links, number=0):
    """A seat's socket, joined, with its first message (everything so far) read."""
    with connect(client, links["room"]) as socket:
        socket.send_json({"type": "join", "token": links["seats"][number]})
        receive_until(socket, "room")
        yield socket


def held(client) -> dict[str, Room]:
    return client.app.state.rooms.rooms


# ----- F1: the shoe


def test_F1_the_shoe_is_not_what_the_rooms_seed_shuffles(client):
    """A seat that finds the seed from the cards turned must learn nothing: the room's packs are
    shuffled by the system's secure generator, so the seed's own shuffle is another order."""
    orders = []
    for _ in range(2):
        with ExitStack() as stack:
            table = Table(client, stack)
            game = held(client)[table.room].session.game
            shoe = game.table.shoe
            assert isinstance(shoe.rng, random.SystemRandom)
            seeded = Shoe(shoe.packs, card_rng(game.spec.seed)).next_order()
            assert [str(c) for c in seeded] != shoe.used[0]
            assert game.spec.seed >= 0 and "seed" not in json.dumps(table.logs)
            orders.append(shoe.used[0])
    assert orders[0] != orders[1]


# ----- F2: one address and the room cap


def test_F2_one_address_cannot_fill_the_server_with_rooms(clock):
    limits = Limits(create_burst=3, create_rate=1 / 60, rooms_per_client=4)
    with make_client(clock, limits=limits, max_rooms=100) as client:
        made = [client.post("/rooms", json={"seats": 3}, headers=ORIGIN).status_code for _ in range(5)]
        assert made == [201, 201, 201, 429, 429]
        refused = client.post("/rooms", json={"seats": 3}, headers=ORIGIN).json()["error"]
        assert refused == words.CREATING_TOO_FAST
        clock.now += 60  # one more a minute
        assert client.post("/rooms", json={"seats": 3}, headers=ORIGIN).status_code == 201
        clock.now += 60  # a token again, but the rooms are still held (unjoined ones go only after 5 minutes)
        held_now = client.post("/rooms", json={"seats": 3}, headers=ORIGIN)
        assert held_now.status_code == 429 and "already holds 4 open rooms" in held_now.json()["error"]
        # another address is not held up by the first
        other = TestClient(client.app, client=("192.0.2.7", 40000))
        assert other.post("/rooms", json={"seats": 3}, headers=ORIGIN).status_code == 201


def test_F2_a_room_nobody_joined_goes_after_five_minutes(client, clock):
    links = create_room(client)
    played = create_room(client)
    with seat(client, played):
        clock.now += UNJOINED_SECONDS - 1
        time.sleep(0.05)
        assert links["room"] in held(client)
        clock.now += 1
        wait_for(lambda: links["room"] not in held(client))
        assert played["room"] in held(client)
    with connect(client, links["room"]) as socket:
        socket.send_json({"type": "join", "token": links["seats"][0]})
        assert receive_until(socket, "gone")["reason"] == words.GONE
    again = client.post("/rooms", json={"seats": 3}, headers=ORIGIN)  # its address may open another
    assert again.status_code == 201


def test_F2_rooms_nobody_joined_never_crowd_out_played_ones():
    with make_client(Clock(), max_rooms=3, limits=Limits(create_burst=100)) as client:
        played = [create_room(client) for _ in range(2)]
        with ExitStack() as stack:
            for links in played:
                stack.enter_context(seat(client, links))
            for _ in range(20):  # one address keeps opening rooms nobody joins
                assert client.post("/rooms", json={"seats": 3}, headers=ORIGIN).status_code == 201
            assert all(links["room"] in held(client) for links in played) and len(held(client)) == 3


# ----- F3: connections that never join


def test_F3_a_socket_that_never_joins_is_closed_with_a_sentence():
    with make_client(Clock(), limits=Limits(join_seconds=0.2)) as client:
        links = create_room(client)
        with connect(client, links["room"]) as socket:
            gone = json.loads(socket.receive_text())
            assert gone == {"type": "gone", "reason": words.NO_JOIN.format(seconds="0.2")}
            with pytest.raises(WebSocketDisconnect) as closed:
                socket.receive_text()
            assert closed.value.code == 1008


# ----- F4: joins


def test_F4_opening_a_link_again_does_not_serialise_the_history_again(client, monkeypatch):
    with ExitStack() as stack:
        table = Table(client, stack)
        last = table.state[0]
        for _ in range(6):
            last = table.act(last["pending"]["seat"], least(last["pending"]))[0]

        def refuse(self):
            raise AssertionError("a join serialised a step again")

        monkeypatch.setattr(Step, "to_json", refuse)
        table.ws[1].close()
        client.app.state.rooms.clock.now += 10
        with seat(client, table.links, 1) as again:
            pass
        room = held(client)[table.room]
        assert room.history and all(isinstance(text, str) for text in room.history)
        del again


def test_F4_a_link_opened_in_a_loop_is_refused(client, clock):
    links = create_room(client)
    for _ in range(JOIN_BURST):
        with seat(client, links):
            pass
    with connect(client, links["room"]) as socket:
        socket.send_json({"type": "join", "token": links["seats"][0]})
        assert receive_until(socket, "gone")["reason"] == words.JOINS_TOO_OFTEN
    clock.now += 2  # a moment later the seat opens again
    with seat(client, links):
        pass


# ----- F5: what a room holds


def test_F5_a_room_keeps_its_history_as_text_within_its_cap(client, monkeypatch):
    monkeypatch.setattr(rooms_module, "HISTORY_CHARS", 20_000)
    with ExitStack() as stack:
        table = Table(client, stack, options={"laps": 1})
        room = held(client)[table.room]
        last = table.play_to_end(random.Random(3))
        assert room.session.game.steps == []  # the engine's objects went once handed out
        assert room.history_chars == sum(len(t) for t in room.history) <= 20_000 + max(map(len, room.history))
        assert room.earlier > 0
        table.ws[2].close()
        with seat(client, table.links, 2):
            pass
        resumed = [m for m in table.logs[2] if m["type"] == "room"]
        assert last["finished"]
    with connect(client, table.room) as socket:
        client.app.state.rooms.clock.now += 10
        socket.send_json({"type": "join", "token": table.links["seats"][0]})
        snapshot = receive_until(socket, "room")
        assert snapshot["earlier"] == room.earlier
        assert len(snapshot["steps"]) == len(room.history)
        assert snapshot["steps"][-1] == json.loads(room.history[-1]) and resumed


# ----- F6: broken text

SURROGATE = '"\\ud800"'  # JSON for a lone surrogate, which json.loads accepts


def test_F6_a_lone_surrogate_is_a_sentence_never_a_fault(client, caplog):
    caplog.set_level(logging.ERROR)
    links = create_room(client)
    for path in ("links", "end"):
        answer = client.post(
            f"/rooms/{links['room']}/{path}", content=f'{{"host": {SURROGATE}}}'.encode(), headers=ORIGIN
        )
        assert answer.status_code == 400 and answer.json()["error"] == words.BROKEN_TEXT
    made = client.post("/rooms", content=f'{{"variant": {SURROGATE}}}'.encode(), headers=ORIGIN)
    assert made.status_code == 400 and made.json()["error"] == words.BROKEN_TEXT
    with ExitStack() as stack:
        table = Table(client, stack)
        pending = table.state[0]["pending"]
        socket = table.ws[pending["seat"]]
        for text in (
            '{"type": "act", "action": "bet-\\ud800"}',
            f'{{"type": "join", "token": {SURROGATE}}}',
            f'{{"type": "name", "name": {SURROGATE}}}',
        ):
            socket.send_text(text)
            assert json.loads(socket.receive_text()) == {"type": "error", "error": words.BROKEN_TEXT}
        table.act(pending["seat"], least(pending))  # the seat plays on
    with connect(client, links["room"]) as joiner:
        joiner.send_text(f'{{"type": "join", "token": {SURROGATE}}}')
        assert receive_until(joiner, "error")["error"] == words.BROKEN_TEXT
    assert not caplog.records


def test_F6_a_token_that_is_not_ascii_text_opens_nothing(client):
    links = create_room(client)
    room = held(client)[links["room"]]
    for token in ("\ud800", "é" * 24, links["seats"][0] + "\u0301", 5, None, ["x"]):
        assert room.seat_of(token) is None
    assert room.seat_of(links["seats"][0]) == 0


def test_F11_a_name_mixing_look_alike_alphabets_is_refused(client):
    links = create_room(client)
    with seat(client, links) as socket:
        socket.send_json({"type": "name", "name": "\u0410nn"})  # a Cyrillic A, then Latin
        assert receive_until(socket, "error")["error"] == words.MIXED_SCRIPTS
        for name in ("Анна", "Ἀλέξανδρος", "Zoë", "李"):  # one alphabet each: a name as its owner writes it
            socket.send_json({"type": "name", "name": name})
            assert receive_until(socket, "seats")["seats"][0]["name"] == name


# ----- F7: names the server answers to


def test_F7_a_page_on_another_name_cannot_open_rooms_or_seats(client):
    rebound = {"host": "attacker.example", "origin": "http://attacker.example"}
    refused = client.post("/rooms", json={"seats": 3}, headers=rebound)
    assert refused.status_code == 400 and refused.json()["error"] == words.WRONG_HOST.format(
        host="'attacker.example'"
    )
    assert not held(client)
    links = create_room(client)
    with pytest.raises(WebSocketDisconnect) as closed:
        with client.websocket_connect(f"/rooms/{links['room']}/socket", headers=rebound) as socket:
            socket.receive_text()
    assert closed.value.code == 1008
    assert client.get("/rooms/games", headers={"host": "testserver:8000"}).status_code == 200


# ----- F10: restarts


def test_F10_a_link_from_before_a_restart_says_the_server_restarted(client, monkeypatch):
    links = create_room(client)
    monkeypatch.setattr(rooms_module, "BOOT", "new!")  # the process that started afterwards
    with make_client(Clock()) as restarted:
        with connect(restarted, links["room"]) as socket:
            socket.send_json({"type": "join", "token": links["seats"][0]})
            assert receive_until(socket, "gone")["reason"] == words.RESTARTED
        answer = restarted.post(f"/rooms/{links['room']}/links", json={"host": links["host"]}, headers=ORIGIN)
        assert answer.status_code == 404 and answer.json()["error"] == words.RESTARTED
        fresh = create_room(restarted)
        assert fresh["room"].startswith("new!")
        ended = restarted.post(f"/rooms/{fresh['room']}/end", json={"host": fresh["host"]}, headers=ORIGIN)
        assert ended.status_code == 200
        after = restarted.post(f"/rooms/{fresh['room']}/links", json={"host": fresh["host"]}, headers=ORIGIN)
        assert after.json()["error"] == words.GONE


# ----- F11: the sweep


def test_F11_the_sweep_survives_any_error_in_a_room(client, clock, monkeypatch, caplog):
    with ExitStack() as stack:
        broken = Table(client, stack, limit=30)
        sound = Table(client, stack, limit=30)
        original = Room.expire_turn

        def expire(self, now):
            if self.id == broken.room:
                raise ValueError("a fault no rule foresaw")
            return original(self, now)

        monkeypatch.setattr(Room, "expire_turn", expire)
        caplog.set_level(logging.ERROR, logger="lansquenet_server")
        clock.now += 30
        told = [receive_until(ws, "steps") for ws in sound.ws]
        assert all(m["timeout"] for m in told)
        # the sweep goes on: the next time limit in the sound room is kept too
        clock.now += 30
        assert all(receive_until(ws, "steps")["timeout"] for ws in sound.ws)
        assert any("sweep" in r.getMessage() for r in caplog.records)
        assert not any(held(client)[broken.room].seats[0].token in r.getMessage() for r in caplog.records)


# ----- F5: the collector


def test_F5_survivors_of_a_full_collection_are_frozen_and_thawed_in_time():
    from lansquenet_server.collector import FREEZE_SECONDS, Collector

    class Cycle:
        def __init__(self):
            self.me = self

    clock = Clock()
    collector = Collector(clock, thaw_seconds=600)
    collector.start()
    try:
        held_long = [[i] for i in range(1000)]  # a room's objects, alive across collections
        gc.collect()
        collector.tick()
        assert gc.get_freeze_count() >= len(held_long)  # the next full collection walks past them
        gone = Cycle()
        dead = weakref.ref(gone)
        clock.now += FREEZE_SECONDS
        collector.tick()  # no full collection for a while: what is held is frozen all the same
        del gone
        gc.collect()
        assert dead() is not None  # a frozen cycle waits for the thaw
        clock.now += 600
        collector.tick()
        assert dead() is None and gc.get_freeze_count() >= len(held_long)
    finally:
        collector.stop()
    assert gc.get_freeze_count() == 0


# ----- F9: seats belong to their players


def host_does(client, links, seat: int, do: str):
    return client.post(
        f"/rooms/{links['room']}/seats/{seat}", json={"host": links["host"], "do": do}, headers=ORIGIN
    )


def test_F9_a_seat_opened_elsewhere_tells_the_one_who_lost_it(client):
    links = create_room(client)
    with seat(client, links) as first, seat(client, links):
        assert receive_until(first, "gone")["reason"] == words.TAKEN_OVER


def test_F9_the_host_gives_a_seat_a_new_link_and_the_old_one_opens_nothing(client):
    links = create_room(client)
    with seat(client, links, 1) as holder:
        answer = host_does(client, links, 1, "new-link")
        assert answer.status_code == 200
        fresh = answer.json()["seats"][1]
        assert fresh != links["seats"][1] and answer.json()["seats"][0] == links["seats"][0]
        assert receive_until(holder, "gone")["reason"] == words.LINK_REISSUED
    with connect(client, links["room"]) as old:
        old.send_json({"type": "join", "token": links["seats"][1]})
        assert "does not open a seat" in receive_until(old, "gone")["reason"]
    with seat(client, {**links, "seats": answer.json()["seats"]}, 1):
        pass
    wrong = client.post(
        f"/rooms/{links['room']}/seats/1", json={"host": links["seats"][0], "do": "new-link"}, headers=ORIGIN
    )
    assert wrong.status_code == 403  # only the host's link may do it
    assert host_does(client, links, 7, "new-link").status_code == 400
    assert host_does(client, links, 0, "kick").json()["error"] == words.HOST_ACTIONS


def test_F9_the_host_hands_an_absent_seat_to_the_computer_and_the_match_plays_on(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        pending = table.state[0]["pending"]
        absent = pending["seat"]  # the seat whose turn it is has gone quiet
        answer = host_does(client, table.links, absent, "computer")
        assert answer.status_code == 200 and answer.json()["seats"][absent] is None
        assert receive_until(table.ws[absent], "gone")["reason"] == words.SEAT_TO_COMPUTER
        others = [i for i in range(3) if i != absent]
        told = [receive_until(table.ws[i], "steps") for i in others]
        name = table.state[0]["names"][absent]
        assert told[0]["notice"] == words.handed_to_computer(name) and told[0]["steps"]
        assert told[0]["pending"]["seat"] != absent  # the computer decided at once
        presence = receive_until(table.ws[others[0]], "seats")["seats"]
        assert presence[absent]["computer"] and not presence[absent]["here"]
        room = held(client)[table.room]
        assert absent not in room.session.people
        last = told[0]
        for _ in range(400):  # the two people play to the end; the computer answers for the third
            if last["finished"]:
                break
            who = last["pending"]["seat"]
            table.client.app.state.rooms.clock.now += 0.5
            table.ws[who].send_json({"type": "act", "action": least(last["pending"])})
            last, _ = (receive_until(table.ws[i], "steps") for i in others)
        assert last["finished"]


def test_F9_a_seat_handed_to_the_computer_before_the_match_starts_it_with_the_others(client):
    links = create_room(client)
    with seat(client, links, 0) as ann, seat(client, links, 1) as bob:
        ann.send_json({"type": "name", "name": "Ann"})
        bob.send_json({"type": "name", "name": "Bob"})
        assert host_does(client, links, 2, "computer").status_code == 200
        started = receive_until(ann, "room")
        assert started["started"] and started["names"] == ["Ann", "Bob", words.computer_name(2)]
        assert started["pending"]["seat"] in (0, 1)
