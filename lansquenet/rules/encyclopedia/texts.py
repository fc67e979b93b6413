"""The words of the ``encyclopedia`` variant: its options, its rulings and its phrases.

Kept apart from the flow of play so the tables the site renders (options, rulings) and the
narration can be read and checked in one place. Source sections are cited by the clause they
come from in *The Official World Encyclopedia of Sports and Games* (1979), "Lansquenet":
"Dealer" (the first ace), "Dealing the Layout", "Matching Cards in the Layout" 1) to 3),
"Betting limits" ("decided by each banker for the duration of his hand"), "Betting" (bets
alongside the player's card), "Play" (each card dealt in a turn) and "Between turns".

The English is here, the French in :mod:`.texts_fr`. :data:`TEXTS` checks that both languages
give every option's and ruling's text; :data:`OPTIONS_TOLD` and :data:`RULINGS_TOLD` give them in
the language of the moment (the variant's ``OPTIONS`` and ``RULINGS``), and :data:`PHRASES` and
:data:`RUNS` are :class:`~lansquenet.language.Phrases`, so the variant is told in either language.
The pieces the flow fills into the phrases are in :mod:`.words`.
"""

from __future__ import annotations

from ...language import Phrases
from ...told import told
from ...variants import Option, Ruling
from . import texts_fr as fr

SRC = "The Official World Encyclopedia of Sports and Games (1979)"

OPTIONS = (
    Option("seats", 4, "Seats at the table.", f'{SRC}, "Players": two or more.', low=2, high=10),
    Option(
        "rounds",
        1,
        "Rounds in a match; in a round the bank passes once round the table, so every seat banks once.",
        f'{SRC}, "Play": after each deal "the bank and deal pass one player to the left"; the source sets no end.',
        low=1,
        high=4,
        match_only=True,
    ),
    Option(
        "first_dealer",
        "ace",
        "Who deals first: the seat dealt the first ace (ace), or the seat the deal names as banker (banker).",
        f'{SRC}, "Dealer": "first Ace to appear".',
        choices=("ace", "banker"),
    ),
    Option(
        "void_deal",
        "reshuffle",
        "After a void layout, the pack is gathered and shuffled for the new deal (reshuffle), or the layout is set aside "
        "and a new one dealt from the rest of the pack (continue).",
        f'{SRC}, "Matching Cards in the Layout" 3): "the deal is void, and a new deal is made".',
        choices=("reshuffle", "continue"),
    ),
    Option(
        "opening_bet",
        "free",
        "After the layout each player may bet on the player's card or pass (free), or every player who can must bet "
        "at least 1 chip on it before the first card turns (required).",
        f'{SRC}, "Betting": "Each player places his bet alongside the player\'s card."',
        choices=("free", "required"),
    ),
)

