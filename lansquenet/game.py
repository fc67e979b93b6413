"""The stepper: drives a variant's flow of play, one event or decision at a time.

A variant's :meth:`~lansquenet.variants.Variant.flow` is a generator that yields
:class:`~lansquenet.events.Event` records for automatic steps and
:class:`~lansquenet.decisions.Decision` records when someone must choose. :class:`Game`
records each event as a :class:`~lansquenet.events.Step` (words, transfers, view) and holds
each decision as :meth:`pending` until an :class:`~lansquenet.decisions.Action` answers it.
An action is verified before the flow resumes, so an illegal one leaves everything as it was.
"""

from __future__ import annotations

import random
from typing import Any

from .decisions import Action, Decision
from .errors import IllegalAction
from .events import Event, Step, Transcript
from .language import Phrases, using
from .narrate import narrate, narrate_run, spoken_name
from .spec import Spec
from .table import Shoe, Table

SAID: Phrases[str] = Phrases(
    en={
        "over": "The game is over; nothing is waiting for a decision.",
        "refused": "Decision {number} ({action}): {why}",
        "never-asked": "Decision {number} ({action}) was never asked for: the deal is over.",
    },
    fr={
        "over": "La partie est finie ; aucune décision n'est attendue.",
        "refused": "Décision {number} ({action}) : {why}",
        "never-asked": "La décision {number} ({action}) n'a jamais été demandée : la donne est finie.",
    },
)
"""The game's own refusals (a decision's are :mod:`lansquenet.decisions`'s)."""


def card_rng(seed: int) -> random.Random:
    """The generator that shuffles the packs of the deal seeded ``seed``."""
    return random.Random(f"lansquenet:{seed}:cards")


