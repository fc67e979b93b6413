"""Replaying a transcript checks every field and names the first difference in one line.

An edited transcript must never "replay identically": not an edited deck, seed or format,
not an extra key, not one word of one step. What differs is named (which field, which step)
in one line, without telling the whole deal again.
"""

from __future__ import annotations

import json

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


@pytest.mark.parametrize(
    "edit, words",
    [
        (edit_deck, "the field 'deck' reads"),
        (edit_seed, "is not what the seed 5 shuffles"),
        (edit_step_text, "step 4 differs in 'text'"),
        (edit_view, "step 3 differs in 'view.stock': it reads "),
        (edit_net, "the field 'net' reads"),
    ],
)
def test_an_edited_transcript_names_its_first_difference_in_one_line(capsys, tmp_path, edit, words):
    data = dealt()
    edit(data)
    code, out, err = replay(capsys, tmp_path, data)
    assert code == 1 and err == ""
    lines = out.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("DIFFERS: ") and words in lines[0], out


def test_an_edited_seed_is_caught_after_a_stacked_top():
    data = dealt("classic", deck="2S 5H 9D 5C 3H 5D", seats=4)
    data["seed"] = 5
    assert replay_transcript(data)[1] == [
        "pack order 1 ('decks') is not what the seed 5 shuffles after its stacked top."
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
