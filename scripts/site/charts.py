"""SVG charts written at build time: a line chart (a figure against a count) and a bar chart.

The odds pages draw every chart here from numbers the engine computed (see ``odds_pages.py``);
nothing in this module knows about cards. A chart is plain inline SVG, readable with JavaScript
off and in print:

* ``role="img"`` with a ``<title>`` and a ``<desc>`` (referenced by ``aria-labelledby``), so a
  screen reader announces what the chart shows; the page puts the same numbers in a table
  beside it, which is the full text alternative;
* axes, ticks and words drawn in ``currentColor``; each series takes its colour from a CSS
  variable (``--lq-chart-1`` ...) that the stylesheet sets per colour scheme and for print, and
  also differs by its marker shape and dash pattern, so colour is never the only sign;
* a legend inside the picture, and a value label at the end of each line, so a printed chart
  needs no colour at all.

Every function is pure: numbers in, SVG text out, its numbers written as the language of the
moment writes them (a decimal comma in French).
"""

from __future__ import annotations

import html
import math

from lansquenet import grammar
from lansquenet.language import current

WIDTH, HEIGHT = 640, 340
LEFT, RIGHT, TOP, BOTTOM = 72, 150, 24, 56
MARKERS = ("circle", "square", "triangle", "diamond")
DASHES = ("", "6 4", "2 3", "10 3 2 3")


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering ``low``..``high`` (about ``count`` of them), always including 0 when in range."""
    if high <= low:
        high = low + 1
    raw = (high - low) / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    start = math.floor(low / step) * step
    ticks = []
    value = start
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(ticks[-1] + step, 10))
    return ticks


def tick_text(value: float, percent: bool) -> str:
    """A tick's words: ``12%`` or ``1.5``, without needless decimals (in French ``12 %``, ``1,5``)."""
    if percent:
        value *= 100
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    text = _local(text.replace("-", "\u2212"))
    return grammar.percent(text) if percent else text


def value_text(value: float, percent: bool) -> str:
    """A value label: a percentage to one decimal place, or a number to two (in French ``1,2 %``)."""
    if value == 0:
        return "0"
    text = _local((f"{value * 100:.1f}" if percent else f"{value:.2f}").replace("-", "\u2212"))
    return grammar.percent(text) if percent else text


def _local(number: str) -> str:
    """A number written with a decimal point, as the language of the moment writes it."""
    return number if current() == "en" else number.replace(".", ",")


def _marker(shape: str, x: float, y: float, css: str) -> str:
    if shape == "circle":
        return f'<circle class="{css}" cx="{x:.1f}" cy="{y:.1f}" r="4"/>'
    if shape == "square":
        return f'<rect class="{css}" x="{x - 3.5:.1f}" y="{y - 3.5:.1f}" width="7" height="7"/>'
    if shape == "triangle":
        return f'<path class="{css}" d="M{x:.1f} {y - 5:.1f}L{x + 4.5:.1f} {y + 3.5:.1f}L{x - 4.5:.1f} {y + 3.5:.1f}Z"/>'
    return f'<path class="{css}" d="M{x:.1f} {y - 5:.1f}L{x + 5:.1f} {y:.1f}L{x:.1f} {y + 5:.1f}L{x - 5:.1f} {y:.1f}Z"/>'


def _frame(chart_id: str, title: str, desc: str, body: list[str]) -> str:
    """The ``<svg>`` element around ``body``, with its title and description for assistive technology."""
    t, d = f"{chart_id}-title", f"{chart_id}-desc"
    return "".join(
        [
            f'<svg class="lq-chart-svg" id="{chart_id}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
            f'aria-labelledby="{t} {d}" xmlns="http://www.w3.org/2000/svg">',
            f'<title id="{t}">{html.escape(title)}</title>',
            f'<desc id="{d}">{html.escape(desc)}</desc>',
            *body,
            "</svg>",
        ]
    )


def _y_axis(ticks: list[float], scale, percent: bool, y_name: str, right: float = WIDTH - RIGHT) -> list[str]:
    out = []
    for tick in ticks:
        y = scale(tick)
        css = "lq-chart-zero" if tick == 0 else "lq-chart-grid"
        out.append(f'<line class="{css}" x1="{LEFT}" x2="{right:.1f}" y1="{y:.1f}" y2="{y:.1f}"/>')
        out.append(
            f'<text class="lq-chart-tick" x="{LEFT - 8}" y="{y + 4:.1f}" text-anchor="end">'
            f"{html.escape(tick_text(tick, percent))}</text>"
        )
    middle = (TOP + HEIGHT - BOTTOM) / 2
    out.append(
        f'<text class="lq-chart-axis" transform="translate(16 {middle:.1f}) rotate(-90)" '
        f'text-anchor="middle">{html.escape(y_name)}</text>'
    )
    return out


