"""The ``classic`` variant: the 17th-18th-century court game, complete.

Importing this package registers the variant. Its parts, one job each: :mod:`.hand` (a
hand's state, zones, accounts), :mod:`.deal` (shuffle, cut, up-cards and multiple cards),
:mod:`.banker_card` (the banker's own card), :mod:`.rejouissance`, :mod:`.taking` (takes
and watering), :mod:`.reprise` (carabins, reprise cards, the rule of odds), :mod:`.stock`
(dealing the stock and the hand's ends), :mod:`.round` (a hand, a round), :mod:`.computer`
(seeded players), :mod:`.odds` (exact figures), and the words: :mod:`.options`,
:mod:`.rulings`, :mod:`.phrases`.
"""

from .variant import Classic

__all__ = ["Classic"]
