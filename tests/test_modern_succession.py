"""The bank from round to round (source section 4): losing, keeping, the refait, passing, buying,
the refait-level purchase, the rightful successor and the three-purchase limit."""

from __future__ import annotations

import pytest
from stepping import kinds, stepped
from stepping import steps_of as steps

from lansquenet.errors import IllegalAction
from lansquenet.game import Game


def match(decisions, deck, rounds=2, **spec):
    """A session from a stacked deck, stepped through ``decisions`` only."""
    options = {"rounds": rounds, **spec.pop("options", {})}
    return stepped(
        "modern", decisions, **{"banker": 0, "deck": deck, "scope": "match", **spec, "options": options}
    )


def asked(g):
    d = g.pending()
    return (d.kind, d.seat)


def test_modern_s4_after_a_loss_the_seat_on_the_right_banks_and_sets_his_stake():
    g = match(["stake 20", "raise 20"], "QH 7S 7D")
    succession = steps(g, "succession")[0]
    assert succession.event.seat == 1
    assert succession.text == "The bank goes by right to Blaise, next on Anne's right."
    assert asked(g) == ("stake", 1) and g.pending().choice("stake").high == 120  # Blaise won 20
    g.act("stake 10")
    # the new banker is named once: the round and the stake do not announce him again
    assert [s.text for s in g.steps[-2:]] == ["Round 2 of 2.", "Blaise stakes 10 chips."]
    assert steps(g, "stake")[0].text == "Anne takes the bank and stakes 20 chips."


def test_modern_s4_a_bank_kept_after_a_middle_card_win_doubles_its_stake():
    g = match(["stake 20", "raise 20"], "QH 7S 3D QD 5C 9H 4D 9S")
    keep = g.pending()
    assert asked(g) == ("keep", 0) and {c.kind for c in keep.choices} == {"keep", "pass"}
    g.act("keep")
    assert (
        steps(g, "keep")[0].text
        == "Anne keeps the bank with the winnings in it: the stake of 20 becomes 40 chips."
    )
    assert asked(g) == ("speak", 1)  # no new stake: the kept bank is the stake
    assert (
        g.table.balance("Bank") == 40 and "the banker's whole stake of 40 chips is open" in g.pending().prompt
    )


def test_modern_s4_a_full_level_buyer_outbids_a_refait_offer_and_the_words_say_so():
    # after Anne's doublet Blaise offers the refait level, 20; Denis pays the full 40 and takes the bank
    g = match(["stake 20", "raise 20", "pass", "buy 20", "buy 40"], "9C 9D 5C 8H 5D JC 4H 4D", rounds=3)
    offer = steps(g, "offer-refait")[0]
    assert offer.event.seat == 1
    bought = steps(g, "buy")[0]
    assert bought.event.seat == 3 and bought.event.amount == 40
    assert "outbidding Blaise's offer at the refait level" in bought.text
    assert "buy-refait" not in kinds(g)


def test_modern_s4_refait_is_only_offered_after_a_doublet():
    g = match(["stake 20", "raise 20"], "QH 7S QD")
    with pytest.raises(IllegalAction, match="a refait follows only a doublet"):
        g.act("refait")


def test_modern_s4_doublet_with_a_refait_pockets_the_winnings_and_keeps_the_stake():
    g = match(["stake 20", "raise 20"], "9C 9D 5C 8H 5D")
    assert {c.kind for c in g.pending().choices} == {"keep", "refait", "pass"}
    g.act("refait")
    refait = steps(g, "refait")[0]
    assert refait.event.term == "refait" and refait.event.amount == 20
    # the words name the banker, never 'his': Anne is as likely to hold the bank as Blaise
    assert (
        refait.text
        == "Anne keeps the bank with a refait, pocketing the 20 chips won: the stake stays 20 chips."
    )
    assert refait.transfers == [
        {"payer": "Bank", "payee": "Anne", "amount": 20, "reason": "a refait: the winnings pocketed"}
    ]
    assert g.table.balance("Bank") == 20 and g.table.chips(0) == 100
    g.act("raise 20")
    assert g.finished and g.transcript().net == [40, -40, 0, 0]


