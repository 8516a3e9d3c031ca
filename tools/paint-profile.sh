#!/usr/bin/env bash
# The window's main thread during scripted drags, for perf (issue 19): not in CI.
# Starts Xvfb (1920×1080) and the app on the clustered 100k scene, waits 6 s, then drags twelve times (20 motion
# events 16 ms apart each) while perf watches the app's main thread for 5 s.
#
#   tools/paint-profile.sh [--binary PATH] stat      # page faults and task-clock of the main thread
#   tools/paint-profile.sh [--binary PATH] record    # perf.data with DWARF call stacks (perf report -i /tmp/paint.data)
#
# GSK_RENDERER defaults to cairo; set it to gl to profile GSK's GL renderer.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/pinmap
if [ "${1:-}" = "--binary" ]; then binary=$2; shift 2; fi
mode=${1:-stat}
[ -x "$binary" ] || { echo "paint-profile.sh: no $binary; swift build -c release --product pinmap" >&2; exit 2; }
for tool in Xvfb xdotool perf python3; do
  command -v "$tool" >/dev/null || { echo "paint-profile.sh: $tool is missing" >&2; exit 2; }
done
scene=/tmp/pinmap-frames-100k.geojson
[ -s "$scene" ] || python3 tools/gen_places.py 100000 "$scene" --seed 1
export GSK_RENDERER=${GSK_RENDERER:-cairo} GTK_A11Y=none NO_AT_BRIDGE=1
home=$(mktemp -d)
export XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
Xvfb -displayfd 4 -screen 0 1920x1080x24 -nolisten tcp 4>"$home/display" 2>/dev/null & xvfb=$!
for _ in $(seq 1 100); do [ -s "$home/display" ] && break; sleep 0.1; done
export DISPLAY=:$(cat "$home/display")
"$binary" --data "$scene" --style offline --center 60.17,24.94 --zoom 11 >"$home/app.log" 2>&1 & app=$!
trap 'kill $app 2>/dev/null; sleep 0.5; kill $xvfb 2>/dev/null; rm -rf "$home"' EXIT
sleep 6
(
  for _ in $(seq 1 12); do
    xdotool mousemove 500 400 mousedown 1
    for s in $(seq 1 20); do xdotool mousemove $((500 + s * 8)) $((400 + s * 3)); sleep 0.016; done
    xdotool mouseup 1; sleep 0.1
  done
) & drags=$!
case "$mode" in
  stat) perf stat -e page-faults,task-clock -t "$app" -- sleep 5 ;;
  record) perf record --call-graph dwarf,16384 -F 299 -t "$app" -o /tmp/paint.data -- sleep 5 ;;
  *) echo "paint-profile.sh: stat or record" >&2; exit 2 ;;
esac
wait "$drags"
