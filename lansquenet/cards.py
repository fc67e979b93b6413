"""Ranks, cards and packs; the stock in a seeded or stacked order.

Cards are written rank then suit: ``QH``, ``7S``, ``10C`` (``TC`` is read as ``10C``).
Suits never matter to any of the rules; they are kept so a board can draw a real card.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from . import grammar
from . import refusals_fr as fr
from .errors import InvalidNotation, InvalidSpec
from .language import Phrases

WORDS: Phrases[str] = Phrases(
    en={
        "not-card": "{shown} is not a card: write the rank then the suit, like QH, 7S or 10C.",
        "not-text": 'Cards are written as text, like "QH 7S 10C", not {value}.',
        "too-many": "The deck lists {card} {times}, but {held} it only {most}.",
        "held.one": "one pack holds",
        "held.many": "{packs} packs hold",
        "times.1": "once",
        "times.2": "twice",
        "times.many": "{n} times",
        "packs": "The number of packs must be a whole number from 1 to {most}, not {value}.",
    },
    fr=fr.CARDS,
)
"""The sentences refusing cards that cannot be read or dealt, in either language."""

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
MAX_PACKS = 6


def rank_plural(rank: str) -> str:
    """A whole rank in words, in the language of the moment: ``7`` -> ``sevens``, ``6`` -> ``sixes``,
    ``A`` -> ``aces`` (in French ``sept``, ``six``, ``as``)."""
    return grammar.rank_plural(rank)


@dataclass(frozen=True, order=True)
class Card:
    """One card. Only :attr:`rank` matters to the rules."""

    rank: str
    suit: str

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``QH``, ``10C`` or ``TC``; raises :class:`InvalidNotation` on anything else."""
        word = str(text).strip()
        # Only ASCII letters are cards: "ſ".upper() is "S", but 10ſ is not the ten of spades.
        word = word.upper() if word.isascii() else word
        rank, suit = word[:-1], word[-1:]
        if rank == "T":
            rank = "10"
        if rank not in RANKS or suit not in SUITS:
            shown = str(text) if len(str(text)) <= 20 else str(text)[:20] + "..."
            raise InvalidNotation(WORDS.word("not-card", shown=repr(shown)))
        return cls(rank, suit)

    def __str__(self) -> str:
        return self.rank + self.suit

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """The card in words, in the language of the moment: ``queen of hearts``, ``dame de cœur``."""
        return grammar.card_name(self.rank, self.suit)


def parse_cards(text: object) -> list[Card]:
    """Read a space- or comma-separated list of cards (or a list of strings).

    Raises :class:`InvalidNotation` naming the first card that cannot be read, or when
    ``text`` is neither text nor a list.
    """
    if isinstance(text, str):
        words: list[object] = list(text.replace(",", " ").split())
    elif isinstance(text, list | tuple):
        words = list(text)
    else:
        raise InvalidNotation(WORDS.word("not-text", value=repr(text)))
    cards = []
    for word in words:
        if isinstance(word, Card):
            cards.append(word)
        elif isinstance(word, str):
            cards.append(Card.parse(word))
        else:
            raise InvalidNotation(WORDS.word("not-card", shown=repr(word)))
    return cards


def full_pack(packs: int = 1) -> list[Card]:
    """``packs`` 52-card packs in a fixed order (by pack, suit, rank)."""
    return [Card(r, s) for _ in range(packs) for s in SUITS for r in RANKS]


def shuffle(cards: list[Card], rng: random.Random) -> list[Card]:
    """A Fisher-Yates shuffle that uses only ``rng.random()``.

    Python promises a stable sequence for ``random()`` from a given seed, not for
    ``random.shuffle``; drawing indexes ourselves keeps an order identical on every
    Python, CPython or Pyodide.
    """
    order = list(cards)
    for i in range(len(order) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        order[i], order[j] = order[j], order[i]
    return order


def times(n: int) -> str:
    """``once``, ``twice``, ``3 times`` (``une fois``, ``deux fois``, ``3 fois``)."""
    return WORDS[f"times.{n}"] if n in (1, 2) else WORDS.word("times.many", n=n)


def stacked_pack(top: list[Card], packs: int, rng: random.Random) -> list[Card]:
    """A pack whose top cards are ``top`` in that order; the rest follow shuffled by ``rng``.

    Raises :class:`InvalidSpec` when ``top`` holds a card more often than ``packs`` packs do.
    """
    counts = Counter(top)
    for card, n in counts.items():
        if n > packs:
            held = WORDS["held.one"] if packs == 1 else WORDS.word("held.many", packs=packs)
            raise InvalidSpec(WORDS.word("too-many", card=card, times=times(n), held=held, most=times(packs)))
    rest = list(full_pack(packs))
    for card in top:
        rest.remove(card)
    return list(top) + shuffle(rest, rng)


def check_packs(packs: object) -> int:
    """Validate a number of packs (1 to 6)."""
    if not isinstance(packs, int) or isinstance(packs, bool) or not 1 <= packs <= MAX_PACKS:
        raise InvalidSpec(WORDS.word("packs", most=MAX_PACKS, value=repr(packs)))
    return packs
