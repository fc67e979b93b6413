"""Play: a game with people in the loop (see :mod:`lansquenet.play.protocol` for the protocol).

:class:`~lansquenet.play.session.Session` holds the game; :mod:`~lansquenet.play.protocol`
speaks JSON to the browser worker or a table server; :mod:`~lansquenet.play.terminal` plays
in a terminal; :mod:`~lansquenet.play.choices` names each choice for a board.
"""

from .session import Session

__all__ = ["Session"]
