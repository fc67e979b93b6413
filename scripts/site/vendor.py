"""Put the browser runtime into the built site: the pinned Pyodide core files and the packed engine.

Pyodide comes from the npm package pinned in package.json/package-lock.json (installed into
node_modules by scripts/setup); nothing is fetched from a CDN. Only the core files a worker needs
to start Python are copied: the package index (pyodide-lock.json) is there because
``loadPyodide`` reads it, but no package wheel is, since the engine needs none. Nor is Pyodide's
whole standard library (python_stdlib.zip): the site serves a zip of only the modules the engine
and Pyodide's start can import (``stdlib.py``), beside the pack as ``lansquenet-<hash>-stdlib.zip``,
and the worker passes it to ``loadPyodide`` as ``stdLibURL``.

The engine is packed as a zip of ``lansquenet/**/*.py`` that the worker unpacks with
``pyodide.unpackArchive``. Its name carries a hash of its contents (and of the Pyodide it was
packed for, and of the trimmed standard library), so a browser never runs a stale engine, or a
stale standard library, from its cache against a newer page.

Beside it goes the start-up snapshot (``lansquenet-<hash>.snapshot``, gzipped): the memory of a
Pyodide that has started Python and imported the engine, made at build time in Node by
``make-snapshot.mjs``. A worker that restores it skips starting Python and importing the engine,
most of its start. Making one takes seconds, so it is kept in ``build/snapshots`` under a name
derived from everything it depends on and reused by later builds.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import zipfile
from pathlib import Path

import stdlib

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
# Files an older build put there that the site no longer serves (removed when copying).
PYODIDE_RETIRED = ("python_stdlib.zip",)
ENGINE_SRC = ROOT / "lansquenet"
# Material's offline plugin makes search work from the file system with squidfunk's
# iframe-worker shim, which it would load from a CDN; the classroom bundle (mkdocs-bundle.yml)
# loads this copy from the site instead.
SHIM_SRC = ROOT / "node_modules" / "iframe-worker" / "shim" / "index.js"

RUNTIME_DIR = "runtime"
PYODIDE_DIR = f"{RUNTIME_DIR}/pyodide"
SHIM = f"{RUNTIME_DIR}/iframe-worker/shim.js"

SNAPSHOT_MAKER = Path(__file__).with_name("make-snapshot.mjs")
SNAPSHOT_CACHE = ROOT / "build" / "snapshots"
SNAPSHOT_SUFFIX = ".snapshot"
STDLIB_SUFFIX = "-stdlib.zip"
# Snapshots of recent engines kept in the cache (a branch switched back and forth reuses them).
SNAPSHOTS_KEPT = 6

# A fixed timestamp keeps the archive, and so its hashed name, the same from build to build.
_EPOCH = (2020, 1, 1, 0, 0, 0)


class VendorError(RuntimeError):
    """The runtime cannot be put into the site (Pyodide not installed, engine missing)."""


def pyodide_version() -> str:
    """The installed npm pyodide version; raises :class:`VendorError` when it is not installed."""
    package = PYODIDE_SRC / "package.json"
    if not package.is_file():
        raise VendorError("node_modules/pyodide is missing; run scripts/setup (npm ci) first.")
    return json.loads(package.read_text(encoding="utf-8"))["version"]


def copy_pyodide(site_dir: Path) -> list[Path]:
    """Copy the Pyodide core files into ``site_dir/runtime/pyodide``; returns the copies."""
    pyodide_version()
    target = site_dir / PYODIDE_DIR
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_RETIRED:
        for retired in (target / name, target / f"{name}.gz"):
            retired.unlink(missing_ok=True)
    copied = []
    for name in PYODIDE_FILES:
        source = PYODIDE_SRC / name
        if not source.is_file():
            raise VendorError(
                f"node_modules/pyodide/{name} is missing; the pinned pyodide package looks incomplete."
            )
        destination = target / name
        if (
            not destination.exists()
            or destination.stat().st_size != source.stat().st_size
            or destination.stat().st_mtime < source.stat().st_mtime
        ):
            shutil.copy2(source, destination)
        copied.append(destination)
    return copied


def pack_engine(source: Path = ENGINE_SRC) -> bytes:
    """The engine's Python files as a zip with ``lansquenet/`` at its root, byte for byte reproducible."""
    files = sorted(p for p in source.rglob("*.py") if "__pycache__" not in p.parts)
    if not files:
        raise VendorError(f"No engine sources found under {source}.")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for path in files:
            name = (Path(source.name) / path.relative_to(source)).as_posix()
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


