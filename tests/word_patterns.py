"""What the words tests look for, in each language the engine speaks.

The words tests check the quality of the words (a number agrees with its noun, no action
notation or empty placeholder shows, a seat is named once a sentence, like events are told in
one line) the same way in English and in French. What differs is how each language writes it:
"1 chips" is "1 jetons" in French, a hole is a double space in both but a space before ``;``,
``:``, ``?`` and ``!`` is French typography (a no-break space, never an ordinary one), and the
lines that say who holds the bank are other words. Each test reads its patterns from
:data:`PATTERNS` by language, so one check runs in both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lansquenet.cards import RANKS, rank_plural
from lansquenet.grammar import en as english
from lansquenet.grammar import fr

LANGUAGES = ("en", "fr")


@dataclass(frozen=True)
class Patterns:
    """One language's patterns; a ``{n}`` in a template stands for a seat's escaped name."""

    plural_for_one: re.Pattern[str]
    """A plural noun after the number 1 ("1 chips", "1 jetons")."""
    singular_for_many: re.Pattern[str]
    """A singular noun after a number that takes the plural ("3 chip"; French 0 and 1,5 take the singular)."""
    verb_for_one: re.Pattern[str]
    """A plural verb after one chip, or a singular verb after many ("1 chip are", "3 jetons est")."""
    same_to_same: re.Pattern[str]
    """A range from a number to itself ("3 to 3"), which reads as that number."""
    notation: re.Pattern[str]
    """The engine's notation in the words: arrows, slugs, identifiers, Python values."""
    action: re.Pattern[str]
    """A decision written as the action it sends ("stake 10") rather than in words."""
    hole: re.Pattern[str]
    """What an empty placeholder leaves: double spaces, a space of the wrong kind before punctuation,
    empty brackets."""
    seat_without_name: re.Pattern[str]
    cards_of_one: re.Pattern[str]
    """A seat's cards, in the plural, when one card is meant."""
    banker: tuple[str, ...]
    """Lines that announce a seat as the one holding, or about to hold, the bank or the deal."""
    keeps: str
    hands_on: str
    refusal: re.Pattern[str]
    offer: str
    answer: re.Pattern[str]
    on: re.Pattern[str]
    """Where an offer is made (the reprise card), to tell one offer's answer from another's."""
    on_words: str
    passed_over: re.Pattern[str]
    held: tuple[str, ...]
    every_held: re.Pattern[str]
    card: re.Pattern[str]
    """A card in words with its code ("the seven of spades (7S)")."""
    rank: re.Pattern[str]
    """A rank in words, singular or plural."""
    one_chip: tuple[str, str]
    """A template's one chip and many chips, so both count as one template."""


