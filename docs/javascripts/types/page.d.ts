/*
 * What the page scripts share: the `window.lansquenet` namespace each part hangs its pieces on
 * (in the order scripts/site/assets.py joins them), the data the build embeds in pages, and the
 * few globals of Material's own script that the parts use.
 *
 * Checked by `tsc` only (tsconfig.json); never shipped with the site.
 */

/* ---------- data the build embeds in pages ---------- */

declare namespace LQ {
  /** A variant's option as a form or a link reads it (scripts/site/fields.py rules). */
  interface Option {
    name: string;
    default: OptionValue;
    low?: number;
    high?: number;
    choices?: string[];
    match_only?: boolean;
  }

  /** An option's field in a New deal or Play setup form (scripts/site/fields.py), with its option. */
  interface OptionField {
    input: HTMLInputElement | HTMLSelectElement;
    option: Option;
  }

  /** A board's table before the reader changes anything (scripts/site/boards.py base_spec). */
  interface BoardBase {
    variant: string;
    scope?: string;
    seats: string[];
    options: Options;
    banker?: number;
    chips?: number | number[];
  }

  /** A board's JSON (scripts/site/boards.py), element [0] of its first script. */
  interface BoardData {
    transcript: CompactTranscript;
    base: BoardBase;
    variant: { options: Option[] };
    title?: string;
    terms?: Record<string, string>;
    pure?: boolean;
  }

  /** A Play table's JSON (scripts/site/play_tables.py), element [0] of its first script. */
  interface PlayData {
    variant: string;
    title?: string;
    options: Option[];
    /** The variant's named option sets (lansquenet.variants.Preset), offered above its options. */
    presets?: Preset[];
    names: string[];
    terms?: Record<string, string>;
  }

  /** A named option set: every option's value, with its name and words. */
  interface Preset {
    name: string;
    title: string;
    doc: string;
    options: Record<string, OptionValue>;
  }

  /** A predict checkpoint's JSON (scripts/site/predict.py), element [0]. */
  interface PredictData {
    id: string;
    board: string;
    step: number;
    ask: "gains" | "pays";
    seats: string[];
    changes: number[];
    lead?: string;
    question?: string;
    text: string;
    result: string;
    deck: string;
  }

  /** One pair of the rule-of-odds calculator (scripts/site/calculator.py). */
  interface CalculatorPair {
    carabin: number;
    banker: number;
    least: number;
    pays: number;
    win: string;
    value: string;
    lines: string[];
  }

  /** offline.json (scripts/site/offline.py). */
  interface OfflineManifest {
    version: string;
    bytes: number;
    files: { url: string; bytes: number }[];
  }

  /* ---------- the parts' pieces, as other parts use them ---------- */

  type EngineState = "idle" | "loading" | "ready" | "failed";

  /** engine-client.js */
  interface Engine {
    state: EngineState;
    message: string;
    workersStarted: number;
    timings: (Timings & { startToReady: number }) | null;
    /** requests the page has sent the worker */
    asked: number;
    onState(fn: (state: EngineState, message: string) => void): () => void;
    start(urls: EngineUrls): Promise<void>;
    /** start the worker quietly, ahead of a request (engine-warm.js) */
    warm(urls: EngineUrls): void;
    deal(spec: DealSpec, urls: EngineUrls): Promise<Transcript>;
    play: {
      start(request: PlayRequest, urls: EngineUrls): Promise<PlayStart>;
      act(session: string, action: string): Promise<PlayProgress>;
      transcript(session: string): Promise<Transcript>;
      end(session: string): Promise<unknown>;
    };
    lab(request: LabRequest, urls: EngineUrls): Promise<LabBatch>;
  }

  /** What a board's step buttons and keys do (board.js). */
  type BoardAction = "first" | "back" | "play" | "next" | "last";

  /** A board (board.js), as predict.js steps it and deal-link.js reads a link for it. */
  interface Board {
    readonly id: string;
    readonly root: HTMLElement;
    base: BoardBase;
    variant: { options: Option[] };
    specFor(options: Options, seed: number): DealSpec;
    transcript: Transcript;
    go(index: number): void;
    goLinked(step: number): void;
    spec: DealSpec | null;
    open(spec: DealSpec, step?: number): Promise<void>;
    showDefault(sentence: string): void;
    pause(): void;
  }

  /** The setup form of a Play table (play-setup.js). */
  interface PlaySetup {
    form: HTMLFormElement;
    start: HTMLButtonElement;
    read():
      | { request: PlayRequest; error?: undefined }
      | { error: string; input: HTMLInputElement | HTMLSelectElement };
    say(sentence: string, input?: HTMLInputElement | HTMLSelectElement): void;
  }

  /** The decision controls (play-decide.js). */
  interface DecisionPanel {
    node: HTMLElement;
    hide(): void;
    showPass(name: string, onReady: () => void): void;
    show(decision: Decision, name: string, own: boolean): void;
    press(i: number): boolean;
    focus(): void;
  }

