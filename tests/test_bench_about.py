"""The About page's Measurements section, which ``scripts/bench --write-about`` writes in English
(docs/about.md) and in French (docs/fr/about.md) from the same figures.

:data:`FIGURES` are the figures of one earlier run, read back from the English page's table
then (:data:`ENGLISH`): in English they give that table byte for byte; in French, every word from
the French table and every number as French writes it. Whatever run wrote the pages now, both
must show the same numbers.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from lansquenet.language import NBSP, NNBSP, using

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import bench_about as bench  # noqa: E402  (scripts/bench's About section, importable without a browser)

WEIGHTS = {f"page-{n}/": 267_000 for n in range(69)} | {"rules/classic/": 306_000}
"""70 pages, the heaviest 306 KB and the median 267 KB."""


def lighthouse(score: int, tbt: float, fcp: float) -> dict:
    return {"score": score, "cls": 0.0, "tbt": tbt, "fcp": fcp, "runs": 1, "tbt_worst": tbt}


FIGURES = {
    "chromium": "156",
    "weights": WEIGHTS,
    "heaviest": "rules/classic/",
    "boarded": "rules/classic/",
    "first_step_ms": 98.2,
    "restored": True,
    "engine_ms": 1075.4,
    "snapshot_unpacked_ms": 725.0,
    "engine_unpack_ms": 59.8,
    "plain_ms": 4034.0,
    "bare_ms": 3307.0,
    "ratio_engine_to_bare": 0.325,
    "ratio_plain_to_bare": 1.2198,
    "ratio_deal_to_bare": 0.2537,
    "clicks": {
        "deal_cold": {"shown_ms": 839.0, "bytes": 12_104_000},
        "play_cold": {"answered_ms": 712.0, "shown_ms": 2012.0, "bytes": 12_160_000},
        "deal_warm": {"shown_ms": 948.0, "bytes": 1_200},
        "play_warm": {"answered_ms": 603.0, "shown_ms": 1907.0, "bytes": 0},
    },
    "load": [3.6, 4.2, 6.3],
    "lighthouse": {
        "": lighthouse(99, 144.0, 1100.0),
        "tutorials/pagat-worked-example/": lighthouse(100, 70.0, 1140.0),
        "rules/classic/": lighthouse(99, 104.0, 1400.0),
        "play/pagat/": lighthouse(100, 1.0, 1100.0),
    },
}

ENGLISH = """<!-- bench:begin -->
From one run of `scripts/bench` in headless Chromium 156 on a 2-core build machine,
the site served precompressed, each figure from an empty cache unless it says warm:

| What | Figure |
| --- | --- |
| Pages measured | 70 |
| Bytes a page transfers before Pyodide, largest (`/rules/classic/`) | 306 KB |
| Bytes a page transfers before Pyodide, median | 267 KB |
| First board ready to step on the heaviest page with a board (`/rules/classic/`) | 98 ms after DOMContentLoaded |
| Live engine ready (restored from its snapshot) | 1,075 ms after starting the worker |
| of which the snapshot downloaded and unpacked | 725 ms after the start |
| of which, after Python is back, unpacking the engine's files and reseeding | 60 ms |
| Live engine ready without the snapshot (Pyodide, then the engine imported) | 4,034 ms |
| Bare `loadPyodide()`, measured the same way | 3,307 ms |
| Ratio: live engine / bare Pyodide | 0.33 (without the snapshot 1.22) |
| New deal → first step shown (empty cache) | 839 ms, 12.1 MB over the network |
| Start on a Play page → engine's first decision in the page (empty cache) | 712 ms, 12.2 MB |
| Start → first decision's buttons shown, at the Normal pace (empty cache) | 2,012 ms |
| New deal → first step shown (warm cache) | 948 ms, 0.0 MB over the network |
| Start on a Play page → engine's first decision in the page (warm cache) | 603 ms, 0.0 MB |
| Start → first decision's buttons shown, at the Normal pace (warm cache) | 1,907 ms |
| Ratio: New deal (empty cache) / bare Pyodide | 0.25 |

