"""The variant registry, and what every variant declares: its options and its rulings.

A variant is a class with class attributes found through one lookup (python-chess's
``chess.variant``): :data:`VARIANTS` maps a name to it and :func:`find_variant` finds it.
``OPTIONS`` and ``RULINGS`` are the single source of truth for the options and rulings
tables on the site, so the prose and the engine cannot drift apart.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from . import grammar
from . import refusals_fr as fr
from .errors import InvalidSpec
from .language import Phrases
from .reading import is_whole, shown

if TYPE_CHECKING:
    from .decisions import Action, Decision
    from .events import Event
    from .table import Table

Flow = Generator["Event | Decision", "Action", None]
"""A variant's flow of play: yields events and decisions, is sent the action for each decision."""


OPTION_WORDS: Phrases[str] = Phrases(
    en={
        "choice": "Option {name} must be one of {choices}, not {value}.",
        "on-off": "Option {name} is on or off (true or false), not {value}.",
        "range": "Option {name} must be a whole number from {low} to {high}, not {value}.",
        "allowed.bool": "true, false",
        "allowed.range": "{low}–{high}",
    },
    fr=fr.VARIANTS,
)
"""The sentences refusing an option's value, and its allowed values in words, in either language."""

VARIANT_WORDS: Phrases[str] = Phrases(
    en={
        "no-option": "The {variant} variant has no option {name}; its options are {options}.",
        "no-variant": "There is no variant {name}; choose one of {names}.",
    },
    fr=fr.VARIANT,
)
"""The sentences refusing an option or a variant that does not exist, in either language."""


@dataclass(frozen=True)
class Option:
    """A setting of a variant: either ``choices`` (words) or a whole-number range ``low``..``high``.

    ``match_only`` marks a setting that shapes a whole match only (laps, rounds), so a board
    dealing single hands does not offer it and the ``deal`` command refuses it.
    """

    name: str
    default: object
    doc: str
    source: str
    choices: tuple[str, ...] = ()
    low: int | None = None
    high: int | None = None
    match_only: bool = False  # shapes only a whole match (scope "match"), never a single deal
    seats_when_on: int = 0
    """For an on/off option: the fewest seats a table needs for it to be on (a bystander needs
    two players besides himself); a table with fewer is refused rather than dealt to no end."""

    def read(self, value: object) -> object:
        """Check (and, from text, convert) a value; raises :class:`InvalidSpec`."""
        if self.choices:
            if value not in self.choices:
                raise InvalidSpec(
                    OPTION_WORDS.word(
                        "choice", name=self.name, choices=", ".join(self.choices), value=shown(value)
                    )
                )
            return value
        if isinstance(value, str) and is_whole(value.strip(), signed=True):
            value = int(value)
        if isinstance(value, bool) and isinstance(self.default, bool):
            return value
        if (
            isinstance(self.default, bool)
            and isinstance(value, str)
            and value.lower() in ("true", "false", "yes", "no", "on", "off")
        ):
            return value.lower() in ("true", "yes", "on")
        if isinstance(self.default, bool):
            raise InvalidSpec(OPTION_WORDS.word("on-off", name=self.name, value=shown(value)))
        if (
            not isinstance(value, int)
            or isinstance(value, bool)
            or self.low is None
            or self.high is None
            or not self.low <= value <= self.high
        ):
            raise InvalidSpec(
                OPTION_WORDS.word("range", name=self.name, low=self.low, high=self.high, value=shown(value))
            )
        return value

    def allowed(self) -> str:
        """The allowed values in words, for the options table."""
        if self.choices:
            return ", ".join(self.choices)
        if isinstance(self.default, bool):
            return OPTION_WORDS["allowed.bool"]
        return OPTION_WORDS.word("allowed.range", low=self.low, high=self.high)


@dataclass(frozen=True)
class Preset:
    """A named set of options offered above a variant's options, so a table is set in one choice
    ("As the source describes", "A first game"); the options stay editable after it.

    ``options`` names only what differs from the defaults; :meth:`values` gives every option.
    ``title`` and ``doc`` are the variant's phrase table's words, not written here.
    """

    name: str
    title: str
    doc: str
    options: Mapping[str, object]

    def values(self, variant: type[Variant]) -> dict[str, Any]:
        """Every option of ``variant`` as this preset sets it: its own values over the defaults,
        each read (checked) as a spec's would be; raises :class:`InvalidSpec` on a bad one."""
        return variant(self.options).options


