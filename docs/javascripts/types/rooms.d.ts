/*
 * What room-host.js gives window.lansquenet for room-client.js: the rooms' words, the request
 * and link helpers, and the host's two views. Checked by `tsc` only; never shipped.
 */

declare namespace LQ {
  interface Rooms {
    /** every sentence the rooms' pages show, in the page's language (told.js) */
    words: {
      STATIC: string;
      watching: string;
      reconnectingNow: string;
      tryNow: string;
      lostToAct: string;
      reconnecting(seconds: number): string;
      yourTime(seconds: number): string;
      theirTime(name: string, seconds: number): string;
      timeUp(name: string): string;
      seats: string;
      youPlay(name: string, others: string): string;
      you: string;
      noRecord: string;
      rename: string;
      sit: string;
      seatAt(n: number, title: string): string;
      yourName: string;
      seat(n: number): string;
      notJoined(n: number): string;
      seated(n: number, name: string): string;
      computer: string;
      away: string;
      mine: string;
      waitingFor(missing: number): string;
    };
    post(path: string, body: object): Promise<any>;
    link(room: string, kind: "seat" | "watch", token: string): string;
    HostForm: new (root: HTMLElement) => object;
    HostLinks: new (root: HTMLElement, p: { room: string; host: string }) => object;
  }

  interface Namespace {
    /** room-host.js */
    rooms: Rooms;
  }
}
