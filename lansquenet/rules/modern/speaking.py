"""The banker's stake and the punters' speaking (source section 3).

The banker announces any stake within his chips. The punters then speak from the banker's
right, counter-clockwise: pass, raise (adding a bet, the total never above the stake) or go
banco (bet the whole stake, only on one's turn and only while the stake is not yet covered; the
earlier raises go back). Speaking ends when the stake is covered or someone goes banco. If a
full round leaves it uncovered, a second round follows in which everyone, those who passed
included, may speak again. After two rounds a bystander (option) may make up the bets; failing
that the banker withdraws or reduces his stake to the bets.
"""

from __future__ import annotations

from ... import grammar
from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import chips
from .accounts import BANK, bet_account, bets, return_bets
from .parts import Parts, Play
from .phrases import word


class Speaking(Parts):
    """The stake and the speaking of one round; mixed into the variant."""

    def announce_stake(self, t, banker, announced: bool):
        """A banker who holds the bank afresh sets his stake: any amount within his chips.

        The words say he takes the bank only when no step before has said so (``announced``)."""
        held = t.chips(banker)
        name = t.names[banker]
        if held == 1:
            prompt = word("prompt.stake.one", name=name)
        else:
            prompt = word("prompt.stake.range", name=name, high=chips(held))
        action = yield Decision(banker, "stake", prompt, (Choice("stake", 1, held),))
        t.pay(banker, BANK, action.amount, word("reason.stake"))
        t.extra["stake"] = action.amount
        takes = word("stake.plain" if announced else "stake.takes")
        yield Event("stake", banker, amount=action.amount, term="stake", info=(("takes", takes),))

    def speaking(self, t, banker: int) -> Play:
        """Both rounds of speaking; returns True when the round is to be played, False if withdrawn."""
        stake = t.balance(BANK)
        t.extra["stake"] = stake
        order = [s for s in self.seated(t) if s != banker]
        order = sorted(order, key=lambda s: (s - banker) % t.count)
        passed: set[int] = set()  # who passed in the first round: only they pass *again*
        self.raises = 0  # raises made, so a banco says how many it sends back
        for rnd in (1, 2):
            t.extra["speaking"] = rnd
            if rnd == 2:
                total = sum(bets(t).values())
                reached = word(
                    "reached.some" if total else "reached.none",
                    bets=grammar.amount(total),
                    stake=grammar.amount(stake),
                    short=chips(stake - total),
                )
                yield Event(
                    "second-round",
                    banker,
                    amount=stake - total,
                    info=(("bets", total), ("stake", stake), ("reached", reached)),
                    term="round-of-speaking",
                )
            for seat in order:
                placed = bets(t)
                open_ = stake - sum(placed.values())
                if t.chips(seat) == 0:
                    t.notes[seat] = word("note.no-chips-speak")
                    continue
                action = yield self.speak_decision(t, seat, stake, open_, placed.get(seat, 0), rnd)
                if action.kind == "pass":
                    yield Event("pass", seat, info=(("again", _pass_words(seat, rnd, passed, placed)),))
                    passed.add(seat)
                elif action.kind == "raise":
                    t.pay(seat, bet_account(seat), action.amount, word("reason.raise"))
                    self.raises += 1
                    total = sum(bets(t).values())
                    # the raise that fills the stake leaves the "covered" step to say so
                    so_far = (
                        word("raise.so-far", total=grammar.amount(total), open=grammar.amount(stake - total))
                        if total < stake
                        else word("raise.plain")
                    )
                    yield Event(
                        "raise",
                        seat,
                        amount=action.amount,
                        info=(("total", total), ("open", stake - total), ("so_far", so_far)),
                        term="raise",
                    )
                    if total == stake:
                        self.note_covered(t, banker, order, seat)
                        yield Event("covered", banker, amount=stake)
                        return True
                else:
                    yield from self.banco(t, banker, seat, stake, order)
                    return True
        return (yield from self.uncovered(t, banker, stake))

    def speak_decision(self, t, seat, stake, open_, already, rnd) -> Decision:
        held = t.chips(seat)
        name = t.names[seat]
        choices = [Choice("pass"), Choice("raise", 1, min(open_, held))]
        unavailable = []
        # a banco sends every raise back first, this punter's own included, so that counts too
        if held + already >= stake:
            choices.append(Choice("banco"))
        else:
            counting = word("why.counting", already=grammar.amount(already)) if already else word("why.plain")
            unavailable.append(
                (
                    "banco",
                    word(
                        "why.banco",
                        stake=chips(stake),
                        name=name,
                        held=grammar.amount(held + already),
                        counting=counting,
                    ),
                )
            )
        again = word("speak.again", already=grammar.amount(already)) if already else word("speak.plain")
        when = word("speak.second" if rnd == 2 else "speak.first")
        high = min(open_, held)
        offered = [
            word("choice.pass"),
            word("choice.raise.one") if high == 1 else word("choice.raise.range", high=grammar.amount(high)),
        ]
        if len(choices) == 3:
            offered.append(word("choice.banco"))
        words = grammar.join(offered, "or", serial=True)
        prompt = word(
            "prompt.speak", name=name, when=when, open=_still_open(open_, stake), again=again, offers=words
        )
        return Decision(seat, "speak", prompt, tuple(choices), tuple(unavailable))

    def banco(self, t, banker, seat, stake, order):
        """Banco: the earlier raises go back and this punter alone bets the whole stake."""
        back = return_bets(t, word("reason.raise-back"))
        if back:
            many = self.raises > 1
            yield Event(
                "raises-back",
                seat,
                seats=tuple(back),
                amount=sum(back.values()),
                info=(
                    ("raises", word("raises-back.many" if many else "raises-back.one")),
                    ("go", word("go.many" if many else "go.one")),
                ),
                term="banco",
            )
        t.pay(seat, bet_account(seat), stake, word("reason.banco"))
        self.note_covered(t, banker, order, seat)
        # the words say "goes banco" once: before the raises go back if any did, else here
        how = word("banco.then" if back else "banco.goes")
        yield Event("banco", seat, amount=stake, term=None if back else "banco", info=(("how", how),))

    def note_covered(self, t, banker, order, last):
        for other in order:
            if other not in bets(t):
                t.notes[other] = word("note.covered", name=t.names[last])

    def uncovered(self, t, banker, stake):
        """After two rounds: the bystander may make up the bets, else the banker withdraws or reduces."""
        total = sum(bets(t).values())
        open_ = stake - total
        stander = self.bystander(t)
        if stander is not None:
            held = t.chips(stander)
            if held >= open_:
                prompt = word("prompt.bystander", name=t.names[stander], open=chips(open_))
                action = yield Decision(stander, "bystander", prompt, (Choice("cover"), Choice("pass")))
                if action.kind == "cover":
                    t.pay(stander, bet_account(stander), open_, word("reason.bystander"))
                    yield Event("bystander", stander, amount=open_, info=(("stake", stake),))
                    return True
                yield Event("bystander-passes", stander)
            else:
                t.notes[stander] = word("note.standing", held=chips(held), open=chips(open_))
        if total == 0:
            t.pay(BANK, banker, stake, word("reason.withdrawn"))
            yield Event("withdraw-unbet", banker, amount=stake)
            return False
        prompt = word(
            "prompt.short", name=t.names[banker], total=grammar.amount(total), stake=grammar.amount(stake)
        )
        action = yield Decision(banker, "short", prompt, (Choice("withdraw"), Choice("reduce")))
        if action.kind == "reduce":
            t.pay(BANK, banker, open_, word("reason.reduced"))
            t.extra["stake"] = total
            yield Event("reduce", banker, amount=total, info=(("back", chips(open_)),))
            return True
        return_bets(t, word("reason.bet-back"))
        t.pay(BANK, banker, stake, word("reason.withdrawn"))
        yield Event("withdraw", banker, amount=stake, info=(("bets", chips(total)),))
        return False


def _still_open(open_: int, stake: int) -> str:
    """How much of the stake is open, in words that agree with the number."""
    if open_ == stake:
        return word("open.whole", stake=chips(stake))
    return word(
        "open.one" if open_ == 1 else "open.many", open=grammar.amount(open_), stake=grammar.amount(stake)
    )


def _pass_words(seat: int, rnd: int, passed: set[int], placed: dict[int, int]) -> str:
    """What a pass adds to "X passes": *again* only for a seat that passed in the first round; a
    seat that raised then and passes now adds nothing to its raise."""
    if rnd == 1:
        return word("pass.first")
    if seat in passed:
        return word("pass.again")
    if placed.get(seat):
        return word("pass.adding", chips=chips(placed[seat]))
    return word("pass.first")
