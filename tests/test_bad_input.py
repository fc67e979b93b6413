"""Bad input never crashes: one line naming the problem, exit status 2 (DESIGN.md §5).

Each case here once ended in a Python traceback, or was silently ignored. The command line
runs in-process (``cli.main``), so the whole table stays fast.
"""

from __future__ import annotations

import json

import pytest

from lansquenet import api
from lansquenet.cli import main

GOOD_TOML = 'variant = "pagat"\ndeck = "QH 7S 3D KC 7H"\ndecisions = ["bank 20", "stake 10", "stake 10"]\n'
HUGE = "9" * 5000


def one_line_exit_2(capsys, argv, words=""):
    code = main(argv)
    _, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2, (argv, err)
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert words in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["deal", "pagat", "--set", "packs=²"], "packs must be a whole number"),
        (["deal", "pagat", "--set", "packs=" + HUGE], "packs must be a whole number"),
        (["deal", "pagat", "--decisions", "bank ²"], "'bank ²' is not a decision"),
        (["deal", "pagat", "--decisions", "bank " + HUGE], "is not a decision"),
        (["deal", "pagat", "--seed", "²"], "--seed must be a whole number"),
        (["deal", "pagat", "--seed", HUGE], "--seed must be a whole number"),
        (["deal", "pagat", "--seats", "٣"], "--seats must be a whole number"),
        (["deal", "pagat", "--deck", ""], "--deck is empty"),
        (["deal", "pagat", "--deck", "   "], "--deck is empty"),
        (["deal", "pagat", "--names", ""], "--names is empty"),
        (["deal", "pagat", "--decisions", " , "], "--decisions is empty"),
        (["deal", "pagat", "--names", "Anne,,Blaise"], "leaves a seat without a name"),
        (["deal", "pagat", "--names", "Anne\nNet: Anne +1000,Blaise,Colette,Denis"], "control character"),
        (["deal", "pagat", "--names", "Anne\r,Blaise\x1b[2J,Colette"], "control character (U+001B)"),
        (["deal", "pagat", "--names", "\u200b,Blaise,Colette"], "invisible formatting character (U+200B)"),
        (["deal", "pagat", "--names", "\u202eAnne,Blaise,Colette"], "turns the text's direction (U+202E)"),
        (["deal", "pagat", "--names", "An\u2067ne,Blaise,Colette"], "turns the text's direction (U+2067)"),
        (["deal", "pagat", "--names", "Anne\udcff,Blaise,Colette"], "the byte 0xFF, which is not UTF-8"),
        (["deal", "pagat", "--names", "\u0301,Blaise,Colette"], "has no letter, digit or sign"),
        (["deal", "pagat", "--names", "A" * 41 + ",Blaise,Colette"], "41 characters long"),
        (["deal", "pagat", "--seats", "5", "--set", "seats=6"], "does not match the 5 seats"),
        (["deal", "pagat", "--names", "A,B,C", "--set", "seats=4"], "does not match the 3 seats"),
        (["deal", "pagat", "--deck", "10ſ"], "'10ſ' is not a card"),
        (["deal", "pagat", "--set", "packs=1", "--set", "packs=2"], "given twice"),
        (["deal", "pagat", "--seed", "1", "--seed", "2"], "--seed is given twice; give it once."),
        (["deal", "pagat", "--deck", "QH", "--deck", "7S"], "--deck is given twice"),
        (["deal", "pagat", "--names", "A,B,C", "--names", "D,E,F"], "--names is given twice"),
        (["deal", "pagat", "--decisions", "bank 5", "--decisions", "bank 10"], "--decisions is given twice"),
        (["deal", "modern", "--seats", "2", "--set", "bystander=true"], "bystander needs at least 3 seats"),
        (
            ["deal", "pagat", "--set", "laps=3"],
            "--set laps shapes a whole match, not a single deal: use the match",
        ),
        (["deal", "modern", "--set", "rounds=3"], "--set rounds shapes a whole match"),
        (["deal", "classic", "--set", "max_hands=3"], "--set max_hands shapes a whole match"),
        (["deal", "pagat", "--bogus"], "Unrecognized arguments: --bogus"),
        (["deal"], "Name a variant: classic, encyclopedia, modern, pagat (see"),
        ([], "Name a command: deal, match, replay, odds, montmort, play (see"),
        (["deal", "pagat", "--seats", "4", "--names", "A,B,C,D"], "not allowed with argument"),
        (["odds", "pagat", "--set", "packs=²"], "packs must be a whole number"),
        (["odds", "classic", "--set", "seats=²"], "seats must be a whole number"),
        (["odds", "classic", "--set", "seats=٣"], "seats must be a whole number"),
        (["odds", "classic", "--set", "seats=" + HUGE], "seats must be a whole number"),
    ],
)
def test_bad_command_line_is_one_line_exit_2(capsys, argv, words):
    one_line_exit_2(capsys, argv, words)


