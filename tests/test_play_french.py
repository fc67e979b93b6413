"""Play in French: the terminal, a session's refusals and the protocol's speak the game's language.

Modelled on ``test_pagat_french.py``: the tables have French twins with the same keys and
placeholders; a French match at the terminal plays the same cards to the same standings as an
English one, line for line, with no English left in the terminal's own sentences; a French
request and a French game are refused in French.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_play_protocol import legal_action

from lansquenet import api
from lansquenet.errors import LansquenetError
from lansquenet.language import fields, using
from lansquenet.play import phrases, terminal
from lansquenet.play.session import Session

VARIANTS = ("pagat", "modern", "classic", "encyclopedia")
ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", "turns")
TABLES = (phrases.TERMINAL, phrases.SESSION, phrases.PROTOCOL, phrases.SERIES)


@pytest.mark.parametrize("table", TABLES)
def test_every_phrase_has_a_french_twin_filling_the_same_placeholders(table):
    english, french = table.tables["en"], table.tables["fr"]
    assert set(english) == set(french)
    for key, text in english.items():
        assert fields(text) == fields(french[key]), key
        if text.strip("{}name ") and key not in ("seat-chips", "amount"):
            assert text != french[key], key


def match_actions(variant: str, seed: int, language: str) -> list[str]:
    """The person's actions of a whole match played at random through the protocol."""
    rng = random.Random(seed)
    answer = json.loads(api.play_start(json.dumps({"variant": variant, "seed": seed, "language": language})))
    key, actions = answer["id"], []
    while not answer["finished"]:
        actions.append(legal_action(answer["pending"], rng))
        answer = json.loads(api.play_act(key, actions[-1]))
    api.play_end(key)
    return actions


def at_the_terminal(variant: str, seed: int, language: str, lines: list[str], scope: str = "match") -> str:
    args = argparse.Namespace(
        variant=variant, seed=seed, seats=None, names=None, set=None, people="1", scope=scope, save=None
    )
    out = io.StringIO()
    with using(language):
        assert terminal.main(args, {}, io.StringIO("".join(f"{line}\n" for line in lines)), out) == 0
    return out.getvalue()


def standings(out: str, heading: str) -> list[tuple[int, int, int]]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(heading))
    rows = []
    for line in lines[start + 1 :]:
        if not line.startswith("   "):
            break
        words = line.split()
        rows.append((int(words[0].rstrip(".")), int(words[-3]), int(words[-1])))
    return rows


def own_lines(out: str) -> list[str]:
    """The terminal's own sentences: not the steps (told by the variant), the echoed answers,
    nor the legal choices in the notation."""
    return [
        line
        for line in out.splitlines()
        if (line and not line[0].isdigit() and not line.startswith(">") and not line.startswith("   "))
        or line.startswith("   Jetons")
        or line.startswith("   Sur la table")
    ]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_french_match_at_the_terminal_plays_as_the_english_one(variant):
    actions = match_actions(variant, 31, "en")
    lines = ["nosuch", *actions]
    english = at_the_terminal(variant, 31, "en", lines)
    french = at_the_terminal(variant, 31, "fr", lines)
    assert len(english.splitlines()) == len(french.splitlines())
    assert standings(english, "The match is over.") == standings(french, "La partie est finie.")
    assert "Refusé\u00a0:" in french and "Essayez encore." in french
    assert "Classement\u00a0:" in french and "Graine 31\u00a0: jouez avec --seed 31" in french
    for line in own_lines(french):
        line = re.sub(r"'[^']*'|\([A-Z0-9]{2}\)", "", line)  # the notation quoted, a card's code
        assert not any(e in f" {line} " for e in ENGLISH if e != "The "), line


def test_the_terminal_says_how_many_steps_in_french_agreeing():
    out = at_the_terminal("pagat", 3, "fr", [], scope="deal")
    assert "Fin de l'entrée\u00a0: la donne s'arrête ici, inachevée, après 1 étape." in out
    assert "--- À " in out and "de jouer (place 1) ---" in out


def test_the_terminal_refuses_its_people_in_french():
    with using("fr"), pytest.raises(LansquenetError) as caught:
        terminal.read_people("9", 3)
    assert str(caught.value).startswith("--people attend des numéros de place de 1 à 3")


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
def test_any_french_deal_at_the_terminal_ends_as_the_english_one(seed):
    actions = match_actions("pagat", seed, "fr")
    assert actions == match_actions("pagat", seed, "en")
    english = at_the_terminal("pagat", seed, "en", actions)
    french = at_the_terminal("pagat", seed, "fr", actions)
    assert standings(english, "The match is over.") == standings(french, "La partie est finie.")


def error(text: str) -> str:
    answer = json.loads(text)
    assert set(answer) == {"error"}, answer
    return answer["error"]


@pytest.mark.parametrize(
    ("request_", "french"),
    [
        ({"variant": "pagat", "colour": "red"}, "Une demande de partie n'a pas de clé 'colour'"),
        ({"seats": 3}, "Une demande de partie doit nommer sa variante"),
        ({"variant": "pagat", "seats": 3, "names": ["A", "B"]}, "Donnez soit seats"),
        ({"variant": "pagat", "options": 3}, "options doit être une table"),
        ({"variant": "pagat", "names": "Ann"}, "names doit être une liste"),
        ({"variant": "pagat", "seats": "four"}, "seats doit être un nombre entier de places, pas 'four'."),
    ],
)
def test_a_french_request_is_refused_in_french(request_, french):
    english = error(api.play_start(json.dumps(request_)))
    said = error(api.play_start(json.dumps({**request_, "language": "fr"})))
    assert said.startswith(french), said
    assert said != english


def test_a_french_game_refuses_in_french_whoever_asks():
    game = json.loads(api.play_start(json.dumps({"variant": "pagat", "seed": 5, "language": "fr"})))
    key = game["id"]
    refused = error(api.play_act(key, "nosuch 3"))
    assert refused.startswith("Il n'y a pas d'action 'nosuch'"), refused
    assert error(api.play_act(key, 3)) == "Une action s'écrit dans la notation, comme 'stake 10' ou 'pass'."
    assert error(api.play_transcript(key)).startswith("La partie n'est pas encore finie\u00a0:")
    api.play_end(key)
    english = json.loads(api.play_start(json.dumps({"variant": "pagat", "seed": 5})))
    assert error(api.play_transcript(english["id"])).startswith("The match is not over yet:")
    api.play_end(english["id"])


def test_a_french_session_refuses_a_seat_out_of_turn_in_french():
    session = Session(
        {"variant": "pagat", "seed": 5, "seats": ["Anne", "Bruno", "Chloé"], "language": "fr"}, [0, 1]
    )
    decision = session.pending()
    assert decision is not None
    other = 1 - decision.seat if decision.seat < 2 else 0
    with pytest.raises(LansquenetError) as caught:
        session.act("pass", seat=other)
    names = session.names
    assert str(caught.value) == f"C'est à {names[decision.seat]} de jouer, pas à {names[other]}."
    english = Session({"variant": "pagat", "seed": 5, "seats": ["Anne", "Bruno", "Chloé"]}, [0, 1])
    with pytest.raises(LansquenetError) as caught:
        english.act("pass", seat=other)
    assert str(caught.value) == f"It is {names[decision.seat]}'s turn to act, not {names[other]}'s."
