"""A deal spec: everything that determines a transcript.

``variant``, ``options``, ``seats`` (a count or names), ``banker``, ``seed``, ``deck``
(stacked top cards of the first pack) or ``decks`` (orders for successive packs),
``decisions`` (in notation; those not given are taken by seeded computer players),
``scope`` (``deal`` or ``match``) and optionally ``chips`` (each seat's chips at the start).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, check_packs, parse_cards
from .decisions import Action
from .errors import InvalidSpec
from .seats import default_names
from .variants import Variant, find_variant

KEYS = {"variant", "options", "seats", "banker", "seed", "deck", "decks", "decisions", "scope", "chips"}


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
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict) -> Spec:
        """Check a spec dict; raises :class:`InvalidSpec` or :class:`InvalidNotation` with one sentence."""
        if not isinstance(data, dict):
            raise InvalidSpec("A deal spec is a table of keys (variant, options, seats, ...).")
        unknown = sorted(set(data) - KEYS)
        if unknown:
            raise InvalidSpec(
                f"A deal spec has no key {unknown[0]!r}; the keys are {', '.join(sorted(KEYS))}."
            )
        if "variant" not in data:
            raise InvalidSpec("A deal spec must name its variant (pagat, modern, classic or encyclopedia).")
        variant_cls = find_variant(str(data["variant"]))
        options = dict(data.get("options") or {})
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
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
            raise InvalidSpec(f"The seed must be a whole number, 0 or more, not {seed!r}.")
        decks = [parse_cards(d) for d in (data.get("decks") or [])]
        if data.get("deck"):
            if decks:
                raise InvalidSpec(
                    "Give either deck (the top of the first pack) or decks (every pack), not both."
                )
            decks = [parse_cards(data["deck"])]
        decisions = data.get("decisions") or []
        if isinstance(decisions, str):
            decisions = [d for d in decisions.replace(";", ",").split(",") if d.strip()]
        scope = data.get("scope", "deal")
        if scope not in variant.SCOPES:
            raise InvalidSpec(f"The scope must be one of {', '.join(variant.SCOPES)}, not {scope!r}.")
        chips = data.get("chips")
        if chips is None:
            chips = [variant.START_CHIPS] * len(names)
        elif isinstance(chips, int) and not isinstance(chips, bool):
            chips = [chips] * len(names)
        if (
            not isinstance(chips, list)
            or len(chips) != len(names)
            or any(not isinstance(c, int) or isinstance(c, bool) or c < 0 for c in chips)
        ):
            raise InvalidSpec(f"chips must be one whole number, or one for each of the {len(names)} seats.")
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
        )


def _names(seats: object, options: dict, variant_cls: type[Variant]) -> list[str]:
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
    if isinstance(seats, str) and seats.strip().isdigit():
        seats = int(seats)
    if isinstance(seats, str):
        seats = [s.strip() for s in seats.split(",")]
    if isinstance(seats, int) and not isinstance(seats, bool):
        if not 1 <= seats <= 99:
            raise InvalidSpec(f"The number of seats must be from 1 to 99, not {seats}.")
        names = default_names(seats)
    elif isinstance(seats, list) and all(isinstance(s, str) and s.strip() for s in seats):
        names = [s.strip() for s in seats]
    else:
        raise InvalidSpec("seats must be a number of seats or a list of names.")
    if len(set(names)) != len(names):
        raise InvalidSpec("Two seats have the same name; every seat needs its own.")
    if "seats" in options and options["seats"] != len(names) and not isinstance(seats, int):
        raise InvalidSpec(f"The option seats={options['seats']} does not match the {len(names)} names given.")
    return names
