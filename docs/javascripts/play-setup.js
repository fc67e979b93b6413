/*
 * Play: the form that sets the table before a match (play.js shows it first). The build writes
 * the form into the page (scripts/site/play_setup.py), so it shows with the page and nothing
 * moves when this script takes it over; this script wires it, adds seat rows as the seats grow,
 * and reads it.
 *
 * The reader chooses a whole match or one deal, perhaps a named set of options (the engine's presets,
 * such as "A first game": choosing one fills the options, which stay editable, and editing them
 * so they match no set unticks it), the variant's options (the same fields as a
 * board's "New deal", scripts/site/fields.py), the seats' names and which seats are people: one by
 * default, any number for pass-and-play on one screen; the computer plays the rest. Optionally a
 * seed, to deal the same cards again. `read()` checks every field and answers either the request
 * for the engine's play_start or one sentence naming the field that is wrong. (The request carries
 * no language: engine-client.js adds the page's to whatever it sends the engine.)
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) and board-view.js
 * (view) on window.lansquenet; gives PlaySetup.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** What the form says, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      seatName: (/** @type {number} */ n) => "Seat " + n + " name",
      seat: (/** @type {number} */ n) => "Seat " + n,
      invalid: (/** @type {string} */ name, /** @type {LQ.Option} */ option) =>
        L.outOfRange(name, option, "the match did not start"),
      noName: (/** @type {number} */ n) => "Seat " + n + " needs a name, so the match did not start.",
      twice: (/** @type {string} */ name) =>
        "Two seats are called " + name + "; every seat needs a name of its own.",
      seed: "The seed must be a whole number from 0 to 9007199254740991, so the match did not start.",
    },
    fr: {
      seatName: (n) => "Nom de la place " + n,
      seat: (n) => "Place " + n,
      invalid: (name, option) => L.outOfRange(name, option, "la partie n'a pas commencé"),
      noName: (n) => "La place " + n + " n'a pas de nom : la partie n'a pas commencé.",
      twice: (name) => "Deux places s'appellent " + name + " ; chaque place doit avoir son propre nom.",
      seed: "La graine doit être un nombre entier de 0 à 9007199254740991 : la partie n'a pas commencé.",
    },
  });

  /** @implements {LQ.PlaySetup} */
  class PlaySetup {
    /**
     * `form` is the setup form the build wrote into the page (scripts/site/play_setup.py), already
     * set to the defaults; `data` is the Play table's JSON (play_tables.py); `id` prefixes the
     * fields' ids.
     * @param {HTMLFormElement} form
     * @param {LQ.PlayData} data
     * @param {string} id
     */
    constructor(form, data, id) {
      this.data = data;
      this.id = id;
      this.form = form;
      // Found by adopt(), from the constructor.
      /** @type {{match: HTMLInputElement, deal: HTMLInputElement}} */ this.scope;
      /** @type {Record<string, LQ.OptionField & {wrap: HTMLElement, label: string}>} */ this.inputs;
      /** @type {{input: HTMLInputElement, preset: LQ.Preset}[]} */ this.presets;
      /** @type {HTMLElement} */ this.seatList;
      /** @type {{name: HTMLInputElement, person: HTMLInputElement, row: Element}[]} */ this.seatRows;
      /** @type {Element} */ this.template;
      /** @type {HTMLInputElement} */ this.seed;
      /** @type {HTMLButtonElement} */ this.start;
      /** @type {HTMLElement} */ this.status;
      this.adopt();
    }

    adopt() {
      const form = this.form;
      /** The field whose id ends in `suffix`: an input, or a select for an option with choices. */
      const field = (/** @type {string} */ suffix) =>
        /** @type {HTMLInputElement} */ (V.find(form, "#" + CSS.escape(this.id + "-" + suffix), HTMLElement));
      this.scope = { match: field("scope-match"), deal: field("scope-deal") };
      Object.values(this.scope).forEach((input) => input.addEventListener("change", () => this.showScope()));

      this.inputs = {};
      this.data.options.forEach((option) => {
        const input = field(option.name);
        input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
        if (option.name === "seats") input.addEventListener("input", () => this.drawSeats());
        const wrap = input.closest(".lq-option");
        if (!(wrap instanceof HTMLElement))
          throw new Error("The field " + input.id + " is in no .lq-option.");
        // The option's name as the form shows it ("pair rule"), as the page's language writes it.
        const label = input.labels && input.labels.length ? (input.labels[0].textContent || "").trim() : "";
        this.inputs[option.name] = { input, option, wrap, label: label || option.name.replace(/_/g, " ") };
      });

      this.presets = (this.data.presets || []).map((preset) => {
        const input = field("preset-" + preset.name);
        input.addEventListener("change", () => input.checked && this.choosePreset(preset));
        return { input, preset };
      });
      Object.values(this.inputs).forEach(({ input }) => {
        input.addEventListener("input", () => this.showPreset());
        input.addEventListener("change", () => this.showPreset());
      });

      this.seatList = V.find(form, ".lq-play-seats", HTMLElement);
      this.seatRows = Array.from(this.seatList.children).map((row) => this.seatRow(row));
      this.template = /** @type {Element} */ (this.seatRows[0].row.cloneNode(true));

      this.seed = field("seed");
      this.seed.addEventListener("input", () => this.seed.removeAttribute("aria-invalid"));
      this.start = V.find(form, ".lq-play-start", HTMLButtonElement);
      this.status = V.find(form, ".lq-status", HTMLElement);
      this.drawSeats();
      this.showScope();
    }

    /**
     * A seat's row, its fields wired: {name: input, person: checkbox, row}.
     * @param {Element} row
     */
    seatRow(row) {
      const [name, person] = row.querySelectorAll("input");
      name.addEventListener("input", () => name.removeAttribute("aria-invalid"));
      return { name, person, row };
    }

    /**
     * A new row for seat `i` (from 0), made from the first seat's: its own ids, name and no person.
     * @param {number} i
     */
    newSeatRow(i) {
      const row = /** @type {Element} */ (this.template.cloneNode(true));
      const [nameLabel, personLabel] = row.querySelectorAll("label");
      const [name, person] = row.querySelectorAll("input");
      name.id = nameLabel.htmlFor = this.id + "-name-" + i;
      person.id = personLabel.htmlFor = this.id + "-person-" + i;
      nameLabel.textContent = WORDS.seatName(i + 1);
      name.value = this.data.names[i] || WORDS.seat(i + 1);
      person.checked = false;
      return this.seatRow(row);
    }

    /** How many seats the form sets now (the seats field, or its default while it is being typed). */
    seatCount() {
      const entry = this.inputs.seats;
      if (!entry) return 4;
      const value = V.readInput(entry.input, entry.option);
      return Number(value === undefined ? entry.option.default : value);
    }

    /** One row per seat: its name and whether a person plays it; rows keep what was typed. */
    drawSeats() {
      const count = this.seatCount();
      while (this.seatRows.length < count) this.seatRows.push(this.newSeatRow(this.seatRows.length));
      this.seatRows.forEach(({ row }, i) => {
        if (i < count && row.parentNode !== this.seatList) this.seatList.append(row);
        if (i >= count && row.parentNode) row.remove();
      });
    }

    /**
     * Fill every option from a named option set (the engine's presets); each stays editable.
     * @param {LQ.Preset} preset
     */
    choosePreset(preset) {
      Object.entries(preset.options).forEach(([name, value]) => {
        const entry = this.inputs[name];
        if (!entry) return;
        V.setInput(entry.input, entry.option, value);
        entry.input.removeAttribute("aria-invalid");
      });
      this.drawSeats();
    }

    /** Tick the named option set the options match now, or none once they match none. */
    showPreset() {
      this.presets.forEach(({ input, preset }) => {
        input.checked = Object.entries(preset.options).every(([name, value]) => {
          const entry = this.inputs[name];
          return !entry || V.readInput(entry.input, entry.option) === value;
        });
      });
    }

    /** Options that shape only a whole match are hidden when one deal is played. */
    showScope() {
      const deal = this.scope.deal.checked;
      Object.values(this.inputs).forEach(
        ({ option, wrap }) => (wrap.hidden = deal && Boolean(option.match_only)),
      );
    }

    /**
     * The play_start request, or {error, input} naming the first field that is wrong.
     * @type {LQ.PlaySetup["read"]}
     */
    read() {
      const scope = this.scope.deal.checked ? "deal" : "match";
      /** @type {LQ.Options} */
      const options = {};
      for (const { input, option, wrap, label } of Object.values(this.inputs)) {
        if (wrap.hidden) continue;
        const value = V.readInput(input, option);
        if (value === undefined) return { input, error: WORDS.invalid(label, option) };
        options[option.name] = value;
      }
      const rows = this.seatRows.slice(0, this.seatCount());
      /** @type {string[]} */
      const names = [];
      /** @type {number[]} */
      const people = [];
      for (const [i, { name, person }] of rows.entries()) {
        const text = name.value.trim();
        if (!text) return { input: name, error: WORDS.noName(i + 1) };
        if (names.includes(text)) return { input: name, error: WORDS.twice(text) };
        names.push(text);
        if (person.checked) people.push(i);
      }
      /** @type {LQ.PlayRequest} */
      const request = {
        variant: this.data.variant,
        scope: scope,
        options: options,
        names: names,
        people: people,
      };
      const seed = this.seed.value.trim();
      if (seed) {
        if (!/^[0-9]{1,16}$/.test(seed) || !Number.isSafeInteger(Number(seed))) {
          return { input: this.seed, error: WORDS.seed };
        }
        request.seed = Number(seed);
      }
      // Without one, the engine draws the seed in its worker; the page learns it when the match ends.
      return { request };
    }

    /**
     * Say `sentence` under the form, marking `input` as the field at fault when there is one.
     * @type {LQ.PlaySetup["say"]}
     */
    say(sentence, input) {
      this.status.textContent = sentence;
      if (input) {
        input.setAttribute("aria-invalid", "true");
        input.focus();
      }
    }
  }

  L.PlaySetup = PlaySetup;
})();
