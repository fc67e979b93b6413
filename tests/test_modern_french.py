"""The 19th-century game (``modern``) told in French: the same play as in English, word for word
in French.

Words never change play: a deal in French and in English from the same spec differ only in their
words and in the transcript's ``language``. A French transcript replays, and an edited French step
is caught. No English is left in any French word, prompts and refusals included; the options,
rulings, title and odds rows have their French texts under the same names and keys.
"""

from __future__ import annotations

import copy
import json
import re
import string

import pytest
from french_words import dealer, told_alike, without_words, words
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet import api
from lansquenet.cli import main
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game
from lansquenet.language import Phrases, using
from lansquenet.replay import replay_transcript
from lansquenet.rules.modern import Modern
from lansquenet.rules.modern import options as modern_options
from lansquenet.rules.modern import phrases as modern_phrases

ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", "turns")
"""Words a French sentence never holds, which English ones almost always do."""
ENGLISH_MORE = (" round", " punter", " bet", " pass ", " raise", " keep", " buy", " level", " your ", " you ")
"""The 19th-century game's own English words, which no French word of it holds either."""


deal = dealer("modern")


def english_in(word: str) -> list[str]:
    """The English pieces a French word holds."""
    return [e for e in ENGLISH + ENGLISH_MORE if e in f" {word} "]


SPECS = [
    {"seed": 3},
    {"seed": 3, "scope": "match"},
    {
        "seed": 7,
        "scope": "match",
        "seats": 5,
        "options": {"pair_rule": "half", "packs": 1, "bystander": True},
    },
    {
        "seed": 5,
        "scope": "match",
        "options": {"rightful_buyer": "banks-again", "buying_order": "rightward", "rounds": 40, "packs": 1},
    },
    {
        "banker": 0,
        "deck": "9C 9D 5C 8H 5D JC 4H 4D",
        "scope": "match",
        "options": {"rounds": 3},
        "decisions": ["stake 20", "raise 20", "pass", "buy 20", "buy 40"],
    },
    {"deck": "QH 7S 7D", "scope": "match", "options": {"rounds": 2}, "decisions": ["stake 20", "raise 20"]},
    {"seed": 9, "seats": ["Anne", "Hélène", "Urbain", "Octave"], "scope": "match"},
    {"seed": 4, "chips": [0, 100, 100, 100], "scope": "match", "options": {"rounds": 4}},
]


def test_every_table_has_the_same_keys_and_placeholders_in_both_languages():
    for table in (modern_phrases.PHRASES, modern_phrases.WORDS, modern_options.TEXTS, modern_options.ODDS):
        assert isinstance(table, Phrases)
        english, french = table.tables["en"], table.tables["fr"]
        assert english.keys() == french.keys()
        for key in english:
            fields = {f for _, f, _, _ in string.Formatter().parse(english[key]) if f}
            assert fields == {f for _, f, _, _ in string.Formatter().parse(french[key]) if f}, key
    assert isinstance(Modern.PHRASES, Phrases) and isinstance(Modern.RUNS, Phrases)


SAME = frozenset({"mark.doublet"})
"""Words French writes as English does: the doublet is the game's French word in both."""


def test_no_french_phrase_is_left_in_english():
    for table in (modern_phrases.PHRASES, modern_phrases.WORDS, modern_options.ODDS):
        for key, text in table.tables["fr"].items():
            bare = re.sub(r"\{[^}]*\}", "", text)
            if key not in SAME and re.search(r"[a-z]{3}", bare):
                assert text != table.tables["en"][key], key
            assert not english_in(bare), (key, text)


@pytest.mark.parametrize("spec", SPECS)
def test_french_and_english_deals_differ_only_in_words(spec):
    told_alike(deal("en", **spec), deal("fr", **spec))


@pytest.mark.parametrize("spec", SPECS)
def test_french_words_hold_no_english_and_no_unfilled_placeholders(spec):
    for word in words(deal("fr", **spec)):
        assert not english_in(word), word
        assert "{" not in word and "}" not in word, word
        assert "  " not in word and " ," not in word and " ." not in word, word


