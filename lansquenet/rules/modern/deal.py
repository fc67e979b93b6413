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

from ...events import Event
from ...narrate import chips
from .accounts import BANK, bet_account, bets
from .odds import after_two_cards
from .pack import BANKER_CARD, MIDDLE, PUNTERS_CARD, ROUND_ZONES, TURNED, gather, rank_counts, turn
from .parts import Parts

ORDINALS = {2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}


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
        yield Event("banker-card", banker, cards=(str(banker_card),), term="bankers-card")
        punters_card = yield from turn(t, PUNTERS_CARD, banker, seated)
        yield Event(
            "punters-card",
            banker,
            cards=(str(punters_card),),
            term="players-card",
            info=_which(t, punters_card),
        )
        if punters_card.rank == banker_card.rank:
            t.zones[PUNTERS_CARD].mark = {"index": 0, "word": "Doublet"}
            return "jumelle" if self.options["pair_rule"] == "half" else "doublet"
        if t.zones[TURNED].cards:
            yield self.count_event(t, banker_card, punters_card)
        while True:
            card = yield from turn(t, MIDDLE, banker, seated)
            index = len(t.zones[MIDDLE].cards) - 1
            if card.rank == banker_card.rank:
                t.zones[MIDDLE].mark = {"index": index, "word": "Bank wins"}
                return "bank"
            if card.rank == punters_card.rank:
                t.zones[MIDDLE].mark = {"index": index, "word": "Punters win"}
                return "punters"
            yield Event("middle-card", banker, cards=(str(card),), term="middle-card", info=_which(t, card))

    def count_event(self, t, banker_card, punters_card) -> Event:
        """What counting the turned cards tells: the ranks left and the bank's exact chance."""
        stock = rank_counts(t.stock)
        b, p = stock.get(banker_card.rank, 0), stock.get(punters_card.rank, 0)
        chance = after_two_cards(stock, banker_card.rank, punters_card.rank, self.packs()).bank_wins
        if b + p:
            left = "the 1 card left holds" if len(t.stock) == 1 else f"the {len(t.stock)} cards left hold"
            held = f"{left} {_cards(b)} of the banker's rank and {p} of the punters', so"
        else:
            held = "neither rank is left in the stock, so the turned cards, reshuffled when it runs out, will decide:"
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
                t.pay(bet_account(seat), seat, bet, "a winning bet comes back")
                t.pay(BANK, seat, bet, "the bank pays the bet")
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
            t.pay(bet_account(seat), BANK, taken, "the bank takes the bet")
            t.pay(bet_account(seat), seat, bet - taken, "the half the jumelle leaves comes back")
            total += taken
        t.extra["won"] = total
        if outcome == "bank":
            last = t.zones[MIDDLE].cards[-1]
            yield Event(
                "bank-wins", banker, seats=seats, cards=(str(last),), amount=total, info=_which(t, last)
            )
        else:
            card = str(t.zones[PUNTERS_CARD].cards[-1])
            took = f" ({chips(total)})" if total else ", and every bet is a single chip, so it takes nothing"
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
    """``second `` when a card of the same rank and suit already lies on the table this round
    (several packs), so the words never read as the same line twice."""
    same = sum(str(c) == str(card) for zone in ROUND_ZONES for c in t.zones[zone].cards)
    return (("which", f"{ORDINALS[same]} " if same > 1 else ""),)


def _verdict(chance) -> str:
    if chance == 0:
        return "the bank cannot win this round"
    if chance == 1:
        return "the bank is sure to win this round"
    times = "time" if chance.numerator == 1 else "times"
    return f"the bank wins this round {chance.numerator} {times} in {chance.denominator}"


def _cards(n: int) -> str:
    return "no card" if n == 0 else "1 card" if n == 1 else f"{n} cards"
