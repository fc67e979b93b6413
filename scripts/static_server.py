"""Serve a built site directory on 127.0.0.1 with the content types the board needs.

Python's http.server guesses types from the platform's mime database, which may not know
``.wasm`` or ``.mjs``: browsers refuse to compile WebAssembly streamed with the wrong type and
refuse module scripts served as anything but JavaScript. This server fixes those types, so the
site behaves here as it would on any correctly configured static host.

It also serves ``sitemap.xml`` with its addresses moved to the origin the request came to.
Material's instant navigation only takes over links whose address is in the sitemap, matching
scheme, host and port; MkDocs writes the sitemap for ``site_url``, so without this a server on
another port (the tests pick a free one) would get full page loads instead.

Usage: python scripts/static_server.py [--dir site] [--port 8000] [--host 127.0.0.1]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import re
import socketserver
import sys
import threading
from pathlib import Path
from typing import ClassVar

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
}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with fixed content types and no request log on stderr."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **TYPES,
    }

    def do_GET(self) -> None:
        if self.path.split("?", 1)[0].endswith("/sitemap.xml"):
            self.send_sitemap()
        else:
            super().do_GET()

    def send_sitemap(self) -> None:
        """The sitemap with every <loc> origin replaced by the origin this request came to."""
        path = Path(self.translate_path(self.path.split("?", 1)[0]))
        if not path.is_file():
            self.send_error(404)
            return
        host = self.headers.get("Host") or "{}:{}".format(*self.server.server_address[:2])
        text = path.read_text(encoding="utf-8")
        body = re.sub(r"<loc>https?://[^/<]+/", lambda _: f"<loc>http://{host}/", text).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

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
    return server, f"http://{bound_host}:{bound_port}/"


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
    print(f"Serving {args.dir}/ on http://{host}:{port}/ (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