def test_counts_agree_in_number():
    told = " ".join(w for spec in SPECS for w in words(deal("fr", **spec)))
    assert not re.search(r"\b1 (jetons|cartes|coups)\b", told)
    assert not re.search(r"\b([2-9]|\d\d+) (jeton|carte|coup)\b", told)
    assert "1 jeton" in told or "1 carte" in told


def test_a_second_card_of_a_kind_is_told_as_the_second():
    told = words(deal("fr", seed=3, scope="match"))
    assert any(re.match(r"Le deuxième \w+ de \w+ \(\w+\) est du rang", w) for w in told)


def test_the_steps_read_as_the_game_says_them():
    game = Game(
        {
            "variant": "modern",
            "deck": "QH 7S 7D",
            "scope": "match",
            "options": {"rounds": 2},
            "language": "fr",
        }
    )
    assert game.pending().prompt == "Anne\u00a0: quel enjeu mettez-vous (de 1 à 100 jetons)\u202f?"
    game.act("stake 20")
    assert game.steps[-1].text == "Anne prend la banque et met en jeu 20 jetons."
    assert game.steps[-1].transfers == [
        {"payer": "Anne", "payee": "Banque", "amount": 20, "reason": "l'enjeu du banquier"}
    ]
    assert game.pending().prompt == (
        "Blaise, tout l'enjeu du banquier, 20 jetons, est à couvrir\u00a0: passer, relancer de 1 à 20 ou "
        "faire banco\u202f?"
    )
    game.act("raise 20")
    texts = [s.text for s in game.steps]
    assert "On retourne la dame de cœur (QH)\u00a0: la carte du banquier, posée à la gauche d'Anne." in texts
    assert "La banque revient de droit à Blaise, la place suivante à la droite d'Anne." in texts
    assert game.steps[-1].view["zones"][0]["label"] == "Carte du banquier"


def test_french_prompts_and_refusals():
    game = Game({"variant": "modern", "deck": "9C 9D 5C 8H 5D", "scope": "match", "language": "fr"})
    game.act("stake 20")
    game.act("raise 5")
    assert game.pending().prompt.startswith("Colette, il reste 15 à couvrir sur les 20 jetons du banquier")
    with pytest.raises(IllegalAction) as caught:
        game.act("raise 50")
    assert not english_in(str(caught.value)), str(caught.value)
    game.act("raise 15")
    assert game.pending().prompt == (
        "Anne\u00a0: garder la banque à 40 (votre enjeu et vos gains), la garder avec un refait à 20 (en "
        "empochant vos gains de 20), ou la passer\u202f?"
    )
    game.act("pass")
    assert game.pending().prompt.startswith("Blaise\u00a0: acheter la banque pour 40 (le niveau plein) ou 20")


def test_a_refused_refait_says_why_in_french():
    game = Game({"variant": "modern", "deck": "QH 7S QD", "scope": "match", "language": "fr"})
    game.act("stake 20")
    game.act("raise 20")
    with pytest.raises(IllegalAction) as caught:
        game.act("refait")
    assert "un refait ne suit qu'un doublet" in str(caught.value)
    assert not english_in(str(caught.value))


def test_a_french_transcript_replays_and_an_edit_is_caught():
    for spec in SPECS:
        recorded = deal("fr", **spec)
        again, failures = replay_transcript(recorded)
        assert failures == [] and again == recorded
    recorded = deal("fr", seed=3)
    edited = copy.deepcopy(recorded)
    edited["steps"][3]["text"] = edited["steps"][3]["text"].replace("bat", "bât", 1)
    _, failures = replay_transcript(edited)
    assert failures and failures[0].startswith("step 4's 'text' differs at character")


