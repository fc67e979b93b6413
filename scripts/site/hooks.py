"""MkDocs build hooks for the Lansquenet site (see ``hooks:`` in mkdocs.yml).

What the build does beyond Material's own work:

* builds the French edition beside the English one: every page ``X.md`` has its ``fr/X.md``,
  each language with its own navigation, interface words, language selector naming the same
  page in the other language, search index and sitemap entries (see ``languages.py``); a French
  page is rendered, and its boards dealt and checked, in French;
* publishes the lessons of ``tutorials/`` (kept next to the engine, not inside ``docs/``) under
  ``tutorials/`` in the site, without copies in ``docs/``, and lists them in the nav and on the
  tutorials index (see ``lessons.py``);
* appends to every page the glossary tooltips (abbreviations) of its language, from
  :mod:`lansquenet.glossary`;
* joins the site's own stylesheets and scripts into one file each (see ``assets.py``);
* renders the ```table blocks (options, rulings, odds, glossary) from the engine's declarations
  (see ``reference.py``), Montmort's tables where a page marks them (``montmort_table.py``), and
  each game's table diagram where a page marks it (``diagrams.py``);
* draws the classroom's blocks: ```odds (figure tables, SVG charts, the rule-of-odds calculator,
  the lab's controls: ``odds_pages.py``), ```handout (``handouts.py``) and ```predict
  (checkpoints under a board: ``predict.py``);
* turns every ```deal block of a page into a board: the block is dealt here by the engine under
  CPython, its expectations are checked (an unmet one fails the strict build, naming file and
  line), and the transcript is embedded so the board steps without waiting for anything;
* turns every ```play block into a Play table, with the variant's options (see ``play_tables.py``);
* checks that every glossary term a pre-dealt board links to has its entry in the glossary;
* copies the pinned Pyodide runtime and the packed engine into the site for in-browser deals;
* names a page's canonical address only when the site's address is given;
* writes the offline service worker and its list of files (see ``offline.py``), then a
  gzipped copy beside every text file, last of all (see ``compress.py``).
"""

from __future__ import annotations

import logging
import os
import re
import sys
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = ROOT / "tutorials"
GLOSSARY = "glossary.md"

# The engine is installed into .venv (pip install -e .); a bare checkout finds it at the root.
# MkDocs restores sys.path after loading a hook, so import everything now, while it is set.
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))
import assets  # noqa: E402
import boards  # noqa: E402
import compress  # noqa: E402
import deal_blocks  # noqa: E402
import diagrams  # noqa: E402
import handouts  # noqa: E402
import languages  # noqa: E402
import lessons  # noqa: E402
import montmort_table  # noqa: E402
import nav_names  # noqa: E402
import odds_pages  # noqa: E402
import offline  # noqa: E402
import play_tables  # noqa: E402
import predict  # noqa: E402
import reference  # noqa: E402
import sections  # noqa: E402
import vendor  # noqa: E402

from lansquenet import api, dealfile, glossary  # noqa: E402
from lansquenet.errors import LansquenetError  # noqa: E402
from lansquenet.language import current, using  # noqa: E402

log = logging.getLogger("mkdocs.plugins.lansquenet")

_state: dict = {}


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Expand the Tutorials nav, add the French tree to it, word the tooltips in each language, and pack
    the engine once per build."""
    archive = vendor.pack_engine()
    _state.clear()
    _state.update(
        archive=archive,
        engine_path=vendor.engine_name(archive),
        terms={code: {} for code in languages.LANGUAGES},
        anchors={},
        navs={},
        abbreviations={},
        ids={},
    )
    vendor.pyodide_version()  # fail early, with a clear message, when npm ci has not run
    english = config.nav or []
    french = []
    for item in english:
        if isinstance(item, dict) and "Tutorials" in item:
            item["Tutorials"] = lessons.nav_entries(TUTORIALS, "en")
            item = {"Tutorials": lessons.nav_entries(TUTORIALS / "fr", "fr")}
        french.append(item)
    # The French tree rides at the end of the one navigation MkDocs builds; on_nav cuts it off.
    config.nav = [*english, {"fr": languages.french_nav(french)}]
    for code in languages.LANGUAGES:
        with using(code):
            _state["abbreviations"][code] = glossary.abbreviations_markdown()
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every file under tutorials/ to the site, as if it were in docs/tutorials/, and join
    the site's stylesheets and scripts into one file each (see ``assets.py``)."""
    for path in sorted(TUTORIALS.rglob("*")):
        if path.is_file():
            src_uri = "tutorials/" + path.relative_to(TUTORIALS).as_posix()
            if src_uri.startswith("tutorials/" + languages.FRENCH):  # tutorials/fr/X -> fr/tutorials/X
                src_uri = languages.FRENCH + "tutorials/" + src_uri[len("tutorials/" + languages.FRENCH) :]
            files.append(File.generated(config, src_uri, abs_src_path=str(path)))
    try:
        languages.check_twins([file.src_uri for file in files.documentation_pages()])
        return assets.join(files, config)
    except (assets.AssetError, languages.ParityError) as exc:
        raise PluginError(str(exc)) from None


