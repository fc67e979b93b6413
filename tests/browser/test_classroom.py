"""The classroom pages in Chromium: the odds charts, the rule-of-odds calculator, pages that print
(the court game's rules page and the handouts, through Chromium's own PDF printer)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import calculator  # noqa: E402

pytestmark = pytest.mark.browser

HANDOUTS = [
    "rules-pagat",
    "rules-modern",
    "rules-classic",
    "rules-encyclopedia",
    "glossary",
    "score-sheet",
    "sources-court",
    "sources-revival",
    "sources-montmort",
]

VISIBLE = """sel => Array.from(document.querySelectorAll(sel)).filter(e => {
  const box = e.getBoundingClientRect();
  return e.getClientRects().length > 0 && box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
}).length"""


def pdf_pages(pdf: bytes) -> int:
    """The number of pages in a PDF Chromium printed: its page objects (not the /Pages tree)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_odds_charts_are_drawn_without_javascript(site, new_context):
    context = new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(site.url + "odds/classic/")
    charts = page.locator("svg.lq-chart-svg[role=img]")
    assert charts.count() >= 4
    first = charts.first
    assert first.locator("title").text_content().startswith("The bank's expected gain per hand")
    assert "The table beside gives every value" in first.locator("desc").text_content()
    # the table of the same values stands beside the chart
    assert page.locator("figure.lq-chart").first.locator("td[data-odds-value]").count() == 18


def test_chart_lines_take_their_colour_from_the_scheme(site, new_context):
    colours = {}
    for scheme in ("light", "dark"):
        page = new_context(color_scheme=scheme).new_page()
        page.goto(site.url + "odds/classic/")
        colours[scheme] = page.evaluate(
            "() => getComputedStyle(document.querySelector('.lq-series-1 .lq-chart-line')).stroke"
        )
    assert colours["light"] != colours["dark"]


@pytest.mark.parametrize("carabin", [1, 2, 3])
def test_calculator_gives_the_engines_rule_of_odds_for_every_pair(site, page, carabin):
    page.goto(site.url + "odds/rule-of-odds/")
    form = page.locator("form.lq-calculator")
    form.wait_for(state="visible")
    output = form.locator("output")
    for banker in (1, 2, 3):
        form.locator(f'input[name="carabin"][value="{carabin}"]').check()
        form.locator(f'input[name="banker"][value="{banker}"]').check()
        engine = calculator.combination(carabin, banker)
        least, pays = calculator.terms(carabin, banker)
        assert (least, pays) == (engine["least"], engine["pays"])
        assert output.get_attribute("data-least") == str(least)
        assert output.get_attribute("data-pays") == str(pays)
        assert output.get_attribute("data-win") == engine["win"]
        assert output.get_attribute("data-value") == "0"
        words = output.text_content()
        assert f"Least wager: {least} chip" in words and f"pays him {pays} chip" in words
        assert engine["win_decimal"] in words and "fair" in words


def test_court_game_rules_page_prints_its_steps_without_a_button_or_field(site, page):
    site.open(page, "rules/classic/")
    assert page.evaluate(VISIBLE, "button, input, select, textarea") > 0  # on screen there are
    page.emulate_media(media="print")
    assert page.evaluate(VISIBLE, "button, input, select, textarea") == 0
    assert page.evaluate(VISIBLE, ".lq-stage, .md-header, .md-sidebar, .md-search") == 0
    steps = page.evaluate("() => document.querySelectorAll('ol.lq-steps li').length")
    assert steps > 50 and page.evaluate(VISIBLE, "ol.lq-steps li") == steps
    assert page.evaluate(VISIBLE, ".lq-net") == page.evaluate(
        "() => document.querySelectorAll('.lq-net').length"
    )
    pdf = page.pdf(format="A4")
    assert 1 < pdf_pages(pdf) < 40


