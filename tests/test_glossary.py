"""The glossary as data (the lansquenet.glossary package): complete, consistent, linked to boards, and the
tooltips it generates parse as Material's abbreviations.

Every term an event names (``Event.term``) must have an entry whose anchor is the slug the boards
link to, whether the term is found in the variants' code or in the steps of dealt deals.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import markdown
import pytest
from markdown.extensions.toc import slugify
from markdown_it import MarkdownIt

from lansquenet import api, glossary
from lansquenet.glossary import TERMS, find_term, term_slug
from lansquenet.variants import VARIANTS, find_variant

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "lansquenet" / "rules"
SLUGS = {t.slug for t in TERMS}
KNOWN_VARIANTS = set(glossary.VARIANT_PAGES)
# Ordinary English: a tooltip on every one of these on every page would be noise.
COMMON_WORDS = {
    "bank",
    "banker",
    "bankers",
    "pair",
    "pairs",
    "pass",
    "cover",
    "stake",
    "stakes",
    "hand",
    "round",
    "turn",
    "deal",
    "card",
    "cards",
    "match",
    "matching",
    "raise",
    "stock",
    "layout",
    "lap",
    "water",
    "odds",
    "double",
    "triple",
    "single",
}


def registered() -> list[str]:
    find_variant("pagat")  # imports lansquenet.rules, which registers every variant written so far
    return sorted(VARIANTS)


# ----- every entry is complete


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.slug)
def test_every_term_has_a_definition_a_source_and_a_canonical_slug(term):
    assert term.term.strip() and term.definition.strip()
    assert term.definition.rstrip().endswith((".", ")")), "a definition is whole sentences"
    assert term.source, f"{term.slug} cites no source"
    assert all(cite.work in glossary.WORKS and cite.where.strip() for cite in term.source), term.source
    assert term.slug == term_slug(term.slug), "a slug is the anchor the boards compute"
    assert set(term.variants) <= KNOWN_VARIANTS
    assert term.short() and "\n" not in term.short()


def test_slugs_are_unique():
    slugs = [t.slug for t in TERMS]
    assert len(slugs) == len(set(slugs)), sorted(s for s in slugs if slugs.count(s) > 1)


def test_see_also_names_other_entries():
    for term in TERMS:
        for other in term.see_also:
            assert other in SLUGS, f"{term.slug} sees also {other!r}, which has no entry"
            assert other != term.slug


def test_the_sources_own_terms_are_all_there():
    """The design's list of the sources' terms, and the French originals the sources give."""
    for slug in (
        "cutter",
        "carabin",
        "up-card",
        "stake-of-the-game",
        "watering",
        "first-taken",
        "rejouissance",
        "reprise-card",
        "rule-of-odds",
        "cutthroat",
        "coupe-cul",
        "punter",
        "banco",
        "doublet",
        "refait",
        "buying-the-bank",
        "hand-card",
        "middle-card",
        "dead-rank",
        "cover",
        "pair",
        "void-deal",
        "bank",
        "jumelle",
        "quadruple",
        "multiple-card",
        "taking-colour",
        "doing-a-charlemagne",
        "lansquenet-marquis",
        "to-carabine",
        "banker",
        "players-card",
        "bankers-card",
    ):
        assert slug in SLUGS, slug
    french = {
        "cutter": "coupeur",
        "watering": "arrosement",
        "first-taken": "premier pris",
        "cutthroat": "coupe-gorge",
        "rejouissance": "réjouissance",
        "reprise-card": "carte de reprise",
        "doing-a-charlemagne": "faire Charlemagne",
    }
    for slug, word in french.items():
        assert word in find_term(slug).french


def test_no_french_original_without_a_source_for_it():
    """The sources give "taking colour" and "to carabine" in English only, and the idiom is
    *faire Charlemagne*, without an article (TLFi, Académie, Littré)."""
    assert find_term("taking-colour").french == ""
    assert find_term("to-carabine").french == ""
    assert find_term("doing-a-charlemagne").french == "faire Charlemagne"
    assert "faire le Charlemagne" not in glossary.glossary_markdown()
    assert {c.work for c in find_term("doing-a-charlemagne").source} >= {"tlfi", "academie", "littre"}


def test_court_game_s12_2_rule_of_odds_puts_up_four_minus_the_other_cards_factor():
    """§12.2: the carabin wagers 4 minus the banker's card's factor and is paid 4 minus his own card's.
    The glossary's examples ("3 for 2", "3 for 1", even money) must follow from that formula."""
    text = find_term("rule-of-odds").definition
    assert "four minus the factor of the other's card" in text
    factor = {"single": 1, "double": 2, "triple": 3}
    for mine, theirs, paid, staked in re.findall(
        r"a (\w+)(?: card)? against a (\w+) is paid (\d) for (\d)", text
    ):
        assert (int(paid), int(staked)) == (4 - factor[mine], 4 - factor[theirs]), (mine, theirs)
    assert len(re.findall(r"is paid \d for \d", text)) == 2


