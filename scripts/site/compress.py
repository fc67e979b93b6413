"""Precompress the built site: a ``.gz`` beside every text file (and the WebAssembly runtime).

A page of the site is mostly text that repeats itself (the boards' transcripts, the theme's
scripts), and gzip shrinks it five- to tenfold. Compressing once at build time, rather than on
every request, lets any static host that knows precompressed files (``scripts/serve``'s
server, nginx's ``gzip_static``, most publishing services) send the small file to browsers that
accept it, with no work per request. The files are reproducible: no name or time is stored in
them, so two builds of the same site give the same bytes.

Brotli would save a little more but needs a package outside the standard library; a server
that finds a ``.br`` beside a file serves it first (see ``static_server.choose_encoding``).
"""

from __future__ import annotations

import gzip
from pathlib import Path

# Types that compress well. Zip archives (Python's standard library, the packed engine) are
# compressed already; images of the theme are few and small.
SUFFIXES = frozenset({".html", ".js", ".mjs", ".css", ".json", ".xml", ".svg", ".wasm", ".txt", ".map"})
# Below this a compressed copy saves too little to be worth a file.
SMALLEST = 1024
# Keep a compressed copy only when it is at most this fraction of the original.
WORTH = 0.9
# Level 9 costs seconds on the runtime's megabytes for a gain under one per cent.
LARGE = 1 << 20


def gzip_bytes(data: bytes) -> bytes:
    """``data`` gzipped reproducibly: no file name, a zero timestamp."""
    level = 6 if len(data) >= LARGE else 9
    return gzip.compress(data, compresslevel=level, mtime=0)


def compressible(path: Path) -> bool:
    """Whether ``path`` is a site file that gets a ``.gz`` copy."""
    return path.suffix in SUFFIXES and path.is_file() and path.stat().st_size >= SMALLEST


def precompress(site_dir: Path) -> list[Path]:
    """Write ``name.gz`` beside each compressible file of ``site_dir``; returns the copies written.

    A copy that is still newer than its original is kept as it is; a stale one, or one that
    would not save enough, is removed, so a server never sends an outdated body.
    """
    written = []
    for path in sorted(site_dir.rglob("*")):
        if not compressible(path):
            continue
        target = path.with_name(path.name + ".gz")
        if target.is_file() and target.stat().st_mtime >= path.stat().st_mtime:
            written.append(target)
            continue
        data = path.read_bytes()
        packed = gzip_bytes(data)
        if len(packed) <= WORTH * len(data):
            target.write_bytes(packed)
            written.append(target)
        elif target.exists():
            target.unlink()
    return written
