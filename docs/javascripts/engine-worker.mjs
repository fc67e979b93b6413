/*
 * The engine worker: Pyodide (served by this site) running the `lansquenet` package.
 *
 * Messages in:  {type: "init", engine: URL of the packed engine zip, pyodide: URL of the runtime
 *                folder, bare: true to load Pyodide alone (the benchmark's baseline)}
 *               The standard library and the snapshot sit beside the engine zip, named after it.
 *               {type: "deal", id, spec}
 *               {type: "play-start", id, request} | {type: "play-act", id, session, action}
 *               {type: "play-transcript", id, session} | {type: "play-end", id, session}
 *               {type: "lab", id, request}: a batch of hands for the probability lab (lansquenet.lab)
 * Messages out: {type: "progress", stage: "runtime" | "engine"}: what the start is doing now
 *               {type: "ready", timings: {loadPyodide, engine}} | {type: "failed", error}
 *               {type: "result", id, transcript} | {type: "result", id, answer}
 *               | {type: "result", id, error: one sentence}
 *               | {type: "result", id, failed: "deal" | "call", error}: the engine failed, `error`
 *                 the first line of what it threw; the page words it in its language
 *
 * Play keeps its sessions here, in Python (lansquenet.api's play_* functions): the page gets
 * only the steps that have happened and the decision pending, never the stock, so no card
 * reaches the page before it turns. The whole transcript (with the pack orders) is asked for
 * only once the match is over, and the engine refuses it before.
 *
 * Nothing is installed from the network: no micropip, no package index lookups. The engine is
 * pure Python and arrives as one zip, unpacked with `unpackArchive` and imported from there.
 * Python's standard library is not Pyodide's whole python_stdlib.zip but the part the engine and
 * Pyodide's start can import (scripts/site/stdlib.py), given to `loadPyodide` as `stdLibURL`;
 * the snapshot was made with those very bytes.
 *
 * Starting is mostly Python's own start and the engine's imports, so the build saves a Pyodide
 * that has done both (a memory snapshot, scripts/site/make-snapshot.mjs) and the worker restores
 * it: `loadPyodide({_loadSnapshot})`, experimental in Pyodide, pinned with it in package-lock.json.
 * Without a snapshot, or when restoring fails, Python starts plainly, as before.
 */

/** @typedef {(text: string) => string} JsonCall JSON text in, JSON text out */

/** @type {JsonCall | null} lansquenet.api.deal_json */
let dealJson = null;
/**
 * lansquenet.api's play functions, JSON in and out.
 * @type {{start: JsonCall, act: (session: string, action: string) => string, transcript: JsonCall, end: JsonCall} | null}
 */
let play = null;
/** @type {JsonCall | null} lansquenet.lab.batch_json: a batch of hands for the probability lab */
let labJson = null;
/** @type {Promise<LQ.Timings> | null} */
let ready = null;
let started = false;

/** The engine's functions, once init() has loaded them. */
function engine() {
  if (!dealJson || !play || !labJson) throw new Error("the engine has not started");
  return { dealJson, play, labJson };
}

/** What went wrong, in words, whatever was thrown: its message, or the thing itself. */
function said(/** @type {unknown} */ error) {
  const thrown = /** @type {{message?: unknown} | null | undefined} */ (error);
  return String((thrown && thrown.message) || thrown);
}

/** The first line of what went wrong. */
function firstLine(/** @type {unknown} */ error) {
  return said(error).split("\n")[0];
}

// Messages answered by one engine call each: JSON text in, JSON text out ({error} on a refusal).
/** @type {Record<string, (m: any) => string>} */
const CALLS = {
  "play-start": (m) => engine().play.start(JSON.stringify(m.request)),
  "play-act": (m) => engine().play.act(String(m.session), String(m.action)),
  "play-transcript": (m) => engine().play.transcript(String(m.session)),
  "play-end": (m) => engine().play.end(String(m.session)),
  lab: (m) => engine().labJson(JSON.stringify(m.request)),
};

// A runtime file that fails to download can surface as an unhandled rejection inside Pyodide
// rather than as a rejection of loadPyodide(); while starting, treat it as a failed start.
self.addEventListener("unhandledrejection", (event) => {
  if (started && !dealJson) {
    event.preventDefault(); // reported to the page as a failed start, not as an uncaught error
    self.postMessage({
      type: "failed",
      error: said(event.reason),
    });
  }
});

self.addEventListener("message", async (/** @type {MessageEvent} */ event) => {
  const message = /** @type {LQ.ToWorker} */ (event.data || {});
  if (message.type === "init") {
    started = true;
    if (!ready) ready = init(message);
    try {
      const timings = await ready;
      self.postMessage({ type: "ready", timings });
    } catch (error) {
      self.postMessage({ type: "failed", error: said(error) });
    }
  } else if (message.type !== "deal" && Object.hasOwn(CALLS, message.type)) {
    try {
      await ready;
      const text = CALLS[message.type](message);
      const out = typeof text === "string" && text ? JSON.parse(text) : null;
      if (out && out.error) self.postMessage({ type: "result", id: message.id, error: out.error });
      else self.postMessage({ type: "result", id: message.id, answer: out });
    } catch (error) {
      self.postMessage({
        type: "result",
        id: message.id,
        failed: "call",
        error: firstLine(error),
      });
    }
  } else if (message.type === "deal") {
    try {
      await ready;
      const out = JSON.parse(engine().dealJson(JSON.stringify(message.spec)));
      if (out.error) self.postMessage({ type: "result", id: message.id, error: out.error });
      else self.postMessage({ type: "result", id: message.id, transcript: out });
    } catch (error) {
      self.postMessage({
        type: "result",
        id: message.id,
        failed: "deal",
        error: firstLine(error),
      });
    }
  }
});

