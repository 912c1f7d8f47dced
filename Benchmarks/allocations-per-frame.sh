#!/usr/bin/env bash
# Counts heap allocations per steady-state frame: runs each scene for two lengths under
# valgrind and divides the difference in total allocations by the difference in frames, so
# set-up costs cancel out. Scenes: the N = 1,000 card moved by a spring (--steady-frames), the
# 1,000-row scroll view flicked again and again (--scroll-frames) and the stack drag
# (--card-drag-frames). Needs valgrind (Debian: valgrind). Benchmarks/run-suite.sh measures
# these and more (instructions per frame too) and prints one table.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product carddeck-bench >/dev/null
count() {
    valgrind --tool=memcheck --leak-check=no .build/release/carddeck-bench "$1" "$2" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
for scene in frame:--steady-frames scroll:--scroll-frames carddrag:--card-drag-frames; do
    name=${scene%%:*}
    flag=${scene#*:}
    short=$(count "$flag" 1000)
    long=$(count "$flag" 3000)
    echo "${name}: allocations: ${short} for 1000 frames, ${long} for 3000 frames"
    awk -v n="$name" -v a="$short" -v b="$long" \
        'BEGIN { printf "%s.allocations_per_frame %.3f allocs\n", n, (b - a) / 2000 }'
done
