/*
 * Lansquenet boards: step through a dealt transcript, deal again, share a deal by its link.
 *
 * The build replaces every ```deal block with <div class="lq-board"> holding the pre-dealt
 * transcript as JSON (see scripts/site/boards.py). This script draws that transcript: the table
 * of the current step (zones of cards, seats, stakes, chips), the step in words, and who paid
 * whom. Stepping never waits for anything; only "New deal" and deal links that the page does not
 * carry start the in-browser engine (engine-client.js).
 *
 * Every piece of text from a transcript or from the URL reaches the page through textContent;
 * nothing here builds markup from strings.
 *
 * Material's instant navigation keeps this script alive across pages and announces each new
 * page on `document$`, so boards are set up there and timers of boards that left are stopped.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage),
 * engine-client.js (engine), board-words.js (boardControlWords), board-view.js (view),
 * transcript-delta.js (expandTranscript), deal-link.js (dealLink), board-deal.js (DealForm) and
 * projector.js (projector) on window.lansquenet; gives boards, setupAll.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // drawing helpers, board-view.js
  /** @type {Set<Board>} */
  const live = new Set();

  const WORDS = L.boardControlWords; // board-words.js

  /** Apply the location's deal or step link, if it has one, to the boards on this page (deal-link.js). */
  const applyLocation = () => L.dealLink.apply(Array.from(live));

  /* ---------- one board ---------- */

  /** @implements {LQ.Board} */
  class Board {
    /** @param {HTMLElement} root */
    constructor(root) {
      this.root = root;
      this.id = root.id;
      // The board's first script holds [data] (board-view.js embedded).
      const data = /** @type {LQ.BoardData[]} */ (V.embedded(root))[0];
      this.original = L.expandTranscript(data.transcript); // compact on the page (transcript-delta.js)
      this.base = data.base;
      this.variant = data.variant;
      this.terms = data.terms || {}; // glossary slug -> name, to word a step's term link
      this.pure = Boolean(data.pure); // the pre-dealt deal is exactly its seed's deal (no stacked cards)
      this.urls = {
        worker: new URL(String(root.dataset.worker), location.href).href,
        engine: new URL(String(root.dataset.pack), location.href).href,
        pyodide: new URL(String(root.dataset.pyodide), location.href).href,
      };
      this.glossary = String(root.dataset.glossary);
      /** @type {number | null} */
      this.timer = null;
      this.moneyState = { totalsOpen: false };
      this.stage = V.find(root, ".lq-stage", HTMLElement);
      /** @type {HTMLDetailsElement | null} */
      this.words = root.querySelector("details.lq-words");
      // Set by build(), from the constructor.
      /** @type {Record<string, HTMLButtonElement>} */ this.buttons;
      /** @type {HTMLSpanElement} */ this.counter;
      /** @type {HTMLParagraphElement} */ this.text;
      /** @type {HTMLDivElement} */ this.table;
      /** @type {HTMLDivElement} */ this.pending;
      /** @type {HTMLDivElement} */ this.money;
      /** @type {LQ.DealForm} the New deal form (board-deal.js) */ this.deal;
      // Set by setTranscript(), from the constructor.
      /** @type {LQ.Transcript} */ this.transcript;
      /** @type {Record<string, string>} */ this.owners;
      /** @type {boolean} */ this.rows;
      /** @type {number} */ this.index;
      /** @type {LQ.Transcript | undefined} */ this.wordsShown;
      /** @type {LQ.DealSpec | null} the deal shown, when not the page's own */ this.spec = null;
      this.dealing = false; // while a deal is being dealt, the controls wait
      // The prose around the board that tells of its worked deal, marked while another is shown.
      this.prose = V.worked(root, this.original.seats);
      this.width = 0;
      this.unsteady = true; // the parts' heights are not measured for this deal and width yet
      this.resized = new ResizeObserver(() => {
        if (this.stage.clientWidth !== this.width) this.settle();
      });
      this.build();
      this.setTranscript(this.original, null);
      this.unsubscribe = L.engine.onState((state, message) => this.engineState(state, message));
      this.resized.observe(this.stage);
    }

    /**
     * The spec of a new deal of this board's table with `options` and `seed`.
     * @param {LQ.Options} options
     * @param {number} seed
     * @returns {LQ.DealSpec}
     */
    specFor(options, seed) {
      const names = this.base.seats;
      const merged = Object.assign({}, this.base.options, options);
      const seats = merged.seats;
      /** @type {LQ.DealSpec} */
      const spec = {
        variant: this.base.variant,
        scope: this.base.scope,
        options: merged,
        seed: seed,
        seats: seats !== undefined && Number(seats) !== names.length ? Number(seats) : names.slice(),
      };
      if (
        this.base.banker !== undefined &&
        this.base.banker < (Array.isArray(spec.seats) ? spec.seats.length : spec.seats)
      ) {
        spec.banker = this.base.banker;
      }
      if (this.base.chips !== undefined && (!Array.isArray(this.base.chips) || Array.isArray(spec.seats))) {
        spec.chips = this.base.chips;
      }
      return spec;
    }

    build() {
      const el = V.el;
      this.stage.textContent = "";
      this.stage.tabIndex = 0;
      this.stage.setAttribute("aria-describedby", this.id + "-keys");

      const controls = el("div", {
        class: "lq-controls",
        role: "group",
        "aria-label": WORDS.controls,
      });
      this.buttons = {};
      WORDS.acts.forEach(([act, label]) => {
        const button = el("button", { type: "button", class: "md-button lq-" + act, "data-act": act }, label);
        if (act === "play") button.setAttribute("aria-pressed", "false");
        button.addEventListener("click", () => this.act(act));
        this.buttons[act] = button;
        controls.append(button);
      });
      this.counter = el("span", { class: "lq-counter" });
      // The board full screen in large type, for a class (projector.js).
      const label = String(this.stage.getAttribute("aria-label"));
      const project = el(
        "button",
        {
          type: "button",
          class: "md-button lq-project",
          "aria-haspopup": "dialog",
          "aria-label": WORDS.projectLabel(label),
        },
        WORDS.project,
      );
      project.addEventListener("click", () => L.projector.open(this, project));
      controls.append(this.counter, project);

      this.text = el("p", { class: "lq-text", "aria-live": "polite" });
      this.table = el("div", { class: "lq-table" });
      this.pending = el("div", { class: "lq-pending" });
      this.money = el("div", { class: "lq-money" });
      const keys = el("p", { class: "lq-keys", id: this.id + "-keys" }, WORDS.keys);

      // The step bar: the buttons, the step's words and its chip movements, kept in view on a
      // phone while the table scrolls under it (anywhere.css); on a wide screen it lays out as before.
      const bar = el("div", { class: "lq-bar" }, controls, this.text, this.money);
      this.deal = new L.DealForm(this);
      this.stage.append(bar, this.table, this.pending, this.deal.form, keys);
      this.stage.addEventListener("keydown", (event) => this.key(event));
      if (this.words) this.words.open = false;
    }

    /**
     * Deal `spec` with the in-browser engine and show it at `step`; on failure show the board's
     * own deal. While it is dealt the board says so and shows no deal, and its controls wait.
     * @param {LQ.DealSpec} spec
     * @param {number} [step] counted from 1
     */
    async open(spec, step = 1) {
      this.pause();
      if (this.isOriginal(spec)) {
        this.setTranscript(this.original, null);
        this.deal.sync(spec);
        this.say("");
        this.goLinked(step);
        return;
      }
      this.wait(true);
      try {
        const transcript = await L.engine.deal(spec, this.urls);
        this.wait(false);
        this.setTranscript(transcript, spec);
        this.deal.sync(spec);
        this.say(WORDS.dealt(transcript.seed));
        this.goLinked(step);
      } catch (error) {
        this.wait(false);
        this.setTranscript(this.original, null);
        this.say(/** @type {Error} */ (error).message);
      } finally {
        this.deal.button.disabled = L.engine.state === "failed";
      }
    }

    /**
     * Hold the board while a deal is dealt (`on`), or let it go: the steps are hidden, the words
     * say a deal is coming, and no control steps.
     * @param {boolean} on
     */
    wait(on) {
      this.dealing = on;
      if (on) {
        this.pause();
        this.root.setAttribute("aria-busy", "true");
        this.deal.button.disabled = true;
        Object.values(this.buttons).forEach((button) => (button.disabled = true));
        this.counter.textContent = WORDS.dealing;
        this.text.textContent = WORDS.dealingText;
      } else this.root.removeAttribute("aria-busy");
    }

    /**
     * Show step `step` (counted from 1) that a link names; past the last, the last, saying so.
     * @param {number} step
     */
    goLinked(step) {
      const count = this.transcript.steps.length;
      if (step > count) this.say(WORDS.past(count));
      this.go(Math.min(step, count) - 1);
    }

    /**
     * Whether `spec` deals exactly the pre-dealt transcript, so no engine is needed.
     * @param {LQ.DealSpec} spec
     */
    isOriginal(spec) {
      if (!this.pure || spec.seed !== this.original.seed) return false;
      const a = Object.assign({}, this.original.options);
      const b = Object.assign({}, a, spec.options);
      if (
        Array.isArray(spec.seats)
          ? spec.seats.join("\n") !== this.original.seats.join("\n")
          : spec.seats !== this.original.seats.length
      )
        return false;
      return Object.keys(b).every((k) => String(a[k]) === String(b[k]));
    }

    /**
     * Show the board's own deal with a one-sentence explanation.
     * @param {string} sentence
     */
    showDefault(sentence) {
      this.pause();
      this.setTranscript(this.original, null);
      this.say(sentence);
    }

    /** @param {string} sentence */
    say(sentence) {
      this.deal.status.textContent = sentence;
    }

    /**
     * @param {LQ.EngineState} state
     * @param {string} message
     */
    engineState(state, message) {
      this.root.dataset.engine = state;
      if (state === "loading") this.say(message);
      if (state === "failed") {
        this.say(message);
        this.deal.button.disabled = true;
      }
      if (state === "ready" && this.deal.status.textContent.startsWith(WORDS.starting)) this.say("");
    }

    /**
     * @param {LQ.Transcript} transcript
     * @param {LQ.DealSpec | null} spec
     */
    setTranscript(transcript, spec) {
      this.transcript = transcript;
      this.spec = spec;
      // Another deal than the worked one: the prose about the worked deal says it is about that one.
      const other = transcript !== this.original;
      this.root.dataset.deal = other ? "other" : "worked";
      this.prose.forEach((node) => {
        const label = node.querySelector(":scope > .lq-worked-label");
        if (other && !label) node.prepend(V.el("strong", { class: "lq-worked-label" }, WORDS.worked));
        if (!other && label) label.remove();
      });
      this.owners = V.owners(transcript);
      this.rows = V.crowded(transcript);
      this.index = 0;
      const linkSpec = spec || {
        variant: transcript.variant,
        seed: transcript.seed,
        options: this.base.options,
      };
      if (linkSpec.seed === null || linkSpec.seed === undefined || (!spec && !this.pure)) {
        this.deal.link.hidden = true;
      } else {
        this.deal.link.hidden = false;
        this.deal.link.href = L.dealLink.linkFor(this.id, {
          variant: linkSpec.variant,
          seed: linkSpec.seed,
          options: this.formOptionsFor(linkSpec),
        });
      }
      this.root.dataset.seed = transcript.seed === null ? "" : String(transcript.seed);
      this.root.dataset.steps = String(transcript.steps.length);
      // The page already carries the pre-dealt deal in words (the build wrote it): refill the
      // list only when another deal is shown, which spares a long page thousands of items at load.
      const wordsFromBuild = this.wordsShown === undefined && transcript === this.original;
      if (this.words && !wordsFromBuild && this.wordsShown !== transcript) {
        V.fillWords(this.words, transcript, this.glossary, this.terms);
      }
      this.wordsShown = transcript;
      this.render();
      this.settle();
    }

    /**
     * Measure the parts' heights now, before the board is painted (a part that grew later would
     * move the page under the reader), unless a deal is being dealt: then once it is shown.
     */
    settle() {
      this.unsteady = true;
      if (!this.dealing) this.steady();
    }

    /** Draw the current step with the board's parts held at their tallest step's height (board-view.js). */
    steady() {
      this.unsteady = false;
      this.width = this.stage.clientWidth;
      const index = this.index;
      const parts = [this.text, this.table, this.pending, this.money];
      V.steady(parts, this.transcript.steps.length, (i) => this.render(i), index);
    }

    /**
     * The value an option has on this board before the reader changes anything.
     * @param {LQ.Option} option
     */
    baseValue(option) {
      if (this.base.options[option.name] !== undefined) return this.base.options[option.name];
      return option.name === "seats" ? this.base.seats.length : option.default;
    }

    /**
     * The options worth putting in a link: those that differ from this board's own table. A link
     * is read against the board's table (specFor), which may differ from the variant's defaults
     * (a court-game board without the rejouissance), so that is what the link must differ from.
     * @param {{options?: LQ.Options}} spec
     */
    formOptionsFor(spec) {
      /** @type {LQ.Options} */
      const options = {};
      const given = spec.options || {};
      this.variant.options.forEach((option) => {
        if (
          given[option.name] !== undefined &&
          String(given[option.name]) !== String(this.baseValue(option))
        ) {
          options[option.name] = given[option.name];
        }
      });
      return options;
    }

    /** @param {LQ.BoardAction} action */
    act(action) {
      if (this.dealing) return;
      const last = this.transcript.steps.length - 1;
      if (action === "play") {
        this.timer ? this.pause() : this.play();
        return;
      }
      this.pause();
      const to = { first: 0, back: this.index - 1, next: this.index + 1, last: last }[action];
      this.go(to);
    }

    /** @param {number} index */
    go(index) {
      if (this.dealing) return;
      const last = this.transcript.steps.length - 1;
      this.index = Math.max(0, Math.min(last, index));
      if (this.unsteady) this.steady();
      else this.render();
      // The address follows the step, so it links to what the reader sees (deal-link.js).
      const spec = this.spec && {
        variant: this.spec.variant,
        seed: this.spec.seed,
        options: this.formOptionsFor(this.spec),
      };
      const fragment = L.dealLink.stepLink(this.id, spec, this.index + 1);
      history.replaceState(history.state, "", fragment);
      if (!this.deal.link.hidden) this.deal.link.href = fragment; // "Link to this deal" links to this step too
    }

    play() {
      if (this.index >= this.transcript.steps.length - 1) this.index = -1;
      this.timer = window.setInterval(() => {
        if (this.index >= this.transcript.steps.length - 1) this.pause();
        else this.go(this.index + 1);
      }, 1200);
      if (this.index < 0) this.go(0);
      this.buttons.play.textContent = WORDS.pause;
      this.buttons.play.setAttribute("aria-pressed", "true");
    }

    pause() {
      if (this.timer) window.clearInterval(this.timer);
      this.timer = null;
      if (this.buttons) {
        this.buttons.play.textContent = WORDS.acts[2][1];
        this.buttons.play.setAttribute("aria-pressed", "false");
      }
    }

    /** @param {KeyboardEvent} event */
    key(event) {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (target.closest("form") || event.altKey || event.ctrlKey || event.metaKey) return;
      /** @type {Record<string, LQ.BoardAction>} */
      const map = { ArrowLeft: "back", ArrowRight: "next", Home: "first", End: "last" };
      if (map[event.key]) {
        event.preventDefault();
        this.act(map[event.key]);
      } else if (event.key === " " && target.tagName !== "BUTTON") {
        event.preventDefault();
        this.act("play");
      }
    }

    /** @param {number} [index] the step to draw, the current one unless measuring (steady) */
    render(index = this.index) {
      const steps = this.transcript.steps;
      const step = steps[index];
      this.counter.textContent = WORDS.counter(index + 1, steps.length);
      this.root.dataset.step = String(index + 1);
      V.fillText(this.text, step, this.glossary, this.terms);
      this.drawTable(this.table, index);
      V.drawPending(this.pending, step.view);
      V.drawMoney(this.money, this.transcript, index, this.owners, this.moneyState);
      const focused = Object.values(this.buttons).find((button) => button === document.activeElement);
      this.buttons.first.disabled = this.buttons.back.disabled = index === 0;
      this.buttons.next.disabled = this.buttons.last.disabled = index === steps.length - 1;
      // A disabled button drops the focus to the page's body, where the arrow keys do nothing:
      // hand it to the board instead, so a keyboard reader who pressed Last can keep stepping.
      if (focused && focused.disabled) this.stage.focus({ preventScroll: true });
    }

    /**
     * Draw the table of step `index` of `transcript` (the board's own unless given) into `node`:
     * here, and large in the projector (projector.js). The last step gathers the cards: the
     * table keeps those that decided the deal, as they lay, and says so.
     * @param {HTMLElement} node
     * @param {number} index
     * @param {LQ.Transcript} [transcript]
     */
    drawTable(node, index, transcript = this.transcript) {
      const steps = transcript.steps;
      const step = steps[index];
      const held = index === steps.length - 1 && !step.view.zones.some((z) => z.cards.length);
      const before = held
        ? steps
            .slice(0, index)
            .reverse()
            .find((s) => s.view.zones.some((z) => z.cards.length))
        : undefined;
      V.drawTable(
        node,
        before ? Object.assign({}, step.view, { zones: before.view.zones }) : step.view,
        transcript === this.transcript ? this.rows : V.crowded(transcript),
      );
      node.classList.toggle("lq-gathered", Boolean(before));
      if (before) node.prepend(V.el("p", { class: "lq-gathered-note" }, WORDS.gathered));
    }

    dispose() {
      this.pause();
      this.unsubscribe();
      this.resized.disconnect();
    }
  }

  /* ---------- page setup ---------- */

  /** @type {IntersectionObserver | null} */
  let nearby = null;

  /** The boards of the page that was left stop their timers and their engine listeners. */
  function leave() {
    if (nearby) nearby.disconnect();
    nearby = null;
    live.forEach((board) => {
      if (!document.body.contains(board.root)) {
        board.dispose();
        live.delete(board);
      }
    });
  }

  /** Set up the page's boards; returns their teardown, which eachPage calls when the page is left. */
  function setup() {
    const roots = Array.from(
      document.querySelectorAll(".lq-board"),
      (root) => /** @type {HTMLElement} */ (root),
    ).filter((root) => !root.dataset.ready);
    // The first board at once; the others as they come near the screen, so a page with many
    // long deals (the court game's) never makes the reader wait for boards far below.
    const first = roots.shift();
    if (first) start(first);
    // For scripts/bench: when the first board of the first page could be stepped.
    if (live.size && !performance.getEntriesByName("lansquenet-first-board").length) {
      performance.mark("lansquenet-first-board");
    }
    // A deal link may name any board: set them all up, then open it.
    if (location.hash.includes("board=") || !("IntersectionObserver" in window)) {
      setupAll();
      return leave;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          observer.unobserve(entry.target);
          start(/** @type {HTMLElement} */ (entry.target));
        });
      },
      { rootMargin: "800px 0px" },
    );
    nearby = observer;
    roots.forEach((root) => observer.observe(root));
    return leave;
  }

  /** @param {HTMLElement} root */
  function start(root) {
    if (root.dataset.ready) return;
    root.dataset.ready = "true";
    try {
      live.add(new Board(root));
    } catch (error) {
      if (window.console) console.error("Lansquenet board", root.id, error);
    }
  }

  /** Set up every board of the page now (a deal link, a test, printing), then apply the link. */
  function setupAll() {
    document.querySelectorAll(".lq-board").forEach((root) => start(/** @type {HTMLElement} */ (root)));
    applyLocation();
  }

  L.setupAll = setupAll;
  L.boards = live;
  window.addEventListener("hashchange", applyLocation);
  // Each page's boards, as Material announces the page (pages.js): the first just before
  // DOMContentLoaded, later ones after instant navigation.
  L.eachPage(setup);
})();
