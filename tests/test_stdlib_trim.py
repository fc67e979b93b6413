"""The trimmed standard library the site serves has every module the engine can import.

scripts/site/stdlib.py packs the part of Pyodide's python_stdlib.zip that the engine and
Pyodide's own start can import, and the worker starts Python with nothing else. A module the
engine imports, at any depth (an ``import`` inside a function, one of the standard library's own
lazy imports), that the zip lacks would fail only when that line first runs in a browser; these
tests fail instead.

* From CPython: every standard-library module the engine's own code names is in the zip.
* From a Pyodide started plainly with only the trimmed zip (the worker's start without its
  snapshot): the closure of the engine's imports, read from Pyodide's whole standard library
  (its sources are Python 3.14, which only Pyodide here can parse), is in the zip, with no
  exception; and that Pyodide deals and runs the lab as CPython does.
* The closure itself, on a small made-up library: lazy imports count, script-only blocks do not.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import stdlib  # noqa: E402
import vendor  # noqa: E402

from lansquenet import api, lab  # noqa: E402

needs_node = pytest.mark.skipif(
    shutil.which("node") is None or not stdlib.FULL.is_file(),
    reason="needs Node.js and the pinned Pyodide (npm ci)",
)

LAB_REQUEST = {"variant": "pagat", "seed": 5, "start": 0, "count": 20}

# In a Pyodide started with the trimmed zip only: the closure of the engine's imports in the
# whole standard library (copied to /full.zip), every engine module imported, a deal of each
# variant and a lab batch.
PLAIN_START = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync } from "node:fs";
const pyodide = await loadPyodide({ stdLibURL: %(trimmed)s });
pyodide.unpackArchive(new Uint8Array(readFileSync(%(pack)s)), "zip", { extractDir: "/engine" });
pyodide.FS.mkdirTree("/lansquenet-build/scripts/site");
pyodide.FS.writeFile("/lansquenet-build/scripts/site/stdlib.py", readFileSync(%(stdlib)s));
pyodide.FS.writeFile("/full.zip", readFileSync(%(full)s));
const out = pyodide.runPython(`
import importlib, json, pkgutil, sys
sys.path.insert(0, "/engine")
import lansquenet
engine = ["lansquenet"] + [m.name for m in pkgutil.walk_packages(lansquenet.__path__, "lansquenet.")]
sys.path.insert(0, "/lansquenet-build/scripts/site")
import stdlib
closure = stdlib.needed_members("/full.zip", engine, ["/engine"], skipped=())
for name in engine:
    if not name.endswith("__main__"):
        importlib.import_module(name)
import lansquenet.api, lansquenet.lab
deals = {v: lansquenet.api.deal_json(json.dumps({"variant": v, "seed": 3})) for v in lansquenet.api.variants()}
json.dumps({"closure": closure, "deals": deals, "lab": lansquenet.lab.batch_json(json.dumps(%(lab)s))})
`);
console.log(out);
"""


@pytest.fixture(scope="module")
def archive() -> bytes:
    return vendor.pack_engine()


@pytest.fixture(scope="module")
def trimmed_members(archive) -> set[str]:
    return set(zipfile.ZipFile(io.BytesIO(vendor.trimmed_stdlib(archive))).namelist())


