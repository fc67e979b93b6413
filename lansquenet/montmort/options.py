"""Montmort's game as the engine deals it: the court game (variant ``classic``) with these options.

The court game already has the Encyclopédie's readings of the lifted stake (to the one who holds
the deal) and of a coupeur's quadruple (the triple paid, the rest taken back, the deal passing);
Montmort's game adds even-money stakes on double and triple cards, and leaves out watering, the
réjouissance and the carabins, which his figures do not count. The court game's options table
states each option's source; :mod:`.rulings` says why these are Montmort's.
"""

from __future__ import annotations

VARIANT = "classic"
OPTIONS: dict[str, object] = {
    "multiple_stakes": "even",
    "watering": False,
    "rejouissance": False,
    "carabins": "none",
    "removed_stake": "banker",
    "deal_quadruple": "recovered",
}
