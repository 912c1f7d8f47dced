#!/usr/bin/env bash
# Renders the README's pictures: plays carddeck-demo's scripted tour with --svg and converts each
# scenario's filmstrip to docs/images/<scenario>-filmstrip.png with rsvg-convert.
#
# Usage: Scripts/render-pictures.sh
# Needs rsvg-convert (Debian: librsvg2-bin) and, for the emoji, an outline emoji font (Debian:
# fonts-symbola; rsvg-convert 2.54 draws colour bitmap emoji fonts as blotches). SWIFT_BUILD_PATH,
# if set, is passed to swift run as --build-path.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "render-pictures: rsvg-convert is missing." >&2
    echo "  Debian/Ubuntu: sudo apt-get install librsvg2-bin" >&2
    echo "  macOS:         brew install librsvg" >&2
    exit 1
fi
if command -v fc-list >/dev/null 2>&1 && ! fc-list : family | grep -qi "symbola"; then
    echo "render-pictures: warning: Symbola is missing, so emoji may be drawn as boxes" \
        "(Debian/Ubuntu: sudo apt-get install fonts-symbola)" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=()
if [[ -n "${SWIFT_BUILD_PATH:-}" ]]; then build=(--build-path "$SWIFT_BUILD_PATH"); fi

# One frame per second is enough here: the filmstrips hold the tours' key frames whatever the
# rate, and the per-frame SVGs are thrown away.
swift run "${build[@]}" carddeck-demo --script --quiet --frames-per-second 1 --svg "$work"

mkdir -p docs/images
count=0
for strip in "$work"/*-filmstrip.svg; do
    name=$(basename "$strip" .svg)
    rsvg-convert --background-color white "$strip" -o "docs/images/$name.png"
    echo "docs/images/$name.png"
    count=$((count + 1))
done
if [[ $count -eq 0 ]]; then
    echo "render-pictures: carddeck-demo wrote no filmstrip to $work" >&2
    exit 1
fi
