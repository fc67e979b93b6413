"""MkDocs build hooks for the Lansquenet site (see ``hooks:`` in mkdocs.yml).

The lessons live in ``tutorials/`` at the top of the repository, next to the engine they exercise,
rather than inside ``docs/``. ``on_files`` publishes them under ``tutorials/`` in the site without
copying them into ``docs/``.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = ROOT / "tutorials"


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add every file under tutorials/ to the site, as if it were in docs/tutorials/."""
    for path in sorted(TUTORIALS.rglob("*")):
        if path.is_file():
            src_uri = "tutorials/" + path.relative_to(TUTORIALS).as_posix()
            files.append(File.generated(config, src_uri, abs_src_path=str(path)))
    return files
