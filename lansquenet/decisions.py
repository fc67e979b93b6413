"""The decision protocol: what the game is waiting for, and the actions that answer it.

A :class:`Decision` says whose turn it is, what is being decided, which :class:`Choice`
are on offer (with their amount range) and why the others are not. An :class:`Action` is
verified against it before anything changes (pokerkit's verify / can / do), so an
illegal action raises :class:`IllegalAction` with a sentence and leaves the state untouched.

Actions have a compact notation that round-trips: ``stake 10``, ``pass``, ``cover``,
``bank 20``, ``keep``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import IllegalAction, InvalidNotation
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
            raise InvalidNotation(
                f"{shown!r} is not a decision: write a word, then an amount if it takes one (like 'stake 10')."
            )
        amount = None
        if len(words) == 2:
            if not is_whole(words[1]):
                raise InvalidNotation(
                    f"{shown!r} is not a decision: the amount must be a whole number of chips in the digits 0-9."
                )
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
    """

    seat: int
    kind: str
    prompt: str
    choices: tuple[Choice, ...]
    unavailable: tuple[tuple[str, str], ...] = ()

    def choice(self, kind: str) -> Choice | None:
        return next((c for c in self.choices if c.kind == kind), None)

    def verify(self, action: Action, names: list[str] | None = None) -> None:
        """Raise :class:`IllegalAction` unless ``action`` answers this decision."""
        who = names[self.seat] if names else f"seat {self.seat}"
        choice = self.choice(action.kind)
        if choice is None:
            why = dict(self.unavailable).get(action.kind)
            offered = ", ".join(c.kind for c in self.choices)
            if why:
                raise IllegalAction(f"{who} cannot '{action.kind}' now: {why}")
            raise IllegalAction(f"{who} cannot '{action.kind}' now; on offer: {offered}.")
        if choice.low is None or choice.high is None:
            if action.amount is not None:
                raise IllegalAction(f"'{action.kind}' takes no amount.")
            return
        if action.amount is None:
            raise IllegalAction(f"'{action.kind}' needs an amount from {choice.low} to {choice.high}.")
        if not choice.low <= action.amount <= choice.high:
            raise IllegalAction(
                f"{who} can {action.kind} from {choice.low} to {choice.high} chips, not {action.amount}."
            )
        if (action.amount - choice.low) % choice.step:
            raise IllegalAction(
                f"{who} must {action.kind} in multiples of {choice.step} chips, not {action.amount}."
            )

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
