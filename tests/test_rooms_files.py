"""The table server sends the built site's precompressed copies as the static server does."""

from __future__ import annotations

import gzip

from starlette.testclient import TestClient

from lansquenet_server.app import create_app


def test_a_page_goes_gzipped_to_a_browser_that_accepts_it(tmp_path):
    page = "<!doctype html><title>Lansquenet</title>" + "<p>a board</p>" * 200
    (tmp_path / "index.html").write_text(page, encoding="utf-8")
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(page.encode()))
    client = TestClient(create_app(site=tmp_path))
    zipped = client.get("/", headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["content-encoding"] == "gzip" and zipped.headers["vary"] == "Accept-Encoding"
    assert zipped.headers["content-type"].startswith("text/html") and zipped.text == page
    plain = client.get("/", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.headers["vary"] == "Accept-Encoding"
    assert plain.text == page
