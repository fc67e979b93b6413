"""The game's own words, as data: the single source of the glossary page and the site's tooltips.

The entries live in :mod:`.court` (the court game and its sayings) and :mod:`.play` (the
19th-century game, Pagat's rules, the 1979 game, the name and the cousins); :mod:`.term` defines
an entry (:class:`Term`) and the works its citations name (:data:`WORKS`, keyed by the anchors of
the sources page). This module joins them into :data:`TERMS` and renders them.

Tooltips match text on every page, case-sensitively and as whole words, so ``forms`` holds only
forms that cannot be ordinary English: multi-word terms and the game's own words, never ``bank``
or ``pair`` alone. Event records name the term they illustrate (``Event.term``); a board links it
to the glossary anchor :func:`term_slug` makes of it, so every such term needs an entry here.

Standard library only: the engine runs under Pyodide too.
"""

from __future__ import annotations

import posixpath

from .court import COURT_TERMS
from .play import PLAY_TERMS
from .term import WORKS, Cite, Term, term_slug

__all__ = [
    "TERMS",
    "VARIANT_PAGES",
    "WORKS",
    "Cite",
    "Term",
    "abbreviations",
    "abbreviations_markdown",
    "find_term",
    "glossary_markdown",
    "glossary_table",
    "term_slug",
]

VARIANT_PAGES = {
    "classic": ("the court game", "rules/classic.md"),
    "modern": ("the 19th-century game", "rules/modern.md"),
    "pagat": ("Pagat's rules", "rules/pagat.md"),
    "encyclopedia": ("the 1979 encyclopedia's game", "rules/encyclopedia.md"),
}

SOURCES_PAGE = "sources.md"
"""The bibliography, whose entries are anchored at the keys of :data:`WORKS`."""

TERMS: tuple[Term, ...] = COURT_TERMS + PLAY_TERMS


def find_term(slug: str) -> Term:
    """The entry for ``slug``, or for a term whose :func:`term_slug` it is; raises ``KeyError``."""
    key = term_slug(slug)
    for term in TERMS:
        if term.slug == key:
            return term
    raise KeyError(f"The glossary has no term {slug!r}.")


def _link(target: str, page: str) -> str:
    """``target`` (a path from docs/, maybe with an anchor) relative to ``page`` (also from docs/)."""
    path, _, anchor = target.partition("#")
    if path == page:
        return f"#{anchor}" if anchor else ""
    rel = posixpath.relpath(path, posixpath.dirname(page) or ".")
    return f"{rel}#{anchor}" if anchor else rel


def _sort_key(term: Term) -> str:
    letters = {"à": "a", "é": "e", "è": "e"}
    return "".join(letters.get(c, c) for c in term.term.lower())


def citations(cites: tuple[Cite, ...], page: str = "glossary.md") -> str:
    """The citations as Markdown, each work linked to its bibliography entry from ``page``.

    Raises ``KeyError`` naming a work that :data:`WORKS` does not list.
    """
    parts = []
    for cite in cites:
        if cite.work not in WORKS:
            raise KeyError(f"The glossary cites {cite.work!r}, which is not in the bibliography.")
        link = f"[{WORKS[cite.work]}]({_link(SOURCES_PAGE + '#' + cite.work, page)})"
        parts.append(f"{link}, {cite.where}" if cite.where else link)
    return "; ".join(parts)


def glossary_markdown(page: str = "glossary.md", variant: str | None = None, level: int = 2) -> str:
    """The glossary page's body: each term a heading anchored at its slug, in alphabetical order.

    ``page`` is where the text will sit (a path from ``docs/``), so links resolve from there;
    ``variant`` keeps only that variant's terms; ``level`` is the headings' level.
    """
    hashes = "#" * level
    chosen = [t for t in TERMS if variant is None or variant in t.variants]
    out = []
    for term in sorted(chosen, key=_sort_key):
        facts = []
        if term.french:
            facts.append(f"*French:* {term.french}")
        if term.variants:
            games = ", ".join(
                f"[{VARIANT_PAGES[v][0]}]({_link(VARIANT_PAGES[v][1], page)})" for v in term.variants
            )
            facts.append(f"*In:* {games}")
        else:
            facts.append("*In:* the history of the game, not a rule we deal")
        facts.append("*Source:* " + citations(term.source, page))
        if term.board:
            word = "See it on a board" if term.board.startswith(("rules/", "tutorials/")) else "Read more"
            facts.append(f"[{word}]({_link(term.board, page)})")
        out.append(
            f"{hashes} {term.term} {{#{term.slug}}}\n\n{term.definition}\n\n" + " · ".join(facts) + "\n"
        )
        if term.see_also:
            links = ", ".join(
                f"[{find_term(s).term.lower()}]({_link('glossary.md#' + s, page)})" for s in term.see_also
            )
            out[-1] += f"\nSee also: {links}.\n"
    return "\n".join(out)


def glossary_table(variant: str, page: str) -> str:
    """A compact table of one variant's terms for its rules page, each linked to its glossary entry."""
    rows = ["| Term | French | Meaning |", "| --- | --- | --- |"]
    for term in sorted((t for t in TERMS if variant in t.variants), key=_sort_key):
        link = _link(f"glossary.md#{term.slug}", page)
        rows.append(f"| [{term.term}]({link}) | {term.french or '—'} | {term.short()} |")
    return "\n".join(rows) + "\n"


def abbreviations() -> dict[str, str]:
    """Every tooltip form and its one-sentence meaning; raises ``ValueError`` on a form used twice."""
    found: dict[str, str] = {}
    for term in TERMS:
        for form in term.forms:
            if form in found:
                raise ValueError(f"The tooltip form {form!r} belongs to two glossary terms.")
            found[form] = term.short()
    return found


def abbreviations_markdown() -> str:
    """The abbreviations snippet appended to every page: ``*[form]: meaning`` lines for Material's tooltips."""
    lines = [
        "<!-- Generated from lansquenet/glossary/: edit the terms there. Each line gives a tooltip to",
        "     every whole-word, same-case occurrence of its form on every page. -->",
    ]
    lines += [f"*[{form}]: {tip}" for form, tip in abbreviations().items()]
    return "\n".join(lines) + "\n"
