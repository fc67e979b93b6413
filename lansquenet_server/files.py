"""The built site's files, sent precompressed where the browser accepts it.

The build writes a gzipped copy beside every text file; ``scripts/static_server.py`` decides which
copy a request gets (``choose_encoding``) and this server makes the same choice, so a page weighs
the same whichever of the two serves it. The table server runs from a checkout (``scripts/serve``),
so it loads that one function from the script rather than keeping a second copy of it; the script
stays standard-library only because the classroom bundle ships it alone as ``serve.py``.

Every page goes with a Content-Security-Policy of its own (:func:`page_policy`): scripts from
the site's origin and the page's own inline scripts (the theme writes a few, named by their
SHA-256), styles from the origin and inline, connections to the origin only, no framing. The
browser engine's worker runs Pyodide, which compiles WebAssembly and evaluates the glue code it
generates, so a script (a worker's policy is its own script's) may do both; a page may not.
A ``.gz`` file asked for by its own name is a gzip file, not the page it holds.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import mimetypes
import os
import re
from pathlib import Path
from typing import Any

from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.staticfiles import StaticFiles

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "static_server.py"


def _static_server() -> Any:
    spec = importlib.util.spec_from_file_location("lansquenet_static_server", SCRIPT)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {SCRIPT}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_server = _static_server()
choose_encoding = _server.choose_encoding
has_variants = _server.has_variants

PAGE = (
    "default-src 'self'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; "
    "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
SCRIPTS = (
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; "
    "connect-src 'self'; object-src 'none'; frame-ancestors 'none'"
)
INLINE = re.compile(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", re.S | re.I)
_policies: dict[tuple[str, int], str] = {}


def page_policy(path: Path, stat_result: os.stat_result) -> str:
    """The policy of the page at ``path``: its inline scripts by hash (remembered per version)."""
    key = (str(path), stat_result.st_mtime_ns)
    policy = _policies.get(key)
    if policy is None:
        text = path.read_text(encoding="utf-8", errors="replace")
        hashes = sorted(
            {
                "'sha256-" + base64.b64encode(hashlib.sha256(m["body"].encode()).digest()).decode() + "'"
                for m in INLINE.finditer(text)
                if "src=" not in m["attrs"] and "application/json" not in m["attrs"] and m["body"].strip()
            }
        )
        policy = PAGE.format(hashes="".join(" " + h for h in hashes))
        if len(_policies) > 4096:
            _policies.clear()
        _policies[key] = policy
    return policy


def policy_for(path: Path, stat_result: os.stat_result) -> str | None:
    """The Content-Security-Policy of the file at ``path``: a page's, a script's, or none of its own."""
    if path.suffix == ".html":
        return page_policy(path, stat_result)
    if path.suffix in (".js", ".mjs"):
        return SCRIPTS
    return None


class SiteFiles(StaticFiles):
    """Starlette's static files, with the precompressed copy a request accepts."""

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Any,
        status_code: int = 200,
    ) -> Response:
        path = Path(full_path)
        policy = policy_for(path, stat_result)
        headers = {} if policy is None else {"Content-Security-Policy": policy}
        if path.suffix == ".gz":
            return FileResponse(full_path, status_code=status_code, media_type="application/gzip")
        if not has_variants(path):
            response = super().file_response(full_path, stat_result, scope, status_code)
            response.headers.update(headers)
            return response
        chosen, coding = choose_encoding(path, Headers(scope=scope).get("accept-encoding"))
        headers["Vary"] = "Accept-Encoding"
        if coding is None:
            response = super().file_response(full_path, stat_result, scope, status_code)
            response.headers.update(headers)
            return response
        headers["Content-Encoding"] = coding
        # the type is the original file's: index.html.gz is still HTML
        media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return FileResponse(chosen, status_code=status_code, headers=headers, media_type=media_type)
