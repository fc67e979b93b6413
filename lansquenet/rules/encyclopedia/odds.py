"""Exact odds of the 1979 game: a bet's chance, its value, the void layout, the deal's shape.

A bet on a player's card wins when a card of the banker's rank turns before another of its
own rank, and every other card is irrelevant to that race. With ``mine`` cards of its rank and
``bankers`` of the banker's rank still unseen, the first of those to turn is equally likely to
be any of them (:func:`lansquenet.odds.first_match`). In the game as the source deals it
(one pack, shuffled again after a void layout) every player's card is the first of its rank to
show and the banker's card the first of its, so every bet, whenever it is placed, is three
cards against three: a coin toss at even money. The layout is walked as an explicit chance
tree; the rest follows from the race.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from ... import grammar
from ...language import Phrases
from ...odds import first_match
from .odds_fr import ODDS as FR_ODDS

PER_RANK, RANKS = 4, 13

ODDS: Phrases[str] = Phrases(
    en={
        "void": "Chance a layout is void (the player's card matches the banker's card)",
        "void.how": "a walk of every way a layout can fall from a full pack: the player's card is the first card "
        "not of a hand rank, and 3 of the 43 such cards share the banker's rank; so a hand deals {layouts} "
        "layouts on average, each of {cards} cards ({decimal})",
        "void.how.reshuffle": "",
        "void.how.continue": "; a layout dealt on after a void one depends on the cards set aside",
        "bet-wins": "Chance a bet on a player's card wins",
        "bet-wins.how": "three unseen cards of its rank race the three unseen of the banker's rank; this holds for "
        "every player's card at every moment it can be backed, because it is the first card of its rank to show",
        "bet-value": "Value of a bet, per chip",
        "bet-value.how": "win at even money minus loss",
        "appears": "Chance a rank not yet seen becomes a player's card",
        "appears.how": "four cards of it race the banker's three; with the first player's card that makes {cards} "
        "({decimal}) players' cards a deal on average",
        "paid": "Chance a player's card is still live when the banker's card is matched",
        "paid.how": "an even race once it shows; {paid} ({decimal}) players' cards are paid a deal on average",
        "edge": "The bank's edge, per chip bet",
        "edge.how": "none: every bet is an even race at even money when it is placed, so no choice of cards, "
        "amounts or moments changes the expected sum; the pair of first cards, the bank's edge in the "
        "19th-century game, here only voids the deal before anyone has bet",
        "race": "Chance a bet wins with {mine} of its rank and {bankers} of the banker's rank unseen",
        "race.how": "value per chip {value}",
        "race.back": "; comes back {back}",
        "race.reshuffle": "; reached only when void layouts are set aside (void_deal = continue)",
        "race.continue": "; void layouts set aside change these counts",
    },
    fr=FR_ODDS,
)
"""The figures' labels and how each was found, in every language (the French in :mod:`.odds_fr`)."""


def bet_chances(mine: int, bankers: int) -> dict:
    """A bet's chance to win, to lose and to come back (pack used up), and its value per chip."""
    if mine + bankers == 0:
        win = lose = Fraction(0)
    else:
        win = first_match(bankers, mine)
        lose = 1 - win
    back = 1 - win - lose
    return {"win": win, "lose": lose, "back": back, "value": win - lose}


def layout_walk(per_rank: int = PER_RANK, ranks: int = RANKS) -> dict:
    """Walk every way a layout can fall from a full pack: its chance to be void and its length.

    Only how many unseen cards belong to each role matters: ``a`` and ``b`` of the two hand
    ranks, ``nb`` of the banker's rank and ``other`` of the ranks not yet seen. Returns the
    chance the player's card matches the banker's card, and the expected number of cards a
    layout uses.
    """

    @cache
    def second(a: int, other: int) -> tuple[Fraction, Fraction]:
        n = a + other
        void, cards = Fraction(0), Fraction(1)
        if a:
            v, c = second(a - 1, other)
            void, cards = void + Fraction(a, n) * v, cards + Fraction(a, n) * c
        v, c = banker(a, per_rank - 1, other - per_rank)
        return void + Fraction(other, n) * v, cards + Fraction(other, n) * c

    @cache
    def banker(a: int, b: int, other: int) -> tuple[Fraction, Fraction]:
        n = a + b + other
        void, cards = Fraction(0), Fraction(1)
        for share, nxt in ((a, (a - 1, b)), (b, (a, b - 1))):
            if share:
                v, c = banker(*nxt, other)
                void, cards = void + Fraction(share, n) * v, cards + Fraction(share, n) * c
        v, c = player(a, b, per_rank - 1, other - per_rank)
        return void + Fraction(other, n) * v, cards + Fraction(other, n) * c

    @cache
    def player(a: int, b: int, nb: int, other: int) -> tuple[Fraction, Fraction]:
        n = a + b + nb + other
        void, cards = Fraction(nb, n), Fraction(1)
        for share, nxt in ((a, (a - 1, b)), (b, (a, b - 1))):
            if share:
                v, c = player(*nxt, nb, other)
                void, cards = void + Fraction(share, n) * v, cards + Fraction(share, n) * c
        return void, cards

    void, cards = second(per_rank - 1, per_rank * (ranks - 1))
    return {"void": void, "cards": cards + 1}


