"""The odds pages (scripts/site/odds_pages.py, charts.py, calculator.py): every figure they show is
the one ``python -m lansquenet odds`` prints for the same options, the charts carry a text
alternative, the prose's claims about the figures hold, and the rule of odds is the source's."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import defaultdict
from fractions import Fraction
from html.parser import HTMLParser
from itertools import permutations
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import calculator  # noqa: E402
import charts  # noqa: E402
import lab_page  # noqa: E402
import odds_pages  # noqa: E402

ODDS_PAGES = sorted((ROOT / "docs" / "odds").glob("*.md"))


class Cells(HTMLParser):
    """Every element carrying data-odds-* attributes, with the text inside it."""

    def __init__(self):
        super().__init__()
        self.found: list[dict] = []
        self._open: dict | None = None

    def handle_starttag(self, tag, attrs):
        data = dict(attrs)
        if "data-odds-label" in data:
            self._open = {**data, "text": ""}

    def handle_data(self, data):
        if self._open is not None:
            self._open["text"] += data

    def handle_endtag(self, tag):
        if self._open is not None and tag == "td":
            self.found.append(self._open)
            self._open = None


def page_cells(path: Path) -> list[dict]:
    urls = {"worker": "w.mjs", "pack": "p.zip", "pyodide": "py/", "glossary": "g/"}  # what the build passes
    html = odds_pages.replace_blocks(path.read_text(encoding="utf-8"), path=path.name, urls=urls)
    parser = Cells()
    parser.feed(html)
    return parser.found


def cli_odds(variant: str, options: dict) -> list[dict]:
    """What the command line prints, as JSON, for ``variant`` with ``options``."""
    args = [sys.executable, "-m", "lansquenet", "odds", variant, "--json"]
    for key, value in options.items():
        text = ("true" if value else "false") if isinstance(value, bool) else str(value)
        args += ["--set", f"{key}={text}"]
    done = subprocess.run(
        args, cwd=ROOT, capture_output=True, text=True, check=True, env={"PYTHONPATH": str(ROOT)}
    )
    return json.loads(done.stdout)


def test_every_odds_page_shows_figures():
    assert {p.stem for p in ODDS_PAGES} >= {
        "index",
        "pagat",
        "modern",
        "classic",
        "encyclopedia",
        "rule-of-odds",
    }
    for path in ODDS_PAGES:
        if path.stem not in ("rule-of-odds", "lab"):
            assert page_cells(path), f"{path.name} shows no figure"


def test_every_figure_equals_what_the_command_line_prints():
    """Group the pages' figures by variant and options, ask the CLI once per group, compare each."""
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for path in ODDS_PAGES:
        for cell in page_cells(path):
            groups[(cell["data-odds-variant"], cell["data-odds-options"])].append({**cell, "page": path.name})
    assert len(groups) >= 8
    checked = 0
    for (variant, options), cells in groups.items():
        printed = cli_odds(variant, json.loads(options))
        by_label = defaultdict(list)
        for row in printed:
            by_label[row["label"]].append(Fraction(row["value"]))
        for cell in cells:
            label = cell["data-odds-label"]
            assert by_label[label] == [Fraction(cell["data-odds-value"])], (
                cell["page"],
                variant,
                options,
                label,
            )
            shown = float(cell["text"].replace("\u2212", "-").replace(",", "").rstrip("%")) / (
                100 if cell["text"].endswith("%") else 1
            )
            exact = float(Fraction(cell["data-odds-value"]))
            assert shown == pytest.approx(exact, rel=0.01, abs=5e-4), (cell["page"], label, cell["text"])
            checked += 1
    assert checked > 150


def test_the_decimal_comes_first_and_the_exact_fraction_beside_it():
    text = odds_pages.figure_table(list(odds_pages.figures("pagat", ()).values())[:3], "Pagat")
    assert text.index("lq-odds-decimal") < text.index("lq-fraction")
    assert ">5.88%<" in text and ">1/17<" in text


