// ESLint for the browser code: the page scripts (classic scripts joined into lansquenet.js and
// lansquenet-tools.js by scripts/site/assets.py), the engine's worker (a module) and the offline
// service worker. @eslint/js's recommended rules, plus those that catch real faults.
import js from "@eslint/js";
import globals from "globals";

const faults = {
  eqeqeq: ["error", "always"],
  "no-shadow": ["error", { builtinGlobals: false }],
  "no-unused-vars": ["error", { args: "all", argsIgnorePattern: "^_", caughtErrors: "none" }],
  "no-implicit-globals": "error",
  "prefer-const": "error",
  "no-var": "error",
  "no-implicit-coercion": ["error", { allow: ["!!", "+"] }],
  "no-promise-executor-return": "error",
  "no-self-compare": "error",
  "no-template-curly-in-string": "error",
  "no-unmodified-loop-condition": "error",
  "no-unreachable-loop": "error",
  "no-use-before-define": ["error", { functions: false, classes: true, variables: true }],
  "array-callback-return": "error",
  "no-constructor-return": "error",
  "no-eval": "error",
  "no-new-func": "error",
  "no-throw-literal": "error",
  "no-useless-concat": "error",
  strict: ["error", "function"],
};

export default [
  js.configs.recommended,
  {
    files: ["docs/javascripts/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.browser } },
    rules: faults,
  },
  {
    files: ["docs/javascripts/engine-worker.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.worker } },
    rules: { ...faults, strict: "off" },
  },
  {
    files: ["scripts/site/offline-worker.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.serviceworker } },
    rules: { ...faults, strict: "off", "no-implicit-globals": "off" },
  },
  {
    files: ["eslint.config.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.node } },
  },
];
