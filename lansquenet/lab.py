"""The probability lab: deal many hands quickly and measure the bank's result, to set beside the exact odds.

Each experiment deals whole hands with the engine's own rules and computer players, one seed per
hand, and reads one number from each: the bank's gain per chip staked (Pagat's rules, the
19th-century game), per hand in stakes of the game (the court game, without the rejouissance or
carabins, so that only the cutters' stakes touch the bank), or per deal in chips (the 1979
version, whose every bet is fair). The exact value it should close in on is the engine's own
figure from :meth:`~lansquenet.variants.Variant.odds`, found by its row's key (in no language), never
typed here; its label is the row's, in the language of the moment.

One experiment deals more than a hand a sample: Montmort's game (the court game with
:data:`lansquenet.montmort.options.OPTIONS`) is measured as Montmort measured it, over a whole stay
at the deal: hands are dealt while the banker keeps the deal, and their gains add up. Its exact
value is the court game's own gain per hand divided by one minus its chance of keeping the deal,
the sum of Montmort's series (see :mod:`lansquenet.montmort.walk`).

Dealing is the engine's :class:`~lansquenet.game.Game` with the words and table views left out
(:class:`QuietGame`): the flow of play, the ledger and the players are the same, so the lab's
hands are the engine's hands, several times faster. The browser worker imports this module with
``pyodide.pyimport("lansquenet.lab")`` and calls :func:`batch_json`; the estimate is labelled as
an estimate, with its sample size and a 95 % confidence interval (:func:`interval`). A request
may carry ``"language"`` (``"en"``, the default, or ``"fr"``): the labels, the unit and the refusals
are then in that language, the figures the same.

Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .errors import InvalidSpec, LansquenetError
from .events import Event
from .game import Game
from .language import Phrases, using
from .montmort.options import OPTIONS as MONTMORT_OPTIONS
from .variants import find_variant

Z95 = 1.959963984540054  # the normal quantile for a two-sided 95 % interval
MAX_BATCH = 2000
KEPT = ("all-taken", "bankers-quadruple")
"""The court game's outcomes after which the banker deals again (§13; the Encyclopédie's «il recommence»)."""
MAX_TENURE = 255
"""Hands dealt in one stay at the deal at most; at Montmort's tables the chance of more is below 10⁻¹⁰⁰."""


WORDS: Phrases[str] = Phrases(
    en={
        "unit.pagat": "the bank's gain per chip staked",
        "unit.modern": "the bank's gain per chip bet",
        "unit.classic": "the bank's gain per hand, in stakes of the game",
        "unit.montmort": "the banker's gain over a whole stay at the deal, in stakes (one pistole is 2,400 deniers)",
        "unit.encyclopedia": "the bank's gain per deal, in chips",
        "stay": "Montmort's value of a whole stay at the deal, {seats} coupeurs",
        "no-experiment": "The lab has no experiment for {variant}; choose one of {known}.",
        "no-figure": "The {variant} odds have no figure {key} for the lab to compare with.",
        "count": "A batch deals 1 to {most} hands, not {count}.",
        "seed": "The seed and the first hand must be whole numbers, the first hand 0 or more.",
        "unreadable": "The lab could not read this request: {error}.",
    },
    fr={
        "unit.pagat": "le gain de la banque par jeton misé",
        "unit.modern": "le gain de la banque par jeton misé",
        "unit.classic": "le gain de la banque par coup, en enjeux du jeu",
        "unit.montmort": "le gain du banquier sur tout le temps qu'il tient la main, en enjeux "
        "(une pistole vaut 2\u202f400 deniers)",
        "unit.encyclopedia": "le gain de la banque par donne, en jetons",
        "stay": "La valeur selon Montmort de tout le temps que le banquier tient la main, {seats} coupeurs",
        "no-experiment": "Le laboratoire n'a pas d'expérience pour {variant} ; choisissez parmi {known}.",
        "no-figure": "Les chances de {variant} n'ont pas de chiffre {key} auquel le laboratoire puisse comparer.",
        "count": "Une série donne de 1 à {most} coups, pas {count}.",
        "seed": "La graine et le premier coup doivent être des nombres entiers, le premier coup 0 ou plus.",
        "unreadable": "Le laboratoire n'a pas pu lire cette demande : {error}.",
    },
)
"""The lab's own words, in the language of the moment: each experiment's unit, the label of
Montmort's figure (the others take their odds row's label), and its refusals."""


