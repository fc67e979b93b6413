"""The table: seats and their chips, card zones, the stock and the shoe that fills it.

Cards move only between zones (:meth:`Table.move_card`, :meth:`Table.turn`), so every card
is in exactly one zone at every step; chips move only through the :class:`Ledger`. A
:class:`Shoe` hands out pack orders: the ones the spec stacked or recorded first, then
seeded shuffles, and it remembers every order it used so the transcript replays exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from . import refusals_fr as fr
from .cards import Card, full_pack, shuffle, stacked_pack
from .errors import InvalidSpec
from .language import Phrases
from .ledger import Account, Ledger, Transfer, account_label

WORDS: Phrases[str] = Phrases(
    en={"not-among": "Deck {number} puts {card} on top, but that card is not among {what}."},
    fr=fr.TABLE,
)
"""The sentence refusing a stacked card the pack does not hold, in either language."""


class Shoe:
    """The source of pack orders: given ones first (stacked or replayed), then seeded shuffles."""

    def __init__(self, packs: int, rng: random.Random, given: list[list[Card]] | None = None):
        self.packs = packs
        self.rng = rng
        self.given = [list(order) for order in (given or [])]
        self.used: list[list[str]] = []

    def next_order(self) -> list[Card]:
        """The next full order of ``packs`` packs, top card first."""
        return self.reorder(full_pack(self.packs))

    def reorder(self, cards: list[Card], what: str = "") -> list[Card]:
        """The next order of ``cards``: the spec's stacked top cards for it, then a seeded shuffle.

        Every order handed out is recorded, so a transcript replays it exactly. ``cards`` is a
        full pack for a fresh stock, or only the turned cards when a persistent pack runs out
        and they are shuffled into a new stock. Raises :class:`InvalidSpec` when the stacked
        cards are not among ``cards`` (``what`` names those cards in the message).
        """
        index = len(self.used)
        top = self.given[index] if index < len(self.given) else []
        if what:
            rest = list(cards)
            for card in top:
                if card not in rest:
                    raise InvalidSpec(WORDS.word("not-among", number=index + 1, card=card, what=what))
                rest.remove(card)
            order = list(top) + shuffle(rest, self.rng)
        else:
            order = stacked_pack(top, self.packs, self.rng)
        self.used.append([str(c) for c in order])
        return order


@dataclass
class Zone:
    """A place cards lie: ``side`` tells a board where to draw it (left, middle, right)."""

    id: str
    label: str
    side: str = "middle"
    cards: list[Card] = field(default_factory=list)
    mark: dict[str, Any] | None = None
    shown: bool = True


class Table:
    """Everything on the table at one moment, and the only way to change it."""

    STOCK = "stock"

    def __init__(self, names: list[str], chips: list[int], shoe: Shoe, banker: int = 0):
        self.names = list(names)
        self.ledger = Ledger({seat: c for seat, c in enumerate(chips)})
        self.start_chips = list(chips)
        self.shoe = shoe
        self.banker = banker
        self.first_banker = banker
        self.zones: dict[str, Zone] = {self.STOCK: Zone(self.STOCK, "Stock", shown=False)}
        self.stake_owner: dict[Account, int | None] = {}
        self.notes: dict[int, str] = {}
        self.roles: dict[int, str] = {}
        self.extra: dict[str, Any] = {}
        self.total_cards = 52 * shoe.packs

    # ----- seats and chips
    @property
    def count(self) -> int:
        return len(self.names)

    def chips(self, seat: int) -> int:
        return self.ledger.balance(seat)

    def open_account(self, account: str, owner: int | None = None) -> str:
        """Open a place on the table where chips lie; ``owner`` is the seat whose stake it is.

        ``account`` is the place's id; one that belongs to a seat names it with
        :func:`~lansquenet.ledger.seat_ref`, never with the seat's name.
        """
        if not isinstance(account, str):
            raise TypeError("a table account is a str id; a seat's own chips are its seat number")
        self.ledger.open(account)
        self.stake_owner[account] = owner
        return account

    def pay(self, payer: Account, payee: Account, amount: int, reason: str) -> Transfer | None:
        """Move chips between accounts: a seat by its number, a place on the table by its id."""
        return self.ledger.move(payer, payee, amount, reason)

    def balance(self, account: Account) -> int:
        return self.ledger.balance(account)

    def label(self, account: Account) -> str:
        """The account as a reader knows it (a seat's name, ``Anne's stake``, ``Bank``)."""
        return account_label(account, self.names)

    def net(self) -> list[int]:
        return [self.chips(i) - self.start_chips[i] for i in range(self.count)]

    # ----- cards
    def zone(self, zone_id: str, label: str = "", side: str = "middle") -> Zone:
        """The zone ``zone_id``, created (empty) on first use."""
        if zone_id not in self.zones:
            self.zones[zone_id] = Zone(zone_id, label or zone_id, side)
        return self.zones[zone_id]

    @property
    def stock(self) -> list[Card]:
        return self.zones[self.STOCK].cards

    def fresh_stock(self) -> list[Card]:
        """Gather every card and put the next order from the shoe into the stock."""
        for zone in self.zones.values():
            zone.cards.clear()
            zone.mark = None
        order = self.shoe.next_order()
        self.stock.extend(order)
        return order

    def turn(self, to_zone: str) -> Card:
        """Turn the top card of the stock onto ``to_zone``."""
        card = self.stock.pop(0)
        self.zones[to_zone].cards.append(card)
        return card

    def move_card(self, card: Card, from_zone: str, to_zone: str) -> None:
        self.zones[from_zone].cards.remove(card)
        self.zones[to_zone].cards.append(card)

    def move_all(self, from_zone: str, to_zone: str) -> None:
        self.zones[to_zone].cards.extend(self.zones[from_zone].cards)
        self.zones[from_zone].cards.clear()

    def card_count(self) -> Counter[Card]:
        """How many of each card lie in all zones together (for the conservation check)."""
        return Counter(c for z in self.zones.values() for c in z.cards)

    # ----- the picture a board draws
    def view(self, pending: dict[str, Any] | None = None) -> dict[str, Any]:
        """A JSON-able picture of the table: seats, zones, stakes, chips, who is to act."""
        stakes: Counter[int] = Counter()
        for account, owner in self.stake_owner.items():
            if owner is not None:
                stakes[owner] += self.ledger.balance(account)
        seats = [
            {
                "name": name,
                "chips": self.chips(i),
                "role": self.roles.get(i, "banker" if i == self.banker else "punter"),
                "stake": stakes[i],
                "note": self.notes.get(i),
            }
            for i, name in enumerate(self.names)
        ]
        zones = [
            {"id": z.id, "label": z.label, "side": z.side, "cards": [str(c) for c in z.cards], "mark": z.mark}
            for z in self.zones.values()
            if z.shown
        ]
        pot = [
            {"label": self.label(account), "amount": self.ledger.balance(account), "seat": owner}
            for account, owner in self.stake_owner.items()
            if self.ledger.balance(account)
        ]
        view = {
            "banker": self.banker,
            "to_act": pending["seat"] if pending else None,
            "seats": seats,
            "zones": zones,
            "pot": pot,
            "stock": len(self.stock),
            "pending": pending,
        }
        if self.extra:
            view["extra"] = dict(self.extra)
        return view
