"""Accessibility of particular states: the last step, a clicked button, the scheme toggle, the deal forms.

Every page as it loads, in both schemes, is checked by test_every_page.py; these tests reach states
a page only shows once a reader has done something. The rules are axe-core's (the pinned npm
package) for WCAG 2.0, 2.1 and 2.2 at levels A and AA and its best practices (a11y.AXE_TAGS), at
every impact, with the contrast of disabled controls and of "Show step" that axe leaves out
(a11y.low_contrast).
"""

from __future__ import annotations

import pytest
from a11y import AXE, SETTLE, SHOW_STEP, axe_violations, low_contrast, prepare, scheme_context
from a11y import describe as lines_for

pytestmark = pytest.mark.browser


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
