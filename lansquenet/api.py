"""The engine as data in, data out: what the site build and the browser worker call.

``deal`` takes a spec dict and returns a transcript dict; ``deal_json`` does the same with
JSON text, which is the one call the Pyodide worker needs, and it never raises: whatever it
is handed, it answers a transcript or ``{"error": sentence}`` in plain words. When a spec
names neither a seed nor a deck, a seed is drawn and written into the transcript so the deal
can be shared. A spec's ``language`` (English when left out) is spoken from the start, so the
deal's words and the sentence refusing a bad spec are both in it.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from . import refusals_fr as fr
from .errors import InvalidSpec, LansquenetError
from .game import Game
from .language import LANGUAGES, Phrases, current, speaks, using
from .play import protocol
from .reading import load_json
from .variants import VARIANTS, find_variant

WORDS: Phrases[str] = Phrases(
    en={
        "not-table": "A deal request is a table of keys (variant, options, seats, ...).",
        "request": "The deal request",
        "deep": "The deal request is nested too deep to read.",
        "fault": "The engine could not deal this request; this is a fault in the engine.",
    },
    fr={"not-table": "Une demande de donne est une table de clés (variant, options, seats…).", **fr.API},
)
"""The sentences refusing a request before any variant reads it, in either language."""

ASKED = re.compile(r'"language"\s*:\s*"([a-z]+)"')
"""A request's ``language`` as its JSON text writes it, read before the text is parsed, so even
text that cannot be parsed is refused in the language it asks for."""


def deal(spec: dict[str, Any]) -> dict[str, Any]:
    """Deal ``spec`` to its end; returns the transcript as a JSON-able dict.

    Raises a :class:`~lansquenet.errors.LansquenetError` (one sentence) on a bad spec.
    """
    if not isinstance(spec, dict):
        raise InvalidSpec(WORDS["not-table"])
    with using(spec.get("language", "en")):
        spec = dict(spec)
        if spec.get("seed") is None and not spec.get("deck") and not spec.get("decks"):
            spec["seed"] = random.SystemRandom().randrange(1_000_000)
        return Game(spec).run().transcript().to_json()


def deal_json(spec_json: str) -> str:
    """``deal`` with JSON text in and out; never raises: errors come back as ``{"error": sentence}``."""
    with using(asked_language(spec_json)):
        try:
            return json.dumps(deal(load_json(spec_json, WORDS["request"])), ensure_ascii=False)
        except LansquenetError as exc:
            return json.dumps({"error": str(exc)}, ensure_ascii=False)
        except RecursionError:
            return json.dumps({"error": WORDS["deep"]}, ensure_ascii=False)
        except Exception:  # an engine fault must still reach the reader as a sentence
            return json.dumps({"error": WORDS["fault"]}, ensure_ascii=False)


def asked_language(spec_json: object) -> str:
    """The language a request's text asks for, if it is one the engine speaks; else the one of
    the moment (a language it does not speak is refused once the text is read)."""
    if isinstance(spec_json, str | bytes | bytearray):
        text = spec_json if isinstance(spec_json, str) else bytes(spec_json).decode("utf-8", "replace")
        found = ASKED.search(text[:100_000])
        if found and found[1] in LANGUAGES:
            return found[1]
    return current()


def variants(language: str = "en") -> dict[str, Any]:
    """Every variant's options (name, default, allowed values, doc), for the board's option menus, and
    its named option sets (``presets``: name, title, doc and every option's value), for Play's setup.

    Told in ``language``, and only the variants told in it: a menu never offers a variant that
    would refuse to deal in the reader's language. Raises
    :class:`~lansquenet.errors.InvalidSpec` for a language the engine does not speak.
    """
    find_variant("pagat")
    with using(language):
        return _variants(language)


def _variants(language: str) -> dict[str, Any]:
    return {
        name: {
            "title": cls.TITLE,
            "options": [
                {
                    "name": o.name,
                    "default": o.default,
                    "choices": list(o.choices),
                    "low": o.low,
                    "high": o.high,
                    "doc": o.doc,
                    "allowed": o.allowed(),
                    "match_only": o.match_only,
                }
                for o in cls.OPTIONS
            ],
            "presets": [
                {"name": p.name, "title": p.title, "doc": p.doc, "options": p.values(cls)}
                for p in cls.PRESETS
            ],
        }
        for name, cls in sorted(VARIANTS.items())
        if language in speaks(cls.PHRASES)
    }


def variants_json(language: str = "en") -> str:
    """:func:`variants` as JSON text, for the browser worker."""
    return json.dumps(variants(language), ensure_ascii=False)


__all__ = ["InvalidSpec", "deal", "deal_json", "variants", "variants_json"]


# ----- Play: a person in the loop (the protocol is described in lansquenet.play.protocol)
def play_start(request_json: str) -> str:
    """Seat a game with people in it and run it to the first person's decision."""
    return protocol.play_start(request_json)


def play_act(game_id: str, action: str) -> str:
    """Answer the pending decision of a game in play with an action in the notation."""
    return protocol.play_act(game_id, action)


def play_state(game_id: str) -> str:
    """Everything a player may see of a game in play, as ``play_start`` answers it."""
    return protocol.play_state(game_id)


def play_transcript(game_id: str) -> str:
    """The finished game's transcript; an error sentence while it is still in play."""
    return protocol.play_transcript(game_id)


def play_end(game_id: str) -> str:
    """Forget a game in play."""
    return protocol.play_end(game_id)


__all__ += ["play_act", "play_end", "play_start", "play_state", "play_transcript"]
