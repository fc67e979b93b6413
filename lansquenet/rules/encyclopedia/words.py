"""The pieces of the ``encyclopedia`` variant's words: what the flow fills into its phrases, the
table's labels and marks, the seats' notes, the transfers' reasons, the prompts and why a bet is
not on offer, in every language the engine speaks.

The English is here and the French in :mod:`.words_fr`; :class:`~lansquenet.language.Phrases`
checks that both give every key with the same placeholders. The flow picks a key (one seat
passing or several, one bet collected or several, the first hand card or the second) and the
table words it, so French agrees where English does not need to; the flow never writes a word.
Amounts go through :func:`~lansquenet.grammar.chips` and lists of seats through
:func:`~lansquenet.grammar.join`, so "1 chip" and "Anne, Blaise and Colette" read as every other
variant's. Cards in transfers and account labels are written by their code (``5H``), as the
board writes a bet's card.
"""

from __future__ import annotations

from ...language import ByLanguage, Phrases
from ...ledger import name_accounts
from . import words_fr as fr

EN_WORDS: dict[str, str] = {
    # the table
    "title": "The 1979 encyclopedia's game, with hand cards",
    "zone.first-ace": "Dealing for the first ace",
    "zone.hand": "Hand card",
    "zone.banker-card": "Banker's card",
    "zone.players-card": "Player's card",
    "zone.players-card.nth": "Player's card {number}",
    "zone.set-aside": "Void layouts set aside",
    "mark.first-ace": "First ace",
    "mark.void": "Void",
    "mark.matched": "Matched",
    "mark.dead": "Dead",
    # pieces of the phrases
    "dealt.first": "{name} is dealt the {card}",
    "dealt.next": "{name} the {card}",
    "which.first": "first",
    "which.second": "second",
    "hand.number": "hand {number} of {count}",
    "hand.only": "the hand",
    "why.deal": " for the deal",
    "why.reshuffle": " again for a new deal",
    "why.too-few": ": too few cards are left for a new layout",
    "pass.one": "passes",
    "pass.many": "pass",
    "passed-before": "{names} {verb}; ",
    "bettor": "{who} bets ",
    "bet.total": ", making {chips} on it",
    "bet.first": "",
    "collect.one": "{name} collects the bet on it ({chips})",
    "collect.many": "{name} collects the bets on it ({chips})",
    "collect.none": "no bet lay on it",
    "pays": "{name} pays every bet still on the table at even money, {shares}{total}",
    "pays.share": "{chips} to {name}",
    "pays.total": " ({chips} in all)",
    "pays.one": "",
    "pays.none": "no bet is left on the table, so the banker pays nothing",
    "result.one": "{names} wins with {chips}.",
    "result.shared": "{names} share the win with {chips} each.",
    # transfer reasons
    "reason.bet": "a bet on the player's card {code}",
    "reason.lost": "a bet on {code} lost: its card was matched",
    "reason.won-back": "a winning bet on {code} comes back",
    "reason.paid": "the banker pays the bet on {code} at even money",
    "reason.stock-out": "the pack ran out: the bet goes back",
    # decisions: prompts, and why a bet is not on offer
    "prompt.limit": "{name}: the limit for your hand, the most one player may have on one card ({within})?",
    "limit.all": "1 chip, all you hold",
    "limit.range": "1 to {chips}",
    "prompt.bet": "{name}: place {more} on a player's card ({cards}), or pass?",
    "prompt.opening": "{name}: place your opening bet on the player's card ({cards})?",
    "bet.a": "a bet",
    "bet.another": "another bet",
    "offer": "the {card}, {amounts}",
    "offer.between": "; ",
    "offer.one": "1 chip",
    "offer.range": "1 to {chips}",
    "why.dead": "the {ranks} are dead: no more bets go on them this deal.",
    "why.at-limit": "{name} already has the limit of {chips} on the {card}.",
    "why.no-chips": "{name} holds no chips.",
    "why.bank-full": "the bank cannot cover any more bets: every chip the banker holds is already bet against.",
    "why.hand-rank": "the {ranks} are out of play with the hand cards.",
    "why.bankers-card": "nobody bets on the banker's card.",
    "why.must-open": "at this table every player who can must bet at least 1 chip on the player's card before "
    "the first card turns.",
    # seat notes
    "note.none-live": "No player's card is live: nothing to bet on until a new one turns.",
    "note.no-chips": "Holds no chips, so cannot bet.",
    "note.bank-full": "The bank cannot cover any more bets.",
    "note.at-limit": "Already has the limit of {chips} on every live card.",
    # accounts
    "{}'s bet on {card}": "{whose} bet on {code}",
}

WORDS: Phrases[str] = Phrases(en=EN_WORDS, fr=fr.WORDS)
"""The pieces the flow fills into the phrases, the table's labels, notes, reasons and prompts."""

ACCOUNTS: Phrases[str] = Phrases(
    en={k: EN_WORDS[k] for k in ("{}'s bet on {card}",)}, fr={k: fr.WORDS[k] for k in ("{}'s bet on {card}",)}
)
"""Each seat's bets on one card, as a reader knows them: ``Denis's bet on 5H``, ``Mise de Denis sur 5H``
(see :func:`lansquenet.ledger.name_accounts`)."""
name_accounts(ACCOUNTS)

TITLE_TOLD = ByLanguage(en=EN_WORDS["title"], fr=WORDS.tables["fr"]["title"])
"""The variant's title in the language of the moment."""

FIRST_ACE_DEALER = "first-ace-dealer"
"""The role of the seat dealing the cards that find the first dealer: a key in no language (like
``banker`` or ``player``), so a board or the site's diagrams find it whatever language the words are in."""


def word(key: str, **values: object) -> str:
    """The piece ``key`` in the language of the moment, filled with ``values``."""
    return WORDS.word(key, **values)
