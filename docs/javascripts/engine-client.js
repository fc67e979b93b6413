/*
 * The in-browser engine, seen from the page: one module Web Worker per tab, started lazily.
 *
 * Pre-dealt boards never need it. It starts the first time a reader asks for something only
 * the engine can give (a new deal, a permalink to a deal the page does not carry), or a little
 * before, quietly, when a reader is about to ask (engine-warm.js), and lives on
 * `window.lansquenet.engine`, so Material's instant navigation (which swaps the page but keeps
 * this script running) reuses the same worker instead of loading Python again.
 *
 * While it starts, its message says which stage it is at (the worker reports them), for the
 * control that waits to show, in the page's language at the moment it is read (told.js). Every
 * request carries the page's language (a deal spec's, Play's and the lab's `language`, left out
 * in English, the engine's own default), so what comes back is told in it. Opened from a folder (the classroom bundle), where browsers refuse
 * the worker, it does not try: asked, it fails at once with the sentence on serving the folder.
 *
 * engine.start(urls)   -> Promise that settles when the worker is ready (or failed)
 * engine.warm(urls)    -> start the worker without a word to the page until someone asks; a
 *                         start that fails is said only then
 * engine.deal(spec)    -> Promise of a transcript; rejects with an Error whose message is one
 *                         sentence for the reader
 * engine.play.start(request, urls), .act(session, action), .transcript(session), .end(session)
 *                      -> Promises of the answers of lansquenet.api's play_* functions (see
 *                         engine-worker.mjs); they reject with one sentence for the reader
 * engine.lab(request)  -> Promise of a batch of hands for the probability lab (lab.js)
 * engine.onState(fn)   -> fn(state, message) now and on every change; returns an unsubscribe
 * engine.state         -> "idle" | "loading" | "ready" | "failed"
 * engine.asked         -> how many requests the page has sent the worker (tests read it)
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told, language) on
 * window.lansquenet; gives engine.
 */
