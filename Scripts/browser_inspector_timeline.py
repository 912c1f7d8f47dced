"""The inspector's timeline in headless Chromium, run by browser_inspector.py.

After the cards and tuning checks (the music stack with its now-playing card presented): scrub
the timeline back to the scenario's first frames and see the phone show them (no card), export
the span as a test, then go back to live and see the card again.
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check as bc  # noqa: E402

SECTION = '[data-section="timeline"]'
ROOT = f"document.querySelector(`{SECTION} .cd-timeline`)"


def _wait(cdp: bc.CDP, expression: str, what: str, seconds: float = 10):
    """Polls `expression` until it is truthy; fails with `what` after `seconds`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = cdp.js(expression)
        if value:
            return value
        time.sleep(0.1)
    raise bc.CheckFailed(f"inspector timeline: {what}")


def _named(cdp: bc.CDP) -> list[str]:
    """The names of the nodes the engine has, from the page's inspect request."""
    return cdp.js("cardDeck.inspect().then((r) => r.nodes.map((n) => n[1]))", timeout=10)


def _click(cdp: bc.CDP, label: str) -> None:
    cdp.js(f"[...document.querySelectorAll(`{SECTION} button`)]"
           f".find((b) => b.textContent === {label!r}).click()")


def check_timeline(check: bc.BrowserCheck, cdp: bc.CDP, report: bc.Report) -> None:
    """Scrub back, export, back to live; see the module's docstring."""
    frames = _wait(cdp, f"{ROOT} && {ROOT}.dataset.live === 'yes' && "
                        f"Number({ROOT}.querySelector('input[type=range]').max)",
                   "the timeline never showed a live recording")
    live_names = _named(cdp)
    report.check("nowPlaying" in live_names and frames > 10,
                 "inspector timeline: live, with the card presented",
                 f"{frames} frames recorded; nowPlaying {'nowPlaying' in live_names}")

    cdp.js(f"(() => {{ const r = {ROOT}.querySelector('input[type=range]'); r.focus(); "
           "r.value = '1'; r.dispatchEvent(new Event('input')); })()")
    _wait(cdp, f"{ROOT}.dataset.live === 'no' && {ROOT}.dataset.frame === '1'",
          "a scrub to frame 1 was never shown")
    time.sleep(0.3)
    past_names = _named(cdp)
    status = cdp.js(f"{ROOT}.querySelector('.cd-timeline-status').textContent")
    report.check("nowPlaying" not in past_names and "library.miniPlayer" in past_names,
                 "inspector timeline: scrubbed back, the phone shows frame 1 (no card yet)",
                 f"status {status!r}")
    check.screenshot("inspector-timeline-past.png")

    _click(cdp, "Export as test")
    test = _wait(cdp, f"(() => {{ const p = {ROOT}.querySelector('pre'); "
                      "return !p.hidden && p.textContent; })()",
                 "Export as test showed nothing")
    report.check("import Testing" in test and "@Test" in test,
                 "inspector timeline: Export as test gives a Swift Testing test",
                 f"{len(test.splitlines())} lines")

    _click(cdp, "Back to live")
    _wait(cdp, f"{ROOT}.dataset.live === 'yes'", "Back to live never returned")
    time.sleep(0.3)
    again = _named(cdp)
    report.check("nowPlaying" in again, "inspector timeline: back to live, the card again",
                 f"nowPlaying {'nowPlaying' in again}")
    check.screenshot("inspector-timeline-live.png")
