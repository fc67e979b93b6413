"""Scenario tests for the pagat variant's turns with the bank, skipped seats and the words of a deal.

Source: "Pagat's rules at an online table" (shared/sources/pagat-online-table.txt). Test names
carry the section they check: deal ("A deal: the bank, the stakes, the two cards"), keep
("Keeping the bank, passing it, and how a match ends"), table ("What the table does").
"""

import pytest

from lansquenet.dealfile import check, parse_block
from lansquenet.errors import InvalidSpec
from lansquenet.game import Game

NAMES = ["Anne", "Blaise", "Colette", "Denis"]


def played(decisions, **spec):
    spec.setdefault("seats", NAMES)
    return Game({"variant": "pagat", "decisions": list(decisions), **spec}).run().transcript()


def texts(t, kind):
    return [s["text"] for s in t.steps if s["kind"] == kind]


# ----- Keeping the bank, passing it, and how a match ends: a seat under five chips


def test_keep_a_single_deal_skips_a_banker_under_5_chips():
    """The issue's deal file: chips = [3, 100, 100, 100] dealt 'Anne can bank from 5 to 0 chips'."""
    block = parse_block(
        'variant = "pagat"\ndeck = "QH 7S 7H"\nchips = [3, 100, 100, 100]\n'
        'decisions = ["bank 20", "stake 10", "pass", "pass"]\n'
        '[expect]\nevents = ["skip", "shuffle", "bank", "stake"]\nnet = [0, -10, 10, 0]\n'
    )
    t = Game(block.spec).run().transcript()
    assert check(t.to_json(), block.expect) == []
    assert t.steps[0]["kind"] == "skip" and t.steps[0]["seat"] == 0
    assert t.steps[0]["text"] == "Anne holds 3 chips, under the 5 a bank needs, so the bank goes to Blaise."
    assert t.steps[0]["view"]["seats"][0]["note"] == "Holds 3 chips, under the 5 a bank needs."
    bank = next(s for s in t.steps if s["kind"] == "bank")
    assert bank["seat"] == 1 and bank["view"]["banker"] == 1


def test_keep_a_single_deal_passes_over_every_seat_under_5_in_turn():
    t = played(["bank 10", "stake 3", "pass"], deck="QH 7S QD", chips=[3, 1, 0, 100], banker=0)
    skips = [(s["seat"], s["text"]) for s in t.steps if s["kind"] == "skip"]
    assert skips == [
        (0, "Anne holds 3 chips, under the 5 a bank needs, so the bank goes to Blaise."),
        (1, "Blaise holds 1 chip, under the 5 a bank needs, so the bank goes to Colette."),
        (2, "Colette holds no chips, under the 5 a bank needs, so the bank goes to Denis."),
    ]
    assert t.net == [-3, 0, 0, 3], "Anne's 3 chips were the only stake against Denis's bank"


def test_keep_a_single_deal_with_no_seat_able_to_bank_is_refused_in_one_sentence():
    with pytest.raises(
        InvalidSpec, match=r"^No seat holds the 5 chips a bank needs, so there is no deal to deal\.$"
    ):
        Game({"variant": "pagat", "chips": [4, 3, 0, 2]})


def test_keep_a_skipped_turn_counts_and_says_so():
    t = played(
        ["bank 20", "pass", "pass"],
        scope="match",
        seats=3,
        chips=[100, 4, 100],
        options={"laps": 1},
        decks=["QH 7S"],
    )
    assert texts(t, "skip") == [
        "Blaise holds 4 chips, under the 5 a bank needs, so Blaise's turn is skipped; "
        "it still counts as turn 2 of 3."
    ]
    assert texts(t, "turn-start") == [
        "Anne takes the bank: turn 1 of 3.",
        "Colette takes the bank: turn 3 of 3.",
    ]


def test_keep_a_void_deal_ends_even_a_kept_banks_turn():
    g = Game({"variant": "pagat", "scope": "match", "seats": NAMES, "decks": ["QH 7S QD", "KH 2S"]})
    for a in ["bank 20", "stake 10", "pass", "pass", "keep", "pass", "pass", "pass"]:
        g.act(a)
    kinds = [s.event.kind for s in g.steps]
    assert kinds[-4:] == ["void", "bank-returned", "turn-start", "shuffle"]
    assert "bank" not in kinds[kinds.index("keep") :], "the kept bank was not posted again"
    assert g.steps[-3].text == "Anne takes back the bank of 30 chips, and the bank moves on."
    assert g.steps[-2].text == "Blaise takes the bank: turn 2 of 8."
    assert g.table.chips(0) == 110


