"""Montmort's table told in French: the same figures and verdicts, in the *Encyclopédie*'s own
terms and with French numbers.

The command ``python -m lansquenet montmort --lang fr`` prints the table in French (title, column
names, whose figure, verdicts, sums in livres, sols and deniers with a decimal comma); ``--json``
keeps its fields and numbers and gives the notes in French. The rulings read in the language of
the moment, the same rulings under the same options. English reads exactly as before.
"""

from __future__ import annotations

import json
import re
import string
import subprocess
import sys

from lansquenet.cli import main
from lansquenet.language import Phrases, using
from lansquenet.montmort import phrases
from lansquenet.montmort.command import cells, text_table
from lansquenet.montmort.money import Lsd
from lansquenet.montmort.printed import PRINTED
from lansquenet.montmort.rulings import ENGLISH, RULINGS, TEXTS
from lansquenet.montmort.table import rows

ENGLISH_WORDS = (" the ", " and ", " of ", " is ", "'s ", " from ", " print", " differs", " agrees", " hand ")
"""Words no French line of the table holds, which English ones do."""


def english_in(text: str) -> list[str]:
    return [e for e in ENGLISH_WORDS if e in f" {text} "]


def test_the_tables_have_the_same_keys_and_placeholders_in_both_languages():
    for table in (phrases.PHRASES, phrases.HEADERS, TEXTS):
        assert isinstance(table, Phrases)
        assert table.tables["en"].keys() == table.tables["fr"].keys()
    for key, text in phrases.PHRASES.tables["en"].items():
        french = phrases.PHRASES.tables["fr"][key]
        assert {f for _, f, _, _ in string.Formatter().parse(text) if f} == {
            f for _, f, _, _ in string.Formatter().parse(french) if f
        }, key
    for key in phrases.HEADERS:
        assert len(phrases.HEADERS.tables["en"][key]) == len(phrases.HEADERS.tables["fr"][key])


def test_the_french_table_gives_the_same_figures_in_french_words(capsys):
    assert main(["montmort", "--lang", "fr"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Le lansquenet de Montmort") and lines[0].endswith("\u00a0:")
    assert lines[1].split(" | ")[2] == "Imprimé" and len(lines) == 2 + len(PRINTED)
    for line, figure in zip(lines[2:], PRINTED, strict=True):
        assert f"| {figure.text} |" in line
        rest = line.replace(figure.text, "")
        assert not english_in(rest), line
        assert not re.search(r"\d\.\d", rest), line
    assert "| 4 l. 19 s. 1,83 d. | +0,83 d. | s'accorde" in lines[3]
    assert lines[2].split(" | ")[1] == "celui qui a la main (avantage)"
    assert (
        "les 409,55 d. de B (sur toute la durée de la main) et les 95,61 d. de C (une seule main)" in lines[7]
    )


def test_french_and_english_rows_differ_only_in_words():
    english = [cells(row) for row in rows()]
    with using("fr"):
        french = [cells(row) for row in rows()]
        assert Lsd(2, 15, 10).words() == "2 l. 15 s. 10,00 d."
    assert Lsd(2, 15, 10).words() == "2 l. 15 s. 10.00 d."
    for en, fr in zip(english, french, strict=True):
        assert en[0] == fr[0] and en[2] == fr[2]
        assert [c.replace(".", ",") for c in en[4:6]] == [c.replace(".", ",") for c in fr[4:6]]
        assert en[6] != fr[6] and en[6].split(" ")[0] in ("agrees:", "differs")


def test_the_json_keeps_its_fields_and_gives_french_notes(capsys):
    assert main(["montmort", "--json"]) == 0
    english = json.loads(capsys.readouterr().out)
    assert main(["montmort", "--json", "--lang", "fr"]) == 0
    french = json.loads(capsys.readouterr().out)
    assert [{k: v for k, v in r.items() if k != "note"} for r in french] == [
        {k: v for k, v in r.items() if k != "note"} for r in english
    ]
    for row in french:
        assert row["note"].startswith("s'accorde" if row["verdict"] == "agrees" else "diffère")


def test_the_rulings_read_in_the_language_of_the_moment():
    assert list(RULINGS) == list(ENGLISH) and len(RULINGS) == len(ENGLISH)
    with using("fr"):
        french = list(RULINGS)
        assert RULINGS[0].question == "Qui compte-t-on parmi les coupeurs des chiffres de Montmort\u202f?"
    assert [r.option for r in french] == [r.option for r in ENGLISH]
    for ruling in french:
        for text in (ruling.question, ruling.we_deal, ruling.alternative):
            assert not english_in(text), text


def test_the_english_table_is_unchanged_in_form():
    table = text_table(rows())
    assert table.startswith("Montmort's lansquenet, the stake one pistole (10 livres): ")
    assert "| 4 l. 19 s. 1.83 d. | +0.83 d. | agrees: +0.83 d. from the print" in table


def test_the_module_runs_the_command_in_french():
    done = subprocess.run(
        [sys.executable, "-m", "lansquenet", "montmort", "--lang", "fr"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "celui qui a la main" in done.stdout and done.stderr == ""