def test_decimal_and_exact_words():
    assert odds_pages.decimal(Fraction(7, 103), True) == "6.80%"
    assert odds_pages.decimal(Fraction(-3, 4), True) == "\u221275.00%"
    assert odds_pages.decimal(Fraction(586592, 978775), False) == "0.599"
    assert odds_pages.decimal(Fraction(1, 20825), True) == "0.0048%"
    assert odds_pages.decimal(Fraction(0), True) == "0"
    assert odds_pages.exact(Fraction(-71, 97)) == "\u221271/97"
    assert odds_pages.exact(Fraction(2652)) == "2652"


def test_a_count_is_shown_as_a_count_not_a_percentage():
    """The pairs of first cards walked are 2,652 pairs, not 265,200%, in either language."""
    from lansquenet.language import using

    assert odds_pages.decimal(Fraction(2652), False) == "2,652"
    with using("fr"):
        assert odds_pages.decimal(Fraction(2652), False) == "2\u202f652"
        pairs = odds_pages.figure("pagat", {}, "Ordered pairs of first cards walked")
        assert (pairs.percent, odds_pages.decimal(pairs.value, pairs.percent)) == (False, "2\u202f652")


def test_a_label_the_engine_lacks_fails_naming_file_and_line():
    text = 'Intro\n\n```odds\nkind = "table"\nvariant = "pagat"\nrows = ["Chance of rain"]\n```\n'
    with pytest.raises(
        odds_pages.OddsBlockError, match=r"^x\.md:3: the pagat odds have no figure 'Chance of rain'"
    ):
        odds_pages.replace_blocks(text, path="x.md")


def test_the_lab_block_needs_the_pages_engine_addresses():
    with pytest.raises(odds_pages.OddsBlockError, match="the lab needs the page's engine addresses"):
        odds_pages.replace_blocks('```odds\nkind = "lab"\n```\n', path="lab.md")
    html = odds_pages.replace_blocks('```odds\nkind = "lab"\n```\n', path="lab.md", urls={"worker": "w.mjs"})
    # Every game's options are in the page; only the first game's show until another is chosen.
    assert 'data-worker="w.mjs"' in html and '<fieldset class="lq-lab-options" data-variant="classic"' in html
    shown = re.findall(r'<fieldset class="lq-lab-options" data-variant="(\w+)">', html)
    assert len(shown) == 1 and html.count('class="lq-lab-options"') == len(lab_page.GAMES)
    assert 'name="removed_stake"' in html and 'name="pair_rule"' in html


def test_a_bad_block_gets_one_sentence():
    with pytest.raises(odds_pages.OddsBlockError, match="kind must be one of"):
        odds_pages.replace_blocks('```odds\nkind = "pie"\n```\n', path="x.md")
    with pytest.raises(odds_pages.OddsBlockError, match="not valid TOML"):
        odds_pages.replace_blocks("```odds\nkind = \n```\n", path="x.md")
    with pytest.raises(odds_pages.OddsBlockError, match="must be one of all, half"):
        odds_pages.figure("pagat", {"pair_rule": "most"}, "Chance of a pair")


def test_a_label_given_to_two_figures_cannot_be_named(monkeypatch):
    from lansquenet.variants import OddsRow, find_variant

    cls = find_variant("pagat")
    monkeypatch.setattr(
        cls, "odds", lambda self: [OddsRow("Twice", Fraction(1, 2)), OddsRow("Twice", Fraction(1, 3))]
    )
    odds_pages.figures.cache_clear()
    try:
        with pytest.raises(odds_pages.OddsBlockError, match="two figures the label 'Twice'"):
            odds_pages.figure("pagat", {}, "Twice")
    finally:
        odds_pages.figures.cache_clear()


def test_a_chart_has_a_text_alternative_and_its_values_beside_it():
    spec = {
        "kind": "line",
        "variant": "pagat",
        "title": "Edge by packs",
        "x": {"name": "Packs", "values": [1, 2, 3]},
        "y": "Gain",
        "series": [{"name": "All", "label": "Bank's gain per chip, {x} pack{s}, pair_rule=all"}],
    }
    html = odds_pages.render(spec, "c-1")
    assert '<svg class="lq-chart-svg" id="c-1"' in html and 'role="img"' in html
    assert 'aria-labelledby="c-1-title c-1-desc"' in html
    assert '<title id="c-1-title">Edge by packs</title>' in html
    assert '<desc id="c-1-desc">By packs, from 1 to 3. All: 5.88% at 1, 7.10% at 3.' in html
    assert html.count("data-odds-label=") == 3  # the table beside the chart
    assert "#" not in html.split("<svg", 1)[1].split("</svg>", 1)[0]  # no colour written in: CSS sets them


