/*
 * The words of a board's parts (board-view.js draws them): card and rank names, seats' roles and
 * badges, stakes and bets, payments and the step's chips; and the words of its controls (board.js
 * shows them): the step buttons, the counter, the keys and the deal's notes. Each in English and
 * in French, in one table per language with the same keys (told.js). Kept apart from the drawing
 * and the stepping so each file has one job.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) on
 * window.lansquenet; gives boardWords, which board-view.js reads, and boardControlWords, which
 * board.js reads.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));

  /** French counts: a narrow no-break space between thousands ("1 000"). */
  const frenchNumber = (/** @type {number} */ n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  /** French elides "de" before a vowel: "d'accepter", "de miser". */
  const frenchOf = (/** @type {string} */ words) => (/^[aeiouyàâéèêîôû]/i.test(words) ? "d'" : "de ") + words;

  /** Every word the board's parts show, in the page's language (told.js). */
  /** @type {LQ.BoardWords} */
  const words = L.told({
    en: {
      /** @type {Record<string, string>} */
      suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
      /** @type {Record<string, string>} */
      ranks: {
        A: "ace",
        K: "king",
        Q: "queen",
        J: "jack",
        10: "ten",
        T: "ten",
        9: "nine",
        8: "eight",
        7: "seven",
        6: "six",
        5: "five",
        4: "four",
        3: "three",
        2: "two",
      },
      card: (/** @type {string} */ rank, /** @type {string} */ suit, /** @type {string} */ code) =>
        rank + (suit ? " of " + suit : "") + " (" + code + ")",
      betsOn: (/** @type {string} */ named) => "Bets on " + named,
      noBets: "No bets",
      noCard: "no card",
      /** @type {Record<string, string>} the roles named on a seat (as their key, capitalised, unless here) */
      roles: { "first-ace-dealer": "Dealing", carabin: "carabin", bystander: "bystander" },
      banker: "Banker",
      toAct: "To act",
      /** A seat's chips out: on a bank, a bet, a stake. */
      bank: "Bank",
      bet: "Bet",
      stake: "Stake",
      onTable: "Chips on the table",
      /** An account on the table, before its chips: "Blaise's stake: ". */
      account: (/** @type {string} */ label) => label + ": ",
      transfer: (
        /** @type {string} */ payer,
        /** @type {string} */ payee,
        /** @type {string} */ amount,
        /** @type {string | null | undefined} */ reason,
      ) => payer + " \u2192 " + payee + ": " + amount + (reason ? " (" + reason + ")" : ""),
      nothingOnTable: "No chips on the table.",
      stock: (/** @type {number} */ n) => "Stock: " + n + (n === 1 ? " card" : " cards"),
      seats: "Seats",
      waiting: "Waiting for: ",
      notOffered: (/** @type {string} */ what, /** @type {string} */ why) => "No " + what + ": " + why,
      betOn: (/** @type {string} */ rank) => "bet on " + rank,
      /** @type {Record<string, string>} an action's kind in words: "bet-q" is "bet on Q" (betOn) */
      kinds: {
        accept: "accept",
        bank: "bank",
        banco: "banco",
        buy: "buy",
        ceiling: "ceiling",
        cover: "cover",
        keep: "keep",
        limit: "limit",
        open: "open",
        pass: "pass",
        pocket: "pocket",
        raise: "raise",
        reduce: "reduce",
        refait: "refait",
        refuse: "refuse",
        stake: "stake",
        wager: "wager",
        withdraw: "withdraw",
      },
      and: " and ",
      chips: (/** @type {number} */ n) => (n === 1 ? "1 chip" : n + " chips"),
      see: " (see: ",
      net: "Chips won or lost: ",
      noMove: "No chips move in this step.",
      hasPaid: (/** @type {string} */ payer, /** @type {string} */ payee, /** @type {string} */ amount) =>
        payer + " has paid " + payee + " " + amount + ".",
      nobodyPaid: "Nobody has paid anybody yet; chips on the table still belong to whoever put them there.",
      whoPaid: (/** @type {number} */ pairs) => "Who has paid whom (" + pairs + " pairs of seats)",
      thisStep: "This step",
      soFar: "In total so far",
    },
    fr: {
      suits: { S: "pique", H: "cœur", D: "carreau", C: "trèfle" },
      ranks: {
        A: "as",
        K: "roi",
        Q: "dame",
        J: "valet",
        10: "dix",
        T: "dix",
        9: "neuf",
        8: "huit",
        7: "sept",
        6: "six",
        5: "cinq",
        4: "quatre",
        3: "trois",
        2: "deux",
      },
      card: (rank, suit, code) => rank + (suit ? " de " + suit : "") + " (" + code + ")",
      betsOn: (named) => "Mises sur : " + named,
      noBets: "Aucune mise",
      noCard: "aucune carte",
      roles: { "first-ace-dealer": "Donneur", carabin: "Carabin", bystander: "Joueur debout" },
      banker: "Banquier",
      toAct: "À jouer",
      bank: "Banque",
      bet: "Mise",
      stake: "Mise",
      onTable: "Jetons sur la table",
      account: (label) => label + " : ",
      transfer: (payer, payee, amount, reason) =>
        payer + " \u2192 " + payee + " : " + amount + (reason ? " (" + reason + ")" : ""),
      nothingOnTable: "Aucun jeton sur la table.",
      stock: (n) => "Talon : " + frenchNumber(n) + (n === 1 ? " carte" : " cartes"),
      seats: "Places",
      waiting: "En attente \u2014 ",
      notOffered: (what, why) => "Impossible " + frenchOf(what) + " : " + why,
      betOn: (rank) => "miser sur " + rank,
      kinds: {
        accept: "accepter",
        bank: "mettre en banque",
        banco: "faire banco",
        buy: "acheter la banque",
        ceiling: "fixer un plafond",
        cover: "couvrir",
        keep: "garder la banque",
        limit: "limiter",
        open: "laisser ouvert",
        pass: "passer",
        pocket: "empocher",
        raise: "tenir",
        reduce: "réduire",
        refait: "faire refait",
        refuse: "refuser",
        stake: "miser",
        wager: "parier",
        withdraw: "se retirer",
      },
      and: " et ",
      chips: (n) => (n === 0 ? "0 jeton" : n === 1 ? "1 jeton" : frenchNumber(n) + " jetons"),
      see: " (voir : ",
      net: "Jetons gagnés ou perdus : ",
      noMove: "Aucun jeton ne change de main à cette étape.",
      hasPaid: (payer, payee, amount) => payer + " a payé " + amount + " à " + payee + ".",
      nobodyPaid:
        "Personne n'a encore rien payé à personne ; les jetons sur la table sont toujours à qui les y a mis.",
      whoPaid: (pairs) => "Qui a payé qui (" + pairs + " paires de places)",
      thisStep: "Cette étape",
      soFar: "Au total jusqu'ici",
    },
  });
  L.boardWords = words;

  /** The words of a board's own controls (board.js), in the page's language (told.js). */
  L.boardControlWords = L.told({
    en: {
      controls: "Step through the deal",
      /** @type {[LQ.BoardAction, string][]} */
      acts: [
        ["first", "First"],
        ["back", "Back"],
        ["play", "Play"],
        ["next", "Next"],
        ["last", "Last"],
      ],
      pause: "Pause",
      project: "Project",
      projectLabel: (/** @type {string} */ board) => "Project " + board + " full screen",
      keys: "Keys: \u2190 and \u2192 step, Home and End jump, space plays or pauses.",
      dealt: (/** @type {number | null} */ seed) => "Dealt in your browser, seed " + seed + ".",
      dealing: "Dealing\u2026",
      dealingText: "Dealing the deal; the board shows it from its first step once it is dealt.",
      past: (/** @type {number} */ count) => "The deal has " + count + " steps, so the board shows its last.",
      starting: "Starting the engine", // how engine-client.js's loading message begins
      worked: "About the worked deal, not the one on the board: ",
      counter: (/** @type {number} */ n, /** @type {number} */ count) => "Step " + n + " of " + count,
      gathered: "The cards as they lay before they were gathered:",
    },
    fr: {
      controls: "Parcourir la donne",
      acts: [
        ["first", "Début"],
        ["back", "Précédent"],
        ["play", "Lire"],
        ["next", "Suivant"],
        ["last", "Fin"],
      ],
      pause: "Pause",
      project: "Projeter",
      projectLabel: (board) => "Projeter " + board + " en plein écran",
      keys: "Touches : \u2190 et \u2192 avancent ou reculent d'une étape, Home et End vont au début ou à la fin, Espace lit ou met en pause.",
      dealt: (seed) => "Donne faite dans votre navigateur, graine " + seed + ".",
      dealing: "Donne en cours\u2026",
      dealingText: "La donne se fait ; le plateau la montre depuis sa première étape dès qu'elle est faite.",
      past: (count) => "La donne n'a que " + count + " étapes : le plateau montre la dernière.",
      starting: "Démarrage du moteur",
      worked: "À propos de la donne commentée, non de celle du plateau : ",
      counter: (n, count) => "Étape " + n + " sur " + count,
      gathered: "Les cartes telles qu'elles étaient avant d'être ramassées :",
    },
  });
})();
