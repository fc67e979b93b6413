/*
 * Compact transcripts, read back: the build (scripts/site/delta.py) keeps a board's first step
 * view whole and gives each later step only its change from the step before, which makes the
 * court game's page several times lighter. `lansquenet.expandTranscript(t)` rebuilds every
 * step's `view` once, when a board reads its embedded data; a transcript that is not compact
 * (a new deal from the engine) comes back as it is.
 *
 * A patch: [value] replaces; [] as a member of an object patch removes that key; an object
 * changes only the keys (for an array, its indices and "length") it lists. Unchanged parts are
 * shared between steps, so views must be treated as read-only (the board only draws them).
 *
 * Load order (scripts/site/assets.py joins the parts): needs nothing on window.lansquenet; gives
 * expandTranscript.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const FORMAT = "delta-1";

  /**
   * `old` with `change` applied; the parts `change` leaves alone are shared, not copied.
   * @param {any} old a JSON value
   * @param {LQ.Patch} change
   * @returns {any}
   */
  function apply(old, change) {
    if (Array.isArray(change)) return change[0];
    if (Array.isArray(old)) {
      const result = old.slice();
      if ("length" in change) {
        const length = Number(change.length);
        while (result.length < length) result.push(null);
        result.length = length;
      }
      Object.keys(change).forEach((key) => {
        if (key !== "length")
          result[Number(key)] = apply(result[Number(key)], /** @type {LQ.Patch} */ (change[key]));
      });
      return result;
    }
    const result = Object.assign({}, old);
    Object.keys(change).forEach((key) => {
      const sub = /** @type {LQ.Patch} */ (change[key]);
      if (Array.isArray(sub) && sub.length === 0) delete result[key];
      else result[key] = apply(result[key], sub);
    });
    return result;
  }

  /**
   * @param {LQ.CompactTranscript | LQ.Transcript} transcript
   * @returns {LQ.Transcript}
   */
  function expandTranscript(transcript) {
    if (!transcript || !("views" in transcript) || transcript.views !== FORMAT) {
      return /** @type {LQ.Transcript} */ (transcript);
    }
    const out = Object.assign({}, transcript);
    delete out.views;
    /** @type {LQ.View | null} */
    let previous = null;
    out.steps = transcript.steps.map((step) => {
      const full = Object.assign({}, step);
      if (full.delta !== undefined) {
        full.view = apply(previous, full.delta);
        delete full.delta;
      }
      if (full.view !== null && full.view !== undefined) previous = full.view;
      return full;
    });
    return /** @type {LQ.Transcript} */ (out);
  }

  L.expandTranscript = expandTranscript;
})();
