"""The words of the ``pagat`` variant: its phrases, the pieces the flow fills into them, and the
prompts of its decisions, in every language the engine speaks.

Each table is a :class:`~lansquenet.language.Phrases`: the English here, the French in
:mod:`.phrases_fr`, with the same keys and the same placeholders. The flow never writes a word
itself: it picks a key (one chip or several, a whole bank or part of one) and the table words
it, so the French agrees where English does not need to. Every amount goes through
:func:`~lansquenet.grammar.chips`, so one chip reads "1 chip"; every list of seats through
:func:`~lansquenet.grammar.join`. A prompt names only what is on offer, in words, never in the
action notation ("stake 10"), and its amounts are the decision's own range, so the prompt and
the choices cannot disagree.
"""

from __future__ import annotations

from ... import grammar
from ...language import Phrases
from . import phrases_fr as fr

EN_PHRASES: dict[str, str] = {
    "turn-start": "{who} takes the bank: turn {turn} of {turns}.",
    "skip": "{who} holds {chips}, under the 5 a bank needs, so {then}.",
    "shuffle": "{packs} shuffled for the deal.",
    "bank": "{who} puts up a bank of {chips}.",
    "stake": "{who} stakes {chips}; {open}.",
    "pass": "{who} passes.",
    "cover": "{who} covers the whole bank of {chips}{back}, and the staking ends.",
    "bank-full": "Nothing is left open for {others}, so the staking ends.",
    "void": "Nobody stakes, so the deal is void: no card turns.",
    "banker-card": "The {card} turns: the banker's card, on the left.",
    "players-card": "The {turned} turns: the players' card, on the right.",
    "pair": "The players' card pairs the banker's card: a pair, and the bank takes {taken}.",
    "pair-half": "The players' card pairs the banker's card: a pair, and under the jumelle the bank takes "
    "half of each stake, {taken}.",
    "no-match": "The {turned} matches neither card, so another turns.",
    "bank-wins": "The {turned} matches the banker's card first: the bank takes {taken}.",
    "players-win": "The {turned} matches the players' card first: {who} pays {paid}, on top of {back}.",
    "keep": "{who} keeps the bank{with}: the bank is now {chips}.",
    "pocket": "{who} pockets the {won} won and keeps the bank at {chips}.",
    "pass-bank": "{who} passes the bank on and takes back {chips}.",
    "bank-lost": "{who} has lost the bank{rest}, and the bank moves on.",
    "bank-returned": "{who} takes back the bank of {chips}{then}.",
    "match-end": "{reason}, so the match is over: {result}",
}

EN_RUNS: dict[str, tuple[str, str]] = {
    "no-match": ("the {turned}", "{items} match neither card, so another turns."),
}

EN_WORDS: dict[str, str] = {
    # how many packs are shuffled, as the first words of a sentence
    "packs.1": "A fresh pack is",
    "packs.2": "Two fresh packs are",
    "packs.3": "Three fresh packs are",
    "packs.4": "Four fresh packs are",
    "packs.5": "Five fresh packs are",
    "packs.6": "Six fresh packs are",
    # the table
    "title": "Pagat's rules at an online table",
    "zone.banker-card": "Banker's card",
    "zone.turned": "Turned cards",
    "zone.players-card": "Players' card",
    "mark.pair": "Pair",
    "mark.bank": "Bank wins",
    "mark.players": "Players win",
    # seat notes
    "note.skip": "Holds {chips}, under the 5 a bank needs.",
    "note.skip-turn": "Holds {chips}, under the 5 a bank needs: the turn is skipped.",
    "note.full": "The bank is full: nothing is left open to stake.",
    "note.no-chips": "Holds no chips, so has nothing to stake.",
    "note.covered": "{name} covered the whole bank, so the staking is over.",
    # pieces of the phrases
    "skip.then": "the bank goes to {name}",
    "skip.turn": "{whose} turn is skipped; it still counts as turn {turn} of {turns}",
    "end.last": "That was the last turn",
    "end.one": "Only {name} has chips left",
    "end.none": "Nobody has chips left",
    "result.one": "{name} wins with {chips}.",
    "result.shared": "{names} share the win with {chips} each.",
    "returned.none": "",
    "returned.alone": ": nobody else has chips left to stake",
    "returned.moves": ", and the bank moves on",
    "keep.with": " with the {won} won in it",
    "keep.plain": "",
    "rest.none": "",
    "rest.one": "; the {chips} left in it goes back to the banker",
    "rest.many": "; the {chips} left in it go back to the banker",
    "open.one": "{chips} is still open in the bank",
    "open.many": "{chips} are still open in the bank",
    "open.full": "that fills the bank",
    "back.none": "",
    "back.one": ": {listed} goes back",
    "back.many": ": {listed} go back",
    "back.stake": "{whose} stake of {chips}",
    "taken.all": "{whose} {chips}",
    "taken.half": "{taken} of {whose} {chips}",
    "paid.each": "{name} {chips}",
    "paid.back.one": "the stake coming back",
    "paid.back.many": "their stakes coming back",
    # transfer reasons
    "reason.pocketed": "winnings pocketed",
    "reason.bank-back": "the bank goes back to its banker",
    "reason.bank": "the bank",
    "reason.lost-rest": "what is left of a lost bank goes back",
    "reason.stake": "a stake",
    "reason.sent-back": "a stake sent back by a cover",
    "reason.cover": "covering the bank",
    "reason.stake-back": "a winning stake comes back",
    "reason.pays": "the bank pays the stake",
    "reason.takes": "the bank takes the stake",
    "reason.half-back": "the untaken half of a stake comes back",
    # decisions: prompts, the choices they offer, and why a choice is not on offer
    "prompt.bank.only": "{name}: put up a bank of {low}; with {held} that is the only bank on offer.",
    "prompt.bank.range": "{name}: how big a bank? From {low} to {high}, in steps of {step}.",
    "prompt.stake": "{name}: {where}. {offers}?",
    "prompt.keep": "{name}: {offers}?",
    "where.whole": "the whole bank of {bank} is open",
    "where.one": "{open} is still open in the bank of {bank}",
    "where.many": "{open} are still open in the bank of {bank}",
    "choice.pass": "pass",
    "choice.stake.only": "stake {low}",
    "choice.stake.range": "stake from {low} to {high}",
    "choice.cover": "cover the whole bank of {bank}",
    "choice.keep.won": "keep the bank with the {won} won in it (a bank of {bank})",
    "choice.keep": "keep the bank of {bank}",
    "choice.pocket": "pocket the {won} and keep the bank at {rest}",
    "choice.pass-on": "pass it on and take back {bank}",
    "why.cover": "covering takes the whole bank of {bank}, and {name} holds {held}.",
    "why.pocket-nothing": "the bank won nothing to pocket.",
    "why.pocket-banker": "after a win on the banker's card the winnings must go into a kept bank.",
    "refused.no-bank": "No seat holds the 5 chips a bank needs, so there is no deal to deal.",
    # accounts
    "Bank": "Bank",
    "{}'s stake": "{whose} stake",
}

