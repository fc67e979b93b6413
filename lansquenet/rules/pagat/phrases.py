"""The words of the ``pagat`` variant: its phrases, and the prompts of its decisions.

Every amount goes through :func:`~lansquenet.narrate.chips`, so one chip reads "1 chip";
every list of seats through :func:`~lansquenet.narrate.join`. A prompt names only what is on
offer, in words, never in the action notation ("stake 10"), and its amounts are the
decision's own range, so the prompt and the choices cannot disagree.
"""

from __future__ import annotations

from ...narrate import chips, join

PHRASES: dict[str, str] = {
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
    "players-card": "The {again}{card} turns: the players' card, on the right.",
    "pair": "The players' card pairs the banker's card: a pair, and the bank takes {taken}.",
    "pair-half": "The players' card pairs the banker's card: a pair, and under the jumelle the bank takes "
    "half of each stake, {taken}.",
    "no-match": "The {again}{card} matches neither card, so another turns.",
    "bank-wins": "The {again}{card} matches the banker's card first: the bank takes {taken}.",
    "players-win": "The {again}{card} matches the players' card first: {who} pays {paid}, on top of {back}.",
    "keep": "{who} keeps the bank{with}: the bank is now {chips}.",
    "pocket": "{who} pockets the {won} won and keeps the bank at {chips}.",
    "pass-bank": "{who} passes the bank on and takes back {chips}.",
    "bank-lost": "{who} has lost the bank{rest}, and the bank moves on.",
    "bank-returned": "{who} takes back the bank of {chips}{then}.",
    "match-end": "{reason}, so the match is over: {result}",
}

RUNS = {
    "no-match": ("the {again}{card}", "{items} match neither card, so another turns."),
}
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""


# How many packs are shuffled, as the first words of a sentence.
PACKS = {
    1: "A fresh pack is",
    2: "Two fresh packs are",
    3: "Three fresh packs are",
    4: "Four fresh packs are",
    5: "Five fresh packs are",
    6: "Six fresh packs are",
}

# A card whose twin from another pack already turned in this deal: "the second queen of hearts".
ORDINALS = ("", "second ", "third ", "fourth ", "fifth ", "sixth ")


def possessive(name: str) -> str:
    """``Anne's``, ``Denis's``: the possessive the words use for a seat."""
    return f"{name}'s"


def taken_words(names: list[str], taken: list[int], staked: list[int] | None = None) -> str:
    """What the bank takes: ``Blaise's 10 chips and Colette's 5 chips``, or under the jumelle
    ``5 of Blaise's 10 chips``."""
    if staked is None:
        return join([f"{possessive(n)} {chips(t)}" for n, t in zip(names, taken, strict=True)])
    return join([f"{t} of {possessive(n)} {chips(s)}" for n, t, s in zip(names, taken, staked, strict=True)])


def paid_words(names: list[str], paid: list[int]) -> tuple[str, str]:
    """Whom the banker pays, and which stakes come back: (``Blaise 10 chips and Colette 5 chips``,
    ``their stakes coming back``)."""
    back = "the stake coming back" if len(names) == 1 else "their stakes coming back"
    return join([f"{n} {chips(p)}" for n, p in zip(names, paid, strict=True)]), back


def sentence(offers: list[str]) -> str:
    """The choices as one capitalised clause: ``Pass or stake 5 chips``; three or more with a comma
    before the last "or", since each choice may itself hold an "and"."""
    listed = " or ".join(offers) if len(offers) <= 2 else ", ".join(offers[:-1]) + ", or " + offers[-1]
    return listed[:1].upper() + listed[1:]


def bank_prompt(name: str, held: int, high: int, low: int, step: int) -> str:
    """The bank decision's prompt: the sizes on offer, or the one size the banker's chips allow."""
    if high == low:
        return f"{name}: put up a bank of {chips(low)}; with {chips(held)} that is the only bank on offer."
    return f"{name}: how big a bank? From {low} to {chips(high)}, in steps of {step}."


def stake_prompt(name: str, bank: int, open_: int, low: int, high: int, cover: bool) -> str:
    """The stake decision's prompt: what is open, then exactly the choices on offer."""
    where = (
        f"the whole bank of {chips(bank)} is open"
        if open_ == bank
        else f"{chips(open_)} {'is' if open_ == 1 else 'are'} still open in the bank of {bank}"
    )
    stake = f"stake {chips(low)}" if low == high else f"stake from {low} to {chips(high)}"
    offers = ["pass", stake] + ([f"cover the whole bank of {chips(bank)}"] if cover else [])
    return f"{name}: {where}. {sentence(offers)}?"


def cover_refused(name: str, bank: int, held: int) -> str:
    """Why a seat may not cover: the whole bank is more than it holds."""
    return f"covering takes the whole bank of {chips(bank)}, and {name} holds {chips(held)}."


def keep_prompt(name: str, bank: int, won: int, pocket: bool) -> str:
    """The keep decision's prompt: keep with the winnings in, pocket them (after a pair only), or pass."""
    keep = (
        f"keep the bank with the {chips(won)} won in it (a bank of {chips(bank)})"
        if won
        else f"keep the bank of {chips(bank)}"
    )
    offers = [keep] + (
        [f"pocket the {chips(won)} and keep the bank at {chips(bank - won)}"] if pocket else []
    )
    offers.append(f"pass it on and take back {chips(bank)}")
    return f"{name}: {sentence(offers)}?"
