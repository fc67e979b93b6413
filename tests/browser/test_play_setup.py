"""Setting a Play table: bad fields are refused in one sentence, a failed engine is said plainly."""

from __future__ import annotations

import pytest
from conftest import PlayDriver

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(
    ("field", "value", "sentence"),
    [
        ("seats", "9", "Seats must be a whole number from 3 to 6, so the match did not start."),
        ("name-1", "Anne", "Two seats are called Anne; every seat needs a name of its own."),
        ("name-2", "  ", "Seat 3 needs a name, so the match did not start."),
    ],
)
def test_a_bad_field_starts_nothing_and_says_why(play: PlayDriver, field, value, sentence):
    play.open("play/pagat/")
    play.root.locator(f"#play-1-{field}").fill(value)
    play.root.locator("button.lq-play-start").click()
    assert play.root.locator(".lq-play-setup .lq-status").text_content() == sentence
    assert play.root.locator(f"#play-1-{field}").get_attribute("aria-invalid") == "true"
    assert play.page.evaluate("() => document.activeElement.id") == f"play-1-{field}"
    # The page may have started the engine ahead (engine-warm.js), but asked it nothing.
    assert play.page.evaluate("() => window.lansquenet.engine.asked") == 0
    assert play.root.locator(".lq-play-board").is_hidden()


def test_the_seat_rows_follow_the_seats_and_the_options_follow_the_scope(play: PlayDriver):
    play.open("play/modern/")
    root = play.root
    assert root.locator(".lq-play-seat").count() == 4
    assert root.locator("#play-1-person-0").is_checked()
    assert not root.locator("#play-1-person-1").is_checked()
    root.locator("#play-1-seats").fill("6")
    assert root.locator(".lq-play-seat").count() == 6
    assert root.locator("#play-1-name-5").input_value() == "Fabrice"
    # "rounds" shapes only a whole match: one deal hides it.
    assert root.locator("#play-1-rounds").is_visible()
    root.locator("#play-1-scope-deal").check()
    assert root.locator("#play-1-rounds").is_hidden()


def test_a_seed_deals_the_same_cards_again(play: PlayDriver):
    play.open("play/pagat/").set_table(scope="deal", people=(), seed=12345).start()
    assert play.request()["seed"] == 12345
    first = play.page.evaluate("() => Array.from(window.lansquenet.plays)[0].steps.map(s => s.text)")
    play.root.locator("button.lq-decision").click()
    play.root.locator("button.lq-again").click()
    play.page.wait_for_function("() => Number(document.getElementById('play-1').dataset.answers) >= 2")
    again = play.page.evaluate("() => Array.from(window.lansquenet.plays)[0].steps.map(s => s.text)")
    assert again == first


def test_an_engine_that_cannot_start_is_said_in_one_sentence(site, context):
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page = context.new_page()
    play = PlayDriver(page, site).open("play/pagat/")
    play.root.locator("button.lq-play-start").click()
    status = play.root.locator(".lq-play-setup .lq-status")
    page.wait_for_function(
        "() => document.getElementById('play-1').dataset.engine === 'failed'", timeout=120_000
    )
    assert status.text_content().startswith("Playing is unavailable: the engine could not start")
    assert play.root.locator("button.lq-play-start").is_disabled()


def test_the_end_names_the_winner_or_a_shared_win(play: PlayDriver):
    play.open("play/pagat/")
    standings = [
        {"seat": 0, "name": "Anne", "chips": 120, "net": 20, "rank": 1},
        {"seat": 1, "name": "Blaise", "chips": 60, "net": -40, "rank": 3},
        {"seat": 2, "name": "Colette", "chips": 120, "net": 20, "rank": 1},
    ]
    words = "([s, w]) => window.lansquenet.PlayEnd.winnerWords(s, w)"
    assert play.page.evaluate(words, [standings, [0]]) == "Anne wins with 120 chips."
    assert (
        play.page.evaluate(words, [standings, [0, 2]])
        == "A shared win: Anne and Colette, with 120 chips each."
    )
