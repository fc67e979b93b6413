/*
 * A board's "New deal" form (board.js): the fields of the board's table, the New deal button,
 * "Link to this deal" and the status line where the board says what it is doing.
 *
 * The build writes one form per variant into the page as a template (scripts/site/boards.py);
 * each board clones its variant's, names it after itself and sets it to its own table. The
 * board checks the fields itself and says in one sentence what is wrong (the form is novalidate):
 * the browser's bubble would vanish, and an empty field would deal the default.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), board-view.js (view)
 * and engine-client.js (engine) on window.lansquenet; gives DealForm, which board.js uses.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // drawing helpers, board-view.js

  const WORDS = L.told({
    en: {
      formLabel: (/** @type {string} */ board) => "Deal again: " + board,
      copied: "Link copied: paste it to share this deal.",
      addressBar: "The link to this deal is in the address bar; copy it from there.",
      invalid: (/** @type {string} */ name, /** @type {LQ.Option} */ option) =>
        L.outOfRange(name, option, "no new deal was dealt"),
    },
    fr: {
      formLabel: (board) => "Donner à nouveau : " + board,
      copied: "Lien copié : collez-le pour partager cette donne.",
      addressBar: "Le lien vers cette donne est dans la barre d'adresse ; copiez-le de là.",
      invalid: (name, option) => L.outOfRange(name, option, "aucune nouvelle donne n'a été faite"),
    },
  });

  /** @implements {LQ.DealForm} */
  class DealForm {
    /**
     * The board's form, cloned from its variant's template in the page.
     * @param {LQ.DealHost} board
     */
    constructor(board) {
      this.board = board;
      const template = V.find(
        document,
        "template.lq-deal-form[data-variant='" + CSS.escape(board.base.variant) + "']",
        HTMLTemplateElement,
      );
      const first = template.content.firstElementChild;
      if (!(first instanceof HTMLFormElement)) throw new Error("The New deal template holds no form.");
      const form = /** @type {HTMLFormElement} */ (first.cloneNode(true));
      this.form = form;
      // Named after its board, so a page's several "Deal again" forms are told apart.
      form.setAttribute("aria-label", WORDS.formLabel(String(board.stage.getAttribute("aria-label"))));
      /** @type {Record<string, LQ.OptionField>} */
      this.inputs = {};
      /** @type {Record<string, string>} each option's name as its field's label says it */
      this.labels = {};
      board.variant.options.forEach((option) => {
        const parts = form.querySelectorAll("[data-option='" + CSS.escape(option.name) + "']"); // field and help
        // An option that shapes only a whole match changes nothing on a board dealing one deal.
        if (board.base.scope === "deal" && option.match_only) {
          parts.forEach((part) => part.remove());
          return;
        }
        const field = parts[0];
        const input = /** @type {HTMLInputElement | HTMLSelectElement} */ (
          V.find(field, "[name]", HTMLElement)
        );
        input.id = board.id + "-" + option.name;
        const label = V.find(field, "label", HTMLLabelElement);
        label.htmlFor = input.id;
        this.labels[option.name] = (label.textContent || "").trim();
        V.setInput(input, option, board.baseValue(option));
        input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
        this.inputs[option.name] = { input, option };
      });
      const help = form.querySelector(".lq-help");
      if (help && !help.querySelector("dt")) help.remove();
      this.button = V.find(form, "button.lq-new", HTMLButtonElement);
      this.link = V.find(form, "a.lq-link", HTMLAnchorElement);
      this.link.addEventListener("click", (event) => {
        event.preventDefault();
        history.replaceState(history.state, "", this.link.href);
        // Copy the link and say so; where the clipboard is refused, the address bar has it.
        const copied =
          navigator.clipboard && window.isSecureContext
            ? navigator.clipboard.writeText(this.link.href)
            : Promise.reject(new Error("no clipboard"));
        copied.then(
          () => board.say(WORDS.copied),
          () => board.say(WORDS.addressBar),
        );
      });
      this.status = V.find(form, ".lq-status", HTMLElement);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.deal();
      });
    }

    /** The options the reader set in the form (only the valid ones). */
    options() {
      /** @type {LQ.Options} */
      const options = {};
      Object.values(this.inputs).forEach(({ input, option }) => {
        const value = V.readInput(input, option);
        if (value !== undefined) options[option.name] = value;
      });
      return options;
    }

    /** The first field holding a value its option cannot take, with a sentence saying why. */
    invalid() {
      for (const { input, option } of Object.values(this.inputs)) {
        if (V.readInput(input, option) !== undefined) continue;
        // The option's name as the form shows it ("pair rule"), as the page's language writes it.
        const name = this.labels[option.name] || option.name.replace(/_/g, " ");
        return { input, sentence: WORDS.invalid(name, option) };
      }
      return null;
    }

    /** Deal the form's table with a new seed, or say which field stops it. */
    deal() {
      const invalid = this.invalid();
      if (invalid) {
        invalid.input.setAttribute("aria-invalid", "true");
        invalid.input.focus();
        this.board.say(invalid.sentence);
        return;
      }
      const seed = crypto.getRandomValues(new Uint32Array(1))[0];
      this.board.open(this.board.specFor(this.options(), seed));
    }

    /**
     * Show `spec`'s options in the form, so that after a deal link the fields say what table is
     * dealt, and New deal deals that table again rather than the board's own.
     * @param {LQ.DealSpec} spec
     */
    sync(spec) {
      Object.values(this.inputs).forEach(({ input, option }) => {
        let value = (spec.options || {})[option.name];
        if (option.name === "seats") value = Array.isArray(spec.seats) ? spec.seats.length : spec.seats;
        V.setInput(input, option, value === undefined ? this.board.baseValue(option) : value);
        input.removeAttribute("aria-invalid");
      });
    }
  }

  L.DealForm = DealForm;
})();
