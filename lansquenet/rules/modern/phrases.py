"""The words for every step of the 19th-century game (see :mod:`lansquenet.narrate`)."""

PHRASES = {
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
    "banker-card": "The {card} turns: the banker's card, laid on {who}'s left.",
    "punters-card": "The {which}{card} turns: the punters' card, laid on {who}'s right.",
    "count": "Counting the {turned} cards turned in earlier rounds: {held} {verdict}.",
    "middle-card": "The {which}{card} matches neither card: a middle card, and another turns.",
    "doublet": "The punters' card pairs the banker's card: a doublet, and the bank takes every bet{took}.",
    "jumelle": "The punters' card pairs the banker's card: under the jumelle the bank takes half of each bet{took}.",
    "bank-wins": "The {which}{card} matches the banker's card: the bank takes every bet ({chips}).",
    "punters-win": "The {which}{card} matches the punters' card: the banker pays each punter as much as was bet ({chips} in all).",
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

RUNS = {
    "middle-card": ("the {which}{card}", "{items} match neither card: middle cards, and another turns."),
}
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""

REACHED = {
    "some": "The bets reach {bets} of the {stake} staked, {short} short",
    "none": "Nobody has bet on the {stake} staked yet",
}
"""How far the first round of speaking covered the stake, for the ``second-round`` line."""

PILES_REST = {"one": "{names} shuffles the other", "many": "{names} each shuffle one of the others"}
"""Who shuffles the piles the banker does not, so the banker is named once."""
