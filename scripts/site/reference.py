"""Reference tables rendered from the engine's own declarations, so the pages cannot drift from it.

A page asks for a table with a fenced block whose info string is ``table`` and whose body is TOML::

    ```table
    kind = "options"        # or "rulings", "odds", "glossary"
    variant = "classic"     # required, except for the full glossary
    options = { packs = 2 } # odds only: the options the figures are for
    rows = ["Chance of a pair"]  # odds only: just these figures, by their exact labels
    ```

``options`` lists a variant's ``OPTIONS`` (name, default, allowed values, what it does, source
clause); ``rulings`` its ``RULINGS`` (question, what the source says, what we deal, the
alternative); ``odds`` the exact figures of ``Variant(options).odds()`` (decimal first, the exact
fraction beside it), all of them or the
``rows`` named (a label the engine no longer has fails the build, so prose cannot cite a figure
that has gone); ``glossary`` the whole
glossary body from :mod:`lansquenet.glossary`, or with a ``variant`` a compact table of that
variant's terms.

:func:`replace_tables` finds the blocks with markdown-it-py's token map (never regular
expressions, so a fence inside another fence is never mistaken for one) and puts the rendered
Markdown in their place. Every function here is pure: text in, text out.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from lansquenet import glossary  # noqa: E402
from lansquenet.dealfile import Fence, fences, replace_fences  # noqa: E402
from lansquenet.errors import InvalidSpec  # noqa: E402
from lansquenet.language import Phrases, using  # noqa: E402
from lansquenet.variants import OddsRow, find_variant  # noqa: E402

KINDS = ("options", "rulings", "odds", "glossary")
KEYS = {"kind", "variant", "options", "rows"}

HEADERS: Phrases[tuple[str, ...]] = Phrases(
    en={
        "options": ("Option", "Default", "Allowed", "What it does", "Source"),
        "rulings": ("Question", "What the source says", "What we deal", "The alternative"),
        "odds": ("Figure", "Value", "Exactly", "How it is found"),
    },
    fr={
        "options": ("Option", "Par défaut", "Valeurs permises", "Ce qu'elle fait", "Source"),
        "rulings": ("Question", "Ce que dit la source", "Ce que nous jouons", "L'autre lecture"),
        "odds": ("Chiffre", "Valeur", "Exactement", "Comment on l'obtient"),
    },
)
"""The columns of each kind of table, in the language of the moment."""

WORDS: Phrases[str] = Phrases(
    en={
        "match-only": " (Whole matches only.)",
        "option": " (option `{option}`)",
        "no-odds": "*The engine gives no exact figures for the {variant} variant yet.*\n",
        "as-shown": "(as shown)",
        "missing": '!!! note "Not dealt yet"\n\n'
        "    The engine does not deal the `{variant}` variant yet; this table is drawn from its code "
        "once it does.\n",
    },
    fr={
        "match-only": " (Parties entières seulement.)",
        "option": " (option `{option}`)",
        "no-odds": "*Le moteur ne donne pas encore de chiffres exacts pour la variante {variant}.*\n",
        "as-shown": "(tel quel)",
        "missing": '!!! note "Pas encore donnée"\n\n'
        "    Le moteur ne donne pas encore la variante `{variant}` ; ce tableau sera tiré de son code "
        "quand il la donnera.\n",
    },
)
"""The words the tables add to the engine's, in the language of the moment."""


class TableError(ValueError):
    """A ```table block that cannot be rendered; the message names the file and line."""


class VariantMissing(TableError):
    """The block names a variant the engine does not deal (yet)."""


def cell(value: object) -> str:
    """A value as the text of one Markdown table cell: one line, pipes escaped, booleans as written in TOML."""
    if isinstance(value, bool):
        value = "true" if value else "false"
    text = " ".join(str(value).split())
    return text.replace("|", "\\|") or "—"


