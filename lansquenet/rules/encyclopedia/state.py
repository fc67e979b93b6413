"""The state of one hand: the layout, the players' cards and the bets lying on them.

Every player's card has its own zone, and every bet on it is an account on the table owned
by the bettor: one account per (card, bettor), so a player backing several cards has several.
The table's ``extra`` carries a JSON picture of the players' cards and their bets, refreshed
(as new objects, never mutated) before each event, so a board can draw the bets by their card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import Card
from ...ledger import seat_ref

DRAW_ZONE = "first-ace"
HAND_ZONES = ("hand-1", "hand-2")
BANKER_ZONE = "banker-card"
SET_ASIDE = "set-aside"
#: Thirteen ranks less two hand cards and the banker's card leave ten for players' cards.
MAX_PLAYERS_CARDS = 10
#: A layout uses at most ten cards: eight of the two hand ranks, the banker's and the player's.
LAYOUT_MOST = 10


def players_zone(index: int) -> str:
    """The zone id of the ``index``-th player's card of a deal (1-based)."""
    return f"players-card-{index}"


def bet_kind(rank: str) -> str:
    """The action kind that bets on the player's card of ``rank``: ``bet-7``, ``bet-q``."""
    return f"bet-{rank.lower()}"


def bet_account(seat: int, card: Card) -> str:
    """The table account holding ``seat``'s bets on ``card``: an id in no language (``{2}'s bet on
    5H``), keyed by seat and card, which :mod:`.words` labels ("Colette's bet on 5H", "Mise de
    Colette sur 5H")."""
    return f"{seat_ref(seat)}'s bet on {card}"


@dataclass
class PlayersCard:
    """A player's card: its card, its zone, whether it is still live, and its bets by bettor."""

    card: Card
    zone: str
    live: bool = True
    bets: dict[int, str] = field(default_factory=dict)


@dataclass
class Hand:
    """One banker's hand: his limit, the hand cards' ranks, his card and the players' cards."""

    banker: int
    limit: int = 0
    hand_ranks: dict[str, str] = field(default_factory=dict)
    banker_card: Card | None = None
    cards: list[PlayersCard] = field(default_factory=list)

    def card_of(self, rank: str) -> PlayersCard | None:
        return next((pc for pc in self.cards if pc.card.rank == rank), None)

    def by_kind(self, kind: str) -> PlayersCard | None:
        return next((pc for pc in self.cards if bet_kind(pc.card.rank) == kind), None)

    def live(self) -> list[PlayersCard]:
        return [pc for pc in self.cards if pc.live]

    def on(self, t, pc: PlayersCard, seat: int) -> int:
        """What ``seat`` has on ``pc``."""
        return t.balance(pc.bets[seat]) if seat in pc.bets else 0

    def outstanding(self, t) -> int:
        """Every chip bet on live cards: what the banker would pay if his card were matched now."""
        return sum(t.balance(account) for pc in self.live() for account in pc.bets.values())

    def room(self, t) -> int:
        """How much more the bank can cover."""
        return t.chips(self.banker) - self.outstanding(t)

    def add_card(self, t, card: Card) -> PlayersCard:
        """Open the next player's-card zone for ``card`` (the card is turned onto it by the caller)."""
        index = len(self.cards) + 1
        zone = t.zones[players_zone(index)]
        zone.shown = True
        pc = PlayersCard(card, zone.id)
        self.cards.append(pc)
        return pc

    def account(self, t, pc: PlayersCard, seat: int) -> str:
        """The account for ``seat``'s bets on ``pc``, opened on the first bet."""
        if seat not in pc.bets:
            pc.bets[seat] = t.open_account(bet_account(seat, pc.card), seat)
        return pc.bets[seat]


def publish(t, hand: Hand | None) -> None:
    """Refresh ``t.extra`` with the hand's limit and its players' cards (new objects each time)."""
    if hand is None:
        for key in ("limit", "banker_card", "hand_cards", "players_cards"):
            t.extra.pop(key, None)
        return
    t.extra["limit"] = hand.limit
    t.extra["banker_card"] = str(hand.banker_card) if hand.banker_card else None
    t.extra["hand_cards"] = sorted(hand.hand_ranks)
    t.extra["players_cards"] = [
        {
            "card": str(pc.card),
            "zone": pc.zone,
            "live": pc.live,
            "bets": {
                t.names[seat]: t.balance(account)
                for seat, account in sorted(pc.bets.items())
                if t.balance(account)
            },
        }
        for pc in hand.cards
    ]
