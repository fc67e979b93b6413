"""What the French tests of every variant share: where a transcript holds words, every word it
holds, the transcript with its words taken out, and the English a French sentence never holds.

A French deal and the English deal of the same spec must be the same deal told in other words:
:func:`without_words` of each must be equal. A French sentence must hold none of
:data:`ENGLISH`, a variant's tests adding the words of its own game (:func:`english_left`).
"""

from __future__ import annotations

from collections.abc import Iterable

from lansquenet import api
from lansquenet.replay import replay_transcript

WORD_KEYS = frozenset({"text", "prompt", "why", "note", "label", "reason", "word", "payer", "payee"})
"""Where a transcript holds words (a transfer's payer and payee are account labels: "Bank", "Banque")."""
ENGLISH = (" the ", " and ", " chips", "'s ", " chip ", " of ", " is ", "stake", "The ", "turns")
"""Words a French sentence never holds, which English ones almost always do."""


def words(value: object) -> list[str]:
    """Every word string in a transcript, wherever it lies."""
    if isinstance(value, dict):
        return [
            w for k, v in value.items() for w in ([v] if k in WORD_KEYS and isinstance(v, str) else words(v))
        ]
    if isinstance(value, list):
        return [w for v in value for w in words(v)]
    return []


def without_words(value: object) -> object:
    """The transcript with every word taken out: what play did, in no language."""
    if isinstance(value, dict):
        return {k: without_words(v) for k, v in value.items() if k not in WORD_KEYS and k != "language"}
    if isinstance(value, list):
        return [without_words(v) for v in value]
    return value


def told_alike(english: dict, french: dict) -> None:
    """Assert that ``french`` is the deal ``english`` is, told in other words: the same once the
    words are out, as many words, and not the same words."""
    assert "language" not in english and french["language"] == "fr"
    assert without_words(french) == without_words(english)
    assert len(words(french)) == len(words(english))
    assert [w for w in words(french) if w] != [w for w in words(english) if w]


def replays_as_recorded(recorded: dict) -> None:
    """Assert that ``recorded`` deals again, in its own language, into exactly itself."""
    again, failures = replay_transcript(recorded)
    assert failures == [] and again == recorded


def english_left(text: str, more: Iterable[str] = ()) -> list[str]:
    """The English words (:data:`ENGLISH` and ``more``) found in ``text``."""
    return [e for e in (*ENGLISH, *more) if e in f" {text} "]


def dealer(variant: str):
    """A function dealing ``variant`` in a language from a spec's other keys."""

    def deal(language: str, **spec: object) -> dict:
        return api.deal({"variant": variant, "language": language, **spec})

    return deal
