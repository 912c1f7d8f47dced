#!/usr/bin/env bash
# Keeps the path a pointer move takes from growing back (issue 27): plays two card drags into a
# live TerminalSession as SGR mouse reports under callgrind (a debug carddeck-bench, about 15 s
# each) and fails when more functions or files lie on the path from the input reader to the
# bytes written than the drag's budget below. The stack drag scrubs the interactive dismissal of
# a three-card stack; the detent drag moves a draggable card between its detents, which is not
# a transition (the card is placed directly). Lower a budget when its path shrinks; raise it
# only with a reason in the commit. Usage: Scripts/check-drag-path.sh (KEEP_DRAG_PATH=1 keeps
# the callgrind files and prints their folder).
set -euo pipefail
cd "$(dirname "$0")/.."
# mode, budget of functions, budget of files
drags=(
    "--terminal-session-reports 32 20"
    "--terminal-session-detent-reports 39 21"
)
swift build --product carddeck-bench >/dev/null
bench="$(swift build --show-bin-path)/carddeck-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[[ -n "${KEEP_DRAG_PATH:-}" ]] && trap - EXIT && echo "$work"
failed=0
for drag in "${drags[@]}"; do
    read -r mode budget_functions budget_files <<<"$drag"
    for reports in 40 60; do
        SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --compress-strings=no \
            --compress-pos=no --callgrind-out-file="$work/cg${mode}-$reports" \
            "$bench" "$mode" "$reports" --nodes 100 >/dev/null 2>&1
    done
    path=$(python3 Benchmarks/drag-path.py --path "$work/cg${mode}-40" 40 \
        "$work/cg${mode}-60" 60 "$PWD/Sources/")
    summary=$(tail -1 <<<"$path")
    read -r functions files < <(sed -E 's/^# ([0-9]+) functions in ([0-9]+) files.*/\1 \2/' <<<"$summary")
    verdict="$mode: $functions functions in $files files (budget $budget_functions in $budget_files)"
    if ((functions > budget_functions || files > budget_files)); then
        echo "$path"
        echo "✗ drag path $verdict"
        failed=1
    else
        echo "✓ drag path $verdict"
    fi
done
exit "$failed"
