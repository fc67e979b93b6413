"""Small words a reader stumbled on: no guessed pronoun, articles and verbs where English wants
them, a possessive for one lapsed offer, and a second round of speaking when nobody has bet."""

from __future__ import annotations

from lansquenet import api


def lines(spec: dict) -> list[str]:
    return [step["text"] for step in api.deal(spec)["steps"]]


def test_the_cutthroat_line_names_no_pronoun():
    said = lines(
        {
            "variant": "classic",
            "deck": "2S 5H 9D KC 3H 3C KD",
            "seats": 4,
            "banker": 0,
            "options": {"rejouissance": False},
        }
    )
    cut = next(line for line in said if "cutthroat" in line)
    assert cut == (
        "Anne is the cutthroat: the banker's own card came out before the bank had taken a single card showing."
    )


def test_the_draw_for_the_deal_gives_each_card_its_article():
    first = lines({"variant": "classic", "scope": "match", "seed": 3, "seats": 4})[0]
    assert first.startswith("The cutters draw for the deal: Anne the seven of spades (7S), Blaise the two")


def test_the_first_ace_line_has_a_verb():
    said = lines({"variant": "encyclopedia", "seed": 2})
    assert "No ace yet: Anne is dealt the king of diamonds (KD)." in said


def test_a_lapsed_offer_is_the_carabins_offer():
    said = lines({"variant": "classic", "seed": 7})
    assert (
        "Colette's offer on the reprise tens lapses: a reprise card takes a single carabin's wager." in said
    )


def test_a_second_round_of_speaking_when_nobody_has_bet_says_so():
    said = lines({"variant": "modern", "seed": 18})
    assert any(
        line.startswith("Nobody has bet on the 15 staked yet: a second round of speaking") for line in said
    )


def test_the_banker_splitting_the_pack_is_named_once():
    first = lines({"variant": "modern", "seed": 3, "seats": 3})[0]
    assert (
        first
        == "Anne splits the 104 cards into 2 piles of about 52 and shuffles one; Blaise shuffles the other."
    )


def test_the_punters_win_line_guesses_no_pronoun():
    said = lines(
        {"variant": "modern", "deck": "QH 7S 3D KC 7H", "decisions": ["stake 30", "raise 10"], "seats": 4}
    )
    win = next(line for line in said if "matches the punters' card" in line)
    assert "as much as was bet" in win and " his " not in win


def test_two_raises_sent_back_by_a_banco_are_two():
    spec = {"variant": "modern", "seed": 3, "seats": 4}
    two = lines({**spec, "decisions": ["stake 20", "raise 5", "pass", "pass", "raise 3", "banco"]})
    assert "Colette goes banco: first the earlier raises (8 chips) go back to Blaise." in two
    one = lines({**spec, "decisions": ["stake 20", "raise 5", "banco"]})
    assert any(line.endswith("the earlier raise (5 chips) goes back to Blaise.") for line in one)


def test_the_rejouissance_paid_to_several_reads_as_a_total():
    said = lines({"variant": "classic", "seed": 7})
    paid = next(line for line in said if "pays the rejouissance" in line)
    assert (
        paid
        == "Anne pays the rejouissance at even money: 7 chips in all to Blaise, Colette, Denis and Estelle."
    )
