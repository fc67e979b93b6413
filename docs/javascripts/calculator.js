/*
 * The rule-of-odds calculator (docs/odds/rule-of-odds.md). The build writes the engine's results
 * for all nine pairs of cards into the page, each with its sentences, and the first pair's answer
 * into the form (scripts/site/calculator.py); this script only looks the chosen pair up and shows
 * its sentences. It computes and words nothing, so it cannot disagree with the engine. Without
 * scripting the form is not shown (classroom.css): the table of all nine pairs says the same.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage), board-view.js
 * (view) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const V = window.lansquenet.view; // board-view.js

  /** @param {HTMLFormElement} form */
  function setup(form) {
    if (form.dataset.ready) return;
    const data = /** @type {LQ.CalculatorPair[]} */ (V.embedded(form));
    const output = V.find(form, "output.lq-calc-result", HTMLOutputElement);
    /** The value of the checked choice among the radio buttons `name` (the build checks one). */
    const chosen = (/** @type {string} */ name) =>
      V.find(form, `input[name="${name}"]:checked`, HTMLInputElement).value;
    const show = () => {
      const carabin = Number(chosen("carabin"));
      const banker = Number(chosen("banker"));
      const c = data.find((d) => d.carabin === carabin && d.banker === banker);
      if (!c) return;
      output.dataset.carabin = String(carabin);
      output.dataset.banker = String(banker);
      output.dataset.least = String(c.least);
      output.dataset.pays = String(c.pays);
      output.dataset.win = c.win;
      output.dataset.value = c.value;
      output.replaceChildren(
        ...c.lines.map((text) => {
          const p = document.createElement("p");
          p.textContent = text;
          return p;
        }),
      );
    };
    form.addEventListener("change", show);
    form.addEventListener("submit", (event) => event.preventDefault());
    form.dataset.ready = "true";
    // The build wrote the first pair's answer; only a form the browser restored differently needs another.
    if (chosen("carabin") !== output.dataset.carabin || chosen("banker") !== output.dataset.banker) show();
  }

  const start = () =>
    document
      .querySelectorAll("form.lq-calculator")
      .forEach((form) => setup(/** @type {HTMLFormElement} */ (form)));
  window.lansquenet.eachPage(start);
})();
