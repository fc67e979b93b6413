"""The site in two languages: English at the root, French under ``fr/``, built in one MkDocs build.

Every English page ``X.md`` has its French page ``fr/X.md`` (and every lesson ``tutorials/X.md``
its ``tutorials/fr/X.md``, published as ``fr/tutorials/X.md``), with the same headings' ids in
the same order, so a page, a section and a board's deal and step (the address's fragment) map
from one language to the other by the path alone: ``rules/pagat/#bank`` ↔ ``fr/rules/pagat/#bank``.

Why one build and not a plugin or a second config: the build deals every board, packs the engine,
trims the standard library and lists the offline copy; mkdocs-static-i18n runs the whole build
once per language (and merges both languages into one search index), and a second config would
vendor the engine twice. Here the French pages are ordinary pages of the same build, and this
module gives each language what Material would have had from a site of its own:

* its own navigation (:func:`french_nav` writes the French tree from the English one, and
  :func:`split` cuts the built navigation in two, each with its own previous and next links);
* the interface in its language (``overrides/partials/language.html`` picks Material's French
  words on a French page) and a language selector naming the same page in the other language
  (:func:`alternates`, with ``overrides/partials/alternate.html``);
* its own search index, in its language's stemmer (:func:`split_search_index`: Material reads
  ``search/search_index.json`` under the page's base, which a French page sets to ``fr/``);
* a sitemap in which every page names its other-language twin (``hreflang``), and one under
  ``fr/`` for Material's instant navigation on French pages (:func:`write_sitemaps`).
"""

from __future__ import annotations

import gzip
import json
import re
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from mkdocs.structure.nav import Navigation, Section
from mkdocs.structure.pages import Page

from lansquenet.language import Phrases, typeset

LANGUAGES = ("en", "fr")
"""The site's languages; English is at the root."""

FRENCH = "fr/"
"""The folder of the French pages, in the docs and in the site."""

NAMES = {"en": "English", "fr": "Français"}
"""Each language named in itself, as the language selector shows it."""

SECTIONS = Phrases(
    en={
        "Home": "Home",
        "Rules": "Rules",
        "Play": "Play",
        "Tutorials": "Tutorials",
        "Comparison": "Comparison",
        "Odds": "Odds",
        "Teach": "Teach",
        "Lesson plans": "Lesson plans",
        "Worksheets": "Worksheets",
        "Answer keys": "Answer keys",
        "Handouts": "Handouts",
        "History": "History",
        "Sources": "Sources",
        "Glossary": "Glossary",
        "About": "About",
        "Table server": "Table server",
    },
    fr={
        "Home": "Accueil",
        "Rules": "Règles",
        "Play": "Jouer",
        "Tutorials": "Tutoriels",
        "Comparison": "Comparaison",
        "Odds": "Probabilités",
        "Teach": "Enseigner",
        "Lesson plans": "Plans de cours",
        "Worksheets": "Fiches d'exercices",
        "Answer keys": "Corrigés",
        "Handouts": "Documents à imprimer",
        "History": "Histoire",
        "Sources": "Sources",
        "Glossary": "Glossaire",
        "About": "À propos",
        "Table server": "Serveur de table",
    },
)
"""The navigation's titles (mkdocs.yml names them in English), in each language."""


def of(src_uri: str) -> str:
    """The language of the page whose source is ``src_uri`` (a path under docs/, as MkDocs gives it)."""
    return "fr" if src_uri.startswith(FRENCH) else "en"


def twin(src_uri: str) -> str:
    """The source of the same page in the other language."""
    return src_uri[len(FRENCH) :] if of(src_uri) == "fr" else FRENCH + src_uri


def french_nav(items: list, titles: dict[str, str] | None = None) -> list:
    """The French navigation written from the English ``nav`` of mkdocs.yml: each page ``X.md``
    becomes ``fr/X.md`` and each title its French (:data:`SECTIONS`; the tutorials' sections pass
    theirs as ``titles``)."""
    french = {**SECTIONS.tables["fr"], **(titles or {})}

    def one(item: Any) -> Any:
        if isinstance(item, str):
            return FRENCH + item
        if isinstance(item, list):
            return [one(child) for child in item]
        if isinstance(item, dict):
            return {french.get(title, title): one(value) for title, value in item.items()}
        return item

    return one(items)


