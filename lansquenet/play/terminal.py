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
from ..reading import number
from ..spec import Spec
from .choices import amounts_in_words, label, notation
from .phrases import SEPARATOR, TERMINAL_SEVERAL
from .session import Session


def add_parser(sub: Any, name: str, doc: str) -> None:
    """Add the ``play`` sub-command to the command line's sub-parsers."""
    p = sub.add_parser(
        name,
        help=doc,
        description="Play a match: people answer their decisions on standard input, one a line.",
    )
    p.add_argument("variant")
    p.add_argument("--seed", type=number("--seed"))
    seats = p.add_mutually_exclusive_group()
    seats.add_argument("--seats", type=number("--seats"))
    seats.add_argument("--names", help="seat names, comma-separated")
    p.add_argument("--set", action="append", metavar="KEY=VALUE", help="a variant option")
    p.add_argument(
        "--people",
        default="1",
        help="the seats people play, numbered from 1, comma-separated (default 1; 'none' to watch)",
    )
    p.add_argument("--scope", choices=("match", "deal"), default="match", help="a whole match, or one deal")
    p.add_argument("--save", metavar="FILE", help="write the finished match's transcript (JSON) to FILE")


def read_people(text: str, seats: int) -> list[int]:
    """``--people 1,3`` as seat numbers from 0; raises :class:`InvalidSpec` in one sentence."""
    if text.strip().lower() == "none":
        return []
    words = [w.strip() for w in text.split(",") if w.strip()]
    if not words or not all(w.isdigit() and 1 <= int(w) <= seats for w in words):
        raise InvalidSpec(
            f"--people takes seat numbers from 1 to {seats}, comma-separated (like 1,3), not {text!r}."
        )
    return [int(w) - 1 for w in words]


def session_from_args(args: argparse.Namespace, options: dict[str, Any]) -> tuple[Session, int]:
    """The session the arguments describe, and its seed (drawn when none is given)."""
    spec: dict[str, Any] = {"variant": args.variant, "scope": args.scope, "options": options}
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
        print("\nInterrupted: the match stops here, unfinished.", file=out or sys.stdout)
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

    def play(self, seed: int, save: str | None = None) -> int:
        session = self.session
        people = (
            ", ".join(session.names[p] for p in sorted(session.people))
            or "nobody: the computer plays every seat"
        )
        game = session.game
        self.say(f"{game.variant.TITLE}: {', '.join(session.names)}. People at the table: {people}.")
        self.tell(session.new_steps())
        while not session.finished:
            decision = session.pending()
            assert decision is not None
            self.show(decision)
            if not self.ask(decision):
                word = "match" if game.spec.scope == "match" else "deal"
                self.say(f"End of input: the {word} stops here, unfinished, after {self.told} steps.")
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
            f"{s['name']} {s['chips']}" + (f" (stake {s['stake']})" if s["stake"] else "")
            for s in view["seats"]
        )
        self.say(f"   Chips: {chips}.")
        zones = [f"{z['label']}: {' '.join(z['cards'])}" for z in view["zones"] if z["cards"]]
        if zones:
            self.say(f"   On the table: {'; '.join(zones)}.")
        name = self.session.names[decision.seat]
        self.say(f"--- {name} (seat {decision.seat + 1}) to act ---")
        self.say(decision.prompt)
        self.list_choices(decision)

    def list_choices(self, decision: Decision) -> None:
        width = max(len(notation(c)) for c in decision.choices)
        for choice in decision.choices:
            words = amounts_in_words(choice)
            named = label(decision, choice)
            extra = f"{named}: {words}" if words else named
            self.say(f"   {notation(choice):<{width}}   {extra}")
        for kind, why in decision.unavailable:
            self.say(f"   ({kind} is not on offer: {why})")
        if decision.several:
            amounts = [c for c in decision.choices if c.low is not None][:2]
            example = [f"{c.kind} {c.low}" for c in amounts] + [decision.several]
            self.say(TERMINAL_SEVERAL.format(separator=SEPARATOR, example=f"{SEPARATOR} ".join(example)))

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
                self.say(f"Not allowed: {exc} Try again.")
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
        word = "match" if session.game.spec.scope == "match" else "deal"
        self.say(f"The {word} is over. Standings:")
        width = max(len(r["name"]) for r in rows)
        for row in sorted(rows, key=lambda r: (r["rank"], r["seat"])):
            self.say(f"   {row['rank']}. {row['name']:<{width}}  {row['chips']:>4} chips  {row['net']:+d}")
        winners = [session.names[w] for w in session.winners() or []]
        best = rows[(session.winners() or [0])[0]]["chips"]
        if len(winners) == 1:
            self.say(f"Winner: {winners[0]}, with {best} chips.")
        else:
            self.say(f"Shared win: {', '.join(winners[:-1])} and {winners[-1]}, with {best} chips each.")
        self.say(f"Seed {seed}: play with --seed {seed} to meet the same cards again.")

    def save(self, path: str) -> None:
        try:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(self.session.transcript().to_json(), f, ensure_ascii=False, indent=1)
        except OSError as exc:
            self.say(f"Could not write the transcript to {path}: {exc.strerror}.")
            return
        self.say(f"The transcript is in {path}; python -m lansquenet replay {path} deals it again.")
