"""Montmort's printed figures beside ours, row by row, with a verdict computed for each.

A row holds our exact value for the figure the *Encyclopédie* prints (the dealer's advantage
over his whole tenure of the deal, or a seat's disadvantage over it), its difference from the
print in deniers, and a verdict. The verdict is worked out, not written down: a figure within a
denier of ours agrees (the print gives whole deniers); a dealer's figure that differs is checked
against our gain per hand, to see whether only the tenure's multiplier parts them; a seat's figure
that differs is checked against the seats that agree and against the dealer's total.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .. import grammar
from .money import deniers, lsd, written
from .phrases import PHRASES
from .printed import PRINTED, SEATS, Printed
from .walk import Hand, Rules, hand

PLAYERS = range(3, 8)
"""The tables the page prints: three to seven coupeurs, the one who holds the deal among them."""


@dataclass(frozen=True)
class Row:
    """One printed figure and ours (in stakes of the game, a size: advantage or disadvantage)."""

    printed: Printed
    value: Fraction
    per_hand: Fraction
    keep: Fraction
    note: str

    @property
    def off(self) -> Fraction:
        """Ours minus the print, in deniers."""
        return deniers(self.value) - self.printed.value.in_deniers()

    @property
    def agrees(self) -> bool:
        return abs(self.off) < 1

    def json(self) -> dict[str, object]:
        return {
            "coupeurs": self.printed.coupeurs,
            "seat": self.printed.seat,
            "printed": self.printed.text,
            "value": fraction(self.value),
            "lsd": lsd(self.value).json(),
            "deniers_off": round(float(self.off), 2),
            "deniers_off_exact": fraction(self.off),
            "per_hand": fraction(self.per_hand),
            "keep": fraction(self.keep),
            "verdict": "agrees" if self.agrees else "differs",
            "note": self.note,
        }


def fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def our_value(figure: Printed, table: Hand) -> tuple[Fraction, Fraction]:
    """Ours for a printed figure: (over the whole tenure, per hand), as a size."""
    per_hand = table.dealer if figure.seat is None else -table.seats[SEATS.index(figure.seat)]
    return table.tenure(per_hand), per_hand


MONTMORT = Rules()
"""Montmort's game, every reading as :mod:`lansquenet.montmort.rulings` deals it."""


def rows(rules: Rules = MONTMORT) -> list[Row]:
    """Every printed figure with ours and its verdict."""
    values = {f: our_value(f, hand(f.coupeurs, rules)) for f in PRINTED}
    out = []
    for figure in PRINTED:
        value, per_hand = values[figure]
        table = hand(figure.coupeurs, rules)
        out.append(Row(figure, value, per_hand, table.keep, note(figure, values, table)))
    return out


def _off(figure: Printed, value: Fraction) -> Fraction:
    return deniers(value) - figure.value.in_deniers()


def note(figure: Printed, values: dict[Printed, tuple[Fraction, Fraction]], table: Hand) -> str:
    """The verdict in words, from the numbers alone."""
    off = _off(figure, values[figure][0])
    shown = written(float(off), "+.2f")
    if abs(off) < 1:
        return PHRASES["agrees-fraction" if "environ" in figure.text else "agrees"].format(off=shown)
    if figure.seat is None:
        return _dealer_note(figure, values, table, shown)
    return _seat_note(figure, values, shown)


def _factor_range(figure: Printed, per_hand: Fraction) -> tuple[Fraction, Fraction]:
    """The multipliers of our gain per hand that the print allows, given it drops the part of a denier."""
    printed = figure.value.in_deniers()
    return printed / deniers(per_hand), (printed + 1) / deniers(per_hand)


def _dealer_note(figure, values, table, shown) -> str:
    low, high = _factor_range(figure, values[figure][1])
    for other, (other_value, other_hand) in values.items():
        if other is figure or other.seat is not None or abs(_off(other, other_value)) < 1:
            continue
        other_low, other_high = _factor_range(other, other_hand)
        if max(low, other_low) < min(high, other_high):  # one factor serves both prints
            return PHRASES["slip-multiplier"].format(
                off=shown,
                per_hand=lsd(values[figure][1]).words(),
                factor=written(float(max(low, other_low)), ".4f"),
                others=other.coupeurs,
                needed=written(float(1 / (1 - table.keep)), ".4f"),
            )
    return PHRASES["differs"].format(off=shown)


def _as_printed(figure: Printed, values) -> tuple[Fraction, str] | None:
    """The value of ours, in deniers, over the stay or for one hand, that a seat's print matches within a
    denier, and which of the two it is; ``None`` when neither does."""
    value, per_hand = values[figure]
    for candidate, kind in ((value, "stay"), (per_hand, "hand")):
        if abs(deniers(candidate) - figure.value.in_deniers()) < 1:
            return deniers(candidate), PHRASES[kind]
    return None


def _seat_note(figure, values, shown) -> str:
    """A seat's print that differs: our value of one hand, the stay's multiplier left off; or what
    remains of the dealer's printed figure once the other seats' figures, as printed, are taken off."""
    per_hand = values[figure][1]
    if abs(deniers(per_hand) - figure.value.in_deniers()) < 1:
        return PHRASES["seat-per-hand"].format(off=shown, per_hand=written(float(deniers(per_hand)), ".2f"))
    others = [f for f in values if f.seat not in (None, figure.seat) and f.coupeurs == figure.coupeurs]
    dealer = next(f for f in values if f.seat is None and f.coupeurs == figure.coupeurs)
    matched = {f: _as_printed(f, values) for f in others}
    found = {f: v for f, v in matched.items() if v is not None}
    if len(found) == len(others):
        rest = dealer.value.in_deniers() - sum(v for v, _ in found.values())
        if 0 <= rest - figure.value.in_deniers() < 1:  # the print drops the part of a denier
            return PHRASES["seat-remainder"].format(
                off=shown,
                dealer=dealer.value.in_deniers(),
                others=grammar.join(
                    [
                        PHRASES.word(
                            "seat-value",
                            whose=grammar.possessive(f.seat),
                            value=written(float(v), ".2f"),
                            kind=kind,
                        )
                        for f, (v, kind) in found.items()
                    ]
                ),
                rest=written(float(rest), ".2f"),
            )
    return PHRASES["differs"].format(off=shown)


def court_differences(players: int) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """The dealer's value in deniers under Montmort's game and with the court game's rules switched in
    one at a time: (Montmort's tenure, multiple cards at the odds, per hand, both)."""
    ours = hand(players)
    odds = hand(players, Rules(multiple_stakes="odds"))
    return (
        deniers(ours.tenure(ours.dealer)),
        deniers(odds.tenure(odds.dealer)),
        deniers(ours.dealer),
        deniers(odds.dealer),
    )
