"""Checks on the site's own build code that need no browser: board HTML and the engine pack."""

from __future__ import annotations

import html as html_lib
import io
import json
import sys
import zipfile
from pathlib import Path

from lansquenet import api
from lansquenet.glossary import TERMS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import boards  # noqa: E402
import delta  # noqa: E402
import vendor  # noqa: E402

URLS = {"glossary": "../glossary/", "worker": "w.mjs", "pack": "e.zip", "pyodide": "p/"}


def test_board_json_cannot_end_its_script_and_reads_back():
    spec = {"variant": "pagat", "seed": 1, "seats": ["</script><b>x", "A&B", "<!--", "D"]}
    transcript = api.deal(spec)
    html = boards.render_board(
        transcript, board_id="deal-1", block_spec=spec, variant=api.variants()["pagat"], urls=URLS
    )
    start = html.index('class="lq-data">') + len('class="lq-data">')
    body = html[start : html.index("</script>", start)]
    assert "<" not in body and ">" not in body
    assert delta.expand(json.loads(body)[0]["transcript"]) == transcript  # compact on the page
    assert "<b>x" not in html.replace("&lt;b&gt;x", "")


def test_board_html_has_no_blank_line():
    spec = {"variant": "pagat", "seed": 2, "seats": 4}
    html = boards.render_board(
        api.deal(spec), board_id="deal-1", block_spec=spec, variant=api.variants()["pagat"], urls=URLS
    )
    assert "\n\n" not in html


def test_the_new_deal_form_template_offers_every_option_with_its_words():
    """Every option has a field set to its default and its meaning; a board drops what it does not offer."""
    variant = api.variants()["classic"]
    html = boards.form_template("classic", variant)
    assert html.startswith('<template class="lq-deal-form" data-variant="classic" data-search-exclude>')
    assert " id=" not in html, "a board names the fields after itself"
    for option in variant["options"]:
        assert html.count(f'data-option="{option["name"]}"') == 3  # the field, its term and its meaning
        assert html_lib.escape(option["doc"]) in html
    assert '<input name="rejouissance" type="checkbox" checked>' in html
    assert 'name="seats" type="number" min="4" max="16" step="1" inputmode="numeric" value="6"' in html


def test_only_the_first_board_of_its_variant_carries_the_form():
    spec = {"variant": "pagat", "seed": 2, "seats": 4}
    variant = api.variants()["pagat"]
    first = boards.render_board(
        api.deal(spec), board_id="deal-1", block_spec=spec, variant=variant, urls=URLS, form=True
    )
    other = boards.render_board(
        api.deal(spec), board_id="deal-2", block_spec=spec, variant=variant, urls=URLS
    )
    assert first.count("<template") == 1 and "<template" not in other


def test_step_words_link_their_glossary_term():
    linked = boards.linked_text("Anne puts up a bank of 20 chips.", "bank", "../glossary/")
    assert linked == 'Anne puts up a <a href="../glossary/#bank">bank</a> of 20 chips.'
    apart = boards.linked_text("Nobody stakes.", "void deal", "../glossary/")
    assert apart.endswith('(see: <a href="../glossary/#void-deal">void deal</a>)')


def test_every_term_a_deal_names_has_a_glossary_entry():
    slugs = {t.slug for t in TERMS}
    for variant in api.variants():
        for seed in range(40):
            for step in api.deal({"variant": variant, "seed": seed})["steps"]:
                if step["term"]:
                    assert boards.term_slug(step["term"]) in slugs, (variant, seed, step["term"])


def test_engine_pack_is_reproducible_and_complete():
    first, second = vendor.pack_engine(), vendor.pack_engine()
    assert first == second
    names = zipfile.ZipFile(io.BytesIO(first)).namelist()
    assert "lansquenet/api.py" in names and "lansquenet/__init__.py" in names
    assert all(name.endswith(".py") for name in names)
    assert vendor.engine_name(first).startswith("runtime/lansquenet-")
