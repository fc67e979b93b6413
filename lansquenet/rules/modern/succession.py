"""Who holds the bank, round after round: keeping, the refait, passing and buying (section 4).

- A banker who loses gives up the bank; the seat on his right takes it by right and sets his
  own stake.
- A banker who wins with a middle card keeps the bank with his winnings in it (the stake
  doubles) or passes it; after a doublet he may also keep it with a refait, pocketing the
  winnings so the stake stays as it was.
- A passed bank is offered in turn, first to the seat on the passer's right and then round the
  table (option ``buying_order``); the price is what the passer would have had to stake, and
  after a doublet also the lower refait level, which binds the buyer to pass after one round.
  A full-level offer is preferred to a refait-level one.
- A bought bank that loses, a refait-level buyer's forced pass, an unsold bank and a bank
  passed after three purchases in a row all go to the rightful successor: the seat on the right
  of the last banker who held the bank by right (not by purchase), who sets his stake. The
  banker who is leaving is passed over even when he stands first in that line (a buyer who lost
  takes it back by right only under ``rightful_buyer = banks-again``), and the words say so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import chips, join
from ...seats import leftward, rightward
from .accounts import BANK
from .pack import restock
from .parts import Parts

PURCHASE_LIMIT = 3
# Why a buyer who stands first in the bank's line by right is passed over, by how he leaves it.
PASSED_OVER = {
    "lost": "bought the bank and lost it",
    "withdrew": "bought the bank and withdrew",
    "forced": "bought the bank at the refait level and had to pass it after one round",
    "passed": "is the one passing the bank",
}
ORDINALS = {1: "first", 2: "second", 3: "third"}


@dataclass
class Title:
    """How the current banker holds the bank."""

    by_right: int  # the last banker who took the bank by right, not by purchase
    purchases: int = 0  # purchases in a row since the bank last went by right
    refait_level: bool = False  # bought at the refait level: must pass after one round

    def by_right_to(self, seat: int) -> None:
        """The bank has gone to ``seat`` by right: the count of purchases starts again."""
        self.by_right, self.purchases, self.refait_level = seat, 0, False


class Succession(Parts):
    """The session of rounds and the bank's movement between them; mixed into the variant."""

    def session(self, t, rounds: int, match: bool):
        """Deal ``rounds`` rounds (one for the ``deal`` scope), moving the bank between them."""
        title = Title(t.banker)
        fresh = True
        announced = False  # once a step has said who takes the bank, the stake does not say it again
        played = 0
        while played < rounds and self.can_play(t):
            banker = t.banker
            if fresh and t.chips(banker) == 0:
                t.notes[banker] = "Holds no chips, so the bank passes by."
                yield Event("skip", banker)
                if not (yield from self.hand_on(t, title, banker, "broke")):
                    break
                announced = True
                continue
            played += 1
            t.extra["round"] = played
            if match:
                yield Event("round", banker, info=(("round", played), ("rounds", rounds)), term="round")
            if not t.stock:  # used up at the end of the last round: every card is with the turned ones
                yield from restock(t, banker, self.seated(t), mid_round=False)
            if fresh:
                yield from self.announce_stake(t, banker, announced)
            outcome = yield from self.play_round(t, banker)
            last = played == rounds or not self.can_play(t)
            if outcome in ("punters", "withdrawn") or title.refait_level:
                how = "forced" if title.refait_level else "withdrew" if outcome == "withdrawn" else "lost"
                if title.refait_level and t.balance(BANK):
                    yield from self.give_back(t, banker, "forced-pass")
                if last or not (yield from self.hand_on(t, title, banker, how)):
                    break
                fresh = announced = True
                continue
            if last:
                break
            fresh = yield from self.after_win(t, banker, title, outcome)
            if fresh is None:
                break
            announced = True
        if played == 0:
            t.extra["outcome"] = "no-play"
            yield Event("no-play", info=(("why", "fewer than two players hold chips"),))
        if t.balance(BANK):
            yield from self.give_back(t, t.banker, "bank-back")
        if match:
            yield self.session_end(t, played)

    def can_play(self, t) -> bool:
        """At least two seated players hold something: chips, or the bank itself."""
        holding = [s for s in self.seated(t) if t.chips(s) + (t.balance(BANK) if s == t.banker else 0) > 0]
        return len(holding) >= 2

    def set_banker(self, t, seat: int) -> None:
        t.banker = seat
        t.stake_owner[BANK] = seat
        t.notes.clear()

    def give_back(self, t, banker, kind):
        amount = t.balance(BANK)
        t.pay(BANK, banker, amount, "the bank goes back to its banker")
        yield Event(kind, banker, amount=amount)

    def rightful_line(self, t, title) -> list[int]:
        """The seats in the order the bank goes to them by right: from the right of the last
        banker who held it by right, round to that banker himself."""
        start = title.by_right
        return [s for s in [*rightward(start, t.count), start] if s in self.seated(t)]

    def hand_on(self, t, title, leaving, how):
        """Give the bank by right to the rightful successor; returns False if nobody can take it.

        ``how`` the banker leaves: ``lost`` or ``withdrew`` (a round not won), ``forced`` (a
        refait-level buyer after his one round), ``passed`` (a passed bank nobody may or will
        buy), ``broke`` (no chips to stake). The leaving banker is passed over, and the words say
        so when he stood first in line; under ``rightful_buyer = banks-again`` a buyer who lost
        or withdrew and stands first in line takes the bank back by right instead.
        """
        bought = leaving != title.by_right
        again = bought and how in ("lost", "withdrew") and self.options["rightful_buyer"] == "banks-again"
        passed_over = False
        skipped = False
        for seat in self.rightful_line(t, title):
            if seat == leaving and not again:
                passed_over = True
                continue
            if t.chips(seat) == 0:
                t.notes[seat] = "Holds no chips, so the bank passes by."
                yield Event("skip", seat)
                skipped = True
                continue
            why = self.succession_words(t, title, leaving, seat, how, bought and passed_over, skipped)
            self.set_banker(t, seat)
            title.by_right_to(seat)
            t.extra["purchases"] = 0
            yield Event("succession", seat, seats=(leaving,), info=(("why", why),))
            return True
        return False

    def succession_words(self, t, title, leaving, seat, how, passed_over, skipped) -> str:
        """Why ``seat`` takes the bank by right: whose right, and who was passed over and why."""
        names = t.names
        line = f"{names[title.by_right]}'s right"
        first = f"the first seat on {line} that holds chips" if skipped else f"next on {line}"
        if leaving == title.by_right:
            return first
        # each seat is named once a sentence: whose right the bank goes from is a sentence of its own
        last = f"{names[title.by_right]} was the last to hold it by right"
        if not passed_over and seat != leaving:
            return f"the rightful successor, {first}. {last}, and {names[leaving]} had bought it"
        after = f"next in line after {names[title.by_right]}"
        if seat == leaving:
            return f"the rightful successor, {after}, who {PASSED_OVER[how]} but takes it back, now by right. {last}"
        return f"the rightful successor: {names[leaving]}, {after}, {PASSED_OVER[how]}, so is passed over. {last}"

    # ----- after a win: keep, refait or pass
    def after_win(self, t, banker, title, outcome):
        """The winning banker's choice; returns whether the next banker sets a fresh stake
        (None when nobody can take the bank)."""
        bank = t.balance(BANK)
        won = t.extra.get("won", 0)
        stake = bank - won
        doublet = outcome in ("doublet", "jumelle")
        action = yield self.keep_decision(t, banker, bank, stake, doublet, won)
        if action.kind == "keep":
            if won:
                how = f" with the winnings in it: the stake of {stake} becomes {chips(bank)}"
            else:
                how = f": it won nothing, so the stake stays {chips(bank)}"
            yield Event(
                "keep", banker, amount=bank, info=(("stake", stake), ("how", how)), term="keeping-the-bank"
            )
            return False
        if action.kind == "refait":
            t.pay(BANK, banker, won, "a refait: the winnings pocketed")
            yield Event("refait", banker, amount=stake, info=(("won", chips(won)),), term="refait")
            return False
        t.pay(BANK, banker, bank, "a passed bank goes back to its banker")
        yield Event("pass-bank", banker, amount=bank, term="passing-the-bank")
        if title.purchases >= PURCHASE_LIMIT:
            yield Event("purchase-limit", banker, amount=title.purchases)
            return True if (yield from self.hand_on(t, title, banker, "passed")) else None
        refait_price = stake if doublet and won > 0 else None
        buyer, price, outbid = yield from self.auction(t, banker, bank, refait_price)
        if buyer is None:
            return True if (yield from self.hand_on(t, title, banker, "passed")) else None
        t.pay(buyer, BANK, price, "buying the bank")
        self.set_banker(t, buyer)
        title.purchases += 1
        title.refait_level = price != bank
        t.extra["purchases"] = title.purchases
        kind = "buy-refait" if title.refait_level else "buy"
        yield Event(
            kind,
            buyer,
            seats=(banker,),
            amount=price,
            info=(
                ("nth", ORDINALS.get(title.purchases, str(title.purchases))),
                (
                    "outbid",
                    "" if outbid is None else f", outbidding {t.names[outbid]}'s offer at the refait level",
                ),
            ),
            term="buying-the-bank",
        )
        return False

    def keep_decision(self, t, banker, bank, stake, doublet, won) -> Decision:
        """Keep, refait (after a doublet that won something) or pass; a jumelle of single-chip bets
        wins nothing, so there is nothing to pocket and keeping leaves the stake as it was."""
        name = t.names[banker]
        choices = [Choice("keep")]
        unavailable = []
        if doublet and won:
            choices.append(Choice("refait"))
            prompt = (
                f"{name}: keep the bank at {bank} (your stake and your winnings), keep it with a refait at {stake} "
                f"(pocketing the {won} won), or pass it?"
            )
        elif not won:
            unavailable.append(("refait", "the jumelle took nothing, so there are no winnings to pocket."))
            prompt = f"{name}: keep the bank at its stake of {bank}, or pass it?"
        else:
            unavailable.append(("refait", "a refait follows only a doublet."))
            prompt = f"{name}: keep the bank, staking {bank} (your stake and your winnings), or pass it?"
        choices.append(Choice("pass"))
        return Decision(banker, "keep", prompt, tuple(choices), tuple(unavailable))

    # ----- buying the bank
    def buying_order(self, t, banker) -> list[int]:
        """The seat on the passer's right first; then clockwise from his left (the source's
        words), or on round to the right (``buying_order = rightward``)."""
        seated = self.seated(t)
        right = [s for s in rightward(banker, t.count) if s in seated]
        if self.options["buying_order"] == "rightward":
            return right
        return right[:1] + [s for s in leftward(banker, t.count) if s in seated and s != right[0]]

    def auction(self, t, banker, full, refait):
        """Offer the bank round the table; returns (buyer, price, the refait offer a full-level
        buyer outbids, if any) or (None, None, None).

        A full-level offer takes the bank at once; a refait-level offer stands while the others
        are asked whether they will pay the full level. The seats that pass are told in one line,
        not one line each: before the next offer, or in the line that says nobody buys.
        """
        standing = None
        passed: list[int] = []
        order = self.buying_order(t, banker)
        for index, seat in enumerate(order):
            held = t.chips(seat)
            can_full = held >= full
            can_refait = refait is not None and standing is None and held >= refait
            if not (can_full or can_refait):
                cheapest = refait if refait is not None and standing is None else full
                t.notes[seat] = f"Holds {chips(held)}; buying the bank takes {chips(cheapest)}."
                continue
            action = yield self.buy_decision(t, seat, full, refait, can_full, can_refait, standing)
            if action.kind == "pass":
                passed.append(seat)
                continue
            yield from self.no_buys(passed)
            passed = []
            if action.amount == full:
                return seat, full, standing
            standing = seat
            rest = "; the others may still outbid it at the full level" if index < len(order) - 1 else ""
            yield Event("offer-refait", seat, amount=refait, term="refait", info=(("rest", rest),))
        if standing is not None:
            yield from self.no_buys(passed)
            return standing, refait, None
        verb = "passes" if len(passed) == 1 else "both pass" if len(passed) == 2 else "all pass"
        who = f": {join([t.names[s] for s in passed])} {verb}" if passed else ""
        yield Event("unsold", banker, seats=tuple(passed), info=(("passes", who),))
        return None, None, None

    def no_buys(self, passed: list[int]):
        """The seats that passed since the last offer, in one line."""
        if passed:
            yield Event("no-buy", seats=tuple(passed), info=(("verb", "do" if len(passed) > 1 else "does"),))

    def buy_decision(self, t, seat, full, refait, can_full, can_refait, standing) -> Decision:
        low = refait if can_refait else full
        high = full if can_full else refait
        name = t.names[seat]
        levels = []
        if can_full:
            levels.append(f"{full} (the full level)")
        if can_refait:
            levels.append(f"{refait} (the refait level: you pass after one round)")
        prompt = f"{name}: buy the bank for {' or '.join(levels)}, or pass?"
        if standing is not None:
            prompt += f" {t.names[standing]} has offered the refait level; only the full level outbids it."
        elif not can_full:
            prompt += f" The full level, {full}, is more than your {chips(t.chips(seat))}."
        return Decision(seat, "buy", prompt, (Choice("buy", low, high, max(1, high - low)), Choice("pass")))

    def session_end(self, t, played) -> Event:
        held = [t.chips(i) for i in range(t.count)]
        best = max(held)
        winners = tuple(i for i, c in enumerate(held) if c == best)
        names = [t.names[i] for i in winners]
        if len(names) == 1:
            result = f"{names[0]} finishes with the most chips, {best}."
        else:
            result = f"{', '.join(names[:-1])} and {names[-1]} finish level with {chips(best)} each."
        return Event(
            "session-end",
            seats=winners,
            amount=best,
            info=(("played", "1 round" if played == 1 else f"{played} rounds"), ("result", result)),
        )
