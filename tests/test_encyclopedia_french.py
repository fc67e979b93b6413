"""The ``encyclopedia`` variant (1979) told in French: the same play as in English, word for word in French.

Words never change play: a deal in French and in English from the same spec differ only in their
words and in the transcript's ``language``. Every step, prompt, refusal, note, label, mark and
reason of the 1979 game reads in French, as do its options, rulings and odds; a French transcript
replays, and an edited French step is caught. No English is left in any French word.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from french_words import dealer, replays_as_recorded, told_alike, without_words, words
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet import api
from lansquenet.cards import full_pack
from lansquenet.cli import main
from lansquenet.errors import IllegalAction
from lansquenet.game import Game
from lansquenet.language import current, using
from lansquenet.replay import replay_transcript
from lansquenet.rules.encyclopedia import Encyclopedia
from lansquenet.rules.encyclopedia.texts import PHRASES
from lansquenet.rules.encyclopedia.words import FIRST_ACE_DEALER

ROOT = Path(__file__).resolve().parent.parent
ENGLISH = (
    *(" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", " bank", "stake", "The ", " bet", " bets"),
    *(" hand", " card", " dealt", " deal ", " pass ", " passes", " matches", " layout", " to "),
)
"""Words a French sentence never holds, which the English ones of this game almost always do."""
NNBSP, NBSP = "\u202f", "\u00a0"

NAMES = ["Anne", "Blaise", "Colette", "Denis"]
AGREED = {"options": {"first_dealer": "banker"}, "seats": NAMES, "banker": 0}
"""Anne banks by agreement, so a stacked deck is the layout; the players speak from her left."""
LONG_DECK = "3C 8D KS 5H 9C 3D 5D JH KD"
LONG_DECISIONS = ["limit 10", "bet-5 4", "pass", "pass", "bet-5 2", "pass", "bet-9 3", "pass", "bet-5 5"]
LONG_DECISIONS += [
    "pass",
    "pass",
    "pass",
    "pass",
    "pass",
    "pass",
    "bet-9 2",
    "pass",
    "pass",
    "pass",
    "pass",
    "pass",
]
PASS_ALL = ["limit 5", "pass", "pass", "pass"]
STOCK_OUT = "KC 5C 7S 7H  3C 4D 5S 5H  2S 6D KS KH  2C 6H KD 5D"
"""Three void layouts set aside take every other five and king: the banker's card is never matched."""


def void_layouts(count: int) -> str:
    """``count`` void layouts, four cards each, from one pack: hand cards of two ranks, then a pair."""
    pool = Counter(c.rank for c in full_pack())
    suits = {r: ["S", "H", "D", "C"] for r in pool}
    cards = []
    for _ in range(count):
        pair = max(pool, key=lambda r: (pool[r] >= 2, pool[r]))
        hands = [r for r in sorted(pool, key=lambda r: -pool[r]) if r != pair and pool[r]][:2]
        for r in (hands[0], hands[1], pair, pair):
            pool[r] -= 1
            cards.append(r + suits[r].pop())
    return " ".join(cards)


SPECS = [
    {"seed": 3},
    {"seed": 11, "scope": "match"},
    {
        "seed": 5,
        "scope": "match",
        "chips": [0, 100, 100, 100],
        "options": {"void_deal": "continue", "opening_bet": "required", "first_dealer": "banker"},
    },
    {
        "seed": 8,
        "seats": ["Anne", "Hélène", "Urbain", "Yves", "Blaise"],
        "options": {"opening_bet": "required"},
    },
    {**AGREED, "deck": LONG_DECK, "decisions": LONG_DECISIONS},
    {**AGREED, "deck": "3C 3D 3H 8D KS 5H KD", "decisions": PASS_ALL},
    {**AGREED, "deck": "3C 8D 8H 3D KS 5H KD", "decisions": PASS_ALL},
    {**AGREED, "deck": "3C 8D KS 3H 8S 5H KD", "decisions": PASS_ALL},
    {**AGREED, "decks": ["3C 8D KS KH", "2C 4D 6S 9H 6D"], "decisions": PASS_ALL},
    {**AGREED, "deck": STOCK_OUT, "decisions": ["limit 10", "bet-5 10"], "chips": [100, 10, 0, 0]}
    | {"options": {"first_dealer": "banker", "void_deal": "continue"}},
    {**AGREED, "deck": void_layouts(11), "decisions": ["limit 5"]}
    | {"options": {"first_dealer": "banker", "void_deal": "continue"}},
    {
        **AGREED,
        "deck": "3C 8D KS 5H 9C 5D 5S KD",
        "decisions": ["limit 1", "bet-5 1", "pass"],
        "chips": [1, 5, 5, 5],
    },
]


