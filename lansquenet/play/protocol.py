"""Play's protocol: JSON text in and out, for the browser worker and a table server alike.

Every function answers JSON text and never raises; a request it cannot carry out answers
``{"error": "one sentence"}`` and changes nothing. Seats are numbered from 0.

``play_start(request_json)``
    Request: ``{"variant": "pagat", "options": {...}, "seats": 4 (or "names": ["Ann", ...]),
    "seed": optional whole number, "people": [seats that are people, default [0]],
    "scope": "match" (default) or "deal", "language": "en" (default) or "fr"}``. Every word of the
    game (steps, prompts, button names, refusals of an action) is in its language, whoever steps
    it and whenever. The computer players take every decision that
    is not a person's; the engine stops at the first decision a person must make, or at the
    end. Answer::

        {"id": "...", "variant": "pagat", "scope": "match", "options": {...},
         "seats": ["Anne", ...], "people": [0], "steps": [every step so far],
         "pending": decision or null, "finished": false,
         "standings": null, "winners": null}

``play_act(id, action)``
    ``action`` in the notation (``"stake 10"``, ``"pass"``, ``"bet-k 3"``). It must answer the
    pending decision; otherwise the answer is an error sentence and nothing changes. Answer:
    ``{"steps": [only the new steps], "pending", "finished", "standings", "winners"}``. The new
    steps may be none: an action that makes no event of its own (a pass in the 1979 game's
    betting) can lead straight to the next person's decision. A decision that asks a series
    carries ``several`` (below); its answers may be sent together, separated by ``;``
    (``"bet-k 3; bet-10 2; pass"``): each is applied as its own decision, in order, or, if one is
    refused, none is, and the error sentence names it.

``play_state(id)``
    The same answer as ``play_start`` (every step so far), for a board that draws afresh.

``play_transcript(id)``
    The whole game as a transcript, the JSON of ``deal --json``, which
    ``python -m lansquenet replay FILE`` deals again identically. It names the ``people``: the
    computer players' decisions in a row are told together up to a person's (several bets of the
    1979 game in one step), while what a person's own decision did is a step of its own. Only once the game is over
    (it carries the pack orders); before that, an error sentence.

``play_end(id)``
    Forget the game: ``{"ended": id}``. Starting a game when 32 are held forgets the oldest.

A step is as in a transcript: ``kind``, ``text``, ``term``, ``seat``, ``seats``, ``cards``,
``amount``, ``transfers``, ``view``. A pending decision is
``{"seat", "name", "kind", "prompt", "choices": [...], "unavailable": [...]}``; each choice
has ``kind``, ``label`` (the button's name: "Pass", "Stake", "Bet on the KD"),
``notation`` (how to type it: ``"stake N"``, or ``"buy 44"`` when one amount is allowed) and, when it takes an amount, ``low``, ``high``, ``step`` and
``range`` in words ("5 to 50 chips, in multiples of 5"); each unavailable action has
``kind``, ``label`` and ``why``. A decision whose seat is asked again after each answer until it
passes (the 1979 game's bets) carries ``several``: ``{"close": "pass", "separator": ";", "hint",
"amount", "submit", "none"}``, the answer that ends the series, how answers sent together are
joined, and the words of a form that gathers them (:data:`lansquenet.play.phrases.SEVERAL`). ``standings`` (once finished) lists every seat as
``{"seat", "name", "chips", "net", "rank"}`` (rank 1 holds the most chips; ties share a rank)
and ``winners`` the seats with the most chips (more than one is a shared win).

A step's ``view`` names the decision pending when the step was handed out. In the finished
transcript the last step before a decision may name a later one instead (a decision answered
without an event, such as a pass, leaves no step of its own); the board takes the decision
to show from ``pending``, never from a step.

No answer but the finished transcript carries a card before it turns, the stock's order,
the pack orders or the seed: a view shows only how many cards the stock holds.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from typing import Any

from ..errors import InvalidSpec, LansquenetError
from ..language import using
from .choices import decision_json
from .phrases import PROTOCOL
from .session import Session

REQUEST_KEYS = ("variant", "options", "seats", "names", "seed", "people", "scope", "language")

SESSIONS: dict[str, Session] = {}
"""The games in play, by id, oldest first."""

MAX_SESSIONS = 32
"""How many games one holder keeps; starting one more forgets the oldest (a tab that starts
game after game without ending them must not grow without bound)."""


def start(request: object) -> dict[str, Any]:
    """Seat a game from a request dict (see the module docstring); raises ``LansquenetError``, in
    the request's language from the moment it is known to be one."""
    language = request.get("language") if isinstance(request, dict) else None
    with using(language if language is not None else "en"):
        return _start(request)