/**
 * The bytes of a gzipped response, unpacked as they arrive.
 * @param {Response} response
 * @returns {Promise<ArrayBuffer>}
 */
function gunzip(response) {
  if (!response.body) throw new Error("the snapshot arrived empty");
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

/**
 * The engine's start-up snapshot (made by scripts/site/make-snapshot.mjs, beside the pack under
 * the same name), or null when the site has none or it cannot be had: then Python starts plainly.
 * @param {string} enginePack
 * @returns {Promise<Response | null>}
 */
async function snapshotResponse(enginePack) {
  try {
    const url = enginePack.replace(/\.zip$/, ".snapshot");
    // The snapshot doubles the bytes of a first start (some 7 MB more, gzipped) to save seconds
    // of starting: over a slow link, or when the reader asks to save data, it is used only if a
    // cache already has it.
    const response = await fetch(url, slowLink() ? { cache: "only-if-cached", mode: "same-origin" } : {});
    return response.ok ? response : null;
  } catch (error) {
    return null;
  }
}

/**
 * Whether the browser says the reader saves data or the link is slow (its "effective type"
 * is 3g or slower; the downlink figure itself is a guess, low until much has been fetched).
 */
function slowLink() {
  const nav = /** @type {{connection?: {saveData?: boolean, effectiveType?: string}}} */ (self.navigator);
  const link = nav.connection;
  return Boolean(link && (link.saveData || ["slow-2g", "2g", "3g"].includes(link.effectiveType || "")));
}

/**
 * The packed engine's bytes.
 * @param {string} enginePack
 */
async function packBytes(enginePack) {
  const response = await fetch(enginePack);
  if (!response.ok) throw new Error(`the engine archive answered ${response.status}`);
  return response.arrayBuffer();
}

// What a restored Python does first. The snapshot froze the state of Python's `random` module
// (seeded once, when the snapshot was made): reseed it from the browser's entropy, as a fresh
// CPython does, so no two workers share it. `secrets` and `os.urandom` ask the browser each
// time and need nothing. The hash secret stays the one the snapshot was made with (it cannot
// change once Python runs); the engine's output does not depend on it (tests/test_hash_order.py).
// The engine's files are unpacked again, so later imports find them: the folders' finders forget
// their old listings (only theirs: importlib.invalidate_caches() would import importlib.metadata).
const AFTER_RESTORE = [
  "import random, sys",
  "from importlib.machinery import FileFinder",
  "for _finder in list(sys.path_importer_cache.values()):",
  "    if isinstance(_finder, FileFinder): _finder.invalidate_caches()",
  "random.seed()",
  "del FileFinder, random, sys",
].join("\n");

/**
 * Load Pyodide and the engine, from the start-up snapshot when the site has one; how long each
 * part took. With `bare`, Pyodide alone, started plainly with its own whole standard library
 * (the benchmark's floor).
 * @param {Extract<LQ.ToWorker, {type: "init"}>} message
 * @returns {Promise<LQ.Timings>}
 */
async function init({ engine: enginePack, pyodide: pyodideUrl, bare }) {
  const t0 = performance.now();
  const stdLibURL = new URL(enginePack.replace(/\.zip$/, "-stdlib.zip"), self.location.href).href;
  self.postMessage({ type: "progress", stage: "runtime" });
  // Ask for everything at once: the runtime's loader, the snapshot and the packed engine
  // (Pyodide itself asks for its WebAssembly and standard library as soon as it is called).
  const packed = bare ? null : packBytes(enginePack);
  packed?.catch(() => {}); // awaited below; a failure is reported from there
  const [{ loadPyodide }, snapshot] = await Promise.all([
    import(new URL("pyodide.mjs", pyodideUrl).href),
    bare ? null : snapshotResponse(enginePack),
  ]);
  /** @type {any} */
  let pyodide = null;
  let unpacked = 0;
  if (snapshot) {
    try {
      const bytes = gunzip(snapshot).then((buffer) => ((unpacked = performance.now() - t0), buffer));
      pyodide = await loadPyodide({ indexURL: pyodideUrl, stdLibURL, _loadSnapshot: bytes });
    } catch (error) {
      console.warn("The engine's snapshot could not be restored; starting Python plainly.", error);
    }
  }
  const restored = Boolean(pyodide);
  // Bare, Pyodide starts as its package ships, with its whole standard library (put beside the
  // runtime by scripts/bench, which alone asks for a bare start).
  if (!pyodide)
    pyodide = await loadPyodide(bare ? { indexURL: pyodideUrl } : { indexURL: pyodideUrl, stdLibURL });
  const t1 = performance.now();
  if (bare || !packed) return { loadPyodide: t1 - t0, engine: 0, snapshot: false, unpacked };
  self.postMessage({ type: "progress", stage: "engine" });
  pyodide.unpackArchive(await packed, "zip", { extractDir: "/engine" });
  pyodide.runPython(
    restored ? AFTER_RESTORE : "import sys\nif '/engine' not in sys.path: sys.path.insert(0, '/engine')",
  );
  const api = pyodide.pyimport("lansquenet.api");
  dealJson = (text) => api.deal_json(text);
  play = {
    start: (text) => api.play_start(text),
    act: (session, action) => api.play_act(session, action),
    transcript: (session) => api.play_transcript(session),
    end: (session) => api.play_end(session),
  };
  const lab = pyodide.pyimport("lansquenet.lab");
  labJson = (text) => lab.batch_json(text);
  return { loadPyodide: t1 - t0, engine: performance.now() - t1, snapshot: restored, unpacked };
}
