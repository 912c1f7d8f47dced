#!/usr/bin/env bash
# Builds every public module's DocC catalog with the toolchain's `docc` and fails on any
# warning (unresolved links, malformed topics). Usage: Scripts/check-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --build-path "$work/build" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" \
    -Xswiftc -emit-extension-block-symbols >/dev/null
status=0
for catalog in Sources/*/*.docc; do
    module=$(basename "$catalog" .docc)
    mkdir -p "$work/$module"
    cp "$work/graphs/$module".*json "$work/$module/" 2>/dev/null || true
    cp "$work/graphs/$module"@*.json "$work/$module/" 2>/dev/null || true
    output=$(docc convert "$catalog" --additional-symbol-graph-dir "$work/$module" \
        --output-dir "$work/$module.doccarchive" --analyze 2>&1 || true)
    if grep -E "warning|error" <<<"$output"; then
        echo "✗ $module" && status=1
    else
        echo "✓ $module"
    fi
done
exit $status