deal = dealer("encyclopedia")


def texts(transcript: dict) -> list[str]:
    return [s["text"] for s in transcript["steps"]]


def all_french(word: str) -> None:
    assert not any(e in f" {word} " for e in ENGLISH), word
    assert "{" not in word and "}" not in word, word
    assert "  " not in word and " ," not in word and " ." not in word, word
    assert not re.search(r"\w[:;?!]", word.replace("(", " ")) or "://" in word, word  # French spacing


@pytest.mark.parametrize("spec", SPECS)
def test_french_and_english_deals_differ_only_in_words(spec):
    told_alike(deal("en", **spec), deal("fr", **spec))


@pytest.mark.parametrize("spec", SPECS)
def test_french_words_hold_no_english_and_no_unfilled_placeholders(spec):
    for word in words(deal("fr", **spec)):
        all_french(word)


def test_the_specs_tell_every_event_of_the_game():
    told = {s["kind"] for spec in SPECS for s in deal("fr", **spec)["steps"]}
    assert set(PHRASES) <= told


def test_a_long_deal_reads_in_french():
    said = texts(deal("fr", **AGREED, deck=LONG_DECK, decisions=LONG_DECISIONS))
    assert said[0] == "Anne a la première donne et la banque, comme la table en a convenu."
    assert (
        said[1]
        == f"Anne fixe la limite de sa main{NBSP}: au plus 10 jetons d'un même joueur sur une même carte."
    )
    assert (
        said[3] == f"On retourne le trois de trèfle (3C) face visible{NBSP}: c'est la première carte de main."
    )
    assert said[5] == f"On retourne le roi de pique (KS) pour Anne{NBSP}: c'est la carte du banquier."
    assert said[7] == (
        f"Denis mise 4 jetons sur le cinq de cœur (5H) et Colette passe{NNBSP}; Blaise mise 2 jetons sur le "
        "cinq de cœur (5H)."
    )
    assert said[12] == "Denis, Colette et Blaise passent."
    assert said[13] == (
        f"Le cinq de carreau (5D) est du rang d'une carte des joueurs, le cinq de cœur (5H){NBSP}: Anne ramasse "
        "les mises qui s'y trouvaient (11 jetons), et les cinq forment désormais un rang mort."
    )
    assert said[18] == (
        f"Le roi de carreau (KD) est du rang de la carte du banquier{NBSP}: Anne paie à égalité chaque mise "
        "encore sur la table, 2 jetons à Colette et 3 jetons à Denis (5 jetons en tout). La donne est finie."
    )
    assert said[19] == "La banque et la donne passent d'une place vers la gauche, à Denis."


def test_the_first_ace_is_found_in_french():
    said = texts(deal("fr", seed=3))
    assert said[1] == (
        f"Pas encore d'as{NBSP}: Anne reçoit le sept de pique (7S), Denis le deux de trèfle (2C), Colette le sept "
        "de carreau (7D) et Blaise le trois de pique (3S)."
    )
    assert (
        said[6]
        == "Denis reçoit l'as de trèfle (AC), le premier as, et a donc la première donne et la banque."
    )