@pytest.mark.parametrize(
    "argv, sentence",
    [
        (["deal", "pagat", "--decisions", "bank 5,stake 10"], "Blaise can stake only 5 chips, not 10."),
        (
            ["deal", "modern", "--seats", "2", "--decisions", "stake 1,raise 5"],
            "Blaise can raise only 1 chip, not 5.",
        ),
        (
            ["deal", "encyclopedia", "--seed", "1", "--decisions", "limit 1,bet-a 5"],
            "Denis can bet only 1 chip on the ace of hearts, not 5.",
        ),
        (
            ["deal", "classic", "--seed", "1", "--decisions", "ceiling 0"],
            "Anne can set a ceiling of any amount from 1 to 96 chips, not 0.",
        ),
        (
            ["deal", "pagat", "--decisions", "bank 7"],
            "Anne can bank from 5 to 50 chips, in multiples of 5, not 7.",
        ),
        (
            ["deal", "pagat", "--decisions", "bank"],
            "Bank needs an amount: Anne can bank from 5 to 50 chips, in multiples of 5 (write 'bank N').",
        ),
        (
            ["deal", "pagat", "--decisions", "bank 20,pass 5"],
            "Pass takes no amount: write just 'pass', not 'pass 5'.",
        ),
        (["deal", "pagat", "--decisions", "cover"], "Anne cannot cover now; on offer: bank ('bank N')."),
        (
            ["deal", "pagat", "--decisions", "xyzzy"],
            "There is no action 'xyzzy'; on offer to Anne: bank ('bank N').",
        ),
        (["deal", "pagat", "--deck", "QH QH"], "The deck lists QH twice, but one pack holds it only once."),
        (
            ["deal", "pagat", "--set", "packs=2", "--deck", "QH QH QH"],
            "The deck lists QH 3 times, but 2 packs hold it only twice.",
        ),
    ],
)
def test_a_refused_decision_reads_in_plain_words(capsys, argv, sentence):
    """The action is named as its button is ("set a ceiling"), never by its notation ("ceiling"),
    and the amounts in words: never "from 5 to 5", never "1 chips", never "pack(s)"."""
    line = one_line_exit_2(capsys, argv)
    assert line.endswith(sentence), line


