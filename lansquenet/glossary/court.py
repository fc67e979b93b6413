"""The court game's words, and the sayings the court game left: glossary entries (see :mod:`.term`)."""

from __future__ import annotations

from .term import C, Term

T = Term
COURT_TERMS: tuple[Term, ...] = (
    # ----- who plays
    T(
        "banker",
        "Banker",
        "",
        "The player who deals and plays alone against everyone else at the table. In the court game the first banker is "
        "chosen at random, for instance by drawing the highest card, and keeps the deal until his own card is matched; in the 19th-century game the first "
        "is chosen by agreement or by lot; in the 1979 encyclopedia's game the first ace to appear decides it. When the "
        "banker loses, the bank moves on: to the right in the court and 19th-century games, to the left in the 1979 one.",
        ("classic", "modern", "pagat", "encyclopedia"),
        (
            C("court-game", "§3 and §13"),
            C("modern-game", "§2 and §4"),
            C("encyclopedia", "on the dealer and on play"),
        ),
        ("bank", "punter", "cutter"),
        "rules/classic.md#up-cards",
    ),
    T(
        "vorhand",
        "Vorhand",
        "",
        "German for the banker of the court game, in Pierer's Universal-Lexikon.",
        ("classic",),
        (C("pierer", "article Lansquenet"),),
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
        (C("modern-game", "§3"), C("online-table", '"A deal"')),
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
        (C("modern-game", "§2"), C("online-table", '"A deal"'), C("court-game", "§10")),
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
        (
            C("court-game", "§1 and the closing notes on the name"),
            C("diderot", "LANSQUENET: coupeurs"),
            C("pierer", "Coupeurs"),
        ),
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
        "waters anyone. The word is the name of light horsemen who fired a short musket and rode off; Trévoux gives "
        "the same picture, and Littré defines the lansquenet carabin as the player who does not play alone. Diderot's "
        "Encyclopédie calls carabineurs those who take cards after the banker's card.",
        ("classic",),
        (
            C("court-game", "§10 and the closing notes on the name"),
            C("diderot", "LANSQUENET: carabineurs"),
            C("trevoux", "CARABIN"),
            C("littre", "carabin"),
        ),
        ("to-carabine", "reprise-card", "rule-of-odds"),
        "rules/classic.md#reprise-cards",
        ("carabin", "carabins", "carabineer", "carabineers"),
        "An occasional player of the court game who bets against the banker alone.",
    ),
    T(
        "to-carabine",
        "To carabine",
        "",
        "To play as a carabin. The Baron de Pöllnitz's letter, in the court-game source's English, uses the verb; the "
        "source reads it as open to a cutter whose up-card has been taken, who may carabine until the hand ends.",
        ("classic",),
        (C("court-game", "the notes after Pöllnitz's letter"),),
        ("carabin",),
        "history.md#to-carabine",
        ("carabine", "carabines", "carabining"),
        "To play as a carabin, betting against the banker alone.",
    ),
    # ----- the court game's cards and stakes
    T(
        "up-card",
        "Up-card",
        "carte droite",
        "The card the banker deals face up to each cutter, one each, from his right round to his left. The cutter "
        "puts the stake of the game on it and plays it against the banker's card. Diderot's Encyclopédie calls these "
        "cartes droites, to tell them from the reprise cards and the rejouissance.",
        ("classic",),
        (C("court-game", "§3"), C("diderot", "LANSQUENET: cartes droites")),
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
        (C("court-game", "§3 and §7"),),
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
        (C("court-game", "§5 and §6"),),
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
        (C("court-game", "§5 and §6"), C("pierer", "article Lansquenet")),
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
        (C("court-game", "§5 and §6"),),
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
        (C("court-game", "§5 and §13"), C("pierer", "article Lansquenet")),
        ("triple-card", "multiple-card"),
        "rules/classic.md#quadruple-card",
        ("quadruple card", "quadruple cards"),
    ),
    T(
        "stock",
        "Stock",
        "",
        "The cards left after the deal, face down, turned up one at a time by the banker. The 1979 encyclopedia says "
        "simply the pack.",
        ("classic", "encyclopedia"),
        (C("court-game", "§3 and §4"), C("encyclopedia", "on play")),
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
        (C("court-game", "§4 and §13"),),
        ("stock", "watering", "cutthroat"),
        "rules/classic.md#dealing-the-stock",
        ("dealing the stock",),
        "Turning up the stock card by card after the banker's card.",
    ),
    T(
        "watering",
        "Watering",
        "arrosement",
        "When the banker takes a cutter's up-card while dealing the stock, that cutter pays every other cutter still "
        "holding an up-card the stake of the game, single, double or triple alike. Pierer describes the same custom. "
        "The French noun is arrosement, which Littré defines as a gaming word for counters or money one player hands "
        "round to all the others.",
        ("classic",),
        (C("court-game", "§7"), C("pierer", "article Lansquenet"), C("littre", "arrosement")),
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
        "other cutter is still in play; hence the saying, as pale as a first-taken. Regnard's French has premier pris.",
        ("classic",),
        (C("court-game", "§7"), C("regnard", "Act IV, scene 13, in French")),
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
        (C("court-game", "§10 and the notes after Pöllnitz's letter"),),
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
        (C("court-game", "§7"), C("regnard", "Act IV, scene 13")),
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
        (C("court-game", "§8 and §9"), C("diderot", "LANSQUENET"), C("pierer", "article Lansquenet")),
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
        (C("court-game", "§9"),),
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
        (C("court-game", "§10 and §11"), C("diderot", "LANSQUENET: cartes de reprise")),
        ("carabin", "rule-of-odds"),
        "rules/classic.md#reprise-cards",
        ("reprise card", "reprise cards"),
        "A card laid out in the court game for one carabin to bet on.",
    ),
    T(
        "rule-of-odds",
        "Rule of odds",
        "",
        "Payment between a carabin and the banker scaled to the risk each runs. A card's multiplying factor is 1 for a "
        "single card, 2 for a double and 3 for a triple; each side puts up four minus the factor of the other's card, "
        "which is the number of cards of the other's rank still in the stock, the cards that would make the other "
        "lose. So a single card against a double is paid 3 for 2; a single card against a triple is paid 3 for 1; "
        "equal cards are paid even money. To play the odds is to use this rule; the loser loses the odds.",
        ("classic",),
        (C("court-game", "§12, §12.1 and §12.2"), C("regnard", "Act IV, scene 13")),
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
        "rejouissance. He pays everyone and loses the deal. A take at the reveal counts: a banker whose own card falls "
        "on an up-card of its rank when he turns it has taken that card, so he is not the cutthroat. Regnard's "
        "gambler is twenty times the cutthroat; the French coupe-gorge is Regnard's word.",
        ("classic",),
        (
            C("court-game", "§4, §5, §13 and the notes on Regnard's Le Joueur"),
            C("regnard", "Act IV, scene 13, in French"),
        ),
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
        (C("court-game", "the notes on Regnard's Le Joueur"),),
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
        (C("court-game", "§13"),),
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
        (C("court-game", "§14"), C("modern-game", "§4")),
        ("hand", "round-of-speaking"),
        "rules/classic.md#length-of-the-game",
        tip="In the court game, until every cutter has banked once; in the 19th-century game, one deal.",
    ),
    T(
        "taking-colour",
        "Taking colour",
        "",
        "Sitting down in a free cutter's seat while a game is under way. Our sources give the phrase in English only.",
        (),
        (C("court-game", "§14"),),
        ("doing-a-charlemagne", "cutter"),
        "history.md#taking-colour",
        ("taking colour",),
    ),
    T(
        "doing-a-charlemagne",
        "Doing a Charlemagne",
        "faire Charlemagne",
        "Leaving the game after winning, without giving the others their revenge. The French idiom has no article, "
        "and is first met about 1800, in connection with bouillotte. The court-game source adds that in bouillotte "
        "the winner who left was replaced by somebody waiting, and thinks the custom could fit Lansquenet.",
        (),
        (
            C("tlfi", "Charlemagne (faire)"),
            C("academie", "Charlemagne (faire), 8th ed."),
            C("littre", "Charlemagne"),
            C("court-game", "§14"),
        ),
        ("taking-colour",),
        "history.md#doing-a-charlemagne",
        ("doing a Charlemagne",),
        "Leaving the game after winning, without giving a revenge.",
    ),
    T(
        "lansquenet-marquis",
        "Lansquenet marquis",
        "",
        "A scornful name for an upstart enriched at the gaming table. Regnard puts such a valet turned marquis on stage "
        "in 1696, and Pöllnitz describes another, S. Rémi, after 1725: the same type, not the same man.",
        (),
        (
            C("court-game", "Pöllnitz's letter and the notes on Regnard's Le Joueur"),
            C("regnard", "Act I, scene 6, and the first performance"),
        ),
        ("to-carabine",),
        "history.md#lansquenet-marquis",
        ("lansquenet marquis",),
        "An upstart made rich at the gaming table.",
    ),
)
del T
