"""``python -m lansquenet``: deal, match, replay, odds and Montmort's figures from the command line.

Bad input ends with one line naming the problem and exit status 2, never a traceback and
never a usage block: argparse's own complaints are folded into that one line too.

Exit statuses: 0 dealt (also when the reader closes the pipe early, ``| head``: the output
just stops); 1 a deal file's expectation unmet or a transcript that does not replay
identically (the difference is the command's answer, printed on stdout like any answer);
2 bad input; 70 a fault in the engine; 74 the output cannot be written (a full disk, an
encoding that lacks a character). Each error is one line on stderr.

``--lang en|fr`` (on every command) sets the language the command speaks. It is read from the
arguments before argparse reads them, so a command line is refused in the language it asked
for, and an unknown language is refused in one sentence before anything else. A command whose
own words are not yet told in a language refuses it rather than answer half in one language.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from .api import deal
from .cli_words import WORDS
from .dealfile import blocks_in_markdown, check, parse_block
from .errors import InvalidSpec, LansquenetError
from .language import LANGUAGES, current, refuse_untranslated, using
from .montmort import command as montmort
from .play import terminal
from .reading import load_json, number, read_text
from .replay import replay_transcript
from .spec import refuse_futile
from .variants import find_variant

EXIT_OK = 0
"""Dealt; also when the reader stops reading early (``| head``): the output ends quietly."""
EXIT_UNMET = 1
"""A deal file's expectation is unmet, or a transcript does not replay identically."""
EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 70
"""An engine fault, not the reader's input (sysexits' EX_SOFTWARE); still one line."""
EXIT_OUTPUT = 74
"""The output cannot be written (a full disk, an encoding without a character): sysexits' EX_IOERR."""


class Formatter(argparse.HelpFormatter):
    """argparse's help, with its ``usage:`` in the language of the moment."""

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        if prefix is None and current() != "en":
            prefix = WORDS["help.usage"]
        super().add_usage(usage, actions, groups, prefix)


class Parser(argparse.ArgumentParser):
    """argparse, but a mistake on the command line is one line and exit status 2, and its
    mistakes and its help's headings are in the language of the moment."""

    given: list[str] = []  # noqa: RUF012  (set for each parse, on the instance)

    def __init__(self, *args: Any, **kwargs: Any):
        kwargs.setdefault("formatter_class", Formatter)
        super().__init__(*args, **kwargs)
        if current() != "en":
            self._positionals.title = WORDS["help.positionals"]
            self._optionals.title = WORDS["help.options"]
            for action in self._actions:
                if action.dest == "help":
                    action.help = WORDS["help.help"]

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        self.given = list(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        if message.startswith("the following arguments are required"):
            unknown = [
                a
                for a in self.given
                if a.startswith("-") and a.split("=")[0] not in self._option_string_actions
            ]
            if unknown:  # "deal --help-me" is a mistyped flag, not a missing variant
                message = WORDS.word("arg.unrecognized", args=" ".join(unknown))
            elif message.endswith(": command"):
                message = WORDS.word("arg.command", names=", ".join(COMMANDS))
            elif message.endswith(": variant"):
                message = WORDS.word("arg.variant", names=", ".join(sorted(find_variant_names())))
        flag, sep, rest = message.partition(": ")
        if sep and flag.startswith("argument ") and rest.startswith(flag.removeprefix("argument ")):
            message = rest  # our own sentence, which already names the argument
        elif current() != "en":
            message = argparse_words(message)
        message = message[:1].upper() + message[1:]
        raise InvalidSpec(message if message.endswith(".") else WORDS.word("see-help", message=message))


ARGPARSE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"unrecognized arguments: (?P<args>.*)", re.S), "arg.unrecognized"),
    (re.compile(r"the following arguments are required: (?P<names>.*)", re.S), "arg.required"),
    (re.compile(r"one of the arguments (?P<names>.*) is required", re.S), "arg.one-of"),
    (re.compile(r"ambiguous option: (?P<option>\S+) could match (?P<matches>.*)", re.S), "arg.ambiguous"),
    (
        re.compile(
            r"argument (?P<flag>\S+): invalid choice: (?P<value>.*) \(choose from (?P<choices>.*)\)", re.S
        ),
        "arg.choice",
    ),
    (re.compile(r"argument (?P<flag>\S+): expected one argument"), "arg.one"),
    (re.compile(r"argument (?P<flag>\S+): expected at least one argument"), "arg.some"),
    (re.compile(r"argument (?P<flag>\S+): expected (?P<count>\d+) arguments?"), "arg.count"),
    (re.compile(r"argument (?P<flag>\S+): not allowed with argument (?P<other>\S+)"), "arg.not-with"),
    (re.compile(r"argument (?P<flag>\S+): ignored explicit argument (?P<value>.*)", re.S), "arg.ignored"),
    (re.compile(r"argument (?P<flag>\S+): invalid (?P<kind>\S+) value: (?P<value>.*)", re.S), "arg.invalid"),
]
"""argparse's English complaints (Python's own, which it words only in English) and the key
that words each in the language of the moment; ``flag`` is the argument it names."""


