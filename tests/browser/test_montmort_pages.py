"""Montmort on the site, in Chromium: the History page's table of his figures beside ours, and the
lab dealing his game a whole stay at the deal at a time in the browser's engine."""

from __future__ import annotations

import pytest

from lansquenet.montmort.printed import PRINTED

pytestmark = pytest.mark.browser


def test_the_history_page_quotes_every_printed_figure_beside_ours(site, page):
    page.goto(site.url + "history/")
    table = page.locator("table", has_text="Ours − printed")
    assert table.count() == 1
    rows = table.locator("tbody tr")
    assert rows.count() == len(PRINTED)
    for number, figure in enumerate(PRINTED):
        cells = rows.nth(number).locator("td")
        assert cells.nth(2).text_content() == figure.text
        assert cells.nth(6).text_content().startswith(("agrees", "differs"))


def test_the_lab_deals_montmorts_game_in_the_worker_as_the_engine_does(site, page):
    from conftest import ENGINE_TIMEOUT_MS

    from lansquenet import lab

    page.goto(site.url + "odds/lab/")
    page.select_option("#lab-game", "montmort")
    page.fill("#lab-montmort-seats", "4")
    page.fill("#lab-hands", "100")
    page.fill("#lab-seed", "5")
    page.click(".lq-lab-start")
    page.wait_for_function(
        "() => document.querySelector('.lq-lab').dataset.hands === '100'", timeout=ENGINE_TIMEOUT_MS
    )
    running = lab.Running()
    for value in lab.batch("montmort", {"seats": 4}, 5, 0, 100):
        running.add(value)
    mean, low, _ = running.interval()
    root = page.locator(".lq-lab")
    assert float(root.get_attribute("data-mean")) == pytest.approx(mean)
    assert float(root.get_attribute("data-low")) == pytest.approx(low)
    assert float(root.get_attribute("data-exact")) == pytest.approx(36635 / 73896)
