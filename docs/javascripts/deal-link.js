/*
 * Deal links: the URL fragment that reopens a deal on one board of the page
 * (#board=ID&variant=pagat&seed=7&seats=5), written for a board's "Link to this deal" and read
 * back, checked against the board's own variant and options before any engine sees it.
 *
 * Load order (scripts/site/assets.py joins the parts): needs board-view.js (view) on
 * window.lansquenet; gives dealLink, which board.js uses.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  const PREFIX = "board=";
  const RESERVED = new Set(["board", "variant", "seed"]);

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
   * Read a deal link for one board: {spec} for a well-formed link, or {error: sentence}.
   * @type {LQ.Namespace["dealLink"]["read"]}
   */
  function read(params, board) {
    const own = board.base.variant;
    const fallback = ", so the board shows its own deal.";
    if (params.get("variant") !== own) {
      return { error: "The link names a variant this board does not deal" + fallback };
    }
    const seedText = params.get("seed") || "";
    if (!/^[0-9]{1,10}$/.test(seedText) || Number(seedText) > 4294967295) {
      return { error: "The link's seed is not a whole number from 0 to 4294967295" + fallback };
    }
    /** @type {LQ.Options} */
    const options = {};
    const known = new Map(board.variant.options.map((o) => [o.name, o]));
    for (const [name, text] of params) {
      if (RESERVED.has(name)) continue;
      const option = known.get(name);
      if (!option) return { error: "The link sets an option this variant does not have" + fallback };
      const value = V.readOption(option, text);
      if (value === undefined) return { error: "The link gives an option a value it cannot take" + fallback };
      options[name] = value;
    }
    return { spec: board.specFor(options, Number(seedText)) };
  }

  /** @param {string} text */
  function decodeURIComponentSafe(text) {
    try {
      return decodeURIComponent(text);
    } catch (error) {
      return text;
    }
  }

  /** Whether the location's fragment is a deal link. */
  function inLocation() {
    return decodeURIComponentSafe(location.hash.slice(1)).startsWith(PREFIX);
  }

  L.dealLink = { linkFor, read, inLocation };
})();
