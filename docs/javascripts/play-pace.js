/*
 * Play: the pace of the cards. Steps the engine sends arrive all at once (the computer seats
 * decide at once); the page shows them one at a time at a speed the reader picks, and can skip
 * to the reader's next decision or to the end of the deal in progress.
 *
 * A deal is over at its deciding step: the view's extra.outcome turns from empty to set there
 * (every variant sets it when a deal is decided and clears it when the next one starts), and the
 * steps right after it that keep it set settle the deal. So "to the end of the deal" is the last
 * step of the next run of steps with an outcome.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told) on window.lansquenet;
 * gives playPace.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));

  /** The reader's choice of pace: milliseconds between steps, named in the page's language (told.js). */
  const PACES = L.told({
    en: {
      /** @type {LQ.Speed[]} */
      speeds: [
        ["slow", "Slow", 2400],
        ["normal", "Normal", 1300],
        ["fast", "Fast", 550],
      ],
    },
    fr: {
      speeds: [
        ["slow", "Lent", 2400],
        ["normal", "Normal", 1300],
        ["fast", "Rapide", 550],
      ],
    },
  });

  /** @type {LQ.Namespace["playPace"]["decided"]} */
  function decided(step) {
    const extra = (step && step.view && step.view.extra) || {};
    return extra.outcome !== null && extra.outcome !== undefined && extra.outcome !== "";
  }

  /**
   * The index "to the end of the deal" leads to from `index`: the end of the settling run the
   * reader is in, or else of the next one; the last step there is when the deal has not ended yet.
   * @type {LQ.Namespace["playPace"]["dealEnd"]}
   */
  function dealEnd(steps, index) {
    const last = steps.length - 1;
    let i = index;
    if (!decided(steps[i]) || (i < last && !decided(steps[i + 1]))) {
      // Not inside a settling run with more to come: find where the next one starts.
      i += 1;
      while (i <= last && !(decided(steps[i]) && !decided(steps[i - 1]))) i += 1;
      if (i > last) return last;
    }
    while (i < last && decided(steps[i + 1])) i += 1;
    return i;
  }

  L.playPace = {
    get SPEEDS() {
      return PACES.speeds;
    },
    dealEnd,
    decided,
  };
})();
