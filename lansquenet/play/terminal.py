"""``python -m lansquenet play``: a match at a terminal, one decision a line on standard input.

The terminal holds a :class:`~lansquenet.play.session.Session` just as the browser worker does.
It tells each step as it happens; when a person is to act it shows the table, says whose turn
it is and lists the legal choices in the action notation (with their amounts), then reads one
line. Where one seat answers a series (the 1979 game's bets, ended by a pass) one line may hold
them all, separated by ``;``, applied all or none. An illegal answer is refused with its reason and asked again. Everything works piped
(``printf 'bank 15\\npass\\n' | python -m lansquenet play pagat --seed 3``): the answers read
are echoed after the prompt, so the output reads as a record of the match.

Exit status: 0 when the match is over, and also when standard input ends first (one line
says so and the match stops unfinished); 130 when interrupted (Ctrl-C), also in one line;
2 for bad arguments, in one line. At the end come
the standings, the winner or a shared win, and the seed, which deals the same cards again.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Any, TextIO

from ..decisions import Decision
from ..errors import InvalidSpec, LansquenetError
from ..events import Step
from ..grammar import join
from ..language import current, using
from ..reading import number
from ..spec import Spec
from .choices import amounts_in_words, label, notation
from .phrases import SEPARATOR, TERMINAL
from .session import Session


def add_parser(sub: Any, name: str, doc: str) -> None:
    """Add the ``play`` sub-command to the command line's sub-parsers."""
    p = sub.add_parser(
        name,
        help=doc,
        description=TERMINAL["description"],
    )
    p.add_argument("variant")
    p.add_argument("--seed", type=number("--seed"))
    seats = p.add_mutually_exclusive_group()
    seats.add_argument("--seats", type=number("--seats"))
    seats.add_argument("--names", help=TERMINAL["help.names"])
    p.add_argument("--set", action="append", metavar="KEY=VALUE", help=TERMINAL["help.set"])
    p.add_argument(
        "--people",
        default="1",
        help=TERMINAL["help.people"],
    )
    p.add_argument("--scope", choices=("match", "deal"), default="match", help=TERMINAL["help.scope"])
    p.add_argument("--save", metavar="FILE", help=TERMINAL["help.save"])


def read_people(text: str, seats: int) -> list[int]:
    """``--people 1,3`` as seat numbers from 0; raises :class:`InvalidSpec` in one sentence."""
    if text.strip().lower() == "none":
        return []
    words = [w.strip() for w in text.split(",") if w.strip()]
    if not words or not all(w.isdigit() and 1 <= int(w) <= seats for w in words):
        raise InvalidSpec(TERMINAL.word("people-refused", seats=seats, text=repr(text)))
    return [int(w) - 1 for w in words]


def session_from_args(args: argparse.Namespace, options: dict[str, Any]) -> tuple[Session, int]:
    """The session the arguments describe, and its seed (drawn when none is given); the game
    speaks the language of the moment (the command line's ``--lang``)."""
    spec: dict[str, Any] = {"variant": args.variant, "scope": args.scope, "options": options}
    if current() != "en":
        spec["language"] = current()
    spec["seed"] = random.SystemRandom().randrange(1_000_000) if args.seed is None else args.seed
    if args.names:
        spec["seats"] = [n.strip() for n in args.names.split(",")]
    elif args.seats is not None:
        spec["seats"] = args.seats
    checked = Spec.from_dict(spec)
    return Session(checked, read_people(args.people, len(checked.names))), spec["seed"]


def main(
    args: argparse.Namespace, options: dict[str, Any], stdin: TextIO | None = None, out: TextIO | None = None
) -> int:
    """Play the match the arguments describe; raises ``LansquenetError`` on bad arguments."""
    session, seed = session_from_args(args, options)
    try:
        return Terminal(session, stdin or sys.stdin, out or sys.stdout).play(seed, args.save)
    except BrokenPipeError:  # the reader stopped reading (``| head``): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print(TERMINAL["interrupted"], file=out or sys.stdout)
        return 130


