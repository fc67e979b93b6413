"""Lighter play: the 1979 game's bets of a turn on one form, and the court game's named presets.

A 1979 match asks a person once per betting turn, however many bets they place, and the engine
still records each bet as its own decision; a series the engine refuses changes nothing and says
why in one sentence. The court game's setup offers named option sets above its options: choosing
one fills the options, which stay editable, and the match starts with them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import PlayDriver, replay_in_cpython
from test_accessibility import describe, violations

from lansquenet import api

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("LANSQUENET_SHOTS", "/tmp/lansquenet-shots"))


def bettor(number: int, series: list[dict]) -> dict[str, int]:
    """Every other turn, 1 chip on each of the first two cards on offer; otherwise no bet."""
    if number % 2:
        return {}
    return {row["kind"]: 1 for row in series[:2]}


def test_a_1979_match_asks_once_a_betting_turn_and_records_each_bet(play: PlayDriver):
    play.open("play/encyclopedia/").set_table(options={"seats": 4}, people=(0,), seed=7).start()
    forms = bets = 0
    while (state := play.turn()) != "end":
        assert state == "decide"
        series = play.series()
        if not series:  # the banker's limit: one amount
            play.choose(0, None)
            continue
        assert (
            play.root.locator(".lq-decide .lq-choice-row button").count() == 0
        )  # one form, no choice buttons
        amounts = bettor(forms, series)
        forms += 1
        bets += len(amounts)
        play.send_series(amounts)
    assert forms > 5 and bets > 3
    answer, transcript = replay_in_cpython(play.request(), play.notations)
    assert play.standings() == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    # each bet is a decision and a step of its own, as when each was asked for apart
    mine = [s for s in transcript["steps"] if s["kind"] == "bet" and s["seat"] == 0]
    assert len(mine) == bets
    placed = [d for d in transcript["decisions"] if d.startswith("bet-")]
    assert len(placed) >= bets
    # one prompt a turn: before, every bet and every pass after it was a prompt of its own
    asked_apart = sum(len(n.split(";")) for n in play.notations)
    assert len(play.notations) <= asked_apart - bets


def test_a_refused_series_changes_nothing_and_says_why(play: PlayDriver):
    play.open("play/encyclopedia/").set_table(scope="deal", people=(1,), seed=5).start()
    while not play.series():
        assert play.turn() == "decide"
        if not play.series():
            play.choose(0, None)
    steps = play.root.get_attribute("data-steps")
    first = play.series()[0]
    field = play.root.locator(f'.lq-decide .lq-series input[data-kind="{first["kind"]}"]')
    field.fill(str(first["high"] + 50))
    play.root.locator(".lq-decide .lq-series-submit").click()
    error = play.root.locator(".lq-decide-error")
    error.wait_for()
    play.page.wait_for_function("e => e.textContent.length > 0", arg=error.element_handle())
    said = error.text_content()
    assert said.startswith(
        f"Nothing was done: answer 1 of 2 ('{first['kind']} {first['high'] + 50}') was refused: "
    )
    assert play.root.get_attribute("data-steps") == steps
    assert play.series()  # the form is still there, to put right
    # a bad amount is refused in the page before anything is sent
    field.fill("-3")
    play.root.locator(".lq-decide .lq-series-submit").click()
    assert error.text_content().startswith("Write the chips as a whole number, or 0 for none: ")
    assert field.get_attribute("aria-invalid") == "true"


def preset_values(name: str) -> dict:
    return next(p for p in api.variants()["classic"]["presets"] if p["name"] == name)["options"]


def field_values(play: PlayDriver, names) -> dict:
    values = {}
    for name in names:
        field = play.root.locator(f"#play-1-{name}")
        if field.get_attribute("type") == "checkbox":
            values[name] = field.is_checked()
        elif field.get_attribute("type") == "number":
            values[name] = int(field.input_value())
        else:
            values[name] = field.input_value()
    return values


def test_choosing_a_court_preset_fills_the_options_and_the_match_starts_with_them(play: PlayDriver):
    play.open("play/classic/")
    root = play.root
    source, first = preset_values("source"), preset_values("first-game")
    assert root.locator("#play-1-preset-source").is_checked()
    assert field_values(play, source) == source
    legend = root.locator(".lq-play-presets legend").bounding_box()
    options = root.locator(".lq-play-options").bounding_box()
    assert legend["y"] < options["y"]  # the presets come above the options

    root.locator("label[for=play-1-preset-first-game]").click()
    assert root.locator("#play-1-preset-first-game").is_checked()
    assert field_values(play, first) == first
    assert root.locator(".lq-play-seat").count() == first["seats"]
    # still editable: a change that matches no preset unticks them all, choosing one again fills it
    root.locator("#play-1-stake").fill("3")
    assert root.locator(".lq-play-presets input:checked").count() == 0
    root.locator("#play-1-preset-montmort").check()
    assert field_values(play, preset_values("montmort")) == preset_values("montmort")
    root.locator("#play-1-preset-first-game").check()
    assert field_values(play, first) == first

    play.start()
    assert play.request()["options"] == first
    assert play.root.locator(".lq-play-board").is_visible()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1024, 768)])
def test_screenshots_of_the_bets_form_and_the_presets(play: PlayDriver, width, height):
    SHOTS.mkdir(parents=True, exist_ok=True)
    play.page.set_viewport_size({"width": width, "height": height})
    play.open("play/classic/")
    play.root.locator(".lq-play-presets").scroll_into_view_if_needed()
    play.root.locator(".lq-play-presets").screenshot(path=str(SHOTS / f"presets-{width}.png"))
    play.open("play/encyclopedia/").set_table(people=(0,), seed=7).start()
    while len(play.series()) < 3:  # a turn with several cards to bet on
        assert play.turn() == "decide"
        if not play.series():
            play.choose(0, None)
        elif len(play.series()) < 3:
            play.send_series({})
    decide = play.root.locator(".lq-decide")
    decide.scroll_into_view_if_needed()
    decide.screenshot(path=str(SHOTS / f"bets-{width}.png"))
    box = decide.bounding_box()
    assert box["width"] <= width  # nothing runs off a phone's screen
    widths = play.page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_the_presets_and_the_bets_form(new_context, site, scheme):
    page = new_context(color_scheme=scheme).new_page()
    page.set_default_timeout(30_000)
    play = PlayDriver(page, site)
    play.open("play/classic/")
    found = violations(page)
    assert not found, describe(found)
    play.open("play/encyclopedia/").set_table(scope="deal", people=(1,), seed=5).start()
    while not play.series():
        assert play.turn() == "decide"
        if not play.series():
            play.choose(0, None)
    found = violations(page)
    assert not found, describe(found)
