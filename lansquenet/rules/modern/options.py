"""The options of the 19th-century game, each with the source clause it rests on."""

from ...variants import Option

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
