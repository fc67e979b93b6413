"""The ```play blocks of the Play pages: rendered from the engine's catalogue, refused when wrong."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from lansquenet import api

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import play_tables  # noqa: E402

URLS = {"glossary": "../glossary/", "worker": "w.mjs", "pack": "e.zip", "pyodide": "p/"}


def table_data(html: str) -> dict:
    start = html.index('class="lq-data">') + len('class="lq-data">')
    return json.loads(html[start : html.index("</script>", start)])[0]


@pytest.mark.parametrize("variant", ["pagat", "modern", "classic", "encyclopedia"])
def test_each_play_page_carries_its_variants_options_and_enough_names(variant):
    page = (ROOT / "docs" / "play" / f"{variant}.md").read_text(encoding="utf-8")
    html = play_tables.replace_tables(
        page, where=f"docs/play/{variant}.md", catalogue=api.variants(), urls=URLS
    )
    assert "```play" not in html
    data = table_data(html)
    assert data["variant"] == variant
    assert data["options"] == api.variants()[variant]["options"]
    seats = next(o for o in data["options"] if o["name"] == "seats")
    assert len(data["names"]) == seats["high"] and len(set(data["names"])) == seats["high"]
    table = play_tables.render_table(variant, api.variants()[variant], table_id="play-1", urls=URLS)
    assert table in html and "\n\n" not in table  # Markdown passes it through as one block


def test_a_big_table_keeps_peoples_names_for_its_first_seats():
    names = play_tables.seat_names(14)
    assert names[:3] == ["Anne", "Blaise", "Colette"]
    assert names[12:] == ["Seat 13", "Seat 14"]


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('variant = "faro"', "names one of classic, encyclopedia, modern, pagat, not 'faro'"),
        ('variant = "pagat"\nseats = 4', "has no key 'seats'"),
        ('variant = "pagat', "not valid TOML"),
    ],
)
def test_a_wrong_play_block_names_its_file_and_line(body, words):
    markdown = f"# Play\n\nText.\n\n```play\n{body}\n```\n"
    with pytest.raises(play_tables.PlayError) as caught:
        play_tables.replace_tables(markdown, where="docs/play/x.md", catalogue=api.variants(), urls=URLS)
    assert str(caught.value).startswith("docs/play/x.md:5: ")
    assert words in str(caught.value)
