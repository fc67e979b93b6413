"""Lansquenet: the historical card game and its variants, dealt card by card.

The engine is pure Python (standard library only) and runs unchanged under CPython and
Pyodide. A deal spec fully determines a :class:`~lansquenet.events.Transcript`: every step
with its event, its words and a view of the table.

Entry points: :func:`lansquenet.api.deal` (spec dict in, transcript dict out), the
:class:`~lansquenet.game.Game` stepper, and ``python -m lansquenet``.
"""

from .errors import IllegalAction, InvalidNotation, InvalidSpec, LansquenetError

__version__ = "0.1.0"

__all__ = ["IllegalAction", "InvalidNotation", "InvalidSpec", "LansquenetError", "__version__"]
