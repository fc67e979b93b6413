"""Exact odds of the 19th-century game, from a fresh pack or from a pack already part turned.

Source section 4: a doublet (the punters' card pairing the banker's card) gives the bank every
bet, otherwise the first card matching either rank decides at even money; section 5: the pack
persists, so cards turned in earlier rounds are gone until it is exhausted, and Dumas's
*Herminie* sees her own rank come out six times before her card.

Ranks are interchangeable, so a stock is just a count of cards by rank. Chance is an explicit
step: each card drawn is a rank chosen with weight equal to its count. The one subtle case is a
stock that runs out before either rank comes out again; the engine then shuffles the turned
cards of earlier rounds into a new stock (see the rulings), so the figures here need the counts
of those cards too. At the start of a round every card not in the stock lies with the turned
cards, so they follow from the number of packs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction

from ...cards import RANKS, check_packs
from ...errors import InvalidSpec
from ...language import Phrases

PAIR_GAIN = {"all": Fraction(1), "half": Fraction(1, 2)}

ERRORS: Phrases[str] = Phrases(
    en={
        "rank": "{rank} is not a rank; the ranks are {ranks}.",
        "count": "The count of {rank} in the stock must be a whole number, 0 or more, not {n}.",
        "too-many": "{packs} pack(s) hold {most} cards of rank {rank}, not {n}.",
        "no-end": "Neither the banker's rank nor the punters' rank is left anywhere, so the round cannot end.",
        "doublet": "The two cards are a doublet: the round is already over.",
        "pair-rule": "pair_rule must be all or half, not {rule}.",
    },
    fr={
        "rank": "{rank} n'est pas un rang ; les rangs sont {ranks}.",
        "count": "Le nombre de cartes de rang {rank} au talon doit être un nombre entier, 0 ou plus, pas {n}.",
        "too-many": "{packs} jeu(x) comptent {most} cartes de rang {rank}, pas {n}.",
        "no-end": "Ni le rang du banquier ni celui des pontes ne reste nulle part, donc le coup ne peut pas finir.",
        "doublet": "Les deux cartes font un doublet : le coup est déjà fini.",
        "pair-rule": "pair_rule vaut all ou half, pas {rule}.",
    },
)
"""Why a position given to the odds is refused, in every language."""


@dataclass(frozen=True)
class RoundOdds:
    """Exact figures for one round: the chance of a doublet, of the bank winning, and the
    bank's expected gain per chip bet (the edge; negative when the punters are favoured)."""

    doublet: Fraction
    bank_wins: Fraction
    edge: Fraction


def fresh_counts(packs: int) -> dict[str, int]:
    """The rank counts of ``packs`` whole packs: four of each rank per pack."""
    check_packs(packs)
    return {rank: 4 * packs for rank in RANKS}


def check_counts(stock: Mapping[str, int], packs: int, on_table: Mapping[str, int] | None = None) -> Counter:
    """Validate rank counts of a stock; raises :class:`InvalidSpec` with one sentence."""
    check_packs(packs)
    on_table = Counter(on_table or {})
    counts: Counter[str] = Counter()
    for rank, n in dict(stock).items():
        if rank not in RANKS:
            raise InvalidSpec(ERRORS.word("rank", rank=repr(rank), ranks=", ".join(RANKS)))
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise InvalidSpec(ERRORS.word("count", rank=rank, n=repr(n)))
        counts[rank] = n
    for rank in RANKS:
        if counts[rank] + on_table[rank] > 4 * packs:
            raise InvalidSpec(
                ERRORS.word(
                    "too-many", packs=packs, most=4 * packs, rank=rank, n=counts[rank] + on_table[rank]
                )
            )
    return counts


def turned_counts(stock: Counter, packs: int, on_table: Mapping[str, int] | None = None) -> Counter:
    """The cards with the turned pile: every card neither in the stock nor on the table."""
    on_table = Counter(on_table or {})
    return Counter({rank: 4 * packs - stock[rank] - on_table[rank] for rank in RANKS})


