"""The site's own stylesheets and scripts, each sent to the reader as one file.

The parts stay apart under ``docs/stylesheets/`` and ``docs/javascripts/``, one job each; the
build joins them, in the order below, into ``stylesheets/lansquenet.css`` and
``javascripts/lansquenet.js``, the two files mkdocs.yml names. A page then asks for one
stylesheet of ours instead of six, all of which block its first paint, and one script instead of
eleven; on a phone's connection every request costs a round trip before the page shows.

The tools (Play and rooms, the lab, the odds calculator, the predictions) are joined apart, into
``javascripts/lansquenet-tools.js``: only the few pages that hold one ask for it (hooks.py,
overrides/main.html), and every other page reads and compiles half the script it did.

The parts are not copied into the site on their own, so nothing can load half of them. The
engine's worker (``engine-worker.mjs``) is not a part: it is a module of its own, started
when a reader first deals.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

STYLESHEET = "stylesheets/lansquenet.css"
SCRIPT = "javascripts/lansquenet.js"
TOOLS_SCRIPT = "javascripts/lansquenet-tools.js"

# Order matters: the page's base first, print last, so its rules win when printing.
STYLESHEET_PARTS = (
    "site.css",
    "board.css",
    "play.css",
    "classroom.css",
    "projector.css",
    "anywhere.css",
    "diagrams.css",
    "print.css",
)

# Order matters: the page's language and the words in it (told.js) first of all, then how each
# part sets up a page (pages.js), the engine client and the drawing helpers before the boards, a
# board's parts (its New deal form, the projector) before board.js, which uses them as it sets a
# board up, and in the tools Play's parts (setup, decisions, pace, end) before the table that uses
# them. Each part is a function that runs at once and hangs what it shares on window.lansquenet;
# the tools come after all of these.
SCRIPT_PARTS = (
    "told.js",
    "pages.js",
    "palette.js",
    "engine-client.js",
    "engine-warm.js",
    "board-words.js",
    "board-view.js",
    "transcript-delta.js",
    "deal-link.js",
    "board-deal.js",
    "projector.js",
    "board.js",
    "navigation.js",
    "menu.js",
    "tooltips.js",
    "tables.js",
    "offline.js",
)
TOOLS_PARTS = (
    "play-setup.js",
    "play-decide.js",
    "play-pace.js",
    "play-end.js",
    "play-board.js",
    "play.js",
    "calculator.js",
    "predict.js",
    "lab.js",
    "room-host.js",
    "room-client.js",
)


class AssetError(Exception):
    """A part named above is missing from docs/, or a part there is not named above."""


def _join(files: Files, config: MkDocsConfig, folder: str, groups: dict[str, tuple[str, ...]]) -> None:
    """Join each group of parts under ``docs/<folder>/`` into its target; every part there is in a group."""
    found = {
        file.src_uri.removeprefix(folder + "/"): file
        for file in files
        if file.src_uri.startswith(folder + "/") and file.src_uri.count("/") == 1
    }
    parts = tuple(name for group in groups.values() for name in group)
    kind = next(iter(groups)).rsplit(".", 1)[1]
    missing = [name for name in parts if name not in found]
    if missing:
        raise AssetError(f"docs/{folder}/ has no {', '.join(missing)}, which scripts/site/assets.py joins.")
    unlisted = sorted(name for name in found if name.endswith("." + kind) and name not in parts)
    if unlisted:
        raise AssetError(
            f"docs/{folder}/{unlisted[0]} is not joined into a file: add it to the parts in scripts/site/assets.py."
        )
    for target, group in groups.items():
        pieces = []
        for name in group:
            file = found[name]
            # A comment names each part, so a reader of the joined file (or a stack trace) finds its source.
            pieces.append(f"/* ---- {folder}/{name} ---- */\n{file.content_string.rstrip()}\n")
            files.remove(file)
        files.append(File.generated(config, target, content="\n".join(pieces)))


def join(files: Files, config: MkDocsConfig) -> Files:
    """Replace the parts among the site's files by the joined files."""
    _join(files, config, "stylesheets", {STYLESHEET: STYLESHEET_PARTS})
    _join(files, config, "javascripts", {SCRIPT: SCRIPT_PARTS, TOOLS_SCRIPT: TOOLS_PARTS})
    return files