@pytest.mark.parametrize("handout", HANDOUTS)
def test_each_handout_prints_on_at_most_two_a4_pages(site, page, handout):
    page.goto(site.url + f"teach/handouts/{handout}/")
    pdf = page.pdf(format="A4")
    assert 1 <= pdf_pages(pdf) <= 2, f"{handout} prints on {pdf_pages(pdf)} pages"
    page.emulate_media(media="print")
    assert page.evaluate(VISIBLE, "button, input, select, textarea, .md-header, .md-sidebar") == 0


def test_predict_accepts_the_right_answer(site, page):
    site.open(page, "teach/worksheet-pagat/")
    box = page.locator("#predict-1")
    box.locator("button.lq-predict-show").click()
    assert page.locator("#deal-1").get_attribute("data-step") == "8"  # the table just before the step
    for seat, amount in enumerate(["-20", "10", "+10", ""]):
        box.locator(f"#predict-1-seat-{seat}").fill(amount)
    box.locator("button.lq-predict-check").click()
    assert box.get_attribute("data-answered") == "right"
    result = box.locator(".lq-predict-result").text_content()
    assert (
        result.startswith("Right.") and "The seven of hearts (7H) matches the players' card first" in result
    )
    box.locator("button.lq-predict-reveal").click()
    assert page.locator("#deal-1").get_attribute("data-step") == "9"


def test_predict_explains_a_wrong_answer(site, page):
    site.open(page, "teach/worksheet-pagat/")
    box = page.locator("#predict-2")  # the pair: who gains chips?
    box.locator("#predict-2-seat-1").check()  # Blaise, who in fact loses his stake
    box.locator("button.lq-predict-check").click()
    assert box.get_attribute("data-answered") == "wrong"
    result = box.locator(".lq-predict-result").text_content()
    assert "Anne gains too." in result and "Blaise loses, not gains." in result
    assert "a pair, and the bank takes Blaise's 10 chips and Colette's 5 chips" in result
    assert "Anne +15, Blaise \u221210, Colette \u22125" in result


def test_predict_keeps_its_answer_for_readers_without_javascript(site, new_context):
    page = new_context(java_script_enabled=False).new_page()
    page.goto(site.url + "teach/worksheet-pagat/")
    answer = page.locator("#predict-1 details.lq-predict-answer")
    assert "Anne \u221220, Blaise +10, Colette +10" in answer.text_content()


@pytest.mark.parametrize(("path", "field"), [("odds/lab/", "#lab-hands"), ("play/pagat/", "#play-1-name-0")])
def test_a_form_pressed_before_its_script_has_it_stays_on_its_page(site, page, path, field):
    """The lab's and Play's forms are in the page before the site's script takes them: a page
    reached by a link shows before its scripts run, on an old laptop for a while. Until then Start
    is disabled and Enter in a field sends nothing, rather than reloading the page (with the
    fields in its address) and losing the press. Here the script never comes."""
    page.route("**/javascripts/lansquenet*.js", lambda route: route.abort())
    page.goto(site.url + path)
    start = page.locator(".lq-lab-start, .lq-play-start")
    assert start.is_disabled()
    page.locator(field).fill("7")
    page.locator(field).press("Enter")
    page.wait_for_timeout(500)
    assert page.url == site.url + path


def lab_run(page, hands: int, seed: int = 3):
    page.select_option("#lab-game", "pagat")
    page.fill("#lab-hands", str(hands))
    page.fill("#lab-seed", str(seed))


# The lab's own default: enough hands that Stop, pressed after the first small batch, comes before
# the end even when the engine is quick (its batches grow to about a third of a second each).
HANDS = 5000