def test_series_differ_by_more_than_colour():
    svg = charts.line_chart("c", "t", "d", "x", [1, 2], "y", [("a", [0.1, 0.2]), ("b", [0.2, 0.1])], True)
    assert "<circle" in svg and "<rect" in svg  # two marker shapes
    assert 'stroke-dasharray="6 4"' in svg  # the second line is dashed
    assert "lq-series-1" in svg and "lq-series-2" in svg


def test_nice_ticks_cover_the_range_and_include_zero():
    assert charts.nice_ticks(0, 2.69) == [0, 1, 2, 3]
    ticks = charts.nice_ticks(-0.75, 0.07)
    assert ticks[0] <= -0.75 and ticks[-1] >= 0.07 and 0 in ticks


# ----- what the prose on the odds pages says about the figures


def values(variant: str, template: str, xs, **options) -> list[Fraction]:
    return [
        odds_pages.figure(variant, options, template.format(x=x, s="s" if x > 1 else "")).value for x in xs
    ]


CUTTERS = range(4, 13)


def test_classic_more_cutters_more_gain_for_the_bank():
    for rejouissance in ("without", "with"):
        gains = values(
            "classic", f"{{x}} cutters: bank's gain per hand, {rejouissance} the rejouissance", CUTTERS
        )
        assert gains == sorted(gains) and gains[0] > 0


def test_classic_owner_reading_leaves_the_bank_losing_more_with_more_cutters():
    gains = values(
        "classic",
        "{x} cutters: bank's gain per hand, without the rejouissance",
        CUTTERS,
        removed_stake="owner",
    )
    assert all(g < 0 for g in gains) and gains == sorted(gains, reverse=True)


def test_classic_cutthroat_rarer_with_more_cutters_the_rejouissance_and_reprise_cards():
    without = values("classic", "{x} cutters: chance of the cutthroat, without the rejouissance", CUTTERS)
    with_rej = values("classic", "{x} cutters: chance of the cutthroat, with the rejouissance", CUTTERS)
    no_carabins = values(
        "classic", "{x} cutters: chance of the cutthroat, without the rejouissance", CUTTERS, carabins="none"
    )
    assert without == sorted(without, reverse=True)
    assert all(w < o for w, o in zip(with_rej, without, strict=True))
    assert all(w < n for w, n in zip(without, no_carabins, strict=True))


def test_classic_rejouissance_gain_per_chip_small_and_falling():
    gains = values("classic", "{x} cutters: bank's gain per chip on the rejouissance", CUTTERS)
    assert gains == sorted(gains, reverse=True) and all(0 < g < Fraction(1, 20) for g in gains)


def test_modern_more_packs_bigger_edge_below_one_in_thirteen_and_half_halves_it():
    everything = values("modern", "Bank's gain per chip, {x} pack{s}, pair_rule=all", range(1, 7))
    half = values("modern", "Bank's gain per chip, {x} pack{s}, pair_rule=half", range(1, 7))
    assert everything == sorted(everything) and everything[-1] < Fraction(1, 13)
    assert half == [e / 2 for e in everything]


def test_modern_herminie_uneven_stock_raises_the_start_edge_and_her_offer_was_rightly_refused():
    start = odds_pages.figure(
        "modern", {}, "Two packs with one rank out six times: bank's gain per chip at the start of a round"
    )
    fresh = odds_pages.figure("modern", {}, "Bank's gain per chip bet, pair_rule=all")
    both = odds_pages.figure("modern", {}, "Herminie: both cards out, punters' rank unseen: bank wins")
    offer = odds_pages.figure("modern", {}, "The offer in Herminie: what the bank pays per chip to withdraw")
    assert start.value > fresh.value
    assert fresh.value == Fraction(7, 103)  # the handout, the worksheet and the lesson say 7 in 103
    assert both.value == Fraction(1, 8)
    assert 2 * both.value - 1 < offer.value  # the punters expect more from playing on than from her offer


