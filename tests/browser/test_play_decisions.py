"""Play the decisions particular to a game: a court-game carabin's wager, a 1979 bet, the keyboard."""

from __future__ import annotations

import json

import pytest
from conftest import PlayDriver, replay_in_cpython, varied_policy

from lansquenet import api

pytestmark = pytest.mark.browser

NAMES = ["Anne", "Blaise", "Colette", "Denis", "Estelle", "Fabrice"]


def first_seed(variant: str, seat: int, wanted: str, policy) -> int:
    """The first seed whose one deal, played by ``policy``, offers the person ``wanted``."""
    for seed in range(60):
        request = {"variant": variant, "scope": "deal", "seed": seed, "names": NAMES[:4], "people": [seat]}
        answer = json.loads(api.play_start(json.dumps(request)))
        game, number = answer["id"], 0
        while not answer["finished"]:
            kinds = [c["kind"] for c in answer["pending"]["choices"]]
            if answer["pending"]["kind"] == wanted:
                api.play_end(game)
                return seed
            index, amount = policy(
                number,
                [
                    {"kind": k, "low": c.get("low"), "high": c.get("high"), "step": c.get("step")}
                    for k, c in zip(kinds, answer["pending"]["choices"], strict=True)
                ],
            )
            choice = answer["pending"]["choices"][index]
            notation = (
                choice["kind"] if choice.get("low") is None else f"{choice['kind']} {amount or choice['low']}"
            )
            answer = json.loads(api.play_act(game, notation))
            number += 1
        api.play_end(game)
    raise AssertionError(f"no seed up to 60 offers seat {seat} a {wanted} decision in {variant}")


def passing(number: int, choices: list[dict]) -> tuple[int, int | None]:
    """Pass where passing is on offer; otherwise the first choice at its least amount."""
    kinds = [c["kind"] for c in choices]
    return (kinds.index("pass"), None) if "pass" in kinds else (0, choices[0]["low"])


def test_a_court_game_hand_where_the_person_carabines(play: PlayDriver):
    """Classic §reprise cards: a dispossessed cutter wagers on the reprise cards under the rule of odds."""
    seat = 3
    seed = first_seed("classic", seat, "wager", passing)
    play.open("play/classic/").set_table(scope="deal", people=(seat,), seed=seed).start()
    wagered = []
    while True:
        state = play.turn()
        if state == "end":
            break
        prompt = play.root.locator(".lq-decide .lq-prompt").text_content()
        choices = play.choices()
        if "wager" in prompt and not wagered:
            names = [c["name"] for c in choices]
            index = next(i for i, c in enumerate(choices) if c["kind"] == "stake")
            assert "Wager" in names[index], names  # the button is named by its action
            wager = choices[index]
            assert play.root.locator(".lq-decide .lq-range").first.text_content(), "the range is in words"
            wagered.append(
                play.choose(
                    index, wager["high"] if wager["high"] == wager["low"] else wager["low"] + wager["step"]
                )
            )
        else:
            index, amount = passing(len(play.notations), choices)
            play.choose(index, amount)
    assert wagered, "the person was never offered a wager"
    request = play.request()
    answer, transcript = replay_in_cpython(request, play.notations)
    assert play.standings() == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    offers = [
        s
        for s in transcript["steps"]
        if seat in (s["seat"], *s["seats"]) and s["kind"] in ("offer", "offers")  # several offers: one step
    ]
    assert offers, "the wager never reached the table"


def test_a_1979_hand_where_the_person_bets(play: PlayDriver):
    """1979 §betting: between turns a player bets on a player's card, within the banker's limit."""
    seat = 1
    seed = first_seed("encyclopedia", seat, "bet", passing)
    play.open("play/encyclopedia/").set_table(scope="deal", people=(seat,), seed=seed).start()
    bets = []
    while True:
        state = play.turn()
        if state == "end":
            break
        series = play.series()
        if series:  # the bets of a turn on one form, sent together
            assert series[0]["label"].startswith("Bet on the ") and series[0]["value"] == "0"
            bets.append(play.send_series({} if bets else {series[0]["kind"]: 1}))
        else:
            choices = play.choices()
            index, amount = passing(len(play.notations), choices)
            play.choose(index, amount)
    assert bets, "the person never bet"
    answer, transcript = replay_in_cpython(play.request(), play.notations)
    assert play.standings() == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    assert any(s["kind"] == "bet" and s["seat"] == seat for s in transcript["steps"])


def test_one_deal_by_keyboard_alone(play: PlayDriver):
    """Set the table, start, skip to each decision and decide, all from the keyboard."""
    page = play.page
    play.open("play/pagat/")
    page.locator("#play-1-scope-match").focus()
    page.keyboard.press("ArrowRight")  # the radio group: "One deal"
    assert page.locator("#play-1-scope-deal").is_checked()
    for _ in range(40):
        if page.evaluate("() => document.activeElement.classList.contains('lq-play-start')"):
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError("Tab never reached Start")
    page.keyboard.press("Enter")
    play.wait_started()
    decided = 0
    while play.root.locator(".lq-play-end").is_hidden():
        page.keyboard.press("g")
        page.wait_for_function(
            "() => !document.querySelector('#play-1 .lq-decide').hidden || !document.querySelector('#play-1 .lq-play-end').hidden"
        )
        if play.root.locator(".lq-play-end").is_visible():
            break
        # The choices took the focus; 1 presses the first (or moves to its amount, where Enter decides).
        assert page.evaluate("() => document.activeElement.classList.contains('lq-choice')")
        before = play.answers()
        page.keyboard.press("1")
        if page.evaluate("() => document.activeElement.classList.contains('lq-amount')"):
            page.keyboard.press("Enter")
        page.wait_for_function(
            "n => Number(document.getElementById('play-1').dataset.answers) > n", arg=before
        )
        # The focus stays on the table, where the keys work, not on the page.
        assert page.evaluate("() => document.getElementById('play-1').contains(document.activeElement)")
        decided += 1
    assert decided >= 1
    page.keyboard.press("ArrowLeft")
    steps = int(play.root.get_attribute("data-steps"))
    assert play.root.locator(".lq-counter").text_content() == f"Step {steps - 1} of {steps}"
    page.keyboard.press("Home")
    assert play.root.locator(".lq-counter").text_content() == f"Step 1 of {steps}"


def test_a_court_game_hand_where_the_person_holds_the_deal(play: PlayDriver):
    """Classic: as banker the person sets the rejouissance's ceiling and accepts, limits or refuses wagers."""
    options = {"seats": 4, "first_banker": "seat"}
    play.open("play/classic/").set_table(scope="deal", options=options, people=(0,), seed=0).start()
    offered = set()

    def policy(number, choices):
        offered.update(c["name"].lstrip("0123456789") for c in choices)
        return varied_policy(number, choices)

    play.play_to_end(policy)
    assert {"Set a ceiling", "Leave it open", "Accept", "Refuse"} <= offered, offered
    answer, transcript = replay_in_cpython(play.request(), play.notations)
    assert play.standings() == {s["name"]: (s["chips"], s["net"]) for s in answer["standings"]}
    # The person's decisions are in the transcript, in order, among the computer players'.
    decisions = iter(transcript["decisions"])
    assert all(notation in decisions for notation in play.notations)
