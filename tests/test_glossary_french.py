"""The glossary told in French: every entry complete in both languages, the page and the tooltips
wholly in French, the anchors the same, and a French step's term found in its French words.

The entries are the game's French terms as the sources write them (coupeur, carabin, carte droite,
arrosement, premier pris, réjouissance, coupe-gorge, banco, refait); a French definition says what
the English one says and cites the same works. A board links the term a step names where the
step's words use it (:func:`lansquenet.glossary.term_span`): wherever the English words of a deal
use their term, the French words of the same deal use it too.
"""

from __future__ import annotations

import re

import markdown
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lansquenet import api, glossary
from lansquenet.glossary import ENGLISH, TERMS, find_term, term_span
from lansquenet.language import NBSP, current, speaks, using
from lansquenet.variants import VARIANTS, find_variant

ENGLISH_WORDS = (
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
    " or ",
)
"""Words a French sentence never holds, which English ones almost always do (as in the pagat test)."""
COMMON = {
    "banque",
    "banquier",
    "paire",
    "passe",
    "passer",
    "couvrir",
    "mise",
    "mises",
    "miser",
    "main",
    "tour",
    "donne",
    "carte",
    "cartes",
    "coup",
    "talon",
    "tableau",
    "rang",
    "jeu",
    "joueur",
    "joueurs",
    "chances",
}
"""Ordinary French: a tooltip on every one of these on every page would be noise."""
SLUGS = [t.slug for t in ENGLISH]


def french(slug: str):
    with using("fr"):
        return find_term(slug)


def prose(text: str) -> str:
    """``text`` without what may stay in another language: link targets and anchors, *titles* and code, and
    the English source's own section headings it quotes in « »."""
    text = re.sub(r"\]\([^)]*\)|\{#[^}]*\}", "]", text)
    text = re.sub(r"\*[^*\n]+\*|`[^`]*`", "", text)
    return re.sub(r"«[^»]*»", "", text)


def english_left(text: str) -> list[str]:
    return [w for w in ENGLISH_WORDS if w in f" {prose(text)} "]


# ----- every entry is complete in both languages


@pytest.mark.parametrize("slug", SLUGS)
def test_every_entry_is_told_in_both_languages(slug):
    english, told = find_term(slug), french(slug)
    assert (told.slug, told.variants, told.see_also, told.board) == (
        english.slug,
        english.variants,
        english.see_also,
        english.board,
    ), "only the words change"
    for term in (english, told):
        assert term.term.strip() and term.definition.strip()
        assert term.definition.rstrip().endswith((".", ")")), "a definition is whole sentences"
    assert told.tip.strip() and "\n" not in told.tip and len(told.tip) <= 100
    assert told.tip.endswith("."), told.tip
    assert told.term != english.term or told.term in {"Vorhand", "Banco", "Doublet", "Refait"} | {
        "Jumelle",
        "Plié",
        "Bassette",
        "Landsknecht",
        "Zecchinetta",
        "Skin",
        "Carabin",
        "Coupe-cul",
    }, f"{slug}: the French headword is the English one"
    assert [c.work for c in told.source] == [c.work for c in english.source], "the same works are cited"
    assert all(c.where.strip() for c in told.source)
    assert bool(told.forms) == bool(english.forms), f"{slug}: a tooltip in one language only"


@pytest.mark.parametrize("slug", SLUGS)
def test_no_english_left_in_a_french_entry(slug):
    told = french(slug)
    for text in (told.term, told.definition, told.tip, *(c.where for c in told.source)):
        assert not english_left(text), (slug, text, english_left(text))
        assert "  " not in text and " ," not in text and " ." not in text, text


