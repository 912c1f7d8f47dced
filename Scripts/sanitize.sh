#!/usr/bin/env bash
# Runs the test suite under sanitizers, each in a build folder of its own so the normal
# `.build` is left as it is:
#   address — AddressSanitizer with LeakSanitizer (.build-asan): memory errors, and every
#             allocation still unreachable when the test process exits, fail the run.
#   thread  — ThreadSanitizer (.build-tsan): data races fail the run (suppressions for
#             Synchronization.Mutex, which it cannot see, in Scripts/tsan-suppressions.txt).
# Usage: Scripts/sanitize.sh [address|thread|all] [swift test arguments, e.g. --filter Leak]
# Default `all`. Each pass is a full debug build the first time (about 2–3 minutes on two
# cores) and then the suite, several times slower than without a sanitizer. The toolchain
# ships the sanitizer runtimes and llvm-symbolizer; nothing needs installing. The suite is
# Swift Testing only, so the XCTest pass is skipped (`--disable-xctest`): XCTest's runner, with
# no test to run, leaks its own suite objects.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-all}
[[ $# -gt 0 ]] && shift
suppressions="$PWD/Scripts/lsan-suppressions.txt"

address() {
    echo "sanitize: AddressSanitizer + LeakSanitizer (.build-asan)"
    ASAN_OPTIONS="detect_leaks=1:${ASAN_OPTIONS:-}" \
        LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0:${LSAN_OPTIONS:-}" \
        swift test --disable-xctest --sanitize=address --build-path .build-asan "$@"
}

thread() {
    echo "sanitize: ThreadSanitizer (.build-tsan)"
    TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan-suppressions.txt:${TSAN_OPTIONS:-}" \
        swift test --disable-xctest --sanitize=thread --build-path .build-tsan "$@"
}

case "$mode" in
address) address "$@" ;;
thread) thread "$@" ;;
all)
    address "$@"
    thread "$@"
    ;;
*)
    echo "usage: Scripts/sanitize.sh [address|thread|all] [swift test arguments]" >&2
    exit 2
    ;;
esac
