#!/usr/bin/env bash
# CardDeck's performance suite: builds carddeck-bench (release) once, times every scenario frame
# by frame, counts heap allocations (valgrind memcheck) and instructions (valgrind callgrind)
# per frame, and prints one Markdown table with the date and the machine.
#
#     Benchmarks/run-suite.sh [--build-path DIR] [--keep-profiles DIR] [--no-valgrind]
#
# --build-path DIR     SwiftPM build directory; default .build.
# --keep-profiles DIR  keep callgrind's output files there (for callgrind_annotate).
# --no-valgrind        times only, as on a machine without valgrind (a few seconds).
#
# Valgrind figures are differences between two runs of a scene, so set-up cancels out:
# - frame-driven scenes (the card drag, the terminal) run two frame counts; the difference in
#   total allocations or instructions, divided by the difference in frames, is per frame;
# - event-driven scenes (a sheet resize, a flick, a present/dismiss cycle) run the same events
#   at 120 and 240 Hz, which doubles the frames between the same events: the difference is per
#   frame between events. They also run twice the events at 120 Hz: the difference, divided by
#   the extra events, is per event (its frames included).
# Without valgrind those columns read "n/a (valgrind not installed)". Progress goes to stderr,
# the table to stdout. This supersedes Benchmarks/allocations-per-frame.sh, which still works.
set -euo pipefail
cd "$(dirname "$0")/.."
# Instruction counts repeat only with the same hash seed: a set-up dictionary's layout (and so
# its cost) otherwise changes from process to process.
export SWIFT_DETERMINISTIC_HASHING=1

build_path=.build
profiles=""
use_valgrind=true
while (($# > 0)); do
    case $1 in
    --build-path)
        build_path=${2:?--build-path needs a directory}
        shift 2
        ;;
    --keep-profiles)
        profiles=${2:?--keep-profiles needs a directory}
        shift 2
        ;;
    --no-valgrind)
        use_valgrind=false
        shift
        ;;
    -h | --help)
        sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "run-suite.sh: unknown argument $1 (try --help)" >&2
        exit 64
        ;;
    esac
done

log() { echo "run-suite: $*" >&2; }

log "building carddeck-bench (release) in $build_path"
swift build -c release --build-path "$build_path" --product carddeck-bench >&2
bench="$(swift build -c release --build-path "$build_path" --show-bin-path)/carddeck-bench"

log "timing every scenario frame by frame"
timings=$("$bench" --filter suite.)
figure() { awk -v name="$1" '$1 == name { print $2 }' <<<"$timings"; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -n $profiles ]]; then mkdir -p "$profiles"; fi

have_valgrind=false
if $use_valgrind && command -v valgrind >/dev/null 2>&1; then have_valgrind=true; fi
missing="n/a (valgrind not installed)"
if ! $use_valgrind; then missing="n/a (--no-valgrind)"; fi

# run TOOL LABEL ARGS...: prints "FRAMES TOTAL" (frames the scene ran after set-up, and total
# allocations or instructions of the whole process), or nothing when the run failed.
run() {
    local tool=$1 label=$2 output
    shift 2
    if [[ $tool == memcheck ]]; then
        output=$(valgrind --tool=memcheck --leak-check=no "$bench" "$@" 2>&1) || return 0
        awk '/^ran / { for (i = 2; i <= NF; i++) if ($(i + 1) ~ /^frames/) f = $i }
            /total heap usage:/ { t = $5; gsub(",", "", t) }
            END { if (f != "" && t != "") print f, t }' <<<"$output"
    else
        local file="$work/callgrind.$label"
        if [[ -n $profiles ]]; then file="$profiles/callgrind.$label"; fi
        output=$(valgrind --tool=callgrind --callgrind-out-file="$file" "$bench" "$@" 2>&1) ||
            return 0
        awk '/^ran / { for (i = 2; i <= NF; i++) if ($(i + 1) ~ /^frames/) f = $i }
            /Collected :/ { t = $NF }
            END { if (f != "" && t != "") print f, t }' <<<"$output"
    fi
}

