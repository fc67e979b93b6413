/*
 * The engine worker: Pyodide (served by this site) running the `lansquenet` package.
 *
 * Messages in:  {type: "init", engine: URL of the packed engine zip, pyodide: URL of the runtime
 *                folder, bare: true to load Pyodide alone (the benchmark's baseline)}
 *               {type: "deal", id, spec}
 *               {type: "play-start", id, request} | {type: "play-act", id, session, action}
 *               {type: "play-transcript", id, session} | {type: "play-end", id, session}
 *               {type: "lab", id, request}: a batch of hands for the probability lab (lansquenet.lab)
 * Messages out: {type: "ready", timings: {loadPyodide, engine}} | {type: "failed", error}
 *               {type: "result", id, transcript} | {type: "result", id, answer}
 *               | {type: "result", id, error: one sentence}
 *
 * Play keeps its sessions here, in Python (lansquenet.api's play_* functions): the page gets
 * only the steps that have happened and the decision pending, never the stock, so no card
 * reaches the page before it turns. The whole transcript (with the pack orders) is asked for
 * only once the match is over, and the engine refuses it before.
 *
 * Nothing is installed from the network: no micropip, no package index lookups. The engine is
 * pure Python and arrives as one zip, unpacked with `unpackArchive` and imported from there.
 */

let dealJson = null;
let play = null; // {start, act, transcript, end}: lansquenet.api's play functions, JSON in and out
let labJson = null; // lansquenet.lab.batch_json: a batch of hands for the probability lab
let ready = null;
let started = false;

// Each play message, as the call into Python that answers it (JSON text back).
// Messages answered by one engine call each: JSON text in, JSON text out ({error} on a refusal).
const CALLS = {
  "play-start": (m) => play.start(JSON.stringify(m.request)),
  "play-act": (m) => play.act(String(m.session), String(m.action)),
  "play-transcript": (m) => play.transcript(String(m.session)),
  "play-end": (m) => play.end(String(m.session)),
  lab: (m) => labJson(JSON.stringify(m.request)),
};

// A runtime file that fails to download can surface as an unhandled rejection inside Pyodide
// rather than as a rejection of loadPyodide(); while starting, treat it as a failed start.
self.addEventListener("unhandledrejection", (event) => {
  if (started && !dealJson) {
    event.preventDefault(); // reported to the page as a failed start, not as an uncaught error
    self.postMessage({
      type: "failed",
      error: String((event.reason && event.reason.message) || event.reason),
    });
  }
});

self.addEventListener("message", async (/** @type {MessageEvent} */ event) => {
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
  } else if (Object.hasOwn(CALLS, message.type)) {
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
        error: "The engine could not do this: " + String((error && error.message) || error).split("\n")[0],
      });
    }
  } else if (message.type === "deal") {
    try {
      await ready;
      const out = JSON.parse(dealJson(JSON.stringify(message.spec)));
      if (out.error) self.postMessage({ type: "result", id: message.id, error: out.error });
      else self.postMessage({ type: "result", id: message.id, transcript: out });
    } catch (error) {
      self.postMessage({
        type: "result",
        id: message.id,
        error: "The engine could not deal this: " + String((error && error.message) || error).split("\n")[0],
      });
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
  play = {
    start: (text) => api.play_start(text),
    act: (session, action) => api.play_act(session, action),
    transcript: (session) => api.play_transcript(session),
    end: (session) => api.play_end(session),
  };
  const lab = pyodide.pyimport("lansquenet.lab");
  labJson = (text) => lab.batch_json(text);
  return { loadPyodide: t1 - t0, engine: performance.now() - t1 };
}
