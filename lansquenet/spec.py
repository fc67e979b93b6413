"""A deal spec: everything that determines a transcript.

``variant``, ``options``, ``seats`` (a count or names), ``banker``, ``seed``, ``deck``
(stacked top cards of the first pack) or ``decks`` (orders for successive packs),
``decisions`` (in notation; those not given are taken by seeded computer players),
``scope`` (``deal`` or ``match``), optionally ``chips`` (each seat's chips at the start) and
``people`` (the seats a person plays, from 0: the steps before each of their decisions are
handed out, so they are never told together with what comes after; none for a deal whose
every decision is scripted or the computer's) and ``language`` (the language of the deal's
words, ``en`` or ``fr``; English when left out).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, check_packs, parse_cards
from .decisions import Action
from .errors import InvalidSpec
from .language import check as check_language
from .language import refuse_untranslated
from .reading import is_int, shown, whole_number
from .seats import check_name, default_names
from .variants import Variant, find_variant

MAX_SEATS = 99
MAX_CHIPS = 1_000_000_000
MAX_SEED = 2**63
KEYS = {
    "variant",
    "options",
    "seats",
    "banker",
    "seed",
    "deck",
    "decks",
    "stacked",
    "decisions",
    "scope",
    "chips",
    "people",
    "language",
}


@dataclass
class Spec:
    """A checked spec; build one with :meth:`from_dict`."""

    variant: Variant
    names: list[str]
    banker: int | None
    seed: int
    decks: list[list[Card]]
    decisions: list[Action]
    scope: str
    chips: list[int]
    seed_given: bool = True
    stacked: list[int] = field(default_factory=list)
    """How many top cards of each order in :attr:`decks` were stacked by the spec that first
    dealt it (a replay gives whole recorded orders and says so here); by default all of them."""
    people: list[int] = field(default_factory=list)
    """The seats a person plays, in order (see :class:`~lansquenet.game.Game`)."""
    extra: dict[str, Any] = field(default_factory=dict)
    language: str = "en"
    """The language of the deal's words (see :mod:`lansquenet.language`); the variant speaks it."""

    @classmethod
    def from_dict(cls, data: object) -> Spec:
        """Check a spec dict; raises :class:`InvalidSpec` or :class:`InvalidNotation` with one sentence."""
        if not isinstance(data, dict):
            raise InvalidSpec("A deal spec is a table of keys (variant, options, seats, ...).")
        unknown = sorted(set(data) - KEYS)
        if unknown:
            raise InvalidSpec(
                f"A deal spec has no key {shown(unknown[0])}; the keys are {', '.join(sorted(KEYS))}."
            )
        if "variant" not in data:
            raise InvalidSpec("A deal spec must name its variant (pagat, modern, classic or encyclopedia).")
        if not isinstance(data["variant"], str):
            raise InvalidSpec(
                f"The variant is a name (pagat, modern, classic or encyclopedia), not {shown(data['variant'])}."
            )
        language = check_language(data.get("language", "en"))
        variant_cls = find_variant(data["variant"])
        refuse_untranslated(variant_cls.NAME, variant_cls.PHRASES, language)
        options = data.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InvalidSpec(f"options must be a table of option names and values, not {shown(options)}.")
        options = dict(options)
        names = _names(data.get("seats"), options, variant_cls)
        if "seats" in {o.name for o in variant_cls.OPTIONS}:
            options["seats"] = len(names)
        variant = variant_cls(options)
        check_packs(variant.packs())
        low, high = variant.seat_range()
        if not low <= len(names) <= high:
            raise InvalidSpec(f"The {variant.NAME} variant seats {low} to {high} players, not {len(names)}.")
        banker = data.get("banker")
        if banker is not None and (
            not isinstance(banker, int) or isinstance(banker, bool) or not 0 <= banker < len(names)
        ):
            raise InvalidSpec(f"The banker must be a seat number from 0 to {len(names) - 1}, not {banker!r}.")
        seed = data.get("seed")
        if seed is not None and (not is_int(seed) or not 0 <= seed < MAX_SEED):
            raise InvalidSpec(f"The seed must be a whole number from 0 to {MAX_SEED - 1}, not {shown(seed)}.")
        decks = _decks(data.get("decks"), data.get("deck"))
        stacked = data.get("stacked")
        if stacked is None:
            stacked = [len(d) for d in decks]
        if (
            not isinstance(stacked, list)
            or len(stacked) > len(decks)
            or not all(is_int(n) and 0 <= n <= len(d) for n, d in zip(stacked, decks, strict=False))
        ):
            raise InvalidSpec(
                "stacked must give, for the first pack orders, how many of their top cards were stacked."
            )
        decisions = data.get("decisions")
        if decisions is None:
            decisions = []
        if isinstance(decisions, str):
            decisions = [d for d in decisions.replace(";", ",").split(",") if d.strip()]
        if not isinstance(decisions, list) or not all(isinstance(d, str | Action) for d in decisions):
            raise InvalidSpec(
                f'decisions must be a list of decisions in notation, like ["bank 20", "pass"], not {shown(decisions)}.'
            )
        scope = data.get("scope", "deal")
        if not isinstance(scope, str) or scope not in variant.SCOPES:
            raise InvalidSpec(f"The scope must be one of {', '.join(variant.SCOPES)}, not {shown(scope)}.")
        chips = data.get("chips")
        if chips is None:
            chips = [variant.START_CHIPS] * len(names)
        elif is_int(chips):
            chips = [chips] * len(names)
        if (
            not isinstance(chips, list)
            or len(chips) != len(names)
            or any(not is_int(c) or not 0 <= c <= MAX_CHIPS for c in chips)
        ):
            raise InvalidSpec(
                f"chips must be one whole number from 0 to {MAX_CHIPS:,}, or one for each of the {len(names)} seats."
            )
        return cls(
            variant=variant,
            names=names,
            banker=banker,
            seed=0 if seed is None else seed,
            decks=decks,
            decisions=[d if isinstance(d, Action) else Action.parse(d) for d in decisions],
            scope=scope,
            chips=list(chips),
            seed_given=seed is not None,
            stacked=list(stacked),
            people=check_people(data.get("people", []), len(names)),
            language=language,
        )