def _table(header: tuple[str, ...], rows: list[tuple]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + " --- |" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _variant(name: str):
    try:
        return find_variant(name)
    except InvalidSpec as exc:
        raise VariantMissing(str(exc)) from None


def options_table(variant: str) -> str:
    """A row per option: name, default, allowed values, what it does, the source clause."""
    cls = _variant(variant)
    rows = [
        (
            f"`{o.name}`",
            f"`{cell(o.default)}`",
            o.allowed(),
            o.doc + (WORDS["match-only"] if o.match_only else ""),
            o.source,
        )
        for o in cls.OPTIONS
    ]
    return _table(HEADERS["options"], rows)


def rulings_table(variant: str) -> str:
    """A row per ruling: the question, what the source says, what we deal, the alternative (and its option)."""
    cls = _variant(variant)
    rows = []
    for r in cls.RULINGS:
        alternative = r.alternative + (WORDS.word("option", option=r.option) if r.option else "")
        rows.append((r.question, r.source_says, r.we_deal, alternative))
    return _table(HEADERS["rulings"], rows)


def odds_table(variant: str, options: dict | None = None, rows: list[str] | None = None) -> str:
    """A row per exact figure of ``Variant(options).odds()``: label, decimal, exact fraction, how it is found.

    The decimal comes first (``52.94%``) and the exact fraction beside it (``27/51 = 9/17``), so a
    long fraction is never the only figure a reader gets; a whole number is exact as shown.

    With ``rows``, only the figures with those labels, in that order; raises :class:`TableError`
    when the engine has no figure with one of them. The labels are the English ones (a page in
    any language names its figures as the English page does): each picks its row's ``key``, and
    the table shows the row of that key in the language of the moment.
    """
    figures = _odds(variant, options)
    if rows is not None:
        with using("en"):
            english = _odds(variant, options)
        by_label = {row.label: index for index, row in enumerate(english)}
        missing = [label for label in rows if label not in by_label]
        if missing:
            raise TableError(
                f"the {variant} odds have no figure {missing[0]!r}; they have: " + "; ".join(by_label) + "."
            )
        figures = [same_row(english[by_label[label]], figures, by_label[label]) for label in rows]
    if not figures:
        return WORDS.word("no-odds", variant=variant)
    return _table(
        HEADERS["odds"],
        [(r.label, r.decimal(), exact_cell(r.exact()), r.how) for r in figures],
    )


def same_row(english: OddsRow, rows: list[OddsRow], index: int) -> OddsRow:
    """The row of ``rows`` (the same figures in another language) that is ``english``: the one with
    its ``key``, or, for a row without a key of its own, the one in its place (``index``)."""
    if english.key:
        found = [row for row in rows if row.key == english.key]
        if len(found) == 1:
            return found[0]
    return rows[index]


def _odds(variant: str, options: dict | None) -> list[OddsRow]:
    """Every odds row of ``variant`` with ``options``, in the language of the moment."""
    cls = _variant(variant)
    try:
        return list(cls(options or {}).odds())
    except InvalidSpec as exc:
        raise TableError(str(exc)) from None


def exact_cell(exact: str) -> str:
    """An exact fraction for its table cell, free to wrap after the slash (``<wbr>``), so a
    sixteen-digit denominator takes a second line instead of squeezing the other columns;
    ``(as shown)`` for a whole number, which the decimal already states exactly."""
    return exact.replace("/", "/<wbr>") if exact else WORDS["as-shown"]


def render(spec: dict, page: str = "glossary.md") -> str:
    """The Markdown for one block's (parsed) TOML; ``page`` is the page's path from ``docs/``.

    Raises :class:`TableError` for a wrong block, :class:`VariantMissing` for an unknown variant.
    """
    unknown = sorted(set(spec) - KEYS)
    if unknown:
        raise TableError(f"a table block has no key {unknown[0]!r}; the keys are {', '.join(sorted(KEYS))}.")
    kind, variant = spec.get("kind"), spec.get("variant")
    if kind not in KINDS:
        raise TableError(f"a table block's kind must be one of {', '.join(KINDS)}, not {kind!r}.")
    for key in ("options", "rows"):
        if key in spec and kind != "odds":
            raise TableError(f"only an odds table takes {key}.")
    if kind == "glossary":
        if variant is None:
            return glossary.glossary_markdown(page=page)
        if variant not in glossary.VARIANT_PAGES:
            raise VariantMissing(f"There is no variant {variant!r} in the glossary.")
        return glossary.glossary_table(variant, page)
    if not isinstance(variant, str):
        raise TableError(f'an {kind} table needs variant = "..." (pagat, modern, classic or encyclopedia).')
    if kind == "options":
        return options_table(variant)
    if kind == "rulings":
        return rulings_table(variant)
    options, rows = spec.get("options", {}), spec.get("rows")
    if not isinstance(options, dict):
        raise TableError("options must be a TOML table, like options = { packs = 2 }.")
    if rows is not None and (not isinstance(rows, list) or not all(isinstance(r, str) for r in rows)):
        raise TableError('rows must be a list of figure labels, like rows = ["Chance of a pair"].')
    return odds_table(variant, options, rows)


def find_tables(markdown: str) -> list[Fence]:
    """Every ```table block of ``markdown``, in page order (see :func:`lansquenet.dealfile.fences`)."""
    return fences(markdown, "table")


def _missing_note(variant: object) -> str:
    return WORDS.word("missing", variant=variant)


def replace_tables(markdown: str, page: str = "glossary.md", path: str = "", strict: bool = False) -> str:
    """``markdown`` with every ```table block replaced by its rendered Markdown.

    ``page`` is the page's path from ``docs/`` (links are made relative to it); ``path`` names the
    file in messages. A block for a variant the engine does not deal yet becomes a short note,
    or, with ``strict``, raises :class:`VariantMissing`. Any other bad block raises
    :class:`TableError` naming ``path:line``.
    """
    blocks = find_tables(markdown)
    if not blocks:
        return markdown
    rendered = []
    for block in blocks:
        where = f"{path or page}:{block.line}"
        try:
            spec = tomllib.loads(block.body)
        except tomllib.TOMLDecodeError as exc:
            raise TableError(f"{where}: the table block is not valid TOML ({exc}).") from None
        try:
            text = render(spec, page)
        except VariantMissing as exc:
            if strict:
                raise VariantMissing(f"{where}: {exc}") from None
            text = _missing_note(spec.get("variant"))
        except TableError as exc:
            raise TableError(f"{where}: {exc}") from None
        rendered.append(text)
    return replace_fences(markdown, blocks, rendered)
