#!/usr/bin/env python3
"""Browser end-to-end check of carddeck-demo's web host, over the Chrome DevTools Protocol.

Usage: python3 Scripts/browser_check.py --demo .build/debug/carddeck-demo --out DIR
           [--chromium chromium] [--timeout 120] [--pids FILE] [--a11y-only]
(normally run by Scripts/browser-check.sh, which installs Chromium and builds the demo first).

Starts `carddeck-demo --web` and headless Chromium, opens the page in a 390x844 viewport and
checks that what the browser shows is where the engine put it:
  1. the menu loads (screenshot 1-menu.png), and a page's `q` and `Q` leave the demo running
     (a page never stops the server);
  2. key "3" opens the music stack, a click on the mini player presents the card (2-card.png);
  3. every `card` / `nowPlaying` node's element rect equals the engine's presented frame
     within 0.5 px (compared only while idle, with the page on the inspected frame);
  4. a slow 80 px mouse drag moves the card clearly down (40-80 px: the pan's 10 pt threshold
     and the dismissal's path take some) and, released, it springs back (3-dragging.png),
     while a Chromium trace measures layouts and frames;
  4b. pointer→paint (Scripts/browser_latency.py): drags of 1.5 s at 60 and at 120 moves a
     second, traced; for every move, the time from its input timestamp to the presentation of
     the first frame showing the patch that followed it, with its parts (input→sent,
     sent→patch applied, applied→presented). Headless Chromium presents at 60 Hz. Fails when
     the median passes two display frames plus 4 ms; says whether the goal (one frame plus
     4 ms) is met, and sets ours against Chromium alone: after step 11 the tab opens a
     baseline page (a data: URL, no server) that moves an element where the card was on
     `pointermove`, dragged and measured the same way (medians and p95 of both);
  5. a fast touch flick dismisses the card (4-after-flick.png);
  6. key "5" opens the reply sheet scenario; a click on `conversation.reply` presents the
     sheet, which rests on the window's bottom edge at its medium detent (40-60 % of the
     window's height), its element rect equal to the engine's frame within 0.5 px;
  7. ARIA, read from the DOM: an element with role="dialog" and aria-modal="true" holds the
     card's element, the chat behind it is inside aria-hidden="true", and the
     aria-live="polite" region's last lines are the announcements made since the click,
     among them "Card presented, …";
  8. a real Tab key (Input.dispatchKeyEvent) makes the window draw its `focus.ring` node:
     an element with an outline, where the engine put it, around an element of the card;
  9. a click on `reply.field` makes the window draw its own software keyboard (`keyboard`,
     at the window's bottom, as tall as SoftwareKeyboardSize.standardHeight gives for the
     window: 336 pt in a portrait window at least 800 pt tall, else 291; 209 in landscape)
     and the card's bottom in the page moves to the keyboard's top, window height - keyboard
     within 1 px (508 in an 844 pt window; the page's status line takes the bottom of the
     844 px viewport, so the window is shorter here: 822 pt in Chromium 156, bottom 486);
 10. typing "hello q" with real key events edits the field, which then draws "hello q|"
     (the caret at the insertion point), and the `q` does not quit the demo (5-keyboard.png);
 11. Enter sends the message and dismisses the sheet: card and keyboard gone, the chat's
     newest message reads "hello q";
 12. with chromium-headless-shell installed (else it says it skipped): the first page leaves,
     a page in the shell, whose frames a thread asks for 120 times a second (a 120 Hz
     display), takes control, presents the music stack's card and measures pointer→paint
     during drags at 120 and 60 moves a second, to the end of the frame that drew the answer,
     then the baseline page's the same way;
 13. the demo exits 0 on SIGINT;
 14. at 844x390 and at 200x200 (Scripts/browser_sizes.py): the menu, dragged where it does
     not fit, brings its last button into the window and a click on it opens the scenario;
     each scenario after its first taps: no two labels of one card or screen overlap in the
     page, and (844x390) the reply field lies above the keyboard; screenshots
     WxH-N-NAME.png.
Prints one line per check, then one summary line; writes the PNGs, report.txt, demo.log
(the demo's stderr), chromium.log and trace.json into DIR. Exit status 0 only if all passed.
Python 3.11 standard library only: the WebSocket client below is written for this check
(RFC 6455, client frames masked).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import statistics
import struct
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request

import browser_a11y
import browser_latency
import browser_sizes

TOLERANCE = 0.5  # px: element rect vs engine frame
COMPARED_NAMES = ("card", "nowPlaying")


def keyboard_height(width: float, height: float) -> float:
    """The keyboard a window draws itself, in pt: SoftwareKeyboardSize.standardHeight, sized by
    the window as an iPhone's is (209 in landscape, 336 in a portrait window at least 800 pt
    tall, else 291; never above 60 % of the window's height)."""
    phone = 209 if width > height else (336 if height >= 800 else 291)
    return min(phone, height * 0.6)


FOCUS_RING_OUTSET = 3  # pt: how far the focus ring stands outside the focused element
TYPED = "hello q"  # typed into the reply field: the `q` must edit, not quit the demo
# Input.dispatchKeyEvent's code, key code and text for the named keys the check presses.
NAMED_KEYS = {"Enter": ("Enter", 13, "\r"), "Tab": ("Tab", 9, None), " ": ("Space", 32, " "),
              "Escape": ("Escape", 27, None)}
VIEWPORT = (390, 844)
LATENCY_RATES = (60, 120)  # pointer moves per second in the pointer→paint drags
LATENCY_SECONDS = 1.5  # each such drag's length
TRACE_CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline.frame",
    "blink",
    "cc",
    "viz",
]


class CheckFailed(Exception):
    """A failure that ends the run (later steps depend on this one)."""


class Interrupted(BaseException):
    """SIGTERM/SIGINT to this helper: clean up and stop."""


class Deadline:
    """The overall time cap; every wait is bounded by what is left of it."""

    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds
        self.seconds = seconds

    def left(self, cap: float | None = None) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise CheckFailed(f"overall time cap of {self.seconds:.0f} s reached")
        return left if cap is None else min(left, cap)


# MARK: - WebSocket (RFC 6455 client)


