"""The options of the 19th-century game, each with the source clause it rests on, and the words
of its odds rows.

Their French text is in :mod:`.options_fr` (the rulings' in :mod:`.rulings_fr`);
:data:`OPTIONS_TOLD` and :data:`RULINGS_TOLD` give each in the language of the moment, and
:data:`TEXTS` checks that both languages give every text.
"""

from __future__ import annotations

from ...language import Phrases
from ...told import told
from ...variants import Option
from . import options_fr as fr
from . import rulings_fr
from .rulings import RULINGS

SRC = "Modern Lansquenet (19th century)"

OPTIONS = (
    Option(
        "seats",
        4,
        "Players at the table (with a bystander, the last of them stands by).",
        f"{SRC}, s1: 'an unlimited number of players may take part, starting from two'; the table seats 2 to 12.",
        low=2,
        high=12,
    ),
    Option(
        "packs",
        2,
        "52-card packs combined into one pack; it is not gathered between rounds.",
        f"{SRC}, s1: 'commonly using two identical decks ... a single deck, or ... up to six'; s5.",
        low=1,
        high=6,
    ),
    Option(
        "pair_rule",
        "all",
        "What a doublet gives the bank: every bet (all) or half of each bet (half, the jumelle).",
        f"{SRC}, s4: 'If there is a doublet, the banker wins all the punters' bets'; Wikipedia after "
        "Steinmetz gives half and calls it jumelle.",
        choices=("all", "half"),
    ),
    Option(
        "rounds",
        12,
        "Rounds in a session (scope match), so a session always ends.",
        f"{SRC} sets no end to a sitting; a session here is this many rounds, fewer if all but one player is broke.",
        low=1,
        high=200,
        match_only=True,
    ),
    Option(
        "buying_order",
        "clockwise",
        "Who is offered a passed bank first: the seat on the passer's right, then clockwise from his left "
        "(clockwise), or on round to the right as in the speaking (rightward).",
        f"{SRC}, s4: 'the players each speak in turn, moving clockwise, starting with the one seated to the "
        "right of the last banker'.",
        choices=("clockwise", "rightward"),
    ),
    Option(
        "rightful_buyer",
        "passed-over",
        "When the seat next in line for the bank by right bought it and lost it (or withdrew): he is passed over "
        "and the bank goes on to the next seat (passed-over), or he takes it back by right and sets a fresh stake "
        "(banks-again).",
        f"{SRC}, s4: 'when a banker who has bought the bank loses, the player who would have become banker before "
        "the successive purchases of the bank automatically becomes the new banker'.",
        choices=("passed-over", "banks-again"),
    ),
    Option(
        "bystander",
        False,
        "The last seat stands by: never banks, speaks or buys, but may make up the bets after two rounds of speaking.",
        f"{SRC}, s5: 'a player waiting standing by could occasionally make up the bets'.",
        seats_when_on=3,
    ),
)


TOLD = told(OPTIONS, RULINGS, fr.OPTIONS, rulings_fr.RULINGS)
"""The options and rulings in every language, their texts checked alike at import."""
TEXTS = TOLD.texts
OPTIONS_TOLD = TOLD.options
"""The options, read in the language of the moment (the variant's ``OPTIONS``)."""
RULINGS_TOLD = TOLD.rulings
"""The rulings, read in the language of the moment (the variant's ``RULINGS``)."""

ODDS: Phrases[str] = Phrases(
    en={
        "doublet.one": "Chance of a doublet with these options ({n} pack)",
        "doublet.many": "Chance of a doublet with these options ({n} packs)",
        "doublet.how": "from a fresh pack, by rank counts",
        "bank-wins": "Chance the bank wins a round",
        "bank-wins.how": "a doublet, or the banker's rank first",
        "edge": "Bank's gain per chip bet, pair_rule={rule}",
        "edge.how": "wins minus losses, per chip",
        "fresh.one": "Chance of a doublet, {n} pack",
        "fresh.many": "Chance of a doublet, {n} packs",
        "gain.one": "Bank's gain per chip, {n} pack, pair_rule={rule}",
        "gain.many": "Bank's gain per chip, {n} packs, pair_rule={rule}",
        "gain.how": "exact, from a fresh pack",
        "herminie.start": "Two packs with one rank out six times: bank's gain per chip at the start of a round",
        "herminie.start.how": "the counts make doublets likelier: 337/4753 against 7/103 fresh",
        "herminie.one": "Herminie: her card the seventh of its rank, before the punters' card: bank wins",
        "herminie.one.how": "a doublet 1 time in 97, else 1 card of hers against 7 of theirs",
        "herminie.one-edge": "Herminie: before the punters' card, bank's gain per chip",
        "herminie.one-edge.how": "exact",
        "herminie.two": "Herminie: both cards out, punters' rank unseen: bank wins",
        "herminie.two.how": "her last card against their seven",
        "herminie.two-edge": "Herminie: both cards out, bank's gain per chip",
        "herminie.two-edge.how": "so refusing her offer of half their bets (-1/2 per chip to her) was right for "
        "the punters",
        "herminie.offer": "The offer in Herminie: what the bank pays per chip to withdraw",
        "herminie.offer.how": "half of every bet",
    },
    fr=fr.ODDS,
)
"""The odds rows' labels and how each was found, in every language."""