@pytest.mark.parametrize(
    "body, words",
    [
        ('variant = "pagat"\noptions = "x"\n', "options must be a table"),
        ('variant = "pagat"\noptions = [1, 2]\n', "options must be a table"),
        ('variant = "pagat"\nseats = "³"\n', "number of seats must be a whole number"),
        ('variant = "pagat"\ndeck = 5\n', "The deck is the cards on top of the pack"),
        ('variant = "pagat"\ndeck = true\n', "The deck is the cards on top of the pack"),
        ('variant = "pagat"\ndeck = [5]\n', "5 is not a card"),
        ('variant = "pagat"\ndecks = 5\n', "decks must be a list of pack orders"),
        ('variant = "pagat"\ndecks = [5]\n', "Cards are written as text"),
        ('variant = "pagat"\ndecisions = 5\n', "decisions must be a list"),
        ('variant = "pagat"\ndecisions = [5]\n', "decisions must be a list"),
        ('variant = "pagat"\nseats = ["Anne\\nNet: Anne +1000", "B", "C"]\n', "control character"),
        ('variant = "pagat"\nseats = ["\\u202eAnne", "B", "C"]\n', "turns the text's direction"),
        ('variant = "pagat"\nchips = "100"\n', "chips must be one whole number"),
        ('variant = "pagat"\nchips = ["100", "100", "100", "100"]\n', "chips must be one whole number"),
        ("variant = 5\n", "The variant is a name"),
        ('variant = "pagat"\nseed = -1\n', "The seed must be a whole number"),
        ('variant = "pagat"\ntitle = 5\n', "the title is text"),
        (GOOD_TOML + "[expect]\nsays = 5\n", "expect.says is a word or a list of words"),
        (GOOD_TOML + "[expect]\nevents = 5\n", "expect.events is a word or a list of words"),
        (GOOD_TOML + "[expect]\nno_events = [5]\n", "expect.no_events is a word or a list"),
        (GOOD_TOML + "[expect]\nwinners = 5\n", "expect.winners is a word"),
        (GOOD_TOML + "[expect]\noutcome = 5\n", "expect.outcome is a word"),
        (GOOD_TOML + "[expect]\nnet = 5\n", "expect.net is a list of whole numbers"),
        (GOOD_TOML + '[expect]\nchips = ["1"]\n', "expect.chips is a list of whole numbers"),
        (GOOD_TOML + '[expect]\nsteps = "9"\n', "expect.steps is a whole number"),
        (GOOD_TOML + "expect = 5\n", "expect must be a table"),
        ('variant = "pagat"\ndeck = ""\n', "The deck is empty"),
        ('variant = "pagat"\ndeck = []\n', "The deck is empty"),
        ('variant = "pagat"\ndecks = []\n', "decks is empty"),
        ('variant = "pagat"\ndecks = [[]]\n', "Pack order 1 in decks is empty"),
        ('variant = "pagat"\ndecks = ["QH", " "]\n', "Pack order 2 in decks is empty"),
        (GOOD_TOML + "[expect]\nsteps = -1\n", "expect.steps is -1, but every deal has at least one step"),
        (GOOD_TOML + "[expect]\nsteps = 0\n", "expect.steps is 0"),
        (GOOD_TOML + "[expect]\nnet = [1]\n", "expect.net gives 1 number, but the deal has 4 seats"),
        (GOOD_TOML + "[expect]\nchips = []\n", "expect.chips gives no numbers"),
        (GOOD_TOML + "[expect]\nnet = [1, 0, 0, 0]\n", "sums to +1, but every deal's nets sum to 0"),
        (GOOD_TOML + "[expect]\nchips = [100, 100, 100, 101]\n", "starts with 400 chips in all"),
        (GOOD_TOML + "[expect]\nchips = [-1, 200, 100, 101]\n", "no seat goes below 0"),
        (GOOD_TOML + '[expect]\nevents = ["no-such-kind"]\n', "the event 'no-such-kind', which the pagat"),
        (GOOD_TOML + '[expect]\nno_events = "stakes"\n', "(did you mean 'stake'?)"),
        (GOOD_TOML + '[expect]\nwinners = "Bob"\n', "names 'Bob', who has no seat"),
        ('variant = "pagat"\nseed = ' + HUGE + "\n", "holds a number too long to read"),
        ("x = " + "[" * 100_000 + "]" * 100_000 + "\n", "nested too deep"),
        ("variant = [", "is not valid TOML"),
    ],
)
def test_bad_deal_file_is_one_line_exit_2(capsys, tmp_path, body, words):
    path = tmp_path / "deal.toml"
    path.write_text(body, encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "", (body, out)  # refused before anything is told
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], err