def test_modern_s4_doublet_kept_without_a_refait_doubles_the_stake():
    g = match(["stake 20", "raise 20", "keep"], "9C 9D 5C 8H 5D")
    assert g.table.balance("Bank") == 40 and asked(g) == ("speak", 1)


def test_modern_s4_a_passed_bank_is_offered_from_the_right_then_clockwise():
    g = match(["stake 20", "raise 20", "pass"], "QH 7S QD")
    order = []
    while g.pending().kind == "buy":
        order.append(g.pending().seat)
        g.act("pass")
    assert order == [1, 3, 2]
    assert kinds(g)[-3:] == ["unsold", "succession", "round"]
    # the three who pass are told in the one line that says nobody buys
    unsold = next(s for s in g.steps if s.event.kind == "unsold")
    assert unsold.text == "Nobody buys the bank: Blaise, Denis and Colette all pass."
    assert asked(g) == ("stake", 1)  # unsold: Blaise takes it by right and sets the stake


def test_modern_s4_buying_order_rightward_option_goes_round_to_the_right():
    g = match(["stake 20", "raise 20", "pass"], "QH 7S QD", options={"buying_order": "rightward"})
    order = []
    while g.pending().kind == "buy":
        order.append(g.pending().seat)
        g.act("pass")
    assert order == [1, 2, 3]


def test_modern_s4_the_buyer_stakes_what_the_banker_would_have_had_to_stake():
    g = match(["stake 20", "raise 20", "pass"], "QH 7S QD 5C 9H 9D")
    choice = g.pending().choice("buy")
    assert (choice.low, choice.high) == (40, 40)
    with pytest.raises(IllegalAction):
        g.act("buy 30")
    g.act("buy 40")
    passed, bought = steps(g, "pass-bank")[0], steps(g, "buy")[0]
    assert passed.transfers[0] == {
        "payer": "Bank",
        "payee": "Anne",
        "amount": 40,
        "reason": "a passed bank goes back to its banker",
    }
    assert bought.transfers[0] == {
        "payer": "Blaise",
        "payee": "Bank",
        "amount": 40,
        "reason": "buying the bank",
    }
    assert bought.event.term == "buying-the-bank" and g.table.banker == 1
    assert asked(g) == ("speak", 2)  # the price is the stake: no stake decision


def test_modern_s4_a_bought_bank_that_loses_goes_to_the_rightful_successor():
    g = match(
        ["stake 20", "raise 20", "pass", "pass", "pass", "buy 40", "raise 40"], "QH 7S QD 5C 9H 9D", rounds=3
    )
    succession = steps(g, "succession")[0]
    assert succession.event.seat == 1  # Anne's right, not Denis on Colette's right
    assert succession.text == (
        "The bank goes by right to Blaise, the rightful successor, next on Anne's right. Anne was the "
        "last to hold it by right, and Colette had bought it."
    )
    assert asked(g) == ("stake", 1)


def test_modern_s4_refait_level_buyer_must_pass_after_one_round_win_or_lose():
    g = match(["stake 20", "raise 20", "pass"], "9C 9D 5C 8H 5D", rounds=3)
    choice = g.pending().choice("buy")
    assert (choice.low, choice.high, choice.amounts()) == (20, 40, [20, 40])
    for d in ("pass", "pass", "buy 20"):
        g.act(d)
    assert kinds(g)[-3:] == ["offer-refait", "buy-refait", "round"]
    assert steps(g, "buy-refait")[0].event.amount == 20 and g.table.balance("Bank") == 20
    g.act("raise 20")  # Denis, on Colette's right; the middle 5D wins for Colette
    forced = steps(g, "forced-pass")[0]
    assert forced.event.seat == 2 and forced.event.amount == 40
    assert "keep" not in kinds(g)
    assert steps(g, "succession")[0].event.seat == 1 and asked(g) == ("stake", 1)


def test_modern_s4_refait_level_buyer_who_loses_also_hands_on_to_the_rightful_successor():
    g = match(
        ["stake 20", "raise 20", "pass", "pass", "pass", "buy 20", "raise 20"], "9C 9D 5C 8H 8D", rounds=3
    )
    assert "forced-pass" not in kinds(g)
    assert steps(g, "succession")[0].event.seat == 1 and asked(g) == ("stake", 1)


