/*
 * The Lansquenet service worker (written into the site as sw.js by scripts/site/offline.py).
 *
 * Version __VERSION__ of the site: every build writes its own version here, so the browser
 * installs a new worker for a new build. The worker keeps the site's files in the cache of its
 * version and, when it takes over, deletes the caches of every other version: a reader gets
 * one build whole, never a mix of two.
 *
 * Fetches go to the network first, so a reader online always sees the site as served, and a
 * copy of every answer goes into the cache; with the network gone the cache answers. The engine's
 * own files are the exception: their names carry a hash of their bytes (runtime/lansquenet-<hash>
 * .zip, -stdlib.zip, .snapshot), so a copy in the cache is the file itself, and the cache answers
 * first. A browser's own cache may not keep the 7 MB snapshot (a private window's holds nothing
 * that large), and without this every new engine on every page would download it again. Pages a
 * reader visited keep working; "Make this site available offline" (offline.js) puts every file
 * in the cache at once. When a reader has done that, a new build's worker fills its own cache
 * with every file before it takes over; if it cannot, the old one stays.
 */
/** This script runs as a service worker: its global scope is the worker's. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const VERSION = "__VERSION__";
const PREFIX = "lansquenet-";
const CACHE = PREFIX + VERSION;
const WHOLE = "offline-whole"; // a marker entry: this cache holds every file of the site
const scope = new URL(sw.registration.scope);
/** The engine's files, named after a hash of their bytes (scripts/site/vendor.py): the cache answers them first. */
const HASHED = /^runtime\/lansquenet-[0-9a-f]{12}(?:\.zip|-stdlib\.zip|\.snapshot)$/;

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      let whole = false;
      for (const name of names) {
        if (await (await caches.open(name)).match(new URL(WHOLE, scope).href)) whole = true;
      }
      if (whole) await fillEverything();
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      await sw.clients.claim();
    })(),
  );
});

/** Put every file of offline.json into this version's cache, then the marker. */
async function fillEverything() {
  const response = await fetch(new URL("offline.json", scope), { cache: "no-store" });
  const manifest = await response.json();
  if (manifest.version !== VERSION) throw new Error("the site changed while it was being saved");
  const cache = await caches.open(CACHE);
  for (const file of manifest.files) {
    const url = new URL(file.url, scope).href;
    const reply = await fetch(url, { cache: "no-store" });
    if (!reply.ok) throw new Error(url + " answered " + reply.status);
    await cache.put(url, reply);
  }
  await cache.put(new URL(WHOLE, scope).href, new Response(VERSION));
}

/**
 * Keep a copy of what a page fetched before this worker answered for it: the page a reader
 * landed on, which loaded before the worker was registered, and its scripts and styles. Each is
 * checked with the server, and most then come from the browser's own cache.
 */
/** @param {string[]} urls */
async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const text of urls) {
    let url;
    try {
      url = new URL(text);
    } catch (error) {
      continue;
    }
    if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) continue;
    const key = url.origin + url.pathname + url.search;
    if (await cache.match(key, { ignoreVary: true })) continue;
    try {
      // Checked with the server: the browser's own copy may be an older build's.
      const response = await fetch(key, { cache: "no-cache" });
      if (response.ok && response.type === "basic" && !response.redirected) await cache.put(key, response);
    } catch (error) {
      // The network went while the copies were made: the rest are kept on a later visit.
    }
  }
}

sw.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "version" && event.ports[0])
    event.ports[0].postMessage({ version: VERSION, cache: CACHE });
  if (data.type === "keep" && Array.isArray(data.urls)) event.waitUntil(keep(data.urls.slice(0, 500)));
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(answer(request, url));
});

/**
 * The network's answer to `request`, a copy kept; with the network gone, the kept copy.
 * @param {Request} request
 * @param {URL} url
 */
async function answer(request, url) {
  const cache = await caches.open(CACHE);
  const key = url.origin + url.pathname + url.search;
  const whole = !request.headers.has("range"); // a part of a file is neither kept nor answered from the cache
  if (whole && HASHED.test(url.pathname.slice(scope.pathname.length))) {
    const kept = await cache.match(key, { ignoreVary: true });
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic" && whole) {
      cache.put(key, response.clone()).catch(() => {});
    }
    return response;
  } catch (error) {
    const cached =
      (await cache.match(key, { ignoreVary: true })) ||
      (url.pathname.endsWith("/") ? null : await cache.match(key + "/", { ignoreVary: true }));
    if (cached) return cached;
    if (request.mode === "navigate") {
      return new Response(
        "<!doctype html><meta charset=utf-8><title>Offline</title><p>This page was not saved for offline use, " +
          "and the site cannot be reached. Go back, or open the site again when you are online.</p>",
        { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } },
      );
    }
    throw error;
  }
}
