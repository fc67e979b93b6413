"""Where the court-game source is silent or ambiguous: what it says, what we deal, the alternative."""

from __future__ import annotations

from ...variants import Ruling

RULINGS = (
    Ruling(
        "Which way do the deal, the cut and the turn with the deal go?",
        "§3: the banker has the cards cut by the cutter on his left and deals from the cutter on his right, "
        "counter-clockwise, to the one on his left; §4: the next banker is the cutter on his right.",
        "Seats are numbered counter-clockwise, so the deal runs from seat banker + 1 upward, the cutter at "
        "banker − 1 cuts, and the deal passes to banker + 1, always counting round the cutters alone (outside "
        "carabins sit in the last seats and take no turn). The pack order the transcript records is the pack as "
        "it lies after the cut.",
        'None needed: Pierer\'s deal "round to the right" is the same direction.',
    ),
    Ruling(
        "How is the first banker drawn?",
        '§3: chosen at random, "for example, whoever draws the highest card".',
        "At the start of a round each cutter draws a card from a shuffled pack; kings are highest and aces "
        "lowest, and those who tie draw again. A single hand (scope deal) is dealt by the banker the deal names.",
        "Let the deal name the first banker of a round too.",
        option="first_banker",
    ),
    Ruling(
        'Where does a stake "removed" from a card freed in the deal go?',
        '§5: the banker "removes the stake placed on the earlier one"; §8 says that at his own quadruple he '
        '"takes" the stakes the same section calls removed. Pierer: the banker wins the stake. Diderot\'s '
        "Encyclopédie agrees: the one who holds the deal wins the base stake on the losing card.",
        "The banker collects it, as Pierer and the Encyclopédie have it. What the banker had laid on a freed "
        "double card comes back to him.",
        "The cutter whose card made the multiple wins it, a hypothetical reading that no source states (taker); "
        "or it goes back to the cutter whose card was freed (owner).",
        option="removed_stake",
    ),
    Ruling(
        "What are the chips the banker lays on a double or triple card?",
        "§5: the banker must place double the stake on a double card and quadruple on a triple; §6: he pays them "
        "double and fourfold.",
        "They lie on the table in the banker's name (\"Bank on X's card\"). If his card comes out they go to the "
        "cutter as his payment; if the card is taken or freed they come back to the banker.",
        "The banker pays from his purse when he loses and lays nothing: the same chips change hands.",
    ),
    Ruling(
        "Who settles how when a cutter is dealt a quadruple card?",
        "§5: the banker pays the triple's cutter fourfold, the others recover their stakes, the quadruple's "
        "cutter stakes nothing and wins nothing; Pierer: the banker collects everything on the single and double "
        "cards and loses everything he put on the triple cards.",
        "The triple card is paid fourfold and keeps its own stake; the others, another triple card among them, "
        "take back theirs; the cutters after the quadruple receive no card; the deal passes to the banker's right.",
        "Pierer: the banker collects the stakes on the single and double cards and loses everything he put on "
        "the triple cards, so every triple card on the table is paid fourfold, not only the one completed.",
        option="deal_quadruple",
    ),
    Ruling(
        "Does a cutter freed in the deal, or taken by the banker's own card, water?",
        '§7: watering follows a take "after the complete deal of the cards to the cutters and the banker".',
        "No: only takes while dealing the stock water. Such a cutter is dispossessed all the same: he may stake "
        "on the rejouissance and carabine.",
        "Make him water too; the source's words exclude it.",
    ),
    Ruling(
        "Does watering apply when the rejouissance takes an up-card?",
        "§9: the banker takes the card and removes its stake; §7: a cutter losing his stake to a card from the "
        "stock after the complete deal waters.",
        "Yes: the rejouissance is a stock card turned after the deal, so its cutter waters the others (and may "
        "be the first-taken).",
        "No watering for a card the rejouissance takes.",
        option="rejouissance_waters",
    ),
    Ruling(
        "Who is the first-taken?",
        "§7: the first cutter to see his up-card taken, who waters all the others still in play.",
        "The first cutter who waters in the hand. Cards freed in the deal or by the banker's card do not make a "
        "first-taken.",
        "Count the cutter freed in the deal as taken; he waters nobody, so the name would mean little.",
    ),
    Ruling(
        "When is the banker the cutthroat?",
        "The notes on Regnard: the banker whose own card comes out before he could take any other exposed card "
        "(up-cards, reprise cards, the rejouissance).",
        "When his card comes out before he has taken any card showing. His own card gathering an up-card at the "
        "reveal takes it (§5), whatever becomes of its stake (option removed_stake), and so does the "
        "rejouissance taking an up-card or a stock card matching the rejouissance or a reprise card, with or "
        "without a wager on it. A card freed in the deal is not his take: it goes under another cutter's card "
        "before his own card is turned. A take at the reveal still makes no first-taken and no watering, which "
        "begin after the complete deal (§7).",
        "Count the stakes lifted during the deal as takes too; a banker would then seldom be the cutthroat.",
    ),
    Ruling(
        "How does the banker limit the rejouissance?",
        "§8: he may set a ceiling on the total stakes before turning his card, and must then honour them. "
        "Pierer: he declares how much he will hold; if he says nothing, the stakes hold.",
        "Before the stakes he sets a ceiling or leaves it open; either way the total never passes what he could "
        "pay after the up-cards. Cutters then stake in turn from his right, at least 1 chip each.",
        "Pierer's order: stakes first, then the banker declares what he holds.",
    ),
    Ruling(
        "Which card is the rejouissance?",
        "§9: the first card from the stock that differs from the banker's; cards matching his join it first. "
        "Diderot and Pierer: the card right after the banker's.",
        "The first card after the banker's that differs from it, as §9 says; the readings agree whenever the "
        "next card differs.",
        "None reasonable: a rejouissance of the banker's own rank could never be decided.",
    ),
    Ruling(
        "Is a rejouissance turned when nobody staked on it?",
        "§8: with the rejouissance in play the dealing procedure is modified; nothing depends on the stakes.",
        "Yes: the card after the banker's is still the rejouissance and may take an up-card (§9); it only keeps "
        "the hand going if it carries stakes.",
        "Skip it when nobody staked; the up-cards would then meet the stock as in the basic game.",
    ),
    Ruling(
        "What if cards turned for the rejouissance make the banker's card quadruple?",
        "§8 covers a quadruple banker's card at his turn: he takes the up-cards' stakes and the rejouissance "
        "stakes go back; cards matching his own later join it.",
        "The same: he takes every stake on the up-cards, the rejouissance stakes go back, and he keeps the deal.",
        "None reasonable: the card can no longer come out, so the hand cannot go on.",
    ),
    Ruling(
        "How is a multiple rejouissance paid when the banker loses?",
        "§8: he pays evenly each of those who wagered on the rejouissance; §9 adds nothing for a double or "
        "triple one.",
        "At even money, double or triple alike.",
        "Pay it like an up-card of the same multiplicity: a double 2 to 1, a triple 4 to 1.",
        option="rejouissance_pays",
    ),
    Ruling(
        "What happens to the rejouissance when every up-card is taken first?",
        "§13: the hand is not over until the banker's card comes out or no reprise card or rejouissance remains. "
        "Pierer: an undecided rejouissance is neither won nor lost.",
        "The hand goes on until the rejouissance or the banker's card comes out; the banker keeps the deal "
        "whichever it is.",
        "Pierer: its stakes go back and the hand ends unless reprise cards hold it open.",
        option="rejouissance_end",
    ),
    Ruling(
        "Who are the carabins?",
        "§1 and §10: occasional players the banker admits, who never cut, never hold the deal and need not "
        "water, wager on the rejouissance or a reprise card against the banker alone, and may leave; a cutter "
        "dispossessed of his up-card may return as a carabin, favoured at an equal stake. Pöllnitz: S. Rémi "
        '"does not cut, but he covers every card and wagers heavily on the rejouissance".',
        "Two kinds. Outside carabins (option outsiders, none by default) sit in the last seats of the deal, with "
        "chips of their own like any seat, so net and replay count them: they get no up-card, never cut, bank or "
        "water, and stake on the rejouissance and wager on reprise cards. And cutters: by default those who have "
        "lost their up-card this hand carabine, as the source reads the name; with carabins = cutters every "
        "cutter but the banker may. When reprise cards are laid out is the next ruling.",
        "No cutter carabines (carabins = none): with no outside carabins either, no reprise cards are laid "
        "out and the stock is dealt as in the basic game.",
        option="carabins",
    ),
    Ruling(
        "When is a stock card matching nothing laid out as a reprise card?",
        '§10: "if carabins are accepted into the game", such a card is placed face up, and "it is on these exposed '
        'cards that the carabins may wager"; §11: "for carabins to be able to play, reprise cards must be exposed".',
        "Only while someone may carabine on it (reprise_cards = claimable): an outside carabin, every cutter under "
        "carabins = cutters, or, under the default carabins = dispossessed, once a cutter has lost his up-card in "
        "the deal, to the banker's card or to a take. The card that dispossesses a cutter is laid out with his, "
        "since he may carabine on it. Before then a card matching nothing goes to the stock turned, as in the "
        "basic game, so a later card of its rank takes nothing and the banker may still be the cutthroat.",
        "From the first stock card at any table that admits carabins (reprise_cards = accepted), though nobody "
        "may wager on it yet; its take then spares the banker the cutthroat. The odds section shows the "
        "difference.",
        option="reprise_cards",
    ),
    Ruling(
        "How many outside carabins, and where do they sit?",
        "§1: carabins may be admitted during the game; Pöllnitz: everyone well dressed may enter and wager on "
        "the rejouissance. No number is given.",
        "Up to four, named by the option outsiders: the last seats of the deal are theirs, and the 4 to 12 of §1 "
        "counts the cutters before them. They speak after the cutters, in seat order, on the rejouissance and on "
        "each reprise card.",
        "A crowd of onlookers with purses of their own, coming and going between hands: their winnings would "
        "leave the table, which needs accounts beyond the seats.",
        option="outsiders",
    ),
    Ruling(
        "May the banker refuse a carabin's stake on the rejouissance?",
        "§10: the banker is never obliged to accept a carabin's wager, on the rejouissance or a reprise card, "
        "and may cap the rejouissance's total as always.",
        "On the rejouissance he answers everyone at once with his ceiling, set before anyone stakes, and the "
        "carabins stake within it like the cutters; on a reprise card he answers each offer.",
        "Ask the banker to accept or refuse each carabin's stake on the rejouissance in turn.",
    ),
    Ruling(
        "May a carabin wager once and leave?",
        "§10: carabins may wager a single time and leave.",
        "An outside carabin may pass every offer for the rest of the hand or the round, which is leaving in all "
        "but name; his seat stays so that his chips are still counted.",
        "Seats that come and go between hands, which the transcript's fixed seats cannot show.",
    ),
    Ruling(
        "How is a reprise card given to one carabin?",
        "§10: a reprise card may be used by a single carabin; the banker may accept, limit or refuse any wager; "
        "at an equal stake the dispossessed cutter is favoured.",
        "When a reprise card is laid out (or laid out again as a multiple), each cutter who may carabine, in turn "
        "from the banker's right, then each outside carabin, offers a wager or passes. The banker answers the "
        "highest offer (at equal offers a dispossessed cutter first, then the earlier offer): accept, limit it, "
        "or refuse and hear the next. Once one is covered the other offers lapse, and the words say so. An "
        "unclaimed reprise card takes no later wager.",
        "Let carabins wager on an unclaimed reprise card at any later turn of the stock.",
    ),
    Ruling(
        "What is laid out when a stock card matches a showing card?",
        "§11: the banker takes it, and the card taken is exposed, forming a multiple reprise card; it may be a "
        "reprise card, an up-card or the rejouissance.",
        "The taken card (with any cards under it) and the stock card lie together as a double, triple or "
        "quadruple reprise card, open to a new wager; a quadruple can never come out and is put aside.",
        "None: the source is explicit.",
    ),
    Ruling(
        "In what unit does the rule of odds count?",
        "§12.2: the carabin wagers 4 minus the banker card's multiplicity, and is paid 4 minus his own card's, in "
        "chips; larger wagers go in multiples of that.",
        "In stakes of the game (1 chip by default, as the source counts). Equal cards come down to one for one, "
        "as §12.2 says. Without the rule of odds the least wager is one stake of the game and it is paid at even "
        "money.",
        "Count in single chips whatever the stake of the game.",
        option="rule_of_odds",
    ),
    Ruling(
        "How is a reprise card priced when earlier cards of its rank were turned matching nothing?",
        "§12.2: each side wagers the complement to 4 of the other's card, "
        '"the complement to 4 being nothing other than the number of matching cards remaining in the stock"; '
        "§12.1 names single, double and triple cards, as §11 lays them out.",
        "By the cards of its rank still in the stock. Under reprise_cards = claimable a card matching nothing "
        "before anyone may carabine goes onto the turned cards; a later card of its rank is laid out alone but "
        "priced as a double (two of its rank left) or a triple (one left), and the words say so. With none left "
        "nothing could take it, so it is put aside like a quadruple. Every wager on a reprise card is then fair: "
        "its expected gain is nil.",
        "Bring the turned cards of its rank back out with it as a double or triple reprise card: the same price, "
        "but cards the basic game had put away come back. Or price it by the cards lying in it, which is no "
        "longer fair: a carabin on a lone three with two threes left wins 3 times in 5 at even money.",
    ),
    Ruling(
        "What if someone cannot pay?",
        "The source assumes every player can pay.",
        "A cutter holding less than the stake of the game sits the hand out and cannot hold the deal; the banker "
        "never holds a rejouissance or a wager beyond what he could pay; a purse that still runs dry (watering, a "
        "short banker's chips on a multiple card) pays what it holds, and the words say so.",
        "Let players go into debt, which the table's accounts cannot show.",
    ),
    Ruling(
        "Which reprise cards keep the hand going once every up-card is taken?",
        "§13: the hand is not over until the banker's card comes out or no reprise cards or rejouissance remain "
        "in play.",
        "Only a reprise card carrying a carabin's wager: nothing rides on an unclaimed one, which takes no later "
        "wager. While a wager stands, new reprise cards are still laid out and offered; once none stands (and no "
        "staked rejouissance is out), the hand is over.",
        "Every reprise card on the table, claimed or not: the stock would then be dealt until the banker's card "
        "came out, in nearly every hand.",
    ),
    Ruling(
        "Does a banker who loses after every up-card was taken keep the deal?",
        "§13: he keeps the deal even if he has lost the rejouissance or reprise cards.",
        "Yes: losing to a card that came out after all the up-cards were taken keeps the deal.",
        "None: the source is explicit.",
    ),
    Ruling(
        "How does a round always end?",
        "§4 and §13: the banker keeps the deal after a hand with every up-card taken, or his own quadruple, and "
        "may pass it when he likes; §14: a round is every cutter banker once.",
        "After each hand that lets him keep the deal the banker chooses to keep it or hand it to his right, but "
        "he deals at most max_hands hands in a row.",
        "No limit: a lucky banker could keep the deal indefinitely.",
        option="max_hands",
    ),
    Ruling(
        "How do the computer players choose?",
        "The source gives no strategy.",
        "Seeded, cautious policies: a cutter or an outside carabin stakes on the rejouissance half the time (1 to "
        "3 stakes); any carabin, outside or cutter, offers the least wager two times in five (without the rule of "
        "odds only when his chance is even or better); the banker leaves the rejouissance open three times in five (otherwise caps it at ten stakes), "
        "covers a wager paying at most a quarter of his free chips and limits a larger one to the least wager, "
        "refuses without the rule of odds a wager whose odds favour the carabin, and keeps the deal three times "
        "in five, at most three hands in a row.",
        "Any other policy: none changes the rules.",
    ),
)