def _alternatives(words: set[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


EN_RANKS = _alternatives({*english.RANKS.values(), *(rank_plural(r) for r in RANKS)})
FR_RANKS = _alternatives({*fr.RANKS.values(), *(fr.rank_plural(r) for r in fr.RANKS)})
NOUNS_EN = "chips|hands|cards|stakes|times|players|seats|rounds|laps|packs|bets|wagers|cutters|deals|points|turns|piles|punters"
NOUNS_FR = (
    "jetons|mains|cartes|mises|joueurs|places|tours|paquets|paris|coupeurs|donnes|points|pontes|coups"
    "|enjeux|offres|banquiers|carabins|relances"
)
NOTATION_COMMON = r"→|->|[_{}=<>]|\b(?:None|True|False)\b|\b[a-z]+-\d+\b"

EN = Patterns(
    plural_for_one=re.compile(rf"(?<![\d.,/-])\b1 (?:more |other |extra )?(?:{NOUNS_EN})\b"),
    singular_for_many=re.compile(
        r"(?<![\d/.,])\b(?:0|[2-9]|[1-9]\d+) (?:chip|card|round|time|pile|punter|seat|hand|stake|turn|pack)\b(?!['\w])"
    ),
    verb_for_one=re.compile(
        r"(?<!stake of )\b1 chip (?:are|go)\b|(?<!stake of )(?<!bank of )(?<!'s )(?<![\d,])(?:[02-9]|\d{2,}) chips (?:is|goes)\b"
        r"|\b1 of the [^.:;,]* are\b|\bthe 1 \w+ left hold\b"
    ),
    same_to_same=re.compile(r"\b(\d+) to \1\b"),
    notation=re.compile(rf"{NOTATION_COMMON}|\b[a-z]+-[akqj]\b"),
    action=re.compile(r"\b(?:stake|bank|cover|pass|keep|pocket) \d+\b(?!\s*chip)"),
    hole=re.compile(r"  |[ \xa0\u202f][.,:;?!)]|\( |\(\)|\.\.|,,"),
    seat_without_name=re.compile(r"\bSeat \d+\b"),
    cards_of_one=re.compile(r"'s? cards\b"),
    banker=(
        r"{n} (?:is|becomes) (?:now )?the (?:new )?banker",
        r"{n} (?:takes|holds|keeps) the (?:bank|deal)",
        r"{n}\b[^.;:]* deals first",
        r"(?:bank|deal)s? (?:passes|pass|goes|go) to {n}\b",
        r"hands? the (?:bank|deal) to {n}\b",
        r"new banker,? {n}\b",
    ),
    keeps=r"{n} keeps the (?:bank|deal)",
    hands_on=r"{n} (?:hands|passes) (?:on )?the (?:bank|deal)",
    refusal=re.compile(r"\b(?:not|no|nothing|never|nobody)\b"),
    offer=r"^{n} (?:carabines: an offer|offers)\b",
    answer=re.compile(r"\b(?:offers?|wagers?|buys?|covers|refuses|limits|lapses?)\b"),
    on=re.compile(r" on the ([\w ]+?)[.,:;]"),
    on_words=" on the ",
    passed_over=re.compile(r"cannot hold the (?:deal|bank)|passes by|is skipped|passed over"),
    held=(
        r"{n} (?:takes|holds|keeps) the (?:bank|deal)",
        r"{n}\b[^.;:]* deals first",
        r"^{n} deals\b",
        r"^{n}, the banker, (?:gathers|shuffles)",
    ),
    every_held=re.compile(r"\bevery (?:cutter|player|seat) (?:has|have) (?:held|banked)"),
    card=re.compile(rf"\b(?:{EN_RANKS}) of (?:spades|hearts|diamonds|clubs) \(\w+\)"),
    rank=re.compile(rf"\b(?:{EN_RANKS})\b"),
    one_chip=(r"<n> chip\b", "<n> chips"),
)

NAME = r"(?:\w|\u201c|«)"
FR = Patterns(
    plural_for_one=re.compile(rf"(?<![\d.,/-])\b1 (?:autres? |de plus )?(?:{NOUNS_FR})\b"),
    # French 0 and numbers under 2 (1,5) take the singular; only 2 and up take the plural
    singular_for_many=re.compile(
        r"(?<![\d/.,\u202f])\b(?:[2-9]|[1-9]\d+) (?:jeton|carte|tour|paquet|ponte|place|main|mise|coup|"
        r"joueur|pari|coupeur|donne)\b(?![\w'’-])"
    ),
    verb_for_one=re.compile(
        r"\b1 jeton (?:sont|vont|restent|reviennent)\b"
        r"|(?<!banque de )(?<!mise de )(?<!enjeu de )(?<![\d,])(?:[2-9]|\d{2,}) jetons (?:est|va|reste|revient)\b"
        r"|\b1 des [^.:;,]* sont\b"
    ),
    same_to_same=re.compile(r"\b(\d+) à \1\b"),
    notation=re.compile(NOTATION_COMMON),
    action=re.compile(
        r"\b(?:stake|bank|cover|pass|keep|pocket|miser|couvrir|garder) \d+\b(?!\s*jeton)(?! à )"
    ),
    # French typography: a no-break space (U+00A0 or U+202F) before ; : ? ! and inside « »; an
    # ordinary space there, or none, is a fault, as is any space before . , or )
    hole=re.compile(
        r"  |[ \xa0\u202f][.,)]| [;:?!»]|« |«\S|\S»|\S[;?!]|[^\s\d][:]\s|\( |\(\)|\.\.|,,|[\xa0\u202f]{2}"
    ),
    seat_without_name=re.compile(r"\b(?:Place|Siège|Joueur|Seat) \d+\b"),
    cards_of_one=re.compile(rf"\b[Ll]es cartes (?:de |d'){NAME}"),
    banker=(
        r"{n} (?:est|devient) (?:maintenant )?le (?:nouveau )?banquier",
        r"{n} (?:prend|tient|garde) la (?:banque|main)(?! ou la passe)",
        r"{n}\b[^.;:]* prend la main le premier",
        r"(?:banque|main)s? (?:passe|passent|va|vont|revient)(?: de droit)? à {n}\b",
        r"passer? la (?:banque|main) à {n}\b",
        r"nouveau banquier,? {n}\b",
    ),
    keeps=r"{n} garde la (?:banque|main)(?! ou la passe)",
    hands_on=r"{n} (?:choisit de )?(?:passe|passer|cède|céder) la (?:banque|main)",
    # a seat short of the stake sitting a hand out is told, not refused, as in English ("sits this hand out")
    refusal=re.compile(r"^(?!.*ne joue pas ce coup).*(?:\b(?:ne|pas|rien|jamais|personne|aucune?)\b|\bn')"),
    offer=r"^{n} (?:carabine\s*: une offre|offre)\b",
    answer=re.compile(r"\b(?:offres?|offrent|parie|tient|achète|couvre|refuse|limite|tombe)\b"),
    on=re.compile(r" sur la ([\w ]+?)[.,:;\xa0\u202f]"),
    on_words=" sur la ",
    passed_over=re.compile(
        r"ne peut (?:donc )?(?:pas )?tenir la (?:main|banque)|passe au suivant|est sautée?|tour est sauté"
    ),
    held=(
        r"{n} (?:prend|tient|garde) la (?:banque|main)",
        r"{n}\b[^.;:]* prend la main le premier",
        r"^{n} donne\b",
        r"^{n}, le banquier, (?:rassemble|bat|mêle)",
    ),
    every_held=re.compile(r"\bchaque (?:coupeur|joueur|place) a tenu la (?:main|banque)"),
    card=re.compile(
        rf"\b(?:le |la |l')?(?:\w+ )?(?:{FR_RANKS}) de (?:{_alternatives(set(fr.SUITS.values()))}) \(\w+\)"
    ),
    rank=re.compile(rf"\b(?:{FR_RANKS})\b"),
    one_chip=(r"<n> jeton\b", "<n> jetons"),
)

PATTERNS = {"en": EN, "fr": FR}
