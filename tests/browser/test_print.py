"""The teacher's print editions, read back from Chromium's own A4 PDFs (with poppler's pdftotext).

A pupil's worksheet prints without an answer (Material unfolds every ``<details>`` before
printing, so the page is printed after its ``beforeprint``), its checkpoints print with boxes to
tick or lines to write on, the answer key prints on its own teacher's sheet, the handouts that say
"on one sheet" print on one A4 sheet, the score sheet keeps all its columns on the page, and no
printed text is under 9 pt. Each is checked on the English sheet and on its French twin under fr/,
the French sheet's words taken from the build's own phrase tables.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from lansquenet.language import using

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import boards  # noqa: E402
import handouts  # noqa: E402
import predict  # noqa: E402

LANGUAGES = {"en": "", "fr": "fr/"}
"""Each language and where its pages lie below the site's root."""
ANSWER_KEY = {"en": "Answer key", "fr": "Corrigé"}
ONE_SHEET_WORDS = {"en": "on one sheet", "fr": "sur une page"}
WORKSHEETS = ["pagat", "modern", "classic", "encyclopedia"]
ONE_SHEET = ["rules-pagat", "rules-modern", "rules-classic", "rules-encyclopedia"]
PT = 4 / 3  # CSS pixels in a point
MM = 96 / 25.4  # CSS pixels in a millimetre
A4_TEXT = round((210 - 28) * MM)  # the width of an A4 page's text in CSS pixels
WIDER = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


def printed(page, path: str) -> bytes:
    """The page as Chromium prints it on A4, after the page's own beforeprint handlers have run.

    The window is as wide as the printed page's text (210 mm less print.css's two 14 mm margins),
    so what the page measures in print media is what the paper gets.
    """
    page.set_viewport_size({"width": A4_TEXT, "height": 1000})
    page.goto(path)
    page.emulate_media(media="print")
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    return page.pdf(format="A4")


def flat(text: str) -> str:
    """Text with runs of spaces folded and hyphens left out (pdftotext joins a word hyphenated at a
    line's end without its hyphen), so a sentence compares equal however the page broke it."""
    return " ".join(text.replace("-", "").split())


def pdf_text(pdf: bytes) -> str:
    """The PDF's text, flattened as :func:`flat` does."""
    return flat(
        subprocess.run(["pdftotext", "-", "-"], input=pdf, capture_output=True, check=True).stdout.decode()
    )


def pdf_pages(pdf: bytes) -> int:
    out = subprocess.run(["pdfinfo", "-"], input=pdf, capture_output=True, check=True).stdout.decode()
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def words(text: str) -> str:
    return flat(html.unescape(re.sub(r"<[^>]+>", "", text)))


def answer_key_items(variant: str, language: str = "en") -> list[str]:
    """The written answers of the worksheet's teacher's sheet, as its source holds them."""
    source = (ROOT / "docs" / LANGUAGES[language] / "teach" / f"answers-{variant}.md").read_text(
        encoding="utf-8"
    )
    return [words(item) for item in re.findall(r"<li>(.*?)</li>", source, re.S)]


def checkpoints(page) -> list[dict]:
    return page.evaluate(
        "() => Array.from(document.querySelectorAll('script.lq-predict-data'), s => JSON.parse(s.textContent)[0])"
    )


def title(language: str, step: int) -> str:
    """A checkpoint's printed title, ``Predict step 3.``, in ``language``."""
    with using(language):
        return flat(predict.WORDS.word("title", step=step))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", WORKSHEETS)
def test_a_pupils_worksheet_prints_no_answer(site, page, variant, language):
    text = pdf_text(printed(page, site.url + LANGUAGES[language] + f"teach/worksheet-{variant}/"))
    asked = checkpoints(page)
    assert asked, "the worksheet has its Predict checkpoints"
    assert ANSWER_KEY[language] not in text
    for item in answer_key_items(variant, language):
        assert item[:50] not in text, f"the pupil's sheet prints the answer {item[:50]!r}"
    with using(language):
        net = flat(boards.WORDS["net"].split("{")[0])
        on_step = [flat(predict.WORDS.word("on-step", result=data["result"])) for data in asked]
    for data, result in zip(asked, on_step, strict=True):
        # the printed deal stops before the asked step, and its result is not printed either
        assert title(language, data["step"]) in text
        assert flat(data["text"]) not in text, f"step {data['step']} is printed with its answer"
        assert net not in text
        assert result not in text


def gains(language: str, seats: list[str], changes: list[int]) -> str:
    """Who gains on a step, as the answer key says it."""
    with using(language):
        return flat(predict.gains_words(seats, changes))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", WORKSHEETS)
