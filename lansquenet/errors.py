"""The error tree.

Every error the engine raises on bad input is a :class:`LansquenetError`, which is a
``ValueError``, so callers that only know Python's built-in errors still catch it. Each
message is one sentence a player understands, naming the rule (and where it helps, the
source section) that the input broke.
"""


class LansquenetError(ValueError):
    """Root of every error the engine raises on bad input."""


class IllegalAction(LansquenetError):
    """A decision that the rules do not allow at this point; the game state is untouched."""


class InvalidSpec(LansquenetError):
    """A deal spec (variant, options, seats, deck, decisions) that cannot be dealt."""


class InvalidNotation(LansquenetError):
    """A card, a list of cards or a decision written in a form the engine cannot read."""
