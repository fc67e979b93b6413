"""The odds pages' tables and charts, drawn at build time from the engine's exact figures.

A page asks for a figure table or a chart with a fenced block whose info string is ``odds`` and
whose body is TOML. Every number comes from ``Variant(options).odds()`` (what ``python -m
lansquenet odds VARIANT --set ...`` prints), picked by its exact label; a label the engine no
longer has fails the build, naming the file and line, so no page can show a figure that has gone.

Three kinds::

    ```odds
    kind = "table"                 # a table of figures: decimal first, exact fraction beside
    variant = "modern"
    options = { packs = 2 }        # the options the figures are for (default: the variant's own)
    rows = ["Chance the bank wins a round"]   # optional: just these labels, in this order
    caption = "..."
    ```

    ```odds
    kind = "line"                  # one line per series over a count (cutters, packs ...)
    variant = "classic"
    options = { rejouissance = false }
    title = "..."                  # the chart's title (also its accessible name)
    x = { name = "Cutters", values = [4, 5, 6] }
    y = "Stakes of the game per hand"
    series = [ { name = "...", label = "{x} cutters: bank's gain per hand, without the rejouissance" },
               { name = "...", label = "...", options = { removed_stake = "owner" } } ]
    ```

    ```odds
    kind = "bars"                  # one bar per figure, each from any variant
    title = "..."
    y = "..."
    bars = [ { name = "Pagat's table", variant = "pagat", label = "Bank's expected gain per chip staked" } ]
    ```

    ```odds
    kind = "rule-of-odds"          # the court game's rule-of-odds calculator (see calculator.py)
    ```

    ```odds
    kind = "lab"                   # the probability lab's controls (see lab_page.py and lab.js)
    ```

In a series, ``label`` is a template: ``{x}`` is the x value and ``{s}`` is ``s`` when it is
more than one ("{x} pack{s}"); ``rows`` may list the labels instead. A series' ``options`` are
laid over the block's. Each chart comes with a table of the same numbers beside it (its text
alternative). Every figure cell carries ``data-odds-variant``, ``data-odds-options``,
``data-odds-label`` and ``data-odds-value``, so a test can check it against the command line.
"""

from __future__ import annotations

import html
import json
import sys
import tomllib
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import calculator  # noqa: E402
import charts  # noqa: E402
import lab_page  # noqa: E402
import odds_pages_fr as fr  # noqa: E402

from lansquenet import grammar  # noqa: E402
from lansquenet.dealfile import fences, replace_fences  # noqa: E402
from lansquenet.errors import LansquenetError  # noqa: E402
from lansquenet.language import Phrases, current, using  # noqa: E402
from lansquenet.variants import find_variant  # noqa: E402

INFO = "odds"
KINDS = ("table", "line", "bars", "rule-of-odds", "lab")

WORDS: Phrases[str] = Phrases(
    en={
        "figure": "Figure",
        "decimal": "Decimal",
        "exact": "Exact",
        "how": "How it is found",
        "game": "Game",
        "values": "{title}: the values",
        "by": "By {axis}, from {first} to {last}. ",
        "series": "{name}: {start} at {first}, {end} at {last}",
        "bar": "{name}: {value}",
        "between": "; ",
        "beside": ". The table beside gives every value.",
    },
    fr=fr.WORDS,
)
"""The words round the figures, in the language of the moment; the figures' labels are the engine's."""

TEXTS: Phrases[str] = Phrases(en={text: text for text in fr.TEXTS}, fr=fr.TEXTS)
"""The words the English pages' blocks give (a caption, a chart's title, axes, series and bars),
keyed by themselves: a French page that keeps a block as the English page writes it reads in French."""


def told(text: str) -> str:
    """A block's own words in the language of the moment: the French of an English page's words
    where :data:`TEXTS` has it; any other words (a page's own French) as they are."""
    return TEXTS[text] if text in TEXTS else text


class OddsBlockError(ValueError):
    """An ```odds block that cannot be drawn; the message names the file and line."""


