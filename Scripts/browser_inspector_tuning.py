#!/usr/bin/env python3
"""Browser check of the inspector's tuning section (issue 32, item 4), over the Chrome DevTools
Protocol.

`check_tuning(cdp, report, out)` runs on a page that already shows an inspector with the
`tuning` section and a presented card (Scripts/browser_inspector.py calls it with its own
session); run alone, this file opens the page at --url in a new headless Chromium:

    python3 Scripts/browser_inspector_tuning.py --url 'http://127.0.0.1:PORT/?token=...' --out DIR

It checks, with real key events in the section's form:
  1. the section lists the presented card and shows its corner radius, 12;
  2. corner radius 40 + Enter: the card's element in the phone animates (several radii
     between 12 and 40 on the way) and rests at 40 px (tuning-1-radius.png);
  3. corner radius -5 + Enter: the section shows the engine's warning ("cornerRadius -5.0 is
     negative; used 0") and the value the card took, 0 (tuning-2-warning.png);
  4. corner radius 24 + Enter, then "Copy as Swift": the <pre> shows the generator's code,
     `configuration.cornerRadius = 24` (tuning-3-swift.png);
  5. Reset: the card is back at 12 px;
  6. a second page, which watches, shows the values read-only with Apply and Reset disabled,
     and its Copy as Swift still gives the code (tuning-4-watching.png).
Python 3.11 standard library only; the CDP client is browser_check.py's.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import sys
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_check as bc  # noqa: E402

SECTION = '[data-section="tuning"]'


def _field(name: str) -> str:
    return f'document.querySelector(`{SECTION} [data-field="{name}"]`)'


def _card_radius(cdp: bc.CDP) -> float | None:
    return cdp.js(
        f"(() => {{ const id = document.querySelector(`{SECTION} select`).value;"
        " const card = document.getElementById('n' + id);"
        " return card ? parseFloat(getComputedStyle(card).borderTopLeftRadius) || 0 : null; })()")


def _type_and_enter(cdp: bc.CDP, name: str, text: str) -> None:
    """Focuses the field, selects what it holds, types `text` and presses a real Enter."""
    cdp.js(f"(() => {{ const f = {_field(name)}; f.focus(); f.select(); }})()")
    cdp.call("Input.insertText", {"text": text})
    enter = {"key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13,
             "nativeVirtualKeyCode": 13}
    cdp.call("Input.dispatchKeyEvent", {"type": "keyDown", "text": "\r", **enter})
    cdp.call("Input.dispatchKeyEvent", {"type": "keyUp", **enter})


def _radii_until(cdp: bc.CDP, target: float, seconds: float = 3) -> list[float]:
    """The card's corner radius at every animation frame until it rests at `target`."""
    return cdp.js(
        "new Promise((resolve) => { const seen = []; const end = performance.now() + "
        f"{seconds * 1000}; const step = () => {{ const id = document.querySelector(`{SECTION} "
        "select`).value; const card = document.getElementById('n' + id); const r = card ? "
        "parseFloat(getComputedStyle(card).borderTopLeftRadius) || 0 : -1; "
        "if (seen[seen.length - 1] !== r) seen.push(r); "
        f"if (r === {target} || performance.now() > end) resolve(seen); "
        "else requestAnimationFrame(step); }; requestAnimationFrame(step); })",
        timeout=seconds + 5)


def _screenshot(cdp: bc.CDP, report: bc.Report, out: str, name: str) -> None:
    data = cdp.call("Page.captureScreenshot", {"format": "png"}, timeout=15)["data"]
    with open(os.path.join(out, name), "wb") as f:
        f.write(base64.b64decode(data))
    report.ok(f"screenshot {name}")


def _wait(cdp: bc.CDP, expression: str, what: str, seconds: float = 5):
    end = time.monotonic() + seconds
    while True:
        value = cdp.js(expression)
        if value:
            return value
        if time.monotonic() > end:
            raise bc.CheckFailed(f"tuning: {what} within {seconds:g} s")
        time.sleep(0.1)


