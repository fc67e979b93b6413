"""Montmort's figures as the *Encyclopédie* prints them (vol. IX, 1765, article LANSQUENET, p. 276).

The stake is one pistole. For a table of three to seven *coupeurs*, the page gives the advantage
of the one who holds the deal; for four, the disadvantage of each of the others, A, B and C, in
the order they receive their cards from his right. The first figure runs on with a fraction of a
denier («& environ 10 den.» and a fraction) that our transcription does not carry, so we compare
it with its whole deniers, as the others are printed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .money import Lsd


@dataclass(frozen=True)
class Printed:
    """One printed figure: the coupeurs at the table as Montmort counts them, whose figure it is
    (``None`` for the one who holds the deal, else the seat's letter), the words as printed, and
    their value in livres, sols and deniers."""

    coupeurs: int
    seat: str | None
    text: str
    value: Lsd


PRINTED: tuple[Printed, ...] = (
    Printed(3, None, "2 liv. 15 s. & environ 10 den.", Lsd(2, 15, 10)),
    Printed(4, None, "4 liv. 19 s. 1 den.", Lsd(4, 19, 1)),
    Printed(5, None, "7 liv. 14 s. 7 den.", Lsd(7, 14, 7)),
    Printed(6, None, "10 liv. 12 s. 10 den.", Lsd(10, 12, 10)),
    Printed(7, None, "14 liv. 16 s. 5 den.", Lsd(14, 16, 5)),
    Printed(4, "A", "2 l. 16 s. 11 d.", Lsd(2, 16, 11)),
    Printed(4, "B", "1 l. 14 s. 1 d.", Lsd(1, 14, 1)),
    Printed(4, "C", "8 s.", Lsd(0, 8, 0)),
)
"""Every figure of the page, the dealer's first, then the seats, in the page's order."""

SEATS = "ABCDEFGHIJK"
"""The seats' letters, from the dealer's right, the order in which they receive their up-cards."""