def test_court_game_notes_on_regnard_the_cutthroat_is_spared_by_a_take_at_the_reveal():
    """The cutthroat has taken no card showing, and a take when the banker's card is turned counts."""
    text = find_term("cutthroat").definition
    assert "up-card, reprise card or rejouissance" in text
    assert "take at the reveal counts" in text


def test_montmort_analysed_about_ten_card_games_not_three():
    for slug in ("faro", "bassette"):
        text = find_term(slug).definition
        assert "about ten card games" in text and "third game" not in text and "all three in" not in text


def test_every_cited_work_is_an_entry_of_the_bibliography():
    anchors = {anchor for _, anchor, level in heading_ids((ROOT / "docs" / "sources.md").read_text("utf-8"))}
    assert set(glossary.WORKS) <= anchors, sorted(set(glossary.WORKS) - anchors)


def test_citations_link_each_work_to_its_entry():
    line = glossary.citations(find_term("cutthroat").source, page="glossary.md")
    assert line.startswith("[Court-game source](sources.md#court-game), §4")
    assert "[Regnard, *Le Joueur*](sources.md#regnard), Act IV, scene 13" in line
    assert "](../sources.md#court-game)" in glossary.citations(
        find_term("cutter").source, page="rules/classic.md"
    )
    with pytest.raises(KeyError, match="not in the bibliography"):
        glossary.citations((glossary.Cite("nowhere", "p. 1"),))


def test_find_term_takes_a_slug_or_the_words_an_event_uses():
    assert find_term("void deal").slug == "void-deal"
    assert find_term("banker's card").slug == "bankers-card"
    assert find_term("first-taken").term == "First-taken"
    with pytest.raises(KeyError):
        find_term("trump")


# ----- every term an event names has an entry


def code_terms() -> set[str]:
    """Every string literal passed as ``term=`` in the variants' code (both arms of a conditional)."""
    found = set()
    for path in RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == "term":
                for value in ast.walk(node.value):
                    if isinstance(value, ast.Constant) and isinstance(value.value, str):
                        found.add(value.value)
    return found


def test_every_term_in_the_variants_code_has_an_entry():
    missing = sorted(t for t in code_terms() if term_slug(t) not in SLUGS)
    assert not missing, f"events name terms the glossary lacks: {missing}"


@pytest.mark.parametrize("variant", registered())
def test_every_term_in_dealt_deals_has_an_entry(variant):
    seen = set()
    for seed in range(40):
        for scope in ("deal", "match"):
            if scope not in VARIANTS[variant].SCOPES:
                continue
            transcript = api.deal({"variant": variant, "seed": seed, "scope": scope})
            seen |= {s["term"] for s in transcript["steps"] if s.get("term")}
    missing = sorted(t for t in seen if term_slug(t) not in SLUGS)
    assert not missing, f"{variant} deals name terms the glossary lacks: {missing}"


# ----- every term is linked to a board (or, for history, a passage) that exists


def page_file(path: str) -> Path:
    return ROOT / path if path.startswith("tutorials/") else ROOT / "docs" / path


def heading_ids(text: str) -> list[tuple[int, str, int]]:
    """(0-based line, anchor, level) of every heading: an explicit {#id} or the toc's slug."""
    found = []
    tokens = MarkdownIt("commonmark").parse(text)
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            words = tokens[i + 1].content
            explicit = re.search(r"\{\s*#([\w-]+)[^}]*\}\s*$", words)
            anchor = explicit.group(1) if explicit else slugify(words, "-")
            found.append((token.map[0], anchor, int(token.tag[1])))
    return found


