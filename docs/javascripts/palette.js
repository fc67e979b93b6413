/*
 * The light and dark schemes' toggle in the header (overrides/partials/palette.html).
 *
 * The page arrives with the scheme already applied, the reader's earlier choice or the
 * system's setting (overrides/partials/javascripts/palette.html), so nothing happens here when a
 * page loads. Choosing the other scheme applies it to <body>, remembers it the way Material
 * does (its "__palette" entry), shows the toggle back, and sets the browser's theme colour.
 * While the scheme changes, transitions are switched off (Material's data-md-color-switching
 * marker), so colours change at once rather than fading one by one.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage) on
 * window.lansquenet; gives palette.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (L.palette) return;

  /** @param {string} name */
  function meta(name) {
    /** @type {HTMLMetaElement | null} */
    let node = document.head.querySelector(`meta[name="${name}"]`);
    if (!node) {
      node = document.createElement("meta");
      node.name = name;
      document.head.append(node);
    }
    return node;
  }

  /**
   * @param {HTMLFormElement} form
   * @param {number} index
   */
  function apply(form, index) {
    const inputs = Array.from(
      form.querySelectorAll("input[name=__palette]"),
      (node) => /** @type {HTMLInputElement} */ (node),
    );
    const input = inputs[index];
    /** @type {Record<string, string | null>} */
    const color = {};
    ["media", "scheme", "primary", "accent"].forEach(
      (key) => (color[key] = input.getAttribute("data-md-color-" + key)),
    );
    document.body.setAttribute("data-md-color-switching", "");
    Object.entries(color).forEach(([key, value]) =>
      document.body.setAttribute("data-md-color-" + key, String(value)),
    );
    inputs.forEach((other, i) => {
      other.checked = i === index;
      const label = other.nextElementSibling;
      if (label instanceof HTMLLabelElement) label.hidden = i !== index;
    });
    if (typeof window.__md_set === "function") window.__md_set("__palette", { index, color });
    const header = getComputedStyle(document.querySelector("header") || document.body);
    meta("color-scheme").content = header.colorScheme;
    const rgb = (header.backgroundColor.match(/\d+/g) || []).slice(0, 3);
    if (rgb.length === 3)
      meta("theme-color").content = "#" + rgb.map((c) => (+c).toString(16).padStart(2, "0")).join("");
    requestAnimationFrame(() => document.body.removeAttribute("data-md-color-switching"));
  }

  function setup() {
    const form = document.querySelector("form.lq-palette");
    if (!(form instanceof HTMLFormElement)) return;
    if (form.dataset.ready) return;
    form.dataset.ready = "true";
    const inputs = () =>
      Array.from(
        form.querySelectorAll("input[name=__palette]"),
        (node) => /** @type {HTMLInputElement} */ (node),
      );
    // A click on the shown toggle (a label) checks the next scheme's option: apply that one.
    form.addEventListener("change", (event) => {
      const index = inputs().indexOf(/** @type {HTMLInputElement} */ (event.target));
      if (index >= 0) apply(form, index);
    });
    // Enter on the focused option moves on to the next scheme, as Material's toggle does.
    form.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      const all = inputs();
      const next = (all.findIndex((input) => input.checked) + 1) % all.length;
      apply(form, next);
      all[next].focus();
    });
  }

  L.palette = { apply };
  L.eachPage(setup);
})();