class WebSocket:
    GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    def __init__(self, url: str, timeout: float):
        parts = urllib.parse.urlsplit(url)
        if parts.scheme != "ws":
            raise CheckFailed(f"unsupported WebSocket URL {url}")
        host, port = parts.hostname or "127.0.0.1", parts.port or 80
        path = parts.path + ("?" + parts.query if parts.query else "")
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise CheckFailed("DevTools closed the connection during the WebSocket handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        if " 101 " not in lines[0] + " ":
            raise CheckFailed(f"WebSocket handshake refused: {lines[0]}")
        headers = {k.strip().lower(): v.strip() for k, _, v in (l.partition(":") for l in lines[1:])}
        expected = base64.b64encode(hashlib.sha1((key + self.GUID).encode()).digest()).decode()
        if headers.get("sec-websocket-accept") != expected:
            raise CheckFailed("WebSocket handshake: wrong Sec-WebSocket-Accept")
        self.closed = False
        self.partial = b""

    def _exact(self, n: int, timeout: float) -> bytes:
        end = time.monotonic() + timeout
        while len(self.buffer) < n:
            left = end - time.monotonic()
            if left <= 0:
                raise TimeoutError
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(max(65536, n - len(self.buffer)))
            except socket.timeout:
                raise TimeoutError from None
            if not chunk:
                self.closed = True
                raise CheckFailed("DevTools closed the WebSocket")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    @staticmethod
    def _mask(data: bytes, key: bytes) -> bytes:
        n = len(data)
        repeated = (key * (n // 4 + 1))[:n]
        return (int.from_bytes(data, "little") ^ int.from_bytes(repeated, "little")).to_bytes(n, "little")

    def send_frame(self, opcode: int, payload: bytes) -> None:
        n = len(payload)
        if n < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
        elif n < 1 << 16:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
        key = os.urandom(4)
        self.sock.settimeout(10)
        self.sock.sendall(header + key + self._mask(payload, key))

    def send_text(self, text: str) -> None:
        self.send_frame(0x1, text.encode())

    def receive(self, timeout: float) -> str:
        """The next text (or binary) message; raises TimeoutError when none came in time."""
        end = time.monotonic() + timeout
        while True:
            # Only the wait for a frame's first bytes may time out: _exact consumes nothing
            # then, so the stream stays in step. The rest of a started frame must follow.
            b0, b1 = self._exact(2, max(end - time.monotonic(), 0.001))
            try:
                fin, opcode, masked, n = b0 & 0x80, b0 & 0x0F, b1 & 0x80, b1 & 0x7F
                if n == 126:
                    (n,) = struct.unpack("!H", self._exact(2, 10))
                elif n == 127:
                    (n,) = struct.unpack("!Q", self._exact(8, 10))
                key = self._exact(4, 10) if masked else None
                payload = self._exact(n, 30)
            except TimeoutError:
                raise CheckFailed("DevTools sent half a WebSocket frame and stalled") from None
            if key:
                payload = self._mask(payload, key)
            if opcode == 0x8:
                self.closed = True
                raise CheckFailed("DevTools closed the WebSocket")
            if opcode == 0x9:
                self.send_frame(0xA, payload)
            elif opcode in (0x1, 0x2, 0x0):
                self.partial += payload  # fragments are kept across calls
                if fin:
                    message, self.partial = self.partial, b""
                    return message.decode("utf-8", "replace")

    def close(self) -> None:
        try:
            if not self.closed:
                self.send_frame(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        try:
            self.sock.close()
        except OSError:
            pass


# MARK: - Chrome DevTools Protocol


class CDPError(Exception):
    pass


class CDP:
    def __init__(self, ws: WebSocket, deadline: Deadline):
        self.ws = ws
        self.deadline = deadline
        self.next_id = 0
        self.events: list[dict] = []

    def call(self, method: str, params: dict | None = None, timeout: float = 10) -> dict:
        self.next_id += 1
        ident = self.next_id
        self.ws.send_text(json.dumps({"id": ident, "method": method, "params": params or {}}))
        end = time.monotonic() + self.deadline.left(timeout)
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise CheckFailed(f"no DevTools answer to {method} within {timeout:g} s")
            try:
                message = json.loads(self.ws.receive(left))
            except TimeoutError:
                continue
            if message.get("id") == ident:
                if "error" in message:
                    raise CDPError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def post(self, method: str, params: dict | None = None) -> None:
        """Sends a command without waiting for its answer (a later call skips the answer)."""
        self.next_id += 1
        self.ws.send_text(json.dumps({"id": self.next_id, "method": method, "params": params or {}}))

    def wait_event(self, method: str, timeout: float) -> dict:
        end = time.monotonic() + self.deadline.left(timeout)
        while True:
            for i, event in enumerate(self.events):
                if event["method"] == method:
                    return self.events.pop(i)
            left = end - time.monotonic()
            if left <= 0:
                raise CheckFailed(f"no DevTools event {method} within {timeout:g} s")
            try:
                message = json.loads(self.ws.receive(left))
            except TimeoutError:
                continue
            if "method" in message:
                self.events.append(message)

    def take_events(self, method: str) -> list[dict]:
        taken = [e for e in self.events if e["method"] == method]
        self.events = [e for e in self.events if e["method"] != method]
        return taken

    def js(self, expression: str, timeout: float = 10):
        result = self.call(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
            timeout=timeout,
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise CheckFailed(f"page script failed: {text} (in: {expression[:80]})")
        return result.get("result", {}).get("value")


# MARK: - Processes


def check_recordings(report: "Report", stdout: str) -> None:
    """The session was recorded (--record): every scenario played was saved, each file a
    well-formed recording that ends with the state the page reached."""
    paths = [line.split(" ", 1)[1] for line in stdout.splitlines() if line.startswith("Recorded ")]
    scenarios = []
    for path in paths:
        try:
            lines = [line for line in open(path, encoding="utf-8").read().splitlines() if line]
        except OSError as error:
            report.fail("session recorded", f"{path}: {error}")
            return
        scenario = next((line.split(" ", 1)[1] for line in lines if line.startswith("scenario ")), "?")
        ended = any(line.startswith("end ") for line in lines)
        events = sum(1 for line in lines if line[:1].isdigit())
        if not lines or not lines[0].startswith("carddeck-recording ") or not ended:
            report.fail("session recorded", f"{path} is not a complete recording")
            return
        scenarios.append(f"{scenario} ({events} inputs)")
    report.check(
        any(name.startswith("compose-sheet") for name in scenarios),
        "session recorded", f"{len(paths)} recordings: {', '.join(scenarios) or 'none'}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Demo:
    """carddeck-demo --web, its stdout read by a thread, its stderr into demo.log."""

    def __init__(self, binary: str, out: str, pids: str | None):
        self.port = free_port()
        self.log = open(os.path.join(out, "demo.log"), "wb")
        self.process = subprocess.Popen(
            [binary, "--web", "--port", str(self.port),
             "--record", os.path.join(out, "session.cdrec")],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log,
            start_new_session=True,
        )
        record_pid(pids, self.process.pid)
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for raw in self.process.stdout:
            with self.changed:
                self.lines.append(raw.decode("utf-8", "replace").rstrip("\n"))
                self.changed.notify_all()
        with self.changed:
            self.lines.append(None)  # end of output
            self.changed.notify_all()

    def url(self, deadline: Deadline, timeout: float = 20) -> str:
        start = time.monotonic()
        end = start + deadline.left(timeout)
        pattern = re.compile(r"CardDeck is live at (http://127\.0\.0\.1:\d+/\?token=\S+)")
        with self.changed:
            while True:
                for line in self.lines:
                    if line is None:
                        raise CheckFailed(
                            f"carddeck-demo exited (status {self.process.wait()}) without printing "
                            f"its URL; stdout: {self.stdout_text()!r}; see demo.log")
                    match = pattern.search(line)
                    if match:
                        return match.group(1)
                left = end - time.monotonic()
                if left <= 0:
                    raise CheckFailed(f"carddeck-demo printed no 'CardDeck is live at' line within "
                                      f"{end - start:.0f} s; stdout: {self.stdout_text()!r}")
                self.changed.wait(left)

    def stdout_text(self) -> str:
        return "\n".join(l for l in self.lines if l is not None)

    def interrupt(self, timeout: float = 10) -> tuple[int | None, str]:
        """SIGINT; the exit status (None if it did not exit in time) and its whole stdout."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            status = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            status = None
        with self.changed:
            self.changed.wait_for(lambda: None in self.lines, timeout=2)
        return status, self.stdout_text()

    def crash_summary(self) -> str:
        """The crash line and the first frame in this project's code from demo.log, if any."""
        self.log.flush()
        try:
            with open(self.log.name, errors="replace") as f:
                lines = f.read().splitlines()
        except OSError:
            return ""
        crash = next((l.strip("* ") for l in lines if "Program crashed" in l), None)
        # The crashed thread's first frame in the demo's own code.
        start = next((i for i, l in enumerate(lines) if l.startswith("Thread") and "crashed" in l), None)
        ours = None
        for line in lines[start + 1:] if start is not None else []:
            match = re.search(r"0x[0-9a-f]+ (.+?) \+ \d+ in carddeck-demo at (\S+)", line)
            if line.startswith("Thread"):
                break
            if match and not match.group(2).startswith("//"):
                ours = f"in {match.group(1)} at {os.path.basename(match.group(2))}"
                break
        return "".join(f" ({text})" for text in (crash, ours) if text)

    def kill(self) -> None:
        kill_group(self.process)
        self.log.close()


class Chromium:
    def __init__(self, binary: str, out: str, pids: str | None):
        self.port = free_port()
        self.profile = os.path.join(out, "chromium-profile")
        self.log = open(os.path.join(out, "chromium.log"), "wb")
        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu",
             f"--remote-debugging-port={self.port}", f"--user-data-dir={self.profile}",
             f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", "--hide-scrollbars",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--mute-audio", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        record_pid(pids, self.process.pid)

    def page_socket_url(self, deadline: Deadline, timeout: float = 30) -> str:
        end = time.monotonic() + deadline.left(timeout)
        last = "no answer"
        while time.monotonic() < end:
            if self.process.poll() is not None:
                raise CheckFailed(f"Chromium exited with status {self.process.returncode} at start; "
                                  "see chromium.log")
            try:
                # No proxy from the environment: this is loopback.
                opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
                with opener.open(f"http://127.0.0.1:{self.port}/json/list", timeout=2) as r:
                    targets = json.load(r)
                for target in targets:
                    if target.get("type") == "page" and target.get("webSocketDebuggerUrl"):
                        return target["webSocketDebuggerUrl"]
                last = f"no page target among {len(targets)}"
            except (OSError, ValueError) as error:
                last = str(error)
            time.sleep(0.2)
        raise CheckFailed(f"Chromium's DevTools endpoint on port {self.port} not ready within "
                          f"{timeout:g} s ({last})")

    def kill(self) -> None:
        kill_group(self.process)
        self.log.close()


def record_pid(path: str | None, pid: int) -> None:
    if path:
        with open(path, "a") as f:
            f.write(f"{pid}\n")


def kill_group(process: subprocess.Popen) -> None:
    """Ends the process and its children (it leads its own process group)."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(3)
        except (OSError, subprocess.TimeoutExpired):
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        process.wait(3)
    except subprocess.TimeoutExpired:
        pass


# MARK: - The check


class Report:
    def __init__(self, out: str):
        self.out = out
        self.lines: list[str] = []
        self.failures: list[str] = []

    def line(self, text: str) -> None:
        print(text, flush=True)
        self.lines.append(text)

    def ok(self, name: str, detail: str = "") -> None:
        self.line(f"ok    {name}" + (f": {detail}" if detail else ""))

    def fail(self, name: str, detail: str) -> None:
        self.line(f"FAIL  {name}: {detail}")
        self.failures.append(f"{name}: {detail}")

    def info(self, name: str, detail: str) -> None:
        self.line(f"info  {name}: {detail}")

    def check(self, passed: bool, name: str, detail: str) -> bool:
        (self.ok if passed else self.fail)(name, detail)
        return passed

    def write(self) -> None:
        with open(os.path.join(self.out, "report.txt"), "w") as f:
            f.write("\n".join(self.lines) + "\n")


COMPARE_JS = """
(async (names) => {
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error("the engine did not answer inspect within 3 s")), 3000));
  const before = cardDeck.frame;
  const inspection = await Promise.race([cardDeck.inspect(), timeout]);
  // Read synchronously, in the same task as the answer: no patch can land in between.
  const host = document.getElementById("window").getBoundingClientRect();
  const rows = [];
  for (const [id, name, x, y, w, h] of inspection.nodes) {
    if (!names.includes(name)) continue;
    const el = cardDeck.element(id);
    let page = null, display = null;
    if (el) {
      const r = el.getBoundingClientRect();
      page = [r.left - host.left, r.top - host.top, r.width, r.height];
      display = getComputedStyle(el).display;
    }
    rows.push({ id, name, engine: [x, y, w, h], page, display, connected: !!(el && el.isConnected) });
  }
  return { f: inspection.f, before, after: cardDeck.frame, window: [host.width, host.height],
           nodes: inspection.nodes, rows };
})(%s)
"""


def fmt(rect) -> str:
    return "(" + ", ".join(f"{v:.2f}" for v in rect) + ")"


class BrowserCheck:
    def __init__(self, cdp: CDP, report: Report, deadline: Deadline, out: str,
                 demo: Demo | None = None):
        self.cdp, self.report, self.deadline, self.out = cdp, report, deadline, out
        self.demo = demo  # to tell whether a key quit it
        self.comparisons = 0
        self.mismatches = 0
        self.ahead_reported = False

    # -- page helpers

    def frame(self) -> int:
        return self.cdp.js("window.cardDeck ? cardDeck.frame : -2", timeout=5)

    def wait_idle(self, what: str, quiet: float = 0.3, timeout: float = 10) -> int:
        """Waits until the page's frame has not changed for `quiet` seconds."""
        end = time.monotonic() + self.deadline.left(timeout)
        last, since = self.frame(), time.monotonic()
        while True:
            time.sleep(0.05)
            frame = self.frame()
            now = time.monotonic()
            if frame != last:
                last, since = frame, now
            elif now - since >= quiet and frame >= 0:
                return frame
            if now > end:
                raise CheckFailed(f"{what}: the page never went idle within {timeout:g} s "
                                  f"(frame {frame})")

    def screenshot(self, name: str) -> None:
        data = self.cdp.call("Page.captureScreenshot", {"format": "png"}, timeout=15)["data"]
        with open(os.path.join(self.out, name), "wb") as f:
            f.write(base64.b64decode(data))
        self.report.ok(f"screenshot {name}")

    def inspect(self) -> list[list]:
        return self.cdp.js(
            "Promise.race([cardDeck.inspect(), new Promise((_, reject) => setTimeout(() => "
            "reject(new Error('the engine did not answer inspect within 3 s')), 3000))])"
        )

    def snapshot(self, what: str, names: tuple[str, ...] = COMPARED_NAMES) -> dict:
        """Inspect plus element rects, retried until the page provably shows the inspected frame.

        Consistent when the page's frame after reading equals the inspection's `f` (the frame
        of the engine's latest patch). As a fallback (an engine that reported its own frame
        count, which runs ahead of the patches while idle), the page still shows frame `f` if
        no patch applied between the request and the reading and none in the 150 ms after
        it; otherwise try again.
        """
        result = None
        for attempt in range(1, 6):
            result = self.cdp.js(COMPARE_JS % json.dumps(list(names)))
            result["attempts"] = attempt
            if result["after"] == result["f"]:
                result["consistency"] = "page frame = inspected frame"
                return result
            if result["before"] == result["after"] <= result["f"]:
                time.sleep(0.15)
                if self.frame() == result["after"]:
                    result["consistency"] = (f"page frame {result['after']}, inspected frame "
                                             f"{result['f']}: no patch pending")
                    if not self.ahead_reported:
                        self.ahead_reported = True
                        self.report.info("frame numbers", f"{what}: the engine's inspect f "
                                         f"({result['f']}) is ahead of cardDeck.frame "
                                         f"({result['after']}) while idle: frames without a "
                                         "patch; compared after checking no patch was pending")
                    return result
            time.sleep(0.1)
        raise CheckFailed(
            f"{what}: after 5 tries the page never showed the frame the engine inspected "
            f"(engine frame {result['f']}, page frame {result['after']}, before the inspect "
            f"{result['before']})")

    def compare(self, what: str, names: tuple[str, ...] = COMPARED_NAMES) -> dict:
        """Compares every node so named (default card/nowPlaying) at least partly inside the
        window; records each."""
        snap = self.snapshot(what, names)
        width, height = snap["window"]
        compared = 0
        for row in snap["rows"]:
            x, y, w, h = row["engine"]
            inside = w > 0 and h > 0 and x < width and x + w > 0 and y < height and y + h > 0
            if not inside:
                continue
            compared += 1
            self.comparisons += 1
            name = f"compare {what}: {row['name']}#{row['id']}"
            if row["page"] is None:
                self.mismatches += 1
                self.report.fail(name, f"engine frame {fmt(row['engine'])} at frame {snap['f']} "
                                       "but the page has no element for it")
                continue
            diff = max(abs(a - b) for a, b in zip(row["engine"], row["page"]))
            detail = (f"engine {fmt(row['engine'])} page {fmt(row['page'])} "
                      f"max diff {diff:.3f} px, frame {snap['f']}")
            if row["display"] == "none":
                detail += " (element display:none)"
            if not self.report.check(diff <= TOLERANCE, name, detail):
                self.mismatches += 1
        if compared == 0:
            self.report.fail(f"compare {what}", f"no {'/'.join(names)} node inside the window; "
                                                f"named nodes: {snap['nodes']}")
        return snap

    def named(self, nodes: list[list], name: str) -> list[list]:
        return [n for n in nodes if n[1] == name]

    def presented_card(self, nodes: list[list]) -> list | None:
        """The `card` node holding `nowPlaying` (else the last `card`), as [id, name, x, y, w, h]."""
        cards = self.named(nodes, "card")
        playing = self.named(nodes, "nowPlaying")
        if playing:
            _, _, px, py, pw, ph = playing[0]
            cx, cy = px + pw / 2, py + ph / 2
            for card in reversed(cards):
                _, _, x, y, w, h = card
                if x <= cx <= x + w and y <= cy <= y + h:
                    return card
        return cards[-1] if cards else None

    # -- input

    def key(self, key: str) -> None:
        """A real key press: keyDown (with the text it types, if any), then keyUp. `key` is a
        digit, a letter, " ", or a name in NAMED_KEYS ("Enter", "Tab")."""
        if key in NAMED_KEYS:
            code_name, code, text = NAMED_KEYS[key]
        else:
            code = ord(key.upper())
            code_name, text = f"Digit{key}" if key.isdigit() else f"Key{key.upper()}", key
        common = {"key": key, "code": code_name,
                  "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}
        down = {"type": "keyDown", **common}
        if text is not None:
            down["text"] = text
        self.cdp.call("Input.dispatchKeyEvent", down)
        self.cdp.call("Input.dispatchKeyEvent", {"type": "keyUp", **common})

    def mouse(self, kind: str, x: float, y: float, buttons: int, wait: bool = True) -> None:
        """Dispatches a mouse event; with `wait` false, does not wait for Chromium to have
        handled it (Chromium answers a move once the page ran its handlers, in the next
        animation frame, which would keep the next move in step with the display)."""
        params = {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons,
                  "clickCount": 1, "pointerType": "mouse"}
        if kind == "mouseMoved" and buttons == 0:
            params["button"] = "none"
        if wait:
            self.cdp.call("Input.dispatchMouseEvent", params)
        else:
            self.cdp.post("Input.dispatchMouseEvent", params)

    def click(self, x: float, y: float) -> None:
        self.mouse("mouseMoved", x, y, 0)
        self.mouse("mousePressed", x, y, 1)
        time.sleep(0.05)
        self.mouse("mouseReleased", x, y, 0)

    def touch(self, kind: str, points: list[tuple[float, float]]) -> None:
        self.cdp.call("Input.dispatchTouchEvent", {
            "type": kind,
            "touchPoints": [{"x": x, "y": y, "id": 1, "radiusX": 1, "radiusY": 1, "force": 1}
                            for x, y in points]})

    # -- steps

    def load(self, url: str) -> None:
        """Opens the page in the 390x844 viewport and waits for its first frame."""
        cdp, report = self.cdp, self.report
        cdp.call("Page.enable")
        cdp.call("Runtime.enable")
        cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 2, "mobile": False})
        cdp.call("Page.addScriptToEvaluateOnNewDocument", {"source": browser_latency.INSTRUMENT})
        cdp.call("Page.navigate", {"url": url}, timeout=15)
        end = time.monotonic() + self.deadline.left(15)
        while self.frame() < 0:
            if time.monotonic() > end:
                status = cdp.js("document.getElementById('status')?.textContent ?? null")
                raise CheckFailed(f"the page never applied a frame within 15 s (cardDeck.frame = "
                                  f"{self.frame()}, page status line: {status!r})")
            time.sleep(0.1)
        state = cdp.js("({control: cardDeck.control, stats: cardDeck.stats, "
                       "viewport: [innerWidth, innerHeight]})")
        report.check(state["control"] is True, "page loaded",
                     f"frame {self.frame()}, control {state['control']}, viewport "
                     f"{state['viewport'][0]}x{state['viewport'][1]}, "
                     f"{state['stats']['elements']} elements")
        self.wait_idle("menu")

    def run(self, url: str) -> dict:
        results: dict = {}
        cdp, report = self.cdp, self.report
        self.load(url)
        self.screenshot("1-menu.png")
        for key in ("q", "Q"):
            self.key(key)
        status = self.demo_exit_status()
        report.check(status is None, "a page cannot stop the demo",
                     "q and Q pressed in the page; the demo is still running" if status is None
                     else f"q from the page ended the demo (exit status {status})")
        if status is not None:
            raise CheckFailed("the demo exited after a page's q")

        # Music stack, then present the now-playing card.
        self.key("3")
        self.wait_idle("music stack")
        nodes = self.inspect()["nodes"]
        mini = self.named(nodes, "library.miniPlayer")
        if not mini:
            raise CheckFailed(f"after key 3 no library.miniPlayer node; named nodes: "
                              f"{[n[1] for n in nodes]}")
        _, _, x, y, w, h = mini[0]
        report.ok("music stack", f"library.miniPlayer at {fmt((x, y, w, h))}")
        self.click(x + w / 2, y + h / 2)
        self.wait_idle("card presentation")
        self.screenshot("2-card.png")

        snap = self.compare("presented")
        card = self.presented_card(snap["nodes"])
        if not self.named(snap["nodes"], "nowPlaying") or card is None:
            raise CheckFailed(f"a click on the mini player at ({x + w / 2:.1f}, {y + h / 2:.1f}) "
                              f"presented no card: named nodes {[n[1] for n in snap['nodes']]}")
        rest = card[2:]
        report.ok("card presented", f"card#{card[0]} at {fmt(rest)}")

        results["drag"] = self.drag(card)
        results["latency"] = self.latency(card)
        results["card"] = card
        results["flick"] = self.flick(card)
        results["reply"] = self.reply_sheet()
        # 14. Every scenario in landscape and in a window below a phone.
        browser_sizes.play(self, report, sizes=((844, 390), (200, 200)))
        cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 2, "mobile": False})
        return results

    def drag(self, card: list) -> dict:
        cdp, report = self.cdp, self.report
        card_id, rest = card[0], card[2:]
        x0 = rest[0] + rest[2] / 2
        y0 = rest[1] + 60
        stats_before = cdp.js("cardDeck.stats")
        # The trace covers the press, the 30 moves and a short settle; the TimeStamp markers
        # delimit the drag in trace time.
        cdp.call("Tracing.start", {
            "traceConfig": {"includedCategories": TRACE_CATEGORIES, "recordMode": "recordAsMuchAsPossible"},
            "transferMode": "ReportEvents"})
        cdp.js("console.timeStamp('carddeck-drag-start')")
        self.mouse("mouseMoved", x0, y0, 0)
        self.mouse("mousePressed", x0, y0, 1)
        start = time.monotonic()
        for step in range(1, 31):
            target = start + step * 0.016
            pause = target - time.monotonic()
            if pause > 0:
                time.sleep(pause)
            self.mouse("mouseMoved", x0, y0 + 80 * step / 30, 1)
        moved = time.monotonic() - start
        time.sleep(0.2)  # hold still
        cdp.js("console.timeStamp('carddeck-drag-end')")
        stats_after = cdp.js("cardDeck.stats")
        cdp.call("Tracing.end")
        trace = []
        cdp.wait_event("Tracing.tracingComplete", timeout=20)
        for event in cdp.take_events("Tracing.dataCollected"):
            trace.extend(event["params"]["value"])
        with open(os.path.join(self.out, "trace.json"), "w") as f:
            json.dump({"traceEvents": trace}, f)
        report.ok("mouse drag", f"30 moves over 80 px in {moved * 1000:.0f} ms, "
                                f"{len(trace)} trace events")

        # While held: page matches engine, card ~80 px lower.
        held = self.compare("held")
        held_card = next((n for n in held["nodes"] if n[0] == card_id), None)
        if held_card is None:
            report.fail("drag moves the card", f"card#{card_id} vanished during the drag")
        else:
            # The card starts moving only once the pan passes its 10 pt threshold, and an
            # interactive dismissal may shape the card's path (the music stack's card shrinks
            # back toward the mini player), so "~80 px" means: clearly down, not past the
            # finger, hardly sideways.
            dy, dx = held_card[3] - rest[1], held_card[2] - rest[0]
            report.check(40 <= dy <= 80 + TOLERANCE and abs(dx) <= 5, "drag moves the card",
                         f"card top moved by {dy:.2f} px (x by {dx:.2f}) for an 80 px drag; "
                         f"size {held_card[4]:.2f}x{held_card[5]:.2f} (was "
                         f"{rest[2]:.2f}x{rest[3]:.2f})")
        self.screenshot("3-dragging.png")

        self.mouse("mouseReleased", x0, y0 + 80, 0)
        self.wait_idle("spring back")
        back = self.compare("released")
        back_card = next((n for n in back["nodes"] if n[0] == card_id), None)
        if back_card is None or not self.named(back["nodes"], "nowPlaying"):
            report.fail("slow drag springs back", f"the card was dismissed by a slow 80 px drag "
                                                  f"(named nodes: {[n[1] for n in back['nodes']]})")
        else:
            diff = max(abs(a - b) for a, b in zip(back_card[2:], rest))
            report.check(diff <= TOLERANCE, "slow drag springs back",
                         f"card at {fmt(back_card[2:])}, before {fmt(rest)}, diff {diff:.3f} px")
        return self.performance(trace, stats_before, stats_after)

    def latency(self, card: list) -> dict:
        """Pointer to paint during a drag at 60 and 120 moves a second (browser_latency.py);
        the card springs back after each. A median past two display frames plus 4 ms fails:
        that is a move waiting a whole frame somewhere (the goal is one frame plus 4 ms)."""
        results = {}
        for rate in LATENCY_RATES:
            result = browser_latency.drag(self, card, rate, LATENCY_SECONDS, TRACE_CATEGORIES)
            results[rate] = result
            paint, display = result.get("paint"), result.get("display")
            line = browser_latency.describe(result)
            if paint is None or display is None:
                self.report.fail(f"pointer→paint at {rate} Hz", line)
            else:
                self.report.check(paint[0] <= 2 * display + 4, f"pointer→paint at {rate} Hz", line)
            self.wait_idle("after the latency drag")
        back = next((n for n in self.inspect()["nodes"] if n[0] == card[0]), None)
        if back is None or max(abs(a - b) for a, b in zip(back[2:], card[2:])) > TOLERANCE:
            raise CheckFailed(f"the latency drags left card#{card[0]} at "
                              f"{fmt(back[2:]) if back else 'nowhere'}, not {fmt(card[2:])}")
        return results

    def flick(self, card: list) -> bool:
        cdp, report = self.cdp, self.report
        rest = card[2:]
        x0, y0 = rest[0] + rest[2] / 2, rest[1] + 60
        try:
            cdp.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        except CDPError as error:
            report.info("touch emulation", f"not enabled ({error}); dispatching touches anyway")
        cdp.js("window.__pointerTypes = []; document.getElementById('window').addEventListener("
               "'pointerdown', (e) => __pointerTypes.push(e.pointerType + ':' + e.type), true); "
               "document.getElementById('window').addEventListener('pointermove', (e) => "
               "__pointerTypes.push(e.pointerType + ':' + e.type), true); true")
        frame_before = self.frame()
        self.touch("touchStart", [(x0, y0)])
        for step in range(1, 6):
            time.sleep(0.01)
            self.touch("touchMove", [(x0, y0 + 50 * step)])
        self.touch("touchEnd", [])
        seen = cdp.js("window.__pointerTypes")
        self.wait_idle("after flick", timeout=10)
        frame_after = self.frame()
        self.screenshot("4-after-flick.png")
        if not any(t.startswith("touch:") for t in seen):
            report.fail("touch flick dismisses", f"Input.dispatchTouchEvent produced no touch "
                        f"pointer events in this Chromium (page saw {seen or 'none'}); "
                        f"frames {frame_before}->{frame_after}")
            return False
        nodes = self.inspect()
        playing = self.named(nodes["nodes"], "nowPlaying")
        height = cdp.js("document.getElementById('window').getBoundingClientRect().height")
        card_now = next((n for n in nodes["nodes"] if n[0] == card[0]), None)
        dismissed = not playing or (card_now is not None and card_now[3] >= height)
        where = ("no nowPlaying node" if not playing else
                 f"card at {fmt(card_now[2:]) if card_now else 'gone'}, nowPlaying at "
                 f"{fmt(playing[0][2:])}, window height {height}")
        return report.check(dismissed, "touch flick dismisses",
                            f"5 moves of 50 px 10 ms apart from ({x0:.0f}, {y0:.0f}); {where}; "
                            f"{len(seen)} touch pointer events")

    # -- the reply sheet: keyboard avoidance, typing, ARIA, the focus ring

    def demo_exit_status(self) -> int | None:
        """The demo's exit status if it has exited (a key quit it), else None."""
        if self.demo is None:
            return None
        try:
            return self.demo.process.wait(0.3)  # an exit takes a moment: give it one
        except subprocess.TimeoutExpired:
            return None

    def reply_sheet(self) -> dict:
        """Key 5's reply sheet: presented at its medium detent with ARIA and an announcement,
        Tab draws the focus ring, the field raises the window's keyboard and the sheet rises
        above it, typed keys (`q` too) edit the field, Enter sends and dismisses."""
        cdp, report = self.cdp, self.report
        self.key("5")
        self.wait_idle("reply scenario")
        nodes = self.inspect()["nodes"]
        button = self.named(nodes, "conversation.reply")
        if not button:
            raise CheckFailed(f"after key 5 no conversation.reply node; named nodes: "
                              f"{[n[1] for n in nodes]}")
        _, _, x, y, w, h = button[0]
        said = len(cdp.js("cardDeck.announcements"))
        self.click(x + w / 2, y + h / 2)
        self.wait_idle("reply sheet presentation")
        nodes = self.inspect()["nodes"]
        cards = self.named(nodes, "card")
        field = self.named(nodes, "reply.field")
        if not cards or not field:
            raise CheckFailed(f"a click on conversation.reply at ({x + w / 2:.1f}, "
                              f"{y + h / 2:.1f}) presented no reply sheet: named nodes "
                              f"{[n[1] for n in nodes]}")
        card = cards[-1]
        snap = self.compare("reply sheet", ("card",))
        height = snap["window"][1]
        row = next((r for r in snap["rows"] if r["id"] == card[0]), None)
        page = row["page"] if row and row["page"] else card[2:]
        bottom, share = page[1] + page[3], page[3] / height
        # The medium detent is about half the window (the large one nearly all of it), and a
        # sheet rests on the window's bottom edge.
        report.check(abs(bottom - height) <= 1 and 0.4 <= share <= 0.6, "reply sheet at medium",
                     f"card#{card[0]} at {fmt(page)} in the page: bottom {bottom:.2f} (window "
                     f"bottom {height:.2f}), {share:.0%} of the window's height (medium: 40-60 %)")

        self.aria(card, button[0], said)
        self.focus_ring(card)

        # The field: the window draws its keyboard and the sheet rises above it.
        _, _, fx, fy, fw, fh = field[0]
        self.click(fx + fw / 2, fy + fh / 2)
        self.wait_idle("keyboard")
        snap = self.compare("above keyboard", ("card", "keyboard"))
        height = snap["window"][1]
        keyboard = next((r for r in snap["rows"] if r["name"] == "keyboard"), None)
        card_row = next((r for r in snap["rows"] if r["id"] == card[0]), None)
        keyboard_pt = keyboard_height(snap["window"][0], height)
        expected = height - keyboard_pt
        if keyboard is None or keyboard["page"] is None:
            report.fail("keyboard shows", f"a click on reply.field at ({fx + fw / 2:.1f}, "
                        f"{fy + fh / 2:.1f}) drew no keyboard node"
                        + (" element" if keyboard else "") +
                        f"; named nodes {[n[1] for n in snap['nodes']]}")
        else:
            kx, ky, kw, kh = keyboard["page"]
            report.check(abs(kh - keyboard_pt) <= 1 and abs(ky + kh - height) <= 1,
                         "keyboard shows", f"keyboard#{keyboard['id']} at {fmt(keyboard['page'])} "
                         f"in the page: {kh:.2f} pt tall (want {keyboard_pt:.0f}), bottom "
                         f"{ky + kh:.2f} (window bottom {height:.2f})")
        if card_row is None or card_row["page"] is None:
            report.fail("sheet above the keyboard", f"card#{card[0]} is gone after the field was "
                        f"clicked; named nodes {[n[1] for n in snap['nodes']]}")
            above = None
        else:
            above = card_row["page"][1] + card_row["page"][3]
            top = f"keyboard top {keyboard['page'][1]:.2f}" if keyboard and keyboard["page"] \
                else "no keyboard"
            report.check(abs(above - expected) <= 1, "sheet above the keyboard",
                         f"card#{card[0]} at {fmt(card_row['page'])} in the page: bottom "
                         f"{above:.2f}, {top}; want {expected:.0f} = window {height:.0f} - "
                         f"keyboard {keyboard_pt:.0f} (within 1 px)")

        # Typing: every key, `q` included, edits the field (keys go to it before the demo).
        for character in TYPED:
            self.key(character)
        self.wait_idle("typing")
        status = self.demo_exit_status()
        if status is not None:
            raise CheckFailed(f"typing {TYPED!r} into reply.field ended the demo (exit status "
                              f"{status}): the `q` went to the demo's quit key instead of the "
                              "editing field")
        # The page draws a node's text from its data-text attribute (CSS ::before), so the
        # element's textContent is empty; both are read.
        shown = cdp.js(f"(() => {{ const e = cardDeck.element({field[0][0]}); return e ? "
                       f"[e.getAttribute('data-text') || '', e.textContent, "
                       f"e.getAttribute('aria-description')] : null; }})()")
        if shown is None:
            report.fail("typing edits the field", f"reply.field#{field[0][0]} has no element "
                                                  f"after typing {TYPED!r}")
        else:
            drawn, content, description = shown
            report.check(TYPED in drawn + content, "typing edits the field",
                         f"{len(TYPED)} key presses {TYPED!r}: reply.field draws {drawn!r} "
                         f"(aria-description {description!r}); the demo is still running")
        self.screenshot("5-keyboard.png")

        # Enter: the field sends, the sheet is dismissed and the keyboard goes.
        self.key("Enter")
        self.wait_idle("send")
        status = self.demo_exit_status()
        if status is not None:
            raise CheckFailed(f"Enter in reply.field ended the demo (exit status {status})")
        nodes = self.inspect()["nodes"]
        left = [n for n in nodes if n[1] in ("card", "keyboard", "reply.field")
                and n[3] < height and n[5] > 0]
        messages = sorted((n for n in nodes if re.fullmatch(r"conversation\.message\.\d+", n[1])),
                          key=lambda n: int(n[1].rsplit(".", 1)[1]))
        # The bubble's text: on the bubble, or on the label inset inside it.
        sent = cdp.js(f"((el) => el ? (el.getAttribute('data-text') ?? el.querySelector("
                      f"'[data-text]')?.getAttribute('data-text') ?? null) : null)(cardDeck.element("
                      f"{messages[-1][0]}))") if messages else None
        report.check(not left and sent == TYPED, "Enter sends and dismisses",
                     (f"still in the window: {[f'{n[1]}#{n[0]} at {fmt(n[2:])}' for n in left]}; "
                      if left else "card and keyboard gone; ") +
                     f"last message {messages[-1][1] if messages else 'none'} reads {sent!r} "
                     f"(want {TYPED!r})")
        return {"bottom": above, "expected": expected}

    def aria(self, card: list, behind: list, said: int) -> None:
        """The front card's container is a modal dialog, what is behind it is aria-hidden, and
        the polite live region got the presentation's announcement."""
        report = self.report
        found = self.cdp.js("""((cardId, behindId, said) => {
          const card = cardDeck.element(cardId), behind = cardDeck.element(behindId);
          const dialogs = [...document.querySelectorAll('[role="dialog"]')];
          const live = document.querySelector('[aria-live="polite"]');
          return {
            dialogs: dialogs.map((d) => [d.dataset.node ?? d.id, d.getAttribute('aria-modal')]),
            around: dialogs.filter((d) => d.getAttribute('aria-modal') === 'true' && card
              && d.contains(card)).map((d) => d.dataset.node),
            cardHidden: !!(card && card.closest('[aria-hidden="true"]')),
            behindHidden: behind ? behind.closest('[aria-hidden="true"]')?.dataset.node ?? null
              : 'no element',
            live: live ? [...live.children].map((c) => c.textContent) : null,
            liveId: live ? live.id : null,
            announced: cardDeck.announcements.slice(said),
          };
        })(%d, %d, %d)""" % (card[0], behind[0], said))
        report.check(bool(found["around"]) and not found["cardHidden"]
                     and found["behindHidden"] not in (None, "no element"), "ARIA modal dialog",
                     f"role=dialog aria-modal=true around card#{card[0]}: "
                     f"{'#' + found['around'][0] if found['around'] else 'none'} (dialogs "
                     f"[node, aria-modal]: {found['dialogs']}); card inside aria-hidden: "
                     f"{found['cardHidden']}; conversation.reply#{behind[0]} hidden by "
                     f"aria-hidden on {found['behindHidden']}")
        announced, live = found["announced"], found["live"]
        fresh = [a for a in announced if a.startswith("Card presented")]
        # The region keeps the newest five lines: the fresh announcements must be its last.
        in_region = live is not None and 0 < len(announced) <= 5 and live[-len(announced):] == \
            announced
        report.check(bool(fresh) and in_region and any("Card presented" in t for t in live or []),
                     "ARIA live region", f"aria-live=polite region "
                     f"{'#' + found['liveId'] if live is not None else 'missing'}; announced since "
                     f"the click: {announced}; the region reads {live}")

    def focus_ring(self, card: list) -> None:
        """Tab (a real key) moves focus into the card and the window draws its focus ring."""
        self.key("Tab")
        self.wait_idle("focus ring")
        snap = self.snapshot("focus ring", ("focus.ring", "card"))
        ring = next((r for r in snap["rows"] if r["name"] == "focus.ring"), None)
        now = next((r for r in snap["rows"] if r["id"] == card[0]), None)
        if ring is None or ring["page"] is None:
            self.report.fail("Tab draws the focus ring",
                             ("no focus.ring node" if ring is None else
                              f"focus.ring#{ring['id']} has no element") +
                             f" after Tab with the reply sheet up; named nodes "
                             f"{[n[1] for n in snap['nodes']]}")
            return
        outline = self.cdp.js(f"(() => {{ const s = getComputedStyle(cardDeck.element("
                              f"{ring['id']})); return [s.outlineStyle, s.outlineWidth, "
                              f"s.outlineColor]; }})()")
        diff = max(abs(a - b) for a, b in zip(ring["engine"], ring["page"]))
        rx, ry, rw, rh = ring["page"]
        slack = FOCUS_RING_OUTSET + TOLERANCE
        cx, cy, cw, ch = now["page"] if now and now["page"] else (0, 0, 0, 0)
        inside = (rx >= cx - slack and ry >= cy - slack and rx + rw <= cx + cw + slack
                  and ry + rh <= cy + ch + slack)
        self.report.check(outline[0] != "none" and diff <= TOLERANCE and inside,
                          "Tab draws the focus ring",
                          f"focus.ring#{ring['id']} at {fmt(ring['page'])} in the page (engine "
                          f"diff {diff:.3f} px), outline {' '.join(outline)}, "
                          f"{'inside' if inside else 'NOT inside'} card#{card[0]} at "
                          f"{fmt((cx, cy, cw, ch))}")

    # -- performance

    def performance(self, trace: list[dict], before: dict, after: dict) -> dict:
        report = self.report
        marks = {e.get("args", {}).get("data", {}).get("message"): e["ts"]
                 for e in trace if e.get("name") == "TimeStamp"}
        t0, t1 = marks.get("carddeck-drag-start"), marks.get("carddeck-drag-end")
        if t0 is None or t1 is None:  # fall back to the whole trace
            stamps = [e["ts"] for e in trace if e.get("ts")]
            t0, t1 = min(stamps, default=0), max(stamps, default=0)
        inside = [e for e in trace if t0 <= e.get("ts", -1) <= t1]
        # The page's renderer: the process that ran Layout/UpdateLayoutTree/EventDispatch.
        renderer = {e["pid"] for e in inside if e.get("name") in ("EventDispatch", "TimeStamp")}

        def count(name: str, pids=renderer) -> int:
            return sum(1 for e in inside if e.get("name") == name and e.get("ph") != "E"
                       and (not pids or e.get("pid") in pids))

        layouts, styles, paints = count("Layout"), count("UpdateLayoutTree"), count("Paint")
        seconds = (t1 - t0) / 1e6
        # Frames: this Chromium's renderer compositor emits one `PipelineReporter` async event
        # per 60 Hz BeginFrame it handled (cat cc,benchmark,…timeline.frame), whose
        # args.frame_reporter.state says what became of that frame: STATE_PRESENTED_ALL,
        # STATE_PRESENTED_PARTIAL (the main thread's update missed it), STATE_DROPPED, or
        # STATE_NO_UPDATE_DESIRED (nothing changed: not a frame at all). That is what Chrome's
        # own dropped-frame metric uses, so F = vsyncs that wanted a frame, D = STATE_DROPPED
        # ones. `DrawFrame` (one per compositor frame drawn) is counted beside it; a Chromium
        # without PipelineReporter falls back to DrawFrame + `DroppedFrame` events. Only the
        # page's renderer process counts (the browser process has a compositor too).
        states: dict = {}
        for e in inside:
            if e.get("name") == "PipelineReporter" and e.get("ph") in ("b", "X") \
                    and e.get("pid") in renderer:
                fr = e.get("args", {}).get("frame_reporter") or e.get("args", {}).get(
                    "chrome_frame_reporter") or {}
                key = (fr.get("frame_source"), fr.get("frame_sequence"), e.get("id2", {}).get("local"))
                states.setdefault(key, str(fr.get("state", "")))
        draws = count("DrawFrame")
        dropped_events = count("DroppedFrame")
        if states:
            wanted = [s for s in states.values() if s != "STATE_NO_UPDATE_DESIRED"]
            frames = len(wanted)
            dropped = sum(1 for s in wanted if s == "STATE_DROPPED")
            partial = sum(1 for s in wanted if s == "STATE_PRESENTED_PARTIAL")
            source = (f"PipelineReporter: {frames - dropped - partial} presented, {partial} "
                      f"partial, {dropped} dropped; DrawFrame {draws}")
        else:
            frames, dropped = draws + dropped_events, dropped_events
            source = f"DrawFrame {draws} + DroppedFrame {dropped_events} (no PipelineReporter)"
        patches = after["patches"] - before["patches"]
        per_patch = ""
        if patches > 0:
            per_patch = (f"{(after['bytes'] - before['bytes']) / patches:.0f} bytes, "
                         f"{(after['operations'] - before['operations']) / patches:.1f} operations "
                         f"per patch over {patches} patches")
        latencies = (after.get("latencies") or [])[len(before.get("latencies") or []):]
        median = p95 = None
        if latencies:
            ordered = sorted(latencies)
            median = statistics.median(ordered)
            p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
        report.info("drag trace", f"{seconds * 1000:.0f} ms (press, 30 moves, 200 ms hold); "
                                  f"Layout {layouts} ({layouts / max(frames, 1):.2f} per frame), "
                                  f"UpdateLayoutTree {styles}, Paint {paints}")
        report.info("drag frames", f"{dropped} dropped of {frames} frames at 60 Hz ({source})")
        report.info("drag patches", per_patch or "no patch during the drag")
        report.info("pointer→patch latency",
                    f"median {median:.1f} ms, p95 {p95:.1f} ms over {len(latencies)} samples"
                    if latencies else "not reported by this page (cardDeck.stats.latencies)")
        return {"layouts": layouts, "dropped": dropped, "frames": frames, "median": median}


