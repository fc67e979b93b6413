"""No peeking (DESIGN.md section 1): nothing Play hands a player shows a card before it turns.

Every answer of a whole match, in each of the four games, is scanned: every card named
anywhere in it (a step's cards, words, view, a prompt) must lie outside the stock at that
moment, and no key may carry the seed or a pack order. Only the finished transcript, which
must carry the pack orders to replay, is exempt.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

from lansquenet import api
from lansquenet.game import Game
from lansquenet.play.protocol import SESSIONS

CARD = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9AJQK])[SHDC](?![A-Za-z0-9])")
SECRET_KEYS = {"seed", "deck", "decks"}


def turned(game: Game) -> Counter:
    """How many copies of each card lie outside the stock now."""
    return Counter(str(c) for zone in game.table.zones.values() if zone.id != "stock" for c in zone.cards)


@pytest.fixture
def recorded(monkeypatch):
    """Remember, with every step, which cards had turned when it was recorded."""
    original = Game._record

    def record(self, event):
        original(self, event)
        self.steps[-1].turned = turned(self)

    monkeypatch.setattr(Game, "_record", record)


def walk(node, path="answer"):
    """Every (path, key or string) in a JSON value."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield path, key
            yield from walk(value, f"{path}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk(value, f"{path}[{i}]")
    elif isinstance(node, str):
        yield path, node


def unturned(node, turned_now: Counter) -> list[str]:
    return [
        f"{path}: {card}" for path, text in walk(node) for card in CARD.findall(text) if not turned_now[card]
    ]


def scan(answer: dict, game: Game, first_step: int) -> list[str]:
    """What in ``answer`` a player should not see; its steps begin at ``game.steps[first_step]``."""
    found = [f"{path}: key {text!r}" for path, text in walk(answer) if text in SECRET_KEYS]
    for offset, step in enumerate(answer["steps"]):
        found += unturned(step, game.steps[first_step + offset].turned)
        assert isinstance(step["view"]["stock"], int)
    found += unturned({k: v for k, v in answer.items() if k != "steps"}, turned(game))
    return found


@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
@pytest.mark.parametrize("people", [[0], "all"])
def test_no_answer_of_a_whole_match_shows_an_unturned_card_or_the_seed(recorded, variant, people):
    seats = 6 if variant == "classic" else 4
    request = {"variant": variant, "seed": 17, "seats": seats}
    request["people"] = list(range(seats)) if people == "all" else people
    answer = json.loads(api.play_start(json.dumps(request)))
    key = answer["id"]
    game = SESSIONS[key].game
    rng, handed, answers, leaks = random.Random(9), 0, 0, []
    while True:
        leaks += scan(answer, game, handed)
        handed += len(answer["steps"])
        answers += 1
        if answer["finished"]:
            break
        # refusals speak of the table too: the reasons for what is not on offer, amounts out of range
        for wrong in [u["kind"] for u in answer["pending"]["unavailable"]] + ["nosuch"]:
            reply = json.loads(api.play_act(key, wrong))
            leaks += unturned(reply, turned(game))
        choice = rng.choice(answer["pending"]["choices"])
        action = choice["kind"]
        if "low" in choice:
            action += f" {rng.choice(range(choice['low'], choice['high'] + 1, choice['step']))}"
        answer = json.loads(api.play_act(key, action))
    state = json.loads(api.play_state(key))
    leaks += [
        f"state {leak}" for leak in unturned({k: v for k, v in state.items() if k != "steps"}, turned(game))
    ]
    leaks += [f"state: key {text!r}" for _, text in walk(state) if text in SECRET_KEYS]
    assert leaks == [], leaks[:5]
    assert handed == len(game.steps) and answers > 1
    # the scan can see a leak: the finished transcript, which carries the pack orders, fails it
    transcript = json.loads(api.play_transcript(key))
    assert {"seed", "decks"} <= {text for _, text in walk(transcript)}


def test_the_scan_finds_a_card_still_in_the_stock(recorded):
    answer = json.loads(api.play_start(json.dumps({"variant": "pagat", "seed": 2})))
    game = SESSIONS[answer["id"]].game
    top = str(game.table.stock[0])
    answer["pending"]["prompt"] += f" (the next card is {top})"
    assert scan(answer, game, 0) == [f"answer.pending.prompt: {top}"]
