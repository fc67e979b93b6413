"""The built site's files, sent precompressed where the browser accepts it.

The build writes a gzipped copy beside every text file; ``scripts/static_server.py`` decides which
copy a request gets (``choose_encoding``) and this server makes the same choice, so a page weighs
the same whichever of the two serves it. The table server runs from a checkout (``scripts/serve``),
so it loads that one function from the script rather than keeping a second copy of it; the script
stays standard-library only because the classroom bundle ships it alone as ``serve.py``.
"""

from __future__ import annotations

import importlib.util
import mimetypes
import os
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
        if not has_variants(path):
            return super().file_response(full_path, stat_result, scope, status_code)
        chosen, coding = choose_encoding(path, Headers(scope=scope).get("accept-encoding"))
        headers = {"Vary": "Accept-Encoding"}
        if coding is None:
            response = super().file_response(full_path, stat_result, scope, status_code)
            response.headers.update(headers)
            return response
        headers["Content-Encoding"] = coding
        # the type is the original file's: index.html.gz is still HTML
        media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return FileResponse(chosen, status_code=status_code, headers=headers, media_type=media_type)
