"""A picture of each game's table, drawn at build time as inline SVG, with its text alternative.

A page asks for it with the marker ``<!-- table-diagram: GAME -->`` (a rules page and its
handout), replaced here by a ``<figure>``. What the picture shows is read from the engine, so the
pictures and the boards cannot disagree:

* the seats: how many by default and the range (the variant's ``seats`` option), the role each
  seat holds in a deal (the views of a few seeded deals), and where the bank goes next (the first
  change of banker in a few seeded matches);
* the cards: every zone a deal ends with, drawn on the side the engine gives it (the banker's
  left, the middle, his right), with the engine's own label; zones that share a prefix
  (``up-0`` ... ``up-5``) are drawn as one group, one in front of each seat when the engine has
  one per seat.

The words the engine does not hold (a group's name, a role's word, the sentences of the text
alternative) are in :mod:`diagram_phrases`. Where the stakes lie and which role is occasional are
what the sources say and the engine does not draw, so :data:`LAYOUT` says them per game.

The banker sits at the foot of the picture facing the table, so his left is the reader's left;
seats run counter-clockwise from his right, as the engine numbers them (``lansquenet.seats``).
Everything is drawn in ``currentColor`` with the fills of ``docs/stylesheets/diagrams.css``: it
follows the colour scheme and prints in black on white. The SVG scales with its box; its words
are 16 units high in a 480-unit width, so they read at 12 px on a 390 px phone and on paper.
"""

from __future__ import annotations

import html
import re
import sys
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

import charts  # noqa: E402
import diagram_phrases as words  # noqa: E402

from lansquenet import api  # noqa: E402
from lansquenet.language import current  # noqa: E402
from lansquenet.seats import DEFAULT_NAMES  # noqa: E402
from lansquenet.variants import find_variant  # noqa: E402

MARKER = re.compile(r"<!-- table-diagram: ([a-z]+) -->")
SEEDS = range(8)  # enough seeded deals that every zone and role of a deal shows up
WIDTH = 480
FONT = 16  # the words' size in SVG units: 12 px (9 pt) when the picture is 360 px wide
CARD_W, CARD_H = 26, 36


@dataclass(frozen=True)
class Layout:
    """What a game's sources say and its engine does not draw: where stakes lie, who comes and goes.

    ``stakes`` is a key of :data:`diagram_phrases.STAKE_PLACES`; ``stake_zone`` the zone (or
    group prefix) the stakes lie beside for ``by-zone``; ``occasional`` the roles of players who
    join for a while (drawn dashed, outside the ring of seats).
    """

    stakes: str
    stake_zone: str = ""
    occasional: tuple[str, ...] = ()


LAYOUT = {
    # court-game source §3: each cutter puts his stake on his up-card; §10: carabins join for a while
    "classic": Layout("on-seat-cards", occasional=("carabin",)),
    # 19th-century source §3: the banker stakes, the punters bet against the stake
    "modern": Layout("before-seats"),
    # online table: the banker posts a bank, the other seats stake against it
    "pagat": Layout("before-seats"),
    # encyclopedia: "Each player places his bet alongside the player's card"
    "encyclopedia": Layout("by-zone", stake_zone="players-card-"),
}


class DiagramError(Exception):
    """A marker names a game the engine does not deal."""


@dataclass(frozen=True)
class Zone:
    """One zone, or a group of zones sharing a prefix, as the picture draws it."""

    key: str
    label: str
    side: str
    count: int  # how many zones the group holds (1 for a single zone)
    per_seat: bool  # one zone for each seat: drawn in front of the seats, not in a column


@dataclass(frozen=True)
class Facts:
    """What the engine says about one game's table."""

    game: str
    title: str
    seats: int
    low: int
    high: int
    seat_role: str  # the role of a seat other than the banker's, during a deal
    roles: tuple[str, ...]  # every role a deal shows, the banker's first
    zones: tuple[Zone, ...]
    step: int  # +1: the bank goes to the banker's right; -1: to his left


def _group(zone_id: str) -> str:
    """The group prefix of a zone id (``up-`` for ``up-3``), or the id itself."""
    for prefix in words.GROUPS:
        if zone_id.startswith(prefix) and zone_id != prefix.rstrip("-"):
            return prefix
    return zone_id


def facts(game: str) -> Facts:
    """Deal a few seeded hands and matches of ``game`` and read its table from them, in the
    language of the moment (the zones' labels and the title are the engine's)."""
    return _facts(game, current())


