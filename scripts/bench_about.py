"""The About page's Measurements section: what ``scripts/bench --write-about`` writes there.

The same figures go to the English page (docs/about.md) and the French one (docs/fr/about.md),
each page's words from :data:`WORDS` and its numbers written as its language writes them. Kept
apart from the measuring (scripts/bench) so that each file has one job, and so that the section
can be checked without a browser (tests/test_bench_about.py).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from statistics import median

from lansquenet import grammar
from lansquenet.language import Phrases, current, using

ROOT = Path(__file__).resolve().parents[1]

ABOUTS: dict[str, Path] = {"en": ROOT / "docs" / "about.md", "fr": ROOT / "docs" / "fr" / "about.md"}
"""The About page in each language, each with the bench markers: what ``--write-about`` fills."""
BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"


WORDS: Phrases[str] = Phrases(
    en={
        "intro": "From one run of `scripts/bench` in headless Chromium {chromium} on a 2-core build machine,\n"
        "the site served precompressed, each figure from an empty cache unless it says warm:",
        "head": "| What | Figure |",
        "pages": "| Pages measured | {count} |",
        "largest": "| Bytes a page transfers before Pyodide, largest (`/{path}`) | {kb} KB |",
        "median": "| Bytes a page transfers before Pyodide, median | {kb} KB |",
        "first_step": "| First board ready to step on the heaviest page with a board (`/{path}`)"
        " | {ms} ms after DOMContentLoaded |",
        "engine": "| Live engine ready ({how}) | {ms} ms after starting the worker |",
        "engine.restored": "restored from its snapshot",
        "engine.plain": "Pyodide and the engine",
        "unpacked": "| of which the snapshot downloaded and unpacked | {ms} ms after the start |",
        "reseeded": "| of which, after Python is back, unpacking the engine's files and reseeding | {ms} ms |",
        "plain": "| Live engine ready without the snapshot (Pyodide, then the engine imported) | {ms} ms |",
        "bare": "| Bare `loadPyodide()`, measured the same way | {ms} ms |",
        "ratio": "| Ratio: live engine / bare Pyodide | {ratio} (without the snapshot {plain}) |",
        "cache.cold": "empty cache",
        "cache.warm": "warm cache",
        "deal": "| New deal → first step shown ({cache}) | {ms} ms, {mb} MB over the network |",
        "answered": "| Start on a Play page → engine's first decision in the page ({cache}) | {ms} ms, {mb} MB |",
        "shown": "| Start → first decision's buttons shown, at the Normal pace ({cache}) | {ms} ms |",
        "ratio_deal": "| Ratio: New deal (empty cache) / bare Pyodide | {ratio} |",
        "load": "The machine's load average when the run began: {load} (1, 5 and 15 minutes).",
        "lh.one": "Lighthouse (performance, default mobile settings, one run a page):",
        "lh.runs": "Lighthouse (performance, default mobile settings, {runs} runs a page;"
        " each row is its page's median run):",
        "lh.passing": "{passing} of {count} pages score at least 95 with no layout shift and under 200 ms",
        "lh.passing.one": "{passing} of {count} pages score at least 95 with no layout shift and under 200 ms",
        "lh.median": "of blocking time; the median blocking time is {ms} ms,",
        "lh.largest": "the largest {ms} ms (`/{path}`).",
        "lh.largest.runs": "the largest {ms} ms (`/{path}`);"
        " the largest of any single run {worst} ms (`/{worst_path}`).",
        "lh.head": "| Page | Score | Layout shift | Total blocking time | First paint |",
        "lh.head.worst": " Blocking time, worst run |",
    },
    fr={
        "intro": "D'après une exécution de `scripts/bench` dans Chromium {chromium} sans interface, sur une machine de\n"
        "construction à 2 cœurs, le site servi précompressé, chaque chiffre mesuré avec un cache vide sauf\n"
        "mention « cache chaud » :",
        "head": "| Mesure | Chiffre |",
        "pages": "| Pages mesurées | {count} |",
        "largest": "| Octets qu'une page transfère avant Pyodide, au plus (`/{path}`) | {kb} Ko |",
        "median": "| Octets qu'une page transfère avant Pyodide, médiane | {kb} Ko |",
        "first_step": "| Premier plateau prêt à parcourir sur la page la plus lourde qui en a un (`/{path}`)"
        " | {ms} ms après DOMContentLoaded |",
        "engine": "| Moteur prêt ({how}) | {ms} ms après le lancement du *worker* |",
        "engine.restored": "restauré depuis son instantané",
        "engine.plain": "Pyodide et le moteur",
        "unpacked": "| dont l'instantané téléchargé et décompressé | {ms} ms après le lancement |",
        "reseeded": "| dont, une fois Python revenu, la décompression des fichiers du moteur et la nouvelle graine"
        " | {ms} ms |",
        "plain": "| Moteur prêt sans l'instantané (Pyodide, puis import du moteur) | {ms} ms |",
        "bare": "| `loadPyodide()` seul, mesuré de la même façon | {ms} ms |",
        "ratio": "| Rapport : moteur prêt / Pyodide seul | {ratio} (sans l'instantané {plain}) |",
        "cache.cold": "cache vide",
        "cache.warm": "cache chaud",
        "deal": "| Nouvelle donne → première étape affichée ({cache}) | {ms} ms, {mb} Mo sur le réseau |",
        "answered": "| Commencer sur une page Jouer → première décision du moteur dans la page ({cache})"
        " | {ms} ms, {mb} Mo |",
        "shown": "| Commencer → boutons de la première décision affichés, au rythme normal ({cache}) | {ms} ms |",
        "ratio_deal": "| Rapport : Nouvelle donne (cache vide) / Pyodide seul | {ratio} |",
        "load": "La charge moyenne de la machine au début de l'exécution : {load} (1, 5 et 15 minutes).",
        "lh.one": "Lighthouse (performance, réglages mobiles par défaut, une exécution par page) :",
        "lh.runs": "Lighthouse (performance, réglages mobiles par défaut, {runs} exécutions par page ;"
        " chaque ligne est l'exécution médiane de sa page) :",
        "lh.passing": "{passing} pages sur {count} obtiennent au moins 95, sans décalage de mise en page"
        " et avec moins de 200 ms",
        "lh.passing.one": "{passing} page sur {count} obtient au moins 95, sans décalage de mise en page"
        " et avec moins de 200 ms",
        "lh.median": "de blocage ; le temps de blocage médian est de {ms} ms,",
        "lh.largest": "le plus long de {ms} ms (`/{path}`).",
        "lh.largest.runs": "le plus long de {ms} ms (`/{path}`) ;"
        " le plus long d'une seule exécution de {worst} ms (`/{worst_path}`).",
        "lh.head": "| Page | Score | Décalage de mise en page | Temps de blocage total | Premier affichage |",
        "lh.head.worst": " Temps de blocage, pire exécution |",
    },
)
"""The words of the About page's Measurements section, in each language (``lh.passing.one``: French
says "1 page sur 4 obtient", where English keeps "1 of 4 pages score")."""


def figure(x: float, digits: int = 0, grouped: bool = True) -> str:
    """``x`` with ``digits`` decimals as the language of the moment writes it: ``1,075`` and
    ``0.33`` in English, ``1 075`` (a narrow no-break space) and ``0,33`` in French. English
    marks thousands only where ``grouped`` (a ratio, a layout shift or a load is written bare);
    French always does."""
    if grouped or current() != "en":
        return grammar.decimal(x, digits)
    return f"{x:.{digits}f}"


def click_rows(f: dict) -> list[str]:
    """The clicks' figures (``bench_engine.measure_clicks``) as rows of the About page's table."""
    rows = []
    for warmth in ("cold", "warm"):
        cache = WORDS.word(f"cache.{warmth}")
        deal, play = f[f"deal_{warmth}"], f[f"play_{warmth}"]
        rows += [
            WORDS.word("deal", cache=cache, ms=figure(deal["shown_ms"]), mb=figure(deal["bytes"] / 1e6, 1)),
            WORDS.word(
                "answered", cache=cache, ms=figure(play["answered_ms"]), mb=figure(play["bytes"] / 1e6, 1)
            ),
            WORDS.word("shown", cache=cache, ms=figure(play["shown_ms"])),
        ]
    return rows


def about_section(f: dict) -> str:
    """The Markdown the About page shows between its bench markers, in the language of the moment
    (:func:`~lansquenet.language.using`)."""
    word = WORDS.word
    weights = f["weights"]
    lines = [
        BEGIN,
        word("intro", chromium=f["chromium"]),
        "",
        word("head"),
        "| --- | --- |",
        word("pages", count=len(weights)),
        word("largest", path=f["heaviest"], kb=figure(max(weights.values()) / 1000)),
        word("median", kb=figure(median(weights.values()) / 1000)),
        word("first_step", path=f["boarded"], ms=figure(f["first_step_ms"])),
        word(
            "engine",
            how=word("engine.restored" if f["restored"] else "engine.plain"),
            ms=figure(f["engine_ms"]),
        ),
        word("unpacked", ms=figure(f["snapshot_unpacked_ms"])),
        word("reseeded", ms=figure(f["engine_unpack_ms"])),
        word("plain", ms=figure(f["plain_ms"])),
        word("bare", ms=figure(f["bare_ms"])),
        word(
            "ratio",
            ratio=figure(f["ratio_engine_to_bare"], 2, grouped=False),
            plain=figure(f["ratio_plain_to_bare"], 2, grouped=False),
        ),
        *click_rows(f["clicks"]),
        word("ratio_deal", ratio=figure(f["ratio_deal_to_bare"], 2, grouped=False)),
        "",
        word("load", load=" / ".join(figure(x, 1, grouped=False) for x in f["load"])),
        "",
    ]
    if f.get("lighthouse"):
        scored = f["lighthouse"]
        passing = sum(lh["score"] >= 95 and lh["tbt"] < 200 and lh["cls"] < 0.01 for lh in scored.values())
        worst = max(scored, key=lambda path: scored[path]["tbt"])
        runs = max(lh["runs"] for lh in scored.values())
        worst_run = max(scored, key=lambda path: scored[path]["tbt_worst"])
        largest = figure(scored[worst]["tbt"])
        lines += [
            word("lh.one") if runs == 1 else word("lh.runs", runs=runs),
            word("lh.passing" if passing > 1 else "lh.passing.one", passing=passing, count=len(scored)),
            word("lh.median", ms=figure(median(lh["tbt"] for lh in scored.values()))),
            word("lh.largest", ms=largest, path=worst)
            if runs == 1
            else word(
                "lh.largest.runs",
                ms=largest,
                path=worst,
                worst=figure(scored[worst_run]["tbt_worst"]),
                worst_path=worst_run,
            ),
            "",
            word("lh.head") + (word("lh.head.worst") if runs > 1 else ""),
            "| --- | --- | --- | --- | --- |" + (" --- |" if runs > 1 else ""),
        ]
        for path, lh in f["lighthouse"].items():
            lines.append(
                f"| `/{path}` | {lh['score']} | {figure(lh['cls'], 3, grouped=False)} | {figure(lh['tbt'])} ms"
                f" | {figure(lh['fcp'] / 1000, 1, grouped=False)} s |"
                + (f" {figure(lh['tbt_worst'])} ms |" if runs > 1 else "")
            )
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def write_about(f: dict, pages: Mapping[str, Path] = ABOUTS) -> None:
    """Put ``f`` between the bench markers of each page of ``pages`` (language code → About page),
    each in its language. Every page is read and checked before any is written."""
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), flags=re.DOTALL)
    filled = {}
    for code, page in pages.items():
        text = page.read_text(encoding="utf-8")
        found = pattern.search(text)
        if not found:
            raise SystemExit(f"bench: {page} has no {BEGIN} ... {END} section to fill")
        with using(code):
            section = about_section(f)
        filled[page] = text[: found.start()] + section + text[found.end() :]
    for page, text in filled.items():
        page.write_text(text, encoding="utf-8")
