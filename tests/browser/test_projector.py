"""The projector, and "Show step N", on a classroom's screen.

A board's or a Predict checkpoint's "Project" button shows it full screen in large type: for a
checkpoint the question first (the board held at the step before the one asked about), then a
class vote whose hands the teacher counts, then the reveal of the asked step with its answer.
At a projector's 1024×768 and at 1920×1080 everything shown is on one screen, with the cards'
ranks and the step's words in type a class reads from the back of the room. Escape closes it
and hands the focus back. "Show step N" under a board brings the board's cards and the question
onto the screen together.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

WORKSHEET = "teach/worksheet-pagat/"
SIZES = [(1024, 768), (1920, 1080)]
# The least size (px) of the cards' ranks and the step's words, at each window size.
LEAST_TYPE = {1024: 28, 1920: 40}

# Everything the projector shows: whether each shown thing lies inside the window, the body
# does not scroll, and the size of the ranks and the words.
MEASURE = """() => {
  const root = document.querySelector('.lq-projector');
  const body = root.querySelector('.lq-pj-body');
  const shown = Array.from(root.querySelectorAll('*')).filter(e => e.getClientRects().length > 0);
  const outside = shown.map(e => [e, e.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5))
    .map(([e]) => e.className || e.tagName);
  const size = sel => Math.min(...Array.from(root.querySelectorAll(sel))
    .filter(e => e.getClientRects().length > 0).map(e => parseFloat(getComputedStyle(e).fontSize)));
  const box = root.getBoundingClientRect();
  return {
    outside, scrolls: body.scrollHeight > body.clientHeight + 1 || body.scrollWidth > body.clientWidth + 1,
    covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
    rank: size('.lq-rank'), text: size('.lq-pj-text'), question: size('.lq-pj-question'),
    cards: root.querySelectorAll('.lq-pj-table .lq-card').length,
  };
}"""


AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices, at every impact.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]


def projector_violations(page) -> list[str]:
    """What axe-core (the pinned npm package) finds at fault in the open projector, one line each."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    page.evaluate(
        "async () => { await Promise.all(document.getAnimations().map(a => a.finished.catch(() => null))); }"
    )
    return page.evaluate(
        """async tags => {
            const result = await axe.run({include: [['.lq-projector']]},
                {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
            return result.violations.flatMap(v => v.nodes.map(n => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));
        }""",
        AXE_TAGS,
    )


def checkpoint(page, number: int) -> dict:
    """The data the build embedded in checkpoint ``number`` (scripts/site/predict.py)."""
    text = page.locator(f"#predict-{number} script.lq-predict-data").text_content()
    return json.loads(text)[0]


def open_checkpoint(site, new_context, size, number: int = 1, **options):
    width, height = size
    page = new_context(viewport={"width": width, "height": height}, **options).new_page()
    site.open(page, WORKSHEET)
    page.locator(f"#predict-{number} form.lq-predict-ask").wait_for()
    page.locator(f"#predict-{number} button.lq-predict-project").click()
    page.locator(".lq-projector").wait_for()
    return page