def test_the_sources_french_terms_are_the_french_headwords():
    """The French originals the English entries give are the French entries' headwords."""
    for slug, word in {
        "cutter": "Coupeur",
        "carabin": "Carabin",
        "up-card": "Carte droite",
        "watering": "Arrosement",
        "first-taken": "Premier pris",
        "rejouissance": "Réjouissance",
        "reprise-card": "Carte de reprise",
        "cutthroat": "Coupe-gorge",
        "coupe-cul": "Coupe-cul",
        "banco": "Banco",
        "doublet": "Doublet",
        "refait": "Refait",
        "jumelle": "Jumelle",
        "faro": "Pharaon",
        "doing-a-charlemagne": "Faire Charlemagne",
        "coup-de-lansquenet": "Un coup de lansquenet",
    }.items():
        assert french(slug).term == word
        assert word.lower() in find_term(slug).french.lower() or find_term(slug).french == ""
    assert "arroser" in french("watering").forms


def test_the_french_court_game_s12_2_rule_of_odds_keeps_its_figures():
    """§12.2: each side puts up four minus the factor of the other's card; 3 for 2, 3 for 1."""
    text = french("rule-of-odds").definition
    assert "quatre moins le facteur de la carte de l'autre" in text
    assert "simple contre une double est payée 3 pour 2" in text
    assert "simple contre une triple est payée 3 pour 1" in text


def test_a_french_entry_keeps_the_english_ones_facts():
    """Figures and names of a definition are kept: the same numbers, the same works."""
    for slug in SLUGS:
        english, told = find_term(slug).definition, french(slug).definition
        numbers = set(re.findall(r"\d+(?!\d|th|st|nd|rd)", english))  # not "19th", "XIXe" in French
        assert set(re.findall(r"\d+", told)) == numbers, slug
    assert "Regnard" in french("cutthroat").definition and "Littré" in french("watering").definition


# ----- the language of the moment


def test_terms_answer_in_the_language_of_the_moment():
    assert current() == "en" and TERMS[0].term == "Banker"
    with using("fr"):
        assert TERMS[0].term == "Banquier" and len(TERMS) == len(ENGLISH)
        assert [t.slug for t in TERMS] == SLUGS
        assert find_term("banker's card").term == "Carte du banquier"
        assert find_term("void deal").slug == "void-deal"
        assert glossary.WORKS["court-game"] == "Source du jeu de cour"
        assert glossary.VARIANT_PAGES["classic"] == ("le jeu de cour", "rules/classic.md")
    assert find_term("up-card").term == "Up-card" and glossary.WORKS["court-game"] == "Court-game source"


def test_every_cited_part_is_told():
    with using("fr"):
        for term in TERMS:
            for cite in term.source:
                assert cite.work in glossary.WORKS and cite.where in glossary.words_fr.WHERE.values()


# ----- the page, the rules pages' tables and the tooltips, in French


def french_body(**kwargs) -> str:
    with using("fr"):
        return glossary.glossary_markdown(**kwargs)


def test_the_french_glossary_has_the_same_anchors_in_french_order():
    html = markdown.markdown(french_body(), extensions=["attr_list", "toc"])
    assert set(re.findall(r'<h2 id="([^"]+)"', html)) == set(SLUGS)
    headings = re.findall(r"^## (.+) \{#", french_body(), flags=re.MULTILINE)
    assert "Coupeur" in headings and "Cutter" not in headings
    assert headings.index("À égalité") < headings.index("Arrosement") < headings.index("Banco")


def test_the_french_glossary_reads_wholly_in_french():
    body = french_body()
    for english in ("*French:*", "*In:*", "*Source:*", "See also", "See it on a board", "Read more"):
        assert english not in body
    assert f"*Source{NBSP}:*" in body and f"*Joué dans{NBSP}:*" in body and f"Voir aussi{NBSP}:" in body
    assert f"*En anglais{NBSP}:* Cutter" in body
    for paragraph in body.split("\n\n"):
        paragraph = re.sub(f"\\*En anglais{NBSP}:\\* [^·]*", "", paragraph)  # the English headword, by design
        assert not english_left(paragraph), (paragraph, english_left(paragraph))


