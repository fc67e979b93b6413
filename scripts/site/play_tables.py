"""Render a ```play block as a Play table: the HTML a Play page carries in its place.

A Play page asks for its table with a fenced block whose info string is ``play`` and whose body
is TOML naming the variant::

    ```play
    variant = "pagat"
    ```

The table is a ``<div class="lq-play">`` holding, as JSON in its first ``<script>``, what the
page needs before the engine starts: the variant's options (the same catalogue as the boards'
*New deal* forms, from :func:`lansquenet.api.variants`) and its named option sets, the engine's default seat names, the
glossary's names. The form that sets the table is written in at build time (``play_setup.py``),
so the table shows whole with the page; ``play.js`` takes it over and builds the board and the
decision controls; the match itself is played by the engine in the browser's worker. Below the
table, a sentence for readers without scripting says what the table needs.
"""

from __future__ import annotations

import html
import tomllib

import play_setup
from boards import script_json, term_names

from lansquenet.dealfile import Fence, fences, replace_fences
from lansquenet.language import Phrases
from lansquenet.seats import default_names

WORDS: Phrases[str] = Phrases(
    en={
        "label": "Play {title}",
        "nojs": "Playing needs JavaScript: the engine deals in your browser. "
        "The rules pages' boards show every step of dealt hands without it.",
    },
    fr={
        "label": "Jouer : {title}",
        "nojs": "Pour jouer, il faut JavaScript : le moteur donne les cartes dans votre navigateur. "
        "Sans lui, les plateaux des pages de règles montrent chaque étape de donnes déjà jouées.",
    },
)
"""The Play table's own words, in the language of the moment (its variant's are the engine's)."""

KEYS = {"variant"}


class PlayError(ValueError):
    """A ```play block that cannot be rendered; the message names the file and line."""


def find_blocks(markdown: str) -> list[Fence]:
    """Every ```play block of ``markdown``, in page order."""
    return fences(markdown, "play")


def read_block(block: Fence, where: str, catalogue: dict) -> str:
    """The variant a block names; raises :class:`PlayError` naming ``where``."""
    try:
        data = tomllib.loads(block.body)
    except tomllib.TOMLDecodeError as exc:
        raise PlayError(f"{where}: the play block is not valid TOML ({exc}).") from None
    unknown = sorted(set(data) - KEYS)
    if unknown:
        raise PlayError(f"{where}: a play block has no key {unknown[0]!r}; it names only its variant.")
    variant = data.get("variant")
    if variant not in catalogue:
        raise PlayError(
            f"{where}: a play block names one of {', '.join(sorted(catalogue))}, not {variant!r}."
        )
    return str(variant)


def most_seats(variant: dict) -> int:
    """The most seats the variant's ``seats`` option allows (the names the form may need)."""
    option = next((o for o in variant["options"] if o["name"] == "seats"), None)
    return int(option["high"]) if option and option.get("high") is not None else 12


def render_table(name: str, variant: dict, *, table_id: str, urls: dict[str, str]) -> str:
    """The Play table's HTML, one line per element and no blank line, so Markdown passes it through.

    ``urls`` holds page-relative addresses: ``glossary``, ``worker``, ``pack`` and ``pyodide``
    (as for a board, see ``boards.render_board``).
    """
    data = {
        "variant": name,
        "title": variant["title"],
        "options": variant["options"],
        "presets": variant.get("presets", []),
        "names": default_names(most_seats(variant)),
        "terms": term_names(),
    }
    attributes = " ".join(f'data-{key}="{html.escape(value)}"' for key, value in sorted(urls.items()))
    label = html.escape(WORDS.word("label", title=variant["title"]))
    return "\n".join(
        [
            f'<div class="lq-play" id="{html.escape(table_id)}" {attributes}>',
            f'<script type="application/json" class="lq-data">{script_json(data)}</script>',
            f'<div class="lq-stage lq-play-stage" role="region" aria-label="{label}">'
            f"{play_setup.render(data['options'], data['names'], html.escape(table_id), data['presets'], name)}"
            "</div>",
            f'<p class="lq-play-nojs">{html.escape(WORDS["nojs"], quote=False)}</p>',
            "</div>",
        ]
    )


def replace_tables(markdown: str, *, where: str, catalogue: dict, urls: dict[str, str]) -> str:
    """``markdown`` with each ```play block replaced by its table; raises :class:`PlayError`."""
    blocks = find_blocks(markdown)
    if not blocks:
        return markdown
    tables = []
    for number, block in enumerate(blocks, start=1):
        name = read_block(block, f"{where}:{block.line}", catalogue)
        tables.append(render_table(name, catalogue[name], table_id=f"play-{number}", urls=urls))
    return replace_fences(markdown, blocks, tables)
