"""No page of the built site names a canonical address on the build machine's loopback.

A canonical link tells search engines and link previews where a page really lives. The site is
built for any host; unless its address is given (``LANSQUENET_SITE_URL``), a canonical link could
only name the local server, ``http://127.0.0.1:8000/``, which is nobody else's site.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")
CANONICAL = re.compile(r'<link rel="canonical" href="([^"]*)"')


def built_pages() -> list[Path]:
    if not (SITE / "index.html").is_file():
        pytest.fail(f"{SITE} holds no built site; run scripts/test, which builds the site before the tests.")
    return sorted(SITE.rglob("*.html"))


def test_no_page_names_a_loopback_canonical_address():
    loopback = [
        f"{path.relative_to(SITE)}: {href}"
        for path in built_pages()
        for href in CANONICAL.findall(path.read_text(encoding="utf-8"))
        if re.match(r"https?://(127\.|localhost\b|\[::1\])", href)
    ]
    assert not loopback, "pages name a canonical address on loopback:\n" + "\n".join(loopback[:10])
