"""What the odds pages and the command line claim of a figure, and whom they cite for a word.

An exact figure says what it takes for granted that a deal may not give: under
``pair_rule = half`` the engine takes half of an odd stake rounded down (the rulings say so),
so the gain of exactly 1/34 a chip holds for stakes of an even number of chips only. A figure
for a state no deal can be in (none of a bet's rank and none of the banker's left to race) is
not shown. And the cutthroat is cited where the court-game source defines it: its notes on
Regnard's *Le Joueur*, not §13. The figures' claims hold in French as in English; the citation
is checked in the English documents and code, which are where it is written.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from word_patterns import LANGUAGES

from lansquenet import api
from lansquenet.language import using
from lansquenet.variants import FIGURES, find_variant

ROUNDED_DOWN = {"en": "rounded down", "fr": "arrondie à l'unité inférieure"}
RACE = {
    "en": r"Chance a bet wins with (\d) of its rank and (\d) of the banker's rank unseen",
    "fr": r"Probabilité qu'une mise gagne quand il reste à paraître (\d) de son rang et (\d) du rang du banquier",
}
"""Per language: how a figure says it rounds an odd half down, and the label of a 1979 race's figure."""

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", ["pagat", "modern"])
def test_a_figure_that_half_on_a_pair_changes_says_it_holds_for_even_stakes(variant, language):
    cls = find_variant(variant)
    even_stakes = FIGURES.tables[language]["even-stakes"]
    with using(language):
        whole = {r.label.replace("pair_rule=all", "pair_rule=?"): r for r in cls({"pair_rule": "all"}).odds()}
        rows = [(row, row.text()) for row in cls({"pair_rule": "half"}).odds()]
    halved = 0
    for row, text in rows:
        other = whole.get(row.label.replace("pair_rule=half", "pair_rule=?"))
        changed = "pair_rule=half" in row.label or (other is not None and other.value != row.value)
        said = text.endswith(f", {even_stakes})") and ROUNDED_DOWN[language] in row.how
        assert said == changed, row
        halved += changed
    assert halved >= 7  # the figure for these options, and one for each of 1 to 6 packs


def test_half_on_a_pair_is_exact_only_for_an_even_stake():
    """The engine's own deal: a pair on stakes of 5 and 7 gives the bank 2 and 3, not the 6 chips
    that exact halves would."""
    t = api.deal(
        {
            "variant": "pagat",
            "banker": 0,
            "deck": "QH QS",
            "options": {"pair_rule": "half"},
            "decisions": ["bank 20", "stake 5", "stake 7", "pass"],
        }
    )
    assert t["outcome"] == "pair" and t["net"] == [5, -2, -3, 0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_1979_odds_show_no_race_without_cards(language):
    with using(language):
        rows = find_variant("encyclopedia")({"void_deal": "continue"}).odds()
    races = [re.match(RACE[language], r.label) for r in rows]
    counts = [(int(m[1]), int(m[2])) for m in races if m]
    assert counts and (0, 0) not in counts
    assert (0, 1) in counts and (1, 0) in counts  # a race that one side has already lost is still shown


def test_the_cutthroat_is_cited_to_the_notes_on_regnard_not_to_section_13():
    texts = [*ROOT.glob("docs/**/*.md"), *ROOT.glob("lansquenet/**/*.py"), *ROOT.glob("tutorials/*.md")]
    cited = re.compile(r"\bcutthroat\b[^.`]{0,200}\(§ ?13\b", re.I)
    for path in texts:
        prose = " ".join(path.read_text(encoding="utf-8").split())
        found = cited.search(prose)
        assert not found, f"{path.relative_to(ROOT)} cites the cutthroat to §13: {found and found[0]}"
    odds = " ".join((ROOT / "docs/odds/classic.md").read_text(encoding="utf-8").split())
    assert "defines it in its notes on Regnard" in odds
