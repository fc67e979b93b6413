"""Carabins, reprise cards and the rule of odds (source §10, §11 and §12).

With carabins at the table, a stock card matching nothing showing is laid out as a reprise
card (only once someone may carabine on it, unless option ``reprise_cards = accepted``: see
:attr:`.Hand.lays_reprises`); a card matching a showing card other than the banker's (an
up-card, the rejouissance or a reprise card) takes it, and the two are laid out again as a
multiple reprise card. Each
reprise card may carry one carabin's wager; a carabin may hold several. The banker accepts,
limits or refuses each wager. Carabins settle with the banker alone and never water.

Who carabines: the outside carabins (option ``outsiders``), the occasional players of §1 and
§10, and, as a ruling (option ``carabins``), the cutters who have lost their up-card this hand,
as the source reads the name (``dispossessed``), or every cutter but the banker (``cutters``).
At equal offers a dispossessed cutter comes first, as §10 thinks fair; otherwise the earlier
offer, the cutters speaking from the banker's right and then the outside carabins.

The rule of odds (option ``rule_of_odds``): the least wager is 4 minus the banker card's
multiplicity, in stakes of the game, and it is paid 4 minus the reprise card's multiplying
factor; wagers go in multiples of that least wager. Without it, wagers are paid at even money.
A reprise card's factor is four less the cards of its rank still in the stock (§12.2: "the
complement to 4 being nothing other than the number of matching cards remaining in the stock"),
which is more than the cards lying in it when earlier cards of its rank went onto the turned
cards before anyone could carabine (``reprise_cards = claimable``); a reprise card with none of
its rank left in the stock could never be taken, so it is put aside like a quadruple.
"""

from __future__ import annotations

from math import gcd

from ... import grammar
from ...cards import rank_plural as plural
from ...decisions import Choice, Decision
from ...events import Event
from ...grammar.fr import FEMININE
from ...narrate import chips, join
from .hand import (
    BANKER_CARD,
    PILE,
    Hand,
    Reprise,
    mark,
    multiplicity,
    pay_upto,
    reprise_zone,
    short,
    wager_account,
)
from .phrases import kind as kind_of
from .phrases import mark_word, owners, rank_name, word


def odds_terms(v, t, h: Hand, count: int) -> tuple[int, int]:
    """The least wager on a reprise card of multiplying factor ``count`` (see :func:`factor`) and
    what the banker pays on it.

    Under the rule of odds each side puts up four minus the other's multiplicity: the number of
    stock cards that would beat him (§12.2). Equal cards come down to one for one, as the source
    says; the other ratios (3:2, 3:1, 2:1 and their converses) have no common factor.
    """
    if not v.options["rule_of_odds"]:
        return h.stake, h.stake
    least, pays = 4 - multiplicity(t, BANKER_CARD), 4 - count
    common = gcd(least, pays)
    return least // common * h.stake, pays // common * h.stake


def factor(t, rank: str) -> int:
    """A reprise card's multiplying factor for the rule of odds: four less the cards of its rank
    still in the stock, the cards that would take it (§12.2). It is the cards lying in the reprise
    card unless earlier cards of the rank went onto the turned cards matching nothing showing."""
    return 4 - sum(1 for card in t.zones[t.STOCK].cards if card.rank == rank)


def priced(t, v, rank: str, count: int) -> str:
    """The words saying that a reprise card of ``count`` cards is priced by a larger factor, or ''."""
    left = 4 - factor(t, rank)
    if not v.options["rule_of_odds"] or 4 - left == count:
        return ""
    if left == 1:
        key = "priced.one.f" if rank in FEMININE else "priced.one"
        return word(key, kind=kind_of(4 - left), rank=rank_name(rank))
    return word("priced.many", kind=kind_of(4 - left), left=word(f"number.{left}"), ranks=plural(rank))


def carabins(t, h: Hand) -> list[int]:
    """The seats that may wager on a reprise card now: the cutters who may carabine, in turn from
    the banker's right, then the outside carabins."""
    seats = []
    if h.carabins != "none":
        seats = [s for s in h.from_right() if s not in h.out]
    if h.carabins == "dispossessed":
        seats = [s for s in seats if s in h.dispossessed]
    return seats + list(h.outsiders)


def show(t, rank: str) -> str:
    zone = t.zone(reprise_zone(rank), word("zone.reprise", ranks=plural(rank)), "middle")
    zone.shown = True
    return zone.id


def lay_out(t, v, h: Hand, rank: str, kind: str, card: str):
    """A (multiple) reprise card now lies on the table: tell it, then take the carabins' offers.

    The caller has put its cards in the zone. A quadruple reprise card can never come out, so it
    is put aside instead (its zone is emptied onto the pile).
    """
    zone = reprise_zone(rank)
    count = multiplicity(t, zone)
    if factor(t, rank) == 4:  # nothing left in the stock can take it
        t.move_all(zone, PILE)
        t.zones[zone].shown = False
        h.reprises.pop(rank, None)
        dead = "reprise-dead" if count == 4 else "reprise-last" if kind == "reprise-card" else "reprise-spent"
        yield Event(dead, cards=(card,), info=(("rank", plural(rank)),))
        return
    h.reprises[rank] = Reprise(rank)
    mark(t, zone, mark_word(count) if count > 1 else None)
    yield Event(
        kind,
        cards=(card,),
        term="reprise-card",
        info=(("kind", kind_of(count)), ("rank", plural(rank)), ("priced", priced(t, v, rank, count))),
    )
    yield from offers(t, v, h, rank)


