"""The 19th-century game's, Pagat's and the 1979 game's words, the game's name and its cousins:
glossary entries (see :mod:`.term`)."""

from __future__ import annotations

from .term import C, Term

T = Term
PLAY_TERMS: tuple[Term, ...] = (
    # ----- the 19th-century game and Pagat's
    T(
        "round-of-speaking",
        "Round of speaking",
        "",
        "In the 19th-century game, each punter in turn from the banker's right says pass, raise or banco. If the bank "
        "is not covered after one round a second follows, open to those who passed; if it is still not covered the "
        "banker withdraws or cuts his stake to what was bet.",
        ("modern",),
        (C("modern-game", "§3"),),
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
        (C("modern-game", "§3"),),
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
        (C("modern-game", "§3"),),
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
        (C("online-table", '"A deal"'),),
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
        (C("online-table", '"A deal"'), C("modern-game", "§3")),
        ("stake-of-the-game", "bank"),
        "tutorials/pagat-worked-example.md#the-deal",
    ),
    T(
        "pass",
        "Pass",
        "",
        "To stake nothing this deal. A banker who has won may also pass the bank instead of keeping it.",
        ("modern", "pagat"),
        (C("modern-game", "§3"), C("online-table", '"A deal"')),
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
        (C("modern-game", "§4"), C("online-table", '"A deal"'), C("encyclopedia", "on play")),
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
        (
            C("court-game", "§3–§4"),
            C("modern-game", "§4"),
            C("online-table", '"A deal"'),
            C("encyclopedia", "on dealing the layout and on play"),
        ),
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
        (C("court-game", "§2 and §4"), C("modern-game", "§1"), C("online-table", '"A deal"')),
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
        (C("modern-game", "§4"), C("diderot", "PHARAON")),
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
        "once. The 19th-century game calls it a doublet; early English Wikipedia, after Steinmetz, gives the bank only "
        "half (the jumelle).",
        ("pagat",),
        (
            C("online-table", '"A deal" and "Skin, Zecchinetta"'),
            C("wikipedia-en-early", "Lansquenet"),
        ),
        ("doublet", "jumelle", "plie"),
        "tutorials/pagat-pair.md#the-deal",
    ),
    T(
        "jumelle",
        "Jumelle",
        "jumelle",
        "Early English Wikipedia's name, after Steinmetz, for a pair of first cards when it gives the bank half of each "
        "stake rather than all of it. The `pair_rule` option deals it.",
        ("pagat", "modern"),
        (C("wikipedia-en-early", "Lansquenet"), C("online-table", '"Skin, Zecchinetta"')),
        ("pair", "doublet"),
        "tutorials/pagat-pair.md#the-deal",
        ("jumelle",),
        "A pair of first cards that wins the bank half of each stake.",
    ),
    T(
        "plie",
        "Plié",
        "",
        "The German tradition's name for a pair of first cards, which gives the bank every stake; German Wikipedia "
        "gives it in the rules it takes from Meyers Konversationslexikon (1908).",
        (),
        (C("wikipedia-de", "Landsknecht (Kartenspiel), the rules paragraph"),),
        ("pair", "jumelle"),
        "comparison.md#pairs",
        ("Plié",),
        "A pair of first cards that wins the bank every stake, in the German tradition.",
    ),
    T(
        "middle-card",
        "Middle card",
        "",
        "In the 19th-century game, each card turned after the banker's and the punters', laid between them, until one "
        "matches either: the banker's rank wins him the bets, the punters' rank wins them even money.",
        ("modern",),
        (C("modern-game", "§4"),),
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
        (C("online-table", '"A deal"'),),
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
        (C("modern-game", "§4"), C("online-table", '"Keeping the bank"'), C("court-game", "§4 and §13")),
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
        "after his first round, win or lose. The 19th-century source names Dumas's story Herminie as the one that "
        "shows the refait.",
        ("modern",),
        (C("modern-game", "§4 and §5"),),
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
        (C("modern-game", "§4"), C("online-table", '"Skin, Zecchinetta"'), C("court-game", "§13")),
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
        "the player who would have had it before the purchases. A fourth purchase in succession is not allowed. Pagat "
        "allows buying; the online table does not.",
        ("modern",),
        (C("modern-game", "§4"), C("online-table", '"Skin, Zecchinetta"')),
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
        (C("modern-game", "§4"),),
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
        (C("modern-game", "§5"),),
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
        (
            C("online-table", '"Keeping the bank"'),
            C("encyclopedia", '"Matching Cards in the Layout", rule 3'),
        ),
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
        (C("online-table", '"Keeping the bank"'),),
        ("turn",),
        "rules/pagat.md#try-it",
    ),
    T(
        "turn",
        "Turn",
        "",
        "In Pagat's rules at the online table, a seat's time with the bank, lasting until the banker loses or passes.",
        ("pagat",),
        (C("online-table", '"Keeping the bank"'),),
        ("lap",),
        "rules/pagat.md#try-it",
    ),
    T(
        "even-money",
        "Even money",
        "",
        "Paying a winning bet with as much again as was staked, the stake coming back as well.",
        ("classic", "modern", "pagat", "encyclopedia"),
        (C("encyclopedia", "on play"), C("online-table", '"A deal"'), C("court-game", "§12.1")),
        ("rule-of-odds",),
        "tutorials/pagat-worked-example.md#the-deal",
        ("even money",),
        "Paying a winning bet as much again as was staked.",
    ),
    T(
        "coup-de-lansquenet",
        "A coup de lansquenet",
        "un coup de lansquenet",
        "A quick, risky decision between two possibilities, a phrase the 19th-century game gave French. The source "
        "gives its meaning, not how it arose.",
        (),
        (C("modern-game", "introduction"),),
        ("doublet",),
        "history.md#a-coup-de-lansquenet",
        ("coup de lansquenet",),
        "A quick and risky choice between two courses.",
    ),
    T(
        "a-moi-le-tout",
        "À moi le tout; je tiens",
        "à moi le tout; je tiens",
        "Calls of the 19th-century game that Steinmetz records, literally the whole to me and I hold; Steinmetz "
        "renders the first as I'll see. Our sources do not say exactly how they map onto pass, raise and banco.",
        (),
        (C("steinmetz", "the chapter on lansquenet"), C("wikipedia-en-early", "Lansquenet")),
        ("banco",),
        "history.md#the-revival",
        ("à moi le tout", "je tiens"),
        "Calls of the 19th-century game that Steinmetz records.",
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
        (
            C("encyclopedia", '"Dealing the Layout"'),
            C("hoyle", "Lansquenet"),
            C("enquire-within", "Lansquenet"),
        ),
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
        (C("encyclopedia", '"Dealing the Layout" and "Matching Cards in the Layout"'),),
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
        (C("encyclopedia", "on play"), C("modern-game", "§5")),
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
        (
            C("court-game", "notes on the name"),
            C("online-table", '"The word, the soldiers"'),
            C("tlfi", "lansquenet"),
        ),
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
        (C("online-table", '"The word, the soldiers" and "Skin, Zecchinetta"'),),
        ("banker", "faro"),
        "comparison.md#cousins",
        ("banking game", "banking games"),
        "A game in which one seat, the bank, plays against all the others.",
    ),
    T(
        "faro",
        "Faro",
        "pharaon",
        "A banking game of Lansquenet's time, forbidden by name, with bassette, in an ordinance of the period. "
        "Montmort's Essay of 1708 analyses it, with lansquenet and bassette, among about ten card games. On a doublet "
        "the pharaon banker takes half.",
        (),
        (
            C("other-references", "relatives"),
            C("ordonnance", "p. 130"),
            C("montmort", "the BnF notice"),
            C("diderot", "PHARAON"),
        ),
        ("bassette", "doublet"),
        "comparison.md#faro",
        ("Faro", "pharaon"),
        "A banking game of Lansquenet's time, called pharaon in French.",
    ),
    T(
        "bassette",
        "Bassette",
        "bassette",
        "A banking game of the same period as Lansquenet and pharaon, banned repeatedly from 1680; Montmort's Essay of "
        "1708 analyses it among about ten card games.",
        (),
        (
            C("other-references", "relatives"),
            C("bussy-boiteau", "the editor's notes on bassette"),
            C("ordonnance", "p. 130"),
            C("montmort", "the BnF notice"),
        ),
        ("faro",),
        "comparison.md#faro",
        ("bassette",),
        "A banking game of Lansquenet's time.",
    ),
    T(
        "zecchinetta",
        "Zecchinetta",
        "",
        "The Italian cousin, linked with Sicily; in its common form the players have two cards. Among Italian Americans "
        "it is Ziginette, dealt from an Italian 40-card pack. Ziginette houses took a tenth of the dealer's wins.",
        (),
        (C("online-table", '"Skin, Zecchinetta"'), C("pagat", "on Zecchinetta and Ziginette")),
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
        (C("online-table", '"Skin, Zecchinetta"'), C("pagat", "on Skin"), C("encyclopedia", "introduction")),
        ("zecchinetta",),
        "comparison.md#skin",
        ("Skinball",),
        "An American cousin of Lansquenet.",
    ),
)
del T
