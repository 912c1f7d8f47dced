#!/usr/bin/env python3
"""The demo's scenarios at phone sizes in both orientations and below them, in headless Chromium.

Usage: python3 Scripts/browser_sizes.py --demo .build/debug/carddeck-demo --out DIR
           [--sizes 390x844,844x390,375x667,667x375,200x200] [--prefix before-]
(Scripts/browser_check.py runs the same steps as its step 14.)

For every viewport size: loads the page, screenshots the menu (PREFIX WxH-0-menu.png), scrolls
the menu to its last button and clicks it (the menu must scroll where it does not fit), then
plays each scenario's first taps (1 status.reactions, 2 shop.showSheet, 3 library.miniPlayer,
4 files.filters, 5 conversation.reply and reply.field, 6 mail.row.0) and screenshots each
(PREFIX WxH-N-NAME.png). With the keyboard up it checks that the reply field lies above the
keyboard's top, and at every state that no two labels of one screen overlap in the page (their
element rects, read from the DOM), that no text is drawn past its node and that the status line
fits its width.
"""

from __future__ import annotations

import json
import os
import time

# Each scenario's key, its screenshot name and the nodes tapped in order.
SCENARIOS = (
    ("1", "reactions", ("status.reactions",)),
    ("2", "sheet", ("shop.showSheet",)),
    ("3", "music", ("library.miniPlayer",)),
    ("4", "side", ("files.filters",)),
    ("5", "reply", ("conversation.reply", "reply.field")),
    ("6", "split", ("map.pin.0",)),
)
SIZES = ((390, 844), (844, 390), (375, 667), (667, 375), (200, 200))

# The page's labels (elements that draw text) in window points, with the card or window they
# belong to: the nearest ancestor that is a `card` node (else the window).
LABELS_JS = r"""
((layers) => {
  const host = document.getElementById("window");
  const scale = host._scale || 1, origin = host.getBoundingClientRect();
  const out = [];
  for (const el of host.querySelectorAll(".n[data-text]")) {
    if (el.closest(".h")) continue;
    if (getComputedStyle(el).opacity === "0") continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    // Clipped by every ancestor that clips (a scroll view, a card).
    let [x0, y0, x1, y1] = [r.left, r.top, r.right, r.bottom];
    for (let p = el.parentElement; p && p !== host; p = p.parentElement) {
      if (getComputedStyle(p).overflow !== "hidden") continue;
      const c = p.getBoundingClientRect();
      x0 = Math.max(x0, c.left); y0 = Math.max(y0, c.top);
      x1 = Math.min(x1, c.right); y1 = Math.min(y1, c.bottom);
    }
    x0 = Math.max(x0, origin.left); y0 = Math.max(y0, origin.top);
    x1 = Math.min(x1, origin.right); y1 = Math.min(y1, origin.bottom);
    if (x1 - x0 < 1 || y1 - y0 < 1) continue;
    let layer = null;
    for (let p = el; p && p !== host; p = p.parentElement) {
      if (layers.includes(p._id)) { layer = p._id; break; }
    }
    // A label under a card drawn after it (a back card's, under the front card) is not seen.
    const covered = layers.some((id) => {
      const card = cardDeck.element(id);
      if (!card || card.contains(el) || !(el.compareDocumentPosition(card) & 4)) return false;
      const c = card.getBoundingClientRect();
      return c.left <= x0 && c.top <= y0 && c.right >= x1 && c.bottom >= y1;
    });
    if (covered) continue;
    out.push({ text: el.getAttribute("data-text").slice(0, 24), layer,
      rect: [(x0 - origin.left) / scale, (y0 - origin.top) / scale,
             (x1 - x0) / scale, (y1 - y0) / scale] });
  }
  return out;
})(%s)
"""


WINDOW_JS = """(() => { const h = document.getElementById("window");
  const s = h._scale || 1; const r = h.getBoundingClientRect(); return [r.width / s, r.height / s]; })()"""


# Text drawn past its node (the ::before box wider than the element) and a status line that
# does not fit its width (scrolled or cut).
FIT_JS = r"""
(() => {
  const wide = [];
  for (const el of document.querySelectorAll("#window .n[data-text]")) {
    if (el.closest(".h")) continue;
    const text = parseFloat(getComputedStyle(el, "::before").width);
    if (text > el.clientWidth + 0.5) wide.push(el.getAttribute("data-text").slice(0, 24));
  }
  const status = document.getElementById("status");
  return { wide, status: [status.scrollWidth, status.clientWidth] };
})()
"""


def overlaps(labels: list[dict]) -> list[str]:
    """Pairs of labels in one layer whose rects overlap by more than 1 pt each way."""
    found = []
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            if a["layer"] != b["layer"]:
                continue
            ax, ay, aw, ah = a["rect"]
            bx, by, bw, bh = b["rect"]
            dx = min(ax + aw, bx + bw) - max(ax, bx)
            dy = min(ay + ah, by + bh) - max(ay, by)
            if dx > 1 and dy > 1:
                found.append(f"{a['text']!r} and {b['text']!r}")
    return found


