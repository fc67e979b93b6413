"""A room opened in French: its match is told in French, and the room refuses its seats in French.

Rooms stay English unless the host's request carries ``"language": "fr"``; an English room's
messages carry no language and read as before (the other ``test_rooms_*`` files).
"""

from __future__ import annotations

import random
import time
from contextlib import ExitStack

import pytest
from rooms_helpers import ORIGIN, Clock, make_client, receive_until
from test_rooms_server import Table, least, random_action

from lansquenet_server import words

ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", "turns")


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(clock):
    with make_client(clock) as client:
        yield client


def test_every_room_sentence_has_a_french_twin():
    english, french = words.ROOM.tables["en"], words.ROOM.tables["fr"]
    assert set(english) == set(french)
    assert sum(english[k] != french[k] for k in english) >= len(english) - 1  # "seats" is a key's name


def test_a_french_room_deals_in_french_and_plays_to_the_end(client):
    with ExitStack() as stack:
        table = Table(client, stack, language="fr")
        first = table.state[0]
        assert first["language"] == "fr" and first["title"] == "Les règles de Pagat à une table en ligne"
        assert first["pending"]["prompt"].endswith("de 5 en 5.")
        last = table.play_to_end(random.Random(4))
        assert last["finished"]
        texts = [step["text"] for log in table.logs[:1] for m in log for step in m.get("steps", [])]
        assert texts
        for text in texts:
            assert not any(e in f" {text} " for e in ENGLISH), text


def test_an_english_room_says_no_language(client):
    with ExitStack() as stack:
        table = Table(client, stack)
        assert "language" not in table.state[0]
        assert table.state[0]["title"] == "Pagat's rules at an online table"


def test_a_french_room_refuses_in_french(client):
    with ExitStack() as stack:
        table = Table(client, stack, language="fr")
        pending = table.state[0]["pending"]
        seat = pending["seat"]
        table.ws[seat].send_json({"type": "act", "action": "jump"})
        assert receive_until(table.ws[seat], "refused")["error"].startswith("Il n'y a pas d'action 'jump'")
        table.ws[seat].send_json({"type": "act", "action": 3})
        said = receive_until(table.ws[seat], "refused")["error"]
        assert said == "Une action s'écrit dans la notation, comme 'stake 10' ou 'pass'."
        other = (seat + 1) % 3
        table.ws[other].send_json({"type": "act", "action": least(pending)})
        said = receive_until(table.ws[other], "refused")["error"]
        names = ["Ann", "Bob", "Cy"]
        assert said == f"C'est à {names[seat]} de jouer, pas à {names[other]}."


def test_a_french_room_tells_a_seat_out_of_time_in_french(client, clock):
    with ExitStack() as stack:
        table = Table(client, stack, language="fr", limit=30)
        pending = table.state[0]["pending"]
        clock.now += 30
        time.sleep(0.05)
        told = [receive_until(ws, "steps") for ws in table.ws]
        name = ["Ann", "Bob", "Cy"][pending["seat"]]
        assert told[0]["notice"].startswith(f"{name} n'a pas décidé en 30 secondes")


@pytest.mark.parametrize(
    ("request_", "french"),
    [
        ({"colour": "red"}, "Une demande de salle n'a pas de clé 'colour'."),
        ({"variant": "nosuch"}, "Une salle joue pagat, modern, classic ou encyclopedia, pas 'nosuch'."),
        ({"seats": 9}, "seats doit être un nombre entier de 3 à 6, pas 9."),
        ({"limit": 2}, "Le temps de réflexion doit être un nombre entier de 15 à 600, pas 2."),
        ({"options": 3}, "options doit être une table de noms d'options et de valeurs."),
    ],
)
def test_a_french_room_request_is_refused_in_french(client, request_, french):
    body = {"variant": "pagat", "seats": 3, **request_}
    english = client.post("/rooms", json=body, headers=ORIGIN)
    said = client.post("/rooms", json={**body, "language": "fr"}, headers=ORIGIN)
    assert english.status_code == said.status_code == 400
    assert said.json()["error"] == french != english.json()["error"]


def test_a_language_the_engine_does_not_speak_is_refused(client):
    said = client.post("/rooms", json={"variant": "pagat", "seats": 3, "language": "de"}, headers=ORIGIN)
    assert said.status_code == 400 and "'de'" in said.json()["error"]


def test_a_french_room_seat_handed_to_the_computer_is_named_in_french(client):
    room = client.post(
        "/rooms", json={"variant": "pagat", "seats": 3, "language": "fr"}, headers=ORIGIN
    ).json()
    rooms = client.app.state.rooms
    held = rooms.rooms[room["room"]]
    held.to_computer(2, rooms.clock())
    assert held.seats[2].name == "Ordinateur 3"


def test_a_french_room_plays_every_game(client):
    for variant in ("modern", "classic", "encyclopedia"):
        with ExitStack() as stack:
            table = Table(client, stack, ("Ann", "Bob", "Cy", "Dee"), variant=variant, language="fr")
            pending = table.state[0]["pending"]
            out = table.act(pending["seat"], random_action(pending, random.Random(1)))
            for text in [s["text"] for s in out[0]["steps"]]:
                assert not any(e in f" {text} " for e in ENGLISH), text