RULINGS = (
    Ruling(
        'What is the "standard" shuffle and cut?',
        'The heading on shuffling and cutting says only "Standard."',
        "The pack is shuffled (by the deal's seed, or stacked as the deal gives it) before the cards that find the "
        "first dealer and again before each of a banker's deals; no cut is shown, since cutting a well-shuffled pack "
        "changes no chance.",
        "Show a cut by the player on the dealer's right before each deal; it changes nobody's odds.",
    ),
    Ruling(
        "How many chips does each player bring?",
        '"Betting chips or cash"; the source names no amount.',
        "Every seat starts with 100 chips, unless the deal gives each seat its own number of chips.",
        "None needed: any amount can be given seat by seat.",
    ),
    Ruling(
        "How are cards dealt to find the first dealer?",
        '"Dealer is by deal: first Ace to appear."',
        "A shuffled pack is dealt face up, one card a seat, starting with the first seat listed and going to the left, "
        "until an ace turns; that seat deals first and holds the bank. The pack is then gathered and shuffled for the deal.",
        "Let the table name its first dealer (first_dealer = banker).",
        option="first_dealer",
    ),
    Ruling(
        'Which way is "to the left"?',
        '"The bank and deal pass one player to the left."',
        "Seats are listed counter-clockwise, so the seat on a player's left is the one before it in the list: the bank "
        "passes from seat i to seat i - 1, and the cards for the first ace and each betting round go the same way.",
        "Pass the bank to seat i + 1; it changes nobody's odds.",
    ),
    Ruling(
        "What does a void deal do to the pack?",
        "If the player's card matches the banker's card, \"the deal is void, and a new deal is made.\"",
        "The same banker deals again: every card is gathered and the pack shuffled, and a new layout is dealt. No bet "
        "has been placed yet, so no chip moves.",
        "Set the void layout aside and deal the new one from the rest of the pack (void_deal = continue); if fewer "
        "than ten cards are left, the pack is shuffled after all.",
        option="void_deal",
    ),
    Ruling(
        "What are the betting limits, and how long do they hold?",
        '"These are decided by each banker for the duration of his hand."',
        "Before his layout the banker declares the most one player may have on one card, from 1 chip up to all he "
        "holds; the least bet is 1 chip. His hand is his one deal, and the limit holds through any void re-deal.",
        "Let the banker declare a least bet too, or fix the limits for the whole table.",
    ),
    Ruling(
        "Can the bank run short of chips?",
        'The banker "pays all bets at even money"; the source never lets him fall short.',
        "A bet is accepted only while the bank can pay it: the bets on live cards may never add up to more than the "
        "banker holds. Bets he collects go to his own chips, so they make room for more.",
        "Let a banker who cannot pay in full share what he holds among the winners.",
    ),
    Ruling(
        "Must every player bet on the first player's card?",
        '"Each player places his bet alongside the player\'s card."',
        "Betting is free: after the layout, as between turns, each player may bet or pass. The sentence describes "
        "where a bet goes, and nothing else in the source obliges anyone to play.",
        "Read it as an obligation: before the first card turns, every player who can must put at least 1 chip on the "
        "player's card (opening_bet = required); between turns betting stays free.",
        option="opening_bet",
    ),
    Ruling(
        "Who bets when, and how many bets may a player place?",
        '"Each player places his bet alongside the player\'s card"; "between turns, players may place new bets on '
        "the players' cards.\"",
        "After the layout, and again after every card turned while the deal goes on, each player in turn from the "
        "banker's left may place as many bets as he likes on any live players' cards, then passes. Several bets on one "
        "card add up, and the limit applies to the total.",
        "All players bet at once; it changes nobody's odds.",
    ),
    Ruling(
        "Which bets are paid when the banker's card is matched?",
        '"When the banker pays all outstanding bets."',
        "Outstanding bets are those on players' cards still live: the bets on matched cards were collected when they "
        "were matched. Each is paid at even money and comes back to its owner, so no chip is left on the table.",
        "None; the bets on dead cards are the banker's already.",
    ),
    Ruling(
        "What if the pack runs out before the banker's card is matched?",
        "The source assumes the banker's card is always matched.",
        "With a shuffled pack three cards of the banker's rank are always still to come, so it cannot happen. When void "
        "layouts are set aside (void_deal = continue) those cards can be gone; then no bet is taken after the last card "
        "turns, and every bet still out goes back to its owner.",
        "Settle the bets still out as if the banker's card had been matched.",
        option="void_deal",
    ),
    Ruling(
        "How long is a match?",
        "The source passes the bank on after every deal and sets no end.",
        "A match lasts one to four rounds (one by default); in a round each seat holds the bank once, starting with the "
        "first dealer and going to the left. A seat with no chips cannot bank, and its hand is skipped. The match ends "
        "early when fewer than two seats hold chips.",
        "Play until one seat holds every chip.",
    ),
    Ruling(
        "How do the computer players bet?",
        "The source gives no advice on betting.",
        "A computer banker sets a limit of 5 to 20 per cent of his chips (seeded). A computer player, at each chance to "
        "bet, bets two times in five: on the live card whose rank has the fewest cards still unseen against the banker's "
        "(seeded among equals, and never on a card that is worse than even), from 1 chip up to a twentieth of his "
        "chips; then he passes. Where an opening bet is required (opening_bet = required), he always places it, in "
        "the same way.",
        "Bet on every live card every turn.",
    ),
)

