"""The words the Montmort table shows a reader: the command line and the site use these alone.

Each table answers in the language of the moment: the English here, the French in
:mod:`.phrases_fr`, with the same keys and the same placeholders (checked at import by
:class:`~lansquenet.language.Phrases`).
"""

from __future__ import annotations

from ..language import Phrases
from . import phrases_fr as fr

EN_PHRASES: dict[str, str] = {
    "dealer": "the one who holds the deal",
    "seat": "{seat}",
    "title": "Montmort's lansquenet, the stake one pistole (10 livres): the Encyclopédie's figures (vol. IX, "
    "p. 276) beside ours",
    "advantage": "advantage",
    "disadvantage": "disadvantage",
    "agrees": "agrees: {off} d. from the print, which gives whole deniers",
    "agrees-fraction": "agrees: {off} d. above the whole deniers; the print adds a fraction of a denier "
    "(not in our transcription)",
    "slip-multiplier": "differs by {off} d.: the print is our gain per hand ({per_hand}) times {factor}, "
    "the same factor as for {others} coupeurs, where the whole tenure needs {needed}: most likely a slip "
    "in the chance of keeping the deal rather than a rule",
    "seat-per-hand": "differs by {off} d.: the print is our value of a single hand ({per_hand} d.), the "
    "multiplier for the whole stay at the deal left off: most likely a slip",
    "seat-remainder": "differs by {off} d.: the print is what remains of the dealer's printed {dealer} d. once "
    "{others} are taken off ({rest} d.), so the slip in the other seat carries into this one",
    "seat-value": "{whose} {value} d. ({kind})",
    "differs": "differs by {off} d.",
    "stay": "over the stay",
    "hand": "one hand",
    "stake": "{decimal} of the stake ({exact})",
    "lsd": "{livres} l. {sols} s. {deniers} d.",
    "off": "{off} d.",
    "heading": "{title}:",
    "court-title": "What each difference from the site's court game is worth, in deniers, to the one who "
    "holds the deal (the stake one pistole)",
}

PHRASES: Phrases[str] = Phrases(en=EN_PHRASES, fr=fr.PHRASES)

HEADERS: Phrases[tuple[str, ...]] = Phrases(
    en={
        "figures": (
            "Coupeurs",
            "Whose figure",
            "Printed",
            "Ours, exact",
            "Ours",
            "Ours − printed",
            "Verdict",
        ),
        "court": (
            "Coupeurs",
            "Montmort's game (tenure)",
            "Multiple cards at the court game's odds",
            "Counted per hand",
            "Both: the court game per hand",
        ),
        "rulings": ("Question", "What the source says", "What we deal", "The alternative"),
    },
    fr=fr.HEADERS,
)
"""The columns of the tables (the site's Markdown tables and the command's text)."""
