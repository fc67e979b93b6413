"""The ``pagat`` variant told in French: the same play as in English, word for word in French.

Words never change play: a deal in French and in English from the same spec differ only in
their words and in the transcript's ``language``. A French transcript replays, and its words
are checked as English ones are. No English is left in any French word.
"""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from french_words import dealer, replays_as_recorded, told_alike, without_words, words
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet import api
from lansquenet.cli import main
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game
from lansquenet.language import current, using
from lansquenet.replay import replay_transcript

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", "turns")
"""Words a French sentence never holds, which English ones almost always do."""


deal = dealer("pagat")


SPECS = [
    {"seed": 3},
    {"seed": 11, "scope": "match"},
    {"seed": 5, "scope": "match", "options": {"pair_rule": "half", "packs": 6}, "seats": 6},
    {
        "deck": "QH 7S 3D KC 7H",
        "seats": ["Anne", "Hélène", "Colette", "Urbain"],
        "decisions": ["bank 20", "cover"],
    },
    {"deck": "QH QS", "decisions": ["bank 20", "stake 10", "stake 10"], "options": {"pair_rule": "half"}},
    {"seed": 2, "chips": [3, 100, 100, 100]},
]


@pytest.mark.parametrize("spec", SPECS)
def test_french_and_english_deals_differ_only_in_words(spec):
    told_alike(deal("en", **spec), deal("fr", **spec))


@pytest.mark.parametrize("spec", SPECS)
def test_french_words_hold_no_english_and_no_unfilled_placeholders(spec):
    for word in words(deal("fr", **spec)):
        assert not any(e in f" {word} " for e in ENGLISH), word
        assert "{" not in word and "}" not in word, word
        assert "  " not in word and " ," not in word and " ." not in word, word


def test_one_chip_and_several_agree():
    told = " ".join(words(deal("fr", seed=11, scope="match")))
    assert not re.search(r"\b1 jetons\b", told) and not re.search(r"\b([2-9]|\d\d+) jeton\b", told)
    game = Game({"variant": "pagat", "deck": "QH 7S", "language": "fr"})
    game.act("bank 10")
    game.act("stake 9")
    assert game.steps[-1].text == "Blaise mise 9 jetons\u202f; il reste 1 jeton à miser dans la banque."


def test_a_french_prompt_offers_what_the_decision_offers():
    game = Game({"variant": "pagat", "seed": 3, "language": "fr"})
    assert game.pending().prompt == "Anne\u00a0: quelle banque mettre\u202f? De 5 à 50 jetons, de 5 en 5."
    game.act("bank 20")
    assert game.pending().prompt == (
        "Blaise\u00a0: toute la banque de 20 jetons est à miser. Passer, miser de 5 à 20 jetons ou couvrir "
        "toute la banque de 20 jetons\u202f?"
    )
    view = game.steps[-1].view
    assert [z["label"] for z in view["zones"]] == [
        "Carte du banquier",
        "Cartes retournées",
        "Carte des pontes",
    ]
    assert view["pot"] == [{"label": "Banque", "amount": 20, "seat": 0}]


def test_a_game_in_play_speaks_its_language_whoever_steps_it():
    game = Game({"variant": "pagat", "seed": 3, "language": "fr"})
    assert current() == "en"
    steps = game.act("bank 20")
    assert steps[-1].text == "Anne met une banque de 20 jetons."
    with pytest.raises(IllegalAction):
        game.act("stake 99")
    game.act("stake 10")
    assert game.steps[-1].transfers == [
        {"payer": "Blaise", "payee": "Mise de Blaise", "amount": 10, "reason": "une mise"}
    ]


def test_a_french_transcript_replays():
    for spec in SPECS:
        replays_as_recorded(deal("fr", **spec))


def test_a_one_letter_edit_of_a_french_step_is_caught():
    recorded = deal("fr", seed=3)
    edited = copy.deepcopy(recorded)
    text = edited["steps"][1]["text"]
    edited["steps"][1]["text"] = text.replace("met", "mit", 1)
    _, failures = replay_transcript(edited)
    assert failures and failures[0].startswith("step 2's 'text' differs at character")


def test_a_french_transcript_read_as_english_is_caught_at_its_language():
    recorded = deal("fr", seed=3)
    del recorded["language"]
    _, failures = replay_transcript(recorded)
    assert failures and failures[0].startswith("step 1's 'text'")


