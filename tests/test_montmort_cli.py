"""``python -m lansquenet montmort``: the command-line contract of DESIGN.md §5 for Montmort's table."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

from lansquenet.montmort.money import DENIERS_PER_PISTOLE, Lsd
from lansquenet.montmort.printed import PRINTED


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "lansquenet", "montmort", *args], capture_output=True, text=True
    )


def test_json_has_one_object_a_printed_figure_with_the_contract_fields():
    proc = run("--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert [(r["coupeurs"], r["seat"], r["printed"]) for r in data] == [
        (p.coupeurs, p.seat, p.text) for p in PRINTED
    ]
    for row in data:
        value = Fraction(row["value"])
        parts = row["lsd"]
        assert set(parts) == {"livres", "sols", "deniers", "fraction_of_a_denier"}
        money = Lsd(parts["livres"], parts["sols"], parts["deniers"], Fraction(parts["fraction_of_a_denier"]))
        assert money.in_deniers() == value * DENIERS_PER_PISTOLE
        assert 0 <= money.sols < 20 and 0 <= money.deniers < 12 and 0 <= money.fraction < 1
        printed = next(p for p in PRINTED if (p.coupeurs, p.seat) == (row["coupeurs"], row["seat"]))
        off = value * DENIERS_PER_PISTOLE - printed.value.in_deniers()
        assert Fraction(row["deniers_off_exact"]) == off and row["deniers_off"] == round(float(off), 2)
        assert row["verdict"] == ("agrees" if abs(off) < 1 else "differs")
        assert row["note"].startswith(row["verdict"])


def test_the_table_in_words_quotes_every_printed_figure_whole():
    proc = run()
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 2 + len(PRINTED) and lines[1].split(" | ")[2] == "Printed"
    for line, figure in zip(lines[2:], PRINTED, strict=True):
        assert f"| {figure.text} |" in line and line.strip().startswith(str(figure.coupeurs))


def test_bad_input_is_one_line_and_status_2():
    for args in (["--seats", "4"], ["extra"], ["--json", "--json=yes"]):
        proc = run(*args)
        assert proc.returncode == 2 and proc.stdout == ""
        assert len(proc.stderr.strip().splitlines()) == 1 and proc.stderr.startswith("error: ")
