#!/usr/bin/env python3
"""Launch → first frame of two (or more) builds, alternated in the same minutes (issue 29: "no slower than today").

Each round launches every build in turn for each style (the default one and `--style offline`), `--map-view cairo`
with GSK_RENDERER=cairo, through tools/frame_times.py's App (the frame log's first-frame record). Each build and
style keeps one set of fresh XDG folders, so its first launch is cold and the rest start as a next launch does.
Run under Xvfb; prints JSON (each launch's wall and CPU, and the warm launches' median, min and max).

  xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" python3 tools/launch_ab.py --rounds 8 \\
      before=/tmp/rel-launch-before/release/pinmap:/tmp/launch-before/data main=/tmp/rel-launch-main/release/pinmap:data
"""
import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import frame_times as ft  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--styles", default="default,offline", help="which of default,offline to launch")
    ap.add_argument("builds", nargs="+", help="NAME=BINARY:DATA_DIR (DATA_DIR holds the build's catalog.json)")
    args = ap.parse_args()
    builds = {}
    for b in args.builds:
        name, _, rest = b.partition("=")
        binary, _, data = rest.partition(":")
        builds[name] = (os.path.abspath(binary), os.path.abspath(data))
    styles = {"default": [], "offline": ["--style", "offline"]}
    styles = {k: v for k, v in styles.items() if k in args.styles.split(",")}
    display = os.environ["DISPLAY"]
    homes = {(b, s): tempfile.mkdtemp(prefix="pinmap-launch-ab.") for b in builds for s in styles}
    res = {f"{b}/{s}": {"wall_ms": [], "cpu_ms": [], "load": []} for b in builds for s in styles}
    try:
        for _ in range(args.rounds):
            for s, sargs in styles.items():
                for b, (binary, data) in builds.items():
                    os.environ["PINMAP_DATA_DIR"] = data
                    load = ft.loadavg()[0]
                    app = ft.App(binary, ["--map-view", "cairo", *sargs], "cairo", display, home=homes[(b, s)])
                    try:
                        first = app.first_frame(timeout=120)
                    finally:
                        app.stop()
                    r = res[f"{b}/{s}"]
                    r["wall_ms"].append(round((first["real_time_us"] - app.spawn_real_us) / 1000))
                    r["cpu_ms"].append(round(first["process_cpu_us"] / 1000))
                    r["load"].append(load)
                    time.sleep(0.3)
    finally:
        for h in homes.values():
            shutil.rmtree(h, ignore_errors=True)
    for r in res.values():
        warm_wall, warm_cpu = r["wall_ms"][1:] or r["wall_ms"], r["cpu_ms"][1:] or r["cpu_ms"]
        r.update(warm_median_wall_ms=statistics.median(warm_wall), warm_min_wall_ms=min(warm_wall),
                 warm_max_wall_ms=max(warm_wall), warm_median_cpu_ms=statistics.median(warm_cpu))
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
