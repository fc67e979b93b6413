"""One hand of the court game as data: who holds which up-card, the banker's card, the
rejouissance, the reprise cards; the zones and accounts they lie in; capped payments.

Every card lies in a zone of the :class:`~lansquenet.table.Table` and every chip in an
account of its ledger; :class:`Hand` only remembers what the zones cannot say on their own
(who has been dispossessed, who was the first-taken, whether the banker has taken anything).
A card's multiplicity is simply how many cards its zone holds: one for a single card, two for
a double, three for a triple, four for a quadruple.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...ledger import name_accounts, seat_ref
from ...seats import left_of, rightward
from .phrases import ACCOUNTS, stake_words, word

PILE = "pile"
BANKER_CARD = "banker-card"
REJOUISSANCE = "rejouissance"
DRAW = "draw"

name_accounts(ACCOUNTS)
TERMS = {1: "up-card", 2: "double-card", 3: "triple-card", 4: "quadruple"}
FACTOR = {1: 1, 2: 2, 3: 4}
"""What the banker pays a cutter's card when his own card comes out, in stakes of the game (source §6)."""


def up_zone(seat: int) -> str:
    return f"up-{seat}"


def reprise_zone(rank: str) -> str:
    return f"reprise-{rank}"


def stake_account(seat: int) -> str:
    """Where a cutter's stake of the game lies on his up-card."""
    return f"{seat_ref(seat)}'s stake"


def guarantee_account(seat: int) -> str:
    """What the banker lays on a cutter's double or triple card (source §5)."""
    return f"Bank on {seat_ref(seat)}'s card"


def rejouissance_account(seat: int) -> str:
    return f"{seat_ref(seat)} on the rejouissance"


def wager_account(seat: int, rank: str) -> str:
    """A carabin's wager on a reprise card: its id names the rank by its code, its label in words."""
    return f"{seat_ref(seat)} on the reprise {rank}"


@dataclass
class Reprise:
    """A reprise card (source §10-11): its rank, the carabin holding it, his wager's account
    and what the banker must pay him if the banker's card comes out first."""

    rank: str
    holder: int | None = None
    account: str | None = None
    payout: int = 0


