"""A long page's parts far down (scripts/site/sections.py) are drawn only as they near the screen,
and the page still works as a whole: a link to a heading far down lands on it, the table of
contents follows the reading, and print shows everything."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PAGE = "rules/classic/"
# A part itself is laid out (at its kept size); what it holds is skipped while it is out of sight.
SKIPPED = "(part) => !part.firstElementChild.checkVisibility({contentVisibilityAuto: true})"
# The heading just above a part halfway down the page, far from both its ends.
MIDDLE_HEADING = """() => {
  const parts = document.querySelectorAll('.md-content .lq-part');
  return parts[Math.floor(parts.length / 2)].previousElementSibling.id;
}"""


def test_a_part_far_down_is_drawn_only_when_it_nears_the_screen(browser, site_url):
    context = browser.new_context(viewport={"width": 412, "height": 823})
    try:
        page = context.new_page()
        page.goto(site_url + PAGE, wait_until="load")
        last = page.locator(".md-content .lq-part").last
        assert last.evaluate(SKIPPED), "the last part was drawn while far from the screen"
        last.scroll_into_view_if_needed()
        page.wait_for_function(
            "(part) => part.firstElementChild.checkVisibility({contentVisibilityAuto: true})",
            arg=last.element_handle(),
        )
        assert last.evaluate("(part) => part.firstElementChild.getBoundingClientRect().height") > 0
    finally:
        context.close()


def test_a_link_to_a_heading_far_down_lands_on_it_and_the_contents_follow(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(site_url + PAGE, wait_until="load")
        target = page.evaluate(MIDDLE_HEADING)
        assert target
        page.close()
        # A reader arriving from elsewhere by the link: a fresh load straight at the heading.
        page = context.new_page()
        page.goto(site_url + PAGE + "#" + target, wait_until="load")
        page.wait_for_function(
            "(id) => { const top = document.getElementById(id).getBoundingClientRect().top; return top >= 0 && top < 200 }",
            arg=target,
        )
        page.locator(f'.md-sidebar--secondary a.md-nav__link--active[href$="#{target}"]').wait_for()
    finally:
        context.close()


def test_print_shows_every_part(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.goto(site_url + PAGE, wait_until="load")
        assert page.locator(".md-content .lq-part").count() >= 5
        assert page.locator(".md-content .lq-part").last.evaluate(SKIPPED)
        page.emulate_media(media="print")
        skipping = page.evaluate(
            "() => [...document.querySelectorAll('.md-content .lq-part')]"
            ".filter((part) => getComputedStyle(part).contentVisibility !== 'visible').length"
        )
        assert skipping == 0, f"{skipping} parts would be left undrawn in print"
    finally:
        context.close()
