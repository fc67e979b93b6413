"""The table diagrams (scripts/site/diagrams.py): drawn from the engine, with a text alternative,
on each game's rules page and handout."""

from __future__ import annotations

import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import diagram_phrases  # noqa: E402
import diagrams  # noqa: E402

from lansquenet import api  # noqa: E402
from lansquenet.variants import find_variant  # noqa: E402

SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
GAMES = ["classic", "modern", "pagat", "encyclopedia"]
SVG = "{http://www.w3.org/2000/svg}"


def parsed(game: str) -> ET.Element:
    return ET.fromstring(diagrams.svg(game))


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(SVG + "text")]


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_is_valid_svg_with_a_title_and_a_description(game):
    root = parsed(game)
    assert root.get("role") == "img"
    title, desc = root.find(SVG + "title"), root.find(SVG + "desc")
    assert title is not None and desc is not None
    assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
    assert find_variant(game).TITLE in (title.text or "")
    assert "external" not in diagrams.svg(game) and "http" not in diagrams.svg(game).replace(
        'xmlns="http://www.w3.org/2000/svg"', ""
    ), "the picture fetches nothing"


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_names_every_role_the_engines_deals_show(game):
    shown = set()
    for seed in range(3):
        for step in api.deal({"variant": game, "seed": seed})["steps"]:
            shown.update(seat["role"] for seat in step["view"]["seats"])
    words = texts(parsed(game))
    for role in shown - set(diagram_phrases.BEFORE_THE_BANK):
        assert diagram_phrases.ROLES[game][role] in words, f"{game}: the role {role!r} is not on the picture"


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_draws_one_seat_a_default_table_has(game):
    seats = find_variant(game).option("seats").default
    circles = [c for c in parsed(game).iter(SVG + "circle") if "lq-dg-seat" in (c.get("class") or "")]
    regular = [c for c in circles if "lq-dg-occasional" not in (c.get("class") or "")]
    assert len(regular) == seats


@pytest.mark.parametrize("game", GAMES)
def test_the_cards_are_labelled_with_the_engines_zone_labels_on_their_side(game):
    facts = diagrams.facts(game)
    words = " ".join(texts(parsed(game)))
    alternative = " ".join(diagrams.description(game))
    for zone in facts.zones:
        assert zone.label in alternative
        if not zone.per_seat:
            assert all(w in words for w in zone.label.split()), zone.label
            assert diagram_phrases.SIDES[zone.side] in alternative


def test_the_pictures_follow_the_sources_on_where_cards_lie_and_where_the_bank_goes():
    classic = diagrams.facts("classic")
    sides = {z.key: z.side for z in classic.zones}
    # court-game source §3-§4: his own card to his right, the stock turned to his left
    assert sides["banker-card"] == "right" and sides["pile"] == "left"
    assert classic.step == 1  # §4: the next banker is the cutter on his right
    modern = {z.key: z.side for z in diagrams.facts("modern").zones}
    assert modern["banker-card"] == "left" and modern["punters-card"] == "right"  # 19th-century §4
    assert diagrams.facts("encyclopedia").step == -1  # "the bank and deal pass one player to the left"
    assert "Carabin" in texts(parsed("classic"))


def test_a_marker_naming_an_unknown_game_is_refused_in_one_sentence():
    with pytest.raises(diagrams.DiagramError, match=r"docs/x\.md: the table diagram names the game 'poker'"):
        diagrams.replace_markers("<!-- table-diagram: poker -->", path="docs/x.md")
    assert diagrams.replace_markers("no marker") == "no marker"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("page", ["rules/{game}", "teach/handouts/rules-{game}"])
def test_the_built_rules_page_and_handout_carry_the_picture(game, page):
    built = SITE / page.format(game=game) / "index.html"
    if not built.is_file():
        pytest.skip("the site is not built")
    text = built.read_text(encoding="utf-8")
    assert text.count(f'id="table-diagram-{game}"') == 1
    figure = re.search(r'<figure class="lq-diagram".*?</figure>', text, re.S)
    assert figure, "the picture is in a figure"
    ET.fromstring(figure.group(0))  # well-formed as written into the page
    assert '<ul class="lq-sr-only">' in figure.group(0)
    for sentence in diagrams.description(game):
        assert sentence.replace("'", "&#x27;") in figure.group(0) or sentence in figure.group(0)
