"""The table server sends the built site's precompressed copies as the static server does, each
answer with its security headers (review findings F8 and F11)."""

from __future__ import annotations

import base64
import gzip
import hashlib

from starlette.testclient import TestClient

from lansquenet_server.app import create_app


def test_a_page_goes_gzipped_to_a_browser_that_accepts_it(tmp_path):
    page = "<!doctype html><title>Lansquenet</title>" + "<p>a board</p>" * 200
    (tmp_path / "index.html").write_text(page, encoding="utf-8")
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(page.encode()))
    client = TestClient(create_app(site=tmp_path, hosts=("testserver",)))
    zipped = client.get("/", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip" and zipped.headers["vary"] == "Accept-Encoding"
    assert zipped.headers["content-type"].startswith("text/html") and zipped.text == page
    plain = client.get("/", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.headers["vary"] == "Accept-Encoding"
    assert plain.text == page


def site_with_a_script(tmp_path):
    inline = 'document.documentElement.classList.replace("no-js", "js")'
    page = f'<!doctype html><title>Lansquenet</title><script>{inline}</script><script src="a.js"></script>'
    (tmp_path / "index.html").write_text(page, encoding="utf-8")
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(page.encode()))
    (tmp_path / "engine-worker.mjs").write_text("export {};\n", encoding="utf-8")
    return TestClient(create_app(site=tmp_path, hosts=("testserver",))), inline


def test_F8_every_answer_carries_the_security_headers(tmp_path):
    client, inline = site_with_a_script(tmp_path)
    digest = base64.b64encode(hashlib.sha256(inline.encode()).digest()).decode()
    for accept in ("gzip", "identity"):
        page = client.get("/", headers={"Accept-Encoding": accept})
        policy = page.headers["content-security-policy"]
        assert f"script-src 'self' 'sha256-{digest}';" in policy  # its own inline script, no other
        assert "frame-ancestors 'none'" in policy and "connect-src 'self'" in policy
        assert "unsafe-eval" not in policy and "'unsafe-inline'" not in policy.split("style-src")[0]
        assert page.headers["x-content-type-options"] == "nosniff"
        assert page.headers["referrer-policy"] == "no-referrer"
    worker = client.get("/engine-worker.mjs")
    assert "'wasm-unsafe-eval'" in worker.headers["content-security-policy"]
    for answer in (client.get("/rooms/games"), client.get("/no-such-page")):
        assert answer.headers["content-security-policy"].startswith("default-src 'none'")
        assert answer.headers["x-content-type-options"] == "nosniff"


def test_F11_a_gz_file_asked_for_by_its_own_name_is_a_gzip_file(tmp_path):
    client, _ = site_with_a_script(tmp_path)
    answer = client.get("/index.html.gz", headers={"Accept-Encoding": "identity"})
    assert answer.headers["content-type"] == "application/gzip"
    assert "content-encoding" not in answer.headers
    assert gzip.decompress(answer.content).startswith(b"<!doctype html>")
