"""Play against the computer: with no seed asked for, the engine draws one itself, from the
system's secure generator, and the page learns it only with the transcript once the game is
over (review finding F1, as it applies to the Play page: the page used to draw the seed)."""

from __future__ import annotations

import json
import random

import lansquenet.play.protocol as protocol
from lansquenet.play.protocol import play_act, play_start, play_transcript


def test_F1_a_match_without_a_seed_is_seeded_in_the_engine_and_kept_until_it_ends(monkeypatch):
    drawn = []
    original = protocol.secrets.randbits

    def randbits(k: int) -> int:
        drawn.append((k, original(k)))
        return drawn[-1][1]

    monkeypatch.setattr(protocol.secrets, "randbits", randbits)
    answer = json.loads(play_start(json.dumps({"variant": "pagat", "scope": "deal", "people": [0]})))
    assert [k for k, _ in drawn] == [53]  # the secure generator, more bits than any scan could try
    seed = drawn[0][1]
    key = answer["id"]
    assert "seed" not in answer and str(seed) not in json.dumps(answer)
    early = json.loads(play_transcript(key))
    assert "error" in early and "not over" in early["error"]
    rng = random.Random(4)
    while not answer["finished"]:
        choice = rng.choice(answer["pending"]["choices"])
        action = choice["kind"] if choice.get("low") is None else f"{choice['kind']} {choice['low']}"
        answer = json.loads(play_act(key, action))
        assert str(seed) not in json.dumps(answer)
    assert json.loads(play_transcript(key))["seed"] == seed
