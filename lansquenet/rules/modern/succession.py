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

from ... import grammar
from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import chips, join
from ...seats import leftward, rightward
from .accounts import BANK
from .pack import restock
from .parts import Parts
from .phrases import word

PURCHASE_LIMIT = 3


def nth(n: int) -> str:
    """The purchase's place in a row of purchases, in words: ``first``... ``third``, then the number."""
    return word(f"nth.{n}") if 1 <= n <= PURCHASE_LIMIT else word("nth.more", n=n)


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
                t.notes[banker] = word("note.no-chips-bank")
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
            yield Event("no-play", info=(("why", word("why.no-players")),))
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
        t.pay(BANK, banker, amount, word("reason.bank-back"))
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
                t.notes[seat] = word("note.no-chips-bank")
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
        whose = grammar.possessive(names[title.by_right])
        first = word("right.first" if skipped else "right.next", whose=whose)
        if leaving == title.by_right:
            return first
        # each seat is named once a sentence: whose right the bank goes from is a sentence of its own
        last = word("right.last", name=names[title.by_right])
        if not passed_over and seat != leaving:
            return word("right.bought", first=first, last=last, buyer=names[leaving])
        over = word(f"over.{how}")
        if seat == leaving:
            return word("right.back", name=names[title.by_right], how=over, last=last)
        return word("right.over", leaving=names[leaving], name=names[title.by_right], how=over, last=last)

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
                how = word("keep.won", stake=grammar.amount(stake), chips=chips(bank))
            else:
                how = word("keep.nothing", chips=chips(bank))
            yield Event(
                "keep", banker, amount=bank, info=(("stake", stake), ("how", how)), term="keeping-the-bank"
            )
            return False
        if action.kind == "refait":
            t.pay(BANK, banker, won, word("reason.refait"))
            yield Event("refait", banker, amount=stake, info=(("won", chips(won)),), term="refait")
            return False
        t.pay(BANK, banker, bank, word("reason.passed"))
        yield Event("pass-bank", banker, amount=bank, term="passing-the-bank")
        if title.purchases >= PURCHASE_LIMIT:
            yield Event("purchase-limit", banker, amount=title.purchases)
            return True if (yield from self.hand_on(t, title, banker, "passed")) else None
        refait_price = stake if doublet and won > 0 else None
        buyer, price, outbid = yield from self.auction(t, banker, bank, refait_price)
        if buyer is None:
            return True if (yield from self.hand_on(t, title, banker, "passed")) else None
        t.pay(buyer, BANK, price, word("reason.buying"))
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
                ("nth", nth(title.purchases)),
                (
                    "outbid",
                    word("buy.plain")
                    if outbid is None
                    else word("buy.outbid", whose=grammar.possessive(t.names[outbid])),
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
            prompt = word(
                "prompt.keep.refait",
                name=name,
                bank=grammar.amount(bank),
                stake=grammar.amount(stake),
                won=grammar.amount(won),
            )
        elif not won:
            unavailable.append(("refait", word("why.refait-nothing")))
            prompt = word("prompt.keep.nothing", name=name, bank=grammar.amount(bank))
        else:
            unavailable.append(("refait", word("why.refait-doublet")))
            prompt = word("prompt.keep", name=name, bank=grammar.amount(bank))
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
                t.notes[seat] = word("note.cannot-buy", held=chips(held), price=chips(cheapest))
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
            rest = word("offer.rest" if index < len(order) - 1 else "offer.plain")
            yield Event("offer-refait", seat, amount=refait, term="refait", info=(("rest", rest),))
        if standing is not None:
            yield from self.no_buys(passed)
            return standing, refait, None
        key = ("unsold.none", "unsold.one", "unsold.two")[len(passed)] if len(passed) < 3 else "unsold.all"
        who = word(key, names=join([t.names[s] for s in passed]))
        yield Event("unsold", banker, seats=tuple(passed), info=(("passes", who),))
        return None, None, None

    def no_buys(self, passed: list[int]):
        """The seats that passed since the last offer, in one line."""
        if passed:
            yield Event(
                "no-buy",
                seats=tuple(passed),
                info=(("verb", word("no-buy.many" if len(passed) > 1 else "no-buy.one")),),
            )

    def buy_decision(self, t, seat, full, refait, can_full, can_refait, standing) -> Decision:
        low = refait if can_refait else full
        high = full if can_full else refait
        name = t.names[seat]
        levels = []
        if can_full:
            levels.append(word("level.full", price=grammar.amount(full)))
        if can_refait:
            levels.append(word("level.refait", price=grammar.amount(refait)))
        if standing is not None:
            more = word("buy.standing", name=t.names[standing])
        elif not can_full:
            more = word("buy.too-much", full=grammar.amount(full), held=chips(t.chips(seat)))
        else:
            more = word("buy.more")
        prompt = word("prompt.buy", name=name, levels=grammar.join(levels, "or"), more=more)
        return Decision(seat, "buy", prompt, (Choice("buy", low, high, max(1, high - low)), Choice("pass")))

    def session_end(self, t, played) -> Event:
        held = [t.chips(i) for i in range(t.count)]
        best = max(held)
        winners = tuple(i for i, c in enumerate(held) if c == best)
        names = [t.names[i] for i in winners]
        if len(names) == 1:
            result = word("end.one", name=names[0], best=grammar.amount(best))
        else:
            result = word("end.level", names=join(names), chips=chips(best))
        return Event(
            "session-end",
            seats=winners,
            amount=best,
            info=(
                ("played", word("played.one") if played == 1 else word("played.many", n=played)),
                ("result", result),
            ),
        )
