"""Accessibility helpers the browser tests share: every built page, the reader's colour scheme, axe-core
(the pinned npm package, served from node_modules, never a CDN) and contrast read from the page.

The colour scheme is set the way the site keeps a reader's choice: Material's ``__palette`` entry in
local storage, under the site's own address (its ``__md_scope``), which the inline script in every
page's header applies before anything is drawn (overrides/partials/javascripts/palette.html). The
browser's own preference is set to match, so the form fields the browser draws agree with the page.
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (landmarks, heading order,
# unique names and the like). Every impact counts: minor, moderate, serious and critical.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

# The two schemes of mkdocs.yml's palette, as Material's toggle stores them.
SCHEMES = {
    "default": {"index": 0, "media": "(prefers-color-scheme: light)", "browser": "light"},
    "slate": {"index": 1, "media": "(prefers-color-scheme: dark)", "browser": "dark"},
}


def every_page(site: Path) -> list[str]:
    """The address of every page the build wrote, relative to the site's root ("" for the home page).

    Read from the built folder rather than a list kept by hand, so a page added later is checked too.
    """
    paths = []
    for html in sorted(site.rglob("*.html")):
        relative = html.relative_to(site).as_posix()
        paths.append(relative.removesuffix("index.html"))
    return paths


def scheme_context(new_context, scheme: str):
    """A guarded browser context whose pages open in ``scheme`` ("default" or "slate")."""
    option = SCHEMES[scheme]
    context = new_context(color_scheme=option["browser"])
    stored = {
        "index": option["index"],
        "color": {"media": option["media"], "scheme": scheme, "primary": "brown", "accent": "deep-orange"},
    }
    # Material keys its entries by the site's root path; the site is served at the server's root.
    # Frames with no storage of their own (about:blank) are left alone; every test checks the scheme.
    context.add_init_script(
        "if (location.protocol.startsWith('http'))"
        f" localStorage.setItem('/.__palette', {json.dumps(json.dumps(stored))});"
    )
    return context


# Parts of a long page far from the screen are not laid out (content-visibility: auto, anywhere.css)
# until they near it. axe measures where an element is, scrolls, then asks what lies at that point;
# by then the parts it scrolled past have been laid out at their real height and everything below
# has moved, so it reads the footer as the background of the text that was there. Every part is laid
# out for the checks: nothing a reader sees changes, only when the browser does the work.
LAY_OUT_EVERY_PART = ".lq-part { content-visibility: visible !important; }"

# Colours read halfway through a transition are neither state's colours: wait for transitions to
# end (an endless animation, a spinner's, never does, so it is left out, and nor does one in a part
# of the page the browser is not drawing).
SETTLE = """async () => { await Promise.all(document.getAnimations()
    .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
    .filter(a => !a.effect.target || a.effect.target.checkVisibility({contentVisibilityAuto: true}))
    .map(a => a.finished.catch(() => null))); }"""


SEE_EVERY_TABLE = """async () => {
    const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise(r => requestIdleCallback(r, {timeout: 2000}));
    // tables.js may start watching (or watch anew, after a resize) while the page is on its way
    // down, after a table has gone by: go down again past the tables it has not measured yet.
    for (let round = 0; round < 20; round++) {
        const left = document.querySelectorAll('.md-typeset__scrollwrap:not([data-lq-watched])');
        if (!left.length) break;
        for (const box of left) {
            box.scrollIntoView({block: 'center'});
            await frames();
        }
        await new Promise(r => setTimeout(r, 200));
    }
    scrollTo(0, 0);
    await frames();
}"""


def prepare(page, url: str | None) -> None:
    """Open ``url`` as a reader would (or take the page as it stands when ``url`` is None), with every
    board and Play table on it set up, ready for axe."""
    if url is not None:
        page.goto(url)
        page.wait_for_load_state("load")
    # Boards far down a page are set up as they near the screen; every one is checked.
    page.evaluate("() => window.lansquenet && window.lansquenet.setupAll && window.lansquenet.setupAll()")
    page.wait_for_function(
        "() => !document.querySelector('.lq-board:not([data-ready]), div.lq-play:not([data-ready])')"
    )
    page.add_style_tag(content=LAY_OUT_EVERY_PART)
    # A table too wide for the page scrolls sideways and takes the focus, once javascripts/tables.js
    # has measured it, which it does as the table nears the screen: bring each one there, as a
    # reader moving down the page would.
    page.evaluate(SEE_EVERY_TABLE)
    page.wait_for_function("() => !document.querySelector('.md-typeset__scrollwrap:not([data-lq-watched])')")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    page.evaluate(SETTLE)


def axe_violations(page, include: list[str] | None = None) -> list[dict]:
    """axe's violations on the page (or only in the elements ``include`` selects), every impact."""
    context = {"include": [[selector] for selector in include]} if include else None
    return page.evaluate(
        """async ([context, tags]) => {
            const result = await axe.run(context || document,
                {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
            return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
        }""",
        [context, AXE_TAGS],
    )