def test_one_chip_and_several_agree():
    told = " ".join(w for spec in SPECS for w in words(deal("fr", **spec)))
    assert not re.search(r"\b1 jetons\b", told) and not re.search(r"\b([2-9]|\d\d+) jeton\b", told)
    one = texts(
        deal(
            "fr", **AGREED, deck="3C 8D KS 5H 5D KD", decisions=["limit 3", "bet-5 1", "pass", "pass", "pass"]
        )
    )
    assert "Denis mise 1 jeton sur le cinq de cœur (5H)." in one
    assert any("Anne ramasse la mise qui s'y trouvait (1 jeton)" in s for s in one)
    assert "Colette et Blaise passent." in one and "Colette passe." not in one


def test_a_match_tells_its_hands_and_its_end_in_french():
    said = texts(
        deal("fr", seed=5, scope="match", chips=[0, 100, 100, 100], options={"first_dealer": "banker"})
    )
    assert (
        said[1]
        == f"Anne n'a aucun jeton et ne peut donc pas tenir la banque{NNBSP}; la main 1 sur 4 est sautée."
    )
    assert "Denis donne la main 2 sur 4." in said
    assert re.fullmatch(r"La partie est finie\. \w+ gagne avec \d+ jetons\.", said[-1])


def test_void_layouts_are_told_in_french():
    reshuffled = texts(deal("fr", **AGREED, decks=["3C 8D KS KH", "2C 4D 6S 9H 6D"], decisions=PASS_ALL))
    assert reshuffled[6:8] == [
        f"La carte des joueurs, le roi de cœur (KH), est du rang de la carte du banquier{NBSP}: la donne est "
        "nulle, et l'on en fait une nouvelle.",
        "Anne bat le paquet de nouveau pour une nouvelle donne.",
    ]
    spec = {**AGREED, "deck": void_layouts(11), "decisions": ["limit 5"]}
    spec["options"] = {"first_dealer": "banker", "void_deal": "continue"}
    aside = texts(deal("fr", **spec))
    assert "On met le tableau nul de côté, et l'on donne le nouveau tableau avec le reste du paquet." in aside
    assert f"Anne bat le paquet{NBSP}: il reste trop peu de cartes pour un nouveau tableau." in aside


def test_the_table_is_labelled_and_marked_in_french():
    french = deal("fr", **AGREED, deck=LONG_DECK, decisions=LONG_DECISIONS)
    labels = {z["id"]: z["label"] for s in french["steps"] for z in s["view"]["zones"]}
    assert labels == {
        "hand-1": "Carte de main",
        "hand-2": "Carte de main",
        "banker-card": "Carte du banquier",
        "players-card-1": "Carte des joueurs",
        "players-card-2": "Carte des joueurs 2",
        "players-card-3": "Carte des joueurs 3",
    }
    marks = {z["mark"]["word"] for s in french["steps"] for z in s["view"]["zones"] if z["mark"]}
    assert marks == {"Morte", "Assortie"}
    pot = {p["label"] for s in french["steps"] for p in s["view"]["pot"]}
    assert pot == {"Mise de Denis sur 5H", "Mise de Blaise sur 5H", "Mise de Colette sur 5H"} | {
        "Mise de Denis sur 9C",
        "Mise de Colette sur 9C",
    }
    reasons = {t["reason"] for s in french["steps"] for t in s["transfers"]}
    assert reasons == {
        "une mise sur la carte des joueurs 5H",
        "une mise sur la carte des joueurs 9C",
        f"une mise sur 5H est perdue{NBSP}: une carte de son rang est sortie",
        "une mise gagnante sur 9C est rendue",
        "le banquier paie à égalité la mise sur 9C",
    }
    first = deal("fr", seed=3)["steps"]
    assert first[6]["view"]["zones"][0]["label"] == "Donne du premier as"
    assert first[6]["view"]["zones"][0]["mark"]["word"] == "Premier as"


def test_a_seat_whose_name_opens_with_a_vowel_owns_its_bets_in_french():
    spec = {**AGREED, "variant": "encyclopedia", "language": "fr", "deck": LONG_DECK}
    game = Game({**spec, "seats": ["Blaise", "Colette", "Hélène", "Anne"]})
    game.act("limit 10")
    game.act("bet-5 3")
    assert game.steps[-1].transfers == [
        {
            "payer": "Anne",
            "payee": "Mise d'Anne sur 5H",
            "amount": 3,
            "reason": "une mise sur la carte des joueurs 5H",
        }
    ]


