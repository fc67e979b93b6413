"""Predict checkpoints (scripts/site/predict.py): the engine's answer for a step, read from the
step's transfers with every stake and bet counted as its owner's, and refused when that reading
does not add up to the deal's net."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from lansquenet import api

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import predict  # noqa: E402

SEATS = ["Anne", "Blaise", "Colette", "Denis"]
WORKED = {  # the online table's worked example: the seven of hearts decides for the players
    "variant": "pagat",
    "deck": "QH 7S 3D KC 7H".split(),
    "seats": SEATS,
    "banker": 0,
    "decisions": ["bank 20", "stake 10", "stake 10"],
}
PAGE = """# A page

```deal
variant = "pagat"
deck = "QH 7S 3D KC 7H"
seats = ["Anne", "Blaise", "Colette", "Denis"]
banker = 0
decisions = ["bank 20", "stake 10", "stake 10"]
```

```predict
board = 1
step = 9
ask = "pays"
```
"""


def test_pagat_players_card_first_the_banker_pays_each_staker():
    transcript = api.deal(WORKED)
    assert predict.checked_changes(transcript, 8) == [-20, 10, 10, 0]  # the three and king are one step
    assert predict.checked_changes(transcript, 1) == [0, 0, 0, 0]  # posting the bank moves nobody's chips


def test_classic_s7_the_first_taken_waters_every_cutter_still_in_play():
    transcript = api.deal(
        {
            "variant": "classic",
            "seats": ["Anne", "Blaise", "Colette", "Denis", "Estelle", "Fabrice"],
            "banker": 0,
            "deck": "3S 8H QD 5C JH 10S 4D QS 8C 10H".split(),
            "options": {"rejouissance": False, "carabins": "none"},
        }
    )
    assert predict.checked_changes(transcript, 9) == [1, 0, 0, -1, 0, 0]  # the queen takes Denis's card
    assert predict.checked_changes(transcript, 10) == [0, 1, 1, -4, 1, 1]  # Denis waters four cutters


def test_a_reading_that_does_not_add_up_to_the_net_is_refused():
    transcript = api.deal(WORKED)
    transcript["net"] = [0, 0, 0, 0]
    with pytest.raises(predict.PredictError, match="cannot be checked seat by seat"):
        predict.checked_changes(transcript, 8)


def test_the_checkpoint_box_carries_the_engines_answer_and_words():
    html = predict.replace_blocks(PAGE, path="page.md")
    assert '<div class="lq-predict" id="predict-1" data-board="deal-1" data-step="9"' in html
    data = json.loads(html.split('class="lq-predict-data">', 1)[1].split("</script>", 1)[0])[0]
    assert data["changes"] == [-20, 10, 10, 0]
    assert data["lead"] == "The next card is the seven of hearts (7H)."
    assert data["text"].startswith("The seven of hearts (7H) matches the players' card first")
    assert "On this step: Anne \u221220, Blaise +10, Colette +10." in html  # the folded answer
    assert "```deal" in html  # the board's block is left for the board


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ('step = 9\nask = "guess"', "ask must be one of gains, pays"),
        ('step = 1\nask = "pays"', "step must be a step of the board from 2 to 10"),
        ('step = 9\nask = "pays"\nboard = 2', "board must be the number of a deal block"),
    ],
)
def test_a_bad_checkpoint_gets_one_sentence_naming_file_and_line(change, message):
    page = PAGE.replace('step = 9\nask = "pays"', change)
    if "board = 2" in change:
        page = page.replace("board = 1\n", "")
    with pytest.raises(predict.PredictError, match=rf"^page\.md:11: {message}"):
        predict.replace_blocks(page, path="page.md")


def test_a_checkpoint_before_its_board_is_refused():
    before = PAGE.replace('```predict\nboard = 1\nstep = 9\nask = "pays"\n```\n', "")
    before = before.replace("# A page\n", '# A page\n\n```predict\nboard = 1\nstep = 9\nask = "pays"\n```\n')
    with pytest.raises(predict.PredictError, match="comes before deal block 1"):
        predict.replace_blocks(before, path="page.md")
