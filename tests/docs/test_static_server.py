"""scripts/static_server.py serves the types browsers insist on, and the build's precompressed copies."""

from __future__ import annotations

import gzip
import os
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "site"))
from compress import precompress  # noqa: E402
from static_server import accepted_encodings, choose_encoding, serve_in_thread  # noqa: E402

FILES = {
    "a.wasm": "application/wasm",
    "a.mjs": "text/javascript",
    "a.js": "text/javascript",
    "a.json": "application/json",
    "a.zip": "application/octet-stream",
    "a.tar": "application/octet-stream",
}
PAGE = ("<p>A page that repeats itself. </p>" * 200).encode()


@pytest.fixture
def served(tmp_path):
    for name in FILES:
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "index.html").write_bytes(PAGE)
    (tmp_path / "small.css").write_bytes(b"p{}")
    precompress(tmp_path)
    server, url = serve_in_thread(tmp_path)
    yield url
    server.shutdown()
    server.server_close()


def get(url: str, accept: str | None) -> tuple[dict, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept else {})
    with urllib.request.urlopen(request) as response:
        return dict(response.headers), response.read()


@pytest.mark.parametrize("name, kind", FILES.items())
def test_content_types(served, name, kind):
    with urllib.request.urlopen(served + name) as response:
        assert response.headers["Content-Type"] == kind


def test_a_browser_that_accepts_gzip_gets_the_precompressed_page(served):
    headers, body = get(served + "rules/", "gzip, deflate, br")
    assert headers["Content-Encoding"] == "gzip"
    assert headers["Content-Type"] == "text/html"
    assert headers["Vary"] == "Accept-Encoding"
    assert int(headers["Content-Length"]) == len(body) < len(PAGE) / 5
    assert gzip.decompress(body) == PAGE


def test_a_client_without_gzip_gets_the_page_as_built(served):
    for accept in (None, "identity", "gzip;q=0, br;q=0"):
        headers, body = get(served + "rules/index.html", accept)
        assert "Content-Encoding" not in headers
        assert headers["Vary"] == "Accept-Encoding"
        assert body == PAGE


def test_small_files_are_left_uncompressed(served, tmp_path):
    assert not (tmp_path / "small.css.gz").exists()
    headers, body = get(served + "small.css", "gzip")
    assert "Content-Encoding" not in headers and body == b"p{}"


def test_a_stale_copy_is_never_sent(tmp_path):
    page = tmp_path / "index.html"
    page.write_bytes(PAGE)
    precompress(tmp_path)
    copy = tmp_path / "index.html.gz"
    assert choose_encoding(page, "gzip") == (copy, "gzip")
    past = page.stat().st_mtime - 60
    os.utime(copy, (past, past))
    assert choose_encoding(page, "gzip") == (page, None)


def test_brotli_is_preferred_when_the_build_has_it(tmp_path):
    page = tmp_path / "index.html"
    page.write_bytes(PAGE)
    precompress(tmp_path)
    (tmp_path / "index.html.br").write_bytes(b"br")
    assert choose_encoding(page, "gzip, br") == (tmp_path / "index.html.br", "br")
    assert choose_encoding(page, "gzip") == (tmp_path / "index.html.gz", "gzip")


def test_accept_encoding_is_read_with_its_q_values():
    assert accepted_encodings("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert accepted_encodings("br;q=0, gzip;q=0.5") == {"gzip"}
    assert accepted_encodings("*") == {"gzip", "br"}
    assert accepted_encodings("*, gzip;q=0") == {"br"}
    assert accepted_encodings("") == set()


def test_precompressed_copies_are_reproducible(tmp_path):
    page = tmp_path / "index.html"
    page.write_bytes(PAGE)
    first = precompress(tmp_path)[0].read_bytes()
    first_copy = tmp_path / "index.html.gz"
    first_copy.unlink()
    assert precompress(tmp_path)[0].read_bytes() == first
