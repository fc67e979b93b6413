"""The offline service worker and its list of files, written into the built site.

``sw.js`` (from ``offline-worker.js`` beside this file) sits at the site's root, so its scope is
the whole site wherever the site is served, a sub-path included. The build writes into it a
version: a hash of every file of the site. A browser installs a new worker whenever those bytes
change, and the worker keeps its files in a cache named after that version, deleting every
other cache of the site when it takes over, so a reader never gets a mix of two builds.

``offline.json`` lists every file a reader needs to use the site with the network gone (pages,
search, the engine and Pyodide) with its size; the "Make this site available offline" control
(``docs/javascripts/offline.js``) reads it to say how much it will take and to fill the cache.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

TEMPLATE = Path(__file__).with_name("offline-worker.js")
WORKER = "sw.js"
MANIFEST = "offline.json"
# Not needed offline: precompressed copies (the cache holds the files themselves), source maps.
SKIPPED_SUFFIXES = (".gz", ".br", ".map")


def site_files(site_dir: Path) -> list[Path]:
    """The files a reader may fetch, in a stable order, without the worker and its list."""
    files = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.name.endswith(SKIPPED_SUFFIXES):
            continue
        if path.parent == site_dir and path.name in (WORKER, MANIFEST):
            continue
        files.append(path)
    return files


def url_of(path: Path, site_dir: Path) -> str:
    """The file's address relative to the site root; a folder's index.html is asked for as the folder."""
    relative = path.relative_to(site_dir).as_posix()
    if relative == "index.html":
        return "./"
    if relative.endswith("/index.html"):
        return relative[: -len("index.html")]
    return relative


def write(site_dir: Path) -> str:
    """Write ``offline.json`` and ``sw.js`` into ``site_dir``; returns the build's version."""
    digest = hashlib.sha256()
    entries: list[dict[str, str | int]] = []
    total = 0
    for path in site_files(site_dir):
        data = path.read_bytes()
        url = url_of(path, site_dir)
        digest.update(url.encode() + b"\0" + hashlib.sha256(data).digest())
        entries.append({"url": url, "bytes": len(data)})
        total += len(data)
    version = digest.hexdigest()[:16]
    manifest = {"version": version, "bytes": total, "files": entries}
    (site_dir / MANIFEST).write_text(json.dumps(manifest, separators=(",", ":")), encoding="utf-8")
    worker = TEMPLATE.read_text(encoding="utf-8").replace("__VERSION__", version)
    (site_dir / WORKER).write_text(worker, encoding="utf-8")
    return version