def test_the_command_line_deals_and_tells_odds_in_french(capsys):
    assert main(["deal", "modern", "--seed", "3", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. Anne partage les 104 cartes en 4 paquets d'environ 26 et en bat un")
    assert not english_in(out.replace("\n", " "))
    assert main(["odds", "modern", "--lang", "fr"]) == 0
    rows = capsys.readouterr().out.splitlines()[1:]
    assert "  Probabilité que la banque gagne un coup : 53,40 % (exactement 55/103)" in rows
    assert len(rows) == 27 and not any(e in row for row in rows for e in (" chip", "Bank", "Chance", " of "))


def test_the_bystander_is_refused_the_bank_in_french():
    with pytest.raises(InvalidSpec) as caught:
        Game({"variant": "modern", "banker": 3, "options": {"bystander": True}, "language": "fr"})
    assert str(caught.value) == (
        "Le joueur debout (la dernière place) se tient à l'écart et ne peut pas tenir la banque."
    )


def test_options_rulings_title_and_odds_are_told_in_french():
    english_options, english_rulings, english_rows = Modern.OPTIONS, Modern.RULINGS, Modern().odds()
    with using("fr"):
        assert Modern.TITLE == "Le lansquenet au XIXe siècle"
        french_options, french_rulings, french_rows = Modern.OPTIONS, Modern.RULINGS, Modern().odds()
        shown = [row.text() for row in french_rows]
    assert [o.name for o in french_options] == [o.name for o in english_options]
    assert [(o.default, o.choices, o.low, o.high) for o in french_options] == [
        (o.default, o.choices, o.low, o.high) for o in english_options
    ]
    assert [r.option for r in french_rulings] == [r.option for r in english_rulings]
    for option in french_options:
        assert not english_in(option.doc) and option.doc != english_options[0].doc
    names = re.compile(r"\(option \w+\)|\b(rounds|bystander|pair_rule)\b")
    for ruling in french_rulings:
        for text in (ruling.question, ruling.source_says, ruling.we_deal, ruling.alternative):
            assert not english_in(names.sub("", text)), text
    assert [(r.key, r.value) for r in french_rows] == [(r.key, r.value) for r in english_rows]
    assert all(r.key for r in english_rows) and len({r.key for r in english_rows}) == len(english_rows)
    assert not {r.label for r in french_rows} & {r.label for r in english_rows}
    assert all("exactly" not in text for text in shown)


def test_the_catalogue_offers_modern_in_french():
    told = json.loads(api.variants_json("fr"))["modern"]
    assert told["title"] == "Le lansquenet au XIXe siècle"
    assert [o["doc"] for o in told["options"]] == [o.doc for o in modern_options.OPTIONS_TOLD.values["fr"]]


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    scope=st.sampled_from(["deal", "match"]),
    half=st.booleans(),
    bystander=st.booleans(),
    packs=st.integers(1, 3),
)
def test_any_french_modern_deal_is_all_french(seed, scope, half, bystander, packs):
    options = {"pair_rule": "half" if half else "all", "bystander": bystander, "packs": packs, "rounds": 20}
    spec = {"seed": seed, "scope": scope, "options": options}
    french = deal("fr", **spec)
    for word in words(french):
        assert not english_in(word), word
        assert "{" not in word and "}" not in word, word
    assert without_words(french) == without_words(deal("en", **spec))


def test_the_odds_refuse_a_position_in_french():
    from lansquenet.rules.modern.odds import after_two_cards, fresh_counts, round_odds

    with using("fr"), pytest.raises(InvalidSpec) as caught:
        after_two_cards(fresh_counts(2), "Q", "Q", 2)
    assert str(caught.value) == "Les deux cartes font un doublet\u00a0: le coup est déjà fini."
    with using("fr"), pytest.raises(InvalidSpec, match=r"^pair_rule vaut all ou half, pas 'odd'\.$"):
        round_odds(fresh_counts(1), 1, "odd")
    with pytest.raises(InvalidSpec, match=r"^The two cards are a doublet: the round is already over\.$"):
        after_two_cards(fresh_counts(2), "Q", "Q", 2)
