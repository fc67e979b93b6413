"""The game's own words, as data: the single source of the glossary page and the site's tooltips.

Each :class:`Term` carries its anchor (``slug``), the word as the sources write it, the French
original where a source gives it, a definition in our own words, the variants that use it, the
source it comes from (title and section), the terms to read next, where on the site a board or a
passage shows it (``board``, a page path from ``docs/`` with an anchor), the written forms that get
a hover tooltip on every page (``forms``) and the one-sentence meaning those tooltips show.

Tooltips match text on every page, case-sensitively and as whole words, so ``forms`` holds only
forms that cannot be ordinary English: multi-word terms and the game's own words, never ``bank``
or ``pair`` alone. Event records name the term they illustrate (``Event.term``); a board links it
to the glossary anchor :func:`term_slug` makes of it, so every such term needs an entry here.

Standard library only: the engine runs under Pyodide too.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

VARIANT_PAGES = {
    "classic": ("the court game", "rules/classic.md"),
    "modern": ("the 19th-century game", "rules/modern.md"),
    "pagat": ("Pagat's rules", "rules/pagat.md"),
    "encyclopedia": ("the 1979 encyclopedia's game", "rules/encyclopedia.md"),
}

# The sources, by the short titles the glossary cites (the sources page lists them in full).
COURT = "Lansquenet (the court game)"
MODERN = "Lansquenet in the 19th Century"
TABLE = "Pagat's rules at an online table"
ENC = "The Official World Encyclopedia of Sports and Games (1979), Lansquenet"
OTHER = "Facts from other public references"


@dataclass(frozen=True)
class Term:
    """One glossary entry; see the module docstring for the fields."""

    slug: str
    term: str
    french: str
    definition: str
    variants: tuple[str, ...]
    source: str
    see_also: tuple[str, ...] = ()
    board: str = ""
    forms: tuple[str, ...] = ()
    tip: str = ""

    def short(self) -> str:
        """The one-sentence meaning a tooltip shows: ``tip``, or the definition's first sentence."""
        if self.tip:
            return self.tip
        return re.split(r"(?<=[.!?])\s", self.definition, maxsplit=1)[0]


def term_slug(term: str) -> str:
    """The anchor of a term: ``void deal`` -> ``void-deal``, ``banker's card`` -> ``bankers-card``.

    The same rule as the boards use to link an event's term, on the site and in the browser.
    """
    return re.sub(r"[^a-z0-9]+", "-", term.lower().replace("'", "").replace("\u2019", "")).strip("-")


