/*
 * Each page as it is shown, for every part of the site's scripts; and the tools' script.
 *
 * Material announces every page on `document$`: the first once it is read, each later one after
 * an instant navigation. A part that sets itself up there (`eachPage`) works on every page
 * however the reader came to it; without Material's script it sets itself up once the page is read.
 * What a part's setup returns is its teardown, called when the next page comes: whatever the part
 * started for a page (timers, the engine's listeners, observers) ends with the page it served.
 *
 * The tools (Play and rooms, the lab, the odds calculator, the predictions) are a second script,
 * lansquenet-tools.js, which most pages never need: the build asks for it in the pages that hold
 * a tool (overrides/main.html), and when an instant navigation brings such a page, it is fetched
 * here, once (run twice, its parts would set every page up twice). Its parts then set up the
 * page on `document$`, which repeats the page to them.
 *
 * Load order (scripts/site/assets.py joins the parts): first of all, so it needs nothing on
 * window.lansquenet; gives eachPage, which every part that sets up a page uses.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));

  /**
   * Call `setup` for this page and for each page instant navigation shows after it; before each
   * later call, the teardown the previous call returned, if any.
   * @type {LQ.Namespace["eachPage"]}
   */
  L.eachPage = function (setup) {
    /** @type {void | (() => void)} */
    let teardown;
    const run = () => {
      if (teardown) teardown();
      teardown = setup();
    };
    if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(run);
    else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
    else run();
  };

  // The tools' roots, as scripts/site/hooks.py finds them in a page (a board's step button
  // "Play" has the class lq-play too).
  const TOOLS = "div.lq-play, div.lq-lab, form.lq-calculator, div.lq-predict, div.lq-room";
  const TOOLS_SCRIPT = "lansquenet-tools.js";
  const here =
    document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;

  let asked = false;
  L.eachPage(() => {
    if (asked || !document.querySelector(TOOLS)) return;
    asked = true;
    if (document.querySelector("script[src$='" + TOOLS_SCRIPT + "']")) return; // the page asked for it
    // Into the body: instant navigation removes from the head what the next page's head lacks.
    const script = document.createElement("script");
    script.src = new URL(TOOLS_SCRIPT, here).href;
    document.body.append(script);
  });
})();
