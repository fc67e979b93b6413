"""Every interactive part works when the reader comes to its page by a link inside the site.

Material's instant navigation swaps a page's content in place, and re-creates the page's inline
scripts without their type or class; a part that reads the data the build embedded must find it
and set itself up on every page it is shown, not only on a page loaded from the address bar.

Each test starts at the home page and, by clicking links only (an article's link, or the menu,
opening its sections), reaches every page of the built site that holds one kind of part, uses the
part there, and sees no page error or console error. The pages are found in the built site, so a
page added later is walked too. The French pages are walked the same way from the French home:
a link into the other language loads its page whole, by design (javascripts/navigation.js), so
each language is its own walk.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest
from conftest import ENGINE_TIMEOUT_MS, SITE

pytestmark = pytest.mark.browser

# How the build marks each kind of part in a page's HTML (scripts/site/*.py).
PARTS = {
    "board": r'<div class="lq-board"',
    "play": r'<div class="lq-play"',
    "checkpoint": r'<div class="lq-predict"',
    "calculator": r'<form class="lq-calculator"',
    "lab": r'<div class="lq-lab"',
    "chart": r'class="lq-chart"',
}

# Ask the page for the next thing to click on the way to `target`: a visible link to it, or else
# the toggle of the closed menu section that holds (or 'opening', while it unfolds) the menu's link to it. Marks it and says which.
NEXT_CLICK = """target => {
  document.querySelectorAll('[data-lq-walk]').forEach(e => e.removeAttribute('data-lq-walk'));
  const same = a => { const u = new URL(a.href, location.href); return u.origin + u.pathname === target; };
  const links = Array.from(document.querySelectorAll('a[href]')).filter(same);
  const shown = links.find(a => { const r = a.getBoundingClientRect();
    return a.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) && r.width > 0 && r.height > 0; });
  if (shown) { shown.setAttribute('data-lq-walk', ''); return 'link'; }
  const menu = links.find(a => a.closest('.md-sidebar--primary'));
  if (!menu) return null;
  const sections = [];
  for (let li = menu.closest('li.md-nav__item--nested'); li; li = li.parentElement.closest('li.md-nav__item--nested'))
    sections.unshift(li);
  for (const li of sections) {
    const toggle = li.querySelector(':scope > input.md-toggle');
    if (toggle && !toggle.checked) {
      const label = document.getElementById(toggle.id + '_label') || li.querySelector(`label[for="${toggle.id}"]`);
      label.setAttribute('data-lq-walk', '');
      return 'section';
    }
  }
  return 'opening';  // the sections are open and still unfolding
}"""


def links_from(path: str) -> set[str]:
    """The site's pages the built page at `path` links to (paths below the site's root)."""
    html = (SITE / path / "index.html").read_text(encoding="utf-8")
    found = set()
    for href in re.findall(r'<a [^>]*href="([^"#]*)', html):
        url = urljoin("http://site/" + path, href)
        if url.startswith("http://site/") and url.endswith("/"):
            found.add(url.removeprefix("http://site/"))
    return found


HOMES = {"en": "", "fr": "fr/"}
"""Each language's home page (paths below the site's root)."""


def language_of(path: str) -> str:
    """The language of the site's page at `path`: French under fr/."""
    return "fr" if path.startswith(HOMES["fr"]) else "en"


def way(start: str, target: str) -> list[str]:
    """The pages to pass through, by the built site's links within one language, from `start` to
    `target` (both included)."""
    seen = {start: [start]}
    queue = [start]
    while queue:
        here = queue.pop(0)
        if here == target:
            return seen[here]
        for there in sorted(links_from(here)):
            same_language = language_of(there) == language_of(start)
            if there not in seen and same_language and (SITE / there / "index.html").is_file():
                seen[there] = seen[here] + [there]
                queue.append(there)
    raise AssertionError(f"no chain of links leads from {start or 'home'} to {target}")


def pages_with(kind: str) -> list[str]:
    """The site's pages (paths below the site's root, '' for home) whose HTML holds a part of `kind`."""
    found = []
    for html in sorted(SITE.rglob("index.html")):
        if re.search(PARTS[kind], html.read_text(encoding="utf-8")):
            path = html.parent.relative_to(SITE).as_posix()
            found.append("" if path == "." else path + "/")
    return found


class Walk:
    """One tab that moves only by clicking, recording every console error on the way."""

    def __init__(self, page, site_url: str, home: str = ""):
        self.page = page
        self.site_url = site_url
        self.console: list[str] = []
        page.on("console", self.heard)
        page.goto(site_url + home)
        page.wait_for_load_state("load")
        # Set once: a full page load would lose it, so it proves every move was in place.
        page.evaluate("() => { window.__lqWalked = true; }")

    def heard(self, message) -> None:
        # On a static host the friends page asks whether a table server answers; the 404 is the
        # answer, which the page turns into a sentence (use_play), not a fault.
        if message.type == "error" and not message.location.get("url", "").endswith("/rooms/games"):
            self.console.append(f"{self.page.url}: {message.text}")

    def reach(self, path: str) -> None:
        """Go to `path`: straight there when this page shows a link to it, else by the links between."""
        here = self.page.evaluate("() => location.pathname").removeprefix(urlparse(self.site_url).path)
        if self.page.evaluate(NEXT_CLICK, self.site_url + path) is None:
            for hop in way(here, path)[1:-1]:
                self.step(hop)
        self.step(path)

    def step(self, path: str) -> None:
        target = self.site_url + path
        page = self.page
        for _ in range(40):
            what = page.evaluate(NEXT_CLICK, target)
            assert what, f"no link on {page.url} leads to {target}"
            if what == "opening":
                page.wait_for_timeout(100)
                continue
            page.locator("[data-lq-walk]").first.click()
            if what == "link":
                break
        else:
            raise AssertionError(f"could not open the menu's way to {target}")
        page.wait_for_function("t => location.origin + location.pathname === t", arg=target)
        page.wait_for_function(
            "t => { const a = document.querySelector('.md-sidebar--primary a.md-nav__link--active');"
            " return a && new URL(a.href).pathname === new URL(t).pathname; }",
            arg=target,
        )
        assert page.evaluate("() => window.__lqWalked === true"), f"{path} was loaded afresh, not swapped in"


