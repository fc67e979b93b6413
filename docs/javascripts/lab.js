/*
 * The probability lab (docs/odds/lab.md). The reader chooses a game and its options; the lab
 * deals hands in batches in the page's engine worker (window.lansquenet.engine, started lazily,
 * once per tab) through lansquenet.lab, which measures each hand and carries the running estimate
 * and its 95% confidence interval. This script only asks for batches, draws what comes back and
 * offers it as CSV: the statistics are the engine's. Stop keeps everything; Resume deals on from
 * the next hand, with the same seeds, so a stopped run ends exactly as an unstopped one would.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage),
 * board-view.js (view), engine-client.js (engine) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const V = window.lansquenet.view; // board-view.js

  /** What the lab says, in the page's language (told.js); the engine words the unit and the exact figure. */
  const WORDS = window.lansquenet.told({
    en: {
      /** A figure as the language writes it: "0.5" in English, "0,5" in French. */
      figure: (/** @type {string} */ text) => text,
      start: "Start",
      resume: "Resume",
      of: (/** @type {number} */ n, /** @type {number} */ target) => `${n} of ${target}`,
      dealing: "Dealing…",
      starting: "Starting the engine in your browser (the first time takes a few seconds)…",
      done: "Done.",
      stopped: "Stopped. Press Resume to deal on.",
      estimate: (
        /** @type {string} */ unit,
        /** @type {number} */ hands,
        /** @type {number} */ n,
        /** @type {string} */ mean,
      ) => `Estimate of ${unit} after ${hands} hands (${n} measured): ${mean}`,
      interval: (/** @type {string} */ low, /** @type {string} */ high) =>
        `, 95% confidence interval ${low} to ${high}.`,
      exact: (/** @type {string} */ value, /** @type {string} */ decimal) =>
        ` Exact value: ${value} = ${decimal}`,
      inside: ", inside the interval.",
      outside: ", outside the interval (this happens about one time in twenty).",
      chart: "The running estimate inside its confidence band, with the exact value",
      axis: "Hands dealt",
      exactLine: (/** @type {string} */ value) => `exact ${value}`,
    },
    fr: {
      figure: (text) => text.replace(".", ","),
      start: "Commencer",
      resume: "Reprendre",
      of: (n, target) => `${n} sur ${target}`,
      dealing: "Donne en cours…",
      starting: "Démarrage du moteur dans votre navigateur (la première fois prend quelques secondes)…",
      done: "Terminé.",
      stopped: "Arrêté. Appuyez sur Reprendre pour continuer à donner.",
      estimate: (unit, hands, n, mean) =>
        `Estimation après ${hands} coups (${n} mesurés), pour ${unit} : ${mean}`,
      interval: (low, high) => `, intervalle de confiance à 95\u202f% de ${low} à ${high}.`,
      exact: (value, decimal) => ` Valeur exacte : ${value} = ${decimal}`,
      inside: ", dans l'intervalle.",
      outside: ", hors de l'intervalle (cela arrive environ une fois sur vingt).",
      chart: "L'estimation courante dans sa bande de confiance, avec la valeur exacte",
      axis: "Coups donnés",
      exactLine: (value) => `exacte ${value}`,
    },
  });
  const SVG = "http://www.w3.org/2000/svg";
  const W = 640,
    H = 320,
    LEFT = 64,
    RIGHT = 16,
    TOP = 16,
    BOTTOM = 44;
  const AIM_MS = 350; // a batch should take about this long, so the page stays responsive

  /**
   * An SVG element with attributes (numbers written as text) and optional text.
   * @param {string} tag
   * @param {Record<string, string | number>} [attrs]
   * @param {string} [text]
   */
  function svg(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    Object.entries(attrs || {}).forEach(([key, value]) => node.setAttribute(key, String(value)));
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const fmt = (/** @type {number} */ x) =>
    WORDS.figure((Math.abs(x) >= 10 ? x.toFixed(2) : x.toFixed(4)).replace("-", "\u2212"));

  /**
   * A round step for the chart's grid: about a fifth of `span`.
   * @param {number} span
   */
  function niceStep(span) {
    const raw = span / 5;
    const power = Math.pow(10, Math.floor(Math.log10(raw)));
    return [1, 2, 2.5, 5].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  }

  class Lab {
    /** @param {HTMLElement} root */
    constructor(root) {
      this.root = root;
      this.form = V.find(root, "form.lq-lab-form", HTMLFormElement);
      this.game = V.find(this.form, "#lab-game", HTMLSelectElement);
      this.hands = V.find(this.form, "#lab-hands", HTMLInputElement);
      this.seed = V.find(this.form, "#lab-seed", HTMLInputElement);
      this.startButton = V.find(this.form, ".lq-lab-start", HTMLButtonElement);
      this.stopButton = V.find(this.form, ".lq-lab-stop", HTMLButtonElement);
      this.resetButton = V.find(this.form, ".lq-lab-reset", HTMLButtonElement);
      this.csvButton = V.find(this.form, ".lq-lab-csv", HTMLButtonElement);
      this.progress = V.find(this.form, "progress", HTMLProgressElement);
      this.count = V.find(this.form, ".lq-lab-count", HTMLElement);
      this.status = V.find(this.form, ".lq-lab-status", HTMLElement);
      this.result = V.find(this.form, ".lq-lab-result", HTMLElement);
      this.picture = V.find(this.form, ".lq-lab-picture", HTMLElement);
      // The run so far, set by clear() from the constructor.
      /** @type {LQ.LabRow[]} */ this.rows;
      /** @type {LQ.LabRunning} */ this.stats;
      /** @type {LQ.LabBatch["exact"] | null} */ this.exact;
      /** @type {string} */ this.unit;
      /** @type {number} hands to ask for in the next batch */ this.batch;
      /** @type {string | null} the settings the rows were dealt with, as JSON */ this.key;
      const absolute = (/** @type {string | undefined} */ path) => new URL(String(path), location.href).href;
      this.urls = {
        worker: absolute(root.dataset.worker),
        engine: absolute(root.dataset.pack),
        pyodide: absolute(root.dataset.pyodide),
      };
      this.running = false;
      this.clear();

      this.game.addEventListener("change", () => {
        this.showOptions();
        this.clearIfChanged();
      });
      this.form.addEventListener("change", () => this.clearIfChanged());
      this.form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.start();
      });
      this.startButton.disabled = false; // the build disables it until this listener is there
      this.stopButton.addEventListener("click", () => this.stop());
      this.resetButton.addEventListener("click", () => {
        this.stop();
        this.clear();
        this.start();
      });
      this.csvButton.addEventListener("click", () => this.download());
      this.showOptions();
      this.draw();
    }

    /** The run's settings: game, options (only that game's fieldset), seed. */
    settings() {
      const variant = this.game.value;
      /** @type {Record<string, string | number>} */
      const options = {};
      this.form.querySelectorAll(`fieldset[data-variant="${variant}"] [name]`).forEach((node) => {
        const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (node);
        options[field.name] = field.type === "number" ? Number(field.value) : field.value;
      });
      return { variant, options, seed: Number(this.seed.value) || 0 };
    }

    showOptions() {
      this.form.querySelectorAll("fieldset.lq-lab-options").forEach((node) => {
        const fieldset = /** @type {HTMLFieldSetElement} */ (node);
        fieldset.hidden = fieldset.dataset.variant !== this.game.value;
      });
    }

    clear() {
      this.rows = [];
      this.stats = { n: 0, total: 0, squares: 0 };
      this.exact = null;
      this.unit = "";
      this.batch = 20;
      this.key = null;
      this.result.textContent = "";
      this.csvButton.disabled = true;
      this.startButton.textContent = WORDS.start;
      this.updateProgress();
      this.draw();
    }

    clearIfChanged() {
      if (this.running) return;
      const key = JSON.stringify(this.settings());
      if (this.key && this.key !== key) this.clear();
      this.updateProgress();
    }

    target() {
      return Math.max(100, Math.min(200000, Number(this.hands.value) || 5000));
    }

    updateProgress() {
      const target = this.target();
      this.progress.max = target;
      this.progress.value = Math.min(this.rows.length, target);
      this.count.textContent = WORDS.of(this.rows.length, target);
    }

    async start() {
      if (this.running) return;
      const settings = this.settings();
      const key = JSON.stringify(settings);
      if (this.key !== key) this.clear();
      this.key = key;
      this.running = true;
      this.startButton.disabled = true;
      this.stopButton.disabled = false;
      this.status.textContent = window.lansquenet.engine.state === "ready" ? WORDS.dealing : WORDS.starting;
      this.root.setAttribute("aria-busy", "true");
      // While the engine starts, the status says which stage it is at (engine-client.js).
      const unsubscribe = window.lansquenet.engine.onState((state, message) => {
        if (state === "loading") this.status.textContent = message;
      });
      try {
        while (this.running && this.rows.length < this.target()) {
          const count = Math.min(this.batch, this.target() - this.rows.length);
          const began = performance.now();
          const reply = await window.lansquenet.engine.lab(
            {
              variant: settings.variant,
              options: settings.options,
              seed: settings.seed,
              start: this.rows.length,
              count,
              running: this.stats,
            },
            this.urls,
          );
          const took = Math.max(1, performance.now() - began);
          this.batch = Math.max(5, Math.min(2000, Math.round((count * AIM_MS) / took)));
          this.rows.push(...reply.rows);
          this.stats = reply.running;
          this.exact = reply.exact;
          this.unit = reply.unit;
          this.status.textContent = WORDS.dealing;
          this.updateProgress();
          this.draw();
          this.describe(false);
        }
        this.status.textContent = this.rows.length >= this.target() ? WORDS.done : WORDS.stopped;
        this.describe(true);
      } catch (error) {
        this.status.textContent = /** @type {Error} */ (error).message;
      } finally {
        unsubscribe();
        this.running = false;
        this.root.removeAttribute("aria-busy");
        this.startButton.disabled = false;
        this.stopButton.disabled = true;
        this.startButton.textContent =
          this.rows.length && this.rows.length < this.target() ? WORDS.resume : WORDS.start;
        this.csvButton.disabled = this.rows.length === 0;
        this.root.dataset.hands = String(this.rows.length);
      }
    }

    stop() {
      this.running = false;
    }

    last() {
      return this.rows.length ? this.rows[this.rows.length - 1] : null;
    }

    /**
     * The estimate in words, labelled as an estimate with its sample size and interval.
     * @param {boolean} final
     */
    describe(final) {
      const row = this.last();
      if (!row || row[2] === null || !this.exact) return;
      const [hand, , mean, low, high] = row;
      const exact = this.exact.decimal;
      // An interval has both ends or neither.
      const inside = low !== null && high !== null && low <= exact && exact <= high;
      const text =
        WORDS.estimate(this.unit, hand, this.stats.n, fmt(mean)) +
        (low === null ? "." : WORDS.interval(fmt(low), fmt(Number(high)))) +
        WORDS.exact(WORDS.figure(this.exact.value.replace("-", "\u2212")), fmt(exact)) +
        (low === null ? "." : inside ? WORDS.inside : WORDS.outside);
      this.root.dataset.mean = String(mean);
      this.root.dataset.low = String(low);
      this.root.dataset.high = String(high);
      this.root.dataset.exact = String(exact);
      if (final || this.rows.length % 5 === 0) this.result.textContent = text;
    }

    /** The chart: the band, the running estimate and the exact value, redrawn after every batch. */
    draw() {
      const node = svg("svg", {
        class: "lq-chart-svg",
        viewBox: `0 0 ${W} ${H}`,
        role: "img",
        "aria-label": WORDS.chart,
      });
      const rows = this.rows.filter((r) => r[2] !== null);
      const settled = rows.filter((r) => r[3] !== null && r[0] >= Math.min(30, rows.length));
      /** @type {number[]} */
      const ys = [];
      // A row with an interval has both its ends; the running mean of a measured row is a number.
      settled.forEach((r) => ys.push(Number(r[3]), Number(r[4])));
      if (this.exact) ys.push(this.exact.decimal);
      rows.slice(-1).forEach((r) => ys.push(Number(r[2])));
      let low = ys.length ? Math.min(...ys) : -1,
        high = ys.length ? Math.max(...ys) : 1;
      if (high - low < 1e-9) {
        low -= 1;
        high += 1;
      }
      const step = niceStep(high - low);
      low = Math.floor(low / step) * step;
      high = Math.ceil(high / step) * step;
      const xMax = Math.max(100, this.target());
      const x = (/** @type {number} */ n) => LEFT + (n / xMax) * (W - LEFT - RIGHT);
      const y = (/** @type {number | null} */ v) =>
        TOP + (1 - (Math.max(low, Math.min(high, Number(v))) - low) / (high - low)) * (H - TOP - BOTTOM);
      for (let v = low; v <= high + step / 2; v += step) {
        node.append(
          svg("line", {
            class: Math.abs(v) < step / 1e6 ? "lq-chart-zero" : "lq-chart-grid",
            x1: LEFT,
            x2: W - RIGHT,
            y1: y(v),
            y2: y(v),
          }),
        );
        const places = Math.max(
          0,
          Math.ceil(-Math.log10(step)) + ((step * Math.pow(10, Math.ceil(-Math.log10(step)))) % 1 ? 1 : 0),
        );
        node.append(
          svg(
            "text",
            { class: "lq-chart-tick", x: LEFT - 6, y: y(v) + 4, "text-anchor": "end" },
            WORDS.figure(v.toFixed(places).replace("-", "\u2212")),
          ),
        );
      }
      node.append(svg("text", { class: "lq-chart-tick", x: LEFT, y: H - BOTTOM + 16 }, "0"));
      node.append(
        svg(
          "text",
          { class: "lq-chart-tick", x: W - RIGHT, y: H - BOTTOM + 16, "text-anchor": "end" },
          String(xMax),
        ),
      );
      node.append(
        svg(
          "text",
          { class: "lq-chart-axis", x: (LEFT + W - RIGHT) / 2, y: H - 8, "text-anchor": "middle" },
          WORDS.axis,
        ),
      );
      // thin the rows to about 400 points, always keeping the last
      const every = Math.max(1, Math.ceil(rows.length / 400));
      const shown = rows.filter((_, i) => i % every === 0 || i === rows.length - 1);
      const band = shown.filter((r) => r[3] !== null);
      if (band.length > 1) {
        const upper = band.map((r) => `${x(r[0]).toFixed(1)},${y(r[4]).toFixed(1)}`);
        const lower = band
          .slice()
          .reverse()
          .map((r) => `${x(r[0]).toFixed(1)},${y(r[3]).toFixed(1)}`);
        node.append(svg("polygon", { class: "lq-lab-band", points: upper.concat(lower).join(" ") }));
      }
      if (this.exact) {
        const ey = y(this.exact.decimal);
        node.append(svg("line", { class: "lq-lab-exact", x1: LEFT, x2: W - RIGHT, y1: ey, y2: ey }));
        node.append(
          svg(
            "text",
            { class: "lq-chart-legend", x: W - RIGHT - 4, y: ey - 6, "text-anchor": "end" },
            WORDS.exactLine(WORDS.figure(this.exact.value.replace("-", "\u2212"))),
          ),
        );
      }
      if (shown.length > 1) {
        node.append(
          svg("polyline", {
            class: "lq-lab-mean",
            points: shown.map((r) => `${x(r[0]).toFixed(1)},${y(r[2]).toFixed(1)}`).join(" "),
          }),
        );
      }
      this.picture.replaceChildren(node);
    }

    download() {
      const lines = ["hand,seed,sample,running_estimate,interval_low,interval_high,exact"];
      const seed = this.settings().seed;
      const exact = this.exact ? this.exact.decimal : "";
      this.rows.forEach(([hand, value, mean, low, high]) => {
        const cell = (/** @type {number | null | undefined} */ v) =>
          v === null || v === undefined ? "" : String(v);
        lines.push([hand, seed + hand - 1, cell(value), cell(mean), cell(low), cell(high), exact].join(","));
      });
      const blob = new Blob([lines.join("\n") + "\n"], { type: "text/csv" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `lansquenet-lab-${this.game.value}-seed${seed}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    }
  }

  function setup() {
    document.querySelectorAll(".lq-lab").forEach((node) => {
      const root = /** @type {HTMLElement} */ (node);
      if (root.dataset.ready || !window.lansquenet || !window.lansquenet.engine) return;
      root.dataset.ready = "true";
      root.lab = new Lab(root);
    });
  }

  window.lansquenet.eachPage(setup);
})();
