/*
 * The shapes of the engine's data, typed once for every browser script: transcripts and their
 * views (lansquenet.events, as the build embeds them in boards and the engine worker deals them),
 * the Play protocol (lansquenet/play/protocol.py), the table server's room messages
 * (lansquenet_server/app.py), the probability lab's batches (lansquenet.lab), and the messages
 * between the page and the engine worker (engine-worker.mjs). No DOM here: the workers read it too.
 *
 * Checked by `tsc` only (tsconfig.json, tsconfig.workers.json); never shipped with the site.
 */

declare namespace LQ {
  /* ---------- a transcript and its views ---------- */

  type OptionValue = number | boolean | string;
  type Options = Record<string, OptionValue>;

  /** One cards' zone of the table: the stock's up-cards, the banker's card, a player's card... */
  interface Zone {
    id: string;
    label: string;
    side?: string;
    cards: string[];
    /** The card that decides the deal, with its word ("Pair", "Players win"). */
    mark?: { index: number; word: string } | null;
  }

  interface Seat {
    name: string;
    role?: string | null;
    chips: number;
    stake?: number | null;
    note?: string | null;
  }

  /** An account lying on the table ("Blaise's stake"), with the seat that owns it if any. */
  interface PotEntry {
    label: string;
    amount: number;
    seat?: number | null;
  }

  /** The 1979 game's players' cards (view.extra.players_cards): the bets riding on each. */
  interface PlayersCard {
    zone?: string;
    card: string;
    bets?: Record<string, number>;
    live?: boolean;
  }

  /** An action not on offer, and why. */
  interface Unavailable {
    kind: string;
    why: string;
    label?: string;
  }

  /** A legal choice: its kind in the notation, and the amounts it takes if any. */
  interface Choice {
    kind: string;
    label?: string;
    notation?: string;
    low?: number | null;
    high?: number | null;
    step?: number | null;
    /** The amounts in words ("5 to 15 chips, in fives"). */
    range?: string;
  }

  /** The decision a table waits for (lansquenet/play/choices.py decision_json). */
  interface Decision {
    seat: number;
    name?: string;
    kind?: string;
    prompt: string;
    choices: Choice[];
    unavailable?: Unavailable[];
    /** The seat is asked again after each answer until it gives `close`: a series a form may gather. */
    several?: Several;
  }

  /** How a series of one seat's answers is ended and sent together, and the words of its form. */
  interface Several {
    close: string;
    separator: string;
    hint: string;
    amount: string;
    submit: string;
    none: string;
  }

  interface ViewExtra {
    players_cards?: (PlayersCard | null)[];
    outcome?: string | null;
    [key: string]: unknown;
  }

  /** A JSON picture of the table after one step. */
  interface View {
    zones: Zone[];
    seats: Seat[];
    pot?: PotEntry[];
    stock?: number | null;
    to_act?: number | null;
    pending?: Decision | null;
    extra?: ViewExtra | null;
  }

  /** A chip movement through the ledger. */
  interface Transfer {
    payer: string;
    payee: string;
    amount: number;
    reason?: string | null;
  }

  interface Step {
    text: string;
    term?: string | null;
    view: View;
    transfers?: Transfer[];
  }

  interface Transcript {
    variant: string;
    scope?: string;
    seed: number | null;
    seats: string[];
    net: number[];
    options?: Options;
    deck?: string[];
    steps: Step[];
  }

  /**
   * A change of a JSON value (scripts/site/delta.py): [value] replaces; an object patches the keys
   * it lists ([] removes one), and for an array its indices, with "length" a number when it grew.
   */
  type Patch = [unknown] | [] | { [key: string]: Patch | number };

  /** A transcript as a board embeds it: after the first, each step carries its view's `delta`. */
  interface CompactTranscript extends Omit<Transcript, "steps"> {
    views?: "delta-1";
    steps: (Omit<Step, "view"> & { view?: View; delta?: Patch })[];
  }

  /** What a deal needs: lansquenet.spec, as a board's New deal and deal links ask for it. */
  interface DealSpec {
    variant: string;
    /** the language of the deal's words: "en" (the default, left out) or "fr" */
    language?: string;
    scope?: string;
    options: Options;
    seed: number;
    seats: string[] | number;
    banker?: number;
    chips?: number | number[];
  }

  /* ---------- the Play protocol (lansquenet/play/protocol.py) ---------- */

  interface PlayRequest {
    variant: string;
    /** the language of the match's words: "en" (the default, left out) or "fr" */
    language?: string;
    scope: string;
    options: Options;
    names: string[];
    people: number[];
    seed?: number;
  }