@cache
def _facts(game: str, language: str) -> Facts:
    cls = find_variant(game)
    seats = cls.option("seats")
    roles: dict[str, None] = {"banker": None}
    seat_role = ""
    found: dict[str, tuple[str, str]] = {}
    for seed in SEEDS:
        transcript = api.deal({"variant": game, "seed": seed, "language": language})
        for step in transcript["steps"]:
            view = step["view"]
            held = [seat["role"] for seat in view["seats"]]
            if any(role in words.BEFORE_THE_BANK for role in held):
                continue
            roles.update(dict.fromkeys(held))
            if not seat_role:
                seat_role = next(r for i, r in enumerate(held) if i != view["banker"])
        for zone in transcript["steps"][-1]["view"]["zones"]:
            found.setdefault(zone["id"], (zone["label"], zone["side"]))
    groups: dict[str, list[str]] = {}
    for zone_id in found:
        groups.setdefault(_group(zone_id), []).append(zone_id)
    zones = []
    for key, members in groups.items():
        label, side = found[members[0]]
        suffixes = {m.removeprefix(key) for m in members}
        per_seat = key in words.GROUPS and suffixes == {str(i) for i in range(len(members))}
        shown = words.GROUPS[key] if key in words.GROUPS else re.sub(r"\s*\(.*\)$", "", label)
        zones.append(Zone(key, shown, side, len(members), per_seat))
    return Facts(
        game=game,
        title=cls.TITLE,
        seats=int(seats.default),  # type: ignore[call-overload]
        low=int(seats.low or 0),
        high=int(seats.high or 0),
        seat_role=seat_role,
        roles=tuple(roles),
        zones=tuple(zones),
        step=_bank_step(game),
    )


def _bank_step(game: str) -> int:
    """Where the bank goes when it changes hands in the engine's matches: +1 (right) or -1 (left)."""
    steps: Counter[int] = Counter()
    for seed in SEEDS:
        transcript = api.deal({"variant": game, "seed": seed, "scope": "match"})
        count = len(transcript["seats"])
        before = None
        for step in transcript["steps"]:
            banker = step["view"]["banker"]
            if before is not None and banker != before:
                steps[1 if (banker - before) % count == 1 else -1] += 1
                break
            before = banker
    return steps.most_common(1)[0][0] if steps else 1


# ----- drawing
def _text(x: float, y: float, text: str, css: str = "lq-dg-word", anchor: str = "middle") -> str:
    return f'<text class="{css}" x="{x:.0f}" y="{y:.0f}" text-anchor="{anchor}">{html.escape(text)}</text>'


def _label(x: float, y: float, text: str, width: int, anchor: str = "middle") -> list[str]:
    return [
        _text(x, y + i * (FONT + 2), line, anchor=anchor) for i, line in enumerate(charts.wrap(text, width))
    ]


def _card(x: float, y: float, css: str = "lq-dg-card", turn: float = 0) -> str:
    """A card with its top-left corner at (x, y), turned by ``turn`` degrees about its centre."""
    rotate = f' transform="rotate({turn:.0f} {x + CARD_W / 2:.0f} {y + CARD_H / 2:.0f})"' if turn else ""
    return f'<rect class="{css}" x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="3"{rotate}/>'


def _chip(x: float, y: float) -> str:
    return f'<circle class="lq-dg-chip" cx="{x:.0f}" cy="{y:.0f}" r="6"/>'


def _seat(x: float, y: float, initial: str, css: str = "lq-dg-seat") -> str:
    return f'<circle class="{css}" cx="{x:.0f}" cy="{y:.0f}" r="14"/>' + _text(
        x, y + 5, initial, "lq-dg-initial"
    )


def _seat_places(others: int, left: float, right: float, top: float, bottom: float) -> list[tuple]:
    """(x, y, side) of each seat but the banker's, counter-clockwise from the banker's right:
    up the right side, right to left along the top, down the left side."""
    side = max(1, round(others / 4)) if others >= 3 else 0
    across = others - 2 * side
    places = []
    for i in range(side):
        places.append((right + 24, bottom - (i + 1) * (bottom - top) / (side + 1), "right"))
    for i in range(across):
        places.append((right - (i + 0.5) * (right - left) / across, top - 24, "top"))
    for i in range(side):
        places.append((left - 24, top + (i + 1) * (bottom - top) / (side + 1), "left"))
    return places


