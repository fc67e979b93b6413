/*
 * The parts a board is made of besides board.js: its New deal form (board-deal.js) and the
 * projector that shows it, or a Predict checkpoint on it, full screen (projector.js). They merge
 * into the shapes page.d.ts declares.
 *
 * Checked by `tsc` only (tsconfig.json); never shipped with the site.
 */

declare namespace LQ {
  /** What a board's New deal form needs of its board (board.js). */
  interface DealHost {
    readonly id: string;
    readonly stage: HTMLElement;
    base: BoardBase;
    variant: { options: Option[] };
    baseValue(option: Option): OptionValue;
    specFor(options: Options, seed: number): DealSpec;
    open(spec: DealSpec, step?: number): Promise<void>;
    say(sentence: string): void;
  }

  /** A board's New deal form (board-deal.js). */
  interface DealForm {
    form: HTMLFormElement;
    inputs: Record<string, OptionField>;
    button: HTMLButtonElement;
    link: HTMLAnchorElement;
    status: HTMLElement;
    options(): Options;
    invalid(): { input: HTMLInputElement | HTMLSelectElement; sentence: string } | null;
    deal(): void;
    sync(spec: DealSpec): void;
  }

  /** What the projector reads of a board and how it steps it (board.js). */
  interface Board {
    readonly stage: HTMLElement;
    readonly original: Transcript;
    readonly index: number;
    glossary: string;
    terms: Record<string, string>;
    drawTable(node: HTMLElement, index: number, transcript?: Transcript): void;
  }

  /** The projector (projector.js): a board, or a checkpoint's question, full screen in large type. */
  interface Projector {
    /** Show `board` full screen; with `checkpoint`, its question, a class vote, then the step. */
    open(board: Board, opener: HTMLElement, checkpoint?: PredictData): void;
    /** Close it, if open, and hand the focus back to what opened it. */
    close(): void;
  }

  interface Namespace {
    /** board-deal.js */
    DealForm: new (board: DealHost) => DealForm;
    /** projector.js */
    projector: Projector;
  }
}
