"""The ``pagat`` variant's flow of play: a match of turns with the bank, and one deal.

One deal: the banker posts a bank (5 to 50 chips, in fives); the other seats stake in turn
from the banker's right (pass, stake, or cover the whole bank); a fresh pack is shuffled
and two cards turn, the banker's card and the players' card. A pair gives the bank every
stake; otherwise cards turn until one matches either rank, and the first match decides.
A match is laps of turns with the bank; a turn lasts until its banker loses or passes, and
a seat with under 5 chips has its turn skipped (it still counts).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import TypeVar, cast

from ... import grammar
from ...cards import Card
from ...decisions import Action, Choice, Decision
from ...errors import InvalidSpec
from ...events import Event
from ...language import ByLanguage
from ...ledger import name_accounts, seat_ref
from ...narrate import chips as chips_words
from ...narrate import join
from ...seats import rightward
from ...table import Table
from ...variants import OddsRow, Variant, register
from .computer import computer as computer_player
from .odds import odds_rows
from .options import BANK_HIGH, BANK_LOW, BANK_STEP, MIN_STAKE, OPTIONS_TOLD, RULINGS_TOLD
from .phrases import (
    ACCOUNTS,
    PHRASES,
    RUNS,
    WORDS,
    bank_prompt,
    cover_refused,
    keep_prompt,
    paid_words,
    stake_prompt,
    taken_words,
    word,
)

BANK = "Bank"
name_accounts(ACCOUNTS)

T = TypeVar("T")
# A flow yields events and decisions; each decision is answered by the action sent back.
Flow = Generator[Event | Decision, Action, T]


def stake_account(seat: int) -> str:
    """The account holding ``seat``'s stake (keyed by seat, shown with its name)."""
    return f"{seat_ref(seat)}'s stake"


def amount_of(action: Action) -> int:
    """The amount of a verified action that takes one."""
    if action.amount is None:
        raise ValueError(f"'{action.kind}' was verified without an amount")
    return action.amount


