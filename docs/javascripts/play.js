/*
 * Play: sit at a table against the computer, or share one screen with friends (pass-and-play).
 *
 * The build puts a <div class="lq-play"> on each Play page (scripts/site/play_tables.py) with
 * the variant's options. Here it becomes: the setup form (play-setup.js); then the board
 * (play-board.js), drawn step by step by the same helpers as the reference boards (board-view.js),
 * at the reader's pace (play-pace.js); the decision controls when a person is to act
 * (play-decide.js); and the standings and the transcript at the end (play-end.js).
 *
 * The match lives in the engine worker (engine-client.js): the page sends the options, then each
 * decision in the engine's notation, and receives only the steps that have happened and the
 * decision pending. The stock never reaches the page, and the whole transcript is asked for only
 * once the match is over. Nothing is stored or sent anywhere: the chips are play chips.
 *
 * Keys (on the table): left and right arrows step, Home and End jump, space pauses or plays,
 * G goes to the reader's next decision, E to the end of the deal, 1 to 9 press the choices.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), pages.js (eachPage),
 * engine-client.js (engine), board-view.js (view), play-setup.js, play-decide.js, play-pace.js,
 * play-end.js and play-board.js on window.lansquenet; gives plays.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view;
  const B = L.playBoard; // play-board.js
  const live = new Set();

  /** What the table says, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      unavailable:
        "Playing is unavailable: the engine could not start in this browser. " +
        "The boards on the rules pages still step through dealt hands.",
      dealing: "Dealing\u2026",
      starting: "Starting the engine\u2026",
      watch: "The computer plays every seat: watch.",
      computer: (/** @type {string} */ names) => "; the computer plays " + names + ".",
      youPlay: (/** @type {string} */ name, /** @type {string} */ rest) => "You play " + name + (rest || "."),
      theyPlay: (/** @type {string} */ names, /** @type {string} */ rest) =>
        names + " play, sharing this screen" + (rest || "."),
      you: "You",
      person: "Person",
      noTranscript: (/** @type {string} */ why) => "The transcript could not be made: " + why,
      nothingYet: "Nothing has happened yet.",
      ahead: (/** @type {string | null} */ name, /** @type {number} */ left) =>
        (name === null ? "Your decision" : name + "'s decision") +
        " comes in " +
        left +
        (left === 1 ? " step" : " steps") +
        ": press \u201cTo my next decision\u201d (G) to go there now.",
      turn: (/** @type {string | null} */ name) => (name === null ? "Your turn." : name + "'s turn."),
      again: "Play again",
      change: "Change the table",
    },
    fr: {
      unavailable:
        "Impossible de jouer : le moteur n'a pas pu démarrer dans ce navigateur. " +
        "Les plateaux des pages de règles parcourent toujours les mains données.",
      dealing: "Donne en cours\u2026",
      starting: "Démarrage du moteur\u2026",
      watch: "L'ordinateur joue toutes les places : regardez.",
      computer: (names) => " ; l'ordinateur joue " + names + ".",
      youPlay: (name, rest) => "Vous jouez " + name + (rest || "."),
      theyPlay: (names, rest) => names + " jouent, en partageant cet écran" + (rest || "."),
      you: "Vous",
      person: "Humain",
      noTranscript: (why) => "La transcription n'a pas pu être faite : " + why,
      nothingYet: "Rien ne s'est encore passé.",
      ahead: (name, left) =>
        (name === null ? "Votre décision" : "La décision de " + name) +
        " vient dans " +
        left +
        (left === 1 ? " étape" : " étapes") +
        " : appuyez sur « Jusqu'à ma décision » (G) pour y aller tout de suite.",
      turn: (name) => (name === null ? "À vous." : "Au tour de " + name + "."),
      again: "Rejouer",
      change: "Changer la table",
    },
  });
  // Opened from a folder, the engine's own sentence says how to serve it (engine-client.js).
  const unavailable = () => (location.protocol === "file:" ? L.engine.message : WORDS.unavailable);

  /** @implements {LQ.PlayTable} */
  class PlayTable {
    /** @param {HTMLElement} root */
    constructor(root) {
      this.root = root;
      this.id = root.id;
      /** @type {LQ.PlayData} */
      const data = JSON.parse(V.find(root, ":scope > script", HTMLScriptElement).textContent)[0];
      this.data = data;
      this.terms = data.terms || {};
      this.glossary = String(root.dataset.glossary);
      this.urls = {
        worker: new URL(String(root.dataset.worker), location.href).href,
        engine: new URL(String(root.dataset.pack), location.href).href,
        pyodide: new URL(String(root.dataset.pyodide), location.href).href,
      };
      this.stage = V.find(root, ".lq-play-stage", HTMLElement);
      /** @type {string | null} */
      this.session = null;
      /** @type {number | null} */
      this.timer = null;
      this.playing = true;
      this.speed = L.playPace.SPEEDS[1][2];
      this.setup = new L.PlaySetup(V.find(this.stage, "form.lq-play-setup", HTMLFormElement), data, this.id);
      // Drawn by build(), from the constructor.
      /** @type {HTMLDivElement} */ this.board;
      /** @type {HTMLParagraphElement} */ this.who;
      /** @type {Record<string, HTMLButtonElement>} */ this.buttons;
      /** @type {HTMLSelectElement} */ this.pace;
      /** @type {HTMLSpanElement} */ this.counter;
      /** @type {HTMLParagraphElement} */ this.text;
      /** @type {HTMLDivElement} */ this.table;
      /** @type {HTMLDivElement} */ this.pendingNote;
      /** @type {LQ.DecisionPanel} */ this.decide;
      /** @type {HTMLParagraphElement} */ this.ahead;
      /** @type {HTMLDivElement} */ this.screen;
      /** @type {HTMLDivElement} */ this.money;
      /** @type {LQ.EndPanel} */ this.end;
      /** @type {HTMLParagraphElement} */ this.announce;
      // The match, set by begin() (or a room) and open(), then by each answer (receive()).
      /** @type {{scope: string} | null} */
      this.request = null;
      /** @type {number | undefined} */ this.match;
      /** @type {string[]} */ this.seats;
      /** @type {Set<number>} */ this.people;
      /** @type {string} */ this.scope;
      /** @type {LQ.Step[]} the steps so far; none before the first match */
      this.steps = [];
      /** @type {number} */ this.index;
      /** @type {number | null} */ this.lastPerson;
      /** @type {boolean} */ this.passShown;
      /** @type {boolean} */ this.rows;
      /** @type {LQ.Transcript | null} */ this.transcript;
      /** @type {string | null} */ this.transcriptError;
      /** @type {Record<number, string>} */ this.marks;
      /** @type {LQ.Decision | null} */ this.pending;
      /** @type {boolean} */ this.finished;
      /** @type {LQ.Standing[] | null} */ this.standings;
      /** @type {(number | string)[]} */ this.winners;
      /** @type {number | undefined} */ this.answers;
      /** @type {{totalsOpen?: boolean} | undefined} */ this.moneyState;
      this.setup.form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.begin();
      });
      this.setup.start.disabled = L.engine.state === "failed"; // the build disables it until now
      this.build();
      this.stage.append(this.board);
      this.unsubscribe = L.engine.onState((state, message) => this.engineState(state, message));
    }

    /* ---------- the board ---------- */

    build() {
      this.decide = new L.DecisionPanel(this.id, (notation) => this.send(notation));
      this.end = new L.PlayEnd.EndPanel(this.id, this.glossary, this.terms);
      ({
        board: this.board,
        who: this.who,
        buttons: this.buttons,
        pace: this.pace,
        counter: this.counter,
        text: this.text,
        table: this.table,
        pendingNote: this.pendingNote,
        ahead: this.ahead,
        screen: this.screen,
        money: this.money,
        announce: this.announce,
      } = B.build(this.id, this.speed, this.decide, this.end, {
        act: (act) => this.act(act),
        pace: (ms) => {
          this.speed = ms;
          if (this.timer) this.schedule();
        },
      }));
    }

    /**
     * @param {LQ.EngineState} state
     * @param {string} message
     */
    engineState(state, message) {
      this.root.dataset.engine = state;
      if (state === "loading" && this.root.getAttribute("aria-busy")) this.setup.say(message);
      if (state === "failed") {
        this.setup.say(unavailable());
        this.setup.start.disabled = true;
      }
    }

    /* ---------- starting and acting ---------- */

    async begin() {
      const read = this.setup.read();
      if (!("request" in read)) {
        this.setup.say(read.error, read.input);
        return;
      }
      await this.close();
      this.root.setAttribute("aria-busy", "true");
      this.setup.start.disabled = true;
      this.setup.say(L.engine.state === "ready" ? WORDS.dealing : L.engine.message || WORDS.starting);
      try {
        const answer = await L.engine.play.start(read.request, this.urls);
        this.request = read.request;
        this.open(answer);
        this.setup.say("");
      } catch (error) {
        this.setup.say(L.engine.state === "failed" ? unavailable() : /** @type {Error} */ (error).message);
      } finally {
        this.root.removeAttribute("aria-busy");
        this.setup.start.disabled = L.engine.state === "failed";
      }
    }

    /**
     * A match has started: show the board in place of the form and play the first steps.
     * @param {LQ.PlayStart} answer
     */
    open(answer) {
      this.match = (this.match || 0) + 1; // answers still on their way for an earlier match are dropped
      this.session = answer.id;
      this.seats = answer.seats;
      this.people = new Set(answer.people || []);
      this.scope = this.request ? this.request.scope : "match";
      this.steps = [];
      this.index = -1;
      this.lastPerson = null;
      this.passShown = false;
      this.rows = false;
      this.transcript = null;
      this.transcriptError = null;
      this.playing = true; // a new match plays at the reader's pace until paused
      B.showPlaying(this.buttons, true);
      this.end.hide();
      this.announce.textContent = "";
      this.setup.form.hidden = true;
      this.board.hidden = false;
      this.root.dataset.session = String(answer.id);
      this.describeTable();
      this.board.scrollIntoView({ block: "start" });
      this.board.focus({ preventScroll: true }); // first: a decision drawn at once takes it on
      this.receive(answer);
    }

    describeTable() {
      const people = this.seats.filter((_, i) => this.people.has(i));
      const computers = this.seats.filter((_, i) => !this.people.has(i));
      const rest = computers.length ? WORDS.computer(V.listWords(computers)) : "";
      let text;
      if (!people.length) text = WORDS.watch;
      else if (people.length === 1) text = WORDS.youPlay(people[0], rest);
      else text = WORDS.theyPlay(V.listWords(people), rest);
      this.who.textContent = text;
      this.marks = {};
      this.people.forEach((i) => (this.marks[i] = people.length === 1 ? WORDS.you : WORDS.person));
    }

    /**
     * New steps and the state after them, from play_start or play_act.
     * @param {LQ.PlayProgress} answer
     */
    receive(answer) {
      const first = this.steps.length;
      (answer.steps || []).forEach((step) => this.steps.push(step));
      this.pending = answer.pending || null;
      this.finished = Boolean(answer.finished);
      this.standings = answer.standings || null;
      this.winners = answer.winners || [];
      this.root.dataset.steps = String(this.steps.length);
      this.root.dataset.finished = String(this.finished);
      this.rows = this.rows || V.crowded({ steps: this.steps });
      this.answers = (this.answers || 0) + 1;
      this.root.dataset.answers = String(this.answers); // one more answer drawn (the tests wait on it)
      // The answered controls go; a keyboard reader's focus stays on the table, not the page.
      const hadFocus = this.decide.node.contains(document.activeElement);
      this.decide.hide();
      if (hadFocus) this.board.focus({ preventScroll: true });
      this.passShown = false;
      if (this.steps.length > first) {
        this.go(first); // the first new step (often the reader's own action) shows at once
        if (this.playing) this.schedule();
      } else {
        this.render();
      }
    }

    /**
     * Send the reader's decision; the engine refuses an illegal one with a sentence, nothing changed.
     * @param {string} notation
     */
    async send(notation) {
      const match = this.match;
      let answer;
      try {
        answer = await L.engine.play.act(String(this.session), notation);
      } catch (error) {
        throw L.engine.state === "failed" ? new Error(WORDS.unavailable) : error; // the panel says it
      }
      if (this.match !== match) return;
      this.announce.textContent = "";
      this.lastPerson = this.pending ? this.pending.seat : null;
      this.receive(answer);
    }

    /** The whole match, asked for only now it is over; then the worker may forget the session. */
    async fetchTranscript() {
      const session = this.session;
      const match = this.match;
      let transcript = null;
      let failure = null;
      try {
        transcript = await L.engine.play.transcript(String(session));
        L.engine.play.end(String(session)).catch(() => {});
      } catch (error) {
        failure = /** @type {Error} */ (error).message;
      }
      if (this.match !== match) return;
      if (this.session === session) this.session = null;
      this.transcript = transcript;
      this.transcriptError = failure;
      if (!this.end.node.hidden) this.offer();
    }

    offer() {
      if (this.transcript) this.end.offer(this.transcript);
      else if (this.transcriptError) this.end.fail(WORDS.noTranscript(this.transcriptError));
    }

    /** Leave the current match (a new one starts, or the page goes). */
    async close() {
      this.pause(false);
      const session = this.session;
      this.session = null;
      if (session !== null && session !== undefined) {
        try {
          await L.engine.play.end(session);
        } catch (error) {
          /* the worker has gone: nothing to free */
        }
      }
    }

    /* ---------- stepping and pace ---------- */

    /** @param {LQ.PlayAction} action */
    act(action) {
      if (!this.steps || !this.steps.length) return;
      const last = this.steps.length - 1;
      if (action === "play") {
        if (this.playing) this.pause(true);
        else this.resume();
        return;
      }
      const to = {
        first: 0,
        back: this.index - 1,
        next: this.index + 1,
        latest: last,
        decision: last,
        "deal-end": L.playPace.dealEnd(this.steps, this.index),
      }[action];
      if (action === "first" || action === "back") this.pause(true);
      this.go(to);
      if (this.playing && this.index < last) this.schedule();
    }

    /** @param {number} index */
    go(index) {
      const last = this.steps.length - 1;
      this.index = Math.max(0, Math.min(last, index));
      this.render();
    }

    schedule() {
      if (this.timer) window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => {
        this.timer = null;
        if (this.index < this.steps.length - 1) {
          this.go(this.index + 1);
          this.schedule();
        }
      }, this.speed);
    }

    resume() {
      // At the end of a finished match, Play shows it again from the start.
      if (this.finished && this.index === this.steps.length - 1) this.go(0);
      this.playing = true;
      B.showPlaying(this.buttons, true);
      if (this.index < this.steps.length - 1) this.schedule();
    }

    /**
     * Stop the pace; `byReader` marks the reader's own pause, shown on the Play button.
     * @param {boolean} byReader
     */
    pause(byReader) {
      if (this.timer) window.clearTimeout(this.timer);
      this.timer = null;
      if (!byReader) return;
      this.playing = false;
      B.showPlaying(this.buttons, false);
    }

    /* ---------- drawing ---------- */

    render() {
      const steps = this.steps;
      const step = steps[this.index];
      const last = steps.length - 1;
      const atLatest = this.index === last;
      const person = this.pending && this.people.has(this.pending.seat);
      this.counter.textContent = step ? B.words.counter(this.index + 1, steps.length) : B.words.noStep;
      this.root.dataset.step = String(this.index + 1);
      if (step) {
        V.fillText(this.text, step, this.glossary, this.terms);
        // The decision now is the answer's `pending`: a pass that leaves no step of its own
        // leaves the last step's view naming the decision before it.
        const view =
          atLatest && this.pending
            ? Object.assign({}, step.view, { to_act: this.pending.seat, pending: this.pending })
            : step.view;
        V.drawTable(this.table, view, this.rows, this.marks);
        // The live decision is offered below; an earlier step shows what the table waited for then.
        if (atLatest && person) this.pendingNote.textContent = "";
        else V.drawPending(this.pendingNote, view);
        V.drawMoney(
          this.money,
          { steps: steps, seats: this.seats },
          this.index,
          V.owners({ steps: steps, seats: this.seats }),
          this.moneyState || (this.moneyState = {}),
        );
      } else {
        // A game that asks for a decision before anything happens (no variant does so today).
        this.text.textContent = WORDS.nothingYet;
        [this.table, this.pendingNote, this.money].forEach((node) => (node.textContent = ""));
      }

      /** @type {HTMLButtonElement | undefined} */
      const focused = Object.values(this.buttons).find((button) => button === document.activeElement);
      this.buttons.first.disabled = this.buttons.back.disabled = this.index <= 0;
      this.buttons.next.disabled = this.buttons.decision.disabled = atLatest;
      this.buttons["deal-end"].disabled = atLatest;
      this.buttons.decision.textContent = this.pending && person ? B.words.decision : B.words.latest;
      if (focused && focused.disabled) this.board.focus({ preventScroll: true });

      this.drawAhead(atLatest);
      this.drawDecision(atLatest, person);
      if (this.finished && atLatest && this.playing) this.pause(true); // nothing more to come
      if (this.finished && atLatest && this.end.node.hidden) this.showEnd();
    }

    /**
     * While the cards play on towards the reader's decision, say how far off it is.
     * @param {boolean} atLatest
     */
    drawAhead(atLatest) {
      const left = this.steps.length - 1 - this.index;
      if (atLatest || !this.pending || !this.people.has(this.pending.seat)) {
        this.ahead.hidden = true;
        return;
      }
      this.ahead.hidden = false;
      const name = this.seats[this.pending.seat];
      this.ahead.textContent = WORDS.ahead(this.people.size === 1 ? null : name, left);
    }

    /**
     * @param {boolean} atLatest
     * @param {boolean | null} person whether a person decides now (null: nobody is to decide)
     */
    drawDecision(atLatest, person) {
      const pending = this.pending;
      if (!atLatest || !person || !pending) {
        if (!this.decide.node.hidden) this.decide.hide();
        return;
      }
      if (!this.decide.node.hidden) return; // already offered
      const seat = pending.seat;
      const name = this.seats[seat];
      const hadFocus =
        this.board.contains(document.activeElement) || document.activeElement === document.body;
      const others = this.people.size > 1;
      if (others && !this.passShown && this.lastPerson !== seat) {
        this.decide.showPass(name, () => {
          this.passShown = true;
          this.lastPerson = seat;
          this.decide.hide();
          this.render();
          this.decide.focus();
        });
        this.root.dataset.turn = "pass";
      } else {
        this.decide.show(pending, name, !others);
        this.root.dataset.turn = String(seat);
      }
      this.announce.textContent = WORDS.turn(others ? name : null) + " " + pending.prompt;
      if (hadFocus) this.decide.focus();
      const cards = this.root.querySelector(".lq-zones");
      B.bringIntoView(cards ? [cards, this.decide.node] : [this.decide.node]);
    }

    showEnd() {
      const again = V.el(
        "button",
        { type: "button", class: "md-button md-button--primary lq-again" },
        WORDS.again,
      );
      again.addEventListener("click", () => this.begin());
      const change = V.el("button", { type: "button", class: "md-button lq-change" }, WORDS.change);
      change.addEventListener("click", () => this.back());
      this.end.show({ standings: this.standings || [], winners: this.winners }, this.scope, [again, change]);
      if (this.transcript || this.transcriptError) this.offer();
      else this.fetchTranscript();
      this.root.dataset.turn = "end";
      const hadFocus =
        this.board.contains(document.activeElement) || document.activeElement === document.body;
      if (hadFocus) V.find(this.end.node, "h3", HTMLElement).focus({ preventScroll: true });
      B.bringIntoView([this.end.node]);
    }

    /** Back to the setup form, keeping what was set there. */
    back() {
      this.close();
      this.end.hide();
      this.decide.hide();
      this.board.hidden = true;
      this.setup.form.hidden = false;
      this.setup.start.focus();
    }

    dispose() {
      this.close();
      this.end.release();
      this.unsubscribe();
    }
  }

  /* ---------- page setup ---------- */

  function setup() {
    live.forEach((table) => {
      if (!document.body.contains(table.root)) {
        table.dispose();
        live.delete(table);
      }
    });
    // A div: a board's step button "Play" has the class lq-play too.
    document.querySelectorAll("div.lq-play").forEach((node) => {
      const root = /** @type {HTMLElement} */ (node);
      if (root.dataset.ready) return;
      root.dataset.ready = "true";
      try {
        live.add(new PlayTable(root));
      } catch (error) {
        if (window.console) console.error("Lansquenet play", root.id, error);
      }
    });
  }

  L.plays = live;
  L.eachPage(setup);
})();
