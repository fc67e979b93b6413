"""New deals through Pyodide: the same transcript as CPython, permalinks, bad links, navigation."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest

from lansquenet import api

pytestmark = pytest.mark.browser

HOME = ""
WORKED = "tutorials/pagat-worked-example/"

SPECS = [
    {"variant": "pagat", "seed": 7, "seats": ["Anne", "Blaise", "Colette", "Denis"]},
    {"variant": "pagat", "seed": 12345, "seats": 3, "options": {"pair_rule": "half", "packs": 2}},
    {"variant": "pagat", "seed": 99, "seats": 5, "banker": 2},
    {
        "variant": "pagat",
        "deck": "QH 7S 3D KC 7H",
        "seats": ["Anne", "Blaise", "Colette", "Denis"],
        "banker": 0,
        "decisions": ["bank 20", "stake 10", "stake 10"],
    },
    {"variant": "pagat", "seed": 3, "scope": "match", "options": {"laps": 1}},
]


# One deal of every other variant too: whatever a variant keeps in sets or dicts, the order it
# walks them in must not change what it deals (the restored engine's hash secret is the build's).
SPECS += [{"variant": variant, "seed": 11} for variant in ("classic", "encyclopedia", "modern")]
# And every variant told in French: the worker takes the language from the spec, as the api does.
SPECS += [
    {"variant": variant, "seed": 5, "language": "fr"} for variant in ("classic", "encyclopedia", "modern")
]
SPECS += [{"variant": "pagat", "seed": 5, "language": "fr", "scope": "match", "options": {"laps": 1}}]

START_ENGINE = (
    "() => { const b = Array.from(window.lansquenet.boards)[0];"
    " return window.lansquenet.engine.start(b.urls).then(() => window.lansquenet.engine.timings); }"
)
DEAL = (
    "spec => { const b = Array.from(window.lansquenet.boards)[0];"
    " return window.lansquenet.engine.deal(spec, b.urls); }"
)


def snapshots_refused(context) -> None:
    """Make the site's start-up snapshots unreachable in ``context``, as on a site without one."""
    context.route("**/*.snapshot", lambda route: route.fulfill(status=404, body="not here"))


@pytest.mark.parametrize("start", ["restored", "plain"])
def test_pyodide_deals_what_cpython_deals(site, page, context, start):
    """One engine, two runtimes: the same spec gives the same transcript, key for key and word for
    word in either language, whether the worker restored the build's snapshot of a started engine
    or started Python itself."""
    if start == "plain":
        snapshots_refused(context)
    site.open(page, HOME)
    timings = page.evaluate(START_ENGINE)
    assert timings["snapshot"] is (start == "restored")
    for spec in SPECS:
        assert page.evaluate(DEAL, spec) == api.deal(spec), spec
    fetched = page.evaluate("() => performance.getEntriesByType('resource').map(e => e.name)")
    assert not any(name.endswith(".whl") for name in fetched)


def test_restored_engines_draw_their_own_chance(site, new_context):
    """Two workers restored from the same snapshot do not repeat each other's draws: the seeds of
    deals asked for without one, and the keys of games in play."""
    drawn = []
    for _ in range(2):
        page = new_context().new_page()
        site.open(page, HOME)
        assert page.evaluate(START_ENGINE)["snapshot"] is True
        seeds = [page.evaluate(DEAL, {"variant": "pagat", "seats": 4})["seed"] for _ in range(3)]
        game = page.evaluate(
            "() => { const b = Array.from(window.lansquenet.boards)[0];"
            " return window.lansquenet.engine.play.start({variant: 'pagat', people: [0]}, b.urls); }"
        )
        drawn.append((seeds, game["id"]))
    (seeds_a, game_a), (seeds_b, game_b) = drawn
    assert len(set(seeds_a)) == 3 and not set(seeds_a) & set(seeds_b)
    assert game_a != game_b


def test_new_deal_in_the_browser(site, page):
    site.open(page, HOME)
    before = site.transcript(page)
    page.locator("#deal-1 button.lq-new").click()
    assert page.locator("#deal-1 .lq-status").text_content().startswith("Starting the engine")
    status = site.wait_dealt(page)
    assert status.startswith("Dealt in your browser, seed ")
    after = site.transcript(page)
    assert after["seed"] != before["seed"]
    assert after["seats"] == before["seats"]
    assert site.counter(page) == f"Step 1 of {len(after['steps'])}"
    spec = {
        "variant": "pagat",
        "scope": "deal",
        "seats": after["seats"],
        "seed": after["seed"],
        "options": after["options"],
    }
    assert after == api.deal(spec)
    # The plain list follows the new deal too.
    assert page.locator("#deal-1 ol.lq-steps li").count() == len(after["steps"])


