"""The decision protocol: what the game is waiting for, and the actions that answer it.

A :class:`Decision` says whose turn it is, what is being decided, which :class:`Choice`
are on offer (with their amount range) and why the others are not. An :class:`Action` is
verified against it before anything changes (pokerkit's verify / can / do), so an
illegal action raises :class:`IllegalAction` with a sentence and leaves the state untouched.

Actions have a compact notation that round-trips: ``stake 10``, ``pass``, ``cover``,
``bank 20``, ``keep``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from . import decisions_fr as fr
from . import grammar
from .cards import RANKS, rank_plural
from .errors import IllegalAction, InvalidNotation
from .language import Phrases
from .reading import is_whole


@dataclass(frozen=True)
class Choice:
    """One kind of action on offer; ``low``..``high`` in multiples of ``step`` if it takes an amount."""

    kind: str
    low: int | None = None
    high: int | None = None
    step: int = 1

    @property
    def takes_amount(self) -> bool:
        return self.low is not None

    def amounts(self) -> list[int]:
        """Every amount this choice allows (empty when it takes none)."""
        if self.low is None or self.high is None:
            return []
        return list(range(self.low, self.high + 1, self.step))

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind}
        if self.takes_amount:
            out.update(low=self.low, high=self.high, step=self.step)
        return out


@dataclass(frozen=True)
class Action:
    """An answer to a decision: a kind and, for some kinds, an amount."""

    kind: str
    amount: int | None = None

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read ``stake 10`` or ``pass``; raises :class:`InvalidNotation`."""
        words = str(text).split()
        shown = str(text) if len(str(text)) <= 40 else str(text)[:40] + "..."
        if not words or len(words) > 2:
            raise InvalidNotation(SAID.word("not-a-decision", shown=repr(shown)))
        amount = None
        if len(words) == 2:
            if not is_whole(words[1]):
                raise InvalidNotation(SAID.word("not-an-amount", shown=repr(shown)))
            amount = int(words[1])
        return cls(words[0].lower(), amount)

    def __str__(self) -> str:
        return self.kind if self.amount is None else f"{self.kind} {self.amount}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


@dataclass(frozen=True)
class Decision:
    """What the game waits for: ``seat`` decides ``kind`` among ``choices``.

    ``unavailable`` pairs an action kind with the reason it is not on offer, so a board can
    say why ("you hold 8 chips; covering needs 20").

    ``several`` names the action kind that ends a series (``"pass"``): the seat is asked again
    after each other answer, until it gives that one (the 1979 game's bets). Each answer stays a
    decision of its own; a board may gather them on one form and send them together
    (:meth:`lansquenet.play.session.Session.act`).
    """

    seat: int
    kind: str
    prompt: str
    choices: tuple[Choice, ...]
    unavailable: tuple[tuple[str, str], ...] = ()
    several: str = ""

    def choice(self, kind: str) -> Choice | None:
        return next((c for c in self.choices if c.kind == kind), None)

    def verify(self, action: Action, names: list[str] | None = None) -> None:
        """Raise :class:`IllegalAction` unless ``action`` answers this decision.

        The sentence names the action as a board's button does ("set a ceiling", "bet on the
        aces"), never by its notation, and the amounts allowed in words ("only 5 chips").
        """
        who = names[self.seat] if names else SAID.word("seat", number=self.seat + 1)
        choice = self.choice(action.kind)
        if choice is None:
            known = (
                action.kind in LABELS or action.kind.startswith("bet-") or action.kind in self.kinds_known()
            )
            named = label(self, Choice(action.kind)) if known else None
            why = dict(self.unavailable).get(action.kind)
            offered = SAID["offered.between"].join(
                SAID.word("offered", label=label(self, c).lower(), notation=notation(c)) for c in self.choices
            )
            if named and why:
                raise IllegalAction(SAID.word("not-now.why", who=who, named=named.lower(), why=why))
            if named:
                raise IllegalAction(SAID.word("not-now", who=who, named=named.lower(), offered=offered))
            raise IllegalAction(SAID.word("no-such", kind=repr(action.kind), who=who, offered=offered))
        if choice.low is None or choice.high is None:
            if action.amount is not None:
                raise IllegalAction(
                    SAID.word("no-amount", label=label(self, choice), kind=choice.kind, action=action)
                )
            return
        allowed = amounts_in_words(choice) or ""
        if action.amount is None:
            said = with_amount(self, choice, allowed)
            raise IllegalAction(
                SAID.word(
                    "needs-amount", label=label(self, choice), who=who, kind=choice.kind, **{"with": said}
                )
            )
        if not choice.low <= action.amount <= choice.high or (action.amount - choice.low) % choice.step:
            only = SAID["only"] if choice.low == choice.high else ""
            said = with_amount(self, choice, only + allowed)
            raise IllegalAction(SAID.word("out-of-range", who=who, amount=action.amount, **{"with": said}))

    def kinds_known(self) -> set[str]:
        """The action kinds this decision can name in words: those on offer and those it says why not."""
        return {c.kind for c in self.choices} | {kind for kind, _ in self.unavailable}

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def to_json(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt,
            "choices": [c.to_json() for c in self.choices],
            "unavailable": [{"kind": k, "why": w} for k, w in self.unavailable],
        }


