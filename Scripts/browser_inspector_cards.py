#!/usr/bin/env python3
"""Browser checks of the inspector's cards and motion sections, over the Chrome DevTools Protocol.

Usage: python3 Scripts/browser_inspector_cards.py --demo .build/debug/carddeck-demo --out DIR
           [--chromium chromium] [--demo-args "--web --inspect"]

Starts `carddeck-demo --web --inspect` and headless Chromium (1200x900, the panel beside the
phone), opens the music stack's card, then:
  1. drags the card down and, with the finger still down, finds the velocity arrow the cards
     section draws over the phone, labelled with the engine's number in pt/s
     (inspector-cards-drag.png);
  2. releases it and finds the release's explanation: the panel's line names the behaviour and
     its numbers, and the overlay draws the resting point labelled with the outcome and the
     rule (inspector-cards-release.png);
  3. the motion section plotted the card's extent (a polyline with points), and the curves the
     engine followed: the presentation's and the one the release started
     (inspector-motion.png).
`check_cards_and_motion` is the part to call from a check that already has the inspector's
page open (Scripts/browser_inspector.py). Python 3.11 standard library only; the protocol
helpers are browser_check.py's.
"""
import argparse
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check as bc  # noqa: E402


class InspectingDemo(bc.Demo):
    """carddeck-demo serving the inspector's page (`--web --inspect` unless told otherwise)."""

    def __init__(self, binary: str, out: str, arguments: list[str]):
        self.port = bc.free_port()
        self.log = open(os.path.join(out, "demo.log"), "wb")
        self.process = subprocess.Popen(
            [binary, *arguments, "--port", str(self.port)],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log,
            start_new_session=True)
        self.lines: list[str] = []
        self.changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()


def element_rect(cdp, node_id):
    return cdp.js(
        f"(() => {{ const r = cardDeck.element({node_id}).getBoundingClientRect();"
        " return [r.left, r.top, r.width, r.height]; })()")


def named(cdp, name):
    return [n for n in cdp.js("cardDeck.inspect()")["nodes"] if n[1] == name]


def check_cards_and_motion(check: "bc.BrowserCheck", cdp: "bc.CDP", report: "bc.Report") -> None:
    """Drag the music stack's card: the velocity drawn, then the release's explanation."""
    check.key("3")
    check.wait_idle("music stack")
    mini = named(cdp, "library.miniPlayer")
    if not mini:
        raise bc.CheckFailed("inspector cards: after key 3 no library.miniPlayer node")
    x, y, w, h = element_rect(cdp, mini[0][0])
    check.click(x + w / 2, y + h / 2)
    time.sleep(1.0)
    check.wait_idle("card presented")
    card = named(cdp, "nowPlaying")
    if not card:
        raise bc.CheckFailed("inspector cards: a click on the mini player presented no card")
    x, y, w, _ = element_rect(cdp, card[0][0])
    x, y = x + w / 2, y + 40
    check.mouse("mouseMoved", x, y, 0)
    check.mouse("mousePressed", x, y, 1)
    for step in range(1, 31):
        check.mouse("mouseMoved", x, y + step * 5, 1)
        time.sleep(0.016)
    labels = cdp.js("[...document.querySelectorAll('.cd-cards-overlay .velocity text')]"
                    ".map(t => t.textContent)")
    report.check(bool(labels) and labels[0].endswith(" pt/s"),
                 "inspector cards: velocity drawn while dragging", f"arrow labels {labels}")
    check.screenshot("inspector-cards-drag.png")
    check.mouse("mouseReleased", x, y + 150, 0)
    time.sleep(0.3)
    summary = cdp.js("document.querySelector('.cd-cards-release').textContent")
    marks = cdp.js("[...document.querySelectorAll('.cd-cards-overlay .release text')]"
                   ".map(t => t.textContent)")
    report.check("Release:" in summary and "pt/s" in summary,
                 "inspector cards: the release's explanation", summary)
    report.check(len(marks) == 2, "inspector cards: the resting point drawn with the rule",
                 f"labels {marks}")
    check.screenshot("inspector-cards-release.png")
    points = cdp.js("[...document.querySelectorAll('.cd-motion .series')]"
                    ".map(p => p.getAttribute('points').split(' ').length)")
    report.check(bool(points) and max(points) > 10, "inspector motion: the card's extent plotted",
                 f"samples per card {points}")
    # The click above presented the card and the release started a motion of its own: both
    # are drawn as the engine sampled them, named by what moved the card.
    curves = cdp.js("[...document.querySelectorAll('.cd-motion .curve')]"
                    ".map(c => [c.dataset.kind, c.getAttribute('points').split(' ').length])")
    report.check(any(kind == "presentation" and n > 5 for kind, n in curves)
                 and any(kind != "presentation" and n > 1 for kind, n in curves),
                 "inspector motion: the presentation's curve and the release's drawn",
                 f"curves (kind, points) {curves}")
    cdp.js("document.querySelector('.cd-motion').scrollIntoView({block: 'center'})")
    check.screenshot("inspector-motion.png")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--demo-args", default="--web --inspect",
                        help="the demo's arguments before --port (default: --web --inspect)")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    bc.VIEWPORT = (1200, 900)
    deadline = bc.Deadline(150)
    report = bc.Report(args.out)
    demo = InspectingDemo(args.demo, args.out, args.demo_args.split())
    chromium = bc.Chromium(args.chromium, args.out, None)
    try:
        url = demo.url(deadline)
        cdp = bc.CDP(bc.WebSocket(chromium.page_socket_url(deadline), 30), deadline)
        cdp.call("Page.enable")
        cdp.call("Runtime.enable")
        cdp.call("Emulation.setDeviceMetricsOverride",
                 {"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        cdp.call("Page.navigate", {"url": url})
        check = bc.BrowserCheck(cdp, report, deadline, args.out, demo)
        time.sleep(1)
        check.wait_idle("load")
        check_cards_and_motion(check, cdp, report)
    except bc.CheckFailed as error:
        report.fail("inspector cards", str(error))
    finally:
        demo.kill()
        chromium.kill()
    report.write()
    return 0 if not report.failures else 1


if __name__ == "__main__":
    sys.exit(main())
