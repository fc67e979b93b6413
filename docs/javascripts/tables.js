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

  function mark(box) {
    const wide = box.scrollWidth > box.clientWidth + 1;
    box.classList.toggle("lq-scrolls", wide);
    if (wide) {
      box.tabIndex = 0;
      box.setAttribute("role", "region");
      const heading = box.closest(".md-typeset") && previousHeading(box);
      box.setAttribute("aria-label", (heading ? heading + ": " : "") + "table, scrolls sideways");
      shadows(box);
    } else if (box.getAttribute("role") === "region") {
      box.removeAttribute("tabindex");
      box.removeAttribute("role");
      box.removeAttribute("aria-label");
    }
  }

  function shadows(box) {
    box.classList.toggle("lq-more-left", box.scrollLeft > 1);
    box.classList.toggle("lq-more-right", box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
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

  function prepare() {
    document.querySelectorAll(".md-typeset__scrollwrap").forEach((box) => {
      mark(box);
      if (!box.dataset.lqWatched) {
        box.dataset.lqWatched = "true";
        box.addEventListener("scroll", () => shadows(box), { passive: true });
      }
    });
  }

  let timer = null;
  window.addEventListener("resize", () => {
    clearTimeout(timer);
    timer = setTimeout(prepare, 150);
  });
  L.tables = { prepare };
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(prepare);
  else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", prepare);
  else prepare();
})();
