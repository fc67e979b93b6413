"""What a reader waits for when a page needs the engine, and what it downloads: part of scripts/bench.

Two clicks are timed in the page, from the click to what the reader sees:

* **New deal** on a board: to the new deal's first step shown ("Dealt in your browser");
* **Start** on a Play page: to the engine's first answer (the steps and the decision pending,
  in the page), and to the first decision's buttons shown; between the two the page shows
  the computer seats' steps at the reader's pace (play-pace.js, "Normal" by default).

The click comes as soon as the control is ready, so the page's early start of the engine
(engine-warm.js) counts only for what it gets done before then. Each is measured from an empty
cache (a fresh browser context) and then warm: a new tab of the same context, so the HTTP cache
and the site's service worker (sw.js) hold what the first tab fetched, and the tab starts a new
engine worker of its own. Bytes are what went over the network from the click on (bodies as
sent, gzipped where the server has a precompressed copy, and headers), counted from the
requests the page and its workers made; a copy the service worker or the HTTP cache answered
costs nothing.
"""

from __future__ import annotations

from statistics import median

from playwright.sync_api import Error as PlaywrightError

# Click the first board's New deal and wait, frame by frame, for the new deal to be shown.
NEW_DEAL = """async () => {
  const board = document.querySelector(".lq-board[data-ready]");
  const status = board.querySelector(".lq-status");
  const t0 = performance.now();
  board.querySelector("button.lq-new").click();
  while (!status.textContent.startsWith("Dealt in your browser") || board.hasAttribute("aria-busy")) {
    if (board.dataset.engine === "failed") throw new Error(status.textContent);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return { shown: performance.now() - t0, timings: window.lansquenet.engine.timings };
}"""

# Click Start on the Play table; note when the engine's answer arrives and when a choice shows.
START = """async () => {
  const root = document.getElementById("play-1");
  const t0 = performance.now();
  let answered = 0;
  root.querySelector("button.lq-play-start").click();
  while (!root.querySelector(".lq-decide button.lq-choice")) {
    if (!answered && root.dataset.session) answered = performance.now() - t0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const shown = performance.now() - t0;
  return { answered: answered || shown, shown, timings: window.lansquenet.engine.timings };
}"""


class Transfer:
    """Bytes the network carried for a context's requests (page, workers, service worker)."""

    def __init__(self, context):
        self.bytes = 0
        self.context = context
        context.on("requestfinished", self._count)

    def stop(self) -> None:
        self.context.remove_listener("requestfinished", self._count)

    def _count(self, request) -> None:
        try:
            response = request.response()
        except PlaywrightError:  # the tab closed as the request finished: it cost nothing now
            return
        if response is None or response.from_service_worker:
            return  # the service worker answered: what it fetched itself is counted on its own
        sizes = request.sizes()
        # A copy from the HTTP cache reports a negative body the size of its headers: nothing sent.
        self.bytes += max(0, sizes["responseBodySize"] + sizes["responseHeadersSize"])


def _one(context, base: str, path: str, ready: str, script: str) -> dict:
    """Open ``path`` in a new tab of ``context``, run the click ``script``; its figures and bytes."""
    transfer = Transfer(context)
    page = context.new_page()
    page.set_default_timeout(180_000)
    page.goto(base + path)
    # Click as soon as the control is there, as a reader who knows what they want would: the
    # page's own early start of the engine (engine-warm.js) gets no head start beyond that.
    page.wait_for_selector(ready)
    before = transfer.bytes
    result = page.evaluate(script)
    page.wait_for_load_state("networkidle")
    result["bytes"] = transfer.bytes - before
    transfer.stop()
    # Leave the service worker installed, so the warm tab is answered by it.
    page.evaluate("() => navigator.serviceWorker && navigator.serviceWorker.ready.then(() => true)")
    page.close()
    return result


def measure_clicks(browser, base: str, deal_page: str, play_page: str, rounds: int) -> dict:
    """Median figures of ``rounds`` cold-then-warm pairs for each click, with the engine's timings."""
    clicks = {
        "deal": (deal_page, ".lq-board[data-ready] .lq-counter", NEW_DEAL),
        "play": (play_page, "#play-1[data-ready] .lq-play-start", START),
    }
    found: dict[str, list[dict]] = {}
    for _ in range(rounds):
        for name, (path, ready, script) in clicks.items():
            context = browser.new_context()
            for warmth in ("cold", "warm"):
                found.setdefault(f"{name}_{warmth}", []).append(_one(context, base, path, ready, script))
            context.close()
    figures: dict = {}
    for key, runs in found.items():
        figures[key] = {
            "shown_ms": median(r["shown"] for r in runs),
            "bytes": median(r["bytes"] for r in runs),
            "ready_ms": median(r["timings"]["startToReady"] for r in runs),
            "restored": all(r["timings"].get("snapshot") for r in runs),
        }
        if key.startswith("play"):
            figures[key]["answered_ms"] = median(r["answered"] for r in runs)
    return figures


def click_lines(f: dict) -> list[str]:
    """The clicks' figures as lines for the terminal."""
    lines = []
    for key, label in (("deal", "New deal -> first step shown"), ("play", "Start -> first decision shown")):
        for warmth in ("cold", "warm"):
            c = f[f"{key}_{warmth}"]
            extra = f"; engine answered {c['answered_ms']:.0f} ms" if "answered_ms" in c else ""
            lines.append(
                f"{label} ({warmth}): {c['shown_ms']:7.0f} ms (engine ready {c['ready_ms']:.0f} ms{extra}),"
                f" {c['bytes'] / 1000:,.0f} KB over the network"
                + ("" if c["restored"] else "  [NOT restored from the snapshot]")
            )
    return lines
