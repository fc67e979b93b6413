"""A hand from shuffle to its end (source §3-§13), and a round (§14): every cutter banker once.

The first banker of a round is drawn by the highest card (§3). A banker keeps the deal after
a hand that ends with his own quadruple or with every up-card taken (§4, §13), and may hand it
to his right instead; a cutter's quadruple card or the banker's card coming out while up-cards
are in play sends it to his right at once. The round is over when every cutter has held the
deal, so it always ends: a banker keeps the deal at most ``max_hands`` hands in a row.

Every turn round the table counts the cutters alone: outside carabins (option ``outsiders``)
never draw for the deal, never hold it and are never "the cutter on his right" (§10, §14).
"""

from __future__ import annotations

from ... import grammar
from ...cards import RANKS, rank_plural
from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import card_words, join
from ...narrate import chips as chips_words
from ...seats import right_of
from .banker_card import turn_banker_card
from .deal import deal_upcards, shuffle_and_cut
from .hand import DRAW, Hand, guarantee_account, up_zone
from .phrases import word
from .rejouissance import expose_rejouissance, rejouissance_stakes
from .stock import KEEPS_DEAL, deal_stock


def start_hand(t, v, banker: int) -> Hand:
    """Seat the banker and clear the board's notes for a new hand."""
    cutters = v.cutters(t)
    t.banker = banker
    t.notes.clear()
    for seat in range(cutters):
        t.roles[seat] = "banker" if seat == banker else "cutter"
        t.open_account(guarantee_account(seat), banker)
        t.zones[up_zone(seat)].mark = None
    outsiders = tuple(range(cutters, t.count))
    for seat in outsiders:
        t.roles[seat] = "carabin"
        t.notes[seat] = word("note.outsider")
    t.extra.pop("outcome", None)
    return Hand(
        banker,
        v.options["stake"],
        carabins=v.options["carabins"],
        rejouissance_pays=v.options["rejouissance_pays"],
        reprise_cards=v.options["reprise_cards"],
        cutters=cutters,
        outsiders=outsiders,
    )


def play_hand(t, v, banker: int):
    """One hand; returns its outcome (see :data:`~.stock.KEEPS_DEAL`)."""
    h = start_hand(t, v, banker)
    v.hand = h
    if t.chips(banker) < h.stake:  # a short purse cannot hold the deal (ruling), in a single hand too
        t.extra["outcome"] = "no-hand"
        yield Event("banker-short", banker, amount=t.chips(banker))
        return "no-hand"
    if not any(t.chips(s) >= h.stake for s in h.from_right()):
        t.extra["outcome"] = "no-hand"
        yield Event("no-hand", banker, amount=h.stake)
        return "no-hand"
    yield from shuffle_and_cut(t, h)
    if (yield from deal_upcards(t, v, h)):
        t.extra["outcome"] = "quadruple-card"
        return "quadruple-card"
    if v.options["rejouissance"]:
        yield from rejouissance_stakes(t, v, h)
    if (yield from turn_banker_card(t, v, h)):
        return "bankers-quadruple"
    if v.options["rejouissance"] and (yield from expose_rejouissance(t, v, h)):
        return "bankers-quadruple"
    return (yield from deal_stock(t, v, h))


def draw_for_banker(t, cutters: int):
    """Each cutter draws a card; the highest rank deals first, ties drawing again (§3)."""
    t.fresh_stock()
    t.zones[DRAW].shown = True
    t.banker = None
    for seat in range(cutters):
        t.roles[seat] = "cutter"
    drawing = list(range(cutters))
    while True:
        drawn = {seat: t.turn(DRAW) for seat in drawing}
        best = max(RANKS.index(c.rank) for c in drawn.values())
        top = [s for s, c in drawn.items() if RANKS.index(c.rank) == best]
        draws = join([word("draw.item", name=t.names[s], card=card_words(str(drawn[s]))) for s in drawing])
        tie = word("draw.tie", ranks=rank_plural(RANKS[best])) if len(top) > 1 else ""
        yield Event(
            "draw",
            seats=tuple(drawing),
            cards=tuple(str(drawn[s]) for s in drawing),
            info=(("draws", draws), ("tie", tie)),
        )
        if len(top) == 1:
            break
        drawing = top
    t.banker = t.first_banker = top[0]
    yield Event("first-banker", top[0], cards=(str(drawn[top[0]]),), term="banker")


