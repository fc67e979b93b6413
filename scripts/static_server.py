"""Serve a built site directory on 127.0.0.1 with the content types the board needs.

Python's http.server guesses types from the platform's mime database, which may not know
``.wasm`` or ``.mjs``: browsers refuse to compile WebAssembly streamed with the wrong type and
refuse module scripts served as anything but JavaScript. This server fixes those types, so the
site behaves here as it would on any correctly configured static host.

It sends the precompressed copy the build writes beside each text file (``page.html.gz``,
and ``.br`` when one exists) to a browser that accepts it, with ``Content-Encoding`` and
``Vary: Accept-Encoding``; the choice is :func:`choose_encoding`, which another server (the
table server) reuses. Nothing else is special: the sitemap is served as built, and the site
finds its way on any host, port or sub-path by itself.

Usage: python scripts/static_server.py [--dir site] [--port 8000] [--host 127.0.0.1]
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import socketserver
import sys
import threading
from pathlib import Path
from typing import BinaryIO, ClassVar

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".zip": "application/octet-stream",
    ".tar": "application/octet-stream",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".xml": "application/xml",
}

# Precompressed copies a build may hold beside a file, best first: (suffix, Content-Encoding).
ENCODINGS = ((".br", "br"), (".gz", "gzip"))


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (a q-value of 0 refuses one)."""
    accepted: set[str] = set()
    refused: set[str] = set()
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        if not name:
            continue
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        (accepted if quality > 0 else refused).add(name)
    if "*" in accepted:
        accepted |= {coding for _, coding in ENCODINGS} - refused
    return accepted - refused - {"*"}


def choose_encoding(path: Path, accept_encoding: str | None) -> tuple[Path, str | None]:
    """The file to send for ``path`` and its ``Content-Encoding`` (None: send ``path`` as it is).

    A precompressed copy is chosen when the request accepts its coding and the copy is not older
    than the file (a stale copy would send an outdated body). Whatever is chosen, a response for
    a file that has a copy must carry ``Vary: Accept-Encoding`` (see :func:`has_variants`).
    """
    accepted = accepted_encodings(accept_encoding)
    for suffix, coding in ENCODINGS:
        if coding not in accepted:
            continue
        copy = path.with_name(path.name + suffix)
        try:
            if copy.is_file() and copy.stat().st_mtime >= path.stat().st_mtime:
                return copy, coding
        except OSError:
            continue
    return path, None


def has_variants(path: Path) -> bool:
    """Whether ``path`` has a precompressed copy, so its responses vary with ``Accept-Encoding``."""
    return any(path.with_name(path.name + suffix).is_file() for suffix, _ in ENCODINGS)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed content types, precompressed bodies, and no request log on stderr."""

    extensions_map: ClassVar[dict[str, str]] = {  # type: ignore[misc]
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **TYPES,
    }

    def send_head(self) -> BinaryIO | None:
        """Send a precompressed copy where there is one; everything else as http.server does."""
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
                return super().send_head()  # http.server redirects to the address with a slash
            path = path / "index.html"
        if not path.is_file() or not has_variants(path):
            return super().send_head()
        chosen, coding = choose_encoding(path, self.headers.get("Accept-Encoding"))
        try:
            body = chosen.open("rb")
        except OSError:
            return super().send_head()
        stat = os.fstat(body.fileno())
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True))
        self.end_headers()
        return body

    def log_message(self, format: str, *args) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    """A threaded server, so a slow download of the runtime never blocks a page request."""

    daemon_threads = True
    allow_reuse_address = True
    verbose = False


def make_server(
    directory: str | Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False
) -> Server:
    """Bind a server for ``directory``; port 0 picks a free port (read it from ``server_address``)."""
    handler = functools.partial(Handler, directory=str(directory))
    server = Server((host, port), handler)
    server.verbose = verbose
    return server


def serve_in_thread(directory: str | Path, host: str = "127.0.0.1", port: int = 0) -> tuple[Server, str]:
    """Start serving in a daemon thread; return the server and its base URL (for tests and bench)."""
    server = make_server(directory, host, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    bound_host, bound_port = server.server_address[:2]
    return server, f"http://{bound_host!s}:{bound_port}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default="site", help="directory to serve (default: site)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not Path(args.dir).is_dir():
        print(f"static_server: no directory {args.dir!r}; build the site first", file=sys.stderr)
        return 2
    server = make_server(args.dir, args.host, args.port, verbose=True)
    host, port = server.server_address[:2]
    print(f"Serving {args.dir}/ on http://{host!s}:{port}/ (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
