"""Grammar in the language of the moment: one façade over :mod:`.en` and :mod:`.fr`.

Counts, lists, the possessive, ordinals, numbers and cards differ between the languages in
more than their words (French cards carry an article and a gender, French puts no comma before
"et", English writes the possessive with 's); each language's module answers the same
questions, and these functions ask the one :func:`~lansquenet.language.current` names. So
:func:`lansquenet.narrate.chips`, :func:`~lansquenet.narrate.join`,
:func:`~lansquenet.narrate.card_words` and :attr:`lansquenet.cards.Card.name` speak French
inside ``using("fr")`` without their callers changing.
"""

from __future__ import annotations

from types import ModuleType

from ..language import current
from . import en, fr

MODULES: dict[str, ModuleType] = {"en": en, "fr": fr}


def _here() -> ModuleType:
    return MODULES[current()]


def chips(n: int | None) -> str:
    """``20 chips`` / ``20 jetons``; one chip and none agree."""
    return str(_here().chips(n))


def join(words: list[str], word: str = "and", serial: bool = False) -> str:
    """Items joined with "and" (or ``word="or"``) as the language joins them."""
    return str(_here().join(words, word, serial))


def possessive(name: str) -> str:
    """``Anne's`` / ``d'Anne``: a template places it, before the noun in English, after it in French."""
    return str(_here().possessive(name))


def ordinal(n: int) -> str:
    """``second`` / ``deuxième``."""
    return str(_here().ordinal(n))


def times(n: int) -> str:
    """``twice`` / ``deux fois``."""
    return str(_here().times(n))


def number(n: int) -> str:
    """``2,652`` / ``2 652``."""
    return str(_here().number(n))


def decimal(x: float, digits: int) -> str:
    """``52.94`` / ``52,94``."""
    return str(_here().decimal(x, digits))


def percent(figure: str) -> str:
    """``52.94%`` / ``52,94 %``."""
    return str(_here().percent(figure))


def card_name(rank: str, suit: str) -> str:
    """``queen of hearts`` / ``dame de cœur``."""
    return str(_here().card_name(rank, suit))


def card_words(rank: str, suit: str, code: str, nth: int = 1) -> str:
    """A phrase's ``{card}``: ``queen of hearts (QH)`` / ``la dame de cœur (QH)``; ``nth`` above 1
    for a card whose twin already turned: ``second queen of hearts (QH)`` /
    ``la deuxième dame de cœur (QH)``."""
    return str(_here().card_words(rank, suit, code, nth))


def amount(n: int) -> str:
    """A bare amount inside a sentence (a range's low end, a bank's size): ``1000`` / ``1 000``."""
    return str(_here().amount(n))


def rank_plural(rank: str) -> str:
    """``sevens`` / ``sept``."""
    return str(_here().rank_plural(rank))


def capital(text: str) -> str:
    """``text`` with its first letter in capitals, as a sentence opens."""
    return text[:1].upper() + text[1:]
