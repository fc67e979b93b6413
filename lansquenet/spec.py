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

from . import grammar
from . import refusals_fr as fr
from .cards import Card, check_packs, parse_cards
from .decisions import Action
from .errors import InvalidSpec
from .language import Phrases, refuse_untranslated
from .language import check as check_language
from .reading import is_int, shown, whole_number
from .seats import check_name, default_names
from .variants import Variant, find_variant

WORDS: Phrases[str] = Phrases(
    en={
        "not-table": "A deal spec is a table of keys (variant, options, seats, ...).",
        "no-key": "A deal spec has no key {key}; the keys are {keys}.",
        "no-variant": "A deal spec must name its variant (pagat, modern, classic or encyclopedia).",
        "variant-name": "The variant is a name (pagat, modern, classic or encyclopedia), not {value}.",
        "options": "options must be a table of option names and values, not {value}.",
        "seats-range": "The {variant} variant seats {low} to {high} players, not {count}.",
        "banker": "The banker must be a seat number from 0 to {last}, not {value}.",
        "seed": "The seed must be a whole number from 0 to {most}, not {value}.",
        "stacked": "stacked must give, for the first pack orders, how many of their top cards were stacked.",
        "decisions": 'decisions must be a list of decisions in notation, like ["bank 20", "pass"], not {value}.',
        "scope": "The scope must be one of {scopes}, not {value}.",
        "chips": "chips must be one whole number from 0 to {most}, or one for each of the {seats} seats.",
        "people": "people must be a list of seat numbers.",
        "person-seat": "A person's seat must be a number from 0 to {last}, not {value}.",
        "people-twice": "A seat is listed twice among the people.",
        "needs-seats": "The {variant} variant needs seats: a count or a list of names.",
        "seats-what": "The number of seats",
        "seats-kind": "seats must be a number of seats or a list of names, none of them empty.",
        "table-most": "A table seats at most {most} players, not {count}.",
        "same-name": "Two seats have the same name; every seat needs its own.",
        "seats-mismatch": "The option seats={value} does not match the {count} seats given; give one or the other.",
        "decks": 'decks must be a list of pack orders, each like "QH 7S 10C", not {value}.',
        "deck": 'The deck is the cards on top of the pack, like "QH 7S 10C", not {value}.',
        "deck-and-decks": "Give either deck (the top of the first pack) or decks (every pack), not both.",
        "deck-empty": 'The deck is empty: give the cards on top of the pack, like "QH 7S 10C", or leave it out.',
        "decks-empty": 'decks is empty: give one order a pack, like ["QH 7S 10C"], or leave it out.',
        "order-empty": 'Pack order {number} in decks is empty: give its cards, top first, like "QH 7S 10C".',
        "needs-more-seats": "Option {option} needs at least {need} seats, but the table has {count}: "
        "nobody would be left to play.",
    },
    fr=fr.SPEC,
)
"""The sentences refusing a spec, in either language."""

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
            raise InvalidSpec(WORDS["not-table"])
        unknown = sorted(set(data) - KEYS)
        if unknown:
            raise InvalidSpec(WORDS.word("no-key", key=shown(unknown[0]), keys=", ".join(sorted(KEYS))))
        if "variant" not in data:
            raise InvalidSpec(WORDS["no-variant"])
        if not isinstance(data["variant"], str):
            raise InvalidSpec(WORDS.word("variant-name", value=shown(data["variant"])))
        language = check_language(data.get("language", "en"))
        variant_cls = find_variant(data["variant"])
        refuse_untranslated(variant_cls.NAME, variant_cls.PHRASES, language)
        options = data.get("options")
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise InvalidSpec(WORDS.word("options", value=shown(options)))
        options = dict(options)
        names = _names(data.get("seats"), options, variant_cls)
        if "seats" in {o.name for o in variant_cls.OPTIONS}:
            options["seats"] = len(names)
        variant = variant_cls(options)
        check_packs(variant.packs())
        low, high = variant.seat_range()
        if not low <= len(names) <= high:
            raise InvalidSpec(
                WORDS.word("seats-range", variant=variant.NAME, low=low, high=high, count=len(names))
            )
        banker = data.get("banker")
        if banker is not None and (
            not isinstance(banker, int) or isinstance(banker, bool) or not 0 <= banker < len(names)
        ):
            raise InvalidSpec(WORDS.word("banker", last=len(names) - 1, value=repr(banker)))
        seed = data.get("seed")
        if seed is not None and (not is_int(seed) or not 0 <= seed < MAX_SEED):
            raise InvalidSpec(WORDS.word("seed", most=MAX_SEED - 1, value=shown(seed)))
        decks = _decks(data.get("decks"), data.get("deck"))
        stacked = data.get("stacked")
        if stacked is None:
            stacked = [len(d) for d in decks]
        if (
            not isinstance(stacked, list)
            or len(stacked) > len(decks)
            or not all(is_int(n) and 0 <= n <= len(d) for n, d in zip(stacked, decks, strict=False))
        ):
            raise InvalidSpec(WORDS["stacked"])
        decisions = data.get("decisions")
        if decisions is None:
            decisions = []
        if isinstance(decisions, str):
            decisions = [d for d in decisions.replace(";", ",").split(",") if d.strip()]
        if not isinstance(decisions, list) or not all(isinstance(d, str | Action) for d in decisions):
            raise InvalidSpec(WORDS.word("decisions", value=shown(decisions)))
        scope = data.get("scope", "deal")
        if not isinstance(scope, str) or scope not in variant.SCOPES:
            raise InvalidSpec(WORDS.word("scope", scopes=", ".join(variant.SCOPES), value=shown(scope)))
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
            raise InvalidSpec(WORDS.word("chips", most=grammar.number(MAX_CHIPS), seats=len(names)))
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
        raise InvalidSpec(WORDS["people"])
    out = list(people)
    for seat in out:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
            raise InvalidSpec(WORDS.word("person-seat", last=seats - 1, value=repr(seat)))
    if len(set(out)) != len(out):
        raise InvalidSpec(WORDS["people-twice"])
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
                raise InvalidSpec(WORDS.word("needs-seats", variant=variant_cls.NAME)) from None
        seats = count
    if isinstance(seats, str) and seats.strip() and not any(c in seats for c in ","):
        word = seats.strip()
        if word.isdigit() or word.lstrip("-").isdigit():
            seats = whole_number(word, WORDS["seats-what"])
    if isinstance(seats, str):
        seats = [s.strip() for s in seats.split(",")]
    if is_int(seats):
        assert isinstance(seats, int)
        if not 1 <= seats <= MAX_SEATS:
            low, high = _seat_range(variant_cls)
            raise InvalidSpec(
                WORDS.word("seats-range", variant=variant_cls.NAME, low=low, high=high, count=shown(seats))
            )
        names = default_names(seats)
    elif isinstance(seats, list) and seats and all(isinstance(s, str) and s.strip() for s in seats):
        names = [check_name(s) for s in seats]
    else:
        raise InvalidSpec(WORDS["seats-kind"])
    if len(names) > MAX_SEATS:
        raise InvalidSpec(WORDS.word("table-most", most=MAX_SEATS, count=len(names)))
    if len(set(names)) != len(names):
        raise InvalidSpec(WORDS["same-name"])
    if given and "seats" in options and _has_seats(variant_cls):
        if variant_cls.option("seats").read(options["seats"]) != len(names):
            raise InvalidSpec(WORDS.word("seats-mismatch", value=shown(options["seats"]), count=len(names)))
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
        raise InvalidSpec(WORDS.word("decks", value=shown(decks)))
    orders = [parse_cards(d) for d in decks]
    if deck is None or deck == "" or deck == []:
        return orders
    if not isinstance(deck, str | list):
        raise InvalidSpec(WORDS.word("deck", value=shown(deck)))
    if orders:
        raise InvalidSpec(WORDS["deck-and-decks"])
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
        raise InvalidSpec(WORDS["deck-empty"])
    if decks == []:
        raise InvalidSpec(WORDS["decks-empty"])
    for number, order in enumerate(decks or [], 1):
        if not parse_cards(order):
            raise InvalidSpec(WORDS.word("order-empty", number=number))
    variant = checked.variant
    for option in variant.OPTIONS:
        if (
            option.seats_when_on
            and variant.options[option.name] is True
            and len(checked.names) < option.seats_when_on
        ):
            raise InvalidSpec(
                WORDS.word(
                    "needs-more-seats",
                    option=option.name,
                    need=option.seats_when_on,
                    count=len(checked.names),
                )
            )
    return checked
