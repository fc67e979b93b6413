"""Focus on a board, its cards' table and its controls shows, in both colour schemes (WCAG 2.2 focus
appearance, 2.4.11 and 2.4.13).

Each stop the Tab key reaches inside a board, a Predict checkpoint and a Play table (the stage that
holds the cards, the step buttons, the fields, the links; a card too, were one ever to take the focus)
must draw an outline at least 2 CSS px thick, opaque, at 3:1 or more against what lies behind the
outline (so it differs by that much from the unfocused look), and must not be hidden by other content
(the sticky header, a pinned bar): a control not at all, a board taller than half the screen (whose
top edge may pass under the header while its sides stay in view) not entirely.
"""

from __future__ import annotations

import base64

import pytest
from a11y import prepare, scheme_context

pytestmark = pytest.mark.browser

# The focused element's outline: width, style, colour, and the contrast of its colour against the
# background behind it (the ancestors' backgrounds laid over each other), and whether something
# else lies over it at points on its edges that are on screen.
FOCUS_RING = """() => {
    const el = document.activeElement;
    const color = axe.commons.color;
    const style = getComputedStyle(el);
    const ring = new color.Color();
    ring.parseString(style.outlineColor);
    const offset = parseFloat(style.outlineOffset) || 0;
    let behind = new color.Color(0, 0, 0, 0);
    const layers = [];
    for (let node = offset < 0 ? el : el.parentElement; node; node = node.parentElement) {
        const layer = new color.Color();
        layer.parseString(getComputedStyle(node).backgroundColor);
        layers.push(layer);
        if (layer.alpha === 1) break;
    }
    behind = layers.reduceRight((under, over) => color.flattenColors(over, under), new color.Color(255, 255, 255, 1));
    const box = el.getBoundingClientRect();
    const out = offset + (parseFloat(style.outlineWidth) || 0) / 2;
    const points = [];
    for (const f of [0.1, 0.5, 0.9]) {
        points.push([box.left + f * box.width, box.top - out], [box.left + f * box.width, box.bottom + out],
                    [box.left - out, box.top + f * box.height], [box.right + out, box.top + f * box.height]);
    }
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const covered = onScreen.filter(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top && !top.contains(el) && !el.contains(top);
    }).map(([x, y]) => document.elementFromPoint(x, y)).map(n => n.tagName.toLowerCase() + '.' + n.className);
    const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + Array.from(el.classList, c => '.' + c).join('') +
        ' "' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30) + '"';
    return {
        name, style: style.outlineStyle, width: parseFloat(style.outlineWidth) || 0, alpha: ring.alpha,
        ring: ring.toHexString(), behind: behind.toHexString(),
        ratio: Math.round(color.getContrast(behind, ring) * 100) / 100,
        onScreen: onScreen.length, covered, small: box.height < innerHeight / 2,
    };
}"""


def ring_problems(found: dict, where: str) -> list[str]:
    """What is wrong with one focused element's ring, one line each."""
    problems = []
    if found["style"] in ("none", "hidden") or found["width"] < 2:
        problems.append(
            f"{where}: {found['name']} has no ring 2 px wide ({found['style']} {found['width']} px)"
        )
    elif found["alpha"] < 1 or found["ratio"] < 3:
        problems.append(
            f"{where}: {found['name']}'s ring {found['ring']} (alpha {found['alpha']}) reads at "
            f"{found['ratio']}:1 on {found['behind']}, under 3:1"
        )
    if not found["onScreen"]:
        problems.append(f"{where}: {found['name']} took the focus off screen")
    elif found["covered"] and (found["small"] or len(found["covered"]) == found["onScreen"]):
        problems.append(f"{where}: {found['name']}'s ring is covered by {sorted(set(found['covered']))}")
    return problems


