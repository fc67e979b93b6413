"""The ``pagat`` variant: John McLeod's Pagat rules as an online table deals them.

Source: ``pagat-online-table`` (the table's page). Its sections are cited by their
headings: "A deal", "Keeping the bank", "It is pure luck", "Skin, Zecchinetta",
"What the table does".

One deal: the banker posts a bank (5 to 50 chips, in fives); the other seats stake in turn
from the banker's right (pass, stake, or cover the whole bank); a fresh pack is shuffled
and two cards turn, the banker's card and the players' card. A pair gives the bank every
stake; otherwise cards turn until one matches either rank, and the first match decides.
A match is laps of turns with the bank; a turn lasts until its banker loses or passes.
"""

from __future__ import annotations

import random
from typing import ClassVar

from ..decisions import Action, Choice, Decision
from ..events import Event
from ..ledger import seat_ref
from ..narrate import chips as chips_words
from ..odds import first_pair_odds
from ..seats import rightward
from ..variants import OddsRow, Option, Ruling, Variant, register

SRC = "Pagat's rules at an online table"
BANK = "Bank"


def stake_account(seat: int) -> str:
    return f"{seat_ref(seat)}'s stake"


@register
class Pagat(Variant):
    NAME = "pagat"
    TITLE = "Pagat's rules at an online table"
    SOURCE = "pagat-online-table"
    START_CHIPS = 100
    BANK_LOW, BANK_HIGH, BANK_STEP = 5, 50, 5
    MIN_STAKE = 5

    OPTIONS = (
        Option(
            "seats",
            4,
            "Seats at the table.",
            f"{SRC}, 'What the table does': three to six seats, opening on four.",
            low=3,
            high=6,
        ),
        Option(
            "laps",
            2,
            "Laps in a match; a lap gives every seat one turn with the bank.",
            f"{SRC}, 'Keeping the bank': one to four laps, two by default.",
            low=1,
            high=4,
            match_only=True,
        ),
        Option(
            "pair_rule",
            "all",
            "What a pair of first cards gives the bank: every stake (all) or half of each stake (half, the jumelle).",
            f"{SRC}, 'Skin, Zecchinetta': Pagat gives every stake; Wikipedia gives half and calls it jumelle.",
            choices=("all", "half"),
        ),
        Option(
            "packs",
            1,
            "Packs shuffled together for each deal.",
            f"{SRC}, 'Skin, Zecchinetta': one pack fresh for every deal; Pagat's traditional game shuffles about six.",
            low=1,
            high=6,
        ),
    )

    RULINGS = (
        Ruling(
            "Which way does the staking go?",
            'Staking starts with "the one after the banker".',
            "Seats are numbered counter-clockwise; staking runs from the seat after the banker (seat + 1) round to the seat before.",
            "Clockwise staking; it changes nobody's odds.",
        ),
        Ruling(
            "May a kept bank grow past 50 chips?",
            'A bank is posted "in fives from five chips up to fifty"; a kept bank takes its winnings in, and "a grown bank never exceeds what the banker holds".',
            "The 5-50 limit is for posting a bank; a kept bank grows past 50 with its winnings. Since the bank is the banker's own chips, it can never exceed what he holds.",
            "Cap a kept bank at 50 and return the rest to the banker.",
        ),
        Ruling(
            "How is a bank posted when its banker holds fewer than 50 chips?",
            '"Never more than they hold".',
            "The highest bank on offer is the banker's chips rounded down to a multiple of five.",
            "Let the banker post every chip he holds, even an odd number.",
        ),
        Ruling(
            "What may a seat stake when its chips run short?",
            'Stake "from five chips (fewer only when the bank or their chips run short) up to what is still open".',
            "The least stake is 5, or what is still open, or the seat's chips, whichever is smallest; the most is what is open or the seat's chips.",
            "Bar seats with under 5 chips from staking.",
        ),
        Ruling(
            "Who may cover the bank?",
            'A seat may "cover the whole bank, which sends every other stake back and ends the staking".',
            "A seat whose chips reach the whole bank may cover it on its turn, even after others staked; their stakes go back to them.",
            "Cover only what is still open.",
        ),
        Ruling(
            "How is half a stake taken under the jumelle (pair_rule = half)?",
            "Wikipedia gives the bank half the stakes on a pair.",
            "The bank takes half of each stake, rounded down to whole chips; the rest goes back to the staker.",
            "Round in the bank's favour.",
            option="pair_rule",
        ),
        Ruling(
            'What is "a slice of their chips" that a computer stakes?',
            'Computers "stake a slice of their chips".',
            "A computer stakes a whole number of chips drawn evenly from 5 % to 15 % of its chips (seeded), kept within the least and the most it may stake; it never passes.",
            "A fixed tenth of its chips.",
        ),
        Ruling(
            "When does a computer keep a bank it won?",
            "The source gives computers no rule for keeping.",
            "A computer keeps a bank while the grown bank is at most a quarter of its holdings; after a pair it pockets the winnings instead when adding them would pass that quarter; otherwise it passes.",
            "Always pass after a win.",
        ),
        Ruling(
            "Is a deck shuffled when a deal is void?",
            '"A fresh pack every deal"; a void deal turns no card.',
            "Every deal begins with a fresh pack, void or not; a void deal turns none of it.",
            "Shuffle only when cards are to turn; no figure changes.",
        ),
    )

    PHRASES: ClassVar[dict[str, str]] = {
        "turn-start": "{who} takes the bank: turn {turn} of {turns}.",
        "skip": "{who} holds {chips}, under the 5 a bank needs, so this turn is skipped (it still counts).",
        "shuffle": "{packs} shuffled for the deal.",
        "bank": "{who} puts up a bank of {chips}.",
        "stake": "{who} stakes {chips}; {open}.",
        "pass": "{who} passes.",
        "cover": "{who} covers the whole bank of {chips}: every other stake goes back and the staking ends.",
        "stake-back": "{who}'s stake of {chips} goes back.",
        "bank-full": "Nothing is left open, so the staking ends.",
        "void": "Nobody stakes: the deal is void, no card turns and the bank moves on.",
        "banker-card": "The {card} turns: the banker's card, on the left.",
        "players-card": "The {card} turns: the players' card, on the right.",
        "pair": "The players' card pairs the banker's card: a pair, and the bank takes every stake ({chips}).",
        "pair-half": "The players' card pairs the banker's card: a pair, and under the jumelle the bank takes half of each stake ({chips}).",
        "no-match": "The {card} matches neither card, so another turns.",
        "bank-wins": "The {card} matches the banker's card first: the bank takes every stake ({chips}).",
        "players-win": "The {card} matches the players' card first: the banker pays each staker as much as the stake ({chips} in all).",
        "keep": "{who} keeps the bank with the winnings in it: the bank is now {chips}.",
        "pocket": "{who} keeps the bank at {chips} and pockets the winnings.",
        "pass-bank": "{who} passes the bank on and takes back {chips}.",
        "bank-lost": "{who} has lost the bank{rest}, and the bank moves on.",
        "bank-returned": "The bank of {chips} goes back to {who}.",
        "match-end": "The match is over. {result}",
    }

    # ----- layout
    def setup(self, table) -> None:
        table.zone("banker-card", "Banker's card", "left")
        table.zone("turned", "Turned cards", "middle")
        table.zone("players-card", "Players' card", "right")
        table.open_account(BANK, table.banker)
        for seat in range(table.count):
            table.open_account(stake_account(seat), seat)

    def flow(self, table, scope: str):
        if scope == "deal":
            outcome = yield from self.deal(table, table.banker)
            if outcome in ("pair", "bank"):
                yield from self.return_bank(table, table.banker, "bank-returned")
        else:
            yield from self.match(table)

    # ----- a match: laps of turns with the bank
    def match(self, t):
        n = t.count
        turns = self.options["laps"] * n
        first = t.banker
        for k in range(turns):
            if self.alone(t):
                break
            seat = (first + k) % n
            self.set_banker(t, seat)
            if t.chips(seat) < self.BANK_LOW:
                t.notes[seat] = f"Holds {t.chips(seat)} chips, under the 5 a bank needs: the turn is skipped."
                yield Event("skip", seat, amount=t.chips(seat))
                continue
            yield Event("turn-start", seat, info=(("turn", k + 1), ("turns", turns)))
            yield from self.turn(t, seat)
        yield self.match_end(t)

    def alone(self, t) -> bool:
        return sum(1 for i in range(t.count) if t.chips(i) + t.balance(BANK) * (i == t.banker) > 0) <= 1

    def match_end(self, t) -> Event:
        chips = [t.chips(i) for i in range(t.count)]
        best = max(chips)
        winners = [i for i, c in enumerate(chips) if c == best]
        names = [t.names[i] for i in winners]
        if len(winners) == 1:
            result = f"{names[0]} wins with {best} chips."
        else:
            result = f"{', '.join(names[:-1])} and {names[-1]} share the win with {best} chips each."
        return Event("match-end", seats=tuple(winners), amount=best, info=(("result", result),))

    def turn(self, t, seat):
        """A turn with the bank: deals until the banker loses or passes."""
        kept = False
        while True:
            outcome = yield from self.deal(t, seat, kept=kept)
            if outcome in ("void", "players"):
                return
            if self.alone(t):
                yield from self.return_bank(t, seat, "bank-returned")
                return
            action = yield self.keep_decision(t, seat, outcome)
            won = t.balance(BANK) - t.extra["bank_posted"]
            if action.kind == "keep":
                yield Event("keep", seat, amount=t.balance(BANK), term="bank")
            elif action.kind == "pocket":
                t.pay(BANK, seat, won, "winnings pocketed")
                yield Event("pocket", seat, amount=t.balance(BANK), term="bank")
            else:
                yield from self.return_bank(t, seat, "pass-bank")
                return
            kept = True

    def keep_decision(self, t, seat, outcome) -> Decision:
        choices = [Choice("keep")]
        unavailable = []
        if outcome == "pair":
            choices.append(Choice("pocket"))
        else:
            unavailable.append(
                ("pocket", "after a win on the banker's card the winnings must go into a kept bank.")
            )
        choices.append(Choice("pass"))
        prompt = f"{t.names[seat]}: keep the bank of {t.balance(BANK)} chips, or pass it on?"
        return Decision(seat, "keep", prompt, tuple(choices), tuple(unavailable))

    def return_bank(self, t, seat, kind):
        amount = t.balance(BANK)
        t.pay(BANK, seat, amount, "the bank goes back to its banker")
        yield Event(kind, seat, amount=amount)

    def set_banker(self, t, seat):
        t.banker = seat
        t.stake_owner[BANK] = seat
        t.notes.clear()

    # ----- one deal
    def deal(self, t, banker, kept: bool = False):
        """Bank, staking, cards, settlement. Returns ``void``, ``pair``, ``bank`` or ``players``."""
        self.set_banker(t, banker)
        t.extra.pop("outcome", None)
        t.fresh_stock()
        packs = "A fresh pack is" if self.packs() == 1 else f"{self.packs()} fresh packs are"
        yield Event("shuffle", info=(("packs", packs),))
        if not kept:
            action = yield self.bank_decision(t, banker)
            t.pay(banker, BANK, action.amount, "the bank")
            yield Event("bank", banker, amount=action.amount, term="bank")
        t.extra["bank_posted"] = t.balance(BANK)
        stakers = yield from self.staking(t, banker)
        if not stakers:
            t.extra["outcome"] = "void"
            yield Event("void", banker, term="void deal")
            yield from self.return_bank(t, banker, "bank-returned")
            return "void"
        outcome = yield from self.cards(t)
        yield from self.settle(t, banker, stakers, outcome)
        if outcome == "players":
            amount = t.balance(BANK)
            t.pay(BANK, banker, amount, "what is left of a lost bank goes back")
            rest = f"; the {amount} chips left in it go back" if amount else ""
            yield Event("bank-lost", banker, amount=amount, info=(("rest", rest),))
        return outcome

    def bank_decision(self, t, banker) -> Decision:
        chips = t.chips(banker)
        high = min(self.BANK_HIGH, chips - chips % self.BANK_STEP)
        prompt = f"{t.names[banker]}: how big a bank (5 to {high} chips, in fives)?"
        return Decision(banker, "bank", prompt, (Choice("bank", self.BANK_LOW, high, self.BANK_STEP),))

    def staking(self, t, banker):
        """Seats stake in turn from the banker's right; returns the seats that staked."""
        bank = t.balance(BANK)
        stakes: dict[int, int] = {}
        for seat in rightward(banker, t.count):
            open_ = bank - sum(stakes.values())
            if open_ == 0:
                for later in rightward(banker, t.count):
                    if later not in stakes and later != banker:
                        t.notes.setdefault(later, "The bank is full: nothing is left open to stake.")
                yield Event("bank-full", banker)
                break
            chips = t.chips(seat)
            if chips == 0:
                t.notes[seat] = "Holds no chips, so has nothing to stake."
                continue
            action = yield self.stake_decision(t, seat, bank, open_)
            if action.kind == "pass":
                yield Event("pass", seat)
            elif action.kind == "stake":
                t.pay(seat, stake_account(seat), action.amount, "a stake")
                stakes[seat] = action.amount
                left = bank - sum(stakes.values())
                open_words = f"{chips_words(left)} still open in the bank" if left else "that fills the bank"
                yield Event("stake", seat, amount=action.amount, info=(("open", open_words),))
            else:
                for other in list(stakes):
                    t.pay(
                        stake_account(other),
                        other,
                        stakes.pop(other),
                        "a stake sent back by a cover",
                    )
                t.pay(seat, stake_account(seat), bank, "covering the bank")
                stakes[seat] = bank
                for other in rightward(banker, t.count):
                    if other != seat:
                        t.notes[other] = f"{t.names[seat]} covered the whole bank, so the staking is over."
                yield Event("cover", seat, amount=bank, term="cover")
                break
        return sorted(stakes, key=lambda s: (s - banker) % t.count)

    def stake_decision(self, t, seat, bank, open_) -> Decision:
        chips = t.chips(seat)
        low = min(self.MIN_STAKE, open_, chips)
        high = min(open_, chips)
        choices = [Choice("pass"), Choice("stake", low, high)]
        unavailable = []
        if chips >= bank:
            choices.append(Choice("cover"))
        else:
            unavailable.append(
                ("cover", f"covering takes the whole bank of {bank} chips and {t.names[seat]} holds {chips}.")
            )
        prompt = f"{t.names[seat]}: pass, stake {low} to {high} chips, or cover the bank of {bank}?"
        return Decision(seat, "stake", prompt, tuple(choices), tuple(unavailable))

    def cards(self, t):
        """Turn the banker's card, the players' card, then cards until one matches; returns the outcome."""
        banker_card = t.turn("banker-card")
        yield Event("banker-card", cards=(str(banker_card),))
        players_card = t.turn("players-card")
        yield Event("players-card", cards=(str(players_card),))
        if players_card.rank == banker_card.rank:
            t.zones["players-card"].mark = {"index": 0, "word": "Pair"}
            t.extra["outcome"] = "pair"
            return "pair"
        while True:
            card = t.turn("turned")
            index = len(t.zones["turned"].cards) - 1
            if card.rank == banker_card.rank:
                t.zones["turned"].mark = {"index": index, "word": "Bank wins"}
                t.extra["outcome"] = "bank"
                return "bank"
            if card.rank == players_card.rank:
                t.zones["turned"].mark = {"index": index, "word": "Players win"}
                t.extra["outcome"] = "players"
                return "players"
            yield Event("no-match", cards=(str(card),))

    def settle(self, t, banker, stakers, outcome):
        """Pay the deal: the bank takes the stakes, or pays each staker an equal amount."""
        card = str(self.deciding_card(t, outcome))
        total = 0
        if outcome == "players":
            for seat in stakers:
                account = stake_account(seat)
                stake = t.balance(account)
                t.pay(account, seat, stake, "a winning stake comes back")
                t.pay(BANK, seat, stake, "the bank pays the stake")
                total += stake
            yield Event("players-win", banker, seats=tuple(stakers), cards=(card,), amount=total)
            return
        half = outcome == "pair" and self.options["pair_rule"] == "half"
        for seat in stakers:
            account = stake_account(seat)
            stake = t.balance(account)
            taken = stake // 2 if half else stake
            t.pay(account, BANK, taken, "the bank takes the stake")
            t.pay(account, seat, stake - taken, "the untaken half of a stake comes back")
            total += taken
        kind = {"pair": "pair-half" if half else "pair", "bank": "bank-wins"}[outcome]
        yield Event(
            kind,
            banker,
            seats=tuple(stakers),
            cards=(card,),
            amount=total,
            term="pair" if outcome == "pair" else None,
        )

    @staticmethod
    def deciding_card(t, outcome):
        zone = t.zones["players-card" if outcome == "pair" else "turned"]
        return zone.cards[-1]

    # ----- computer players: the source's fixed bankroll rules
    def computer(self, decision: Decision, t, rng: random.Random) -> Action:
        seat = decision.seat
        chips = t.chips(seat)
        if decision.kind == "bank":
            choice = decision.choice("bank")
            amount = round(chips * 0.15 / self.BANK_STEP) * self.BANK_STEP
            return Action("bank", max(choice.low, min(choice.high, amount)))
        if decision.kind == "stake":
            bank = t.balance(BANK)
            if decision.choice("cover") and bank <= chips * 0.15 and rng.random() < 0.2:
                return Action("cover")
            choice = decision.choice("stake")
            amount = round(chips * rng.randint(5, 15) / 100)
            return Action("stake", max(choice.low, min(choice.high, amount)))
        holdings = chips + t.balance(BANK)
        won = t.balance(BANK) - t.extra["bank_posted"]
        if t.balance(BANK) <= holdings / 4:
            return Action("keep")
        if decision.choice("pocket") and t.balance(BANK) - won <= holdings / 4:
            return Action("pocket")
        return Action("pass")

    # ----- exact odds
    def odds(self) -> list[OddsRow]:
        """The exact figures for these options, then the bank's gain for 1-6 packs under both pair rules."""
        packs, rule = self.packs(), self.options["pair_rule"]
        f = first_pair_odds(packs, rule)
        left = 52 * packs - 1  # cards left after the banker's card: the sources' denominator

        def over(value, denominator=left):
            numerator = value * denominator
            return f"{numerator.numerator}/{denominator}" if numerator.denominator == 1 else ""

        rows = [
            OddsRow(
                "Ordered pairs of first cards walked",
                f["pairs"],
                "every banker's card with every players' card",
            ),
            OddsRow(
                "Chance of a pair", f["pair"], "cards of the banker's rank among those left", over(f["pair"])
            ),
            OddsRow(
                "Chance the bank wins the deal",
                f["bank_wins"],
                "a pair, or the banker's rank first",
                over(f["bank_wins"]) or over(f["bank_wins"], 2 * left),
            ),
            OddsRow(
                "Bank's expected gain per chip staked",
                f["edge"],
                "wins minus losses, per chip",
                over(f["edge"]) or over(f["edge"], 2 * left),
            ),
        ]
        for n in range(1, 7):
            for pair_rule in ("all", "half"):
                edge = first_pair_odds(n, pair_rule)["edge"]
                rows.append(
                    OddsRow(
                        f"Bank's gain per chip, {n} pack{'s' if n > 1 else ''}, pair_rule={pair_rule}",
                        edge,
                        "exact, by the same walk",
                        over(edge, 52 * n - 1) or over(edge, 2 * (52 * n - 1)),
                    )
                )
        return rows
