/*
 * The projector: a board, or a Predict checkpoint's question on it, full screen in large type,
 * for a class to read from the back of the room.
 *
 * A board's "Project" button (board.js) shows its table and the step in words, stepped with
 * Next and Back, the arrow keys and space. A checkpoint's "Project" button (predict.js) shows,
 * in turn: the question, with the board held at the step before the one asked about; a class
 * vote, where the teacher counts the hands raised for each choice; and the reveal, which steps
 * the board to the asked step and gives the answer. The board on the page follows what the
 * projector shows, so after it closes the page carries on from there.
 *
 * The projector is a modal dialog over the whole window: it asks the browser for full screen,
 * and where that is refused it still covers the window. The rest of the page is inert while it
 * is open; Escape (or leaving full screen) closes it and hands the focus back to the button that
 * opened it. Its type grows as large as the window allows with everything on one screen: it
 * starts from the window's size and shrinks only until nothing overflows.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage)
 * and board-view.js (view) on window.lansquenet; gives projector, which board.js and predict.js use.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // drawing helpers, board-view.js
  const el = V.el;

  /** Every word the projector shows, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      close: "Close",
      back: "Back",
      next: "Next",
      counter: (/** @type {number} */ n, /** @type {number} */ count) => "Step " + n + " of " + count,
      predict: (/** @type {number} */ step) => "Predict step " + step,
      stages: "Stages",
      stageNames: { question: "Question", vote: "Class vote", reveal: "Reveal" },
      toVote: "Class vote",
      toReveal: (/** @type {number} */ step) => "Reveal step " + step,
      toQuestion: "Question",
      stepOn: "Next step",
      gains: "Who gains chips on it?",
      pays: "Who wins chips on it, who loses, and whose chips do not move?",
      nobody: "Nobody",
      outcomes: { wins: "wins", nothing: "nothing", loses: "loses" },
      votes: "Hands raised for each choice",
      add: (/** @type {string} */ choice) => "One more hand: " + choice,
      remove: (/** @type {string} */ choice) => "One hand fewer: " + choice,
      count: (/** @type {string} */ choice, /** @type {number} */ n) =>
        choice + ": " + (n === 1 ? "1 hand" : n + " hands"),
      right: "right",
      gainers: (/** @type {string[]} */ names) =>
        names.length ? V.listWords(names) + (names.length === 1 ? " gains. " : " gain. ") : "Nobody gains. ",
      answer: (/** @type {string} */ result) => "Chips on this step: " + result + ".",
      voteNow: "Class vote: count the hands raised for each choice.",
      otherDeal: "The board shows another deal; this shows the page's own deal, which the question is about.",
      gathered: "The cards as they lay before they were gathered:",
      keys: "\u2192 or space: next \u00b7 \u2190: back \u00b7 Esc: close",
      keysVote: {
        gains:
          "\u2192 or space: reveal \u00b7 \u2190: back \u00b7 1\u20139: a hand (with shift: one off) \u00b7 Esc: close",
        pays: "\u2192 or space: reveal \u00b7 \u2190: back \u00b7 Tab to + or \u2212, then Enter: a hand \u00b7 Esc: close",
      },
    },
    fr: {
      close: "Fermer",
      back: "Précédent",
      next: "Suivant",
      counter: (n, count) => "Étape " + n + " sur " + count,
      predict: (step) => "Prédire l'étape " + step,
      stages: "Temps",
      stageNames: { question: "Question", vote: "Vote de la classe", reveal: "Réponse" },
      toVote: "Vote de la classe",
      toReveal: (step) => "Révéler l'étape " + step,
      toQuestion: "Question",
      stepOn: "Étape suivante",
      gains: "Qui gagne des jetons à cette étape ?",
      pays: "Qui gagne des jetons à cette étape, qui en perd, et de qui les jetons ne bougent-ils pas ?",
      nobody: "Personne",
      outcomes: { wins: "gagne", nothing: "rien", loses: "perd" },
      votes: "Mains levées pour chaque choix",
      add: (choice) => "Une main de plus : " + choice,
      remove: (choice) => "Une main de moins : " + choice,
      count: (choice, n) => choice + " : " + (n <= 1 ? n + " main" : n + " mains"),
      right: "juste",
      gainers: (names) =>
        names.length
          ? V.listWords(names) + (names.length === 1 ? " gagne. " : " gagnent. ")
          : "Personne ne gagne. ",
      answer: (result) => "Jetons à cette étape : " + result + ".",
      voteNow: "Vote de la classe : comptez les mains levées pour chaque choix.",
      otherDeal:
        "Le plateau montre une autre donne ; ceci montre la donne de la page, sur laquelle porte la question.",
      gathered: "Les cartes telles qu'elles étaient avant d'être ramassées :",
      keys: "\u2192 ou Espace : suivant \u00b7 \u2190 : précédent \u00b7 Échap : fermer",
      keysVote: {
        gains:
          "\u2192 ou Espace : révéler \u00b7 \u2190 : précédent \u00b7 1\u20139 : une main (avec Maj : une de moins) \u00b7 Échap : fermer",
        pays: "\u2192 ou Espace : révéler \u00b7 \u2190 : précédent \u00b7 Tab jusqu'à + ou \u2212, puis Entrée : une main \u00b7 Échap : fermer",
      },
    },
  });

  /** The largest and smallest type (px) the projector's main text takes; it starts from the window. */
  const LARGEST = 64;
  const SMALLEST = 12;

  /** @typedef {"board" | "question" | "vote" | "reveal"} Stage */
  /** @typedef {{key: string, name: string, label: string, right: boolean, count: HTMLElement}} Tally */

  /** @type {Show | null} the projector open now */
  let open = null;

  class Show {
    /**
     * @param {LQ.Board} board
     * @param {HTMLElement} opener
     * @param {LQ.PredictData | null} checkpoint
     */
    constructor(board, opener, checkpoint) {
      this.board = board;
      this.opener = opener;
      this.checkpoint = checkpoint;
      // A checkpoint is about the page's own deal: after a New deal the projector shows that
      // deal, and leaves the board alone.
      const same = !checkpoint || (board.transcript.deck || []).join(" ") === checkpoint.deck;
      this.transcript = same ? board.transcript : board.original;
      this.drives = same;
      /** @type {Stage} */
      this.stage = checkpoint ? "question" : "board";
      this.index = checkpoint ? checkpoint.step - 2 : board.index;
      /** @type {Partial<Record<Stage, number>>} the type size that fits, by stage */
      this.sizes = {};
      /** @type {Tally[]} */
      this.tallies = [];
      /** @type {Element[]} the page's parts made inert while the projector is open */
      this.inert = [];
      this.wasFull = false;

      this.title = el("h2", { class: "lq-pj-title", id: "lq-pj-title" });
      this.counter = el("p", { class: "lq-pj-counter" });
      this.closer = el("button", { type: "button", class: "lq-pj-button lq-pj-close" }, WORDS.close);
      this.steps = el("ol", { class: "lq-pj-stages", "aria-label": WORDS.stages });
      this.text = el("p", { class: "lq-pj-text", "aria-live": "polite" });
      this.table = el("div", { class: "lq-pj-table" });
      this.pending = el("div", { class: "lq-pj-pending" });
      this.money = el("div", { class: "lq-money lq-pj-money" });
      this.owners = V.owners(this.transcript);
      this.question = el("p", { class: "lq-pj-question" });
      this.votes = el("ul", { class: "lq-pj-votes", "aria-label": WORDS.votes });
      this.answer = el("p", { class: "lq-pj-answer" });
      this.back = el("button", { type: "button", class: "lq-pj-button lq-pj-back" }, WORDS.back);
      this.next = el("button", { type: "button", class: "lq-pj-button lq-pj-next" }, WORDS.next);
      this.keys = el("p", { class: "lq-pj-keys" });
      this.status = el("p", { class: "lq-pj-status", role: "status" });
      this.body = el(
        "div",
        { class: "lq-pj-body" },
        this.text,
        this.table,
        this.pending,
        this.money,
        this.question,
        this.votes,
        this.answer,
      );
      this.root = el(
        "div",
        { class: "lq-projector", role: "dialog", "aria-modal": "true", "aria-labelledby": "lq-pj-title" },
        el("div", { class: "lq-pj-head" }, this.title, this.steps, this.counter, this.closer),
        this.body,
        el("div", { class: "lq-pj-foot" }, this.back, this.next, this.keys, this.status),
      );
      this.root.tabIndex = -1;
      if (checkpoint) this.buildQuestion(checkpoint, same);
      else this.steps.remove();

      this.closer.addEventListener("click", () => this.close());
      this.back.addEventListener("click", () => this.move(-1));
      this.next.addEventListener("click", () => this.move(1));
      // On the document: a key must work wherever the focus is, even after a click left it nowhere.
      this.onKey = (/** @type {KeyboardEvent} */ event) => this.key(event);
      this.onResize = () => {
        this.sizes = {};
        this.fit();
      };
      this.onFullscreen = () => {
        if (document.fullscreenElement === this.root) this.wasFull = true;
        else if (this.wasFull) this.close(); // Escape in full screen leaves it: close with it
      };
    }

    /**
     * The question, the class vote's tallies and the answer of a checkpoint.
     * @param {LQ.PredictData} data
     * @param {boolean} same whether the board shows the checkpoint's deal
     */
    buildQuestion(data, same) {
      this.question.append(
        el("span", { class: "lq-pj-lead" }, data.lead || ""),
        " ",
        el("strong", {}, data.ask === "gains" ? WORDS.gains : WORDS.pays),
      );
      if (!same) this.status.textContent = WORDS.otherDeal;
      Object.entries(WORDS.stageNames).forEach(([stage, name]) =>
        this.steps.append(el("li", { "data-stage": stage }, name)),
      );
      if (data.ask === "gains") {
        const gainers = data.seats.filter((_, i) => data.changes[i] > 0);
        const choices = data.seats.map((name, i) => ({ name, right: data.changes[i] > 0 }));
        choices.push({ name: WORDS.nobody, right: !gainers.length });
        choices.forEach((choice, i) => {
          const tally = this.tally("c" + i, choice.name, "", choice.right);
          this.votes.append(
            el(
              "li",
              { class: "lq-pj-choice" },
              el("p", { class: "lq-pj-choice-name" }, el("kbd", {}, String(i + 1)), " " + choice.name),
              tally,
            ),
          );
        });
        this.answer.textContent = WORDS.gainers(gainers) + WORDS.answer(data.result);
      } else {
        data.seats.forEach((name, i) => {
          const change = data.changes[i];
          const item = el("li", { class: "lq-pj-choice" }, el("p", { class: "lq-pj-choice-name" }, name));
          /** @type {[keyof typeof WORDS.outcomes, boolean][]} */
          const outcomes = [
            ["wins", change > 0],
            ["nothing", change === 0],
            ["loses", change < 0],
          ];
          outcomes.forEach(([outcome, right]) =>
            item.append(this.tally("s" + i + outcome, name, WORDS.outcomes[outcome], right)),
          );
          this.votes.append(item);
        });
        this.answer.textContent = WORDS.answer(data.result);
      }
    }

    /**
     * One count of raised hands, with its buttons: `name` and `label` say what it counts.
     * @param {string} key
     * @param {string} name
     * @param {string} label
     * @param {boolean} right
     */
    tally(key, name, label, right) {
      const choice = label ? name + " " + label : name;
      const count = el("span", { class: "lq-pj-count" }, "0");
      /** @type {Tally} */
      const tally = { key, name, label, right, count };
      this.tallies.push(tally);
      const button = (/** @type {number} */ by, /** @type {string} */ sign, /** @type {string} */ words) => {
        const node = el(
          "button",
          { type: "button", class: "lq-pj-button lq-pj-tap", "aria-label": words },
          sign,
        );
        node.addEventListener("click", () => this.count(tally, by));
        return node;
      };
      return el(
        "div",
        { class: "lq-pj-tally" + (right ? " lq-pj-is-right" : ""), "data-key": key },
        label ? el("span", { class: "lq-pj-outcome" }, label) : null,
        button(-1, "\u2212", WORDS.remove(choice)),
        count,
        button(1, "+", WORDS.add(choice)),
        right ? el("span", { class: "lq-pj-right" }, "\u2713 " + WORDS.right) : null,
      );
    }

    /**
     * Count one hand more (`by` 1) or fewer (−1) for `tally`, never below none, and say so.
     * @param {Tally} tally
     * @param {number} by
     */
    count(tally, by) {
      const n = Math.max(0, Number(tally.count.textContent) + by);
      tally.count.textContent = String(n);
      this.status.textContent = WORDS.count(tally.label ? tally.name + " " + tally.label : tally.name, n);
      this.root.dataset.counted = String(this.tallies.some((t) => t.count.textContent !== "0"));
    }

    show() {
      open = this;
      document.body.append(this.root);
      Array.from(document.body.children).forEach((child) => {
        if (child === this.root || child.hasAttribute("inert")) return;
        child.setAttribute("inert", "");
        this.inert.push(child);
      });
      document.documentElement.classList.add("lq-projecting");
      document.addEventListener("fullscreenchange", this.onFullscreen);
      document.addEventListener("keydown", this.onKey);
      window.addEventListener("resize", this.onResize);
      // Full screen where the browser allows it; where it refuses, the dialog covers the window.
      if (this.root.requestFullscreen) this.root.requestFullscreen().catch(() => undefined);
      if (this.drives) this.board.pause();
      this.render(); // and takes the focus
    }

    close() {
      if (open !== this) return;
      open = null;
      document.removeEventListener("fullscreenchange", this.onFullscreen);
      document.removeEventListener("keydown", this.onKey);
      window.removeEventListener("resize", this.onResize);
      if (document.fullscreenElement === this.root) document.exitFullscreen().catch(() => undefined);
      this.inert.forEach((child) => child.removeAttribute("inert"));
      document.documentElement.classList.remove("lq-projecting");
      this.root.remove();
      const back = this.opener.isConnected ? this.opener : this.board.stage;
      back.focus({ preventScroll: !this.opener.isConnected });
    }

    /** @param {number} by 1 to go on (the next stage, or step), −1 to go back */
    move(by) {
      const last = this.transcript.steps.length - 1;
      const order = /** @type {Stage[]} */ (["question", "vote", "reveal", "board"]);
      const at = order.indexOf(this.stage);
      if (this.stage === "board" || (this.stage === "reveal" && by > 0)) {
        if (this.stage === "reveal") this.stage = "board";
        this.index = Math.max(0, Math.min(last, this.index + by));
      } else if (at + by >= 0) {
        this.stage = order[at + by];
        this.status.textContent = "";
        const step = /** @type {LQ.PredictData} */ (this.checkpoint).step;
        this.index = this.stage === "reveal" ? step - 1 : step - 2;
        if (this.stage === "vote") this.status.textContent = WORDS.voteNow;
      }
      this.render();
    }

    render() {
      const data = this.checkpoint;
      const steps = this.transcript.steps;
      const stage = this.stage;
      if (this.drives && this.board.index !== this.index) this.board.go(this.index);
      this.root.dataset.stage = stage;
      this.title.textContent =
        data && stage !== "board"
          ? WORDS.predict(data.step)
          : String(this.board.stage.getAttribute("aria-label"));
      this.counter.textContent = WORDS.counter(this.index + 1, steps.length);
      this.steps.querySelectorAll("li").forEach((item) => {
        if (item.getAttribute("data-stage") === stage) item.setAttribute("aria-current", "step");
        else item.removeAttribute("aria-current");
      });
      // The step's words as plain text: a glossary link would lead away from the class's screen.
      this.text.textContent = steps[this.index].text;
      this.board.drawTable(this.table, this.index, this.transcript);
      V.drawPending(this.pending, steps[this.index].view);
      // Who paid whom, on a board stepped for its own sake; a checkpoint's answer says it instead.
      if (stage === "board") V.drawMoney(this.money, this.transcript, this.index, this.owners, null);

      const last = this.index === steps.length - 1;
      this.back.textContent =
        stage === "vote" ? WORDS.toQuestion : stage === "reveal" ? WORDS.toVote : WORDS.back;
      this.next.textContent =
        stage === "question"
          ? WORDS.toVote
          : stage === "vote" && data
            ? WORDS.toReveal(data.step)
            : stage === "reveal"
              ? WORDS.stepOn
              : WORDS.next;
      this.back.disabled = stage === "question" || (stage === "board" && this.index === 0);
      this.next.disabled = (stage === "board" || stage === "reveal") && last;
      this.keys.textContent = stage === "vote" && data ? WORDS.keysVote[data.ask] : WORDS.keys;
      this.fit();
      // A button the stage disabled or hid (the vote's, at the reveal) drops the focus: take it.
      const at = document.activeElement;
      const lost =
        !(at instanceof HTMLElement) ||
        !this.root.contains(at) ||
        !at.getClientRects().length ||
        (at instanceof HTMLButtonElement && at.disabled);
      if (lost) [this.next, this.back, this.closer].find((button) => !button.disabled)?.focus();
    }

    /**
     * The largest type with which the body fits the window without scrolling, found by halving
     * the range between the smallest and the last size this stage took (or the window's own, at
     * first): a stage's type only ever shrinks, so stepping never makes it jump back and forth.
     */
    fit() {
      const body = this.body;
      const set = (/** @type {number} */ px) =>
        this.root.style.setProperty("--lq-pj-size", px.toFixed(1) + "px");
      const over = () => body.scrollHeight > body.clientHeight + 1 || body.scrollWidth > body.clientWidth + 1;
      let high = this.sizes[this.stage] || Math.min(window.innerWidth / 18, window.innerHeight / 18, LARGEST);
      let low = SMALLEST;
      this.root.classList.remove("lq-pj-scrolls");
      set(high);
      if (over()) {
        while (high - low > 0.5) {
          const middle = (low + high) / 2;
          set(middle);
          if (over()) high = middle;
          else low = middle;
        }
        high = low;
        set(low);
      }
      this.sizes[this.stage] = high;
      // A table too big even for the smallest type scrolls rather than being cut off.
      this.root.classList.toggle("lq-pj-scrolls", over());
    }

    /** @param {KeyboardEvent} event */
    key(event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      const onButton = target instanceof HTMLButtonElement;
      if (event.key === "Escape") {
        event.preventDefault();
        this.close();
      } else if (event.key === "Tab") {
        this.trap(event);
      } else if (event.key === "ArrowRight" || event.key === "PageDown" || (event.key === " " && !onButton)) {
        event.preventDefault();
        if (!this.next.disabled) this.move(1);
      } else if (event.key === "ArrowLeft" || event.key === "PageUp") {
        event.preventDefault();
        if (!this.back.disabled) this.move(-1);
      } else if (this.stage === "board" && (event.key === "Home" || event.key === "End")) {
        event.preventDefault();
        this.index = event.key === "Home" ? 0 : this.transcript.steps.length - 1;
        this.render();
      } else if (
        this.stage === "vote" &&
        this.checkpoint &&
        this.checkpoint.ask === "gains" &&
        /^(Digit|Numpad)[1-9]$/.test(event.code)
      ) {
        // 1 to 9: a hand for the choice of that number; with shift, one hand fewer.
        const tally = this.tallies[Number(event.code.slice(-1)) - 1];
        if (tally) {
          event.preventDefault();
          this.count(tally, event.shiftKey ? -1 : 1);
        }
      }
    }

    /**
     * Keep Tab among the dialog's own buttons.
     * @param {KeyboardEvent} event
     */
    trap(event) {
      const buttons = Array.from(this.root.querySelectorAll("button")).filter(
        (button) => !button.disabled && button.getClientRects().length > 0,
      );
      if (!buttons.length) return;
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      const at = document.activeElement;
      if (event.shiftKey && (at === first || at === this.root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || !(at instanceof Node) || !this.root.contains(at))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  L.projector = {
    open(board, opener, checkpoint) {
      if (open) open.close();
      new Show(board, opener, checkpoint || null).show();
    },
    close() {
      if (open) open.close();
    },
  };
  // A page left by instant navigation takes its projector with it.
  L.eachPage(() => () => L.projector.close());
})();