def test_modern_s4_the_full_level_is_preferred_to_the_refait_level():
    g = match(["stake 20", "raise 20", "pass", "buy 20"], "9C 9D 5C 8H 5D", rounds=3)
    assert kinds(g)[-1] == "offer-refait" and asked(g) == ("buy", 3)
    choice = g.pending().choice("buy")
    assert (choice.low, choice.high) == (40, 40)
    assert "Blaise has offered the refait level" in g.pending().prompt
    g.act("buy 40")
    bought = steps(g, "buy")[0]
    assert (bought.event.seat, bought.event.amount) == (3, 40) and g.table.banker == 3
    assert "buy-refait" not in kinds(g)


def test_modern_s4_the_refait_level_is_not_offered_after_a_middle_card_win():
    g = match(["stake 20", "raise 20", "pass"], "QH 7S 3D QD")
    assert g.pending().choice("buy").amounts() == [40]


def test_modern_s4_the_bank_may_not_be_bought_more_than_three_times_in_a_row():
    deck = "QH 7S QD 5C 8H 5D 6C 9H 6D JC 4H JD"
    decisions = [
        "stake 20",
        "raise 20",
        "pass",
        "buy 40",  # Blaise buys (1)
        "raise 40",
        "pass",
        "buy 80",  # Colette buys (2)
        "raise 80",
        "pass",
        "buy 160",  # Denis buys (3)
        "raise 160",
        "pass",
    ]  # Denis passes: no more sales
    g = match(decisions, deck, rounds=5, chips=1000)
    assert [s.event.get("nth") for s in steps(g, "buy")] == ["first", "second", "third"]
    assert [s.event.seat for s in steps(g, "buy")] == [1, 2, 3]
    assert kinds(g)[-4:] == ["pass-bank", "purchase-limit", "succession", "round"]
    assert (
        steps(g, "succession")[0].event.seat == 1
    )  # the seat on Anne's right, Anne holding it last by right
    assert asked(g) == ("stake", 1)


def test_modern_s4_the_last_round_of_a_session_asks_nobody_to_keep():
    g = match(["stake 20", "raise 20"], "QH 7S QD", rounds=1)
    assert g.finished and kinds(g)[-2:] == ["bank-back", "session-end"]
    assert g.transcript().net == [20, -20, 0, 0]
    assert g.steps[-1].text == "The session is over after 1 round. Anne finishes with the most chips, 120."


def test_modern_s4_a_banker_without_chips_is_passed_by():
    g = match([], "QH 7S QD", chips=[0, 100, 100, 100])
    assert kinds(g)[-3:] == ["skip", "succession", "round"] and asked(g) == ("stake", 1)
    assert g.steps[-3].text == "Anne holds no chips, so the bank passes by."


def test_modern_s4_the_session_ends_when_only_one_player_holds_chips():
    g = Game(
        {
            "variant": "modern",
            "seats": ["Anne", "Blaise"],
            "deck": "QH 7S 7D",
            "scope": "match",
            "chips": [10, 10],
            "decisions": ["stake 10", "banco"],
        }
    ).run()
    assert g.finished and kinds(g)[-1] == "session-end"
    assert g.transcript().net == [-10, 10] and steps(g, "round")[-1].event.get("round") == 1


def test_modern_s4_a_jumelle_that_takes_nothing_leaves_no_winnings_to_pocket():
    # half of a single chip rounds down to nothing: the bank is what it was, and a refait has nothing to pocket
    g = match(["stake 2", "raise 1", "raise 1"], "9C 9D", options={"pair_rule": "half"})
    jumelle = steps(g, "jumelle")[0]
    assert jumelle.event.amount == 0 and [t["payee"] for t in jumelle.transfers] == ["Blaise", "Colette"]
    assert jumelle.text == (
        "The punters' card pairs the banker's card: under the jumelle the bank takes half of each "
        "bet, and every bet is a single chip, so it takes nothing."
    )
    keep = g.pending()
    assert {c.kind for c in keep.choices} == {"keep", "pass"}
    assert dict(keep.unavailable)["refait"] == "the jumelle took nothing, so there are no winnings to pocket."
    assert keep.prompt == "Anne: keep the bank at its stake of 2, or pass it?"
    g.act("keep")
    assert steps(g, "keep")[0].text == "Anne keeps the bank: it won nothing, so the stake stays 2 chips."
    assert g.table.balance("Bank") == 2