T = Term
TERMS: tuple[Term, ...] = (
    # ----- who plays
    T(
        "banker",
        "Banker",
        "",
        "The player who deals and plays alone against everyone else at the table. In the court game the first banker is "
        "drawn by the highest card and keeps the deal until his own card is matched; in the 19th-century game the first "
        "is chosen by agreement or by lot; in the 1979 encyclopedia's game the first ace to appear decides it. When the "
        "banker loses, the bank moves on: to the right in the court and 19th-century games, to the left in the 1979 one.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{COURT}, §3 and §13; {MODERN}, §2 and §4; {ENC}, on the dealer and on play",
        ("bank", "punter", "cutter"),
        "rules/classic.md#up-cards",
    ),
    T(
        "vorhand",
        "Vorhand",
        "",
        "German for the banker of the court game, in Pierer's Universal-Lexikon.",
        ("classic",),
        f"{OTHER}, Pierer's Universal-Lexikon (1857–1865), article Lansquenet",
        ("banker",),
        "rules/classic.md#up-cards",
        ("Vorhand",),
    ),
    T(
        "bank",
        "Bank",
        "",
        "The chips the banker puts up for a deal, against which every stake is laid. In the 19th-century game the "
        "banker names the amount and the punters may together stake no more than it; in Pagat's rules a bank is posted "
        "in fives from 5 to 50 chips, never more than the banker holds.",
        ("modern", "pagat"),
        f"{MODERN}, §3; {TABLE}, 'A deal'",
        ("banker", "keeping-the-bank", "buying-the-bank"),
        "tutorials/pagat-worked-example.md#the-deal",
    ),
    T(
        "punter",
        "Punter",
        "",
        "Anyone at the table other than the banker, staking against the bank. The court game calls its permanent players "
        "cutters and its occasional ones carabins; the source notes that carabins are what other games call punters.",
        ("modern", "pagat", "classic"),
        f"{MODERN}, §2; {TABLE}, 'A deal'; {COURT}, §10",
        ("banker", "cutter", "carabin"),
        "tutorials/pagat-worked-example.md#the-deal",
        ("punter", "punters"),
        "A player who stakes against the bank.",
    ),
    T(
        "cutter",
        "Cutter",
        "coupeur",
        "One of the four to twelve permanent players of the court game; a game is named after their number, a "
        "lansquenet of six cutters, of twelve cutters. Only cutters may hold the deal, and each receives an up-card. "
        "The source links the name to cutting, its word for turning up the stock.",
        ("classic",),
        f"{COURT}, §1 and the closing notes on the name",
        ("carabin", "up-card", "dealing-the-stock"),
        "rules/classic.md#up-cards",
        ("cutter", "cutters"),
        "A permanent player of the court game, entitled to hold the deal.",
    ),
    T(
        "carabin",
        "Carabin",
        "carabin, carabineur",
        "An occasional player of the court game, admitted only if the banker accepts. A carabin plays against the "
        "banker alone, on the rejouissance or on a reprise card, may bet once and leave, never holds the deal and never "
        "waters anyone. The word is the name of light horsemen who fired a short musket and rode off; Diderot's "
        "Encyclopédie calls them carabineurs.",
        ("classic",),
        f"{COURT}, §10 and the closing notes on the name; {OTHER}, Diderot's Encyclopédie",
        ("to-carabine", "reprise-card", "rule-of-odds"),
        "rules/classic.md#reprise-cards",
        ("carabin", "carabins", "carabineer", "carabineers"),
        "An occasional player of the court game who bets against the banker alone.",
    ),
    T(
        "to-carabine",
        "To carabine",
        "carabiner",
        "To play as a carabin. The Baron de Pöllnitz's letter uses the verb; the court-game source reads it as open to "
        "a cutter whose up-card has been taken, who may carabine until the hand ends.",
        ("classic",),
        f"{COURT}, the notes after Pöllnitz's letter",
        ("carabin",),
        "history.md#to-carabine",
        ("carabine", "carabines", "carabining"),
        "To play as a carabin, betting against the banker alone.",
    ),
    # ----- the court game's cards and stakes
    T(
        "up-card",
        "Up-card",
        "",
        "The card the banker deals face up to each cutter, one each, from his right round to his left. The cutter "
        "puts the stake of the game on it and plays it against the banker's card.",
        ("classic",),
        f"{COURT}, §3",
        ("stake-of-the-game", "multiple-card", "bankers-card"),
        "rules/classic.md#up-cards",
        ("up-card", "up-cards"),
        "The card dealt face up to each cutter in the court game.",
    ),
    T(
        "stake-of-the-game",
        "Stake of the game",
        "",
        "The base stake, fixed by agreement before play, that each cutter puts on his up-card. Watering is paid in it, "
        "whatever the other cards are.",
        ("classic",),
        f"{COURT}, §3 and §7",
        ("up-card", "watering"),
        "rules/classic.md#up-cards",
        ("stake of the game",),
        "The base stake agreed before play, placed on each up-card.",
    ),
    T(
        "multiple-card",
        "Multiple card",
        "",
        "An up-card that has gathered others of its rank during the deal: double, triple or, at the last, quadruple. "
        "The cutter still stakes only the base stake, but the banker must hold more against it and pays more if he "
        "loses to it. A single card is one that has gathered none.",
        ("classic",),
        f"{COURT}, §5 and §6",
        ("double-card", "triple-card", "quadruple"),
        "rules/classic.md#multiple-cards",
        ("multiple card", "multiple cards"),
        "An up-card that has gathered others of its rank: double, triple or quadruple.",
    ),
    T(
        "double-card",
        "Double card",
        "",
        "An up-card dealt onto an earlier one of the same rank: the earlier cutter's stake is lifted and his card goes "
        "under the new one, still showing. The banker puts twice the stake on a double card and pays it double. Pierer "
        "says the banker wins the lifted stake, which is how we deal it.",
        ("classic",),
        f"{COURT}, §5 and §6; {OTHER}, Pierer's Universal-Lexikon",
        ("multiple-card", "triple-card"),
        "rules/classic.md#multiple-cards",
        ("double card", "double cards"),
        "An up-card that has gathered one other of its rank; the banker pays it double.",
    ),
    T(
        "triple-card",
        "Triple card",
        "",
        "An up-card dealt onto a double card of its rank, which goes under it. The banker must put four times the stake "
        "on a triple card and pays it fourfold.",
        ("classic",),
        f"{COURT}, §5 and §6",
        ("multiple-card", "quadruple"),
        "rules/classic.md#multiple-cards",
        ("triple card", "triple cards"),
        "An up-card that has gathered two others of its rank; the banker pays it fourfold.",
    ),
    T(
        "quadruple",
        "Quadruple card",
        "",
        "The fourth card of a rank during the deal, and the end of the hand. Dealt to a cutter onto a triple card, the "
        "banker pays the triple card fourfold, the other cutters take their stakes back and the deal passes to the "
        "banker's right; its own cutter stakes nothing and wins nothing. Turned as the banker's own card, he takes "
        "every stake on the up-cards and deals again. Pierer settles the cutter's quadruple differently: the banker "
        "wins the single and double cards' stakes and loses what he put on the triple.",
        ("classic",),
        f"{COURT}, §5 and §13; {OTHER}, Pierer's Universal-Lexikon",
        ("triple-card", "multiple-card"),
        "rules/classic.md#quadruple-card",
        ("quadruple card", "quadruple cards"),
    ),
    T(
        "stock",
        "Stock",
        "",
        "The cards left after the deal, face down, turned up one at a time by the banker.",
        ("classic", "encyclopedia"),
        f"{COURT}, §3 and §4; {ENC}, on play",
        ("dealing-the-stock",),
        "rules/classic.md#dealing-the-stock",
    ),
    T(
        "dealing-the-stock",
        "Dealing the stock",
        "",
        "Turning up the stock one card at a time once the banker's card is out, stacking them to the banker's left; "
        "the court game also calls it cutting, and the banker who does it the dealer. Each card either takes a cutter's "
        "up-card, ends the hand on the banker's own card, or matches nothing.",
        ("classic",),
        f"{COURT}, §4 and §13",
        ("stock", "watering", "cutthroat"),
        "rules/classic.md#dealing-the-stock",
        ("dealing the stock",),
        "Turning up the stock card by card after the banker's card.",
    ),
    T(
        "watering",
        "Watering",
        "arroser",
        "When the banker takes a cutter's up-card while dealing the stock, that cutter pays every other cutter still "
        "holding an up-card the stake of the game, single, double or triple alike. Pierer describes the same custom.",
        ("classic",),
        f"{COURT}, §7; {OTHER}, Pierer's Universal-Lexikon",
        ("first-taken", "stake-of-the-game"),
        "rules/classic.md#watering",
        ("watering", "waters"),
        "A cutter whose up-card is taken pays the stake of the game to every cutter still in play.",
    ),
    T(
        "first-taken",
        "First-taken",
        "premier pris",
        "The first cutter whose up-card the banker takes while dealing the stock. He waters the most, since every "
        "other cutter is still in play; hence the saying, as pale as a first-taken.",
        ("classic",),
        f"{COURT}, §7; Regnard, Le Joueur (1696), Act IV, scene 13",
        ("watering", "pale-as-a-first-taken"),
        "rules/classic.md#watering",
        ("first-taken",),
        "The first cutter to lose his up-card, who waters all the others.",
    ),
    T(
        "dispossessed-cutter",
        "Dispossessed cutter",
        "",
        "A cutter whose up-card the banker has taken this hand. The court-game source thinks he could come back into "
        "the hand as a carabin on a reprise card, and should be preferred to an ordinary carabin at an equal stake.",
        ("classic",),
        f"{COURT}, §10 and the notes after Pöllnitz's letter",
        ("carabin", "reprise-card"),
        "rules/classic.md#reprise-cards",
        ("dispossessed cutter", "dispossessed cutters"),
        "A cutter who has lost his up-card this hand, and may come back as a carabin.",
    ),
    T(
        "pale-as-a-first-taken",
        "As pale as a first-taken",
        "",
        "A saying that outlived the game: to look as stricken as the cutter who has just lost first and must pay "
        "everyone. Regnard's valet says his ruined master has the look of a first-taken.",
        (),
        f"{COURT}, §7; Regnard, Le Joueur (1696), Act IV, scene 13",
        ("first-taken",),
        "history.md#pale-as-a-first-taken",
        ("as pale as a first-taken",),
        "Looking as stricken as the cutter who loses first and must pay everyone.",
    ),
    T(
        "rejouissance",
        "Rejouissance",
        "réjouissance",
        "A side chance added to the court game. After the up-cards and before his own card, the banker lets cutters and "
        "carabins stake in the middle of the table, and may cap the total; the first card after his own that differs "
        "from it becomes the rejouissance. If its rank turns first the banker takes those stakes; if his own card is "
        "matched first he pays them at even money. Diderot and Pierer describe it as the card right after the banker's.",
        ("classic",),
        f"{COURT}, §8 and §9; {OTHER}, Diderot's Encyclopédie and Pierer's Universal-Lexikon",
        ("multiple-rejouissance", "bankers-card", "carabin"),
        "rules/classic.md#rejouissance",
        ("rejouissance", "réjouissance", "rejouissances"),
        "The court game's side bet on the first card after the banker's.",
    ),
    T(
        "multiple-rejouissance",
        "Multiple rejouissance",
        "",
        "A rejouissance that matches a single or double up-card: the banker takes that up-card's stake and the card "
        "joins the rejouissance, which becomes double or triple. If it becomes quadruple it can no longer come out, so "
        "its stakes go back and play goes on without it.",
        ("classic",),
        f"{COURT}, §9",
        ("rejouissance",),
        "rules/classic.md#rejouissance",
        ("multiple rejouissance",),
        "A rejouissance that has gathered an up-card of its rank.",
    ),
    T(
        "reprise-card",
        "Reprise card",
        "carte de reprise",
        "With carabins at the table, each stock card matching nothing already showing is laid out face up, and a "
        "carabin may bet on it against the banker; a card matching a showing card other than the banker's is taken "
        "and laid out again as a multiple reprise card. One carabin to a reprise card; a cutter who has lost his "
        "up-card may take one and come back into the hand.",
        ("classic",),
        f"{COURT}, §10 and §11",
        ("carabin", "rule-of-odds"),
        "rules/classic.md#reprise-cards",
        ("reprise card", "reprise cards"),
        "A card laid out in the court game for one carabin to bet on.",
    ),
    T(
        "rule-of-odds",
        "Rule of odds",
        "",
        "Payment between a carabin and the banker scaled to the risk each runs: each puts up four minus the number of "
        "cards the other's card has gathered, which is the number of stock cards that would beat him. A single card "
        "against a double is paid 3 for 2; a single against a triple, 3 for 1; equal cards, even money. To play the "
        "odds is to use this rule; the loser loses the odds.",
        ("classic",),
        f"{COURT}, §12; Regnard, Le Joueur, Act IV, scene 13",
        ("reprise-card", "carabin"),
        "rules/classic.md#rule-of-odds",
        ("rule of odds",),
        "Paying a carabin in proportion to the risk his card runs.",
    ),
    T(
        "cutthroat",
        "Cutthroat",
        "coupe-gorge",
        "A banker whose own card comes out before he has taken any other card showing: up-card, reprise card or "
        "rejouissance. He pays everyone and loses the deal. Regnard's gambler is twenty times the cutthroat.",
        ("classic",),
        f"{COURT}, §4, §13 and the notes on Regnard's Le Joueur",
        ("coupe-cul", "bankers-card"),
        "rules/classic.md#cutthroat",
        ("cutthroat", "coupe-gorge"),
        "A banker whose own card comes out before he has taken any other card.",
    ),
    T(
        "coupe-cul",
        "Coupe-cul",
        "coupe-cul, coupe-cu",
        "A coarser name for the cutthroat, literally an arse-cutter, often written coupe-cu.",
        ("classic",),
        f"{COURT}, the notes on Regnard's Le Joueur",
        ("cutthroat",),
        "history.md#cutthroat-and-coupe-cul",
        ("coupe-cul", "coupe-cu"),
        "A coarse name for the cutthroat: the banker whose card comes out first.",
    ),
    T(
        "hand",
        "Hand",
        "",
        "In the court game, everything from the deal of the up-cards to one of four endings: a cutter's quadruple card, "
        "the banker's quadruple, the banker's card matched while dealing the stock, or every up-card, reprise card and "
        "rejouissance settled. A banker who may keep the deal may still hand it to his right.",
        ("classic",),
        f"{COURT}, §13",
        ("quadruple", "cutthroat"),
        "rules/classic.md#end-of-a-hand",
    ),
    T(
        "round",
        "Round",
        "",
        "In the court game, a round ends when every cutter has been banker once; the source suggests nobody leaves "
        "before the first round is over. In the 19th-century game a round is one deal of the cards.",
        ("classic", "modern"),
        f"{COURT}, §14; {MODERN}, §4",
        ("hand", "round-of-speaking"),
        "rules/classic.md#length-of-the-game",
        tip="In the court game, until every cutter has banked once; in the 19th-century game, one deal.",
    ),
    T(
        "taking-colour",
        "Taking colour",
        "prendre couleur",
        "Sitting down in a free cutter's seat while a game is under way.",
        (),
        f"{COURT}, §14",
        ("doing-a-charlemagne", "cutter"),
        "history.md#taking-colour",
        ("taking colour",),
    ),
    T(
        "doing-a-charlemagne",
        "Doing a Charlemagne",
        "faire le Charlemagne",
        "Leaving the table while winning, with somebody waiting to take the seat. The phrase comes from Bouillotte, a "
        "19th-century game; the court-game source thinks the custom could fit Lansquenet.",
        (),
        f"{COURT}, §14",
        ("taking-colour",),
        "history.md#doing-a-charlemagne",
        ("doing a Charlemagne",),
        "Leaving a game while winning, with a replacement taking the seat.",
    ),
    T(
        "lansquenet-marquis",
        "Lansquenet marquis",
        "",
        "A scornful name for an upstart enriched at the gaming table, after the valet turned marquis whom Pöllnitz "
        "describes and Regnard puts on stage.",
        (),
        f"{COURT}, Pöllnitz's letter and the notes on Regnard's Le Joueur",
        ("to-carabine",),
        "history.md#lansquenet-marquis",
        ("lansquenet marquis",),
        "An upstart made rich at the gaming table.",
    ),
    # ----- the 19th-century game and Pagat's
    T(
        "round-of-speaking",
        "Round of speaking",
        "",
        "In the 19th-century game, each punter in turn from the banker's right says pass, raise or banco. If the bank "
        "is not covered after one round a second follows, open to those who passed; if it is still not covered the "
        "banker withdraws or cuts his stake to what was bet.",
        ("modern",),
        f"{MODERN}, §3",
        ("raise", "banco"),
        "rules/modern.md#speaking",
        ("round of speaking", "rounds of speaking"),
    ),
    T(
        "raise",
        "Raise",
        "",
        "In the 19th-century game, to stake part of the banker's stake; the raises together may not exceed it.",
        ("modern",),
        f"{MODERN}, §3",
        ("banco", "round-of-speaking"),
        "rules/modern.md#speaking",
    ),
    T(
        "banco",
        "Banco",
        "banco",
        "To stake as much as the banker's whole stake, which ends the speaking. A punter may go banco only on his turn "
        "and only while earlier raises have not covered the stake.",
        ("modern",),
        f"{MODERN}, §3",
        ("raise", "cover"),
        "rules/modern.md#speaking",
        ("banco",),
        "Staking the banker's whole stake at once.",
    ),
    T(
        "cover",
        "Cover",
        "",
        "In Pagat's rules, to stake the whole bank at once; every other stake goes back and the staking ends.",
        ("pagat",),
        f"{TABLE}, 'A deal'",
        ("banco", "bank"),
        "rules/pagat.md#try-it",
    ),
    T(
        "stake",
        "Stake",
        "",
        "The chips a player risks on one deal. In Pagat's rules a stake is at least 5 chips, fewer only when the bank "
        "or the player runs short, and at most what is still open in the bank.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{TABLE}, 'A deal'; {MODERN}, §3",
        ("stake-of-the-game", "bank"),
        "tutorials/pagat-worked-example.md#the-deal",
    ),
    T(
        "pass",
        "Pass",
        "",
        "To stake nothing this deal. A banker who has won may also pass the bank instead of keeping it.",
        ("modern", "pagat"),
        f"{MODERN}, §3; {TABLE}, 'A deal'",
        ("passing-the-bank",),
        "tutorials/pagat-pair.md#the-deal",
    ),
    T(
        "players-card",
        "Players' card",
        "",
        "The card the players back against the banker's card. In the 19th-century game and Pagat's rules it is the "
        "second card turned (the punters' card), and the players win if its rank turns first. In the 1979 "
        "encyclopedia's game each unmatched card becomes a player's card to bet on, and the banker wins the bets on it "
        "if its rank turns before his own: the opposite convention.",
        ("modern", "pagat", "encyclopedia"),
        f"{MODERN}, §4; {TABLE}, 'A deal'; {ENC}, on play",
        ("bankers-card", "doublet"),
        "tutorials/pagat-worked-example.md#the-deal",
        ("players' card", "punters' card", "player's card", "players' cards"),
        "The card the players back; what its match means depends on the game.",
    ),
    T(
        "bankers-card",
        "Banker's card",
        "",
        "The banker's own card. In the court game it comes after the up-cards, and when its rank turns the banker pays "
        "every cutter still in play; the 1979 encyclopedia's game works the same way. In the 19th-century game and "
        "Pagat's rules it is the first card turned, and the bank wins when its rank turns first.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{COURT}, §3–§4; {MODERN}, §4; {TABLE}, 'A deal'; {ENC}",
        ("players-card", "cutthroat"),
        "rules/classic.md#bankers-card",
        ("banker's card", "banker's cards"),
        "The banker's own card; what its match means depends on the game.",
    ),
    T(
        "matching",
        "Matching",
        "",
        "A card matches another of the same rank, a jack for a jack, a seven for a seven. Suits never matter in any "
        "version of the game.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{COURT}, §2 and §4; {MODERN}, §1; {TABLE}, 'A deal'",
        ("bankers-card",),
        "tutorials/pagat-worked-example.md#the-deal",
    ),
    T(
        "doublet",
        "Doublet",
        "doublet",
        "In the 19th-century game, the punters' card turning up with the banker's rank: the banker wins every bet "
        "at once, and this is where his edge lies. In pharaon, a doublet gives the banker half.",
        ("modern",),
        f"{MODERN}, §4; {OTHER}, relatives",
        ("pair", "jumelle", "refait"),
        "rules/modern.md#doublet",
        ("doublet", "doublets"),
        "Banker's card and punters' card of one rank: the banker wins every bet.",
    ),
    T(
        "pair",
        "Pair",
        "",
        "In Pagat's rules, the banker's card and the players' card of the same rank: the bank takes every stake at "
        "once. The 19th-century game calls it a doublet; Wikipedia gives the bank only half (the jumelle).",
        ("pagat",),
        f"{TABLE}, 'A deal' and 'Skin, Zecchinetta'",
        ("doublet", "jumelle", "plie"),
        "tutorials/pagat-pair.md#the-deal",
    ),
    T(
        "jumelle",
        "Jumelle",
        "jumelle",
        "Wikipedia's name, after Steinmetz, for a pair of first cards when it gives the bank half of each stake rather "
        "than all of it. The `pair_rule` option deals it.",
        ("pagat", "modern"),
        f"{TABLE}, 'Skin, Zecchinetta'; {OTHER}, rule differences",
        ("pair", "doublet"),
        "tutorials/pagat-pair.md#the-deal",
        ("jumelle",),
        "A pair of first cards that wins the bank half of each stake.",
    ),
    T(
        "plie",
        "Plié",
        "",
        "The German tradition's name for a pair of first cards, which gives the bank every stake.",
        (),
        f"{OTHER}, rule differences",
        ("pair", "jumelle"),
        "comparison.md#pairs",
        ("Plié",),
    ),
    T(
        "middle-card",
        "Middle card",
        "",
        "In the 19th-century game, each card turned after the banker's and the punters', laid between them, until one "
        "matches either: the banker's rank wins him the bets, the punters' rank wins them even money.",
        ("modern",),
        f"{MODERN}, §4",
        ("doublet", "keeping-the-bank"),
        "rules/modern.md#middle-cards",
        ("middle card", "middle cards"),
        "A card turned between the banker's and the punters' card until one matches.",
    ),
    T(
        "deciding-card",
        "Deciding card",
        "",
        "In Pagat's rules, the first card that matches the banker's card or the players' card; it decides the deal.",
        ("pagat",),
        f"{TABLE}, 'A deal'",
        ("players-card", "bankers-card"),
        "tutorials/pagat-worked-example.md#the-deal",
        ("deciding card",),
        "The first card matching the banker's card or the players' card.",
    ),
    T(
        "keeping-the-bank",
        "Keeping the bank",
        "",
        "A banker who wins may stay banker, putting his winnings into the bank: in the 19th-century game the stake "
        "doubles each time, and in Pagat's rules a bank of 20 that took 20 becomes 40. After a doublet or pair the "
        "banker may leave the winnings out instead (the refait). In the court game the banker keeps the deal after "
        "his own quadruple card or after taking every up-card.",
        ("classic", "modern", "pagat"),
        f"{MODERN}, §4; {TABLE}, 'Keeping the bank'; {COURT}, §4 and §13",
        ("refait", "passing-the-bank"),
        "rules/modern.md#keeping-the-bank",
        ("keeping the bank",),
        "A winning banker stays banker, with his winnings added to the bank.",
    ),
    T(
        "refait",
        "Refait",
        "refait",
        "After winning with a doublet, the banker may stay banker and pocket the winnings, so his stake does not "
        "double. If he passes the bank instead, it may be bought at the undoubled level, but the buyer must pass it "
        "after his first round, win or lose. Dumas's Herminie turns on it.",
        ("modern",),
        f"{MODERN}, §4 and §5",
        ("doublet", "buying-the-bank"),
        "rules/modern.md#refait",
        ("refait",),
        "A banker who wins by a doublet pockets the winnings and keeps the same stake.",
    ),
    T(
        "passing-the-bank",
        "Passing the bank",
        "",
        "A banker who has won may give up the bank rather than keep it. In the 19th-century game it is then put up "
        "for purchase; in Pagat's rules at the online table it simply moves to the next seat. In the court game a "
        "banker entitled to keep the deal may hand it to the cutter on his right, who may not refuse it.",
        ("classic", "modern", "pagat"),
        f"{MODERN}, §4; {TABLE}, 'Skin, Zecchinetta'; {COURT}, §13",
        ("buying-the-bank", "keeping-the-bank"),
        "rules/modern.md#buying-the-bank",
        ("passing the bank",),
    ),
    T(
        "buying-the-bank",
        "Buying the bank",
        "",
        "When a winning banker passes the bank in the 19th-century game, the players speak in turn and the first to "
        "offer the stake the banker would have had to hold becomes banker. When a bought bank loses, the bank goes to "
        "the player who would have had it before the purchases. The bank may not be bought more than three times in a "
        "row. Pagat allows it; the online table does not.",
        ("modern",),
        f"{MODERN}, §4; {TABLE}, 'Skin, Zecchinetta'",
        ("refait", "passing-the-bank"),
        "rules/modern.md#buying-the-bank",
        ("buying the bank", "buy the bank", "bought the bank"),
        "Taking a passed bank by offering the stake its banker would have had to hold.",
    ),
    T(
        "rightful-successor",
        "Rightful successor",
        "",
        "In the 19th-century game, the player who would have had the bank had nobody bought it. A bought bank that "
        "loses, and a bank bought at the refait level once its round is over, go back to him, and he sets the stake.",
        ("modern",),
        f"{MODERN}, §4",
        ("buying-the-bank", "refait"),
        "rules/modern.md#buying-the-bank",
        ("rightful successor",),
        "The player who would have had the bank had nobody bought it.",
    ),
    T(
        "bystander",
        "Bystander",
        "",
        "In the 19th-century game, a player waiting, standing by the table, who may make up the punters' bets when "
        "two rounds of speaking leave the banker's stake uncovered. Our `bystander` option seats one.",
        ("modern",),
        f"{MODERN}, §5",
        ("round-of-speaking",),
        "rules/modern.md#withdraw-or-reduce",
    ),
    T(
        "void-deal",
        "Void deal",
        "",
        "A deal that does not count. In Pagat's rules, nobody stakes: no card turns and the bank moves on. In the 1979 "
        "encyclopedia's game, the player's card has the banker's card's rank, and the cards are dealt again.",
        ("pagat", "encyclopedia"),
        f"{TABLE}, 'Keeping the bank'; {ENC}, 'Matching Cards in the Layout', rule 3",
        ("players-card",),
        "rules/encyclopedia.md#void-deal",
        ("void deal", "void deals"),
        "A deal that does not count: nobody staked, or the first cards clashed.",
    ),
    T(
        "lap",
        "Lap",
        "",
        "In Pagat's rules at the online table, one turn with the bank for each seat; a match is one to four laps.",
        ("pagat",),
        f"{TABLE}, 'Keeping the bank'",
        ("turn",),
        "rules/pagat.md#try-it",
    ),
    T(
        "turn",
        "Turn",
        "",
        "In Pagat's rules at the online table, a seat's time with the bank, lasting until the banker loses or passes.",
        ("pagat",),
        f"{TABLE}, 'Keeping the bank'",
        ("lap",),
        "rules/pagat.md#try-it",
    ),
    T(
        "even-money",
        "Even money",
        "",
        "Paying a winning bet with as much again as was staked, the stake coming back as well.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{ENC}, on play; {TABLE}, 'A deal'; {COURT}, §12.1",
        ("rule-of-odds",),
        "tutorials/pagat-worked-example.md#the-deal",
        ("even money",),
        "Paying a winning bet as much again as was staked.",
    ),
    T(
        "coup-de-lansquenet",
        "A coup de lansquenet",
        "un coup de lansquenet",
        "A quick, risky choice between two courses, named after the 19th-century game's single turn of a card.",
        (),
        f"{MODERN}, introduction",
        ("doublet",),
        "history.md#a-coup-de-lansquenet",
        ("coup de lansquenet",),
        "A quick and risky choice between two courses.",
    ),
    T(
        "a-moi-le-tout",
        "À moi le tout; je tiens",
        "à moi le tout; je tiens",
        "Calls of the 19th-century game that Steinmetz records, literally the whole to me and I hold. Our sources do "
        "not say exactly how they map onto pass, raise and banco.",
        (),
        f"{OTHER}, Steinmetz, The Gaming Table (1870)",
        ("banco",),
        "history.md#the-revival",
        ("à moi le tout", "je tiens"),
    ),
    # ----- the 1979 encyclopedia's game
    T(
        "hand-card",
        "Hand card",
        "",
        "In the 1979 encyclopedia's game, the two cards dealt face up first. They are never bet on: they only take two "
        "ranks out of the betting, and later cards of those ranks are piled on them. Hoyle's Games Improved and Enquire "
        "Within also deal two hand cards first.",
        ("encyclopedia",),
        f"{ENC}, 'Dealing the Layout'; {OTHER}, Hoyle and Enquire Within",
        ("layout", "dead-rank"),
        "rules/encyclopedia.md#layout",
        ("hand card", "hand cards"),
        "In the 1979 game, one of two cards dealt first that only take their ranks out of play.",
    ),
    T(
        "layout",
        "Layout",
        "",
        "In the 1979 encyclopedia's game, the cards face up on the table: two hand cards, the banker's card and the "
        "player's card, with cards that match during the deal piled onto their rank until all four differ.",
        ("encyclopedia",),
        f"{ENC}, 'Dealing the Layout' and 'Matching Cards in the Layout'",
        ("hand-card", "void-deal"),
        "rules/encyclopedia.md#layout",
    ),
    T(
        "dead-rank",
        "Dead rank",
        "",
        "In the 1979 encyclopedia's game, a rank that can no longer be bet on: a hand card's rank, or a player's card "
        "whose match has come. Its cards stay piled on the layout as a reminder, and later ones go on top. Our boards "
        "also use it for the 19th-century game, whose pack is not gathered between rounds: a rank whose cards have "
        "all turned already can no longer decide a round.",
        ("encyclopedia", "modern"),
        f"{ENC}, on play; {MODERN}, §5",
        ("hand-card", "players-card"),
        "rules/encyclopedia.md#play",
        ("dead rank", "dead ranks"),
        "A rank out of play (1979), or in the 19th-century game one whose cards have all turned.",
    ),
    # ----- names and cousins
    T(
        "landsknecht",
        "Landsknecht",
        "lansquenet",
        "A German mercenary foot soldier of the 15th to 17th centuries, lansquenet in French, and the game's name. "
        "Thierry Depaulis argues the game is French and named after the cards, lansquenet cards with such soldiers on "
        "their jacks, rather than after the soldiers themselves.",
        (),
        f"{COURT}, notes on the name; {TABLE}, 'The word, the soldiers'",
        ("banking-game",),
        "history.md#the-name",
        ("Landsknecht", "Landsknechte"),
        "A German mercenary foot soldier, lansquenet in French.",
    ),
    T(
        "banking-game",
        "Banking game",
        "",
        "A game in which one seat, the bank, plays against everybody else, and the bank moves round the table.",
        ("classic", "modern", "pagat", "encyclopedia"),
        f"{TABLE}, 'The word, the soldiers' and 'Skin, Zecchinetta'",
        ("banker", "faro"),
        "comparison.md#cousins",
        ("banking game", "banking games"),
        "A game in which one seat, the bank, plays against all the others.",
    ),
    T(
        "faro",
        "Faro",
        "pharaon",
        "With bassette, the other great banking game of Lansquenet's time; Montmort analysed all three in 1708. On a "
        "doublet the pharaon banker takes half.",
        (),
        f"{OTHER}, relatives and Montmort",
        ("bassette", "doublet"),
        "comparison.md#faro",
        ("Faro", "pharaon"),
        "A banking game of Lansquenet's time, called pharaon in French.",
    ),
    T(
        "bassette",
        "Bassette",
        "bassette",
        "A banking game of the same period as Lansquenet and pharaon, and the third game of Montmort's 1708 analysis.",
        (),
        f"{OTHER}, relatives and Montmort",
        ("faro",),
        "comparison.md#faro",
        ("bassette",),
        "A banking game of Lansquenet's time.",
    ),
    T(
        "zecchinetta",
        "Zecchinetta",
        "",
        "The Italian cousin, associated with Sicily, whose usual form gives the players two cards; Italian Americans "
        "call it Ziginette and play it with an Italian 40-card pack. Ziginette houses took a tenth of the dealer's wins.",
        (),
        f"{TABLE}, 'Skin, Zecchinetta'; {OTHER}, relatives",
        ("skin",),
        "comparison.md#zecchinetta",
        ("Zecchinetta", "Ziginette"),
        "The Italian cousin of Lansquenet, Ziginette in America.",
    ),
    T(
        "skin",
        "Skin",
        "",
        "The American cousin, for about six players with a single pack; players pick which cards to back and may bet "
        "among themselves. Pagat derives the name from (lan)squen(et). The banker has no built-in edge, so gambling "
        "houses took a cut; the 1979 encyclopedia names Skinball as a relative.",
        (),
        f"{TABLE}, 'Skin, Zecchinetta'; {OTHER}, names and relatives; {ENC}, introduction",
        ("zecchinetta",),
        "comparison.md#skin",
        ("Skinball",),
        "An American cousin of Lansquenet.",
    ),
)
del T


