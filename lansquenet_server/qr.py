"""The QR code of an invite link, for the host's page: drawn here so the page needs no request
off the site's origin and no encoder of its own.

The answer is the code's dark modules as one SVG path (``d``), a square ``size`` modules wide
with its quiet zone; the page sets it as an attribute of an ``<svg>`` it builds, never as markup.
"""

from __future__ import annotations

from typing import Any

import segno

from lansquenet.errors import LansquenetError

QUIET = 4
"""Modules of light border on every side, as the QR standard asks."""
MAX_TEXT = 512
"""The longest text drawn: an invite link is about 120 characters."""


class QRError(LansquenetError):
    """Text the server will not draw as a QR code."""


def qr_path(text: object) -> dict[str, Any]:
    """``{"size", "d"}``: the QR code of ``text`` (medium error correction) as one SVG path."""
    if not isinstance(text, str) or not text.startswith(("http://", "https://")):
        raise QRError("A QR code is drawn for a link (http:// or https://), and this is none.")
    if len(text) > MAX_TEXT:
        raise QRError(f"A QR code is drawn for a link of at most {MAX_TEXT} characters.")
    code = segno.make(text, error="m", micro=False, boost_error=False)
    rows = list(code.matrix)
    parts = []
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                parts.append(f"M{start + QUIET} {y + QUIET}h{x - start}v1h-{x - start}z")
            else:
                x += 1
    return {"size": len(rows) + 2 * QUIET, "d": "".join(parts)}
