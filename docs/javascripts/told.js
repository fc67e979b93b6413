/*
 * The page's language, and the scripts' words in it.
 *
 * An English page is <html lang="en">, a French one <html lang="fr">. `language()` reads it each
 * time it is asked, never once at load: this script lives on across Material's instant
 * navigation, and the words of a page must be those of the page shown.
 *
 * Each part keeps its words in one table per language, the same keys in both:
 *
 *   const WORDS = L.told({ en: { next: "Next", counter: (n) => "Step " + n }, fr: {...} });
 *
 * `told` answers an object that reads, at each use, the table of the page's language at that
 * moment. French is written with plain spaces before : ; ? ! and inside « »; the French table
 * comes back with the no-break spaces French typography wants there (as lansquenet.language
 * typesets the engine's words), in its strings and in what its functions answer.
 *
 * Load order (scripts/site/assets.py joins the parts): first of all, needing nothing; gives
 * language, told and outOfRange, which every part that words something uses.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (Object.hasOwn(L, "told")) return; // run twice, the first stays

  /** @type {LQ.Namespace["language"]} */
  function language() {
    const lang = (document.documentElement.lang || "").toLowerCase();
    return lang === "fr" || lang.startsWith("fr-") ? "fr" : "en";
  }

  /** The spaces French typography puts before some signs and inside guillemets. */
  const SPACES = [
    [" :", "\u00a0:"],
    [" ;", "\u202f;"],
    [" ?", "\u202f?"],
    [" !", "\u202f!"],
    ["\u00ab ", "\u00ab\u00a0"],
    [" \u00bb", "\u00a0\u00bb"],
  ];

  /** @param {string} text */
  function typeset(text) {
    return SPACES.reduce((out, [plain, fixed]) => out.split(plain).join(fixed), text);
  }

  /**
   * A table's value typeset: a string, what a function answers, each member of an array or object.
   * @param {unknown} value
   * @returns {unknown}
   */
  function typesetAll(value) {
    if (typeof value === "string") return typeset(value);
    if (typeof value === "function") {
      const words = /** @type {(...args: unknown[]) => unknown} */ (value);
      return (/** @type {unknown[]} */ ...args) => {
        const out = words(...args);
        return typeof out === "string" ? typeset(out) : out;
      };
    }
    if (Array.isArray(value)) return value.map(typesetAll);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typesetAll(inner)]));
    return value;
  }

  /**
   * The words of `tables` in the page's language, read at each use.
   * @type {LQ.Namespace["told"]}
   */
  function told(tables) {
    /** @type {object | null} */
    let french = null;
    const table = () =>
      /** @type {Record<string | symbol, unknown>} */ (
        language() === "fr" ? french || (french = /** @type {object} */ (typesetAll(tables.fr))) : tables.en
      );
    return new Proxy(tables.en, {
      get: (_, key) => table()[key],
      has: (_, key) => key in table(),
      ownKeys: () => Reflect.ownKeys(table()),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Object.getOwnPropertyDescriptor(table(), key);
        return found && Object.assign(found, { configurable: true });
      },
    });
  }

  /** The sentence refusing a number out of its option's range; each form says what did not happen. */
  const RANGE = told({
    en: {
      outOfRange: (/** @type {string} */ name, /** @type {LQ.Option} */ option, /** @type {string} */ so) =>
        name.charAt(0).toUpperCase() +
        name.slice(1) +
        " must be a whole number from " +
        option.low +
        " to " +
        option.high +
        ", so " +
        so +
        ".",
    },
    fr: {
      outOfRange: (name, option, so) =>
        "« " +
        name +
        " » doit être un nombre entier de " +
        option.low +
        " à " +
        option.high +
        " : " +
        so +
        ".",
    },
  });

  L.language = language;
  L.told = told;
  L.outOfRange = (name, option, so) => RANGE.outOfRange(name, option, so);
})();