def test_keep_a_bank_kept_is_not_posted_again_and_its_banker_stays():
    g = Game({"variant": "pagat", "scope": "match", "seats": NAMES, "decks": ["QH 7S QD", "KH 2S KD"]})
    for a in ["bank 20", "stake 10", "stake 10", "keep"]:
        g.act(a)
    assert g.steps[-2].text == "Anne keeps the bank with the 20 chips won in it: the bank is now 40 chips."
    assert g.steps[-1].event.kind == "shuffle"
    assert g.pending().kind == "stake" and g.pending().seat == 1
    assert g.pending().prompt.startswith("Blaise: the whole bank of 40 chips is open.")


def test_keep_the_keep_prompt_offers_pocketing_only_after_a_pair():
    g = Game({"variant": "pagat", "scope": "match", "seats": NAMES, "decks": ["QH QS"]})
    for a in ["bank 20", "stake 10", "pass", "pass"]:
        g.act(a)
    assert g.pending().prompt == (
        "Anne: Keep the bank with the 10 chips won in it (a bank of 30 chips), pocket the 10 chips and keep "
        "the bank at 20 chips, or pass it on and take back 30 chips?"
    )
    g.act("pocket")
    assert g.steps[-2].text == "Anne pockets the 10 chips won and keeps the bank at 20 chips."


def test_keep_a_win_that_leaves_nobody_else_with_chips_ends_the_match():
    t = played(
        ["bank 20", "stake 10", "stake 10"], scope="match", seats=3, chips=[100, 10, 10], decks=["QH QS"]
    )
    assert [s["kind"] for s in t.steps[-2:]] == ["bank-returned", "match-end"]
    assert t.steps[-2]["text"] == "Anne takes back the bank of 40 chips: nobody else has chips left to stake."
    assert t.steps[-1]["text"] == "Only Anne has chips left, so the match is over: Anne wins with 120 chips."


def test_keep_a_match_that_runs_its_laps_says_the_last_turn_is_over():
    t = played(
        ["bank 20", "pass", "pass", "bank 5", "pass", "pass", "bank 5", "pass", "pass"],
        scope="match",
        seats=3,
        options={"laps": 1},
        decks=["QH 7S"],
    )
    assert t.steps[-1]["text"] == (
        "That was the last turn, so the match is over: Anne, Blaise and Colette share the win with 100 chips each."
    )


# ----- A deal: the words of the staking and the settlement


def test_deal_a_cover_with_no_other_stake_sends_nothing_back():
    t = played(["bank 20", "cover"], deck="QH 7S 7H")
    assert texts(t, "cover") == ["Blaise covers the whole bank of 20 chips, and the staking ends."]


def test_deal_a_cover_names_the_stakes_it_sends_back():
    t = played(["bank 20", "stake 10", "stake 5", "cover"], deck="QH 7S 7H")
    assert texts(t, "cover") == [
        "Denis covers the whole bank of 20 chips: Blaise's stake of 10 chips and Colette's stake of 5 chips "
        "go back, and the staking ends."
    ]
    assert t.net == [-20, 0, 0, 20]


def test_deal_a_full_bank_names_the_seats_left_without_a_stake():
    t = played(["bank 20", "stake 20"], deck="QH 7S 7H")
    assert texts(t, "bank-full") == ["Nothing is left open for Colette and Denis, so the staking ends."]
    t = played(["bank 20", "pass", "stake 5", "stake 15"], deck="QH 7S 7H")
    assert texts(t, "bank-full") == [], "the last seat filled the bank: nobody is left to tell"


def test_deal_the_settlement_names_who_pays_whom():
    t = played(["bank 30", "stake 10", "stake 5", "pass"], deck="QH 7S 3D 7D")
    assert texts(t, "players-win") == [
        "The seven of diamonds (7D) matches the players' card first: Anne pays Blaise 10 chips and "
        "Colette 5 chips, on top of their stakes coming back."
    ]
    t = played(["bank 30", "stake 10", "pass", "pass"], deck="QH 7S QD")
    assert texts(t, "bank-wins") == [
        "The queen of diamonds (QD) matches the banker's card first: the bank takes Blaise's 10 chips."
    ]
    assert texts(t, "bank-returned") == ["Anne takes back the bank of 40 chips."]