def test_the_first_ace_dealer_holds_a_role_in_no_language():
    for language in ("en", "fr"):
        seats = deal(language, seed=3)["steps"][0]["view"]["seats"]
        assert seats[0]["role"] == FIRST_ACE_DEALER == "first-ace-dealer"
    where = ROOT / "scripts" / "site" / "diagram_phrases.py"
    found = importlib.util.spec_from_file_location("diagram_phrases", where)
    assert found is not None and found.loader is not None
    diagram_phrases = importlib.util.module_from_spec(found)
    found.loader.exec_module(diagram_phrases)
    assert FIRST_ACE_DEALER in diagram_phrases.BEFORE_THE_BANK
    assert f'"{FIRST_ACE_DEALER}"' in (ROOT / "docs" / "javascripts" / "board-words.js").read_text(
        encoding="utf-8"
    )


def test_the_prompts_are_french_and_offer_what_the_decision_offers():
    game = Game({**AGREED, "variant": "encyclopedia", "deck": LONG_DECK, "language": "fr"})
    assert game.pending().prompt == (
        f"Anne{NBSP}: quelle limite pour votre main, soit le plus qu'un même joueur peut avoir sur une même carte "
        f"(de 1 à 100 jetons){NNBSP}?"
    )
    for action in LONG_DECISIONS[:6]:
        game.act(action)
    assert game.pending().prompt == (
        f"Denis{NBSP}: placer une mise sur une carte des joueurs (le cinq de cœur (5H), de 1 à 6 jetons{NNBSP}; "
        f"le neuf de trèfle (9C), de 1 à 10 jetons), ou passer{NNBSP}?"
    )
    game.act("bet-9 3")
    assert game.pending().prompt.startswith(f"Denis{NBSP}: placer une autre mise sur une carte des joueurs")
    poor = Game(
        {**AGREED, "variant": "encyclopedia", "deck": LONG_DECK, "language": "fr", "chips": [1, 1, 1, 1]}
    )
    assert poor.pending().prompt.endswith(f"(1 jeton, tout ce que vous avez){NNBSP}?")
    poor.act("limit 1")
    assert poor.pending().prompt.endswith(f"(le cinq de cœur (5H), 1 jeton), ou passer{NNBSP}?")


def test_an_opening_bet_is_asked_and_a_pass_refused_in_french():
    spec = {**AGREED, "variant": "encyclopedia", "deck": LONG_DECK, "language": "fr"}
    game = Game({**spec, "options": {"first_dealer": "banker", "opening_bet": "required"}})
    game.act("limit 10")
    assert game.pending().prompt == (
        f"Denis{NBSP}: placer votre mise d'ouverture sur la carte des joueurs (le cinq de cœur (5H), de 1 à 10 "
        f"jetons){NNBSP}?"
    )
    with pytest.raises(IllegalAction) as caught:
        game.act("pass")
    assert str(caught.value) == (
        f"Denis ne peut pas passer maintenant{NBSP}: à cette table, chaque joueur qui le peut doit miser au moins "
        "1 jeton sur la carte des joueurs avant qu'on ne retourne la première carte."
    )


