"""Shared by the tests of the bundle's serve.py: run it as a reader does, with no arguments.

A double-click runs ``serve.py`` with no arguments from wherever the file manager likes; it must
serve its own folder and open the site in the browser. Here the browser is a script, named by
the ``BROWSER`` variable that Python's webbrowser module obeys, which writes down the address it
was asked to open, so a test can see the opening without a browser window.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ADDRESS = re.compile(r"http://127\.0\.0\.1:(\d+)/")


@contextmanager
def serving_bare(folder: Path, scratch: Path) -> Iterator[tuple[str, Path, str]]:
    """Run ``folder/serve.py`` with no arguments from ``scratch``; yield its address, the file its
    browser writes the address it opened into, and what it printed first. Stopped on leaving."""
    opened = scratch / "opened.txt"
    browser = scratch / "browser.sh"
    browser.write_text(f"#!/bin/sh\nprintf '%s' \"$1\" > '{opened}'\n", encoding="utf-8")
    browser.chmod(0o755)
    env = dict(os.environ, BROWSER=str(browser), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(
        [sys.executable, str(folder / "serve.py")],
        cwd=scratch,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert process.stdout is not None
        printed = "".join(process.stdout.readline() for _ in range(3))
        found = ADDRESS.search(printed)
        assert found, f"serve.py printed no address: {printed!r}"
        yield found.group(0), opened, printed
    finally:
        process.terminate()
        process.wait(timeout=10)


def wait_for_file(path: Path, seconds: float = 10.0) -> str:
    """The text of ``path`` once something has written it (empty if nothing did in time)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.is_file() and path.read_text(encoding="utf-8"):
            return path.read_text(encoding="utf-8")
        time.sleep(0.05)
    return ""
