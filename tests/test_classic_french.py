"""The court game (``classic``) told in French: the same play as in English, word for word in French.

Words never change play: a deal in French and in English from the same spec differ only in
their words and in the transcript's ``language``. A French transcript replays, and its words
are checked as English ones are. No English is left in any French word, and the court game's
own French terms are used (coupeur, carabin, réjouissance, coupe-gorge, premier pris, la main).
"""

from __future__ import annotations

import copy
import json
import re

import pytest
from french_words import dealer, replays_as_recorded, told_alike, without_words, words
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet.cli import main
from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.game import Game
from lansquenet.language import NBSP, NNBSP, Phrases, fields, using
from lansquenet.replay import replay_transcript
from lansquenet.rules.classic import Classic
from lansquenet.rules.classic import odds as classic_odds
from lansquenet.rules.classic import options as classic_options
from lansquenet.rules.classic import phrases as classic_phrases

ENGLISH = (
    " the ",
    " and ",
    " chips",
    "'s ",
    " chip ",
    " of ",
    " is ",
    " bank ",
    "stake",
    "The ",
    "turns",
    " up-card",
    "cutter",
    "waters",
    "reprise card",
    " on the ",
    " matches",
)
"""Words a French sentence of the court game never holds, which English ones almost always do."""
OUTSIDERS = {"outsiders": 2, "seats": 7, "carabins": "cutters", "rejouissance_pays": "multiple"}


deal = dealer("classic")


def english_left(word: str) -> list[str]:
    return [e for e in ENGLISH if e in f" {word} "]


SPECS = [
    {"seed": 3},
    {"seed": 11, "scope": "match", "seats": 4},
    {"seed": 5, "options": {**OUTSIDERS, "deal_quadruple": "collected", "removed_stake": "taker"}},
    {"seed": 8, "scope": "match", "options": {"stake": 5, "max_hands": 2, "reprise_cards": "accepted"}},
    {"seed": 2, "chips": [100, 3, 100, 100, 0, 100]},
    {
        "seed": 4,
        "options": {"rule_of_odds": False, "rejouissance_end": "returned", "multiple_stakes": "even"},
    },
]


@pytest.mark.parametrize("spec", SPECS)
def test_french_and_english_deals_differ_only_in_words(spec):
    told_alike(deal("en", **spec), deal("fr", **spec))


@pytest.mark.parametrize("spec", SPECS)
def test_french_words_hold_no_english_and_no_unfilled_placeholders(spec):
    for word in words(deal("fr", **spec)):
        assert not english_left(word), word
        assert "{" not in word and "}" not in word, word
        assert "  " not in word and " ," not in word and " ." not in word, word


def test_every_table_has_the_same_keys_and_placeholders_in_both_languages():
    tables = [
        classic_phrases.PHRASES,
        classic_phrases.RUNS,
        classic_phrases.WORDS,
        classic_phrases.ACCOUNTS,
        classic_phrases.PRESETS,
        classic_options.TEXTS,
        classic_odds.ODDS,
    ]
    for table in tables:
        assert isinstance(table, Phrases)
        english, french = table.tables["en"], table.tables["fr"]
        assert english.keys() == french.keys()
        for key, value in english.items():
            pieces = value if isinstance(value, tuple) else (value,)
            others = french[key] if isinstance(french[key], tuple) else (french[key],)
            assert [fields(p) for p in pieces] == [fields(p) for p in others], key


def test_no_french_phrase_is_left_in_english():
    tables = [classic_phrases.PHRASES, classic_phrases.WORDS, classic_phrases.ACCOUNTS, classic_odds.ODDS]
    alike = {"kind.2", "kind.3", "kind.4", "holders.rest", "so-far.item", "stakes-recovered", "extra.none"}
    alike |= {"mark.wager", "mark.wager.kind", "offered.one"}  # the same words, or only names and numbers
    for table in tables:
        for key, value in table.tables["fr"].items():
            assert key in alike or value != table.tables["en"][key], key
            assert not english_left(re.sub(r"\{\w*\}", "", value)), (key, value)
    assert set(classic_options.TEXTS.tables["fr"].values()).isdisjoint(
        classic_options.TEXTS.tables["en"].values()
    )


def test_the_court_game_speaks_its_own_french_terms():
    told = " ".join(words(deal("fr", seed=3)) + words(deal("fr", seed=11, scope="match", seats=4)))
    for term in (
        "banquier",
        "coupe",
        "carabine",
        "réjouissance",
        "carte de reprise",
        "premier pris",
        "arrose",
    ):
        assert term in told, term
    told = " ".join(step["text"] for seed in range(20) for step in deal("fr", seed=seed)["steps"])
    assert "fait coupe-gorge" in told and "la main" in told


def test_one_chip_and_several_agree():
    told = " ".join(words(deal("fr", seed=11, scope="match", seats=4)) + words(deal("fr", **SPECS[3])))
    assert not re.search(r"\b1 jetons\b", told) and not re.search(r"\b([2-9]|\d\d+) jeton\b", told)
    assert not re.search(r"\b1 coups\b", told) and not re.search(r"\b[2-9] coup de suite\b", told)


