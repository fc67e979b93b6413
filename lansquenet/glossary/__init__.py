"""The game's own words, as data: the single source of the glossary page and the site's tooltips.

The entries live in :mod:`.court` (the court game and its sayings) and :mod:`.play` (the
19th-century game, Pagat's rules, the 1979 game, the name and the cousins); :mod:`.term` defines
an entry (:class:`Term`) and the works its citations name (:data:`WORKS`, keyed by the anchors of
the sources page). This module joins them into :data:`TERMS` and renders them.

Tooltips match text on every page, case-sensitively and as whole words, so ``forms`` holds only
forms that cannot be ordinary English: multi-word terms and the game's own words, never ``bank``
or ``pair`` alone. Event records name the term they illustrate (``Event.term``); a board links it
to the glossary anchor :func:`term_slug` makes of it, so every such term needs an entry here.

Every entry and every word round it is told in English and in French: :data:`TERMS`, :data:`WORKS`,
:data:`VARIANT_PAGES` and the builders' words (:data:`PAGE`) answer in the language of the moment
(:mod:`lansquenet.language`), the French in :mod:`.court_fr`, :mod:`.play_fr` and :mod:`.words_fr`.
The slugs stay the same in every language, so an anchor and a board's term link never change;
:func:`term_span` finds where a step's text, in either language, uses the term it names.

Standard library only: the engine runs under Pyodide too.
"""

from __future__ import annotations

import posixpath
import re

from ..language import Phrases, current
from . import words_fr
from .court import COURT_TERMS
from .court_fr import COURT
from .play import PLAY_TERMS
from .play_fr import PLAY
from .term import WORKS, Cite, Term, Terms, Told, term_slug, told

__all__ = [
    "TERMS",
    "VARIANT_PAGES",
    "WORKS",
    "Cite",
    "Term",
    "Told",
    "abbreviations",
    "abbreviations_markdown",
    "find_term",
    "glossary_markdown",
    "glossary_table",
    "term_slug",
    "term_span",
]

VARIANT_PAGES: Phrases[tuple[str, ...]] = Phrases(
    en={
        "classic": ("the court game", "rules/classic.md"),
        "modern": ("the 19th-century game", "rules/modern.md"),
        "pagat": ("Pagat's rules", "rules/pagat.md"),
        "encyclopedia": ("the 1979 encyclopedia's game", "rules/encyclopedia.md"),
    },
    fr=words_fr.VARIANTS,
)
"""Variant -> (its name in a sentence, its rules page from ``docs/``), in the language of the moment."""

PAGE: Phrases[str] = Phrases(
    en={
        "other-name": "*French:* {name}",
        "in": "*In:* {games}",
        "in-history": "*In:* the history of the game, not a rule we deal",
        "source": "*Source:* {cites}",
        "cites-between": "; ",
        "board": "See it on a board",
        "more": "Read more",
        "see-also": "See also: {links}.",
        "table-head": "| Term | French | Meaning |",
        "no-other-name": "—",
        "generated": "<!-- Generated from lansquenet/glossary/: edit the terms there. Each line gives a tooltip to\n"
        "     every whole-word, same-case occurrence of its form on every page. -->",
    },
    fr=words_fr.PAGE,
)
"""The words round the entries: an entry's facts, its see-also line, the table of a rules page."""

SOURCES_PAGE = "sources.md"
"""The bibliography, whose entries are anchored at the keys of :data:`WORKS`."""

ENGLISH: tuple[Term, ...] = COURT_TERMS + PLAY_TERMS
"""Every entry as the English edition writes it."""

TERMS: Terms = Terms(en=ENGLISH, fr=told(ENGLISH, COURT | PLAY, words_fr.WHERE))
"""Every entry, in the language of the moment."""


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
    letters = {"à": "a", "â": "a", "é": "e", "è": "e", "ê": "e", "ç": "c", "î": "i", "ô": "o", "û": "u"}
    return "".join(letters.get(c, c) for c in term.term.lower())


def other_name(term: Term) -> str:
    """The entry's name in the edition's other language: in English the French original a source
    gives (maybe none), in French the English edition's headword."""
    if current() == "en":
        return term.french
    return next(t.term for t in ENGLISH if t.slug == term.slug)


def _in_sentence(term: Term) -> str:
    """The headword as a see-also link reads it: lower-cased in English, as it always was; in French
    only its first letter, and not even that for a word whose tooltip form keeps its capital
    (« faire Charlemagne », « Landsknecht »)."""
    name = term.term
    if current() == "en":
        return name.lower()
    lowered = name[0].lower() + name[1:]
    return name if name in term.forms and lowered not in term.forms else lowered


def term_span(text: str, term: str) -> tuple[int, int] | None:
    """Where ``text`` (a step's words) uses the glossary term ``term`` (the slug or the words an
    event names it by), as ``(start, end)``, or ``None``.

    Tried in turn, case aside, as whole words and maybe plural: the words the event names it by,
    the headword in the language of the moment, then its tooltip forms and further ``words``,
    longest first. This is what a board links, so a French step links its term as an English one
    does. Raises ``KeyError`` for a term the glossary lacks.
    """
    entry = find_term(term)
    rest = sorted({*entry.forms, *entry.words}, key=len, reverse=True)
    for words in (term, entry.term, *rest):
        found = re.search(rf"\b{re.escape(words)}(?:e?s|x)?\b", text, flags=re.IGNORECASE)
        if found:
            return found.start(), found.end()
    return None


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
    return PAGE["cites-between"].join(parts)


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
        if other_name(term):
            facts.append(PAGE.word("other-name", name=other_name(term)))
        if term.variants:
            games = ", ".join(
                f"[{VARIANT_PAGES[v][0]}]({_link(VARIANT_PAGES[v][1], page)})" for v in term.variants
            )
            facts.append(PAGE.word("in", games=games))
        else:
            facts.append(PAGE["in-history"])
        facts.append(PAGE.word("source", cites=citations(term.source, page)))
        if term.board:
            word = PAGE["board"] if term.board.startswith(("rules/", "tutorials/")) else PAGE["more"]
            facts.append(f"[{word}]({_link(term.board, page)})")
        out.append(
            f"{hashes} {term.term} {{#{term.slug}}}\n\n{term.definition}\n\n" + " · ".join(facts) + "\n"
        )
        if term.see_also:
            links = ", ".join(
                f"[{_in_sentence(find_term(s))}]({_link('glossary.md#' + s, page)})" for s in term.see_also
            )
            out[-1] += "\n" + PAGE.word("see-also", links=links) + "\n"
    return "\n".join(out)


def glossary_table(variant: str, page: str) -> str:
    """A compact table of one variant's terms for its rules page, each linked to its glossary entry."""
    rows = [PAGE["table-head"], "| --- | --- | --- |"]
    for term in sorted((t for t in TERMS if variant in t.variants), key=_sort_key):
        link = _link(f"glossary.md#{term.slug}", page)
        rows.append(
            f"| [{term.term}]({link}) | {other_name(term) or PAGE['no-other-name']} | {term.short()} |"
        )
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
    lines = [PAGE["generated"]]
    lines += [f"*[{form}]: {tip}" for form, tip in abbreviations().items()]
    return "\n".join(lines) + "\n"