def svg(game: str) -> str:
    """The table of ``game`` as an ``<svg role="img">`` with its title and description."""
    f = facts(game)
    layout = LAYOUT[game]
    role_words = words.ROLES[game]
    columns = {side: [z for z in f.zones if z.side == side and not z.per_seat] for side in words.SIDES}
    rows = max(len(c) for c in columns.values())
    band = 66 + (46 if any(z.per_seat for z in f.zones) else 0)  # below the seats' own cards
    left, right, top = 90.0, 390.0, 78.0
    bottom = top + band + 62 + 72 * rows
    height = bottom + 50
    body: list[str] = []
    body.append(
        f'<rect class="lq-dg-table" x="{left:.0f}" y="{top:.0f}" width="{right - left:.0f}" '
        f'height="{bottom - top:.0f}" rx="28"/>'
    )
    # the legend: what a chip and the arrow stand for (the arrow's words end inside the picture)
    body.append(_chip(14, 18) + _text(26, 23, words.WORDS["stakes"], anchor="start"))
    away_words = max(86, FONT // 2 * len(words.WORDS["next-banker"]) + 6)
    body.append(
        f'<path class="lq-dg-arrow" d="M{WIDTH - away_words - 20} 18h14" marker-end="url(#{game}-dg-head)"/>'
        + _text(WIDTH - away_words, 23, words.WORDS["next-banker"], anchor="start")
    )
    # the seats, the banker at the foot
    names = DEFAULT_NAMES
    places = _seat_places(f.seats - 1, left, right, top, bottom)
    seat_word = role_words[f.seat_role]
    for number, (x, y, side) in enumerate(places, start=1):
        body.append(_seat(x, y, names[number][0]))
        if side == "top":
            body.append(_text(x, y - 20, seat_word))
        else:
            body.append(_text(x, y + 32, seat_word))
        inward = {"right": (-52, -CARD_H / 2), "left": (52 - CARD_W, -CARD_H / 2), "top": (-CARD_W / 2, 36)}
        dx, dy = inward[side]
        if any(z.per_seat for z in f.zones):
            body.append(_card(x + dx, y + dy))
            if layout.stakes == "on-seat-cards":
                body.append(_chip(x + dx + CARD_W / 2, y + dy + CARD_H / 2))
        elif layout.stakes == "before-seats":
            body.append(_chip(x + dx + CARD_W / 2, y + dy + CARD_H / 2))
    banker_x, banker_y = WIDTH / 2, bottom + 30
    body.append(_seat(banker_x, banker_y, names[0][0], "lq-dg-seat lq-dg-banker"))
    away = -f.step  # the banker's word on the side the arrow does not take
    body.append(
        _text(
            banker_x + away * 24,
            banker_y + 5,
            role_words["banker"],
            "lq-dg-role",
            "end" if away < 0 else "start",
        )
    )
    # the stock in front of the banker, the bank beside it
    stock_y = bottom - CARD_H - 14
    body.append(_card(banker_x - CARD_W / 2 + 3, stock_y + 3, "lq-dg-back"))
    body.append(_card(banker_x - CARD_W / 2, stock_y, "lq-dg-back"))
    body.append(
        _text(banker_x + CARD_W / 2 + 8, stock_y + CARD_H / 2 + 5, words.WORDS["stock"], anchor="start")
    )
    if layout.stakes == "before-seats":
        bank_x = banker_x - 70
        body.extend(_chip(bank_x, stock_y + CARD_H - 4 - 5 * i) for i in range(3))
        body.append(_text(bank_x - 12, stock_y + CARD_H + 1, words.WORDS["bank"], anchor="end"))
    # where the bank goes next
    seat = places[0] if f.step == 1 else places[-1]
    sign = 1 if f.step == 1 else -1
    end_x, end_y = seat[0], seat[1] + (22 if seat[2] != "top" else 18)
    start_x = banker_x + sign * 20
    body.append(
        f'<path class="lq-dg-arrow" d="M{start_x:.0f} {banker_y + 8:.0f} Q{end_x:.0f} {banker_y + 16:.0f} '
        f'{end_x:.0f} {end_y + 30:.0f}" marker-end="url(#{game}-dg-head)"/>'
    )
    # the cards, by the side the engine lays them
    # columns drawn inward when the side seats' own cards lie on the table's edge
    inset = 70 if any(z.per_seat for z in f.zones) else 54
    centres = {"left": left + inset, "middle": (left + right) / 2, "right": right - inset}
    for side, zones in columns.items():
        for row, zone in enumerate(zones):
            cx, cy = centres[side], top + band + row * 72
            shown = min(zone.count, 3)
            for i in range(shown):
                body.append(_card(cx - CARD_W / 2 + (i - (shown - 1) / 2) * 12, cy - CARD_H / 2))
            if layout.stakes == "by-zone" and zone.key == layout.stake_zone:
                body.append(_chip(cx + CARD_W / 2 + (shown - 1) * 6 + 10, cy + 8))
            body.extend(_label(cx, cy + CARD_H / 2 + 17, zone.label, 10))
    # a player who joins for a while, dashed, outside the ring
    for number, role in enumerate(r for r in f.roles if r in layout.occasional):
        x, y = 40 + number * 40, bottom + 30
        body.append(_seat(x, y, "", "lq-dg-seat lq-dg-occasional"))
        body.append(_text(x - 18, y - 22, role_words[role], anchor="start"))
    title_id, desc_id = f"{game}-dg-title", f"{game}-dg-desc"
    return "".join(
        [
            f'<svg class="lq-dg-svg" viewBox="0 0 {WIDTH} {height:.0f}" role="img" '
            f'aria-labelledby="{title_id} {desc_id}" xmlns="http://www.w3.org/2000/svg">',
            f'<title id="{title_id}">{html.escape(words.WORDS.word("title", game=f.title))}</title>',
            f'<desc id="{desc_id}">{html.escape(_summary(f))}</desc>',
            f'<defs><marker id="{game}-dg-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" '
            'markerHeight="7" orient="auto-start-reverse"><path class="lq-dg-head" d="M0 0L10 5L0 10Z"/>'
            "</marker></defs>",
            *body,
            "</svg>",
        ]
    )


def _summary(f: Facts) -> str:
    return words.WORDS.word(
        "summary",
        banker=words.WORDS["banker"],
        pronoun=words.WORDS["pronoun"],
        others=words.PLURALS[f"{f.game}.{f.seat_role}"],
        count=f.seats,
        low=f.low,
        high=f.high,
    )


def description(game: str) -> list[str]:
    """The text alternative: who sits where and where the cards and stakes go, one sentence each."""
    f = facts(game)
    layout = LAYOUT[game]
    role_words = words.ROLES[game]
    seat_word = role_words[f.seat_role].lower()
    sentences = [_summary(f)]
    for zone in f.zones:
        if zone.per_seat:
            sentences.append(words.WORDS.word("per-seat", what=zone.label, role=seat_word))
        else:
            sentences.append(words.WORDS.word("zone", what=zone.label, where=words.SIDES[zone.side]))
    stake_zone = next((z.label.lower() for z in f.zones if z.key == layout.stake_zone), "")
    sentences.append(words.STAKE_PLACES.word(layout.stakes, role=seat_word, what=stake_zone))
    for role in f.roles:
        if role in layout.occasional:
            sentences.append(words.OCCASIONAL[f"{game}.{role}"])
    sentences.append(words.PASSES[str(f.step)])
    return sentences


def figure(game: str) -> str:
    """The picture, a one-line caption, and the text alternative as a list for screen readers."""
    f = facts(game)
    items = "".join(f"<li>{html.escape(s)}</li>" for s in description(game))
    return (
        f'<figure class="lq-diagram" id="table-diagram-{game}">'
        + svg(game)
        + f"<figcaption>{html.escape(words.WORDS.word('caption', game=f.title))}"
        + f'<ul class="lq-sr-only">{items}</ul></figcaption></figure>'
    )


def replace_markers(markdown: str, path: str = "") -> str:
    """``markdown`` with each ``<!-- table-diagram: GAME -->`` replaced by the game's figure."""

    def render(match: re.Match) -> str:
        game = match.group(1)
        if game not in LAYOUT:
            raise DiagramError(
                f"{path}: the table diagram names the game {game!r}; choose one of {', '.join(LAYOUT)}."
            )
        return figure(game)

    return MARKER.sub(render, markdown)


__all__ = ["MARKER", "DiagramError", "description", "facts", "figure", "replace_markers", "svg"]