def deal_shape(per_rank: int = PER_RANK, ranks: int = RANKS) -> dict:
    """The expected number of players' cards in a deal, and of those still live at its end.

    After a layout that is not void, ``ranks - 4`` ranks are still wholly unseen. Each becomes
    a player's card if one of its ``per_rank`` cards beats the banker's ``per_rank - 1`` to the
    turn, and stays live to be paid if, after that, the banker's rank beats its other cards:
    an even race again. The first player's card is always there and lives half the time.
    """
    fresh = ranks - 4
    appears = first_match(per_rank, per_rank - 1)
    even = first_match(per_rank - 1, per_rank - 1)
    return {
        "fresh_ranks": fresh,
        "appears": appears,
        "cards": 1 + fresh * appears,
        "paid": even + fresh * appears * even,
        "layouts": 1 / (1 - layout_walk(per_rank, ranks)["void"]),
    }


def odds_rows(void_deal: str) -> list:
    """The rows the odds table shows, exact figures first, then the finding on the bank's edge.

    Each row carries a key in no language (``"edge"``, ``"race-2-3"``), so the lab and the odds
    pages find a figure whatever language its label is in; labels and explanations are
    :data:`ODDS`'s, in the language of the moment.
    """
    from ...variants import OddsRow

    walk, shape = layout_walk(), deal_shape()
    even = bet_chances(PER_RANK - 1, PER_RANK - 1)
    cards, paid = shape["cards"], shape["paid"]
    void_how = (
        ODDS.word(
            "void.how",
            layouts=shape["layouts"],
            cards=walk["cards"],
            decimal=grammar.decimal(float(walk["cards"]), 2),
        )
        + ODDS["void.how.reshuffle" if void_deal == "reshuffle" else "void.how.continue"]
    )
    rows = [
        OddsRow(ODDS["void"], walk["void"], void_how, key="void"),
        OddsRow(ODDS["bet-wins"], even["win"], ODDS["bet-wins.how"], key="bet-wins"),
        OddsRow(ODDS["bet-value"], even["value"], ODDS["bet-value.how"], key="bet-value"),
        OddsRow(
            ODDS["appears"],
            shape["appears"],
            ODDS.word("appears.how", cards=cards, decimal=grammar.decimal(float(cards), 2)),
            key="appears",
        ),
        OddsRow(
            ODDS["paid"],
            even["win"],
            ODDS.word("paid.how", paid=paid, decimal=grammar.decimal(float(paid), 2)),
            key="paid",
        ),
        OddsRow(ODDS["edge"], -even["value"], ODDS["edge.how"], key="edge"),
    ]
    for mine in range(PER_RANK):
        for bankers in range(PER_RANK):
            if (mine, bankers) == (PER_RANK - 1, PER_RANK - 1) or not mine + bankers:
                continue  # three against three is the row above; with none of either left there is no race
            c = bet_chances(mine, bankers)
            how = (
                ODDS.word("race.how", value=c["value"])
                + (ODDS.word("race.back", back=c["back"]) if c["back"] else "")
                + ODDS["race.reshuffle" if void_deal == "reshuffle" else "race.continue"]
            )
            rows.append(
                OddsRow(
                    ODDS.word("race", mine=mine, bankers=bankers),
                    c["win"],
                    how,
                    key=f"race-{mine}-{bankers}",
                )
            )
    return rows
