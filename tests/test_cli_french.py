"""The command line in French: ``--lang fr`` before the command as after it, argparse's own
complaints and the help in French, deal files replayed in French.

A French command never answers in English: a mistake on its line is one French sentence, a
deal file's unmet expectation is named in French, and English reads exactly as before.
"""

from __future__ import annotations

import re

import pytest
from french_words import ENGLISH

from lansquenet import cli
from lansquenet.cli import main
from lansquenet.language import current

ARGPARSE_ENGLISH = (
    "argument --",
    "invalid choice",
    "expected",
    "not allowed",
    "required",
    "unrecognized",
    "(see ",
)
"""argparse's English, which a French refusal never holds."""


def refused(capsys, argv: list[str]) -> str:
    """The one line ``argv`` is refused with (exit 2), nothing on stdout, English spoken after."""
    code = main(argv)
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2 and out == "" and len(lines) == 1, (argv, code, out, err)
    assert current() == "en"
    return lines[0]


def french(line: str) -> str:
    """``line`` checked to be French: the French error mark, no English outside what it quotes."""
    assert line.startswith("erreur\u00a0: "), line
    bare = re.sub(r"'[^']*'|\"[^\"]*\"|«[^»]*»|utilisez .*", "", f" {line} ")  # the keys it lists
    assert not [w for w in ENGLISH + ARGPARSE_ENGLISH if w in bare], line
    return line


def test_lang_before_the_command_deals_as_lang_after_it(capsys):
    assert main(["--lang", "fr", "deal", "pagat", "--seed", "3"]) == 0
    before = capsys.readouterr().out
    assert main(["deal", "pagat", "--seed", "3", "--lang", "fr"]) == 0
    assert capsys.readouterr().out == before
    assert main(["--lang=fr", "deal", "pagat", "--seed", "3"]) == 0
    assert capsys.readouterr().out == before
    assert before.endswith("Bilan\u00a0: Anne +15, Blaise -10, Colette -5, Denis +0.\n")


def test_lang_before_the_command_in_english_reads_as_before(capsys):
    assert main(["deal", "pagat", "--seed", "3"]) == 0
    english = capsys.readouterr().out
    assert main(["--lang", "en", "deal", "pagat", "--seed", "3"]) == 0
    assert capsys.readouterr().out == english


@pytest.mark.parametrize(
    "argv, words",
    [
        (
            ["deal", "pagat", "--bogus"],
            "Arguments non reconnus\u00a0: --bogus (voir python -m lansquenet --help).",
        ),
        (["deal"], "Nommez une variante\u00a0: classic, encyclopedia, modern, pagat"),
        ([], "Nommez une commande\u00a0: deal, match, replay, odds, montmort, play"),
        (["dea"], "La commande\u00a0: choix invalide\u00a0: 'dea' (choisissez parmi 'deal', "),
        (["deal", "pagat", "--seed"], "--seed\u00a0: attend un argument"),
        (["deal", "pagat", "--seats", "4", "--names", "A,B,C,D"], "--names\u00a0: interdit avec --seats"),
        (
            ["deal", "pagat", "--seed", "1", "--seed", "2"],
            "--seed est donné deux fois\u202f; donnez-le une fois.",
        ),
        (["deal", "pagat", "--seed", "²"], "--seed doit être un nombre entier écrit avec les chiffres 0 à 9"),
        (["deal", "pagat", "--se", "3"], "option ambiguë\u00a0: --se peut désigner"),
        (["replay"], "Ces arguments sont requis\u00a0: FILE"),
        (["deal", "pagat", "--set", "packs"], "--set attend CLÉ=VALEUR, pas 'packs'."),
        (["deal", "pagat", "--set", "packs=1", "--set", "packs=2"], "--set packs est donné deux fois"),
        (["deal", "pagat", "--deck", " "], "--deck est vide"),
        (["deal", "pagat", "--names", ""], "--names est vide"),
        (["deal", "pagat", "--names", "Anne,,Blaise"], "laisse une place sans nom"),
        (["deal", "pagat", "--decisions", " , "], "--decisions est vide"),
        (["deal", "pagat", "--set", "laps=3"], "--set laps règle une partie entière"),
    ],
)
def test_a_mistake_on_a_french_command_line_is_one_french_line(capsys, argv, words):
    line = french(refused(capsys, [*argv, "--lang", "fr"]))
    assert words.lower() in line.lower(), line
    assert french(refused(capsys, ["--lang", "fr", *argv])) == line


def test_an_unknown_language_is_refused_before_the_command(capsys):
    assert "There is no language 'xx'" in refused(capsys, ["--lang", "xx", "deal", "pagat"])
    assert "--lang takes a language" in refused(capsys, ["deal", "pagat", "--lang"])


def test_the_help_is_french(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "deal", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage\u00a0: python -m lansquenet deal")
    assert "afficher cette aide et quitter" in out and "les noms des places" in out
    assert "show this help" not in out and "positional arguments" not in out
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "--help"])
    out = capsys.readouterr().out
    assert "Donner le lansquenet, étape par étape." in out and "donner une donne" in out