@dataclass(frozen=True)
class Figure:
    """One exact figure of the engine, with what it takes to ask the command line for it again."""

    variant: str
    options: tuple[tuple[str, object], ...]
    label: str
    value: Fraction
    percent: bool
    how: str
    key: str = ""

    @property
    def number(self) -> float:
        return float(self.value)

    def attributes(self) -> str:
        """The ``data-odds-*`` attributes that tie a cell to ``python -m lansquenet odds``."""
        data = {
            "variant": self.variant,
            "options": json.dumps(dict(self.options), sort_keys=True),
            "label": self.label,
            "value": str(self.value),
        }
        return " ".join(f'data-odds-{key}="{html.escape(value)}"' for key, value in data.items())


def _key(options: dict) -> tuple[tuple[str, object], ...]:
    return tuple(sorted(options.items()))


@cache
def figures(variant: str, options: tuple[tuple[str, object], ...], language: str = "en") -> dict[str, Figure]:
    """Every exact figure the engine gives for ``variant`` with ``options``, by label, told in
    ``language`` (English unless given)."""
    try:
        with using(language):
            rows = find_variant(variant)(dict(options)).odds()
    except LansquenetError as exc:
        raise OddsBlockError(str(exc)) from None
    found: dict[str, Figure] = {}
    for row in rows:
        fig = Figure(variant, options, row.label, Fraction(row.value), row.percent, row.how, row.key)
        found[row.label] = AMBIGUOUS if row.label in found else fig
    return found


# Stands for a label the engine gives to two figures: a page cannot name either of them.
AMBIGUOUS = Figure("", (), "", Fraction(0), False, "")


def figure(variant: str, options: dict, label: str) -> Figure:
    """The figure called ``label``, told in the language of the moment; raises
    :class:`OddsBlockError` listing the labels there are.

    ``label`` is the English label (a page in any language names its figures as the English page
    does): it picks its row's ``key``, and the figure of that key is told in the language of the
    moment.
    """
    found = figures(variant, _key(options))
    if label not in found:
        raise OddsBlockError(
            f"the {variant} odds have no figure {label!r}; they have: " + "; ".join(found) + "."
        )
    if found[label] is AMBIGUOUS:
        raise OddsBlockError(
            f"the {variant} odds give two figures the label {label!r}, so a page cannot name one."
        )
    english = found[label]
    if current() == "en":
        return english
    told_here = [f for f in figures(variant, _key(options), current()).values() if f.key == english.key]
    if not english.key or len(told_here) != 1:
        raise OddsBlockError(f"the {variant} odds have no figure {label!r} in {current()}.")
    return told_here[0]


def decimal(value: Fraction, percent: bool) -> str:
    """The figure in decimals: a percentage with two places (three significant figures when tiny),
    or a plain number with three places, a count as it is (``2,652``). A minus sign, not a hyphen;
    in French a decimal comma, thousands apart and a space before the percent sign (``52,94 %``)."""
    number = float(value) * (100 if percent else 1)
    if not percent and value.denominator == 1:
        return grammar.number(value.numerator).replace("-", "\u2212")
    if value == 0:
        text = "0"
    elif percent and abs(number) < 0.1:
        text = f"{number:.2g}" if abs(number) >= 0.001 else f"{number:.1e}"
    elif current() != "en":
        text = grammar.decimal(number, 2 if percent else 3)
    else:
        text = f"{number:.2f}" if percent else f"{number:.3f}"
    text = text.replace("-", "\u2212")
    if current() != "en":
        text = text.replace(".", ",")
    return grammar.percent(text) if percent and value != 0 else text


def exact(value: Fraction) -> str:
    """The exact fraction as written on the page: ``7/103``, ``−3/4``, ``0``, ``2652``."""
    text = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    return text.replace("-", "\u2212")


def cells(fig: Figure) -> str:
    """The decimal cell, then the exact fraction beside it."""
    return (
        f'<td class="lq-odds-decimal" {fig.attributes()}>{html.escape(decimal(fig.value, fig.percent))}</td>'
        f'<td class="lq-odds-exact"><span class="lq-fraction">{html.escape(exact(fig.value))}</span></td>'
    )


