"""What the ``pagat`` variant declares: its options and its rulings.

Both are the single source of truth for the options and rulings tables of the rules page
(``docs/rules/pagat.md``), which the site renders from here. Source sections are cited by
their headings in ``pagat-online-table``: "A deal", "Keeping the bank", "It is pure luck",
"Skin, Zecchinetta", "What the table does".

Their French text is in :mod:`.options_fr`; :data:`OPTIONS_TOLD` and :data:`RULINGS_TOLD` give
each in the language of the moment, and :data:`TEXTS` checks that both languages give every text.
"""

from __future__ import annotations

from ...told import told
from ...variants import Option, Ruling
from . import options_fr as fr

SRC = "Pagat's rules at an online table"

BANK_LOW, BANK_HIGH, BANK_STEP = 5, 50, 5
MIN_STAKE = 5

OPTIONS = (
    Option(
        "seats",
        4,
        "Seats at the table.",
        f"{SRC}, 'What the table does': three to six seats, opening on four.",
        low=3,
        high=6,
    ),
    Option(
        "laps",
        2,
        "Laps in a match; a lap gives every seat one turn with the bank.",
        f"{SRC}, 'Keeping the bank': one to four laps, two by default.",
        low=1,
        high=4,
        match_only=True,
    ),
    Option(
        "pair_rule",
        "all",
        "What a pair of first cards gives the bank: every stake (all) or half of each stake (half, the jumelle).",
        f"{SRC}, 'Skin, Zecchinetta': Pagat gives every stake; Wikipedia gives half and calls it jumelle.",
        choices=("all", "half"),
    ),
    Option(
        "packs",
        1,
        "Packs shuffled together for each deal.",
        f"{SRC}, 'Skin, Zecchinetta': one pack fresh for every deal; Pagat's traditional game shuffles about six.",
        low=1,
        high=6,
    ),
)

RULINGS = (
    Ruling(
        "Which way does the staking go?",
        'Staking starts with "the one after the banker".',
        "Seats are numbered counter-clockwise; staking runs from the seat after the banker (seat + 1) "
        "round to the seat before, and the bank moves on in the same direction.",
        "Clockwise staking; it changes nobody's odds.",
    ),
    Ruling(
        "Who holds the first bank?",
        "The source does not say.",
        "The first seat (Anne), or the seat a deal file names as banker.",
        "Draw for the first bank; nobody's odds change.",
    ),
    Ruling(
        "May a kept bank grow past 50 chips?",
        'A bank is posted "in fives from five chips up to fifty"; a kept bank takes its winnings in, and '
        '"a grown bank never exceeds what the banker holds".',
        "The 5-50 limit is for posting a bank; a kept bank grows past 50 with its winnings. Since the bank "
        "is the banker's own chips, it can never exceed what the banker holds.",
        "Cap a kept bank at 50 and return the rest to the banker.",
    ),
    Ruling(
        "How is a bank posted when its banker holds fewer than 50 chips?",
        '"Never more than they hold".',
        "The highest bank on offer is the banker's chips rounded down to a multiple of five.",
        "Let the banker post every chip, even a number that is not a multiple of five.",
    ),
    Ruling(
        "What happens to a single deal whose banker holds under 5 chips?",
        'A seat with under five chips "cannot hold the bank, so its turn is skipped, but it still counts".',
        "In a match the seat's turn is skipped and counts as one of the lap's turns. A single deal does the "
        "same: the bank goes to the next seat that holds 5 chips, and the words say who was passed over and "
        "why. When no seat holds 5 chips there is no deal to deal.",
        "Refuse such a deal instead of passing the bank on.",
    ),
    Ruling(
        "What may a seat stake when its chips run short?",
        'Stake "from five chips (fewer only when the bank or their chips run short) up to what is still open".',
        "The least stake is 5, or what is still open, or the seat's chips, whichever is smallest; the most "
        "is what is open or the seat's chips. A seat with no chips is passed over.",
        "Bar seats with under 5 chips from staking.",
    ),
    Ruling(
        "Who may cover the bank?",
        'A seat may "cover the whole bank, which sends every other stake back and ends the staking".',
        "A seat whose chips reach the whole bank may cover it on its turn, even after others staked; their "
        "stakes go back to them.",
        "Cover only what is still open.",
    ),
    Ruling(
        "Does a void deal end a kept bank's turn?",
        'A turn "lasts until the banker loses or passes"; "if nobody stakes, the deal is void: no card turns '
        'and the bank moves on".',
        "Yes: a void deal ends the turn, a kept bank's too. The bank, winnings and all, goes back to its "
        "banker and the next seat takes the bank.",
        "Let a kept bank stand for another deal when nobody stakes against it.",
    ),
    Ruling(
        "How is half a stake taken under the jumelle (pair_rule = half)?",
        "Wikipedia gives the bank half the stakes on a pair.",
        "The bank takes half of each stake, rounded down to whole chips; the rest goes back to the staker.",
        "Round in the bank's favour.",
        option="pair_rule",
    ),
    Ruling(
        "Is a deck shuffled when a deal is void?",
        '"A fresh pack every deal"; a void deal turns no card.',
        "Every deal begins with a fresh pack, void or not; a void deal turns none of it.",
        "Shuffle only when cards are to turn; no figure changes.",
    ),
    Ruling(
        'What is "about 15 percent" for a computer\'s bank?',
        'A computer "puts up about 15 percent of its chips as the bank".',
        "15 % of its chips rounded to the nearest five, never under 5 nor over its highest bank on offer.",
        "Round down to the five below.",
    ),
    Ruling(
        'What is "a slice of their chips" that a computer stakes?',
        'Computers "stake a slice of their chips".',
        "A computer stakes a whole number of chips drawn evenly from 5 % to 15 % of its chips (seeded), kept "
        "within the least and the most it may stake; it never passes.",
        "A fixed tenth of its chips.",
    ),
    Ruling(
        "When does a computer cover?",
        'A computer "covers a bank of 15 percent of its chips or less about one time in five".',
        "When covering is on offer and the whole bank is at most 15 % of its chips, it covers with a "
        "seeded chance of exactly one in five; otherwise it stakes.",
        "Cover every fifth time such a bank comes round, in turn rather than by chance.",
    ),
    Ruling(
        "When does a computer keep a bank it won?",
        "The source gives computers no rule for keeping.",
        "A computer keeps a bank while the grown bank is at most a quarter of its holdings; after a pair it "
        "pockets the winnings instead when adding them would pass that quarter; otherwise it passes.",
        "Always pass after a win.",
    ),
)


TOLD = told(OPTIONS, RULINGS, fr.OPTIONS, fr.RULINGS)
"""The options and rulings in every language, their texts checked alike at import."""
TEXTS = TOLD.texts
OPTIONS_TOLD = TOLD.options
"""The options, read in the language of the moment (the variant's ``OPTIONS``)."""
RULINGS_TOLD = TOLD.rulings
"""The rulings, read in the language of the moment (the variant's ``RULINGS``)."""
