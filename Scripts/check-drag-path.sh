#!/usr/bin/env bash
# Keeps the path a pointer move takes from growing back (issue 27): plays the card drag into a
# live TerminalSession as SGR mouse reports under callgrind (a debug carddeck-bench, about 15 s)
# and fails when more functions or files lie on the path from the input reader to the bytes
# written than the budget below. Lower the budget when the path shrinks; raise it only with a
# reason in the commit. Usage: Scripts/check-drag-path.sh (KEEP_DRAG_PATH=1 keeps the callgrind
# files and prints their folder).
set -euo pipefail
cd "$(dirname "$0")/.."
budget_functions=32
budget_files=20
swift build --product carddeck-bench >/dev/null
bench="$(swift build --show-bin-path)/carddeck-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[[ -n "${KEEP_DRAG_PATH:-}" ]] && trap - EXIT && echo "$work"
for reports in 40 60; do
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --compress-strings=no \
        --compress-pos=no --callgrind-out-file="$work/cg-$reports" \
        "$bench" --terminal-session-reports "$reports" --nodes 100 >/dev/null 2>&1
done
path=$(python3 Benchmarks/drag-path.py --path "$work/cg-40" 40 "$work/cg-60" 60 "$PWD/Sources/")
summary=$(tail -1 <<<"$path")
read -r functions files < <(sed -E 's/^# ([0-9]+) functions in ([0-9]+) files.*/\1 \2/' <<<"$summary")
if ((functions > budget_functions || files > budget_files)); then
    echo "$path"
    echo "✗ drag path: $functions functions in $files files (budget $budget_functions in $budget_files)"
    exit 1
fi
echo "✓ drag path: $functions functions in $files files (budget $budget_functions in $budget_files)"
