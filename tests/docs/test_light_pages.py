"""Light pages: compact board transcripts (scripts/site/delta.py) and a search index without deals."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import delta  # noqa: E402

from lansquenet import api  # noqa: E402

SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")


def text(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize("variant", ["classic", "modern", "pagat", "encyclopedia"])
def test_a_compact_transcript_expands_to_the_transcript_as_dealt(variant):
    for seed in range(4):
        transcript = api.deal({"variant": variant, "seed": seed})
        compact = delta.compact(transcript)
        assert text(delta.expand(compact)) == text(transcript)
        assert all("view" not in step for step in compact["steps"][1:])


def test_a_compact_transcript_is_much_smaller_where_steps_are_many():
    transcript = api.deal({"variant": "classic", "seed": 3})
    assert len(text(delta.compact(transcript))) * 3 < len(text(transcript))


@pytest.mark.parametrize(
    "old, new",
    [
        ({"a": 1, "b": [1, 2, 3]}, {"a": 1, "b": [1, 2]}),
        ({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 2, {"c": None}]}),
        ({"a": 1, "gone": "x", "keep": [0] * 20}, {"a": 2, "keep": [0] * 20}),
        ({"flag": True, "list": [1] * 30}, {"flag": 1, "list": [1] * 30}),
        ({"length": 3, "x": list(range(30))}, {"length": 4, "x": list(range(30))}),
        ({"empty": [5, 6]}, {"empty": []}),
        (
            [{"id": i, "cards": []} for i in range(9)],
            [{"id": i, "cards": ["QH"] * (i == 4)} for i in range(9)],
        ),
        (None, {"a": 1}),
        ({"a": 1}, {}),
    ],
)
def test_a_patch_turns_the_old_value_into_the_new_exactly(old, new):
    change = delta.patch(old, new)
    assert text(delta.apply(old, change)) == text(new)
    assert delta.patch(new, new) == {}


def test_applying_a_patch_leaves_the_old_value_as_it_was():
    old = {"zones": [{"cards": ["QH"]}, {"cards": []}]}
    before = text(old)
    delta.apply(old, delta.patch(old, {"zones": [{"cards": []}, {"cards": ["QH"]}]}))
    assert text(old) == before


def built(path: str) -> Path:
    target = SITE / path
    if not target.is_file():
        pytest.skip(f"{target} is not built; scripts/test builds the site first")
    return target


def test_the_search_index_carries_no_deal_in_words():
    index = json.loads(built("search/search_index.json").read_text(encoding="utf-8"))
    texts = " ".join(doc["text"] for doc in index["docs"])
    assert "The deal in words" not in texts
    assert "gathers the cards and shuffles" not in texts
    # The rules themselves are still found.
    assert "rejouissance" in texts.lower()


def test_every_text_file_of_the_site_has_a_precompressed_copy():
    for name in ("rules/classic/index.html", "search/search_index.json", "runtime/pyodide/pyodide.asm.wasm"):
        assert built(name).with_name(Path(name).name + ".gz").is_file(), name


def test_every_page_asks_for_one_stylesheet_and_one_script_of_the_site_both_deferred():
    """The parts are joined (scripts/site/assets.py); nothing of the site's or Material's blocks the first paint.

    A page holding a tool (Play, a room, the lab, the calculator, a prediction) asks for the
    tools' script too, after the site's own; no other page does.
    """
    import re

    tools = 0
    for index in sorted(built("index.html").parent.rglob("index.html")):
        html = index.read_text(encoding="utf-8")
        shown = index.relative_to(SITE).as_posix()
        sheets = re.findall(r'<link rel="stylesheet" href="([^"]+)"', html)
        assert [s for s in sheets if "/assets/" not in "/" + s] == [
            s for s in sheets if s.endswith("stylesheets/lansquenet.css")
        ], shown
        assert sum(s.endswith("stylesheets/lansquenet.css") for s in sheets) == 1, shown
        scripts = re.findall(r"<script src=\"([^\"]+)\"([^>]*)>", html)
        assert scripts, shown
        for src, attributes in scripts:
            assert "defer" in attributes, f"{shown}: {src} is not deferred"
        ours = [src.rsplit("/", 1)[-1] for src, _ in scripts if "javascripts/lansquenet" in src]
        holds_a_tool = re.search(r'<(?:div|form) class="lq-(?:play|lab|calculator|predict|room)"', html)
        assert ours == (["lansquenet.js", "lansquenet-tools.js"] if holds_a_tool else ["lansquenet.js"]), (
            shown
        )
        tools += bool(holds_a_tool)
    assert 3 < tools < 40, "the tools are on a few pages (in each language)"


def test_the_joined_files_hold_every_part_in_order_and_nothing_else_of_them_is_published():
    sys.path.insert(0, str(ROOT / "scripts" / "site"))
    import assets

    on_disk_parts: dict[str, set[str]] = {"stylesheets": set(), "javascripts": set()}
    for folder, parts, target in (
        ("stylesheets", assets.STYLESHEET_PARTS, assets.STYLESHEET),
        ("javascripts", assets.SCRIPT_PARTS, assets.SCRIPT),
        ("javascripts", assets.TOOLS_PARTS, assets.TOOLS_SCRIPT),
    ):
        joined = built(target).read_text(encoding="utf-8")
        where = [joined.index(f"/* ---- {folder}/{name} ---- */") for name in parts]
        assert where == sorted(where)
        for name in parts:
            assert (ROOT / "docs" / folder / name).read_text(encoding="utf-8").strip() in joined
            assert not (SITE / folder / name).exists(), f"{folder}/{name} is published on its own"
        assert not on_disk_parts[folder] & set(parts), "a part is joined into one file only"
        on_disk_parts[folder] |= set(parts)
    for folder, joined_parts in on_disk_parts.items():
        kind = {"stylesheets": ".css", "javascripts": ".js"}[folder]
        on_disk = {p.name for p in (ROOT / "docs" / folder).iterdir() if p.suffix == kind}
        assert on_disk == joined_parts, "every part under docs/ is joined"


def test_a_page_carries_each_variants_new_deal_form_once_and_no_board_repeats_its_words():
    """The options' words are in the page once (boards.form_template), not in every board's data."""
    import re

    pages = 0
    for index in sorted(built("index.html").parent.rglob("index.html")):
        html = index.read_text(encoding="utf-8")
        boards = re.findall(
            r'<div class="lq-board"[^>]*>\s*<script type="application/json" class="lq-data">(.*?)</script>',
            html,
        )
        if not boards:
            continue
        pages += 1
        shown = index.relative_to(SITE).as_posix()
        variants = {json.loads(body)[0]["base"]["variant"] for body in boards}
        templates = re.findall(r'<template class="lq-deal-form" data-variant="([a-z]+)"', html)
        assert sorted(templates) == sorted(variants), shown
        for body in boards:
            for option in json.loads(body)[0]["variant"]["options"]:
                assert "doc" not in option, f"{shown}: a board's data repeats the words of {option['name']}"
    assert pages > 10
