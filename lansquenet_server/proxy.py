"""``python -m lansquenet_server.proxy --workers 2 [--dir site] [--port 8000] [--name NAME]``:
several table servers behind HAProxy (Debian's ``haproxy``), on one address.

Rooms never speak to each other, so a room needs only the process that holds it. Each worker
process begins its room ids with its own name (``w0``, ``w1``...), and the proxy sends every
request under ``/rooms/{room}/`` (the host's links and end, every seat's WebSocket) to the worker
its id names; a request to create a room, and the site's pages, go to any worker in turn. The
proxy also does what one server did at its front door for the whole group: it caps connections
per client address and gives each request 10 seconds to arrive, and it tells the workers the
client's address (``X-Forwarded-For``, which uvicorn trusts from loopback only), so each keeps
its own per-address limits on rooms.

The workers listen on loopback only; the proxy on ``--host``. Stopping this process (Ctrl-C or
SIGTERM) stops the proxy and the workers.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .limits import Limits

HAPROXY = "haproxy"


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        port: int = probe.getsockname()[1]
        return port


def worker_names(count: int) -> list[str]:
    return [f"w{i}" for i in range(count)]


def haproxy_config(host: str, port: int, workers: dict[str, int], limits: Limits | None = None) -> str:
    """HAProxy's configuration: ``workers`` maps each worker's name to its port on loopback."""
    limits = limits or Limits()
    servers = "\n".join(f"    server {name} 127.0.0.1:{p}" for name, p in workers.items())
    rules = "\n".join(f"    use_backend {name} if {{ path_beg /rooms/{name} }}" for name in workers)
    backends = "\n".join(f"backend {name}\n    server {name} 127.0.0.1:{p}\n" for name, p in workers.items())
    return f"""# written by lansquenet_server.proxy: rooms routed to their worker by the id's first letters
global
    maxconn {max_connections()}

defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout http-request {limits.header_seconds:g}s
    timeout http-keep-alive 5s
    timeout tunnel 1h
    option forwardfor

frontend lansquenet
    bind {host}:{port}
    stick-table type ip size 100k expire 10m store conn_cur
    tcp-request connection track-sc0 src
    tcp-request connection reject if {{ sc0_conn_cur gt {limits.connections_per_client} }}
    http-request del-header x-forwarded-for
{rules}
    default_backend any

backend any
    balance roundrobin
{servers}

{backends}"""


def max_connections() -> int:
    """As many connections as HAProxy can hold within this system's file limit (two files each)."""
    import resource

    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    room = 20_000 if hard == resource.RLIM_INFINITY else (hard - 100) // 2
    return max(256, min(20_000, room))


def wait_for(port: int, process: subprocess.Popen[bytes], what: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"lansquenet_server.proxy: {what} did not start") from None
            time.sleep(0.1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Several table servers behind HAProxy, on one address.")
    parser.add_argument("--workers", type=int, default=2, help="table server processes (2 to 8)")
    parser.add_argument("--dir", default="site", help="the built site (default: site)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--name", action="append", default=[], help="a name people reach the server by")
    args = parser.parse_args(argv)
    if not 2 <= args.workers <= 8:
        parser.error("--workers is from 2 to 8")
    haproxy = shutil.which(HAPROXY) or shutil.which(HAPROXY, path="/usr/sbin:/sbin")
    if haproxy is None:
        print(
            "lansquenet_server.proxy: HAProxy is not installed (scripts/setup installs it)", file=sys.stderr
        )
        return 2
    names = [f"--name={n}" for n in (args.host, *args.name)]
    ports = {name: free_port() for name in worker_names(args.workers)}
    children: list[subprocess.Popen[bytes]] = []

    def stop(*_: object) -> None:
        for child in reversed(children):
            if child.poll() is None:
                child.terminate()
        for child in children:
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()

    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    try:
        for name, port in ports.items():
            command = [sys.executable, "-m", "lansquenet_server", "--dir", args.dir, "--port", str(port)]
            # a worker's banner would only repeat its loopback port; its errors still show
            children.append(subprocess.Popen([*command, "--worker", name, *names], stdout=subprocess.DEVNULL))
            wait_for(port, children[-1], f"worker {name}")
        with tempfile.TemporaryDirectory(prefix="lansquenet-proxy-") as folder:
            config = Path(folder) / "haproxy.cfg"
            config.write_text(haproxy_config(args.host, args.port, ports), encoding="utf-8")
            children.append(subprocess.Popen([haproxy, "-db", "-f", str(config)]))
            wait_for(args.port, children[-1], "HAProxy")
            pids = ", ".join(f"{name} pid {c.pid}" for name, c in zip(ports, children, strict=False))
            print(
                f"Serving {args.dir}/ and its rooms on http://{args.host}:{args.port}/ through HAProxy "
                f"(pid {children[-1].pid}) to {args.workers} table servers ({pids}); Ctrl-C to stop",
                flush=True,
            )
            while all(c.poll() is None for c in children):
                time.sleep(0.5)
            return 1  # one of them stopped on its own
    except KeyboardInterrupt:
        return 0
    finally:
        stop()


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main())
