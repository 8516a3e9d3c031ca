#!/usr/bin/env python3
"""Soak: random pans, zooms, toggles, searches and clicks in the real Pinmap window, with RSS sampled.

Run through tools/soak.sh, which starts Xvfb and the app. This driver talks to the window only as a person
would (xdotool) and reads where things are from the PINMAP_DEBUG_STATE snapshot. It prints one JSON summary.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

SEARCH_WORDS = ["kamp", "hotel", "pharmacy", "apteekki", "cafe", "kiasma", "fazer", "60.17, 24.94",
                "stockmann", "museo", "x", "%00", "(.*)", "'; drop table", "ä", "kahvila", "rautatie"]


def xdo(display, *args):
    subprocess.run(["xdotool", *map(str, args)], env={**os.environ, "DISPLAY": display},
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20)


def read_dump(path):
    try:
        with open(path, "rb") as f:
            return json.loads(f.read())
    except (OSError, ValueError):
        return None


def pan(display, rnd, point):
    """One drag of up to 300 × 200 pixels from `point`, as a person pans."""
    x, y = point
    dx, dy = rnd.randint(-300, 300), rnd.randint(-200, 200)
    xdo(display, "mousemove", x, y, "mousedown", 1, "mousemove", x + dx // 2, y + dy // 2,
        "mousemove", x + dx, y + dy, "mouseup", 1)


def zoom(display, rnd, point, direction):
    """One to three wheel clicks at `point`, "in" or "out"."""
    x, y = point
    xdo(display, "mousemove", x, y, "click", "--repeat", rnd.randint(1, 3), 4 if direction == "in" else 5)


def memory(pid):
    """(RSS, private) in MiB from /proc; private = Private_Clean + Private_Dirty of smaps_rollup."""
    rss = private = None
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            priv = 0
            for line in f:
                if line.startswith(("Private_Clean:", "Private_Dirty:")):
                    priv += int(line.split()[1])
            private = priv / 1024
    except OSError:
        pass
    return rss, private


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pid", type=int, required=True)
    ap.add_argument("--display", required=True)
    ap.add_argument("--dump", required=True)
    ap.add_argument("--ops", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sample-every", type=int, default=100)
    ap.add_argument("--csv", required=True)
    args = ap.parse_args()
    rnd = random.Random(args.seed)

    deadline = time.time() + 60
    dump = None
    while time.time() < deadline:
        dump = read_dump(args.dump)
        if dump and dump.get("placesLoaded"):
            break
        time.sleep(0.2)
    if not dump:
        print(json.dumps({"error": "no debug state from the app"}))
        return 2
    ox, oy = dump["mapOriginX"], dump["mapOriginY"]
    w, h = dump["viewport"]["width"], dump["viewport"]["height"]

    def map_point():
        return int(ox + rnd.uniform(0.1, 0.9) * w), int(oy + rnd.uniform(0.1, 0.9) * h)

    counts = {}
    samples = []
    start = time.time()
    kinds = ["pan"] * 30 + ["zoom"] * 25 + ["toggle"] * 12 + ["click"] * 15 + ["search"] * 8 + ["key"] * 10
    with open(args.csv, "w") as out:
        out.write("op,seconds,rss_mib,private_mib\n")
        for i in range(args.ops):
            if not os.path.exists(f"/proc/{args.pid}"):
                print(json.dumps({"error": f"pinmap exited after {i} operations", "counts": counts}))
                return 1
            kind = rnd.choice(kinds)
            d = read_dump(args.dump) or dump
            if kind == "pan":
                pan(args.display, rnd, map_point())
            elif kind == "zoom":
                zoom(args.display, rnd, map_point(), rnd.choice(["in", "out"]))
            elif kind == "toggle":
                names = [k for k in d.get("controls", {}) if k.startswith("category-")]
                if names:
                    r = d["controls"][rnd.choice(names)]
                    xdo(args.display, "mousemove", int(r["origin"]["x"] + r["size"]["width"] / 2),
                        int(r["origin"]["y"] + r["size"]["height"] / 2), "click", 1)
            elif kind == "click":
                pins = d.get("pins") or []
                if pins:
                    p = rnd.choice(pins)
                    xdo(args.display, "mousemove", int(p["clickX"]), int(p["clickY"]), "click", 1)
                    time.sleep(0.05)
                    xdo(args.display, "key", "Escape")
            elif kind == "search":
                xdo(args.display, "key", "ctrl+f")
                xdo(args.display, "type", "--delay", 5, rnd.choice(SEARCH_WORDS))
                time.sleep(0.05)
                xdo(args.display, "key", rnd.choice(["Escape", "Down Return"]))
                xdo(args.display, "key", "Escape")
            else:
                x, y = map_point()
                xdo(args.display, "mousemove", x, y, "click", 1)
                xdo(args.display, "key", rnd.choice(["Left", "Right", "Up", "Down", "plus", "minus", "Home"]))
            counts[kind] = counts.get(kind, 0) + 1
            if i % args.sample_every == 0 or i == args.ops - 1:
                rss, private = memory(args.pid)
                samples.append((i, rss, private))
                out.write(f"{i},{time.time() - start:.1f},{rss:.1f},{private if private is None else round(private, 1)}\n")
                out.flush()
    rss_values = [s[1] for s in samples]
    warm = [s[1] for s in samples if s[0] >= args.ops // 10]
    priv = [s[2] for s in samples if s[2] is not None]
    print(json.dumps({
        "ops": args.ops, "seed": args.seed, "seconds": round(time.time() - start, 1), "counts": counts,
        "rss_first_mib": round(rss_values[0], 1), "rss_max_mib": round(max(rss_values), 1),
        "rss_last_mib": round(rss_values[-1], 1),
        "rss_after_warmup_min_mib": round(min(warm), 1), "rss_after_warmup_max_mib": round(max(warm), 1),
        "private_first_mib": round(priv[0], 1) if priv else None,
        "private_max_mib": round(max(priv), 1) if priv else None,
        "private_last_mib": round(priv[-1], 1) if priv else None,
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
