/*
 * Offline use: register the site's service worker (sw.js, at the site's root, so it serves
 * every page wherever the site lives) and offer "Make this site available offline" at the
 * foot of every page: it says how much room the whole site takes, then saves every page, the
 * engine and Pyodide into the worker's cache with a progress bar. After that the site, New deal
 * and the rest work with the network gone.
 *
 * Where service workers are unavailable (a page opened from the file system, a plain-http
 * address other than this computer) nothing is registered and the control says why; the site
 * works as before, online.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage),
 * board-view.js (view) on window.lansquenet; gives offline.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js
  if (L.offline) return;
  const script = document.currentScript;
  const base = new URL("../", script instanceof HTMLScriptElement ? script.src : location.href);
  const available = "serviceWorker" in navigator && window.isSecureContext && location.protocol !== "file:";
  const WHOLE = "offline-whole";
  /** @type {ServiceWorkerRegistration | null} */
  let registration = null;
  let busy = false;

  /** What the control says, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      megabytes: (/** @type {string} */ figure) => figure + " MB",
      preparing: "Preparing…",
      rebuilt: "the site was rebuilt since this page was opened; reload the page and try again",
      answered: (/** @type {string} */ url, /** @type {number} */ status) => url + " answered " + status,
      list: "the list of files",
      noWorker: "the service worker did not answer",
      saving: (/** @type {string} */ done, /** @type {string} */ all) => "Saving… " + done + " of " + all,
      saved: (/** @type {string} */ all) =>
        "This site is available offline (" +
        all +
        " saved on this device): every page, New deal, Play and the lab work without a network.",
      failed: (/** @type {string} */ why) => "The site could not be saved for offline use: " + why + ".",
      fromFolder:
        "Saving for offline use needs the site served (see the README); opened from a folder it already works offline.",
      cannot:
        "This browser cannot save the site here (it needs https or this computer's own address); the site works online as usual.",
      already: "This site is available offline on this device.",
      offer: (/** @type {string} */ all) =>
        "Saves every page, the engine and Pyodide on this device: " + all + ".",
    },
    fr: {
      megabytes: (figure) => figure.replace(".", ",") + "\u00a0Mo",
      preparing: "Préparation…",
      rebuilt: "le site a été reconstruit depuis l'ouverture de cette page ; rechargez la page et réessayez",
      answered: (url, status) => url + " a répondu " + status,
      list: "la liste des fichiers",
      noWorker: "le service worker n'a pas répondu",
      saving: (done, all) => "Enregistrement… " + done + " sur " + all,
      saved: (all) =>
        "Ce site est disponible hors ligne (" +
        all +
        " enregistrés sur cet appareil) : toutes les pages, Nouvelle donne, Jouer et le laboratoire fonctionnent sans réseau.",
      failed: (why) => "Le site n'a pas pu être enregistré pour l'usage hors ligne : " + why + ".",
      fromFolder:
        "L'enregistrement hors ligne demande que le site soit servi (voir le README) ; ouvert depuis un dossier, il fonctionne déjà hors ligne.",
      cannot:
        "Ce navigateur ne peut pas enregistrer le site ici (il faut https ou l'adresse de cet ordinateur) ; le site fonctionne en ligne comme d'habitude.",
      already: "Ce site est disponible hors ligne sur cet appareil.",
      offer: (all) => "Enregistre toutes les pages, le moteur et Pyodide sur cet appareil : " + all + ".",
    },
  });

  /** @param {number} bytes */
  function megabytes(bytes) {
    return WORDS.megabytes((bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0));
  }

  /**
   * The worker's version and cache name, once a worker of this site is active.
   * @returns {Promise<{version: string, cache: string}>}
   */
  async function workerVersion() {
    const ready = await navigator.serviceWorker.ready;
    const worker = ready.active;
    if (!worker) throw new Error(WORDS.noWorker);
    return new Promise((resolve, reject) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => reject(new Error(WORDS.noWorker)), 10000);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.postMessage({ type: "version" }, [channel.port2]);
    });
  }

  /** @returns {Promise<LQ.OfflineManifest>} */
  async function manifest() {
    const response = await fetch(new URL("offline.json", base), { cache: "no-store" });
    if (!response.ok) throw new Error(WORDS.answered(WORDS.list, response.status));
    return response.json();
  }

  /** Whether this build is saved whole already. */
  async function savedWhole() {
    if (!available) return false;
    const names = await caches.keys();
    for (const name of names) {
      if (!name.startsWith("lansquenet-")) continue;
      const cache = await caches.open(name);
      if (await cache.match(new URL(WHOLE, base).href)) return name;
    }
    return false;
  }

  /** @param {ReturnType<typeof control>} box */
  async function saveEverything(box) {
    if (busy) return;
    busy = true;
    const { button, bar, status } = box;
    button.disabled = true;
    box.root.setAttribute("aria-busy", "true");
    try {
      status.textContent = WORDS.preparing;
      const [list, worker] = await Promise.all([manifest(), workerVersion()]);
      if (list.version !== worker.version) {
        if (registration) await registration.update();
        throw new Error(WORDS.rebuilt);
      }
      const cache = await caches.open(worker.cache);
      bar.max = list.bytes;
      let done = 0;
      for (const file of list.files) {
        const url = new URL(file.url, base).href;
        const response = await fetch(url, { cache: "no-store" });
        if (!response.ok) throw new Error(WORDS.answered(file.url, response.status));
        await cache.put(url, response);
        done += file.bytes;
        bar.value = done;
        status.textContent = WORDS.saving(megabytes(done), megabytes(list.bytes));
      }
      await cache.put(new URL(WHOLE, base).href, new Response(list.version));
      status.textContent = WORDS.saved(megabytes(list.bytes));
      box.root.dataset.saved = "true";
    } catch (error) {
      status.textContent = WORDS.failed(/** @type {Error} */ (error).message);
      button.disabled = false;
    } finally {
      box.root.removeAttribute("aria-busy");
      busy = false;
    }
  }

  /**
   * The control the page carries in its footer (overrides/partials/copyright.html), wired.
   * @param {HTMLElement} root
   */
  function control(root) {
    const box = {
      root,
      button: V.find(root, ".lq-offline-save", HTMLButtonElement),
      bar: V.find(root, ".lq-offline-bar", HTMLProgressElement),
      status: V.find(root, ".lq-offline-status", HTMLElement),
    };
    box.button.addEventListener("click", () => saveEverything(box));
    return box;
  }

  /** @param {ReturnType<typeof control>} box */
  async function describe(box) {
    if (!available) {
      box.button.disabled = true;
      box.status.textContent = location.protocol === "file:" ? WORDS.fromFolder : WORDS.cannot;
      return;
    }
    try {
      const saved = await savedWhole();
      if (saved) {
        box.root.dataset.saved = "true";
        box.button.disabled = true;
        box.status.textContent = WORDS.already;
        return;
      }
      const list = await manifest();
      box.status.textContent = WORDS.offer(megabytes(list.bytes));
    } catch (error) {
      box.status.textContent = "";
    }
  }

  /** @type {IntersectionObserver | null} */
  let nearby = null;

  /**
   * Wire the control at the foot of the page (again after each instant navigation). What it
   * says (saved already, or the room the site takes) needs the caches and offline.json: that is
   * asked for when the foot of the page comes near the screen, not while the page is loading.
   */
  function place() {
    const root = document.querySelector(".md-footer .lq-offline");
    if (!(root instanceof HTMLElement) || root.dataset.ready) return;
    root.dataset.ready = "true";
    const box = control(root);
    if (nearby) nearby.disconnect();
    // Where nothing can be saved, say so at once: the button must not invite a click meanwhile.
    if (!available || !("IntersectionObserver" in window)) {
      describe(box);
      return;
    }
    nearby = new IntersectionObserver(
      (entries, observer) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        describe(box);
      },
      { rootMargin: "400px 0px" },
    );
    nearby.observe(root);
  }

  /**
   * The worker is registered once the page has loaded, so its script and start-up do not
   * compete with the page's own. It keeps a copy of what the page asks for from then on; a page
   * that loaded before any worker answered for it asks it to keep the page and what it fetched.
   */
  function register() {
    const answered = Boolean(navigator.serviceWorker.controller);
    const page = location.href.split("#")[0]; // before an instant navigation moves on
    navigator.serviceWorker.register(new URL("sw.js", base).href, { scope: base.href }).then(
      (reg) => {
        registration = reg;
        if (!answered) whenActive(reg, (worker) => keepUntilControlled(worker, page));
      },
      (error) => window.console && console.warn("Lansquenet offline:", error && error.message),
    );
  }

  /**
   * Ask `worker` to keep the page and what it fetched; then, until the worker has taken charge
   * of the page, also what the page goes on fetching (a file asked for in between, such as a
   * search worker starting late, passes the worker by and would be missing offline).
   * @param {ServiceWorker} worker
   * @param {string} page
   */
  function keepUntilControlled(worker, page) {
    worker.postMessage({ type: "keep", urls: fetched(page) });
    /** @type {number | null} */
    let controlledAt = navigator.serviceWorker.controller ? performance.now() : null;
    const late = new PerformanceObserver((list) => {
      const urls = list
        .getEntries()
        .filter((entry) => controlledAt === null || entry.startTime < controlledAt)
        .map((entry) => entry.name);
      if (urls.length) worker.postMessage({ type: "keep", urls });
    });
    late.observe({ type: "resource" });
    const settle = () => window.setTimeout(() => late.disconnect(), 30000);
    if (controlledAt !== null) settle();
    else
      navigator.serviceWorker.addEventListener(
        "controllerchange",
        () => {
          controlledAt = performance.now();
          settle();
        },
        { once: true },
      );
  }

  /**
   * Call `then` with the registration's newest worker once it is active. A worker of the build
   * before may still be active while this build's installs: the copies go to this build's.
   */
  /**
   * @param {ServiceWorkerRegistration} reg
   * @param {(worker: ServiceWorker) => void} then
   */
  function whenActive(reg, then) {
    const worker = reg.installing || reg.waiting || reg.active;
    if (!worker) return;
    if (worker.state === "activated") {
      then(worker);
      return;
    }
    worker.addEventListener("statechange", function changed() {
      if (worker.state === "activated") then(worker);
      if (worker.state !== "activated" && worker.state !== "redundant") return;
      worker.removeEventListener("statechange", changed);
    });
  }

  /**
   * The page's address and every file it fetched, as the browser timed them.
   * @param {string} page
   */
  function fetched(page) {
    return [page].concat(performance.getEntriesByType("resource").map((entry) => entry.name));
  }

  if (available) {
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }
  L.offline = { available, savedWhole };
  L.eachPage(place);
})();