class QuietGame(Game):
    """A :class:`Game` that keeps no steps: no words, no table views, only the play and the ledger.

    It also notes the chips the punters have at risk when the first card of the round turns
    (their stakes and bets, after any returned by a cover or a banco).
    """

    at_risk: int | None = None

    def _record(self, event: Event) -> None:
        self._seen = len(self.table.ledger.transfers)
        if self.at_risk is None and event.kind in ("banker-card", "players-card", "punters-card"):
            self.at_risk = staked(self)


def staked(game: Game) -> int:
    """Chips the punters have moved onto the table so far, less those that came back to them."""
    banker = game.table.banker
    total = 0
    for transfer in game.table.ledger.transfers:
        # a seat's own chips are the account keyed by its number; every other account is the table's
        payer_seat, payee_seat = isinstance(transfer.payer, int), isinstance(transfer.payee, int)
        if payer_seat and transfer.payer != banker and not payee_seat:
            total += transfer.amount
        elif payee_seat and transfer.payee != banker and not payer_seat:
            total -= transfer.amount
    return total


def per_chip(game: QuietGame) -> float | None:
    """The bank's gain per chip at risk in this round; ``None`` when nobody staked."""
    if not game.at_risk:
        return None
    return game.table.net()[game.table.first_banker] / game.at_risk


def per_deal(game: QuietGame) -> float | None:
    """The bank's gain over the deal, in chips (or in stakes of the game, at a stake of one)."""
    return float(game.table.net()[game.table.first_banker])


@dataclass(frozen=True)
class Experiment:
    """What the lab deals for one variant, what it reads from each hand, and which exact figure it is."""

    name: str  # the experiment's name in EXPERIMENTS, which keys its words in WORDS
    variant: str
    key: str  # the key of the exact figure's row in Variant(options).odds(), in no language
    measure: Callable[[QuietGame], float | None]
    offered: tuple[str, ...] = ("seats",)  # the options the reader may set in the lab
    fixed: dict = field(default_factory=dict)  # options the experiment needs, whatever the reader asks
    tenure: bool = False  # a sample is a whole stay at the deal, not one hand

    @property
    def unit(self) -> str:
        """What one sample measures, in the language of the moment."""
        return WORDS[f"unit.{self.name}"]


EXPERIMENTS: dict[str, Experiment] = {
    "pagat": Experiment("pagat", "pagat", "edge", per_chip, ("packs", "pair_rule", "seats")),
    "modern": Experiment("modern", "modern", "edge", per_chip, ("packs", "pair_rule", "seats")),
    "classic": Experiment(
        "classic",
        "classic",
        "gain/off",
        per_deal,
        ("seats", "removed_stake", "deal_quadruple", "multiple_stakes"),
        {"rejouissance": False, "carabins": "none", "outsiders": 0, "stake": 1},
    ),
    "montmort": Experiment(
        "montmort",
        "classic",
        "gain/off",
        per_deal,
        ("seats",),
        {**MONTMORT_OPTIONS, "outsiders": 0, "stake": 1},
        tenure=True,
    ),
    "encyclopedia": Experiment("encyclopedia", "encyclopedia", "edge", per_deal),
}


def experiment(variant: str) -> Experiment:
    """The lab's experiment for ``variant``; raises :class:`InvalidSpec` naming the ones there are."""
    if variant not in EXPERIMENTS:
        raise InvalidSpec(WORDS.word("no-experiment", variant=repr(variant), known=", ".join(EXPERIMENTS)))
    return EXPERIMENTS[variant]


def options_for(variant: str, options: dict | None) -> dict:
    """The reader's options, read and checked by the variant, with the experiment's fixed ones laid over."""
    test = experiment(variant)
    chosen = {**(options or {}), **test.fixed}
    return find_variant(test.variant)(chosen).options


def exact(variant: str, options: dict | None = None) -> dict:
    """The exact figure the estimate should close in on: its label and value, from the engine's odds
    row of the experiment's key (for a whole stay at the deal, the gain per hand over one minus the
    chance of keeping it); the label in the language of the moment."""
    test = experiment(variant)
    read = options_for(variant, options)
    rows = {row.key: row for row in find_variant(test.variant)(read).odds()}
    row = rows.get(test.key)
    if test.tenure:
        keep = rows.get("keeps/off")
        if row is not None and keep is not None:
            gain, kept = row.value, keep.value
            if isinstance(gain, Fraction) and isinstance(kept, Fraction):
                return {"label": WORDS.word("stay", seats=read["seats"]), "value": gain / (1 - kept)}
    elif row is not None and isinstance(row.value, (int, Fraction)):
        return {"label": row.label, "value": Fraction(row.value)}
    raise InvalidSpec(WORDS.word("no-figure", variant=test.variant, key=repr(test.key)))


