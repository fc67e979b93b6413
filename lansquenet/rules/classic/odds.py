"""Exact figures for the court game, by enumeration over rank counts: a result no source gives.

Ranks are interchangeable, so a moment of a hand is described by counts alone: how many
up-cards are single, double and triple, how many cards of the banker's rank and of the
rejouissance's rank are still in the stock, and whether the banker has taken anything yet.
Each step of the deal or of the stock draws one of the remaining cards, and the chance of each
kind of card is its count over the cards left; walking every branch with memoised recursion
and :class:`~fractions.Fraction` gives exact expectations. While dealing the stock only cards
of a rank still in play matter, so the next card that matters is drawn from those alone.

Figures, for a hand dealt to ``n`` cutters besides the banker:

- the bank's expected gain per hand, in stakes of the game, from the cutters' stakes (stakes
  lifted in the deal, cards taken, the multiple cards and quadruples paid);
- the bank's expected gain per chip staked on the rejouissance, counting only the hands that
  reach its stakes (a cutter's quadruple card ends the hand before them);
- the chance the banker is the cutthroat, of a cutter's quadruple card in the deal, of the
  banker's quadruple, and of the banker keeping the deal.

The cutthroat is the banker whose card comes out before he takes any card showing; his own card
gathering an up-card at the reveal is a take. Where reprise cards are laid out, a stock card
matching one is a take too; the walk then also counts the ranks with nothing showing and the
single reprise cards lying out until his first take. When only dispossessed cutters carabine
(option ``reprise_cards = claimable``), reprise cards are laid out before his first take only if
a card was freed in the deal. Nothing else changes with reprise cards, and the cutthroat's
chance depends only on how many stock cards would make a take, so that part of the walk is a
small race of its own.

Under option ``multiple_stakes = even`` (the Encyclopédie's game, which Montmort reckoned) a
double or triple card's cutter stakes twice or four times the stake of the game, so a take or a
lifted stake brings the bank that much; :mod:`lansquenet.montmort.walk`, written apart, gives the
same gain per hand and chance of keeping the deal for that game.

Watering passes between cutters and never touches the bank. Wagers on reprise cards are left
out: under the rule of odds each is a fair bet, since a reprise card is priced by the cards of
its rank left in the stock, as the banker's card is (§12.2; a card none of whose rank is left is
put aside, not wagered on), and it is always settled, since the hand goes on while it is in
play. ``tests/test_classic_reprise_pricing.py`` checks every wager the engine covers against
the stock it was covered on.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import cache, lru_cache

from ...language import Phrases
from ...variants import OddsRow
from .hand import FACTOR
from .odds_fr import ODDS as FR_ODDS

ZERO = Fraction(0)
# the vector every walk returns: up, rejouissance, cutthroat, quadruple card, banker's quadruple, keeps
UP, REJ, CUT, QUAD, BQUAD, KEEP = range(6)
NAMES = ("up", "rejouissance", "cutthroat", "quadruple", "bankers_quadruple", "keeps")
REPRISES = ("never", "always", "once-dispossessed")
"""When stock cards matching nothing are laid out as reprise cards, as far as the walk can tell:
never (nobody may carabine), always (from the first stock card), or once a cutter has lost his
card (only dispossessed cutters carabine, option ``reprise_cards = claimable``)."""


def vec(**values) -> tuple:
    return tuple(Fraction(values.get(name, 0)) for name in NAMES)


def add(a: tuple, b: tuple) -> tuple:
    return tuple(x + y for x, y in zip(a, b, strict=False))


def mix(branches: list[tuple[int, Callable[[], tuple]]]) -> tuple:
    """The expectation over ``(weight, branch)`` pairs, weights being card counts and each branch
    a function giving the vector from there on (called only when its cards exist)."""
    total = sum(w for w, _ in branches)
    out = vec()
    for weight, branch in branches:
        if weight:
            out = add(out, tuple(Fraction(weight, total) * x for x in branch()))
    return out


class Walk:
    """The exact walk of one hand under a set of rules (see the module docstring)."""

    def __init__(
        self,
        cutters: int,
        rejouissance: bool,
        removed_stake: str = "banker",
        deal_quadruple: str = "recovered",
        rejouissance_pays: str = "even",
        rejouissance_end: str = "play-on",
        reprises: str = "never",
        multiple_stakes: str = "odds",
    ):
        if reprises not in REPRISES:
            raise ValueError(f"reprises is one of {', '.join(REPRISES)}, not {reprises!r}")
        self.n = cutters
        self.rejouissance = rejouissance
        self.reprises = reprises
        # what a cutter's single, double and triple card stand to lose: the stake of the game on each
        # (odds, §5), or twice and four times it on the multiples (even, the Encyclopédie)
        self.risk = (0, 1, 2, 4) if multiple_stakes == "even" else (0, 1, 1, 1)
        self.lifted = 1 if removed_stake == "banker" else 0
        self.lifted_by_banker = 0 if removed_stake == "owner" else 1
        self.collected = deal_quadruple == "collected"
        self.pays_multiple = rejouissance_pays == "multiple"
        self.play_on = rejouissance_end == "play-on"
        self.stock = lru_cache(maxsize=None)(self._stock)
        self.cutthroat = lru_cache(maxsize=None)(self._cutthroat)
        self.turn_rejouissance = lru_cache(maxsize=None)(self._rejouissance)
        self.deal = lru_cache(maxsize=None)(self._deal)

    def result(self) -> dict[str, Fraction]:
        """The figures of a hand. The rejouissance's is per chip actually staked: its stakes are laid
        only once the up-cards are dealt, so hands a cutter's quadruple card ends are left out."""
        out = dict(zip(NAMES, self.deal(0, 0, 0, 0), strict=True))
        if out["quadruple"] < 1:
            out["rejouissance"] /= 1 - out["quadruple"]
        return out

    # ----- the deal of the up-cards (§5)
    def _deal(self, k: int, a1: int, a2: int, a3: int) -> tuple:
        if k == self.n:
            return self.bankers_card(a1, a2, a3)
        fresh = 13 - a1 - a2 - a3
        r = self.risk
        # the completed triple is paid fourfold; under Pierer's reading every other triple is too, and the
        # banker collects the single and double cards' stakes
        quadruple = vec(up=r[1] * a1 + r[2] * a2 - 4 * a3 if self.collected else -4, quadruple=1)
        return mix(
            [
                (4 * fresh, lambda: self.deal(k + 1, a1 + 1, a2, a3)),
                (3 * a1, lambda: add(vec(up=self.lifted * r[1]), self.deal(k + 1, a1 - 1, a2 + 1, a3))),
                (2 * a2, lambda: add(vec(up=self.lifted * r[2]), self.deal(k + 1, a1, a2 - 1, a3 + 1))),
                (a3, lambda: quadruple),
            ]
        )

    # ----- the banker's card (§5)
    def bankers_card(self, a1: int, a2: int, a3: int) -> tuple:
        fresh = 13 - a1 - a2 - a3
        r, lifted = self.risk, self.lifted_by_banker
        return mix(
            [
                (4 * fresh, lambda: self.after_bankers_card(a1, a2, a3, 1, False)),
                (
                    3 * a1,
                    lambda: add(vec(up=lifted * r[1]), self.after_bankers_card(a1 - 1, a2, a3, 2, True)),
                ),
                (
                    2 * a2,
                    lambda: add(vec(up=lifted * r[2]), self.after_bankers_card(a1, a2 - 1, a3, 3, True)),
                ),
                (a3, lambda: vec(up=r[1] * a1 + r[2] * a2 + r[3] * a3, bankers_quadruple=1, keeps=1)),
            ]
        )

    def after_bankers_card(self, a1: int, a2: int, a3: int, mb: int, took: bool) -> tuple:
        """After a banker's card of multiplicity ``mb``; ``took`` when it gathered an up-card, a take
        that spares him the cutthroat."""
        if self.rejouissance:
            return self.turn_rejouissance(a1, a2, a3, mb, took)
        return self.start_stock(a1, a2, a3, 4 - mb, 0, took, self.unexposed(12 - a1 - a2 - a3, a2 + a3 > 0))

    # ----- turning the rejouissance (§8, §9)
    def _rejouissance(self, a1: int, a2: int, a3: int, mb: int, took: bool) -> tuple:
        fresh = 12 - a1 - a2 - a3  # ranks neither on an up-card nor the banker's
        r = self.risk

        def joins():
            if (
                mb == 3
            ):  # the banker's card becomes quadruple: he takes every stake, the rejouissance's go back
                return vec(up=r[1] * a1 + r[2] * a2 + r[3] * a3, bankers_quadruple=1, keeps=1)
            return self.turn_rejouissance(a1, a2, a3, mb + 1, took)

        return mix(
            [
                (4 - mb, joins),
                (
                    4 * fresh,
                    lambda: self.start_stock(
                        a1, a2, a3, 4 - mb, 3, took, self.unexposed(fresh - 1, a2 + a3 > 0)
                    ),
                ),
                (3 * a1, lambda: add(vec(up=r[1]), self.start_stock(a1 - 1, a2, a3, 4 - mb, 2, True))),
                (2 * a2, lambda: add(vec(up=r[2]), self.start_stock(a1, a2 - 1, a3, 4 - mb, 1, True))),
                (a3, lambda: add(vec(up=r[3]), self.start_stock(a1, a2, a3 - 1, 4 - mb, 0, True))),
            ]
        )

    # ----- dealing the stock (§4, §6, §8, §13)
    def rejouissance_loss(self, rr: int) -> int:
        """What the banker pays per chip on a live rejouissance with ``rr`` of its rank left."""
        if not rr:
            return 0
        return FACTOR[4 - rr] if self.pays_multiple else 1

    def unexposed(self, ranks: int, freed: bool) -> int:
        """Ranks with nothing showing, which matter only when their first card is laid out as a reprise
        card: always, or, when only dispossessed cutters carabine, once a card was ``freed`` in the deal
        (a double or triple up-card). Before his first take no cutter loses his card in the stock."""
        laid = self.reprises == "always" or (self.reprises == "once-dispossessed" and freed)
        return ranks if laid else 0

    def start_stock(self, c1: int, c2: int, c3: int, b: int, rr: int, took: bool, fresh: int = 0) -> tuple:
        """Dealing the stock from its first card: what it yields, and the cutthroat's chance if the banker
        has taken nothing yet (the rejouissance may already have taken an up-card for him)."""
        value = self.stock(c1, c2, c3, b, rr)
        if took:
            return value
        return add(value, vec(cutthroat=self.cutthroat(b, 3 * c1 + 2 * c2 + c3 + rr, fresh, 0)))

    def _cutthroat(self, b: int, showing: int, fresh: int, reprises: int) -> Fraction:
        """The chance the banker's card comes before any take, with ``b`` of his rank and ``showing``
        cards that would take an up-card or the rejouissance still in the stock. With carabins, each of
        the ``fresh`` ranks lays out a reprise card on its first card, which its next card takes."""
        total = b + showing + 4 * fresh + 3 * reprises
        chance = Fraction(b, total)
        if fresh:
            chance += Fraction(4 * fresh, total) * self.cutthroat(b, showing, fresh - 1, reprises + 1)
        return chance

    def _stock(self, c1: int, c2: int, c3: int, b: int, rr: int) -> tuple:
        """From here on: ``c1``-``c3`` up-cards by multiplicity, ``b`` cards of the banker's rank and
        ``rr`` of a live rejouissance's rank left. Only those cards matter, so the next one that does
        is drawn from them alone."""
        if not (c1 or c2 or c3):
            if not rr or not self.play_on:
                return vec(keeps=1)
            return mix(
                [
                    (b, lambda: vec(rejouissance=-self.rejouissance_loss(rr), keeps=1)),
                    (rr, lambda: vec(rejouissance=1, keeps=1)),
                ]
            )
        r = self.risk
        loss = vec(up=-(c1 + 2 * c2 + 4 * c3), rejouissance=-self.rejouissance_loss(rr))
        return mix(
            [
                (b, lambda: loss),
                (3 * c1, lambda: add(vec(up=r[1]), self.stock(c1 - 1, c2, c3, b, rr))),
                (2 * c2, lambda: add(vec(up=r[2]), self.stock(c1, c2 - 1, c3, b, rr))),
                (c3, lambda: add(vec(up=r[3]), self.stock(c1, c2, c3 - 1, b, rr))),
                (rr, lambda: add(vec(rejouissance=1), self.stock(c1, c2, c3, b, 0))),
            ]
        )