def tab_to(page, start: str) -> None:
    """Give ``start`` the focus by keyboard: Tab from a button put just before it, then taken away."""
    page.locator(start).first.evaluate(
        """el => { const before = document.createElement('button');
                   before.className = 'lq-test-before'; before.textContent = 'before';
                   el.before(before); before.focus(); }"""
    )
    page.keyboard.press("Tab")
    page.evaluate("() => document.querySelector('.lq-test-before').remove()")


def walk(page, start: str, inside: str, where: str) -> tuple[list[str], list[str]]:
    """Tab to ``start``, then on through every stop inside ``inside``; return the names of the
    stops reached and the problems with their rings."""
    tab_to(page, start)
    reached, problems = [], []
    for _ in range(60):
        inside_now = page.evaluate("(sel) => !!document.activeElement.closest(sel)", inside)
        if not inside_now:
            break
        page.wait_for_timeout(150)  # the buttons' fill fades in over 125 ms
        found = page.evaluate(FOCUS_RING)
        reached.append(found["name"])
        problems += ring_problems(found, where)
        page.keyboard.press("Tab")
    return reached, problems


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_a_boards_stops_show_a_ring_that_reads(site, new_context, scheme):
    page = scheme_context(new_context, scheme).new_page()
    prepare(page, site.url + "rules/pagat/")
    page.locator("#deal-1 button.lq-next").click()  # Back and First on offer too
    page.evaluate("() => document.activeElement.blur()")
    reached, problems = walk(page, "#deal-1 .lq-stage", "#deal-1", f"{scheme} board")
    assert reached[0].startswith("div.lq-stage"), reached
    assert any("lq-first" in name for name in reached) and any("lq-next" in name for name in reached), reached
    assert len(reached) >= 8, reached
    prepare(page, site.url + "teach/worksheet-pagat/")
    found, more = walk(page, ".lq-predict", ".lq-predict", f"{scheme} checkpoint")
    assert any("lq-predict-show" in name for name in found), found
    assert not problems + more, "\n".join(problems + more)


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_a_play_tables_setting_shows_a_ring_that_reads(site, new_context, scheme):
    page = scheme_context(new_context, scheme).new_page()
    prepare(page, site.url + "play/pagat/")
    reached, problems = walk(page, "#play-1", "#play-1", f"{scheme} Play")
    assert any("lq-play-start" in name for name in reached), reached
    assert not problems, "\n".join(problems)


def test_the_ring_is_drawn_where_a_reader_sees_it(site, new_context, tmp_path):
    """The focused board's ring in the picture the browser draws, in both schemes: the pixels just
    left of the board, halfway down what is on screen, are the ring's colour. (The screenshots are
    kept in the test's temporary folder for a person to look at.)"""
    for scheme in ("default", "slate"):
        page = scheme_context(new_context, scheme).new_page()
        prepare(page, site.url + "rules/pagat/")
        tab_to(page, "#deal-1 .lq-stage")
        page.wait_for_timeout(150)
        assert page.evaluate("() => document.activeElement.matches('.lq-stage:focus-visible')")
        box = page.locator("#deal-1 .lq-stage").bounding_box()
        page.screenshot(path=str(tmp_path / f"focus-{scheme}.png"))
        ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineColor")
        want = [int(c) for c in ring[ring.index("(") + 1 : ring.index(")")].split(",")[:3]]
        top, bottom = max(box["y"], 0), min(box["y"] + box["height"], 1000)
        shot = base64.b64encode(page.screenshot()).decode()
        pixel = page.evaluate(
            """async ([shot, x, y]) => { const img = new Image(); img.src = 'data:image/png;base64,' + shot;
                await img.decode(); const canvas = document.createElement('canvas');
                canvas.width = img.width; canvas.height = img.height;
                const context = canvas.getContext('2d'); context.drawImage(img, 0, 0);
                return Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)); }""",
            [shot, round(box["x"]) - 4, round((top + bottom) / 2)],
        )
        assert all(abs(a - b) <= 8 for a, b in zip(pixel, want, strict=True)), (scheme, pixel, ring)