def assert_readable(page, width: int, stage: str) -> dict:
    found = page.evaluate(MEASURE)
    assert found["covers"], f"{stage}: the projector does not cover the window"
    assert not found["scrolls"] and not found["outside"], f"{stage}: off the screen: {found['outside']}"
    assert found["cards"] > 0
    assert found["rank"] >= LEAST_TYPE[width], f"{stage}: ranks at {found['rank']}px"
    if stage != "vote":  # the vote shows the question in place of the step's words
        assert found["text"] >= LEAST_TYPE[width], f"{stage}: the step's words at {found['text']}px"
    assert found["question"] >= LEAST_TYPE[width] * 0.75, f"{stage}: the question at {found['question']}px"
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_checkpoint_shows_the_question_a_vote_then_the_step(site, new_context, size):
    page = open_checkpoint(site, new_context, size, 1)
    data = checkpoint(page, 1)
    dialog = page.locator(".lq-projector")
    assert dialog.get_attribute("role") == "dialog" and dialog.get_attribute("aria-modal") == "true"
    assert page.locator("#lq-pj-title").text_content() == f"Predict step {data['step']}"

    # The question first, the board held at the step before the one asked about.
    assert dialog.get_attribute("data-stage") == "question"
    assert page.locator("#deal-1").get_attribute("data-step") == str(data["step"] - 1)
    assert dialog.locator(".lq-pj-counter").text_content().startswith(f"Step {data['step'] - 1} of")
    assert dialog.locator(".lq-pj-question").is_visible()
    assert data["lead"] in dialog.locator(".lq-pj-question").text_content()
    assert not dialog.locator(".lq-pj-votes").is_visible()
    assert not dialog.locator(".lq-pj-answer").is_visible()
    assert_readable(page, size[0], "question")

    # The class vote: each seat wins, gains nothing or loses (the checkpoint asks what each pays).
    dialog.locator("button.lq-pj-next").click()
    assert dialog.get_attribute("data-stage") == "vote"
    assert page.locator("#deal-1").get_attribute("data-step") == str(data["step"] - 1)
    tally = dialog.locator(".lq-pj-tally[data-key='s0loses']")
    for _ in range(3):
        tally.get_by_role("button", name=f"One more hand: {data['seats'][0]} loses").click()
    tally.get_by_role("button", name=f"One hand fewer: {data['seats'][0]} loses").click()
    assert tally.locator(".lq-pj-count").text_content() == "2"
    assert dialog.locator(".lq-pj-status").text_content() == f"{data['seats'][0]} loses: 2 hands"
    other = dialog.locator(".lq-pj-tally[data-key='s1wins']")
    other.get_by_role("button", name=f"One hand fewer: {data['seats'][1]} wins").click()
    assert other.locator(".lq-pj-count").text_content() == "0"  # never fewer than none
    assert_readable(page, size[0], "vote")

    # The reveal: the board steps to the asked step; the answer is the engine's.
    page.keyboard.press("ArrowRight")
    assert dialog.get_attribute("data-stage") == "reveal"
    assert page.locator("#deal-1").get_attribute("data-step") == str(data["step"])
    assert dialog.locator(".lq-pj-text").text_content() == data["text"]
    assert data["result"] in dialog.locator(".lq-pj-answer").text_content()
    for i, change in enumerate(data["changes"]):
        right = "wins" if change > 0 else "loses" if change < 0 else "nothing"
        marked = dialog.locator(f".lq-pj-tally[data-key='s{i}{right}'] .lq-pj-right")
        assert marked.is_visible() and "right" in marked.text_content()
    assert dialog.locator(".lq-pj-tally[data-key='s0loses'] .lq-pj-count").text_content() == "2"
    assert_readable(page, size[0], "reveal")

    # Back goes back a stage, and the board with it.
    page.keyboard.press("ArrowLeft")
    assert dialog.get_attribute("data-stage") == "vote"
    assert page.locator("#deal-1").get_attribute("data-step") == str(data["step"] - 1)


def test_the_vote_on_who_gains_is_counted_by_keys(site, new_context):
    page = open_checkpoint(site, new_context, SIZES[0], 2)
    data = checkpoint(page, 2)
    assert data["ask"] == "gains"
    dialog = page.locator(".lq-projector")
    page.keyboard.press(" ")  # on the focused Next button: on to the vote
    assert dialog.get_attribute("data-stage") == "vote"
    for key in ("1", "1", "1", "Shift+1", "2"):
        page.keyboard.press(key)
    counts = dialog.locator(".lq-pj-count").all_text_contents()
    assert counts == ["2", "1"] + ["0"] * (len(data["seats"]) - 1)  # the seats, then Nobody
    assert_readable(page, 1024, "vote")
    page.keyboard.press("ArrowRight")
    gainers = [i for i, change in enumerate(data["changes"]) if change > 0]
    right = [
        i for i in range(len(data["seats"]) + 1) if i in gainers or (i == len(data["seats"]) and not gainers)
    ]
    marked = dialog.locator(".lq-pj-tally").evaluate_all(
        "ts => ts.map(t => t.querySelector('.lq-pj-right') !== null && t.querySelector('.lq-pj-right').checkVisibility())"
    )
    assert [i for i, m in enumerate(marked) if m] == right
    assert_readable(page, 1024, "reveal")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_board_steps_full_screen_by_keys_and_buttons(site, new_context, size):
    width, height = size
    page = new_context(viewport={"width": width, "height": height}).new_page()
    site.open(page, "tutorials/pagat-worked-example/")
    board = page.locator("#deal-1")
    project = board.locator("button.lq-project")
    project.focus()
    page.keyboard.press("Enter")
    label = board.locator(".lq-stage").get_attribute("aria-label")
    dialog = page.get_by_role("dialog", name=label)  # named by its title
    assert dialog.get_attribute("aria-modal") == "true"
    for key, step in (("ArrowRight", 2), (" ", 3), ("ArrowRight", 4), ("ArrowLeft", 3)):
        page.keyboard.press(key)
        assert board.get_attribute("data-step") == str(step), key
        assert dialog.locator(".lq-pj-counter").text_content().startswith(f"Step {step} of")
    dialog.locator("button.lq-pj-next").click()
    assert board.get_attribute("data-step") == "4"
    dialog.locator("button.lq-pj-back").click()
    assert board.get_attribute("data-step") == "3"
    page.keyboard.press("End")
    last = board.get_attribute("data-steps")
    assert board.get_attribute("data-step") == last
    assert dialog.locator("button.lq-pj-next").is_disabled()
    found = assert_readable(page, width, "board")
    # every card keeps its rank as text, and its name for screen readers
    cards = dialog.locator(".lq-pj-table .lq-card")
    assert cards.count() == found["cards"]
    assert cards.first.get_attribute("role") == "img" and cards.first.get_attribute("aria-label")
    assert cards.first.locator(".lq-rank").text_content().strip()
    # the page behind is out of reach while it is open
    assert page.evaluate("() => document.querySelector('.md-container').inert")

    page.keyboard.press("Escape")
    assert page.locator(".lq-projector").count() == 0
    assert page.evaluate("() => document.activeElement.classList.contains('lq-project')")
    assert page.evaluate("() => document.activeElement.closest('.lq-board').id") == "deal-1"
    assert not page.evaluate("() => document.querySelector('.md-container').inert")
    assert board.get_attribute("data-step") == last  # the board carries on from where it was shown