def test_a_double_card_is_told_in_french_with_its_owner_elided():
    game = Game({"variant": "classic", "deck": "7S 2C 7D", "language": "fr", "seats": 4, "seed": 1})
    game.run()
    texts = [s.text for s in game.steps]
    assert texts[:3] == [
        "Anne, le banquier, rassemble les cartes et les mêle.",
        "Denis, à la gauche du banquier, coupe.",
        "Blaise reçoit le sept de pique (7S) à découvert et met 1 jeton sur sa carte.",
    ]
    assert texts[4] == (
        f"Le sept de carreau (7D) va à Denis et est du rang de la carte de Blaise, qui glisse dessous{NBSP}: "
        f"une carte double. La mise de Blaise (1 jeton) va au banquier{NNBSP}; Denis met 1 jeton et le banquier "
        "met 2 jetons dessus."
    )
    labels = {z["label"] for z in game.steps[4].view["zones"]}
    assert {"Carte d'Anne", "Carte de Blaise", "Réjouissance", "Carte du banquier (à droite)"} <= labels
    assert {"payer": "Anne", "payee": "Banque sur la carte de Denis", "amount": 2} in [
        {k: t[k] for k in ("payer", "payee", "amount")} for t in game.steps[4].transfers
    ]


def test_a_french_prompt_offers_what_the_decision_offers():
    game = Game({"variant": "classic", "seed": 3, "language": "fr"})
    pending = game.pending()
    assert pending.kind == "ceiling"
    assert pending.prompt == (
        f"Anne{NBSP}: fixer un plafond à la réjouissance (de 1 à 96 jetons), ou la laisser ouverte à hauteur de "
        f"ce que la banque peut payer (96 jetons){NNBSP}?"
    )
    game.act("open")
    assert game.steps[-1].text == (
        "Anne ne met à la réjouissance d'autre plafond que ce que la banque peut payer (96 jetons)."
    )
    assert (
        game.pending().prompt
        == f"Blaise{NBSP}: miser de 1 à 96 jetons sur la réjouissance, ou passer{NNBSP}?"
    )


def test_a_refused_action_is_refused_in_french_and_changes_nothing():
    game = Game({"variant": "classic", "seed": 3, "language": "fr"})
    before = [s.to_json() for s in game.steps]
    with pytest.raises(IllegalAction) as caught:
        game.act("ceiling 500")
    refusal = str(caught.value)
    assert refusal.startswith("Anne") and not english_left(refusal), refusal
    with pytest.raises(IllegalAction) as caught:
        game.act("keep")
    assert not english_left(str(caught.value)), str(caught.value)
    assert [s.to_json() for s in game.steps] == before and game.pending().kind == "ceiling"


def test_a_game_in_play_speaks_its_language_whoever_steps_it():
    game = Game({"variant": "classic", "seed": 3, "language": "fr"})
    game.act("ceiling 10")
    assert game.steps[-1].text == "Anne plafonne les mises sur la réjouissance à 10 jetons en tout."
    game.act("stake 2")
    assert game.steps[-1].transfers[0]["payee"] == "Blaise sur la réjouissance"
    assert game.steps[-1].transfers[0]["reason"] == "une mise sur la réjouissance"


def test_a_french_transcript_replays():
    for spec in SPECS:
        replays_as_recorded(deal("fr", **spec))


def test_a_one_letter_edit_of_a_french_step_is_caught():
    recorded = deal("fr", seed=3)
    edited = copy.deepcopy(recorded)
    edited["steps"][0]["text"] = edited["steps"][0]["text"].replace("mêle", "mèle", 1)
    _, failures = replay_transcript(edited)
    assert failures and failures[0].startswith("step 1's 'text' differs at character")


