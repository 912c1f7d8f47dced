#!/usr/bin/env bash
# Counts heap allocations per steady-state frame: runs the N = 1,000 frame scene for two
# lengths under valgrind and divides the difference in total allocations by the difference in
# frames, so set-up costs cancel out. Needs valgrind (Debian: valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product carddeck-bench >/dev/null
count() {
    valgrind --tool=memcheck --leak-check=no .build/release/carddeck-bench --steady-frames "$1" 2>&1 \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}
short=$(count 1000)
long=$(count 3000)
echo "allocations: ${short} for 1000 frames, ${long} for 3000 frames"
awk -v a="$short" -v b="$long" 'BEGIN { printf "frame.allocations_per_frame %.3f allocs\n", (b - a) / 2000 }'
