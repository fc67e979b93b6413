"""A phone's screen (390×844, touch): the board's pinned bar leaves the cards clear, and on Play the
choices stand on screen with the cards they are about, and the result of a deal comes into view."""

from __future__ import annotations

import pytest
from conftest import PlayDriver

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
HEADER = 48  # Material's header, pinned above everything


@pytest.fixture
def phone(new_context):
    page = new_context(**PHONE).new_page()
    page.set_default_timeout(30_000)
    return page


@pytest.mark.parametrize("path", ["rules/classic/", "rules/pagat/"])
def test_the_pinned_bar_takes_under_a_fifth_of_the_screen_and_leaves_the_cards_clear(site, phone, path):
    site.open(phone, path)
    board = phone.locator("#deal-1")
    shown = 0
    for step in range(8):
        board.locator("button.lq-next").click()
        # the table brought into view, as a reader scrolls to it, with the bar pinned above it
        board.locator(".lq-table").evaluate("t => t.scrollIntoView({block: 'start'})")
        seen = phone.evaluate(
            """() => { const b = document.getElementById('deal-1');
                 const bar = b.querySelector('.lq-bar').getBoundingClientRect();
                 const cards = Array.from(b.querySelectorAll('.lq-table .lq-card'), c => c.getBoundingClientRect())
                   .filter(r => r.height > 0 && r.top < innerHeight);
                 return { top: bar.top, bottom: bar.bottom, height: bar.height,
                          cards: cards.map(r => [r.top, r.bottom]) }; }"""
        )
        assert seen["height"] < 0.2 * 844, f"the bar takes {seen['height']:.0f} px of 844 at step {step + 2}"
        assert abs(seen["top"] - HEADER) <= 2, "the bar is pinned under the header"
        shown += len(seen["cards"])
        covered = [card for card in seen["cards"] if card[0] < seen["bottom"] - 1]
        assert not covered, f"the bar covers {len(covered)} card(s) at step {step + 2}"
    assert shown, "the steps turned cards on screen"


def on_screen_together(page, table: str = "play-1") -> dict:
    return page.evaluate(
        """id => { const r = document.getElementById(id);
             const cards = r.querySelector('.lq-zones').getBoundingClientRect();
             const choices = r.querySelector('.lq-decide').getBoundingClientRect();
             return { cards: [cards.top, cards.bottom], choices: [choices.top, choices.bottom] }; }""",
        table,
    )


@pytest.mark.parametrize("path", ["play/pagat/", "play/classic/"])
def test_the_choices_are_on_screen_with_the_cards_they_are_about(site, phone, path):
    play = PlayDriver(phone, site)
    play.open(path).set_table(scope="deal", people=(1,)).start()
    assert play.turn() == "decide"
    seen = on_screen_together(phone)
    for top, bottom in (seen["cards"], seen["choices"]):
        assert top >= HEADER - 1 and bottom <= 844 + 1, f"not on screen together: {seen}"


def test_the_result_of_a_deal_scrolls_into_view(site, phone):
    play = PlayDriver(phone, site)
    play.open("play/pagat/").set_table(scope="deal", people=(1,)).start()
    play.play_to_end(lambda number, choices: (0, None))
    for part in ("h3", ".lq-standings"):  # the heading and the standings under it
        box = phone.locator(f"#play-1 .lq-play-end {part}").first.bounding_box()
        assert box is not None and HEADER - 1 <= box["y"] and box["y"] + box["height"] <= 844 + 1, (part, box)