def test_the_english_help_is_as_before(capsys):
    with pytest.raises(SystemExit):
        main(["deal", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m lansquenet deal") and "show this help message and exit" in out


BLOCK = """# Une donne

```deal
variant = "pagat"
language = "fr"
seed = 3
[expect]
says = "prend la banque"
net = [15, -10, -5, 0]
events = ["bank", "pair"]
steps = 4
```
"""


def test_a_french_deal_file_replays_in_french_and_names_what_is_unmet_in_french(tmp_path, capsys):
    path = tmp_path / "donne.md"
    path.write_text(BLOCK, encoding="utf-8")
    assert main(["replay", str(path), "--lang", "fr"]) == 1
    out = capsys.readouterr().out
    assert "2. Anne met une banque de 15 jetons." in out and "Bilan\u00a0: Anne +15" in out
    unmet = [line for line in out.splitlines() if line.startswith("UNMET: ")]
    assert unmet == [
        "UNMET: on attendait l'événement 'pair' (dans l'ordre), qui n'a pas eu lieu.",
        "UNMET: on attendait 4 étapes, il y en a 9.",
    ]
    path.write_text(BLOCK.replace('events = ["bank", "pair"]\nsteps = 4\n', ""), encoding="utf-8")
    assert main(["replay", str(path), "--lang", "fr"]) == 0
    capsys.readouterr()


def test_a_block_naming_no_language_is_dealt_in_the_commands(tmp_path, capsys):
    """A French page's blocks name no language: ``--lang fr`` deals them in French, and their
    ``says`` are written with plain spaces where French typography puts no-break ones."""
    path = tmp_path / "page.md"
    body = BLOCK.replace('language = "fr"\n', "").replace('events = ["bank", "pair"]\nsteps = 4\n', "")
    path.write_text(
        body.replace('says = "prend la banque"', 'says = ["prend la banque", "mise 10 jetons ; il reste"]')
    )
    assert main(["replay", str(path), "--lang", "fr"]) == 0
    assert "2. Anne met une banque de 15 jetons." in capsys.readouterr().out
    assert main(["replay", str(path)]) == 1  # in English, no step says those words
    assert "UNMET: no step says 'prend la banque'." in capsys.readouterr().out


def test_the_tutorials_deal_files_replay_with_lang_fr(capsys):
    assert main(["replay", "tutorials/pagat-worked-example.md", "--lang", "fr"]) == 0
    capsys.readouterr()


@pytest.mark.parametrize(
    "body, words",
    [
        (
            'variant = "pagat"\nseed = 3\n[expect]\nnet = [1]\n',
            "expect.net donne 1 nombre, mais la donne a 4 places.",
        ),
        ('variant = "pagat"\nseed = 3\n[expect]\nnet = [1, 0, 0, 0]\n', "a pour somme +1"),
        ('variant = "pagat"\nseed = 3\n[expect]\nwinners = "Zoé"\n', "nomme 'Zoé', qui n'a pas de place"),
        ('variant = "pagat"\nseed = 3\n[expect]\nevents = ["banq"]\n', "(vouliez-vous dire 'bank'\u202f?)"),
        ('variant = "pagat"\nseed = 3\n[expect]\nsteps = 0\n', "toute donne a au moins une étape"),
        ('variant = "pagat"\nseed = 3\n[expect]\nfoo = 1\n', "il n'y a pas d'attente 'foo'"),
        ('variant = "pagat"\nseed = 3\n[expect]\nsteps = "x"\n', "expect.steps est un nombre entier"),
        ('variant = "pagat"\nseed = 3\ntitle = 5\n', "le titre est un texte"),
        ('variant = "pagat"\nseed = \n', "n'est pas du TOML valide (l'erreur est à la ligne 2, colonne 8)"),
        ('variant = "pagat"\ndeck = ""\n', "deck est vide"),
    ],
)
def test_a_bad_deal_file_is_refused_in_french(tmp_path, capsys, body, words):
    path = tmp_path / "donne.toml"
    path.write_text(body, encoding="utf-8")
    line = french(refused(capsys, ["replay", str(path), "--lang", "fr"]))
    assert line.startswith(f"erreur\u00a0: {path}\u00a0: ") and words in line, line


def test_an_unclosed_block_and_an_empty_file_are_refused_in_french(tmp_path, capsys):
    path = tmp_path / "page.md"
    path.write_text('```deal\nvariant = "pagat"\n', encoding="utf-8")
    assert "le bloc de donne ouvert ici n'est jamais fermé" in french(
        refused(capsys, ["--lang", "fr", "replay", str(path)])
    )
    path.write_text("# Rien\n", encoding="utf-8")
    assert "ne contient aucun bloc de donne" in french(refused(capsys, ["--lang", "fr", "replay", str(path)]))


def test_every_command_line_word_has_a_french_twin():
    assert set(cli.WORDS.tables["fr"]) == set(cli.WORDS.tables["en"])
    for key in cli.WORDS:
        assert (
            cli.WORDS.tables["fr"][key] != cli.WORDS.tables["en"][key]
            or key.startswith(("unmet", "differs", "where", "see-help", "help.options", "arg.argument"))
            or key in {"odds.row"}
        ), key