def figure_table(figs: list[Figure], caption: str, how: bool = True) -> str:
    """A table of figures, one per row: what it is, its decimal, its exact fraction (and how it is found)."""
    head = "<tr>" + "".join(f'<th scope="col">{WORDS[k]}</th>' for k in ("figure", "decimal", "exact"))
    head += f'<th scope="col">{html.escape(WORDS["how"], quote=False)}</th></tr>' if how else "</tr>"
    rows = []
    for fig in figs:
        row = f'<tr><th scope="row">{html.escape(fig.label)}</th>{cells(fig)}'
        row += f"<td>{html.escape(fig.how)}</td></tr>" if how else "</tr>"
        rows.append(row)
    return (
        '<div class="lq-odds"><table>'
        + (f"<caption>{html.escape(caption)}</caption>" if caption else "")
        + f"<thead>{head}</thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _options(spec: dict, key: str = "options") -> dict:
    options = spec.get(key, {})
    if not isinstance(options, dict):
        raise OddsBlockError(f"{key} must be a TOML table, like {key} = {{ packs = 2 }}.")
    return options


def _need(spec: dict, key: str, kind: type) -> object:
    value = spec.get(key)
    if not isinstance(value, kind):
        raise OddsBlockError(f"an odds {spec.get('kind')} block needs {key} ({kind.__name__}).")
    return value


def render_table(spec: dict) -> str:
    variant = _need(spec, "variant", str)
    options = _options(spec)
    labels = spec.get("rows")
    if labels is None:
        figs = [f for f in figures(variant, _key(options), current()).values() if f is not AMBIGUOUS]
    else:
        figs = [figure(variant, options, label) for label in labels]
    return figure_table(figs, told(spec.get("caption", "")))


def series_labels(item: dict, xs: list) -> list[str]:
    """The labels of one series: its ``rows``, or its ``label`` template filled for each x."""
    if "rows" in item:
        rows = item["rows"]
        if not isinstance(rows, list) or len(rows) != len(xs):
            raise OddsBlockError(f"series {item.get('name')!r} needs one row per x value ({len(xs)}).")
        return rows
    template = item.get("label")
    if not isinstance(template, str):
        raise OddsBlockError(f"series {item.get('name')!r} needs a label template or rows.")
    return [template.format(x=x, s="s" if isinstance(x, int) and x > 1 else "") for x in xs]


def _describe(series: list[tuple[str, list[Figure]]], xs: list, x_name: str) -> str:
    """The chart in one or two sentences: where each line starts and ends."""
    parts = []
    for name, figs in series:
        first, last = figs[0], figs[-1]
        parts.append(
            WORDS.word(
                "series",
                name=name,
                start=decimal(first.value, first.percent),
                first=xs[0],
                end=decimal(last.value, last.percent),
                last=xs[-1],
            )
        )
    return (
        WORDS.word("by", axis=x_name.lower(), first=xs[0], last=xs[-1])
        + WORDS["between"].join(parts)
        + WORDS["beside"]
    )


def render_line(spec: dict, chart_id: str) -> str:
    variant = _need(spec, "variant", str)
    options = _options(spec)
    title = told(_need(spec, "title", str))
    axis = _need(spec, "x", dict)
    xs, x_name = axis.get("values"), told(axis.get("name", ""))
    if not isinstance(xs, list) or not xs:
        raise OddsBlockError("x needs values, a list like values = [1, 2, 3].")
    series = []
    for item in _need(spec, "series", list):
        merged = {**options, **_options(item)}
        labels = series_labels(item, xs)
        series.append((told(item.get("name", "")), [figure(variant, merged, label) for label in labels]))
    percent = series[0][1][0].percent
    svg = charts.line_chart(
        chart_id,
        title,
        told(spec.get("desc", "")) or _describe(series, xs, x_name),
        x_name,
        xs,
        told(spec.get("y", "")),
        [(name, [f.number for f in figs]) for name, figs in series],
        percent,
    )
    head = f'<tr><th scope="col">{html.escape(x_name)}</th>' + "".join(
        f'<th scope="col" colspan="2">{html.escape(name)}</th>' for name, _ in series
    )
    pair = f'<th scope="col">{WORDS["decimal"]}</th><th scope="col">{WORDS["exact"]}</th>'
    sub = "<tr><td></td>" + pair * len(series) + "</tr>"
    body = "".join(
        f'<tr><th scope="row">{html.escape(str(x))}</th>'
        + "".join(cells(figs[i]) for _, figs in series)
        + "</tr>"
        for i, x in enumerate(xs)
    )
    table = (
        f"<table><caption>{html.escape(WORDS.word('values', title=title))}</caption>"
        f"<thead>{head}</tr>{sub}</thead><tbody>{body}</tbody></table>"
    )
    return _figure(svg, title, table)


def render_bars(spec: dict, chart_id: str) -> str:
    title = told(_need(spec, "title", str))
    figs = []
    for item in _need(spec, "bars", list):
        variant = item.get("variant") or spec.get("variant")
        if not isinstance(variant, str):
            raise OddsBlockError(f"bar {item.get('name')!r} needs a variant.")
        merged = {**_options(spec), **_options(item)}
        figs.append((told(item.get("name", "")), figure(variant, merged, item.get("label", ""))))
    percent = figs[0][1].percent
    desc = told(spec.get("desc", "")) or (
        WORDS["between"].join(
            WORDS.word("bar", name=name, value=decimal(f.value, f.percent)) for name, f in figs
        )
        + WORDS["beside"]
    )
    svg = charts.bar_chart(
        chart_id, title, desc, told(spec.get("y", "")), [(n, f.number) for n, f in figs], percent
    )
    rows = "".join(f'<tr><th scope="row">{html.escape(name)}</th>{cells(f)}</tr>' for name, f in figs)
    head = "".join(f'<th scope="col">{WORDS[k]}</th>' for k in ("game", "decimal", "exact"))
    table = (
        f"<table><caption>{html.escape(WORDS.word('values', title=title))}</caption>"
        f"<thead><tr>{head}</tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )
    return _figure(svg, title, table)


def _figure(svg: str, title: str, table: str) -> str:
    """The chart and its table side by side (stacked on a narrow screen), never split in print.

    The caption comes first in the page as on the screen: a first paint of a half-read page
    then never has the picture move down to make room for it."""
    return (
        '<figure class="lq-chart">'
        f"<figcaption>{html.escape(title)}</figcaption>"
        f'<div class="lq-chart-picture">{svg}</div>'
        f'<div class="lq-chart-values">{table}</div>'
        "</figure>"
    )


def render(spec: dict, chart_id: str, urls: dict[str, str] | None = None) -> str:
    """The HTML for one block's parsed TOML; raises :class:`OddsBlockError`.

    ``urls`` are the page's addresses of the engine worker, the packed engine and the runtime,
    which the lab needs (see ``hooks._urls``)."""
    kind = spec.get("kind")
    if kind not in KINDS:
        raise OddsBlockError(f"an odds block's kind must be one of {', '.join(KINDS)}, not {kind!r}.")
    if kind == "table":
        return render_table(spec)
    if kind == "line":
        return render_line(spec, chart_id)
    if kind == "rule-of-odds":
        return calculator.render()
    if kind == "lab":
        if not urls:
            raise OddsBlockError("the lab needs the page's engine addresses; render it from the site build.")
        return lab_page.render(urls)
    return render_bars(spec, chart_id)


def replace_blocks(markdown: str, path: str = "", urls: dict[str, str] | None = None) -> str:
    """``markdown`` with every ```odds block replaced by its table or chart (one HTML block each)."""
    blocks = fences(markdown, INFO)
    if not blocks:
        return markdown
    rendered = []
    for number, block in enumerate(blocks, start=1):
        where = f"{path}:{block.line}"
        try:
            spec = tomllib.loads(block.body)
        except tomllib.TOMLDecodeError as exc:
            raise OddsBlockError(f"{where}: the odds block is not valid TOML ({exc}).") from None
        try:
            rendered.append(render(spec, f"lq-chart-{number}", urls))
        except OddsBlockError as exc:
            raise OddsBlockError(f"{where}: {exc}") from None
    return replace_fences(markdown, blocks, rendered)
