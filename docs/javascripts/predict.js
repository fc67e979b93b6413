/*
 * Predict checkpoints (scripts/site/predict.py). Under a board, a box asks what a step will do
 * before the reader steps to it: who gains chips on the next card, or what each player wins or
 * loses on it. The build wrote the engine's answer into the box; this script turns the box into a
 * form, checks the reader's answer against it and explains it in the engine's own words for the
 * step. It drives the board only through what the board already offers (window.lansquenet.boards
 * and its go()), and never changes the board's deal.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage), board-view.js
 * (view), board.js (boards) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const V = window.lansquenet.view; // board-view.js
  const el = V.el;

  const signed = (/** @type {number} */ n) => (n > 0 ? "+" + n : n < 0 ? "\u2212" + Math.abs(n) : "0");

  /** @param {string} id */
  function findBoard(id) {
    const boards = (window.lansquenet && window.lansquenet.boards) || [];
    return Array.from(boards).find((board) => board.id === id) || null;
  }

  /**
   * The board still shows the deal this checkpoint was made for (not a new deal).
   * @param {LQ.Board | null} board
   * @param {LQ.PredictData} data
   * @returns {board is LQ.Board}
   */
  function sameDeal(board, data) {
    return Boolean(board && board.transcript && (board.transcript.deck || []).join(" ") === data.deck);
  }

  /**
   * The reader's answer, checked: {right, wrong: a sentence for each mistake}.
   * @param {LQ.PredictData} data
   * @param {HTMLFormElement} form
   */
  function verdict(data, form) {
    /** @type {string[]} */
    const wrong = [];
    const field = (/** @type {number} */ i) => V.find(form, `#${data.id}-seat-${i}`, HTMLInputElement);
    if (data.ask === "gains") {
      const ticked = data.seats.filter((_, i) => field(i).checked);
      const gainers = data.seats.filter((_, i) => data.changes[i] > 0);
      gainers.filter((name) => !ticked.includes(name)).forEach((name) => wrong.push(`${name} gains too.`));
      ticked
        .filter((name) => !gainers.includes(name))
        .forEach((name) => {
          const amount = data.changes[data.seats.indexOf(name)];
          wrong.push(amount < 0 ? `${name} loses, not gains.` : `${name}'s chips do not move.`);
        });
    } else {
      data.seats.forEach((name, i) => {
        const text = field(i).value.trim().replace("\u2212", "-");
        const given = text === "" ? 0 : Number(text);
        if (!Number.isInteger(given)) wrong.push(`${name}: write a whole number, like 5 or -5.`);
        else if (given !== data.changes[i])
          wrong.push(`${name}: ${signed(data.changes[i])}, not ${signed(given)}.`);
      });
    }
    return { right: wrong.length === 0, wrong };
  }

  /** @param {HTMLElement} box */
  function setup(box) {
    if (box.dataset.ready) return;
    const data = /** @type {LQ.PredictData[]} */ (V.embedded(box))[0];
    const holder = V.find(box, ".lq-predict-form", HTMLElement);
    const answer = V.find(box, "details.lq-predict-answer", HTMLDetailsElement);
    const fields = el("div", { class: "lq-predict-fields" });
    data.seats.forEach((name, i) => {
      const id = `${data.id}-seat-${i}`;
      if (data.ask === "gains") {
        fields.append(el("label", { for: id }, el("input", { type: "checkbox", id }), " " + name));
      } else {
        fields.append(
          el(
            "label",
            { for: id },
            name + " ",
            el("input", { type: "text", id, inputmode: "numeric", size: "4", placeholder: "0" }),
          ),
        );
      }
    });
    const show = el(
      "button",
      { type: "button", class: "md-button lq-predict-show" },
      `Show step ${data.step - 1}`,
    );
    const check = el(
      "button",
      { type: "submit", class: "md-button md-button--primary lq-predict-check" },
      "Check",
    );
    const reveal = el(
      "button",
      { type: "button", class: "md-button lq-predict-reveal" },
      `Step to ${data.step}`,
    );
    reveal.style.display = "none"; // a button styled by the theme ignores the hidden attribute
    const result = el("div", { class: "lq-predict-result", "aria-live": "polite" });
    const form = el(
      "form",
      { class: "lq-predict-ask", "aria-label": `Predict step ${data.step}` },
      fields,
      el("p", { class: "lq-predict-actions" }, show, " ", check, " ", reveal),
      result,
    );
    holder.replaceChildren(form);
    answer.remove(); // the form gives the answer now

    const goTo = (/** @type {number} */ step) => {
      const board = findBoard(data.board);
      if (!sameDeal(board, data)) {
        result.textContent =
          "This checkpoint is for the board's first deal; reload the page to deal it again.";
        return;
      }
      board.pause();
      board.go(step - 1);
    };
    show.addEventListener("click", () => goTo(data.step - 1));
    reveal.addEventListener("click", () => goTo(data.step));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const found = verdict(data, form);
      /** @type {HTMLParagraphElement[]} */
      const lines = [];
      lines.push(
        el(
          "p",
          { class: found.right ? "lq-predict-right" : "lq-predict-wrong" },
          el("strong", {}, found.right ? "Right." : "Not quite."),
          found.right ? "" : " " + found.wrong.join(" "),
        ),
      );
      lines.push(el("p", {}, `What the engine deals at step ${data.step}: ${data.text}`));
      lines.push(el("p", {}, `Chips on this step: ${data.result}.`));
      result.replaceChildren(...lines);
      box.dataset.answered = found.right ? "right" : "wrong";
      reveal.style.display = "";
    });
    box.dataset.ready = "true";
  }

  const start = () =>
    document.querySelectorAll(".lq-predict").forEach((box) => setup(/** @type {HTMLElement} */ (box)));
  window.lansquenet.eachPage(start);
})();
