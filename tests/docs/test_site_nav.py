"""Every page of the built site is reachable from the navigation, and the build is strict.

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


def test_every_page_is_in_the_navigation(built):
    parser = NavLinks()
    parser.feed((SITE / "index.html").read_text(encoding="utf-8"))
    linked = {urlparse(urljoin("http://site/", href)).path.lstrip("/") for href in parser.links}
    missing = [page for page in built if page not in linked]
    assert len(built) > 20 and not missing, f"pages missing from the navigation: {missing}"


def test_the_build_is_strict_with_link_and_anchor_validation():
    with open(ROOT / "mkdocs.yml", encoding="utf-8") as f:
        config = yaml.load(f, Loader=yaml.BaseLoader)  # BaseLoader: no !!python tags needed
    assert config["strict"] == "true"
    for key in ("omitted_files", "not_found", "unrecognized_links", "anchors"):
        assert config["validation"][key] == "warn", key