  interface Standing {
    seat: number;
    name: string;
    chips: number;
    net: number;
    rank: number;
  }

  /** What a table knows after an answer: play_act's answer, and a room's "steps" message. */
  interface PlayProgress {
    steps?: Step[];
    pending?: Decision | null;
    finished?: boolean;
    standings?: Standing[] | null;
    winners?: (number | string)[] | null;
  }

  /** play_start's answer: the session and everything so far. */
  interface PlayStart extends PlayProgress {
    id: string;
    seats: string[];
    people?: number[];
  }

  /* ---------- the probability lab (lansquenet.lab) ---------- */

  interface LabRunning {
    n: number;
    total: number;
    squares: number;
  }

  interface LabRequest {
    variant: string;
    /** the language of the batch's words: "en" (the default, left out) or "fr" */
    language?: string;
    options: Record<string, string | number>;
    seed: number;
    start: number;
    count: number;
    running: LabRunning;
  }

  /** One hand: [hand, value, running mean, interval low, interval high]; null where not measured. */
  type LabRow = [number, number | null, number | null, number | null, number | null];

  interface LabBatch {
    rows: LabRow[];
    running: LabRunning;
    exact: { label: string; value: string; decimal: number };
    unit: string;
  }

  /* ---------- the engine worker's messages (engine-worker.mjs) ---------- */

  interface EngineUrls {
    worker: string;
    engine: string;
    pyodide: string;
  }

  type ToWorker =
    | { type: "init"; engine: string; pyodide: string; bare?: boolean }
    | { type: "deal"; id: number; spec: DealSpec }
    | { type: "play-start"; id: number; request: PlayRequest }
    | { type: "play-act"; id: number; session: string; action: string }
    | { type: "play-transcript"; id: number; session: string }
    | { type: "play-end"; id: number; session: string }
    | { type: "lab"; id: number; request: LabRequest };

  /** A message to the worker before the page numbers it (engine-client.js adds the id). */
  type Ask = ToWorker extends infer M ? (M extends { id: number } ? Omit<M, "id"> : never) : never;

  interface Timings {
    /** Milliseconds to a running Python: Pyodide started, or restored from the engine's snapshot. */
    loadPyodide: number;
    /** Milliseconds from there to the engine's functions at hand (unpacking, importing). */
    engine: number;
    /** Whether Python was restored from the start-up snapshot. */
    snapshot: boolean;
    /** Milliseconds from the start to the snapshot downloaded and unpacked (0 without one). */
    unpacked: number;
  }

  type FromWorker =
    /** What the start is doing now: downloading the Python runtime, then loading the engine. */
    | { type: "progress"; stage: "runtime" | "engine" }
    | { type: "ready"; timings: Timings }
    | { type: "failed"; error: string }
    /**
     * A deal's answer is its `transcript`, any other call's its `answer`; a refusal, one sentence;
     * an engine that failed, `failed` with the first line of what it threw (the page words it).
     */
    | {
        type: "result";
        id: number;
        transcript?: Transcript;
        answer?: unknown;
        error?: string;
        failed?: "deal" | "call";
      };

  /* ---------- the table server's rooms (lansquenet_server/app.py) ---------- */

  interface RoomGame {
    variant: string;
    title: string;
    seats: [number, number];
    length: { name: string; low: number; high: number; default: number };
  }

  interface RoomCatalogue {
    games: RoomGame[];
    limit: { low: number; high: number; default: number };
  }

  interface RoomLinks {
    room: string;
    host: string;
    /** one token per seat; null for a seat the computer plays */
    seats: (string | null)[];
    watch: string;
    limit: number;
  }

  interface RoomSeat {
    name: string | null;
    here: boolean;
    computer?: boolean;
  }

  type FromRoom =
    | (PlayProgress & {
        type: "room";
        room: string;
        /** null for a watcher */
        seat: number | null;
        /** what is left of the seat to act's time */
        seconds?: number | null;
        variant: string;
        title: string;
        limit: number;
        started: boolean;
        seats: RoomSeat[];
        names?: string[];
      })
    | { type: "seats"; seats: RoomSeat[] }
    | (PlayProgress & {
        type: "steps";
        n: number;
        by: number;
        action: string;
        timeout: boolean;
        /** the next seat's time, or null when the match is over */
        seconds: number | null;
        notice?: string;
      })
    | { type: "refused"; error: string }
    | { type: "error"; error: string }
    | { type: "gone"; reason: string };

  type ToRoom =
    | { type: "join"; token: string }
    | { type: "watch"; token: string }
    | { type: "name"; name: string }
    | { type: "act"; action: string };
}
