"""MkDocs build hooks for the Lansquenet site (see ``hooks:`` in mkdocs.yml).

What the build does beyond Material's own work:

* publishes the lessons of ``tutorials/`` (kept next to the engine, not inside ``docs/``) under
  ``tutorials/`` in the site, without copies in ``docs/``, and lists them in the nav and on the
  tutorials index (see ``lessons.py``);
* writes the glossary tooltips (abbreviations) from :mod:`lansquenet.glossary` into
  ``build/snippets/``, which pymdownx.snippets appends to every page;
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

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = ROOT / "tutorials"
GLOSSARY = "glossary.md"
SNIPPETS = ROOT / "build" / "snippets"

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

log = logging.getLogger("mkdocs.plugins.lansquenet")

_state: dict = {}


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Expand the Tutorials nav, write the tooltips snippet, and pack the engine once per build."""
    archive = vendor.pack_engine()
    _state.clear()
    _state.update(archive=archive, engine_path=vendor.engine_name(archive), terms={}, anchors=None)
    vendor.pyodide_version()  # fail early, with a clear message, when npm ci has not run
    for item in config.nav or []:
        if isinstance(item, dict) and "Tutorials" in item:
            item["Tutorials"] = lessons.nav_entries(TUTORIALS)
    SNIPPETS.mkdir(parents=True, exist_ok=True)
    target = SNIPPETS / "abbreviations.md"
    text = glossary.abbreviations_markdown()
    if not target.is_file() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every file under tutorials/ to the site, as if it were in docs/tutorials/, and join
    the site's stylesheets and scripts into one file each (see ``assets.py``)."""
    for path in sorted(TUTORIALS.rglob("*")):
        if path.is_file():
            src_uri = "tutorials/" + path.relative_to(TUTORIALS).as_posix()
            files.append(File.generated(config, src_uri, abs_src_path=str(path)))
    try:
        return assets.join(files, config)
    except assets.AssetError as exc:
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
        transcript = api.deal(spec)
    except LansquenetError as exc:
        message = str(exc)
        raise PluginError(message if message.startswith(where) else f"{where}: {message}") from None
    return parsed, transcript, dealfile.check(transcript, parsed.expect)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
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
    if page.file.src_uri == "tutorials/index.md":
        markdown = markdown.replace(lessons.MARKER, lessons.lessons_markdown(TUTORIALS))
    markdown = montmort_table.replace_markers(markdown)
    if play_tables.find_blocks(markdown):
        try:
            markdown = play_tables.replace_tables(
                markdown, where=path, catalogue=api.variants(), urls=_urls(page)
            )
        except play_tables.PlayError as exc:
            raise PluginError(str(exc)) from None
    return _boards(markdown, page)


def _boards(markdown: str, page: Page) -> str:
    blocks = deal_blocks.find_blocks(markdown)
    if not blocks:
        return markdown
    catalogue = api.variants()
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
                _state["terms"].setdefault(step["term"], where)
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
    if page.file.src_uri == GLOSSARY:
        anchors = set()
        stack = list(page.toc)
        while stack:
            item = stack.pop()
            anchors.add(item.id)
            stack.extend(item.children)
        _state["anchors"] = anchors
    return sections.wrap(html)


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav: object) -> dict:
    """Name no canonical address unless the site's address was given (``LANSQUENET_SITE_URL``).

    Without it, ``site_url`` is the local server's ``http://127.0.0.1:8000/`` (Material's instant
    navigation needs one), and a canonical link there would send every copy of the site, on any
    host, to an address that only works on the machine it was built on.
    """
    if not os.environ.get("LANSQUENET_SITE_URL"):
        page.canonical_url = None
    return context


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    """Name the navigation's sections that have a page of their own (nav_names.py)."""
    return nav_names.name_sections(output)


def on_post_template(output_content: str, template_name: str, config: MkDocsConfig) -> str:
    """The same for the page a missing address gets (404.html), which is built from a template."""
    return nav_names.name_sections(output_content) if template_name.endswith(".html") else output_content


@event_priority(-100)  # after the search plugin has written its index, so that is compressed too
def on_post_build(config: MkDocsConfig) -> None:
    """Check glossary links; copy the runtime and the packed engine into the site; precompress it."""
    anchors = _state.get("anchors")
    if anchors is not None:
        for term, where in sorted(_state["terms"].items()):
            if boards.term_slug(term) not in anchors:
                raise PluginError(
                    f"{where}: the board links the term {term!r}, but {GLOSSARY} has no entry "
                    f"with the anchor #{boards.term_slug(term)}."
                )
    site_dir = Path(config.site_dir)
    try:
        vendor.copy_pyodide(site_dir)
        vendor.write_engine(site_dir, _state["archive"])
        vendor.copy_shim(site_dir)
    except (vendor.VendorError, vendor.stdlib.StdlibError) as exc:
        raise PluginError(str(exc)) from None
    offline.write(site_dir)
    compress.precompress(site_dir)
