"""Stepping through a pre-dealt board: buttons, keyboard, words, the table, the no-JS list."""

from __future__ import annotations

import json
import re

import pytest

pytestmark = pytest.mark.browser

WORKED = "tutorials/pagat-worked-example/"
PAIR = "tutorials/pagat-pair/"


def test_buttons_step_forward_and_back(site, page):
    site.open(page, WORKED)
    steps = len(site.transcript(page)["steps"])
    assert site.counter(page) == f"Step 1 of {steps}"
    board = page.locator("#deal-1")
    assert board.locator("button.lq-back").is_disabled()
    board.locator("button.lq-next").click()
    board.locator("button.lq-next").click()
    assert site.counter(page) == f"Step 3 of {steps}"
    board.locator("button.lq-back").click()
    assert site.counter(page) == f"Step 2 of {steps}"
    board.locator("button.lq-last").click()
    assert site.counter(page) == f"Step {steps} of {steps}"
    assert board.locator("button.lq-next").is_disabled()
    board.locator("button.lq-first").click()
    assert site.counter(page) == f"Step 1 of {steps}"


def test_the_words_follow_the_step(site, page):
    site.open(page, WORKED)
    transcript = site.transcript(page)
    board = page.locator("#deal-1")
    for step in transcript["steps"][:4]:
        assert board.locator(".lq-text").text_content() == step["text"]
        board.locator("button.lq-next").click()


def test_keyboard_steps_and_plays(site, page):
    site.open(page, WORKED)
    steps = len(site.transcript(page)["steps"])
    page.locator("#deal-1 .lq-stage").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert site.counter(page) == f"Step 3 of {steps}"
    page.keyboard.press("ArrowLeft")
    assert site.counter(page) == f"Step 2 of {steps}"
    page.keyboard.press("End")
    assert site.counter(page) == f"Step {steps} of {steps}"
    page.keyboard.press("Home")
    assert site.counter(page) == f"Step 1 of {steps}"
    page.keyboard.press("Space")
    play = page.locator("#deal-1 button.lq-play")
    assert play.get_attribute("aria-pressed") == "true"
    page.wait_for_function("() => document.getElementById('deal-1').dataset.step !== '1'")
    page.keyboard.press("Space")
    assert play.get_attribute("aria-pressed") == "false"
    assert play.text_content() == "Play"


def test_focus_is_visible(site, page):
    site.open(page, WORKED)
    page.locator("#deal-1 .lq-stage").focus()
    page.keyboard.press("Tab")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("", "none")


def test_worked_example_table(site, page):
    """The source's worked example: queen left, seven right, the deciding seven marked in words."""
    site.open(page, WORKED)
    board = page.locator("#deal-1")
    board.locator("button.lq-last").click()
    left = board.locator(".lq-left [data-zone=banker-card] .lq-card")
    right = board.locator(".lq-right [data-zone=players-card] .lq-card")
    assert left.locator(".lq-rank").text_content() == "Q"
    assert right.locator(".lq-rank").text_content() == "7"
    assert "queen of hearts" in left.get_attribute("aria-label")
    marked = board.locator(".lq-marked")
    assert marked.count() == 1
    assert marked.locator(".lq-rank").text_content() == "7"
    assert marked.locator(".lq-mark").text_content() == "Players win"
    seats = board.locator(".lq-seat")
    assert seats.nth(0).locator(".lq-badge-banker").text_content() == "Banker"
    assert seats.nth(0).locator(".lq-seat-chips").text_content() == "80 chips"
    assert seats.nth(1).locator(".lq-seat-chips").text_content() == "110 chips"
    totals = board.locator(".lq-totals").text_content()
    assert "Anne has paid Blaise 10 chips." in totals
    assert "Anne has paid Colette 10 chips." in totals


def test_a_seat_with_nothing_on_offer_is_told_why(site, page):
    site.open(page, WORKED)
    board = page.locator("#deal-1")
    board.locator("button.lq-last").click()
    note = board.locator(".lq-seat").nth(3).locator(".lq-note")
    assert note.count() == 1 and note.text_content().strip()


def test_this_steps_payments(site, page):
    site.open(page, WORKED)
    transcript = site.transcript(page)
    board = page.locator("#deal-1")
    first_paying = next(i for i, s in enumerate(transcript["steps"]) if s["transfers"])
    for _ in range(first_paying):
        board.locator("button.lq-next").click()
    t = transcript["steps"][first_paying]["transfers"][0]
    assert f"{t['payer']} \u2192 {t['payee']}" in board.locator(".lq-transfers").text_content()


def test_a_pair_is_marked_with_the_word_pair(site, page):
    site.open(page, PAIR)
    board = page.locator("#deal-1")
    board.locator("button.lq-last").click()
    assert page.locator("#deal-1 .lq-mark").filter(has_text=re.compile("^Pair$")).count() == 1


