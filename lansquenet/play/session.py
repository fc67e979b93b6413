"""A game with people at the table: the holder of the :class:`~lansquenet.game.Game`.

A :class:`Session` seats people in some seats and the variant's seeded computer players in
the rest. It answers every computer decision itself and stops at the first decision that
belongs to a person, or at the end. What it hands out is what a player at a real table
would know: the steps that have happened and the decision a person faces. The stock, the
pack orders and the seed stay inside; the whole transcript (which carries them, so it can
be replayed) is given only once the game is over.

The same class serves the terminal, the browser worker and a table server: it knows
nothing of how the person is asked.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from ..cards import Card
from ..decisions import Action, Decision
from ..errors import IllegalAction, InvalidNotation, LansquenetError
from ..events import Step, Transcript
from ..game import Game
from ..language import using
from ..spec import Spec, check_people
from ..table import Shoe
from . import phrases


class Session:
    """A game stepped with ``people`` (seat numbers from 0) in the loop."""

    def __init__(
        self, spec: Spec | dict[str, Any], people: Iterable[int] = (0,), *, shoe: Shoe | None = None
    ):
        """``shoe``, when given, deals the pack orders instead of the seed's (a table server
        passes one shuffled by the system's secure generator, so no seed tells the stock).

        The game is dealt with these ``people`` in its spec, so it hands each of them every step
        before their decisions and its transcript deals again as they saw it; a seat handed to the
        computer later (:meth:`to_computer`) stays among the game's people."""
        spec = spec if isinstance(spec, Spec) else Spec.from_dict(spec)
        self.people = frozenset(check_people(people, len(spec.names)))
        game = Game(dataclasses.replace(spec, people=sorted(self.people)), shoe=shoe)
        self.game = game
        self._shoe = shoe
        self._handed = 0
        self._forgotten = 0
        self._run_computers()

    # ----- what a player may know
    @property
    def names(self) -> list[str]:
        return list(self.game.table.names)

    @property
    def finished(self) -> bool:
        return self.game.finished

    def pending(self) -> Decision | None:
        """The decision a person faces now, or ``None`` once the game is over."""
        return self.game.pending()

    def new_steps(self) -> list[Step]:
        """The steps not handed out yet (each step is handed out once)."""
        steps = self.game.steps[self._handed :]
        self._handed = len(self.game.steps)
        return steps

    def to_computer(self, seat: int) -> list[Step]:
        """From now on the variant's computer player decides for ``seat`` (a table whose person
        has left); it decides at once if it is that seat's turn. Returns the steps not handed out yet."""
        self.people = self.people - {seat}
        self._run_computers()
        return self.new_steps()

    def forget_handed(self) -> None:
        """Let go of the steps already handed out, for a holder that keeps them itself (a table
        server keeps their JSON text): the game never reads a handed-out step again, and a long
        match's table views would otherwise stay in memory. The transcript then starts after them."""
        self.game.forget(self._handed)
        self._forgotten += self._handed
        self._handed = 0

    def standings(self) -> list[dict[str, Any]] | None:
        """Once the game is over: each seat's chips and net, ranked by chips (ties share a rank)."""
        if not self.finished:
            return None
        table = self.game.table
        chips = [table.chips(i) for i in range(table.count)]
        net, ranks = table.net(), ranked(chips)
        return [
            {"seat": seat, "name": name, "chips": chips[seat], "net": net[seat], "rank": ranks[seat]}
            for seat, name in enumerate(table.names)
        ]

    def winners(self) -> list[int] | None:
        """Once the game is over: the seats holding the most chips (more than one is a shared win)."""
        if not self.finished:
            return None
        table = self.game.table
        ranks = ranked([table.chips(i) for i in range(table.count)])
        return [seat for seat, rank in enumerate(ranks) if rank == 1]

    def transcript(self) -> Transcript:
        """The whole game, stock and pack orders included; only once it is over."""
        if not self.finished:
            with using(self.game.language):
                word = phrases.TERMINAL["word.match" if self.game.spec.scope == "match" else "word.deal"]
                raise IllegalAction(phrases.SESSION.word("not-over", word=word))
        return self.game.transcript()

    # ----- a person acts
    def act(self, action: Action | str, seat: int | None = None) -> list[Step]:
        """Verify a person's ``action`` against the pending decision, apply it, and run the computer
        players on to the next person's decision or the end; returns the steps not handed out yet.

        ``seat``, when given, is the seat the action comes from (a table server knows who sent
        it); it must be the seat whose turn it is. Raises
        :class:`~lansquenet.errors.IllegalAction` (or ``InvalidNotation``) with one sentence and
        changes nothing when the action does not answer the decision. Text holding several answers
        separated by ``;`` is a series of the same seat's answers, all applied or none
        (:meth:`act_several`). Its refusals are in the game's language, whoever calls.
        """
        with using(self.game.language):
            return self._act(action, seat)

    def _act(self, action: Action | str, seat: int | None) -> list[Step]:
        """:meth:`act`'s work, in the game's language."""
        if isinstance(action, str) and phrases.SEPARATOR in action:
            return self.act_several(action.split(phrases.SEPARATOR), seat)
        pending = self.game.pending()
        if seat is not None and pending is not None and seat != pending.seat:
            names = self.game.table.names
            raise IllegalAction(
                phrases.SESSION.word("not-your-turn", name=names[pending.seat], other=names[seat])
            )
        self.game.act(action)
        self._run_computers()
        return self.new_steps()

    def act_several(self, actions: Sequence[Action | str], seat: int | None = None) -> list[Step]:
        """Apply a series of one seat's answers in a row (a board's form of the 1979 game's bets):
        all of them, or none. Each is verified and applied as :meth:`act` would, so the transcript
        records each as its own decision; the computer players run only after the last.

        Every answer after the first must answer a decision of the same seat, asked at once: after
        the seat's own answer, with nothing else happening between (no card turned). A last answer
        that ends the series (the decision's ``several``, a pass) is left out when the
        series has ended already (no bet left to place). When one answer is refused, the game is
        dealt again up to the first (from its seed or recorded pack orders, so nothing the seat
        could not see changes), and :class:`~lansquenet.errors.IllegalAction` says in one sentence
        which answer and why. A text answer is notation, as for :meth:`act`.
        """
        with using(self.game.language):
            return self._act_several(actions, seat)

    def _act_several(self, actions: Sequence[Action | str], seat: int | None) -> list[Step]:
        """:meth:`act_several`'s work, in the game's language."""
        texts = [a for a in actions if not isinstance(a, str) or a.strip()]
        if not texts:
            raise InvalidNotation(phrases.SERIES.word("empty", separator=phrases.SEPARATOR))
        parsed = [a if isinstance(a, Action) else Action.parse(a) for a in texts]
        game = self.game
        first = game.pending()
        if first is None or len(parsed) == 1:
            return self._act(parsed[0], seat)
        names = game.table.names
        if seat is not None and seat != first.seat:
            raise IllegalAction(
                phrases.SERIES.word("not-one-seat", name=names[first.seat], other=names[seat])
            )
        mark = (len(game.decisions), len(game.table.shoe.used), game.player_rng.getstate())
        ended = False
        for number, action in enumerate(parsed, 1):
            now = game.pending()
            if ended or (now is not None and now.seat != first.seat):
                if number == len(parsed) and first.several and action.kind == first.several:
                    break  # the series ended itself: its closing answer is not needed
                note = game.table.notes.get(first.seat)
                self._undo(*mark)
                said = phrases.SERIES.word("seat-note", name=names[first.seat], note=note) if note else ""
                why = phrases.SERIES.word("not-asked", name=names[first.seat], note=said)
                raise IllegalAction(
                    phrases.SERIES.word(
                        "nothing-done", number=number, count=len(parsed), action=action, why=why
                    )
                )
            try:
                written = game.act(action)
            except LansquenetError as exc:
                if number > 1:
                    self._undo(*mark)
                why = phrases.SERIES.word("refused", reason=exc)
                raise IllegalAction(
                    phrases.SERIES.word(
                        "nothing-done", number=number, count=len(parsed), action=action, why=why
                    )
                ) from None
            # the series ends with its closing answer, or once anything but the seat's own answers
            # happened (a card turned: the seat is asked afresh, about a table it has not seen)
            ended = action.kind == first.several or any(step.event.seat != first.seat for step in written)
            ended = ended or game.pending() is None
        self._run_computers()
        return self.new_steps()

    def _undo(self, decisions: int, orders: int, players: object) -> None:
        """Deal the game again up to its first ``decisions`` decisions, as it was before a series
        some of which was applied: from the seed, or from the first ``orders`` pack orders of the
        shoe this session was given (whose generator then shuffles on); the computer players'
        generator is put back as it was (``players``), and the steps a holder let go of are let go."""
        old = self.game
        shoe = None
        if self._shoe is not None:
            given = [[Card.parse(c) for c in order] for order in old.table.shoe.used[:orders]]
            shoe = Shoe(self._shoe.packs, self._shoe.rng, given)
            self._shoe = shoe
        game = Game(old.spec, shoe=shoe)
        for decision in old.decisions[:decisions]:
            game.act(decision)
        game.player_rng.setstate(players)  # type: ignore[arg-type]
        game.forget(self._forgotten)
        self.game = game

    def _run_computers(self) -> None:
        game = self.game
        while not game.finished:
            decision = game.pending()
            if decision is None or decision.seat in self.people:
                return
            game.act(game.variant.computer(decision, game.table, game.player_rng))


def ranked(chips: list[int]) -> list[int]:
    """Each seat's place by chips: 1 for the most; seats with equal chips share a place."""
    return [1 + sum(other > mine for other in chips) for mine in chips]