def test_a_refused_bet_is_refused_in_french_and_changes_nothing():
    game = Game(
        {
            **AGREED,
            "variant": "encyclopedia",
            "deck": LONG_DECK,
            "language": "fr",
            "chips": [100, 100, 0, 100],
        }
    )
    game.act("limit 2")
    before = [s.to_json() for s in game.steps]
    with pytest.raises(IllegalAction) as caught:
        game.act("bet-3 1")
    assert str(caught.value) == (
        f"Denis ne peut pas miser sur les trois maintenant{NBSP}: le rang des trois est hors jeu avec les cartes "
        "de main."
    )
    with pytest.raises(
        IllegalAction, match=f"^Denis ne peut pas miser sur les rois maintenant{NBSP}: personne"
    ):
        game.act("bet-k 1")
    with pytest.raises(IllegalAction, match=r"^Denis peut miser sur le cinq de cœur 1 ou 2 jetons, pas 3\.$"):
        game.act("bet-5 3")
    assert [s.to_json() for s in game.steps] == before
    game.act("bet-5 2")  # Denis is at the limit, Colette holds no chips: Blaise is asked
    assert game.pending().seat == 1
    assert game.table.notes[3] == "A déjà la limite de 2 jetons sur chaque carte en jeu."
    assert game.table.notes[2] == "Aucun jeton, donc aucune mise possible."
    game.act("pass")  # the 9C turns, and Denis may bet on it, not on the 5H
    with pytest.raises(IllegalAction) as caught:
        game.act("bet-5 1")
    assert str(caught.value) == (
        f"Denis ne peut pas miser sur les cinq maintenant{NBSP}: Denis a déjà la limite de 2 jetons sur "
        "le cinq de cœur (5H)."
    )


def test_a_game_in_play_speaks_its_language_whoever_steps_it():
    game = Game({**AGREED, "variant": "encyclopedia", "deck": LONG_DECK, "language": "fr"})
    assert current() == "en"
    assert game.act("limit 10")[-1].text.startswith("On retourne le cinq de cœur (5H)")
    with pytest.raises(IllegalAction, match="ne peut pas"):
        game.act("bet-k 1")


def test_play_offers_the_bets_form_in_french():
    request = {
        "variant": "encyclopedia",
        "seed": 3,
        "language": "fr",
        "scope": "deal",
        "people": [0, 1, 2, 3],
    }
    started = json.loads(api.play_start(json.dumps(request | {"options": {"first_dealer": "banker"}})))
    assert started["pending"]["choices"][0]["label"] == "Fixer la limite"
    asked = json.loads(api.play_act(started["id"], "limit 2"))["pending"]
    assert [c["label"] for c in asked["choices"]] == ["Passer", "Miser sur le cinq de cœur"]
    assert asked["choices"][1]["range"] == "1 ou 2 jetons"
    assert {u["label"] for u in asked["unavailable"]} == {
        "Miser sur les sept",
        "Miser sur les deux",
        "Miser sur les trois",
    }
    assert (
        asked["several"]["submit"] == "Placer ces mises"
        and asked["several"]["none"] == "Passer (aucune mise)"
    )
    assert asked["several"]["hint"].startswith(
        f"Écrivez les jetons que vous misez sur chaque carte, ou 0 pour aucun{NNBSP};"
    )
    refused = json.loads(api.play_act(started["id"], "bet-5 1; bet-5 5; pass"))
    assert refused == {
        "error": f"Rien n'a été fait{NBSP}: la réponse 2 sur 3 ('bet-5 5') a été refusée{NBSP}: Denis peut miser "
        "sur le cinq de cœur seulement 1 jeton, pas 5."
    }
    empty = json.loads(api.play_act(started["id"], " ; "))
    assert empty["error"].startswith(f"Aucune réponse n'a été donnée{NBSP}:")
    placed = json.loads(api.play_act(started["id"], "bet-5 1; bet-5 1; pass"))
    assert [s["text"] for s in placed["steps"][:2]] == [
        "Denis mise 1 jeton sur le cinq de cœur (5H).",
        "Denis mise 1 jeton sur le cinq de cœur (5H), soit 2 jetons en tout sur cette carte.",
    ]
    api.play_end(started["id"])


def test_a_french_transcript_replays():
    for spec in SPECS:
        replays_as_recorded(deal("fr", **spec))


def test_a_one_letter_edit_of_a_french_step_is_caught():
    recorded = deal("fr", seed=3)
    edited = copy.deepcopy(recorded)
    edited["steps"][6]["text"] = edited["steps"][6]["text"].replace("reçoit", "reçut", 1)
    _, failures = replay_transcript(edited)
    assert failures and failures[0].startswith("step 7's 'text' differs at character")
    edited = copy.deepcopy(recorded)
    edited["steps"][0]["view"]["zones"][0]["label"] = "Donne du premier roi"
    assert replay_transcript(edited)[1]


