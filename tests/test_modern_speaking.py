"""The banker's stake and the punters' speaking: source section 3, and the bystander of s5.

Seats are Anne, Blaise, Colette, Denis (0-3), numbered counter-clockwise, so the seat on
Anne's right is Blaise and the seat on her left is Denis.
"""

from __future__ import annotations

import json

import pytest
from stepping import kinds, stepped

from lansquenet.errors import IllegalAction, InvalidSpec
from lansquenet.rules.modern.accounts import bet_account


def game(decisions, deck="9C 9D", **spec):
    """A deal from a stacked deck, stepped through ``decisions`` only (no computer player)."""
    return stepped("modern", decisions, **{"banker": 0, "deck": deck, **spec})


def test_modern_s3_banker_stakes_any_amount_within_his_chips():
    g = game([], chips=[30, 100, 100, 100])
    choice = g.pending().choice("stake")
    assert (g.pending().seat, choice.low, choice.high) == (0, 1, 30)
    before = (json.dumps(g.table.view()), len(g.steps))
    for bad in ("stake 0", "stake 31", "raise 5"):
        with pytest.raises(IllegalAction):
            g.act(bad)
    assert (json.dumps(g.table.view()), len(g.steps)) == before
    g.act("stake 30")
    assert g.table.chips(0) == 0 and g.table.balance("Bank") == 30
    assert (
        g.steps[-1].event.kind == "stake" and g.steps[-1].text == "Anne takes the bank and stakes 30 chips."
    )


def test_modern_s3_speaking_starts_on_the_bankers_right_counter_clockwise():
    g = game(["stake 20"], banker=2)
    asked = []
    while g.pending().kind == "speak":
        asked.append(g.pending().seat)
        g.act("pass")
        if len(asked) == 3:
            break
    assert asked == [3, 0, 1]  # Denis on Colette's right, then Anne, then Blaise


def test_modern_s3_raises_together_never_exceed_the_stake():
    g = game(["stake 20", "raise 15"])
    choice = g.pending().choice("raise")
    assert (g.pending().seat, choice.low, choice.high) == (2, 1, 5)
    with pytest.raises(IllegalAction, match="from 1 to 5"):
        g.act("raise 6")


def test_modern_s3_speaking_ends_when_the_raises_cover_the_stake():
    g = game(["stake 20", "raise 10", "raise 10"])
    assert g.finished
    assert kinds(g)[kinds(g).index("stake") : kinds(g).index("banker-card")] == [
        "stake",
        "raise",
        "raise",
        "covered",
    ]
    assert g.table.notes.get(3) is None or "covered" in g.table.notes[3]
    assert g.transcript().net == [20, -10, -10, 0]  # the doublet takes both raises; Denis never spoke


def test_modern_s3_banco_sends_the_earlier_raises_back():
    g = game(["stake 20", "raise 5", "banco"])
    assert g.finished
    steps = {s.event.kind: s for s in g.steps}
    assert steps["raises-back"].event.seats == (1,) and steps["raises-back"].event.amount == 5
    assert steps["banco"].event.seat == 2
    # "goes banco" is said once, where the glossary links it: before the raise goes back
    assert [steps["raises-back"].text, steps["banco"].text] == [
        "Colette goes banco: first the earlier raise (5 chips) goes back to Blaise.",
        "Colette then bets the whole stake of 20 chips, and the speaking ends.",
    ]
    assert (steps["raises-back"].event.term, steps["banco"].event.term) == ("banco", None)
    alone = next(s for s in game(["stake 20", "banco"]).steps if s.event.kind == "banco")
    assert alone.text == "Blaise goes banco, betting the whole stake of 20 chips, and the speaking ends."
    assert alone.event.term == "banco"
    assert g.transcript().net == [20, 0, -20, 0]