WORDS = {
    "en": {
        "step": "Step {n} of",
        "dealt": "What the engine deals at step {n}:",
        "no-server": "served without one",
        "even": "both cards are single",
    },
    "fr": {
        "step": "Étape {n} sur",
        "dealt": "Ce que le moteur donne à l'étape {n}\u00a0:",
        "no-server": "servie sans lui",
        "even": "les deux cartes sont simples",
    },
}
"""What the parts say, in the language of the page they are on."""


def said(page, key: str, **values) -> str:
    """The words ``key`` of :data:`WORDS` in the page's language."""
    return WORDS[page.evaluate("() => document.documentElement.lang")][key].format(**values)


def use_board(page) -> None:
    board = page.locator(".lq-board").first
    board.locator(".lq-counter").wait_for()
    assert board.locator(".lq-counter").text_content().startswith(said(page, "step", n=1))
    board.locator("button.lq-next").click()
    assert board.locator(".lq-counter").text_content().startswith(said(page, "step", n=2))


def use_checkpoint(page) -> None:
    boxes = page.locator(".lq-predict")
    assert boxes.count() > 0
    for i in range(boxes.count()):
        box = boxes.nth(i)
        box.locator("form.lq-predict-ask").wait_for(timeout=5_000)
        step = int(box.get_attribute("data-step"))
        box.locator("button.lq-predict-show").click()
        board = page.locator("#" + box.get_attribute("data-board"))
        assert board.get_attribute("data-step") == str(step - 1)
        box.locator("button.lq-predict-check").click()
        result = box.locator(".lq-predict-result").text_content()
        assert said(page, "dealt", n=step) in result, result


def use_calculator(page) -> None:
    form = page.locator("form.lq-calculator")
    form.locator("input[name='carabin'][value='2']").check()
    form.locator("input[name='banker'][value='3']").check()
    # On a page reached by a link the tools' script may still be on its way (pages.js fetches it
    # with the first page that holds a tool): the choices made before it came must be answered
    # once it has come, so wait for the answer rather than read it at once.
    output = form.locator("output.lq-calc-result[data-carabin='2'][data-banker='3']")
    output.wait_for(timeout=10_000)
    assert said(page, "even") not in output.text_content()


def use_play(page) -> None:
    table = page.locator("div.lq-play").first
    if page.locator("div.lq-room").count() and not table.is_visible():
        # The friends page: its table opens in a room, and the test's static host has no table
        # server, which the page must say in a sentence.
        page.locator("div.lq-room").get_by_text(said(page, "no-server")).wait_for()
        return
    table.locator("button.lq-play-start").click()
    page.wait_for_function(
        "() => document.querySelector('div.lq-play').hasAttribute('data-session')", timeout=ENGINE_TIMEOUT_MS
    )


def use_lab(page) -> None:
    lab = page.locator("div.lq-lab")
    lab.locator("button.lq-lab-start").click()
    page.wait_for_function(
        "() => Number(document.querySelector('div.lq-lab').dataset.hands || 0) > 0", timeout=ENGINE_TIMEOUT_MS
    )
    stop = lab.locator("button.lq-lab-stop")
    if stop.is_enabled():
        stop.click()


def use_chart(page) -> None:
    """A chart is drawn at build time: each one on the page comes into view with its picture drawn."""
    charts = page.locator("figure.lq-chart")
    assert charts.count() > 0
    for i in range(charts.count()):
        picture = charts.nth(i).locator("svg.lq-chart-svg")
        picture.scroll_into_view_if_needed()
        assert picture.evaluate(
            "svg => svg.getBoundingClientRect().height > 100 && svg.childElementCount > 3"
        )


USE = {
    "board": use_board,
    "play": use_play,
    "checkpoint": use_checkpoint,
    "calculator": use_calculator,
    "lab": use_lab,
    "chart": use_chart,
}


@pytest.mark.parametrize("kind", list(PARTS))
def test_every_part_works_on_every_page_reached_by_links_from_home(kind, page, site_url):
    paths = pages_with(kind)
    assert paths, f"the built site has no page with a {kind}"
    page.set_default_timeout(30_000)
    console = []
    for language, home in HOMES.items():
        walk = Walk(page, site_url, home)
        for path in (path for path in paths if language_of(path) == language):
            if path == home:
                walk.reach(home + "about/")  # the home page itself: leave it and come back by a link
            walk.reach(path)
            USE[kind](page)
        page.remove_listener("console", walk.heard)
        console += walk.console
    assert not console, f"console errors: {console}"


def test_the_walk_finds_every_kind_of_part_in_the_built_site():
    """The pages are read from the build; a marker the build stopped writing would walk nothing."""
    assert Path(SITE / "index.html").is_file()
    for kind in PARTS:
        assert {language_of(path) for path in pages_with(kind)} == set(HOMES), kind
