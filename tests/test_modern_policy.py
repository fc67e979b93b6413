"""The computer players' documented policies (see lansquenet/rules/modern/policy.py)."""

from __future__ import annotations

import random

from lansquenet.decisions import Action
from lansquenet.game import Game

NAMES = ["Anne", "Blaise", "Colette", "Denis"]


def game(decisions, deck="QH 7S QD 5C 9H 9D", **spec):
    g = Game(
        {
            "variant": "modern",
            "seats": NAMES,
            "banker": 0,
            "deck": deck,
            "scope": "match",
            "options": {"rounds": 3},
            **spec,
        }
    )
    for d in decisions:
        g.act(d)
    return g


def answer(g, seed=0):
    return g.variant.computer(g.pending(), g.table, random.Random(seed))


def test_modern_policy_a_new_banker_stakes_five_to_fifteen_percent():
    g = game([], chips=[200, 100, 100, 100])
    stakes = {answer(g, seed).amount for seed in range(200)}
    assert min(stakes) >= 10 and max(stakes) <= 30 and len(stakes) > 5


def test_modern_policy_punters_raise_within_what_is_open_and_may_pass_or_go_banco():
    g = game(["stake 10"])
    actions = [answer(g, seed) for seed in range(300)]
    assert {a.kind for a in actions} == {"pass", "raise", "banco"}
    assert all(1 <= a.amount <= 10 for a in actions if a.kind == "raise")


def test_modern_policy_second_round_makes_up_a_small_remainder():
    g = game(
        [
            "stake 20",
            "raise 15",
            "pass",
            "pass",
        ]
    )
    assert g.pending().kind == "speak" and g.table.extra["speaking"] == 2
    assert answer(g) == Action("raise", 5)  # 5 open is at most a tenth of Blaise's 85 chips


def test_modern_policy_a_short_banker_reduces():
    g = game(["stake 50", "raise 5", "pass", "pass", "pass", "pass", "pass"])
    assert answer(g) == Action("reduce")


def test_modern_policy_a_winner_keeps_while_the_doubled_bank_is_a_quarter_of_his_holdings():
    g = game(["stake 20", "raise 20"])  # bank 40 of Anne's 120: more than a quarter
    assert answer(g) == Action("pass")
    g = game(["stake 10", "raise 10"])  # bank 20 of 110
    assert answer(g) == Action("keep")
    g = game(["stake 20", "raise 20"], deck="9C 9D")  # a doublet: the old 20 fits a quarter of 120
    assert answer(g) == Action("refait")


def test_modern_policy_buys_only_a_bank_within_a_quarter_of_his_chips():
    g = game(["stake 20", "raise 20", "pass"])  # price 40; Blaise holds 80
    assert {answer(g, seed) for seed in range(50)} == {Action("pass")}
    g = game(["stake 10", "raise 10", "pass"])  # price 20; Blaise holds 90
    assert {answer(g, seed) for seed in range(50)} == {Action("pass"), Action("buy", 20)}


def test_modern_policy_whole_sessions_deal_between_computer_players():
    for seed in range(20):
        g = Game({"variant": "modern", "seats": 5, "seed": seed, "scope": "match"}).run()
        t = g.transcript()
        assert g.finished and sum(t.net) == 0 and t.steps[-1]["kind"] == "session-end"
