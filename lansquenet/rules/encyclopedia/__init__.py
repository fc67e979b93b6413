"""The ``encyclopedia`` variant (1979): hand cards, many players' cards, bets between turns.

Importing this package registers the variant. Its parts, one job each: :mod:`.texts`
(options, rulings, words), :mod:`.state` (a hand and its bets), :mod:`.layout` (the first
ace and the layout), :mod:`.betting` (limits and bets), :mod:`.play` (the turns),
:mod:`.computer` (the seeded computer players) and :mod:`.odds` (exact figures).
"""

from .variant import Encyclopedia

__all__ = ["Encyclopedia"]
