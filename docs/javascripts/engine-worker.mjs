/*
 * The engine worker: Pyodide (served by this site) running the `lansquenet` package.
 *
 * Messages in:  {type: "init", engine: URL of the packed engine zip, pyodide: URL of the runtime
 *                folder, bare: true to load Pyodide alone (the benchmark's baseline)}
 *               {type: "deal", id, spec}
 *               {type: "lab", id, request}: a batch of hands for the probability lab (lansquenet.lab)
 * Messages out: {type: "ready", timings: {loadPyodide, engine}} | {type: "failed", error}
 *               {type: "result", id, transcript} | {type: "result", id, error: one sentence}
 *               {type: "result", id, reply}: the lab's batch (samples and the exact figure)
 *
 * Nothing is installed from the network: no micropip, no package index lookups. The engine is
 * pure Python and arrives as one zip, unpacked with `unpackArchive` and imported from there.
 */

let dealJson = null;
let labJson = null;
let ready = null;
let started = false;

// A runtime file that fails to download can surface as an unhandled rejection inside Pyodide
// rather than as a rejection of loadPyodide(); while starting, treat it as a failed start.
self.addEventListener("unhandledrejection", (event) => {
  if (started && !dealJson) {
    event.preventDefault(); // reported to the page as a failed start, not as an uncaught error
    self.postMessage({ type: "failed", error: String((event.reason && event.reason.message) || event.reason) });
  }
});

self.addEventListener("message", async (event) => {
  const message = event.data || {};
  if (message.type === "init") {
    started = true;
    if (!ready) ready = init(message);
    try {
      const timings = await ready;
      self.postMessage({ type: "ready", timings });
    } catch (error) {
      self.postMessage({ type: "failed", error: String((error && error.message) || error) });
    }
  } else if (message.type === "lab") {
    try {
      await ready;
      const reply = JSON.parse(labJson(JSON.stringify(message.request)));
      if (reply.error) self.postMessage({ type: "result", id: message.id, error: reply.error });
      else self.postMessage({ type: "result", id: message.id, reply });
    } catch (error) {
      self.postMessage({ type: "result", id: message.id, error: "The lab could not deal: " + String(error && error.message || error).split("\n")[0] });
    }
  } else if (message.type === "deal") {
    try {
      await ready;
      const out = JSON.parse(dealJson(JSON.stringify(message.spec)));
      if (out.error) self.postMessage({ type: "result", id: message.id, error: out.error });
      else self.postMessage({ type: "result", id: message.id, transcript: out });
    } catch (error) {
      self.postMessage({ type: "result", id: message.id, error: "The engine could not deal this: " + String(error && error.message || error).split("\n")[0] });
    }
  }
});

async function init({ engine, pyodide: pyodideUrl, bare }) {
  const t0 = performance.now();
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideUrl).href);
  const pyodide = await loadPyodide({ indexURL: pyodideUrl, fullStdLib: false });
  const t1 = performance.now();
  if (bare) return { loadPyodide: t1 - t0, engine: 0 };
  const response = await fetch(engine);
  if (!response.ok) throw new Error(`the engine archive answered ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "/engine" });
  pyodide.runPython("import sys\nif '/engine' not in sys.path: sys.path.insert(0, '/engine')");
  const api = pyodide.pyimport("lansquenet.api");
  dealJson = (text) => api.deal_json(text);
  const lab = pyodide.pyimport("lansquenet.lab");
  labJson = (text) => lab.batch_json(text);
  return { loadPyodide: t1 - t0, engine: performance.now() - t1 };
}
