"""Money of account: a fraction of the stake in livres, sols and deniers, as Montmort reckoned.

The *Encyclopédie* states the stake as one pistole and gives its figures in livres (l.), sols
(s.) and deniers (d.). We reckon the pistole at ten livres, the livre at twenty sols and the sol
at twelve deniers, so a pistole is 2,400 deniers; a figure keeps its fraction of a denier.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..language import current
from .phrases import PHRASES

LIVRES_PER_PISTOLE = 10
SOLS_PER_LIVRE = 20
DENIERS_PER_SOL = 12
DENIERS_PER_LIVRE = SOLS_PER_LIVRE * DENIERS_PER_SOL
DENIERS_PER_PISTOLE = LIVRES_PER_PISTOLE * DENIERS_PER_LIVRE


@dataclass(frozen=True)
class Lsd:
    """A sum in livres, sols and deniers, with what is left of a denier (0 <= fraction < 1)."""

    livres: int
    sols: int
    deniers: int
    fraction: Fraction = Fraction(0)

    def in_deniers(self) -> Fraction:
        return self.livres * DENIERS_PER_LIVRE + self.sols * DENIERS_PER_SOL + self.deniers + self.fraction

    def json(self) -> dict[str, object]:
        """The JSON shape of ``--json``: whole livres, sols and deniers, and the fraction as "p/q"."""
        return {
            "livres": self.livres,
            "sols": self.sols,
            "deniers": self.deniers,
            "fraction_of_a_denier": f"{self.fraction.numerator}/{self.fraction.denominator}",
        }

    def words(self) -> str:
        """``2 l. 15 s. 10.97 d.``: the deniers to two decimals, the way a table shows them
        (``10,97`` in French)."""
        return PHRASES.word(
            "lsd",
            livres=self.livres,
            sols=self.sols,
            deniers=written(float(self.deniers + self.fraction), ".2f"),
        )


def written(x: float, spec: str) -> str:
    """``x`` written by the format ``spec`` (``".2f"``, ``"+.2f"``...), with the decimal comma French
    takes; the figures here stay under a thousand, so no thousands are grouped."""
    text = format(x, spec)
    return text.replace(".", ",") if current() == "fr" else text


def deniers(stakes: Fraction) -> Fraction:
    """A fraction of the stake (one pistole) in deniers."""
    return stakes * DENIERS_PER_PISTOLE


def lsd(stakes: Fraction) -> Lsd:
    """A non-negative fraction of the stake in livres, sols, deniers and a fraction of a denier.

    Raises ``ValueError`` for a negative sum: the table states advantages and disadvantages as
    sizes, and says which is which in words.
    """
    if stakes < 0:
        raise ValueError(f"a sum of money is not negative: {stakes}")
    whole, fraction = divmod(deniers(Fraction(stakes)), 1)
    livres, rest = divmod(int(whole), DENIERS_PER_LIVRE)
    sols, pence = divmod(rest, DENIERS_PER_SOL)
    return Lsd(livres, sols, pence, Fraction(fraction))