_trimmed: dict[bytes, bytes] = {}


def trimmed_stdlib(archive: bytes) -> bytes:
    """The standard library zip for this packed engine (see ``stdlib.py``), made once per build."""
    if archive not in _trimmed:
        try:
            _trimmed.clear()
            _trimmed[archive] = stdlib.trimmed(archive)
        except stdlib.StdlibError as exc:
            raise VendorError(str(exc)) from None
    return _trimmed[archive]


def engine_name(archive: bytes) -> str:
    """The site path of a packed engine: ``runtime/lansquenet-<hash>.zip``.

    The hash covers the engine, the Pyodide version, the snapshot maker and the trimmed standard
    library, since the snapshot beside the pack (same name, :data:`SNAPSHOT_SUFFIX`) depends on
    all four; the worker finds the snapshot and the standard library (:data:`STDLIB_SUFFIX`)
    from the pack's address.
    """
    digest = hashlib.sha256(archive)
    digest.update(b"\0" + pyodide_version().encode() + b"\0" + SNAPSHOT_MAKER.read_bytes())
    digest.update(b"\0" + hashlib.sha256(trimmed_stdlib(archive)).digest())
    return f"{RUNTIME_DIR}/lansquenet-{digest.hexdigest()[:12]}.zip"


def snapshot_name(archive: bytes) -> str:
    """The site path of the start-up snapshot made with this packed engine."""
    return engine_name(archive)[: -len(".zip")] + SNAPSHOT_SUFFIX


def stdlib_name(archive: bytes) -> str:
    """The site path of the standard library zip this packed engine starts with."""
    return engine_name(archive)[: -len(".zip")] + STDLIB_SUFFIX


def write_engine(site_dir: Path, archive: bytes) -> Path:
    """Write the packed engine into the site under its hashed name, and its standard library and
    start-up snapshot beside it (:func:`write_snapshot`), removing older ones; returns the pack."""
    target = site_dir / engine_name(archive)
    library = site_dir / stdlib_name(archive)
    target.parent.mkdir(parents=True, exist_ok=True)
    for old in target.parent.glob("lansquenet-*.zip"):
        if old not in (target, library):
            old.unlink()
    target.write_bytes(archive)
    library.write_bytes(trimmed_stdlib(archive))
    write_snapshot(site_dir, archive)
    return target


def make_snapshot(archive: bytes, cache: Path = SNAPSHOT_CACHE) -> Path:
    """The gzipped start-up snapshot for this engine, made with Node unless ``cache`` has it.

    Builds may run side by side (each engineer's, the tests'): each makes its snapshot under a
    name of its own and moves it into place whole, and only the oldest of many are removed.
    """
    made = cache / Path(snapshot_name(archive)).name
    if made.is_file():
        return made
    glob = "lansquenet-*" + SNAPSHOT_SUFFIX
    with stdlib.made_in_node(made, glob, SNAPSHOTS_KEPT, "make the engine's snapshot") as work:
        pack, library = work / "engine.zip", work / "stdlib.zip"
        pack.write_bytes(archive)
        library.write_bytes(trimmed_stdlib(archive))
        stdlib.run_maker(
            ["snapshot", str(PYODIDE_SRC), str(library), str(pack), str(work / made.name)],
            "Making the engine's snapshot",
        )
    return made


def write_snapshot(site_dir: Path, archive: bytes) -> Path:
    """Put the engine's start-up snapshot into the site beside the pack, removing older ones."""
    target = site_dir / snapshot_name(archive)
    target.parent.mkdir(parents=True, exist_ok=True)
    for old in target.parent.glob("lansquenet-*" + SNAPSHOT_SUFFIX):
        if old != target:
            old.unlink()
    source = make_snapshot(archive)
    if not target.is_file() or target.stat().st_size != source.stat().st_size:
        shutil.copyfile(source, target)
    return target


def copy_shim(site_dir: Path) -> Path | None:
    """Copy the iframe-worker shim to ``site_dir/runtime/iframe-worker/shim.js``; returns the copy.

    Only the classroom bundle loads it, so a checkout whose node_modules predates it still builds
    the site (None is returned); scripts/bundle checks that its build has the shim.
    """
    if not SHIM_SRC.is_file():
        return None
    target = site_dir / SHIM
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(SHIM_SRC, target)
    return target