def argparse_words(message: str) -> str:
    """One of argparse's complaints in the words of the language of the moment; one it does not
    know keeps argparse's words after the argument it names."""
    for pattern, key in ARGPARSE:
        found = pattern.fullmatch(message)
        if found:
            values = found.groupdict()
            for name in ("flag", "other"):
                if name in values:
                    values[name] = argument_words(values[name])
            return WORDS.word(key, **values)
    return message


def argument_words(name: str) -> str:
    """An argument as a complaint names it: a flag as typed, a positional one in words."""
    if name.startswith("-"):
        return name
    if f"arg.name.{name}" in WORDS:
        return WORDS[f"arg.name.{name}"]
    return WORDS.word("arg.argument", name=name)


class Once(argparse.Action):
    """An option given at most once: ``--seed 1 --seed 2`` is refused, as ``--set`` of one key twice is."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        flag: str | None = None,
    ) -> None:
        if getattr(namespace, self.dest, None) is not None:
            parser.error(WORDS.word("twice", flag=flag))
        setattr(namespace, self.dest, values)


def find_variant_names() -> list[str]:
    """The registered variants' names."""
    from .variants import VARIANTS

    find_variant("pagat")  # registers them all
    return list(VARIANTS)


def read_options(items: list[str] | None) -> dict[str, str]:
    """``--set KEY=VALUE`` pairs as an options dict (values are checked by the variant)."""
    options: dict[str, str] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise InvalidSpec(WORDS.word("set-pair", item=repr(item)))
        if key in options:
            raise InvalidSpec(WORDS.word("set-twice", key=key))
        options[key] = value.strip()
    return options


def spec_from_args(args: argparse.Namespace, scope: str) -> dict[str, Any]:
    spec: dict[str, Any] = {"variant": args.variant, "scope": scope, "options": read_options(args.set)}
    if current() != "en":
        spec["language"] = current()
    if scope == "deal":
        refuse_match_options(args.variant, spec["options"])
    if args.seed is not None:
        spec["seed"] = args.seed
    if args.deck is not None:
        if not args.deck.strip():
            raise InvalidSpec(WORDS["deck-empty"])
        spec["deck"] = args.deck
    if args.names is not None:
        names = [n.strip() for n in args.names.split(",")]
        if not any(names):
            raise InvalidSpec(WORDS["names-empty"])
        if not all(names):
            raise InvalidSpec(WORDS.word("names-hole", names=repr(args.names)))
        spec["seats"] = names
    elif args.seats is not None:
        spec["seats"] = args.seats
    if args.banker is not None:
        spec["banker"] = args.banker
    if args.decisions is not None:
        decisions = [d for d in args.decisions.split(",") if d.strip()]
        if not decisions:
            raise InvalidSpec(WORDS["decisions-empty"])
        spec["decisions"] = decisions
    return spec


