#!/usr/bin/env python3
"""The inspector in headless Chromium: `carddeck-demo --web --inspect` beside its panel.

Usage: python3 Scripts/browser_inspector.py --demo .build/debug/carddeck-demo --out DIR
           [--chromium chromium] [--timeout 150] [--pids FILE]
(Scripts/browser-check.sh runs it after Scripts/browser_check.py, into OUT/inspector.)

Checks, each against the engine's own numbers (`cardDeck.inspect()`, the page's elements):
- the panel shows the tree: every named node has its row, with the engine's frame;
- rows change in place as the tree does: opening a scenario inserts rows without a reset, and
  a row's element stays the same element;
- hovering a row outlines its node over the phone, on the node's element (within 1 px);
- pick mode: the pointer over the phone outlines the node under it, a click selects it, and
  the click never reaches the app (no patch follows it);
- the keyboard: arrows move through the rows, Enter selects;
- a second page watches: it gets the tree and a read-only inspector, the first keeps control;
- layouts: the phone and the panel side by side on a landscape screen, the panel below on a
  portrait or narrow one, never overlapping, at 1280x800, 390x844, 844x390 and 640x480.
Then the other sections' checks (SECTION_CHECKS). Screenshots: inspector-tree.png,
inspector-hover.png, inspector-pick.png, inspector-WxH.png; report.txt, demo.log.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check as bc  # noqa: E402
import browser_inspector_cards as cards  # noqa: E402
import browser_inspector_timeline as timeline  # noqa: E402
import browser_inspector_tuning as tuning  # noqa: E402

VIEWPORT = (1280, 800)
LAYOUTS = ((1280, 800, "side"), (390, 844, "below"), (844, 390, "side"), (640, 480, "below"))
TOLERANCE = 1.0  # px: an outline against its node's element
# Input.dispatchKeyEvent's code and key code for the keys the tree takes.
KEYS = {"ArrowDown": 40, "ArrowUp": 38, "ArrowRight": 39, "ArrowLeft": 37, "Enter": 13,
        "Home": 36, "End": 35, "Escape": 27}

# The other sections add their checks here, in the panel's order: (name, function), each
# function(check, report) run on the same page after the tree's checks, its screenshots
# named inspector-<name>-….png. Planned:
#   cards:    drag a card and see the velocity drawn; release and see the explanation
#   motion:   the plot follows the drag (with the cards' check)
#   tuning:   change the corner radius and see the card change (on the card cards presented)
#   timeline: scrub back and see the earlier frame; export the test (compiled by swift test)
def back_to_menu(ic: "InspectorCheck") -> None:
    """Focus leaves the panel (its keys stay in it) and Escape brings the demo's menu back."""
    ic.js("document.activeElement && document.activeElement.blur()")
    ic.check.key("Escape")
    ic.check.wait_idle("menu")
    time.sleep(0.3)


def cards_and_motion(ic: "InspectorCheck", report: bc.Report) -> None:
    back_to_menu(ic)
    cards.check_cards_and_motion(ic.check, ic.cdp, report)


SECTION_CHECKS: list = [
    ("cards and motion", cards_and_motion),
    ("tuning", lambda ic, report: tuning.check_tuning(ic.cdp, report, ic.check.out)),
    ("timeline", lambda ic, report: timeline.check_timeline(ic.check, ic.cdp, report)),
]

# The named nodes' engine frames and their rows in the tree, read in one task.
ROWS_JS = """
(async () => {
  const inspection = await Promise.race([cardDeck.inspect(), new Promise((_, reject) =>
    setTimeout(() => reject(new Error("the engine did not answer inspect within 3 s")), 3000))]);
  return inspection.nodes.map(([id, name, x, y, w, h]) => {
    const li = cardDeckTree.row(id);
    return { id, name, engine: [x, y, w, h], row: li ? li._frame : null,
             ident: li ? li._values[1] : null };
  });
})()
"""

# A client rect as [x, y, width, height].
RECT_JS = "((r) => r ? [r.left, r.top, r.width, r.height] : null)"


class InspectingDemo(bc.Demo):
    """carddeck-demo --web --inspect."""

    def __init__(self, binary: str, out: str, pids: str | None):  # noqa: super not called
        self.port = bc.free_port()
        self.log = open(os.path.join(out, "demo.log"), "wb")
        self.process = subprocess.Popen(
            [binary, "--web", "--inspect", "--port", str(self.port)],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log,
            start_new_session=True,
        )
        bc.record_pid(pids, self.process.pid)
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()


