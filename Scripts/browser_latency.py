"""Pointer to paint in headless Chromium: how long a drag's move takes to reach the screen.

Used by browser_check.py (its `latency` step); Python 3.11 standard library only.

For every pointer move the page sends, pointer→paint is the time from the move's input
timestamp (`event.timeStamp`, when the browser got the input) to the presentation of the first
display frame that shows a patch the page applied after sending it:

  input → sent                the page's wait before it sends the move (Chromium holds
                              `pointermove` back to the next animation frame; `pointerrawupdate`
                              comes as the input arrives)
  sent → patch applied        the server's turn: reading the move, running a frame, the patch
                              over the WebSocket, the page applying it
  applied → presented         the browser's turn: the next frame's main-thread update, commit,
                              draw, presentation

The page's sends and patch applications are recorded by a script injected before the page's
own (INSTRUMENT, which wraps `WebSocket.prototype.send` and `onmessage`, so it measures any
version of the page); after each patch it requests an animation frame callback, which runs in
the main-thread update of the frame that takes the patch. Presentation comes from Chromium's
trace: the latest `BeginMainThreadFrame` on the page's main thread before that callback
belongs to the latest compositor `BeginFrame` before it, and that frame's `PipelineReporter`
ends when it was presented (STATE_PRESENTED_ALL; a frame the main thread missed moves to the
next presented one). A `console.timeStamp` taken with `performance.now()` maps page times
onto trace times.

The first patch after a send is taken to answer it; a patch from a frame that did not yet
include the move would make the figure smaller, never larger.

The moves are dispatched without waiting for Chromium's answer (it answers a move once the
page has handled it, in the next animation frame, so waiting would keep every move just after
a vsync, in step with the display, as a hand is not). The baseline page (BASELINE) moves an
element itself on `pointermove`, measured the same way: what Chromium alone costs.
"""

from __future__ import annotations

import bisect
import random
import statistics
import threading
import time
import urllib.parse

# Injected with Page.addScriptToEvaluateOnNewDocument: runs before the page's script.
INSTRUMENT = r"""
(() => {
  const log = window.__cardDeckLatency = { sends: [], patches: [], updates: [] };
  const update = () => { if (log.updates.length < 100000) log.updates.push(performance.now()); };
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === "string" && data.startsWith('{"t":"p"') && log.sends.length < 100000) {
      try { const m = JSON.parse(data); log.sends.push([m.k, m.ts, m.n]); } catch {}
    }
    return send.call(this, data);
  };
  const handler = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
  Object.defineProperty(WebSocket.prototype, "onmessage", {
    configurable: true,
    get() { return handler.get.call(this); },
    set(h) {
      handler.set.call(this, (e) => {
        h(e);
        if (typeof e.data === "string" && e.data.startsWith('{"t":"patch"')
            && log.patches.length < 100000) {
          log.patches.push(performance.now());
          requestAnimationFrame(update);
        }
      });
    },
  });
})();
"""

CLEAR_JS = "(() => { for (const list of Object.values(__cardDeckLatency)) list.length = 0; return true; })()"
SYNC_JS = "(() => { const n = performance.now(); console.timeStamp('carddeck-sync ' + n); return n; })()"


