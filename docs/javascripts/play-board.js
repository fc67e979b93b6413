/*
 * Play: the board a match is shown on, empty, with its controls (play.js fills it as the match goes).
 *
 * The parts are those of the reference boards (board.js): who plays, the step buttons and the
 * pace, the step's words, the table, the decision pending, the chips; and Play's own: the
 * reader's decision and how far off it is, the end of the match, and a line for screen readers.
 * The keys on the table step, pause and press the choices; the board says which in its keys line.
 * The board is drawn here and not in play.js so that the match there reads as the match: what
 * the engine sends, the pace of the steps and what is drawn at each.
 *
 * Load order (scripts/site/assets.py joins the parts): needs told.js (told), board-view.js (view)
 * and play-pace.js (playPace) on window.lansquenet; gives playBoard.
 */
(function () {
  "use strict";

  const L = (window.lansquenet = window.lansquenet || /** @type {LQ.Namespace} */ ({}));
  const V = L.view; // board-view.js

  /** Every word of the board's frame and controls, in the page's language (told.js). */
  const WORDS = L.told({
    en: {
      controls: "Step through the match",
      first: "First",
      back: "Back",
      pause: "Pause",
      play: "Play",
      next: "Next",
      decision: "To my next decision",
      latest: "To the latest step",
      dealEnd: "To the end of the deal",
      pace: "Pace",
      keys:
        "Keys: \u2190 and \u2192 step, Home and End jump, space pauses or plays, " +
        "G goes to your next decision, E to the end of the deal, 1 to 9 press the choices.",
      counter: (/** @type {number} */ n, /** @type {number} */ count) => "Step " + n + " of " + count,
      noStep: "No step yet",
    },
    fr: {
      controls: "Parcourir la partie",
      first: "Début",
      back: "Précédent",
      pause: "Pause",
      play: "Lire",
      next: "Suivant",
      decision: "Jusqu'à ma décision",
      latest: "Jusqu'à la dernière étape",
      dealEnd: "Jusqu'à la fin de la donne",
      pace: "Allure",
      keys:
        "Touches : \u2190 et \u2192 avancent ou reculent d'une étape, Home et End vont au début ou à la fin, " +
        "Espace met en pause ou lit, G va à votre prochaine décision, E à la fin de la donne, 1 à 9 choisissent.",
      counter: (n, count) => "Étape " + n + " sur " + count,
      noStep: "Aucune étape encore",
    },
  });

  /**
   * The keys that step (the keys line says them); space plays or pauses, 1 to 9 press the choices.
   * @type {Record<string, LQ.PlayAction>}
   */
  const KEYS = {
    ArrowLeft: "back",
    ArrowRight: "next",
    Home: "first",
    End: "latest",
    g: "decision",
    G: "decision",
    e: "deal-end",
    E: "deal-end",
  };

  /**
   * A key pressed on the board: a step, play or pause, or a choice of the decision offered.
   * Keys typed into a field, or with Alt, Ctrl or Meta, are left alone.
   * @param {KeyboardEvent} event
   * @param {LQ.DecisionPanel} decide
   * @param {(action: LQ.PlayAction) => void} act
   */
  function onKey(event, decide, act) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA") return;
    if (KEYS[event.key]) {
      event.preventDefault();
      event.stopPropagation(); // the theme's own keys (search, next page) stay out of the table
      act(KEYS[event.key]);
    } else if (event.key === " " && target.tagName !== "BUTTON" && target.tagName !== "A") {
      event.preventDefault();
      act("play");
    } else if (/^[1-9]$/.test(event.key) && !decide.node.hidden) {
      event.preventDefault();
      event.stopPropagation();
      decide.press(Number(event.key) - 1);
    }
  }

  /**
   * The board of table `id`, hidden until a match opens, with `decide` and `end` in their places;
   * its buttons and keys call `on.act`, its pace `on.pace` with the milliseconds chosen.
   * @type {LQ.Namespace["playBoard"]["build"]}
   */
  function build(id, speed, decide, end, on) {
    const el = V.el;
    const board = el("div", { class: "lq-play-board", hidden: "" });
    board.tabIndex = -1;
    const who = el("p", { class: "lq-play-who" });

    const controls = el("div", {
      class: "lq-controls",
      role: "group",
      "aria-label": WORDS.controls,
    });
    /** @type {Record<string, HTMLButtonElement>} */
    const buttons = {};
    const add = (
      /** @type {LQ.PlayAction} */ act,
      /** @type {string} */ label,
      /** @type {string} */ key,
    ) => {
      const button = el("button", { type: "button", class: "md-button lq-" + act, "data-act": act }, label);
      if (key) button.setAttribute("aria-keyshortcuts", key);
      button.addEventListener("click", () => on.act(act));
      buttons[act] = button;
      controls.append(button);
    };
    add("first", WORDS.first, "Home");
    add("back", WORDS.back, "ArrowLeft");
    add("play", WORDS.pause, "Space");
    buttons.play.setAttribute("aria-pressed", "true");
    add("next", WORDS.next, "ArrowRight");
    add("decision", WORDS.decision, "G");
    add("deal-end", WORDS.dealEnd, "E");
    const pace = el("select", { id: id + "-pace", class: "lq-pace" });
    L.playPace.SPEEDS.forEach(([, label, ms]) => {
      const option = el("option", { value: String(ms) }, label);
      if (ms === speed) option.selected = true;
      pace.append(option);
    });
    pace.addEventListener("change", () => on.pace(Number(pace.value)));
    controls.append(
      el("span", { class: "lq-option lq-pace-field" }, el("label", { for: pace.id }, WORDS.pace), pace),
    );
    const counter = el("span", { class: "lq-counter" });
    controls.append(counter);

    const text = el("p", { class: "lq-text", "aria-live": "polite" });
    const table = el("div", { class: "lq-table" });
    const pendingNote = el("div", { class: "lq-pending" });
    const ahead = el("p", { class: "lq-play-ahead", hidden: "" });
    const screen = el("div", { class: "lq-play-screen" }, table, ahead, decide.node, pendingNote);
    const money = el("div", { class: "lq-money" });
    // Whose turn it is, for screen readers (the decision controls show it on screen).
    const announce = el("p", { class: "lq-sr-only", role: "status" });
    const keys = el("p", { class: "lq-keys", id: id + "-keys" }, WORDS.keys);
    board.setAttribute("aria-describedby", keys.id);
    board.append(who, controls, text, screen, end.node, money, announce, keys);
    board.addEventListener("keydown", (event) => onKey(event, decide, on.act));
    return { board, who, buttons, pace, counter, text, table, pendingNote, ahead, screen, money, announce };
  }

  /** @type {LQ.Namespace["playBoard"]["showPlaying"]} */
  function showPlaying(buttons, playing) {
    buttons.play.textContent = playing ? WORDS.pause : WORDS.play;
    buttons.play.setAttribute("aria-pressed", String(playing));
  }

  /**
   * Scroll the page, as little as it takes, so that the parts are on screen together under the
   * site's pinned header (on a phone, the cards and the choices about them; the result of a
   * deal). Parts taller than the screen together are shown from the top of the first.
   * @type {LQ.Namespace["playBoard"]["bringIntoView"]}
   */
  function bringIntoView(parts) {
    const boxes = parts.map((part) => part.getBoundingClientRect()).filter((box) => box.height > 0);
    if (!boxes.length) return;
    const header = document.querySelector(".md-header");
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const first = Math.min(...boxes.map((box) => box.top));
    const last = Math.max(...boxes.map((box) => box.bottom));
    if (first >= top && last <= window.innerHeight) return;
    const by = last - first > window.innerHeight - top ? first - top : last - window.innerHeight;
    window.scrollBy({ top: first < top ? first - top : by, behavior: "instant" });
  }

  L.playBoard = { words: WORDS, build, showPlaying, bringIntoView };
})();
