"""The French edition: every page and lesson in both languages, kept alike where a reader's place
depends on it, and the built site giving each language its own navigation, words, search index and
sitemap entries (scripts/site/languages.py).

The source checks read docs/ and tutorials/; the built-site checks read ``LANSQUENET_SITE`` (or
``site/``), which scripts/test builds first.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import markdown
import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import languages  # noqa: E402

DOCS = ROOT / "docs"
TUTORIALS = ROOT / "tutorials"


def english_pages() -> list[Path]:
    return sorted(p for p in DOCS.rglob("*.md") if not p.relative_to(DOCS).as_posix().startswith("fr/"))


def twins() -> list[tuple[Path, Path]]:
    """(English source, French source) for every page and lesson."""
    pairs = [(p, DOCS / "fr" / p.relative_to(DOCS)) for p in english_pages()]
    pairs += [(p, TUTORIALS / "fr" / p.name) for p in sorted(TUTORIALS.glob("*.md"))]
    return pairs


def heading_ids(path: Path) -> list[str]:
    """The ids of a Markdown file's headings, in order, as the build gives them."""
    md = markdown.Markdown(
        extensions=["attr_list", "toc", "pymdownx.superfences", "admonition", "footnotes", "tables"]
    )
    md.convert(path.read_text(encoding="utf-8"))

    def walk(items: list) -> list[str]:
        return [i for item in items for i in (item["id"], *walk(item["children"]))]

    return walk(md.toc_tokens)


def test_every_page_and_lesson_has_its_french_twin_and_the_reverse():
    missing = [str(fr.relative_to(ROOT)) for _, fr in twins() if not fr.is_file()]
    french = {p.relative_to(DOCS / "fr") for p in (DOCS / "fr").rglob("*.md")}
    lone = [f"docs/fr/{p.as_posix()}" for p in french if not (DOCS / p).is_file()]
    lone += [
        f"tutorials/fr/{p.name}"
        for p in (TUTORIALS / "fr").glob("*.md")
        if not (TUTORIALS / p.name).is_file()
    ]
    assert not missing and not lone, f"without an English twin: {lone}; without a French one: {missing}"


@pytest.mark.parametrize("english, french", twins(), ids=[str(e.relative_to(ROOT)) for e, _ in twins()])
def test_french_headings_keep_the_english_ids_in_order(english, french):
    """The ids carry a reader's place (a section's address) from one language to the other."""
    assert heading_ids(french) == heading_ids(english)


@pytest.mark.parametrize("english, french", twins(), ids=[str(e.relative_to(ROOT)) for e, _ in twins()])
def test_french_pages_keep_every_block_and_marker(english, french):
    """Tables, odds, handouts, checkpoints and Play tables are rendered from the code in the page's
    language: the French page asks for the same ones, in the same order."""
    fence = re.compile(r"^```(table|odds|handout|predict|predict-answers|play|deal)\s*$", re.M)
    marker = re.compile(r"<!-- [a-z-]+:? ?[\w -]* -->")
    for pattern in (fence, marker):
        assert pattern.findall(french.read_text(encoding="utf-8")) == pattern.findall(
            english.read_text(encoding="utf-8")
        )


def test_twins_and_their_sections_are_checked_by_the_build():
    with pytest.raises(languages.ParityError, match=r"rules/pagat\.md \(no fr/rules/pagat\.md\)"):
        languages.check_twins(["index.md", "fr/index.md", "rules/pagat.md"])
    languages.check_twins(["index.md", "fr/index.md"])
    with pytest.raises(languages.ParityError, match="it lacks #bank"):
        languages.check_sections({"rules/pagat.md": ["table", "bank"], "fr/rules/pagat.md": ["table"]})
    with pytest.raises(languages.ParityError, match="it has #banque besides"):
        languages.check_sections({"a.md": ["x", "bank"], "fr/a.md": ["x", "banque"]})
    languages.check_sections({"glossary.md": ["a", "b"], "fr/glossary.md": ["b", "a"]})


def test_french_typography_is_set_in_prose_and_never_in_code():
    html = '<p title="Bilan : 3">Le pari : « banco » ! <code>a : b</code></p><script>x = {"a" : 1}</script>'
    out = languages.typeset_html(html)
    assert 'title="Bilan\u00a0: 3"' in out and "pari\u00a0: «\u00a0banco\u00a0»\u202f!" in out
    assert "<code>a : b</code>" in out and '{"a" : 1}' in out


def test_the_twin_of_a_page_is_at_the_same_path():
    assert languages.twin("rules/pagat.md") == "fr/rules/pagat.md"
    assert languages.twin("fr/tutorials/pagat-pair.md") == "tutorials/pagat-pair.md"
    assert languages.french_nav(["index.md", {"Rules": ["rules/index.md"]}, {"Home": "index.md"}]) == [
        "fr/index.md",
        {"Règles": ["fr/rules/index.md"]},
        {"Accueil": "fr/index.md"},
    ]


# ---------- the built site ----------


@pytest.fixture(scope="module")
def site() -> Path:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} holds no built site; run scripts/test, which builds it before the tests.")
    return SITE


def test_a_french_page_speaks_french_and_names_its_english_twin(site):
    page = (site / "fr" / "rules" / "pagat" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="fr"' in page
    assert 'aria-label="Rechercher"' in page  # Material's own words, in French
    assert re.search(r'href="\.\./\.\./\.\./rules/pagat/" hreflang="en"', page)
    assert re.search(r'href="\./" hreflang="fr"', page)
    config = json.loads(
        re.search(r'<script id="__config" type="application/json">(.*?)</script>', page, re.S).group(1)
    )
    assert config["base"] == "../../../fr/"
    english = (site / "rules" / "pagat" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en"' in english and re.search(
        r'href="\.\./\.\./fr/rules/pagat/" hreflang="fr"', english
    )
    assert '<link rel="alternate" href=' not in english  # Material would fetch a sitemap under each


def test_each_language_has_its_own_search_index(site):
    english = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    french = json.loads((site / "fr" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert english["docs"] and not any(doc["location"].startswith("fr/") for doc in english["docs"])
    assert french["config"]["lang"] == ["fr"] and french["docs"]
    text = " ".join(doc["text"] for doc in french["docs"])
    assert "réjouissance" in text and "coupe-gorge" in text
    assert any(doc["location"].startswith("rules/pagat/") for doc in french["docs"])


def test_the_sitemap_pairs_every_page_with_its_twin(site):
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    entries = re.findall(r"<url>(.*?)</url>", sitemap)
    assert len(entries) > 90
    for entry in entries:
        langs = re.findall(r'hreflang="(\w+)"', entry)
        assert langs == ["en", "fr"], entry
    french = (site / "fr" / "sitemap.xml").read_text(encoding="utf-8")
    assert all("/fr/" in loc for loc in re.findall(r"<loc>([^<]+)</loc>", french))


def test_french_boards_are_dealt_in_french(site):
    page = (site / "fr" / "tutorials" / "pagat-pair" / "index.html").read_text(encoding="utf-8")
    assert "la banque prend" in page and "the bank takes" not in page