def check_tuning(cdp: bc.CDP, report: bc.Report, out: str) -> None:
    """The tuning section's checks; see the module's docstring."""
    _wait(cdp, f"document.querySelectorAll(`{SECTION} select option`).length > 0 && "
               f"{_field('cornerRadius')}.value !== ''",
          "the section lists no presented card")
    shown = cdp.js(f"{_field('cornerRadius')}.value")
    report.check(shown == "12", "tuning: the card's corner radius is shown", f"field {shown!r}")

    _type_and_enter(cdp, "cornerRadius", "40")
    radii = _radii_until(cdp, 40)
    between = [r for r in radii if 12 < r < 40]
    report.check(bool(radii) and radii[-1] == 40 and len(between) >= 2,
                 "tuning: corner radius 40 + Enter animates the card to 40",
                 f"radii seen {[round(r, 1) for r in radii]}")
    _screenshot(cdp, report, out, "tuning-1-radius.png")

    _type_and_enter(cdp, "cornerRadius", "-5")
    warning = _wait(
        cdp, f"[...document.querySelectorAll(`{SECTION} .cdi-tuning-warnings li`)]"
             ".map((li) => li.textContent).join('\\n')",
        "no warning shown for corner radius -5")
    shown = _wait(cdp, f"{_field('cornerRadius')}.value === '0' && '0'",
                  "the field never showed the value the card took")
    report.check("cornerRadius -5.0 is negative; used 0" in warning and shown == "0",
                 "tuning: corner radius -5 shows the engine's warning and 0",
                 f"warning {warning!r}, field {shown!r}")
    _radii_until(cdp, 0)
    _screenshot(cdp, report, out, "tuning-2-warning.png")

    _type_and_enter(cdp, "cornerRadius", "24")
    _radii_until(cdp, 24)
    cdp.js(f"[...document.querySelectorAll(`{SECTION} button`)]"
           ".find((b) => b.textContent === 'Copy as Swift').click()")
    swift = _wait(cdp, f"document.querySelector(`{SECTION} pre`).textContent",
                  "Copy as Swift showed no code")
    report.check(swift.startswith("var configuration = CardConfiguration.shared")
                 and "configuration.cornerRadius = 24" in swift,
                 "tuning: Copy as Swift shows the generator's code", repr(swift))
    _screenshot(cdp, report, out, "tuning-3-swift.png")

    cdp.js(f"[...document.querySelectorAll(`{SECTION} button`)]"
           ".find((b) => b.textContent === 'Reset').click()")
    radii = _radii_until(cdp, 12)
    report.check(bool(radii) and radii[-1] == 12, "tuning: Reset brings the card back to 12",
                 f"radii seen {[round(r, 1) for r in radii]}")


def check_tuning_watching(cdp: bc.CDP, report: bc.Report, out: str) -> None:
    """On a page that watches the window (another page controls it): the values are shown
    read-only, the editing buttons are disabled, and Copy as Swift still gives the code."""
    _wait(cdp, f"{_field('cornerRadius')}.value !== ''", "the watching page shows no values")
    state = cdp.js(
        f"(() => {{ const s = document.querySelector(`{SECTION}`); return {{"
        f" readOnly: {_field('cornerRadius')}.readOnly,"
        f" kindDisabled: {_field('snapTiming.kind')}.disabled,"
        " applyDisabled: s.querySelector('button[type=submit]').disabled,"
        " resetDisabled: [...s.querySelectorAll('button')].find((b) => b.textContent === 'Reset')"
        ".disabled }; })()")
    report.check(all(state.values()), "tuning: a watching page sees the values read-only",
                 str(state))
    cdp.js(f"[...document.querySelectorAll(`{SECTION} button`)]"
           ".find((b) => b.textContent === 'Copy as Swift').click()")
    swift = _wait(cdp, f"document.querySelector(`{SECTION} pre`).textContent",
                  "Copy as Swift showed no code on the watching page")
    report.check(swift.startswith(("var configuration", "let configuration")),
                 "tuning: a watching page may copy the Swift code", repr(swift))
    _screenshot(cdp, report, out, "tuning-4-watching.png")


def _second_page(chromium: bc.Chromium, url: str, deadline: bc.Deadline) -> bc.CDP:
    """A second tab on `url`: it connects after the first, so it watches."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    request = urllib.request.Request(
        f"http://127.0.0.1:{chromium.port}/json/new?{url}", method="PUT")
    with opener.open(request, timeout=5) as answer:
        target = json.load(answer)
    cdp = bc.CDP(bc.WebSocket(target["webSocketDebuggerUrl"], 10), deadline)
    cdp.call("Page.enable")
    return cdp


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="the inspector page's URL, with its token")
    parser.add_argument("--out", required=True)
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--timeout", type=float, default=90)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    report = bc.Report(args.out)
    deadline = bc.Deadline(args.timeout)
    bc.VIEWPORT = (1280, 900)
    chromium = bc.Chromium(args.chromium, args.out, None)
    try:
        cdp = bc.CDP(bc.WebSocket(chromium.page_socket_url(deadline), 10), deadline)
        cdp.call("Page.enable")
        cdp.call("Page.navigate", {"url": args.url})
        check_tuning(cdp, report, args.out)
        check_tuning_watching(_second_page(chromium, args.url, deadline), report, args.out)
    except bc.CheckFailed as failure:
        report.fail("tuning", str(failure))
    finally:
        chromium.kill()
        report.write()
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