The machine's load average when the run began: 3.6 / 4.2 / 6.3 (1, 5 and 15 minutes).

Lighthouse (performance, default mobile settings, one run a page):
4 of 4 pages score at least 95 with no layout shift and under 200 ms
of blocking time; the median blocking time is 87 ms,
the largest 144 ms (`/`).

| Page | Score | Layout shift | Total blocking time | First paint |
| --- | --- | --- | --- | --- |
| `/` | 99 | 0.000 | 144 ms | 1.1 s |
| `/tutorials/pagat-worked-example/` | 100 | 0.000 | 70 ms | 1.1 s |
| `/rules/classic/` | 99 | 0.000 | 104 ms | 1.4 s |
| `/play/pagat/` | 100 | 0.000 | 1 ms | 1.1 s |

<!-- bench:end -->"""
"""The section as docs/about.md showed it before the French page was written from the figures too."""


def runs_of_three(figures: dict) -> dict:
    """``figures`` with three Lighthouse runs a page, the engine not restored and one page passing:
    the section's other wording."""
    scored = {
        path: dict(lh, runs=3, tbt_worst=lh["tbt"] + 1000, score=99 if path == "" else 90)
        for path, lh in figures["lighthouse"].items()
    }
    return dict(figures, restored=False, lighthouse=scored)