def transcript(tmp_path, **edits):
    data = api.deal({"variant": "pagat", "seed": 4})
    data.update(edits)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "edits, words",
    [
        ({"net": ["1", "2", "3", "4"]}, "'net' must be a list of whole numbers"),
        ({"net": [None, None, None, None]}, "'net' must be a list of whole numbers"),
        ({"chips": ["100"] * 4}, "'chips' must be a list of whole numbers"),
        ({"options": "x"}, "'options' must be a table of options"),
        ({"options": [1]}, "'options' must be a table of options"),
        ({"deck": 5}, "'deck' must be a list of cards"),
        ({"decks": 5}, "'decks' must be a list of lists of cards"),
        ({"decisions": 5}, "'decisions' must be a list of decisions"),
        ({"seats": "Anne"}, "'seats' must be a list of names"),
        ({"banker": "0"}, "'banker' must be a seat number"),
        ({"format": 2}, "'format' must be the number 1"),
        ({"colour": "red"}, "has a key 'colour' that no transcript has"),
    ],
)
def test_bad_transcript_is_one_line_exit_2(capsys, tmp_path, edits, words):
    one_line_exit_2(capsys, ["replay", str(transcript(tmp_path, **edits))], words)


def test_a_transcript_missing_a_key_is_named(capsys, tmp_path):
    path = transcript(tmp_path)
    data = json.loads(path.read_text())
    del data["steps"]
    path.write_text(json.dumps(data))
    one_line_exit_2(capsys, ["replay", str(path)], "it has no 'steps'")


@pytest.mark.parametrize(
    "text, words",
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deep"),
        ('{"variant": "pagat", "seed": ' + HUGE + "}", "holds a number too long to read"),
        ("[1, 2", "is not valid JSON"),
        ("[1, 2]", "not a table of keys"),
    ],
)
def test_unreadable_json_is_one_line_exit_2(capsys, tmp_path, text, words):
    path = tmp_path / "deal.json"
    path.write_text(text)
    one_line_exit_2(capsys, ["replay", str(path)], words)


@pytest.mark.parametrize("suffix", [".json", ".toml", ".md"])
def test_a_file_that_is_not_utf8_is_one_line_exit_2(capsys, tmp_path, suffix):
    path = tmp_path / f"deal{suffix}"
    path.write_bytes(b'variant = "pagat"\n# \xff\xfe caf\xe9\n')
    one_line_exit_2(capsys, ["replay", str(path)], "is not a UTF-8 text file")


@pytest.mark.parametrize(
    "request_text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"variant": "pagat", "seed": ' + HUGE + "}",
        "not json",
        "[1, 2]",
        '"pagat"',
        "null",
        '{"variant": "pagat", "options": "x"}',
        '{"variant": "pagat", "deck": true}',
        '{"variant": "pagat", "decks": 5}',
        '{"variant": "pagat", "decisions": 5}',
        '{"variant": "pagat", "seats": "³"}',
        '{"variant": "pagat", "seats": ["\\u200b", "B", "C"]}',
        '{"variant": "pagat", "seats": ["Anne\\udcff", "B", "C"]}',
        '{"variant": "pagat", "decisions": ["bank ²"]}',
        '{"variant": "pagat", "chips": [1e400, 1, 1, 1]}',
        '{"variant": {"a": 1}}',
        '{"variant": "pagat", "seats": 4, "options": {"seats": 5}}',
    ],
)
def test_deal_json_always_answers_a_sentence(request_text):
    answer = json.loads(api.deal_json(request_text))
    assert set(answer) == {"error"}
    sentence = answer["error"]
    assert sentence.endswith(".") and "\n" not in sentence
    for python_words in ("Traceback", "object", "NoneType", "invalid literal", "Expecting", "recursion"):
        assert python_words not in sentence, sentence


@pytest.mark.parametrize(
    "argv, sentence",
    [
        (["deal", "pagat", "--seed", "-1"], "--seed must be a whole number from 0 up, not -1."),
        (["deal", "pagat", "--seed", "9" * 20], "--seed must be a whole number of at most 19 digits"),
        (
            ["deal", "pagat", "--seed", "1e3"],
            "--seed must be a whole number written in the digits 0-9, not '1e3'.",
        ),
        (["deal", "pagat", "--seats", "0"], "The pagat variant seats 3 to 6 players, not 0."),
        (["deal", "pagat", "--seats", "100"], "The pagat variant seats 3 to 6 players, not 100."),
        (["deal", "pagat", "--seats", "9"], "Option seats must be a whole number from 3 to 6, not 9."),
        (["deal", "--help-me"], "Unrecognized arguments: --help-me (see"),
        (["-x"], "Unrecognized arguments: -x (see"),
    ],
)
def test_messages_say_what_they_mean(capsys, argv, sentence):
    assert one_line_exit_2(capsys, argv).startswith(f"error: {sentence}")


