/*
 * Play: the decision controls (play.js places them under the cards).
 *
 * A pending decision (lansquenet.api's decision JSON: seat, kind, prompt, choices,
 * unavailable) becomes exactly its legal choices as buttons named by their action, each with an
 * amount field and its range in words when it takes one; every choice not on offer is explained
 * in a sentence. In pass-and-play a "pass the device" screen comes first, so the table says
 * whose turn it is before it shows anybody's choices. Choices are numbered: the keys 1 to 9
 * press them (play.js forwards the key). Nothing is decided here: the chosen action, in the
 * engine's notation ("stake 10", "pass"), goes to `onAct`, and the engine checks it.
 *
 * Load order (scripts/site/assets.py joins the parts): needs board-view.js (view) on
 * window.lansquenet; gives DecisionPanel.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** @param {string} text */
  function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  /**
   * A choice's name on its button: the engine's label, or its kind in words ("bet-q" -> "Bet on Q").
   * @param {LQ.Choice} choice
   */
  function choiceName(choice) {
    if (choice.label) return capital(choice.label);
    return capital(V.kindWords(choice.kind));
  }

  /**
   * An action not on offer, in words: its label with a small first letter ("bet on the KD").
   * @param {LQ.Unavailable} u
   */
  function unavailableName(u) {
    if (!u.label) return V.kindWords(u.kind);
    return /^[A-Z][a-z]/.test(u.label) ? u.label.charAt(0).toLowerCase() + u.label.slice(1) : u.label;
  }

  /** @param {LQ.Choice} choice */
  function takesAmount(choice) {
    return choice.low !== undefined && choice.low !== null;
  }

  /**
   * "5 to 15 chips, in fives" / "exactly 52 chips": the range a choice's amount may take (a
   * choice that takes an amount has both ends).
   * @param {LQ.Choice} choice
   */
  function rangeWords(choice) {
    if (choice.range) return choice.range;
    const step = choice.step || 1;
    if (choice.low === choice.high) return "exactly " + V.chips(Number(choice.low));
    /** @type {Record<number, string>} */
    const steps = { 1: "", 2: ", in twos", 5: ", in fives", 10: ", in tens" };
    return (
      choice.low +
      " to " +
      V.chips(Number(choice.high)) +
      (step in steps ? steps[step] : ", in steps of " + step)
    );
  }

  /**
   * One control of the panel: a choice's button and its amount field, or the pass screen's button.
   * @typedef {{button: HTMLButtonElement, field: HTMLInputElement | null, choice: LQ.Choice | null}} Control
   */

  /** @implements {LQ.DecisionPanel} */
  class DecisionPanel {
    /** `onAct(notation)` answers a promise; it rejects with a sentence when the engine refuses. */
    /**
     * @param {string} id
     * @param {(notation: string) => Promise<void>} onAct
     */
    constructor(id, onAct) {
      this.id = id;
      this.onAct = onAct;
      this.node = V.el("section", {
        class: "lq-decide",
        "aria-labelledby": id + "-decide-title",
        hidden: "",
      });
      /** @type {LQ.Decision | null} */
      this.decision = null;
      /** @type {Control[]} */
      this.buttons = [];
      // Drawn by show(), which comes before choose().
      /** @type {HTMLParagraphElement} */ this.error;
    }

    hide() {
      this.node.hidden = true;
      this.node.textContent = "";
      this.decision = null;
      this.buttons = [];
    }

    /**
     * The "pass the device to X" screen; `onReady` runs when X says they have it.
     * @type {LQ.DecisionPanel["showPass"]}
     */
    showPass(name, onReady) {
      const el = V.el;
      this.decision = null;
      this.buttons = [];
      this.node.textContent = "";
      this.node.hidden = false;
      this.node.classList.add("lq-decide-pass");
      const ready = el(
        "button",
        { type: "button", class: "md-button md-button--primary lq-ready" },
        "I am " + name + ": show my choices",
      );
      ready.addEventListener("click", () => onReady());
      this.node.append(
        el(
          "h3",
          { class: "lq-decide-title", id: this.id + "-decide-title", tabindex: "-1" },
          "Pass the device to " + name,
        ),
        el("p", {}, "It is " + name + "'s turn. " + name + ", press the button when you have the screen."),
        ready,
      );
      this.buttons = [{ button: ready, field: null, choice: null }];
    }

    /**
     * The choices of `decision` for the seat called `name`; `own` says "Your turn" rather than "Name's turn".
     * @type {LQ.DecisionPanel["show"]}
     */
    show(decision, name, own) {
      const el = V.el;
      this.decision = decision;
      this.node.textContent = "";
      this.node.hidden = false;
      this.node.classList.remove("lq-decide-pass");
      this.buttons = [];
      const title = el(
        "h3",
        { class: "lq-decide-title", id: this.id + "-decide-title", tabindex: "-1" },
        own ? "Your turn, " + name : name + "'s turn",
      );
      const list = el("ol", { class: "lq-choices", "aria-label": "Choices" });
      decision.choices.forEach((choice, i) => list.append(this.choiceItem(choice, i)));
      this.error = el("p", { class: "lq-decide-error", role: "alert" });
      this.node.append(title, el("p", { class: "lq-prompt" }, decision.prompt), list);
      if (decision.unavailable && decision.unavailable.length) {
        const why = el("ul", { class: "lq-unavailable", "aria-label": "Not on offer" });
        decision.unavailable.forEach((u) =>
          why.append(el("li", {}, "No " + unavailableName(u) + ": " + u.why)),
        );
        this.node.append(why);
      }
      this.node.append(this.error);
    }

    /**
     * @param {LQ.Choice} choice
     * @param {number} i
     */
    choiceItem(choice, i) {
      const el = V.el;
      const key = i < 9 ? String(i + 1) : null;
      const name = choiceName(choice);
      const button = el(
        "button",
        { type: "button", class: "md-button lq-choice", "data-kind": choice.kind },
        key ? el("kbd", { "aria-hidden": "true" }, key) : null,
        name,
      );
      if (key) button.setAttribute("aria-keyshortcuts", key);
      const item = el("li", { class: "lq-choice-row" }, button);
      /** @type {HTMLInputElement | null} */
      let field = null;
      if (takesAmount(choice) && choice.low !== choice.high) {
        const range = rangeWords(choice);
        field = el("input", {
          type: "number",
          class: "lq-amount",
          id: this.id + "-amount-" + i,
          min: String(choice.low),
          max: String(choice.high),
          step: String(choice.step || 1),
          inputmode: "numeric",
          value: String(choice.low),
          "aria-label": name + ": chips, " + range,
        });
        field.addEventListener("keydown", (event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            this.choose(choice, field);
          }
        });
        button.setAttribute("aria-describedby", this.id + "-range-" + i);
        item.append(field, el("span", { class: "lq-range", id: this.id + "-range-" + i }, range));
      } else if (takesAmount(choice)) {
        item.append(el("span", { class: "lq-range" }, rangeWords(choice)));
      }
      button.addEventListener("click", () => this.choose(choice, field));
      this.buttons.push({ button, field, choice });
      return item;
    }

    /**
     * The i-th choice's key was pressed: a choice with an amount field takes the focus first.
     * @type {LQ.DecisionPanel["press"]}
     */
    press(i) {
      const entry = this.buttons[i];
      if (!entry || entry.button.disabled) return false;
      if (!entry.choice) {
        entry.button.click();
      } else if (entry.field && document.activeElement !== entry.field) {
        entry.field.focus();
        entry.field.select();
      } else {
        this.choose(entry.choice, entry.field);
      }
      return true;
    }

    /** Focus the first control, for a reader whose focus was on the table. */
    focus() {
      const first = this.buttons[0];
      if (!first) return;
      first.button.focus({ preventScroll: true });
    }

    /**
     * @param {LQ.Choice} choice
     * @param {HTMLInputElement | null} field
     */
    async choose(choice, field) {
      let notation = choice.kind;
      if (takesAmount(choice)) {
        const amount = field ? field.value.trim() : String(choice.low);
        if (!/^[0-9]{1,9}$/.test(amount)) {
          this.error.textContent = "Write the chips as a whole number, " + rangeWords(choice) + ".";
          if (field) field.focus();
          return;
        }
        notation += " " + Number(amount);
      }
      this.setBusy(true);
      this.error.textContent = "";
      try {
        await this.onAct(notation);
      } catch (error) {
        this.setBusy(false);
        this.error.textContent = /** @type {Error} */ (error).message;
        if (field) field.focus();
      }
    }

    /** @param {boolean} busy */
    setBusy(busy) {
      this.node.setAttribute("aria-busy", busy ? "true" : "false");
      // A disabled control drops the focus to the page; hold it on the panel's title meanwhile.
      const title = this.node.querySelector(".lq-decide-title");
      if (busy && title instanceof HTMLElement && this.node.contains(document.activeElement))
        title.focus({ preventScroll: true });
      this.buttons.forEach((entry) => {
        if (entry.button) entry.button.disabled = busy;
        if (entry.field) entry.field.disabled = busy;
      });
    }
  }

  L.DecisionPanel = DecisionPanel;
})();
