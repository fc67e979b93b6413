/*
 * Play: the end of a match (play.js shows it once the last step has been shown).
 *
 * The standings as the engine gives them (seat, name, chips, net, rank), the winner or a shared
 * win in a sentence, and the whole match as a transcript to download as JSON, which
 * `python -m lansquenet replay FILE` deals again card for card. The file is made in the page
 * (a blob URL): nothing is stored or sent anywhere. With the file comes every step in words.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) and
 * board-view.js (view) on window.lansquenet; gives PlayEnd.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** The words of the end of a match, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      nobody: "Nobody finishes ahead.",
      wins: (/** @type {string} */ name, /** @type {number | null} */ chips) =>
        name + " wins" + (chips === null ? "." : " with " + V.chips(chips) + "."),
      shared: (/** @type {string[]} */ names, /** @type {number | null} */ chips) =>
        "A shared win: " +
        V.listWords(names) +
        (chips === null ? "." : ", with " + V.chips(chips) + " each."),
      standings: "Standings",
      heads: ["Place", "Seat", "Chips", "Won or lost"],
      download: "Download JSON",
      preparing: "Preparing the transcript\u2026",
      over: (/** @type {string} */ scope) =>
        /** @type {string} */ (scope === "deal" ? "The deal is over" : "The match is over"),
      seed: (/** @type {number | null} */ seed) =>
        "Seed " +
        seed +
        ". Step back through the match with the buttons above, or replay the file in a terminal: ",
      inWords: (/** @type {string | undefined} */ scope) =>
        (scope === "deal" ? "The deal" : "The match") + " in words",
    },
    fr: {
      nobody: "Personne ne finit en tête.",
      wins: (name, chips) => name + " gagne" + (chips === null ? "." : " avec " + V.chips(chips) + "."),
      shared: (names, chips) =>
        "Victoire partagée : " +
        V.listWords(names) +
        (chips === null ? "." : ", avec " + V.chips(chips) + " chacun."),
      standings: "Classement",
      heads: ["Rang", "Place", "Jetons", "Gagné ou perdu"],
      download: "Télécharger le JSON",
      preparing: "Préparation de la transcription\u2026",
      over: (scope) => (scope === "deal" ? "La donne est finie" : "La partie est finie"),
      seed: (seed) =>
        "Graine " +
        seed +
        ". Revenez en arrière dans la partie avec les boutons ci-dessus, ou rejouez le fichier dans un terminal : ",
      inWords: (scope) => (scope === "deal" ? "La donne" : "La partie") + " en toutes lettres",
    },
  });

  /** @param {number} n */
  function signed(n) {
    return (n > 0 ? "+" : n < 0 ? "\u2212" : "\u00b1") + Math.abs(n);
  }

  /**
   * "Denis wins with 131 chips." / "A shared win: Anne and Colette, with 120 chips each."
   * @type {LQ.Namespace["PlayEnd"]["winnerWords"]}
   */
  function winnerWords(standings, winners) {
    const byName = new Map(standings.map((s) => [s.name, s]));
    const names = (winners || [])
      .map((w) => (typeof w === "number" ? (standings.find((s) => s.seat === w) || { name: "" }).name : w))
      .filter(Boolean);
    if (!names.length) return WORDS.nobody;
    const first = byName.get(names[0]);
    const chips = first ? first.chips : null;
    if (names.length === 1) return WORDS.wins(names[0], chips);
    return WORDS.shared(names, chips);
  }

  /** @implements {LQ.EndPanel} */
  class EndPanel {
    /**
     * `glossary` and `terms` word the steps' glossary links, as on the boards.
     * @param {string} id
     * @param {string} glossary
     * @param {Record<string, string>} terms
     */
    constructor(id, glossary, terms) {
      this.id = id;
      this.glossary = glossary;
      this.terms = terms;
      /** @type {string | null} */
      this.url = null;
      // Drawn by show(), which comes before offer() and fail().
      /** @type {HTMLAnchorElement} */ this.download;
      /** @type {HTMLParagraphElement} */ this.note;
      this.node = V.el("section", { class: "lq-play-end", "aria-labelledby": id + "-end-title", hidden: "" });
    }

    hide() {
      this.node.hidden = true;
      this.node.textContent = "";
      this.release();
    }

    /**
     * Draw the standings; `actions` are extra buttons (play again, change the table).
     * @type {LQ.EndPanel["show"]}
     */
    show(answer, scope, actions) {
      const el = V.el;
      const standings = (answer.standings || []).slice().sort((a, b) => a.rank - b.rank || a.seat - b.seat);
      this.node.textContent = "";
      this.node.hidden = false;
      const table = el(
        "table",
        { class: "lq-standings" },
        el("caption", {}, WORDS.standings),
        el("thead", {}, el("tr", {}, ...WORDS.heads.map((h) => el("th", { scope: "col" }, h)))),
      );
      const body = el("tbody");
      standings.forEach((s) =>
        body.append(
          el(
            "tr",
            {},
            el("td", {}, String(s.rank)),
            el("th", { scope: "row" }, s.name),
            el("td", {}, String(s.chips)),
            el("td", {}, signed(s.net)),
          ),
        ),
      );
      table.append(body);
      this.download = el(
        "a",
        { class: "md-button lq-download", href: "#", "aria-disabled": "true" },
        WORDS.download,
      );
      this.download.addEventListener("click", (event) => {
        if (this.download.getAttribute("aria-disabled") === "true") event.preventDefault();
      });
      this.note = el("p", { class: "lq-play-replay" }, WORDS.preparing);
      this.node.append(
        el("h3", { id: this.id + "-end-title", tabindex: "-1" }, WORDS.over(scope)),
        el("p", { class: "lq-winner" }, el("strong", {}, winnerWords(standings, answer.winners))),
        el("div", { class: "lq-standings-wrap" }, table),
        el("div", { class: "lq-deal-actions" }, this.download, ...actions),
        this.note,
      );
    }

    /**
     * Offer `transcript` (the engine's, asked for only now) as a JSON file.
     * @param {LQ.Transcript} transcript
     */
    offer(transcript) {
      this.release();
      const blob = new Blob([JSON.stringify(transcript, null, 1) + "\n"], { type: "application/json" });
      this.url = URL.createObjectURL(blob);
      const name =
        "lansquenet-" +
        transcript.variant +
        "-" +
        (transcript.seed === null ? "match" : transcript.seed) +
        ".json";
      this.download.href = this.url;
      this.download.setAttribute("download", name);
      this.download.removeAttribute("aria-disabled");
      this.note.textContent = "";
      this.note.append(WORDS.seed(transcript.seed), V.el("code", {}, "python -m lansquenet replay " + name));
      // Every step in words, as under a board: a list to read or search at leisure.
      const words = V.el(
        "details",
        { class: "lq-words" },
        V.el("summary", {}, WORDS.inWords(transcript.scope)),
        V.el("ol", { class: "lq-steps" }),
        V.el("p", { class: "lq-net" }),
      );
      V.fillWords(words, transcript, this.glossary, this.terms);
      this.node.append(words);
    }

    /**
     * The transcript could not be had: say so in one sentence.
     * @param {string} sentence
     */
    fail(sentence) {
      this.note.textContent = sentence;
    }

    release() {
      if (this.url) URL.revokeObjectURL(this.url);
      this.url = null;
    }
  }

  L.PlayEnd = { EndPanel, winnerWords };
})();