def _shown(page: Page) -> str:
    """The page's source file as a path from the repository root, for messages."""
    path = Path(page.file.abs_src_path or page.file.src_uri)
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return page.file.src_uri


def _where(page: Page, block: deal_blocks.Block) -> str:
    return f"{_shown(page)}:{block.line}"


def _urls(page: Page) -> dict[str, str]:
    """Page-relative addresses the board needs; relative, so the site works under any base path."""

    def rel(target: str) -> str:
        return get_relative_url(target, page.url or ".")

    return {
        # A bundle for the file system is built without directory addresses (glossary.html).
        "glossary": rel("glossary/" if page.file.use_directory_urls else "glossary.html"),
        "worker": rel("javascripts/engine-worker.mjs"),
        "pack": rel(_state["engine_path"]),
        "pyodide": rel(vendor.PYODIDE_DIR + "/"),
    }


def deal_block(block: deal_blocks.Block, where: str) -> tuple[dict, dict, list[str]]:
    """Deal one block; returns (block spec, transcript, unmet expectations as sentences).

    Raises :class:`PluginError` when the block cannot be dealt at all.
    """
    try:
        parsed = dealfile.parse_block(block.body, where=where)
        spec = parsed.spec
        if spec.get("seed") is None and not spec.get("deck") and not spec.get("decks"):
            raise PluginError(
                f"{where}: a deal block needs a seed or a deck, so every build deals it the same way."
            )
        # A block that names no language is dealt in its page's (the language of the moment).
        transcript = api.deal({"language": current(), **spec})
    except LansquenetError as exc:
        message = str(exc)
        raise PluginError(message if message.startswith(where) else f"{where}: {message}") from None
    return parsed, transcript, dealfile.check(transcript, parsed.expect)


def on_env(env: Any, config: MkDocsConfig, files: Files) -> Any:
    """Give the site's templates (overrides/) their words in the page's language."""
    env.globals["site_word"] = languages.site_word
    return env


