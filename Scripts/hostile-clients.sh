#!/usr/bin/env bash
# Hostile and careless clients against the live web demo (issue 28): 200 idle and 200
# trickling connections without the token, 5,000 pointer ids, a 6 s ping flood and 200,000
# requests from pages that never read, and (against a second demo started with --inspect) a
# controlling page that floods inspector commands (timeline seeks, tuning sets, tree picks)
# without reading; checks that a page with the token still loads within a second, that memory
# and CPU stay bounded, and that no descriptor leaks.
#
# Usage: Scripts/hostile-clients.sh [debug|release]   (default debug)
# Builds carddeck-demo in that configuration if it is missing (SWIFT_BUILD_PATH, if set, is
# used instead of .build). Loopback only; the whole run is capped at 240 s, and the demo is
# ended on every exit path. The work is done by Scripts/hostile-clients.py (Python 3
# standard library only, Linux /proc).
set -uo pipefail
cd "$(dirname "$0")/.."
configuration=${1:-debug}
build=${SWIFT_BUILD_PATH:-.build}
demo="$build/$configuration/carddeck-demo"
if [[ ! -x $demo ]]; then
    swift build -c "$configuration" --build-path "$build" --product carddeck-demo ||
        { echo "hostile clients: FAILED — swift build --product carddeck-demo failed"; exit 1; }
fi

pids=$(mktemp)
cleanup() {
    while read -r pid; do kill -KILL -- "-$pid" 2>/dev/null; done <"$pids"
    rm -f "$pids"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
echo "hostile clients ($configuration):"
timeout -k 5 270 python3 Scripts/hostile-clients.py --demo "$demo" --pids "$pids" --timeout 240 &
wait $!
