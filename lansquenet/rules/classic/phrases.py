"""The court game's events in plain words (see :mod:`lansquenet.narrate` for the placeholders)."""

from ...cards import RANK_NAMES, rank_plural

PHRASES = {
    # ----- a round and its bankers (§3, §14)
    "draw": "The cutters draw for the deal: {draws}{tie}.",
    "first-banker": "{who} draws the highest card and deals first.",
    # names the new banker and how the deal came to him, unless the line before has just said so
    "takes-the-deal": "{holds}banker {turn} of {turns} in this round.",
    "skip-deal": "{holders}, less than the stake of the game, and cannot hold the deal: the turn passes on.",
    "banker-short": "{who}, the banker, holds {chips}, less than the stake of the game, and cannot hold the deal: no "
    "hand is dealt.",
    "no-hand": "No cutter holds the stake of the game ({chips}), so no hand can be dealt.",
    "deal-limit": "{who} has dealt {hands} in a row, the most one banker may, so the deal passes to {next}.",
    "pass-deal": "{who} chooses to hand the deal to {next}, on the right, who cannot refuse it.",
    "keep-deal": "{who} keeps the deal for another hand.",
    "round-over": "The round is over: {held}. Most chips: {leaders}, with {chips}.",
    # ----- the deal of the up-cards (§3, §5)
    "shuffle": "{who}, the banker, gathers the cards and shuffles.",
    "cut": "{who}, on the banker's left, cuts the pack.",
    "sit-out": "{who} holds less than the stake of the game ({chips}) and sits this hand out.",
    "up-card": "{who} is dealt the {card} face up and stakes {chips} on the up-card.",
    "multiple-up-card": "The {card} goes to {who} and matches {others}'s up-card, which slips under it: a {kind} card. "
    "{others}'s stake of {lifted} {where}; {who} stakes {stake} and the banker lays {chips} on "
    "it{short}.",
    "quadruple-card": "The {card} goes to {who}: the fourth of its rank, a quadruple card, and the hand is over. The "
    "banker pays {others}'s triple card fourfold ({chips}){short}; {who} stakes nothing and wins "
    "nothing.",
    "triple-paid": "The banker pays {others}'s triple card fourfold as well ({chips}){short}, as Pierer has it.",
    "stakes-recovered": "{whose} ({chips}).",
    "stakes-collected": "The banker collects {whose} ({chips}), as Pierer has it.",
    # ----- the banker's card (§5)
    "banker-card": "{who} turns the {card} as the banker's card and lays it to the right.",
    "banker-card-multiple": "{who} turns the {card} as the banker's card and it matches {others}'s up-card, which "
    "goes under it: a {kind} banker's card. {others}'s {lifted} {where}.",
    "bankers-quadruple": "The {card} makes the banker's card quadruple: the banker takes every stake on the up-cards "
    "({chips}); the hand is over, and the deal is {who}'s to keep or pass on.",
    # ----- the rejouissance (§8, §9)
    "rejouissance-closed": "{who} has no chips free to hold a rejouissance, so nobody stakes on it this hand.",
    "rejouissance-open": "{who} sets no ceiling on the rejouissance beyond what the bank can pay ({chips}).",
    "rejouissance-ceiling": "{who} caps the stakes on the rejouissance at {chips} in all.",
    "rejouissance-pass": "{passers} {verb} nothing on the rejouissance.",
    "rejouissance-stake": "{who}{role} puts {chips} in the middle of the table for the rejouissance.",
    "joins-banker-card": "The {card} matches the banker's card and joins it: the banker's card is now {kind}.",
    "rejouissance-card": "The {card} differs from the banker's card: it is the rejouissance, with {chips} staked on it.",
    "multiple-rejouissance": "The rejouissance has taken that up-card and is now a {kind} rejouissance.",
    "rejouissance-cancelled": "The rejouissance is now quadruple and can never come out: it is cancelled{stakes}.",
    "rejouissance-back": "The stakes on the rejouissance go back to {others} ({chips}).",
    "rejouissance-won": "The {card} matches the rejouissance: {who} wins {stakes} on it ({chips}).",
    "rejouissance-matched": "The {card} matches the rejouissance, on which nobody had staked.",
    "rejouissance-paid": "{who} pays the rejouissance {how}: {chips} in all to {others}{short}.",
    "rejouissance-void": "Every up-card is taken while the rejouissance is still out: it is neither won nor lost, and "
    "its stakes go back ({chips}).",
    # ----- dealing the stock and watering (§4, §6, §7)
    "no-match": "The {card} matches nothing showing.",
    "take": "{by} {who}'s {kind} up-card: the banker collects {chips} on it.{first}",
    "water": "{who}{role} waters {others}: {how}{rest}.",
    "water-empty": "{who}{role} has no chips left to water {others}.",
    "nobody-to-water": "No other cutter still holds an up-card, so {who} waters nobody.",
    "all-up-cards-taken": "Every up-card has now been taken by the banker.",
    "hand-over-all-taken": "Nothing is left in play: the hand is over, and the deal is {who}'s to keep or pass on.",
    "bankers-card-out": "The {card} matches the banker's card: {who} loses to everyone still in play.",
    "up-card-paid": "{who} pays {others} {chips} on a {kind} up-card, and the stake on it goes back{short}.",
    "cutthroat": "{who} is the cutthroat: the banker's own card came out before the bank had taken a single card "
    "showing.",
    "hand-over-bankers-card": "The hand is over and the deal leaves {who}.",
    "hand-over-kept": "The hand is over; every up-card had already been taken, so the deal is {who}'s to keep or pass on.",
    # ----- carabins, reprise cards and the rule of odds (§10, §11, §12)
    "reprise-card": "The {card} matches nothing showing and is laid out as a reprise card{priced}.",
    "multiple-reprise": "The {rank} are laid out again together as a {kind} reprise card{priced}.",
    "reprise-dead": "That makes four {rank} on the table: they can never come out again and are put aside.",
    "reprise-spent": "That makes four {rank} turned: none is left in the stock to take them, so they are put aside.",
    "reprise-last": "The {card} matches nothing showing, but the other {rank} have all turned: no card left in the "
    "stock can take it, so it is put aside.",
    "no-cover": "{who} has no chips free to cover a wager on the reprise {rank}.",
    "offer": "{who} carabines: an offer of {chips} on the reprise {rank}.",
    "offers": "{others} carabine on the reprise {rank}, offering {amounts}.",
    "offer-pass": "{others} {verb} no offer on the reprise {rank}.",
    "no-offers": "Nobody wagers on the reprise {rank}: {others} {all} pass.",
    "wager-refused": "{who} refuses {others}'s offer of {chips} on the reprise {rank}.",
    "wager-covered": "{who} covers the {chips} offered on the reprise {rank}{odds}: {others} stands to win {payout}.",
    "offers-lapse": "{whose} on the reprise {rank} {verb}: a reprise card takes a single carabin's wager.",
    "wager-limited": "{who} limits the wager on the reprise {rank} to {chips}{odds}: {others} stands to win "
    "{payout}.",
    "reprise-taken": "The {card} matches the reprise {rank}: {who} takes {others}'s wager ({chips}).",
    "reprise-matched": "The {card} matches the reprise {rank}, on which nobody had a wager.",
    "reprise-paid": "{who} pays {others} {chips} on the reprise {rank}, and the wager ({staked}) goes back{short}.",
}

