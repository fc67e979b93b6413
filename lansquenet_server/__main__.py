"""``python -m lansquenet_server [--dir site] [--host 127.0.0.1] [--port 8000] [--name NAME]``:
serve the site and its rooms with uvicorn, with the access log off (nothing about a room is
ever logged), behind the limits of :mod:`.guard`.

The server answers to ``localhost``, ``127.0.0.1`` and ``::1``, to the address it listens on,
and to each ``--name`` (the name or address people type to reach it, such as a laptop's
address on a classroom network); a request to any other name is refused in a sentence.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import sys
from pathlib import Path
from typing import Any

from . import words
from .app import MAX_MESSAGE, create_app
from .guard import LOOPBACK, guarded_protocol
from .limits import Limits


def raise_file_limit() -> None:
    """Let the process hold as many connections as the system allows it (the soft limit up to
    the hard one): the per-address cap, not the file limit, is what refuses a greedy client."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard if hard != resource.RLIM_INFINITY else 65536, hard))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Lansquenet site and its rooms on one origin.")
    parser.add_argument("--dir", default="site", help="the built site (default: site)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--name",
        action="append",
        default=[],
        help="a name or address people reach the server by, besides localhost (may be repeated)",
    )
    parser.add_argument("--max-rooms", type=int, default=None, help="rooms held at once (default 1000)")
    parser.add_argument(
        "--worker",
        default="",
        help="behind the proxy of lansquenet_server.proxy: what begins this process's room ids (w0, w1...)",
    )
    args = parser.parse_args(argv)
    if args.worker and not (args.worker.isascii() and args.worker.isalnum()):
        parser.error("--worker is a few letters and digits, like w0")
    if not Path(args.dir, "index.html").is_file():
        print(f"lansquenet_server: no built site in {args.dir!r}; build it first", file=sys.stderr)
        return 2
    import uvicorn

    raise_file_limit()
    # Behind the proxy every connection comes from it: the proxy caps connections per address.
    limits = Limits(connections_per_client=1_000_000) if args.worker else Limits()
    options = {} if args.max_rooms is None else {"max_rooms": args.max_rooms}
    hosts = (*LOOPBACK, args.host.lower(), *(n.lower() for n in args.name))
    app = create_app(args.dir, hosts=hosts, limits=limits, worker=args.worker, **options)
    print(
        f"Serving {args.dir}/ and its rooms on http://{args.host}:{args.port}/ (Ctrl-C to stop)", flush=True
    )
    config = uvicorn.Config(
        app,
        host=args.host,
        port=args.port,
        http=guarded_protocol(limits),  # h11, with a per-address connection cap and request deadlines
        access_log=False,  # paths carry no token, but nothing about a room is logged at all
        log_level="warning",
        ws="websockets-sansio",  # uvicorn's maintained implementation (scripts/loadtest --ws compares)
        ws_max_size=MAX_MESSAGE * 4,  # anything larger is refused by the protocol layer itself
        ws_per_message_deflate=False,
        timeout_graceful_shutdown=5,
    )
    telling(uvicorn.Server, app.state.rooms)(config).run()
    return 0


def telling(server: type, rooms: Any) -> type:
    """uvicorn's ``server``, which, when stopped, first tells every seat and watcher of ``rooms``
    why in a sentence, then closes their connections as uvicorn does (review finding F10)."""

    class TellingServer(server):
        async def shutdown(self, sockets: Any = None) -> None:
            rooms.stop(words.STOPPING)
            await asyncio.sleep(0.2)  # the sentences go out before the connections close
            await super().shutdown(sockets)

    return TellingServer


if __name__ == "__main__":
    sys.exit(main())
