/*
 * Rooms: play with friends, each at their own device, at a table the server holds.
 *
 * The "Play with friends" page carries a <div class="lq-room"> and a Play table (a ```play
 * block, drawn by play.js). What the page shows depends on its address's fragment, which never
 * reaches the server's logs:
 *
 *   (none), #room=ID&host=T   the host's form, then the host's page (room-host.js)
 *   #room=ID&seat=T           a seat: give a name, wait for the others, then play on the Play board
 *   #room=ID&watch=T          a watcher: the same table, every step as it comes, never a decision
 *
 * The seat to act shows a countdown from the seconds the server sends with each step. A seat
 * or watcher whose connection drops (a network's hiccup, a server restart) says "Reconnecting…"
 * and tries again by itself, waiting longer each time (BACKOFF); a server that restarted answers
 * that the room is gone, and the page says so plainly and stops trying.
 *
 * The server is the table (lansquenet_server/app.py describes the protocol): this file sends
 * only the seat's own decisions, in the engine's notation, and draws what the server answers on
 * the same board and decision controls as Play, by handing the Play table (play.js) the answers
 * its engine would have given: open() with everything so far, receive() with each new step, and
 * send() replaced by a message to the server. Names are always set as text, never as markup.
 *
 * On a static host there is no table server: the form says so in one sentence.
 *
 * Load order (scripts/site/assets.py joins the parts): needs pages.js (eachPage), board-view.js
 * (view), play.js (plays), room-host.js (rooms) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js
  const R = L.rooms; // room-host.js
  const W = R.words;
  /** Seconds to wait before each try to reconnect: then the last, again and again. */
  const BACKOFF = [1, 2, 4, 8, 15, 30];

  /**
   * The fragment's parameters: room and host, room and seat, or room and watch.
   * @returns {{room?: string, host?: string, seat?: string, watch?: string}}
   */
  function params() {
    /** @type {Record<string, string>} */
    const out = {};
    new URLSearchParams(location.hash.slice(1)).forEach((value, key) => (out[key] = value));
    return out;
  }

  /* ---------- a seat, or a watcher ---------- */

  class SeatClient {
    /**
     * @param {HTMLElement} root
     * @param {{room: string, token: string, watch: boolean}} p
     */
    constructor(root, p) {
      this.root = root;
      this.p = p;
      /** @type {LQ.PlayTable | undefined} */
      this.table = Array.from(L.plays || []).find((t) => document.body.contains(t.root));
      /** @type {WebSocket | null} */
      this.socket = null;
      this.gone = false;
      this.joined = false;
      /** @type {number | null | undefined} this seat's number once the table has said it; null to watch */
      this.seat = undefined;
      /** @type {HTMLButtonElement | null} */
      this.joinButton = null;
      /** @type {LQ.RoomSeat[]} */
      this.names = [];
      /** tries to reconnect since the connection last dropped */
      this.tries = 0;
      /** @type {number | undefined} */ this.retry = undefined;
      /** @type {{seat: number, until: number} | null} the seat to act and when its time runs out */
      this.turn = null;
      this.panel = V.el("div", { class: "lq-room-seat" });
      this.status = V.el("p", { class: "lq-room-status", role: "status" });
      this.notice = V.el("p", { class: "lq-room-notice", "aria-live": "polite" });
      this.clock = V.el("p", { class: "lq-room-clock", hidden: "" });
      this.roster = V.el("ul", { class: "lq-room-roster", "aria-label": W.seats });
      root.append(this.panel, this.roster, this.status);
      if (this.table) {
        this.table.setup.form.hidden = true;
        this.table.root.before(this.notice, this.clock);
        this.adopt(this.table);
      }
      /** @type {{resolve: () => void, reject: (error: Error) => void} | null} */
      this.waiting = null;
      this.ticker = window.setInterval(() => this.tick(), 250);
      this.connect();
    }

    /**
     * Hand the Play table the room: its decisions go to the server, and a room keeps no transcript.
     * @param {LQ.PlayTable} table
     */
    adopt(table) {
      const client = this;
      table.send = function (/** @type {string} */ notation) {
        return client.act(notation);
      };
      table.close = async function () {};
      table.fetchTranscript = async function () {};
      /** @this {LQ.PlayTable} */
      table.describeTable = function () {
        this.marks = {};
        const seat = client.seat;
        if (seat === null || seat === undefined) {
          this.who.textContent = W.watching;
          return;
        }
        const others = this.seats.filter((_, i) => i !== seat);
        this.who.textContent = W.youPlay(this.seats[seat], V.listWords(others));
        this.marks[seat] = W.you;
      };
      /** @this {LQ.PlayTable} */
      table.showEnd = function () {
        this.end.show({ standings: this.standings || [], winners: this.winners }, "match", []);
        this.end.download.remove();
        this.end.fail(W.noRecord);
        this.root.dataset.turn = "end";
      };
    }

    connect() {
      window.clearTimeout(this.retry);
      const scheme = location.protocol === "https:" ? "wss://" : "ws://";
      const socket = new WebSocket(
        scheme + location.host + "/rooms/" + encodeURIComponent(this.p.room) + "/socket",
      );
      this.socket = socket;
      this.gone = false;
      socket.addEventListener("open", () =>
        socket.send(JSON.stringify({ type: this.p.watch ? "watch" : "join", token: this.p.token })),
      );
      socket.addEventListener("message", (event) => this.message(JSON.parse(event.data)));
      socket.addEventListener("close", () => {
        if (this.socket !== socket || this.gone) return;
        if (this.joined) this.reconnect();
        else this.status.textContent = W.STATIC;
      });
    }

    /** The connection dropped: say so, and try again after the next wait of BACKOFF. */
    reconnect() {
      const wait = BACKOFF[Math.min(this.tries, BACKOFF.length - 1)];
      this.tries += 1;
      this.root.dataset.reconnecting = "true";
      this.turn = null;
      const now = V.el("button", { type: "button", class: "md-button lq-room-again" }, W.tryNow);
      now.addEventListener("click", () => this.connect());
      this.status.textContent = "";
      this.status.append(W.reconnecting(wait), " ", now);
      this.retry = window.setTimeout(() => {
        this.status.textContent = W.reconnectingNow;
        this.connect();
      }, wait * 1000);
    }

    /** @param {LQ.FromRoom} m */
    message(m) {
      if (m.type === "room") this.room(m);
      else if (m.type === "seats") this.seats(m.seats);
      else if (m.type === "steps") this.steps(m);
      else if (m.type === "refused") this.refused(m.error);
      else if (m.type === "error") this.status.textContent = m.error;
      else if (m.type === "gone") {
        this.gone = true;
        this.turn = null;
        window.clearTimeout(this.retry);
        delete this.root.dataset.reconnecting;
        this.status.textContent = m.reason;
        this.root.dataset.gone = "true";
        if (this.table) this.table.decide.hide();
      }
    }

    /** @param {Extract<LQ.FromRoom, {type: "room"}>} m */
    room(m) {
      this.joined = true;
      this.tries = 0;
      delete this.root.dataset.reconnecting;
      this.seat = m.seat;
      this.root.dataset.seat = m.seat === null ? "watch" : String(m.seat);
      this.status.textContent = "";
      this.seats(m.seats);
      if (!m.started) {
        if (m.seat === null) this.panel.textContent = W.watching;
        else this.askName(m, m.seat);
        return;
      }
      this.panel.textContent = m.seat === null ? W.watching : "";
      const table = this.table;
      if (!table) return;
      table.request = { scope: "match" };
      table.open({
        id: m.room,
        seats: m.names || [],
        people: m.seat === null ? [] : [m.seat],
        steps: m.steps,
        pending: m.pending,
        finished: m.finished,
        standings: m.standings,
        winners: m.winners,
      });
      this.root.dataset.started = "true";
      this.timed(m.pending, m.seconds);
    }

    /**
     * @param {Extract<LQ.FromRoom, {type: "room"}>} m
     * @param {number} seat
     */
    askName(m, seat) {
      const el = V.el;
      const mine = m.seats[seat].name;
      this.panel.textContent = "";
      const input = el("input", {
        type: "text",
        id: "room-name",
        maxlength: "24",
        autocomplete: "nickname",
        value: mine || "",
      });
      const go = el(
        "button",
        { type: "submit", class: "md-button md-button--primary lq-room-join" },
        mine ? W.rename : W.sit,
      );
      this.joinButton = go;
      const form = el(
        "form",
        { class: "lq-room-name" },
        el("h2", { id: "your-seat" }, W.seatAt(seat + 1, m.title)),
        el("p", { class: "lq-option" }, el("label", { for: "room-name" }, W.yourName), input),
        go,
      );
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        /** @type {LQ.ToRoom} */
        const message = { type: "name", name: input.value };
        if (this.socket) this.socket.send(JSON.stringify(message));
      });
      this.panel.append(form);
      if (!mine) input.focus();
    }

    /** @param {LQ.RoomSeat[]} seats */
    seats(seats) {
      this.roster.textContent = "";
      this.names = seats;
      seats.forEach((s, i) => {
        const who = s.name === null ? W.notJoined(i + 1) : W.seated(i + 1, s.name);
        const where = s.computer ? W.computer : s.name !== null && !s.here ? W.away : "";
        this.roster.append(V.el("li", {}, who + where + (i === this.seat ? W.mine : "")));
      });
      if (this.joinButton && typeof this.seat === "number" && seats[this.seat].name)
        this.joinButton.textContent = W.rename;
      const missing = seats.filter((s) => s.name === null).length;
      if (missing && this.root.dataset.started !== "true") {
        this.notice.textContent = W.waitingFor(missing);
      } else if (this.root.dataset.started !== "true") this.notice.textContent = "";
    }

    /** @param {Extract<LQ.FromRoom, {type: "steps"}>} m */
    steps(m) {
      if (!this.table || this.root.dataset.started !== "true") return;
      this.notice.textContent = m.notice || "";
      this.table.receive(m);
      this.timed(m.pending, m.seconds);
      if (this.waiting && m.by === this.seat) {
        this.waiting.resolve();
        this.waiting = null;
      }
    }

    /**
     * Start the countdown of the seat to act, from the seconds the server gave it.
     * @param {LQ.Decision | null | undefined} pending
     * @param {number | null | undefined} seconds
     */
    timed(pending, seconds) {
      this.turn =
        pending && typeof seconds === "number"
          ? { seat: pending.seat, until: Date.now() + seconds * 1000 }
          : null;
      this.tick();
    }

    /** Redraw the countdown: whose time it is and how many whole seconds are left. */
    tick() {
      const turn = this.turn;
      this.clock.hidden = !turn;
      if (!turn) {
        delete this.clock.dataset.seconds;
        return;
      }
      const left = Math.max(0, Math.ceil((turn.until - Date.now()) / 1000));
      const name = (this.table && this.table.seats[turn.seat]) || W.seat(turn.seat + 1);
      this.clock.dataset.seconds = String(left);
      this.clock.dataset.mine = String(turn.seat === this.seat);
      this.clock.textContent = !left
        ? W.timeUp(name)
        : turn.seat === this.seat
          ? W.yourTime(left)
          : W.theirTime(name, left);
    }

    /** @param {string} error */
    refused(error) {
      if (this.waiting) {
        this.waiting.reject(new Error(error));
        this.waiting = null;
      } else this.status.textContent = error;
    }

    /**
     * The seat's decision: sent to the server; settles when the table answers it or refuses it.
     * @param {string} notation
     * @returns {Promise<void>}
     */
    act(notation) {
      const socket = this.socket;
      if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.reject(new Error(W.lostToAct));
      if (this.table) this.table.lastPerson = typeof this.seat === "number" ? this.seat : null;
      return new Promise((resolve, reject) => {
        this.waiting = { resolve, reject };
        /** @type {LQ.ToRoom} */
        const message = { type: "act", action: notation };
        socket.send(JSON.stringify(message));
      });
    }

    /** Leave the page's room: no more tries, no more ticks. */
    stop() {
      this.gone = true;
      window.clearTimeout(this.retry);
      window.clearInterval(this.ticker);
      if (this.socket) this.socket.close();
    }
  }

  /* ---------- page setup ---------- */

  /** @type {object | null} the host's form or page, or a seat */
  let current = null;

  function setup() {
    const root = document.querySelector(".lq-room");
    if (current instanceof SeatClient) current.stop();
    current = null;
    if (!(root instanceof HTMLElement) || root.dataset.ready) return;
    root.dataset.ready = "true";
    const p = params();
    // The Play table below the room is shown only to a seat or a watcher (anywhere.css hides it otherwise).
    const token = p.seat || p.watch;
    if (p.room && token) {
      root.dataset.seat = "true";
      current = new SeatClient(root, { room: p.room, token: token, watch: !p.seat });
    } else
      current =
        p.room && p.host ? new R.HostLinks(root, { room: p.room, host: p.host }) : new R.HostForm(root);
  }

  window.addEventListener("hashchange", () => {
    if (document.querySelector(".lq-room")) location.reload();
  });
  L.eachPage(setup);
})();
