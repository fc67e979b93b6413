"""Every factual sentence of the history, sources and comparison pages carries a citation that a
reader can follow to a bibliography entry, and every entry says what a reader needs to find the
work: author, title, date and edition, the part relied on, and where it is public.

A citation is a footnote (``[^label]``) whose one-line definition links to an entry of the sources
page. The checks work per block (paragraph, list item, table row): a block with no footnote is a
failure unless it only speaks of the site itself, which the few prefixes below name.
"""

from __future__ import annotations

import re
import tomllib

import pytest
from scholarship import (
    CITING_PAGES,
    ENTRY_FIELDS,
    FOOTNOTE_REF,
    SOURCES_PAGE,
    bibliography,
    link_anchors,
    read_page,
)

# Blocks that speak of the site, its pages or its tables, not of the game's history: no citation needed.
ABOUT_THE_SITE = {
    "history.md": ("This page follows the game", "The game left several sayings", "*Options:*"),
    "comparison.md": (
        "The four games this site deals",
        "Each column follows one source",
        "Each rules page says",
        "Our `pagat` and `modern` variants",
        "The tables below are worked out",
        "*Options:*",
    ),
    "sources.md": ("This page is the site's bibliography", "Where a source is silent", "Every entry gives"),
}


def entries() -> dict[str, dict[str, str]]:
    return bibliography()


@pytest.mark.parametrize("name", CITING_PAGES)
def test_every_footnote_is_defined_used_and_numbered_in_reading_order(name):
    page = read_page(name)
    used: list[str] = []
    for block in page.blocks:
        for label in FOOTNOTE_REF.findall(block.text):
            if label not in used:
                used.append(label)
    assert set(used) <= set(page.footnotes), (
        f"{name}: undefined footnotes {sorted(set(used) - set(page.footnotes))}"
    )
    assert set(page.footnotes) <= set(used), (
        f"{name}: unused footnotes {sorted(set(page.footnotes) - set(used))}"
    )
    # Footnotes are numbered in the order they are defined, so define them in the order they are read.
    assert sorted(page.footnotes, key=page.defined_at.__getitem__) == used


@pytest.mark.parametrize("name", (*CITING_PAGES, "index.md"))
def test_one_footnote_per_point_of_citation(name):
    """Two footnote numbers side by side read as one number: a point cites all its works in one note."""
    for block in read_page(name).blocks:
        assert not re.search(r"\[\^[\w-]+\]\[\^", block.text), (
            f"{name}:{block.line}: merge the adjacent footnotes"
        )


@pytest.mark.parametrize("name", (*CITING_PAGES, "index.md"))
def test_every_footnote_links_to_a_bibliography_entry(name):
    page = read_page(name)
    known = entries()
    for label, text in page.footnotes.items():
        anchors = link_anchors(text, name)
        assert anchors, f"{name}: footnote [^{label}] links to no entry of the sources page"
        missing = [a for a in anchors if a not in known]
        assert not missing, (
            f"{name}: footnote [^{label}] links to {missing}, which are not bibliography entries"
        )


@pytest.mark.parametrize("name", ("history.md", "comparison.md"))
def test_every_factual_block_carries_a_citation(name):
    page = read_page(name)
    exempt = ABOUT_THE_SITE.get(name, ())
    headed = False  # whether the current table's header cites each column's source
    uncited = []
    for block in page.blocks:
        if block.kind == "heading":
            continue
        if block.kind == "header-row":
            cells = block.text.split(" | ")[1:]
            headed = bool(cells) and all(FOOTNOTE_REF.search(cell) for cell in cells)
            continue
        if block.kind == "row" and headed:
            continue
        text = block.text.strip()
        if FOOTNOTE_REF.search(text) or text.startswith(exempt) or text.endswith(":"):
            continue
        uncited.append(f"{name}:{block.line}: {text[:70]}")
    assert not uncited, "blocks without a citation:\n" + "\n".join(uncited)


def test_every_note_on_the_sources_page_cites_an_entry():
    """The fields of an entry describe the work itself; any paragraph about it cites something."""
    page = read_page(SOURCES_PAGE)
    uncited = []
    for block in page.blocks:
        if block.kind != "paragraph" or block.text.startswith(ABOUT_THE_SITE[SOURCES_PAGE]):
            continue
        if block.text.startswith("- **") or re.match(r"^\*\*[^*]+:\*\*", block.text):
            continue
        if FOOTNOTE_REF.search(block.text) or link_anchors(block.text, SOURCES_PAGE):
            continue
        if block.section == "rule-sources":
            continue  # the section's lead-in: what follows is the four entries themselves
        uncited.append(f"{SOURCES_PAGE}:{block.line}: {block.text[:70]}")
    assert not uncited, "notes without a citation:\n" + "\n".join(uncited)


