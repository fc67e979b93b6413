"""The words for every step of the 19th-century game (see :mod:`lansquenet.narrate`), and every
piece the flow fills into them, in every language the engine speaks.

Each table is a :class:`~lansquenet.language.Phrases`: the English here, the French in
:mod:`.phrases_fr`, with the same keys and the same placeholders. The flow never writes a word
itself: it picks a key (one chip or several, one seat or many, a first round of speaking or a
second) and the table words it, so the French agrees where the English does not need to.
"""

from __future__ import annotations

from ... import grammar
from ...language import Phrases
from . import phrases_fr as fr

EN_PHRASES: dict[str, str] = {
    # preparing the pack (section 2) and rebuilding it (section 5)
    "piles": "{who} splits the {amount} cards into {piles} piles of about {size} and shuffles one; {rest}.",
    "regroup": "The piles are put together two by two and shuffled once more: {result}.",
    "shuffle": "{who} shuffles the pack one last time.",
    "cut": "{who}, the punter on the banker's left, cuts the pack, and {others} sets it down in front of the bank.",
    "restock": "The stock is used up: the {amount} cards turned in earlier rounds are gathered into a new stock{rest}.",
    # a session
    "round": "Round {round} of {rounds}.",
    "skip": "{who} holds no chips, so the bank passes by.",
    "no-play": "No round can be played: {why}.",
    "session-end": "The session is over after {played}. {result}",
    # the stake and the speaking (section 3)
    "stake": "{who}{takes} stakes {chips}.",
    "pass": "{who} passes{again}.",
    "raise": "{who} raises {chips}{so_far}.",
    "covered": "The stake of {chips} is covered, so the speaking ends.",
    "raises-back": "{who} goes banco: first the earlier {raises} ({chips}) {go} back to {others}.",
    "banco": "{who}{how} the whole stake of {chips}, and the speaking ends.",
    "second-round": "{reached}: a second round of speaking, in which every punter, those who passed included, speaks again.",
    "bystander": "{who}, standing by, makes up the bets with {chips}, so the stake of {stake} is covered.",
    "bystander-passes": "{who}, standing by, does not make up the bets.",
    "withdraw-unbet": "Nobody bets in two rounds of speaking, so {who} withdraws the stake of {chips}.",
    "withdraw": "{who} withdraws: the stake of {chips} and the {bets} bet go back.",
    "reduce": "{who} reduces the stake to the {chips} bet and takes back the other {back}.",
    # the cards (section 4)
    "banker-card": "The {card} turns: the banker's card, laid on {whose} left.",
    "punters-card": "The {turned} turns: the punters' card, laid on {whose} right.",
    "count": "Counting the {turned} cards turned in earlier rounds: {held} {verdict}.",
    "middle-card": "The {turned} matches neither card: a middle card, and another turns.",
    "doublet": "The punters' card pairs the banker's card: a doublet, and the bank takes every bet{took}.",
    "jumelle": "The punters' card pairs the banker's card: under the jumelle the bank takes half of each bet{took}.",
    "bank-wins": "The {turned} matches the banker's card: the bank takes every bet ({chips}).",
    "punters-win": "The {turned} matches the punters' card: the banker pays each punter as much as was bet ({chips} in all).",
    "gather": "The round's {amount} cards go with the turned cards: {stock} left in the stock, {turned} turned.",
    # the bank after the round (section 4)
    "keep": "{who} keeps the bank{how}.",
    "refait": "{who} keeps the bank with a refait, pocketing the {won} won: the stake stays {chips}.",
    "pass-bank": "{who} passes the bank and takes back {chips}.",
    "no-buy": "{others} {verb} not buy the bank.",
    "offer-refait": "{who} offers to buy at the refait level, {chips}{rest}.",
    "buy": "{who} buys the bank for {chips}, what {others} would have had to stake{outbid} (the {nth} purchase in a row).",
    "buy-refait": "{who} buys the bank at the refait level, {chips} (the {nth} purchase in a row), and must pass it after one round, win or lose.",
    "unsold": "Nobody buys the bank{passes}.",
    "purchase-limit": "The bank has been bought three times in a row, so it may not be bought again.",
    "forced-pass": "{who} bought the bank at the refait level, so passes it after this round and takes back {chips}.",
    "succession": "The bank goes by right to {who}, {why}.",
    "bank-back": "The bank of {chips} goes back to {who}.",
}

EN_RUNS: dict[str, tuple[str, str]] = {
    "middle-card": ("the {turned}", "{items} match neither card: middle cards, and another turns."),
}

