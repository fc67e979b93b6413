"""The banker's limit, and the bets the players place on the players' cards.

Source: "Betting limits" ("decided by each banker for the duration of his hand"), "Betting"
(each player bets alongside the player's card) and "Between turns" (new bets on any live
player's card; a bet once placed is never removed or moved). A bet is never taken back: it
lies in its own account on the table until the card is matched or the banker's card is.
Every word, prompts and refusals included, comes from :mod:`.words` in the language of the moment.
"""

from __future__ import annotations

from ...cards import Card
from ...cards import rank_plural as plural
from ...decisions import Choice, Decision
from ...events import Event
from ...narrate import card_words, join
from ...narrate import chips as chip_words
from ...seats import leftward
from .state import Hand, PlayersCard, bet_kind
from .words import word


def limit_decision(t, banker: int) -> Decision:
    """The banker declares the most one player may have on one card (1 to all he holds)."""
    high = t.chips(banker)
    within = word("limit.all") if high == 1 else word("limit.range", chips=chip_words(high))
    prompt = word("prompt.limit", name=t.names[banker], within=within)
    return Decision(banker, "limit", prompt, (Choice("limit", 1, high),))


def offers(t, hand: Hand, seat: int) -> tuple[list[Choice], list[tuple[str, str]]]:
    """The bets ``seat`` may place now, and why the others are not on offer."""
    chips, room = t.chips(seat), hand.room(t)
    choices, unavailable = [], []
    for pc in hand.cards:
        kind = bet_kind(pc.card.rank)
        if not pc.live:
            unavailable.append((kind, word("why.dead", ranks=plural(pc.card.rank))))
            continue
        mine = hand.on(t, pc, seat)
        high = min(hand.limit - mine, chips, room)
        if high >= 1:
            choices.append(Choice(kind, 1, high))
        elif mine >= hand.limit:
            said = word(
                "why.at-limit",
                name=t.names[seat],
                chips=chip_words(hand.limit),
                card=card_words(str(pc.card)),
            )
            unavailable.append((kind, said))
        elif chips == 0:
            unavailable.append((kind, word("why.no-chips", name=t.names[seat])))
        else:
            unavailable.append((kind, word("why.bank-full")))
    for rank in hand.hand_ranks:
        unavailable.append((bet_kind(rank), word("why.hand-rank", ranks=plural(rank))))
    if hand.banker_card is not None:
        unavailable.append((bet_kind(hand.banker_card.rank), word("why.bankers-card")))
    return choices, unavailable


def why_nothing(t, hand: Hand, seat: int) -> str:
    """The board's note for a seat with no bet on offer."""
    if not hand.live():
        return word("note.none-live")
    if t.chips(seat) == 0:
        return word("note.no-chips")
    if hand.room(t) <= 0:
        return word("note.bank-full")
    return word("note.at-limit", chips=chip_words(hand.limit))


def bet_prompt(t, hand: Hand, seat: int, choices: list[Choice], again: bool, must: bool = False) -> str:
    """Each card on offer in words, with the amounts allowed.

    The action's name (``bet-10``) stays the choice's ``kind``, for a board's buttons and for
    notation; the prompt a player reads names the card as the words do.
    """
    cards = word("offer.between").join(
        word(
            "offer",
            card=card_words(str(card_of(hand, c.kind))),
            amounts=word("offer.one") if c.high == 1 else word("offer.range", chips=chip_words(c.high)),
        )
        for c in choices
    )
    if must:
        return word("prompt.opening", name=t.names[seat], cards=cards)
    return word("prompt.bet", name=t.names[seat], more=word("bet.another" if again else "bet.a"), cards=cards)


def card_of(hand: Hand, kind: str) -> Card:
    """The player's card the action ``kind`` bets on (one that is on offer, so it exists)."""
    pc = hand.by_kind(kind)
    assert pc is not None, kind
    return pc.card


def betting_round(t, hand: Hand, opening: bool = False):
    """Each player in turn from the banker's left bets on live cards as often as he likes, then passes.

    Every bet is its own event; the players who pass without betting are told together, in the
    same sentence as the next bet ("Denis and Colette pass; Blaise bets 3 chips on the ten of
    diamonds (10D).") or in one of their own once the round is over ("Denis, Colette and Blaise
    pass."), and a player who stops after his own bets needs no words of his own. Each answer is
    still its own decision, asked in turn; bets in a row that no person made are told in one
    step (:data:`~.texts.RUNS`), while a person's bet is shown as it is placed. ``opening`` is the round after the layout under
    ``opening_bet = required``: a player's first answer must then be a bet (when he can place one
    at all); after it he may pass as usual.
    """
    passed: list[int] = []
    for seat in leftward(hand.banker, t.count):
        kind = "bet"
        while True:
            choices, unavailable = offers(t, hand, seat)
            if not choices:
                t.notes[seat] = why_nothing(t, hand, seat)
                break
            t.notes.pop(seat, None)
            must = opening and kind == "bet"
            prompt = bet_prompt(t, hand, seat, choices, kind != "bet", must)
            if must:
                offered, unavailable = tuple(choices), [("pass", word("why.must-open")), *unavailable]
            else:
                offered = (Choice("pass"), *choices)
            action = yield Decision(seat, kind, prompt, offered, tuple(unavailable), several="pass")
            if action.kind == "pass":
                if kind == "bet":  # after his own bets a pass only ends his turn: his bets said it
                    passed.append(seat)
                break
            pc = hand.by_kind(action.kind)
            assert pc is not None and action.amount is not None  # verified against the choices
            yield place_bet(t, hand, pc, seat, action.amount, passed, again=kind != "bet")
            passed = []
            kind = "bet-again"
    if passed:
        yield passes(passed)


def passes(seats: list[int]) -> Event:
    """The passes in a row, told in one sentence."""
    verb = word("pass.one" if len(seats) == 1 else "pass.many")
    return Event("pass", seats[0] if len(seats) == 1 else None, seats=tuple(seats), info=(("verb", verb),))


def place_bet(
    t,
    hand: Hand,
    pc: PlayersCard,
    seat: int,
    amount: int,
    passed: list[int] | None = None,
    *,
    again: bool = False,
) -> Event:
    """Move the chips onto the card and return the event that tells it, after the passes that
    came just before it (``passed``), in the same sentence. ``again`` is a bet after the
    bettor's own: told in a run of bets, it follows his last without his name (``bettor``)."""
    had = hand.on(t, pc, seat)
    t.pay(seat, hand.account(t, pc, seat), amount, word("reason.bet", code=str(pc.card)))
    total = word("bet.total", chips=chip_words(had + amount)) if had else word("bet.first")
    before = ""
    if passed:
        names = join([t.names[s] for s in passed])
        verb = word("pass.one" if len(passed) == 1 else "pass.many")
        before = word("passed-before", names=names, verb=verb)
    return Event(
        "bet",
        seat,
        seats=tuple(passed or ()),
        cards=(str(pc.card),),
        amount=amount,
        info=(
            ("total", total),
            ("before", before),
            ("bettor", "" if again else word("bettor", who=t.names[seat])),
        ),
    )
