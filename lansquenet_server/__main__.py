"""``python -m lansquenet_server [--dir site] [--host 127.0.0.1] [--port 8000]``: serve the site
and its rooms with uvicorn, with the access log off (nothing about a room is ever logged)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .app import MAX_MESSAGE, create_app


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Lansquenet site and its rooms on one origin.")
    parser.add_argument("--dir", default="site", help="the built site (default: site)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--max-rooms", type=int, default=None, help="rooms held at once (default 1000)")
    args = parser.parse_args(argv)
    if not Path(args.dir, "index.html").is_file():
        print(f"lansquenet_server: no built site in {args.dir!r}; build it first", file=sys.stderr)
        return 2
    import uvicorn

    options = {} if args.max_rooms is None else {"max_rooms": args.max_rooms}
    app = create_app(args.dir, **options)
    print(
        f"Serving {args.dir}/ and its rooms on http://{args.host}:{args.port}/ (Ctrl-C to stop)", flush=True
    )
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        access_log=False,  # paths carry no token, but nothing about a room is logged at all
        log_level="warning",
        ws="websockets-sansio",  # uvicorn's maintained implementation (scripts/loadtest --ws compares)
        ws_max_size=MAX_MESSAGE * 4,  # anything larger is refused by the protocol layer itself
        ws_per_message_deflate=False,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