class Terminal:
    """Tells a session's steps and asks its people for their decisions, a line at a time."""

    def __init__(self, session: Session, stdin: TextIO, out: TextIO):
        self.session = session
        self.stdin = stdin
        self.out = out
        self.told = 0
        self.echo = not stdin.isatty()

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def word(self) -> str:
        """What the game is called: a match or a deal, in the language of the moment."""
        return TERMINAL["word.match" if self.session.game.spec.scope == "match" else "word.deal"]

    def play(self, seed: int, save: str | None = None) -> int:
        """Play the match through in the game's language; the exit status."""
        with using(self.session.game.language):
            return self._play(seed, save)

    def _play(self, seed: int, save: str | None) -> int:
        session = self.session
        people = ", ".join(session.names[p] for p in sorted(session.people)) or TERMINAL["nobody"]
        game = session.game
        names = ", ".join(session.names)
        self.say(TERMINAL.word("opening", title=game.variant.TITLE, names=names, people=people))
        self.tell(session.new_steps())
        while not session.finished:
            decision = session.pending()
            assert decision is not None
            self.show(decision)
            if not self.ask(decision):
                key = "end-of-input.one" if self.told == 1 else "end-of-input.many"
                self.say(TERMINAL.word(key, word=self.word(), told=self.told))
                return 0
        self.standings(seed)
        if save:
            self.save(save)
        return 0

    # ----- telling
    def tell(self, steps: list[Step]) -> None:
        for step in steps:
            self.told += 1
            self.say(f"{self.told}. {step.text}")

    def show(self, decision: Decision) -> None:
        """The table as it lies, whose turn it is, the prompt and the legal choices."""
        view = self.session.game.table.view()
        chips = ", ".join(
            TERMINAL.word(
                "seat-stake" if s["stake"] else "seat-chips",
                name=s["name"],
                chips=s["chips"],
                stake=s["stake"],
            )
            for s in view["seats"]
        )
        self.say(TERMINAL.word("chips", chips=chips))
        zones = [
            TERMINAL.word("zone", label=z["label"], cards=" ".join(z["cards"]))
            for z in view["zones"]
            if z["cards"]
        ]
        if zones:
            self.say(TERMINAL.word("on-the-table", zones="; ".join(zones)))
        name = self.session.names[decision.seat]
        self.say(TERMINAL.word("to-act", name=name, seat=decision.seat + 1))
        self.say(decision.prompt)
        self.list_choices(decision)

    def list_choices(self, decision: Decision) -> None:
        width = max(len(notation(c)) for c in decision.choices)
        for choice in decision.choices:
            words = amounts_in_words(choice)
            named = label(decision, choice)
            extra = TERMINAL.word("choice", named=named, words=words) if words else named
            self.say(f"   {notation(choice):<{width}}   {extra}")
        for kind, why in decision.unavailable:
            self.say(TERMINAL.word("not-on-offer", kind=kind, why=why))
        if decision.several:
            amounts = [c for c in decision.choices if c.low is not None][:2]
            example = [f"{c.kind} {c.low}" for c in amounts] + [decision.several]
            self.say(TERMINAL.word("several", separator=SEPARATOR, example=f"{SEPARATOR} ".join(example)))

    # ----- asking
    def ask(self, decision: Decision) -> bool:
        """Read lines until one answers ``decision``; False when input ends first."""
        while True:
            line = self.read_line()
            if not line:
                self.say()
                return False
            text = line.strip()
            if self.echo:
                self.say(text)
            if text in ("", "?", "help"):
                self.list_choices(decision)
                continue
            try:
                steps = self.session.act(text)
            except LansquenetError as exc:
                self.say(TERMINAL.word("not-allowed", reason=exc))
                continue
            self.tell(steps)
            return True

    def read_line(self) -> str:
        """One line of input after the prompt ('' at the end); typed lines can be edited."""
        if not self.echo and self.stdin is sys.stdin and self.out is sys.stdout:
            try:
                return input("> ") + "\n"
            except EOFError:
                return ""
        print("> ", end="", file=self.out, flush=True)
        return self.stdin.readline()

    # ----- the end
    def standings(self, seed: int) -> None:
        session = self.session
        rows = session.standings() or []
        self.say(TERMINAL.word("over", word=self.word()))
        width = max(len(r["name"]) for r in rows)
        for row in sorted(rows, key=lambda r: (r["rank"], r["seat"])):
            key = "row.one" if row["chips"] == 1 else "row.many"
            name, chips, net = f"{row['name']:<{width}}", f"{row['chips']:>4}", f"{row['net']:+d}"
            self.say(TERMINAL.word(key, rank=row["rank"], name=name, chips=chips, net=net))
        winners = [session.names[w] for w in session.winners() or []]
        best = rows[(session.winners() or [0])[0]]["chips"]
        many = "one" if best == 1 else "many"
        if len(winners) == 1:
            self.say(TERMINAL.word(f"winner.{many}", name=winners[0], best=best))
        else:
            self.say(TERMINAL.word(f"shared.{many}", names=join(winners), best=best))
        self.say(TERMINAL.word("seed", seed=seed))

    def save(self, path: str) -> None:
        try:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(self.session.transcript().to_json(), f, ensure_ascii=False, indent=1)
        except OSError as exc:
            self.say(TERMINAL.word("not-written", path=path, error=exc.strerror))
            return
        self.say(TERMINAL.word("written", path=path))