@cache
def figures(
    cutters: int,
    rejouissance: bool,
    removed_stake: str = "banker",
    deal_quadruple: str = "recovered",
    rejouissance_pays: str = "even",
    rejouissance_end: str = "play-on",
    reprises: str = "never",
    multiple_stakes: str = "odds",
) -> dict[str, Fraction]:
    """The exact figures for a hand with ``cutters`` up-cards (the seats less the banker).

    ``reprises`` says when reprise cards are laid out (see :data:`REPRISES`): the banker taking
    one spares him the cutthroat, so only that chance changes with it.
    """
    return Walk(
        cutters,
        rejouissance,
        removed_stake,
        deal_quadruple,
        rejouissance_pays,
        rejouissance_end,
        reprises,
        multiple_stakes,
    ).result()


def reprises_of(options: dict) -> str:
    """When the options lay out reprise cards, in the walk's terms (see :data:`REPRISES`)."""
    if options.get("outsiders", 0) > 0 or options["carabins"] == "cutters":
        return "always"
    if options["carabins"] == "none":
        return "never"
    return "always" if options.get("reprise_cards", "claimable") == "accepted" else "once-dispossessed"


def rule_options(options: dict) -> dict:
    """The options the walk depends on, in its own terms."""
    rules = {
        key: options[key]
        for key in (
            "removed_stake",
            "deal_quadruple",
            "rejouissance_pays",
            "rejouissance_end",
            "multiple_stakes",
        )
    }
    rules["reprises"] = reprises_of(options)
    return rules