def report_latency(report: Report, display: str, ours: dict, base: dict) -> None:
    """Chromium alone (the baseline page) at each rate, then ours against it and the goal."""
    for rate, result in base.items():
        report.info(f"pointer→paint at {rate} Hz {display}, Chromium alone",
                    browser_latency.describe(result))
    for rate, result in ours.items():
        report.info(f"pointer→paint goal at {rate} Hz {display}",
                    browser_latency.verdict(result, base.get(rate)))


def driven_display(demo: Demo, url: str, report: Report, deadline: Deadline, out: str,
                   pids: str | None) -> dict | None:
    """Pointer→paint on a 120 Hz display: chromium-headless-shell, its frames driven at 120 Hz
    (browser_latency.FrameDriver), the music stack's card dragged at 120 and 60 moves a second.
    Skipped, saying so, without the shell. Call it after the first page left: this page must
    control the window."""
    shell = shutil.which(browser_latency.SHELL)
    if shell is None:
        report.info("pointer→paint on a 120 Hz display", f"skipped: no {browser_latency.SHELL} "
                    "(Debian's chromium-headless-shell package)")
        return None
    port = free_port()
    log = open(os.path.join(out, "shell.log"), "wb")
    process = subprocess.Popen(
        [shell, "--no-sandbox", "--disable-gpu", *browser_latency.SHELL_FLAGS,
         f"--remote-debugging-port={port}", f"--user-data-dir={os.path.join(out, 'shell-profile')}",
         f"--window-size={VIEWPORT[0]},{VIEWPORT[1]}", "about:blank"],
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    record_pid(pids, process.pid)
    driver = None
    sockets = []
    try:
        end = time.monotonic() + deadline.left(20)
        version = None
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        while version is None:
            try:
                with opener.open(f"http://127.0.0.1:{port}/json/version", timeout=2) as r:
                    version = json.load(r)
            except (OSError, ValueError):
                if time.monotonic() > end or process.poll() is not None:
                    raise CheckFailed(f"{browser_latency.SHELL} did not start; see shell.log")
                time.sleep(0.2)
        sockets.append(WebSocket(version["webSocketDebuggerUrl"], timeout=deadline.left(10)))
        target = CDP(sockets[-1], deadline).call(
            "Target.createTarget", {"url": "about:blank", "enableBeginFrameControl": True})
        page = f"ws://127.0.0.1:{port}/devtools/page/{target['targetId']}"
        sockets.append(WebSocket(page, timeout=deadline.left(10)))
        display = CDP(sockets[-1], deadline)
        display.call("HeadlessExperimental.enable")
        driver = browser_latency.FrameDriver(display, 120)
        driver.start()
        sockets.append(WebSocket(page, timeout=deadline.left(10)))
        cdp = CDP(sockets[-1], deadline)
        check = BrowserCheck(cdp, report, deadline, out, demo)
        cdp.call("Page.enable")
        cdp.call("Runtime.enable")
        cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": VIEWPORT[0], "height": VIEWPORT[1], "deviceScaleFactor": 2, "mobile": False})
        cdp.call("Page.addScriptToEvaluateOnNewDocument", {"source": browser_latency.INSTRUMENT})
        cdp.call("Page.navigate", {"url": url}, timeout=15)
        end = time.monotonic() + deadline.left(15)
        while check.frame() < 0 or not cdp.js("cardDeck.control"):
            if time.monotonic() > end:
                raise CheckFailed("the 120 Hz page never took control of the window")
            time.sleep(0.1)
        check.key("3")
        check.wait_idle("music stack at 120 Hz")
        mini = check.named(check.inspect()["nodes"], "library.miniPlayer")
        if not mini:
            raise CheckFailed("no library.miniPlayer after key 3 on the 120 Hz page")
        _, _, x, y, w, h = mini[0]
        check.click(x + w / 2, y + h / 2)
        check.wait_idle("card at 120 Hz")
        card = check.presented_card(check.inspect()["nodes"])
        if card is None:
            raise CheckFailed("the mini player presented no card on the 120 Hz page")
        results = {}
        for rate in LATENCY_RATES[::-1]:
            result = browser_latency.drag_on_driven_display(check, card, rate, LATENCY_SECONDS,
                                                            driver)
            results[rate] = result
            paint, display_frame = result.get("paint"), result.get("display")
            name = f"pointer→paint at {rate} Hz on a 120 Hz display"
            line = browser_latency.describe(result)
            if paint is None or display_frame is None or "error" in result:
                report.fail(name, line)
            else:
                report.check(paint[0] <= 2 * display_frame + 4, name, line)
            check.wait_idle("after the 120 Hz drag")
        base = browser_latency.baseline_drags(check, card, LATENCY_RATES[::-1], LATENCY_SECONDS,
                                              driver=driver)
        report_latency(report, "on a 120 Hz display", results, base)
        return {"ours": results, "baseline": base}
    finally:
        if driver is not None:
            driver.stop()
        for socket_ in sockets:
            socket_.close()
        kill_group(process)
        log.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--demo", required=True, help="the carddeck-demo binary")
    parser.add_argument("--out", required=True, help="where to write PNGs, report.txt, logs")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--timeout", type=float, default=120, help="overall cap in seconds")
    parser.add_argument("--pids", help="a file to append the started processes' ids to")
    parser.add_argument("--a11y-only", action="store_true",
                        help="only load the page and run the screen-reader checks "
                             "(Scripts/browser_a11y.py; with CARDDECK_A11Y_DUMP set, its tree "
                             "dumps too)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    def interrupted(number, _frame):
        raise Interrupted(signal.Signals(number).name)

    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGINT, interrupted)
    deadline = Deadline(args.timeout)
    report = Report(args.out)
    demo = chromium = ws = None
    results: dict = {}
    try:
        demo = Demo(args.demo, args.out, args.pids)
        url = demo.url(deadline)
        report.ok("demo started", url.split("?")[0])
        chromium = Chromium(args.chromium, args.out, args.pids)
        ws = WebSocket(chromium.page_socket_url(deadline), timeout=deadline.left(10))
        check = BrowserCheck(CDP(ws, deadline), report, deadline, args.out, demo)
        try:
            if args.a11y_only:
                check.load(url)
                browser_a11y.check(check)
            else:
                results = check.run(url)
                browser_a11y.check(check)
                # Chromium alone: the baseline page takes the tab, so the first page leaves
                # and the 120 Hz page controls the window.
                results["baseline"] = browser_latency.baseline_drags(
                    check, results["card"], LATENCY_RATES, LATENCY_SECONDS, TRACE_CATEGORIES)
                report_latency(report, "on a 60 Hz display", results["latency"],
                               results["baseline"])
                results["display120"] = driven_display(demo, url, report, deadline, args.out,
                                                       args.pids)
        finally:
            if check.comparisons:
                report.check(check.mismatches == 0, "comparisons",
                             f"{check.comparisons - check.mismatches} of {check.comparisons} "
                             f"within {TOLERANCE} px")
    except CheckFailed as error:
        report.fail("check stopped", str(error))
    except CDPError as error:
        report.fail("check stopped", f"DevTools refused a command: {error}")
    except OSError as error:
        report.fail("check stopped", f"{type(error).__name__}: {error}")
    except Interrupted as signal_name:
        report.fail("check stopped", f"interrupted by {signal_name}")
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        if demo is not None:
            early = demo.process.poll()
            status, stdout = demo.interrupt()
            if early is not None:
                report.fail("demo stops on SIGINT", f"it had already exited, status {early}")
            else:
                ended = f"exit status {status}" if status is not None else "still running 10 s later"
                if status is not None and status < 0:
                    ended = f"killed by {signal.Signals(-status).name}" + demo.crash_summary()
                printed = "printed" if "Stopped." in stdout else "did not print"
                report.check(status == 0 and "Stopped." in stdout, "demo stops on SIGINT",
                             f"{ended}, {printed} 'Stopped.'")
                check_recordings(report, stdout)
            demo.kill()
        if ws is not None:
            ws.close()
        if chromium is not None:
            chromium.kill()
        if args.pids:  # all ended: nothing left for the shell's trap to kill
            open(args.pids, "w").close()

    if report.failures:
        report.line(f"browser check: FAILED — {report.failures[0]}")
    elif args.a11y_only:
        report.line("browser check: passed — screen-reader checks only (--a11y-only)")
    else:
        drag = results["drag"]
        latency = f"{drag['median']:.1f} ms" if drag["median"] is not None else "n/a"
        reply = results["reply"]
        report.line(f"browser check: passed — {check.comparisons} comparisons within "
                    f"{TOLERANCE} px, drag springs back, flick dismisses, reply sheet above the "
                    f"keyboard (bottom {reply['bottom']:.0f}), typing, ARIA and focus ring; "
                    f"layouts during drag: "
                    f"{drag['layouts']}; dropped frames: {drag['dropped']}/{drag['frames']}; "
                    f"latency median {latency}; pointer→paint median " + ", ".join(
                        f"{r['paint'][0]:.1f} ms at {rate} Hz"
                        for rate, r in results["latency"].items() if r.get("paint"))
                    + "".join(f", {r['paint'][0]:.1f} ms at {rate} Hz on a 120 Hz display"
                              for rate, r in (results.get("display120") or {}).get("ours", {})
                              .items() if r.get("paint"))
                    + "; Chromium alone " + ", ".join(
                        f"{r['paint'][0]:.1f} ms" for r in (
                            *(results.get("baseline") or {}).values(),
                            *((results.get("display120") or {}).get("baseline") or {}).values())
                        if r.get("paint")))
    report.write()
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