def stay_at_the_deal(variant: str, read: dict, seed: int) -> float:
    """The banker's gain over one whole stay at the deal: hands dealt while he keeps it, hand *k* of
    the stay with seed ``seed * 256 + k``, so no two stays share a hand."""
    total = 0.0
    for k in range(MAX_TENURE):
        game = QuietGame({"variant": variant, "options": read, "seed": seed * (MAX_TENURE + 1) + k})
        game.run()
        total += float(game.table.net()[game.table.first_banker])
        if game.table.extra.get("outcome") not in KEPT:
            break
    return total


def batch(variant: str, options: dict | None, seed: int, start: int, count: int) -> list[float | None]:
    """Deal hands ``start`` .. ``start + count - 1`` (hand *i* with seed ``seed + i``) and measure each.

    A hand nobody stakes on gives ``None`` (it says nothing about the bank's edge).
    """
    if not isinstance(count, int) or not 1 <= count <= MAX_BATCH:
        raise InvalidSpec(WORDS.word("count", most=MAX_BATCH, count=repr(count)))
    if not isinstance(seed, int) or not isinstance(start, int) or start < 0:
        raise InvalidSpec(WORDS["seed"])
    test = experiment(variant)
    read = options_for(variant, options)
    out: list[float | None] = []
    for hand in range(start, start + count):
        if test.tenure:
            out.append(stay_at_the_deal(test.variant, read, seed + hand))
            continue
        game = QuietGame({"variant": test.variant, "options": read, "seed": seed + hand})
        game.run()
        out.append(test.measure(game))
    return out


@dataclass
class Running:
    """A running mean and its 95 % interval, from the count, the sum and the sum of squares."""

    n: int = 0
    total: float = 0.0
    squares: float = 0.0

    def add(self, value: float) -> None:
        self.n += 1
        self.total += value
        self.squares += value * value

    def interval(self) -> tuple[float, float, float]:
        return interval(self.n, self.total, self.squares)


def interval(n: int, total: float, squares: float) -> tuple[float, float, float]:
    """The mean and its 95 % confidence interval (normal approximation, sample variance)."""
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = total / n
    if n == 1:
        return (mean, -math.inf, math.inf)
    variance = max(squares - n * mean * mean, 0.0) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return (mean, mean - half, mean + half)


def series(samples: list[float | None], start: int, running: Running) -> list[list[float | int | None]]:
    """One row per hand, ``[hand, sample, mean, low, high]``, the running figures carried on from
    ``running`` (which is updated); a hand without a sample repeats the figures before it."""
    rows: list[list[float | int | None]] = []
    for hand, value in enumerate(samples, start=start + 1):
        if value is not None:
            running.add(value)
        mean, low, high = running.interval()
        rows.append([hand, value, *(None if not math.isfinite(x) else x for x in (mean, low, high))])
    return rows


def batch_json(request_json: str) -> str:
    """The worker's entry point. In: ``{"variant", "options", "seed", "start", "count", "running",
    "language"}`` (``running``: the ``n``, ``total`` and ``squares`` so far; ``language``: ``"en"``,
    the default, or ``"fr"``). Out: a row per hand (see :func:`series`), the running figures after
    the batch, the exact figure and the unit, in the request's language; or ``{"error": one
    sentence}`` with nothing dealt."""
    try:
        request = json.loads(request_json)
        language = request.get("language") if isinstance(request, dict) else None
        with using("en" if language is None else language):
            return _batch_json(request)
    except LansquenetError as exc:
        return json.dumps({"error": str(exc)})
    except (ValueError, TypeError, AttributeError) as exc:
        return json.dumps({"error": WORDS.word("unreadable", error=exc)})


def _batch_json(request: Any) -> str:
    """:func:`batch_json`'s work, in the request's language."""
    try:
        variant, options = request.get("variant"), request.get("options") or {}
        start = request.get("start", 0)
        samples = batch(variant, options, request.get("seed", 0), start, request.get("count", 0))
        figure = exact(variant, options)
        before = request.get("running") or {}
        running = Running(
            int(before.get("n", 0)), float(before.get("total", 0)), float(before.get("squares", 0))
        )
    except LansquenetError as exc:
        return json.dumps({"error": str(exc)})
    except (ValueError, TypeError, AttributeError) as exc:
        return json.dumps({"error": WORDS.word("unreadable", error=exc)})
    rows = series(samples, start, running)
    value = figure["value"]
    return json.dumps(
        {
            "rows": rows,
            "running": {"n": running.n, "total": running.total, "squares": running.squares},
            "exact": {"label": figure["label"], "value": str(value), "decimal": float(value)},
            "unit": experiment(variant).unit,
        }
    )