def _start(request: object) -> dict[str, Any]:
    if not isinstance(request, dict):
        raise InvalidSpec(PROTOCOL["not-a-table"])
    unknown = sorted(set(request) - set(REQUEST_KEYS))
    if unknown:
        raise InvalidSpec(PROTOCOL.word("no-key", key=repr(unknown[0]), keys=", ".join(REQUEST_KEYS)))
    if "seats" in request and "names" in request:
        raise InvalidSpec(PROTOCOL["both"])
    spec: dict[str, Any] = {"variant": request.get("variant"), "scope": request.get("scope", "match")}
    if request.get("language") is not None:
        spec["language"] = request["language"]
    if "variant" not in request:
        raise InvalidSpec(PROTOCOL["no-variant"])
    if request.get("options") is not None:
        if not isinstance(request["options"], dict):
            raise InvalidSpec(PROTOCOL["options"])
        spec["options"] = request["options"]
    if request.get("names") is not None:
        if not isinstance(request["names"], list):
            raise InvalidSpec(PROTOCOL["names"])
        spec["seats"] = request["names"]
    elif request.get("seats") is not None:
        if not isinstance(request["seats"], int) or isinstance(request["seats"], bool):
            raise InvalidSpec(PROTOCOL.word("seats", seats=repr(request["seats"])))
        spec["seats"] = request["seats"]
    seed = request.get("seed")
    # Drawn here, in the engine, from the system's secure generator: the page learns it only
    # with the transcript, once the game is over. 53 bits, so the page's numbers hold it exactly.
    spec["seed"] = secrets.randbits(53) if seed is None else seed
    session = Session(spec, request.get("people", [0]))
    key = secrets.token_hex(8)
    SESSIONS[key] = session
    for old in list(SESSIONS)[: max(0, len(SESSIONS) - MAX_SESSIONS)]:
        del SESSIONS[old]
    return {"id": key, **everything(session)}


def everything(session: Session) -> dict[str, Any]:
    """The whole game so far as a player may see it (marks every step as handed out)."""
    session.new_steps()
    game = session.game
    return {
        "variant": game.variant.NAME,
        "scope": game.spec.scope,
        "options": dict(game.variant.options),
        "seats": session.names,
        "people": sorted(session.people),
        "steps": [s.to_json() for s in game.steps],
        **progress(session),
    }


def progress(session: Session) -> dict[str, Any]:
    """Where the game stands: the pending decision (for the board), finished, standings, winners;
    in the game's language."""
    with using(session.game.language):
        return _progress(session)


def _progress(session: Session) -> dict[str, Any]:
    pending = session.pending()
    return {
        "pending": None if pending is None else decision_json(pending, session.names),
        "finished": session.finished,
        "standings": session.standings(),
        "winners": session.winners(),
    }


def find(key: object) -> Session:
    session = SESSIONS.get(key) if isinstance(key, str) else None
    if session is None:
        raise InvalidSpec(PROTOCOL.word("no-game", key=repr(key)))
    return session


def act(key: object, action: object) -> dict[str, Any]:
    """Apply a person's action (notation text) to game ``key``; raises ``LansquenetError``."""
    session = find(key)
    with using(session.game.language):
        if not isinstance(action, str):
            raise InvalidSpec(PROTOCOL["action"])
        steps = session.act(action)
    return {"steps": [s.to_json() for s in steps], **progress(session)}


def answer(call: Callable[..., dict[str, Any]], *args: object) -> str:
    """Run ``call`` and answer JSON text: its result, or ``{"error": sentence}``; never raises."""
    try:
        result = call(*args)
    except LansquenetError as exc:
        result = {"error": str(exc)}
    except Exception as exc:  # the worker must always get an answer
        result = {"error": PROTOCOL.word("fault", kind=type(exc).__name__, error=exc)}
    return json.dumps(result, ensure_ascii=False)


def play_start(request_json: str) -> str:
    """Seat a game and run it to the first person's decision; see the module docstring."""
    try:
        request = json.loads(request_json)
    except (TypeError, json.JSONDecodeError):
        return json.dumps({"error": PROTOCOL["not-json"]})
    return answer(start, request)


def play_act(key: str, action: str) -> str:
    """Answer the pending decision of game ``key`` with ``action``; see the module docstring."""
    return answer(act, key, action)


def play_state(key: str) -> str:
    """Everything so far of game ``key``, as ``play_start`` answers it."""
    return answer(lambda k: everything(find(k)), key)


def play_transcript(key: str) -> str:
    """The finished game's transcript (``deal --json``); an error sentence before the end."""
    return answer(lambda k: find(k).transcript().to_json(), key)


def play_end(key: str) -> str:
    """Forget game ``key``."""

    def end(k: object) -> dict[str, Any]:
        find(k)
        SESSIONS.pop(str(k))
        return {"ended": k}

    return answer(end, key)
