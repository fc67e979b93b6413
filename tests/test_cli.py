"""The command line contract (DESIGN.md section 5): deal, match, replay, odds; bad input exits 2."""

import json
import os
import subprocess
import sys

import pytest


def run(*args, check=True):
    proc = subprocess.run([sys.executable, "-m", "lansquenet", *args], capture_output=True, text=True)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def test_deal_json_has_the_contract_fields_and_net_sums_to_zero():
    data = json.loads(run("deal", "pagat", "--seed", "7", "--json").stdout)
    for key in ("variant", "options", "seats", "banker", "deck", "steps", "net"):
        assert key in data
    assert all("kind" in s and "text" in s for s in data["steps"])
    assert sum(data["net"]) == 0 and len(data["deck"]) == 52


def test_deal_same_seed_same_transcript():
    assert (
        run("deal", "pagat", "--seed", "7", "--json").stdout
        == run("deal", "pagat", "--seed", "7", "--json").stdout
    )


def test_deal_in_words_ends_with_the_net():
    out = run("deal", "pagat", "--seed", "7", "--names", "Ann,Bob,Cy").stdout
    assert out.splitlines()[0].startswith("1. ") and out.splitlines()[-1].startswith("Net: Ann")


@pytest.mark.parametrize(
    "args, words",
    [
        (("deal", "pagat", "--deck", "QH 7S ZZ"), "'ZZ' is not a card"),
        (("deal", "nosuch"), "There is no variant 'nosuch'"),
        (("match", "pagat", "--set", "laps=9"), "laps must be a whole number from 1 to 4"),
        (("deal", "pagat", "--set", "colour=red"), "no option 'colour'"),
        (("deal", "pagat", "--seats", "9"), "from 3 to 6"),
        (("deal", "pagat", "--deck", "QH QH"), "lists QH twice, but one pack holds it only once."),
        (("deal", "pagat", "--decisions", "bank 7"), "multiples of 5"),
        (("odds", "pagat", "--set", "packs=7"), "packs must be a whole number from 1 to 6"),
        (("replay", "no/such/file.md"), "Cannot read the file"),
        (("deal", "pagat", "--set", "packs=²"), "packs must be a whole number"),
        (("deal", "pagat", "--decisions", "bank ²"), "is not a decision"),
        (("deal", "pagat", "--deck", ""), "--deck is empty"),
        (("deal", "pagat", "--names", ""), "--names is empty"),
        (("deal", "pagat", "--seats", "5", "--set", "seats=6"), "does not match the 5 seats"),
        (("deal", "pagat", "--deck", "10ſ"), "'10ſ' is not a card"),
        (("deal", "pagat", "--sead", "3"), "Unrecognized arguments: --sead"),
        (("deal",), "Name a variant: classic, encyclopedia, modern, pagat"),
    ],
)
def test_bad_input_one_line_exit_2_no_traceback(args, words):
    proc = run(*args, check=False)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in proc.stderr


def test_bad_files_one_line_exit_2_no_traceback(tmp_path):
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b'variant = "pagat"\n# caf\xe9\n')
    for path, words in ((nested, "nested too deep"), (latin, "is not a UTF-8 text file")):
        proc = run("replay", str(path), check=False)
        lines = proc.stderr.strip().splitlines()
        assert proc.returncode == 2 and len(lines) == 1 and words in lines[0], proc.stderr


@pytest.mark.parametrize("name", ["Bank", "Anne's stake", "{0}", "Bob"])
def test_a_seat_named_like_a_table_account_gets_its_own_chips(name):
    """Issue 12: "Bank" once shared the bank's account, and Anne ended +89 instead of +15."""
    data = json.loads(
        run("deal", "pagat", "--seed", "1", "--names", f"Anne,{name},Blaise,Denis", "--json").stdout
    )
    assert data["net"] == [15, -7, -8, 0]
    moves = [(t["payer"], t["payee"], t["amount"]) for s in data["steps"] for t in s["transfers"]]
    bank = "Bank (on the table)" if name == "Bank" else "Bank"
    assert moves[:2] == [("Anne", bank, 15), (name, f"{name}'s stake", 7)]


def test_odds_pagat_shows_27_51_and_3_51():
    out = run("odds", "pagat").stdout
    assert "27/51" in out and "3/51" in out and "2 packs, pair_rule=half" in out


def test_match_pagat_runs_a_whole_match():
    data = json.loads(run("match", "pagat", "--seed", "3", "--json").stdout)
    assert data["steps"][-1]["kind"] == "match-end" and sum(data["net"]) == 0


def test_replay_a_transcript_is_identical(tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(run("match", "pagat", "--seed", "9", "--json").stdout)
    assert run("replay", str(path)).returncode == 0


def test_replay_a_deal_file_checks_its_expectations(tmp_path):
    path = tmp_path / "deal.toml"
    path.write_text(
        'variant = "pagat"\ndeck = "QH 7S 3D KC 7H"\ndecisions = ["bank 20", "stake 10", "stake 10"]\n'
        '[expect]\noutcome = "players"\nnet = [-20, 10, 10, 0]\n'
    )
    assert run("replay", str(path)).returncode == 0
    path.write_text(path.read_text().replace("[-20, 10, 10, 0]", "[0, 0, 0, 0]"))
    proc = run("replay", str(path), check=False)
    assert proc.returncode == 1 and "UNMET: expected net [0, 0, 0, 0]" in proc.stdout


def test_replay_takes_several_files_and_fails_if_any_expectation_is_unmet(tmp_path):
    good = tmp_path / "good.toml"
    good.write_text(
        'variant = "pagat"\ndeck = "QH QS"\ndecisions = ["bank 20", "stake 10", "pass", "pass"]\n'
        '[expect]\noutcome = "pair"\n'
    )
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text().replace('"pair"', '"players"'))
    assert run("replay", str(good), str(good)).returncode == 0
    proc = run("replay", str(good), str(bad), check=False)
    assert (
        proc.returncode == 1
        and proc.stdout.count("== ") == 2
        and "UNMET: expected the outcome 'players'" in proc.stdout
    )


def test_decisions_left_over_when_the_deal_ends_are_an_error():
    proc = run(
        "deal", "pagat", "--deck", "QH QS", "--decisions", "bank 20,stake 10,pass,pass,stake 5", check=False
    )
    assert proc.returncode == 2
    assert proc.stderr.strip() == "error: Decision 5 (stake 5) was never asked for: the deal is over."


BIG_DEAL = ("deal", "classic", "--seed", "1", "--seats", "16", "--set", "outsiders=4", "--json")


def test_a_reader_who_stops_reading_ends_the_output_quietly():
    """``| head -c 10``: the pipe closes long before the transcript is written; no error, exit 0."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "lansquenet", *BIG_DEAL],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.read(10) == b'{\n "format'
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait() == 0 and err == ""


def test_a_full_disk_is_the_outputs_fault_in_one_line():
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, "-m", "lansquenet", "deal", "pagat", "--seed", "1"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert proc.returncode == 74
    assert proc.stderr.splitlines() == ["error: the output cannot be written (No space left on device)."]


def test_an_output_encoding_without_a_character_is_named_in_one_line():
    proc = subprocess.run(
        [sys.executable, "-m", "lansquenet", "deal", "pagat", "--seed", "1", "--names", "Zoë,B,C,D"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert proc.returncode == 74
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and "its encoding (ascii) has no" in lines[0] and "PYTHONIOENCODING" in lines[0]
