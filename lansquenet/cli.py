"""``python -m lansquenet``: deal, match, replay and odds from the command line.

Bad input ends with one line naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .api import deal
from .dealfile import blocks_in_markdown, check, parse_block
from .errors import InvalidSpec, LansquenetError
from .events import Transcript
from .play import terminal
from .variants import find_variant


def read_options(items: list[str] | None) -> dict:
    """``--set KEY=VALUE`` pairs as an options dict (values are checked by the variant)."""
    options = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise InvalidSpec(f"--set takes KEY=VALUE, not {item!r}.")
        options[key.strip()] = value.strip()
    return options


def spec_from_args(args: argparse.Namespace, scope: str) -> dict:
    spec: dict = {"variant": args.variant, "scope": scope, "options": read_options(args.set)}
    if args.seed is not None:
        spec["seed"] = args.seed
    if args.deck:
        spec["deck"] = args.deck
    if args.names:
        spec["seats"] = [n.strip() for n in args.names.split(",")]
    elif args.seats is not None:
        spec["seats"] = args.seats
    if args.banker is not None:
        spec["banker"] = args.banker
    if args.decisions:
        spec["decisions"] = [d for d in args.decisions.split(",") if d.strip()]
    return spec


def tell(transcript: dict) -> str:
    """The deal in plain words: one numbered line a step, then each seat's net."""
    lines = [f"{i}. {step['text']}" for i, step in enumerate(transcript["steps"], 1)]
    nets = ", ".join(
        f"{name} {n:+d}" for name, n in zip(transcript["seats"], transcript["net"], strict=False)
    )
    lines.append(f"Net: {nets}.")
    return "\n".join(lines)


def cmd_deal(args, scope: str) -> int:
    transcript = deal(spec_from_args(args, scope))
    print(json.dumps(transcript, ensure_ascii=False, indent=1) if args.json else tell(transcript))
    return 0


def replay_file(name: str) -> list[dict]:
    """Deal one file again: a transcript (.json), every deal block of a Markdown file, or a deal file.

    Returns one result per deal: where it is written, its transcript, and its unmet expectations
    (for a transcript, whether it replays identically).
    """
    path = Path(name)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        raise InvalidSpec(f"Cannot read the file {name!r}.") from None
    if path.suffix == ".json":
        try:
            recorded = Transcript.from_json(json.loads(text)).to_json()
        except json.JSONDecodeError:
            raise InvalidSpec(f"{name} is not valid JSON.") from None
        again = deal(Transcript.from_json(recorded).spec())
        failures = [] if again == recorded else ["the transcript does not replay identically."]
        return [{"where": name, "title": "", "transcript": again, "failures": failures}]
    blocks = blocks_in_markdown(text, name) if path.suffix == ".md" else [parse_block(text, where=name)]
    results = []
    for block in blocks:
        transcript = deal(block.spec)
        results.append(
            {
                "where": block.where,
                "title": block.title,
                "transcript": transcript,
                "failures": check(transcript, block.expect),
            }
        )
    return results


def cmd_replay(args) -> int:
    results = [result for name in args.files for result in replay_file(name)]
    if not results:
        raise InvalidSpec(f"{' '.join(args.files)} holds no deal block.")
    if args.json:
        print(json.dumps(results if len(results) > 1 else results[0], ensure_ascii=False, indent=1))
    else:
        for result in results:
            if len(results) > 1:
                print(f"== {result['where']} {result['title']}".rstrip())
            print(tell(result["transcript"]))
            for failure in result["failures"]:
                print(f"UNMET: {failure}")
    return 1 if any(r["failures"] for r in results) else 0


def cmd_odds(args) -> int:
    variant = find_variant(args.variant)(read_options(args.set))
    rows = variant.odds()
    if args.json:
        print(
            json.dumps(
                [{"label": r.label, "value": str(r.value), "shown": r.text(), "how": r.how} for r in rows],
                indent=1,
            )
        )
        return 0
    print(f"Exact odds, {variant.TITLE} ({', '.join(f'{k}={v}' for k, v in variant.options.items())}):")
    for row in rows:
        print(f"  {row.label}: {row.text()}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m lansquenet", description="Deal Lansquenet, step by step.")
    sub = p.add_subparsers(dest="command", required=True)
    for name, doc in (("deal", "deal one deal"), ("match", "deal a whole match between computer players")):
        d = sub.add_parser(name, help=doc)
        d.add_argument("variant")
        d.add_argument("--seed", type=int)
        d.add_argument("--deck", help='stacked top of the pack, e.g. "QH 7S 3D"')
        seats = d.add_mutually_exclusive_group()
        seats.add_argument("--seats", type=int)
        seats.add_argument("--names", help="seat names, comma-separated")
        d.add_argument("--banker", type=int)
        d.add_argument("--decisions", help='comma-separated, e.g. "bank 20,stake 10,pass"')
        d.add_argument("--set", action="append", metavar="KEY=VALUE", help="a variant option")
        d.add_argument("--json", action="store_true")
    r = sub.add_parser(
        "replay", help="deal again deal files, transcripts, or every deal block of Markdown files"
    )
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument("--json", action="store_true")
    o = sub.add_parser("odds", help="exact odds of a variant")
    o.add_argument("variant")
    o.add_argument("--set", action="append", metavar="KEY=VALUE")
    o.add_argument("--json", action="store_true")
    terminal.add_parser(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command in ("deal", "match"):
            return cmd_deal(args, args.command)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "play":
            return terminal.main(args, read_options(args.set))
        return cmd_odds(args)
    except LansquenetError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