@register
class Pagat(Variant):
    NAME = "pagat"
    TITLE = ByLanguage(en=WORDS.tables["en"]["title"], fr=WORDS.tables["fr"]["title"])
    SOURCE = "pagat-online-table"
    START_CHIPS = 100
    OPTIONS = OPTIONS_TOLD
    RULINGS = RULINGS_TOLD
    PHRASES = PHRASES
    RUNS = RUNS

    # ----- layout
    def setup(self, table: Table) -> None:
        table.zone("banker-card", word("zone.banker-card"), "left")
        table.zone("turned", word("zone.turned"), "middle")
        table.zone("players-card", word("zone.players-card"), "right")
        table.open_account(BANK, table.banker)
        for seat in range(table.count):
            table.open_account(stake_account(seat), seat)

    def flow(self, table: Table, scope: str) -> Flow[None]:
        if scope == "deal":
            banker = yield from self.single_deal_banker(table)
            outcome = yield from self.deal(table, banker)
            if outcome in ("pair", "bank"):
                yield from self.return_bank(table, banker)
        else:
            yield from self.match(table)

    # ----- who holds the bank
    def single_deal_banker(self, t: Table) -> Flow[int]:
        """The banker of a single deal: the spec's banker, or the next seat that holds 5 chips.

        The source skips the turn of a seat with under 5 chips; a single deal does the same, and
        says who was passed over and why. Raises :class:`InvalidSpec` when no seat can bank.
        """
        order = [(t.banker + k) % t.count for k in range(t.count)]
        able = [seat for seat in order if t.chips(seat) >= BANK_LOW]
        if not able:
            raise InvalidSpec(word("refused.no-bank"))
        for seat in order[: order.index(able[0])]:
            self.set_banker(t, seat)
            t.notes[seat] = word("note.skip", chips=chips_words(t.chips(seat)))
            following = t.names[(seat + 1) % t.count]
            yield Event(
                "skip", seat, amount=t.chips(seat), info=(("then", word("skip.then", name=following)),)
            )
        return able[0]

    def match(self, t: Table) -> Flow[None]:
        """Laps of turns with the bank, until the last turn or until one seat holds every chip."""
        n = t.count
        turns = cast(int, self.options["laps"]) * n
        first = t.banker
        reason = word("end.last")
        for k in range(turns):
            if self.alone(t):
                holders = [i for i in range(n) if t.chips(i)]  # none when the match began with no chips
                reason = word("end.one", name=t.names[holders[0]]) if holders else word("end.none")
                break
            seat = (first + k) % n
            self.set_banker(t, seat)
            if t.chips(seat) < BANK_LOW:
                t.notes[seat] = word("note.skip-turn", chips=chips_words(t.chips(seat)))
                then = word("skip.turn", whose=grammar.possessive(t.names[seat]), turn=k + 1, turns=turns)
                yield Event("skip", seat, amount=t.chips(seat), info=(("then", then),))
                continue
            yield Event("turn-start", seat, info=(("turn", k + 1), ("turns", turns)))
            yield from self.turn(t, seat)
        yield self.match_end(t, reason)

    def alone(self, t: Table) -> bool:
        """Whether at most one seat has chips (the bank counts as its banker's)."""
        return sum(1 for i in range(t.count) if t.chips(i) + t.balance(BANK) * (i == t.banker) > 0) <= 1

    def match_end(self, t: Table, reason: str) -> Event:
        """Most chips wins; a tie for most is a shared win."""
        chips = [t.chips(i) for i in range(t.count)]
        best = max(chips)
        winners = [i for i, c in enumerate(chips) if c == best]
        names = [t.names[i] for i in winners]
        if len(winners) == 1:
            result = word("result.one", name=names[0], chips=chips_words(best))
        else:
            result = word("result.shared", names=join(names), chips=chips_words(best))
        return Event(
            "match-end", seats=tuple(winners), amount=best, info=(("reason", reason), ("result", result))
        )

    def turn(self, t: Table, seat: int) -> Flow[None]:
        """A turn with the bank: deals until the banker loses or passes (a void deal ends it too)."""
        kept = False
        while True:
            outcome = yield from self.deal(t, seat, kept=kept, in_match=True)
            if outcome in ("void", "players"):
                return
            if self.alone(t):
                yield from self.return_bank(t, seat, word("returned.alone"))
                return
            action = yield self.keep_decision(t, seat, outcome)
            won = t.balance(BANK) - t.extra["bank_posted"]
            if action.kind == "keep":
                with_ = word("keep.with", won=chips_words(won)) if won else word("keep.plain")
                yield Event("keep", seat, amount=t.balance(BANK), term="bank", info=(("with", with_),))
            elif action.kind == "pocket":
                t.pay(BANK, seat, won, word("reason.pocketed"))
                yield Event(
                    "pocket", seat, amount=t.balance(BANK), term="bank", info=(("won", chips_words(won)),)
                )
            else:
                amount = t.balance(BANK)
                t.pay(BANK, seat, amount, word("reason.bank-back"))
                yield Event("pass-bank", seat, amount=amount)
                return
            kept = True

    def keep_decision(self, t: Table, seat: int, outcome: str) -> Decision:
        """Keep (winnings in), pocket the winnings (after a pair only), or pass the bank on."""
        bank = t.balance(BANK)
        won = bank - t.extra["bank_posted"]
        choices = [Choice("keep")]
        unavailable = []
        pocket = outcome == "pair" and won > 0
        if pocket:
            choices.append(Choice("pocket"))
        elif outcome == "pair":
            unavailable.append(("pocket", word("why.pocket-nothing")))
        else:
            unavailable.append(("pocket", word("why.pocket-banker")))
        choices.append(Choice("pass"))
        prompt = keep_prompt(t.names[seat], bank, won, pocket)
        return Decision(seat, "keep", prompt, tuple(choices), tuple(unavailable))

    def return_bank(self, t: Table, seat: int, then: str = "") -> Flow[None]:
        """The bank's chips go back to its banker; ``then`` ends the sentence that says so."""
        amount = t.balance(BANK)
        t.pay(BANK, seat, amount, word("reason.bank-back"))
        yield Event("bank-returned", seat, amount=amount, info=(("then", then),))

    def set_banker(self, t: Table, seat: int) -> None:
        t.banker = seat
        t.stake_owner[BANK] = seat
        t.notes.clear()

    # ----- one deal
    def deal(self, t: Table, banker: int, kept: bool = False, in_match: bool = False) -> Flow[str]:
        """Bank, staking, cards, settlement. Returns ``void``, ``pair``, ``bank`` or ``players``."""
        self.set_banker(t, banker)
        t.extra.pop("outcome", None)
        t.fresh_stock()
        packs = word(f"packs.{self.packs()}")
        yield Event("shuffle", info=(("packs", packs),))
        if not kept:
            action = yield self.bank_decision(t, banker)
            t.pay(banker, BANK, amount_of(action), word("reason.bank"))
            yield Event("bank", banker, amount=amount_of(action), term="bank")
        t.extra["bank_posted"] = t.balance(BANK)
        stakers = yield from self.staking(t, banker)
        if not stakers:
            t.extra["outcome"] = "void"
            yield Event("void", banker, term="void deal")
            yield from self.return_bank(t, banker, word("returned.moves" if in_match else "returned.none"))
            return "void"
        outcome = yield from self.cards(t)
        yield from self.settle(t, banker, stakers, outcome)
        if outcome == "players":
            amount = t.balance(BANK)
            t.pay(BANK, banker, amount, word("reason.lost-rest"))
            key = "rest.none" if not amount else "rest.one" if amount == 1 else "rest.many"
            rest = word(key, chips=chips_words(amount))
            yield Event("bank-lost", banker, amount=amount, info=(("rest", rest),))
        return outcome

    def bank_decision(self, t: Table, banker: int) -> Decision:
        chips = t.chips(banker)
        high = min(BANK_HIGH, chips - chips % BANK_STEP)
        prompt = bank_prompt(t.names[banker], chips, high, BANK_LOW, BANK_STEP)
        return Decision(banker, "bank", prompt, (Choice("bank", BANK_LOW, high, BANK_STEP),))

    def staking(self, t: Table, banker: int) -> Flow[list[int]]:
        """Seats stake in turn from the banker's right; returns the seats that staked."""
        bank = t.balance(BANK)
        stakes: dict[int, int] = {}
        order = rightward(banker, t.count)
        for index, seat in enumerate(order):
            open_ = bank - sum(stakes.values())
            if open_ == 0:
                later = [s for s in order[index:] if t.chips(s) > 0]
                for s in later:
                    t.notes[s] = word("note.full")
                if later:
                    yield Event("bank-full", banker, seats=tuple(later))
                break
            chips = t.chips(seat)
            if chips == 0:
                t.notes[seat] = word("note.no-chips")
                continue
            action = yield self.stake_decision(t, seat, bank, open_)
            if action.kind == "pass":
                yield Event("pass", seat)
            elif action.kind == "stake":
                amount = amount_of(action)
                t.pay(seat, stake_account(seat), amount, word("reason.stake"))
                stakes[seat] = amount
                left = bank - sum(stakes.values())
                key = "open.full" if not left else "open.one" if left == 1 else "open.many"
                open_words = word(key, chips=chips_words(left))
                yield Event("stake", seat, amount=amount, info=(("open", open_words),))
            else:
                yield self.cover(t, banker, seat, bank, stakes)
                break
        return sorted(stakes, key=lambda s: (s - banker) % t.count)

    def cover(self, t: Table, banker: int, seat: int, bank: int, stakes: dict[int, int]) -> Event:
        """``seat`` covers the whole bank: every other stake goes back, and the staking ends."""
        returned = [(other, stakes.pop(other)) for other in list(stakes)]
        for other, amount in returned:
            t.pay(stake_account(other), other, amount, word("reason.sent-back"))
        t.pay(seat, stake_account(seat), bank, word("reason.cover"))
        stakes[seat] = bank
        for other in rightward(banker, t.count):
            if other != seat:
                t.notes[other] = word("note.covered", name=t.names[seat])
        back = word("back.none")
        if returned:
            listed = join(
                [
                    word("back.stake", whose=grammar.possessive(t.names[o]), chips=chips_words(a))
                    for o, a in returned
                ]
            )
            back = word("back.one" if len(returned) == 1 else "back.many", listed=listed)
        return Event("cover", seat, amount=bank, term="cover", info=(("back", back),))

    def stake_decision(self, t: Table, seat: int, bank: int, open_: int) -> Decision:
        """Pass, stake from the least to the most allowed, or cover when the seat holds the whole bank."""
        chips = t.chips(seat)
        low = min(MIN_STAKE, open_, chips)
        high = min(open_, chips)
        choices = [Choice("pass"), Choice("stake", low, high)]
        unavailable = []
        can_cover = chips >= bank
        if can_cover:
            choices.append(Choice("cover"))
        else:
            unavailable.append(("cover", cover_refused(t.names[seat], bank, chips)))
        prompt = stake_prompt(t.names[seat], bank, open_, low, high, can_cover)
        return Decision(seat, "stake", prompt, tuple(choices), tuple(unavailable))

    def cards(self, t: Table) -> Flow[str]:
        """Turn the banker's card, the players' card, then cards until one matches; returns the outcome."""
        banker_card = t.turn("banker-card")
        yield Event("banker-card", cards=(str(banker_card),))
        players_card = t.turn("players-card")
        yield Event("players-card", cards=(str(players_card),), info=self.again(t, players_card))
        if players_card.rank == banker_card.rank:
            t.zones["players-card"].mark = {"index": 0, "word": word("mark.pair")}
            t.extra["outcome"] = "pair"
            return "pair"
        while True:
            card = t.turn("turned")
            index = len(t.zones["turned"].cards) - 1
            if card.rank == banker_card.rank:
                t.zones["turned"].mark = {"index": index, "word": word("mark.bank")}
                t.extra["outcome"] = "bank"
                return "bank"
            if card.rank == players_card.rank:
                t.zones["turned"].mark = {"index": index, "word": word("mark.players")}
                t.extra["outcome"] = "players"
                return "players"
            yield Event("no-match", cards=(str(card),), info=self.again(t, card))

    def settle(self, t: Table, banker: int, stakers: list[int], outcome: str) -> Flow[None]:
        """Pay the deal: the bank takes the stakes, or pays each staker an equal amount."""
        deciding = self.deciding_card(t, outcome)
        card = str(deciding)
        names = [t.names[seat] for seat in stakers]
        stakes = [t.balance(stake_account(seat)) for seat in stakers]
        if outcome == "players":
            for seat, stake in zip(stakers, stakes, strict=True):
                t.pay(stake_account(seat), seat, stake, word("reason.stake-back"))
                t.pay(BANK, seat, stake, word("reason.pays"))
            paid, back = paid_words(names, stakes)
            yield Event(
                "players-win",
                banker,
                seats=tuple(stakers),
                cards=(card,),
                amount=sum(stakes),
                info=(("paid", paid), ("back", back), *self.again(t, deciding)),
            )
            return
        half = outcome == "pair" and self.options["pair_rule"] == "half"
        taken = [stake // 2 if half else stake for stake in stakes]
        for seat, stake, take in zip(stakers, stakes, taken, strict=True):
            t.pay(stake_account(seat), BANK, take, word("reason.takes"))
            t.pay(stake_account(seat), seat, stake - take, word("reason.half-back"))
        words = taken_words(names, taken, stakes if half else None)
        kind = {"pair": "pair-half" if half else "pair", "bank": "bank-wins"}[outcome]
        term = "pair" if outcome == "pair" else None
        yield Event(
            kind,
            banker,
            seats=tuple(stakers),
            cards=(card,),
            amount=sum(taken),
            term=term,
            info=(("taken", words), *self.again(t, deciding)),
        )

    @staticmethod
    def again(t: Table, card: Card) -> tuple[tuple[str, object], ...]:
        """The card in words as ``{turned}``: "second queen of hearts (QH)" for a card whose twin from
        another pack already turned in this deal, "third" after two, so the same card named twice never
        reads as a slip."""
        turned = t.zones["banker-card"].cards + t.zones["players-card"].cards + t.zones["turned"].cards
        return (("turned", grammar.card_words(card.rank, card.suit, str(card), turned.count(card))),)

    @staticmethod
    def deciding_card(t: Table, outcome: str) -> Card:
        zone = t.zones["players-card" if outcome == "pair" else "turned"]
        return zone.cards[-1]

    # ----- computer players and exact odds
    def computer(self, decision: Decision, table: Table, rng: random.Random) -> Action:
        posted = table.extra.get("bank_posted", 0)
        return computer_player(decision, table, rng, table.balance(BANK), posted)

    def odds(self) -> list[OddsRow]:
        """The exact figures for these options, then the bank's gain for 1-6 packs under both pair rules."""
        return odds_rows(self.packs(), str(self.options["pair_rule"]))