def test_glossary_term_is_linked(site, page):
    site.open(page, WORKED)
    transcript = site.transcript(page)
    index = next(i for i, s in enumerate(transcript["steps"]) if s["term"])
    board = page.locator("#deal-1")
    for _ in range(index):
        board.locator("button.lq-next").click()
    link = board.locator(".lq-text a.lq-term")
    assert link.count() == 1
    href = link.get_attribute("href")
    assert "glossary/#" in href
    link.click()
    page.wait_for_url(re.compile(r"/glossary/#"))
    anchor = href.split("#", 1)[1]
    page.locator(f"h2[id='{anchor}']").wait_for(state="attached")


def test_steps_as_plain_list_without_javascript(site, new_context):
    page = new_context(java_script_enabled=False).new_page()
    page.goto(site.url + WORKED)
    items = page.locator("#deal-1 ol.lq-steps li")
    data = json.loads(page.locator("#deal-1 > script").text_content())[0]
    assert items.count() == len(data["transcript"]["steps"])
    assert items.nth(0).text_content() == data["transcript"]["steps"][0]["text"]
    assert page.locator("#deal-1 details.lq-words").get_attribute("open") is not None
    assert not page.locator("#deal-1 .lq-stage").is_visible(), "an empty board box shows above the list"


def test_stepping_never_starts_the_engine(site, page):
    site.open(page, WORKED)
    page.locator("#deal-1 button.lq-last").click()
    page.locator("#deal-1 button.lq-first").click()
    assert page.evaluate("() => window.lansquenet.engine.workersStarted") == 0
    assert page.evaluate("() => window.lansquenet.engine.state") == "idle"


@pytest.mark.parametrize("button, key", [("last", "ArrowLeft"), ("first", "ArrowRight")])
def test_focus_stays_on_the_board_when_its_button_is_disabled(site, page, button, key):
    """Enter on Last (or First) disables that button; the focus moves to the board, so arrows still step."""
    site.open(page, WORKED)
    steps = len(site.transcript(page)["steps"])
    board = page.locator("#deal-1")
    if button == "first":
        board.locator("button.lq-last").click()
    board.locator(f"button.lq-{button}").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.classList.contains('lq-stage')")
    page.keyboard.press(key)
    assert site.counter(page) == (
        f"Step {steps - 1} of {steps}" if button == "last" else f"Step 2 of {steps}"
    )


def test_bets_sit_under_the_players_card_they_ride_on(site, page):
    """The 1979 game: each player's card shows who has bet how much on it (view.extra)."""
    site.open(page, "tutorials/encyclopedia-long-deal/")
    transcript = site.transcript(page)
    index, step = next(
        (i, s)
        for i, s in enumerate(transcript["steps"])
        if sum(bool(e["bets"]) for e in (s["view"].get("extra") or {}).get("players_cards", [])) >= 2
    )
    board = page.locator("#deal-1")
    for _ in range(index):
        board.locator("button.lq-next").click()
    for entry in step["view"]["extra"]["players_cards"]:
        shown = board.locator(f"[data-zone='{entry['zone']}'] ul.lq-bets li")
        assert shown.all_text_contents() == [f"{name} {amount}" for name, amount in entry["bets"].items()]


def test_a_term_named_by_its_slug_reads_as_the_glossary_writes_it(site, page):
    """An event naming its term "bankers-card" links the words "banker's card", never the slug."""
    site.open(page, "tutorials/modern-refait/")
    transcript = site.transcript(page)
    # Whether the engine names the term by its slug or its name, the board words it by its name.
    index = next(
        i
        for i, s in enumerate(transcript["steps"])
        if (s["term"] or "").lower().replace("'", "").replace(" ", "-") == "bankers-card"
    )
    assert "banker's card" in transcript["steps"][index]["text"]
    board = page.locator("#deal-1")
    for _ in range(index):
        board.locator("button.lq-next").click()
    link = board.locator(".lq-text a.lq-term")
    assert link.text_content() == "banker's card"
    assert "(see:" not in board.locator(".lq-text").text_content()
    # The plain list under the board, built at build time, words it the same way.
    item = board.locator("ol.lq-steps li").nth(index)
    assert item.locator("a").text_content() == "banker's card"


def test_a_seat_with_a_role_of_its_own_says_so(site, page):
    """A bystander (the 19th-century game) carries the word on its seat, like the banker."""
    site.open(page, "rules/modern/")
    board_id = page.evaluate("""() => Array.from(window.lansquenet.boards).find(
        b => b.transcript.steps.some(s => s.view.seats.some(seat => seat.role === "bystander"))).id""")
    page.locator(f"#{board_id} button.lq-last").click()
    seat = page.locator(f"#{board_id} .lq-seat").filter(has=page.locator(".lq-badge", has_text="Bystander"))
    assert seat.count() == 1


