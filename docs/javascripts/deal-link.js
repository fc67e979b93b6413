/*
 * Deal links: the URL fragment that reopens a deal on one board of the page
 * (#board=ID&variant=pagat&seed=7&seats=5), written for a board's "Link to this deal" and read
 * back, checked against the board's own variant and options before any engine sees it.
 *
 * Step links: a deal link, or for the page's own deal only the board (#board=ID), with the step
 * to open at (&step=16). The address follows the step as a reader steps a board, so the address
 * bar always holds a link to what the reader sees.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) and board-view.js
 * (view) on window.lansquenet; gives dealLink, which board.js uses.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  const PREFIX = "board=";

  /** What a link that cannot be read makes a board say, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      fallback: ", so the board shows its own deal.",
      step: "The link's step is not a whole number from 1 up",
      variant: "The link names a variant this board does not deal",
      seed: "The link's seed is not a whole number from 0 to 4294967295",
      option: "The link sets an option this variant does not have",
      value: "The link gives an option a value it cannot take",
      unread: "The deal link could not be read, so the board shows its own deal.",
      noBoard: "The link names a board this page does not have, so the first board shows its own deal.",
    },
    fr: {
      fallback: " : le plateau montre donc sa propre donne.",
      step: "L'étape du lien n'est pas un nombre entier à partir de 1",
      variant: "Le lien nomme une variante que ce plateau ne donne pas",
      seed: "La graine du lien n'est pas un nombre entier de 0 à 4294967295",
      option: "Le lien fixe une option que cette variante n'a pas",
      value: "Le lien donne à une option une valeur qu'elle ne peut pas prendre",
      unread: "Le lien de donne n'a pas pu être lu : le plateau montre donc sa propre donne.",
      noBoard:
        "Le lien nomme un plateau que cette page n'a pas : le premier plateau montre donc sa propre donne.",
    },
  });
  const RESERVED = new Set(["board", "variant", "seed", "step"]);

  /**
   * The fragment that reopens `spec` on the board `id`.
   * @type {LQ.Namespace["dealLink"]["linkFor"]}
   */
  function linkFor(id, spec) {
    const params = new URLSearchParams();
    params.set("board", id);
    params.set("variant", spec.variant);
    params.set("seed", String(spec.seed));
    Object.keys(spec.options || {})
      .sort()
      .forEach((name) => params.set(name, String((spec.options || {})[name])));
    return "#" + params.toString();
  }

  /**
   * The fragment that opens the board `id` at `step` (counted from 1): of `spec`'s deal, or of the
   * page's own deal when `spec` is null.
   * @type {LQ.Namespace["dealLink"]["stepLink"]}
   */
  function stepLink(id, spec, step) {
    const deal = spec ? linkFor(id, spec) : "#" + new URLSearchParams({ board: id }).toString();
    return deal + "&step=" + step;
  }

  /**
   * Read a deal link for one board: {spec, step} for a well-formed link (spec null for a link
   * to the page's own deal), or {error: sentence}.
   * @type {LQ.Namespace["dealLink"]["read"]}
   */
  function read(params, board) {
    const own = board.base.variant;
    const fallback = WORDS.fallback;
    const stepText = params.get("step");
    if (stepText !== null && !/^[1-9][0-9]{0,5}$/.test(stepText)) {
      return { error: WORDS.step + fallback };
    }
    const step = stepText === null ? 1 : Number(stepText);
    if (!params.has("variant") && !params.has("seed")) return { spec: null, step };
    if (params.get("variant") !== own) {
      return { error: WORDS.variant + fallback };
    }
    const seedText = params.get("seed") || "";
    if (!/^[0-9]{1,10}$/.test(seedText) || Number(seedText) > 4294967295) {
      return { error: WORDS.seed + fallback };
    }
    /** @type {LQ.Options} */
    const options = {};
    const known = new Map(board.variant.options.map((o) => [o.name, o]));
    for (const [name, text] of params) {
      if (RESERVED.has(name)) continue;
      const option = known.get(name);
      if (!option) return { error: WORDS.option + fallback };
      const value = V.readOption(option, text);
      if (value === undefined) return { error: WORDS.value + fallback };
      options[name] = value;
    }
    return { spec: board.specFor(options, Number(seedText)), step };
  }

  /** @param {string} text */
  function decodeURIComponentSafe(text) {
    try {
      return decodeURIComponent(text);
    } catch (error) {
      return text;
    }
  }

  /**
   * Open the location's deal or step link, if it has one, on the board it names among `boards`.
   * @type {LQ.Namespace["dealLink"]["apply"]}
   */
  function apply(boards) {
    if (!inLocation() || !boards.length) return;
    let params;
    try {
      params = new URLSearchParams(location.hash.slice(1));
    } catch (error) {
      boards[0].showDefault(WORDS.unread);
      return;
    }
    const board = boards.find((b) => b.id === params.get("board"));
    if (!board) {
      boards[0].showDefault(WORDS.noBoard);
      boards[0].root.scrollIntoView({ block: "start" });
      return;
    }
    board.root.scrollIntoView({ block: "start" });
    const result = read(params, board);
    if (result.error !== undefined) board.showDefault(result.error);
    else if (result.spec) board.open(result.spec, result.step);
    else {
      // The page's own deal: back to it only if another is shown (a second reading of the same
      // link must not clear what the first said).
      if (board.spec) board.showDefault("");
      board.goLinked(result.step);
    }
  }

  /** Whether the location's fragment is a deal link. */
  function inLocation() {
    return decodeURIComponentSafe(location.hash.slice(1)).startsWith(PREFIX);
  }

  L.dealLink = { linkFor, stepLink, read, apply, inLocation };
})();