PHRASES: Phrases[str] = Phrases(en=EN_PHRASES, fr=fr.PHRASES)
RUNS: Phrases[tuple[str, str]] = Phrases(en=EN_RUNS, fr=fr.RUNS)
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""
WORDS: Phrases[str] = Phrases(en=EN_WORDS, fr=fr.WORDS)
"""The pieces the flow fills into the phrases, the table's labels, notes, reasons and prompts."""
ACCOUNTS: Phrases[str] = Phrases(
    en={k: EN_WORDS[k] for k in ("Bank", "{}'s stake")}, fr={k: fr.WORDS[k] for k in ("Bank", "{}'s stake")}
)
"""The bank and each seat's stake, as a reader knows them (see :func:`lansquenet.ledger.name_accounts`)."""


def word(key: str, **values: object) -> str:
    """The piece ``key`` in the language of the moment, filled with ``values``."""
    return WORDS.word(key, **values)


def taken_words(names: list[str], taken: list[int], staked: list[int] | None = None) -> str:
    """What the bank takes: ``Blaise's 10 chips and Colette's 5 chips``, or under the jumelle
    ``5 of Blaise's 10 chips``."""
    if staked is None:
        return grammar.join(
            [
                word("taken.all", whose=grammar.possessive(n), chips=grammar.chips(t))
                for n, t in zip(names, taken, strict=True)
            ]
        )
    return grammar.join(
        [
            word("taken.half", taken=grammar.amount(t), whose=grammar.possessive(n), chips=grammar.chips(s))
            for n, t, s in zip(names, taken, staked, strict=True)
        ]
    )


def paid_words(names: list[str], paid: list[int]) -> tuple[str, str]:
    """Whom the banker pays, and which stakes come back: (``Blaise 10 chips and Colette 5 chips``,
    ``their stakes coming back``)."""
    back = word("paid.back.one" if len(names) == 1 else "paid.back.many")
    return grammar.join(
        [word("paid.each", name=n, chips=grammar.chips(p)) for n, p in zip(names, paid, strict=True)]
    ), back


def sentence(offers: list[str]) -> str:
    """The choices as one capitalised clause: ``Pass or stake 5 chips``; in English three or more
    with a comma before the last "or", since each choice may itself hold an "and"."""
    return grammar.capital(grammar.join(offers, "or", serial=True))


def bank_prompt(name: str, held: int, high: int, low: int, step: int) -> str:
    """The bank decision's prompt: the sizes on offer, or the one size the banker's chips allow."""
    if high == low:
        return word("prompt.bank.only", name=name, low=grammar.chips(low), held=grammar.chips(held))
    return word(
        "prompt.bank.range",
        name=name,
        low=grammar.amount(low),
        high=grammar.chips(high),
        step=grammar.amount(step),
    )


def stake_prompt(name: str, bank: int, open_: int, low: int, high: int, cover: bool) -> str:
    """The stake decision's prompt: what is open, then exactly the choices on offer."""
    if open_ == bank:
        where = word("where.whole", bank=grammar.chips(bank))
    else:
        key = "where.one" if open_ == 1 else "where.many"
        where = word(key, open=grammar.chips(open_), bank=grammar.amount(bank))
    if low == high:
        stake = word("choice.stake.only", low=grammar.chips(low))
    else:
        stake = word("choice.stake.range", low=grammar.amount(low), high=grammar.chips(high))
    offers = [word("choice.pass"), stake] + (
        [word("choice.cover", bank=grammar.chips(bank))] if cover else []
    )
    return word("prompt.stake", name=name, where=where, offers=sentence(offers))


def cover_refused(name: str, bank: int, held: int) -> str:
    """Why a seat may not cover: the whole bank is more than it holds."""
    return word("why.cover", bank=grammar.chips(bank), name=name, held=grammar.chips(held))


def keep_prompt(name: str, bank: int, won: int, pocket: bool) -> str:
    """The keep decision's prompt: keep with the winnings in, pocket them (after a pair only), or pass."""
    if won:
        keep = word("choice.keep.won", won=grammar.chips(won), bank=grammar.chips(bank))
    else:
        keep = word("choice.keep", bank=grammar.chips(bank))
    offers = [keep] + (
        [word("choice.pocket", won=grammar.chips(won), rest=grammar.chips(bank - won))] if pocket else []
    )
    offers.append(word("choice.pass-on", bank=grammar.chips(bank)))
    return word("prompt.keep", name=name, offers=sentence(offers))