def test_an_unavailable_bet_is_named_in_words(site, page):
    site.open(page, "tutorials/encyclopedia-long-deal/")
    transcript = site.transcript(page)
    index = next(
        i
        for i, s in enumerate(transcript["steps"])
        if any(u["kind"] == "bet-4" for u in ((s["view"].get("pending") or {}).get("unavailable") or []))
    )
    board = page.locator("#deal-1")
    for _ in range(index):
        board.locator("button.lq-next").click()
    items = board.locator(".lq-unavailable li").all_text_contents()
    assert "No bet on 4: nobody bets on the banker's card." in items
    assert not any("bet-" in item for item in items)


def test_a_crowded_table_is_laid_out_in_rows_for_the_whole_deal(site, page):
    """Six up-cards and more: the zones flow in rows (several abreast), the same at every step."""
    site.open(page, "tutorials/classic-quadruple/")
    board = page.locator("#deal-1")
    assert board.locator(".lq-zones.lq-rows").count() == 1
    tops = board.locator(".lq-middle .lq-zone").evaluate_all(
        "zs => zs.map(z => Math.round(z.getBoundingClientRect().top))"
    )
    assert max(tops.count(top) for top in tops) >= 3, tops
    board.locator("button.lq-last").click()
    assert board.locator(".lq-zones.lq-rows").count() == 1
    site.open(page, WORKED)
    assert page.locator("#deal-1 .lq-zones.lq-rows").count() == 0


def test_a_big_tables_totals_fold_and_stay_open_across_steps(site, page):
    """Sixteen pairs and more of who-paid-whom (a big table's new deal) fold under one line."""
    site.open(page, WORKED)
    shown = page.evaluate("""() => {
        const V = window.lansquenet.view;
        const seats = Array.from({length: 8}, (_, i) => "Seat " + (i + 1));
        const transfers = [];
        seats.forEach((a, i) => seats.slice(i + 1).forEach(b => transfers.push({payer: a, payee: b, amount: 1, reason: ""})));
        const transcript = {seats, steps: [{transfers}, {transfers: []}]};
        const node = document.createElement("div");
        const state = {totalsOpen: false};
        V.drawMoney(node, transcript, 0, {}, state);
        const fold = node.querySelector("details.lq-totals-fold");
        const summary = fold && fold.querySelector("summary").textContent;
        fold.open = true;
        fold.dispatchEvent(new Event("toggle"));
        V.drawMoney(node, transcript, 1, {}, state);
        return {summary, items: node.querySelectorAll(".lq-totals li").length,
                stillOpen: node.querySelector("details.lq-totals-fold").open};
    }""")
    assert shown == {"summary": "Who has paid whom (28 pairs of seats)", "items": 28, "stillOpen": True}


def test_a_term_used_as_a_verb_or_plural_is_linked_in_place(site, page):
    """'Blaise raises 15 chips' links 'raises' to the glossary's raise, rather than adding '(see: raise)'."""
    site.open(page, "tutorials/modern-refait/")
    transcript = site.transcript(page)
    index = next(
        i for i, s in enumerate(transcript["steps"]) if s["term"] == "raise" and " raises " in s["text"]
    )
    board = page.locator("#deal-1")
    for _ in range(index):
        board.locator("button.lq-next").click()
    assert board.locator(".lq-text a.lq-term").text_content() == "raises"
    assert board.locator("ol.lq-steps li").nth(index).locator("a").text_content() == "raises"


def test_a_seat_names_its_chips_out_in_the_variants_word(site, page):
    """The 19th-century game's punters bet (the pot says "Blaise's bet"); Pagat's players stake."""
    site.open(page, "tutorials/modern-refait/")
    board = page.locator("#deal-1")
    board.locator(".lq-stage").focus()
    for _ in range(11):
        page.keyboard.press("ArrowRight")
    words = board.locator(".lq-seat-stake").all_text_contents()
    assert words[0].startswith("Bank ") and words[1:] and all(w.startswith("Bet ") for w in words[1:]), words
    site.open(page, WORKED)
    page.locator("#deal-1 button.lq-last").click()
    page.locator("#deal-1 button.lq-first").click()
    page.locator("#deal-1 .lq-stage").focus()
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    words = page.locator("#deal-1 .lq-seat-stake").all_text_contents()
    assert any(w.startswith("Stake ") for w in words), words


def test_who_paid_whom_follows_a_bank_that_changes_hands(site, page):
    """A bought bank that loses is the buyer's loss: Blaise buys Anne's bank and pays Colette from it."""
    site.open(page, "rules/modern/")
    board_id = page.evaluate("""() => Array.from(window.lansquenet.boards).find(
        b => b.transcript.steps.some(s => s.text.includes("so is passed over"))).id""")
    transcript = site.transcript(page, board_id)
    index = next(i for i, s in enumerate(transcript["steps"]) if s["kind"] == "succession")
    board = page.locator(f"#{board_id}")
    for _ in range(index):
        board.locator("button.lq-next").click()
    totals = board.locator(".lq-totals").text_content()
    assert "Blaise has paid Colette 40 chips." in totals and "Anne has paid Colette" not in totals
    assert "Blaise has paid Anne 20 chips." in totals
