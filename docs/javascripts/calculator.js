/*
 * The rule-of-odds calculator (docs/odds/rule-of-odds.md). The build writes the engine's results
 * for all nine pairs of cards into the page, each with its sentences, and the first pair's answer
 * into the form (scripts/site/calculator.py); this script only looks the chosen pair up and shows
 * its sentences. It computes and words nothing, so it cannot disagree with the engine. Without
 * scripting the form is not shown (classroom.css): the table of all nine pairs says the same.
 */
(function () {
  "use strict";

  function setup(form) {
    if (form.dataset.ready) return;
    const data = JSON.parse(form.querySelector("script.lq-calc-data").textContent);
    const output = form.querySelector("output.lq-calc-result");
    const show = () => {
      const carabin = Number(form.querySelector('input[name="carabin"]:checked').value);
      const banker = Number(form.querySelector('input[name="banker"]:checked').value);
      const c = data.find((d) => d.carabin === carabin && d.banker === banker);
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
    const chosen = (name) => form.querySelector(`input[name="${name}"]:checked`).value;
    if (chosen("carabin") !== output.dataset.carabin || chosen("banker") !== output.dataset.banker) show();
  }

  const start = () => document.querySelectorAll("form.lq-calculator").forEach(setup);
  window.lansquenet.eachPage(start);
})();
