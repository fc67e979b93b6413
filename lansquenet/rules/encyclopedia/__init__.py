"""The ``encyclopedia`` variant (1979): hand cards, many players' cards, bets between turns.

Importing this package registers the variant. Its parts, one job each: :mod:`.texts`
(options, rulings, phrases), :mod:`.words` (the pieces filled into them, labels, prompts and
reasons), :mod:`.state` (a hand and its bets), :mod:`.layout` (the first ace and the layout),
:mod:`.betting` (limits and bets), :mod:`.play` (the turns), :mod:`.computer` (the seeded
computer players) and :mod:`.odds` (exact figures). Each table of words is told in English and
in French, the French in a sibling module (:mod:`.texts_fr`, :mod:`.words_fr`, :mod:`.odds_fr`).
"""

from .variant import Encyclopedia

__all__ = ["Encyclopedia"]