def split(nav: Navigation) -> dict[str, Navigation]:
    """The built navigation, whose last item is the French tree (see hooks.on_config), cut into one
    navigation per language: the French tree's children become the French top level, and each
    language's pages link previous and next among themselves only."""
    french = nav.items[-1]
    if not isinstance(french, Section):
        raise ValueError("the navigation's last item should be the French tree")
    for item in french.children:
        item.parent = None
    navs = {
        "en": Navigation(nav.items[:-1], [p for p in nav.pages if of(p.file.src_uri) == "en"]),
        "fr": Navigation(french.children, [p for p in nav.pages if of(p.file.src_uri) == "fr"]),
    }
    for code, one in navs.items():
        ends = [None, *one.pages, None]
        for before, page, after in zip(ends[:-2], one.pages, ends[2:], strict=True):
            page.previous_page, page.next_page = before, after
        if code == "fr":
            one.homepage = next((p for p in one.pages if p.file.src_uri == FRENCH + "index.md"), None)
    return navs


def alternates(page: Page) -> list[dict[str, str]]:
    """The language selector's entries for ``page``: each language, linking the same page in it
    (Material's ``extra.alternate`` shape; its links are addresses from the site's root)."""
    here = of(page.file.src_uri)
    english = page.url if here == "en" else page.url[len(FRENCH) :]
    return [
        {"name": NAMES[code], "lang": code, "link": english if code == "en" else FRENCH + english}
        for code in LANGUAGES
    ]


def split_search_index(site_dir: Path) -> None:
    """Give each language its own search index: the English pages' entries stay in
    ``search/search_index.json``, the French ones go to ``fr/search/search_index.json`` with their
    addresses taken from ``fr/`` (a French page's base) and French as the index's language; and
    the same for the index inlined in a script for the file system, where there is one."""
    path = site_dir / "search" / "search_index.json"
    if not path.is_file():
        return
    index = json.loads(path.read_text(encoding="utf-8"))
    docs = index["docs"]
    english = [doc for doc in docs if not doc["location"].startswith(FRENCH)]
    french = [
        {**doc, "location": doc["location"][len(FRENCH) :]}
        for doc in docs
        if doc["location"].startswith(FRENCH)
    ]
    path.write_text(json.dumps({**index, "docs": english}, ensure_ascii=False), encoding="utf-8")
    target = site_dir / FRENCH / "search" / "search_index.json"
    target.parent.mkdir(parents=True, exist_ok=True)
    config = {**index["config"], "lang": ["fr"]}
    target.write_text(json.dumps({"config": config, "docs": french}, ensure_ascii=False), encoding="utf-8")
    # The classroom bundle's copy for the file system (Material's offline plugin inlines the index
    # into a script, written before this runs): the same split.
    if (site_dir / "search" / "search_index.js").is_file():
        for json_path in (path, target):
            script = "var __index = " + json_path.read_text(encoding="utf-8")
            json_path.with_suffix(".js").write_text(script, encoding="utf-8")


def write_sitemaps(site_dir: Path, site_url: str, pages: list[Page]) -> None:
    """``sitemap.xml`` (and its gzip) listing every page of both languages, each naming itself and
    its twin as ``hreflang`` alternates, and ``fr/sitemap.xml`` with the French pages alone, for
    Material's instant navigation on a French page (it reads the sitemap under the page's base).
    Addresses are the published ones (``site_url``), as MkDocs's own sitemap writes them."""
    urls = {page.file.src_uri: urljoin(site_url, page.url) for page in pages}

    def entry(src_uri: str) -> str:
        links = "".join(
            f'<xhtml:link rel="alternate" hreflang="{code}" href="{escape(urls[uri])}"/>'
            for code, uri in sorted({of(src_uri): src_uri, of(twin(src_uri)): twin(src_uri)}.items())
            if uri in urls
        )
        return f"<url><loc>{escape(urls[src_uri])}</loc>{links}</url>"

    def sitemap(chosen: list[str]) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
            + "\n".join(entry(uri) for uri in chosen)
            + "\n</urlset>\n"
        )

    every = sorted(urls, key=lambda uri: (of(uri), uri))
    whole = sitemap(every)
    (site_dir / "sitemap.xml").write_text(whole, encoding="utf-8")
    (site_dir / "sitemap.xml.gz").write_bytes(gzip.compress(whole.encode("utf-8"), mtime=0))
    (site_dir / FRENCH / "sitemap.xml").write_text(
        sitemap([uri for uri in every if of(uri) == "fr"]), encoding="utf-8"
    )