def block(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    return text[text.index(bench.BEGIN) : text.index(bench.END) + len(bench.END)]


def words(text: str) -> set[str]:
    """The words of ``text`` (letters, accents and inner apostrophes: ``engine's``, ``d'après``),
    lower-cased, leaving out placeholders and code (a path, a command)."""
    prose = re.sub(r"\{\w+\}|`[^`]*`", " ", text)
    return {w.lower() for w in re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)*", prose)}


def test_the_english_section_reads_as_it_did():
    with using("en"):
        assert bench.about_section(FIGURES) == ENGLISH


def test_the_english_section_with_more_runs_marks_each_pages_worst_run():
    with using("en"):
        section = bench.about_section(runs_of_three(FIGURES)).splitlines()
    assert "| Live engine ready (Pyodide and the engine) | 1,075 ms after starting the worker |" in section
    assert (
        "Lighthouse (performance, default mobile settings, 3 runs a page; each row is its page's median run):"
        in section
    )
    assert "1 of 4 pages score at least 95 with no layout shift and under 200 ms" in section
    assert "the largest 144 ms (`/`); the largest of any single run 1,144 ms (`/`)." in section
    assert (
        "| Page | Score | Layout shift | Total blocking time | First paint | Blocking time, worst run |"
        in section
    )
    assert "| `/` | 99 | 0.000 | 144 ms | 1.1 s | 1,144 ms |" in section


def test_the_french_section_holds_no_english_and_writes_numbers_as_french_does():
    english_only = words(" ".join(bench.WORDS.tables["en"].values())) - words(
        " ".join(bench.WORDS.tables["fr"].values())
    )
    assert {"the", "of", "engine", "ready", "ratio", "warm", "largest", "kb", "mb"} <= english_only
    with using("fr"):
        sections = [bench.about_section(FIGURES), bench.about_section(runs_of_three(FIGURES))]
    for section in sections:
        assert not words(section) & english_only, sorted(words(section) & english_only)
        assert not re.search(r"\d\.\d|\d,\d{3} ms", section)  # no decimal point, no 1,075 ms
        assert " :" not in section and " ;" not in section
    section = sections[0]
    for shown in (
        f"| 1{NNBSP}075 ms après le lancement du *worker* |",
        f"| Rapport{NBSP}: moteur prêt / Pyodide seul | 0,33 (sans l'instantané 1,22) |",
        "| 839 ms, 12,1 Mo sur le réseau |",
        "| 603 ms, 0,0 Mo |",
        f"| 2{NNBSP}012 ms |",
        "| 306 Ko |",
        f"de l'exécution{NBSP}: 3,6 / 4,2 / 6,3 (1, 5 et 15 minutes).",
        f"mention «{NBSP}cache chaud{NBSP}»{NBSP}:",
        "| `/rules/classic/` | 99 | 0,000 | 104 ms | 1,4 s |",
    ):
        assert shown in section
    more = sections[1]
    assert f"3 exécutions par page{NNBSP}; chaque ligne" in more
    assert "1 page sur 4 obtient au moins 95" in more
    assert f"le plus long d'une seule exécution de 1{NNBSP}144 ms (`/`)." in more
    assert f"| `/` | 99 | 0,000 | 144 ms | 1,1 s | 1{NNBSP}144 ms |" in more


NUMBERS = {
    "en": re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"),
    "fr": re.compile(rf"\d{{1,3}}(?:{NNBSP}\d{{3}})+(?:,\d+)?|\d+(?:,\d+)?"),
}
"""A number as each language writes it: ``1,075`` and ``0.33`` in English, ``1 075`` (a narrow
no-break space) and ``0,33`` in French."""


def numbers(text: str, code: str) -> list[float]:
    """The numbers of ``text``, in order, as written in the language ``code``."""
    found = NUMBERS[code].findall(text)
    if code == "en":
        return [float(n.replace(",", "")) for n in found]
    return [float(n.replace(NNBSP, "").replace(",", ".")) for n in found]


def test_the_french_page_shows_what_the_english_page_shows():
    """docs/fr/about.md shows the figures docs/about.md shows, in the same order, whatever run
    wrote them (write_about writes both pages from one run's figures)."""
    english = numbers(block(ROOT / "docs" / "about.md"), "en")
    french = numbers(block(ROOT / "docs" / "fr" / "about.md"), "fr")
    assert len(english) > 40
    assert french == english


def test_the_numbers_are_read_back_as_written():
    """:func:`numbers` reads each language's way of writing the same figures (so the comparison
    above can fail)."""
    with using("en"):
        english = numbers(bench.about_section(FIGURES), "en")
    with using("fr"):
        french = numbers(bench.about_section(FIGURES), "fr")
        other = numbers(bench.about_section(dict(FIGURES, engine_ms=1076.0)), "fr")
    assert french == english and 1075 in english and 0.33 in english and 12.1 in english
    assert other != english


def test_write_about_fills_each_page_in_its_language(tmp_path):
    pages = {}
    for code, page in bench.ABOUTS.items():
        pages[code] = tmp_path / code / "about.md"
        pages[code].parent.mkdir()
        pages[code].write_text(page.read_text(encoding="utf-8"), encoding="utf-8")
    before = {code: page.read_text(encoding="utf-8") for code, page in pages.items()}
    figures = runs_of_three(FIGURES)
    bench.write_about(figures, pages)
    for code, page in pages.items():
        with using(code):
            section = bench.about_section(figures)
        text = page.read_text(encoding="utf-8")
        assert block(page) == section
        start = before[code].index(bench.BEGIN)
        end = before[code].index(bench.END) + len(bench.END)
        assert text == before[code][:start] + section + before[code][end:]
    assert "Lighthouse (performance, default mobile settings, 3 runs" in pages["en"].read_text(
        encoding="utf-8"
    )
    assert "réglages mobiles par défaut, 3 exécutions" in pages["fr"].read_text(encoding="utf-8")


def test_write_about_writes_nothing_when_a_page_lacks_its_markers(tmp_path):
    english, french = tmp_path / "about.md", tmp_path / "fr.md"
    english.write_text(f"# About\n\n{bench.BEGIN}\nold\n{bench.END}\n", encoding="utf-8")
    french.write_text("# À propos\n\nPas de mesures.\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"fr\.md has no"):
        bench.write_about(FIGURES, {"en": english, "fr": french})
    assert "old" in english.read_text(encoding="utf-8")