  /** The end of a match (play-end.js). */
  interface EndPanel {
    node: HTMLElement;
    download: HTMLAnchorElement;
    hide(): void;
    show(
      answer: { standings: Standing[]; winners?: (number | string)[] | null },
      scope: string,
      actions: Node[],
    ): void;
    offer(transcript: Transcript): void;
    fail(sentence: string): void;
    release(): void;
  }

  /** A step control of a Play table's board (play-board.js): a button, a key or the pace. */
  type PlayAction = "first" | "back" | "play" | "next" | "latest" | "decision" | "deal-end";

  /** The parts of a Play table's board (play-board.js), empty until play.js fills them. */
  interface PlayBoard {
    board: HTMLDivElement;
    who: HTMLParagraphElement;
    buttons: Record<string, HTMLButtonElement>;
    pace: HTMLSelectElement;
    counter: HTMLSpanElement;
    text: HTMLParagraphElement;
    table: HTMLDivElement;
    pendingNote: HTMLDivElement;
    ahead: HTMLParagraphElement;
    screen: HTMLDivElement;
    money: HTMLDivElement;
    announce: HTMLParagraphElement;
  }

  /** A Play table (play.js): the rooms (room-client.js) hand it the server's answers. */
  interface PlayTable {
    readonly root: HTMLElement;
    setup: PlaySetup;
    decide: DecisionPanel;
    end: EndPanel;
    who: HTMLElement;
    request: { scope: string } | null;
    seats: string[];
    marks: Record<number, string>;
    standings: Standing[] | null;
    winners: (number | string)[];
    lastPerson: number | null;
    open(answer: PlayStart): void;
    receive(answer: PlayProgress): void;
    send(notation: string): Promise<void>;
    close(): Promise<void>;
    fetchTranscript(): Promise<void>;
    describeTable(): void;
    showEnd(): void;
  }

  /** The drawing helpers of board-view.js, shared by the boards, Play and rooms. */
  interface ViewHelpers {
    el<K extends keyof HTMLElementTagNameMap>(
      tag: K,
      attributes?: Record<string, string> | null,
      ...children: (Node | string | null | undefined)[]
    ): HTMLElementTagNameMap[K];
    find<T extends Element>(root: ParentNode, selector: string, type: { new (): T; prototype: T }): T;
    embedded(root: Element): unknown;
    steady(parts: HTMLElement[], count: number, draw: (index: number) => void, current: number): void;
    worked(root: HTMLElement, seats: string[]): HTMLElement[];
    slug(term: string): string;
    fillText(node: HTMLElement, step: Step, glossary: string, names: Record<string, string>): void;
    fillWords(
      details: HTMLElement,
      transcript: Transcript,
      glossary: string,
      names: Record<string, string>,
    ): void;
    card(text: string): HTMLElement;
    chips(n: number): string;
    listWords(names: string[]): string;
    kindWords(kind: string): string;
    /** an action not on offer, in words, and why */
    notOffered(what: string, why: string): string;
    crowded(transcript: { steps: Step[] }): boolean;
    drawTable(node: HTMLElement, view: View, rows: boolean, marks?: Record<number, string>): void;
    drawPending(node: HTMLElement, view: View): void;
    drawMoney(
      node: HTMLElement,
      transcript: { steps: Step[]; seats: string[] },
      index: number,
      owners: Record<string, string>,
      state: { totalsOpen?: boolean } | null,
    ): void;
    owners(transcript: { steps: Step[]; seats: string[] }): Record<string, string>;
    readOption(option: Option, text: unknown): OptionValue | undefined;
    setInput(input: HTMLInputElement | HTMLSelectElement, option: Option, value: unknown): void;
    readInput(input: HTMLInputElement | HTMLSelectElement, option: Option): OptionValue | undefined;
  }

  type Speed = [value: string, label: string, ms: number];

  /**
   * window.lansquenet. Each part of lansquenet.js and lansquenet-tools.js adds its pieces, in the
   * order of scripts/site/assets.py: a part may use the pieces of the parts before it, so those
   * are typed as present; a part that tests for its own piece (run twice) finds it optional.
   */
  /** board-words.js: the words of a board's parts, in the page's language (told.js) */
  interface BoardWords {
    /** a suit's letter -> its name */
    suits: Record<string, string>;
    /** a rank's letter or number -> its name */
    ranks: Record<string, string>;
    card(rank: string, suit: string, code: string): string;
    betsOn(named: string): string;
    noBets: string;
    noCard: string;
    /** the roles named on a seat (as their key, capitalised, unless here) */
    roles: Record<string, string>;
    banker: string;
    toAct: string;
    bank: string;
    bet: string;
    stake: string;
    onTable: string;
    account(label: string): string;
    transfer(payer: string, payee: string, amount: string, reason: string | null | undefined): string;
    nothingOnTable: string;
    stock(n: number): string;
    seats: string;
    waiting: string;
    notOffered(what: string, why: string): string;
    betOn(rank: string): string;
    /** an action's kind in words */
    kinds: Record<string, string>;
    and: string;
    chips(n: number): string;
    see: string;
    net: string;
    noMove: string;
    hasPaid(payer: string, payee: string, amount: string): string;
    nobodyPaid: string;
    whoPaid(pairs: number): string;
    thisStep: string;
    soFar: string;
  }