class InspectorCheck:
    def __init__(self, check: bc.BrowserCheck):
        self.check, self.cdp, self.report = check, check.cdp, check.report

    def js(self, expression: str, timeout: float = 10):
        return self.cdp.js(expression, timeout=timeout)

    def viewport(self, width: int, height: int) -> None:
        self.cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        time.sleep(0.4)

    def key(self, key: str) -> None:
        common = {"key": key, "code": key, "windowsVirtualKeyCode": KEYS[key],
                  "nativeVirtualKeyCode": KEYS[key]}
        down = {"type": "rawKeyDown", **common}
        if key == "Enter":
            down = {"type": "keyDown", "text": "\r", **common}
        self.cdp.call("Input.dispatchKeyEvent", down)
        self.cdp.call("Input.dispatchKeyEvent", {"type": "keyUp", **common})

    def wait_for(self, expression: str, what: str, timeout: float = 5):
        end = time.monotonic() + self.check.deadline.left(timeout)
        while True:
            value = self.js(expression)
            if value:
                return value
            if time.monotonic() > end:
                raise bc.CheckFailed(f"{what}: not within {timeout:g} s ({expression[:80]})")
            time.sleep(0.05)

    def element_rect(self, node_id: int):
        return self.js(f"{RECT_JS}(cardDeck.element({node_id})?.getBoundingClientRect())")

    def overlay_rect(self, name: str):
        return self.js(f"(() => {{ const r = document.querySelector('#cd-tree-overlay .{name}'); "
                       f"return r && r.style.display !== 'none' ? "
                       f"{RECT_JS}(r.getBoundingClientRect()) : null; }})()")

    def near(self, a, b) -> bool:
        return a is not None and b is not None and all(
            abs(p - q) <= TOLERANCE for p, q in zip(a, b))

    # -- steps

    def load(self, url: str) -> None:
        self.cdp.call("Page.enable")
        self.cdp.call("Runtime.enable")
        self.viewport(*VIEWPORT)
        self.cdp.call("Page.navigate", {"url": url}, timeout=15)
        self.wait_for("window.cardDeckTree && cardDeck.frame >= 0 && cardDeckTree.stats.rows > 0",
                      "the page and its tree", timeout=15)
        self.check.wait_idle("menu")
        state = self.js("({sections: CardDeckInspector.sections, controls: "
                        "CardDeckInspector.controls, stats: cardDeckTree.stats})")
        self.report.check(state["controls"] is True and "tree" in state["sections"],
                          "inspector loaded", f"sections {state['sections']}, "
                          f"{state['stats']['rows']} rows, controls {state['controls']}")

    def compare_rows(self, what: str) -> list[dict]:
        self.check.wait_idle(what)
        rows = self.js(ROWS_JS)
        bad = [r for r in rows if r["row"] is None or r["ident"] != r["name"]
               or not all(abs(p - q) <= 0.01 for p, q in zip(r["row"], r["engine"]))]
        self.report.check(rows and not bad, f"{what}: tree rows", (
            f"{len(rows)} named nodes, each with its row and the engine's frame" if not bad
            else f"{len(bad)} of {len(rows)} differ, first {bad[0]}"))
        return rows

    def tree_in_place(self) -> None:
        rows = self.compare_rows("menu")
        before = self.js("(() => { const li = document.querySelector('#cd-tree > li'); "
                         "li._kept = true; return cardDeckTree.stats; })()")
        self.check.key("1")
        self.check.wait_idle("reactions card")
        time.sleep(0.3)
        after = self.js("({stats: cardDeckTree.stats, kept: document.querySelector('#cd-tree > "
                        "li')._kept === true})")
        stats = after["stats"]
        self.report.check(
            stats["resets"] == before["resets"] and stats["ops"] > before["ops"] and after["kept"],
            "rows change in place",
            f"{stats['ops'] - before['ops']} operations, resets {before['resets']} → "
            f"{stats['resets']}, rows {before['rows']} → {stats['rows']}, root row "
            f"{'kept' if after['kept'] else 'rebuilt'}")
        self.compare_rows("reactions card")
        self.check.screenshot("inspector-tree.png")
        del rows

    def hover(self) -> None:
        # A named row whose element shows on the phone.
        target = self.js("""(async () => {
          const inspection = await cardDeck.inspect();
          for (const [id, name] of inspection.nodes) {
            const li = cardDeckTree.row(id), el = cardDeck.element(id);
            if (!li || !el || name === "window.root") continue;
            const r = el.getBoundingClientRect();
            if (r.width < 4 || r.height < 4) continue;
            li._row.scrollIntoView({ block: "center" });
            const row = li._row.getBoundingClientRect();
            return { id, name, row: [row.left + 20, row.top + row.height / 2] };
          }
          return null;
        })()""")
        if not self.report.check(target is not None, "hover: a row to hover", str(target)):
            return
        self.check.mouse("mouseMoved", *target["row"], 0)
        time.sleep(0.2)
        box, element = self.overlay_rect("cd-hover"), self.element_rect(target["id"])
        self.report.check(self.near(box, element), "hover outlines the node",
                          f"{target['name']}: outline {box}, element {element}")
        self.check.screenshot("inspector-hover.png")

    def pick(self) -> None:
        button = self.js(f"{RECT_JS}(document.getElementById('cd-tree-pick')"
                         ".getBoundingClientRect())")
        self.check.click(button[0] + button[2] / 2, button[1] + button[3] / 2)
        self.wait_for("cardDeckTree.picking", "pick mode on")
        target = self.js("""(async () => {
          const inspection = await cardDeck.inspect();
          const named = inspection.nodes.filter(([, name]) => name === "status.reactions");
          const [id] = named[0] || inspection.nodes[inspection.nodes.length - 1];
          const r = cardDeck.element(id).getBoundingClientRect();
          return { id, point: [r.left + r.width / 2, r.top + r.height / 2] };
        })()""")
        x, y = target["point"]
        self.check.mouse("mouseMoved", x - 5, y, 0)
        self.check.mouse("mouseMoved", x, y, 0)
        self.wait_for("document.querySelector('#cd-tree-overlay .cd-pick').style.display !== 'none'",
                      "the pick outline")
        time.sleep(0.2)
        hit = self.js("cardDeckTree.stats.hits")
        box = self.overlay_rect("cd-pick")
        self.check.screenshot("inspector-pick.png")
        patches = self.js("cardDeck.stats.patches")
        self.check.click(x, y)
        picked = self.wait_for("cardDeckTree.selected", "a node selected by the click")
        time.sleep(0.6)
        after = self.js("({patches: cardDeck.stats.patches, picking: cardDeckTree.picking})")
        element, selected = self.element_rect(picked), self.overlay_rect("cd-selected")
        self.report.check(self.near(box, element) and self.near(selected, element),
                          "picking outlines the node under the pointer",
                          f"node {picked} (aimed at {target['id']}), {hit} hit answers: pick "
                          f"outline {box}, selected {selected}, element {element}")
        self.report.check(after["patches"] == patches and not after["picking"],
                          "the pick's click never reaches the app",
                          f"patches {patches} → {after['patches']}, pick mode "
                          f"{'still on' if after['picking'] else 'ended'}")

    def keyboard(self) -> None:
        start = self.js("(() => { const li = document.querySelector('#cd-tree li[tabindex=\"0\"]')"
                        "; li.focus(); return li._id; })()")
        patches = self.js("cardDeck.stats.patches")
        for key in ("Home", "ArrowDown", "ArrowDown", "Enter"):
            self.key(key)
        time.sleep(0.3)
        state = self.js("""(() => {
          const visible = [...document.querySelectorAll('#cd-tree li[role="treeitem"]')]
            .filter((li) => !li.parentElement.closest("li.cd-closed"));
          return { selected: cardDeckTree.selected, third: visible[2]._id,
                   focused: document.activeElement._id ?? null, patches: cardDeck.stats.patches };
        })()""")
        self.report.check(state["selected"] == state["third"] == state["focused"]
                          and state["patches"] == patches, "the keyboard walks the rows",
                          f"from {start}: Home, ↓, ↓, Enter selected {state['selected']} (the "
                          f"third row {state['third']}), focus on {state['focused']}, the phone "
                          f"got no key ({patches} → {state['patches']} patches)")

    def watching(self) -> None:
        """A second page (a raw socket with the same token) watches: its hello says so, it gets
        the tree's snapshot, and the first page keeps control."""
        seen = self.js("""new Promise((resolve) => {
          const token = new URLSearchParams(location.search).get("token");
          const ws = new WebSocket(`ws://${location.host}/socket?token=${encodeURIComponent(token)}`);
          const seen = { control: null, rows: 0 };
          const done = () => { ws.close(); resolve(seen); };
          ws.onmessage = (e) => {
            const m = JSON.parse(e.data);
            if (m.t === "hello") seen.control = m.control;
            if (m.t === "i.tree" && m.ops) { seen.rows = m.ops.filter((op) => op[0] === "+").length; done(); }
          };
          setTimeout(done, 3000);
        })""")
        time.sleep(0.3)
        rows = self.js("cardDeckTree.stats.rows")
        first = self.js("CardDeckInspector.controls")
        self.report.check(seen["control"] is False and seen["rows"] == rows and first is True,
                          "a watching page gets the tree, read-only",
                          f"hello control {seen['control']}, {seen['rows']} rows in its snapshot "
                          f"({rows} here), this page still controls: {first}")

    def layouts(self) -> None:
        for width, height, where in LAYOUTS:
            self.viewport(width, height)
            self.check.wait_idle(f"{width}x{height}")
            geometry = self.js(f"""({{
              phone: {RECT_JS}(document.getElementById("window").getBoundingClientRect()),
              panel: {RECT_JS}(document.getElementById("cd-panel").getBoundingClientRect()),
              overlay: {RECT_JS}(document.getElementById("cd-overlay").getBoundingClientRect()),
              rows: [...document.querySelectorAll("#cd-tree li")].filter((li) => {{
                const r = li.getBoundingClientRect(), p = document.getElementById("cd-panel")
                  .getBoundingClientRect();
                return r.height > 0 && r.top >= p.top && r.bottom <= p.bottom; }}).length,
              viewport: [innerWidth, innerHeight] }})""")
            px, py, pw, ph = geometry["phone"]
            qx, qy, qw, qh = geometry["panel"]
            inside = px >= -0.5 and py >= -0.5 and px + pw <= width + 0.5 and py + ph <= height + 0.5
            apart = px + pw <= qx + 0.5 if where == "side" else py + ph <= qy + 0.5
            self.report.check(
                inside and apart and self.near(geometry["overlay"], geometry["phone"])
                and geometry["rows"] >= 3 and pw >= 100,
                f"layout {width}x{height}",
                f"phone {bc.fmt(geometry['phone'])}, panel {where} {bc.fmt(geometry['panel'])}, "
                f"{geometry['rows']} rows in view, overlay on the phone "
                f"{self.near(geometry['overlay'], geometry['phone'])}")
            self.check.screenshot(f"inspector-{width}x{height}.png")
        self.viewport(*VIEWPORT)

    def run(self, url: str) -> None:
        self.load(url)
        self.tree_in_place()
        self.hover()
        self.pick()
        self.keyboard()
        self.watching()
        self.layouts()
        for name, section_check in SECTION_CHECKS:
            self.report.info("section", name)
            section_check(self, self.report)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--demo", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--timeout", type=float, default=150)
    parser.add_argument("--pids")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    def interrupted(number, _frame):
        raise bc.Interrupted(signal.Signals(number).name)

    signal.signal(signal.SIGTERM, interrupted)
    signal.signal(signal.SIGINT, interrupted)
    bc.VIEWPORT = VIEWPORT
    deadline = bc.Deadline(args.timeout)
    report = bc.Report(args.out)
    demo = chromium = ws = None
    try:
        demo = InspectingDemo(args.demo, args.out, args.pids)
        url = demo.url(deadline)
        report.ok("demo started with --inspect", url.split("?")[0])
        chromium = bc.Chromium(args.chromium, args.out, args.pids)
        ws = bc.WebSocket(chromium.page_socket_url(deadline), timeout=deadline.left(10))
        check = bc.BrowserCheck(bc.CDP(ws, deadline), report, deadline, args.out, demo)
        InspectorCheck(check).run(url)
    except bc.CheckFailed as error:
        report.fail("check stopped", str(error))
    except bc.CDPError as error:
        report.fail("check stopped", f"DevTools refused a command: {error}")
    except OSError as error:
        report.fail("check stopped", f"{type(error).__name__}: {error}")
    except bc.Interrupted as signal_name:
        report.fail("check stopped", f"interrupted by {signal_name}")
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        if demo is not None:
            status, _ = demo.interrupt()
            report.check(status == 0, "demo stops on SIGINT", f"exit status {status}")
            demo.kill()
        if ws is not None:
            ws.close()
        if chromium is not None:
            chromium.kill()
        if args.pids:
            open(args.pids, "w").close()
    report.line("inspector check: " + (f"FAILED — {report.failures[0]}" if report.failures
                                       else "passed"))
    report.write()
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