def _y_scale(values: list[float]):
    low, high = min([0.0, *values]), max([0.0, *values])
    ticks = nice_ticks(low, high)
    bottom, top = ticks[0], ticks[-1]
    span = top - bottom or 1

    def scale(v: float) -> float:
        return HEIGHT - BOTTOM - (v - bottom) / span * (HEIGHT - TOP - BOTTOM)

    return ticks, scale


def line_chart(
    chart_id: str,
    title: str,
    desc: str,
    x_name: str,
    xs: list,
    y_name: str,
    series: list[tuple[str, list[float]]],
    percent: bool,
) -> str:
    """Lines of ``series`` (name, one value per x) over the categories ``xs``, with a legend on the right."""
    values = [v for _, ys in series for v in ys]
    ticks, scale = _y_scale(values)
    inner = WIDTH - LEFT - RIGHT
    step = inner / max(len(xs) - 1, 1)

    def at(i: int) -> float:
        return LEFT + (i * step if len(xs) > 1 else inner / 2)

    body = _y_axis(ticks, scale, percent, y_name)
    for i, x in enumerate(xs):
        body.append(
            f'<text class="lq-chart-tick" x="{at(i):.1f}" y="{HEIGHT - BOTTOM + 18}" text-anchor="middle">'
            f"{html.escape(str(x))}</text>"
        )
    body.append(
        f'<text class="lq-chart-axis" x="{LEFT + inner / 2:.1f}" y="{HEIGHT - 12}" text-anchor="middle">'
        f"{html.escape(x_name)}</text>"
    )
    for number, (name, ys) in enumerate(series):
        css = f"lq-series-{number % 4 + 1}"
        points = " ".join(f"{at(i):.1f},{scale(v):.1f}" for i, v in enumerate(ys))
        dash = DASHES[number % 4]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        body.append(f'<g class="lq-chart-series {css}">')
        body.append(f'<polyline class="lq-chart-line" points="{points}"{dash_attr}/>')
        body.extend(_marker(MARKERS[number % 4], at(i), scale(v), "lq-chart-mark") for i, v in enumerate(ys))
        legend_y = TOP + 14 + number * 40
        lx = WIDTH - RIGHT + 16
        body.append(
            f'<line class="lq-chart-line" x1="{lx}" x2="{lx + 22}" y1="{legend_y}" y2="{legend_y}"{dash_attr}/>'
        )
        body.append(_marker(MARKERS[number % 4], lx + 11, legend_y, "lq-chart-mark"))
        for row, words in enumerate(wrap(name, 16)[:3]):
            body.append(
                f'<text class="lq-chart-legend" x="{lx + 28}" y="{legend_y + 4 + row * 13}">{html.escape(words)}</text>'
            )
        body.append("</g>")
    return _frame(chart_id, title, desc, body)


def bar_chart(
    chart_id: str, title: str, desc: str, y_name: str, bars: list[tuple[str, float]], percent: bool
) -> str:
    """One bar per (name, value), its value written above (or below, when negative) the bar."""
    ticks, scale = _y_scale([v for _, v in bars])
    inner = WIDTH - LEFT - 24
    slot = inner / max(len(bars), 1)
    width = min(slot * 0.6, 90)
    body = _y_axis(ticks, scale, percent, y_name, right=LEFT + inner)
    zero = scale(0)
    for number, (name, value) in enumerate(bars):
        x = LEFT + slot * number + (slot - width) / 2
        y = scale(value)
        top, height = min(y, zero), abs(zero - y)
        body.append(
            f'<rect class="lq-chart-bar lq-series-{number % 4 + 1}" x="{x:.1f}" y="{top:.1f}" '
            f'width="{width:.1f}" height="{max(height, 1):.1f}"/>'
        )
        label_y = top - 6 if value >= 0 else top + height + 14
        body.append(
            f'<text class="lq-chart-value" x="{x + width / 2:.1f}" y="{label_y:.1f}" text-anchor="middle">'
            f"{html.escape(value_text(value, percent))}</text>"
        )
        for row, words in enumerate(wrap(name, int(slot / 7))[:3]):
            body.append(
                f'<text class="lq-chart-tick" x="{x + width / 2:.1f}" y="{HEIGHT - BOTTOM + 16 + row * 13}" '
                f'text-anchor="middle">{html.escape(words)}</text>'
            )
    return _frame(chart_id, title, desc, body)


def wrap(text: str, width: int) -> list[str]:
    """Words broken into lines of at most ``width`` characters (a long word keeps its own line)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines
