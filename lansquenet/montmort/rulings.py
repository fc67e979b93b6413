"""How we read the *Encyclopédie*'s statement of Montmort's game, one ruling a choice.

Each ruling names what the text says (vol. IX, article LANSQUENET, pp. 275-276), what the walk
(:mod:`.walk`) and the table (:mod:`.table`) deal, and the alternative. The site renders this
tuple as the rulings table of Montmort's game, so the page and the computation cannot drift apart;
a ruling the engine deals by an option of the court game names it (see :mod:`.options`).
Where an alternative changes a figure, the ruling says by how much, and a test holds it to that.

:data:`RULINGS` reads in the language of the moment; the French text is in :mod:`.rulings_fr`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import overload

from ..language import LANGUAGES, Phrases, current
from ..variants import Ruling
from . import rulings_fr

ENC = "Encyclopédie IX, LANSQUENET"

ENGLISH = (
    Ruling(
        "Who is counted among the coupeurs of Montmort's figures?",
        f"{ENC}, p. 275: the coupeurs are those who take a card before the one who holds the deal gives "
        "himself his; p. 276 gives the figures «s'il y a trois coupeurs A, B, C» and so on up to seven.",
        "Everyone at the table, the one who holds the deal among them: three coupeurs are the dealer and "
        "two others. Read so, the figures for three, four and five agree with ours within a denier, and so "
        "do the seat B's for four, and the four-coupeur table has exactly the three other seats A, B, C the "
        "page names. The court game also counts its banker among the cutters.",
        "Three coupeurs besides the dealer, as the p. 275 definition suggests: every figure of ours then "
        "falls on the printed figure of the next row (three besides the dealer is worth 4 l. 19 s. 1.83 d., "
        "the figure printed for four).",
    ),
    Ruling(
        "What lies on a double or a triple card?",
        f"{ENC}: on a double card the one who holds the deal «est obligé de tenir le double»; on a triple he "
        "must put four times the stake of the game.",
        "The holder of the double card stakes twice the stake of the game and the dealer holds it, at even "
        "money; a triple, four times. The figures for four and five coupeurs need the four times: three "
        "times would put them 5 and 13 deniers above the print.",
        "The court game's reading (§5, §6): the holder lays the stake of the game and the dealer pays double "
        "or fourfold. It lowers the dealer's value by 261 deniers at four coupeurs.",
        option="multiple_stakes",
    ),
    Ruling(
        "Who wins the stake on the earlier card when a double or triple card is dealt?",
        f"{ENC}: «il gagne le fonds du jeu sur la carte perdante»; on a triple «il gagne ce qui est sur la carte "
        "perdante»; the «il» is the one who holds the deal, who must also hold the double.",
        "The dealer wins it: the stake of the game off a single card, the double stake off a double card.",
        "None the text allows; the court game's taker and owner readings are hypotheses of its own.",
    ),
    Ruling(
        "What happens when the dealer's own card is of a rank already showing?",
        f"{ENC}: the passage we have read is silent; it says only that he wins what lies on a card he brings "
        "out, and that he deals again once every up-card is taken.",
        "His card takes the up-card as a stock card would: he wins what lies on it, and his card, now double "
        "or triple, has fewer cards left to come against him. Made quadruple, it wins every stake and he deals "
        "again.",
        "The court game says the same (§5, §13): the banker removes the stake and keeps the deal on a quadruple.",
    ),
    Ruling(
        "What ends a hand when a coupeur is dealt a quadruple card?",
        f"{ENC}: he takes back what he put on the single and double cards, and loses what lies on…; our copy "
        "of the clause breaks off there, before it says on which card and what follows.",
        "He pays out on the triple card, the hand ends and the deal passes, as in the court game (§5, §13). "
        "It needs four coupeurs of one "
        "rank, so it changes no figure of three or four coupeurs.",
        "He deals again: the figures for five and six coupeurs would rise by less than a denier, seven's by 3 "
        "deniers.",
    ),
    Ruling(
        "When does the one who holds the deal keep it?",
        f"{ENC}: if he brings out every up-card before his own, he starts again and keeps the deal, whether he "
        "won or lost the réjouissance.",
        "Then, and when his own card is quadruple; the deal passes when his own card comes out first or a "
        "coupeur's quadruple ends the hand.",
        "None; the court game agrees (§13).",
    ),
    Ruling(
        "What quantity does Montmort print?",
        f"{ENC}, p. 276: the advantage of the one who holds the deal must count his hope of keeping it any "
        "number of times, so it is an infinite series.",
        "The value of the whole tenure of the deal: the gain of a hand divided by one minus the chance of "
        "keeping the deal, in stakes of the game, then in livres, sols and deniers at ten livres the pistole.",
        "The gain per hand, which the court game's Odds page gives: 844 deniers at four coupeurs instead of "
        "1,190.",
    ),
    Ruling(
        "Do the réjouissance, the carabineurs and watering enter the figures?",
        f"{ENC}: the réjouissance and the carabineurs are side bets anyone may take; the passage says "
        "nothing of watering.",
        "None of them: the figures count the coupeurs' stakes on their up-cards alone.",
        "The court game's watering (§7) leaves the dealer's value alone but moves 21 deniers from C to A at "
        "four coupeurs.",
        option="watering",
    ),
)

FIELDS = ("question", "source_says", "we_deal", "alternative")
TEXTS: Phrases[str] = Phrases(
    en={f"{n}.{f}": getattr(r, f) for n, r in enumerate(ENGLISH, 1) for f in FIELDS},
    fr={
        f"{n}.{f}": text
        for n, r in enumerate(rulings_fr.RULINGS, 1)
        for f, text in zip(FIELDS, r, strict=True)
    },
)
"""Every ruling's text in every language, checked alike at import."""


class Told(Sequence[Ruling]):
    """The rulings in the language of the moment, read as the plain tuple they were: the site and the
    tests iterate, index and count them without knowing a language is in play."""

    def __init__(self) -> None:
        self.by_language = {
            code: tuple(
                replace(r, **{f: TEXTS.tables[code][f"{n}.{f}"] for f in FIELDS})
                for n, r in enumerate(ENGLISH, 1)
            )
            for code in LANGUAGES
        }

    @overload
    def __getitem__(self, index: int) -> Ruling: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Ruling]: ...

    def __getitem__(self, index: int | slice) -> Ruling | Sequence[Ruling]:
        return self.by_language[current()][index]

    def __len__(self) -> int:
        return len(ENGLISH)


RULINGS = Told()
"""Montmort's game as the engine deals it, ruling by ruling, in the language of the moment."""
