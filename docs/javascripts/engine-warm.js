/*
 * Start the engine a little before a reader asks for it, on the pages where someone will.
 *
 * The engine takes seconds to start (it downloads and compiles Python), so waiting for the click
 * makes every first deal slow. It is started, quietly (engine.warm: the page hears nothing until
 * someone asks), as soon as a reader is about to need it:
 *
 *  - on a Play page, once the page has loaded and the browser is idle: who opens a table to play
 *    will press Start;
 *  - when the pointer comes over, or the focus onto, a control that deals: a board's New deal,
 *    a table's Start, the lab's Start.
 *
 * A deal link starts the engine at once by itself (deal-link.js opens the deal as the board is
 * set up). Nothing starts before the load event, so the page's first paint and its own requests
 * never share the network with the runtime; nothing starts on a page without such a control,
 * nor on the rooms' page (the table server plays there, not the browser), nor, unasked on a Play
 * page, while the reader has asked the browser to save data.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage) and
 * engine-client.js (engine) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));

  // The controls that deal, and the roots that name the engine's files (scripts/site/boards.py,
  // play_setup.py, lab_page.py).
  const DEALS = "button.lq-new, button.lq-play-start, button.lq-lab-start, button.lq-lab-reset";
  const ROOTS = "[data-worker][data-pack][data-pyodide]";
  // A Play page's table (a board's step button "Play" has the class lq-play too).
  const TABLE = "div.lq-play" + ROOTS;
  // The rooms' page: its Play table is played by the table server (room-client.js).
  const ROOMS = "div.lq-room";
  // How long an idle moment may be waited for, at most, once the page has loaded.
  const IDLE_WITHIN_MS = 3000;

  /**
   * The engine's files as `root` names them, as absolute addresses.
   * @param {HTMLElement} root
   * @returns {LQ.EngineUrls}
   */
  function urlsOf(root) {
    const absolute = (/** @type {string | undefined} */ path) => new URL(String(path), location.href).href;
    return {
      worker: absolute(root.dataset.worker),
      engine: absolute(root.dataset.pack),
      pyodide: absolute(root.dataset.pyodide),
    };
  }

  /**
   * Warm the engine for the dealing control `target` is in, if it is in one.
   * @param {Event} event
   */
  function nearControl(event) {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(DEALS) || document.querySelector(ROOMS)) return;
    const root = target.closest(ROOTS);
    if (root instanceof HTMLElement) L.engine.warm(urlsOf(root));
  }

  // One listener each for the whole document: they serve every page instant navigation brings.
  document.addEventListener("pointerover", nearControl, { passive: true });
  document.addEventListener("focusin", nearControl);

  /** Whether the reader has asked the browser to spare data (Chromium's Save-Data). */
  function savingData() {
    const connection = /** @type {{connection?: {saveData?: boolean}}} */ (navigator).connection;
    return Boolean(connection && connection.saveData);
  }

  L.eachPage(() => {
    if (L.engine.state !== "idle" || savingData() || document.querySelector(ROOMS)) return undefined;
    if (!document.querySelector(TABLE)) return undefined;
    let cancelled = false;
    /** @type {number | null} */
    let idle = null;
    const warm = () => {
      idle = null;
      const table = document.querySelector(TABLE);
      if (!cancelled && table instanceof HTMLElement) L.engine.warm(urlsOf(table));
    };
    const whenIdle = () => {
      if (cancelled) return;
      if (window.requestIdleCallback) idle = window.requestIdleCallback(warm, { timeout: IDLE_WITHIN_MS });
      else idle = window.setTimeout(warm, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    // The reader left the page before it was idle: the next page decides for itself.
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      if (idle !== null) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  });
})();