RUNS = {
    "no-match": ("the {card}", "{items} match nothing showing."),
}
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""

PRICED = ", priced as a {kind} card by the rule of odds: only {left} {rank} left in the stock"
"""After a reprise card that earlier cards of its rank, turned matching nothing, make dearer (§12.2)."""

NUMBERS = {1: "one", 2: "two", 3: "three"}


def rank_words(rank: str, count: int) -> str:
    """``three is`` or ``threes are``, as :data:`PRICED` continues it after a number."""
    return f"{RANK_NAMES[rank]} is" if count == 1 else f"{rank_plural(rank)} are"


HELD = {
    "all": "every cutter has held the deal once",
    "skipped": "every cutter has had a turn at the deal, {short} without the chips to hold it",
}
"""How the deal went round, for the ``round-over`` line."""

CUTTHROAT_NOTE = "The cutthroat: the banker's own card came out before the bank took a single card."
"""The banker's seat note after a cutthroat hand (notes on Regnard)."""

BANKER_CARD_ZONE = "Banker's card (on the right)"
"""The banker's card's zone, laid to the right of the up-cards (§5)."""

OFFERED = {"all": "{chips} each", "each": "{chips} each ({names})", "one": "{chips} ({names})"}
"""What several carabins offer on one reprise card, for the ``offers`` line."""

SO_FAR = {"offers": " Offered so far: {offers}.", "passes": " Offered so far: {offers}; {names} passed."}
"""After a carabin's prompt, what the carabins asked before have said: offers are made in turn, in
the open (§10), and the step that tells them comes only once every carabin has spoken."""

LAPSED = {"one": "{names}'s offer", "many": "the offers of {names}"}
"""Whose offers lapse once another is covered, for the ``offers-lapse`` line."""

PRESETS = {
    "source": (
        "As the source describes",
        "Every option as the court game's source gives it: six cutters, the rejouissance, carabins "
        "on the reprise cards paid by the rule of odds, and watering.",
    ),
    "first-game": (
        "A first game",
        "Four cutters and short rounds (a banker deals at most three hands in a row); the rejouissance "
        "stays, but nobody carabines, so there are no wagers on reprise cards to weigh.",
    ),
    "montmort": (
        "Montmort's game",
        "The game Montmort reckoned: even-money stakes on double and triple cards, and no watering, "
        "rejouissance or carabins.",
    ),
}
"""The setup's named option sets (:data:`.options.PRESETS`): each one's name and what it sets, in words."""