def test_deal_a_lost_bank_says_what_is_left_in_it_goes_back():
    t = played(["bank 30", "stake 10", "pass", "pass"], deck="QH 7S 7D")
    assert texts(t, "bank-lost") == [
        "Anne has lost the bank; the 20 chips left in it go back to the banker, and the bank moves on."
    ]


def test_deal_a_twin_card_from_another_pack_is_told_apart():
    t = played(["bank 30", "stake 10", "pass", "pass"], deck="QH 7S 3D 3D QH", options={"packs": 2})
    assert texts(t, "no-match") == [
        "The three of diamonds (3D) and the second three of diamonds (3D) match neither card, so another turns."
    ]
    assert texts(t, "bank-wins")[0].startswith(
        "The second queen of hearts (QH) matches the banker's card first"
    )


def test_deal_the_bank_prompt_in_words():
    g = Game({"variant": "pagat", "chips": [7, 100, 100, 100]})
    assert (
        g.pending().prompt == "Anne: put up a bank of 5 chips; with 7 chips that is the only bank on offer."
    )
    g = Game({"variant": "pagat"})
    assert g.pending().prompt == "Anne: how big a bank? From 5 to 50 chips, in steps of 5."


def test_keep_a_kept_bank_grows_past_50_but_never_past_what_its_banker_holds():
    g = Game({"variant": "pagat", "scope": "match", "seats": NAMES, "decks": ["QH 7S QD", "KH 2S KD"]})
    for a in ["bank 50", "stake 20", "stake 20", "stake 10", "keep"]:
        g.act(a)
    bank = g.steps[-2].event
    assert bank.kind == "keep" and bank.amount == 100
    assert (g.table.chips(0), g.table.balance("Bank")) == (50, 100), "every chip of the bank is Anne's own"
    assert g.pending().prompt.startswith("Blaise: the whole bank of 100 chips is open.")
    assert g.pending().choice("stake").high == 80, "Blaise may stake all he holds against it"


# ----- Skin, Zecchinetta...: nobody buys the bank; What the table does: cards turn themselves


def test_skin_nobody_buys_the_bank_a_passed_bank_goes_to_the_next_seat():
    g = Game({"variant": "pagat", "scope": "match", "seats": NAMES, "decks": ["QH 7S QD"]})
    for a in ["bank 20", "stake 10", "pass", "pass", "pass"]:
        g.act(a)
    kinds = [s.event.kind for s in g.steps]
    assert kinds[kinds.index("pass-bank") + 1] == "turn-start"
    assert g.pending().kind == "bank" and g.pending().seat == 1


def test_table_nobody_decides_anything_while_the_cards_turn():
    """Only the bank, the stakes and keeping are choices; every card turns without a decision."""
    for seed in range(30):
        g = Game({"variant": "pagat", "scope": "match", "seed": seed, "seats": 3 + seed % 4})
        asked = set()
        while not g.finished:
            decision = g.pending()
            asked.add(decision.kind)
            cards_on_table = sum(len(z["cards"]) for z in g.table.view()["zones"])
            assert decision.kind == "keep" or cards_on_table == 0, "no choice is asked once a card has turned"
            g.act(g.variant.computer(decision, g.table, g.player_rng))
        assert asked <= {"bank", "stake", "keep"}


def test_keep_a_jumelle_that_won_nothing_has_nothing_to_pocket():
    """Half of a 1-chip stake rounds down to nothing: the prompt offers no empty pocketing."""
    g = Game(
        {
            "variant": "pagat",
            "scope": "match",
            "seats": NAMES[:3],
            "chips": [100, 1, 100],
            "decks": ["QH QS"],
            "options": {"pair_rule": "half"},
        }
    )
    for a in ["bank 20", "stake 1", "pass"]:
        g.act(a)
    assert g.pending().prompt == "Anne: Keep the bank of 20 chips or pass it on and take back 20 chips?"
    assert dict(g.pending().unavailable)["pocket"] == "the bank won nothing to pocket."
    g.act("keep")
    assert g.steps[-2].text == "Anne keeps the bank: the bank is now 20 chips."
