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

In the classroom bundle it is ``serve.py``, beside the site's index.html. Run there with no
arguments, or double-clicked, it serves its own folder on 127.0.0.1 (port 8000, or a free one if
another program holds it) and opens the site in the browser; closing its window stops it. It
needs nothing but Python 3.8 or later.

Usage: python scripts/static_server.py [--dir site] [--port 8000] [--host 127.0.0.1] [--open]
       python serve.py            (in the bundle: serve this folder and open it in the browser)
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
import webbrowser
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

# The port a server is offered first when no port is asked for; another program may hold it.
PREFERRED_PORT = 8000
# Beside this script, an index.html means it is the bundle's serve.py, in the site's own folder.
HERE = Path(__file__).resolve().parent

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
    # Not on Windows, where the option lets a second server take a port another one holds.
    allow_reuse_address = os.name != "nt"
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


def bind(directory: str | Path, host: str, port: int | None, verbose: bool) -> Server:
    """A server on ``port``; with none asked for, on PREFERRED_PORT, or a free port if that is held."""
    if port is not None:
        return make_server(directory, host, port, verbose)
    try:
        return make_server(directory, host, PREFERRED_PORT, verbose)
    except OSError:
        return make_server(directory, host, 0, verbose)


def default_directory() -> Path:
    """The folder to serve when none is named: this script's own, in the bundle; else ``site``."""
    return HERE if (HERE / "index.html").is_file() else Path("site")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dir", type=Path, help="directory to serve (default: this script's folder in the bundle, else site)"
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, help=f"default: {PREFERRED_PORT}, or a free port if it is taken")
    parser.add_argument(
        "--open", action="store_true", help="open the site in the browser (the bundle's default)"
    )
    args = parser.parse_args(argv)
    bare = argv_is_bare(argv)  # the bundle's serve.py, run with no arguments or double-clicked
    directory = args.dir if args.dir is not None else default_directory()
    if not directory.is_dir() or not (directory / "index.html").is_file():
        print(
            f"static_server: {str(directory)!r} holds no site (no index.html); build the site first",
            file=sys.stderr,
        )
        return 2
    try:
        server = bind(directory, args.host, args.port, verbose=not bare)
    except OSError as error:
        print(
            f"static_server: cannot serve on {args.host}, port {args.port}: {error.strerror}", file=sys.stderr
        )
        return 2
    host, port = server.server_address[:2]
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    url = f"http://{shown!s}:{port}/"
    print(f"Serving {directory} on {url}", flush=True)
    print(
        "Leave this running while you use the site; press Ctrl-C (or close this window) to stop.", flush=True
    )
    if args.open or bare:  # a reader who double-clicked wants the site, not an address
        print(f"Opening {url} in your browser; if nothing opens, open that address yourself.", flush=True)
        threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def argv_is_bare(argv: list[str] | None) -> bool:
    """Whether the script was run with no arguments, as a double-click runs it, in the bundle."""
    arguments = sys.argv[1:] if argv is None else argv
    return not arguments and default_directory() == HERE


if __name__ == "__main__":
    sys.exit(main())