def test_every_entry_gives_author_title_date_part_and_address():
    known = entries()
    assert len(known) >= 30
    for anchor, fields in known.items():
        assert tuple(fields) == ENTRY_FIELDS, f"{anchor}: fields {tuple(fields)}, expected {ENTRY_FIELDS}"
        for label in ENTRY_FIELDS:
            assert fields[label].strip(), f"{anchor}: {label} is empty"
        address = fields["Address"]
        assert re.search(r"<https?://[^>]+>", address) or re.search(r"\b(none|not known)\b", address), (
            f"{anchor}: give the address where the work is public, or say that none is known"
        )


def test_the_two_rule_sources_name_their_french_originals():
    known = entries()
    assert "<https://salondesjeux.fr/lansquenet.htm>" in known["court-game"]["Address"]
    assert "<https://salondesjeux.fr/lansquenetmoderne.htm>" in known["modern-game"]["Address"]
    assert "Le Lansquenet" in known["court-game"]["Title"]
    assert "Le Lansquenet moderne" in known["modern-game"]["Title"]


def test_the_court_game_is_called_a_reconstruction_not_the_game_as_the_court_played_it():
    for name in ("history.md", "sources.md", "comparison.md", "index.md"):
        text = (read_page(name).blocks, name)
        body = " ".join(b.text for b in text[0])
        assert "as it was played at the French court" not in body, name
    assert "reconstruction" in " ".join(b.text for b in read_page("history.md").blocks)
    assert "reconstruction" in " ".join(b.text for b in read_page("sources.md").blocks)


# ----- the review's nine wrong claims stay corrected


def body(name: str) -> str:
    return " ".join(b.text for b in read_page(name).blocks)


def test_rabelais_is_dated_1542_and_1534_is_named_as_wikipedias_error():
    history = body("history.md")
    assert "| 1534" not in history and "1534 or 1542" not in history
    assert "That date is an error" in history
    assert "Rabelais: 1542, not 1534" in history


def test_pollnitz_letter_is_placed_at_louis_xvs_court_after_1725():
    page = read_page("history.md")
    rows = [b.text for b in page.blocks if b.kind == "row"]
    years = [r.split(" | ")[0] for r in rows]
    assert "undated" not in years
    pollnitz = next(r for r in rows if "Pöllnitz" in r)
    assert pollnitz.startswith("after 1725") and "Louis XV" in pollnitz
    assert years.index("after 1725") > years.index("1715–1723")


def test_german_wikipedias_edge_figures_are_its_own():
    comparison = body("comparison.md")
    assert "after\nMeyers (1908), gives" not in comparison and "after Meyers (1908), gives" not in comparison
    assert "those figures are its own, not\nMeyers's" in comparison or "its own, not Meyers's" in comparison


def test_the_1979_game_shares_its_players_cards():
    comparison = body("comparison.md")
    assert "each player has a card of his own" not in comparison
    assert "its players' cards are shared" in comparison


def test_montmort_analysed_about_ten_card_games():
    for name in ("history.md", "comparison.md"):
        assert "about ten card games" in body(name), name
    assert "with pharaon and bassette" not in body("history.md")


def test_the_sources_page_no_longer_claims_everything_comes_from_the_listed_works():
    assert "Everything this site says" not in body("sources.md")


def test_faire_charlemagne_has_no_article():
    for name in ("history.md", "sources.md"):
        assert "faire le Charlemagne" not in body(name), name
    assert "*faire Charlemagne*" in body("history.md")


# ----- figures on the pages name the options they were computed under


@pytest.mark.parametrize("name", ("history.md", "comparison.md"))
def test_every_odds_table_is_introduced_by_the_options_it_is_computed_under(name):
    page = read_page(name)
    paragraphs = [b for b in page.blocks if b.kind == "paragraph"]
    for line, toml in page.tables:
        spec = tomllib.loads(toml)
        if spec.get("kind") != "odds":
            continue
        assert spec.get("options"), f"{name}:{line}: an odds table on this page names its options"
        before = [p for p in paragraphs if p.line < line][-1]
        assert before.text.startswith("*Options:*"), f"{name}:{line}: put an *Options:* line before the table"
        stated = dict(re.findall(r"`(\w+) = ([^`]+)`", before.text))
        assert stated == {k: _toml_value(v) for k, v in spec["options"].items()}, f"{name}:{line}"


def _toml_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)
