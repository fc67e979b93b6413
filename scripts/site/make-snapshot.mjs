/*
 * Make the engine's start-up snapshot: the memory of a Pyodide that has started Python and
 * imported the engine, as the site's worker would, saved so that a worker can restore it
 * instead of starting Python and importing the engine again (see scripts/site/vendor.py).
 * Before that, list the standard library the engine needs, from a Pyodide started the same way
 * with the whole of it (see scripts/site/stdlib.py): the snapshot is made with that trimmed zip.
 *
 * Usage: node make-snapshot.mjs snapshot <pyodide folder> <stdlib zip> <engine zip> <output file>
 *   Writes the snapshot gzipped to the output file; prints its raw size in bytes.
 * Usage: node make-snapshot.mjs needs <pyodide folder> <engine zip> <stdlib.py> <output file>
 *   Writes the names of the members of Pyodide's python_stdlib.zip the engine needs, as JSON.
 *
 * It relies on Pyodide's experimental snapshot options (`_makeSnapshot` when loading, then
 * `makeMemorySnapshot()`), pinned with the rest of Pyodide in package-lock.json; the worker
 * restores with `_loadSnapshot` and falls back to a plain start when that fails, and
 * tests/browser/test_engine.py checks the restored engine deals what CPython deals.
 *
 * The worker's start must match this one: the same environment, the same standard library zip,
 * the engine unpacked into /engine and first on sys.path, the same modules imported.
 */
/* global process, console */
import { readFile, writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

// What the worker's engine does, done once: import every module and use it.
const WARM_UP = [
  "import sys",
  "if '/engine' not in sys.path: sys.path.insert(0, '/engine')",
  "import gc, importlib, json, pkgutil",
  "import lansquenet, lansquenet.api, lansquenet.lab",
  // Every module of the engine, not only the two the worker asks for: the rest would be
  // read and compiled from source on the first deal or the first game.
  "for found in pkgutil.walk_packages(lansquenet.__path__, 'lansquenet.'):",
  "    if not found.name.endswith('__main__'): importlib.import_module(found.name)",
  // One seeded deal of each variant and one game started and forgotten warm what the engine
  // computes on first use; seeded, so nothing in them depends on the moment.
  "for name in lansquenet.api.variants():",
  "    lansquenet.api.deal_json(json.dumps({'variant': name, 'seed': 1}))",
  "started = json.loads(lansquenet.api.play_start(json.dumps({'variant': 'pagat', 'seed': 1})))",
  "lansquenet.api.play_end(started['id'])",
  "del started, found, name",
  "gc.collect()",
].join("\n");

// The roots for stdlib.needed_members: the standard library's modules the warmed-up Pyodide has
// loaded, and the engine's (taken before stdlib.py's own imports; it is written where its own
// paths make sense).
const NEEDS = [
  "import json, sys",
  "_zip = next(p for p in sys.path if p.endswith('.zip'))",
  "_roots = [n for n, m in list(sys.modules.items()) if (getattr(m, '__file__', None) or '').startswith(('/engine/', _zip + '/'))]",
  "sys.path.insert(0, '/lansquenet-build/scripts/site')",
  "import stdlib",
  "json.dumps(stdlib.needed_members(_zip, _roots, ['/engine']))",
].join("\n");

const [mode, pyodideDir, ...rest] = process.argv.slice(2);
if (!["needs", "snapshot"].includes(mode) || rest.length !== 3) {
  console.error(
    "usage: node make-snapshot.mjs snapshot <pyodide folder> <stdlib zip> <engine zip> <output file>\n" +
      "       node make-snapshot.mjs needs <pyodide folder> <engine zip> <stdlib.py> <output file>",
  );
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
if (mode === "needs") {
  const [enginePack, stdlibPy, output] = rest;
  const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
  pyodide.unpackArchive(new Uint8Array(await readFile(enginePack)), "zip", { extractDir: "/engine" });
  pyodide.runPython(WARM_UP);
  pyodide.FS.mkdirTree("/lansquenet-build/scripts/site");
  pyodide.FS.writeFile("/lansquenet-build/scripts/site/stdlib.py", await readFile(stdlibPy));
  await writeFile(output, pyodide.runPython(NEEDS));
} else {
  const [stdlibZip, enginePack, output] = rest;
  const pyodide = await loadPyodide({
    indexURL: `${pyodideDir}/`,
    stdLibURL: stdlibZip,
    _makeSnapshot: true,
  });
  pyodide.unpackArchive(new Uint8Array(await readFile(enginePack)), "zip", { extractDir: "/engine" });
  pyodide.runPython(WARM_UP);
  const snapshot = pyodide.makeMemorySnapshot();
  await writeFile(output, gzipSync(snapshot, { level: 6 }));
  console.log(snapshot.length);
}
