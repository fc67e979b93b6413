"""Python's standard library trimmed to what the engine and Pyodide's own start can import.

Pyodide ships the whole standard library as one zip (``python_stdlib.zip``, some 2.5 MB, already
deflated so gzip saves nothing on it), mounts it as ``/lib/python3XY.zip`` and imports from it.
The engine uses a small part of it, so the site serves a zip of only the modules that can be
imported: less to download before the first deal, less for the offline copy to keep.

Which modules: the closure of the imports, read from the sources (every ``import`` and ``from ...
import`` anywhere in a module, in functions too, and ``importlib.import_module("literal")``;
the lines under ``if __name__ == "__main__":`` only run when a module is a script and are left
out), starting from

* every module of the engine, and
* every module of the standard library a Pyodide has loaded once it has started, unpacked the
  engine, imported all of it and dealt each variant (``make-snapshot.mjs needs``): Pyodide's own
  ``_pyodide``/``pyodide`` packages, ``encodings``, whatever its start imports; and their lazy
  imports, by the closure;
* :data:`ALWAYS`: what Python finds by a name it computes at run time, which no ``import``
  names: the codecs, and sysconfig's data.

The closure does not go into :data:`INTERACTIVE`, the interactive prompt and ``help()``, which
``site`` imports only when a person types at Python; the worker has no prompt. The engine's own
closure never reaches them (tests/test_stdlib_trim.py checks it without that exception).

The sources are Python 3.14 (Pyodide's) and CPython older than that cannot parse all of them,
so :func:`needed_members` runs inside Pyodide, in Node, from this same file; only the standard
library is imported at the top for that reason. The list it gives is cached in
``build/snapshots`` under a name derived from its inputs, and the zip is packed here
reproducibly; the engine's hashed name covers the trimmed zip's bytes (see ``vendor.py``), and
the start-up snapshot is made with those very bytes, since a restored Python's zip importer
remembers where each module sits in the zip it started with.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import re
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FULL = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
MAKER = Path(__file__).with_name("make-snapshot.mjs")
CACHE = ROOT / "build" / "snapshots"
# Lists of needed modules kept in the cache (one per recent engine).
LISTS_KEPT = 6

# Codecs are looked up by name (``"abc".encode("ascii")`` finds ``encodings.ascii``), never
# imported by name; these are the ones a Python may ask for on its own: UTF-8 for files and
# streams, ASCII and Latin-1 for the C locale.
ALWAYS = (
    "encodings",
    "encodings.aliases",
    "encodings.ascii",
    "encodings.latin_1",
    "encodings.utf_8",
    "encodings.utf_8_sig",
    # sysconfig imports its data by a name it computes.
    "_sysconfigdata__emscripten_wasm32-emscripten",
)

# Packages only an interactive Python imports (its prompt, help()); see the module's docstring.
INTERACTIVE = ("_pyrepl", "pydoc", "rlcompleter")

# A fixed timestamp keeps the archive, and so its hash, the same from build to build.
_EPOCH = (2020, 1, 1, 0, 0, 0)


class StdlibError(RuntimeError):
    """The trimmed standard library cannot be made (Node or Pyodide missing, the listing failed)."""


def member_of(module: str, members: Iterable[str] | set[str]) -> str | None:
    """The zip member holding ``module`` (``a/b.py`` or ``a/b/__init__.py``), or None."""
    path = module.replace(".", "/")
    for candidate in (f"{path}/__init__.py", f"{path}.py"):
        if candidate in members:
            return candidate
    return None


def _is_main_guard(node: ast.If) -> bool:
    """Whether ``node`` is ``if __name__ == "__main__":``."""
    test = node.test
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and len(test.comparators) == 1
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value == "__main__"
    )


def imports_in(source: str | bytes, module: str, is_package: bool = False) -> set[str]:
    """Every module name ``source`` (the module ``module``) may import, absolute.

    ``from a import b`` gives ``a`` and ``a.b`` (``b`` may be a submodule: the caller keeps it
    only if it is one); ``import a.b`` gives ``a`` and ``a.b``.
    """
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()

    def absolute(name: str) -> None:
        parts = name.split(".")
        found.update(".".join(parts[: i + 1]) for i in range(len(parts)))

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_main_guard(node):
            for branch in node.orelse:
                visit(branch)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                absolute(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            if stem:
                absolute(stem)
            for alias in node.names:
                if alias.name != "*":
                    absolute(f"{stem}.{alias.name}" if stem else alias.name)
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            absolute(node.args[0].value)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def closure(
    roots: Iterable[str],
    members: set[str],
    read: Callable[[str], bytes],
    skipped: Iterable[str] = INTERACTIVE,
) -> set[str]:
    """The members of a standard-library zip that ``roots`` (module names) import, transitively.

    ``members`` are the zip's names and ``read`` gives one's bytes; a name that is in no member
    (a module built into Pyodide, a module of another platform) is left out, and so are the
    packages ``skipped`` and everything in them.
    """
    needed: set[str] = set()
    todo = list(roots)
    seen: set[str] = set()
    skip = tuple(skipped)
    while todo:
        module = todo.pop()
        if module in seen or any(module == s or module.startswith(s + ".") for s in skip):
            continue
        seen.add(module)
        member = member_of(module, members)
        if member is None:
            continue
        needed.add(member)
        todo.extend(imports_in(read(member), module, member.endswith("/__init__.py")))
    return needed


def needed_members(
    stdlib_zip: str, roots: Iterable[str], folders: Iterable[str] = (), skipped: Iterable[str] = INTERACTIVE
) -> list[str]:
    """The members of ``stdlib_zip`` that ``roots`` need, in order (run inside Pyodide).

    The modules of ``folders`` (the unpacked engine) are read too, so that what they import is
    followed, but only the zip's members are returned.
    """
    with zipfile.ZipFile(stdlib_zip) as archive:
        members = set(archive.namelist())
        files = {
            path.relative_to(folder).as_posix(): path
            for folder in map(Path, folders)
            for path in folder.rglob("*.py")
        }

        def read(name: str) -> bytes:
            return files[name].read_bytes() if name in files else archive.read(name)

        found = closure([*roots, *ALWAYS], members | set(files), read, skipped)
        return sorted(found & members)


def _list_name(archive: bytes) -> str:
    """The cache's name for the list of modules this engine needs, from all it depends on."""
    digest = hashlib.sha256(archive)
    for part in (FULL.read_bytes(), MAKER.read_bytes(), Path(__file__).read_bytes()):
        digest.update(b"\0" + hashlib.sha256(part).digest())
    return f"stdlib-{digest.hexdigest()[:16]}.json"


