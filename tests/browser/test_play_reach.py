"""Play for every reader: axe-core finds nothing serious, a phone shows the choices with the cards."""

from __future__ import annotations

import pytest
from conftest import PlayDriver
from test_accessibility import describe, violations

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_before_during_and_after_a_deal(new_context, site, scheme):
    page = new_context(color_scheme=scheme).new_page()
    page.set_default_timeout(30_000)
    play = PlayDriver(page, site)
    play.open("play/pagat/")
    found = violations(play.page)
    assert not found, describe(found)
    play.set_table(scope="deal", people=(0, 1)).start()
    assert play.turn() == "pass"
    found = violations(play.page)
    assert not found, describe(found)
    play.root.locator("button.lq-ready").click()
    found = violations(play.page)
    assert not found, describe(found)
    while play.turn() != "end":
        if play.root.locator("button.lq-ready").count():
            play.root.locator("button.lq-ready").click()
            continue
        play.choose(0)
    found = violations(play.page)
    assert not found, describe(found)


def test_every_control_has_a_name(play: PlayDriver):
    play.open("play/modern/").set_table(scope="deal").start()
    play.turn()
    unnamed = play.page.evaluate(
        """() => Array.from(document.querySelectorAll('#play-1 button, #play-1 input, #play-1 select'))
             .filter(e => !e.closest('[hidden]'))
             .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
             .map(e => e.outerHTML)"""
    )
    assert not unnamed
    assert play.root.locator(".lq-text").get_attribute("aria-live") == "polite"


@pytest.fixture
def phone(new_context, site):
    page = new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    page.set_default_timeout(30_000)
    return PlayDriver(page, site)


def test_a_phone_shows_the_choices_with_the_cards(phone: PlayDriver):
    phone.open("play/pagat/").set_table(scope="deal", people=(1,)).start()
    assert phone.turn() == "decide"
    phone.root.locator(".lq-decide").scroll_into_view_if_needed()
    box = phone.page.evaluate(
        """() => { const r = document.getElementById('play-1');
                   const cards = r.querySelector('.lq-zones').getBoundingClientRect();
                   const choices = r.querySelector('.lq-decide').getBoundingClientRect();
                   return { top: Math.min(cards.top, choices.top), bottom: Math.max(cards.bottom, choices.bottom),
                            width: document.documentElement.scrollWidth }; }"""
    )
    assert box["bottom"] - box["top"] <= 844 - 48, box  # room for the theme's header too
    assert box["width"] <= 390, "the page scrolls sideways on a phone"


def test_the_rules_page_leads_to_its_play_page_and_the_table_starts(play: PlayDriver):
    """The rules page's link, followed with the theme's instant navigation, sets up the table."""
    page = play.page
    page.goto(play.site.url + "rules/pagat/")
    page.get_by_role("link", name="Play this game").click()
    page.wait_for_url("**/play/pagat/")
    page.wait_for_selector("#play-1[data-ready] .lq-play-start")
    assert page.locator(".lq-play-nojs").is_hidden()
    play.set_table(scope="deal").start()
    assert play.turn() in ("decide", "end")
    # Back on the home page, its own link leads to the Play section.
    page.goto(play.site.url)
    page.get_by_role("link", name="Play", exact=True).first.click()
    page.wait_for_url("**/play/")
