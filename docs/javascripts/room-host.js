/*
 * Rooms, the host's side: the form that opens a room, then the host's page with one invite link
 * per seat and the watch link, each beside its QR code, and what the host may do to a seat.
 *
 *   (none)              the host's form: the game, 3 to 6 seats, its length, the time limit
 *   #room=ID&host=T     the host's page: the links to copy, share or scan; a new link for a seat,
 *                       or the seat handed to the computer; End the room, once confirmed
 *
 * The QR codes are drawn by the table server (lansquenet_server/qr.py) as one SVG path each,
 * which this file sets as an attribute of an <svg> it builds: no request leaves the origin and
 * no markup from the server is ever parsed. Every sentence a room shows a reader is in WORDS
 * below, written once; room-client.js (a seat, a watcher) takes its sentences from it too.
 *
 * Load order (scripts/site/assets.py joins the parts): needs board-view.js (view) on
 * window.lansquenet; gives rooms (the words, post(), the link builders, HostForm, HostLinks).
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** Every sentence the rooms' pages show, once. */
  const WORDS = {
    STATIC:
      "Rooms need the table server (scripts/serve runs it); this copy of the site is served without one.",
    opening: "Opening the room\u2026",
    copied: (/** @type {string} */ what) => what + " is copied.",
    copyByHand: "Select the link and copy it.",
    seatLink: (/** @type {number} */ i) => "Seat " + (i + 1) + "'s link",
    watchLink: "The watch link",
    qr: (/** @type {string} */ what) => "QR code of " + what.charAt(0).toLowerCase() + what.slice(1),
    computerSeat: (/** @type {number} */ i) => "Seat " + (i + 1) + ": the computer plays it.",
    newLink: "New link",
    toComputer: "Hand to the computer",
    newLinkDone: (/** @type {number} */ i) =>
      "Seat " + (i + 1) + " has a new link; the old one opens nothing now.",
    toComputerDone: (/** @type {number} */ i) => "The computer plays seat " + (i + 1) + " from now on.",
    intro: (/** @type {number} */ limit) =>
      "One link per seat: send each person theirs, or let them scan its code. Whoever opens a link sits in that seat, so keep them to the people you invite. The match starts when every seat has a name; a seat has " +
      limit +
      " seconds to decide. A seat nobody will take can go to the computer; a lost link can be replaced.",
    watchIntro:
      "The watch link shows the table to anyone who opens it, as many as a class, and can never play: put it on a projector, or send it to a player who went bust.",
    end: "End the room",
    endAsk: "End the room for everyone? The match stops and every link opens nothing more.",
    endYes: "Yes, end it",
    endNo: "Keep playing",
    ended: "The room has ended; its links now say so.",
    watching:
      "You are watching this table: you see every card as it turns, and you cannot play or give a name.",
    reconnecting: (/** @type {number} */ seconds) =>
      "Reconnecting\u2026 The connection to the table was lost; trying again in " + seconds + " s.",
    reconnectingNow: "Reconnecting\u2026",
    tryNow: "Try now",
    lostToAct: "The connection to the table was lost: wait while it reconnects.",
    yourTime: (/** @type {number} */ s) => "Your time to decide: " + s + " s",
    theirTime: (/** @type {string} */ name, /** @type {number} */ s) => name + " has " + s + " s to decide",
    timeUp: (/** @type {string} */ name) => name + "'s time is up.",
  };

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
      throw new Error(WORDS.STATIC, { cause: error });
    }
    if (!response.ok) throw new Error(answer.error || WORDS.STATIC);
    return answer;
  }

  /**
   * This page's address for a room's seat (`seat`) or its watchers (`watch`).
   * @param {string} room
   * @param {"seat" | "watch"} kind
   * @param {string} token
   */
  function link(room, kind, token) {
    return (
      location.origin +
      location.pathname +
      "#room=" +
      encodeURIComponent(room) +
      "&" +
      kind +
      "=" +
      encodeURIComponent(token)
    );
  }

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
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(WORDS.STATIC))))
        .then((catalogue) => this.build(catalogue))
        .catch(() => (this.status.textContent = WORDS.STATIC));
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
      this.status.textContent = WORDS.opening;
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
      this.list = V.el("ol", { class: "lq-room-links" });
      this.watch = V.el("ul", { class: "lq-room-links lq-room-watch" });
      root.append(this.status);
      this.ask("/links", {})
        .then((links) => this.build(links))
        .catch((error) => (this.status.textContent = error.message));
    }

    /**
     * A host's request about this room: `/links`, `/end`, `/seats/N`, `/qr`.
     * @param {string} path
     * @param {object} body
     */
    ask(path, body) {
      return post("/rooms/" + encodeURIComponent(this.p.room) + path, { host: this.p.host, ...body });
    }

    /** @param {LQ.RoomLinks} links */
    build(links) {
      const el = V.el;
      const end = el("button", { type: "button", class: "md-button lq-room-end" }, WORDS.end);
      const confirm = el("p", { class: "lq-room-confirm", role: "alertdialog", hidden: "" });
      const yes = el("button", { type: "button", class: "md-button lq-room-end-yes" }, WORDS.endYes);
      const no = el("button", { type: "button", class: "md-button lq-room-end-no" }, WORDS.endNo);
      confirm.append(WORDS.endAsk, " ", yes, " ", no);
      end.addEventListener("click", () => {
        confirm.hidden = false;
        end.hidden = true;
        no.focus();
      });
      no.addEventListener("click", () => {
        confirm.hidden = true;
        end.hidden = false;
        end.focus();
      });
      yes.addEventListener("click", async () => {
        try {
          await this.ask("/end", {});
          this.root.textContent = "";
          this.root.append(el("p", { class: "lq-room-status", role: "status" }, WORDS.ended));
        } catch (error) {
          this.status.textContent = /** @type {Error} */ (error).message;
        }
      });
      this.root.insertBefore(
        el(
          "div",
          { class: "lq-room-host" },
          el("h2", { id: "invite-links" }, "Invite links"),
          el("p", {}, WORDS.intro(links.limit)),
          this.list,
          el("h2", { id: "watch-link" }, "Watch link"),
          el("p", {}, WORDS.watchIntro),
          this.watch,
          end,
          confirm,
        ),
        this.status,
      );
      this.fill(links);
      this.watch.append(
        this.item(link(links.room, "watch", links.watch), WORDS.watchLink, "room-watch-link"),
      );
    }

    /**
     * The seats' links as the server last gave them; a seat the computer plays has none.
     * @param {LQ.RoomLinks} links
     */
    fill(links) {
      const el = V.el;
      this.list.textContent = "";
      links.seats.forEach((token, i) => {
        if (token === null) {
          this.list.append(el("li", { class: "lq-room-computer" }, WORDS.computerSeat(i)));
          return;
        }
        const url = link(links.room, "seat", token);
        const item = this.item(url, WORDS.seatLink(i), "room-link-" + i);
        item.querySelector("input")?.classList.add("lq-room-link");
        const fresh = el("button", { type: "button", class: "md-button lq-room-new-link" }, WORDS.newLink);
        const computer = el(
          "button",
          { type: "button", class: "md-button lq-room-to-computer" },
          WORDS.toComputer,
        );
        fresh.addEventListener("click", () => this.seat(i, "new-link", WORDS.newLinkDone(i)));
        computer.addEventListener("click", () => this.seat(i, "computer", WORDS.toComputerDone(i)));
        item.append(
          el("a", { href: url, class: "md-button lq-room-take" }, "Take this seat here"),
          fresh,
          computer,
        );
        this.list.append(item);
      });
    }

    /**
     * @param {number} i
     * @param {"new-link" | "computer"} what
     * @param {string} done
     */
    async seat(i, what, done) {
      try {
        this.fill(await this.ask("/seats/" + i, { do: what }));
        this.status.textContent = done;
      } catch (error) {
        this.status.textContent = /** @type {Error} */ (error).message;
      }
    }

    /**
     * One link to copy, share or scan: its field, its buttons, and its QR code.
     * @param {string} url
     * @param {string} what  "Seat 2's link"
     * @param {string} id
     */
    item(url, what, id) {
      const el = V.el;
      const field = el("input", {
        type: "text",
        readonly: "",
        size: "60",
        value: url,
        id: id,
        "aria-label": what,
      });
      const copy = el("button", { type: "button", class: "md-button lq-room-copy" }, "Copy");
      copy.addEventListener("click", async () => {
        field.select();
        try {
          await navigator.clipboard.writeText(url);
          this.status.textContent = WORDS.copied(what);
        } catch (error) {
          this.status.textContent = WORDS.copyByHand;
        }
      });
      const qr = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      qr.setAttribute("class", "lq-room-qr");
      qr.setAttribute("role", "img");
      qr.setAttribute("aria-label", WORDS.qr(what));
      this.ask("/qr", { text: url })
        .then((/** @type {{size: number, d: string}} */ code) => {
          const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
          qr.setAttribute("viewBox", "0 0 " + code.size + " " + code.size);
          path.setAttribute("d", code.d);
          qr.append(path);
        })
        .catch(() => qr.remove());
      const item = el("li", {}, qr, field, copy);
      if (navigator.share) {
        const share = el("button", { type: "button", class: "md-button" }, "Share");
        share.addEventListener("click", () =>
          navigator.share({ title: "A seat at Lansquenet", url: url }).catch(() => {}),
        );
        item.append(share);
      }
      return item;
    }
  }

  L.rooms = { words: WORDS, post, link, HostForm, HostLinks };
})();
