/*
 * Instant navigation wherever the site is served.
 *
 * Material's instant navigation only takes over a link whose address is in sitemap.xml, and
 * the sitemap holds the published address (site_url): served from another port, host or
 * sub-path, no link matches, every click reloads the page and the in-browser engine starts
 * again from nothing. This script takes over the links Material left alone that point at a
 * page of this site (same origin, under the site's folder, a directory address) and hands them
 * to Material's own navigation (`location$`), exactly as a sitemap match would, so the page is
 * swapped in place and the engine worker lives on.
 *
 * The site's folder is where this script itself lives, one level up, so nothing about the
 * address is baked into the build. Opened from the file system, Material turns instant
 * navigation off and so does this script.
 *
 * Load order (scripts/site/assets.py joins the parts): needs nothing on window.lansquenet; gives
 * navigation.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (L.navigation) return;
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || location.protocol === "file:") return;
  const base = new URL("../", script.src);
  // Folders of the site that hold files, not pages.
  const FILES = ["assets/", "javascripts/", "stylesheets/", "runtime/", "search/"];

  /**
   * Whether `url` is a page of this site that instant navigation can swap in.
   * @param {URL} url
   */
  function isPage(url) {
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return false;
    const rest = url.pathname.slice(base.pathname.length);
    if (FILES.some((folder) => rest.startsWith(folder))) return false;
    return rest === "" || rest.endsWith("/") || rest.endsWith(".html");
  }

  /** @param {MouseEvent} event */
  function onClick(event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href, location.href);
    if (!isPage(url)) return;
    // The same page with another fragment: the browser scrolls without loading anything.
    if (url.pathname === location.pathname && url.search === location.search) return;
    event.preventDefault();
    // What Material does for a link it knows: remember the scroll offset, push the address,
    // and announce the new location, which fetches the page and swaps its content.
    history.replaceState({ x: window.scrollX, y: window.scrollY }, "");
    history.pushState(null, "", url.href);
    window.location$?.next(url);
  }

  function start() {
    if (!window.location$ || typeof window.location$.next !== "function") return;
    const config = document.getElementById("__config");
    /** @type {string[]} */
    let features;
    try {
      features = JSON.parse((config && config.textContent) || "").features || [];
    } catch (error) {
      return;
    }
    if (!features.includes("navigation.instant")) return;
    // On the document, so Material's own handler on the body has run first.
    document.addEventListener("click", onClick);
    L.navigation = { base: base.href, isPage };
  }

  start();
})();