def keep_decision(t, seat: int, cutters: int) -> Decision:
    prompt = word("prompt.keep", name=t.names[seat], next=t.names[right_of(seat, cutters)])
    return Decision(seat, "keep", prompt, (Choice("keep"), Choice("pass")))


def bank_turn(t, v, seat: int):
    """Hands dealt by ``seat`` until the deal leaves him; returns whether a line has already named
    the seat on his right as the next banker (a limit reached, or the deal handed on by choice)."""
    hands = 0
    cutters = v.cutters(t)
    while True:
        outcome = yield from play_hand(t, v, seat)
        hands += 1
        v.hands_in_row = hands
        after = t.names[right_of(seat, cutters)]
        if outcome not in KEEPS_DEAL:
            return False  # the next banker's first line says the deal passes to him
        if hands >= v.options["max_hands"]:
            dealt = word("hands.one") if hands == 1 else word("hands.many", n=hands)
            yield Event("deal-limit", seat, amount=hands, info=(("next", after), ("hands", dealt)))
            return True
        action = yield keep_decision(t, seat, cutters)
        if action.kind == "pass":
            yield Event("pass-deal", seat, term="passing-the-bank", info=(("next", after),))
            return True
        yield Event("keep-deal", seat, term="keeping-the-bank")


def play_round(t, v):
    """A round: from the first banker, each cutter in turn to the right holds the deal once (§14).

    Each banker's turn is told in one line: who takes the deal and how it came to him, unless the
    line before has just named him (the draw, a limit reached, the deal handed on by choice).
    """
    cutters = v.cutters(t)
    drawn = v.options["first_banker"] == "draw"
    if drawn:
        yield from draw_for_banker(t, cutters)
    first = t.banker
    named = drawn  # whether the last line already named this seat as the next banker
    previous = None  # the banker whose turn has just ended, when the deal left him without a word
    skipped: list[int] = []
    run: list[int] = []  # seats passed over since the last turn, told in one line
    for k in range(cutters):
        seat = (first + k) % cutters
        t.banker = seat
        if t.chips(seat) < v.options["stake"]:
            run.append(seat)
            skipped.append(seat)
            named, previous = False, None
            continue
        yield from skip_deal(t, run)
        run = []
        if named:
            holds = ""
        elif previous is not None:
            holds = word("holds.passes", name=t.names[seat], whose=grammar.possessive(t.names[previous]))
        else:
            holds = word("holds.holds", name=t.names[seat])
        yield Event("takes-the-deal", seat, info=(("holds", holds), ("turn", k + 1), ("turns", cutters)))
        named = yield from bank_turn(t, v, seat)
        previous = None if named else seat
    yield from skip_deal(t, run)
    chips = [t.chips(i) for i in range(t.count)]
    best = max(chips)
    winners = [i for i, c in enumerate(chips) if c == best]
    if skipped:
        short = join([t.names[i] for i in skipped])
        held = word("held.skipped", short=short)
    else:
        held = word("held.all")
    yield Event(
        "round-over",
        seats=tuple(winners),
        amount=best,
        term="round",
        info=(("leaders", join([t.names[i] for i in winners])), ("held", held)),
    )


def skip_deal(t, seats: list[int]):
    """The cutters in a row too short of chips to hold the deal, in one line (ruling on short purses)."""
    if not seats:
        return
    first, rest = seats[0], seats[1:]
    holders = word("holders.first", name=t.names[first], chips=chips_words(t.chips(first)))
    if rest:
        holders = join(
            [holders] + [word("holders.rest", name=t.names[s], chips=chips_words(t.chips(s))) for s in rest]
        )
    cannot = word("cannot.many" if rest else "cannot.one")
    info = (("holders", holders), ("cannot", cannot))
    yield Event("skip-deal", first, seats=tuple(rest), amount=t.chips(first), info=info)