def named(options: dict, keys: tuple[str, ...]) -> str:
    """The options a figure depends on, as a reader sets them: ``carabins = none, outsiders = 0``."""
    return ", ".join(f"{key} = {str(options.get(key, 0)).lower()}" for key in keys)


EN_ODDS: dict[str, str] = {
    "how": "exact: memoised walk over rank counts",
    "gain.how": "{how}; in stakes of the game, from the cutters' stakes; {stakes}",
    "rejouissance.how": "{how}; per chip staked (stakes are laid once the up-cards are dealt, so a hand a cutter's "
    "quadruple ends has none; stakes handed back count as staked, winning nothing); {options}",
    "cutthroat.how": "{how}; {options}: {reprises}",
    "size": "{cutters} cutters, the banker among them",
    "with.size": "{how}; {size}",
    "reprises.never": "no reprise cards are laid out",
    "reprises.always": "reprise cards are laid out from the first stock card, and taking one spares the banker",
    "reprises.once-dispossessed": "reprise cards are laid out once a cutter has lost his up-card, and taking one "
    "spares the banker",
    "gain.off": "Bank's expected gain per hand, without the rejouissance",
    "gain.on": "Bank's expected gain per hand, with the rejouissance (before its own stakes)",
    "rejouissance": "Bank's expected gain per chip staked on the rejouissance",
    "cutthroat.off": "Chance of the cutthroat, without the rejouissance",
    "cutthroat.on": "Chance of the cutthroat, with the rejouissance",
    "quadruple": "Chance of a cutter's quadruple card in the deal",
    "bankers-quadruple.off": "Chance of the banker's quadruple, without the rejouissance",
    "bankers-quadruple.on": "Chance of the banker's quadruple, with the rejouissance",
    "keeps.off": "Chance the banker keeps the deal, without the rejouissance",
    "keeps.on": "Chance the banker keeps the deal, with the rejouissance",
    "n.gain.off": "{n} cutters: bank's gain per hand, without the rejouissance",
    "n.gain.on": "{n} cutters: bank's gain per hand, with the rejouissance",
    "n.rejouissance": "{n} cutters: bank's gain per chip on the rejouissance",
    "n.cutthroat.off": "{n} cutters: chance of the cutthroat, without the rejouissance",
    "n.cutthroat.on": "{n} cutters: chance of the cutthroat, with the rejouissance",
    "n.quadruple": "{n} cutters: chance of a cutter's quadruple card in the deal",
}

