"""Seat arithmetic.

Seats are numbered in counter-clockwise order round the table, so the seat "to the right"
of seat *i* is seat *i + 1* and the seat "to the left" is *i - 1*. The court game deals
from the banker's right counter-clockwise and the 19th-century game speaks from the
banker's right: both are "from i + 1 upward" here. Each variant's rulings table says how
its source's words map onto this order.
"""

from __future__ import annotations

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
    return [DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else f"Seat {i + 1}" for i in range(count)]
