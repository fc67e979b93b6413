"""scripts/static_server.py serves the types browsers insist on, and a sitemap for its own origin."""

from __future__ import annotations

import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from static_server import serve_in_thread  # noqa: E402

FILES = {
    "a.wasm": "application/wasm",
    "a.mjs": "text/javascript",
    "a.js": "text/javascript",
    "a.json": "application/json",
    "a.zip": "application/octet-stream",
    "a.tar": "application/octet-stream",
}


@pytest.fixture
def served(tmp_path):
    for name in FILES:
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "sitemap.xml").write_text(
        "<urlset><url><loc>http://127.0.0.1:8000/a/</loc></url><url><loc>https://example.org/b/</loc></url></urlset>"
    )
    server, url = serve_in_thread(tmp_path)
    yield url
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize("name, kind", FILES.items())
def test_content_types(served, name, kind):
    with urllib.request.urlopen(served + name) as response:
        assert response.headers["Content-Type"] == kind


def test_sitemap_points_at_the_serving_origin(served):
    with urllib.request.urlopen(served + "sitemap.xml") as response:
        text = response.read().decode()
    origin = served.rstrip("/")
    assert text.count(f"<loc>{origin}/") == 2
    assert "8000" not in text and "example.org" not in text
