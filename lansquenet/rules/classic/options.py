"""The court game's options, each with the clause of the source it comes from.

Their French text, and the rulings', are in :mod:`.options_fr` and :mod:`.rulings_fr`;
:data:`OPTIONS_TOLD`, :data:`RULINGS_TOLD` and :data:`PRESETS_TOLD` give each in the language of
the moment, and :data:`TEXTS` checks that both languages give every text.
"""

from __future__ import annotations

from ...language import ByLanguage
from ...montmort.options import OPTIONS as MONTMORT
from ...told import told
from ...variants import Option, Preset
from . import options_fr as fr
from . import rulings_fr
from .phrases import PRESETS as PRESET_WORDS
from .rulings import RULINGS

SRC = "Lansquenet (the court game)"
PIERER = "Pierer's Universal-Lexikon (in Facts from other public references)"
DIDEROT = "Diderot's Encyclopédie (in Facts from other public references)"
MAX_OUTSIDERS = 4
CUTTERS = (4, 12)
"""The source's 4 to 12 cutters (§1); outside carabins sit in seats beyond them."""

OPTIONS = (
    Option(
        "seats",
        6,
        "Seats at the table: the cutters, the permanent players who take turns with the deal (4 to "
        "12 of them), plus any outside carabins (option outsiders), who sit in the last seats.",
        f"{SRC}, §1: from 4 to 12 players, called cutters; a lansquenet of so many cutters; occasional players "
        "may be admitted, called carabins.",
        low=4,
        high=12 + MAX_OUTSIDERS,
    ),
    Option(
        "stake",
        1,
        "The stake of the game: the chips each cutter puts on his up-card, and what watering pays.",
        f"{SRC}, §3: the amount is fixed by agreement at the start of the game.",
        low=1,
        high=10,
    ),
    Option(
        "rejouissance",
        True,
        "Play the rejouissance, the side stake on the first card after the banker's.",
        f"{SRC}, §8: the rejouissance is an extra chance added to the basic game.",
    ),
    Option(
        "carabins",
        "dispossessed",
        "Which cutters may carabine on reprise cards: those who have lost their up-card this hand "
        "(dispossessed), every cutter but the banker, the dispossessed first at equal stakes (cutters), or none. "
        "When reprise cards are laid out is the option reprise_cards.",
        f"{SRC}, §10: carabins wager on reprise cards; a dispossessed cutter could return as a carabin, with the "
        "favour at an equal stake.",
        choices=("dispossessed", "cutters", "none"),
    ),
    Option(
        "reprise_cards",
        "claimable",
        "When a stock card matching nothing is laid out as a reprise card: only while someone may carabine on "
        "it (claimable: an outside carabin, any cutter under carabins = cutters, or, under carabins = "
        "dispossessed, once a cutter has lost his up-card), or from the first stock card at any table that "
        "admits carabins (accepted). A reprise card the banker takes spares him the cutthroat.",
        f"{SRC}, §10: if carabins are accepted into the game, a card matching nothing is placed face up, and it is "
        "on these cards that the carabins wager; §11: for carabins to be able to play, reprise cards must be "
        "exposed.",
        choices=("claimable", "accepted"),
    ),
    Option(
        "outsiders",
        0,
        "Outside carabins: occasional players the banker admits, seated in the last seats. They get no up-card, "
        "never cut, bank or water, and stake on the rejouissance and wager on reprise cards against the banker.",
        f"{SRC}, §1 and §10: occasional players, the carabins, may be admitted; they never hold the deal, need not "
        "water, and wager on the rejouissance and on reprise cards; Pöllnitz's letter: S. Rémi \"does not cut, "
        'but he covers every card and wagers heavily on the rejouissance".',
        low=0,
        high=MAX_OUTSIDERS,
    ),
    Option(
        "rule_of_odds",
        True,
        "Pay wagers on reprise cards by the rule of odds rather than at even money.",
        f"{SRC}, §12: the rule of odds may be applied to reprise cards.",
    ),
    Option(
        "removed_stake",
        "banker",
        "Where the stake lifted off a freed card goes, in the deal and at the reveal of the banker's card "
        "alike: to the banker (Pierer's and the Encyclopédie's reading), to the cutter whose card made the "
        "multiple (taker, a hypothetical reading no source states; the banker when his own card gathers it), or "
        "back to the cutter whose card was freed (owner). Either way the freed card is gone, and one the banker's card gathers counts as taken.",
        f"{SRC}, §5: the banker removes the stake on the earlier card, and on the card his own card matches; "
        f"{PIERER} and {DIDEROT}: the banker wins it (in the Encyclopédie the one who holds the deal wins the "
        f"base stake on the losing card).",
        choices=("banker", "taker", "owner"),
    ),
    Option(
        "deal_quadruple",
        "recovered",
        "A cutter's quadruple card in the deal: the triple it completes is paid fourfold and every other stake "
        "is recovered by its cutter (recovered); or the banker collects the single and double cards' stakes and "
        "pays every triple card on the table fourfold (collected, Pierer).",
        f"{SRC}, §5: the banker pays the triple's cutter quadruple and the punters still holding chips on their "
        f"up-card recover them; {PIERER}: the banker collects everything on the single and double cards and "
        "loses everything he put on the triple cards.",
        choices=("recovered", "collected"),
    ),
    Option(
        "multiple_stakes",
        "odds",
        "What lies on a double or triple up-card: its cutter lays the stake of the game and the banker lays "
        "double or four times it, paid if he loses (odds); or its cutter stakes twice or four times the stake "
        "of the game and the banker holds it at even money (even, the Encyclopédie's game, which Montmort "
        "reckoned).",
        f"{SRC}, §5 and §6: the cutter holding a double card still places only the base stake, the banker double; "
        f"{DIDEROT}: on a double card the one who holds the deal must hold double, on a triple four times the "
        "stake of the game.",
        choices=("odds", "even"),
    ),
    Option(
        "watering",
        True,
        "A cutter whose up-card is taken pays the stake of the game to every cutter still holding one.",
        f"{SRC}, §7: watering; {DIDEROT} says nothing of it.",
    ),
    Option(
        "rejouissance_waters",
        True,
        "A cutter whose up-card the rejouissance takes waters the others, as if a stock card had taken it.",
        f"{SRC}, §7 and §9: watering follows a take after the complete deal; the rejouissance takes a matching "
        "single or double up-card.",
    ),
    Option(
        "rejouissance_pays",
        "even",
        "What a banker who loses pays on a multiple rejouissance: even money (even), or double and fourfold "
        "like a double and a triple up-card (multiple).",
        f"{SRC}, §8: he pays evenly each of those who wagered on the rejouissance; §9 says nothing more of a "
        "multiple one.",
        choices=("even", "multiple"),
    ),
    Option(
        "rejouissance_end",
        "play-on",
        "Once every up-card is taken, a rejouissance still out keeps the hand going (play-on), or is neither won "
        "nor lost and its stakes go back (returned, Pierer).",
        f"{SRC}, §13: the hand is not over while reprise cards or the rejouissance remain; {PIERER}: an "
        "undecided rejouissance is neither won nor lost.",
        choices=("play-on", "returned"),
    ),
    Option(
        "first_banker",
        "draw",
        "Who deals first in a round: the cutter who draws the highest card (draw), or the seat the deal names "
        "(seat).",
        f"{SRC}, §3: one of them is chosen at random, for example whoever draws the highest card.",
        choices=("draw", "seat"),
    ),
    Option(
        "max_hands",
        10,
        "Hands a banker may deal in a row before the deal must pass to his right, so a round always ends.",
        f"{SRC}, §14: nothing is specified about the length of the game.",
        low=1,
        high=50,
        match_only=True,
    ),
)