def refuse_match_options(variant: str, options: dict[str, str]) -> None:
    """``deal`` with ``--set`` of an option that shapes only a whole match (laps, rounds) would drop
    it without a word; refuse it instead, pointing at ``match``."""
    for option in find_variant(variant).OPTIONS:
        if option.match_only and option.name in options:
            raise InvalidSpec(WORDS.word("match-only", option=option.name))


TOLD = frozenset({"deal", "match", "odds", "replay", "montmort", "play"})
"""The commands whose every word is told in every language; the others speak English only, so far."""


def tell(transcript: dict[str, Any]) -> str:
    """The deal in plain words: one numbered line a step, then each seat's net, all in the
    transcript's language."""
    with using(transcript.get("language", "en")):
        lines = [f"{i}. {step['text']}" for i, step in enumerate(transcript["steps"], 1)]
        nets = ", ".join(
            f"{name} {n:+d}" for name, n in zip(transcript["seats"], transcript["net"], strict=False)
        )
        lines.append(WORDS.word("net", nets=nets))
        return "\n".join(lines)


def cmd_deal(args: argparse.Namespace) -> int:
    spec = spec_from_args(args, args.command)
    refuse_futile(spec)
    transcript = deal(spec)
    print(json.dumps(transcript, ensure_ascii=False, indent=1) if args.json else tell(transcript))
    return 0


def replay_file(name: str) -> list[dict[str, Any]]:
    """Deal one file again: a transcript (.json), every deal block of a Markdown file, or a deal file.

    Returns one result per deal: where it is written, its transcript, and its unmet expectations
    (for a transcript, the first field that does not replay identically).
    """
    text = read_text(name)
    if name.endswith(".json"):
        again, failures = replay_transcript(load_json(text, name))
        return [{"where": name, "title": "", "transcript": again, "failures": failures}]
    blocks = blocks_in_markdown(text, name) if name.endswith(".md") else [parse_block(text, where=name)]
    results = []
    for block in blocks:
        # A block that names no language is dealt in the command's: a French page's blocks check
        # their French words under ``--lang fr``.
        spec = {"language": current(), **block.spec}
        try:
            transcript = deal(spec)
        except LansquenetError as exc:
            said = refused_here(spec, exc)
            where = WORDS.word("where", where=block.where, title=block.title) if block.title else block.where
            raise type(said)(WORDS.word("located", where=where, error=said)) from None
        results.append(
            {
                "where": block.where,
                "title": block.title,
                "transcript": transcript,
                "failures": check(transcript, block.expect),
            }
        )
    return results


def refused_here(spec: dict[str, Any], refused: LansquenetError) -> LansquenetError:
    """``refused``, said in the command's language: a block told in another language is refused in
    its own words, so it is dealt once more in the command's, which refuses it the same way."""
    if spec.get("language", "en") == current():
        return refused
    try:
        deal({**spec, "language": current()})
    except LansquenetError as again:
        return again
    return refused


def cmd_replay(args: argparse.Namespace) -> int:
    """Deal every file again. A transcript that differs is named in one line, not retold."""
    results = [result for name in args.files for result in replay_file(name)]
    if not results:
        raise InvalidSpec(WORDS.word("no-block", files=" ".join(args.files)))
    if args.json:
        print(json.dumps(results if len(results) > 1 else results[0], ensure_ascii=False, indent=1))
        return EXIT_UNMET if any(r["failures"] for r in results) else EXIT_OK
    for result in results:
        retold = not (result["failures"] and result["where"].endswith(".json"))
        if len(results) > 1:
            print(f"== {result['where']} {result['title']}".rstrip())
        if retold:
            print(tell(result["transcript"]))
        for failure in result["failures"]:
            print(
                WORDS.word("unmet", failure=failure)
                if retold
                else WORDS.word("differs", where=result["where"], failure=failure)
            )
    return EXIT_UNMET if any(r["failures"] for r in results) else EXIT_OK


