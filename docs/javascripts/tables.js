/*
 * Wide tables: Material puts every table in a box that scrolls sideways when the table is
 * wider than the page (the rulings and odds tables on a phone). Such a box gets a name, a
 * place in the tab order so the arrow keys can scroll it, and a class that draws a shadow on
 * the side that has more to show (anywhere.css), so readers can tell it scrolls.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || {});
  if (L.tables) return;

  function mark(box, wide) {
    box.classList.toggle("lq-scrolls", wide);
    if (wide) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      const heading = box.closest(".md-typeset") && previousHeading(box);
      box.setAttribute("aria-label", (heading ? heading + ": " : "") + "table, scrolls sideways");
    } else if (box.getAttribute("role") === "region") {
      box.removeAttribute("tabindex");
      box.removeAttribute("role");
      box.removeAttribute("aria-label");
    }
  }

  function sides(box) {
    return [box.scrollLeft > 1, box.scrollLeft + box.clientWidth < box.scrollWidth - 1];
  }

  function shadows(box, [left, right] = sides(box)) {
    box.classList.toggle("lq-more-left", left);
    box.classList.toggle("lq-more-right", right);
  }

  /** The text of the nearest heading above `node`, to name its table. */
  function previousHeading(node) {
    const headings = Array.from(document.querySelectorAll(".md-content h1, .md-content h2, .md-content h3"));
    let found = null;
    headings.forEach((h) => {
      if (h.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) found = h;
    });
    return found ? found.textContent.replace(/¶$/, "").trim() : "";
  }

  /** Measure the boxes first and change them after, so the page is laid out once, not once a table. */
  function measure(boxes) {
    const wide = boxes.map((box) => box.scrollWidth > box.clientWidth + 1);
    boxes.forEach((box, i) => {
      mark(box, wide[i]);
      if (!box.dataset.lqWatched) {
        box.dataset.lqWatched = "true";
        box.addEventListener("scroll", () => shadows(box), { passive: true });
      }
    });
    const wideBoxes = boxes.filter((box, i) => wide[i]);
    const state = wideBoxes.map(sides);
    wideBoxes.forEach((box, i) => shadows(box, state[i]));
  }

  /*
   * A box is measured when it comes within a screen of the view: measuring a table far down
   * the page would make the browser lay out the part of the page around it, which it leaves
   * undone until then (anywhere.css). Each box is measured once a preparation; a resize
   * prepares again.
   */
  let watcher = null;

  function prepare() {
    const boxes = Array.from(document.querySelectorAll(".md-typeset__scrollwrap"));
    if (watcher) watcher.disconnect();
    if (!("IntersectionObserver" in window)) {
      measure(boxes);
      return;
    }
    watcher = new IntersectionObserver(
      (entries, observer) => {
        const near = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
        near.forEach((box) => observer.unobserve(box));
        if (near.length) measure(near);
      },
      { rootMargin: "100% 0px" },
    );
    boxes.forEach((box) => watcher.observe(box));
  }

  /** Not urgent: wait until the browser is idle, so the page's first paint and board come first. */
  function soon() {
    if ("requestIdleCallback" in window) window.requestIdleCallback(prepare, { timeout: 2000 });
    else setTimeout(prepare, 200);
  }

  let timer = null;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(prepare, 150);
  });
  L.tables = { prepare };
  L.eachPage(soon);
})();