def test_lab_deals_in_the_worker_stops_resumes_and_matches_the_engine(site, page):
    from conftest import ENGINE_TIMEOUT_MS

    from lansquenet import lab

    page.goto(site.url + "odds/lab/")
    lab_run(page, HANDS)
    page.click(".lq-lab-start")
    page.wait_for_function(
        "() => Number(document.querySelector('.lq-lab').dataset.hands || 0) > 0 || "
        "document.querySelector('.lq-lab-count').textContent.split(' ')[0] !== '0'",
        timeout=ENGINE_TIMEOUT_MS,
    )
    page.click(".lq-lab-stop")
    page.wait_for_function("() => !document.querySelector('.lq-lab').hasAttribute('aria-busy')")
    dealt = int(page.locator(".lq-lab").get_attribute("data-hands"))
    assert 0 < dealt < HANDS
    assert page.locator(".lq-lab-start").text_content() == "Resume"
    assert page.locator("#lab-progress").get_attribute("value") == str(dealt)
    page.click(".lq-lab-start")
    page.wait_for_function(
        f"() => document.querySelector('.lq-lab').dataset.hands === '{HANDS}'", timeout=ENGINE_TIMEOUT_MS
    )
    # the same hands the engine deals under CPython: the same running estimate, to the last digit
    running = lab.Running()
    for start in range(0, HANDS, lab.MAX_BATCH):
        count = min(lab.MAX_BATCH, HANDS - start)
        for value in lab.batch("pagat", {"packs": 1, "pair_rule": "all", "seats": 4}, 3, start, count):
            if value is not None:
                running.add(value)
    mean, low, _ = running.interval()
    root = page.locator(".lq-lab")
    assert float(root.get_attribute("data-mean")) == pytest.approx(mean)
    assert float(root.get_attribute("data-low")) == pytest.approx(low)
    assert float(root.get_attribute("data-exact")) == pytest.approx(1 / 17)
    words = page.locator(".lq-lab-result").text_content()
    assert f"after {HANDS} hands" in words and "95% confidence interval" in words and "1/17" in words
    assert page.locator(".lq-lab-picture svg .lq-lab-band").count() == 1
    assert page.locator(".lq-lab-picture svg .lq-lab-exact").count() == 1
    with page.expect_download() as download:
        page.click(".lq-lab-csv")
    lines = Path(download.value.path()).read_text().splitlines()
    assert lines[0] == "hand,seed,sample,running_estimate,interval_low,interval_high,exact"
    assert len(lines) == HANDS + 1 and lines[-1].startswith(f"{HANDS},{HANDS + 2},")


@pytest.mark.parametrize(
    "path",
    [
        "odds/",
        "odds/classic/",
        "odds/rule-of-odds/",
        "odds/lab/",
        "teach/",
        "teach/worksheet-pagat/",
        "teach/handouts/glossary/",
    ],
)
def test_classroom_pages_have_no_serious_accessibility_violation(site, page, path):
    from test_accessibility import describe, violations

    page.goto(site.url + path)
    page.wait_for_load_state("load")
    found = violations(page)
    assert not found, describe(found)


def test_predict_offers_to_step_on_only_once_answered(site, page):
    site.open(page, "teach/worksheet-pagat/")
    box = page.locator("#predict-1")
    assert not box.locator("button.lq-predict-reveal").is_visible()
    box.locator("button.lq-predict-check").click()
    assert box.locator("button.lq-predict-reveal").is_visible()


def test_odds_page_prints_its_charts_and_tables_whole(site, page):
    page.goto(site.url + "odds/classic/")
    page.emulate_media(media="print")
    styles = page.evaluate(
        """() => Array.from(document.querySelectorAll('figure.lq-chart, .md-typeset table'))
                 .map(e => getComputedStyle(e).breakInside)"""
    )
    assert len(styles) >= 10 and set(styles) == {"avoid"}
    assert page.evaluate(VISIBLE, "svg.lq-chart-svg") >= 4
    assert page.evaluate(VISIBLE, "button, input, select, textarea, .md-header, .md-sidebar") == 0
    stroke = page.evaluate(
        "() => getComputedStyle(document.querySelector('.lq-series-1 .lq-chart-line')).stroke"
    )
    assert stroke == "rgb(0, 0, 0)"  # greys on paper, whatever the screen's scheme
