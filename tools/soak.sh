#!/usr/bin/env bash
# Soak test (not in CI): random pans, zooms, toggles, searches and clicks in the real window under Xvfb,
# RSS sampled every 100 operations. Prints the driver's JSON summary; the samples go to a CSV.
#
#   tools/soak.sh [--ops N] [--seed S] [--data FILE] [--leaks] [-- EXTRA PINMAP ARGS]
#
# --leaks builds with AddressSanitizer into .build-asan and quits the window with Ctrl+Q at the end, so
# LeakSanitizer reports what is still allocated (suppressions for GTK/GLib's one-time allocations in
# tools/lsan.supp); the report goes to the log named in the output.
set -euo pipefail
cd "$(dirname "$0")/.."
ops=10000; seed=1; data=""; leaks=0; extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --ops) ops=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --leaks) leaks=1; shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "soak.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
bash tools/deps.sh --test
if [ $leaks = 1 ]; then
  swift build --scratch-path .build-asan -Xswiftc -sanitize=address --product pinmap >&2
  bin=.build-asan/debug/pinmap
else
  swift build -c release --product pinmap >&2
  bin=.build/release/pinmap
fi

work=$(mktemp -d /tmp/pinmap-soak.XXXXXX)
mkdir -p "$work/config" "$work/cache" "$work/data"
source tools/soak/xvfb.sh

args=()
[ -n "$data" ] && args+=(--data "$data")
args+=("${extra[@]}")
env DISPLAY="$display" GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo \
    DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/pinmap-soak-bus \
    XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" \
    PINMAP_DEBUG_STATE="$work/dump.json" \
    ASAN_OPTIONS="detect_leaks=1:halt_on_error=0" LSAN_OPTIONS="suppressions=$PWD/tools/lsan.supp:print_suppressions=0" \
    "$bin" "${args[@]}" >"$work/pinmap.log" 2>&1 &
app=$!

python3 tools/soak.py --pid "$app" --display "$display" --dump "$work/dump.json" --ops "$ops" --seed "$seed" \
  --csv "$work/samples.csv"
status=$?
if [ $leaks = 1 ]; then
  DISPLAY="$display" xdotool mousemove 600 400 key ctrl+q || true
  for _ in $(seq 1 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.2; done
  app=""
  echo "leak report: $work/pinmap.log ($(grep -c 'ERROR: LeakSanitizer' "$work/pinmap.log" || true) reports)" >&2
fi
echo "samples: $work/samples.csv, log: $work/pinmap.log" >&2
exit $status