def quantiles(values: list[float]) -> tuple[float, float] | None:
    """Median and p95 (nearest rank), or None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def analyze(trace: list[dict], sync_page_ms: float, log: dict) -> dict:
    """Pointer→paint and its parts, in milliseconds, for every move sent during the trace."""
    mark = next((e for e in trace if e.get("name") == "TimeStamp" and str(
        e.get("args", {}).get("data", {}).get("message", "")).startswith("carddeck-sync")), None)
    if mark is None:
        return {"error": "no carddeck-sync marker in the trace"}
    offset = mark["ts"] / 1000 - sync_page_ms  # trace ms = page ms + offset
    pid, main = mark["pid"], mark["tid"]
    main_frames = sorted(e["ts"] / 1000 for e in trace if e.get("name") == "BeginMainThreadFrame"
                         and e.get("pid") == pid and e.get("tid") == main)
    begins: dict = {}
    frames = []  # (begin, presented, state) of the renderer's compositor frames
    for e in sorted((e for e in trace if e.get("name") == "PipelineReporter" and e.get("pid") == pid),
                    key=lambda e: e["ts"]):
        key = (e.get("id2") or {}).get("local", e.get("id"))
        if e.get("ph") == "b":
            state = (e.get("args", {}).get("frame_reporter") or {}).get("state", "")
            begins.setdefault(key, []).append((e["ts"] / 1000, state))
        elif e.get("ph") == "e" and begins.get(key):
            begin, state = begins[key].pop(0)
            frames.append((begin, e["ts"] / 1000, state))
    frames.sort()
    starts = [f[0] for f in frames]
    intervals = [b - a for a, b in zip(starts, starts[1:]) if b - a > 0]

    updates = [t + offset for t in log.get("updates", [])]

    def presented(applied: float) -> float | None:
        k = bisect.bisect_left(updates, applied)
        if k == len(updates):
            return None
        i = bisect.bisect_right(main_frames, updates[k]) - 1
        if i < 0:
            return None
        j = bisect.bisect_right(starts, main_frames[i]) - 1
        while 0 <= j < len(frames) and frames[j][2] != "STATE_PRESENTED_ALL":
            j += 1
        return frames[j][1] if 0 <= j < len(frames) else None

    applied = [t + offset for t in log.get("patches", [])]
    parts: dict[str, list[float]] = {"paint": [], "sent": [], "applied": [], "presented": []}
    for kind, stamp, sent in log.get("sends", []):
        if kind != "m" or stamp is None or sent is None:
            continue
        stamp, sent = stamp + offset, sent + offset
        i = bisect.bisect_left(applied, sent)
        if i == len(applied):
            continue
        shown = presented(applied[i])
        if shown is None:
            continue
        parts["paint"].append(shown - stamp)
        parts["sent"].append(sent - stamp)
        parts["applied"].append(applied[i] - sent)
        parts["presented"].append(shown - applied[i])
    return {"display": statistics.median(intervals) if intervals else None,
            "moves": len(parts["paint"]),
            **{name: quantiles(values) for name, values in parts.items()}}


def drag(check, card: list, rate: float, seconds: float, categories: list[str]) -> dict:
    """A drag of the card at `rate` moves per second, each at a random moment of its slot (a
    hand is not in step with the display), between 20 and 100 px below the press, traced;
    then back near the start and released, so the card springs back. Returns analyze()'s
    figures."""
    cdp = check.cdp
    rest = card[2:]
    x0, y0 = rest[0] + rest[2] / 2, rest[1] + 60
    cdp.js(CLEAR_JS)
    cdp.call("Tracing.start", {
        "traceConfig": {"includedCategories": categories, "recordMode": "recordAsMuchAsPossible"},
        "transferMode": "ReportEvents"})
    sync = cdp.js(SYNC_JS)
    moves = _press_and_move(check, x0, y0, rate, seconds)
    time.sleep(0.15)
    log = cdp.js("__cardDeckLatency")
    cdp.call("Tracing.end")
    check.cdp.wait_event("Tracing.tracingComplete", timeout=30)
    trace = []
    for event in cdp.take_events("Tracing.dataCollected"):
        trace.extend(event["params"]["value"])
    check.mouse("mouseReleased", x0, y0 + 10, 0)
    result = analyze(trace, sync, log)
    result["rate"] = rate
    result["count"] = moves
    return result


def _press_and_move(check, x0: float, y0: float, rate: float, seconds: float) -> int:
    """Presses at (x0, y0) and moves at `rate` a second, each move at a random moment of its
    slot (a hand is not in step with the display): down to 60 px, back and forth between 20 and
    100 px about once a second, and back to 10 px for the last tenth. Returns the moves sent."""
    check.mouse("mouseMoved", x0, y0, 0)
    check.mouse("mousePressed", x0, y0, 1)
    moves = int(seconds * rate)
    phase = random.Random(int(rate))
    start = time.monotonic()
    for step in range(moves):
        pause = start + (step + phase.random()) / rate - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        offset = 60 * min(step / (0.2 * rate), 1)
        if step >= 0.2 * rate:
            offset += 40 * _triangle((step - 0.2 * rate) / rate)
        if step >= 0.9 * moves:
            offset = min(offset, 10)
        check.mouse("mouseMoved", x0, y0 + offset, 1, wait=False)
    return moves


def _triangle(cycles: float) -> float:
    """-1…1, one period per cycle, 0 at 0."""
    x = (cycles + 0.25) % 1
    return 4 * x - 1 if x < 0.5 else 3 - 4 * x


def describe(result: dict) -> str:
    """One line for the report."""
    if "error" in result:
        return result["error"]
    def q(name: str) -> str:
        value = result.get(name)
        return f"{value[0]:.1f} ms" if value else "n/a"
    paint = result.get("paint")
    if not paint:
        return f"no move reached the screen ({result['count']} sent)"
    display = result.get("display") or 0
    return (f"median {paint[0]:.1f} ms, p95 {paint[1]:.1f} ms over {result['moves']} of "
            f"{result['count']} moves at {result['rate']:g} Hz (display frame {display:.1f} ms; "
            f"goal {display + 4:.1f} ms); medians: input→sent {q('sent')}, sent→patch applied "
            f"{q('applied')}, applied→presented {q('presented')}")


# MARK: - The baseline: what Chromium alone costs

# A page with no server that moves an element itself on `pointermove`, where the card was: the
# same drag, the same input dispatch and the same measure give what Chromium takes from a move
# to its paint, the floor the demo's page is held against. Every move counts, logged as sent on
# `pointerrawupdate` as it arrives (on `pointermove`, coalesced moves included, where the
# browser lacks it) and answered by the next `pointermove`. Chromium runs `pointermove` inside
# a frame's main-thread update (before that frame's animation callbacks) or, at times, in a
# task of its own; either way the animation frame callback it requests runs in the update of
# the frame that draws the change, as for the demo's patches.
BASELINE = r"""<!doctype html>
<html><head><meta charset="utf-8"><title>CardDeck latency baseline</title><style>
html, body { margin: 0; height: 100%%; overflow: hidden; background: #000; touch-action: none; }
#card { position: absolute; left: %(x)fpx; top: %(y)fpx; width: %(w)fpx; height: %(h)fpx;
  background: #2c2c2e; border-radius: 10px; will-change: transform; }
</style></head><body><div id="card"></div><script>
"use strict";
(() => {
  const card = document.getElementById("card");
  const log = window.__cardDeckLatency
    || (window.__cardDeckLatency = { sends: [], patches: [], updates: [] });
  let start = null;
  card.addEventListener("pointerdown", (e) => {
    start = e.clientY;
    card.setPointerCapture(e.pointerId);
  });
  // Each move is logged as it arrives where the browser says so (as the demo's page sends it);
  // else with the pointermove that carries it.
  const raw = "onpointerrawupdate" in window;
  const logMoves = (e) => {
    if (start === null) return;
    const now = performance.now();
    const moves = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    for (const move of moves.length > 0 ? moves : [e]) {
      if (log.sends.length < 100000) log.sends.push(["m", move.timeStamp, now]);
    }
  };
  if (raw) card.addEventListener("pointerrawupdate", logMoves);
  card.addEventListener("pointermove", (e) => {
    if (start === null) return;
    if (!raw) logMoves(e);
    card.style.transform = `translateY(${e.clientY - start}px)`;
    log.patches.push(performance.now());
    requestAnimationFrame(() => { log.updates.push(performance.now()); });
  });
  card.addEventListener("pointerup", () => { start = null; card.style.transform = ""; });
  window.cardDeckBaseline = true;
})();
</script></body></html>"""


def baseline_url(card: list) -> str:
    """The baseline page as a data: URL, its element at `card`'s rect ([id, name, x, y, w, h]
    in CSS pixels)."""
    x, y, w, h = card[2:]
    return "data:text/html;charset=utf-8," + urllib.parse.quote(
        BASELINE % {"x": x, "y": y, "w": w, "h": h})


def open_baseline(cdp, card: list, timeout: float = 10) -> None:
    """Navigates `cdp`'s page to the baseline page and waits until its script ran."""
    cdp.call("Page.navigate", {"url": baseline_url(card)}, timeout=15)
    end = time.monotonic() + timeout
    while not cdp.js("window.cardDeckBaseline === true"):
        if time.monotonic() > end:
            raise RuntimeError(f"the baseline page did not load within {timeout:g} s")
        time.sleep(0.05)


