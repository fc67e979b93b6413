/*
 * Drawing helpers for the Lansquenet boards (board.js): cards, zones, seats, stakes, payments,
 * the step in words with its glossary link, and reading and setting the option fields that
 * the build writes into "New deal" and Play's setup forms (scripts/site/fields.py).
 *
 * Everything is built with DOM calls and textContent. A card always shows its rank as text and
 * carries its full name for screen readers; the card that decides a deal is marked with a word
 * ("Pair", "Players win"), never by colour alone.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told, language) and
 * board-words.js (boardWords) on window.lansquenet; gives view, the one board component of the boards, Play and rooms.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));

  /** @type {Record<string, string>} */
  const SUITS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

  const WORDS = L.boardWords; // board-words.js

  /**
   * el("p", {class: "x"}, "text", child...): an element with attributes and children.
   * @type {LQ.ViewHelpers["el"]}
   */
  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    Object.entries(attributes || {}).forEach(([name, value]) => node.setAttribute(name, value));
    children.forEach((child) => {
      if (child === null || child === undefined) return;
      node.append(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  /**
   * The element `selector` finds in `root`, of the kind `type`. The build writes every part a
   * script takes over: one missing is a fault of the page, named here rather than met later as a
   * TypeError on null.
   * @type {LQ.ViewHelpers["find"]}
   */
  function find(root, selector, type) {
    const node = root.querySelector(selector);
    if (!(node instanceof type))
      throw new Error("The page has no " + selector + " where a script needs one.");
    return node;
  }

  /**
   * The data the build embedded in a part (a board, a Play table, a checkpoint, the calculator):
   * the JSON of the part's first script, found by its place rather than its type or class, which
   * Material's instant navigation drops when it re-creates a new page's inline scripts
   * (scripts/site/boards.py script_json). Read this way, a part reached by a link inside the site
   * finds its data exactly as on a page loaded from the address bar.
   * @type {LQ.ViewHelpers["embedded"]}
   */
  function embedded(root) {
    return JSON.parse(find(root, ":scope > script", HTMLScriptElement).textContent || "null");
  }

  /**
   * The glossary anchor of a term; the same slug as scripts/site/boards.py term_slug.
   * @type {LQ.ViewHelpers["slug"]}
   */
  function slug(term) {
    return term
      .toLowerCase()
      .replace(/['\u2019]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  }

  /** A name that begins with a capital, as a common noun would not ("Bank", "Réjouissance"). */
  const capitalised = () => (L.language() === "en" ? /^[A-Z][a-z]/ : /^\p{Lu}\p{Ll}/u);

  /**
   * The words a term reads as: its glossary name ("bankers-card" -> "banker's card"), from the
   * `names` map of slug -> name the board carries, lower-cased at the start like any common noun.
   */
  /**
   * @param {string} term
   * @param {Record<string, string>} names
   */
  function termName(term, names) {
    const name = (names && names[slug(term)]) || term;
    return capitalised().test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  }

  /**
   * Fill `node` with a step's words, its glossary term linked (as boards.py does it).
   * @type {LQ.ViewHelpers["fillText"]}
   */
  function fillText(node, step, glossary, names) {
    node.textContent = "";
    const text = step.text;
    const term = step.term;
    if (!term) {
      node.textContent = text;
      return;
    }
    const link = (/** @type {string} */ word) =>
      el("a", { href: glossary + "#" + slug(term), class: "lq-term" }, word);
    const name = termName(term, names);
    let match = null;
    // A word's ends: \b in English; in French, where a word may begin or end with "é", any letter.
    const english = L.language() === "en";
    const [before, after] = english ? ["\\b", "\\b"] : ["(?<![\\p{L}\\p{N}])", "(?![\\p{L}\\p{N}])"];
    for (const words of [term, name]) {
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      match = new RegExp(before + escaped + "(?:e?s)?" + after, english ? "i" : "iu").exec(text); // "stakes", "raises"
      if (match) break;
    }
    if (!match) {
      node.append(text + WORDS.see, link(name), ")");
      return;
    }
    node.append(text.slice(0, match.index), link(match[0]), text.slice(match.index + match[0].length));
  }

  /**
   * Refill the plain list of steps under the board (shown when the details are opened).
   * @type {LQ.ViewHelpers["fillWords"]}
   */
  function fillWords(details, transcript, glossary, names) {
    const list = details.querySelector("ol.lq-steps");
    const net = details.querySelector(".lq-net");
    if (list) {
      list.textContent = "";
      transcript.steps.forEach((step) => {
        const item = el("li");
        fillText(item, step, glossary, names);
        list.append(item);
      });
    }
    if (net) {
      const parts = transcript.seats.map((name, i) => {
        const n = transcript.net[i];
        return name + " " + (n > 0 ? "+" : n < 0 ? "\u2212" : "\u00b1") + Math.abs(n);
      });
      net.textContent = WORDS.net + parts.join(", ") + ".";
    }
  }

  /**
   * @param {string} text
   */
  function cardName(text) {
    const rank = text.slice(0, -1).toUpperCase();
    const suit = WORDS.suits[text.slice(-1).toUpperCase()];
    return WORDS.card(WORDS.ranks[rank] || rank, suit || "", text);
  }

  /**
   * A card: its rank as text, its suit as a symbol, its name for screen readers.
   * @type {LQ.ViewHelpers["card"]}
   */
  function card(text) {
    const rank = text.slice(0, -1).toUpperCase().replace(/^T$/, "10");
    const suitLetter = text.slice(-1).toUpperCase();
    const suit = SUITS[suitLetter] || "?";
    const red = suitLetter === "H" || suitLetter === "D";
    return el(
      "span",
      { class: "lq-card" + (red ? " lq-red" : ""), role: "img", "aria-label": cardName(text) },
      el("span", { class: "lq-rank", "aria-hidden": "true" }, rank),
      el("span", { class: "lq-suit", "aria-hidden": "true" }, suit),
    );
  }

  /** The bets riding on one player's card (the 1979 game: view.extra.players_cards), by seat. */
  /**
   * @param {LQ.PlayersCard} entry
   */
  function betsOn(entry) {
    const bets = entry.bets || {};
    const names = Object.keys(bets);
    if (!names.length) return entry.live ? el("p", { class: "lq-bets lq-empty" }, WORDS.noBets) : null;
    const list = el("ul", { class: "lq-bets", "aria-label": WORDS.betsOn(cardName(entry.card)) });
    names.forEach((name) => list.append(el("li", {}, name + " ", el("strong", {}, String(bets[name])))));
    return list;
  }

  /**
   * @param {LQ.Zone} z
   * @param {LQ.PlayersCard | undefined} bets
   */
  function zone(z, bets) {
    const cards = el("div", { class: "lq-cards" });
    if (!z.cards.length) cards.append(el("span", { class: "lq-empty" }, WORDS.noCard));
    z.cards.forEach((text, i) => {
      const node = card(text);
      if (z.mark && z.mark.index === i) {
        node.classList.add("lq-decides");
        cards.append(el("span", { class: "lq-marked" }, node, el("span", { class: "lq-mark" }, z.mark.word)));
      } else {
        cards.append(node);
      }
    });
    return el(
      "section",
      { class: "lq-zone lq-side-" + (z.side || "middle"), "data-zone": z.id },
      // Labels, not headings: a board sits under headings of any level, and a fixed h4 skipped some.
      el("p", { class: "lq-zone-label" }, z.label),
      cards,
      bets ? betsOn(bets) : null,
    );
  }

  /** Roles every other seat has too, so they get no badge; any other role is named on the seat. */
  const PLAIN_ROLES = new Set(["punter", "cutter", "player"]);
  /**
   * @param {string} role
   */
  function roleWord(role) {
    const word = WORDS.roles[role] || role;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }

  /**
   * An unavailable choice's kind in words: "bet-q" -> "bet on Q" (the prompt's own notation).
   * @type {LQ.ViewHelpers["kindWords"]}
   */
  function kindWords(kind) {
    const bet = /^bet-(.+)$/.exec(kind);
    return bet ? WORDS.betOn(bet[1].toUpperCase()) : WORDS.kinds[kind] || kind.replace(/[-_]/g, " ");
  }

  /**
   * An action not on offer and why, in a sentence: "No cover: …", "Impossible de couvrir : …".
   * @type {LQ.ViewHelpers["notOffered"]}
   */
  function notOffered(what, why) {
    return WORDS.notOffered(what, why);
  }

  /**
   * Names as a list in words: "Anne", "Anne and Blaise", "Anne, Blaise and Colette".
   * @type {LQ.ViewHelpers["listWords"]}
   */
  function listWords(names) {
    if (names.length < 2) return names.join("");
    return names.slice(0, -1).join(", ") + WORDS.and + names[names.length - 1];
  }

  /** @type {LQ.ViewHelpers["chips"]} */
  function chips(n) {
    return WORDS.chips(n);
  }

  /**
   * Whether a transcript's table is crowded: some step has more than four zones on one side (the
   * court game's up-cards at six seats or more, the 1979 game's many players' cards). A crowded
   * table is drawn in rows (drawTable's `rows`) for the whole deal, so stepping never re-flows it.
   * @type {LQ.ViewHelpers["crowded"]}
   */
  function crowded(transcript) {
    return transcript.steps.some((step) => {
      /** @type {Record<string, number>} */
      const count = {};
      return step.view.zones.some((z) => (count[String(z.side)] = (count[String(z.side)] || 0) + 1) > 4);
    });
  }

  /**
   * The table of one view: zones by side (left, middle, right), the pot and stock, the seats.
   * `marks` (optional, Play) maps a seat number to a word its seat carries as a badge ("You").
   * @type {LQ.ViewHelpers["drawTable"]}
   */
  function drawTable(node, view, rows, marks) {
    node.textContent = "";
    /** @type {Record<string, HTMLDivElement>} */
    const sides = {
      left: el("div", { class: "lq-col lq-left" }),
      middle: el("div", { class: "lq-col lq-middle" }),
      right: el("div", { class: "lq-col lq-right" }),
    };
    /** @type {Record<string, LQ.PlayersCard>} */
    const bets = {};
    const extra = view.extra || {};
    if (Array.isArray(extra.players_cards))
      extra.players_cards.forEach((entry) => {
        if (entry && entry.zone) bets[entry.zone] = entry;
      });
    view.zones.forEach((z) => (sides[String(z.side)] || sides.middle).append(zone(z, bets[z.id])));
    const zones = el(
      "div",
      { class: "lq-zones" + (rows ? " lq-rows" : "") },
      sides.left,
      sides.middle,
      sides.right,
    );

    const pot = el("ul", { class: "lq-pot", "aria-label": WORDS.onTable });
    (view.pot || []).forEach((p) =>
      pot.append(el("li", {}, WORDS.account(p.label), el("strong", {}, chips(p.amount)))),
    );
    if (!(view.pot || []).length) pot.append(el("li", { class: "lq-empty" }, WORDS.nothingOnTable));
    const stock =
      view.stock === undefined || view.stock === null
        ? null
        : el("p", { class: "lq-stock" }, WORDS.stock(view.stock));

    const seats = el("ul", { class: "lq-seats", "aria-label": WORDS.seats });
    view.seats.forEach((seat, i) => {
      const roles = [];
      if (seat.role === "banker") roles.push(el("span", { class: "lq-badge lq-badge-banker" }, WORDS.banker));
      else if (seat.role && !PLAIN_ROLES.has(seat.role))
        roles.push(el("span", { class: "lq-badge" }, roleWord(seat.role)));
      if (view.to_act === i) roles.push(el("span", { class: "lq-badge lq-badge-act" }, WORDS.toAct));
      if (marks && marks[i]) roles.push(el("span", { class: "lq-badge lq-badge-person" }, marks[i]));
      // The variant's own word for the chips a seat has out: its pot says "Blaise's bet" or "Blaise's stake".
      const betting = (view.pot || []).some((p) => p.seat === i && /'s bets?\b/.test(p.label));
      const stakeWord = seat.role === "banker" ? WORDS.bank : betting ? WORDS.bet : WORDS.stake;
      const item = el(
        "li",
        {
          class:
            "lq-seat" +
            (view.to_act === i ? " lq-acting" : "") +
            (seat.role === "banker" ? " lq-banker" : ""),
        },
        el("span", { class: "lq-seat-name" }, seat.name),
        ...roles,
        el("span", { class: "lq-seat-chips" }, chips(seat.chips)),
        seat.stake ? el("span", { class: "lq-seat-stake" }, stakeWord + " " + seat.stake) : null,
        seat.note ? el("span", { class: "lq-note" }, seat.note) : null,
      );
      seats.append(item);
    });
    node.append(zones, el("div", { class: "lq-middle-row" }, pot, stock), seats);
  }

  /**
   * Whose decision the table waits for, what is on offer, and why anything is not.
   * @type {LQ.ViewHelpers["drawPending"]}
   */
  function drawPending(node, view) {
    node.textContent = "";
    const p = view.pending;
    if (!p) return;
    node.append(el("p", { class: "lq-prompt" }, el("strong", {}, WORDS.waiting), p.prompt));
    if (p.unavailable && p.unavailable.length) {
      const list = el("ul", { class: "lq-unavailable" });
      p.unavailable.forEach((u) => list.append(el("li", {}, notOffered(kindWords(u.kind), u.why))));
      node.append(list);
    }
  }

  /**
   * Account label -> owning seat's name ("Blaise's stake" -> "Blaise", "Bank" -> the banker).
   * @type {LQ.ViewHelpers["owners"]}
   */
  function owners(transcript) {
    /** @type {Record<string, string>} */
    const map = {};
    transcript.steps.forEach((step) => {
      (step.view.pot || []).forEach((p) => {
        if (p.seat !== undefined && p.seat !== null && !(p.label in map))
          map[p.label] = transcript.seats[p.seat];
      });
    });
    return map;
  }

  /**
   * @param {LQ.Transfer} t
   */
  function transferItem(t) {
    return el("li", {}, WORDS.transfer(t.payer, t.payee, chips(t.amount), t.reason));
  }

  // More pairs of seats than this in "In total so far" (a big table) fold into a disclosure.
  const FOLD_TOTALS = 15; // every pair at a six-seat table still shows

  /**
   * Payments: this step's transfers, and the net flow between seats up to this step. `state`
   * (kept by the board) remembers whether the reader opened a folded total, across steps.
   * @type {LQ.ViewHelpers["drawMoney"]}
   */
  function drawMoney(node, transcript, index, accounts, state) {
    node.textContent = "";
    const step = transcript.steps[index];
    const now = el("ul", { class: "lq-transfers" });
    (step.transfers || []).forEach((t) => now.append(transferItem(t)));
    if (!(step.transfers || []).length) now.append(el("li", { class: "lq-empty" }, WORDS.noMove));

    const flows = new Map();
    // An account can change hands (a bank bought, passed or handed on): follow whose it is, step
    // by step; an emptied account leaves the table's pot but stays with its last owner.
    const holder = Object.assign({}, accounts);
    transcript.steps.slice(0, index + 1).forEach((s) => {
      ((s.view && s.view.pot) || []).forEach((p) => {
        if (p.seat !== undefined && p.seat !== null) holder[p.label] = transcript.seats[p.seat];
      });
      (s.transfers || []).forEach((t) => {
        const from = holder[t.payer] || t.payer;
        const to = holder[t.payee] || t.payee;
        if (from === to) return;
        const key = from < to ? from + "\n" + to : to + "\n" + from;
        flows.set(key, (flows.get(key) || 0) + (from < to ? t.amount : -t.amount));
      });
    });
    const total = el("ul", { class: "lq-totals" });
    flows.forEach((amount, key) => {
      if (!amount) return;
      const [a, b] = key.split("\n");
      const [payer, payee] = amount > 0 ? [a, b] : [b, a];
      total.append(el("li", {}, WORDS.hasPaid(payer, payee, chips(Math.abs(amount)))));
    });
    if (!total.children.length) total.append(el("li", { class: "lq-empty" }, WORDS.nobodyPaid));
    /** @type {HTMLElement} */
    let totals = total;
    if (total.children.length > FOLD_TOTALS) {
      const fold = el(
        "details",
        { class: "lq-totals-fold" },
        el("summary", {}, WORDS.whoPaid(total.children.length)),
        total,
      );
      if (state && state.totalsOpen) fold.open = true;
      fold.addEventListener("toggle", () => {
        if (state) state.totalsOpen = fold.open;
      });
      totals = fold;
    }
    node.append(
      el("div", { class: "lq-money-now" }, el("p", { class: "lq-money-head" }, WORDS.thisStep), now),
      el("div", { class: "lq-money-total" }, el("p", { class: "lq-money-head" }, WORDS.soFar), totals),
    );
  }

  /* ---------- options of a variant ---------- */

  /**
   * @param {LQ.Option} option
   */
  function isBool(option) {
    return typeof option.default === "boolean";
  }

  /**
   * A value for `option` read from text (a link or a form), or undefined when it cannot take it.
   * @type {LQ.ViewHelpers["readOption"]}
   */
  function readOption(option, given) {
    const text = String(given);
    if (option.choices && option.choices.length) return option.choices.includes(text) ? text : undefined;
    if (isBool(option)) return text === "true" ? true : text === "false" ? false : undefined;
    if (!/^-?[0-9]{1,6}$/.test(text)) return undefined;
    const n = Number(text);
    const { low, high } = option;
    return low !== undefined && high !== undefined && n >= low && n <= high ? n : undefined;
  }

  /** @type {LQ.ViewHelpers["setInput"]} */
  function setInput(input, option, value) {
    if (isBool(option)) /** @type {HTMLInputElement} */ (input).checked = Boolean(value);
    else input.value = String(value);
  }

  /** @type {LQ.ViewHelpers["readInput"]} */
  function readInput(input, option) {
    return isBool(option) ? /** @type {HTMLInputElement} */ (input).checked : readOption(option, input.value);
  }

  /**
   * Keep `parts` at the height of their tallest step, so stepping never moves what lies below:
   * draw every step once (`draw(i)`), take each part's greatest height, hold it as the part's
   * least height, then draw step `current` again. Measured at the board's width; the caller
   * measures again when that changes.
   * @type {LQ.ViewHelpers["steady"]}
   */
  function steady(parts, count, draw, current) {
    parts.forEach((part) => (part.style.minHeight = ""));
    const tallest = parts.map(() => 0);
    for (let i = 0; i < count; i++) {
      draw(i);
      parts.forEach((part, k) => (tallest[k] = Math.max(tallest[k], part.getBoundingClientRect().height)));
    }
    parts.forEach((part, k) => (part.style.minHeight = tallest[k] ? Math.ceil(tallest[k]) + "px" : ""));
    draw(current);
  }

  /**
   * The prose around `root` that tells of its worked deal: the paragraphs and lists of its section
   * (from the heading before it to the next heading or board) that name one of `seats`.
   * @type {LQ.ViewHelpers["worked"]}
   */
  function worked(root, seats) {
    /** @type {HTMLElement[]} */
    const found = [];
    if (!seats.length) return found;
    const ends = (/** @type {Element} */ e) => /^H[1-6]$/.test(e.tagName) || e.classList.contains("lq-board");
    const names = new RegExp("\\b(" + seats.map((s) => s.replace(/[^\w ]/g, "")).join("|") + ")\\b");
    const take = (/** @type {Element | null} */ e) => {
      if (e instanceof HTMLElement && /^(P|UL|OL)$/.test(e.tagName) && names.test(e.textContent || ""))
        found.push(e);
    };
    for (let e = root.previousElementSibling; e && !ends(e); e = e.previousElementSibling) take(e);
    for (let e = root.nextElementSibling; e && !ends(e); e = e.nextElementSibling) take(e);
    return found;
  }

  L.view = {
    find,
    embedded,
    steady,
    worked,
    el,
    slug,
    fillText,
    fillWords,
    card,
    chips,
    listWords,
    kindWords,
    notOffered,
    crowded,
    drawTable,
    drawPending,
    drawMoney,
    owners,
    readOption,
    setInput,
    readInput,
  };
})();