# per_frame "F1 T1" "F2 T2": (T2 - T1) / (F2 - F1).
per_frame() {
    awk -v a="$1" -v b="$2" 'BEGIN {
        split(a, x, " "); split(b, y, " ")
        if (a == "" || b == "" || y[1] == x[1]) { print "error"; exit }
        printf "%.6f\n", (y[2] - x[2]) / (y[1] - x[1]) }'
}

# per_event "F1 T1" "F2 T2" EVENTS: (T2 - T1) / EVENTS.
per_event() {
    awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN {
        split(a, x, " "); split(b, y, " ")
        if (a == "" || b == "" || n == 0) { print "error"; exit }
        printf "%.6f\n", (y[2] - x[2]) / n }'
}

# Formatting: "error" passes through. number VALUE DECIMALS [whole]: thousands separators; with
# "whole", a whole value loses its decimals (0.0000 allocations is 0).
number() {
    awk -v v="$1" -v d="$2" -v whole="${3:-}" 'BEGIN {
        if (v == "error" || v == "") { print "error"; exit }
        s = sprintf("%." d "f", v)
        if (whole != "" && s + 0 == int(s + 0)) s = sprintf("%.0f", s)
        sign = ""
        if (substr(s, 1, 1) == "-") { sign = "-"; s = substr(s, 2) }
        point = index(s, "."); whole = point ? substr(s, 1, point - 1) : s
        fraction = point ? substr(s, point) : ""
        out = ""
        while (length(whole) > 3) {
            out = "," substr(whole, length(whole) - 2) out
            whole = substr(whole, 1, length(whole) - 3)
        }
        print sign whole out fraction }'
}
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN {
        if (a == "error" || b == "error" || a == "" || b == "" || a == 0) print "error"
        else printf "%.2f\n", b / a }'
}

# Per-frame figures of a frame-driven scene: frame_scene LABEL SHORT LONG CG_SHORT CG_LONG ARGS...
# sets alloc_frame and ir_frame.
frame_scene() {
    local label=$1 short=$2 long=$3 cg_short=$4 cg_long=$5 flag=$6
    shift 6
    log "valgrind: $label (memcheck $short and $long frames, callgrind $cg_short and $cg_long)"
    alloc_frame=$(per_frame "$(run memcheck "$label.$short" "$flag" "$short" "$@")" \
        "$(run memcheck "$label.$long" "$flag" "$long" "$@")")
    ir_frame=$(per_frame "$(run callgrind "$label.$cg_short" "$flag" "$cg_short" "$@")" \
        "$(run callgrind "$label.$cg_long" "$flag" "$cg_long" "$@")")
}

# Figures of an event-driven scene: event_scene LABEL FLAG EVENTS ARGS...; sets alloc_frame,
# ir_frame (per frame between events) and alloc_event, ir_event (per event).
event_scene() {
    local label=$1 flag=$2 events=$3 tool base fast double
    shift 3
    log "valgrind: $label ($events and $((2 * events)) events at 120 Hz, $events at 240 Hz)"
    for tool in memcheck callgrind; do
        base=$(run "$tool" "$label.$events.120" "$flag" "$events" "$@")
        fast=$(run "$tool" "$label.$events.240" "$flag" "$events" --frame-rate 240 "$@")
        double=$(run "$tool" "$label.$((2 * events)).120" "$flag" "$((2 * events))" "$@")
        if [[ $tool == memcheck ]]; then
            alloc_frame=$(per_frame "$base" "$fast")
            alloc_event=$(per_event "$base" "$double" "$events")
        else
            ir_frame=$(per_frame "$base" "$fast")
            ir_event=$(per_event "$base" "$double" "$events")
        fi
    done
}

