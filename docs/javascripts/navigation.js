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
 * The site is in two languages, English at its root and French under fr/, each page at the
 * same path in both (scripts/site/languages.py). Instant navigation stays within a language:
 * a French page has Material's French words, search index and sitemap, which only a page
 * loaded whole brings, so a link into the other language loads it whole. The header's language
 * selector takes the reader to the page they are on in the other language, with the same
 * address fragment and query: the same section, and a board's deal and step (deal-link.js).
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

  const FRENCH = "fr/";

  /**
   * Whether `url` is a page of this site, in either language.
   * @param {URL} url
   */
  function isSitePage(url) {
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return false;
    const rest = url.pathname.slice(base.pathname.length).replace(/^fr\//, "");
    if (FILES.some((folder) => rest.startsWith(folder))) return false;
    return rest === "" || rest.endsWith("/") || rest.endsWith(".html");
  }

  /**
   * The language of a page of this site: "fr" under fr/, else "en".
   * @param {URL} url
   */
  function languageOf(url) {
    return url.pathname.slice(base.pathname.length).startsWith(FRENCH) ? "fr" : "en";
  }

  /**
   * Whether `url` is a page of this site, in the language of the page shown, that instant
   * navigation can swap in.
   * @param {URL} url
   */
  function isPage(url) {
    return isSitePage(url) && languageOf(url) === languageOf(new URL(location.href));
  }

  /**
   * The page `url` names, in `language`, with its query and fragment (the reader's place).
   * @param {URL} url
   * @param {string} language
   */
  function inLanguage(url, language) {
    const rest = url.pathname.slice(base.pathname.length).replace(/^fr\//, "");
    return new URL((language === "fr" ? FRENCH : "") + rest + url.search + url.hash, base);
  }

  /** Point the language selector's links at the page shown, as it is now (copy, middle-click). */
  function pointSelector() {
    const here = new URL(location.href);
    document.querySelectorAll(".md-select__link[hreflang]").forEach((link) => {
      if (link instanceof HTMLAnchorElement) link.href = inLanguage(here, link.hreflang).href;
    });
  }

  /**
   * A link into the other language loads its page whole, before Material's instant navigation
   * (on the body) or this script's can swap it in; the selector's link goes to the page shown,
   * in its language, at the reader's place — read at the click, since a board's step moves it.
   * @param {MouseEvent} event
   */
  function onLanguageClick(event) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    const here = new URL(location.href);
    if (link.matches(".md-select__link[hreflang]")) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const there = inLanguage(here, link.hreflang);
      if (there.href !== here.href) location.assign(there.href);
      return;
    }
    const url = new URL(link.href, location.href);
    if (isSitePage(url) && languageOf(url) !== languageOf(here)) event.stopImmediatePropagation();
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
    // Before any other handler: on the window, in the capture phase.
    window.addEventListener("click", onLanguageClick, true);
    if (window.document$) window.document$.subscribe(pointSelector);
    else pointSelector();
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