def test_tab_stays_in_the_projector(site, new_context):
    page = open_checkpoint(site, new_context, SIZES[0], 1)
    page.keyboard.press("ArrowRight")  # the vote, with the most buttons
    for _ in range(40):
        page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.closest('.lq-projector') !== null")
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("() => document.activeElement.closest('.lq-projector') !== null")


def test_the_projector_covers_the_window_where_full_screen_is_refused(site, new_context):
    width, height = SIZES[0]
    context = new_context(viewport={"width": width, "height": height})
    context.add_init_script(
        "Element.prototype.requestFullscreen = function () {"
        " return Promise.reject(new TypeError('Permissions check failed')); };"
    )
    page = context.new_page()
    site.open(page, WORKSHEET)
    page.locator("#predict-1 button.lq-predict-project").click()
    assert page.evaluate("() => document.fullscreenElement") is None
    assert_readable(page, width, "question")
    page.keyboard.press("Escape")
    assert page.locator(".lq-projector").count() == 0
    assert page.evaluate("() => document.activeElement.classList.contains('lq-predict-project')")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_in_the_projector(site, new_context, scheme):
    page = open_checkpoint(site, new_context, SIZES[0], 1, color_scheme=scheme)
    for stage in ("question", "vote", "reveal"):
        assert page.locator(".lq-projector").get_attribute("data-stage") == stage
        found = projector_violations(page)
        assert not found, f"{stage}: {found}"
        page.keyboard.press("ArrowRight")


def test_show_step_brings_the_board_and_the_question_into_view(site, new_context):
    """At a projector's 1024×768, "Show step N" leaves the board's cards and the question on screen."""
    page = new_context(viewport={"width": 1024, "height": 768}).new_page()
    site.open(page, WORKSHEET)
    boxes = page.locator(".lq-predict")
    assert boxes.count() >= 2
    for i in range(boxes.count()):
        page.evaluate("() => window.scrollTo(0, 0)")
        box = boxes.nth(i)
        board_id = box.get_attribute("data-board")
        step = int(box.get_attribute("data-step"))
        box.locator("button.lq-predict-show").click()
        assert page.locator(f"#{board_id}").get_attribute("data-step") == str(step - 1)
        seen = page.evaluate(
            """([board, box]) => {
              const top = document.querySelector('.md-header').getBoundingClientRect().bottom;
              const cards = Array.from(document.querySelectorAll(`#${board} .lq-table .lq-card`), c => c.getBoundingClientRect());
              const question = document.querySelector(`#${box} .lq-predict-title`).getBoundingClientRect();
              const check = document.querySelector(`#${box} .lq-predict-check`).getBoundingClientRect();
              const boxTop = document.getElementById(box).getBoundingClientRect().top;
              return { top, cards: cards.map(r => [r.top, r.bottom]), question: [question.top, question.bottom],
                       check: [check.top, check.bottom], boxTop, height: innerHeight };
            }""",
            [board_id, box.get_attribute("id")],
        )
        assert seen["cards"], "the board shows cards at the step before the question"
        for card_top, card_bottom in seen["cards"]:
            assert seen["top"] <= card_top and card_bottom <= seen["boxTop"], (i, seen)
        for part in ("question", "check"):
            assert seen["top"] <= seen[part][0] and seen[part][1] <= seen["height"], (i, part, seen)
        assert "lq-predict-pinned" in box.get_attribute("class")
    # Stepped on past the step asked about, the board lets the last question go back to its place.
    last = page.locator(f"#{board_id}")
    last.locator("button.lq-first").click()
    assert "lq-predict-pinned" not in box.get_attribute("class")
