"""How the court game's scenario tests deal: a stacked hand with the options a test module starts from."""

from __future__ import annotations

from lansquenet.game import Game


def dealer(base_options: dict):
    """A ``deal`` function whose hands start from ``base_options``.

    ``deal(deck, ...)`` deals a stacked hand (or ``decks`` for several) with ``decisions``;
    ``run=True`` plays it to the end (computer players answer what the decisions leave open),
    ``run=False`` answers only the given decisions and stops there. A round (``scope="match"``)
    keeps the spec's banker rather than drawing one.
    """

    def deal(
        deck=None,
        decisions=(),
        options=None,
        seats=4,
        scope="deal",
        run=True,
        banker=0,
        chips=None,
        decks=None,
    ):
        options = {**base_options, **(options or {})}
        if scope == "match":
            options.setdefault("first_banker", "seat")
        spec = {
            "variant": "classic",
            "seats": seats,
            "banker": banker,
            "scope": scope,
            "options": options,
            "decisions": list(decisions) if run else [],
        }
        spec.update({"decks": decks} if decks else {"deck": deck})
        if chips is not None:
            spec["chips"] = chips
        game = Game(spec)
        if run:
            return game.run()
        for decision in decisions:
            game.act(decision)
        return game

    return deal


def step(game, kind, nth=0):
    """The ``nth`` step whose event is ``kind``."""
    return [s for s in game.steps if s.event.kind == kind][nth]
