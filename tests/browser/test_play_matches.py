"""Play whole matches by clicking, one person or two sharing the screen, and check the end.

Each match is played again under CPython with the same decisions (lansquenet.api's play
functions in the test process): the standings the page shows and the transcript it offers for
download must be exactly the engine's.
"""

from __future__ import annotations

import json

import pytest
from conftest import PlayDriver, replay_in_cpython, varied_policy

from lansquenet import api
from lansquenet.events import Transcript

pytestmark = pytest.mark.browser

TABLES = [
    pytest.param("pagat", {"laps": 1}, (0,), id="pagat-one-person"),
    pytest.param("pagat", {"laps": 1, "seats": 3}, (0, 2), id="pagat-pass-and-play"),
    pytest.param("modern", {"rounds": 4}, (1,), id="modern-one-person"),
    pytest.param("modern", {"rounds": 4}, (0, 2), id="modern-pass-and-play"),
]


def check_nothing_ahead(play: PlayDriver) -> None:
    """The page got no pack order, and asked for the transcript only after the last answer."""
    log = play.worker_log()
    asked = [i for i, m in enumerate(log) if m["from"] == "page" and '"play-transcript"' in m["data"]]
    assert asked, "the page never asked for the transcript"
    finished = [i for i, m in enumerate(log) if m["from"] == "worker" and '"finished":true' in m["data"]]
    assert finished and finished[0] < asked[0], "the transcript was asked for before the match was over"
    before = [m["data"] for m in log[: asked[0]]]
    assert not any('"decks"' in d or '"deck"' in d for d in before), (
        "a pack order reached the page before the end"
    )


@pytest.mark.parametrize(("variant", "options", "people"), TABLES)
def test_a_whole_match_by_clicking(play, variant, options, people):
    play.open(f"play/{variant}/").set_table(options=options, people=people).start()
    request = play.request()
    assert request["people"] == list(people)
    names = request["names"]
    passes = []

    def on_pass(driver):
        # Before anybody's choices, the table says whose turn it is, and shows no choice at all.
        heading = driver.root.locator(".lq-decide h3").text_content()
        assert heading.startswith("Pass the device to "), heading
        assert driver.root.locator(".lq-decide button.lq-choice").count() == 0
        passes.append(heading.removeprefix("Pass the device to "))

    notations = play.play_to_end(varied_policy, on_pass=on_pass)
    assert notations, "the person never had a decision"
    if len(people) > 1:
        assert passes and set(passes) <= {names[i] for i in people}
        assert len(set(passes)) == len(people), "every person was handed the device"
    else:
        assert not passes

    # The engine drew the seed in the worker and hands it out only with the finished transcript,
    # so the page's request never carried it: CPython deals the same match from that seed.
    assert "seed" not in request
    downloaded = play.download()
    answer, transcript = replay_in_cpython({**request, "seed": downloaded["seed"]}, notations)
    shown = play.standings()
    assert shown == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    winners = [names[i] for i in answer["winners"]]
    verdict = play.root.locator(".lq-winner").text_content()
    assert all(name in verdict for name in winners), verdict

    assert downloaded == transcript
    # The file replays: the spec it carries deals the same match again.
    assert api.deal(Transcript.from_json(downloaded).spec())["chips"] == downloaded["chips"]
    check_nothing_ahead(play)

    # The whole match stays on the board to step back through, and in words under the standings.
    steps = len(downloaded["steps"])
    assert play.root.locator(".lq-play-end ol.lq-steps li").count() == steps
    assert play.root.locator(".lq-counter").text_content() == f"Step {steps} of {steps}"
    play.root.locator("button.lq-first").click()
    assert play.root.locator(".lq-counter").text_content() == f"Step 1 of {steps}"
    assert play.root.locator(".lq-text").text_content() == downloaded["steps"][0]["text"]


def test_an_illegal_amount_is_refused_with_a_sentence_and_nothing_changes(play):
    play.open("play/pagat/").set_table(scope="deal").start()
    assert play.turn() == "decide"
    steps = play.root.get_attribute("data-steps")
    row = play.root.locator(".lq-decide .lq-choice-row").first
    row.locator("input").fill("7")  # a bank goes in fives
    row.locator("button").click()
    error = play.root.locator(".lq-decide-error")
    error.wait_for()
    assert "7" in error.text_content() and error.text_content().endswith(".")
    assert play.root.get_attribute("data-steps") == steps
    assert row.locator("button").is_enabled()
    play.choose(0, 10)
    assert json.loads(json.dumps(play.notations)) == ["bank 10"]