declare -A alloc ir
if $have_valgrind; then
    for nodes in 100 1000 10000; do
        frame_scene "carddrag.n$nodes" 3000 27000 200 600 --card-drag-frames --nodes "$nodes"
        alloc[carddrag.n$nodes]=$alloc_frame ir[carddrag.n$nodes]=$ir_frame
    done
    for nodes in 100 1000 10000; do
        frame_scene "detentdrag.n$nodes" 500 1500 200 600 --detent-drag-frames --nodes "$nodes"
        alloc[detentdrag.n$nodes]=$alloc_frame ir[detentdrag.n$nodes]=$ir_frame
    done
    event_scene sheetresize --sheet-resizes 20 --nodes 1000
    alloc[sheetresize]=$alloc_frame ir[sheetresize]=$ir_frame
    alloc[sheetresize.event]=$alloc_event ir[sheetresize.event]=$ir_event
    event_scene scroll --scroll-flicks 3
    alloc[scroll]=$alloc_frame ir[scroll]=$ir_frame
    alloc[scroll.event]=$alloc_event ir[scroll.event]=$ir_event
    event_scene presentdismiss --present-cycles 12 --nodes 1000
    alloc[presentdismiss]=$alloc_frame ir[presentdismiss]=$ir_frame
    alloc[presentdismiss.event]=$alloc_event ir[presentdismiss.event]=$ir_event
    frame_scene terminal 100 300 100 300 --terminal-frames
    alloc[terminal]=$alloc_frame ir[terminal]=$ir_frame
    frame_scene terminalfull 100 300 100 300 --terminal-frames --full-raster
    alloc[terminalfull]=$alloc_frame ir[terminalfull]=$ir_frame
    frame_scene terminal256 100 300 100 300 --terminal-frames --palette256
    alloc[terminal256]=$alloc_frame ir[terminal256]=$ir_frame
    for nodes in 100 10000; do
        frame_scene "web.n$nodes" 100 300 100 300 --web-frames --nodes "$nodes"
        alloc[web.n$nodes]=$alloc_frame ir[web.n$nodes]=$ir_frame
    done
fi

# Cells of the valgrind columns.
alloc_cell() { if $have_valgrind; then number "${alloc[$1]}" 4 whole; else echo "$missing"; fi; }
ir_cell() { if $have_valgrind; then number "${ir[$1]}" 0; else echo "$missing"; fi; }
# An extra about events: event_extra KEY NOUN, e.g. "per resize: 36.8 allocations, ...".
event_extra() {
    if $have_valgrind; then
        echo "per $2, its frames included: $(number "${alloc[$1.event]}" 1 whole) allocations," \
            "$(number "${ir[$1.event]}" 0) instructions"
    else
        echo "per $2: $missing"
    fi
}
us() { number "$(figure "$1")" 1; }
# The extras of the N = 1,000 and N = 10,000 rows of a drag.
budget_extra() {
    echo "$(figure "suite.$1.n1000.budget") % of a 120 Hz frame" \
        "(p99 $(figure "suite.$1.n1000.budget_p99") %); goal < 1 %"
}
ratio_time() { ratio "$(figure "suite.$1.n100.median")" "$(figure "suite.$1.n10000.median")"; }
ratio_ir() {
    if $have_valgrind; then ratio "${ir[$1.n100]}" "${ir[$1.n10000]}"; else echo "$missing"; fi
}
ratio_extra() {
    if $have_valgrind; then
        echo "N = 10,000 / N = 100: $(ratio_time "$1") × in time, $(ratio_ir "$1") × in" \
            "instructions; goal ≤ 1.5"
    else
        echo "N = 10,000 / N = 100: $(ratio_time "$1") × in time; goal ≤ 1.5"
    fi
}

bytes=$(figure suite.terminal.n1000.bytes)
repaint=$(figure suite.terminal.n1000.repaint)
bytes_share=$(awk -v b="$bytes" -v r="$repaint" 'BEGIN { if (r > 0) printf "%.1f", 100 * b / r }')

echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' |
    head -n 1), $(swift --version 2>/dev/null | head -n 1), release build."
echo
echo "| scenario | median µs | p99 µs | allocations/frame | instructions/frame | extra |"
echo "|---|---:|---:|---:|---:|---|"
# row TITLE TIMING-KEY VALGRIND-KEY EXTRA
row() {
    echo "| $1 | $(us "suite.$2.median") | $(us "suite.$2.p99") | $(alloc_cell "$3") |" \
        "$(ir_cell "$3") | $4 |"
}
row "stack drag: front card of 3 within its dismissal, N = 100 nodes per card" carddrag.n100 \
    carddrag.n100 ""
row "stack drag, N = 1,000" carddrag.n1000 carddrag.n1000 "$(budget_extra carddrag)"
row "stack drag, N = 10,000" carddrag.n10000 carddrag.n10000 "$(ratio_extra carddrag)"
row "detent drag: draggable card between its detents, N = 100" detentdrag.n100 \
    detentdrag.n100 ""
