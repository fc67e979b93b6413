"""Bad input refused in French: every family of malformed input (a command line, a spec, a deal
file, a transcript, a seat's name, an option, a card) is one French sentence when French is
spoken, and nothing changes: no output, English spoken after, the same refusal in English as
before. Hypothesis draws the same inputs as the English bad-input tests.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_bad_input_properties import (
    RECORDED,
    SETTINGS,
    command_lines,
    deal_files,
    edited_transcripts,
    plain_names,
    words,
)

from lansquenet import api, cards, dealfile, events, reading, seats, spec, table, variants
from lansquenet.cli import main
from lansquenet.errors import LansquenetError
from lansquenet.events import check_shape
from lansquenet.language import Phrases, current, using
from lansquenet.spec import Spec

ENGLISH = (" the ", " must ", " is not ", " not a ", "'s name", " and ", " has no ", " cannot ", " give ")
"""English a French refusal never holds outside what it quotes back."""


def french(line: str) -> str:
    """``line`` with what it quotes back taken out, checked to hold no English."""
    bare = re.sub(r"'[^']*'|\"[^\"]*\"|«[^»]*»|non reconnus.*", "", f" {line} ")  # and the flags typed
    assert not [w for w in ENGLISH if w in bare], line
    return line


def outcome(capsys, argv: list[str]) -> tuple[int, str]:
    """Run ``argv`` in French: dealt, unmet or refused in one French line, nothing else."""
    code = main([*argv, "--lang", "fr"])
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (argv, code, err)
    assert current() == "en"
    if code == 2:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("erreur\u00a0: "), (argv, err)
        assert out == "", (argv, out)
        french(lines[0])
    else:
        assert err == "", (argv, err)
    return code, out


@SETTINGS
@given(argv=command_lines())
def test_any_french_command_line_deals_or_refuses_in_one_french_line(capsys, argv):
    outcome(capsys, argv)


@SETTINGS
@given(body=deal_files())
def test_any_deal_file_deals_or_refuses_in_one_french_line(capsys, tmp_path_factory, body):
    path = tmp_path_factory.mktemp("deal") / "deal.toml"
    path.write_text(body, encoding="utf-8")
    code, out = outcome(capsys, ["replay", str(path)])
    if code == 1:
        assert all(french(line) for line in out.splitlines() if line.startswith("UNMET: "))


@SETTINGS
@given(data=edited_transcripts())
def test_any_edited_transcript_is_named_or_refused_in_french(capsys, tmp_path_factory, data):
    path = tmp_path_factory.mktemp("replay") / "deal.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out = outcome(capsys, ["replay", str(path)])
    if data != RECORDED:
        assert code != 0, "an edited transcript replayed identically"
    if code == 1:
        assert len(out.strip().splitlines()) == 1 and out.startswith("DIFFERS: ")


@SETTINGS
@given(names=st.lists(st.one_of(plain_names, words), min_size=3, max_size=6))
def test_a_seat_name_is_refused_in_french_or_seated(capsys, names):
    code, out = outcome(capsys, ["deal", "pagat", "--seed", "1", "--names", ",".join(names)])
    if code == 0:
        assert out.splitlines()[-1].startswith("Bilan\u00a0: ")


def refusal(call, *args: object) -> tuple[str, str]:
    """The sentence ``call(*args)`` is refused with in English, then in French."""
    said = []
    for code in ("en", "fr"):
        with using(code), pytest.raises(LansquenetError) as caught:
            call(*args)
        said.append(str(caught.value))
    assert current() == "en"
    return said[0], said[1]


SPECS = [
    ([], "A deal spec is a table of keys", "Une spécification de donne est une table de clés"),
    ({"variant": "pagat", "bogus": 1}, "has no key 'bogus'", "n'a pas de clé 'bogus'"),
    ({}, "must name its variant", "doit nommer sa variante"),
    ({"variant": 5}, "The variant is a name", "La variante est un nom"),
    ({"variant": "pagot"}, "There is no variant 'pagot'", "Il n'y a pas de variante 'pagot'"),
    ({"variant": "pagat", "options": 5}, "options must be a table", "options doit être une table"),
    ({"variant": "pagat", "options": {"bogus": 1}}, "has no option 'bogus'", "n'a pas d'option 'bogus'"),
    ({"variant": "pagat", "options": {"packs": 9}}, "from 1 to 6, not 9", "de 1 à 6, pas 9"),
    (
        {"variant": "pagat", "options": {"pair_rule": "x"}},
        "must be one of all, half",
        "doit être l'une de all, half",
    ),
    ({"variant": "modern", "options": {"bystander": "x"}}, "is on or off", "est activée ou non"),
    ({"variant": "pagat", "seats": 2}, "seats must be a whole number from 3 to 6", "de 3 à 6, pas 2"),
    ({"variant": "pagat", "seats": 500}, "seats 3 to 6 players", "se joue de 3 à 6 joueurs"),
    ({"variant": "pagat", "seats": "-4"}, "The number of seats must be", "Le nombre de places doit être"),
    (
        {"variant": "pagat", "seats": [5]},
        "a number of seats or a list of names",
        "un nombre de places ou une liste",
    ),
    (
        {"variant": "pagat", "seats": ["A", "A", "B"]},
        "Two seats have the same name",
        "Deux places portent le même nom",
    ),
    ({"variant": "pagat", "seats": 4, "options": {"seats": 5}}, "does not match the 4 seats", "(4)"),
    ({"variant": "pagat", "banker": 9}, "The banker must be", "Le banquier doit être"),
    ({"variant": "pagat", "seed": -1}, "The seed must be", "La graine doit être"),
    ({"variant": "pagat", "decisions": 5}, "decisions must be a list", "decisions doit être une liste"),
    (
        {"variant": "pagat", "scope": "x"},
        "The scope must be one of deal, match",
        "La portée doit être l'une de deal, match",
    ),
    ({"variant": "pagat", "chips": -1}, "from 0 to 1,000,000,000", "de 0 à 1\u202f000\u202f000\u202f000"),
    ({"variant": "pagat", "people": "0"}, "people must be a list", "people doit être une liste"),
    ({"variant": "pagat", "people": [7]}, "A person's seat must be", "La place d'une personne doit être"),
    ({"variant": "pagat", "people": [1, 1]}, "listed twice among the people", "figure deux fois parmi"),
    ({"variant": "pagat", "decks": 5}, "decks must be a list of pack orders", "decks doit être une liste"),
    ({"variant": "pagat", "deck": 5}, "The deck is the cards on top", "deck donne les cartes du dessus"),
    ({"variant": "pagat", "deck": "QH", "decks": ["7S"]}, "Give either deck", "Donnez soit deck"),
    ({"variant": "pagat", "deck": "10ſ"}, "'10ſ' is not a card", "'10ſ' n'est pas une carte"),
    ({"variant": "pagat", "deck": ["QH", 5]}, "5 is not a card", "5 n'est pas une carte"),
    ({"variant": "pagat", "stacked": [99]}, "stacked must give", "stacked doit donner"),
    (
        {"variant": "pagat", "seats": ["A\u202eB", "C", "D"]},
        "turns the text's direction (U+202E)",
        "change le sens du texte (U+202E)",
    ),
    (
        {"variant": "pagat", "seats": ["A\x00", "C", "D"]},
        "a control character (U+0000)",
        "un caractère de contrôle (U+0000)",
    ),
    (
        {"variant": "pagat", "seats": ["\u0301", "C", "D"]},
        "no letter, digit or sign",
        "ni lettre, ni chiffre, ni signe",
    ),
    ({"variant": "pagat", "seats": ["A" * 41, "C", "D"]}, "41 characters long", "compte 41 caractères"),
    (
        {"variant": "pagat", "seats": [" ", "C", "D"]},
        "a list of names, none of them empty",
        "dont aucun n'est vide",
    ),
    ({"variant": "pagat", "language": "de"}, "There is no language 'de'", "Il n'y a pas de langue 'de'"),
]


@pytest.mark.parametrize(("data", "english", "words"), SPECS)
def test_each_bad_spec_is_refused_in_one_french_sentence(data, english, words):
    said_en, said_fr = refusal(Spec.from_dict, data)
    assert english in said_en, said_en
    assert words in said_fr and said_fr != said_en, said_fr
    assert "\n" not in said_fr
    french(said_fr)


FUTILE = [
    ({"variant": "pagat", "deck": ""}, "deck est vide"),
    ({"variant": "pagat", "decks": []}, "decks est vide"),
    ({"variant": "pagat", "decks": ["QH", " "]}, "L'ordre de paquet 2 de decks est vide"),
    ({"variant": "modern", "seats": 2, "options": {"bystander": True}}, "demande au moins 3 places"),
]


@pytest.mark.parametrize(("data", "words"), FUTILE)
def test_what_deals_but_never_as_asked_is_refused_in_french(data, words):
    _, said = refusal(spec.refuse_futile, data)
    assert words in said, said
    french(said)


def test_the_deal_request_is_refused_in_the_language_it_asks_for():
    assert json.loads(api.deal_json('{"variant": "pagat", "language": "fr", "seed": '))["error"] == (
        "La demande de donne n'est pas du JSON valide (l'erreur est à la ligne 1, colonne 48)."
    )
    assert json.loads(api.deal_json('{"language": "fr", "variant": "pagat", "seats": 1}'))["error"] == (
        "L'option seats doit être un nombre entier de 3 à 6, pas 1."
    )
    assert json.loads(api.deal_json('{"language": "fr", "x": ' + "[" * 100_000))["error"].startswith(
        "La demande"
    )
    assert json.loads(api.deal_json(None))["error"] == (  # type: ignore[arg-type]
        'The deal request must be JSON text, like \'{"variant": "pagat", "seed": 1}\', not nothing.'
    )
    with using("fr"):
        assert json.loads(api.deal_json(5))["error"] == (  # type: ignore[arg-type]
            'La demande de donne doit être un texte JSON, comme \'{"variant": "pagat", "seed": 1}\', '
            "pas un nombre."
        )
    assert current() == "en"


def test_a_transcript_of_the_wrong_shape_is_refused_in_french():
    good = json.loads(json.dumps(RECORDED))
    for data, expected in [
        ([], "Ce n'est pas une transcription de Lansquenet\u00a0: ce n'est pas une table de clés."),
        ({**good, "bogus": 1}, "Cette transcription a une clé 'bogus' qu'aucune transcription n'a."),
        ({k: v for k, v in good.items() if k != "steps"}, "il y manque 'steps'."),
        ({**good, "format": 7}, "Dans cette transcription, 'format' doit être le nombre 1, pas 7."),
        ({**good, "seed": "x"}, "'seed' doit être un nombre entier ou null, pas 'x'."),
    ]:
        _, said = refusal(check_shape, data)
        assert expected in said, said
        french(said)


def test_option_values_and_their_allowed_words_in_french():
    packs = variants.find_variant("pagat").option("packs")
    with using("fr"):
        assert packs.allowed() == "1–6"
    _, said = refusal(packs.read, "x")
    assert said == "L'option packs doit être un nombre entier de 1 à 6, pas 'x'."


def test_reading_numbers_files_and_cards_in_french(tmp_path):
    assert refusal(reading.whole_number, "²", "--seed")[1] == (
        "--seed doit être un nombre entier écrit avec les chiffres 0 à 9, pas '²'."
    )
    assert "d'au plus 19\u00a0chiffres" not in refusal(reading.whole_number, "9" * 30, "--seed")[1]
    assert "d'au plus 19 chiffres" in refusal(reading.whole_number, "9" * 30, "--seed")[1]
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b"caf\xe9")
    assert refusal(reading.read_text, str(latin))[1] == f"{latin} n'est pas un fichier texte en UTF-8."
    assert refusal(reading.read_text, str(tmp_path / "none"))[1].startswith("Impossible de lire le fichier")
    assert refusal(reading.load_json, "[" * 100_000, "x.json")[1] == (
        "x.json\u00a0: l'imbrication est trop profonde pour être lue."
    )
    assert refusal(cards.parse_cards, 5)[1] == 'Les cartes s\'écrivent en texte, comme "QH 7S 10C", pas 5.'
    qh = cards.Card.parse("QH")
    assert refusal(cards.stacked_pack, [qh, qh, qh], 2, None)[1] == (
        "Les cartes placées donnent QH 3 fois, mais 2 paquets la contiennent seulement deux fois."
    ).replace(" ", " ")
    assert (
        refusal(cards.check_packs, 9)[1] == "Le nombre de paquets doit être un nombre entier de 1 à 6, pas 9."
    )


def test_a_stacked_card_the_pack_lacks_is_refused_in_french():
    import random

    shoe = table.Shoe(1, random.Random(1), [[cards.Card.parse("QH")]])
    _, said = refusal(shoe.reorder, [cards.Card.parse("7S")], "les cartes retournées")
    assert said == "Le paquet 1 met QH sur le dessus, mais cette carte n'est pas parmi les cartes retournées."


def test_seats_past_the_named_ones_are_named_in_the_language_of_the_moment():
    assert seats.default_names(200)[-1] == "Seat 200"
    with using("fr"):
        assert seats.default_names(200)[-1] == "Place 200"
        assert seats.default_names(3) == ["Anne", "Blaise", "Colette"]


@pytest.mark.parametrize(
    "table",
    [
        reading.WORDS,
        spec.WORDS,
        seats.WORDS,
        seats.UNSEEN,
        events.WORDS,
        dealfile.WORDS,
        cards.WORDS,
        variants.OPTION_WORDS,
        variants.VARIANT_WORDS,
        table.WORDS,
        api.WORDS,
    ],
)
def test_every_refusal_table_speaks_both_languages(table):
    assert isinstance(table, Phrases)
    assert set(table.tables["fr"]) == set(table.tables["en"])
