"""The words of the table diagrams (``diagrams.py``), in English and in French.

The diagrams take what they can from the engine: the roles its seats hold, its zones' labels and
sides, its seat counts and where the bank goes next. What the engine does not say in a reader's
words is here: the plural of a zone a seat or a carabin holds one of, a role's word on the
picture, and the sentences of the text alternative. Each game's words follow its source: the
court game's **cutters** and **carabins**, the 19th century's **punters**, Pagat's and the
encyclopedia's **players**; in French the engine's words (coupeurs, carabins, pontes, joueurs).

Every table answers in the language of the moment (:class:`lansquenet.language.Phrases`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from lansquenet.language import Phrases

ROLE_WORDS: Phrases[str] = Phrases(
    en={
        "classic.banker": "Banker",
        "classic.cutter": "Cutter",
        "classic.carabin": "Carabin",
        "modern.banker": "Banker",
        "modern.punter": "Punter",
        "pagat.banker": "Banker",
        "pagat.punter": "Player",
        "encyclopedia.banker": "Banker",
        "encyclopedia.punter": "Player",
        "encyclopedia.player": "Player",
    },
    fr={
        "classic.banker": "Banquier",
        "classic.cutter": "Coupeur",
        "classic.carabin": "Carabin",
        "modern.banker": "Banquier",
        "modern.punter": "Ponte",
        "pagat.banker": "Banquier",
        "pagat.punter": "Ponte",
        "encyclopedia.banker": "Banquier",
        "encyclopedia.punter": "Joueur",
        "encyclopedia.player": "Joueur",
    },
)
"""``game.role`` -> the word the picture writes by a seat of that role."""


class _Roles(Mapping[str, dict[str, str]]):
    """Game -> the engine's role -> its word on the picture (:data:`ROLE_WORDS`), in the language
    of the moment."""

    def _games(self) -> list[str]:
        return list(dict.fromkeys(key.split(".")[0] for key in ROLE_WORDS))

    def __getitem__(self, game: str) -> dict[str, str]:
        words = {key.split(".", 1)[1]: ROLE_WORDS[key] for key in ROLE_WORDS if key.startswith(game + ".")}
        if not words:
            raise KeyError(game)
        return words

    def __iter__(self) -> Iterator[str]:
        return iter(self._games())

    def __len__(self) -> int:
        return len(self._games())


ROLES = _Roles()
"""Game -> the engine's role -> the word the picture writes by a seat of that role."""

PLURALS: Phrases[str] = Phrases(
    en={
        "classic.cutter": "cutters",
        "modern.punter": "punters",
        "pagat.punter": "players",
        "encyclopedia.punter": "players",
        "encyclopedia.player": "players",
    },
    fr={
        "classic.cutter": "coupeurs",
        "modern.punter": "pontes",
        "pagat.punter": "pontes",
        "encyclopedia.punter": "joueurs",
        "encyclopedia.player": "joueurs",
    },
)
"""``game.role`` -> the seats of that role, in a sentence."""

BEFORE_THE_BANK: dict[str, str] = {
    "first-ace-dealer": "the encyclopedia's search for the first dealer, before anyone holds the bank",
}
"""Roles a seat holds only while the first banker is found; the picture of a deal leaves them out."""

GROUPS: Phrases[str] = Phrases(
    en={
        "up-": "Up-cards, each under its cutter's stake",
        "reprise-": "Reprise cards",
        "players-card-": "Players' cards",
        "hand-": "Hand cards",
    },
    fr={
        "up-": "Cartes des coupeurs, chacune sous la mise de son coupeur",
        "reprise-": "Cartes de reprise",
        "players-card-": "Cartes des joueurs",
        "hand-": "Cartes de main",
    },
)
"""Zone-id prefix -> the words for the zones with that prefix, drawn as one group."""

WORDS: Phrases[str] = Phrases(
    en={
        "stock": "Stock",
        "bank": "Bank",
        "stakes": "Stakes",
        "next-banker": "Next bank",
        "title": "{game}: the table seen from above",
        "banker": "Banker",
        "summary": "{banker} sits at the foot of the picture with the stock in front of {pronoun}; "
        "{others} sit round the table: {count} seats by default, {low} to {high} in all.",
        "pronoun": "him",
        "per-seat": "{what}: one in front of each {role}.",
        "zone": "{what} {where}.",
        "caption": "{game}: the table seen from above, the banker at the foot, the cards where he lays them.",
    },
    fr={
        "stock": "Talon",
        "bank": "Banque",
        "stakes": "Mises",
        "next-banker": "Banque suivante",
        "title": "{game} : la table vue d'en haut",
        "banker": "Le banquier",
        "summary": "{banker} est assis au pied de l'image, le talon devant {pronoun} ; les {others} sont "
        "assis autour de la table : {count} places par défaut, de {low} à {high} en tout.",
        "pronoun": "lui",
        "per-seat": "{what} : une devant chaque {role}.",
        "zone": "{what} {where}.",
        "caption": "{game} : la table vue d'en haut, le banquier en bas, les cartes là où il les pose.",
    },
)
"""The picture's own words and the sentences of its text alternative (``banker`` is the banker
as a sentence's subject)."""

SIDES: Phrases[str] = Phrases(
    en={
        "left": "on the banker's left",
        "middle": "in the middle",
        "right": "on the banker's right",
    },
    fr={
        "left": "à la gauche du banquier",
        "middle": "au milieu",
        "right": "à la droite du banquier",
    },
)
"""The engine's side of a zone -> where the text alternative says it lies."""

STAKE_PLACES: Phrases[str] = Phrases(
    en={
        "on-seat-cards": "Each stake lies on its cutter's up-card.",
        "before-seats": "Each stake lies in front of its {role}; the bank lies in front of the banker.",
        "by-zone": "Stakes lie beside the {what}.",
    },
    fr={
        "on-seat-cards": "Chaque mise repose sur la carte de son coupeur.",
        "before-seats": "Chaque mise est posée devant son {role} ; la banque est posée devant le banquier.",
        "by-zone": "Les mises sont posées à côté des {what}.",
    },
)
"""Where the stakes lie, by :attr:`diagrams.Layout.stakes`."""

OCCASIONAL: Phrases[str] = Phrases(
    en={"classic.carabin": "Carabins join for a while and stand by the table (dashed)."},
    fr={
        "classic.carabin": "Des carabins viennent jouer un moment et se tiennent près de la table "
        "(en pointillés)."
    },
)
"""``game.role`` of players who join for a while -> the sentence saying so."""

PASSES: Phrases[str] = Phrases(
    en={
        "1": "When the bank changes hands it goes to the seat on the banker's right.",
        "-1": "When the bank changes hands it goes to the seat on the banker's left.",
    },
    fr={
        "1": "Quand la banque change de mains, elle passe à la place à la droite du banquier.",
        "-1": "Quand la banque change de mains, elle passe à la place à la gauche du banquier.",
    },
)
"""Where the bank goes next (+1: to the banker's right, -1: to his left)."""