def deal_lines(text: str) -> list[tuple[int, str]]:
    """(0-based line, variant) of every ```deal block."""
    import tomllib

    out = []
    for token in MarkdownIt("commonmark").parse(text):
        if token.type == "fence" and token.info.strip().split(" ")[:1] == ["deal"]:
            out.append((token.map[0], tomllib.loads(token.content).get("variant", "")))
    return out


@pytest.mark.parametrize("term", TERMS, ids=lambda t: t.slug)
def test_every_term_links_to_a_board_or_passage_that_exists(term):
    assert term.board, f"{term.slug} shows nowhere"
    path, _, anchor = term.board.partition("#")
    file = page_file(path)
    assert file.is_file(), f"{term.slug}: {path} does not exist"
    text = file.read_text(encoding="utf-8")
    headings = heading_ids(text)
    at = [(line, level) for line, a, level in headings if a == anchor]
    assert at, f"{term.slug}: {path} has no heading #{anchor}"
    if not path.startswith(("rules/", "tutorials/")):
        return
    line, level = at[0]
    end = min([ln for ln, _, lv in headings if ln > line and lv <= level], default=len(text.splitlines()))
    boards = [v for ln, v in deal_lines(text) if line < ln < end]
    dealt = registered()
    if not boards and not any(v in path for v in dealt):
        pytest.skip(f"{path}: its variant is not dealt by the engine yet, so its boards cannot exist")
    assert boards, f"{term.slug}: the section #{anchor} of {path} has no board"


def test_every_variant_page_named_by_the_glossary_exists():
    for _, page in glossary.VARIANT_PAGES.values():
        assert (ROOT / "docs" / page).is_file(), page


# ----- the page body and the tooltips


def test_the_glossary_body_has_an_anchored_heading_per_term():
    html = markdown.markdown(glossary.glossary_markdown(), extensions=["attr_list", "toc"])
    ids = set(re.findall(r'<h2 id="([^"]+)"', html))
    assert ids == SLUGS
    assert html.count("<h2") == len(TERMS)


def test_glossary_links_resolve_from_the_page_they_sit_on():
    body = glossary.glossary_markdown(page="glossary.md")
    assert "](#watering)" in body and "](rules/classic.md#watering)" in body
    table = glossary.glossary_table("classic", "rules/classic.md")
    assert "](../glossary.md#watering)" in table
    assert table.count("\n") == 2 + sum("classic" in t.variants for t in TERMS)


def test_abbreviations_are_multi_word_or_the_games_own_words():
    forms = glossary.abbreviations()
    for form in forms:
        assert form.lower() not in COMMON_WORDS, f"{form!r} is ordinary English; give a multi-word form"
        assert "]" not in form and "\\" not in form and form == form.strip()
    assert "void deal" in forms and "first-taken" in forms and "rejouissance" in forms


def test_tooltips_are_short():
    for term in TERMS:
        if term.forms:
            assert len(term.short()) <= 100, f"{term.slug}: give it a tip of one short sentence"


def test_every_tooltip_form_appears_once():
    seen = {}
    for term in TERMS:
        for form in term.forms:
            assert form not in seen, f"{form!r} is in {seen.get(form)} and {term.slug}"
            seen[form] = term.slug


def test_the_abbreviations_snippet_parses_and_marks_every_form():
    snippet = glossary.abbreviations_markdown()
    forms = glossary.abbreviations()
    assert len([ln for ln in snippet.splitlines() if ln.startswith("*[")]) == len(forms)
    body = "\n\n".join(f"Here is {form} in a sentence." for form in forms)
    html = markdown.markdown(body + "\n\n" + snippet, extensions=["abbr"])
    marked = re.findall(r"<abbr title=\"[^\"]+\">([^<]+)</abbr>", html)
    assert sorted(marked) == sorted(forms)
    assert "*[" not in html, "every definition line is consumed"


def test_a_longer_form_wins_over_a_shorter_one():
    html = markdown.markdown(
        "A multiple rejouissance and a rejouissance.\n\n" + glossary.abbreviations_markdown(),
        extensions=["abbr"],
    )
    assert ">multiple rejouissance</abbr>" in html and ">rejouissance</abbr>" in html