EN_WORDS: dict[str, str] = {
    # the variant and its table
    "title": "Lansquenet in the 19th century",
    "zone.banker-card": "Banker's card",
    "zone.middle": "Middle cards",
    "zone.punters-card": "Punters' card",
    "zone.turned": "Turned cards",
    "mark.doublet": "Doublet",
    "mark.bank": "Bank wins",
    "mark.punters": "Punters win",
    "refused.bystander-bank": "The bystander (the last seat) stands by and cannot hold the bank.",
    "refused.no-turned": "The stock is used up and no turned cards are left to make a new one.",
    "why.one-player": "only one player sits at the table, the other stands by",
    "why.no-players": "fewer than two players hold chips",
    # preparing the pack
    "piles.rest.one": "{names} shuffles the other",
    "piles.rest.many": "{names} each shuffle one of the others",
    "regroup.piles": "{piles} piles of about {size} cards",
    "regroup.whole": "the pack is whole",
    "restock.rest": "; the cards of this round stay where they lie",
    "restock.plain": "",
    "the-turned-cards": "the turned cards",
    # the stake and the speaking
    "stake.takes": " takes the bank and",
    "stake.plain": "",
    "reached.some": "The bets reach {bets} of the {stake} staked, {short} short",
    "reached.none": "Nobody has bet on the {stake} staked yet",
    "pass.first": "",
    "pass.again": " again",
    "pass.adding": ", adding nothing to the {chips} already bet",
    "raise.so-far": ": {total} bet so far, {open} still open",
    "raise.plain": "",
    "raises-back.one": "raise",
    "raises-back.many": "raises",
    "go.one": "goes",
    "go.many": "go",
    "banco.then": " then bets",
    "banco.goes": " goes banco, betting",
    "note.no-chips-speak": "Holds no chips, so cannot speak.",
    "note.covered": "The stake is covered once {name} has spoken: nothing is left open.",
    "note.standing": "Standing by with {held}: making up the {open} still open takes more.",
    "note.no-chips-bank": "Holds no chips, so the bank passes by.",
    "note.cannot-buy": "Holds {held}; buying the bank takes {price}.",
    # the cards
    "count.left.one": "the 1 card left holds",
    "count.left.many": "the {n} cards left hold",
    "count.held": "{left} {b} of the banker's rank and {p} of the punters', so",
    "count.none": "neither rank is left in the stock, so the turned cards, reshuffled when it runs out, will decide:",
    "cards.none": "no card",
    "cards.one": "1 card",
    "cards.many": "{n} cards",
    "verdict.never": "the bank cannot win this round",
    "verdict.sure": "the bank is sure to win this round",
    "verdict.one": "the bank wins this round {n} time in {d}",
    "verdict.many": "the bank wins this round {n} times in {d}",
    "took.chips": " ({chips})",
    "took.nothing": ", and every bet is a single chip, so it takes nothing",
    # the bank after the round
    "keep.won": " with the winnings in it: the stake of {stake} becomes {chips}",
    "keep.nothing": ": it won nothing, so the stake stays {chips}",
    "buy.outbid": ", outbidding {whose} offer at the refait level",
    "buy.plain": "",
    "offer.rest": "; the others may still outbid it at the full level",
    "offer.plain": "",
    "no-buy.one": "does",
    "no-buy.many": "do",
    "unsold.none": "",
    "unsold.one": ": {names} passes",
    "unsold.two": ": {names} both pass",
    "unsold.all": ": {names} all pass",
    "nth.1": "first",
    "nth.2": "second",
    "nth.3": "third",
    "nth.more": "{n}",
    # why the bank goes by right to a seat
    "right.first": "the first seat on {whose} right that holds chips",
    "right.next": "next on {whose} right",
    "right.last": "{name} was the last to hold it by right",
    "right.bought": "the rightful successor, {first}. {last}, and {buyer} had bought it",
    "right.back": "the rightful successor, next in line after {name}, who {how} but takes it back, now by right. {last}",
    "right.over": "the rightful successor: {leaving}, next in line after {name}, {how}, so is passed over. {last}",
    "over.lost": "bought the bank and lost it",
    "over.withdrew": "bought the bank and withdrew",
    "over.forced": "bought the bank at the refait level and had to pass it after one round",
    "over.passed": "is the one passing the bank",
    # the end of a session
    "end.one": "{name} finishes with the most chips, {best}.",
    "end.level": "{names} finish level with {chips} each.",
    "played.one": "1 round",
    "played.many": "{n} rounds",
    # transfer reasons
    "reason.stake": "the banker's stake",
    "reason.raise": "a raise",
    "reason.raise-back": "a raise sent back by a banco",
    "reason.banco": "banco: the whole stake",
    "reason.bystander": "the bystander makes up the bets",
    "reason.withdrawn": "a withdrawn stake goes back",
    "reason.reduced": "the part of the stake the bets do not cover",
    "reason.bet-back": "a bet goes back when the banker withdraws",
    "reason.winning-bet": "a winning bet comes back",
    "reason.pays": "the bank pays the bet",
    "reason.takes": "the bank takes the bet",
    "reason.half-back": "the half the jumelle leaves comes back",
    "reason.bank-back": "the bank goes back to its banker",
    "reason.refait": "a refait: the winnings pocketed",
    "reason.passed": "a passed bank goes back to its banker",
    "reason.buying": "buying the bank",
    # decisions: prompts, and why a choice is not on offer
    "prompt.stake.one": "{name}: what stake will you put up (1 chip, all you hold)?",
    "prompt.stake.range": "{name}: what stake will you put up (1 to {high})?",
    "prompt.speak": "{name}, {when}{open}{again}: {offers}?",
    "speak.second": "second round: ",
    "speak.first": "",
    "speak.again": " (you have {already} on already)",
    "speak.plain": "",
    "open.whole": "the banker's whole stake of {stake} is open",
    "open.one": "{open} of the banker's {stake} chips is still open",
    "open.many": "{open} of the banker's {stake} chips are still open",
    "choice.pass": "pass",
    "choice.raise.one": "raise 1",
    "choice.raise.range": "raise 1 to {high}",
    "choice.banco": "go banco",
    "why.banco": "banco means betting the whole stake of {stake}, and {name} holds {held}{counting}.",
    "why.counting": ", counting the {already} already raised",
    "why.plain": "",
    "prompt.bystander": "{name}, standing by: make up the {open} still open, or pass?",
    "prompt.short": "{name}: after two rounds the bets reach {total} of your {stake} chips. "
    "Withdraw, or reduce your stake to {total}?",
    "prompt.keep.refait": "{name}: keep the bank at {bank} (your stake and your winnings), keep it with a refait "
    "at {stake} (pocketing the {won} won), or pass it?",
    "prompt.keep.nothing": "{name}: keep the bank at its stake of {bank}, or pass it?",
    "prompt.keep": "{name}: keep the bank, staking {bank} (your stake and your winnings), or pass it?",
    "why.refait-nothing": "the jumelle took nothing, so there are no winnings to pocket.",
    "why.refait-doublet": "a refait follows only a doublet.",
    "prompt.buy": "{name}: buy the bank for {levels}, or pass?{more}",
    "level.full": "{price} (the full level)",
    "level.refait": "{price} (the refait level: you pass after one round)",
    "buy.standing": " {name} has offered the refait level; only the full level outbids it.",
    "buy.too-much": " The full level, {full}, is more than your {held}.",
    "buy.more": "",
    # accounts
    "Bank": "Bank",
    "{}'s bet": "{whose} bet",
}