def test_the_largest_seed_deals_from_the_command_line_as_from_a_deal_file(capsys, tmp_path):
    seed = str(2**63 - 1)
    assert main(["deal", "pagat", "--seed", seed, "--json"]) == 0
    from_command_line = json.loads(capsys.readouterr().out)
    path = tmp_path / "deal.toml"
    path.write_text(f'variant = "pagat"\nseed = {seed}\n', encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["transcript"] == from_command_line
    one_line_exit_2(
        capsys, ["deal", "pagat", "--seed", str(2**63)], "The seed must be a whole number from 0 to"
    )


def test_a_transcript_that_cannot_be_dealt_again_reads_as_one_sentence(capsys, tmp_path):
    line = one_line_exit_2(capsys, ["replay", str(transcript(tmp_path, options={"packs": 9}))])
    assert (
        line
        == "error: This transcript cannot be dealt again: option packs must be a whole number from 1 to 6, not 9."
    )


def test_the_odds_header_spells_options_as_they_are_set(capsys):
    assert main(["odds", "classic", "--set", "rejouissance=false"]) == 0
    header = capsys.readouterr().out.splitlines()[0]
    assert header.startswith("Exact odds for the court game (17th–18th century), with seats=6, ")
    assert "rejouissance=false" in header and "True" not in header and "False" not in header


@pytest.mark.parametrize(
    "markdown, words",
    [
        ('# A page\n\n```deal\nvariant = "nope"\n```\n', "page.md:3: There is no variant 'nope'"),
        (
            '# A page\n\n```deal\nvariant = "pagat"\nseed = 1\n\nThe lesson goes on.\n',
            "page.md:3: the deal block",
        ),
        (
            '# A page\n\n```deal\ntitle = "Too little"\nvariant = "pagat"\ndeck = "QH"\ndecisions = ["bank 7"]\n```\n',
            "page.md:3 (Too little): Decision 1 (bank 7): Anne can bank from 5 to 50 chips",
        ),
        (
            '```deal\nvariant = "pagat"\nseed = 1\n```\n\n```deal\nvariant = "pagat"\nseeds = 1\n```\n',
            "page.md:6: ",
        ),
    ],
)
def test_an_error_in_a_markdown_block_names_the_file_and_the_block(capsys, tmp_path, markdown, words):
    path = tmp_path / "page.md"
    path.write_text(markdown, encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, err
    assert err.startswith(f"error: {tmp_path}/") and words in err, err


@pytest.mark.parametrize("suffix", [".toml", ".md", ".json"])
def test_a_byte_order_mark_is_read_past(capsys, tmp_path, suffix):
    body = {
        ".toml": 'variant = "pagat"\nseed = 1\n',
        ".md": '```deal\nvariant = "pagat"\nseed = 1\n```\n',
        ".json": json.dumps(api.deal({"variant": "pagat", "seed": 1})),
    }[suffix]
    path = tmp_path / f"deal{suffix}"
    path.write_bytes(b"\xef\xbb\xbf" + body.encode())
    assert main(["replay", str(path)]) == 0, capsys.readouterr().err


@pytest.mark.parametrize(
    "request_value, kind",
    [
        (None, "nothing"),
        (5, "a number"),
        (True, "true or false"),
        ({"variant": "pagat"}, "a table"),
        ([1], "a list"),
    ],
)
def test_deal_json_handed_something_other_than_text_says_a_request_is_json_text(request_value, kind):
    answer = json.loads(api.deal_json(request_value))
    assert answer == {
        "error": f'The deal request must be JSON text, like \'{{"variant": "pagat", "seed": 1}}\', not {kind}.'
    }
