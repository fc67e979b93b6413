"""French grammar: counts, lists, the possessive, ordinals, numbers and cards in words.

* Counts agree: ``0 jeton``, ``1 jeton``, ``2 jetons`` (zero is singular in French, and
  reads after any verb, where "aucun" would need a "ne"); numbers group thousands with a
  narrow no-break space (``1 234``) and take a decimal comma (``52,94 %``).
* Lists join with "et" or "ou" and never take a comma before it.
* The possessive is a template's business in French ("la mise {whose}"): :func:`possessive`
  gives ``de Blaise``, elided before a vowel or a mute h: ``d'Anne``, ``d'Hélène``.
* Cards carry their article and gender: ``la dame de cœur``, ``le roi de pique``,
  ``l'as de carreau``, ``le huit de trèfle`` (no elision before the h of huit).
* **Card codes.** The code in brackets stays the engine's notation, as written in a deck or a
  deal file and on the face the board draws: ``la dame de cœur (QH)``, not ``(DC)``. It is
  the one spelling a reader types back (``--deck "QH 7S"``), so it reads the same in every
  language; the words before it say the card in French.
"""

from __future__ import annotations

import unicodedata

NNBSP = "\u202f"

RANKS = {
    "A": "as",
    "2": "deux",
    "3": "trois",
    "4": "quatre",
    "5": "cinq",
    "6": "six",
    "7": "sept",
    "8": "huit",
    "9": "neuf",
    "10": "dix",
    "J": "valet",
    "Q": "dame",
    "K": "roi",
}
PLURALS = {"J": "valets", "Q": "dames", "K": "rois"}
"""Ranks whose name takes an s in the plural (the numbers and "as" do not)."""
FEMININE = frozenset({"Q"})
SUITS = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}
ORDINALS = ("premier", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième", "huitième")
ASPIRATED = ("huit", "hu", "ha", "ho")
"""Beginnings before which French does not elide (le huit, de Hugues, de Hortense...): an h aspiré."""


def number(n: int) -> str:
    """``1 234`` with a narrow no-break space between thousands; ``-5`` as it is."""
    return f"{n:,}".replace(",", NNBSP)


def decimal(x: float, digits: int) -> str:
    """``1 234,50``: a decimal comma, thousands apart."""
    return f"{x:,.{digits}f}".replace(",", " ").replace(".", ",").replace(" ", NNBSP)


def percent(figure: str) -> str:
    """``52,94 %``: French puts a narrow no-break space before the sign."""
    return f"{figure}{NNBSP}%"


def chips(n: int | None) -> str:
    """``0 jeton``, ``1 jeton``, ``20 jetons``, ``1 000 jetons``."""
    if not n:
        return "0 jeton"
    return f"{number(n)} jeton" if n == 1 else f"{number(n)} jetons"


def join(words: list[str], word: str = "and", serial: bool = False) -> str:
    """``A``, ``A et B``, ``A, B et C``; "or" is ``ou``. French puts no comma before the last word,
    so ``serial`` changes nothing."""
    words = list(words)
    joined = {"and": "et", "or": "ou"}.get(word, word)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {joined} " + words[-1]


def elides(word: str) -> bool:
    """Whether ``de``/``le`` elide before ``word``: a vowel (accented or not) or a mute h."""
    bare = unicodedata.normalize("NFD", word.lower())
    bare = "".join(c for c in bare if not unicodedata.combining(c))
    if not bare:
        return False
    if bare[0] == "h":
        return not bare.startswith(ASPIRATED)
    return bare[0] in "aeiouy"


def possessive(name: str) -> str:
    """``de Blaise``, ``d'Anne``: the seat as the owner of what comes before it in the template."""
    return f"d'{name}" if elides(name) else f"de {name}"


def ordinal(n: int) -> str:
    """``premier``, ``deuxième``... in words up to eight, then ``9e``."""
    return ORDINALS[n - 1] if 1 <= n <= len(ORDINALS) else f"{n}e"


def times(n: int) -> str:
    """``une fois``, ``deux fois``, ``3 fois``."""
    return {1: "une fois", 2: "deux fois"}.get(n, f"{n} fois")


def card_name(rank: str, suit: str) -> str:
    """``dame de cœur``: the card without its article."""
    return f"{RANKS[rank]} de {SUITS[suit]}"


def article(rank: str) -> str:
    """The card's definite article, with its space: ``la ``, ``le ``, or ``l'`` before a vowel."""
    if elides(RANKS[rank]):
        return "l'"
    return "la " if rank in FEMININE else "le "


def card_words(rank: str, suit: str, code: str, nth: int = 1) -> str:
    """What fills a phrase's ``{card}``: ``la dame de cœur (QH)``, article and all, since its
    gender travels with the card. ``nth`` above 1 names a card whose twin from another pack
    already turned: ``la deuxième dame de cœur (QH)``, ``le troisième as de pique (AS)``."""
    if nth > 1:
        return f"{'la' if rank in FEMININE else 'le'} {ordinal(nth)} {card_name(rank, suit)} ({code})"
    return f"{article(rank)}{card_name(rank, suit)} ({code})"


def amount(n: int) -> str:
    """A bare amount inside a sentence: ``1 000``."""
    return number(n)


def rank_plural(rank: str) -> str:
    """A whole rank: ``sept``, ``as``, ``dames``, ``rois``."""
    return PLURALS.get(rank, RANKS[rank])
