"""The court game's words: its events, the pieces the flow fills into them, its prompts, notes,
labels and transfer reasons, in every language the engine speaks.

Each table is a :class:`~lansquenet.language.Phrases`: the English here, the French in
:mod:`.phrases_fr`, with the same keys and the same placeholders, checked at import. The flow
never writes a word itself: it picks a key (one seat or several, a whole payment or one cut
short) and the table words it, so French agrees where English does not need to. A seat as an
owner is filled in by :func:`~lansquenet.grammar.possessive` ("Blaise's", "de Blaise"), so each
language places it where it goes. See :mod:`lansquenet.narrate` for the placeholders every
event fills.
"""

from __future__ import annotations

from ... import grammar
from ...language import Phrases, current
from . import phrases_fr as fr

EN_PHRASES: dict[str, str] = {
    # ----- a round and its bankers (§3, §14)
    "draw": "The cutters draw for the deal: {draws}{tie}.",
    "first-banker": "{who} draws the highest card and deals first.",
    # names the new banker and how the deal came to him, unless the line before has just said so
    "takes-the-deal": "{holds}banker {turn} of {turns} in this round.",
    "skip-deal": "{holders}, less than the stake of the game, and {cannot} hold the deal: the turn passes on.",
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
    "multiple-up-card": "The {card} goes to {who} and matches {their} up-card, which slips under it: a {kind} card. "
    "{lifted} {where}; {who} stakes {stake} and the banker lays {chips} on it{short}.",
    "quadruple-card": "The {card} goes to {who}: the fourth of its rank, a quadruple card, and the hand is over. The "
    "banker pays {their} triple card fourfold ({chips}){short}; {who} stakes nothing and wins nothing.",
    "triple-paid": "The banker pays {their} triple card fourfold as well ({chips}){short}, as Pierer has it.",
    "stakes-recovered": "{whose} ({chips}).",
    "stakes-collected": "The banker collects {whose} ({chips}), as Pierer has it.",
    # ----- the banker's card (§5)
    "banker-card": "{who} turns the {card} as the banker's card and lays it to the right.",
    "banker-card-multiple": "{who} turns the {card} as the banker's card and it matches {their} up-card, which "
    "goes under it: a {kind} banker's card. {lifted} {where}.",
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
    "take": "{by} {whose} {kind} up-card: the banker collects {chips} on it.{first}",
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
    "wager-refused": "{who} refuses {their} offer of {chips} on the reprise {rank}.",
    "wager-covered": "{who} covers the {chips} offered on the reprise {rank}{odds}: {others} stands to win {payout}.",
    "offers-lapse": "{whose} on the reprise {rank} {verb}: a reprise card takes a single carabin's wager.",
    "wager-limited": "{who} limits the wager on the reprise {rank} to {chips}{odds}: {others} stands to win "
    "{payout}.",
    "reprise-taken": "The {card} matches the reprise {rank}: {who} takes {their} wager ({chips}).",
    "reprise-matched": "The {card} matches the reprise {rank}, on which nobody had a wager.",
    "reprise-paid": "{who} pays {others} {chips} on the reprise {rank}, and the wager ({staked}) goes back{short}.",
}

EN_RUNS: dict[str, tuple[str, str]] = {
    "no-match": ("the {card}", "{items} match nothing showing."),
}