def test_modern_s3_banco_only_with_the_whole_stake_in_hand():
    g = game(["stake 50"], chips=[100, 40, 100, 100])
    assert g.pending().choice("banco") is None
    with pytest.raises(IllegalAction, match="whole stake of 50 chips, and Blaise holds 40"):
        g.act("banco")


def test_modern_s3_banco_only_on_ones_turn_while_the_stake_is_open():
    g = game(["stake 20", "raise 20"])
    assert g.finished  # covered by Blaise's raise: nobody else may go banco
    assert "banco" not in kinds(g)


def test_modern_s3_second_round_lets_those_who_passed_speak_again():
    g = game(["stake 20", "pass", "raise 5", "pass"])
    assert kinds(g)[-1] == "second-round"
    assert g.steps[-1].event.amount == 15 and g.steps[-1].event.term == "round-of-speaking"
    assert g.pending().seat == 1 and g.pending().kind == "speak"
    g.act("raise 15")
    assert kinds(g)[kinds(g).index("second-round") + 1 : kinds(g).index("banker-card")] == [
        "raise",
        "covered",
    ]
    assert g.finished and g.transcript().net == [20, -15, -5, 0]


def test_modern_s3_second_round_lets_a_raiser_add_to_his_bet():
    g = game(["stake 20", "raise 5", "pass", "pass", "raise 15"])
    assert g.finished
    assert g.table.balance(bet_account(1)) == 0  # settled
    assert g.transcript().net == [20, -20, 0, 0]


def test_modern_s3_after_two_rounds_the_banker_reduces_to_the_bets():
    g = game(["stake 40", "raise 10", "pass", "raise 5", "pass", "pass", "pass"], deck="QH 7S 3D 7H")
    decision = g.pending()
    assert decision.kind == "short" and {c.kind for c in decision.choices} == {"withdraw", "reduce"}
    g.act("reduce")
    reduce = next(s for s in g.steps if s.event.kind == "reduce")
    assert reduce.event.amount == 15 and reduce.view["extra"]["stake"] == 15
    assert reduce.transfers == [
        {
            "payer": "Bank",
            "payee": "Anne",
            "amount": 25,
            "reason": "the part of the stake the bets do not cover",
        }
    ]
    assert g.finished and g.transcript().outcome == "punters"
    assert g.transcript().net == [-15, 10, 0, 5]


def test_modern_s3_after_two_rounds_the_banker_may_withdraw():
    g = game(["stake 40", "raise 10", "pass", "pass", "pass", "pass", "pass", "withdraw"])
    assert g.finished and g.transcript().outcome == "withdrawn"
    assert "banker-card" not in kinds(g)
    assert len(g.table.stock) == 104  # no card turned
    assert g.transcript().net == [0, 0, 0, 0]


def test_modern_s3_nobody_bets_so_the_banker_withdraws_unasked():
    g = game(["stake 40"] + ["pass"] * 6)
    assert g.finished and kinds(g)[-1] == "withdraw-unbet"
    assert g.transcript().net == [0, 0, 0, 0]


def test_modern_s3_a_punter_without_chips_is_not_asked():
    g = game(["stake 20"], chips=[100, 0, 100, 100])
    assert g.pending().seat == 2
    assert g.table.notes[1] == "Holds no chips, so cannot speak."


def test_modern_s5_bystander_makes_up_the_bets_after_two_rounds():
    g = game(["stake 20", "raise 5", "raise 5", "pass", "pass"], options={"bystander": True})
    assert g.pending().seat == 3 and g.pending().kind == "bystander"
    g.act("cover")
    made_up = next(s for s in g.steps if s.event.kind == "bystander")
    assert made_up.event.amount == 10 and made_up.view["seats"][3]["role"] == "bystander"
    assert g.finished and g.transcript().net == [20, -5, -5, -10]


def test_modern_s5_bystander_who_declines_leaves_the_banker_to_choose():
    g = game(["stake 20", "raise 5", "pass", "pass", "pass", "pass"], options={"bystander": True})
    assert kinds(g)[-1] == "bystander-passes" and g.pending().kind == "short"


