"""One glossary entry, and the works its citations point to.

A :class:`Term` carries its anchor (``slug``), the word as the sources write it, the French
original where a source gives it, a definition in our own words, the variants that use it, its
citations, the terms to read next, where on the site a board or a passage shows it (``board``, a
page path from ``docs/`` with an anchor), the written forms that get a hover tooltip on every page
(``forms``) and the one-sentence meaning those tooltips show.

Every citation names a work by its key, which is the anchor of that work's entry on the sources
page (``docs/sources.md``), and the part of it relied on. :data:`WORKS` gives each key the short
name a glossary entry shows; a test checks that every key is an entry of the bibliography.

Standard library only: the engine runs under Pyodide too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

WORKS: dict[str, str] = {
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
