"""English grammar: counts, lists, the possessive, ordinals, numbers and cards in words.

These are the words the engine has always written; the French edition's :mod:`.fr` answers
the same questions. Call them through :mod:`lansquenet.grammar`, which picks the language.
"""

from __future__ import annotations

RANKS = {
    "A": "ace",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "10": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
}
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def chips(n: int | None) -> str:
    """``no chips``, ``1 chip``, ``20 chips``."""
    return "no chips" if not n else f"{n} chip" if n == 1 else f"{n} chips"


def join(words: list[str], word: str = "and", serial: bool = False) -> str:
    """``A``, ``A and B``, ``A, B and C``; ``serial`` puts a comma before the last word too
    (``A, B, or C``), for items that may hold an "and" of their own."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    if serial and len(words) > 2:
        return ", ".join(words[:-1]) + f", {word} " + words[-1]
    return ", ".join(words[:-1]) + f" {word} " + words[-1]


def possessive(name: str) -> str:
    """``Anne's``, ``Denis's``."""
    return f"{name}'s"


def ordinal(n: int) -> str:
    """``first``, ``second``... in words up to ten, then ``11th``."""
    if 1 <= n <= len(ORDINALS):
        return ORDINALS[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def times(n: int) -> str:
    """``once``, ``twice``, ``3 times``."""
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def number(n: int) -> str:
    """A whole number with its thousands marked: ``2,652``."""
    return f"{n:,}"


def decimal(x: float, digits: int) -> str:
    """``x`` with ``digits`` decimals and its thousands marked: ``1,234.50``."""
    return f"{x:,.{digits}f}"


def percent(figure: str) -> str:
    """A figure already written as a number, as a percentage: ``52.94%``."""
    return f"{figure}%"


def card_name(rank: str, suit: str) -> str:
    """``queen of hearts``."""
    return f"{RANKS[rank]} of {SUITS[suit]}"


def card_words(rank: str, suit: str, code: str, nth: int = 1) -> str:
    """What fills a phrase's ``{card}``: ``queen of hearts (QH)``; the phrase says "the" itself.
    ``nth`` above 1 names a card whose twin from another pack already turned: ``second queen of
    hearts (QH)``."""
    again = f"{ordinal(nth)} " if nth > 1 else ""
    return f"{again}{card_name(rank, suit)} ({code})"


def amount(n: int) -> str:
    """A bare amount inside a sentence, as the engine has always written it: ``1000``."""
    return str(n)


def rank_plural(rank: str) -> str:
    """A whole rank: ``sevens``, ``sixes``, ``aces``."""
    word = RANKS[rank]
    return word + ("es" if word.endswith("x") else "s")
