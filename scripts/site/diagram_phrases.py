"""The words of the table diagrams (``diagrams.py``), kept apart so a French edition can follow.

The diagrams take what they can from the engine: the roles its seats hold, its zones' labels and
sides, its seat counts and where the bank goes next. What the engine does not say in a reader's
words is here: the plural of a zone a seat or a carabin holds one of, a role's word on the
picture, and the sentences of the text alternative. Each game's words follow its source: the
court game's **cutters** and **carabins**, the 19th century's **punters**, Pagat's and the
encyclopedia's **players**.
"""

from __future__ import annotations

ROLES: dict[str, dict[str, str]] = {
    "classic": {"banker": "Banker", "cutter": "Cutter", "carabin": "Carabin"},
    "modern": {"banker": "Banker", "punter": "Punter"},
    "pagat": {"banker": "Banker", "punter": "Player"},
    "encyclopedia": {"banker": "Banker", "punter": "Player", "player": "Player"},
}
"""Game -> the engine's role -> the word the picture writes by a seat of that role."""

BEFORE_THE_BANK: dict[str, str] = {
    "first-ace-dealer": "the encyclopedia's search for the first dealer, before anyone holds the bank",
}
"""Roles a seat holds only while the first banker is found; the picture of a deal leaves them out."""

GROUPS: dict[str, str] = {
    "up-": "Up-cards, each under its cutter's stake",
    "reprise-": "Reprise cards",
    "players-card-": "Players' cards",
    "hand-": "Hand cards",
}
"""Zone-id prefix -> the words for the zones with that prefix, drawn as one group."""

STOCK = "Stock"
BANK = "Bank"
STAKES = "Stakes"
NEXT_BANKER = "Next bank"

TITLE = "{game}: the table seen from above"
SUMMARY = (
    "{banker} sits at the foot of the picture with the stock in front of {pronoun}; "
    "{others} sit round the table: {count} seats by default, {low} to {high} in all."
)
PRONOUN = "him"
SIDES = {
    "left": "on the banker's left",
    "middle": "in the middle",
    "right": "on the banker's right",
}
PER_SEAT = "{what}: one in front of each {role}."
ZONE = "{what} {where}."
STAKE_PLACES = {
    "on-seat-cards": "Each stake lies on its cutter's up-card.",
    "before-seats": "Each stake lies in front of its {role}; the bank lies in front of the banker.",
    "by-zone": "Stakes lie beside the {what}.",
}
OCCASIONAL = "{role}s join for a while and stand by the table (dashed)."
PASSES = {
    1: "When the bank changes hands it goes to the seat on the banker's right.",
    -1: "When the bank changes hands it goes to the seat on the banker's left.",
}
CAPTION = "{game}: the table seen from above, the banker at the foot, the cards where he lays them."
