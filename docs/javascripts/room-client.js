/*
 * Rooms: play with friends, each at their own device, at a table the server holds.
 *
 * The "Play with friends" page carries a <div class="lq-room"> and a Play table (a ```play
 * block, drawn by play.js). What the page shows depends on its address's fragment, which never
 * reaches the server's logs:
 *
 *   (none)              the host's form: the game, 3 to 6 seats, its length, the time limit
 *   #room=ID&host=T     the host's page: one invite link per seat to copy or share; End the room
 *   #room=ID&seat=T     a seat: give a name, wait for the others, then play on the Play board
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
 * (view), play.js (plays) on window.lansquenet; gives nothing.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js
  const STATIC =
    "Rooms need the table server (scripts/serve runs it); this copy of the site is served without one.";

  /**
   * The fragment's parameters: room and host, or room and seat.
   * @returns {{room?: string, host?: string, seat?: string}}
   */
  function params() {
    /** @type {Record<string, string>} */
    const out = {};
    new URLSearchParams(location.hash.slice(1)).forEach((value, key) => (out[key] = value));
    return out;
  }

  /**
   * POST `body` as JSON to the table server; its answer, or an Error with its sentence.
   * @param {string} path
   * @param {object} body
   * @returns {Promise<any>}
   */
  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    let answer;
    try {
      answer = await response.json();
    } catch (error) {
      throw new Error(STATIC, { cause: error });
    }
    if (!response.ok) throw new Error(answer.error || STATIC);
    return answer;
  }

  /**
   * @param {string} room
   * @param {string} token
   */
  function seatLink(room, token) {
    return (
      location.origin +
      location.pathname +
      "#room=" +
      encodeURIComponent(room) +
      "&seat=" +
      encodeURIComponent(token)
    );
  }

  /* ---------- the host ---------- */

  class HostForm {
    /** @param {HTMLElement} root */
    constructor(root) {
      this.root = root;
      this.status = V.el("p", { class: "lq-room-status", role: "status" });
      // Built by build() once the server has said what it offers.
      /** @type {LQ.RoomGame[]} */ this.games;
      /** @type {HTMLSelectElement} */ this.game;
      /** @type {HTMLInputElement} */ this.seats;
      /** @type {HTMLInputElement} */ this.length;
      /** @type {HTMLInputElement} */ this.limit;
      /** @type {HTMLSpanElement} */ this.lengthLabel;
      /** @type {HTMLSpanElement} */ this.seatsHelp;
      /** @type {HTMLSpanElement} */ this.lengthHelp;
      /** @type {HTMLFormElement} */ this.form;
      /** @type {string} the option that sets the match's length */ this.option;
      root.append(this.status);
      fetch("/rooms/games")
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(STATIC))))
        .then((catalogue) => this.build(catalogue))
        .catch(() => (this.status.textContent = STATIC));
    }

    /**
     * @param {string} id
     * @param {string} label
     * @param {HTMLElement} input
     * @param {string} [help]
     */
    field(id, label, input, help) {
      input.id = id;
      return V.el(
        "p",
        { class: "lq-option", style: "display: block" },
        V.el("label", { for: id }, label),
        " ",
        input,
        " ",
        help ? V.el("span", { class: "lq-range" }, help) : null,
      );
    }

    /** @param {LQ.RoomCatalogue} catalogue */
    build(catalogue) {
      const el = V.el;
      this.games = catalogue.games;
      const game = el("select", { style: "max-width: 100%" });
      this.games.forEach((g) => game.append(el("option", { value: g.variant }, g.title)));
      this.seats = el("input", { type: "number", inputmode: "numeric" });
      this.length = el("input", { type: "number", inputmode: "numeric" });
      const limit = catalogue.limit;
      this.limit = el("input", {
        type: "number",
        inputmode: "numeric",
        min: String(limit.low),
        max: String(limit.high),
        value: String(limit.default),
      });
      this.lengthLabel = el("span");
      this.seatsHelp = el("span", { class: "lq-range" });
      this.lengthHelp = el("span", { class: "lq-range" });
      const create = el(
        "button",
        { type: "submit", class: "md-button md-button--primary lq-room-create" },
        "Open the room",
      );
      this.form = el(
        "form",
        { class: "lq-room-form", "aria-label": "Open a room" },
        this.field("room-game", "Game", game),
        el(
          "p",
          { class: "lq-option", style: "display: block" },
          el("label", { for: "room-seats" }, "Seats"),
          " ",
          this.seats,
          " ",
          this.seatsHelp,
        ),
        el(
          "p",
          { class: "lq-option", style: "display: block" },
          el("label", { for: "room-length" }, this.lengthLabel),
          " ",
          this.length,
          " ",
          this.lengthHelp,
        ),
        this.field(
          "room-limit",
          "Seconds to decide",
          this.limit,
          limit.low + " to " + limit.high + "; then the seat passes or stakes nothing",
        ),
        create,
      );
      this.seats.id = "room-seats";
      this.length.id = "room-length";
      this.game = game;
      game.addEventListener("change", () => this.chosen());
      this.chosen();
      this.form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.open(create);
      });
      this.root.insertBefore(this.form, this.status);
    }

    chosen() {
      const g = this.games.find((x) => x.variant === this.game.value);
      if (!g) return;
      this.seats.min = String(g.seats[0]);
      this.seats.max = String(g.seats[1]);
      this.seats.value = String(Math.max(g.seats[0], Math.min(g.seats[1], 4)));
      this.seatsHelp.textContent = g.seats[0] + " to " + g.seats[1];
      this.length.min = String(g.length.low);
      this.length.max = String(g.length.high);
      this.length.value = String(g.length.default);
      /** @type {Record<string, string>} */
      const lengths = { laps: "Laps", rounds: "Rounds", max_hands: "Hands" };
      this.lengthLabel.textContent = lengths[g.length.name] || g.length.name;
      this.lengthHelp.textContent = g.length.low + " to " + g.length.high;
      this.option = g.length.name;
    }

    /** @param {HTMLButtonElement} button */
    async open(button) {
      button.disabled = true;
      this.status.textContent = "Opening the room\u2026";
      /** @type {Record<string, number>} */
      const options = {};
      options[this.option] = Number(this.length.value);
      try {
        const links = await post("/rooms", {
          variant: this.game.value,
          seats: Number(this.seats.value),
          options: options,
          limit: Number(this.limit.value),
        });
        location.hash = "room=" + encodeURIComponent(links.room) + "&host=" + encodeURIComponent(links.host);
      } catch (error) {
        this.status.textContent = /** @type {Error} */ (error).message;
        button.disabled = false;
      }
    }
  }

  class HostLinks {
    /**
     * @param {HTMLElement} root
     * @param {{room: string, host: string}} p
     */
    constructor(root, p) {
      this.root = root;
      this.p = p;
      this.status = V.el("p", { class: "lq-room-status", role: "status" });
      root.append(this.status);
      post("/rooms/" + encodeURIComponent(p.room) + "/links", { host: p.host })
        .then((links) => this.build(links))
        .catch((error) => (this.status.textContent = error.message));
    }

    /** @param {LQ.RoomLinks} links */
    build(links) {
      const el = V.el;
      const list = el("ol", { class: "lq-room-links" });
      links.seats.forEach((token, i) => {
        const url = seatLink(links.room, token);
        const field = el("input", {
          type: "text",
          readonly: "",
          size: "60",
          style: "max-width: 100%",
          value: url,
          class: "lq-room-link",
          id: "room-link-" + i,
          "aria-label": "Invite link for seat " + (i + 1),
        });
        const copy = el("button", { type: "button", class: "md-button lq-room-copy" }, "Copy");
        copy.addEventListener("click", async () => {
          field.select();
          try {
            await navigator.clipboard.writeText(url);
            this.status.textContent = "Seat " + (i + 1) + "'s link is copied.";
          } catch (error) {
            this.status.textContent = "Select the link and copy it.";
          }
        });
        const item = el("li", {}, field, copy);
        if (navigator.share) {
          const share = el("button", { type: "button", class: "md-button" }, "Share");
          share.addEventListener("click", () =>
            navigator.share({ title: "A seat at Lansquenet", url: url }).catch(() => {}),
          );
          item.append(share);
        }
        item.append(el("a", { href: url, class: "md-button lq-room-take" }, "Take this seat here"));
        list.append(item);
      });
      const end = el("button", { type: "button", class: "md-button lq-room-end" }, "End the room");
      end.addEventListener("click", async () => {
        try {
          await post("/rooms/" + encodeURIComponent(links.room) + "/end", { host: this.p.host });
          this.root.textContent = "";
          this.root.append(
            el("p", { class: "lq-room-status", role: "status" }, "The room has ended; its links now say so."),
          );
        } catch (error) {
          this.status.textContent = /** @type {Error} */ (error).message;
        }
      });
      this.root.insertBefore(
        el(
          "div",
          { class: "lq-room-host" },
          el("h2", { id: "invite-links" }, "Invite links"),
          el(
            "p",
            {},
            "One link per seat: send each person theirs. Whoever opens a link sits in that seat, so keep them to the people you invite. The match starts when every seat has a name; a seat has " +
              links.limit +
              " seconds to decide.",
          ),
          list,
          end,
        ),
        this.status,
      );
    }
  }

  /* ---------- a seat ---------- */

  class SeatClient {
    /**
     * @param {HTMLElement} root
     * @param {{room: string, seat: string}} p
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
      /** @type {number | undefined} this seat's number, once the table has said it */
      this.seat = undefined;
      /** @type {HTMLButtonElement | null} */
      this.joinButton = null;
      /** @type {LQ.RoomSeat[]} */
      this.names = [];
      this.panel = V.el("div", { class: "lq-room-seat" });
      this.status = V.el("p", { class: "lq-room-status", role: "status" });
      this.notice = V.el("p", { class: "lq-room-notice", "aria-live": "polite" });
      this.roster = V.el("ul", { class: "lq-room-roster", "aria-label": "Seats" });
      root.append(this.panel, this.roster, this.status);
      if (this.table) {
        this.table.setup.form.hidden = true;
        this.table.root.before(this.notice);
        this.adopt(this.table);
      }
      /** @type {{resolve: () => void, reject: (error: Error) => void} | null} */
      this.waiting = null;
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
        const seat = Number(client.seat); // set by the room's first message, before the table opens
        const others = this.seats.filter((_, i) => i !== seat);
        this.who.textContent =
          "You play " + this.seats[seat] + "; " + V.listWords(others) + " play from their own devices.";
        this.marks = {};
        this.marks[seat] = "You";
      };
      /** @this {LQ.PlayTable} */
      table.showEnd = function () {
        this.end.show({ standings: this.standings || [], winners: this.winners }, "match", []);
        this.end.download.remove();
        this.end.fail(
          "The room keeps no record: the standings are all there is, and they go when the room does.",
        );
        this.root.dataset.turn = "end";
      };
    }

    connect() {
      const scheme = location.protocol === "https:" ? "wss://" : "ws://";
      const socket = new WebSocket(
        scheme + location.host + "/rooms/" + encodeURIComponent(this.p.room) + "/socket",
      );
      this.socket = socket;
      this.gone = false;
      socket.addEventListener("open", () =>
        socket.send(JSON.stringify({ type: "join", token: this.p.seat })),
      );
      socket.addEventListener("message", (event) => this.message(JSON.parse(event.data)));
      socket.addEventListener("close", () => {
        if (this.socket !== socket || this.gone) return;
        this.status.textContent = "";
        const again = V.el(
          "button",
          { type: "button", class: "md-button lq-room-again" },
          "Take my seat again",
        );
        again.addEventListener("click", () => this.connect());
        this.status.append("The connection to the table was lost. ", again);
      });
      socket.addEventListener("error", () => {
        if (!this.joined) this.status.textContent = STATIC;
      });
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
        this.status.textContent = m.reason;
        this.root.dataset.gone = "true";
        if (this.table) this.table.decide.hide();
      }
    }

    /** @param {Extract<LQ.FromRoom, {type: "room"}>} m */
    room(m) {
      this.joined = true;
      this.seat = m.seat;
      this.root.dataset.seat = String(m.seat);
      this.status.textContent = "";
      this.seats(m.seats);
      if (!m.started) {
        this.askName(m);
        return;
      }
      this.panel.textContent = "";
      const table = this.table;
      if (!table) return;
      table.request = { scope: "match" };
      table.open({
        id: m.room,
        seats: m.names || [],
        people: [m.seat],
        steps: m.steps,
        pending: m.pending,
        finished: m.finished,
        standings: m.standings,
        winners: m.winners,
      });
      this.root.dataset.started = "true";
    }

    /** @param {Extract<LQ.FromRoom, {type: "room"}>} m */
    askName(m) {
      const el = V.el;
      const mine = m.seats[m.seat].name;
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
        mine ? "Change my name" : "Sit down",
      );
      this.joinButton = go;
      const form = el(
        "form",
        { class: "lq-room-name" },
        el("h2", { id: "your-seat" }, "Seat " + (m.seat + 1) + " at " + m.title),
        el("p", { class: "lq-option" }, el("label", { for: "room-name" }, "Your name"), input),
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
        const who =
          s.name === null ? "Seat " + (i + 1) + ": not joined yet" : "Seat " + (i + 1) + ": " + s.name;
        this.roster.append(
          V.el(
            "li",
            {},
            who + (s.name !== null && !s.here ? " (away)" : "") + (i === this.seat ? " \u2014 you" : ""),
          ),
        );
      });
      if (this.joinButton && this.seat !== undefined && seats[this.seat].name)
        this.joinButton.textContent = "Change my name";
      const missing = seats.filter((s) => s.name === null).length;
      if (missing && this.root.dataset.started !== "true") {
        this.notice.textContent =
          "The match starts when every seat has a name: waiting for " +
          missing +
          (missing === 1 ? " more." : " more people.");
      } else if (this.root.dataset.started !== "true") this.notice.textContent = "";
    }

    /** @param {Extract<LQ.FromRoom, {type: "steps"}>} m */
    steps(m) {
      if (!this.table || this.root.dataset.started !== "true") return;
      this.notice.textContent = m.notice || "";
      this.table.receive(m);
      if (this.waiting && m.by === this.seat) {
        this.waiting.resolve();
        this.waiting = null;
      }
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
      if (!socket || socket.readyState !== WebSocket.OPEN)
        return Promise.reject(new Error("The connection to the table was lost: take your seat again."));
      if (this.table) this.table.lastPerson = this.seat === undefined ? null : this.seat;
      return new Promise((resolve, reject) => {
        this.waiting = { resolve, reject };
        /** @type {LQ.ToRoom} */
        const message = { type: "act", action: notation };
        socket.send(JSON.stringify(message));
      });
    }
  }

  /* ---------- page setup ---------- */

  /** @type {HostForm | HostLinks | SeatClient | null} */
  let current = null;

  function setup() {
    const root = document.querySelector(".lq-room");
    if (current instanceof SeatClient && current.socket) current.socket.close();
    current = null;
    if (!(root instanceof HTMLElement) || root.dataset.ready) return;
    root.dataset.ready = "true";
    const p = params();
    // The Play table below the room is shown only to a seat (anywhere.css hides it otherwise).
    if (p.room && p.seat) {
      root.dataset.seat = "true";
      current = new SeatClient(root, { room: p.room, seat: p.seat });
    } else
      current = p.room && p.host ? new HostLinks(root, { room: p.room, host: p.host }) : new HostForm(root);
  }

  window.addEventListener("hashchange", () => {
    if (document.querySelector(".lq-room")) location.reload();
  });
  L.eachPage(setup);
})();