EN_WORDS: dict[str, str] = {
    # the table: title, zones, marks
    "title": "The court game (17th–18th century)",
    "zone.pile": "Stock turned (the banker's left)",
    "zone.up": "{whose} up-card",
    "zone.rejouissance": "Rejouissance",
    "zone.banker-card": "Banker's card (on the right)",
    "zone.draw": "Drawing for the deal",
    "zone.reprise": "Reprise card ({ranks})",
    "mark.banker-card": "Banker's card",
    "mark.wager": "{name}, {wager}",
    "mark.wager.kind": "{name}, {wager} ({kind})",
    # a card's multiplicity, as an adjective (capitalised, a mark on the board)
    "kind.1": "single",
    "kind.2": "double",
    "kind.3": "triple",
    "kind.4": "quadruple",
    # refusals of a spec
    "refused.seats": "The court game seats {low} to {high} cutters (§1), not {count}{extra}.",
    "extra.none": "",
    "extra.one": " besides {n} outside carabin",
    "extra.many": " besides {n} outside carabins",
    "refused.banker": "The banker must be a cutter, seat 0 to {last}: seat {seat} is an outside carabin, and "
    "carabins never hold the deal (§10).",
    # seat notes
    "note.outsider": "An outside carabin: no up-card, never cuts, banks or waters; may stake on the rejouissance "
    "and wager on reprise cards, against the banker alone.",
    "note.sit-out": "Holds {held}, less than the stake of the game ({stake}): sits this hand out.",
    "note.quadruple": "Holds the quadruple card: stakes nothing and wins nothing.",
    "note.rejouissance.full": "Cannot stake on the rejouissance: the rejouissance is full.",
    "note.rejouissance.empty": "Cannot stake on the rejouissance: holds no chips.",
    "note.taken": "Up-card taken by the banker.",
    "note.taken.carabine": "Up-card taken by the banker; may carabine on a reprise card.",
    "note.first-taken": "The first-taken: up-card taken by the banker.",
    "note.first-taken.carabine": "The first-taken: up-card taken by the banker; may carabine on a reprise card.",
    "note.cutthroat": "The cutthroat: the banker's own card came out before the bank took a single card.",
    "note.least-wager": "Holds {held}, less than the least wager on a reprise card ({least}).",
    # pieces of the phrases: a round
    "draw.item": "{name} the {card}",
    "draw.tie": "; the {ranks} tie, and those cutters draw again",
    "holds.passes": "The deal passes to {name}, on {whose} right: ",
    "holds.holds": "{name} holds the deal: ",
    "hands.one": "1 hand",
    "hands.many": "{n} hands",
    "held.all": "every cutter has held the deal once",
    "held.skipped": "every cutter has had a turn at the deal, {short} without the chips to hold it",
    "holders.first": "{name} holds {chips}",
    "holders.rest": "{name} {chips}",
    "cannot.one": "cannot",
    "cannot.many": "cannot",
    # pieces of the phrases: the deal and the banker's card
    "lifted.one": "{their} stake of {stake}",
    "lifted.many": "{their} stake of {stake}",
    "where.banker": "goes to the banker",
    "where.taker": "goes to {name}",
    "where.back": "goes back to {name}",
    "whose.collected.one": "{whose} stake",
    "whose.collected.many": "the stakes of {names}",
    "whose.recovered.one": "{name}, the other cutter still holding an up-card, takes back the stake",
    "whose.recovered.many": "The other cutters still holding an up-card, {names}, take back their stakes",
    "short": " (all that is left: {missing} short)",
    # pieces of the phrases: the rejouissance
    "role.outsider": ", an outside carabin,",
    "role.outsider.listed": " (an outside carabin)",
    "verb.stake.one": "stakes",
    "verb.stake.many": "stake",
    "cancelled.back": " and its stakes go back to {names} ({chips})",
    "cancelled.none": "; nobody had staked on it",
    "won.one": "the stake",
    "won.many": "the stakes",
    "paid.even": "at even money",
    "paid.multiple": "{factor} to 1, as its {kind} card",
    # pieces of the phrases: taking and watering
    "by.stock": "The {card} matches",
    "by.rejouissance": "The rejouissance matches",
    "first": " {name} is the first-taken.",
    "role.first": ", the first-taken,",
    "water.rest": ", and nothing is left for {names}",
    "water.one": "the stake of the game, {chips}",
    "water.many": "the stake of the game ({each}) to each, {chips} in all",
    # pieces of the phrases: reprise cards and the rule of odds
    "priced.one": ", priced as a {kind} card by the rule of odds: only one {rank} is left in the stock",
    "priced.one.f": ", priced as a {kind} card by the rule of odds: only one {rank} is left in the stock",
    "priced.many": ", priced as a {kind} card by the rule of odds: only {left} {ranks} are left in the stock",
    "number.2": "two",
    "number.3": "three",
    "odds": ", the odds {pays} to {least}",
    "offered.all": "{chips} each",
    "offered.each": "{chips} each ({names})",
    "offered.one": "{chips} ({names})",
    "lapsed.one": "{whose} offer",
    "lapsed.many": "the offers of {owners}",
    "verb.lapse.one": "lapses",
    "verb.lapse.many": "lapse",
    "verb.make.one": "makes",
    "verb.make.many": "make",
    "all.2": "both",
    "all.many": "all",
    # prompts, and why a choice is not on offer
    "range.one": "1 chip",
    "range.many": "1 to {high} chips",
    "prompt.ceiling": "{name}: set a ceiling on the rejouissance ({range}), or leave it open up to what the bank "
    "can pay ({chips})?",
    "prompt.rejouissance": "{name}: stake {range} on the rejouissance, or pass?",
    "prompt.keep": "{name}: keep the deal for another hand, or hand it to {next} on your right?",
    "prompt.wager": "{name}: {wager}, or pass?",
    "so-far.offers": " Offered so far: {offers}.",
    "so-far.passes": " Offered so far: {offers}; {names} passed.",
    "so-far.passes.one": " Offered so far: {offers}; {names} passed.",
    "so-far.item": "{name} {chips}",
    "wager.amounts": "{least} to {most} chips",
    "wager.steps": " in multiples of {least}",
    "wager.even": "paid at even money",
    "wager.odds": "the banker paying {pays} for every {least} you stake",
    "wager": "wager {amounts}{steps} on the reprise {ranks}, {paid}",
    "answers.limit": "accept, limit it, or refuse",
    "answers.plain": "accept or refuse",
    "prompt.cover": "{banker}: {name} offers {chips} on the reprise {ranks}: {answers}?",
    "why.limit": "the offer is already the least wager ({chips}).",
    # transfer reasons
    "reason.stake": "the stake of the game on an up-card",
    "reason.multiple-stake": "the stake on a multiple up-card",
    "reason.lifted.banker": "a stake lifted off a freed card goes to the banker",
    "reason.lifted.taker": "a stake lifted off a freed card goes to the card that took it",
    "reason.lifted.back": "a stake lifted off a freed card goes back",
    "reason.freed-back": "the banker's chips on a freed card come back",
    "reason.guarantee": "the banker's chips on a {kind} card",
    "reason.quadruple-collected": "the banker collects a stake on a cutter's quadruple (Pierer)",
    "reason.quadruple-recovered": "a stake recovered when a quadruple card ends the hand",
    "reason.multiple-back": "the banker's chips on a multiple card come back",
    "reason.triple": "the banker pays a triple card fourfold",
    "reason.triple-back": "a triple card's stake comes back",
    "reason.bankers-quadruple": "the banker's quadruple takes every stake",
    "reason.rejouissance": "a stake on the rejouissance",
    "reason.rejouissance-back": "a rejouissance stake goes back",
    "reason.rejouissance-won": "the banker wins the rejouissance",
    "reason.rejouissance-stake-back": "a winning rejouissance stake comes back",
    "reason.rejouissance-paid": "the banker pays the rejouissance",
    "reason.take": "the banker takes an up-card's stake",
    "reason.taken-back": "the banker's chips on a taken card come back",
    "reason.watering": "watering",
    "reason.multiple-paid": "the banker's chips on a multiple card go to its cutter",
    "reason.up-card-paid": "the banker pays an up-card",
    "reason.stake-back": "a winning stake comes back",
    "reason.wager": "a carabin's wager on a reprise card",
    "reason.wager-taken": "the banker takes a wager on a reprise card",
    "reason.wager-back": "a winning wager on a reprise card comes back",
    "reason.reprise-paid": "the banker pays a reprise card",
}