@dataclass
class Hand:
    """What one hand remembers beyond its zones and accounts."""

    banker: int
    stake: int
    carabins: str = "none"
    """Who may carabine this hand (option ``carabins``): ``none``, ``dispossessed`` or ``cutters``."""
    rejouissance_pays: str = "even"
    """How the banker pays a multiple rejouissance he loses (option ``rejouissance_pays``)."""
    reprise_cards: str = "claimable"
    """When stock cards matching nothing are laid out (option ``reprise_cards``): ``claimable``, only
    while someone may carabine on them, or ``accepted``, from the first stock card of any hand whose
    table admits carabins."""
    cutters: int = 0
    """How many seats are cutters: seats ``0`` to ``cutters - 1``. The cutters' turn round the table
    (the deal, the cut, the banker's right) counts these seats alone."""
    outsiders: tuple[int, ...] = ()
    """The outside carabins' seats (option ``outsiders``): no up-card, no cut, no deal, no watering."""
    holders: dict[int, str] = field(default_factory=dict)
    """Cutters still holding an up-card, in the order they were dealt, with its rank."""
    out: list[int] = field(default_factory=list)
    """Cutters sitting the hand out: they hold less than the stake of the game."""
    banker_rank: str | None = None
    rejouissance: str | None = None
    """The rank of the rejouissance while it is still in play."""
    stakers: list[int] = field(default_factory=list)
    """Seats with a stake on the rejouissance."""
    reprises: dict[str, Reprise] = field(default_factory=dict)
    took: bool = False
    """Whether the banker has taken any card showing (the cutthroat's test): an up-card gathered by his
    own card at the reveal, or any card taken by the rejouissance or the stock."""
    first_taken: int | None = None
    dispossessed: list[int] = field(default_factory=list)
    """Cutters who lost their up-card this hand, in that order: they may carabine."""
    offer: tuple[str, int, int, int] | None = None
    """The reprise card wagers are being offered on: rank, multiplicity, least wager, pay per least wager."""
    considering: int = 0
    """The offer the banker is answering."""

    def from_right(self) -> list[int]:
        """The cutters other than the banker, from his right round to his left (source §3)."""
        return rightward(self.banker, self.cutters)

    def left_cutter(self) -> int:
        """The cutter on the banker's left, who cuts (source §3)."""
        return left_of(self.banker, self.cutters)

    @property
    def lays_reprises(self) -> bool:
        """Whether a stock card turned now is laid out as a reprise card (source §10, §11).

        Only at a table that admits carabins: outside carabins, or cutters who may carabine (option
        ``carabins``). With ``carabins = dispossessed`` and no outside carabin, nobody may carabine
        until a cutter has lost his up-card; under ``reprise_cards = claimable`` (the default) no
        reprise card is laid out before then, under ``accepted`` they are from the first stock card.
        """
        if self.outsiders or self.carabins == "cutters":
            return True
        if self.carabins == "none":
            return False
        return self.reprise_cards == "accepted" or bool(self.dispossessed)

    @property
    def lays_after_a_take(self) -> bool:
        """Whether an up-card the stock takes is laid out again as a multiple reprise card: its cutter,
        dispossessed by the take, may carabine on it whenever cutters may (source §10, §11)."""
        return self.lays_reprises or self.carabins != "none"

    def holder_of(self, rank: str) -> int | None:
        return next((s for s, r in self.holders.items() if r == rank), None)

    def rejouissance_staked(self, t) -> int:
        return sum(t.balance(rejouissance_account(s)) for s in self.stakers)

    def wagered(self) -> list[Reprise]:
        """Reprise cards that carry a carabin's wager."""
        return [r for r in self.reprises.values() if r.holder is not None]

    def rejouissance_factor(self, t) -> int:
        """What the banker pays on each chip staked on the rejouissance if his card comes out."""
        if self.rejouissance_pays == "even" or not t.zones[REJOUISSANCE].cards:
            return 1
        return FACTOR[min(3, multiplicity(t, REJOUISSANCE))]

    def owed(self, t) -> int:
        """What the banker would pay out of his own chips if his card came out now."""
        owed = 0
        for seat in self.holders:
            owed += max(
                0, FACTOR[multiplicity(t, up_zone(seat))] * self.stake - t.balance(guarantee_account(seat))
            )
        owed += self.rejouissance_staked(t) * self.rejouissance_factor(t)
        return owed + sum(r.payout for r in self.wagered())

    def room(self, t) -> int:
        """The chips the banker can still put at risk on the rejouissance or a reprise card."""
        return max(0, t.chips(self.banker) - self.owed(t))


def multiplicity(t, zone_id: str) -> int:
    return len(t.zones[zone_id].cards)


def mark(t, zone_id: str, word: str | None) -> None:
    """Label a zone's top card for the board (``Double``, ``Anne's, 3 chips``), or clear it."""
    zone = t.zones[zone_id]
    zone.mark = {"index": len(zone.cards) - 1, "word": word} if word and zone.cards else None


def slide_under(t, from_zone: str, to_zone: str) -> None:
    """Move every card of ``from_zone`` under the cards of ``to_zone``, still showing (source §5)."""
    moving = list(t.zones[from_zone].cards)
    for card in moving:
        t.move_card(card, from_zone, to_zone)
    zone = t.zones[to_zone]
    zone.cards[:] = moving + zone.cards[: len(zone.cards) - len(moving)]
    t.zones[from_zone].mark = None


def pay_upto(t, payer, payee, amount: int, reason: str) -> int:
    """Pay ``amount`` or, when the payer runs short, all he holds; returns what was paid."""
    paid = min(amount, t.balance(payer))
    if paid > 0:
        t.pay(payer, payee, paid, reason)
    return max(paid, 0)


def short(paid: int, owed: int) -> str:
    """The words for a payment cut short by an empty purse."""
    return "" if paid >= owed else word("short", missing=stake_words(owed - paid))
