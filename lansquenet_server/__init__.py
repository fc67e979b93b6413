"""The table server: rooms where people play one game from their own devices (issue: rooms).

An optional extra of the package (``pip install lansquenet[server]``: Starlette and uvicorn);
the engine, :mod:`lansquenet`, stays standard-library only and never imports this.
:mod:`.rooms` holds the rooms in memory; :mod:`.app` is the ASGI app that serves them and the
built site on one origin; ``python -m lansquenet_server`` runs it.
"""

from .app import create_app

__all__ = ["create_app"]
