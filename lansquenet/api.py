"""The engine as data in, data out: what the site build and the browser worker call.

``deal`` takes a spec dict and returns a transcript dict; ``deal_json`` does the same with
JSON text, which is the one call the Pyodide worker needs. When a spec names neither a
seed nor a deck, a seed is drawn and written into the transcript so the deal can be shared.
"""

from __future__ import annotations

import json
import random

from .errors import InvalidSpec
from .game import Game
from .variants import VARIANTS, find_variant


def deal(spec: dict) -> dict:
    """Deal ``spec`` to its end; returns the transcript as a JSON-able dict."""
    spec = dict(spec)
    if spec.get("seed") is None and not spec.get("deck") and not spec.get("decks"):
        spec["seed"] = random.SystemRandom().randrange(1_000_000)
    return Game(spec).run().transcript().to_json()


def deal_json(spec_json: str) -> str:
    """``deal`` with JSON text in and out; errors come back as ``{"error": sentence}``."""
    try:
        spec = json.loads(spec_json)
    except json.JSONDecodeError:
        return json.dumps({"error": "The deal request is not valid JSON."})
    try:
        return json.dumps(deal(spec), ensure_ascii=False)
    except ValueError as exc:  # LansquenetError is a ValueError
        return json.dumps({"error": str(exc)})


def variants() -> dict:
    """Every variant's options (name, default, allowed values, doc), for the board's option menus."""
    find_variant("pagat")
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
        }
        for name, cls in sorted(VARIANTS.items())
    }


def variants_json() -> str:
    return json.dumps(variants(), ensure_ascii=False)


__all__ = ["InvalidSpec", "deal", "deal_json", "variants", "variants_json"]
