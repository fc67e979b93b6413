"""The engine deals the same whatever Python's hash secret: the browser's engine relies on it.

CPython draws a new secret for hashing strings in every process (``PYTHONHASHSEED`` unset), which
changes the order a set of strings is walked in. The site's worker restores a snapshot of a
started Python (scripts/site/make-snapshot.mjs), so every restored engine keeps the secret the
snapshot was made with. A transcript that depended on the order of a set or on hashes would then
differ from CPython's; these tests deal under several secrets and want the same bytes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from lansquenet import api

SPECS = [
    {"variant": variant, "seed": seed, "scope": scope}
    for variant in ("pagat", "classic", "encyclopedia", "modern")
    for seed, scope in ((7, "deal"), (2024, "deal"), (31, "match"))
]

DEAL_ALL = """
import json, sys
from lansquenet import api
for spec in json.loads(sys.stdin.read()):
    try:
        print(api.deal_json(json.dumps(spec)))
    except Exception as exc:
        print(json.dumps({"raised": type(exc).__name__}))
"""


def deal_under(secret: str) -> list[str]:
    """Every spec's transcript as JSON text, dealt by a fresh CPython with this hash secret."""
    env = dict(os.environ, PYTHONHASHSEED=secret)
    done = subprocess.run(
        [sys.executable, "-c", DEAL_ALL],
        input=json.dumps(SPECS),
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=600,
    )
    return done.stdout.splitlines()


def test_the_specs_deal():
    """The specs are real deals, not refusals, so the comparison below compares transcripts."""
    for line in deal_under("0"):
        assert "steps" in json.loads(line), line[:200]


def test_the_hash_secret_changes_nothing():
    first = deal_under("0")
    assert len(first) == len(SPECS)
    for secret in ("1", "4242", "random"):
        assert deal_under(secret) == first, f"PYTHONHASHSEED={secret} dealt differently"
    assert first == [api.deal_json(json.dumps(spec)) for spec in SPECS]
