/*
 * Play: the decision controls (play.js places them under the cards).
 *
 * A pending decision (lansquenet.api's decision JSON: seat, kind, prompt, choices,
 * unavailable) becomes exactly its legal choices as buttons named by their action, each with an
 * amount field and its range in words when it takes one; every choice not on offer is explained
 * in a sentence. A decision the seat answers again and again until it passes (the 1979 game's bets,
 * marked `several`) is one form instead: an amount for each choice, sent together. In pass-and-play a "pass the device" screen comes first, so the table says
 * whose turn it is before it shows anybody's choices. Choices are numbered: the keys 1 to 9
 * press them (play.js forwards the key). Nothing is decided here: the chosen action, in the
 * engine's notation ("stake 10", "pass"), goes to `onAct`, and the engine checks it.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) and board-view.js
 * (view) on window.lansquenet; gives DecisionPanel.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /**
   * The words of the controls, in the page's language (told.js); the engine words its prompts,
   * choices and a series' form in the language of the match.
   */
  const WORDS = L.told({
    en: {
      whole: "Write the chips as a whole number, ",
      wholeOrNone: "Write the chips as a whole number, or 0 for none: ",
      choices: "Choices",
      amounts: "Amounts",
      exactly: (/** @type {string} */ chips) => "exactly " + chips,
      to: " to ",
      /** @type {Record<number, string>} */
      steps: { 1: "", 2: ", in twos", 5: ", in fives", 10: ", in tens" },
      stepsOf: (/** @type {number} */ step) => ", in steps of " + step,
      iAm: (/** @type {string} */ name) => "I am " + name + ": show my choices",
      passTo: (/** @type {string} */ name) => "Pass the device to " + name,
      turnOf: (/** @type {string} */ name) =>
        "It is " + name + "'s turn. " + name + ", press the button when you have the screen.",
      yourTurn: (/** @type {string} */ name) => "Your turn, " + name,
      theirTurn: (/** @type {string} */ name) => name + "'s turn",
      notOnOffer: "Not on offer",
      /** An action not on offer: its label with a small first letter ("bet on the KD"), and why. */
      not: (/** @type {LQ.Unavailable} */ u) =>
        "No " +
        (!u.label
          ? V.kindWords(u.kind)
          : /^[A-Z][a-z]/.test(u.label)
            ? u.label.charAt(0).toLowerCase() + u.label.slice(1)
            : u.label) +
        ": " +
        u.why,
      amountOf: (/** @type {string} */ name, /** @type {string} */ range) => name + ": chips, " + range,
    },
    fr: {
      whole: "Écrivez les jetons en nombre entier, ",
      wholeOrNone: "Écrivez les jetons en nombre entier, ou 0 pour aucun : ",
      choices: "Choix",
      amounts: "Montants",
      exactly: (chips) => "exactement " + chips,
      to: " à ",
      steps: { 1: "", 2: ", de 2 en 2", 5: ", de 5 en 5", 10: ", de 10 en 10" },
      stepsOf: (step) => ", de " + step + " en " + step,
      iAm: (name) => "Je suis " + name + " : montrer mes choix",
      passTo: (name) => "Passez l'appareil à " + name,
      turnOf: (name) =>
        "C'est au tour de " + name + ". " + name + ", appuyez sur le bouton quand vous avez l'écran.",
      yourTurn: (name) => "À vous, " + name,
      theirTurn: (name) => "Au tour de " + name,
      notOnOffer: "Non proposé",
      // An action's label is a verb ("Miser sur le roi de carreau", "Couvrir"): "Impossible de couvrir : …";
      // the board's words for the kinds whose label is a noun ("Banco", "Refait").
      not: (u) =>
        V.notOffered(
          u.label && u.kind !== "banco" && u.kind !== "refait"
            ? u.label.charAt(0).toLowerCase() + u.label.slice(1)
            : V.kindWords(u.kind),
          u.why,
        ),
      amountOf: (name, range) => name + " : jetons, " + range,
    },
  });

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
    if (choice.low === choice.high) return WORDS.exactly(V.chips(Number(choice.low)));
    const steps = WORDS.steps;
    return (
      choice.low +
      WORDS.to +
      V.chips(Number(choice.high)) +
      (step in steps ? steps[step] : WORDS.stepsOf(step))
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
        WORDS.iAm(name),
      );
      ready.addEventListener("click", () => onReady());
      this.node.append(
        el(
          "h3",
          { class: "lq-decide-title", id: this.id + "-decide-title", tabindex: "-1" },
          WORDS.passTo(name),
        ),
        el("p", {}, WORDS.turnOf(name)),
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
        own ? WORDS.yourTurn(name) : WORDS.theirTurn(name),
      );
      this.error = el("p", { class: "lq-decide-error", role: "alert" });
      if (decision.several) {
        this.node.append(title, ...this.seriesForm(decision, decision.several));
      } else {
        const list = el("ol", { class: "lq-choices", "aria-label": WORDS.choices });
        decision.choices.forEach((choice, i) => list.append(this.choiceItem(choice, i)));
        this.node.append(title, el("p", { class: "lq-prompt" }, decision.prompt), list);
      }
      if (decision.unavailable && decision.unavailable.length) {
        const why = el("ul", { class: "lq-unavailable", "aria-label": WORDS.notOnOffer });
        decision.unavailable.forEach((u) => why.append(el("li", {}, WORDS.not(u))));
        this.node.append(why);
      }
      this.node.append(this.error);
    }

    /**
     * A decision the seat answers again and again until it passes (the 1979 game's bets), as one
     * form: an amount for each choice that takes one (0, none, to start with), one button that
     * sends them all, in order and ended by the closing answer, and one that sends only that. The
     * engine applies them as separate decisions, all or none.
     * @param {LQ.Decision} decision
     * @param {LQ.Several} several
     * @returns {HTMLElement[]}
     */
    seriesForm(decision, several) {
      const el = V.el;
      /** @type {{choice: LQ.Choice, field: HTMLInputElement}[]} */
      const amounts = [];
      const list = el("ul", { class: "lq-series", "aria-label": WORDS.amounts });
      decision.choices.filter(takesAmount).forEach((choice, i) => {
        const name = choiceName(choice);
        const fieldId = this.id + "-series-" + i;
        const field = el("input", {
          type: "number",
          class: "lq-amount",
          id: fieldId,
          min: "0",
          max: String(choice.high),
          step: String(choice.step || 1),
          inputmode: "numeric",
          value: "0",
          "aria-describedby": this.id + "-range-" + i,
          "data-kind": choice.kind,
        });
        field.addEventListener("keydown", (event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            this.sendSeries(several, amounts, field);
          }
        });
        amounts.push({ choice, field });
        list.append(
          el(
            "li",
            { class: "lq-choice-row" },
            el("label", { for: fieldId }, several.amount.replace("{label}", name)),
            field,
            el("span", { class: "lq-range", id: this.id + "-range-" + i }, rangeWords(choice)),
          ),
        );
      });
      const buttons = el("div", { class: "lq-series-actions" });
      const submit = this.keyedButton(several.submit, 0, "lq-series-submit md-button--primary");
      submit.addEventListener("click", () => this.sendSeries(several, amounts, null));
      buttons.append(submit);
      this.buttons = [{ button: submit, field: null, choice: null }];
      if (decision.choices.some((choice) => choice.kind === several.close)) {
        const none = this.keyedButton(several.none, 1, "lq-series-none");
        none.addEventListener("click", () => this.send(several.close, null));
        buttons.append(none);
        this.buttons.push({ button: none, field: null, choice: null });
      }
      return [el("p", { class: "lq-prompt" }, several.hint), list, buttons];
    }

    /**
     * A button numbered for the keys 1 to 9 (`i` from 0).
     * @param {string} name
     * @param {number} i
     * @param {string} classes
     */
    keyedButton(name, i, classes) {
      const key = String(i + 1);
      const button = V.el(
        "button",
        { type: "button", class: "md-button lq-choice " + classes, "aria-keyshortcuts": key },
        V.el("kbd", { "aria-hidden": "true" }, key),
        name,
      );
      return button;
    }

    /**
     * Send every amount written, in order, then the closing answer, joined as the engine reads a
     * series ("bet-k 3; bet-10 2; pass"); an amount that is not a whole number is refused here.
     * @param {LQ.Several} several
     * @param {{choice: LQ.Choice, field: HTMLInputElement}[]} amounts
     * @param {HTMLInputElement | null} from
     */
    sendSeries(several, amounts, from) {
      /** @type {string[]} */
      const answers = [];
      for (const { choice, field } of amounts) {
        const amount = field.value.trim();
        if (!/^[0-9]{1,9}$/.test(amount || "0")) {
          this.error.textContent = WORDS.wholeOrNone + rangeWords(choice) + ".";
          field.setAttribute("aria-invalid", "true");
          field.focus();
          return;
        }
        field.removeAttribute("aria-invalid");
        if (Number(amount)) answers.push(choice.kind + " " + Number(amount));
      }
      answers.push(several.close);
      this.send(answers.join(several.separator + " "), from || (amounts.length ? amounts[0].field : null));
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
          "aria-label": WORDS.amountOf(name, range),
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

    /** Focus the first control (a series' first amount), for a reader whose focus was on the table. */
    focus() {
      const amount = this.node.querySelector(".lq-series input");
      if (amount instanceof HTMLInputElement) return amount.focus({ preventScroll: true });
      const first = this.buttons[0];
      if (!first) return;
      first.button.focus({ preventScroll: true });
    }

    /**
     * @param {LQ.Choice} choice
     * @param {HTMLInputElement | null} field
     */
    choose(choice, field) {
      let notation = choice.kind;
      if (takesAmount(choice)) {
        const amount = field ? field.value.trim() : String(choice.low);
        if (!/^[0-9]{1,9}$/.test(amount)) {
          this.error.textContent = WORDS.whole + rangeWords(choice) + ".";
          if (field) field.focus();
          return;
        }
        notation += " " + Number(amount);
      }
      this.send(notation, field);
    }

    /**
     * Hand `notation` to the engine; a refusal is said under the controls and `field` (when given)
     * takes the focus back.
     * @param {string} notation
     * @param {HTMLInputElement | null} field
     */
    async send(notation, field) {
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
      this.node.querySelectorAll(".lq-series input").forEach((input) => {
        /** @type {HTMLInputElement} */ (input).disabled = busy;
      });
    }
  }

  L.DecisionPanel = DecisionPanel;
})();