ODDS: Phrases[str] = Phrases(en=EN_ODDS, fr=FR_ODDS)
"""The figures' labels and how each was found, in every language."""
REPRISE_WORDS = {key: EN_ODDS[f"reprises.{key}"] for key in ("never", "always", "once-dispossessed")}
"""When reprise cards are laid out, in English words (see :data:`ODDS` for every language)."""


def odds_rows(options: dict) -> list[OddsRow]:
    """The figures for these options, then the table for 4 to 12 cutters with and without the rejouissance.

    Every row's last column names what it was computed under: the number of cutters (in the label
    for the table by size) and the options the figure depends on, so no figure stands without them.
    Each row carries a key in no language (``"cutthroat/on"``, ``"6/gain/off"``), so a reader can
    pick a figure out whatever language its label is in.
    """
    rules = rule_options(options)
    cutters = options["seats"] - options.get("outsiders", 0)  # outside carabins hold no up-card
    how = ODDS["how"]
    stakes = named(options, ("removed_stake", "deal_quadruple", "multiple_stakes"))
    gain = ODDS.word("gain.how", how=how, stakes=stakes)
    rej = ODDS.word(
        "rejouissance.how", how=how, options=named(options, ("rejouissance_pays", "rejouissance_end"))
    )
    # reprise_cards matters only where dispossessed cutters alone carabine
    alone = options["carabins"] == "dispossessed" and not options.get("outsiders", 0)
    keys = ("carabins", "outsiders", "reprise_cards") if alone else ("carabins", "outsiders")
    cut = ODDS.word(
        "cutthroat.how", how=how, options=named(options, keys), reprises=ODDS[f"reprises.{rules['reprises']}"]
    )
    size = ODDS.word("size", cutters=cutters)

    def sized(what: str) -> str:
        return ODDS.word("with.size", how=what, size=size)

    off, on = figures(cutters - 1, False, **rules), figures(cutters - 1, True, **rules)
    rows = [
        OddsRow(ODDS["gain.off"], off["up"], sized(gain), percent=False, key="gain/off"),
        OddsRow(ODDS["gain.on"], on["up"], sized(gain), percent=False, key="gain/on"),
        OddsRow(ODDS["rejouissance"], on["rejouissance"], sized(rej), key="rejouissance"),
        OddsRow(ODDS["cutthroat.off"], off["cutthroat"], sized(cut), key="cutthroat/off"),
        OddsRow(ODDS["cutthroat.on"], on["cutthroat"], sized(cut), key="cutthroat/on"),
        OddsRow(ODDS["quadruple"], on["quadruple"], sized(how), key="quadruple"),
        OddsRow(
            ODDS["bankers-quadruple.off"], off["bankers_quadruple"], sized(how), key="bankers-quadruple/off"
        ),
        OddsRow(
            ODDS["bankers-quadruple.on"], on["bankers_quadruple"], sized(how), key="bankers-quadruple/on"
        ),
        OddsRow(ODDS["keeps.off"], off["keeps"], sized(how), key="keeps/off"),
        OddsRow(ODDS["keeps.on"], on["keeps"], sized(how), key="keeps/on"),
    ]
    for n in range(4, 13):
        off, on = figures(n - 1, False, **rules), figures(n - 1, True, **rules)
        rows += [
            OddsRow(ODDS.word("n.gain.off", n=n), off["up"], gain, percent=False, key=f"{n}/gain/off"),
            OddsRow(ODDS.word("n.gain.on", n=n), on["up"], gain, percent=False, key=f"{n}/gain/on"),
            OddsRow(ODDS.word("n.rejouissance", n=n), on["rejouissance"], rej, key=f"{n}/rejouissance"),
            OddsRow(ODDS.word("n.cutthroat.off", n=n), off["cutthroat"], cut, key=f"{n}/cutthroat/off"),
            OddsRow(ODDS.word("n.cutthroat.on", n=n), on["cutthroat"], cut, key=f"{n}/cutthroat/on"),
            OddsRow(ODDS.word("n.quadruple", n=n), on["quadruple"], how, key=f"{n}/quadruple"),
        ]
    return rows
