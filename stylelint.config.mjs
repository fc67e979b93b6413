// Stylelint for docs/stylesheets/*.css: the standard config, relaxed only where a rule fights the
// theme (Material for MkDocs) or the browsers the site still serves; each relaxation says why.
export default {
  extends: ["stylelint-config-standard"],
  rules: {
    // Material names its classes and custom properties in BEM (md-typeset__scrollwrap,
    // --md-default-fg-color--light), and ours sit beside and override them.
    "selector-class-pattern": null,
    "custom-property-pattern": null,
    // Ours override Material's rules, which carry .md-typeset; each file keeps a component's rules
    // together, so a less specific rule may follow a more specific one of another component.
    "no-descending-specificity": null,
    // The range syntax (width <= 44em) and complex :not(a, b) are missing from some browsers the
    // site still serves (Safari before 16.4 for ranges); both forms mean the same.
    "media-feature-range-notation": "prefix",
    "selector-not-notation": null,
    // page-break-* for print engines that lack break-*; clip for the visually hidden text pattern.
    "property-no-deprecated": [
      true,
      { ignoreProperties: ["clip", "page-break-after", "page-break-before", "page-break-inside"] },
    ],
    // Heights measured in the browser (anywhere.css) are kept to the digit.
    "number-max-precision": 6,
  },
};