@dataclass(frozen=True)
class Ruling:
    """Where a source is ambiguous: the question, what it says, what we deal, the alternative."""

    question: str
    source_says: str
    we_deal: str
    alternative: str
    option: str | None = None


@dataclass(frozen=True)
class OddsRow:
    """One exact figure: a label, its value (a Fraction), how it was found, the fraction as sources write it,
    and whether it reads as a percentage (a chance, a gain per chip) or as a plain number (an average).

    A reader sees the decimal first and the exact fraction beside it (:meth:`decimal`, :meth:`exact`),
    so a figure such as 226481977233088/1523389591810905 is never shown bare.
    """

    label: str
    value: object
    how: str = ""
    shown: str = ""
    percent: bool = True
    assumes: str = ""
    """What an exact figure takes for granted that a deal may not give, said beside the fraction
    (a pair taking half of each stake is exact for stakes of an even number of chips only)."""
    key: str = ""
    """The figure's name in no language (``"bank-wins"``), so a reader of the rows (the lab, the odds
    pages) can pick one out whatever language its label is in; empty where none is given yet."""

    @staticmethod
    def rounded(number: float) -> str:
        """``number`` to two decimals, or to two significant digits when it is smaller than that shows."""
        from math import floor, log10

        digits = 2 if number == 0 or abs(number) >= 0.1 else 1 - floor(log10(abs(number)))
        return grammar.decimal(number, digits)

    def decimal(self) -> str:
        """The figure as a decimal: ``52.94%`` for a percentage (``100%`` for a certainty), ``about 0.27``
        for a plain number, a count as it is (``2,652``)."""
        from fractions import Fraction

        value = self.value
        if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
            return str(value)
        if isinstance(value, int):
            return grammar.number(value)
        if self.percent and value.denominator == 1:
            return grammar.percent(grammar.number(value.numerator * 100))  # a certainty or an impossibility
        if value.denominator == 1:
            return grammar.number(value.numerator)
        if self.percent:
            return grammar.percent(self.rounded(float(value * 100)))
        return FIGURES.word("about", figure=self.rounded(float(value)))

    def exact(self) -> str:
        """The exact fraction, reduced, after the source's own form when that differs (``27/51 = 9/17``);
        empty for a whole number, which the decimal already states exactly."""
        from fractions import Fraction

        value = self.value
        if not isinstance(value, Fraction) or value.denominator == 1:
            return ""
        reduced = f"{value.numerator}/{value.denominator}"
        return f"{self.shown} = {reduced}" if self.shown and self.shown != reduced else reduced

    def text(self) -> str:
        """The figure in one line: the decimal, then the exact fraction (``52.94% (exactly 27/51 = 9/17)``)."""
        exact = self.exact()
        if exact and self.assumes:
            exact = f"{exact}, {self.assumes}"
        return FIGURES.word("exactly", figure=self.decimal(), exact=exact) if exact else self.decimal()

    @classmethod
    def half_on_pair(cls, label: str, value: object, how: str, shown: str = "", key: str = "") -> OddsRow:
        """A gain where a pair gives the bank half of each stake: exact for even stakes, while the
        engine, as its rulings say, takes half of an odd stake rounded down to whole chips."""
        how = FIGURES.word("half-rounded", how=how)
        return cls(label, value, how, shown, assumes=FIGURES["even-stakes"], key=key)