# ----- decisions in words: shared by the refusals above and by every board and terminal prompt
EN_LABELS = {
    "accept": "Accept",
    "bank": "Bank",
    "banco": "Banco",
    "buy": "Buy",
    "ceiling": "Set a ceiling",
    "cover": "Cover",
    "keep": "Keep",
    "limit": "Limit",
    "open": "Leave it open",
    "pass": "Pass",
    "pocket": "Pocket",
    "raise": "Raise",
    "reduce": "Reduce",
    "refait": "Refait",
    "refuse": "Refuse",
    "stake": "Stake",
    "withdraw": "Withdraw",
    # (decision kind)/(action kind) pairs whose button reads differently from the action's own name
    "wager/stake": "Wager",
    "limit/limit": "Set the limit",
    "bystander/cover": "Make up the bets",
}
LABELS: Phrases[str] = Phrases(en=EN_LABELS, fr=fr.LABELS)
"""The button's name of each action kind, whatever the decision; and, keyed ``decision/action``,
of the pairs whose button reads differently."""

WITH_AMOUNT: Phrases[str] = Phrases(
    en={
        "buy": "buy the bank for {amount}",
        "ceiling": "set a ceiling of {amount}",
        "limit": "limit the wager to {amount}",
        "limit/limit": "set the limit at {amount}",
    },
    fr=fr.WITH_AMOUNT,
)
"""How an action with its amount reads where the label is not simply followed by it ("stake 5 chips");
keyed ``decision/action`` where one pair reads differently."""

SAID: Phrases[str] = Phrases(
    en={
        "seat": "Seat {number}",
        "not-a-decision": "{shown} is not a decision: write a word, then an amount if it takes one (like 'stake 10').",
        "not-an-amount": "{shown} is not a decision: the amount must be a whole number of chips in the digits 0-9.",
        "offered": "{label} ('{notation}')",
        "offered.between": "; ",
        "not-now.why": "{who} cannot {named} now: {why}",
        "not-now": "{who} cannot {named} now; on offer: {offered}.",
        "no-such": "There is no action {kind}; on offer to {who}: {offered}.",
        "no-amount": "{label} takes no amount: write just '{kind}', not '{action}'.",
        "needs-amount": "{label} needs an amount: {who} can {with} (write '{kind} N').",
        "out-of-range": "{who} can {with}, not {amount}.",
        "only": "only ",
        "range": " to ",
        "from": "from {amount}",
        "any-from": "any amount from {amount}",
        "verb-amount": "{verb} {amount} {rest}",
        "verb-amount.alone": "{verb} {amount}",
        "zero": "0 chips",
        "amounts.two": "{low} or {high}",
        "amounts.range": "{low} to {high}",
        "amounts.multiples": "{low} to {high}, in multiples of {step}",
        "amounts.steps": "{low} to {high}, in steps of {step}",
        "bet.card": "Bet on the {card}",
        "bet.rank": "Bet on the {ranks}",
    },
    fr=fr.SENTENCES,
)
"""The sentences refusing an action, and the pieces that say an action with its amount."""


def label(decision: Decision, choice: Choice) -> str:
    """The button's name for ``choice`` in ``decision``, in plain words."""
    pair = f"{decision.kind}/{choice.kind}"
    named = LABELS[pair] if pair in LABELS else LABELS.get(choice.kind)
    if named:
        return named
    if choice.kind.startswith("bet-"):
        return bet_label(decision, choice.kind)
    return choice.kind.replace("-", " ").capitalize()


def bet_label(decision: Decision, kind: str) -> str:
    """``bet-k`` as "Bet on the king of diamonds" ("Miser sur le roi de carreau"): the card of that
    rank its prompt names by its code ("(KD)"), else the rank ("Bet on the kings")."""
    rank = kind.removeprefix("bet-").upper()
    found = re.search(rf"\(({re.escape(rank)})([SHDC])\)", decision.prompt)
    if found and rank in RANKS:
        code = found.group(1) + found.group(2)
        card = grammar.card_words(rank, found.group(2), code).removesuffix(f" ({code})")
        return SAID.word("bet.card", card=card)
    return SAID.word("bet.rank", ranks=rank_plural(rank)) if rank in RANKS else kind.capitalize()


def with_amount(decision: Decision, choice: Choice, amount: str) -> str:
    """``choice`` with ``amount`` (words such as "5 to 20 chips") as a sentence says it after "can":
    "stake from 5 to 20 chips", "set a ceiling of any amount from 1 to 96 chips", "bet only 1 chip
    on the aces"."""
    pair = f"{decision.kind}/{choice.kind}"
    template = WITH_AMOUNT[pair] if pair in WITH_AMOUNT else WITH_AMOUNT.get(choice.kind)
    if amount[:1].isdigit() and SAID["range"] in amount:  # a range: "stake from 5 to 20 chips"
        amount = SAID.word("from" if template is None else "any-from", amount=amount)
    if template is None:
        words = label(decision, choice)
        verb, _, rest = words.partition(" ")
        key = "verb-amount" if rest else "verb-amount.alone"
        return SAID.word(key, verb=verb.lower(), amount=amount, rest=rest).rstrip()
    return template.format(amount=amount)


def amounts_in_words(choice: Choice) -> str | None:
    """The amounts ``choice`` allows, as a reader says them ("5 to 50 chips, in fives")."""
    if choice.low is None or choice.high is None:
        return None
    low, high, step = choice.low, choice.high, choice.step
    amount = grammar.amount

    def chips(n: int) -> str:
        return grammar.chips(n) if n else SAID["zero"]

    if low == high:
        return chips(low)
    if high - low == step:
        return SAID.word("amounts.two", low=amount(low), high=chips(high))
    if step == 1:
        return SAID.word("amounts.range", low=amount(low), high=chips(high))
    way = "amounts.multiples" if low % step == 0 else "amounts.steps"
    return SAID.word(way, low=amount(low), high=chips(high), step=amount(step))


def notation(choice: Choice) -> str:
    """How a person types ``choice``: ``pass``, ``stake N``, or ``buy 44`` when one amount is allowed."""
    if choice.low is None:
        return choice.kind
    return f"{choice.kind} {choice.low}" if choice.low == choice.high else f"{choice.kind} N"