def cmd_odds(args: argparse.Namespace) -> int:
    variant_cls = find_variant(args.variant)
    refuse_untranslated(variant_cls.NAME, variant_cls.PHRASES, current())
    variant = variant_cls(read_options(args.set))
    rows = variant.odds()
    if args.json:
        print(
            json.dumps(
                [{"label": r.label, "value": str(r.value), "shown": r.text(), "how": r.how} for r in rows],
                indent=1,
            )
        )
        return 0
    title = variant.TITLE[:1].lower() + variant.TITLE[1:]
    print(WORDS.word("odds", title=title, options=option_words(variant.options)))
    for row in rows:
        print(WORDS.word("odds.row", label=row.label, figure=row.text()))
    return 0


def option_words(options: dict[str, Any]) -> str:
    """Options as ``--set`` spells them: ``seats=4, rejouissance=false``."""
    return ", ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in options.items())


def cmd_play(args: argparse.Namespace) -> int:
    return terminal.main(args, read_options(args.set))


def add_deal(sub: Any, name: str, doc: str) -> None:
    d = sub.add_parser(name, help=doc)
    d.add_argument("variant")
    d.add_argument("--seed", type=number("--seed"), action=Once)
    d.add_argument("--deck", help=WORDS["help.deck"], action=Once)
    seats = d.add_mutually_exclusive_group()
    seats.add_argument("--seats", type=number("--seats"), action=Once)
    seats.add_argument("--names", help=WORDS["help.names"], action=Once)
    d.add_argument("--banker", type=number("--banker"), action=Once)
    d.add_argument("--decisions", help=WORDS["help.decisions"], action=Once)
    d.add_argument("--set", action="append", metavar="KEY=VALUE", help=WORDS["help.set"])
    d.add_argument("--json", action="store_true")


def add_replay(sub: Any, name: str, doc: str) -> None:
    r = sub.add_parser(name, help=doc)
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument("--json", action="store_true")


def add_odds(sub: Any, name: str, doc: str) -> None:
    o = sub.add_parser(name, help=doc)
    o.add_argument("variant")
    o.add_argument("--set", action="append", metavar="KEY=VALUE")
    o.add_argument("--json", action="store_true")


COMMANDS: dict[str, tuple[str, Callable[[Any, str, str], None], Callable[[argparse.Namespace], int]]] = {
    "deal": ("deal one deal", add_deal, cmd_deal),
    "match": ("deal a whole match between computer players", add_deal, cmd_deal),
    "replay": (
        "deal again deal files, transcripts, or every deal block of Markdown files",
        add_replay,
        cmd_replay,
    ),
    "odds": ("exact odds of a variant", add_odds, cmd_odds),
    "montmort": (
        "Montmort's lansquenet figures (Encyclopédie IX p. 276) beside ours",
        montmort.add_parser,
        montmort.run,
    ),
    "play": (
        "play a match against the computer (or with friends) at the terminal",
        terminal.add_parser,
        cmd_play,
    ),
}
"""Each sub-command: its help, how its arguments are declared, and what runs it."""


def parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the language of the moment. ``--lang`` is taken
    before the command as after it (:func:`language_asked` has read it already)."""
    p = Parser(prog="python -m lansquenet", description=WORDS["help.description"])
    p.add_argument("--lang", choices=LANGUAGES, default="en", help=WORDS["help.lang"])
    sub = p.add_subparsers(dest="command", required=True, parser_class=Parser)
    for name, (_, declare, _) in COMMANDS.items():
        declare(sub, name, WORDS[f"help.{name}"])
        sub.choices[name].add_argument("--lang", choices=LANGUAGES, default="en", help=WORDS["help.lang"])
    return p


def language_asked(argv: list[str]) -> str:
    """The language ``--lang`` asks for (``en`` when none), read before argparse reads anything;
    raises :class:`InvalidSpec` for one the engine does not speak, or a ``--lang`` with none."""
    code = "en"
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang":
            if i + 1 >= len(argv):
                raise InvalidSpec(WORDS.word("lang-needs", known=", ".join(LANGUAGES)))
            code = argv[i + 1]
        elif arg.startswith("--lang="):
            code = arg.partition("=")[2]
    with using(code):
        return code


def refuse_untold(command: str) -> None:
    """Refuse a command whose own words are not told in the language of the moment."""
    if current() != "en" and command not in TOLD:
        raise InvalidSpec(WORDS.word("not-told", command=command, language=WORDS[f"language.{current()}"]))


class OutputFailed(Exception):
    """Writing to standard output failed: the output's fault, never the input's or the engine's."""

    def __init__(self, cause: OSError | UnicodeError):
        super().__init__(str(cause))
        self.cause = cause

    def sentence(self) -> str:
        cause = self.cause
        if isinstance(cause, UnicodeEncodeError):
            bad = cause.object[cause.start : cause.end]
            return WORDS.word("output.encoding", encoding=cause.encoding, bad=repr(bad))
        why = cause.strerror if isinstance(cause, OSError) and cause.strerror else type(cause).__name__
        return WORDS.word("output.other", why=why)


class Output:
    """Standard output, where a failure to write raises :class:`OutputFailed` (or, for a reader
    who stopped reading, :class:`BrokenPipeError`), so it is never blamed on the input."""

    def __init__(self, stream: Any):
        self.stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self.stream.write(text))
        except BrokenPipeError:
            raise
        except (OSError, UnicodeError) as exc:
            raise OutputFailed(exc) from None

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise
        except (OSError, UnicodeError) as exc:
            raise OutputFailed(exc) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit status (see the module's docstring)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        code = language_asked(argv)
    except LansquenetError as exc:
        print(WORDS.word("error", sentence=one_line(str(exc))), file=sys.stderr)
        return EXIT_BAD_INPUT
    with using(code):
        return run(argv)


def run(argv: list[str]) -> int:
    """Run one command in the language of the moment; returns the exit status."""
    stdout = sys.stdout
    sys.stdout = Output(stdout)
    try:
        args = parser().parse_args(argv)
        refuse_untold(args.command)
        status = COMMANDS[args.command][2](args)
        sys.stdout.flush()
        return status
    except LansquenetError as exc:
        print(WORDS.word("error", sentence=one_line(str(exc))), file=sys.stderr)
        return EXIT_BAD_INPUT
    except RecursionError:
        print(WORDS["deep"], file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader stopped reading (``| head``): nothing went wrong
        silence(stdout)
        return EXIT_OK
    except OutputFailed as exc:
        silence(stdout)
        print(WORDS.word("error", sentence=exc.sentence()), file=sys.stderr)
        return EXIT_OUTPUT
    except Exception as exc:  # an engine fault: still one line, never a traceback
        print(WORDS.word("fault", kind=type(exc).__name__), file=sys.stderr)
        return EXIT_INTERNAL
    finally:
        sys.stdout = stdout


def silence(stream: Any) -> None:
    """Point ``stream`` at the null device, so what it still buffers is not flushed at exit
    (Python would print its own complaint about the closed pipe or the full disk)."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return  # not a file (a test's capture): nothing is flushed at exit
    os.dup2(os.open(os.devnull, os.O_WRONLY), fd)


def one_line(text: str) -> str:
    """A message on one line, whatever the input it quotes held; the no-break spaces French
    typography puts before a colon or inside guillemets stay as they are. A byte that is not
    UTF-8 (a lone surrogate, as Python keeps it from a command line) is written ``\\udcff``, as
    standard error writes it, so the line can be written to any UTF-8 stream."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return re.sub(r"[^\S\u00a0\u202f]+", " ", text).strip(" \t\n\r\f\v")
