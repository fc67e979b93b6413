"""Named option sets (presets) offered above a variant's options on Play's setup form.

Every preset is a valid option set that deals; the first follows the source (the defaults); the
court game offers a first game and Montmort's game; the words come from the phrase tables; the
catalogue and the built form carry them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from lansquenet import api
from lansquenet.game import Game
from lansquenet.montmort.options import OPTIONS as MONTMORT
from lansquenet.rules.classic.phrases import PRESETS as CLASSIC_WORDS
from lansquenet.variants import VARIANTS, find_variant

find_variant("pagat")  # registers every variant
PRESETS = [(name, preset) for name, cls in sorted(VARIANTS.items()) for preset in cls.PRESETS]


@pytest.mark.parametrize(("variant", "preset"), PRESETS, ids=[f"{v}-{p.name}" for v, p in PRESETS])
def test_every_preset_is_a_valid_option_set_that_deals(variant, preset):
    cls = VARIANTS[variant]
    values = preset.values(cls)
    assert set(values) == {o.name for o in cls.OPTIONS}
    assert cls(values).options == values  # read back as a spec's options, unchanged
    assert set(preset.options) <= set(values)
    transcript = Game({"variant": variant, "options": values, "seed": 11, "scope": "deal"}).run().transcript()
    assert transcript.options == values
    assert preset.title and preset.doc.endswith(".")


def test_the_court_game_offers_the_source_a_first_game_and_montmorts():
    cls = VARIANTS["classic"]
    names = [p.name for p in cls.PRESETS]
    assert names == ["source", "first-game", "montmort"]
    source, first, montmort = cls.PRESETS
    assert source.values(cls) == cls().options  # the defaults follow the source
    assert first.values(cls)["carabins"] == "none" and first.values(cls)["seats"] == 4
    assert first.values(cls)["max_hands"] < cls().options["max_hands"]
    assert {k: montmort.values(cls)[k] for k in MONTMORT} == MONTMORT
    # the words are the phrase table's
    assert {p.name: (p.title, p.doc) for p in cls.PRESETS} == CLASSIC_WORDS


@pytest.mark.parametrize("seed", [5, 6])
def test_a_first_game_has_no_wagers_on_reprise_cards_where_the_source_has_them(seed):
    cls = VARIANTS["classic"]

    def kinds(preset) -> set[str]:
        spec = {"variant": "classic", "options": preset.values(cls), "seed": seed}
        return {step["kind"] for step in Game(spec).run().transcript().to_json()["steps"]}

    wagers = {"offer", "offer-pass", "wager-covered", "reprise-card"}
    assert kinds(cls.PRESETS[0]) & wagers
    assert not kinds(cls.PRESETS[1]) & wagers


def test_the_catalogue_carries_every_option_of_each_preset():
    catalogue = api.variants()
    for name, cls in VARIANTS.items():
        shown = catalogue[name]["presets"]
        assert [p["name"] for p in shown] == [p.name for p in cls.PRESETS]
        for entry, preset in zip(shown, cls.PRESETS, strict=True):
            assert entry["options"] == preset.values(cls)
            assert entry["title"] == preset.title and entry["doc"] == preset.doc


def test_the_setup_form_offers_the_presets_above_the_options_the_first_chosen():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts" / "site"))
    import play_setup

    variant = api.variants()["classic"]
    html = play_setup.render(variant["options"], ["Anne"] * 16, "play-1", variant["presets"])
    assert html.index('class="lq-play-presets"') < html.index('class="lq-play-options"')
    assert "<legend>Start from</legend>" in html
    assert (
        'id="play-1-preset-source" value="source" aria-describedby="play-1-preset-source-doc" checked' in html
    )
    assert (
        'id="play-1-preset-first-game" value="first-game" aria-describedby="play-1-preset-first-game-doc">'
        in html
    )
    assert '<label for="play-1-preset-montmort">Montmort&#x27;s game</label>' in html
    pagat = api.variants()["pagat"]
    assert "lq-play-presets" not in play_setup.render(
        pagat["options"], ["Anne"] * 6, "play-1", pagat["presets"]
    )
