"""Compact transcripts for the page: each step's table view as the change from the step before.

A transcript's step carries a whole picture of the table (every zone, seat and stake), and from
one step to the next little of it changes: on the court game's page the views are nine tenths of
the HTML. The build keeps the first step's view whole and replaces each later ``view`` with a
``delta`` against the previous one; ``docs/javascripts/transcript-delta.js`` rebuilds the views
once, when a board reads its data, so the board code sees the transcript exactly as dealt.

A patch is JSON, read against the value it changes:

* ``[value]`` (a list of one): the value is replaced by ``value``;
* ``[]`` (an empty list), as a member of an object patch: the key is removed;
* an object: only the listed keys (for a list, its indices, plus ``"length"`` when it grew or
  shrank) change, each by its own patch.

A step whose view did not change gets an empty patch, ``{}``. A patch is only used where it is
shorter than the value it replaces.
"""

from __future__ import annotations

import json
from typing import Any

FORMAT = "delta-1"


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _size(value: Any) -> int:
    return len(_text(value))


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON: ``True`` and ``1`` differ here, as they do to the browser."""
    return a is b or _text(a) == _text(b)


def patch(old: Any, new: Any) -> Any:
    """The patch turning ``old`` into ``new`` (``{}`` when they are equal)."""
    if _same(old, new):
        return {}
    whole = [new]
    if isinstance(old, dict) and isinstance(new, dict):
        out: dict[str, Any] = {}
        for key, value in new.items():
            if key not in old:
                out[key] = [value]
            elif not _same(old[key], value):
                out[key] = patch(old[key], value)
        for key in old:
            if key not in new:
                out[key] = []
    elif isinstance(old, list) and isinstance(new, list):
        out = {}
        if len(old) != len(new):
            out["length"] = len(new)
        for index, value in enumerate(new):
            if index >= len(old):
                out[str(index)] = [value]
            elif not _same(old[index], value):
                out[str(index)] = patch(old[index], value)
    else:
        return whole
    return out if _size(out) < _size(whole) else whole


def apply(old: Any, change: Any) -> Any:
    """``old`` changed by the patch ``change``; ``old`` itself is left as it was."""
    if isinstance(change, list):
        return change[0]
    if isinstance(old, list):
        result: Any = list(old)
        if "length" in change:
            length = change["length"]
            result = result[:length] + [None] * (length - len(result))
        for key, sub in change.items():
            if key != "length":
                result[int(key)] = apply(result[int(key)], sub)
        return result
    result = dict(old)
    for key, sub in change.items():
        if sub == []:
            result.pop(key, None)
        else:
            result[key] = apply(result.get(key), sub)
    return result


def compact(transcript: dict) -> dict:
    """The transcript with every step's view after the first given as a ``delta``."""
    out = dict(transcript)
    steps = []
    previous = None
    for step in transcript["steps"]:
        step = dict(step)
        view = step.pop("view", None)
        if previous is None or view is None:
            step["view"] = view
        else:
            step["delta"] = patch(previous, view)
        previous = view if view is not None else previous
        steps.append(step)
    out["steps"] = steps
    out["views"] = FORMAT
    return out


def expand(transcript: dict) -> dict:
    """The full transcript back from :func:`compact` (what the browser's decoder does)."""
    if transcript.get("views") != FORMAT:
        return transcript
    out = {key: value for key, value in transcript.items() if key != "views"}
    steps = []
    previous = None
    for step in transcript["steps"]:
        step = dict(step)
        if "delta" in step:
            step["view"] = apply(previous, step.pop("delta"))
        previous = step["view"] if step.get("view") is not None else previous
        steps.append(step)
    out["steps"] = steps
    return out
