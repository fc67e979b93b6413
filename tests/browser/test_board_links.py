"""Links to a step, and boards that never mislead.

The address follows the step, so a reader can send "look at step 16"; a board opened by a link
to a deal the page does not carry waits, saying so, until that deal is dealt, and never offers
another deal to step meanwhile; the last step keeps the deciding cards on the table; once the
board shows another deal, the prose about its worked deal says which deal it is about; and
stepping never moves what lies below the board.
"""

from __future__ import annotations

import pytest
from conftest import ENGINE_TIMEOUT_MS

pytestmark = pytest.mark.browser

PAGE = "rules/pagat/"

# Step a board through every step as its Next button does, and record its height at each.
HEIGHTS = """id => {
  const board = Array.from(window.lansquenet.boards).find(b => b.id === id);
  const heights = [];
  for (let i = 0; i < board.transcript.steps.length; i++) {
    board.go(i);
    heights.push(Math.round(board.root.getBoundingClientRect().height));
  }
  board.go(0);
  return heights;
}"""


def test_the_address_follows_the_step_and_a_step_link_opens_at_it(site, page, context):
    site.open(page, PAGE)
    board = page.locator("#deal-1")
    for _ in range(3):
        board.locator("button.lq-next").click()
    assert site.counter(page).startswith("Step 4 of")
    assert page.evaluate("() => location.hash") == "#board=deal-1&step=4"
    link = page.url

    other = context.new_page()
    other.goto(link)
    other.wait_for_selector("#deal-1[data-ready] .lq-counter")
    other.wait_for_function("() => document.getElementById('deal-1').dataset.step === '4'")
    assert site.counter(other).startswith("Step 4 of")
    assert other.locator("#deal-1 .lq-status").text_content() == ""

    steps = int(board.get_attribute("data-steps"))
    other.goto(site.url + PAGE + f"#board=deal-1&step={steps + 5}")
    other.wait_for_function(f"() => document.getElementById('deal-1').dataset.step === '{steps}'")
    assert f"The deal has {steps} steps" in other.locator("#deal-1 .lq-status").text_content()


def test_a_bad_step_in_a_link_is_named_and_the_board_shows_its_own_deal(site, page):
    site.open(page, PAGE, "#board=deal-1&step=two")
    assert site.counter(page).startswith("Step 1 of")
    assert "step is not a whole number" in page.locator("#deal-1 .lq-status").text_content()


def test_a_linked_deal_waits_saying_so_then_opens_at_its_step_and_marks_the_worked_prose(site, page):
    page.set_default_timeout(ENGINE_TIMEOUT_MS)
    page.goto(site.url + PAGE + "#board=deal-1&variant=pagat&seed=424242&step=3")
    board = page.locator("#deal-1")
    board.locator(".lq-counter").wait_for()
    # While the engine starts and deals, nothing can be stepped and no other deal is shown. The
    # board is read in one go: the engine may finish dealing between two separate reads.
    waiting = board.evaluate(
        """b => ({
          busy: b.getAttribute("aria-busy"),
          counter: b.querySelector(".lq-counter").textContent,
          text: b.querySelector(".lq-text").textContent,
          enabled: ["first", "back", "play", "next", "last"].filter((act) => !b.querySelector("button.lq-" + act).disabled),
          table: getComputedStyle(b.querySelector(".lq-table")).visibility,
        })"""
    )
    if waiting["busy"] != "true":
        pytest.fail("the linked deal was shown before the board said it was being dealt")
    assert waiting["counter"].startswith("Dealing")
    assert "Dealing the deal" in waiting["text"]
    assert waiting["enabled"] == []
    assert waiting["table"] == "hidden"
    assert page.locator(".lq-worked-label").count() == 0
    site.wait_dealt(page)
    assert board.get_attribute("data-seed") == "424242"
    assert site.counter(page).startswith("Step 3 of")
    assert board.locator("button.lq-next").is_enabled()
    # The prose about the worked deal (Anne banks...) says it is about that deal, not this one.
    labels = page.locator(".lq-worked-label")
    assert labels.count() > 0
    assert "About the worked deal" in labels.first.text_content()
    # Stepping the linked deal keeps its seed in the address.
    board.locator("button.lq-next").click()
    assert page.evaluate("() => location.hash") == "#board=deal-1&variant=pagat&seed=424242&step=4"
    assert (
        board.locator("a.lq-link").get_attribute("href") == "#board=deal-1&variant=pagat&seed=424242&step=4"
    )


@pytest.mark.parametrize("path", [PAGE, "rules/classic/", "rules/encyclopedia/", "rules/modern/"])
def test_the_last_step_keeps_the_deciding_cards_in_view(site, page, path):
    site.open(page, path)
    boards = page.locator(".lq-board")
    for i in range(boards.count()):
        board = boards.nth(i)
        board_id = board.get_attribute("id")
        dealt = page.evaluate(
            "id => Array.from(window.lansquenet.boards).find(b => b.id === id).transcript.steps"
            ".some(s => s.view.zones.some(z => z.cards.length))",
            board_id,
        )
        board.locator("button.lq-last").click()
        if dealt:  # a deal where no card turned (the bank passed) has none to keep
            assert board.locator(".lq-table .lq-card").count() > 0, board_id


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("path", [PAGE, "rules/classic/", "rules/modern/"])
def test_stepping_never_changes_a_boards_height(site, new_context, path, width):
    page = new_context(viewport={"width": width, "height": 900}).new_page()
    site.open(page, path)
    for board_id in page.locator(".lq-board").evaluate_all("boards => boards.map(b => b.id)")[:4]:
        heights = page.evaluate(HEIGHTS, board_id)
        assert max(heights) - min(heights) <= 1, (board_id, sorted(set(heights)))