def check_people(people: Iterable[int], seats: int) -> list[int]:
    """The seats that are people, checked: whole numbers from 0 to ``seats - 1``, each once."""
    if isinstance(people, (str, bytes)) or not isinstance(people, Iterable):
        raise InvalidSpec("people must be a list of seat numbers.")
    out = list(people)
    for seat in out:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise InvalidSpec(f"A person's seat must be a number from 0 to {seats - 1}, not {seat!r}.")
    if len(set(out)) != len(out):
        raise InvalidSpec("A seat is listed twice among the people.")
    return sorted(out)


def _names(seats: object, options: dict[str, object], variant_cls: type[Variant]) -> list[str]:
    """The seats' names from ``seats`` (a count, a list of names, or names in one string).

    When both ``seats`` and the option ``seats`` are given they must agree: a deal never
    silently drops one of two numbers it was handed.
    """
    given = seats is not None
    if seats is None:
        count = options.get("seats")
        if count is None:
            try:
                count = variant_cls.option("seats").default
            except StopIteration:
                raise InvalidSpec(
                    f"The {variant_cls.NAME} variant needs seats: a count or a list of names."
                ) from None
        seats = count
    if isinstance(seats, str) and seats.strip() and not any(c in seats for c in ","):
        word = seats.strip()
        if word.isdigit() or word.lstrip("-").isdigit():
            seats = whole_number(word, "The number of seats")
    if isinstance(seats, str):
        seats = [s.strip() for s in seats.split(",")]
    if is_int(seats):
        assert isinstance(seats, int)
        if not 1 <= seats <= MAX_SEATS:
            low, high = _seat_range(variant_cls)
            raise InvalidSpec(
                f"The {variant_cls.NAME} variant seats {low} to {high} players, not {shown(seats)}."
            )
        names = default_names(seats)
    elif isinstance(seats, list) and seats and all(isinstance(s, str) and s.strip() for s in seats):
        names = [check_name(s) for s in seats]
    else:
        raise InvalidSpec("seats must be a number of seats or a list of names, none of them empty.")
    if len(names) > MAX_SEATS:
        raise InvalidSpec(f"A table seats at most {MAX_SEATS} players, not {len(names)}.")
    if len(set(names)) != len(names):
        raise InvalidSpec("Two seats have the same name; every seat needs its own.")
    if given and "seats" in options and _has_seats(variant_cls):
        if variant_cls.option("seats").read(options["seats"]) != len(names):
            raise InvalidSpec(
                f"The option seats={shown(options['seats'])} does not match the {len(names)} seats given; give one or the other."
            )
    return names