FIGURES: Phrases[str] = Phrases(
    en={
        "about": "about {figure}",
        "exactly": "{figure} (exactly {exact})",
        "even-stakes": "for stakes of an even number of chips",
        "half-rounded": "{how}; exact for stakes of an even number of chips; the bank takes half of an odd "
        "stake rounded down, so it gains a little less on those",
    },
    fr={
        "about": "environ {figure}",
        "exactly": "{figure} (exactement {exact})",
        "even-stakes": "pour des mises d'un nombre pair de jetons",
        "half-rounded": "{how} ; exact pour des mises d'un nombre pair de jetons ; la banque prend la moitié "
        "d'une mise impaire arrondie à l'unité inférieure, et gagne donc un peu moins sur celles-ci",
    },
)
"""How a figure reads: the words around the numbers of an :class:`OddsRow`."""
EVEN_STAKES = FIGURES.tables["en"]["even-stakes"]
"""The condition under which a half-on-a-pair figure is exact."""
HALF_ROUNDED = FIGURES.tables["en"]["half-rounded"].removeprefix("{how}; ")
"""Why a half-on-a-pair figure is exact only for even stakes."""


class Variant:
    """Base of every variant: reads options; subclasses provide the flow of play.

    A subclass sets ``NAME``, ``TITLE``, ``SOURCE``, ``OPTIONS``, ``RULINGS``, ``PHRASES``
    (event kind -> words, see :mod:`lansquenet.narrate`), ``START_CHIPS``, and implements
    :meth:`setup`, :meth:`flow` (a generator yielding events and decisions), :meth:`computer`
    and :meth:`odds`.
    """

    NAME = ""
    TITLE = ""
    SOURCE = ""
    OPTIONS: tuple[Option, ...] = ()
    PRESETS: tuple[Preset, ...] = ()
    """Named option sets offered above the options (see :class:`Preset`); none for a variant whose
    few options need none."""
    RULINGS: tuple[Ruling, ...] = ()
    PHRASES: ClassVar[Mapping[str, str]] = {}
    RUNS: ClassVar[Mapping[str, tuple[str, str]]] = {}
    """Event kind -> (words for one event of a run, words for the run): like events in a row are
    told as one step (see :func:`lansquenet.narrate.narrate_run`), automatic ones and those that
    follow decisions no person takes alike (see :class:`lansquenet.game.Game`)."""
    START_CHIPS = 100
    SCOPES = ("deal", "match")

    def __init__(self, options: Mapping[str, object] | None = None):
        options = dict(options or {})
        known = {o.name: o for o in self.OPTIONS}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise InvalidSpec(
                VARIANT_WORDS.word(
                    "no-option", variant=self.NAME, name=repr(unknown[0]), options=", ".join(known)
                )
            )
        self.options: dict[str, Any] = {
            name: o.read(options[name]) if name in options else o.default for name, o in known.items()
        }

    @classmethod
    def option(cls, name: str) -> Option:
        return next(o for o in cls.OPTIONS if o.name == name)

    def packs(self) -> int:
        return int(self.options.get("packs", 1))

    def seat_range(self) -> tuple[int, int]:
        o = self.option("seats")
        if o.low is None or o.high is None:
            raise TypeError(f"the {self.NAME} variant's seats option needs a range")
        return o.low, o.high

    def setup(self, table: Table) -> None:
        """Create the zones this variant draws, in the order a board shows them."""

    def flow(self, table: Table, scope: str) -> Flow:
        """Yield :class:`~lansquenet.events.Event` and :class:`~lansquenet.decisions.Decision` records.

        The flow is sent the :class:`~lansquenet.decisions.Action` that answers each decision.
        """
        raise NotImplementedError

    def computer(self, decision: Decision, table: Table, rng: random.Random) -> Action:
        """The seeded computer player's answer to ``decision``."""
        raise NotImplementedError

    def odds(self) -> list[OddsRow]:
        """Exact figures for this variant with these options."""
        return []


VARIANTS: dict[str, type[Variant]] = {}


def register(cls: type[Variant]) -> type[Variant]:
    """Class decorator: make a variant findable by its ``NAME``."""
    VARIANTS[cls.NAME] = cls
    return cls


def find_variant(name: str) -> type[Variant]:
    """The variant called ``name``; raises :class:`InvalidSpec` naming the known ones."""
    from . import rules  # noqa: F401  (registers every variant)

    try:
        return VARIANTS[name]
    except KeyError:
        raise InvalidSpec(
            VARIANT_WORDS.word("no-variant", name=shown(name), names=", ".join(sorted(VARIANTS)))
        ) from None
