"""The table diagrams in the browser: their words read at 9 pt or more on a phone and on paper,
in both colour schemes, the one-sheet handouts still print on one sheet, and axe finds nothing
wrong in them."""

from __future__ import annotations

import pytest
from test_accessibility import AXE, describe
from test_print import pdf_pages, printed

pytestmark = pytest.mark.browser

GAMES = ["classic", "modern", "pagat", "encyclopedia"]

# The smallest word of the picture as drawn: its font size times the SVG's scale on the screen.
SMALLEST_WORD = """() => {
  const svg = document.querySelector('.lq-dg-svg');
  const scale = svg.getScreenCTM().a;
  const sizes = Array.from(svg.querySelectorAll('text'), t => parseFloat(getComputedStyle(t).fontSize) * scale);
  return {smallest: Math.min(...sizes), words: sizes.length, wider: document.documentElement.scrollWidth
          - document.documentElement.clientWidth};
}"""


@pytest.mark.parametrize("game", GAMES)
def test_a_phone_reads_the_picture_without_scrolling_sideways(site, new_context, game):
    for scheme in ("light", "dark"):
        page = new_context(viewport={"width": 390, "height": 844}, color_scheme=scheme).new_page()
        page.goto(site.url + f"rules/{game}/")
        shown = page.evaluate(SMALLEST_WORD)
        assert shown["words"] > 5
        assert shown["wider"] <= 0, "the picture makes the page wider than the phone"
        assert shown["smallest"] >= 11.5, f"the picture's words are drawn at {shown['smallest']:.1f} px"


@pytest.mark.parametrize("game", GAMES)
def test_a_handout_prints_the_picture_at_9_points_on_its_one_sheet(site, page, game):
    pdf = printed(page, site.url + f"teach/handouts/rules-{game}/")
    assert pdf_pages(pdf) == 1
    shown = page.evaluate(SMALLEST_WORD)
    assert shown["smallest"] >= 12 - 0.1, (
        f"the picture prints its words at {shown['smallest'] * 3 / 4:.1f} pt"
    )


@pytest.mark.parametrize("game", GAMES)
def test_axe_finds_no_serious_or_critical_violation_in_the_picture(site, page, game):
    """axe on the figure alone (the page's other parts have their own tests), in both schemes."""
    page.goto(site.url + f"teach/handouts/rules-{game}/")
    assert page.locator(f"#table-diagram-{game} .lq-dg-svg[role=img]").count() == 1
    page.add_script_tag(path=str(AXE))
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        result = page.evaluate(
            "async (id) => await axe.run({include: [[id]]}, {resultTypes: ['violations']})",
            f"#table-diagram-{game}",
        )
        found = [v for v in result["violations"] if v["impact"] in ("serious", "critical")]
        assert not found, describe(found)