def preset(name: str, options: dict[str, object], code: str = "en") -> Preset:
    """The named option set ``name``, in the words of the phrase table in ``code``."""
    title, doc = PRESET_WORDS.tables[code][name]
    return Preset(name, title, doc, options)


def presets(code: str) -> tuple[Preset, ...]:
    """The setup's named option sets, worded in ``code``."""
    return (
        preset("source", {}, code),
        preset(
            "first-game",
            {"seats": CUTTERS[0], "carabins": "none", "outsiders": 0, "max_hands": 3},
            code,
        ),
        preset("montmort", dict(MONTMORT), code),
    )


PRESETS = presets("en")
"""The setup's named option sets: the defaults (which follow the source), a first game with fewer
things to decide, and Montmort's game (:mod:`lansquenet.montmort.options`)."""


TOLD = told(OPTIONS, RULINGS, fr.OPTIONS, rulings_fr.RULINGS)
"""The options and rulings in every language, their texts checked alike at import."""
TEXTS = TOLD.texts
OPTIONS_TOLD = TOLD.options
"""The options, read in the language of the moment (the variant's ``OPTIONS``)."""
RULINGS_TOLD = TOLD.rulings
"""The rulings, read in the language of the moment (the variant's ``RULINGS``)."""
PRESETS_TOLD = ByLanguage(en=PRESETS, fr=presets("fr"))
"""The presets, read in the language of the moment (the variant's ``PRESETS``)."""