def test_french_links_and_see_also_read_as_french_words():
    body = french_body(page="glossary.md")
    assert "](#watering)" in body and "](rules/classic.md#watering)" in body
    assert "[faire Charlemagne](#doing-a-charlemagne)" in body
    assert "[premier pris](#first-taken)" in body
    assert "[Source du jeu de cour](sources.md#court-game), §7" in body
    assert "[le jeu de cour](rules/classic.md)" in body


def test_the_french_table_of_a_rules_page():
    with using("fr"):
        table = glossary.glossary_table("classic", "rules/classic.md")
    lines = table.splitlines()
    assert lines[0] == "| Terme | Anglais | Sens |"
    assert "| [Coupeur](../glossary.md#cutter) | Cutter | Un joueur permanent" in table
    assert len(lines) == 2 + sum("classic" in t.variants for t in ENGLISH)


def test_the_french_tooltips_are_the_games_own_words_once_each():
    with using("fr"):
        forms = glossary.abbreviations()
        snippet = glossary.abbreviations_markdown()
    for form in forms:
        assert form.lower() not in COMMON, f"{form!r} is ordinary French"
    assert {"coupeur", "carte droite", "réjouissance", "coupe-gorge", "arroser", "banco", "refait"} <= set(
        forms
    )
    body = "\n\n".join(f"Voici {form} dans une phrase." for form in forms)
    html = markdown.markdown(body + "\n\n" + snippet, extensions=["abbr"])
    assert sorted(re.findall(r"<abbr title=\"[^\"]+\">([^<]+)</abbr>", html)) == sorted(forms)
    assert forms["carabin"].startswith("Un joueur de passage")


# ----- a step's term in its French words


def test_term_span_finds_a_term_by_its_forms_in_either_language():
    assert term_span("Blaise is the first-taken.", "first-taken") == (14, 25)
    assert term_span("Nothing here.", "watering") is None
    with using("fr"):
        text = "Blaise, le premier pris, arrose Estelle et Fabrice."
        assert text[slice(*term_span(text, "watering"))] == "arrose"
        assert text[slice(*term_span(text, "first-taken"))] == "premier pris"
        text = "On retourne la dame de cœur (QH) : c'est la carte des pontes, à droite."
        assert text[slice(*term_span(text, "players' card"))] == "carte des pontes"
        assert term_span("Anne met une banque de 15 jetons.", "bank") is not None


def registered() -> list[str]:
    find_variant("pagat")  # imports lansquenet.rules, which registers every variant written so far
    return sorted(VARIANTS)


def pairs(variant: str, seed: int, scope: str) -> list[tuple[str, str, str]]:
    """(term, English words, French words) of every step of one deal that names a term."""
    spec = {"variant": variant, "seed": seed, "scope": scope}
    english, told = api.deal(spec), api.deal({**spec, "language": "fr"})
    return [
        (e["term"], e["text"], f["text"])
        for e, f in zip(english["steps"], told["steps"], strict=True)
        if e.get("term")
    ]


def unfound(variant: str, seeds: range | list[int]) -> list[tuple[str, str]]:
    """The (term, French words) of steps whose English words use their term and French ones don't."""
    missing = []
    for seed in seeds:
        for scope in VARIANTS[variant].SCOPES:
            for term, english, told in pairs(variant, seed, scope):
                with using("en"):
                    used = term_span(english, term) is not None
                with using("fr"):
                    if used and term_span(told, term) is None:
                        missing.append((term, told))
    return missing


@pytest.mark.parametrize("variant", registered())
def test_a_french_step_uses_its_term_where_the_english_one_does(variant):
    if "fr" not in speaks(VARIANTS[variant].PHRASES):
        pytest.skip(f"the {variant} variant is not yet told in French, so its steps have no French words")
    missing = unfound(variant, range(10))
    assert not missing, f"{variant}: French steps that do not use their term: {missing[:5]}"


@settings(max_examples=10, deadline=None)
@given(st.integers(min_value=0, max_value=10_000))
def test_a_french_pagat_step_links_its_term_whatever_the_seed(seed):
    assert not unfound("pagat", [seed])