def on_nav(nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    """Cut the navigation in two, one per language (languages.split); MkDocs keeps the English one,
    and each page is given its own language's in on_page_context."""
    _state["navs"] = languages.split(nav)
    _state["pages"] = [page for one in _state["navs"].values() for page in one.pages]
    return _state["navs"]["en"]


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """The page in its language: its tables, blocks and boards, and its language's tooltips."""
    with using(languages.of(page.file.src_uri)) as code:
        markdown = _page_markdown(markdown, page)
    return markdown + "\n\n" + _state["abbreviations"][code]


def _page_markdown(markdown: str, page: Page) -> str:
    """Render the reference tables and the lessons list, then replace each ```deal block with its board."""
    path = _shown(page)
    try:
        markdown = reference.replace_tables(markdown, page=page.file.src_uri, path=path)
        markdown = odds_pages.replace_blocks(markdown, path=path, urls=_urls(page))
        markdown = handouts.replace_blocks(markdown, path=path)
        markdown = predict.replace_blocks(markdown, path=path)
        markdown = diagrams.replace_markers(markdown, path=path)
    except (
        reference.TableError,
        odds_pages.OddsBlockError,
        handouts.HandoutError,
        predict.PredictError,
        diagrams.DiagramError,
    ) as exc:
        raise PluginError(str(exc)) from None
    if page.file.src_uri.endswith("tutorials/index.md"):
        folder = TUTORIALS / "fr" if current() == "fr" else TUTORIALS
        markdown = markdown.replace(lessons.MARKER, lessons.lessons_markdown(folder, current()))
    markdown = montmort_table.replace_markers(markdown)
    if play_tables.find_blocks(markdown):
        try:
            markdown = play_tables.replace_tables(
                markdown, where=path, catalogue=api.variants(current()), urls=_urls(page)
            )
        except play_tables.PlayError as exc:
            raise PluginError(str(exc)) from None
    return _boards(markdown, page)


def _boards(markdown: str, page: Page) -> str:
    blocks = deal_blocks.find_blocks(markdown)
    if not blocks:
        return markdown
    catalogue = api.variants(current())
    urls = _urls(page)
    replacements = []
    with_form: set[str] = set()  # the variants whose New deal form the page already carries
    for number, block in enumerate(blocks, start=1):
        where = _where(page, block)
        parsed, transcript, unmet = deal_block(block, where)
        for sentence in unmet:
            log.warning("%s: %s", where, sentence)
        for step in transcript["steps"]:
            if step.get("term"):
                _state["terms"][current()].setdefault(step["term"], where)
        replacements.append(
            boards.render_board(
                transcript,
                board_id=f"deal-{number}",
                block_spec=parsed.spec,
                variant=catalogue[transcript["variant"]],
                urls=urls,
                title=parsed.title,
                form=transcript["variant"] not in with_form,
            )
        )
        with_form.add(transcript["variant"])
    return deal_blocks.replace_blocks(markdown, blocks, replacements)


# The roots of the tools whose parts are in assets.TOOLS_SCRIPT (javascripts/pages.js knows them too).
TOOL_ROOT = re.compile(r'<(?:div|form) class="lq-(?:play|lab|calculator|predict|room)"')


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Remember the glossary's anchors (to check the boards' term links); wrap the page's parts.

    A page holding one of the tools asks for their script (``tools`` in its meta, read by
    overrides/main.html).
    """
    page.meta["tools"] = bool(TOOL_ROOT.search(html))
    code = languages.of(page.file.src_uri)
    _state["ids"][page.file.src_uri] = _ids(page.toc)
    if page.file.src_uri in (GLOSSARY, languages.FRENCH + GLOSSARY):
        anchors = set()
        stack = list(page.toc)
        while stack:
            item = stack.pop()
            anchors.add(item.id)
            stack.extend(item.children)
        _state["anchors"][code] = anchors
    html = sections.wrap(html)
    return languages.typeset_html(html) if code == "fr" else html


def _ids(toc: Any) -> list[str]:
    """The ids of a page's headings, in order."""
    return [i for item in toc for i in (item.id, *_ids(item.children))]


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav: object) -> dict:
    """Name no canonical address unless the site's address was given (``LANSQUENET_SITE_URL``).

    Without it, ``site_url`` is the local server's ``http://127.0.0.1:8000/`` (Material's instant
    navigation needs one), and a canonical link there would send every copy of the site, on any
    host, to an address that only works on the machine it was built on.
    """
    if not os.environ.get("LANSQUENET_SITE_URL"):
        page.canonical_url = None
    code = languages.of(page.file.src_uri)
    context["nav"] = _state["navs"][code]
    # Read by Material's header (its language selector) and head (alternate links) for this page.
    config.extra["alternate"] = languages.alternates(page)
    return context


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    """Name the navigation's sections that have a page of their own (nav_names.py); on a French
    page, set Material's base to the French tree, so its search and instant navigation read the
    French index and sitemap, and leave out the head's alternate links (languages.py)."""
    output = languages.without_head_alternates(nav_names.name_sections(output))
    if languages.of(page.file.src_uri) == "fr":
        output = languages.french_base(output)
    return output


def on_post_template(output_content: str, template_name: str, config: MkDocsConfig) -> str:
    """The same for the page a missing address gets (404.html), which is built from a template."""
    return nav_names.name_sections(output_content) if template_name.endswith(".html") else output_content


@event_priority(-100)  # after the search plugin has written its index, so that is compressed too
def on_post_build(config: MkDocsConfig) -> None:
    """Check glossary links; copy the runtime and the packed engine into the site; precompress it."""
    for code, terms in _state["terms"].items():
        anchors = _state["anchors"].get(code)
        if anchors is None:
            continue
        for term, where in sorted(terms.items()):
            if boards.term_slug(term) not in anchors:
                glossary_page = GLOSSARY if code == "en" else languages.FRENCH + GLOSSARY
                raise PluginError(
                    f"{where}: the board links the term {term!r}, but {glossary_page} has no entry "
                    f"with the anchor #{boards.term_slug(term)}."
                )
    try:
        languages.check_sections(_state["ids"])
    except languages.ParityError as exc:
        raise PluginError(str(exc)) from None
    site_dir = Path(config.site_dir)
    languages.split_search_index(site_dir)
    languages.write_sitemaps(site_dir, config.site_url or "/", _state["pages"])
    try:
        vendor.copy_pyodide(site_dir)
        vendor.write_engine(site_dir, _state["archive"])
        vendor.copy_shim(site_dir)
    except (vendor.VendorError, vendor.stdlib.StdlibError) as exc:
        raise PluginError(str(exc)) from None
    offline.write(site_dir)
    compress.precompress(site_dir)
