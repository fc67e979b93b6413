"""Finding the first dealer, and dealing the layout with every re-deal for a match.

Source: "Dealer" (the first ace to appear), "Dealing the Layout" (two hand cards, the
banker's card, the player's card) and "Matching Cards in the Layout" 1) to 3): a second hand
card matching the first goes on it; a banker's or player's card matching a hand card goes
on that card; a player's card matching the banker's card makes the deal void.
"""

from __future__ import annotations

from ...events import Event
from ...narrate import card_words, join
from ...seats import leftward
from .state import (
    BANKER_ZONE,
    DRAW_ZONE,
    HAND_ZONES,
    LAYOUT_MOST,
    MAX_PLAYERS_CARDS,
    SET_ASIDE,
    Hand,
    players_zone,
)
from .words import FIRST_ACE_DEALER, word


def make_zones(t) -> None:
    """The zones a board draws, in this order: the first-ace deal, the layout, the set-aside pile."""
    t.zone(DRAW_ZONE, word("zone.first-ace"), "middle").shown = False
    t.zone(HAND_ZONES[0], word("zone.hand"), "left")
    t.zone(HAND_ZONES[1], word("zone.hand"), "left")
    t.zone(BANKER_ZONE, word("zone.banker-card"), "middle")
    for i in range(1, MAX_PLAYERS_CARDS + 1):
        label = word("zone.players-card") if i == 1 else word("zone.players-card.nth", number=i)
        t.zone(players_zone(i), label, "right").shown = False
    t.zone(SET_ASIDE, word("zone.set-aside"), "middle").shown = False


def first_ace(t):
    """Deal face up round the table from the first seat to the left until an ace: that seat banks.

    One event tells each time round the table (who got what), so a long search stays short to read.
    The seat dealing holds the role :data:`~.words.FIRST_ACE_DEALER` meanwhile, a key in no language.
    """
    t.banker = 0  # the first seat deals the cards that find the dealer, whatever the spec named
    t.roles.update({seat: "player" for seat in range(t.count)})
    t.roles[0] = FIRST_ACE_DEALER
    t.fresh_stock()
    t.zones[DRAW_ZONE].shown = True
    yield Event("draw-shuffle", 0)
    order = [0, *leftward(0, t.count)]
    dealt: list[str] = []
    while True:
        seat = order[len(dealt) % t.count]
        card = t.turn(DRAW_ZONE)
        if card.rank == "A":
            if len(dealt) % t.count:
                yield draw_round(t, order, dealt)
            t.banker = t.first_banker = seat
            t.roles.clear()
            t.zones[DRAW_ZONE].mark = {
                "index": len(t.zones[DRAW_ZONE].cards) - 1,
                "word": word("mark.first-ace"),
            }
            yield Event("first-ace", seat, cards=(str(card),), term="banker")
            return
        dealt.append(str(card))
        if len(dealt) % t.count == 0:
            yield draw_round(t, order, dealt)


def draw_round(t, order: list[int], dealt: list[str]) -> Event:
    """The cards dealt since the last round began, seat by seat."""
    start = (len(dealt) - 1) // t.count * t.count
    cards = dealt[start:]
    seats = tuple(order[: len(cards)])
    words = join(
        [
            word("dealt.next" if i else "dealt.first", name=t.names[s], card=card_words(c))
            for i, (s, c) in enumerate(zip(seats, cards, strict=False))
        ]
    )
    return Event("draw-round", seats=seats, cards=tuple(cards), info=(("dealt", words),))


def shuffle(t, hand: Hand, why: str = "") -> None:
    """Gather every card and shuffle: the layout zones are emptied, the extra zones hidden."""
    t.fresh_stock()
    t.zones[DRAW_ZONE].shown = False
    t.zones[SET_ASIDE].shown = False
    for i in range(1, MAX_PLAYERS_CARDS + 1):
        t.zones[players_zone(i)].shown = False
    hand.hand_ranks.clear()
    hand.banker_card = None
    hand.cards.clear()


def deal_layout(t, hand: Hand):
    """Deal the hand cards, the banker's card and the player's card; returns False when void."""
    hand.hand_ranks.clear()
    hand.banker_card = None
    hand.cards.clear()
    first = t.turn(HAND_ZONES[0])
    hand.hand_ranks[first.rank] = HAND_ZONES[0]
    yield Event(
        "hand-card",
        hand.banker,
        cards=(str(first),),
        term="hand card",
        info=(("which", word("which.first")),),
    )
    while t.stock[0].rank == first.rank:  # Matching Cards in the Layout, 1)
        card = t.turn(HAND_ZONES[0])
        yield Event("hand-pair", hand.banker, cards=(str(card),), term="hand card")
    second = t.turn(HAND_ZONES[1])
    hand.hand_ranks[second.rank] = HAND_ZONES[1]
    yield Event(
        "hand-card",
        hand.banker,
        cards=(str(second),),
        term="hand card",
        info=(("which", word("which.second")),),
    )

    while t.stock[0].rank in hand.hand_ranks:  # Matching Cards in the Layout, 2)
        card = t.turn(hand.hand_ranks[t.stock[0].rank])
        yield Event("banker-on-hand", hand.banker, cards=(str(card),), term="hand card")
    hand.banker_card = t.turn(BANKER_ZONE)
    yield Event("banker-card", hand.banker, cards=(str(hand.banker_card),), term="banker's card")

    while t.stock[0].rank in hand.hand_ranks:  # Matching Cards in the Layout, 3), first sentence
        card = t.turn(hand.hand_ranks[t.stock[0].rank])
        yield Event("players-on-hand", hand.banker, cards=(str(card),), term="hand card")
    card = t.stock[0]
    pc = hand.add_card(t, card)
    t.turn(pc.zone)
    if card.rank == hand.banker_card.rank:  # Matching Cards in the Layout, 3), second sentence
        t.zones[pc.zone].mark = {"index": 0, "word": word("mark.void")}
        yield Event("void", hand.banker, cards=(str(card),), term="void deal")
        return False
    yield Event("players-card", hand.banker, cards=(str(card),), term="player's card")
    return True


def redeal(t, hand: Hand, mode: str):
    """After a void layout: gather and shuffle, or set the layout aside and deal on from the pack."""
    if mode == "continue" and len(t.stock) >= LAYOUT_MOST:
        aside = t.zones[SET_ASIDE]
        aside.shown = True
        for zone_id in (*HAND_ZONES, BANKER_ZONE, players_zone(1)):
            t.move_all(zone_id, SET_ASIDE)
            t.zones[zone_id].mark = None
        t.zones[players_zone(1)].shown = False
        hand.cards.clear()
        yield Event("set-aside", hand.banker)
        return
    why = word("why.reshuffle" if mode == "reshuffle" else "why.too-few")
    shuffle(t, hand)
    yield Event("shuffle", hand.banker, info=(("why", why),))