EN_ACCOUNTS: dict[str, str] = {
    "{}'s stake": "{whose} stake",
    "Bank on {}'s card": "Bank on {whose} card",
    "{} on the rejouissance": "{name} on the rejouissance",
    "{} on the reprise {rank}": "{name} on the reprise {ranks}",
}

EN_PRESETS: dict[str, tuple[str, str]] = {
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

PHRASES: Phrases[str] = Phrases(en=EN_PHRASES, fr=fr.PHRASES)
RUNS: Phrases[tuple[str, str]] = Phrases(en=EN_RUNS, fr=fr.RUNS)
"""Like events in a row told as one step (see :attr:`lansquenet.variants.Variant.RUNS`)."""
WORDS: Phrases[str] = Phrases(en=EN_WORDS, fr=fr.WORDS)
"""The pieces the flow fills into the phrases, the table's labels, notes, reasons and prompts."""
ACCOUNTS: Phrases[str] = Phrases(en=EN_ACCOUNTS, fr=fr.ACCOUNTS)
"""The accounts on the table as a reader knows them (see :func:`lansquenet.ledger.name_accounts`)."""
PRESETS: Phrases[tuple[str, str]] = Phrases(en=EN_PRESETS, fr=fr.PRESETS)
"""The setup's named option sets (:data:`.options.PRESETS`): each one's name and what it sets, in words."""


def word(key: str, **values: object) -> str:
    """The piece ``key`` in the language of the moment, filled with ``values``."""
    return WORDS.word(key, **values)


def kind(count: int) -> str:
    """A card of ``count`` cards as an adjective: ``single``, ``double`` (``simple``, ``double``)."""
    return WORDS[f"kind.{count}"]


def mark_word(count: int) -> str:
    """The board's mark for a card of ``count`` cards: ``Double``."""
    return grammar.capital(kind(count))


def opening(text: str) -> str:
    """A piece that opens a sentence in French ("la mise de Blaise") with its capital; English
    pieces there open with a name and stay as they are."""
    return grammar.capital(text) if current() == "fr" else text


def stake_words(n: int) -> str:
    """An amount the English words give bare ("stakes 1"), French as chips ("mise 1 jeton")."""
    return grammar.chips(n) if current() == "fr" else grammar.amount(n)


def owners(names: list[str]) -> str:
    """Seats owning what comes before them: ``Anne and Blaise`` after "of", ``d'Anne et de Blaise``."""
    if current() == "fr":
        return grammar.join([grammar.possessive(n) for n in names])
    return grammar.join(names)


def rank_name(rank: str) -> str:
    """One card of a rank, in words: ``three``, ``trois``."""
    from ...grammar import MODULES

    return str(MODULES[current()].RANKS[rank])