def test_the_command_line_deals_in_french(capsys):
    assert main(["deal", "pagat", "--seed", "3", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. On bat un paquet neuf pour la donne.\n") and "Bilan\u00a0: Anne +15" in out
    for english in (" the ", " and ", " chips", "'s "):
        assert english not in out
    assert main(["deal", "pagat", "--seed", "3", "--lang=fr", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["language"] == "fr"


@pytest.fixture
def untold(monkeypatch):
    """Every variant is told in French now: the 19th-century game stands in for one that is not,
    its phrases a plain English table for the length of a test."""
    from lansquenet.rules.modern import Modern

    monkeypatch.setattr(Modern, "PHRASES", dict(Modern.PHRASES.tables["en"]))


def test_the_command_line_refuses_in_one_sentence(capsys, untold):
    assert main(["deal", "pagat", "--seed", "3", "--lang", "xx"]) == 2
    assert capsys.readouterr().err == "error: There is no language 'xx'; the engine speaks en or fr.\n"
    assert main(["deal", "modern", "--seed", "3", "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("erreur\u00a0: La variante modern") and err.count("\n") == 1


def test_the_module_runs_in_french():
    done = subprocess.run(
        [sys.executable, "-m", "lansquenet", "deal", "pagat", "--seed", "3", "--lang", "fr"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert "la banque prend 10 jetons de Blaise et 5 jetons de Colette" in done.stdout


def test_french_odds(capsys):
    assert main(["odds", "pagat", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Probabilité que la banque gagne la donne\u00a0: 52,94\u202f% (exactement 27/51 = 9/17)" in out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), scope=st.sampled_from(["deal", "match"]), half=st.booleans())
def test_any_french_pagat_deal_is_all_french(seed, scope, half):
    spec = {"seed": seed, "scope": scope, "options": {"pair_rule": "half" if half else "all"}}
    french = deal("fr", **spec)
    for word in words(french):
        assert not any(e in f" {word} " for e in ENGLISH), word
        assert "{" not in word and "}" not in word, word
    assert without_words(french) == without_words(deal("en", **spec))


def test_a_refused_action_is_refused_in_french_and_changes_nothing():
    game = Game({"variant": "pagat", "seed": 3, "language": "fr", "chips": [100, 100, 100, 15]})
    before = [s.to_json() for s in game.steps]
    with pytest.raises(IllegalAction) as caught:
        game.act("bank 7")
    assert str(caught.value) == "Anne peut mettre en banque de 5 à 50 jetons, par multiples de 5, pas 7."
    with pytest.raises(IllegalAction, match=r"^Anne ne peut pas miser maintenant"):
        game.act("stake 5")
    assert [s.to_json() for s in game.steps] == before and game.pending().kind == "bank"
    game.act("bank 20")
    game.act("stake 10")
    game.act("pass")
    with pytest.raises(IllegalAction) as caught:
        game.act("cover")
    assert str(caught.value).startswith("Denis ne peut pas couvrir maintenant\u00a0: couvrir demande")


def test_a_seat_named_like_a_role_is_quoted_in_french():
    told = deal("fr", seed=3, seats=["Banque", "le banquier", "Anne", "2"])
    assert told["steps"][1]["text"] == "«\u00a0Banque\u00a0» met une banque de 15 jetons."
    assert told["steps"][2]["text"].startswith("«\u00a0le banquier\u00a0» mise")
    assert told["seats"] == ["Banque", "le banquier", "Anne", "2"]


def test_play_speaks_the_language_it_was_started_in(untold):
    started = json.loads(
        api.play_start(json.dumps({"variant": "pagat", "seed": 3, "language": "fr", "scope": "deal"}))
    )
    assert started["pending"]["choices"][0]["label"] == "Mettre en banque"
    assert started["pending"]["choices"][0]["range"] == "5 à 50 jetons, par multiples de 5"
    refused = json.loads(api.play_act(started["id"], "bank 7"))
    assert refused == {"error": "Anne peut mettre en banque de 5 à 50 jetons, par multiples de 5, pas 7."}
    done = json.loads(api.play_act(started["id"], "bank 20"))
    assert done["finished"] and done["steps"][0]["text"] == "Anne met une banque de 20 jetons."
    transcript = json.loads(api.play_transcript(started["id"]))
    assert transcript["language"] == "fr" and replay_transcript(transcript)[1] == []
    api.play_end(started["id"])
    untold = json.loads(api.play_start(json.dumps({"variant": "modern", "language": "fr"})))
    assert untold["error"].startswith("La variante modern n'est pas encore racontée en français")


def test_a_seat_named_like_the_bank_is_told_apart_in_french():
    game = Game({"variant": "pagat", "seed": 3, "language": "fr", "seats": ["Banque", "Blaise", "Colette"]})
    game.act("bank 15")
    assert game.steps[-1].view["pot"] == [{"label": "Banque (sur la table)", "amount": 15, "seat": 0}]
    assert game.steps[-1].transfers == [
        {"payer": "Banque", "payee": "Banque (sur la table)", "amount": 15, "reason": "la banque"}
    ]


def test_a_replay_names_the_difference_in_the_language_it_speaks():
    recorded = deal("fr", seed=3)
    recorded["steps"][1]["text"] = recorded["steps"][1]["text"].replace("met", "mit", 1)
    with using("fr"):
        _, failures = replay_transcript(recorded)
    assert failures == [
        "à l'étape 2, le champ 'text' diffère au caractère 7\u00a0: on y lit \"Anne mit une banque de\"..., "
        'mais la donne donne "Anne met une banque de"....'
    ]


def test_a_transcript_that_says_it_is_english_replays_as_one_that_does_not():
    recorded = deal("en", seed=3)
    assert replay_transcript({**recorded, "language": "en"})[1] == []
    assert replay_transcript({**recorded, "language": "fr"})[1][0].startswith("step 1's 'text' differs")
    with pytest.raises(
        InvalidSpec, match=r"^This transcript cannot be dealt again: there is no language 'xx'"
    ):
        replay_transcript({**recorded, "language": "xx"})


@pytest.mark.parametrize("options", [{}, {"pair_rule": "half", "packs": 3}])
def test_the_odds_rows_are_the_same_figures_under_the_same_keys_in_french(options):
    from lansquenet.rules.pagat import Pagat

    english = Pagat(options).odds()
    with using("fr"):
        french = Pagat(options).odds()
        shown = [row.text() for row in french]
    assert [(r.key, r.value, r.shown) for r in french] == [(r.key, r.value, r.shown) for r in english]
    assert all(r.key for r in english) and len({r.key for r in english}) == len(english)
    assert not {r.label for r in french} & {r.label for r in english}
    assert all("exactly" not in text and "." not in text.split("(")[0] for text in shown)


def test_the_command_line_replays_a_french_transcript_in_french(tmp_path, capsys):
    recorded = tmp_path / "deal.json"
    recorded.write_text(json.dumps(deal("fr", seed=3), ensure_ascii=False), encoding="utf-8")
    assert main(["replay", str(recorded), "--lang", "fr"]) == 0
    assert capsys.readouterr().out.endswith("Bilan\u00a0: Anne +15, Blaise -10, Colette -5, Denis +0.\n")
    edited = tmp_path / "edited.json"
    edited.write_text(recorded.read_text(encoding="utf-8").replace("met une", "mit une"), encoding="utf-8")
    assert main(["replay", str(edited), "--lang", "fr"]) == 1
    assert capsys.readouterr().out.startswith(f"DIFFERS: {edited}: à l'étape 2, le champ 'text' diffère")
    assert main(["replay", str(edited)]) == 1
    assert "step 2's 'text' differs at character 7" in capsys.readouterr().out
    assert main(["replay", "tutorials/pagat-worked-example.md", "--lang", "fr"]) == 0


def play_through(language: str, seed: int, picks: int) -> Game:
    """A pagat match where every decision is drawn at random (by ``picks``) among those on offer."""
    import random

    rng = random.Random(picks)
    game = Game(
        {"variant": "pagat", "seed": seed, "scope": "match", "language": language, "people": [0, 1, 2, 3]}
    )
    while not game.finished:
        pending = game.pending()
        choice = rng.choice(pending.choices)
        amounts = choice.amounts()
        game.act(f"{choice.kind} {rng.choice(amounts)}" if amounts else choice.kind)
    return game


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), picks=st.integers(0, 10**6))
def test_any_decisions_read_alike_in_french_and_english(seed, picks):
    french, english = play_through("fr", seed, picks), play_through("en", seed, picks)
    told, plain = french.transcript().to_json(), english.transcript().to_json()
    assert without_words(told) == without_words(plain)
    for word in words(told):
        assert not any(e in f" {word} " for e in ENGLISH), word
        assert "{" not in word and "}" not in word, word
    assert replay_transcript(told)[1] == []
