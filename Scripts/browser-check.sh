#!/usr/bin/env bash
# Browser end-to-end check of the live web demo: serves `carddeck-demo --web`, drives it in
# headless Chromium over the DevTools protocol and checks that the page draws every card where
# the engine put it (within 0.5 px), that a slow drag springs back and a touch flick dismisses,
# that the reply sheet rises above the keyboard and its field takes typing (a `q` included),
# and that the page carries ARIA (a modal dialog, a live region) and draws the focus ring, and
# that a page's q leaves the demo running, and that at 844x390 and 200x200 the menu scrolls to
# every scenario, no labels overlap and the reply field stays above the keyboard; also prints layouts, dropped frames and
# pointer→patch latency measured during a drag, and pointer→paint (input timestamp to the
# presentation of the frame showing the answering patch, from the trace) during drags at 60
# and 120 moves a second (Scripts/browser_latency.py), on headless Chromium's 60 Hz display
# and on a 120 Hz one (chromium-headless-shell with its frames driven at 120 Hz), each against
# a baseline page that moves an element itself on pointermove (what Chromium alone costs).
#
# Then Scripts/browser_inspector.py checks the inspector (`--web --inspect`): the panel shows the
# tree with the engine's frames, rows change in place, hovering and picking outline the node,
# the pick's click never reaches the app, the keyboard walks the rows, and the layouts at
# landscape, portrait and small sizes; its screenshots and report go to OUTPUT_DIR/inspector.
#
# Usage: Scripts/browser-check.sh [OUTPUT_DIR]
#   OUTPUT_DIR (default $TMPDIR/carddeck-browser-check) gets 1-menu.png, 2-card.png,
#   3-dragging.png, 4-after-flick.png, 5-keyboard.png, the scenarios at 844x390 and 200x200
#   (844x390-0-menu.png … 200x200-6-split.png), report.txt, demo.log (the demo's
#   stderr), chromium.log, shell.log and trace.json. Exit status 0 when every check passed, or
#   when Chromium is missing and cannot be installed (then it prints "browser check: skipped —
#   …").
# Expects `swift build` to have run (it builds carddeck-demo only if .build/debug lacks it);
# SWIFT_BUILD_PATH, if set, is used instead of .build. Installs Debian's chromium and
# chromium-headless-shell if missing.
# The work is done by Scripts/browser_check.py (Python 3 standard library only); the whole
# run is capped at 180 s.
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:-${TMPDIR:-/tmp}/carddeck-browser-check}
mkdir -p "$out" && out=$(cd "$out" && pwd)

skip() { echo "browser check: skipped — Chromium could not be installed ($1)"; exit 0; }
if ! command -v chromium >/dev/null 2>&1; then
    sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || skip "not root and no sudo"
        sudo=(sudo -n)
    fi
    command -v apt-get >/dev/null 2>&1 || skip "no apt-get on this machine"
    echo "browser check: installing chromium with apt-get (log: $out/apt.log)"
    if ! { "${sudo[@]}" apt-get update && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends chromium; } >"$out/apt.log" 2>&1; then
        skip "apt-get failed: $(tail -n 1 "$out/apt.log")"
    fi
    command -v chromium >/dev/null 2>&1 || skip "apt-get installed no chromium command"
fi
# The headless shell is the 120 Hz display (its frames driven by the check); without it that
# step says it was skipped.
if ! command -v chromium-headless-shell >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo -n)
    echo "browser check: installing chromium-headless-shell with apt-get (log: $out/apt.log)"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        chromium-headless-shell >>"$out/apt.log" 2>&1 ||
        echo "browser check: chromium-headless-shell could not be installed; the 120 Hz display is skipped"
fi

# Debian's emoji font, so the screenshots show what a person sees: without it, the now-playing
# controls (⏮ ⏸ ⏭) and 👍 draw as empty boxes.
if ! fc-list 2>/dev/null | grep -qi "emoji" && command -v apt-get >/dev/null 2>&1; then
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo -n)
    echo "browser check: installing fonts-noto-color-emoji with apt-get (log: $out/apt.log)"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        fonts-noto-color-emoji >>"$out/apt.log" 2>&1 ||
        echo "browser check: fonts-noto-color-emoji could not be installed; symbols may draw as boxes"
fi

build=${SWIFT_BUILD_PATH:-.build}
demo="$build/debug/carddeck-demo"
if [[ ! -x $demo ]]; then
    swift build --build-path "$build" --product carddeck-demo ||
        { echo "browser check: FAILED — swift build --product carddeck-demo failed"; exit 1; }
fi

# The helper ends what it starts; should it die, the trap ends those process groups anyway.
pids="$out/pids"
: >"$pids"
cleanup() {
    while read -r pid; do kill -KILL -- "-$pid" 2>/dev/null; done <"$pids"
    rm -rf "$out/pids" "$out/chromium-profile" "$out/shell-profile"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
timeout -k 5 210 python3 Scripts/browser_check.py --demo "$demo" --out "$out" --pids "$pids" \
    --timeout 180 &
wait $!
status=$?
if [[ $status -ge 124 && ! -s "$out/report.txt" ]]; then
    echo "browser check: FAILED — the helper was killed after 210 s (status $status)"
fi

# The inspector (`--web --inspect`): its own demo and Chromium, into $out/inspector.
mkdir -p "$out/inspector"
timeout -k 5 180 python3 Scripts/browser_inspector.py --demo "$demo" --out "$out/inspector" \
    --pids "$pids" --timeout 150 &
wait $!
inspector=$?
if [[ $inspector -ge 124 && ! -s "$out/inspector/report.txt" ]]; then
    echo "inspector check: FAILED — the helper was killed after 180 s (status $inspector)"
fi
[[ $status -eq 0 ]] && status=$inspector
exit $status