def _seat_range(variant_cls: type[Variant]) -> tuple[int, int]:
    """The seats a variant's option allows (every table allows 1 to :data:`MAX_SEATS`)."""
    if _has_seats(variant_cls):
        option = variant_cls.option("seats")
        if option.low is not None and option.high is not None:
            return option.low, option.high
    return 1, MAX_SEATS


def _has_seats(variant_cls: type[Variant]) -> bool:
    return any(o.name == "seats" for o in variant_cls.OPTIONS)


def _decks(decks: object, deck: object) -> list[list[Card]]:
    """The stacked pack orders: ``decks`` (one order a pack) or ``deck`` (the first pack's top).

    An empty one stacks nothing here, as the engine's callers use it; what a person writes is
    held to more (:func:`refuse_futile`).
    """
    if decks is None:
        decks = []
    if not isinstance(decks, list):
        raise InvalidSpec(f'decks must be a list of pack orders, each like "QH 7S 10C", not {shown(decks)}.')
    orders = [parse_cards(d) for d in decks]
    if deck is None or deck == "" or deck == []:
        return orders
    if not isinstance(deck, str | list):
        raise InvalidSpec(f'The deck is the cards on top of the pack, like "QH 7S 10C", not {shown(deck)}.')
    if orders:
        raise InvalidSpec("Give either deck (the top of the first pack) or decks (every pack), not both.")
    return [parse_cards(deck)] if deck else []


def refuse_futile(data: dict[str, Any]) -> Spec:
    """Check a spec a person wrote (a deal file, a command line) and return it; raises
    :class:`InvalidSpec` also for what deals but never as asked.

    An empty ``deck`` or ``decks`` stacks nothing, although whoever wrote it meant to stack
    something (the command line refuses ``--deck ""`` too); an option that needs more seats
    than the table has (a bystander at two seats) leaves nobody to play. The engine's own
    callers may still deal such specs, which is why this is a separate check.
    """
    checked = Spec.from_dict(data)
    deck, decks = data.get("deck"), data.get("decks")
    if deck is not None and not parse_cards(deck):
        raise InvalidSpec(
            'The deck is empty: give the cards on top of the pack, like "QH 7S 10C", or leave it out.'
        )
    if decks == []:
        raise InvalidSpec('decks is empty: give one order a pack, like ["QH 7S 10C"], or leave it out.')
    for number, order in enumerate(decks or [], 1):
        if not parse_cards(order):
            raise InvalidSpec(
                f'Pack order {number} in decks is empty: give its cards, top first, like "QH 7S 10C".'
            )
    variant = checked.variant
    for option in variant.OPTIONS:
        if (
            option.seats_when_on
            and variant.options[option.name] is True
            and len(checked.names) < option.seats_when_on
        ):
            raise InvalidSpec(
                f"Option {option.name} needs at least {option.seats_when_on} seats, "
                f"but the table has {len(checked.names)}: nobody would be left to play."
            )
    return checked