def _draw(stock: Counter, turned: Counter) -> Iterator[tuple[str, Fraction, Counter, Counter]]:
    """Each rank the next card may have, with its chance and the piles after it.

    An empty stock is first rebuilt from the turned cards, as the engine does.
    """
    if sum(stock.values()) == 0:
        stock, turned = turned, Counter()
    total = sum(stock.values())
    for rank, n in stock.items():
        if n:
            after = stock.copy()
            after[rank] -= 1
            yield rank, Fraction(n, total), after, turned


def _first_of(stock: Counter, turned: Counter, banker_rank: str, punters_rank: str) -> Fraction:
    """The chance that the banker's rank comes out before the punters' rank.

    Of the cards of the two ranks still in the stock, the first to turn is equally likely to be
    any of them. When neither rank is left in the stock, the stock runs out and the turned
    cards are reshuffled, so the same holds for their counts there.
    """
    b, p = stock[banker_rank], stock[punters_rank]
    if b + p == 0:
        b, p = turned[banker_rank], turned[punters_rank]
    if b + p == 0:
        raise InvalidSpec(ERRORS["no-end"])
    return Fraction(b, b + p)


def after_two_cards(stock: Mapping[str, int], banker_rank: str, punters_rank: str, packs: int) -> RoundOdds:
    """The bank's chances once its card and the punters' card (of another rank) lie on the table.

    ``stock`` counts the cards still to turn; everything else but the two cards on the table
    is with the turned cards. This is Herminie's position: one card of her rank left against
    seven of the punters' gives the bank 1 chance in 8.
    """
    if banker_rank == punters_rank:
        raise InvalidSpec(ERRORS["doublet"])
    on_table = Counter([banker_rank, punters_rank])
    counts = check_counts(stock, packs, on_table)
    win = _first_of(counts, turned_counts(counts, packs, on_table), banker_rank, punters_rank)
    return RoundOdds(Fraction(0), win, 2 * win - 1)


def after_banker_card(
    stock: Mapping[str, int], banker_rank: str, packs: int, pair_rule: str = "all"
) -> RoundOdds:
    """The bank's chances once its own card lies on the table, before the punters' card turns."""
    on_table = Counter([banker_rank])
    counts = check_counts(stock, packs, on_table)
    return _after_banker(counts, turned_counts(counts, packs, on_table), banker_rank, _gain(pair_rule))


def round_odds(stock: Mapping[str, int], packs: int, pair_rule: str = "all") -> RoundOdds:
    """The bank's chances at the start of a round, given the cards still in the stock.

    From a fresh stock (:func:`fresh_counts`) this is the textbook figure: with two packs the
    chance of a doublet, and the bank's whole edge, is 7/103.
    """
    counts = check_counts(stock, packs)
    gain = _gain(pair_rule)
    doublet = bank = edge = Fraction(0)
    for rank, weight, after, turned in _draw(counts, turned_counts(counts, packs)):
        part = _after_banker(after, turned, rank, gain)
        doublet += weight * part.doublet
        bank += weight * part.bank_wins
        edge += weight * part.edge
    return RoundOdds(doublet, bank, edge)


def _after_banker(stock: Counter, turned: Counter, banker_rank: str, gain: Fraction) -> RoundOdds:
    doublet = bank = edge = Fraction(0)
    for rank, weight, after, left in _draw(stock, turned):
        if rank == banker_rank:
            doublet += weight
            bank += weight
            edge += weight * gain
        else:
            win = _first_of(after, left, banker_rank, rank)
            bank += weight * win
            edge += weight * (2 * win - 1)
    return RoundOdds(doublet, bank, edge)


def _gain(pair_rule: str) -> Fraction:
    try:
        return PAIR_GAIN[pair_rule]
    except KeyError:
        raise InvalidSpec(ERRORS.word("pair-rule", rule=repr(pair_rule))) from None


def without(packs: int, **out: int) -> dict[str, int]:
    """A stock of ``packs`` packs with some cards already out: ``without(2, K=6)``."""
    counts = fresh_counts(packs)
    for rank, n in out.items():
        counts[rank] -= n
    return counts
