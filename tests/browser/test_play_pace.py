"""The pace of a Play table: steps play themselves, pause, step back, skip to the end of a deal."""

from __future__ import annotations

import pytest
from conftest import PlayDriver

pytestmark = pytest.mark.browser


def decided(step: dict) -> bool:
    return (step["view"].get("extra") or {}).get("outcome") not in (None, "")


def test_the_cards_play_themselves_and_the_reader_can_pause_and_skip(play: PlayDriver):
    # Nobody at the table is a person: the computer plays the whole match and the page shows it.
    play.open("play/pagat/").set_table(options={"laps": 1}, people=()).start()
    root, page = play.root, play.page
    assert root.get_attribute("data-finished") == "true"
    assert root.locator(".lq-play-who").text_content().startswith("The computer plays every seat")
    steps = page.evaluate("() => Array.from(window.lansquenet.plays)[0].steps")
    total = len(steps)

    # Playing at the fast pace, the steps turn by themselves.
    root.locator("select.lq-pace").select_option(label="Fast")
    page.wait_for_function("() => Number(document.getElementById('play-1').dataset.step) >= 3")
    play_button = root.locator("button.lq-play")
    assert play_button.get_attribute("aria-pressed") == "true"
    play_button.click()
    assert play_button.get_attribute("aria-pressed") == "false"
    paused_at = root.get_attribute("data-step")
    page.wait_for_timeout(1200)
    assert root.get_attribute("data-step") == paused_at, "a paused table went on"

    # "To the end of the deal": the last step of the run that settles the first deal.
    root.locator("button.lq-first").click()
    ends = []
    for _ in range(3):
        root.locator("button.lq-deal-end").click()
        index = int(root.get_attribute("data-step")) - 1
        ends.append(index)
        assert decided(steps[index]), steps[index]["text"]
        assert index == total - 1 or not decided(steps[index + 1])
        # The words say what happened at that step, in the live region.
        assert root.locator(".lq-text").text_content() == steps[index]["text"]
        assert root.locator(".lq-text").get_attribute("aria-live") == "polite"
    assert ends == sorted(set(ends)), "each press goes on to the next deal"

    # Back and forward through what has happened stay available.
    root.locator("button.lq-back").click()
    assert root.locator(".lq-counter").text_content() == f"Step {ends[-1]} of {total}"
    root.locator("button.lq-next").click()
    root.locator("button.lq-decision").click()
    assert root.locator(".lq-counter").text_content() == f"Step {total} of {total}"
    assert root.locator(".lq-play-end").is_visible()


def test_change_the_table_returns_to_the_form_as_it_was(play: PlayDriver):
    play.open("play/modern/").set_table(scope="deal", options={"seats": 3}, people=()).start()
    play.root.locator("button.lq-decision").click()
    play.root.locator("button.lq-change").click()
    assert play.root.locator("form.lq-play-setup").is_visible()
    assert play.root.locator("#play-1-seats").input_value() == "3"
    assert play.root.locator(".lq-play-seat").count() == 3
    assert play.root.locator("#play-1-scope-deal").is_checked()
