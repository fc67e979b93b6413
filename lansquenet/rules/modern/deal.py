"""The cards of one round and their settlement (source section 4).

The banker turns the first card to his left (his card) and the second to his right (the
punters' card). The same rank is a doublet: the bank wins every bet (or half of each under the
jumelle, option ``pair_rule``). Otherwise middle cards turn, between the two, until one
matches: the banker's rank wins every bet for the bank, the punters' rank has the banker pay
each punter as much as his bet. Between rounds the pack is not gathered (section 5), so once
earlier rounds have turned cards the step after the punters' card counts what is left of the
two ranks and gives the bank's exact chance.
"""

from __future__ import annotations

from ... import grammar
from ...events import Event
from ...narrate import chips
from .accounts import BANK, bet_account, bets
from .odds import after_two_cards
from .pack import BANKER_CARD, MIDDLE, PUNTERS_CARD, ROUND_ZONES, TURNED, gather, rank_counts, turn
from .parts import Parts
from .phrases import card_turned, word


class Deal(Parts):
    """The cards and settlement of one round; mixed into the variant."""

    def play_round(self, t, banker):
        """Speaking, then cards and settlement; returns the round's outcome word.

        ``withdrawn`` (the bets never covered the stake), ``doublet`` / ``jumelle`` / ``bank``
        (the bank won) or ``punters``.
        """
        t.extra.pop("outcome", None)
        played = yield from self.speaking(t, banker)
        t.extra.pop("speaking", None)
        if not played:
            t.extra["outcome"] = "withdrawn"
            return "withdrawn"
        t.notes.clear()
        outcome = yield from self.cards(t, banker)
        yield from self.settle(t, banker, outcome)
        t.extra["outcome"] = outcome
        moved = gather(t)
        yield Event("gather", amount=moved, info=(("stock", len(t.stock)), ("turned", t.extra["turned"])))
        return outcome

    def cards(self, t, banker):
        seated = self.seated(t)
        banker_card = yield from turn(t, BANKER_CARD, banker, seated)
        yield Event(
            "banker-card",
            banker,
            cards=(str(banker_card),),
            term="bankers-card",
            info=(("whose", grammar.possessive(t.names[banker])),),
        )
        punters_card = yield from turn(t, PUNTERS_CARD, banker, seated)
        yield Event(
            "punters-card",
            banker,
            cards=(str(punters_card),),
            term="players-card",
            info=(*_which(t, punters_card), ("whose", grammar.possessive(t.names[banker]))),
        )
        if punters_card.rank == banker_card.rank:
            t.zones[PUNTERS_CARD].mark = {"index": 0, "word": word("mark.doublet")}
            return "jumelle" if self.options["pair_rule"] == "half" else "doublet"
        if t.zones[TURNED].cards:
            yield self.count_event(t, banker_card, punters_card)
        while True:
            card = yield from turn(t, MIDDLE, banker, seated)
            index = len(t.zones[MIDDLE].cards) - 1
            if card.rank == banker_card.rank:
                t.zones[MIDDLE].mark = {"index": index, "word": word("mark.bank")}
                return "bank"
            if card.rank == punters_card.rank:
                t.zones[MIDDLE].mark = {"index": index, "word": word("mark.punters")}
                return "punters"
            yield Event("middle-card", banker, cards=(str(card),), term="middle-card", info=_which(t, card))

    def count_event(self, t, banker_card, punters_card) -> Event:
        """What counting the turned cards tells: the ranks left and the bank's exact chance."""
        stock = rank_counts(t.stock)
        b, p = stock.get(banker_card.rank, 0), stock.get(punters_card.rank, 0)
        chance = after_two_cards(stock, banker_card.rank, punters_card.rank, self.packs()).bank_wins
        if b + p:
            n = len(t.stock)
            left = word("count.left.one") if n == 1 else word("count.left.many", n=grammar.amount(n))
            held = word("count.held", left=left, b=_cards(b), p=p)
        else:
            held = word("count.none")
        return Event(
            "count",
            cards=(str(banker_card), str(punters_card)),
            amount=len(t.stock),
            term="dead-rank" if b == 0 or p == 0 else None,
            info=(
                ("held", held),
                ("b", b),
                ("p", p),
                ("turned", len(t.zones[TURNED].cards)),
                ("verdict", _verdict(chance)),
            ),
        )

    def settle(self, t, banker, outcome):
        """Pay the round: the bank takes the bets, or pays each punter as much as his bet."""
        placed = bets(t)
        seats = tuple(sorted(placed, key=lambda s: (s - banker) % t.count))
        total = 0
        if outcome == "punters":
            t.extra["won"] = 0
            for seat, bet in placed.items():
                t.pay(bet_account(seat), seat, bet, word("reason.winning-bet"))
                t.pay(BANK, seat, bet, word("reason.pays"))
                total += bet
            yield Event(
                "punters-win",
                banker,
                seats=seats,
                cards=(str(t.zones[MIDDLE].cards[-1]),),
                amount=total,
                term="even-money",
                info=_which(t, t.zones[MIDDLE].cards[-1]),
            )
            return
        for seat, bet in placed.items():
            taken = bet // 2 if outcome == "jumelle" else bet
            t.pay(bet_account(seat), BANK, taken, word("reason.takes"))
            t.pay(bet_account(seat), seat, bet - taken, word("reason.half-back"))
            total += taken
        t.extra["won"] = total
        if outcome == "bank":
            last = t.zones[MIDDLE].cards[-1]
            yield Event(
                "bank-wins", banker, seats=seats, cards=(str(last),), amount=total, info=_which(t, last)
            )
        else:
            card = str(t.zones[PUNTERS_CARD].cards[-1])
            took = word("took.chips", chips=chips(total)) if total else word("took.nothing")
            yield Event(
                outcome,
                banker,
                seats=seats,
                cards=(card,),
                amount=total,
                term=outcome,
                info=(("took", took),),
            )


def _which(t, card) -> tuple[tuple[str, str], ...]:
    """The card in words as ``turned``: ``second queen of hearts (QH)`` when a card of the same
    rank and suit already lies on the table this round (several packs), so the words never read
    as the same line twice."""
    same = sum(str(c) == str(card) for zone in ROUND_ZONES for c in t.zones[zone].cards)
    return (("turned", card_turned(str(card), max(same, 1))),)


def _verdict(chance) -> str:
    if chance == 0:
        return word("verdict.never")
    if chance == 1:
        return word("verdict.sure")
    key = "verdict.one" if chance.numerator == 1 else "verdict.many"
    return word(key, n=grammar.amount(chance.numerator), d=grammar.amount(chance.denominator))


def _cards(n: int) -> str:
    return word("cards.none") if n == 0 else word("cards.one") if n == 1 else word("cards.many", n=n)