# The parts of a page whose text is not prose: French spacing is put in everywhere else.
_NOT_PROSE = re.compile(r"(<(pre|code|script|style|textarea)\b.*?</\2>|<[^>]*>)", re.S)


def typeset_html(html: str) -> str:
    """A French page's HTML with French typography's no-break spaces (before ``: ; ? !``, inside
    « ») in its text and attributes, not in code, scripts or styles: the French pages are written
    with plain spaces, as the engine's French tables are (:func:`lansquenet.language.typeset`)."""
    out = []
    last = 0
    for match in _NOT_PROSE.finditer(html):
        out.append(typeset(html[last : match.start()], "fr"))
        tag = match.group(0)
        out.append(
            tag if match.group(2) else re.sub(r'="([^"]*)"', lambda m: f'="{typeset(m.group(1), "fr")}"', tag)
        )
        last = match.end()
    out.append(typeset(html[last:], "fr"))
    return "".join(out)


_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.S)


def french_base(html: str) -> str:
    """A French page's HTML with Material's ``base`` (in its ``__config``) moved to ``fr/``: Material
    reads the search index and the sitemap under it, and places search results from it."""

    def move(match: re.Match[str]) -> str:
        config = json.loads(match.group(2))
        config["base"] = config["base"].rstrip("/") + "/" + FRENCH
        return match.group(1) + json.dumps(config, ensure_ascii=False) + match.group(3)

    return _CONFIG.sub(move, html, count=1)


TEMPLATE_WORDS = Phrases(
    en={
        "scheme.dark": "Switch to the dark scheme",
        "scheme.light": "Switch to the light scheme",
        "made-with": "Made with",
        "offline.save": "Make this site available offline",
        "offline.bar": "Saved for offline use",
    },
    fr={
        "scheme.dark": "Passer au thème sombre",
        "scheme.light": "Passer au thème clair",
        "made-with": "Réalisé avec",
        "offline.save": "Rendre ce site disponible hors ligne",
        "offline.bar": "Enregistré pour l'usage hors ligne",
    },
)
"""The words the site's own templates (overrides/) add to Material's, read with ``site_word``."""


def site_word(page: Page | None, key: str) -> str:
    """``key`` of :data:`TEMPLATE_WORDS` in ``page``'s language (English on a page-less template)."""
    code = of(page.file.src_uri) if page is not None and getattr(page, "file", None) else "en"
    return (
        TEMPLATE_WORDS.tables[code][key] if code == "en" else typeset(TEMPLATE_WORDS.tables[code][key], code)
    )


_HEAD_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def without_head_alternates(html: str) -> str:
    """``html`` without the ``<link rel="alternate" hreflang>`` Material writes in the head from the
    language selector's entries: its script takes each for a language's root and fetches a sitemap
    under it, which a page's own address is not. The sitemap names every page's twin instead."""
    return _HEAD_ALTERNATE.sub("", html)


class ParityError(ValueError):
    """A page, or a page's sections, in one language and not the other."""


def check_twins(src_uris: list[str]) -> None:
    """Raise :class:`ParityError` naming every page without its twin in the other language."""
    pages = set(src_uris)
    missing = sorted(uri for uri in pages if twin(uri) not in pages)
    if missing:
        raise ParityError(
            "Every page needs its twin in the other language; these have none: "
            + ", ".join(f"{uri} (no {twin(uri)})" for uri in missing)
            + "."
        )


def check_sections(ids: dict[str, list[str]]) -> None:
    """Raise :class:`ParityError` where a French page's headings' ids are not its English twin's:
    they are what keeps a reader's place when switching language. The order may differ where the
    build orders the headings by their words (the glossary is alphabetical in each language); the
    pages' own headings keep the English order (tests/docs/test_french_edition.py)."""
    for uri, english in sorted(ids.items()):
        if of(uri) != "en" or twin(uri) not in ids:
            continue
        french = ids[twin(uri)]
        if sorted(french) != sorted(english):
            lacking = [i for i in english if i not in french]
            extra = [i for i in french if i not in english]
            detail = "; ".join(
                part
                for part in (
                    f"it lacks {', '.join('#' + i for i in lacking)}" if lacking else "",
                    f"it has {', '.join('#' + i for i in extra)} besides" if extra else "",
                )
                if part
            )
            raise ParityError(
                f"{twin(uri)}: its headings' ids must be {uri}'s ({detail or 'one is repeated'}); "
                "give a French heading its English twin's id with {#id}."
            )
