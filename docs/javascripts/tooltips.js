/*
 * Glossary tooltips: one shared tip for every glossary abbreviation on the page.
 *
 * The build marks each glossary term in the prose as <abbr title="...">. Material's own
 * tooltips build a component for each of them when a page loads, which on the court game's
 * page (hundreds of terms) blocks the first click for a long time. Here nothing happens per
 * term but making it focusable; one tip is shown on hover, on keyboard focus and on a tap,
 * in a readable size, and Escape closes it. The tip's words stay in the title's place for
 * assistive technology through aria-describedby.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage) on
 * window.lansquenet; gives tooltips.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (L.tooltips) return;
  const SELECTOR = ".md-content abbr[title], .md-content abbr[data-lq-title]";
  /** @type {HTMLElement | null} */
  let tip = null;
  /** @type {HTMLElement | null} */
  let shown = null;
  let shownAt = 0;

  function tipElement() {
    if (!tip || !document.body.contains(tip)) {
      tip = document.createElement("div");
      tip.id = "lq-tip";
      tip.className = "lq-tip";
      tip.setAttribute("role", "tooltip");
      tip.hidden = true;
      document.body.append(tip);
    }
    return tip;
  }

  /**
   * Move the title into data-lq-title, so the browser's own small tooltip does not show too.
   * @param {HTMLElement} abbr
   */
  function words(abbr) {
    if (abbr.hasAttribute("title")) {
      abbr.dataset.lqTitle = abbr.getAttribute("title") || "";
      abbr.removeAttribute("title");
    }
    return abbr.dataset.lqTitle || "";
  }

  /** @param {HTMLElement} abbr */
  function show(abbr) {
    const box = tipElement();
    box.textContent = words(abbr);
    box.hidden = false;
    abbr.setAttribute("aria-describedby", box.id);
    const rect = abbr.getBoundingClientRect();
    const width = Math.min(box.offsetWidth, document.documentElement.clientWidth - 16);
    const left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - width - 8));
    box.style.left = left + window.scrollX + "px";
    box.style.top = rect.bottom + window.scrollY + 6 + "px";
    if (shown !== abbr) shownAt = performance.now();
    shown = abbr;
  }

  function hide() {
    if (tip) tip.hidden = true;
    if (shown) shown.removeAttribute("aria-describedby");
    shown = null;
  }

  function focusable() {
    document.querySelectorAll(SELECTOR).forEach((abbr) => {
      if (abbr instanceof HTMLElement && !abbr.hasAttribute("tabindex")) abbr.tabIndex = 0;
    });
  }

  /**
   * A new page: close the last page's tip at once, and make the terms focusable once the
   * browser is idle. On the court game's page that is hundreds of terms, a tenth of the work
   * of the moment the page is announced, when the first board is being set up.
   */
  function prepare() {
    hide();
    if ("requestIdleCallback" in window) window.requestIdleCallback(focusable, { timeout: 1000 });
    else setTimeout(focusable, 200);
  }

  /**
   * The glossary term an event is on, if any.
   * @param {Event} event
   * @returns {HTMLElement | null}
   */
  const target = (event) => {
    const abbr = event.target instanceof Element ? event.target.closest(SELECTOR) : null;
    return abbr instanceof HTMLElement ? abbr : null;
  };
  document.addEventListener("mouseover", (event) => {
    const abbr = target(event);
    if (abbr && abbr !== shown) show(abbr);
  });
  document.addEventListener("mouseout", (event) => {
    const abbr = target(event);
    if (abbr && abbr === shown && document.activeElement !== abbr) hide();
  });
  document.addEventListener("focusin", (event) => {
    const abbr = target(event);
    if (abbr) show(abbr);
    else if (shown) hide();
  });
  document.addEventListener("focusout", (event) => {
    if (target(event) === shown) hide();
  });
  // A tap (touch has no hover): show the term's tip, or close it on a second tap or elsewhere.
  // A tap also sends hover and focus just before the click, which have shown the tip already.
  document.addEventListener("click", (event) => {
    const abbr = target(event);
    if (!abbr) hide();
    else if (abbr !== shown) show(abbr);
    else if (performance.now() - shownAt > 600) hide();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && shown) hide();
  });
  window.addEventListener("resize", hide);

  L.tooltips = { show, hide };
  L.eachPage(prepare);
})();
