/*
 * Wide tables: Material puts every table in a box that scrolls sideways when the table is
 * wider than the page (the rulings and odds tables on a phone). Such a box gets a name, a
 * place in the tab order so the arrow keys can scroll it, and a class that draws a shadow on
 * the side that has more to show (anywhere.css), so readers can tell it scrolls.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) and pages.js
 * (eachPage) on window.lansquenet; gives tables.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (L.tables) return;

  /** A wide table's name, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      scrolls: (/** @type {string} */ heading) => (heading ? heading + ": " : "") + "table, scrolls sideways",
    },
    fr: {
      scrolls: (heading) => (heading ? heading + " : " : "") + "tableau, défile horizontalement",
    },
  });

  /**
   * @param {HTMLElement} box
   * @param {boolean} wide
   */
  function mark(box, wide) {
    box.classList.toggle("lq-scrolls", wide);
    if (wide) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      const heading = box.closest(".md-typeset") && previousHeading(box);
      box.setAttribute("aria-label", WORDS.scrolls(heading || ""));
    } else if (box.getAttribute("role") === "region") {
      box.removeAttribute("tabindex");
      box.removeAttribute("role");
      box.removeAttribute("aria-label");
    }
  }

  /**
   * @param {HTMLElement} box
   * @returns {[boolean, boolean]}
   */
  function sides(box) {
    return [box.scrollLeft > 1, box.scrollLeft + box.clientWidth < box.scrollWidth - 1];
  }

  /**
   * @param {HTMLElement} box
   * @param {[boolean, boolean]} [state]
   */
  function shadows(box, [left, right] = sides(box)) {
    box.classList.toggle("lq-more-left", left);
    box.classList.toggle("lq-more-right", right);
  }

  /**
   * The text of the nearest heading above `node`, to name its table.
   * @param {Node} node
   */
  function previousHeading(node) {
    const headings = Array.from(document.querySelectorAll(".md-content h1, .md-content h2, .md-content h3"));
    const found = headings
      .filter((h) => h.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)
      .pop();
    return found ? (found.textContent || "").replace(/¶$/, "").trim() : "";
  }

  /**
   * Measure the boxes first and change them after, so the page is laid out once, not once a table.
   * @param {HTMLElement[]} boxes
   */
  function measure(boxes) {
    const wide = boxes.map((box) => box.scrollWidth > box.clientWidth + 1);
    boxes.forEach((box, i) => {
      mark(box, wide[i]);
      if (!box.dataset.lqWatched) {
        box.dataset.lqWatched = "true";
        box.addEventListener("scroll", () => shadows(box), { passive: true });
      }
    });
    const wideBoxes = boxes.filter((_, i) => wide[i]);
    const state = wideBoxes.map(sides);
    wideBoxes.forEach((box, i) => shadows(box, state[i]));
  }

  /*
   * A box is measured when it comes within a screen of the view: measuring a table far down
   * the page would make the browser lay out the part of the page around it, which it leaves
   * undone until then (anywhere.css). Each box is measured once a preparation; a resize
   * prepares again.
   */
  /** @type {IntersectionObserver | null} */
  let watcher = null;

  function prepare() {
    const boxes = Array.from(
      document.querySelectorAll(".md-typeset__scrollwrap"),
      (box) => /** @type {HTMLElement} */ (box),
    );
    if (watcher) watcher.disconnect();
    if (!("IntersectionObserver" in window)) {
      measure(boxes);
      return;
    }
    const observer = new IntersectionObserver(
      (entries, self) => {
        const near = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => /** @type {HTMLElement} */ (entry.target));
        near.forEach((box) => self.unobserve(box));
        if (near.length) measure(near);
      },
      { rootMargin: "100% 0px" },
    );
    watcher = observer;
    boxes.forEach((box) => observer.observe(box));
  }

  /** Not urgent: wait until the browser is idle, so the page's first paint and board come first. */
  function soon() {
    if ("requestIdleCallback" in window) window.requestIdleCallback(prepare, { timeout: 2000 });
    else setTimeout(prepare, 200);
  }

  /** @type {number | undefined} */
  let timer;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(prepare, 150);
  });
  L.tables = { prepare };
  L.eachPage(soon);
})();
