#!/usr/bin/env bash
# Archive soak (issue 27; not in CI): every hostile archive of tools/soak/hostile_archives.py in the maps folder of
# one window, chosen in turn (pan, zoom), then the bundled offline map again. Passes when memory comes back within
# 20 MiB of where it started and no frame took 100 ms or more. Prints the driver's JSON summary.
#
#   tools/soak/archives.sh [--rounds N] [--debug]     (release build by default, as users run it)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=2; config=release
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --debug) config=debug; shift ;;
    *) echo "archives.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
bash tools/deps.sh --test >&2
swift build -c "$config" --product pinmap >&2
bin=.build/$config/pinmap

work=$(mktemp -d /tmp/pinmap-archive-soak.XXXXXX)
mkdir -p "$work/config" "$work/cache" "$work/data/pinmap/maps"
python3 tools/soak/hostile_archives.py "$work/data/pinmap/maps" >&2
source tools/soak/xvfb.sh

env DISPLAY="$display" GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo \
    DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/pinmap-soak-bus \
    XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" \
    PINMAP_DEBUG_STATE="$work/dump.json" PINMAP_FRAME_LOG="$work/frames.jsonl" \
    "$bin" --style offline --center 60.17,24.94 --zoom 7 >"$work/pinmap.log" 2>&1 &
app=$!

status=0
python3 tools/soak/archives.py --pid "$app" --display "$display" --dump "$work/dump.json" \
  --frame-log "$work/frames.jsonl" --rounds "$rounds" || status=$?
echo "refused at start (from the app's log):" >&2
grep -i "maps/" "$work/pinmap.log" | cut -c1-200 >&2 || true
echo "log: $work/pinmap.log, frames: $work/frames.jsonl" >&2
exit $status
