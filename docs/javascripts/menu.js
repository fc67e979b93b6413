/*
 * The menu button: on a narrow screen the header's button that opens the navigation drawer is
 * a label, made a focusable button by the theme override (overrides/main.html). Material's key
 * handler opens it with Enter; a button opens with Space too, and Space must not scroll the
 * page instead. The handler is on the document, so it lives through instant navigation.
 *
 * Load order (scripts/site/assets.py joins the parts): needs nothing on window.lansquenet; gives
 * menu.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  if (L.menu) return;
  L.menu = true;
  document.addEventListener("keydown", (event) => {
    if (event.key !== " " || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches('label[for="__drawer"][role="button"]')) return;
    event.preventDefault();
    target.click();
  });
})();