def test_the_command_line_deals_the_court_game_in_french(capsys):
    assert main(["deal", "classic", "--seed", "3", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. Anne, le banquier, rassemble les cartes et les mêle.\n")
    assert f"Bilan{NBSP}: Anne +34" in out
    for english in (" the ", " and ", " chips", "'s "):
        assert english not in out
    assert main(["deal", "classic", "--seed", "3", "--lang=fr", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["language"] == "fr"


def test_a_spec_is_refused_in_french():
    with pytest.raises(InvalidSpec) as caught:
        deal("fr", seats=14)
    assert str(caught.value) == "Le jeu de la cour se joue de 4 à 12 coupeurs (§1), pas 14."
    with pytest.raises(InvalidSpec) as caught:
        deal("fr", seats=15, options={"outsiders": 1})
    assert str(caught.value).endswith("pas 14 en plus de 1 carabin de passage.")
    with pytest.raises(InvalidSpec) as caught:
        deal("fr", seats=7, banker=6, options={"outsiders": 1})
    assert str(caught.value).startswith("Le banquier doit être un coupeur, place 0 à 5")


def test_options_rulings_presets_and_title_read_in_french():
    with using("fr"):
        assert Classic.TITLE == "Le jeu de la cour (XVIIe–XVIIIe siècle)"
        options, rulings, presets = Classic.OPTIONS, Classic.RULINGS, Classic.PRESETS
    assert [o.name for o in options] == [o.name for o in Classic.OPTIONS]
    assert [(o.default, o.choices) for o in options] == [(o.default, o.choices) for o in Classic.OPTIONS]
    assert len(rulings) == len(Classic.RULINGS) == 29
    assert [r.option for r in rulings] == [r.option for r in Classic.RULINGS]
    assert [(p.name, p.options) for p in presets] == [(p.name, p.options) for p in Classic.PRESETS]
    assert presets[1].title == "Une première partie"
    assert rulings[8].question == f"Quand le banquier fait-il coupe-gorge{NNBSP}?"
    for text in [o.doc for o in options] + [r.we_deal for r in rulings] + [p.doc for p in presets]:
        values = r"\b\w+_\w+\b|\b\w+ = [\w-]+|\((?:dispossessed|cutters|none|claimable|accepted|banker|taker|owner|recovered|collected|odds|even|multiple|play-on|returned|draw|seat)\b"
        assert not english_left(re.sub(values, "", text)), text


@pytest.mark.parametrize("options", [{"carabins": "none", "rejouissance_pays": "multiple"}])
def test_the_odds_rows_are_the_same_figures_under_the_same_keys_in_french(options):
    english = Classic(options).odds()
    with using("fr"):
        french = Classic(options).odds()
        shown = [row.text() for row in french]
    assert [(r.key, r.value, r.shown, r.percent) for r in french] == [
        (r.key, r.value, r.shown, r.percent) for r in english
    ]
    assert all(r.key for r in english) and len({r.key for r in english}) == len(english)
    assert not {r.label for r in french} & {r.label for r in english}
    assert all("exactly" not in text and "about" not in text for text in shown)
    assert french[3].label == "Probabilité du coupe-gorge, sans la réjouissance"


def test_french_odds_on_the_command_line(capsys):
    assert main(["odds", "classic", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert (
        f"Probabilité d'une carte quadruple de coupeur à la donne{NBSP}: 0,024{NNBSP}% (exactement 1/4165)"
        in out
    )


@settings(max_examples=6, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    scope=st.sampled_from(["deal", "deal", "match"]),
    seats=st.integers(4, 6),
    outsiders=st.integers(0, 2),
    quadruple=st.sampled_from(["recovered", "collected"]),
    removed=st.sampled_from(["banker", "taker", "owner"]),
)
def test_any_french_court_deal_is_all_french(seed, scope, seats, outsiders, quadruple, removed):
    options = {"outsiders": outsiders, "deal_quadruple": quadruple, "removed_stake": removed, "max_hands": 2}
    spec = {"seed": seed, "scope": scope, "seats": seats + outsiders, "options": options}
    french = deal("fr", **spec)
    for word in words(french):
        assert not english_left(word), word
        assert "{" not in word and "}" not in word, word
    assert without_words(french) == without_words(deal("en", **spec))


@settings(max_examples=15, deadline=None)
@given(
    deck=st.permutations(["7S", "7D", "7C", "7H", "2C", "2D", "QH", "QS", "QD", "QC", "5S"]),
    seed=st.integers(0, 99),
)
def test_stacked_french_deals_with_multiple_cards_are_all_french(deck, seed):
    spec = {"deck": " ".join(deck), "seed": seed, "seats": 5, "options": {"deal_quadruple": "collected"}}
    french = deal("fr", **spec)
    for word in words(french):
        assert not english_left(word), word
    assert without_words(french) == without_words(deal("en", **spec))


def test_french_verbs_agree_with_how_many_seats_they_tell():
    options = {"first_banker": "seat"}
    told = deal("fr", seed=1, scope="match", seats=5, chips=[100, 0, 0, 100, 100], options=options)
    assert [s["text"] for s in told["steps"] if s["kind"] == "skip-deal"] == [
        f"Blaise a 0 jeton et Colette 0 jeton, moins que la mise du jeu, et ne peuvent tenir la main{NBSP}: "
        "elle passe au suivant."
    ]
    game = Game(
        {
            "variant": "classic",
            "language": "fr",
            "deck": "2S 5H 9D KC 9C 5D KD",
            "options": {"carabins": "cutters", "rejouissance": False},
        }
    )
    pending = game.pending()
    assert pending is not None and pending.kind == "wager" and pending.seat == 1
    game.act("pass")
    game.act("stake 1")
    pending = game.pending()
    assert pending is not None and pending.kind == "wager" and pending.seat == 3
    assert pending.prompt.endswith(f"Offres jusqu'ici{NBSP}: Colette 1 jeton{NNBSP}; Blaise a passé.")