def describe(where: str, found: list[dict]) -> list[str]:
    """One line per element axe found at fault: where, the rule, its impact, and what to fix."""
    lines = []
    for v in found:
        for node in v["nodes"]:
            summary = " ".join((node["summary"] or "").split())[:240]
            lines.append(f"{where}: {v['id']} ({v['impact']}) at {node['target']}: {summary}")
    return lines


# Text contrast of the elements each selector finds, computed by axe's own colour functions from the
# page's computed styles (opacity, translucent colours and what lies behind included). axe leaves
# disabled controls out of its own contrast rule; this reads them all the same. axe reads the whole
# page once (axe.setup) for all the selectors.
CONTRAST = """(selectors) => {
    const color = axe.commons.color;
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
        Array.from(el.classList, c => '.' + c).join('') + ' "' + el.textContent.trim().slice(0, 30) + '"' +
        (el.closest('[id]') && el.closest('[id]') !== el ? ' in #' + el.closest('[id]').id : '');
    axe.setup(document);
    try {
        return selectors.map(selector => Array.from(document.querySelectorAll(selector))
            .filter(el => el.checkVisibility({visibilityProperty: true}) && el.textContent.trim())
            .map(el => {
                const bg = color.getBackgroundColor(el, []);
                const fg = bg && color.getForegroundColor(el, false, bg);
                return {
                    target: name(el),
                    ratio: bg && fg ? Math.round(color.getContrast(bg, fg) * 100) / 100 : null,
                    fg: fg ? fg.toHexString() : null,
                    bg: bg ? bg.toHexString() : color.incompleteData.get('bgColor') || 'unknown',
                };
            }));
    } finally {
        axe.teardown();
    }
}"""


def contrast(page, selectors: list[str]) -> list[list[dict]]:
    """For each selector, each visible element with text it finds: its name, contrast ratio and colours."""
    return page.evaluate(CONTRAST, selectors)


DISABLED = "button:disabled, input:disabled, select:disabled, [aria-disabled=true]"
SHOW_STEP = "button.lq-predict-show"
DISABLED_LEAST = 3.0
SHOW_STEP_LEAST = 4.5


def low_contrast(page, where: str) -> list[str]:
    """Disabled controls under 3:1 and "Show step" under 4.5:1, one line each.

    axe leaves disabled controls out of its contrast rule (WCAG exempts them); a reader must still
    read what a control would do once it is on offer: its text at 3:1 at least (the contrast WCAG
    asks of large text and of controls' outlines). "Show step" is never disabled, but was once drawn
    so faint that it looked so: its text is held to 4.5:1, as normal text is.
    """
    lines = []
    measured = contrast(page, [DISABLED, SHOW_STEP])
    for elements, least in zip(measured, (DISABLED_LEAST, SHOW_STEP_LEAST), strict=True):
        for found in elements:
            if found["ratio"] is None or found["ratio"] < least:
                lines.append(
                    f"{where}: {found['target']} reads at {found['ratio']}:1 ({found['fg']} on "
                    f"{found['bg']}), under {least}:1"
                )
    return lines