@pytest.fixture(scope="module")
def plain_start(archive, tmp_path_factory) -> dict:
    """What a Pyodide started plainly with the trimmed zip says (see :data:`PLAIN_START`)."""
    folder = tmp_path_factory.mktemp("trimmed")
    pack, trimmed = folder / "engine.zip", folder / "stdlib.zip"
    pack.write_bytes(archive)
    trimmed.write_bytes(vendor.trimmed_stdlib(archive))
    script = folder / "start.mjs"
    script.write_text(
        PLAIN_START
        % {
            "pyodide": json.dumps((vendor.PYODIDE_SRC / "pyodide.mjs").as_uri()),
            "trimmed": json.dumps(str(trimmed)),
            "pack": json.dumps(str(pack)),
            "stdlib": json.dumps(str(Path(stdlib.__file__))),
            "full": json.dumps(str(stdlib.FULL)),
            "lab": repr(LAB_REQUEST),
        },
        encoding="utf-8",
    )
    done = subprocess.run(
        ["node", str(script)], capture_output=True, text=True, timeout=300, check=False, cwd=folder
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@needs_node
def test_every_module_the_engine_names_is_in_the_zip(trimmed_members):
    """Read with CPython from the engine's sources: imports at the top and inside functions."""
    full = set(zipfile.ZipFile(stdlib.FULL).namelist())
    named: set[str] = set()
    package = ROOT / "lansquenet"
    for path in sorted(package.rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        is_package = path.name == "__init__.py"
        if is_package:
            module = module.rpartition(".")[0]
        named |= stdlib.imports_in(path.read_bytes(), module, is_package)
    wanted = {stdlib.member_of(name, full) for name in named if not name.startswith("lansquenet")}
    missing = sorted(m for m in wanted - trimmed_members if m)
    assert not missing, f"the trimmed standard library lacks what the engine imports: {missing}"
    assert "json/__init__.py" in trimmed_members  # the engine's JSON entry points


@needs_node
def test_the_closure_of_the_engines_imports_is_in_the_zip(plain_start, trimmed_members):
    """Every module the engine can reach, through the standard library's lazy imports too."""
    missing = sorted(set(plain_start["closure"]) - trimmed_members)
    assert not missing, f"the trimmed standard library lacks modules the engine can import: {missing}"
    assert len(plain_start["closure"]) > 50  # the closure went through the standard library


@needs_node
def test_a_plain_start_on_the_trimmed_zip_deals_what_cpython_deals(plain_start):
    for variant, dealt in plain_start["deals"].items():
        assert json.loads(dealt) == api.deal({"variant": variant, "seed": 3}), variant
    assert json.loads(plain_start["lab"]) == json.loads(lab.batch_json(json.dumps(LAB_REQUEST)))


@needs_node
def test_the_zip_is_smaller_and_reproducible(archive):
    trimmed = vendor.trimmed_stdlib(archive)
    assert stdlib.pack(stdlib.needs(archive)) == trimmed
    assert len(trimmed) < 0.75 * stdlib.FULL.stat().st_size
    assert vendor.stdlib_name(archive) == vendor.engine_name(archive)[: -len(".zip")] + "-stdlib.zip"


def _library(files: dict[str, str]) -> tuple[set[str], object]:
    data = {name: text.encode() for name, text in files.items()}
    return set(data), data.__getitem__


def test_the_closure_follows_lazy_and_relative_imports_but_not_script_blocks():
    members, read = _library(
        {
            "a.py": "import b\ndef later():\n    from c import thing\n",
            "b.py": "if __name__ == '__main__':\n    import scriptonly\nelse:\n    import d\n",
            "c/__init__.py": "from . import inner\n",
            "c/inner.py": "import importlib\nimportlib.import_module('e')\n",
            "d.py": "",
            "e.py": "",
            "scriptonly.py": "",
            "unused.py": "",
            "prompt/__init__.py": "",
            "f.py": "import prompt\n",
        }
    )
    found = stdlib.closure(["a", "f", "builtin_module"], members, read, skipped=("prompt",))
    assert found == {"a.py", "b.py", "c/__init__.py", "c/inner.py", "d.py", "e.py", "f.py"}
    everything = stdlib.closure(["a", "f"], members, read, skipped=())
    assert "prompt/__init__.py" in everything


def test_a_zip_without_a_needed_module_is_caught():
    """The check above can fail: drop one module the closure needs and it is missing."""
    members, read = _library({"a.py": "def f():\n    import b\n", "b.py": ""})
    packed = {"a.py"}
    assert stdlib.closure(["a"], members, read) - packed == {"b.py"}


@needs_node
def test_a_site_built_before_keeps_no_whole_standard_library(tmp_path):
    """Building into a site that still has Pyodide's python_stdlib.zip removes it (and its copy)."""
    old = tmp_path / vendor.PYODIDE_DIR / "python_stdlib.zip"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"old")
    old.with_name("python_stdlib.zip.gz").write_bytes(b"old")
    copied = vendor.copy_pyodide(tmp_path)
    assert not old.exists() and not old.with_name("python_stdlib.zip.gz").exists()
    assert {path.name for path in copied} == set(vendor.PYODIDE_FILES)
    assert "python_stdlib.zip" not in vendor.PYODIDE_FILES


def test_no_engine_source_holds_a_lone_surrogate():
    """Pyodide's Python (3.14) refuses to import a module one of whose strings holds a lone
    surrogate (``"\\udcff"`` written as an escape, even in a docstring), which CPython 3.11 takes;
    the browser's engine would not start, so no string of the engine may hold one."""
    import ast

    found = []
    for path in sorted((ROOT / "lansquenet").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                try:
                    node.value.encode("utf-8")
                except UnicodeEncodeError:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"strings with a lone surrogate: {found}"
