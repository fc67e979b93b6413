/*
 * The rule-of-odds calculator (docs/odds/rule-of-odds.md). The build writes the engine's results
 * for all nine pairs of cards into the page (scripts/site/calculator.py); this script only shows
 * the form, looks the chosen pair up and words it. It computes nothing, so it cannot disagree with
 * the engine. Without JavaScript the table of all nine pairs below the form says the same.
 */
(function () {
  "use strict";

  const UNITS = (n, one, many) => `${n} ${n === 1 ? one : many}`;

  function fraction(text) {
    return text.replace("-", "\u2212");
  }

  /** The result for one pair, as a few sentences of HTML-free text nodes. */
  function explain(c) {
    const lines = [];
    lines.push(`Least wager: ${UNITS(c.least, "chip", "chips")}. If the carabin wins, the banker pays him ` +
      `${UNITS(c.pays, "chip", "chips")} for it, and he keeps his wager.`);
    lines.push(`Chance the carabin wins: ${c.win_decimal} (exactly ${fraction(c.win)}). He wins if one of the ` +
      `${c.winning} cards of the banker's rank left in the stock turns before one of the ${c.losing} cards ` +
      `of his own card's rank.`);
    const sameChances = c.winning === c.losing;
    lines.push(sameChances
      ? `Why it is fair: both cards are ${c.carabin_word}, so each side has the same number of cards left ` +
        `that would beat the other, and the bet is paid one for one. On average the carabin neither gains nor loses.`
      : `Why it is fair: each side puts up the number of cards that would beat the other. Over ` +
        `${c.winning + c.losing} such wagers the carabin expects to win ${c.winning} times ${c.pays} = ` +
        `${c.winning * c.pays} chips and to lose ${c.losing} times ${c.least} = ${c.losing * c.least} chips: ` +
        `his expected gain is ${fraction(c.value)}.`);
    lines.push(`A wager above the least must be a multiple of it (${c.least}, ${2 * c.least}, ` +
      `${3 * c.least} ...), and the payment grows in step.`);
    return lines;
  }

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
      output.replaceChildren(...explain(c).map((text) => {
        const p = document.createElement("p");
        p.textContent = text;
        return p;
      }));
    };
    form.addEventListener("change", show);
    form.addEventListener("submit", (event) => event.preventDefault());
    form.hidden = false;
    form.dataset.ready = "true";
    show();
  }

  const start = () => document.querySelectorAll("form.lq-calculator").forEach(setup);
  if (window.document$) window.document$.subscribe(start);
  else document.addEventListener("DOMContentLoaded", start);
})();
