#!/usr/bin/env bash
# Memory, side by side (not in CI): RSS and private memory (Private_Clean + Private_Dirty of
# /proc/PID/smaps_rollup) right after launch and after 1,000 pan/zoom steps, for Pinmap's two map views under
# both GSK renderers and for GNOME Maps in the same run. Each case gets its own network namespace (no network),
# Xvfb 1280x800, D-Bus session and empty XDG dirs; tools/memory.py drives it and reads /proc.
#
#   tools/memory.sh [--bin PATH] [--steps N] [--seed S] [--idle SECONDS] [--cases LIST] [--json FILE]
#
# --bin     the pinmap to measure (default .build/release/pinmap, built if missing)
# --cases   comma-separated subset of: cairo-cairo,cairo-gl,shumate-cairo,shumate-gl,maps-cairo,maps-gl
#           (map view - GSK renderer; "maps" is GNOME Maps, installed with apt-get when missing)
# --idle    seconds to wait, after the app has settled, for the second ("idle") reading (default 15)
# --json    also write every case's full JSON (with the per-mapping breakdown) to FILE
# Prints a table, then one JSON line per case. Needs root for the network namespace (unshare -n); without it,
# the apps run with the network they have and the table says so.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=""; steps=1000; seed=1; idle=15; json=""
cases="cairo-cairo,cairo-gl,shumate-cairo,shumate-gl,maps-cairo,maps-gl"
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --idle) idle=$2; shift 2 ;;
    --cases) cases=$2; shift 2 ;;
    --json) json=$2; shift 2 ;;
    *) echo "memory.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -z "$bin" ]; then
  bin=.build/release/pinmap
  [ -x "$bin" ] || swift build -c release --product pinmap >&2
fi
bin=$(realpath "$bin")
for tool in xvfb-run xdotool dbus-run-session python3; do
  command -v "$tool" >/dev/null || { echo "memory.sh: $tool is missing (tools/deps.sh --test)" >&2; exit 2; }
done
case ",$cases," in *,maps-*) command -v gnome-maps >/dev/null || apt-get install -y gnome-maps >&2 ;; esac

isolate=(unshare -n --); network="none"
unshare -n -- true 2>/dev/null || { isolate=(); network="host"; }
work=$(mktemp -d /tmp/pinmap-memory.XXXXXX)
results="$work/results.jsonl"
: >"$results"
# The view both apps open on: central Helsinki at zoom 14, Pinmap on its offline map (there is no network).
helsinki=(--style offline --center 60.1699,24.9384 --zoom 14)

IFS=, read -r -a list <<<"$cases"
for case_name in "${list[@]}"; do
  view=${case_name%-*}; renderer=${case_name#*-}
  case "$view" in
    cairo|shumate) cmd=("$bin" --map-view "$view" "${helsinki[@]}") ;;
    maps) cmd=(gnome-maps 'geo:60.1699,24.9384?z=14') ;;
    *) echo "memory.sh: unknown case $case_name" >&2; exit 2 ;;
  esac
  case "$renderer" in
    cairo) gsk=(GSK_RENDERER=cairo) ;;
    gl) gsk=(GSK_RENDERER=gl) ;;
    *) echo "memory.sh: unknown renderer in $case_name" >&2; exit 2 ;;
  esac
  home="$work/$case_name"
  mkdir -p "$home/config" "$home/cache" "$home/data" "$home/runtime"
  chmod 700 "$home/runtime"
  echo "memory.sh: $case_name ($steps steps)…" >&2
  env "${gsk[@]}" GDK_BACKEND=x11 GTK_A11Y=none NO_AT_BRIDGE=1 HOME="$home" \
      XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" \
      XDG_RUNTIME_DIR="$home/runtime" \
      "${isolate[@]}" xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" \
      dbus-run-session -- python3 tools/memory.py --name "$case_name" --steps "$steps" --seed "$seed" --idle "$idle" \
      --log "$home/app.log" -- "${cmd[@]}" >>"$results" || echo "memory.sh: $case_name failed (log: $home/app.log)" >&2
done

python3 - "$results" "$network" "$bin" <<'EOF'
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print(f"binary: {sys.argv[3]}; network: {sys.argv[2]}; MiB; private = Private_Clean + Private_Dirty (dirty alone in brackets)")
print("| case | launch RSS | launch private | launch, idle | after steps RSS | after steps private | after steps, idle | growth (idle) |")
print("|---|---|---|---|---|---|---|---|")
def p(s): return f"{s['private_mib']} ({s['private_dirty_mib']})"
for r in rows:
    if "error" in r:
        print(f"| {r['name']} | {r['error']} | | | | | | |"); continue
    a, ai, b, bi = r["launch"], r["launch_idle"], r["after_steps"], r["after_steps_idle"]
    print(f"| {r['name']} | {a['rss_mib']} | {p(a)} | {p(ai)} | {b['rss_mib']} | {p(b)} | {p(bi)} | "
          f"{r['private_growth_mib']:+} ({r['private_growth_idle_mib']:+}) |")
for r in rows:
    print(json.dumps({k: r.get(k) for k in ("name", "launch", "launch_idle", "after_steps", "after_steps_idle")},
                     separators=(",", ":")))
EOF
[ -n "$json" ] && cp "$results" "$json"
echo "work dir (app logs): $work" >&2