EN_PHRASES: dict[str, str] = {
    "draw-shuffle": "To find the first dealer, {who} shuffles and deals face up, one card a seat round to the left, "
    "starting with the dealer's own seat, until an ace appears.",
    "draw-round": "No ace yet: {dealt}.",
    "first-ace": "{who} is dealt the {card}, the first ace, and so deals first and holds the bank.",
    "first-dealer": "{who} deals first and holds the bank, as the table agreed.",
    "hand-start": "{who} deals {number}.",
    "skip": "{who} holds no chips, so cannot hold the bank; {number} is skipped.",
    "limit": "{who} sets the limit for the hand: at most {chips} from one player on one card.",
    "shuffle": "{who} shuffles the pack{why}.",
    "hand-card": "The {card} is dealt face up as the {which} hand card.",
    "hand-pair": "The {card} matches the first hand card: it goes on top of it, and another card is dealt for the second hand card.",
    "banker-card": "The {card} is dealt as {who}'s banker's card.",
    "banker-on-hand": "The {card} matches a hand card: it goes on top of it, and another banker's card is dealt.",
    "players-card": "The {card} is dealt as the player's card, and bets may go alongside it.",
    "players-on-hand": "The {card} matches a hand card: it goes on top of it, and another player's card is dealt.",
    "void": "The {card}, dealt as the player's card, matches the banker's card: the deal is void and a new deal is made.",
    "set-aside": "The void layout is set aside, and the new layout is dealt from the rest of the pack.",
    "bet": "{before}{who} bets {chips} on the {card}{total}.",
    "pass": "{others} {verb}.",
    "turn-new": "The {card} matches nothing on the layout: it is a new player's card, open to bets.",
    "turn-hand": "The {card} matches a hand card and goes on top of it: the {rank} are out of play.",
    "turn-dead": "The {card} goes on the dead {rank}: that rank is out of play for the rest of the deal.",
    "turn-match": "The {card} matches the player's card, the {matched}: {collect}, and {rank} are now a dead rank.",
    "banker-matched": "The {card} matches the banker's card: {pays}. The deal is over.",
    "stock-out": "The pack is used up before the banker's card is matched: every bet still out goes back ({chips}).",
    "bank-passes": "The bank and the deal pass one seat to the left, to {who}.",
    "match-end": "The match is over. {result}",
}

EN_RUNS: dict[str, tuple[str, str]] = {
    "bet": ("{before}{bettor}{chips} on the {card}{total}", "{items}."),
}

PHRASES: Phrases[str] = Phrases(en=EN_PHRASES, fr=fr.PHRASES)
"""The words of each event, in the language of the moment."""
RUNS: Phrases[tuple[str, str]] = Phrases(en=EN_RUNS, fr=fr.RUNS)
"""Bets in a row that no person made, told as one step (see :attr:`lansquenet.variants.Variant.RUNS`):
"Blaise bets 2 chips on the seven of spades (7S), Colette bets 3 chips on the nine of hearts (9H)
and Denis bets 1 chip on the king of clubs (KC)."; a bet after the bettor's own goes without his
name (the ``bettor`` piece of :mod:`.words`)."""


TOLD = told(OPTIONS, RULINGS, fr.OPTIONS, fr.RULINGS)
"""The options and rulings in every language, their texts checked alike at import."""
TEXTS = TOLD.texts
OPTIONS_TOLD = TOLD.options
"""The options, read in the language of the moment (the variant's ``OPTIONS``)."""
RULINGS_TOLD = TOLD.rulings
"""The rulings, read in the language of the moment (the variant's ``RULINGS``)."""