def baseline_drags(check, card: list, rates, seconds: float, categories: list[str] | None = None,
                   driver: "FrameDriver | None" = None) -> dict:
    """Opens the baseline page in `check`'s tab (the page there leaves) and drags its element
    at each rate as the demo's card was dragged: drag() with `categories` traced, or
    drag_on_driven_display() on `driver`'s display. Returns {rate: figures}."""
    open_baseline(check.cdp, card)
    results = {}
    for rate in rates:
        if driver is None:
            results[rate] = drag(check, card, rate, seconds, categories or [])
        else:
            results[rate] = drag_on_driven_display(check, card, rate, seconds, driver)
        time.sleep(0.1)
    return results


def verdict(ours: dict, base: dict | None) -> str:
    """One line setting the demo's pointer→paint against the goal (one display frame + 4 ms)
    and against Chromium alone (the baseline page), medians and p95."""
    paint, display = ours.get("paint"), ours.get("display")
    if not paint or not display:
        return "no figures"
    goal = display + 4
    line = f"ours median {paint[0]:.1f} ms (p95 {paint[1]:.1f})"
    if base and base.get("paint"):
        line += (f", Chromium alone median {base['paint'][0]:.1f} ms (p95 {base['paint'][1]:.1f}), "
                 f"ours {paint[0] - base['paint'][0]:+.1f} ms")
    met = "met" if paint[0] <= goal else f"NOT met by {paint[0] - goal:.1f} ms"
    return f"{line}; goal median ≤ {goal:.1f} ms (one {display:.1f} ms frame + 4 ms): {met}"


