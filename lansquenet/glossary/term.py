"""One glossary entry, and the works its citations point to.

A :class:`Term` carries its anchor (``slug``), the word as the sources write it, the French
original where a source gives it, a definition in our own words, the variants that use it, its
citations, the terms to read next, where on the site a board or a passage shows it (``board``, a
page path from ``docs/`` with an anchor), the written forms that get a hover tooltip on every page
(``forms``) and the one-sentence meaning those tooltips show, and further ``words`` (inflections
too ordinary for a tooltip, such as a verb's persons) by which a step's text may name it.

Each entry is written in English (:mod:`.court`, :mod:`.play`) and told in French in sibling
modules (:mod:`.court_fr`, :mod:`.play_fr`: a :class:`Told` per entry, keyed by its slug, which
stays the same in every language); :class:`Terms` answers with the entries in the language of the
moment, so every reader keeps reading plain entries.

Every citation names a work by its key, which is the anchor of that work's entry on the sources
page (``docs/sources.md``), and the part of it relied on. :data:`WORKS` gives each key the short
name a glossary entry shows, in the language of the moment (the French in :mod:`.words_fr`); a
test checks that every key is an entry of the bibliography.

Standard library only: the engine runs under Pyodide too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple, overload

from ..language import LANGUAGES, Phrases, current
from . import words_fr

WORKS_EN: dict[str, str] = {
    "court-game": "Court-game source",
    "modern-game": "19th-century source",
    "online-table": "Online table's page",
    "encyclopedia": "1979 encyclopedia",
    "other-references": "Facts from other public references",
    "diderot": "Diderot's *Encyclopédie*",
    "pierer": "Pierer's Universal-Lexikon",
    "regnard": "Regnard, *Le Joueur*",
    "montmort": "Montmort, *Essay*",
    "ordonnance": "An ordinance against bassette and pharaon",
    "bussy-boiteau": "Bussy-Rabutin, ed. Boiteau",
    "steinmetz": "Steinmetz, *The Gaming Table*",
    "hoyle": "*Hoyle's Games, Improved and Enlarged*",
    "enquire-within": "*Enquire Within Upon Everything*",
    "pagat": "Pagat",
    "depaulis": "Thierry Depaulis",
    "wikipedia-en-early": "Early English Wikipedia",
    "wikipedia-de": "German Wikipedia",
    "tlfi": "TLFi",
    "academie": "Dictionnaire de l'Académie française",
    "littre": "Littré",
    "trevoux": "Dictionnaire de Trévoux",
}
"""The works the glossary cites: the key (an anchor on the sources page) and the name shown."""

WORKS: Phrases[str] = Phrases(en=WORKS_EN, fr=words_fr.WORKS)
"""The works' names in the language of the moment, keyed alike in every language."""


class Cite(NamedTuple):
    """A citation: the work's key in :data:`WORKS` and the part relied on (section, heading, article)."""

    work: str
    where: str = ""


C = Cite


@dataclass(frozen=True)
class Term:
    """One glossary entry; see the module docstring for the fields."""

    slug: str
    term: str
    french: str
    definition: str
    variants: tuple[str, ...]
    source: tuple[Cite, ...]
    see_also: tuple[str, ...] = ()
    board: str = ""
    forms: tuple[str, ...] = ()
    tip: str = ""
    words: tuple[str, ...] = ()

    def short(self) -> str:
        """The one-sentence meaning a tooltip shows: ``tip``, or the definition's first sentence."""
        if self.tip:
            return self.tip
        return re.split(r"(?<=[.!?])\s", self.definition, maxsplit=1)[0]


def term_slug(term: str) -> str:
    """The anchor of a term: ``void deal`` -> ``void-deal``, ``banker's card`` -> ``bankers-card``.

    The same rule as the boards use to link an event's term, on the site and in the browser.
    """
    return re.sub(r"[^a-z0-9]+", "-", term.lower().replace("'", "").replace("\u2019", "")).strip("-")


class Told(NamedTuple):
    """One entry told in another language: its headword, definition, tooltip, tooltip forms and
    the further words a step may name it by. The slug, variants, sources, see-also and board are
    the entry's own; only the citations' ``where`` is told too (see :data:`.words_fr.WHERE`)."""

    term: str
    definition: str
    tip: str
    forms: tuple[str, ...] = ()
    words: tuple[str, ...] = ()


def told(terms: tuple[Term, ...], tables: dict[str, Told], where: dict[str, str]) -> tuple[Term, ...]:
    """``terms`` told from ``tables`` (slug -> :class:`Told`) with each citation's part told by
    ``where``; raises ``KeyError`` naming an entry or a citation the tables leave out, and
    ``ValueError`` for an entry they have and ``terms`` lacks."""
    extra = sorted(set(tables) - {t.slug for t in terms})
    if extra:
        raise ValueError(f"a told glossary has an entry {extra[0]!r} that the glossary lacks")
    out = []
    for term in terms:
        if term.slug not in tables:
            raise KeyError(f"the glossary entry {term.slug!r} is not told")
        words = tables[term.slug]
        source = tuple(Cite(c.work, where[c.where]) for c in term.source)
        out.append(
            replace(
                term,
                term=words.term,
                definition=words.definition,
                tip=words.tip,
                forms=words.forms,
                words=words.words,
                source=source,
            )
        )
    return tuple(out)


class Terms(Sequence[Term]):
    """The glossary's entries in the language of the moment: ``Terms(en=..., fr=...)``, each
    language the same entries in the same order (checked here, so at import)."""

    def __init__(self, **tables: tuple[Term, ...]):
        if tuple(tables) != LANGUAGES:
            raise ValueError(f"give {', '.join(LANGUAGES)}, in that order, not {', '.join(tables)}")
        slugs = [t.slug for t in tables["en"]]
        for code, entries in tables.items():
            if [t.slug for t in entries] != slugs:
                raise ValueError(f"the {code} glossary does not hold the en entries in their order")
        self.tables = tables

    @overload
    def __getitem__(self, index: int) -> Term: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Term]: ...
    def __getitem__(self, index: int | slice) -> Term | Sequence[Term]:
        return self.tables[current()][index]

    def __iter__(self) -> Iterator[Term]:
        return iter(self.tables[current()])

    def __len__(self) -> int:
        return len(self.tables["en"])