def test_new_deal_uses_the_options(site, page):
    site.open(page, WORKED)
    page.locator("#deal-1-seats").fill("3")
    page.locator("#deal-1-pair_rule").select_option("half")
    page.locator("#deal-1 button.lq-new").click()
    assert site.wait_dealt(page).startswith("Dealt in your browser")
    after = site.transcript(page)
    assert len(after["seats"]) == 3
    assert after["options"]["pair_rule"] == "half"


def test_permalink_round_trip(site, page, context):
    site.open(page, WORKED)
    page.locator("#deal-1-pair_rule").select_option("half")
    page.locator("#deal-1 button.lq-new").click()
    site.wait_dealt(page)
    dealt = site.transcript(page)
    href = page.locator("#deal-1 a.lq-link").get_attribute("href")
    assert href.startswith("#board=deal-1&variant=pagat&seed=")
    assert "pair_rule=half" in href

    other = context.new_page()
    site.open(other, WORKED, href)
    assert site.wait_dealt(other).startswith("Dealt in your browser")
    assert site.transcript(other) == dealt
    # The fields say which table the link dealt, so New deal deals that table again.
    assert other.locator("#deal-1-pair_rule").input_value() == "half"
    # The board's step buttons are in view, not under the sticky header.
    header = other.locator(".md-header").bounding_box()
    controls = other.locator("#deal-1 .lq-controls").bounding_box()
    assert controls["y"] >= header["y"] + header["height"], (controls, header)


def test_permalink_to_the_pre_dealt_deal_needs_no_engine(site, page):
    site.open(page, HOME)
    own = site.transcript(page)
    href = page.locator("#deal-1 a.lq-link").get_attribute("href")
    site.open(page, "", "")
    page.goto(site.url + "?again" + href)
    page.wait_for_selector(".lq-board[data-ready] .lq-counter")
    assert site.transcript(page) == own
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 0


@pytest.mark.parametrize(
    "fragment",
    [
        "#board=deal-1&variant=pagat&seed=" + quote("<img src=x onerror=window.pwned=1>"),
        "#board=deal-1&variant=%3Cb%3Ebold%3C%2Fb%3E&seed=7",
        "#board=deal-1&variant=pagat&seed=7&pair_rule=" + quote("<script>window.pwned=1</script>"),
        "#board=deal-1&variant=pagat&seed=7&no_such_option=1",
        "#board=deal-9&variant=pagat&seed=7",
        "#board=deal-1&variant=pagat&seed=99999999999999",
        "#board=%E0%A4%A",
    ],
)
def test_malformed_permalink_shows_a_sentence_and_the_default_deal(site, page, fragment):
    site.open(page, WORKED)
    own = site.transcript(page)
    page.goto(site.url + "glossary/")
    site.open(page, WORKED, fragment)
    status = page.locator("#deal-1 .lq-status").text_content()
    assert status.endswith(".") and status.count(". ") == 0, status
    assert "<" not in status
    assert site.transcript(page) == own
    assert page.locator("#deal-1 img, #deal-1 b, #deal-1 .lq-stage script").count() == 0
    assert page.evaluate("() => window.pwned") is None
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 0


def test_instant_navigation_keeps_one_worker(site, page):
    site.open(page, HOME)
    page.evaluate("() => { window.sameDocument = true; }")
    page.locator("#deal-1 button.lq-new").click()
    site.wait_dealt(page)

    page.locator(".md-content a[href$='glossary/']").first.click()
    page.wait_for_url("**/glossary/")
    page.locator(".md-content a[href*='jumelle']").first.wait_for()
    assert page.evaluate("() => window.sameDocument") is True, "navigation reloaded the page"

    page.go_back()
    page.wait_for_selector("#deal-1[data-ready] .lq-counter")
    assert page.evaluate("() => window.sameDocument") is True
    page.locator("#deal-1 button.lq-next").click()
    assert site.counter(page).startswith("Step 2 of ")
    page.locator("#deal-1 button.lq-new").click()
    assert site.wait_dealt(page).startswith("Dealt in your browser")
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 1


def test_worker_traffic_is_watched(site, page, context):
    """The request guard sees the worker's downloads too, so 'nothing left 127.0.0.1' means something."""
    seen = []
    context.on("request", lambda request: seen.append(request.url))
    site.open(page, HOME)
    page.locator("#deal-1 button.lq-new").click()
    site.wait_dealt(page)
    assert any(url.endswith("pyodide.asm.wasm") for url in seen)
    assert any("/runtime/lansquenet-" in url for url in seen)


def test_engine_failure_keeps_the_pre_dealt_board(site, page, context):
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    site.open(page, WORKED)
    page.locator("#deal-1 button.lq-new").click()
    status = site.wait_dealt(page)
    assert status.startswith("New deals are unavailable")
    assert page.locator("#deal-1 button.lq-new").is_disabled()
    page.locator("#deal-1 button.lq-next").click()
    assert site.counter(page).startswith("Step 2 of ")
    embedded = json.loads(page.locator("#deal-1 > script").text_content())[0]["transcript"]
    # The page carries the transcript compact (scripts/site/delta.py); the board shows it whole.
    assert page.evaluate("t => window.lansquenet.expandTranscript(t)", embedded) == site.transcript(page)