def find_term(slug: str) -> Term:
    """The entry for ``slug``, or for a term whose :func:`term_slug` it is; raises ``KeyError``."""
    key = term_slug(slug)
    for term in TERMS:
        if term.slug == key:
            return term
    raise KeyError(f"The glossary has no term {slug!r}.")


def _link(target: str, page: str) -> str:
    """``target`` (a path from docs/, maybe with an anchor) relative to ``page`` (also from docs/)."""
    path, _, anchor = target.partition("#")
    if path == page:
        return f"#{anchor}" if anchor else ""
    rel = posixpath.relpath(path, posixpath.dirname(page) or ".")
    return f"{rel}#{anchor}" if anchor else rel


def _sort_key(term: Term) -> str:
    letters = {"à": "a", "é": "e", "è": "e"}
    return "".join(letters.get(c, c) for c in term.term.lower())


def glossary_markdown(page: str = "glossary.md", variant: str | None = None, level: int = 2) -> str:
    """The glossary page's body: each term a heading anchored at its slug, in alphabetical order.

    ``page`` is where the text will sit (a path from ``docs/``), so links resolve from there;
    ``variant`` keeps only that variant's terms; ``level`` is the headings' level.
    """
    hashes = "#" * level
    chosen = [t for t in TERMS if variant is None or variant in t.variants]
    out = []
    for term in sorted(chosen, key=_sort_key):
        facts = []
        if term.french:
            facts.append(f"*French:* {term.french}")
        if term.variants:
            games = ", ".join(
                f"[{VARIANT_PAGES[v][0]}]({_link(VARIANT_PAGES[v][1], page)})" for v in term.variants
            )
            facts.append(f"*In:* {games}")
        else:
            facts.append("*In:* the history of the game, not a rule we deal")
        facts.append(f"*Source:* {term.source}")
        if term.board:
            word = "See it on a board" if term.board.startswith(("rules/", "tutorials/")) else "Read more"
            facts.append(f"[{word}]({_link(term.board, page)})")
        out.append(
            f"{hashes} {term.term} {{#{term.slug}}}\n\n{term.definition}\n\n" + " · ".join(facts) + "\n"
        )
        if term.see_also:
            links = ", ".join(
                f"[{find_term(s).term.lower()}]({_link('glossary.md#' + s, page)})" for s in term.see_also
            )
            out[-1] += f"\nSee also: {links}.\n"
    return "\n".join(out)


