"""Every page of the built site is reachable from its language's navigation, and the build is strict.

The built site (``LANSQUENET_SITE``, or ``site/``; scripts/test builds it first) is read as a
reader's browser gets it: every page's sidebar navigation must list every other page.
"""

from __future__ import annotations

import os
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")


class NavLinks(HTMLParser):
    """The hrefs of the primary navigation's links (Material marks them ``md-nav__link``)."""

    def __init__(self):
        super().__init__()
        self.links: set[str] = set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "md-nav__link" in (attrs.get("class") or "") and attrs.get("href"):
            self.links.add(attrs["href"])


def pages() -> list[str]:
    """Every built page as its site path (``rules/pagat/``), the 404 page aside."""
    found = []
    for path in SITE.rglob("index.html"):
        rel = path.parent.relative_to(SITE).as_posix()
        if rel.split("/")[0] in ("runtime", "assets", "search"):
            continue
        found.append("" if rel == "." else rel + "/")
    return sorted(found)


@pytest.fixture(scope="module")
def built():
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} holds no built site; run scripts/test, which builds it before the tests.")
    return pages()


def linked_from(home: str) -> set[str]:
    """The site paths the navigation of the page at ``home`` (a site path) links to."""
    parser = NavLinks()
    parser.feed((SITE / home / "index.html").read_text(encoding="utf-8"))
    return {urlparse(urljoin("http://site/" + home, href)).path.lstrip("/") for href in parser.links}


def test_every_page_is_in_the_navigation_of_its_language(built):
    """An English page's navigation lists every English page and no French one; a French page's
    every French page and no English one."""
    for home, language in (("", "en"), ("fr/", "fr")):
        linked = linked_from(home)
        ours = [page for page in built if page.startswith("fr/") == (language == "fr")]
        missing = [page for page in ours if page not in linked]
        assert len(ours) > 20 and not missing, f"{language} pages missing from the navigation: {missing}"
        assert all(page.startswith("fr/") == (language == "fr") for page in linked), linked


def test_every_page_has_its_twin_in_the_other_language(built):
    english = {page for page in built if not page.startswith("fr/")}
    french = {page[len("fr/") :] for page in built if page.startswith("fr/")}
    assert english == french, (
        f"only English: {sorted(english - french)}; only French: {sorted(french - english)}"
    )


def test_the_build_is_strict_with_link_and_anchor_validation():
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as f:
        config = yaml.load(f, Loader=yaml.BaseLoader)  # BaseLoader: no !!python tags needed
    assert config["strict"] == "true"
    for key in ("omitted_files", "not_found", "unrecognized_links", "anchors"):
        assert config["validation"][key] == "warn", key
