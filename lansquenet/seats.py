"""Seat arithmetic.

Seats are numbered in counter-clockwise order round the table, so the seat "to the right"
of seat *i* is seat *i + 1* and the seat "to the left" is *i - 1*. The court game deals
from the banker's right counter-clockwise and the 19th-century game speaks from the
banker's right: both are "from i + 1 upward" here. Each variant's rulings table says how
its source's words map onto this order.
"""

from __future__ import annotations

import unicodedata

from . import refusals_fr as fr
from .errors import InvalidSpec
from .language import Phrases
from .reading import shown

DEFAULT_NAMES = (
    "Anne",
    "Blaise",
    "Colette",
    "Denis",
    "Estelle",
    "Fabrice",
    "Gilles",
    "Hélène",
    "Isabeau",
    "Jules",
    "Louise",
    "Martin",
    "Nicole",
    "Olivier",
    "Perrine",
    "Quentin",
    "Renée",
    "Simon",
    "Thérèse",
    "Urbain",
    "Valentine",
    "Xavier",
    "Yvonne",
    "Zacharie",
    "Agnès",
    "Bertrand",
    "Claude",
    "Didier",
    "Edmée",
    "Firmin",
    "Geneviève",
    "Henri",
    "Irène",
    "Jacques",
    "Lucie",
    "Mathieu",
    "Noémie",
    "Odile",
    "Philippe",
    "Rose",
    "Sébastien",
    "Toinette",
    "Ursule",
    "Victor",
    "Yves",
    "Adèle",
    "Baptiste",
    "Cécile",
    "Damien",
    "Éloi",
    "Françoise",
    "Gaspard",
    "Honorine",
    "Ignace",
    "Jeanne",
    "Laurent",
    "Madeleine",
    "Nicolas",
    "Octave",
    "Pauline",
    "Raoul",
    "Sabine",
    "Thibault",
    "Victoire",
    "Armand",
    "Blanche",
    "Clément",
    "Delphine",
    "Étienne",
    "Félicité",
    "Guillaume",
    "Hortense",
    "Josèphe",
    "Léon",
    "Marguerite",
    "Norbert",
    "Ophélie",
    "Pierre",
    "Rosalie",
    "Sylvain",
    "Thomas",
    "Véronique",
    "Aubin",
    "Berthe",
    "Charles",
    "Dorothée",
    "Émile",
    "Florent",
    "Gabrielle",
    "Hugues",
    "Joséphine",
    "Lambert",
    "Marthe",
    "Nestor",
    "Pascal",
    "Roland",
    "Solange",
    "Tristan",
    "Vincent",
)
"""A name for every seat a table can hold (99), distinct, in the order seats fill."""


def right_of(seat: int, count: int) -> int:
    """The next seat counter-clockwise: the one on ``seat``'s right."""
    return (seat + 1) % count


def left_of(seat: int, count: int) -> int:
    """The seat on ``seat``'s left (the next one clockwise)."""
    return (seat - 1) % count


def rightward(start: int, count: int) -> list[int]:
    """Every seat but ``start``, beginning on its right and going round counter-clockwise."""
    return [(start + k) % count for k in range(1, count)]


def leftward(start: int, count: int) -> list[int]:
    """Every seat but ``start``, beginning on its left and going round clockwise."""
    return [(start - k) % count for k in range(1, count)]


def default_names(count: int) -> list[str]:
    """Names for ``count`` seats, so the words read like a table of people.

    Every seat a table can hold has a name of its own; past the list (more seats than any
    spec allows) a seat is named by its number so names stay distinct.
    """
    return [
        DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else WORDS.word("default", number=i + 1)
        for i in range(count)
    ]


MAX_NAME = 40
"""The longest seat name, in characters: long enough for any person's name, short enough for a board."""

UNSEEN: Phrases[str] = Phrases(
    en={
        "Cc": "a control character",
        "Cf": "an invisible formatting character",
        "Co": "a private-use character",
        "Cn": "a character Unicode does not assign",
        "Zl": "a line break",
        "Zp": "a paragraph break",
        "Zs": "a space other than the plain space",
        "other": "a character that cannot be printed",
    },
    fr=fr.UNSEEN,
)
"""What each kind of character a name may not hold is, in words (Unicode general categories);
``other`` for any other kind that cannot be printed."""

WORDS: Phrases[str] = Phrases(
    en={
        "default": "Seat {number}",
        "not-text": "A seat's name is text, not {value}.",
        "empty": "A seat's name is empty; every seat needs a name.",
        "byte": "the byte 0x{byte}, which is not UTF-8 text",
        "direction": "a control that turns the text's direction (U+{code})",
        "unseen": "{what} (U+{code})",
        "holds": "The seat name {name} holds {what}; a name is printable text.",
        "nothing": "The seat name {name} has no letter, digit or sign to read.",
        "long": "The seat name {name} is {length} characters long; a name has at most {most}.",
    },
    fr=fr.SEATS,
)
"""A seat's name past the default ones, and the sentences refusing a name, in either language."""

DIRECTION_CONTROLS = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The marks, embeddings, overrides and isolates that turn the direction of the text after them."""


def check_name(name: object) -> str:
    """A seat's name, trimmed; raises :class:`~lansquenet.errors.InvalidSpec` unless it is one
    line of printable text, at most :data:`MAX_NAME` characters, with something to read in it.

    A name is printed in every step's words, on the boards and in the terminal, so a line
    break could forge a line of narration ("Net: Anne +1000"), a right-to-left override could
    turn the words round, and a zero-width space would leave a seat with no visible name.
    """
    if not isinstance(name, str):
        raise InvalidSpec(WORDS.word("not-text", value=shown(name)))
    trimmed = name.strip()
    if not trimmed:
        raise InvalidSpec(WORDS["empty"])
    for char in trimmed:
        if not char.isprintable():
            category = unicodedata.category(char)
            if category == "Cs":  # how Python keeps bytes that are not UTF-8
                what = WORDS.word("byte", byte=f"{ord(char) & 0xFF:02X}")
            elif char in DIRECTION_CONTROLS:
                what = WORDS.word("direction", code=f"{ord(char):04X}")
            else:
                kind = UNSEEN[category] if category in UNSEEN else UNSEEN["other"]
                what = WORDS.word("unseen", what=kind, code=f"{ord(char):04X}")
            raise InvalidSpec(WORDS.word("holds", name=shown(trimmed), what=what))
    if not any(unicodedata.category(c)[0] in "LNPS" for c in trimmed):
        raise InvalidSpec(WORDS.word("nothing", name=shown(trimmed)))
    if len(trimmed) > MAX_NAME:
        raise InvalidSpec(WORDS.word("long", name=shown(trimmed), length=len(trimmed), most=MAX_NAME))
    return trimmed
