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
 * The room is opened in the page's language (a room request's `language`), so the server tells
 * its match, and says its own sentences to every seat, in it.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told, language) and
 * board-view.js (view) on window.lansquenet; gives rooms (the words, post(), the link builders,
 * HostForm, HostLinks).
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** Every sentence the rooms' pages show, once, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
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
      // The host's form and page.
      /** @type {Record<string, string>} the games' titles (the table server's catalogue names them in English) */
      titles: {
        classic: "The court game (17th–18th century)",
        modern: "Lansquenet in the 19th century",
        pagat: "Pagat's rules at an online table",
        encyclopedia: "The 1979 encyclopedia's game, with hand cards",
      },
      /** @type {Record<string, string>} the option that sets a match's length, by its name */
      lengths: { laps: "Laps", rounds: "Rounds", max_hands: "Hands" },
      range: (/** @type {number} */ low, /** @type {number} */ high) => low + " to " + high,
      limitHelp: (/** @type {number} */ low, /** @type {number} */ high) =>
        low + " to " + high + "; then the seat passes or stakes nothing",
      open: "Open the room",
      openLabel: "Open a room",
      game: "Game",
      seats: "Seats",
      seconds: "Seconds to decide",
      invites: "Invite links",
      watchHead: "Watch link",
      take: "Take this seat here",
      copy: "Copy",
      share: "Share",
      shareTitle: "A seat at Lansquenet",
      // A seat's page (room-client.js).
      youPlay: (/** @type {string} */ name, /** @type {string} */ others) =>
        "You play " + name + "; " + others + " play from their own devices.",
      you: "You",
      noRecord: "The room keeps no record: the standings are all there is, and they go when the room does.",
      rename: "Change my name",
      sit: "Sit down",
      seatAt: (/** @type {number} */ n, /** @type {string} */ title) => "Seat " + n + " at " + title,
      yourName: "Your name",
      seat: (/** @type {number} */ n) => "Seat " + n,
      notJoined: (/** @type {number} */ n) => "Seat " + n + ": not joined yet",
      seated: (/** @type {number} */ n, /** @type {string} */ name) => "Seat " + n + ": " + name,
      computer: " (the computer)",
      away: " (away)",
      mine: " \u2014 you",
      waitingFor: (/** @type {number} */ missing) =>
        "The match starts when every seat has a name: waiting for " +
        missing +
        (missing === 1 ? " more." : " more people."),
    },
    fr: {
      STATIC:
        "Les salles demandent le serveur de table (scripts/serve le lance) ; cette copie du site est servie sans lui.",
      opening: "Ouverture de la salle\u2026",
      copied: (what) => what + " : copié.",
      copyByHand: "Sélectionnez le lien et copiez-le.",
      seatLink: (i) => "Le lien de la place " + (i + 1),
      watchLink: "Le lien pour regarder",
      qr: (what) => "Code QR : " + what.charAt(0).toLowerCase() + what.slice(1),
      computerSeat: (i) => "Place " + (i + 1) + " : l'ordinateur la joue.",
      newLink: "Nouveau lien",
      toComputer: "Confier à l'ordinateur",
      newLinkDone: (i) => "La place " + (i + 1) + " a un nouveau lien ; l'ancien n'ouvre plus rien.",
      toComputerDone: (i) => "L'ordinateur joue désormais la place " + (i + 1) + ".",
      intro: (limit) =>
        "Un lien par place : envoyez à chacun le sien, ou faites-lui scanner son code. Qui ouvre un lien s'assied à cette place : gardez-les pour les personnes que vous invitez. La partie commence quand chaque place a un nom ; une place a " +
        limit +
        " secondes pour décider. Une place que personne ne prend peut aller à l'ordinateur ; un lien perdu peut être remplacé.",
      watchIntro:
        "Le lien pour regarder montre la table à quiconque l'ouvre, une classe entière s'il le faut, et ne peut jamais jouer : mettez-le sur un projecteur, ou envoyez-le à un joueur qui a tout perdu.",
      end: "Fermer la salle",
      endAsk: "Fermer la salle pour tout le monde ? La partie s'arrête et plus aucun lien n'ouvre rien.",
      endYes: "Oui, la fermer",
      endNo: "Continuer à jouer",
      ended: "La salle est fermée ; ses liens le disent désormais.",
      watching:
        "Vous regardez cette table : vous voyez chaque carte au moment où elle se retourne, et vous ne pouvez ni jouer ni donner de nom.",
      reconnecting: (seconds) =>
        "Reconnexion\u2026 La connexion à la table a été perdue ; nouvel essai dans " + seconds + " s.",
      reconnectingNow: "Reconnexion\u2026",
      tryNow: "Réessayer maintenant",
      lostToAct: "La connexion à la table a été perdue : attendez qu'elle se rétablisse.",
      yourTime: (s) => "Votre temps pour décider : " + s + " s",
      theirTime: (name, s) => name + " a " + s + " s pour décider",
      timeUp: (name) => "Le temps de " + name + " est écoulé.",
      titles: {
        classic: "Le jeu de la cour (XVIIe–XVIIIe siècle)",
        modern: "Le lansquenet au XIXe siècle",
        pagat: "Les règles de Pagat à une table en ligne",
        encyclopedia: "Le jeu de l'encyclopédie de 1979, avec cartes de main",
      },
      lengths: { laps: "Tours de table", rounds: "Tours", max_hands: "Coups" },
      range: (low, high) => low + " à " + high,
      limitHelp: (low, high) => low + " à " + high + " ; ensuite la place passe ou ne mise rien",
      open: "Ouvrir la salle",
      openLabel: "Ouvrir une salle",
      game: "Jeu",
      seats: "Places",
      seconds: "Secondes pour décider",
      invites: "Liens d'invitation",
      watchHead: "Lien pour regarder",
      take: "Prendre cette place ici",
      copy: "Copier",
      share: "Partager",
      shareTitle: "Une place au lansquenet",
      youPlay: (name, others) =>
        "Vous jouez " + name + " ; " + others + " jouent depuis leurs propres appareils.",
      you: "Vous",
      noRecord:
        "La salle ne garde aucune trace : le classement est tout ce qu'il en reste, et il disparaît avec la salle.",
      rename: "Changer mon nom",
      sit: "S'asseoir",
      seatAt: (n, title) => "Place " + n + " : " + title,
      yourName: "Votre nom",
      seat: (n) => "Place " + n,
      notJoined: (n) => "Place " + n + " : pas encore prise",
      seated: (n, name) => "Place " + n + " : " + name,
      computer: " (l'ordinateur)",
      away: " (absent)",
      mine: " \u2014 vous",
      waitingFor: (missing) =>
        "La partie commence quand chaque place a un nom : " +
        (missing === 1 ? "il manque encore une personne." : "il manque encore " + missing + " personnes."),
    },
  });

  /**
   * A room request with the page's language, in which the server tells the match; as it is in English.
   * @param {Record<string, unknown>} request
   */
  function inLanguage(request) {
    const language = L.language();
    return language === "en" ? request : Object.assign({}, request, { language });
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
      this.games.forEach((g) =>
        game.append(el("option", { value: g.variant }, WORDS.titles[g.variant] || g.title)),
      );
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
        WORDS.open,
      );
      this.form = el(
        "form",
        { class: "lq-room-form", "aria-label": WORDS.openLabel },
        this.field("room-game", WORDS.game, game),
        el(
          "p",
          { class: "lq-option", style: "display: block" },
          el("label", { for: "room-seats" }, WORDS.seats),
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
        this.field("room-limit", WORDS.seconds, this.limit, WORDS.limitHelp(limit.low, limit.high)),
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
      this.seatsHelp.textContent = WORDS.range(g.seats[0], g.seats[1]);
      this.length.min = String(g.length.low);
      this.length.max = String(g.length.high);
      this.length.value = String(g.length.default);
      this.lengthLabel.textContent = WORDS.lengths[g.length.name] || g.length.name;
      this.lengthHelp.textContent = WORDS.range(g.length.low, g.length.high);
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
        const links = await post(
          "/rooms",
          inLanguage({
            variant: this.game.value,
            seats: Number(this.seats.value),
            options: options,
            limit: Number(this.limit.value),
          }),
        );
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
          el("h2", { id: "invite-links" }, WORDS.invites),
          el("p", {}, WORDS.intro(links.limit)),
          this.list,
          el("h2", { id: "watch-link" }, WORDS.watchHead),
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
        item.append(el("a", { href: url, class: "md-button lq-room-take" }, WORDS.take), fresh, computer);
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
      const copy = el("button", { type: "button", class: "md-button lq-room-copy" }, WORDS.copy);
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
        const share = el("button", { type: "button", class: "md-button" }, WORDS.share);
        share.addEventListener("click", () =>
          navigator.share({ title: WORDS.shareTitle, url: url }).catch(() => {}),
        );
        item.append(share);
      }
      return item;
    }
  }

  L.rooms = { words: WORDS, post, link, HostForm, HostLinks };
})();