@pytest.mark.parametrize("value", ["99", "0", "", "2.5"])
def test_a_number_out_of_range_is_refused_in_one_sentence(site, page, value):
    """A value the option cannot take deals nothing: one sentence says why, the field is marked, the deal stays."""
    site.open(page, WORKED)
    own = site.transcript(page)
    page.locator("#deal-1-seats").fill(value)
    page.locator("#deal-1 button.lq-new").click()
    status = page.locator("#deal-1 .lq-status").text_content()
    assert status == "Seats must be a whole number from 3 to 6, so no new deal was dealt."
    assert page.locator("#deal-1-seats").get_attribute("aria-invalid") == "true"
    assert page.evaluate("() => document.activeElement.id") == "deal-1-seats"
    assert site.transcript(page) == own
    # The pointer on New deal may have started the engine ahead (engine-warm.js), but asked it nothing.
    assert page.evaluate("() => window.lansquenet.engine.asked") == 0
    page.locator("#deal-1-seats").fill("4")
    assert page.locator("#deal-1-seats").get_attribute("aria-invalid") is None


def test_a_one_deal_board_offers_no_match_options(site, page):
    """Laps only shape a match: a board dealing one deal does not offer them; a match board does."""
    site.open(page, WORKED)
    assert page.locator("#deal-1-laps").count() == 0
    assert page.locator("#deal-1-seats").count() == 1
    site.open(page, "tutorials/modern-refait/")
    assert site.transcript(page)["scope"] == "match"
    assert page.locator("#deal-1-rounds").count() == 1


def test_every_board_has_its_own_new_deal_form_set_to_its_own_table(site, page):
    """The boards of a page clone one form per variant: each names its fields after itself and shows its table."""
    site.open(page, "rules/classic/")
    page.evaluate("() => window.lansquenet.setupAll()")
    forms = page.evaluate(
        """() => Array.from(window.lansquenet.boards).map((b) => ({
          id: b.id,
          label: b.root.querySelector("form.lq-deal").getAttribute("aria-label"),
          fields: Array.from(b.root.querySelectorAll("form.lq-deal [name]")).map((i) => i.id),
          labels: Array.from(b.root.querySelectorAll("form.lq-deal label")).map((l) => l.htmlFor),
          shown: Object.fromEntries(Object.values(b.deal.inputs).map(({ input, option }) =>
            [option.name, String(window.lansquenet.view.readInput(input, option))])),
          own: Object.fromEntries(Object.values(b.deal.inputs).map(({ option }) => [option.name, String(b.baseValue(option))])),
        }))"""
    )
    assert len(forms) == page.locator(".lq-board").count() > 2
    assert len({form["label"] for form in forms}) == len(forms)
    for form in forms:
        assert form["fields"] and all(ident.startswith(form["id"] + "-") for ident in form["fields"])
        assert form["labels"] == form["fields"]
        assert form["shown"] == form["own"], form["id"]
    assert forms[0]["shown"]["rejouissance"] == "false"  # the variant's default is true


def test_permalink_keeps_an_option_set_back_to_the_variants_default(site, page, context):
    """The court game's first board plays without the rejouissance (the variant's default plays it).

    Turning it on deals with it; the link must say so, or it reopens on the board's own table
    without the rejouissance and deals something else.
    """
    site.open(page, "rules/classic/")
    data = page.evaluate("() => Array.from(window.lansquenet.boards).find(b => b.id === 'deal-1').base")
    assert data["options"]["rejouissance"] is False
    page.locator("#deal-1-rejouissance").check()
    page.locator("#deal-1 button.lq-new").click()
    assert site.wait_dealt(page).startswith("Dealt in your browser")
    dealt = site.transcript(page)
    assert dealt["options"]["rejouissance"] is True
    href = page.locator("#deal-1 a.lq-link").get_attribute("href")
    assert "rejouissance=true" in href

    other = context.new_page()
    site.open(other, "rules/classic/", href)
    assert site.wait_dealt(other).startswith("Dealt in your browser")
    assert site.transcript(other) == dealt


def test_the_options_are_explained_without_hovering(site, page):
    """Each offered option's meaning (and a number's range) is in the page, not only in a title tooltip."""
    site.open(page, WORKED)
    help_box = page.locator("#deal-1 details.lq-help")
    assert help_box.locator("summary").text_content() == "What these options mean"
    help_box.locator("summary").click()
    terms = help_box.locator("dt").all_text_contents()
    assert terms == ["seats", "pair rule", "packs"]
    assert help_box.locator("dd").first.text_content().endswith("From 3 to 6.")
