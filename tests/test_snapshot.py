"""The engine's start-up snapshot, restored in Node the way the browser's worker restores it.

scripts/site/vendor.py makes the snapshot (a Pyodide that has started Python and imported the
engine) and the worker (docs/javascripts/engine-worker.mjs) restores it and then runs its
``AFTER_RESTORE`` lines. Here the same snapshot is restored twice in Node with those same lines,
read from the worker, and the trimmed standard library the worker gives Pyodide (``stdLibURL``),
to check what a restored engine must do: deal what CPython deals, draw
fresh chance in each restore (Python's random module reseeded, os.urandom from the host), and
keep nothing of the build machine's file system but what the worker unpacks again.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import vendor  # noqa: E402

from lansquenet import api  # noqa: E402

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (vendor.PYODIDE_SRC / "pyodide.mjs").is_file(),
    reason="needs Node.js and the pinned Pyodide (npm ci)",
)

SPEC = {"variant": "pagat", "seed": 7, "seats": ["Anne", "Blaise", "Colette", "Denis"]}

RESTORE = """
import { loadPyodide } from %(pyodide)s;
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
const worker = readFileSync(%(worker)s, "utf8");
const after = eval(worker.match(/const AFTER_RESTORE = (\\[[\\s\\S]*?\\]\\.join\\("\\\\n"\\));/)[1]);
const out = [];
for (let i = 0; i < 2; i++) {
  const pyodide = await loadPyodide({
    stdLibURL: %(stdlib)s,
    _loadSnapshot: gunzipSync(readFileSync(%(snapshot)s)),
  });
  pyodide.unpackArchive(new Uint8Array(readFileSync(%(pack)s)), "zip", { extractDir: "/engine" });
  pyodide.runPython(after);
  const probe = pyodide.runPython(`
import json, os, random, sys
json.dumps({"random": random.random(), "urandom": os.urandom(8).hex(),
            "modules": sorted(m for m in sys.modules if m.startswith("lansquenet")),
            "engine_files": sorted(os.listdir("/engine/lansquenet"))})`);
  const api = pyodide.pyimport("lansquenet.api");
  out.push({ probe: JSON.parse(probe), deal: api.deal_json(%(spec)s) });
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def restored(tmp_path_factory) -> list[dict]:
    """Two restores of the snapshot made for the current engine."""
    archive = vendor.pack_engine()
    snapshot = vendor.make_snapshot(archive)
    folder = tmp_path_factory.mktemp("snapshot")
    pack = folder / "engine.zip"
    pack.write_bytes(archive)
    library = folder / "stdlib.zip"
    library.write_bytes(vendor.trimmed_stdlib(archive))
    script = folder / "restore.mjs"
    script.write_text(
        RESTORE
        % {
            "pyodide": json.dumps((vendor.PYODIDE_SRC / "pyodide.mjs").as_uri()),
            "worker": json.dumps(str(ROOT / "docs" / "javascripts" / "engine-worker.mjs")),
            "snapshot": json.dumps(str(snapshot)),
            "pack": json.dumps(str(pack)),
            "stdlib": json.dumps(str(library)),
            "spec": json.dumps(json.dumps(SPEC)),
        },
        encoding="utf-8",
    )
    done = subprocess.run(
        ["node", str(script)], capture_output=True, text=True, timeout=300, check=False, cwd=folder
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_restored_engine_deals_what_cpython_deals(restored):
    for run in restored:
        assert json.loads(run["deal"]) == api.deal(SPEC)


def test_every_engine_module_is_in_the_snapshot(restored):
    """Nothing of the engine is read and compiled from source on the first deal or game."""
    import pkgutil

    import lansquenet

    wanted = {"lansquenet"} | {
        m.name
        for m in pkgutil.walk_packages(lansquenet.__path__, "lansquenet.")
        if not m.name.endswith("__main__")
    }
    for run in restored:
        assert wanted <= set(run["probe"]["modules"])
        assert "api.py" in run["probe"]["engine_files"]


def test_each_restore_draws_its_own_chance(restored):
    first, second = (run["probe"] for run in restored)
    assert first["random"] != second["random"], "Python's random module was not reseeded"
    assert first["urandom"] != second["urandom"]


def test_the_worker_reseeds_after_restoring():
    """The lines the test runs are the worker's own, and they reseed."""
    worker = (ROOT / "docs" / "javascripts" / "engine-worker.mjs").read_text(encoding="utf-8")
    lines = re.search(r"const AFTER_RESTORE = \[(.*?)\]", worker, flags=re.DOTALL)
    assert lines and '"random.seed()"' in lines.group(1)