def test_modern_s5_bystander_never_speaks_cuts_or_holds_the_bank():
    g = game(["stake 20", "pass", "pass"], options={"bystander": True})
    assert g.pending().kind == "speak" and g.pending().seat == 1  # the second round; Denis never spoke
    cut = next(s for s in g.steps if s.event.kind == "cut")
    assert cut.event.seat == 2  # the seat on Anne's left is Denis, standing by: Colette cuts
    with pytest.raises(InvalidSpec, match="cannot hold the bank"):
        game([], banker=3, options={"bystander": True})


def test_modern_s5_bystander_with_too_few_chips_is_not_asked():
    g = game(
        ["stake 20", "raise 5", "pass", "pass", "pass"],
        options={"bystander": True},
        chips=[100, 100, 100, 10],
    )
    assert g.pending().kind == "short"
    assert "Standing by with 10 chips" in g.table.notes[3]


def test_modern_s3_the_prompt_offers_only_what_the_punter_may_do():
    g = game(["stake 50"], chips=[100, 1, 100, 100])
    decision = g.pending()
    assert decision.choice("banco") is None and decision.choice("raise").high == 1
    assert decision.prompt == "Blaise, the banker's whole stake of 50 chips is open: pass or raise 1?"
    g.act("pass")
    assert (
        g.pending().prompt
        == "Colette, the banker's whole stake of 50 chips is open: pass, raise 1 to 50, or go banco?"
    )
    g.act("raise 49")
    assert (
        g.pending().prompt == "Denis, 1 of the banker's 50 chips is still open: pass, raise 1, or go banco?"
    )


def test_modern_s3_a_raiser_may_go_banco_with_his_raise_coming_back():
    # Blaise holds 20: he raises 5, and in the second round his 15 plus the 5 coming back make the stake
    g = game(["stake 20", "raise 5", "pass", "pass"], chips=[100, 20, 100, 100])
    assert g.pending().seat == 1 and g.pending().choice("banco") is not None
    g.act("banco")
    back = next(s for s in g.steps if s.event.kind == "raises-back")
    assert back.event.seats == (1,) and back.event.amount == 5
    banco = next(s for s in g.steps if s.event.kind == "banco")
    assert banco.transfers == [
        {"payer": "Blaise", "payee": "Blaise's bet", "amount": 20, "reason": "banco: the whole stake"}
    ]
    assert g.finished and g.transcript().net == [20, -20, 0, 0]


def test_modern_s3_banco_refused_counts_the_punters_own_raise():
    g = game(["stake 20", "raise 5", "pass", "pass"], chips=[100, 19, 100, 100])
    assert g.pending().choice("banco") is None
    with pytest.raises(
        IllegalAction, match="whole stake of 20 chips, and Blaise holds 19, counting the 5 already raised"
    ):
        g.act("banco")


def test_modern_s3_a_banker_with_one_chip_is_asked_in_plain_words():
    g = game([], chips=[1, 100, 100, 100])
    assert g.pending().prompt == "Anne: what stake will you put up (1 chip, all you hold)?"


def test_modern_s3_only_a_punter_who_passed_before_passes_again():
    # Blaise raises 5 and Colette passes; in the second round both pass: only Colette passes *again*
    g = game(["stake 20", "raise 5", "pass", "pass", "pass", "pass", "pass"], deck="QH 7S 7D")
    passes = [s.text for s in g.steps if s.event.kind == "pass"]
    assert passes == [
        "Colette passes.",
        "Denis passes.",
        "Blaise passes, adding nothing to the 5 chips already bet.",
        "Colette passes again.",
        "Denis passes again.",
    ]
    g = game(["stake 20", "raise 1", "pass", "pass", "pass"], deck="QH 7S 7D")
    assert g.steps[-1].text == "Blaise passes, adding nothing to the 1 chip already bet."