def test_modern_s4_a_refait_of_a_single_chip_says_chip():
    g = match(["stake 4", "raise 2", "raise 2", "refait"], "9C 9D 5C 8H 5D", options={"pair_rule": "half"})
    assert (
        steps(g, "refait")[0].text
        == "Anne keeps the bank with a refait, pocketing the 2 chips won: the stake stays 4 chips."
    )
    g = match(["stake 4", "raise 3", "raise 1", "refait"], "9C 9D 5C 8H 5D", options={"pair_rule": "half"})
    assert (
        steps(g, "refait")[0].text
        == "Anne keeps the bank with a refait, pocketing the 1 chip won: the stake stays 4 chips."
    )


def test_modern_s4_after_a_loss_a_seat_without_chips_is_passed_over_and_the_words_say_so():
    g = match(["stake 20", "raise 20"], "QH 7S 7D", chips=[100, 0, 100, 100])
    assert kinds(g)[-3:] == ["skip", "succession", "round"]
    skip, succession = steps(g, "skip")[0], steps(g, "succession")[0]
    assert (skip.event.seat, succession.event.seat) == (1, 2)
    assert (
        succession.text
        == "The bank goes by right to Colette, the first seat on Anne's right that holds chips."
    )
    assert asked(g) == ("stake", 2)


def test_modern_s4_a_buyer_next_in_line_who_loses_is_passed_over_and_the_words_say_why():
    # Anne passes; Blaise, on her right and so next in line by right, buys the bank for 40 and loses it
    g = match(["stake 20", "raise 20", "pass", "buy 40", "raise 40"], "QH 7S QD 5C 9H 9D", rounds=3)
    succession = steps(g, "succession")[0]
    assert (succession.event.seat, succession.event.seats) == (2, (1,))
    assert succession.text == (
        "The bank goes by right to Colette, the rightful successor: Blaise, next in line after Anne, "
        "bought the bank and lost it, so is passed over. Anne was the last to hold it by right."
    )
    assert asked(g) == ("stake", 2)


def test_modern_s4_rightful_buyer_banks_again_option_gives_the_bank_back_to_him_by_right():
    g = match(
        ["stake 20", "raise 20", "pass", "buy 40", "raise 40"],
        "QH 7S QD 5C 9H 9D",
        rounds=3,
        options={"rightful_buyer": "banks-again"},
    )
    succession = steps(g, "succession")[0]
    assert succession.event.seat == 1 and asked(g) == ("stake", 1)
    assert succession.text == (
        "The bank goes by right to Blaise, the rightful successor, next in line after Anne, who bought the "
        "bank and lost it but takes it back, now by right. Anne was the last to hold it by right."
    )
    g.act("stake 10")
    assert [s.text for s in g.steps[-2:]] == ["Round 3 of 3.", "Blaise stakes 10 chips."]


def test_modern_s4_rightful_buyer_banks_again_never_overrides_the_refait_level_forced_pass():
    # Blaise buys at the refait level and loses: he had to pass after one round, so is passed over
    g = match(
        ["stake 20", "raise 20", "pass", "buy 20", "pass", "pass", "raise 20"],
        "9C 9D 5C 8H 8D",
        rounds=3,
        options={"rightful_buyer": "banks-again"},
    )
    assert "buy-refait" in kinds(g) and steps(g, "succession")[0].event.seat == 2
    assert (
        "Blaise, next in line after Anne, bought the bank at the refait level and had to pass it after "
        "one round, so is passed over." in steps(g, "succession")[0].text
    )


def test_modern_s4_a_buyer_next_in_line_who_passes_the_bank_unsold_is_passed_over():
    g = match(["stake 20", "raise 20", "pass", "buy 40", "raise 40", "pass"], "QH 7S QD 5C 9H 5D", rounds=3)
    while asked(g)[0] == "buy":
        g.act("pass")
    succession = steps(g, "succession")[0]
    assert succession.event.seat == 2
    assert (
        "Blaise, next in line after Anne, is the one passing the bank, so is passed over." in succession.text
    )
