"""Where the 19th-century source leaves a question open: what it says, what we deal, the alternative.

Their French text is in :mod:`.rulings_fr`; :data:`lansquenet.rules.modern.options.RULINGS_TOLD` gives
them in the language of the moment.
"""

from ...variants import Ruling

RULINGS = (
    Ruling(
        "Which way do the punters speak, and which seat cuts?",
        "s3: the punter 'seated on his right' speaks first and announcements go on 'moving counter-clockwise'; "
        "s2: the pack is cut by 'the punter seated on his left'.",
        "Seats are numbered counter-clockwise, so the seat on the banker's right is the next one round the table and "
        "the speaking goes on from it in seat order; the seat before the banker's, on his left, cuts.",
        "None needed: 'right' and 'counter-clockwise' agree when players face the table.",
    ),
    Ruling(
        "Which way does a passed bank go round when it is offered for sale?",
        "s4: players speak 'moving clockwise, starting with the one seated to the right of the last banker'. "
        "Clockwise from the seat on his right leads straight back to the banker himself.",
        "The seat on the passer's right is asked first (he would have had the bank by right); then the offer goes "
        "clockwise from the passer's left, round to the seat second on his right.",
        "Offer it from the passer's right onward counter-clockwise, the way the speaking goes.",
        option="buying_order",
    ),
    Ruling(
        "What happens to earlier raises when a punter goes banco?",
        "s3: banco is 'a sum of chips equal to that staked by the banker', allowed only while the stake 'has not "
        "yet been covered by the previous raises'. Pagat's online table sends the other stakes back.",
        "The banco punter bets the whole stake; every earlier raise, his own included, goes back to its owner, and "
        "the speaking ends. So a punter who raised in the first round may go banco in the second when his chips "
        "and his raise together make the stake.",
        "Let the raises stand and have the banco cover only what is still open (then it is simply a raise of the rest).",
    ),
    Ruling(
        "Who speaks in the second round of speaking?",
        "s3: 'another round of speaking takes place, and the players who had passed may then raise or go banco'.",
        "Every punter speaks again in the same order; one who raised before may add to his bet, one who passed may "
        "now raise or go banco.",
        "Only those who passed speak again.",
    ),
    Ruling(
        "What may a raise be?",
        "s3: a raise is 'a fraction of the sum staked', and the raises added up 'may not exceed the banker's stake'.",
        "Any whole number of chips from 1 up to what is still open (and what the punter holds). A raise that fills "
        "the stake exactly covers it and ends the speaking.",
        "Forbid a raise equal to the whole stake, which is what banco is for.",
    ),
    Ruling(
        "What does a withdrawal do, and when may the banker reduce?",
        "s3: after two rounds 'he may ... either withdraw; or reduce his stake to the total amount of the punters' bets'.",
        "Reducing sends back the uncovered part of the stake and the round is played. Withdrawing sends the stake and "
        "every bet back, no card turns, and the bank goes to the rightful successor as after a loss, without a sale. "
        "When nobody has bet at all, the banker withdraws without being asked.",
        "Let a withdrawn banker announce a new stake, or offer the bank for sale.",
    ),
    Ruling(
        "How does the bystander make up the bets?",
        "s5: 'a player waiting standing by could occasionally make up the bets'.",
        "With the option on, the last seat stands by: he never banks, speaks, cuts or buys. After two rounds of "
        "speaking leave the stake uncovered he may bet exactly what is open, covering it, before the banker must "
        "withdraw or reduce. With only two seats and the option on, nobody sits opposite the banker and no "
        "round is dealt.",
        "Let the bystander bet part of what is open, the banker reducing to the total.",
        option="bystander",
    ),
    Ruling(
        "What happens when the pack runs out in the middle of a round?",
        "s5: 'the cards turned up in one round are not reused in the next'; the source does not say what is done "
        "when the pack is used up.",
        "The pack runs out only when a card must turn and the stock is empty. Then the turned cards of earlier "
        "rounds are shuffled into a new stock (with the piles and the cut again), while the cards of the round in "
        "play stay on the table, and play goes on. Between rounds the whole pack is reshuffled the same way.",
        "Call the round off, gather every card and start it again from a fresh pack; or reshuffle at a stop card "
        "some way before the end.",
    ),
    Ruling(
        "How is half a bet taken under the jumelle?",
        "Wikipedia (after Steinmetz) gives the bank half the bets on a pair.",
        "The bank takes half of each bet, rounded down to whole chips; the rest goes back to the punter.",
        "Round in the bank's favour.",
        option="pair_rule",
    ),
    Ruling(
        "What is a kept bank's stake?",
        "s4: after a middle-card win the banker 'is then required to put his original stake plus his winnings back "
        "into play, his stake thus doubling'; after a doublet he may 'pocket the punters' bets' (a refait).",
        "Kept, the whole bank (stake and winnings) is the next stake; with a refait the winnings go to his chips and "
        "the stake is what it was. Either stake is spoken for as usual and may be reduced after two rounds.",
        "None: the source is plain.",
    ),
    Ruling(
        "What does a passed bank cost, and what if two levels are offered?",
        "s4: the buyer offers 'an amount equal to what the former banker would have had to stake'; after a doublet "
        "the purchase 'may be made at the level of the previous bank if there had been a refait ... or, preferably, "
        "at its full level'.",
        "The passing banker takes back his whole bank and the buyer puts up the price. After a middle-card win the "
        "price is the whole bank. After a doublet a seat may offer the full level, which takes the bank at once, or "
        "the refait level (the stake before the doublet); a refait-level offer stands while the remaining seats "
        "are asked whether they will pay the full level, which is preferred.",
        "Give the bank to the first offer at either level.",
    ),
    Ruling(
        "Who is the 'rightful successor' after one or more purchases?",
        "s4: when a bought bank loses, 'the player who would have become banker before the successive purchases "
        "of the bank automatically becomes the new banker'; a refait-level buyer's bank 'reverts to the usual "
        "rightful successor'.",
        "The seat on the right of the last banker who held the bank by right (not by purchase), passing over the "
        "banker who is leaving and seats with no chips. He takes the bank by right and sets his own stake. The same "
        "seat takes a bank that nobody buys, a refait-level buyer's bank after his one round, and a bank passed "
        "after three purchases in a row.",
        "Hand a bought bank that loses to the seat on the buyer's own right.",
    ),
    Ruling(
        "What if the seat next in line by right is the buyer who lost?",
        "s4: a bought bank that loses goes to 'the player who would have become banker before the successive "
        "purchases', who 'sets the amount of his stake as he wishes'; and generally 'If the banker has lost, the "
        "player seated on his right becomes the banker'. The source does not say what happens when the buyer was "
        "that very player (the seat on the passer's right is offered the bank first, so this is common).",
        "The buyer has had his bank and lost it, as any losing banker gives it up: he is passed over, and the bank "
        "goes by right to the next seat in line, who sets his stake. The same holds when he withdrew, and always "
        "for a refait-level buyer (who must pass after one round) and for a buyer who passes the bank himself. "
        "The words name the seat passed over and say why.",
        "Read the clause to the letter: he would have become banker, so he takes the bank back by right and sets a "
        "fresh stake of his own choosing.",
        option="rightful_buyer",
    ),
    Ruling(
        "How are the three purchases counted?",
        "s4: 'The bank may not be bought more than three times in a row.'",
        "Purchases are counted since the bank last went to someone by right. When the third buyer passes the bank, "
        "it is not offered again but goes to the rightful successor.",
        "Count only purchases of the same bank at the full level.",
    ),
    Ruling(
        "What does a deal (scope deal) and a session (scope match) hold?",
        "The source describes rounds that follow one another as long as the players sit.",
        "A deal is one round: the stake, the speaking, the cards and the settlement, after which the bank goes back "
        "to its banker. A session is a number of rounds (option rounds) with the bank moving between them; it ends "
        "early when fewer than two players hold chips, and the last round asks no one to keep or pass.",
        "Play until one player holds every chip.",
        option="rounds",
    ),
    Ruling(
        "How are the piles made when the pack is prepared?",
        "s2: the banker divides the pack 'into an even number of piles', each shuffled by a player, regrouped 'two "
        "by two' until the pack is whole; he shuffles once more and the punter on his left cuts.",
        "The piles are the largest power of two that is at most the players seated and at most two per pack (never "
        "fewer than two), shuffled by the banker and the seats on his right. These are steps only: the order they "
        "give is the shoe's recorded order.",
        "Any even number of piles; no figure changes.",
    ),
    Ruling(
        "Who is the first banker, and what if a banker holds no chips?",
        "s2: the first banker is 'chosen by mutual agreement or by lot'.",
        "The deal's banker seat (the first seat unless the spec names another). A seat with no chips cannot stake, "
        "so the bank passes it by to the next seat on the right.",
        "Draw the first banker by cards.",
    ),
    Ruling(
        "May a banker withdraw once the cards have begun to turn?",
        "s5: in Dumas's *Herminie* the banker 'offers to withdraw after drawing the first two cards', ready to pay "
        "every punter half his bet; 'the punters refused to let her withdraw'. s3 allows a withdrawal only after two "
        "rounds of speaking leave the stake uncovered.",
        "No. Once the bets are settled the cards turn to the end of the round without a decision; a withdrawal is "
        "offered only when the speaking leaves the stake uncovered (s3). The banker's offer in Herminie needed the punters' "
        "consent, which they refused; the odds table shows why they were right.",
        "Let a banker offer to withdraw mid-round by paying half of every bet, each punter accepting or refusing.",
    ),
    Ruling(
        "How many times had the rank of the banker in Herminie come out?",
        "s5: she notices 'her own card has already come up six times', which shows the pack held at least two decks.",
        "Six cards of her rank were turned in earlier rounds and hers is the seventh, so with two packs one card of "
        "her rank is left. Against a punters' rank not yet seen (seven left) the bank wins 1 time in 8 and loses "
        "three quarters of every chip bet, on average; the odds table gives the figures.",
        "Count her own card among the six: two of her rank would then be left, and the bank wins 2 times in 9.",
    ),
    Ruling(
        "How do the computer players decide?",
        "The source gives no strategy.",
        "A new banker stakes 5-15 % of his chips (seeded). In the first round a punter passes one time in four, goes "
        "banco one time in six when the stake is at most a fifth of his chips, else raises 3-10 % of his chips; in "
        "the second round he makes up what is open when it is at most a tenth of his chips, else adds that tenth "
        "one time in two. A bystander makes up bets that are at most a fifth of his chips. A short banker reduces. "
        "A winner keeps while the doubled stake is at most a quarter of what he holds, else takes a refait after a "
        "doublet if the old stake fits, else passes. A seat buys one time in two when the price is at most a quarter "
        "of his chips, preferring the full level.",
        "Any other policy; they only drive the computer seats.",
    ),
)