PHRASES: Phrases[str] = Phrases(en=EN_PHRASES, fr=fr.PHRASES)
RUNS: Phrases[tuple[str, str]] = Phrases(en=EN_RUNS, fr=fr.RUNS)
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""
WORDS: Phrases[str] = Phrases(en=EN_WORDS, fr=fr.WORDS)
"""The pieces the flow fills into the phrases, the table's labels, notes, reasons and prompts."""
ACCOUNTS: Phrases[str] = Phrases(
    en={k: EN_WORDS[k] for k in ("Bank", "{}'s bet")}, fr={k: fr.WORDS[k] for k in ("Bank", "{}'s bet")}
)
"""The bank and each seat's bet, as a reader knows them (see :func:`lansquenet.ledger.name_accounts`)."""


def word(key: str, **values: object) -> str:
    """The piece ``key`` in the language of the moment, filled with ``values``."""
    return WORDS.word(key, **values)


def card_turned(code: str, nth: int) -> str:
    """A turned card in words, ``second queen of hearts (QH)`` when its twin from another pack
    already lies on the table this round (``nth`` 2 or more)."""
    from ...cards import Card

    card = Card.parse(code)
    return grammar.card_words(card.rank, card.suit, str(card), nth)


def chips_range(high: int) -> str:
    """``1 to 20 chips``' upper end: ``20 chips``, in the language's numbers."""
    return grammar.chips(high)