# MARK: - A display at any rate: chromium-headless-shell driven by BeginFrames

# Headless Chromium presents at 60 Hz and has no switch for another rate. Its headless shell
# with BeginFrame control draws a frame only when asked (HeadlessExperimental.beginFrame, each
# running every stage of the frame before it returns), so a thread that asks 120 times a second
# is a 120 Hz display, and a frame is on the screen when its call returns.
SHELL = "chromium-headless-shell"
SHELL_FLAGS = ["--enable-begin-frame-control", "--run-all-compositor-stages-before-draw"]


class FrameDriver(threading.Thread):
    """The display: BeginFrames at `hz` over its own DevTools connection to the page, each
    recorded as (asked, drawn) on time.monotonic()."""

    def __init__(self, cdp, hz: float):
        super().__init__(daemon=True)
        self.cdp, self.hz = cdp, hz
        self.frames: list[tuple[float, float]] = []
        self.error: str | None = None
        self.stopping = threading.Event()

    def run(self) -> None:
        interval = 1 / self.hz
        start, k = time.monotonic(), 0
        while not self.stopping.is_set():
            k += 1
            pause = start + k * interval - time.monotonic()
            if pause > 0:
                time.sleep(pause)
            elif pause < -interval:  # fell behind: skip, as a display does
                k += int(-pause / interval)
            asked = time.monotonic()
            try:
                self.cdp.call("HeadlessExperimental.beginFrame", {"interval": interval * 1000},
                              timeout=5)
            except Exception as error:  # reported by the caller; the drag then fails
                self.error = f"beginFrame failed: {error}"
                return
            self.frames.append((asked, time.monotonic()))

    def stop(self) -> None:
        self.stopping.set()
        self.join(5)


def page_clock_offset(cdp) -> float:
    """time.monotonic() seconds = page milliseconds / 1000 + the offset (the evaluation with
    the shortest round trip of five, within half of it)."""
    best = None
    for _ in range(5):
        before = time.monotonic()
        now = cdp.js("performance.now()")
        after = time.monotonic()
        if best is None or after - before < best[0]:
            best = (after - before, (before + after) / 2 - now / 1000)
    return best[1]


def drag_on_driven_display(check, card: list, rate: float, seconds: float,
                           driver: FrameDriver) -> dict:
    """drag()'s drag on a display that `driver` runs: pointer→paint ends when the frame whose
    update took the answering patch (the latest asked for before the page's animation frame
    callback after the patch) has been drawn."""
    cdp = check.cdp
    rest = card[2:]
    x0, y0 = rest[0] + rest[2] / 2, rest[1] + 60
    offset = page_clock_offset(cdp)
    cdp.js(CLEAR_JS)
    first = len(driver.frames)
    moves = _press_and_move(check, x0, y0, rate, seconds)
    time.sleep(0.15)
    log = cdp.js("__cardDeckLatency")
    check.mouse("mouseReleased", x0, y0 + 10, 0)
    frames = driver.frames[first:]
    asked = [f[0] for f in frames]
    applied = [t / 1000 + offset for t in log.get("patches", [])]
    updates = [t / 1000 + offset for t in log.get("updates", [])]
    parts: dict[str, list[float]] = {"paint": [], "sent": [], "applied": [], "presented": []}
    for kind, stamp, sent in log.get("sends", []):
        if kind != "m" or stamp is None or sent is None:
            continue
        stamp, sent = stamp / 1000 + offset, sent / 1000 + offset
        i = bisect.bisect_left(applied, sent)
        k = bisect.bisect_left(updates, applied[i]) if i < len(applied) else len(updates)
        j = bisect.bisect_right(asked, updates[k]) - 1 if k < len(updates) else -1
        if not 0 <= j < len(frames):
            continue
        drawn = frames[j][1]
        for name, value in (("paint", drawn - stamp), ("sent", sent - stamp),
                            ("applied", applied[i] - sent), ("presented", drawn - applied[i])):
            parts[name].append(value * 1000)
    intervals = [(b - a) * 1000 for a, b in zip(asked, asked[1:])]
    result = {"display": statistics.median(intervals) if intervals else None,
              "moves": len(parts["paint"]), "rate": rate, "count": moves,
              **{name: quantiles(values) for name, values in parts.items()}}
    if driver.error:
        result["error"] = driver.error
    return result
