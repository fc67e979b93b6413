"""Play's protocol (lansquenet.play.protocol): a person in the loop, through JSON in and out.

A match stepped decision by decision through play_start / play_act gives the transcript that
``deal`` gives with the same decisions; an illegal action answers one sentence and changes
nothing; the choices carry their buttons' names and their amounts in words.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lansquenet import api
from lansquenet.decisions import Choice, Decision
from lansquenet.errors import IllegalAction
from lansquenet.events import Transcript
from lansquenet.play import Session
from lansquenet.play.choices import amounts_in_words, decision_json
from lansquenet.play.protocol import MAX_SESSIONS, SESSIONS
from lansquenet.play.session import ranked

VARIANTS = ("pagat", "modern", "classic", "encyclopedia")


def call(function, *args) -> dict:
    return json.loads(function(*args))


def start(**request) -> dict:
    answer = call(api.play_start, json.dumps(request))
    assert "error" not in answer, answer
    return answer


def legal_action(pending: dict, rng: random.Random) -> str:
    """A legal answer read off the decision JSON alone, as a board would build it."""
    choice = rng.choice(pending["choices"])
    if "low" not in choice:
        return choice["kind"]
    return f"{choice['kind']} {rng.choice(range(choice['low'], choice['high'] + 1, choice['step']))}"


def play_through(request: dict, rng: random.Random) -> tuple[dict, list[dict], list[str]]:
    """Start a game and answer every person's decision at random; returns the start answer,
    every act answer, and the actions sent."""
    first = start(**request)
    answers, sent, answer = [], [], first
    while not answer["finished"]:
        action = legal_action(answer["pending"], rng)
        answer = call(api.play_act, first["id"], action)
        assert "error" not in answer, answer
        answers.append(answer)
        sent.append(action)
    return first, answers, sent


def without_pending(step: dict) -> dict:
    view = {k: v for k, v in step["view"].items() if k not in ("pending", "to_act")}
    return {**step, "view": view}


def check_same_as_deal(request: dict, rng: random.Random) -> dict:
    first, answers, sent = play_through(request, rng)
    transcript = call(api.play_transcript, first["id"])
    # the steps handed out, start and acts together, are the transcript's steps, each once
    handed = first["steps"] + [s for a in answers for s in a["steps"]]
    assert [without_pending(s) for s in handed] == [without_pending(s) for s in transcript["steps"]]
    # a step's view names the decision pending when it was handed out; the transcript's may name
    # a later one, when a decision passed without an event (the last step of an answer only)
    lasts = {id(a["steps"][-1]) for a in [first, *answers] if a["steps"]}
    assert all(
        id(mine) in lasts
        for mine, theirs in zip(handed, transcript["steps"], strict=True)
        if mine["view"]["pending"] != theirs["view"]["pending"]
    )
    # dealt again from the spec with the same decisions: the same transcript
    again = api.deal(
        {
            "variant": request["variant"],
            "scope": transcript["scope"],
            "options": first["options"],
            "seats": first["seats"],
            "seed": request["seed"],
            "decisions": transcript["decisions"],
            "people": first["people"],
        }
    )
    assert again == transcript
    # and replayed from the transcript itself, without the seed's generator
    assert api.deal(Transcript.from_json(transcript).spec()) == transcript
    # the people's actions are among the decisions, in order
    rest = iter(transcript["decisions"])
    assert all(any(d == action for d in rest) for action in sent)
    assert call(api.play_end, first["id"]) == {"ended": first["id"]}
    return transcript


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("people", [[0], [1, 2]])
def test_stepping_through_the_protocol_gives_the_same_transcript_as_deal(variant, people):
    transcript = check_same_as_deal({"variant": variant, "seed": 11, "people": people}, random.Random(5))
    assert transcript["scope"] == "match" and sum(transcript["net"]) == 0


SHORT_MATCH = {"pagat": {"laps": 1}, "encyclopedia": {"rounds": 1}, "modern": {"rounds": 3}}


@pytest.mark.parametrize("variant", sorted(SHORT_MATCH))
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    choices=st.integers(0, 10_000),
    seats=st.integers(3, 6),
    people=st.sets(st.integers(0, 5), max_size=3),
)
def test_any_seats_and_people_match_deal(variant, seed, choices, seats, people):
    people = sorted(p for p in people if p < seats)
    request = {"variant": variant, "seed": seed, "seats": seats, "people": people}
    request["options"] = SHORT_MATCH[variant]
    check_same_as_deal(request, random.Random(choices))


def test_a_single_deal_scope_ends_after_one_deal():
    transcript = check_same_as_deal({"variant": "pagat", "seed": 4, "scope": "deal"}, random.Random(1))
    assert transcript["scope"] == "deal"
    assert [s["kind"] for s in transcript["steps"]].count("bank") == 1


def test_the_start_answer_names_the_table_and_waits_for_the_person():
    answer = start(variant="pagat", seed=3, names=["Ann", "Bob", "Cy"], people=[0])
    assert answer["seats"] == ["Ann", "Bob", "Cy"] and answer["people"] == [0]
    assert answer["options"]["seats"] == 3 and answer["scope"] == "match"
    assert answer["finished"] is False and answer["standings"] is None and answer["winners"] is None
    assert answer["pending"]["seat"] == 0 and answer["pending"]["name"] == "Ann"
    assert isinstance(answer["id"], str) and answer["id"]


def test_with_nobody_at_the_table_the_computer_plays_to_the_end():
    answer = start(variant="modern", seed=2, people=[])
    assert answer["finished"] and answer["pending"] is None
    assert "error" not in call(api.play_transcript, answer["id"])


def test_the_end_gives_standings_and_winners():
    first, answers, _ = play_through({"variant": "encyclopedia", "seed": 8}, random.Random(2))
    end = answers[-1]
    chips = [row["chips"] for row in end["standings"]]
    assert [row["seat"] for row in end["standings"]] == list(range(len(first["seats"])))
    assert sum(row["net"] for row in end["standings"]) == 0
    assert end["winners"] == [i for i, c in enumerate(chips) if c == max(chips)]
    assert all(end["standings"][w]["rank"] == 1 for w in end["winners"])
    transcript = call(api.play_transcript, first["id"])
    assert chips == transcript["chips"]


def test_ranks_share_a_place_on_equal_chips():
    assert ranked([5, 9, 9, 1]) == [3, 1, 1, 4]
    assert ranked([7, 7, 7]) == [1, 1, 1]


# ----- illegal actions: one sentence, nothing changes


def snapshot(game_id: str) -> str:
    game = SESSIONS[game_id].game
    return json.dumps(
        [
            game.table.view(),
            len(game.steps),
            game.decisions,
            str(game.pending()),
            game.table.ledger.transfers,
        ],
        default=str,
    )


def bad_actions(pending: dict) -> list[object]:
    bad: list[object] = ["", "stake ten", "a b c", "nosuch", 5, None]
    for choice in pending["choices"]:
        if "low" in choice:
            bad += [choice["kind"], f"{choice['kind']} {choice['high'] + choice['step']}"]
            if choice["low"] > 1:
                bad.append(f"{choice['kind']} {choice['low'] - 1}")
            if choice["step"] > 1:
                bad.append(f"{choice['kind']} {choice['low'] + 1}")
        else:
            bad.append(f"{choice['kind']} 3")
    bad += [u["kind"] for u in pending["unavailable"]]
    return bad


@pytest.mark.parametrize("variant", VARIANTS)
def test_illegal_actions_answer_one_sentence_and_change_nothing(variant):
    rng = random.Random(3)
    answer = start(variant=variant, seed=21, people=[0, 1, 2])
    game_id, checked = answer["id"], 0
    for _ in range(12):
        if answer["finished"]:
            break
        before = snapshot(game_id)
        for action in bad_actions(answer["pending"]):
            reply = call(api.play_act, game_id, action)
            assert list(reply) == ["error"], (action, reply)
            sentence = reply["error"]
            assert sentence.endswith((".", "?")) and "\n" not in sentence and "Traceback" not in sentence
            assert snapshot(game_id) == before, action
            checked += 1
        game = SESSIONS[game_id].game
        steps_before = len(game.steps)
        answer = call(api.play_act, game_id, legal_action(answer["pending"], rng))
        # after illegal attempts, the next answer hands out exactly the steps the legal action made
        assert answer["steps"] == [s.to_json() for s in game.steps[steps_before:]]
    assert checked > 20


def test_an_unavailable_action_says_why():
    game_id = start(variant="pagat", seed=3, people=[0])["id"]
    answer = call(api.play_act, game_id, "bank 15")
    assert [u["kind"] for u in answer["pending"]["unavailable"]] == ["pocket"]
    reply = call(api.play_act, game_id, "pocket")
    assert reply == {
        "error": "Anne cannot pocket now: after a win on the banker's card the winnings must go into a kept bank."
    }


def test_after_the_end_an_action_is_refused():
    first, _, _ = play_through({"variant": "pagat", "seed": 6, "options": {"laps": 1}}, random.Random(4))
    reply = call(api.play_act, first["id"], "pass")
    assert reply == {"error": "The game is over; nothing is waiting for a decision."}


def test_the_transcript_is_refused_before_the_end():
    answer = start(variant="classic", seed=1, people=[0, 1, 2, 3, 4, 5])
    reply = call(api.play_transcript, answer["id"])
    assert reply == {
        "error": "The match is not over yet: its transcript would show cards still in the stock."
    }


@pytest.mark.parametrize(
    "request_json, words",
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "a table of keys"),
        ('{"seats": 4}', "must name its variant"),
        ('{"variant": "whist"}', "There is no variant 'whist'"),
        ('{"variant": "pagat", "colour": "red"}', "no key 'colour'"),
        ('{"variant": "pagat", "seats": 4, "names": ["A", "B", "C"]}', "either seats"),
        ('{"variant": "pagat", "seats": "four"}', "seats must be a whole number"),
        ('{"variant": "pagat", "seats": 9}', "from 3 to 6, not 9"),
        ('{"variant": "pagat", "people": [4]}', "from 0 to 3, not 4"),
        ('{"variant": "pagat", "people": [1, 1]}', "listed twice"),
        ('{"variant": "pagat", "people": "0"}', "list of seat numbers"),
        ('{"variant": "pagat", "seed": -1}', "The seed must be"),
        ('{"variant": "pagat", "scope": "lap"}', "The scope must be"),
        ('{"variant": "pagat", "options": {"laps": 9}}', "laps must be a whole number from 1 to 4"),
        ('{"variant": "pagat", "options": [1]}', "options must be a table"),
    ],
)
def test_a_bad_request_answers_one_sentence(request_json, words):
    count = len(SESSIONS)
    reply = call(api.play_start, request_json)
    assert list(reply) == ["error"] and words in reply["error"], reply
    assert len(SESSIONS) == count


@pytest.mark.parametrize("function", [api.play_state, api.play_transcript, api.play_end])
def test_an_unknown_game_is_an_error(function):
    assert "There is no game 'nosuch'" in call(function, "nosuch")["error"]
    assert "There is no game" in call(api.play_act, "nosuch", "pass")["error"]


def test_a_game_once_ended_is_forgotten():
    answer = start(variant="pagat", seed=3)
    assert call(api.play_end, answer["id"]) == {"ended": answer["id"]}
    assert "error" in call(api.play_state, answer["id"])


def test_the_state_repeats_the_start_answer_and_every_step_so_far():
    answer = start(variant="modern", seed=5, people=[0, 1])
    moved = call(api.play_act, answer["id"], legal_action(answer["pending"], random.Random(1)))
    state = call(api.play_state, answer["id"])
    assert state["steps"] == answer["steps"] + moved["steps"]
    assert state["pending"] == moved["pending"] and state["seats"] == answer["seats"]


# ----- the decision as a board offers it


def test_pagat_bank_choice_has_its_label_notation_and_range():
    pending = start(variant="pagat", seed=3)["pending"]
    assert pending["choices"] == [
        {
            "kind": "bank",
            "low": 5,
            "high": 50,
            "step": 5,
            "label": "Bank",
            "notation": "bank N",
            "range": "5 to 50 chips, in multiples of 5",
        }
    ]


def first_pending(variant: str, kind: str, seed: int = 1) -> dict:
    """The first decision of ``kind`` a person meets when people hold every seat."""
    answer = start(variant=variant, seed=seed, people=list(range(4 if variant != "classic" else 6)))
    game_id, rng = answer["id"], random.Random(seed)
    while not answer["finished"]:
        if answer["pending"]["kind"] == kind:
            return answer["pending"]
        answer = call(api.play_act, game_id, legal_action(answer["pending"], rng))
    raise AssertionError(f"no {kind} decision")


def test_encyclopedia_bet_is_named_after_its_card():
    pending = first_pending("encyclopedia", "bet")
    bets = [c for c in pending["choices"] if c["kind"].startswith("bet-")]
    assert bets
    for choice in bets:
        card = choice["label"].removeprefix("Bet on the ")
        rank = choice["kind"].removeprefix("bet-").upper()
        assert re.search(rf"the {card} \({rank}[SHDC]\)", pending["prompt"]), (card, pending["prompt"])
    assert {"kind": "pass", "label": "Pass", "notation": "pass"} in pending["choices"]


def test_classic_reprise_stake_reads_as_a_wager_and_the_ceiling_as_words():
    wager = first_pending("classic", "wager")
    assert {c["kind"]: c["label"] for c in wager["choices"]} == {"stake": "Wager", "pass": "Pass"}
    ceiling = first_pending("classic", "ceiling")
    assert {c["kind"]: c["label"] for c in ceiling["choices"]} == {
        "ceiling": "Set a ceiling",
        "open": "Leave it open",
    }


def test_modern_speaking_choices():
    speak = first_pending("modern", "speak")
    labels = {c["kind"]: c["label"] for c in speak["choices"]}
    assert labels["pass"] == "Pass" and labels["raise"] == "Raise"
    assert all(c.get("range", "").startswith("1 to ") for c in speak["choices"] if c["kind"] == "raise")


def test_an_unavailable_action_carries_its_label_and_reason():
    decision = Decision(
        0,
        "keep",
        "Anne: keep?",
        (Choice("keep"), Choice("pass")),
        (("refait", "a refait follows only a doublet."),),
    )
    data = decision_json(decision, ["Anne"])
    assert data["name"] == "Anne"
    assert data["unavailable"] == [
        {"kind": "refait", "why": "a refait follows only a doublet.", "label": "Refait"}
    ]


@pytest.mark.parametrize(
    "choice, words",
    [
        (Choice("limit", 1, 1), "1 chip"),
        (Choice("buy", 44, 44), "44 chips"),
        (Choice("buy", 24, 44, 20), "24 or 44 chips"),
        (Choice("stake", 1, 15), "1 to 15 chips"),
        (Choice("stake", 3, 99, 3), "3 to 99 chips, in multiples of 3"),
        (Choice("stake", 2, 12, 5), "2 to 12 chips, in steps of 5"),
        (Choice("pass"), None),
    ],
)
def test_amounts_in_words(choice, words):
    assert amounts_in_words(choice) == words


def test_the_notation_names_the_amount_when_only_one_is_allowed():
    decision = Decision(0, "buy", "Anne: buy?", (Choice("buy", 44, 44), Choice("pass")))
    assert [c["notation"] for c in decision_json(decision, ["Anne"])["choices"]] == ["buy 44", "pass"]


def test_a_bet_label_without_its_card_in_the_prompt_names_the_rank():
    decision = Decision(1, "bet", "Blaise: bet?", (Choice("pass"), Choice("bet-6", 1, 4)))
    assert decision_json(decision, ["A", "Blaise"])["choices"][1]["label"] == "Bet on the sixes"


def test_a_session_refuses_an_action_from_a_seat_whose_turn_it_is_not():
    session = Session({"variant": "pagat", "seed": 3, "seats": 4}, people=[0, 1])
    before = len(session.game.steps)
    with pytest.raises(IllegalAction, match=r"It is Anne's turn to act, not Blaise's\."):
        session.act("bank 15", seat=1)
    assert len(session.game.steps) == before and session.pending().seat == 0
    assert session.act("bank 15", seat=0)


def test_the_oldest_game_is_forgotten_past_the_limit():
    first = start(variant="pagat", seed=1)["id"]
    for _ in range(MAX_SESSIONS - 1):
        start(variant="pagat", seed=1)
    assert first in SESSIONS and len(SESSIONS) <= MAX_SESSIONS
    last = start(variant="pagat", seed=1)["id"]
    assert first not in SESSIONS and last in SESSIONS and len(SESSIONS) == MAX_SESSIONS
    assert "There is no game" in call(api.play_act, first, "bank 15")["error"]


def test_a_pass_hands_the_turn_on_and_the_passes_are_told_together():
    """A 1979 pass hands the turn on at once; the passes in a row are told in one step that names
    every player who passed, in turn."""
    answer = start(variant="encyclopedia", seed=0, people=[0, 1, 2, 3])
    game_id = answer["id"]
    assert answer["pending"]["kind"] == "limit"
    answer = call(api.play_act, game_id, "limit 10")
    passed: list[str] = []
    while True:
        assert answer["pending"]["kind"] == "bet"
        passed.append(answer["pending"]["name"])
        before = answer["pending"]["seat"]
        answer = call(api.play_act, game_id, "pass")
        if answer["steps"]:
            break
        assert answer["pending"]["seat"] != before  # no words yet, but the turn has moved on
    told = [step for step in answer["steps"] if step["kind"] == "pass"]
    assert len(passed) > 1 and told
    assert told[0]["text"] == (", ".join(passed[:-1]) + " and " + passed[-1] + " pass.")


def test_a_void_deal_leaves_every_seat_sharing_the_win():
    game_id = start(variant="pagat", seed=1, scope="deal", people=[0, 1, 2, 3])["id"]
    for action in ("bank 5", "pass", "pass"):
        assert not call(api.play_act, game_id, action)["finished"]
    end = call(api.play_act, game_id, "pass")
    assert end["finished"] and end["pending"] is None and end["winners"] == [0, 1, 2, 3]
    assert [(r["rank"], r["chips"], r["net"]) for r in end["standings"]] == [(1, 100, 0)] * 4