def offers(t, v, h: Hand, rank: str):
    """Each carabin may offer a wager on the reprise card; the banker answers the best offer,
    then the next if he refuses it, until one is covered or none is left (source §10, §12)."""
    count = factor(t, rank)
    least, pays = odds_terms(v, t, h, count)
    h.offer = (rank, count, least, pays)
    units = h.room(t) // pays
    seats = carabins(t, h)
    if not seats:
        return
    if units < 1:
        yield Event("no-cover", h.banker, info=(("rank", plural(rank)),))
        return
    offered: list[tuple[int, bool, int, int]] = []
    passed: list[int] = []
    for order, seat in enumerate(seats):
        can = min(units, t.chips(seat) // least)
        if can < 1:
            t.notes[seat] = word("note.least-wager", held=chips(t.chips(seat)), least=chips(least))
            continue
        prompt = word("prompt.wager", name=t.names[seat], wager=wager_words(rank, least, can * least, pays))
        if offered:
            prompt += so_far(t, offered, passed)
        action = yield Decision(
            seat, "wager", prompt, (Choice("stake", least, can * least, least), Choice("pass"))
        )
        if action.kind == "pass":
            passed.append(seat)
            continue
        offered.append((action.amount, seat in h.dispossessed, -order, seat))
    yield from told_offers(t, h, rank, sorted(offered, key=lambda o: -o[2]))
    yield from passes(h, rank, passed, bool(offered))
    offered.sort(reverse=True)  # the highest offer; at equal offers the dispossessed, then the earlier
    for answered, (amount, _, _, seat) in enumerate(offered, 1):
        choices = [Choice("accept"), Choice("refuse")]
        unavailable = []
        if amount > least:
            choices.insert(1, Choice("limit", least, amount - least, least))
        else:
            unavailable.append(("limit", word("why.limit", chips=chips(least))))
        h.considering = amount
        answers = word("answers.limit" if amount > least else "answers.plain")
        prompt = word(
            "prompt.cover",
            banker=t.names[h.banker],
            name=t.names[seat],
            chips=chips(amount),
            ranks=plural(rank),
            answers=answers,
        )
        action = yield Decision(h.banker, "cover", prompt, tuple(choices), tuple(unavailable))
        if action.kind == "refuse":
            their = grammar.possessive(t.names[seat])
            info = (("rank", plural(rank)), ("their", their))
            yield Event("wager-refused", h.banker, seats=(seat,), amount=amount, info=info)
            continue
        wager = amount if action.kind == "accept" else action.amount
        account = t.open_account(wager_account(seat, rank), seat)
        t.pay(seat, account, wager, word("reason.wager"))
        payout = wager // least * pays
        h.reprises[rank] = Reprise(rank, seat, account, payout)
        t.roles[seat] = "carabin"
        lying = multiplicity(t, reprise_zone(rank))
        if lying > 1:
            mark(
                t,
                reprise_zone(rank),
                word("mark.wager.kind", name=t.names[seat], wager=wager, kind=kind_of(lying)),
            )
        else:
            mark(t, reprise_zone(rank), word("mark.wager", name=t.names[seat], wager=wager))
        odds = v.options["rule_of_odds"] and pays != least
        yield Event(
            "wager-limited" if action.kind == "limit" else "wager-covered",
            h.banker,
            seats=(seat,),
            amount=wager,
            term="rule-of-odds" if v.options["rule_of_odds"] else "reprise-card",
            info=(
                ("rank", plural(rank)),
                ("payout", payout),
                (
                    "odds",
                    word("odds", pays=pays // gcd(pays, least), least=least // gcd(pays, least))
                    if odds
                    else "",
                ),
            ),
        )
        yield from lapse(t, rank, [seat for *_, seat in offered[answered:]])
        return


def so_far(t, offered: list[tuple[int, bool, int, int]], passed: list[int]) -> str:
    """The offers and passes made before this carabin's turn, for the prompt."""
    offers = join(
        [word("so-far.item", name=t.names[seat], chips=chips(amount)) for amount, _, _, seat in offered]
    )
    if not passed:
        return word("so-far.offers", offers=offers)
    key = "so-far.passes.one" if len(passed) == 1 else "so-far.passes"
    return word(key, offers=offers, names=join([t.names[seat] for seat in passed]))


def told_offers(t, h: Hand, rank: str, offered: list[tuple[int, bool, int, int]]):
    """The carabins' offers on a reprise card, in the order they were made: one offer on its own
    line, several in one sentence ("Colette, Denis and Jules carabine on the reprise queens,
    offering 1 chip each"). Each offer was its carabin's own decision, asked in turn."""
    if not offered:
        return
    if len(offered) == 1:
        amount, _, _, seat = offered[0]
        term = (
            "dispossessed-cutter"
            if seat in h.dispossessed
            else "carabin"
            if seat in h.outsiders
            else "to-carabine"
        )
        yield Event("offer", seat, amount=amount, term=term, info=(("rank", plural(rank)),))
        return
    by_amount: dict[int, list[int]] = {}
    for amount, _, _, seat in offered:
        by_amount.setdefault(amount, []).append(seat)
    if len(by_amount) == 1:
        amounts = word("offered.all", chips=chips(offered[0][0]))
    else:
        amounts = join(
            [
                word(
                    "offered.each" if len(seats) > 1 else "offered.one",
                    chips=chips(amount),
                    names=join([t.names[s] for s in seats]),
                )
                for amount, seats in by_amount.items()
            ]
        )
    seats = tuple(seat for *_, seat in offered)
    yield Event(
        "offers", seats=seats, term="to-carabine", info=(("rank", plural(rank)), ("amounts", amounts))
    )


def lapse(t, rank: str, seats: list[int]):
    """The offers left unanswered once one is covered lapse: a reprise card is used by only a
    single carabin (§10). Nothing was paid on them, so nothing moves."""
    if seats:
        many = len(seats) > 1
        names = [t.names[s] for s in seats]
        if many:
            whose = word("lapsed.many", owners=owners(names))
        else:
            whose = word("lapsed.one", whose=grammar.possessive(names[0]))
        info = (
            ("rank", plural(rank)),
            ("whose", whose),
            ("verb", word("verb.lapse.many" if many else "verb.lapse.one")),
        )
        yield Event("offers-lapse", seats=tuple(seats), term="reprise-card", info=info)


def wager_words(rank: str, least: int, most: int, pays: int) -> str:
    """What a carabin is asked to wager, in plain words: only the amounts he may put up and what the
    banker pays (§12.2): ``wager 1 to 40 chips on the reprise nines, paid at even money``."""
    if most == least:
        amounts = chips(least)
    else:
        amounts = word("wager.amounts", least=grammar.amount(least), most=grammar.amount(most))
    steps = word("wager.steps", least=grammar.amount(least)) if most > least and least > 1 else ""
    paid = word("wager.even") if pays == least else word("wager.odds", pays=pays, least=least)
    return word("wager", amounts=amounts, steps=steps, ranks=plural(rank), paid=paid)


def passes(h: Hand, rank: str, passed: list[int], offered: bool):
    """Tell the carabins who passed on a reprise card in one line, not one line each (§10)."""
    if not passed:
        return
    info = (
        ("rank", plural(rank)),
        ("verb", word("verb.make.one" if len(passed) == 1 else "verb.make.many")),
        ("all", word("all.2" if len(passed) == 2 else "all.many")),
    )
    if len(passed) > 1 and not offered:
        yield Event("no-offers", seats=tuple(passed), term="reprise-card", info=info)
    else:
        yield Event("offer-pass", seats=tuple(passed), info=info)


def take_reprise(t, v, h: Hand, card):
    """A stock card matches a reprise card: the banker takes it, with its wager if it carries
    one, and the pair is laid out again as a multiple reprise card (source §11)."""
    rank = card.rank
    reprise = h.reprises.pop(rank)
    h.took = True
    zone = reprise_zone(rank)
    t.move_card(card, PILE, zone)
    card = str(card)
    if reprise.holder is not None:
        wager = t.balance(reprise.account)
        t.pay(reprise.account, h.banker, wager, word("reason.wager-taken"))
        yield Event(
            "reprise-taken",
            h.banker,
            seats=(reprise.holder,),
            cards=(card,),
            amount=wager,
            term="reprise-card",
            info=(("rank", plural(rank)), ("their", grammar.possessive(t.names[reprise.holder]))),
        )
    else:
        yield Event(
            "reprise-matched", h.banker, cards=(card,), term="reprise-card", info=(("rank", plural(rank)),)
        )
    yield from lay_out(t, v, h, rank, "multiple-reprise", card)


def pay_reprises(t, h: Hand):
    """The banker's card came out: he pays every wager on a reprise card, at the odds agreed."""
    for reprise in h.wagered():
        seat = reprise.holder
        assert seat is not None and reprise.account is not None  # a wagered reprise card has both
        wager = t.balance(reprise.account)
        t.pay(reprise.account, seat, wager, word("reason.wager-back"))
        paid = pay_upto(t, h.banker, seat, reprise.payout, word("reason.reprise-paid"))
        yield Event(
            "reprise-paid",
            h.banker,
            seats=(seat,),
            amount=paid,
            term="reprise-card",
            info=(
                ("rank", plural(reprise.rank)),
                ("wager", wager),
                ("staked", chips(wager)),
                ("short", short(paid, reprise.payout)),
            ),
        )
    h.reprises.clear()
