"""The value of Montmort's lansquenet, exactly: every deal of the up-cards walked with fractions.

The game is the one the *Encyclopédie* states (vol. IX, pp. 275-276, after Montmort's *Essay*,
1708 and 1713), read as :mod:`lansquenet.montmort.rulings` says:

- the one who holds the deal gives an up-card to each other player, starting on his right, and
  each stakes the stake of the game on it; then he gives himself a card;
- an up-card of a rank already showing makes the earlier card the losing one: he wins what lies
  on it, and the new card is double (its holder stakes twice the stake of the game and he holds
  it) or triple (four times);
- a fourth card of a rank showing on a triple, given to a player, is a quadruple: he takes back
  what lies on the single and double cards, loses what lies on the triple, and the hand ends;
- his own card of a rank showing wins what lies on that up-card and his card becomes double or
  triple; made quadruple, it wins every stake and he deals again;
- then he turns the stock: a card of a live up-card's rank wins him its stake, one of his own
  rank loses him every stake still out and the deal passes; when every up-card is taken first,
  he deals again.

Only ranks matter, so the deal is walked as a sequence of rank patterns (each next card is new,
or of a rank already out), each with its exact chance. Once the deal is over, what remains is a
race between the ranks still live: the first card of a rank with ``b`` cards left comes before
the first of the dealer's ``a`` with chance ``b/(a+b)``, and the chance that every up-card is
taken before his own comes from inclusion and exclusion over the up-cards. Nothing is simulated.

What Montmort printed is not a gain per hand but the value of holding the deal for as long as
it lasts: each hand is worth the same, and the next one is dealt with the chance ``k`` of keeping
the deal, so the tenure is worth ``gain + k·gain + k²·gain + … = gain / (1 − k)``.

:class:`Rules` carries the switches that turn this game into the site's court game one rule at
a time (the multiple cards' stakes, watering), so the page can say what each difference is worth.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from itertools import combinations

ZERO = Fraction(0)
FACTORS = {1: 1, 2: 2, 3: 4}
"""Stakes of the game on a single, a double and a triple up-card (the Encyclopédie: double, four times)."""


@dataclass(frozen=True)
class Rules:
    """The readings the walk can switch: Montmort's game by default.

    ``multiple_stakes``: on a double or triple card, the holder stakes twice or four times the
    stake of the game and the dealer holds it at even money (``"even"``, the Encyclopédie's
    "tenir le double"), or the holder lays the stake of the game and the dealer pays double or
    fourfold (``"odds"``, the court game's §5 and §6).
    ``watering``: a player whose up-card a stock card takes pays the stake of the game to each
    player still holding a live up-card (the court game's §7); the Encyclopédie says nothing of it.
    ``triple``: stakes of the game on a triple card (four in the Encyclopédie).
    ``ranks``, ``suits``: the pack (13 ranks of 4 by default); a smaller pack lets a test check the
    walk against every order of its cards.
    """

    multiple_stakes: str = "even"
    watering: bool = False
    triple: int = 4
    ranks: int = 13
    suits: int = 4

    def __post_init__(self) -> None:
        if self.multiple_stakes not in ("even", "odds"):
            raise ValueError(f"multiple_stakes is even or odds, not {self.multiple_stakes!r}")

    def risked(self, multiple: int) -> int:
        """What the holder of a single, double or triple card loses if it is taken."""
        return self.paid(multiple) if self.multiple_stakes == "even" else 1

    def paid(self, multiple: int) -> int:
        """What the dealer pays on a single, double or triple card when his own card comes first."""
        return self.triple if multiple == 3 else FACTORS[multiple]


@dataclass(frozen=True)
class Hand:
    """One hand's exact expectations, in stakes of the game.

    ``seats``: each other player's expected gain (negative: a disadvantage), in the order the
    up-cards are dealt, from the dealer's right; ``keep``: the chance the dealer deals again.
    """

    seats: tuple[Fraction, ...]
    keep: Fraction
    dealer: Fraction = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "dealer", -sum(self.seats, ZERO))

    def tenure(self, value: Fraction) -> Fraction:
        """A per-hand value summed over every hand of the tenure: ``value / (1 − keep)``."""
        return value / (1 - self.keep)


def keep_chance(dealer_left: int, up_left: tuple[int, ...]) -> Fraction:
    """The chance that every live up-card's rank (``up_left`` cards each) turns before the
    dealer's (``dealer_left`` cards): inclusion and exclusion over the sets of up-cards that his
    own rank beats."""
    if dealer_left == 0 or not up_left:
        return Fraction(1)
    total = ZERO
    for size in range(len(up_left) + 1):
        for chosen in combinations(up_left, size):
            total += (-1) ** size * Fraction(dealer_left, dealer_left + sum(chosen))
    return total


@dataclass(frozen=True)
class _Card:
    seat: int
    rank: int
    multiple: int


def _race(
    rules: Rules, cards: tuple[_Card, ...], dealer_left: int, counts: tuple[int, ...], gains: list[Fraction]
):
    """The stock's race once the deal is over: each seat's expected gain, and the chance to keep."""
    gains = list(gains)
    live = [(card, rules.suits - counts[card.rank]) for card in cards]
    for card, left in live:
        taken = Fraction(left, dealer_left + left)
        gains[card.seat] += -rules.risked(card.multiple) * taken + rules.paid(card.multiple) * (1 - taken)
    if rules.watering:
        for (one, a_left), (other, b_left) in combinations(live, 2):
            first = dealer_left + a_left + b_left
            # whoever's rank turns first (before the dealer's too) pays the other one stake
            shift = Fraction(a_left - b_left, first)
            gains[one.seat] -= shift
            gains[other.seat] += shift
    return gains, keep_chance(dealer_left, tuple(left for _, left in live))


def _outcomes(rules: Rules, players: int) -> Iterator[tuple[Fraction, list[Fraction], Fraction]]:
    """Every rank pattern of the deal: (its chance, each seat's expected gain, the chance to keep)."""
    others = players - 1
    pack = rules.ranks * rules.suits

    def deal(chance: Fraction, counts: tuple[int, ...], cards: tuple[_Card, ...], gains: list[Fraction]):
        dealt = sum(counts)
        left = pack - dealt
        fresh = (rules.ranks - len(counts)) * rules.suits
        choices = [(fresh, len(counts))] + [
            (rules.suits - c, r) for r, c in enumerate(counts) if c < rules.suits
        ]
        for ways, rank in choices:
            if not ways:
                continue
            step = chance * Fraction(ways, left)
            after = (
                (*counts, 1)
                if rank == len(counts)
                else (*counts[:rank], counts[rank] + 1, *counts[rank + 1 :])
            )
            if dealt < others:
                yield from _up_card(step, after, rank, cards, gains, seat=dealt)
            else:
                yield from _own_card(step, after, rank, cards, gains)

    def _up_card(chance, counts, rank, cards, gains, seat):
        earlier = next((c for c in cards if c.rank == rank), None)
        gains = list(gains)
        if earlier is None:
            yield from deal(chance, counts, (*cards, _Card(seat, rank, 1)), gains)
            return
        rest = tuple(c for c in cards if c is not earlier)
        if counts[rank] == rules.suits:  # a quadruple: the triple is paid, the rest taken back
            gains[earlier.seat] += rules.paid(earlier.multiple)
            yield chance, gains, ZERO
            return
        gains[earlier.seat] -= rules.risked(earlier.multiple)  # the losing card
        yield from deal(chance, counts, (*rest, _Card(seat, rank, earlier.multiple + 1)), gains)

    def _own_card(chance, counts, rank, cards, gains):
        gains = list(gains)
        matched = next((c for c in cards if c.rank == rank), None)
        rest = cards
        if matched is not None:
            rest = tuple(c for c in cards if c is not matched)
            if counts[rank] == rules.suits:  # his quadruple: every stake is his, and he deals again
                for card in cards:
                    gains[card.seat] -= rules.risked(card.multiple)
                yield chance, gains, Fraction(1)
                return
            gains[matched.seat] -= rules.risked(matched.multiple)
        seats, keep = _race(rules, rest, rules.suits - counts[rank], counts, gains)
        yield chance, seats, keep

    yield from deal(Fraction(1), (), (), [ZERO] * others)


@cache
def hand(players: int, rules: Rules = Rules()) -> Hand:
    """One hand at a table of ``players`` (the dealer among them), exactly.

    Raises ``ValueError`` for fewer than two players or more than the pack can deal.
    """
    if players < 2 or players > rules.ranks * rules.suits:
        raise ValueError(f"a hand needs 2 to {rules.ranks * rules.suits} players, not {players}")
    seats = [ZERO] * (players - 1)
    keep = ZERO
    for chance, gains, kept in _outcomes(rules, players):
        for i, gain in enumerate(gains):
            seats[i] += chance * gain
        keep += chance * kept
    return Hand(tuple(seats), keep)
