"""axe-core (the pinned npm package) finds no serious or critical violation; no page reaches out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SITE

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PAGES = ["", "rules/pagat/", "tutorials/pagat-worked-example/"]


def violations(page) -> list[dict]:
    page.add_script_tag(path=str(AXE))
    # Colours read halfway through a button's hover or focus transition are neither state's colours;
    # wait for transitions to end (a spinner's endless animation never does, so it is left out, and
    # nor does one in a part of the page out of sight, which the browser does not draw).
    page.evaluate(
        """async () => { await Promise.all(document.getAnimations()
            .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
            .filter(a => !a.effect.target || a.effect.target.checkVisibility({contentVisibilityAuto: true}))
            .map(a => a.finished.catch(() => null))); }"""
    )
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]


def describe(found: list[dict]) -> str:
    return "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}" for v in found
    )


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p or "home")
def test_no_serious_or_critical_violation(site, page, path):
    site.open(page, path)
    found = violations(page)
    assert not found, describe(found)


def test_no_violation_on_the_last_step_either(site, page):
    """The table at its fullest: every zone holds cards, the deciding card is marked."""
    site.open(page, "tutorials/pagat-worked-example/")
    page.locator("#deal-1 button.lq-last").click()
    found = violations(page)
    assert not found, describe(found)


def test_every_page_loads_without_reaching_outside(site, page):
    """Every page in the sitemap loads with no request leaving 127.0.0.1 (the fixture checks)."""
    sitemap = (SITE / "sitemap.xml").read_text(encoding="utf-8")
    paths = [re.sub(r"^https?://[^/]+/", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    assert len(paths) > 5
    for path in paths:
        page.goto(site.url + path)
        page.wait_for_load_state("load")
        assert page.locator("h1").count() >= 1, path


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_violation_with_a_clicked_button_in_either_scheme(site, new_context, scheme):
    """The site offers a dark scheme; a button just clicked (hover and focus fill) stays readable in both."""
    page = new_context(color_scheme=scheme).new_page()
    site.open(page, "tutorials/encyclopedia-long-deal/")
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("() => document.body.dataset.mdColorScheme") == expected
    for _ in range(3):
        page.locator("#deal-1 button.lq-next").click()
    found = violations(page)
    assert not found, describe(found)


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
