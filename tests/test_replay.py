"""Replaying a transcript checks every field and names the first difference in one line.

An edited transcript must never "replay identically": not an edited deck, seed or format,
not an extra key, not one word of one step. What differs is named (which field, which step)
in one line, without telling the whole deal again.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from lansquenet import api
from lansquenet.cli import main
from lansquenet.replay import first_difference, replay_transcript


def dealt(variant="pagat", **spec):
    return api.deal({"variant": variant, "seed": 4, **spec})


def replay(capsys, tmp_path, data):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("variant", ["pagat", "classic", "modern", "encyclopedia"])
@pytest.mark.parametrize("scope", ["deal", "match"])
def test_an_untouched_transcript_replays_identically(variant, scope):
    data = dealt(variant, scope=scope)
    again, failures = replay_transcript(data)
    assert failures == [] and again == data


def test_a_stacked_deck_with_a_seed_replays_identically():
    data = dealt("classic", deck="2S 5H 9D 5C 3H 5D", seats=4)
    assert replay_transcript(data)[1] == []


def edit_deck(data):
    data["deck"] = data["deck"][1:] + data["deck"][:1]


def edit_seed(data):
    data["seed"] = data["seed"] + 1


def edit_step_text(data):
    data["steps"][3]["text"] += " Or so they say."


def edit_net(data):
    data["net"] = [data["net"][1], data["net"][0], *data["net"][2:]]


def edit_view(data):
    data["steps"][2]["view"]["stock"] += 1


def edit_decks(data):
    first = data["decks"][0]
    first[-1], first[-2] = first[-2], first[-1]


def edit_both_decks(data):
    edit_decks(data)
    data["deck"] = list(data["decks"][0])


def edit_trailing_space(data):
    data["steps"][3]["text"] += " "


def drop_term(data):
    del data["steps"][2]["term"]


def edit_banker(data):
    data["banker"] = 1


def edit_scope(data):
    data["scope"] = "match"


def edit_stacked(data):
    data["stacked"] = [3]


@pytest.mark.parametrize(
    "edit, words",
    [
        (edit_deck, "the field 'deck' is not the first pack order in 'decks': its card 1 reads"),
        (edit_decks, "its card 51 reads"),
        (edit_both_decks, "pack order 1 ('decks') is not what the seed 4 shuffles"),
        (edit_seed, "is not what the seed 5 shuffles"),
        (edit_step_text, "step 4's 'text' differs at character"),
        (edit_trailing_space, 'it reads ..." fills the bank. ", but the deal gives ..." fills the bank.".'),
        (drop_term, "step 3's 'term' is missing, but the deal writes null."),
        (edit_view, "step 3's 'view.stock' reads "),
        (edit_net, "(a replay starts each seat with its 'chips' less its 'net')"),
        (edit_banker, "step 1's 'view.banker' reads 0, but the deal gives 1."),
    ],
)
def test_an_edited_transcript_names_its_first_difference_in_one_line(capsys, tmp_path, edit, words):
    data = dealt()
    edit(data)
    code, out, err = replay(capsys, tmp_path, data)
    assert code == 1 and err == ""
    lines = out.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("DIFFERS: ") and words in lines[0], out


STACKED = {"deck": "QH 7S 3D KC 7H", "decisions": ["bank 20", "stake 10", "stake 10"], "seed": None}


def test_a_difference_in_a_long_value_shows_where_it_starts():
    """Two cut-off lists or texts that look alike are useless: the line shows the first
    differing card, and the words around the first differing character, a trailing space too."""
    data = dealt(**STACKED)
    edit_trailing_space(data)
    (line,) = replay_transcript(data)[1]
    assert line.startswith("step 4's 'text' differs at character ")
    assert line.endswith('it reads ..." fills the bank. ", but the deal gives ..." fills the bank.".')
    data = dealt(**STACKED)
    data["deck"][-1], data["deck"][-2] = data["deck"][-2], data["deck"][-1]
    (line,) = replay_transcript(data)[1]
    assert line.startswith("the field 'deck' is not the first pack order in 'decks': its card 51 reads")


@pytest.mark.parametrize(
    "edit, words",
    [
        (edit_scope, 'step 1\'s \'kind\' reads "shuffle", but the deal gives "turn-start".'),
        (
            edit_stacked,
            "is not what a deal without a seed shuffles below its 3 stacked top cards ('stacked').",
        ),
        (drop_term, "step 3's 'term' is missing, but the deal writes null."),
    ],
)
def test_the_earliest_difference_is_named_not_a_total_it_changed(edit, words):
    data = dealt(**STACKED)
    edit(data)
    (line,) = replay_transcript(data)[1]
    assert line.endswith(words), line


def test_an_edited_seed_is_caught_after_a_stacked_top():
    data = dealt("classic", deck="2S 5H 9D 5C 3H 5D", seats=4)
    data["seed"] = 5
    assert replay_transcript(data)[1] == [
        "pack order 1 ('decks') is not what the seed 5 shuffles below its 6 stacked top cards ('stacked')."
    ]


@pytest.mark.parametrize(
    "edit, words",
    [
        ({"format": 2}, "'format' must be the number 1"),
        ({"shuffled": True}, "has a key 'shuffled' that no transcript has"),
    ],
)
def test_an_unknown_format_or_key_is_refused(capsys, tmp_path, edit, words):
    code, out, err = replay(capsys, tmp_path, {**dealt(), **edit})
    assert code == 2 and out == "" and words in err and len(err.strip().splitlines()) == 1


def test_first_difference_names_a_step_count_and_a_missing_field():
    data = dealt()
    shorter = {**data, "steps": data["steps"][:-1]}
    assert first_difference(shorter, data) == (
        f"the transcript has {len(data['steps']) - 1} steps, but the deal gives {len(data['steps'])}."
    )
    assert first_difference(data, data) is None


def test_a_difference_in_unprintable_text_is_shown_escaped(tmp_path):
    """A lone surrogate or a control character edited into a transcript is named, not printed raw."""
    transcript = json.loads(api.deal_json(json.dumps({"variant": "pagat", "seed": 4})))
    transcript["steps"][1]["text"] += "\udcff\u0007"
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(transcript), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "lansquenet", "replay", str(path)], capture_output=True, text=True, check=False
    )
    assert out.returncode == 1 and out.stdout.count("\n") == 1, out
    assert "\\udcff\\u0007" in out.stdout
