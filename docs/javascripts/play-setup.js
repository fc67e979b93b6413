/*
 * Play: the form that sets the table before a match (play.js shows it first).
 *
 * The reader chooses a whole match or one deal, the variant's options (the same inputs as a
 * board's "New deal", from board-view.js), the seats' names and which seats are people: one by
 * default, any number for pass-and-play on one screen; the computer plays the rest. Optionally a
 * seed, to deal the same cards again. `read()` checks every field and answers either the request
 * for the engine's play_start or one sentence naming the field that is wrong.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || {});
  const V = L.view; // board-view.js
  const MAX_NAME = 20;

  function words(name) {
    return name.replace(/_/g, " ");
  }

  function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  class PlaySetup {
    /** `data` is the Play table's JSON (play_tables.py); `id` prefixes the fields' ids. */
    constructor(data, id) {
      this.data = data;
      this.id = id;
      this.seatRows = []; // {name: input, person: checkbox}
      this.form = this.build();
    }

    build() {
      const el = V.el;
      const form = el("form", { class: "lq-play-setup", "aria-label": "Set the table" });
      form.noValidate = true; // the form says what is wrong in its own status line

      // What to play: a whole match (the variant's laps or rounds) or a single deal.
      this.scope = {};
      const scopes = el("fieldset", { class: "lq-play-scope" }, el("legend", {}, "Play"));
      [["match", "A whole match"], ["deal", "One deal"]].forEach(([value, label], i) => {
        const input = el("input", { type: "radio", name: this.id + "-scope", id: this.id + "-scope-" + value, value: value });
        input.checked = i === 0;
        input.addEventListener("change", () => this.showScope());
        this.scope[value] = input;
        scopes.append(el("span", { class: "lq-option" }, input, el("label", { for: input.id }, label)));
      });

      const fields = el("div", { class: "lq-options" });
      const help = el("dl", { class: "lq-help-list" });
      this.inputs = {};
      this.data.options.forEach((option) => {
        const input = V.optionInput(option, this.id + "-" + option.name);
        V.setInput(input, option, option.default);
        input.addEventListener("input", () => input.removeAttribute("aria-invalid"));
        if (option.name === "seats") input.addEventListener("input", () => this.drawSeats());
        const wrap = el("span", { class: "lq-option" }, el("label", { for: input.id }, words(option.name)), input);
        this.inputs[option.name] = { input, option, wrap };
        fields.append(wrap);
        const range = option.low !== null && option.low !== undefined ? " From " + option.low + " to " + option.high + "." : "";
        const only = option.match_only ? " (A whole match only.)" : "";
        if (option.doc) help.append(el("dt", {}, words(option.name)), el("dd", {}, option.doc + range + only));
      });
      const options = el("fieldset", { class: "lq-play-options" }, el("legend", {}, "The table's options"), fields,
        el("details", { class: "lq-help" }, el("summary", {}, "What these options mean"), help));

      this.seatList = el("ol", { class: "lq-play-seats" });
      const seats = el("fieldset", { class: "lq-play-people" }, el("legend", {}, "Seats and players"),
        el("p", { class: "lq-play-hint" }, "Tick the seats people play; the computer plays the others. " +
          "Several people share this screen, passing it round when their turn comes."),
        this.seatList);

      this.seed = el("input", { id: this.id + "-seed", type: "text", inputmode: "numeric", autocomplete: "off", size: "10" });
      this.seed.addEventListener("input", () => this.seed.removeAttribute("aria-invalid"));
      const seed = el("details", { class: "lq-help lq-play-seed" }, el("summary", {}, "The same cards again"),
        el("p", {}, "Every match is shuffled from a seed, shown at its end. Give that seed here (a whole number) to deal the same cards again; leave it empty for a new shuffle."),
        el("span", { class: "lq-option" }, el("label", { for: this.seed.id }, "seed"), this.seed));

      this.start = el("button", { type: "submit", class: "md-button md-button--primary lq-play-start" }, "Start");
      this.status = el("p", { class: "lq-status", role: "status" });
      form.append(scopes, options, seats, seed, el("div", { class: "lq-deal-actions" }, this.start), this.status);
      this.drawSeats();
      this.showScope();
      return form;
    }

    /** How many seats the form sets now (the seats field, or its default while it is being typed). */
    seatCount() {
      const entry = this.inputs.seats;
      if (!entry) return 4;
      const value = V.readInput(entry.input, entry.option);
      return value === undefined ? entry.option.default : value;
    }

    /** One row per seat: its name and whether a person plays it; rows keep what was typed. */
    drawSeats() {
      const el = V.el;
      const count = this.seatCount();
      while (this.seatRows.length < count) {
        const i = this.seatRows.length;
        const name = el("input", { type: "text", id: this.id + "-name-" + i, value: this.data.names[i] || "Seat " + (i + 1), maxlength: String(MAX_NAME), autocomplete: "off" });
        name.addEventListener("input", () => name.removeAttribute("aria-invalid"));
        const person = el("input", { type: "checkbox", id: this.id + "-person-" + i });
        person.checked = i === 0;
        const row = el("li", { class: "lq-play-seat" },
          el("label", { for: name.id }, "Seat " + (i + 1) + " name"), name,
          el("span", { class: "lq-option" }, person, el("label", { for: person.id }, "a person plays")));
        this.seatRows.push({ name, person, row });
      }
      this.seatList.textContent = "";
      this.seatRows.slice(0, count).forEach(({ row }) => this.seatList.append(row));
    }

    /** Options that shape only a whole match are hidden when one deal is played. */
    showScope() {
      const deal = this.scope.deal.checked;
      Object.values(this.inputs).forEach(({ option, wrap }) => (wrap.hidden = deal && Boolean(option.match_only)));
    }

    /** The play_start request, or {error, input} naming the first field that is wrong. */
    read() {
      const scope = this.scope.deal.checked ? "deal" : "match";
      const options = {};
      for (const { input, option, wrap } of Object.values(this.inputs)) {
        if (wrap.hidden) continue;
        const value = V.readInput(input, option);
        if (value === undefined) {
          return { input, error: capital(words(option.name)) + " must be a whole number from " + option.low + " to " + option.high + ", so the match did not start." };
        }
        options[option.name] = value;
      }
      const rows = this.seatRows.slice(0, this.seatCount());
      const names = [];
      const people = [];
      for (const [i, { name, person }] of rows.entries()) {
        const text = name.value.trim();
        if (!text) return { input: name, error: "Seat " + (i + 1) + " needs a name, so the match did not start." };
        if (names.includes(text)) return { input: name, error: "Two seats are called " + text + "; every seat needs a name of its own." };
        names.push(text);
        if (person.checked) people.push(i);
      }
      const request = { variant: this.data.variant, scope: scope, options: options, names: names, people: people };
      const seed = this.seed.value.trim();
      if (seed) {
        if (!/^[0-9]{1,10}$/.test(seed) || Number(seed) > 4294967295) {
          return { input: this.seed, error: "The seed must be a whole number from 0 to 4294967295, so the match did not start." };
        }
        request.seed = Number(seed);
      } else {
        request.seed = crypto.getRandomValues(new Uint32Array(1))[0];
      }
      return { request };
    }

    /** Say `sentence` under the form, marking `input` as the field at fault when there is one. */
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
