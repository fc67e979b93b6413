"""axe-core (the pinned npm package) finds nothing on any page, in either colour scheme, at any impact;
disabled controls and "Show step" read clearly; no page reaches out.

The rules are WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe's best practices (a11y.AXE_TAGS), at
every impact from minor to critical. Every page the build wrote is checked (a11y.every_page), as it
loads and again with each of its boards stepped to the middle of its deal, once in the light scheme
and once in the dark one, each in one browser context that every page reuses.

axe leaves disabled controls out of its contrast rule (WCAG exempts them). They are checked here all
the same, since a reader must still read what a control would do once it is on offer: their text at
3:1 at least against what lies behind it (the contrast WCAG asks of large text and of controls'
outlines), and every "Show step" button's text at 4.5:1 (normal text; it is never disabled, but it
was once drawn so faint that it looked so).
"""

from __future__ import annotations

import re
import time

import pytest
from a11y import AXE, SETTLE, axe_violations, contrast, every_page, prepare, scheme_context
from a11y import describe as lines_for
from conftest import SITE

pytestmark = pytest.mark.browser

DISABLED = "button:disabled, input:disabled, select:disabled, [aria-disabled=true]"
SHOW_STEP = "button.lq-predict-show"
DISABLED_LEAST = 3.0
SHOW_STEP_LEAST = 4.5

# Each board at the middle of its deal: most zones hold cards, stakes and transfers are shown.
TO_THE_MIDDLE = """() => { for (const board of window.lansquenet.boards || [])
    board.go(Math.floor(board.transcript.steps.length / 2)); }"""


def violations(page) -> list[dict]:
    """axe's serious and critical violations, its default rules, on the page as it stands: the quick
    check other tests make of a state they reach (a Play match under way, a diagram)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    page.evaluate(SETTLE)
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]


def describe(found: list[dict]) -> str:
    """One line per rule :func:`violations` found: its name, impact, help and first elements."""
    return "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}" for v in found
    )


def low_contrast(page, where: str) -> list[str]:
    """Disabled controls under 3:1 and "Show step" under 4.5:1, one line each."""
    lines = []
    for selector, least in ((DISABLED, DISABLED_LEAST), (SHOW_STEP, SHOW_STEP_LEAST)):
        for found in contrast(page, selector):
            if found["ratio"] is None or found["ratio"] < least:
                lines.append(
                    f"{where}: {found['target']} reads at {found['ratio']}:1 ({found['fg']} on "
                    f"{found['bg']}), under {least}:1"
                )
    return lines


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_every_page_in_each_scheme_has_no_violation_at_any_impact(site, new_context, scheme):
    page = scheme_context(new_context, scheme).new_page()
    page.set_default_timeout(60_000)
    pages = every_page(SITE)
    assert len(pages) > 50, pages
    problems: list[str] = []
    started = time.monotonic()
    for path in pages:
        where = f"{scheme} /{path}"
        prepare(page, site.url + path)
        assert page.evaluate("() => document.body.dataset.mdColorScheme") == scheme, where
        problems += lines_for(where, axe_violations(page))
        problems += low_contrast(page, where)
        if page.locator(".lq-board[data-ready]").count():
            page.evaluate(TO_THE_MIDDLE)
            page.evaluate(SETTLE)
            problems += lines_for(
                where + " (boards at their middle step)", axe_violations(page, [".lq-board"])
            )
    print(f"axe: {len(pages)} pages in the {scheme} scheme in {time.monotonic() - started:.0f} s")
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems)


def test_no_violation_on_the_last_step_either(site, new_context):
    """The table at its fullest: every zone holds cards, the deciding card is marked; Next and Last are
    disabled, and still read at 3:1."""
    for scheme in ("default", "slate"):
        page = scheme_context(new_context, scheme).new_page()
        prepare(page, site.url + "tutorials/pagat-worked-example/")
        page.locator("#deal-1 button.lq-last").click()
        page.evaluate(SETTLE)
        problems = lines_for(scheme, axe_violations(page)) + low_contrast(page, scheme)
        assert page.locator("#deal-1 button.lq-next:disabled").count() == 1
        assert not problems, "\n".join(problems)


def test_every_page_loads_without_reaching_outside(site, page):
    """Every page in the sitemap loads with no request leaving 127.0.0.1 (the fixture checks)."""
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8")
    paths = [re.sub(r"^https?://[^/]+/", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    assert len(paths) > 5
    for path in paths:
        page.goto(site.url + path)
        page.wait_for_load_state("load")
        assert page.locator("h1").count() >= 1, path


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_no_violation_with_a_clicked_button_in_either_scheme(site, new_context, scheme):
    """A button just clicked (the pointer over it, the focus on it) stays readable in both schemes:
    a board's Next, and a worksheet's "Show step"."""
    page = scheme_context(new_context, scheme).new_page()
    prepare(page, site.url + "tutorials/encyclopedia-long-deal/")
    for _ in range(3):
        page.locator("#deal-1 button.lq-next").click()
    page.evaluate(SETTLE)
    problems = lines_for(scheme, axe_violations(page, ["#deal-1"]))
    prepare(page, site.url + "teach/worksheet-pagat/")
    page.locator(SHOW_STEP).first.click()
    page.evaluate(SETTLE)
    problems += lines_for(scheme, axe_violations(page, [".lq-predict"]))
    assert not problems, "\n".join(problems)


def test_the_scheme_toggle_switches_to_dark(site, page):
    site.open(page, "")
    page.locator("label[title='Switch to the dark scheme']").first.click()
    page.wait_for_function("() => document.body.dataset.mdColorScheme === 'slate'")


def test_the_chosen_scheme_is_remembered_and_the_toggle_works_by_keyboard(site, new_context):
    """The site's own toggle (javascripts/palette.js): chosen once, the scheme holds on the next page,
    already applied as it loads; Enter on the focused option switches back."""
    page = new_context(color_scheme="light").new_page()
    site.open(page, "")
    assert page.locator('[data-md-component="palette"]').count() == 0
    page.locator("label[title='Switch to the dark scheme']").first.click()
    page.wait_for_function("() => document.body.dataset.mdColorScheme === 'slate'")
    assert page.locator("label[title='Switch to the light scheme']").is_visible()
    assert page.evaluate("() => document.querySelector('meta[name=theme-color]').content") != ""
    site.open(page, "tutorials/pagat-worked-example/")
    # Applied while the page was read, before any deferred script ran.
    assert page.evaluate("() => document.body.dataset.mdColorScheme") == "slate"
    assert page.locator("label[title='Switch to the light scheme']").is_visible()
    page.locator("input[name=__palette]:checked").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.body.dataset.mdColorScheme === 'default'")
    assert page.locator("label[title='Switch to the dark scheme']").is_visible()


def test_each_boards_deal_form_has_a_name_of_its_own(site, page):
    """A page with many boards has many "Deal again" forms (landmarks); each is named after its board."""
    site.open(page, "rules/classic/")
    names = page.locator("form.lq-deal").evaluate_all("forms => forms.map(f => f.getAttribute('aria-label'))")
    assert len(names) > 5 and len(set(names)) == len(names), names
    assert all(name.startswith("Deal again: ") for name in names)