def test_the_answer_key_prints_on_its_own_teachers_sheet(site, page, variant, language):
    page.goto(site.url + LANGUAGES[language] + f"teach/worksheet-{variant}/")
    asked = checkpoints(page)
    assert page.locator(f'a[href$="answers-{variant}/"]').count() >= 1, "the worksheet links its answer key"
    pdf = printed(page, site.url + LANGUAGES[language] + f"teach/answers-{variant}/")
    text = pdf_text(pdf)
    assert pdf_pages(pdf) <= 2
    for item in answer_key_items(variant, language):
        assert item[:50] in text
    for data in asked:
        # every checkpoint's answer, worked out by the engine from the worksheet's deal
        assert title(language, data["step"]).removesuffix(".") in text
        assert flat(data["text"]) in text
        if data["ask"] == "pays":
            assert flat(data["result"][1:]) in text
        else:
            assert gains(language, data["seats"], data["changes"]) in text


def test_a_printed_checkpoint_leaves_boxes_to_tick_and_room_to_write(site, page):
    printed(page, site.url + "teach/worksheet-pagat/")
    boxes = page.evaluate(
        """() => Array.from(document.querySelectorAll('.lq-predict'), box => ({
             ask: JSON.parse(box.querySelector('script.lq-predict-data').textContent)[0].ask,
             seats: JSON.parse(box.querySelector('script.lq-predict-data').textContent)[0].seats.length,
             ticks: Array.from(box.querySelectorAll('.lq-tick'), e => e.getBoundingClientRect())
                      .filter(r => r.width > 0).map(r => [r.width, r.height]),
             lines: Array.from(box.querySelectorAll('.lq-write'), e => e.getBoundingClientRect())
                      .filter(r => r.width > 0).map(r => r.width),
           }))"""
    )
    assert {box["ask"] for box in boxes} == {"gains", "pays"}
    for box in boxes:
        if box["ask"] == "gains":  # one box a seat, and one for nobody
            assert len(box["ticks"]) == box["seats"] + 1
            assert all(w >= 4 * MM and h >= 4 * MM for w, h in box["ticks"])
        else:  # a line a seat, long enough to write a signed number of chips on
            assert len(box["lines"]) == box["seats"]
            assert all(w >= 15 * MM for w in box["lines"])
    page.emulate_media(media="screen")
    assert page.evaluate("() => document.querySelector('.lq-predict-paper').getClientRects().length") == 0


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("handout", ONE_SHEET)
def test_a_handout_on_one_sheet_prints_on_one_sheet(site, page, handout, language):
    pdf = printed(page, site.url + LANGUAGES[language] + f"teach/handouts/{handout}/")
    assert ONE_SHEET_WORDS[language] in page.locator("h1").text_content()
    assert pdf_pages(pdf) == 1, f"{handout} prints on {pdf_pages(pdf)} pages"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_score_sheet_prints_every_column_inside_the_page(site, page, language):
    pdf = printed(page, site.url + LANGUAGES[language] + "teach/handouts/score-sheet/")
    assert pdf_pages(pdf) == 1
    text = pdf_text(pdf)
    with using(language):
        words = handouts.WORDS
        heads = [words["hand"], words["banker"], words.word("seat", number=1), words.word("seat", number=8)]
        heads += [words["sum"], words["total"].strip("*")]
    for head in heads:
        assert head in text, f"the column {head!r} is not printed"
    fits = page.evaluate(
        """() => {
             const table = document.querySelector('.md-content table');
             const page = document.querySelector('.md-content__inner').getBoundingClientRect();
             const box = table.getBoundingClientRect();
             const clipped = Array.from(document.querySelectorAll('.md-typeset__scrollwrap, .md-typeset__table'))
               .some(e => e.scrollWidth > e.clientWidth + 1);
             return {right: box.right, page: page.right, clipped};
           }"""
    )
    assert not fits["clipped"], "the score sheet scrolls in its own box, so its last columns are cut off"
    assert fits["right"] <= fits["page"] + 1, fits
    assert page.evaluate(WIDER) <= 0, "the sheet is wider than the paper, so Chromium shrinks it"


SMALLEST = """() => {
  const small = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element || element.closest('script, style')) continue;
    if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size < 12 - 0.01) small.push(`${size.toFixed(2)}px: ${node.textContent.trim().slice(0, 40)}`);
  }
  return small;
}"""


@pytest.mark.parametrize(
    "path",
    [
        "teach/worksheet-classic/",
        "teach/answers-classic/",
        "teach/handouts/rules-classic/",
        "teach/handouts/glossary/",
        "teach/handouts/score-sheet/",
        "teach/handouts/sources-court/",
        "rules/classic/",
        "fr/teach/worksheet-classic/",
        "fr/teach/handouts/glossary/",
        "fr/teach/handouts/score-sheet/",
    ],
)
def test_printed_text_is_at_least_9_points(site, page, path):
    printed(page, site.url + path)
    # a page wider than the paper is shrunk to fit it, and its text with it
    assert page.evaluate(WIDER) <= 0, "the page is wider than the paper, so Chromium shrinks it"
    small = page.evaluate(SMALLEST)
    assert not small, f"printed under 9 pt ({12 / PT:.0f} pt = 12 px): {json.dumps(small[:8])}"
