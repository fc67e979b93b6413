"""The probability lab in French: the same hands and figures as in English, told in French.

A lab request may carry ``"language"``; the lab then labels its exact figure with the French odds
row of the same key (in no language), words its unit and its refusals in French, and deals and
measures exactly the same hands.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet import lab
from lansquenet.language import fields, using

ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", "turns")


def batch(language: str | None, **request: object) -> dict:
    if language is not None:
        request["language"] = language
    return json.loads(lab.batch_json(json.dumps(request)))


def test_every_lab_phrase_has_a_french_twin_filling_the_same_placeholders():
    english, french = lab.WORDS.tables["en"], lab.WORDS.tables["fr"]
    assert set(english) == set(french)
    for key, text in english.items():
        assert fields(text) == fields(french[key]) and text != french[key], key


@pytest.mark.parametrize("variant", sorted(lab.EXPERIMENTS))
def test_a_french_batch_has_the_english_figures_in_french_words(variant):
    request = {"variant": variant, "seed": 7, "start": 3, "count": 4}
    english, french = batch(None, **request), batch("fr", **request)
    assert batch("en", **request) == english
    assert french["rows"] == english["rows"] and french["running"] == english["running"]
    for part in ("value", "decimal"):
        assert french["exact"][part] == english["exact"][part]
    assert french["exact"]["label"] != english["exact"]["label"]
    assert french["unit"] != english["unit"]
    for words in (french["exact"]["label"], french["unit"]):
        assert not any(e in f" {words} " for e in ENGLISH), words


@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
def test_the_figure_is_the_odds_row_of_its_key_in_either_language(variant):
    from lansquenet.variants import find_variant

    test = lab.experiment(variant)
    read = lab.options_for(variant, {})
    for language in ("en", "fr"):
        with using(language):
            row = next(r for r in find_variant(test.variant)(read).odds() if r.key == test.key)
            assert lab.exact(variant) == {"label": row.label, "value": row.value}


def test_montmort_s_stay_is_labelled_in_french():
    with using("fr"):
        figure = lab.exact("montmort", {"seats": 5})
    assert figure["label"].endswith(", 5 coupeurs") and "Montmort" in figure["label"]
    assert figure["value"] == lab.exact("montmort", {"seats": 5})["value"]


@pytest.mark.parametrize(
    ("request_", "french"),
    [
        ({"variant": "nosuch", "count": 3}, "Le laboratoire n'a pas d'expérience pour 'nosuch'\u202f;"),
        ({"variant": "pagat", "count": 0}, "Une série donne de 1 à 2000 coups, pas 0."),
        ({"variant": "pagat", "count": 2, "start": -1}, "La graine et le premier coup doivent être"),
        (
            {"variant": "pagat", "count": 2, "running": 3},
            "Le laboratoire n'a pas pu lire cette demande\u00a0:",
        ),
    ],
)
def test_a_french_request_is_refused_in_french(request_, french):
    english = batch(None, **request_)["error"]
    said = batch("fr", **request_)
    assert set(said) == {"error"} and said["error"].startswith(french), said
    assert said["error"] != english


def test_a_language_the_engine_does_not_speak_is_refused_in_one_sentence():
    assert batch("de", variant="pagat", count=2) == {
        "error": "There is no language 'de'; the engine speaks en or fr."
    }


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(sorted(lab.EXPERIMENTS)), st.integers(0, 10_000), st.integers(1, 6))
def test_any_french_batch_deals_the_english_hands(variant, seed, count):
    request = {"variant": variant, "seed": seed, "count": count}
    assert batch("fr", **request)["rows"] == batch(None, **request)["rows"]