class Game:
    """One deal or match, stepped from its spec.

    ``shoe`` replaces the shoe the spec would make (a replay passes one that checks each
    recorded pack order against the seed); it must hold as many packs as the variant uses.

    Every step is told in the spec's language: the game speaks it around everything it runs
    (setting the table, each step of the flow, each check of an action), since a flow is a
    generator, whose code runs in the context of whoever steps it, and a game in play is stepped
    long after it was made (a Play session, the rooms server).
    """

    def __init__(self, spec: Spec | dict[str, Any], *, shoe: Shoe | None = None):
        self.spec = spec if isinstance(spec, Spec) else Spec.from_dict(spec)
        self.language = self.spec.language
        with using(self.language):
            self._start(shoe)

    def _start(self, shoe: Shoe | None) -> None:
        """Set the table and run the flow to its first decision (in the game's language)."""
        self.variant = self.spec.variant
        seed = self.spec.seed
        self.player_rng = random.Random(f"lansquenet:{seed}:players")
        if shoe is None:
            shoe = Shoe(self.variant.packs(), card_rng(seed), self.spec.decks)
        # the words name a seat called after a role in quotation marks (“the banker”); the records keep its name
        words = [spoken_name(n) for n in self.spec.names]
        self.table = Table(words, self.spec.chips, shoe, self.spec.banker or 0)
        self.variant.setup(self.table)
        self.steps: list[Step] = []
        self.decisions: list[str] = []
        self.people = frozenset(self.spec.people)
        """The seats a person plays: the steps before each of their decisions are shown to them."""
        self._pending: Decision | None = None
        self._finished = False
        self._seen = 0
        self._fresh = 0  # steps before this index have been handed out: never rewritten
        self._written = 0  # the first step the running advance wrote (new or extended)
        self._run: list[Event] = []  # the events the last step tells
        self._flow = self.variant.flow(self.table, self.spec.scope)
        self._advance(None)

    # ----- the decision protocol
    def pending(self) -> Decision | None:
        """The decision the game waits for, or ``None`` when it is over."""
        return self._pending

    @property
    def finished(self) -> bool:
        return self._finished

    def verify(self, action: Action | str) -> Action:
        """Raise :class:`IllegalAction` unless ``action`` answers the pending decision."""
        with using(self.language):
            action = Action.parse(action) if isinstance(action, str) else action
            if self._pending is None:
                raise IllegalAction(SAID["over"])
            self._pending.verify(action, self.table.names)
            return action

    def can(self, action: Action | str) -> bool:
        try:
            self.verify(action)
        except IllegalAction:
            return False
        return True

    def act(self, action: Action | str) -> list[Step]:
        """Verify ``action``, then apply it and run on to the next decision; returns the steps it
        wrote: the new ones, after the open step it extended if it told its event with those before."""
        action = self.verify(action)
        assert self._pending is not None  # verified against it
        person = self._pending.seat in self.people
        if person:  # the person saw every step so far
            self._fresh = len(self.steps)
        self._pending = None
        self.decisions.append(str(action))
        self._advance(action)
        if person:  # what a person's decision did is its own, shown at once
            self._fresh = len(self.steps)
        return self.steps[self._written :]

    # ----- running the flow
    def _advance(self, value: Action | None) -> None:
        """Run the flow on to its next decision (or its end), recording each event as a step.

        The decision is written into the view of the last step written here, so a step shows
        the decision its reader was asked. A step handed out (one before a person's decision,
        or what a person's decision did) is never rewritten: should a flow answer a decision
        without any event, the new decision is only :meth:`pending`, and the step before keeps
        the decision it was handed out with. Steps after a decision that is not a person's
        stay open until the next one that is, so like events across such decisions are told
        together (see :meth:`_record`).
        """
        with using(self.language):
            self._step(value)

    def _step(self, value: Action | None) -> None:
        """:meth:`_advance`'s work, in the game's language."""
        self._written = len(self.steps)
        try:
            item = self._flow.send(value) if value is not None else next(self._flow)
            while isinstance(item, Event):
                self._record(item)
                item = next(self._flow)
        except StopIteration:
            self._finished = True
            return
        if not isinstance(item, Decision):
            raise TypeError(f"a flow yields events and decisions, not {item!r}")
        self._pending = item
        if self._written < len(self.steps):
            self.steps[-1].view["pending"] = item.to_json()
            self.steps[-1].view["to_act"] = item.seat

    def _record(self, event: Event) -> None:
        """Record ``event`` as a step; like events in a row (a variant's ``RUNS``) make one step,
        told in one sentence, so long as no person's decision came between them: a step already
        handed out is never rewritten. Events of one seat run as the seat's; events of several
        (the computer players' bets) as no one seat's, naming each seat among ``seats``."""
        transfers = [t.to_json(self.spec.names) for t in self.table.ledger.transfers[self._seen :]]
        self._seen = len(self.table.ledger.transfers)
        last = self.steps[-1] if len(self.steps) > self._fresh else None
        if last is not None and event.kind in self.variant.RUNS and last.event.kind == event.kind:
            self._written = min(self._written, len(self.steps) - 1)
            self._run.append(event)
            text = narrate_run(self._run, self.table.names, self.variant.PHRASES, self.variant.RUNS)
            cards = tuple(c for e in self._run for c in e.cards)
            seat, seats = event.seat, event.seats
            if any(e.seat != event.seat for e in self._run):
                seat = None
                seats = tuple(
                    dict.fromkeys(s for e in self._run for s in (*e.seats, e.seat) if s is not None)
                )
            merged = Event(event.kind, seat, seats, cards, event.amount, event.term, event.info)
            self.steps[-1] = Step(merged, text, last.transfers + transfers, self.table.view())
            return
        self._run = [event]
        text = narrate(event, self.table.names, self.variant.PHRASES)
        self.steps.append(Step(event, text, transfers, self.table.view()))

    def forget(self, count: int) -> None:
        """Let go of the first ``count`` steps, all handed out (a holder that keeps them itself)."""
        del self.steps[:count]
        self._fresh = max(0, self._fresh - count)

    def run(self, scripted: list[Action] | None = None) -> Game:
        """Answer every decision: ``scripted`` first, then the seeded computer players."""
        with using(self.language):
            return self._run_all(scripted)

    def _run_all(self, scripted: list[Action] | None) -> Game:
        queue = list(self.spec.decisions if scripted is None else scripted)
        while not self._finished:
            if queue:
                action = queue.pop(0)
                number = len(self.decisions) + 1
                try:
                    self.act(action)
                except IllegalAction as exc:
                    raise IllegalAction(SAID.word("refused", number=number, action=action, why=exc)) from None
            else:
                pending = self._pending
                assert pending is not None  # not finished, so a decision waits
                self.act(self.variant.computer(pending, self.table, self.player_rng))
        if queue:
            number = len(self.decisions) + 1
            raise IllegalAction(SAID.word("never-asked", number=number, action=queue[0]))
        return self

    def transcript(self) -> Transcript:
        return Transcript(
            variant=self.variant.NAME,
            scope=self.spec.scope,
            options=dict(self.variant.options),
            seats=list(self.spec.names),
            banker=self.table.first_banker,
            seed=self.spec.seed if self.spec.seed_given else None,
            decks=[list(d) for d in self.table.shoe.used],
            stacked=list(self.spec.stacked),
            people=sorted(self.people),
            decisions=list(self.decisions),
            steps=[s.to_json() for s in self.steps],
            net=self.table.net(),
            chips=[self.table.chips(i) for i in range(self.table.count)],
            outcome=self.table.extra.get("outcome"),
            language=self.language,
        )


def deal(spec: Spec | dict[str, Any]) -> Transcript:
    """Deal a spec to its end and return the transcript."""
    return Game(spec).run().transcript()