def play(check, report, sizes=SIZES, prefix: str = "") -> None:
    """Runs the steps on `check` (a browser_check.BrowserCheck whose page is loaded)."""
    cdp = check.cdp
    for width, height in sizes:
        tag = f"{prefix}{width}x{height}"
        cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 2, "mobile": False})
        for key in ("Escape", "m"):
            check.key(key)
            check.wait_idle(f"{tag} menu")
        check.screenshot(f"{tag}-0-menu.png")
        menu_reachable(check, report, tag)
        for key, name, taps in SCENARIOS:
            for _ in range(2):  # the reply field, if it has the keys, lets go of them; the menu
                check.key("Escape")
                check.wait_idle(f"{tag} escape")
            check.key(key)
            check.wait_idle(f"{tag} {name}")
            for node in taps:
                nodes = check.inspect()["nodes"]
                found = check.named(nodes, node)
                if not found:
                    report.fail(f"{tag} {name}", f"no {node} node")
                    break
                _, _, x, y, w, h = found[0]
                check.click(x + w / 2, y + h / 2)
                check.wait_idle(f"{tag} {name} after {node}")
            check.screenshot(f"{tag}-{key}-{name}.png")
            layers = [n[0] for n in check.inspect()["nodes"] if n[1] in ("card", "keyboard")]
            labels = cdp.js(LABELS_JS % json.dumps(layers))
            pairs = overlaps(labels)
            report.check(not pairs, f"{tag} {name}: labels apart",
                         f"{len(labels)} labels" + (f"; overlapping: {', '.join(pairs[:4])}"
                                                    if pairs else ""))
            fit = cdp.js(FIT_JS)
            scroll, client = fit["status"]
            report.check(not fit["wide"] and scroll <= client + 1, f"{tag} {name}: text fits",
                         f"status line {scroll} of {client} px wide"
                         + (f"; drawn past its node: {fit['wide'][:4]}" if fit["wide"] else ""))
            if name == "reply":
                field_above_keyboard(check, report, tag)


def menu_reachable(check, report, tag: str) -> None:
    """The menu's last button, brought into view by a wheel scroll where needed, is inside the
    window and a click on it opens its scenario."""
    width, height = check.cdp.js(WINDOW_JS)
    last = check.named(check.inspect()["nodes"], "menu.two-stacks")
    if not last:
        report.fail(f"{tag} menu", "no menu.two-stacks node")
        return
    _, _, x, y, w, h = last[0]
    for _ in range(8):
        if y >= 0 and y + h <= height + 0.5:
            break
        # A person drags the menu up (a scroll view has no wheel here): slow, short drags.
        distance = min(y + h - height + 24, height * 0.6)
        start = height * 0.8
        check.mouse("mouseMoved", width / 2, start, 0)
        check.mouse("mousePressed", width / 2, start, 1)
        for step in range(1, 21):
            check.mouse("mouseMoved", width / 2, start - distance * step / 20, 1)
            time.sleep(0.03)
        time.sleep(0.2)  # held still, so the menu does not glide on
        check.mouse("mouseReleased", width / 2, start - distance, 0)
        check.wait_idle(f"{tag} menu scrolled")
        _, _, x, y, w, h = check.named(check.inspect()["nodes"], "menu.two-stacks")[0]
    if y >= 0:
        check.screenshot(f"{tag}-0-menu-scrolled.png")
    inside = y >= 0 and y + h <= height + 0.5
    report.check(inside, f"{tag} menu: last button reachable",
                 f"menu.two-stacks at ({x:.0f}, {y:.0f}, {w:.0f}, {h:.0f}) in a "
                 f"{width:.0f}x{height:.0f} window")
    if inside:
        check.click(x + w / 2, y + h / 2)
        check.wait_idle(f"{tag} two stacks from the menu")
        opened = check.named(check.inspect()["nodes"], "split.divider")
        report.check(bool(opened), f"{tag} menu: last button opens its scenario",
                     "split.divider shows" if opened else "no split.divider after the click")


def field_above_keyboard(check, report, tag: str) -> None:
    nodes = check.inspect()["nodes"]
    field = check.named(nodes, "reply.field")
    keyboard = check.named(nodes, "keyboard")
    if not field or not keyboard:
        report.fail(f"{tag} reply field above keyboard",
                    f"field {bool(field)}, keyboard {bool(keyboard)}")
        return
    _, _, _, fy, _, fh = field[0]
    _, _, _, ky, _, kh = keyboard[0]
    report.check(fy >= 0 and fy + fh <= ky + 0.5, f"{tag} reply field above keyboard",
                 f"field {fy:.0f}-{fy + fh:.0f}, keyboard top {ky:.0f} (height {kh:.0f})")


def main() -> int:
    import argparse
    import signal
    import sys

    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import browser_check as bc

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--demo", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--prefix", default="")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    deadline = bc.Deadline(args.timeout)
    report = bc.Report(args.out)
    demo = chromium = ws = None
    try:
        demo = bc.Demo(args.demo, args.out, None)
        url = demo.url(deadline)
        chromium = bc.Chromium(args.chromium, args.out, None)
        ws = bc.WebSocket(chromium.page_socket_url(deadline), timeout=deadline.left(10))
        check = bc.BrowserCheck(bc.CDP(ws, deadline), report, deadline, args.out, demo)
        check.cdp.call("Page.enable")
        check.cdp.call("Runtime.enable")
        width, height = sizes[0]
        check.cdp.call("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 2, "mobile": False})
        check.cdp.call("Page.navigate", {"url": url}, timeout=15)
        while check.frame() < 0:
            deadline.left()
        play(check, report, sizes, args.prefix)
    except bc.CheckFailed as error:
        report.fail("stopped", str(error))
    finally:
        if demo is not None:
            demo.process.send_signal(signal.SIGINT)
            demo.kill()
        if ws is not None:
            ws.close()
        if chromium is not None:
            chromium.kill()
    report.write()
    return 1 if report.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