def glossary_table(variant: str, page: str) -> str:
    """A compact table of one variant's terms for its rules page, each linked to its glossary entry."""
    rows = ["| Term | French | Meaning |", "| --- | --- | --- |"]
    for term in sorted((t for t in TERMS if variant in t.variants), key=_sort_key):
        link = _link(f"glossary.md#{term.slug}", page)
        rows.append(f"| [{term.term}]({link}) | {term.french or '—'} | {term.short()} |")
    return "\n".join(rows) + "\n"


def abbreviations() -> dict[str, str]:
    """Every tooltip form and its one-sentence meaning; raises ``ValueError`` on a form used twice."""
    found: dict[str, str] = {}
    for term in TERMS:
        for form in term.forms:
            if form in found:
                raise ValueError(f"The tooltip form {form!r} belongs to two glossary terms.")
            found[form] = term.short()
    return found


def abbreviations_markdown() -> str:
    """The abbreviations snippet appended to every page: ``*[form]: meaning`` lines for Material's tooltips."""
    lines = [
        "<!-- Generated from lansquenet/glossary.py: edit the terms there. Each line gives a tooltip to",
        "     every whole-word, same-case occurrence of its form on every page. -->",
    ]
    lines += [f"*[{form}]: {tip}" for form, tip in abbreviations().items()]
    return "\n".join(lines) + "\n"
