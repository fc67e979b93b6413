/*
 * Predict checkpoints (scripts/site/predict.py). Under a board, a box asks what a step will do
 * before the reader steps to it: who gains chips on the next card, or what each player wins or
 * loses on it. The build wrote the engine's answer into the box; this script turns the box into a
 * form, checks the reader's answer against it and explains it in the engine's own words for the
 * step. It drives the board only through what the board already offers (window.lansquenet.boards
 * and its go()), and never changes the board's deal.
 *
 * "Show step N" steps the board to the step before the one asked about and brings its cards into
 * view with the question pinned under them (projector.css), so that on a classroom's screen the
 * class sees both at once; "Project" shows the question, a class vote and the answer full
 * screen (projector.js).
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage),
 * board-view.js (view), projector.js (projector), board.js (boards) on window.lansquenet; gives
 * nothing.
 */
(function () {
  "use strict";

  const L = window.lansquenet;
  const V = L.view; // board-view.js
  const el = V.el;

  const signed = (/** @type {number} */ n) => (n > 0 ? "+" + n : n < 0 ? "\u2212" + Math.abs(n) : "0");

  /** Every word a checkpoint shows a reader, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      gainsToo: (/** @type {string} */ name) => `${name} gains too.`,
      loses: (/** @type {string} */ name) => `${name} loses, not gains.`,
      still: (/** @type {string} */ name) => `${name}'s chips do not move.`,
      whole: (/** @type {string} */ name) => `${name}: write a whole number, like 5 or -5.`,
      not: (/** @type {string} */ name, /** @type {number} */ right, /** @type {number} */ given) =>
        `${name}: ${signed(right)}, not ${signed(given)}.`,
      show: (/** @type {number} */ step) => `Show step ${step}`,
      project: "Project",
      projectLabel: (/** @type {number} */ step) => `Project the question of step ${step} full screen`,
      check: "Check",
      reveal: (/** @type {number} */ step) => `Step to ${step}`,
      form: (/** @type {number} */ step) => `Predict step ${step}`,
      otherDeal: "This checkpoint is for the board's first deal; reload the page to deal it again.",
      right: "Right.",
      wrong: "Not quite.",
      dealt: (/** @type {number} */ step, /** @type {string} */ text) =>
        `What the engine deals at step ${step}: ${text}`,
      result: (/** @type {string} */ result) => `Chips on this step: ${result}.`,
    },
    fr: {
      gainsToo: (name) => `${name} gagne aussi.`,
      loses: (name) => `${name} perd, au lieu de gagner.`,
      still: (name) => `Les jetons de ${name} ne bougent pas.`,
      whole: (name) => `${name} : écrivez un nombre entier, comme 5 ou -5.`,
      not: (name, right, given) => `${name} : ${signed(right)}, et non ${signed(given)}.`,
      show: (step) => `Montrer l'étape ${step}`,
      project: "Projeter",
      projectLabel: (step) => `Projeter en plein écran la question de l'étape ${step}`,
      check: "Vérifier",
      reveal: (step) => `Aller à l'étape ${step}`,
      form: (step) => `Prédire l'étape ${step}`,
      otherDeal:
        "Cette question porte sur la première donne du plateau ; rechargez la page pour la retrouver.",
      right: "Juste.",
      wrong: "Pas tout à fait.",
      dealt: (step, text) => `Ce que le moteur donne à l'étape ${step} : ${text}`,
      result: (result) => `Jetons à cette étape : ${result}.`,
    },
  });

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
      gainers.filter((name) => !ticked.includes(name)).forEach((name) => wrong.push(WORDS.gainsToo(name)));
      ticked
        .filter((name) => !gainers.includes(name))
        .forEach((name) => {
          const amount = data.changes[data.seats.indexOf(name)];
          wrong.push(amount < 0 ? WORDS.loses(name) : WORDS.still(name));
        });
    } else {
      data.seats.forEach((name, i) => {
        const text = field(i).value.trim().replace("\u2212", "-");
        const given = text === "" ? 0 : Number(text);
        if (!Number.isInteger(given)) wrong.push(WORDS.whole(name));
        else if (given !== data.changes[i]) wrong.push(WORDS.not(name, data.changes[i], given));
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
      WORDS.show(data.step - 1),
    );
    const project = el(
      "button",
      {
        type: "button",
        class: "md-button lq-predict-project",
        "aria-haspopup": "dialog",
        "aria-label": WORDS.projectLabel(data.step),
      },
      WORDS.project,
    );
    const check = el(
      "button",
      { type: "submit", class: "md-button md-button--primary lq-predict-check" },
      WORDS.check,
    );
    const reveal = el(
      "button",
      { type: "button", class: "md-button lq-predict-reveal" },
      WORDS.reveal(data.step),
    );
    reveal.style.display = "none"; // a button styled by the theme ignores the hidden attribute
    const result = el("div", { class: "lq-predict-result", "aria-live": "polite" });
    const form = el(
      "form",
      { class: "lq-predict-ask", "aria-label": WORDS.form(data.step) },
      fields,
      el("p", { class: "lq-predict-actions" }, show, " ", project, " ", check, " ", reveal),
      result,
    );
    holder.replaceChildren(form);
    answer.remove(); // the form gives the answer now

    const goTo = (/** @type {number} */ step) => {
      const board = findBoard(data.board);
      if (!sameDeal(board, data)) {
        result.textContent = WORDS.otherDeal;
        return;
      }
      board.pause();
      board.go(step - 1);
      pin(box, board, data);
    };
    show.addEventListener("click", () => goTo(data.step - 1));
    reveal.addEventListener("click", () => goTo(data.step));
    project.addEventListener("click", () => {
      const board = findBoard(data.board);
      if (board) L.projector.open(board, project, data);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const found = verdict(data, form);
      /** @type {HTMLParagraphElement[]} */
      const lines = [];
      lines.push(
        el(
          "p",
          { class: found.right ? "lq-predict-right" : "lq-predict-wrong" },
          el("strong", {}, found.right ? WORDS.right : WORDS.wrong),
          found.right ? "" : " " + found.wrong.join(" "),
        ),
      );
      lines.push(el("p", {}, WORDS.dealt(data.step, data.text)));
      lines.push(el("p", {}, WORDS.result(data.result)));
      result.replaceChildren(...lines);
      box.dataset.answered = found.right ? "right" : "wrong";
      reveal.style.display = "";
    });
    box.dataset.ready = "true";
  }

  /* ---------- the question pinned under the board's cards ---------- */

  /** @type {(() => void) | null} unpins the checkpoint pinned now */
  let unpin = null;

  /**
   * Pin `box` under the board's cards while the board is in view and holds the step asked
   * about or the one before it, and scroll so that the board's table and the question are both
   * on the screen, with as much of the board above its table as fits.
   * @param {HTMLElement} box
   * @param {LQ.Board} board
   * @param {LQ.PredictData} data
   */
  function pin(box, board, data) {
    if (unpin) unpin();
    const table = V.find(board.root, ".lq-table", HTMLElement);
    if (!window.matchMedia("(min-width: 40em)").matches) {
      table.scrollIntoView({ block: "start" }); // a phone: no pinning (projector.css)
      return;
    }
    box.classList.add("lq-predict-pinned");
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const room = window.innerHeight - top - box.getBoundingClientRect().height - 16;
    const bottom = table.getBoundingClientRect().bottom;
    const parts = [board.stage, V.find(board.root, ".lq-text", HTMLElement), table];
    const anchor = parts.find((part) => bottom - part.getBoundingClientRect().top <= room) || table;
    window.scrollBy({ top: anchor.getBoundingClientRect().top - top - 8, behavior: "instant" });

    const steps = new MutationObserver(() => {
      const step = Number(board.root.dataset.step);
      if (step !== data.step - 1 && step !== data.step && unpin) unpin();
    });
    steps.observe(board.root, { attributes: true, attributeFilter: ["data-step"] });
    const seen = new IntersectionObserver((entries) => {
      if (!entries[entries.length - 1].isIntersecting && unpin) unpin();
    });
    seen.observe(board.root);
    unpin = () => {
      box.classList.remove("lq-predict-pinned");
      steps.disconnect();
      seen.disconnect();
      unpin = null;
    };
  }

  const start = () => {
    document.querySelectorAll(".lq-predict").forEach((box) => setup(/** @type {HTMLElement} */ (box)));
    return () => unpin && unpin();
  };
  L.eachPage(start);
})();