def test_pagat_edge_is_the_chance_of_a_pair():
    pair = odds_pages.figure("pagat", {}, "Chance of a pair").value
    assert (
        odds_pages.figure("pagat", {}, "Bank's expected gain per chip staked").value
        == pair
        == Fraction(3, 51)
    )
    assert odds_pages.figure("pagat", {}, "Chance the bank wins the deal").value == Fraction(27, 51)


def test_encyclopedia_has_no_edge_and_a_void_layout_is_the_pair():
    assert odds_pages.figure("encyclopedia", {}, "The bank's edge, per chip bet").value == 0
    assert odds_pages.figure("encyclopedia", {}, "Chance a bet on a player's card wins").value == Fraction(
        1, 2
    )


# ----- the rule of odds (court-game source, section 12)


@pytest.mark.parametrize("carabin", [1, 2, 3])
@pytest.mark.parametrize("banker", [1, 2, 3])
def test_classic_s12_calculator_is_fair_and_its_chance_is_every_order_of_the_deciding_cards(carabin, banker):
    """Each of the nine pairs: the carabin's chance counted over every order of the stock cards that
    decide his wager, and an expected gain of exactly 0 at the engine's least wager and payment."""
    c = calculator.combination(carabin, banker)
    cards = ["win"] * (4 - banker) + ["lose"] * (4 - carabin)
    orders = list(permutations(cards))
    chance = Fraction(sum(order[0] == "win" for order in orders), len(orders))
    assert Fraction(c["win"]) == chance
    assert chance * c["pays"] - (1 - chance) * c["least"] == 0 == Fraction(c["value"])


@pytest.mark.parametrize(
    ("carabin", "banker", "least", "pays"),
    [
        (1, 1, 1, 1),  # §12.1: same multiplicity, one for one
        (2, 1, 3, 2),  # §12.2 example 1: double against single, wager 3, paid 2
        (2, 3, 1, 2),  # §12.2 example 2: double against triple, wager 1, paid 2
        (3, 1, 3, 1),  # §12.2 example 3: triple against single, wager 3, paid 1
        (1, 2, 2, 3),  # §12.1: single against double, paid 3 to 2
        (1, 3, 1, 3),  # §12.1: single against triple, paid 3 to 1
        (3, 2, 2, 1),  # §12.1: triple against double, paid 1 to 2
        (2, 2, 1, 1),
        (3, 3, 1, 1),
    ],
)
def test_classic_s12_calculator_gives_the_sources_least_wager_and_payment(carabin, banker, least, pays):
    c = calculator.combination(carabin, banker)
    assert (c["least"], c["pays"]) == (least, pays)


def test_classic_s12_calculator_page_carries_all_nine_pairs():
    html = calculator.render()
    assert html.count("<tr data-carabin=") == 9
    data = json.loads(html.split('class="lq-calc-data">', 1)[1].split("</script>", 1)[0])
    assert [{k: v for k, v in d.items() if k != "lines"} for d in data] == calculator.combinations()
    assert len(data) == 9 and all(d["lines"] == calculator.explanation(d) for d in data)
    # The first pair's answer is in place before any script runs, so nothing moves when one does.
    first = html.split('class="lq-calc-result"', 1)[1].split("</output>", 1)[0]
    assert "Least wager: 1 chip." in first and first.count("<p>") == 4


def test_classic_s12_calculator_says_why_each_pair_is_fair():
    """Equal multiplicities pay one for one; unequal ones are fair on average, with the sums shown."""
    even = calculator.explanation(calculator.combination(2, 2))
    assert even[2].startswith("Why it is fair: both cards are double,")
    uneven = calculator.combination(1, 3)
    words = calculator.explanation(uneven)
    assert f"expects to win {uneven['winning']} times {uneven['pays']}" in words[2]
    assert words[2].endswith("his expected gain is 0.")


def test_classic_s5_coincidences_in_the_deal_rare_at_four_cutters_nearly_certain_at_twelve():
    """The prose's birthday arithmetic: the up-cards and the banker's card (one per cutter, the
    banker included) all of different ranks."""

    def no_coincidence(cards: int) -> Fraction:
        chance = Fraction(1)
        for k in range(cards):
            chance *= Fraction(52 - 4 * k, 52 - k)
        return chance

    assert no_coincidence(4) > Fraction(1, 2)
    assert no_coincidence(12) < Fraction(1, 100)
