"""The bundle's serve.py, run with no arguments or double-clicked: its own folder, served and opened."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from serve_helpers import ADDRESS, serving_bare, wait_for_file  # noqa: E402

PAGE = b"<!doctype html><title>Lansquenet</title><p>The bundle's home page.</p>"


@pytest.fixture
def folder(tmp_path) -> Path:
    """An unzipped bundle in small: a home page, and serve.py beside it."""
    site = tmp_path / "lansquenet"
    site.mkdir()
    (site / "index.html").write_bytes(PAGE)
    shutil.copy(ROOT / "scripts" / "static_server.py", site / "serve.py")
    return site


def hold_preferred_port() -> socket.socket | None:
    """Listen on 8000, as another program might; None if another program already does."""
    held = socket.socket()
    held.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server does, past TIME_WAIT
    try:
        held.bind(("127.0.0.1", 8000))
        held.listen()
    except OSError:
        held.close()
        return None
    return held


def test_run_bare_it_serves_its_own_folder_and_opens_the_browser(folder, tmp_path):
    scratch = tmp_path / "elsewhere"  # a double-click's working directory is not the folder
    scratch.mkdir()
    with serving_bare(folder, scratch) as (url, opened, printed):
        with urllib.request.urlopen(url) as response:
            assert response.read() == PAGE
        with urllib.request.urlopen(url + "index.html") as response:
            assert response.headers["Content-Type"] == "text/html"
        assert wait_for_file(opened) == url
        assert "Ctrl-C" in printed and "close this window" in printed


def test_with_port_8000_taken_it_serves_on_another_and_says_which(folder, tmp_path):
    held = hold_preferred_port()  # None: something else holds it, which is the same test
    try:
        with serving_bare(folder, tmp_path) as (url, _opened, _printed):
            port = int(ADDRESS.search(url).group(1))
            assert port != 8000
            with urllib.request.urlopen(url) as response:
                assert response.read() == PAGE
    finally:
        if held:
            held.close()


def test_named_folder_is_served_without_opening_a_browser(folder, tmp_path):
    """With arguments it is the developers' server: no browser opens (scripts, tests, CI)."""
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f"#!/bin/sh\nprintf '%s' \"$1\" > '{opened}'\n", encoding="utf-8")
    browser.chmod(0o755)
    process = subprocess.Popen(
        [sys.executable, "-u", str(folder / "serve.py"), "--dir", str(folder), "--port", "0"],
        env={"BROWSER": str(browser), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stdout.readline()
        url = ADDRESS.search(line).group(0)
        with urllib.request.urlopen(url) as response:
            assert response.read() == PAGE
        assert wait_for_file(opened, seconds=1.0) == ""
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_without_a_site_it_says_so_in_one_sentence(tmp_path):
    """The repository's copy run bare where no site is built: a sentence, not a traceback."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "static_server.py")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == "static_server: 'site' holds no site (no index.html); build the site first"
