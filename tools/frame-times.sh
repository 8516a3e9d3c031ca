#!/usr/bin/env bash
# Frame times in the real window (issues 16 and 19) and launch to first frame (issues 14 and 19), not in CI.
# Under Xvfb (1920×1080), for --map-view cairo and shumate, each with GSK's GL renderer and GSK_RENDERER=cairo:
# a scripted zoom in/out and pan over the clustered 100k-place scene, then N launches on the bundled places.
# Reads the frame log the app writes when PINMAP_FRAME_LOG is set; prints JSON and a Markdown table.
#
#   tools/frame-times.sh [--binary PATH] [--launches N] [--views cairo,shumate] [--renderers gl,cairo]
#   tools/frame-times.sh --open FILE [--runs N] [--views cairo] [--renderers cairo] [--still]   # a file dropped (issue 26)
#
# The binary is .build/release/pinmap when it exists, else .build/debug/pinmap (build it first; the output says which).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=""; extra=(); open_file=""

while [ $# -gt 0 ]; do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --launches|--views|--renderers|--notches|--drags|--zoom|--center|--runs) extra+=("$1" "$2"); shift 2 ;;
    --open) open_file=$2; shift 2 ;;
    --still) extra+=("$1"); shift ;;
    *) echo "frame-times.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$binary" ]; then
  if [ -x .build/release/pinmap ]; then binary=.build/release/pinmap; else binary=.build/debug/pinmap; fi
fi
[ -x "$binary" ] || { echo "frame-times.sh: no $binary; run swift build -c release --product pinmap" >&2; exit 2; }
for tool in xvfb-run xdotool python3 ${open_file:+dbus-daemon gdbus}; do
  command -v "$tool" >/dev/null || { echo "frame-times.sh: $tool is missing (bash tools/deps.sh --test)" >&2; exit 2; }
done

if [ -n "$open_file" ]; then
  echo "frame-times.sh: $binary, dropping $open_file, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
  exec xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" \
    python3 tools/frame_times.py --binary "$binary" --open "$open_file" "${extra[@]}"
fi
# The clustered 100k scene: half the places in a Helsinki-sized city, half over the world (deterministic).
scene=/tmp/pinmap-frames-100k.geojson
[ -s "$scene" ] || python3 tools/gen_places.py 100000 "$scene" --seed 1
echo "frame-times.sh: $binary, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" \
  python3 tools/frame_times.py --binary "$binary" --places "$scene" "${extra[@]}"