  /** board-words.js: the words of a board's controls, in the page's language (told.js) */
  interface BoardControlWords {
    /** the step buttons' group */
    controls: string;
    /** each step button's action and label, in the order they are shown */
    acts: [BoardAction, string][];
    pause: string;
    project: string;
    projectLabel(board: string): string;
    keys: string;
    dealt(seed: number | null): string;
    dealing: string;
    dealingText: string;
    past(count: number): string;
    /** how engine-client.js's loading message begins */
    starting: string;
    worked: string;
    counter(n: number, count: number): string;
    gathered: string;
  }

  interface Namespace {
    /** board-words.js: the words of a board's parts */
    boardWords: BoardWords;
    /** board-words.js: the words of a board's controls */
    boardControlWords: BoardControlWords;
    /** told.js: the page's language, from <html lang>, read when asked */
    language(): "en" | "fr";
    /**
     * told.js: the words of `tables` in the page's language at each use (French typeset); both
     * tables have the same keys.
     */
    told<T extends object>(tables: { en: T; fr: NoInfer<T> }): T;
    /**
     * told.js: the sentence refusing a number outside `option`'s range, ending with `so` (what
     * did not happen), in the page's language
     */
    outOfRange(name: string, option: Option, so: string): string;
    /** pages.js */
    eachPage(setup: () => void | (() => void)): void;
    /** palette.js */
    palette?: { apply(form: HTMLFormElement, index: number): void };
    /** engine-client.js */
    engine: Engine;
    /** board-view.js */
    view: ViewHelpers;
    /** transcript-delta.js */
    expandTranscript(transcript: CompactTranscript | Transcript): Transcript;
    /** deal-link.js */
    dealLink: {
      linkFor(id: string, spec: { variant: string; seed: number; options?: Options }): string;
      stepLink(
        id: string,
        spec: { variant: string; seed: number; options?: Options } | null,
        step: number,
      ): string;
      read(
        params: URLSearchParams,
        board: Board,
      ): { spec: DealSpec | null; step: number; error?: undefined } | { error: string };
      apply(boards: Board[]): void;
      inLocation(): boolean;
    };
    /** board.js */
    setupAll(): void;
    boards: Set<Board>;
    /** navigation.js */
    navigation?: { base: string; isPage(url: URL): boolean };
    /** menu.js */
    menu?: boolean;
    /** tooltips.js */
    tooltips?: { show(abbr: HTMLElement): void; hide(): void };
    /** tables.js */
    tables?: { prepare(): void };
    /** offline.js */
    offline?: { available: boolean; savedWhole(): Promise<string | false> };
    /** play-setup.js, play-decide.js, play-pace.js, play-end.js, play-board.js, play.js */
    PlaySetup: new (form: HTMLFormElement, data: PlayData, id: string) => PlaySetup;
    DecisionPanel: new (id: string, onAct: (notation: string) => Promise<void>) => DecisionPanel;
    playPace: {
      SPEEDS: Speed[];
      dealEnd(steps: Step[], index: number): number;
      decided(step: Step | undefined): boolean;
    };
    PlayEnd: {
      EndPanel: new (id: string, glossary: string, terms: Record<string, string>) => EndPanel;
      winnerWords(standings: Standing[], winners: (number | string)[] | null | undefined): string;
    };
    playBoard: {
      /** the words of the board's frame and controls that play.js shows as the match goes */
      words: {
        pause: string;
        play: string;
        decision: string;
        latest: string;
        counter(n: number, count: number): string;
        noStep: string;
      };
      build(
        id: string,
        speed: number,
        decide: DecisionPanel,
        end: EndPanel,
        on: { act(action: PlayAction): void; pace(ms: number): void },
      ): PlayBoard;
      showPlaying(buttons: Record<string, HTMLButtonElement>, playing: boolean): void;
      bringIntoView(parts: Element[]): void;
    };
    plays: Set<PlayTable>;
  }
}

/* ---------- globals ---------- */

interface Window {
  lansquenet: LQ.Namespace;
  /** Material's page announcements (an RxJS subject), absent without its script. */
  document$?: { subscribe(next: () => void): unknown };
  /** Material's location subject: instant navigation goes to the URL it is given. */
  location$?: { next(url: URL): void };
  /** Material's storage helper (its palette choice, "__palette"). */
  __md_set?: (key: string, value: unknown) => void;
}

interface HTMLElement {
  /** The lab on its root (lab.js), for the tests and the bench. */
  lab?: unknown;
}