row "detent drag, N = 1,000" detentdrag.n1000 detentdrag.n1000 "$(budget_extra detentdrag)"
row "detent drag, N = 10,000" detentdrag.n10000 detentdrag.n10000 "$(ratio_extra detentdrag)"
row "fitted sheet resizing 300 ↔ 600 pt, N = 1,000" sheetresize.n1000 sheetresize \
    "$(event_extra sheetresize resize)"
flick_frames=$(number "$(figure suite.scroll.rows1000.frames_per_flick)" 0)
row "1,000-row scroll view: flick, coast, flick again" scroll.rows1000 scroll \
    "$flick_frames frames per flick; $(event_extra scroll flick)"
cycle="per cycle $(us suite.presentdismiss.n1000.cycle.median) µs"
cycle+=" (p99 $(us suite.presentdismiss.n1000.cycle.p99) µs)"
cycle+=", $(number "$(figure suite.presentdismiss.n1000.frames_per_cycle)" 0) frames"
row "present/dismiss, 1,000 cycles, 3 presets, animated, N = 1,000" presentdismiss.n1000 \
    presentdismiss "$cycle; $(event_extra presentdismiss cycle)"
written="$(number "$bytes" 0) B written per frame"
written+=" ($bytes_share % of a $(number "$repaint" 0) B repaint)"
row "terminal 200 × 60: stack drag, N = 1,000, TerminalRenderer attached" terminal.n1000 \
    terminal "$written"
row "terminal, every cell rasterized each frame (as before damage tracking)" \
    terminalfull.n1000 terminalfull ""
palette_ratio=$(awk -v a="${ir[terminal256]}" -v b="${ir[terminal]}" 'BEGIN {
    if (a == "" || b == "" || a == "error" || b == "error" || b + 0 == 0) print "n/a"
    else printf "%.2f", a / b }')
row "terminal, 256-colour palette (as when COLORTERM is silent)" terminal256.n1000 \
    terminal256 "$palette_ratio × truecolor in instructions; goal ≤ 1.2"
for nodes in 100 10000; do
    patch="$(number "$(figure "suite.web.n$nodes.bytes")" 0) B and"
    patch+=" $(number "$(figure "suite.web.n$nodes.operations")" 1) DOM operations per frame"
    row "web: stack drag, N = $(number "$nodes" 0), WebHost attached, patch encoded" \
        "web.n$nodes" "web.n$nodes" "$patch"
done

# The goals, judged on instructions where valgrind ran (stable) and on times otherwise.
verdict() { awk -v v="$1" -v limit="$2" 'BEGIN {
    if (v == "error" || v == "" || v ~ /n\/a/) print "not measured"
    else if (v + 0 <= limit + 0) print "met"; else print "missed" }'; }
echo
echo "Goals:"
for drag in carddrag detentdrag; do
    title="stack drag"
    if [[ $drag == detentdrag ]]; then title="detent drag"; fi
    judged=$(ratio_time "$drag")
    if $have_valgrind; then judged=$(ratio_ir "$drag"); fi
    echo "- $title: N = 10,000 / N = 100 ≤ 1.5:" \
        "$(verdict "$judged" 1.5) ($judged ×);" \
        "share of a 120 Hz frame at N = 1,000 < 1 %:" \
        "$(verdict "$(figure "suite.$drag.n1000.budget")" 0.999999)" \
        "($(figure "suite.$drag.n1000.budget") %)"
done
if $have_valgrind; then
    allocating=""
    for key in carddrag.n100 carddrag.n1000 carddrag.n10000 detentdrag.n100 detentdrag.n1000 \
        detentdrag.n10000 sheetresize scroll presentdismiss terminal terminalfull terminal256 \
        web.n100 \
        web.n10000; do
        if [[ $(verdict "${alloc[$key]}" 0) != met ]]; then
            allocating+=" $key ($(number "${alloc[$key]}" 4 whole))"
        fi
    done
    if [[ -z $allocating ]]; then
        echo "- 0 heap allocations per steady-state frame: met in every scenario"
    else
        echo "- 0 heap allocations per steady-state frame: missed in$allocating"
    fi
else
    echo "- 0 heap allocations per steady-state frame: $missing"
fi