def test_the_command_line_deals_in_french(capsys):
    assert main(["deal", "encyclopedia", "--seed", "3", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1. Pour désigner le premier donneur, Anne bat les cartes")
    assert out.endswith(f"Bilan{NBSP}: Anne +1, Blaise +2, Colette +1, Denis -4.\n")
    for english in (" the ", " and ", " chips", "'s ", " bets "):
        assert english not in out


def test_the_module_runs_in_french():
    done = subprocess.run(
        [sys.executable, "-m", "lansquenet", "deal", "encyclopedia", "--seed", "3", "--lang", "fr"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert "Colette et Blaise passent\u202f; Anne mise 1 jeton sur le roi de trèfle (KC)." in done.stdout


@pytest.mark.parametrize("options", [{}, {"void_deal": "continue"}])
def test_the_odds_rows_are_the_same_figures_under_the_same_keys_in_french(options):
    english = Encyclopedia(options).odds()
    with using("fr"):
        french = Encyclopedia(options).odds()
        shown = [row.text() for row in french]
    assert [(r.key, r.value, r.shown) for r in french] == [(r.key, r.value, r.shown) for r in english]
    assert all(r.key for r in english) and len({r.key for r in english}) == len(english)
    assert not {r.label for r in french} & {r.label for r in english}
    for row in french:
        all_french(row.label)
        all_french(row.how)
    assert all("exactly" not in text and "." not in text.split("(")[0] for text in shown)
    edge = next(r for r in english if r.key == "edge")
    assert edge.label == "The bank's edge, per chip bet" and edge.value == 0


def test_french_odds(capsys):
    assert main(["odds", "encyclopedia", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert (
        f"Probabilité qu'une mise sur une carte des joueurs gagne{NBSP}: 50,00{NNBSP}% (exactement 1/2)"
        in out
    )
    with using("fr"):
        void = Encyclopedia({}).odds()[0]
        assert void.text() == f"6,98{NNBSP}% (exactement 3/43)"
    assert re.search(r"en moyenne \d+/\d+ tableaux, chacun de \d+/\d+ cartes \(\d,\d\d\)$", void.how)


def test_the_options_and_rulings_are_told_in_french():
    told = api.variants("fr")["encyclopedia"]
    assert told["title"] == "Le jeu de l'encyclopédie de 1979, avec cartes de main"
    english = api.variants()["encyclopedia"]
    assert [o["name"] for o in told["options"]] == [o["name"] for o in english["options"]]
    for option in told["options"]:
        all_french(option["doc"])
    with using("fr"):
        rulings, options = Encyclopedia.RULINGS, Encyclopedia.OPTIONS
    assert [(r.option, len(r.question) > 0) for r in rulings] == [
        (r.option, True) for r in Encyclopedia.RULINGS
    ]
    assert rulings[
        0
    ].question == "Que veut dire « standard » pour battre et couper les cartes\u202f?".replace(
        "« ", f"«{NBSP}"
    ).replace(" »", f"{NBSP}»")
    assert [(o.name, o.default, o.choices) for o in options] == [
        (o.name, o.default, o.choices) for o in Encyclopedia.OPTIONS
    ]
    for text in [t for r in rulings for t in (r.question, r.source_says, r.we_deal, r.alternative)]:
        assert not any(e in re.sub(r"«[^»]*»", "", f" {text} ") for e in (" the ", " and ", "'s ", " of ")), (
            text
        )


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    scope=st.sampled_from(["deal", "match"]),
    void=st.sampled_from(["reshuffle", "continue"]),
    opening=st.sampled_from(["free", "required"]),
)
def test_any_french_encyclopedia_deal_is_all_french(seed, scope, void, opening):
    spec = {"seed": seed, "scope": scope, "options": {"void_deal": void, "opening_bet": opening}}
    french = deal("fr", **spec)
    for word in words(french):
        all_french(word)
    assert without_words(french) == without_words(deal("en", **spec))