(function () {
  "use strict";

  const root = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (root.engine) return;

  const WORDS = root.told({
    en: {
      unavailable:
        "New deals are unavailable: the engine could not start in this browser, but the deals on this page still work.",
      // Opened from a folder (the classroom bundle), browsers refuse to start the engine's worker;
      // the bundle's serve.py serves the folder and opens it in the browser.
      fromFiles:
        "To deal new hands, open serve.py in this site’s folder (double-click it, or run python serve.py) and use the page it opens.",
      // What the start is doing, by the stage the worker last reported (engine-worker.mjs); of one
      // length, so the words below the control that waits do not move from one stage to the next.
      runtime: "Starting the engine in your browser, step 1 of 2: fetching Python…",
      engine: "Starting the engine in your browser, step 2 of 2: loading the game…",
      unreachable:
        "New deals are unavailable: the site's server cannot be reached, so the engine could not be loaded (online, “Make this site available offline” at the foot of the page saves it); the deals on this page still work.",
      // The engine failed inside a request (a refusal is the engine's own sentence, in the page's language).
      deal: "The engine could not deal this: ",
      call: "The engine could not do this: ",
    },
    fr: {
      unavailable:
        "Les nouvelles donnes sont indisponibles : le moteur n'a pas pu démarrer dans ce navigateur, mais les donnes de cette page fonctionnent toujours.",
      fromFiles:
        "Pour donner de nouvelles mains, ouvrez serve.py dans le dossier de ce site (double-cliquez dessus, ou lancez python serve.py) et utilisez la page qu'il ouvre.",
      runtime: "Démarrage du moteur dans votre navigateur, étape 1 sur 2 : téléchargement de Python…",
      engine: "Démarrage du moteur dans votre navigateur, étape 2 sur 2 : chargement du jeu…",
      unreachable:
        "Les nouvelles donnes sont indisponibles : le serveur du site est injoignable, le moteur n'a donc pas pu être chargé (en ligne, « Rendre disponible hors ligne », en bas de la page, l'enregistre) ; les donnes de cette page fonctionnent toujours.",
      deal: "Le moteur n'a pas pu donner ceci : ",
      call: "Le moteur n'a pas pu faire ceci : ",
    },
  });

  /** @typedef {"unavailable" | "fromFiles" | "runtime" | "engine" | "unreachable"} Said */

  /**
   * What a failed start says: from a folder, with the server unreachable, or in this browser.
   * @param {LQ.EngineUrls | null} urls
   * @returns {Promise<Said>}
   */
  async function unavailable(urls) {
    if (location.protocol === "file:") return "fromFiles";
    if (navigator.onLine === false) return "unreachable";
    if (!urls) return "unavailable";
    try {
      await fetch(urls.worker, { method: "HEAD", cache: "no-store" });
      return "unavailable";
    } catch (error) {
      return "unreachable";
    }
  }

  /**
   * `request` with the page's language, which the engine speaks from the start; as it is in English.
   * @template {object} T
   * @param {T} request
   * @returns {T & {language?: string}}
   */
  function inLanguage(request) {
    const language = root.language();
    return language === "en" ? request : Object.assign({}, request, { language });
  }

  /** @type {Set<(state: LQ.EngineState, message: string) => void>} */
  const listeners = new Set();
  /** @type {Map<number, {resolve: (answer: unknown) => void, reject: (error: Error) => void}>} */
  const waiting = new Map();
  /** @type {Worker | null} */
  let worker = null;
  /** @type {Promise<void> | null} */
  let readyPromise = null;
  let nextId = 1;
  /** @type {LQ.EngineUrls | null} */
  let startUrls = null;
  let failing = false;
  // Started by warm() and not yet asked for: the page hears nothing of the start until it asks.
  let quiet = false;
  /** @type {Said | null} what the engine's state says, worded when it is read */
  let said = null;

  /** @type {LQ.Engine} */
  const engine = {
    state: "idle",
    get message() {
      return said ? WORDS[said] : "";
    },
    workersStarted: 0,
    timings: null,
    asked: 0,

    onState(fn) {
      listeners.add(fn);
      fn(engine.state, engine.message);
      return () => {
        listeners.delete(fn);
      };
    },

    start(urls) {
      if (readyPromise) {
        if (quiet) {
          quiet = false;
          setState(engine.state, said); // what a quiet start has come to, said now
        }
        return readyPromise;
      }
      return launch(urls);
    },

    warm(urls) {
      if (readyPromise || location.protocol === "file:") return;
      quiet = true;
      launch(urls);
    },

    async deal(spec, urls) {
      await engine.start(urls);
      return ask({ type: "deal", spec: inLanguage(spec) });
    },

    /** A match played in the worker; the session (and its stock) stays there. */
    play: {
      async start(request, urls) {
        await engine.start(urls);
        return ask({ type: "play-start", request: inLanguage(request) });
      },
      act(session, action) {
        return ask({ type: "play-act", session: session, action: action });
      },
      transcript(session) {
        return ask({ type: "play-transcript", session: session });
      },
      end(session) {
        return ask({ type: "play-end", session: session });
      },
    },

    async lab(request, urls) {
      await engine.start(urls);
      return ask({ type: "lab", request: inLanguage(request) });
    },
  };

  /**
   * Start the worker for `urls`; the promise that settles when it is ready (or failed). From a
   * folder, fail at once: the browser would refuse the worker (and say so only in the console).
   * @param {LQ.EngineUrls} urls
   * @returns {Promise<void>}
   */
  function launch(urls) {
    startUrls = urls;
    setState("loading", "runtime");
    readyPromise = new Promise((resolve, reject) => {
      if (location.protocol === "file:") {
        fail(new Error("opened from a folder"), reject);
        return;
      }
      const started = performance.now();
      try {
        worker = new Worker(urls.worker, { type: "module", name: "lansquenet-engine" });
      } catch (error) {
        fail(/** @type {Error} */ (error), reject);
        return;
      }
      engine.workersStarted += 1;
      worker.addEventListener("message", (event) => {
        /** @type {LQ.FromWorker} */
        const message = event.data || {};
        if (message.type === "progress") {
          if (engine.state === "loading") setState("loading", message.stage);
        } else if (message.type === "ready") {
          engine.timings = Object.assign({ startToReady: performance.now() - started }, message.timings);
          setState("ready", null);
          resolve();
        } else if (message.type === "failed") {
          fail(new Error(message.error), reject);
        } else if (message.type === "result") {
          const pending = waiting.get(message.id);
          if (!pending) return;
          waiting.delete(message.id);
          if ("error" in message && message.error)
            pending.reject(new Error((message.failed ? WORDS[message.failed] : "") + message.error));
          else pending.resolve("answer" in message ? message.answer : message.transcript);
        }
      });
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        fail(new Error(event.message || "the worker script failed"), reject);
      });
      worker.postMessage({ type: "init", engine: urls.engine, pyodide: urls.pyodide });
    });
    readyPromise.catch(() => {});
    return readyPromise;
  }

  /**
   * Send `message` to the started worker; a promise of its result (JSON from the engine, typed by
   * LQ.Engine's methods).
   * @param {LQ.Ask} message
   * @returns {Promise<any>}
   */
  function ask(message) {
    const target = worker;
    if (!target || engine.state === "failed") return Promise.reject(new Error(WORDS.unavailable));
    engine.asked += 1;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      /** @type {LQ.ToWorker} */
      const numbered = Object.assign({ id: id }, message);
      target.postMessage(numbered);
    });
  }

  /**
   * @param {LQ.EngineState} state
   * @param {Said | null} words what the state says, if anything
   */
  function setState(state, words) {
    engine.state = state;
    said = words;
    if (!quiet) listeners.forEach((fn) => fn(state, engine.message));
  }

  /**
   * @param {Error} error
   * @param {(error: Error) => void} reject
   */
  function fail(error, reject) {
    if (engine.state === "failed" || failing) return;
    failing = true;
    if (window.console && location.protocol !== "file:")
      console.warn("Lansquenet engine:", error && error.message);
    if (worker) worker.terminate();
    unavailable(startUrls).then((words) => {
      setState("failed", words);
      const sentence = engine.message;
      waiting.forEach((pending) => pending.reject(new Error(sentence)));
      waiting.clear();
      reject(new Error(sentence));
    });
  }

  root.engine = engine;
})();