def needs(archive: bytes, cache: Path = CACHE) -> list[str]:
    """The standard library's members that the packed engine ``archive`` needs under Pyodide.

    Listed by ``make-snapshot.mjs needs`` in Node unless ``cache`` has the list already.
    """
    if not FULL.is_file():
        raise StdlibError(
            "node_modules/pyodide/python_stdlib.zip is missing; run scripts/setup (npm ci) first."
        )
    made = cache / _list_name(archive)
    if made.is_file():
        return _read_list(made)
    with made_in_node(made, "stdlib-*.json", LISTS_KEPT, "list the standard library it ships") as work:
        pack = work / "engine.zip"
        pack.write_bytes(archive)
        run_maker(
            ["needs", str(FULL.parent), str(pack), str(Path(__file__)), str(work / made.name)],
            "Listing the standard library the engine needs",
        )
    return _read_list(made)


@contextmanager
def made_in_node(made: Path, kept: str, keep: int, why: str) -> Iterator[Path]:
    """A folder beside ``made`` in which Node makes it as ``<folder>/<made.name>``, moved into
    place whole when the block ends (builds run side by side, each makes its own); then only the
    ``keep`` newest files matching ``kept`` stay in the cache. Raises :class:`StdlibError` saying
    ``why`` Node is needed when it is not on PATH."""
    if shutil.which("node") is None:
        raise StdlibError(f"Node.js (node) is not on PATH; the build needs it to {why}.")
    made.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=made.parent) as work:
        yield Path(work)
        (Path(work) / made.name).replace(made)
    newest = sorted(made.parent.glob(kept), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in newest[keep:]:
        old.unlink(missing_ok=True)


def run_maker(arguments: list[str], what: str) -> None:
    """Run ``make-snapshot.mjs`` with ``arguments`` in Node; :class:`StdlibError` naming ``what``
    failed, with the last line Node said, when it fails."""
    done = subprocess.run(
        [str(shutil.which("node")), str(MAKER), *arguments],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if done.returncode != 0:
        raise StdlibError(f"{what} failed: {error_line(done.stderr)[:300]}")


def error_line(stderr: str) -> str:
    """The line of Node's report that names the error (Python's, when Python raised it), not the
    minified line of Pyodide's own code that Node prints first."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip() and len(line) < 1000]
    named = [line for line in lines if re.match(r"^[\w.]*(Error|Exception)\b", line)]
    return (named or lines or ["no message"])[-1]


def _read_list(path: Path) -> list[str]:
    """A list of members written by ``make-snapshot.mjs needs``."""
    names = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise StdlibError(f"{path} is not a list of the standard library's files; delete it and build again.")
    return names


def pack(members: Iterable[str], source: Path = FULL) -> bytes:
    """A zip of ``members`` of the standard library ``source``, byte for byte reproducible."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(source) as full, zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(set(members)):
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, full.read(name))
    return buffer.getvalue()


def trimmed(archive: bytes) -> bytes:
    """The trimmed standard library for the packed engine ``archive``."""
    return pack(needs(archive))
