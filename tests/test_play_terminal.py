"""``python -m lansquenet play``: the same match as the protocol, at a terminal, driven by piped input."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from test_play_protocol import legal_action

from lansquenet import api

VARIANTS = ("pagat", "modern", "classic", "encyclopedia")


def run(*args: str, lines: list[str] = ()) -> subprocess.CompletedProcess:
    text = "".join(f"{line}\n" for line in lines)
    return subprocess.run(
        [sys.executable, "-m", "lansquenet", "play", *args], input=text, capture_output=True, text=True
    )


def protocol_match(request: dict, seed: int = 1) -> tuple[list[str], dict]:
    """The people's actions of a whole match played through the protocol, and its last answer."""
    rng = random.Random(seed)
    answer = json.loads(api.play_start(json.dumps(request)))
    key, actions = answer["id"], []
    while not answer["finished"]:
        actions.append(legal_action(answer["pending"], rng))
        answer = json.loads(api.play_act(key, actions[-1]))
    answer["transcript"] = json.loads(api.play_transcript(key))
    return actions, answer


def standing_lines(answer: dict) -> list[str]:
    rows = sorted(answer["standings"], key=lambda r: (r["rank"], r["seat"]))
    return [(r["rank"], r["name"], r["chips"], r["net"]) for r in rows]


def read_standings(out: str) -> list[tuple]:
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("The match is over. Standings:"))
    rows = []
    for line in lines[start + 1 :]:
        if not line.startswith("   "):
            break
        rank, name, chips, _, net = line.split()
        rows.append((int(rank.rstrip(".")), name, int(chips), int(net)))
    return rows


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_piped_match_plays_to_the_end_like_the_protocol(variant, tmp_path):
    actions, end = protocol_match({"variant": variant, "seed": 31, "people": [0]})
    first = actions[0].split()[0]
    lines = ["nosuch", f"{first} 100000" if " " in actions[0] else f"{first} 3", *actions]
    saved = tmp_path / "match.json"
    proc = run(variant, "--seed", "31", "--save", str(saved), lines=lines)
    assert proc.returncode == 0 and proc.stderr == ""
    out = proc.stdout
    # both illegal answers were refused with a sentence, and the question asked again
    refusals = [line for line in out.splitlines() if line.startswith("Not allowed: ")]
    assert len(refusals) == 2 and all(line.endswith(" Try again.") for line in refusals)
    assert "'nosuch'" in refusals[0]
    assert out.count("--- Anne (seat 1) to act ---") == len(actions)
    assert read_standings(out) == standing_lines(end)
    names = [end["standings"][w]["name"] for w in end["winners"]]
    assert f"Winner: {names[0]}," in out if len(names) == 1 else "Shared win: " in out
    assert "Seed 31: play with --seed 31" in out
    # the saved transcript is the protocol's, and replays identically
    assert json.loads(saved.read_text()) == end["transcript"]
    replay = subprocess.run(
        [sys.executable, "-m", "lansquenet", "replay", str(saved)], capture_output=True, text=True
    )
    assert replay.returncode == 0, replay.stdout + replay.stderr


@pytest.mark.parametrize("variant", VARIANTS)
def test_end_of_input_ends_the_match_in_one_line(variant):
    actions, _ = protocol_match({"variant": variant, "seed": 8, "people": [0]})
    proc = run(variant, "--seed", "8", lines=actions[:1])
    assert proc.returncode == 0 and proc.stderr == ""
    last = proc.stdout.rstrip("\n").splitlines()[-1]
    assert last.startswith("End of input: the match stops here, unfinished, after ")
    assert "Standings" not in proc.stdout and "Seed 8" not in proc.stdout


def test_pass_and_play_two_people_take_turns():
    request = {"variant": "pagat", "seed": 5, "names": ["Ann", "Bob", "Cy", "Di"], "people": [0, 2]}
    actions, end = protocol_match(request, seed=3)
    proc = run("pagat", "--seed", "5", "--names", "Ann,Bob,Cy,Di", "--people", "1,3", lines=actions)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert out.splitlines()[0].endswith("People at the table: Ann, Cy.")
    turns = [line for line in out.splitlines() if line.startswith("--- ")]
    assert {"--- Ann (seat 1) to act ---", "--- Cy (seat 3) to act ---"} == set(turns)
    assert len(turns) == len(actions)
    assert read_standings(out) == standing_lines(end)


def test_the_prompt_lists_the_choices_in_the_notation_with_their_amounts():
    out = run("pagat", "--seed", "3", lines=["?"]).stdout
    assert "Anne: how big a bank? From 5 to 50 chips, in steps of 5." in out
    assert out.count("   bank N   Bank: 5 to 50 chips, in multiples of 5") == 2  # shown, then asked again
    assert "   Chips: Anne 100, Blaise 100, Colette 100, Denis 100." in out


def test_watching_only_plays_the_computer_to_the_end():
    proc = run("modern", "--seed", "4", "--people", "none", "--scope", "deal")
    assert proc.returncode == 0 and "--- " not in proc.stdout
    assert "The deal is over. Standings:" in proc.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (("pagat", "--seed", "x"), "--seed"),
        (("pagat", "--seed", "٣"), "--seed"),
        (("pagat", "--people", "5"), "--people takes seat numbers from 1 to 4"),
        (("pagat", "--people", "1,1"), "listed twice"),
        (("pagat", "--seats", "9"), "from 3 to 6, not 9"),
        (("pagat", "--set", "laps=9"), "laps must be a whole number from 1 to 4"),
        (("whist",), "There is no variant 'whist'"),
        (("pagat", "--scope", "lap"), "--scope: invalid choice"),
        ((), "Name a variant: classic, encyclopedia, modern, pagat"),
    ],
)
def test_bad_arguments_one_line_exit_2(args, words):
    proc = run(*args)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and words in lines[0], proc.stderr
    assert proc.stdout == ""


def test_a_tie_for_most_chips_is_a_shared_win():
    """Pagat's rules: a deal nobody stakes on is void, so four people passing all stay on 100."""
    lines = ["bank 5", "pass", "pass", "pass"]
    proc = run("pagat", "--seed", "1", "--scope", "deal", "--people", "1,2,3,4", lines=lines)
    assert proc.returncode == 0, proc.stderr
    assert "Nobody stakes, so the deal is void" in proc.stdout
    assert "Shared win: Anne, Blaise, Colette and Denis, with 100 chips each." in proc.stdout
    assert proc.stdout.count("   1. ") == 4
