"""The French edition as a reader meets it: switching language keeps the page, the section and a
board's deal and step, also after instant navigation; each language searches its own pages; a
French page's interface, boards, New deal and Play speak French; instant navigation stays within
a language (scripts/site/languages.py, javascripts/navigation.js).
"""

from __future__ import annotations

import re

import pytest
from conftest import ENGINE_TIMEOUT_MS, replay_in_cpython, varied_policy
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser

SELECTOR = ".md-select__link[hreflang='{code}']"


def choose_language(page, code: str) -> None:
    """Pick ``code`` in the header's language selector, as a reader does (it opens on hover or focus)."""
    page.locator(".md-header .md-select").first.hover()
    page.locator(SELECTOR.format(code=code)).first.click()


def test_switching_language_keeps_the_page_and_the_boards_step(site, page):
    site.open(page, "rules/pagat/")
    board = page.locator("#deal-2")
    board.scroll_into_view_if_needed()
    for _ in range(3):
        board.locator("button.lq-next").click()
    page.wait_for_url(re.compile(r"#board=deal-2&step=4$"))
    english = site.transcript(page, "deal-2")["steps"]
    page.evaluate("() => { window.sameDocument = true; }")
    choose_language(page, "fr")
    page.wait_for_url(re.compile(r"/fr/rules/pagat/#board=deal-2&step=4$"))
    page.wait_for_selector("#deal-2[data-ready] .lq-counter")
    assert page.evaluate("() => window.sameDocument") is None, "a new language loads the page whole"
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    french = site.transcript(page, "deal-2")["steps"]
    assert site.counter(page, "deal-2") == f"Étape 4 sur {len(english)}"
    # The same deal, step for step, told in French.
    assert [step["kind"] for step in french] == [step["kind"] for step in english]
    assert french[0]["text"] != english[0]["text"]
    assert "banque" in french[0]["text"], french[0]["text"]
    choose_language(page, "en")
    page.wait_for_url(re.compile(r"/rules/pagat/#board=deal-2&step=4$"))
    assert "/fr/" not in page.url
    page.wait_for_selector("#deal-2[data-ready] .lq-counter")
    assert site.counter(page, "deal-2").startswith("Step 4 of ")


def nav_link(page, path: str):
    """The main navigation's link to the site's page at ``path``, not to a deeper page of that name."""
    page.evaluate(
        """path => {
            const target = new URL(path, location.origin + "/").href;
            for (const link of document.querySelectorAll(".md-sidebar--primary a.md-nav__link")) {
                link.toggleAttribute("data-test-target", link.href === target);
            }
        }""",
        path,
    )
    return page.locator(".md-sidebar--primary a[data-test-target]").first


def test_the_selector_follows_instant_navigation(site, page):
    site.open(page, "rules/pagat/")
    page.evaluate("() => { window.sameDocument = true; }")
    nav_link(page, "glossary/").click()
    page.wait_for_url("**/glossary/")
    page.locator("h1").filter(has_text="Glossary").wait_for()
    assert page.evaluate("() => window.sameDocument") is True, "within a language, navigation is instant"
    choose_language(page, "fr")
    page.wait_for_url(re.compile(r"/fr/glossary/$"))
    page.locator("h1").filter(has_text="Glossaire").wait_for()
    # On the French page, the navigation links French pages and stays instant among them.
    page.evaluate("() => { window.sameDocument = true; }")
    nav_link(page, "fr/history/").click()
    page.wait_for_url(re.compile(r"/fr/history/$"))
    page.locator("h1").filter(has_text="Histoire").wait_for()
    assert page.evaluate("() => window.sameDocument") is True


def search(page, words: str) -> list[str]:
    """The addresses of the search results for ``words`` on the page shown.

    Material's search index loads in its worker after the page; a query typed before it is ready
    may go unanswered, so the words are typed again until results show (for up to 30 s).
    """
    field = page.locator("input.md-search__input")
    field.click()
    for _ in range(6):
        field.fill("")
        field.press_sequentially(words)
        try:
            page.wait_for_selector(".md-search-result__item a", timeout=5_000)
            break
        except PlaywrightTimeout:  # not ready yet: type again
            continue
    return page.eval_on_selector_all(".md-search-result__item a", "links => links.map(a => a.href)")


def test_each_language_searches_its_own_pages(site, page):
    page.goto(site.url + "fr/rules/")
    assert page.locator("input.md-search__input").get_attribute("placeholder") == "Rechercher"
    found = search(page, "premier pris")
    assert found and all("/fr/" in url for url in found), found
    page.goto(site.url + "rules/")
    found = search(page, "first-taken")
    assert found and not any("/fr/" in url for url in found), found


def test_a_new_deal_on_a_french_page_is_dealt_and_told_in_french(site, page):
    site.open(page, "fr/rules/pagat/")
    page.locator("#deal-1 button.lq-new").click()
    page.wait_for_function(
        "() => { const b = document.getElementById('deal-1');"
        " return !b.hasAttribute('aria-busy') && ['ready', 'failed'].includes(b.dataset.engine); }",
        timeout=ENGINE_TIMEOUT_MS,
    )
    transcript = site.transcript(page, "deal-1")
    assert transcript.get("language") == "fr"
    assert transcript["steps"][0]["text"] == "On bat un paquet neuf pour la donne."
    assert "Step" not in site.counter(page, "deal-1")


def test_a_french_page_names_its_twin_for_the_readers_tools(site, page):
    page.goto(site.url + "fr/teach/worksheet-pagat/")
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    english = page.locator(SELECTOR.format(code="en")).first.get_attribute("href")
    assert english is not None and english.endswith("/teach/worksheet-pagat/") and "/fr/" not in english


def test_a_whole_match_played_by_clicking_on_a_french_page_is_the_engines_in_french(play):
    """Two people share the screen at a French table: the page hands the device over, asks and
    ends in French, and the match is the engine's own, words and all, under CPython."""
    play.open("fr/play/pagat/").set_table(options={"laps": 1, "seats": 3}, people=(0, 2)).start()
    # The page asks the worker in its language (engine-client.js), which the transcript records.
    request = {**play.request(), "language": "fr"}
    passes = []

    def on_pass(driver):
        heading = driver.root.locator(".lq-decide h3").text_content()
        assert heading.startswith("Passez l'appareil à "), heading
        passes.append(heading)

    notations = play.play_to_end(varied_policy, on_pass=on_pass)
    assert notations and passes
    downloaded = play.download()
    answer, transcript = replay_in_cpython({**request, "seed": downloaded["seed"]}, notations)
    assert downloaded == transcript
    assert downloaded.get("language") == "fr"
    assert play.standings() == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    assert play.root.locator(".lq-play-end h3").first.text_content().startswith("La partie est finie")
    steps = len(downloaded["steps"])
    assert play.root.locator(".lq-counter").text_content() == f"Étape {steps} sur {steps}"
    assert play.root.locator(".lq-text").text_content() == downloaded["steps"][-1]["text"]
