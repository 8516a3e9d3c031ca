#!/usr/bin/env python3
"""Archive soak driver: in one window, choose each hostile archive's style in turn, pan and zoom in it, and go
back to the bundled offline map; RSS is sampled there each time and the frame log read at the end.

Run through tools/soak/archives.sh, which writes the archives, starts Xvfb and the app. Prints one JSON summary
and exits 1 when memory does not come back within --memory-slack MiB of the start (within two minutes of the last
step), or any frame's main-thread CPU time was 100 ms or more (wall times are reported beside them).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from soak import memory, read_dump, xdo  # noqa: E402  (the random soak's helpers)


def centre(rect):
    return int(rect["origin"]["x"] + rect["size"]["width"] / 2), int(rect["origin"]["y"] + rect["size"]["height"] / 2)


def choose(display, dump, control):
    x, y = centre(dump["controls"][control])
    xdo(display, "mousemove", x, y, "click", 1)


def settle(seconds):
    """Lets tiles load and caches trim; a tool, not a test, so a plain wait is what a person would do too."""
    time.sleep(seconds)


def rss_now(pid):
    return statistics.median(memory(pid)[0] for _ in range(3))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pid", type=int, required=True)
    ap.add_argument("--display", required=True)
    ap.add_argument("--dump", required=True)
    ap.add_argument("--frame-log", required=True)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--memory-slack", type=float, default=20.0)
    ap.add_argument("--frame-limit-ms", type=float, default=100.0)
    args = ap.parse_args()

    deadline = time.time() + 120
    dump = None
    while time.time() < deadline:
        dump = read_dump(args.dump)
        if dump and dump.get("placesLoaded") and "style-offline" in dump.get("controls", {}):
            break
        time.sleep(0.2)
    else:
        print(json.dumps({"error": "the window never showed its places and the offline style"}))
        return 2
    styles = sorted(k for k in dump["controls"] if k.startswith("style-maps/"))
    ox, oy = dump["mapOriginX"], dump["mapOriginY"]
    w, h = dump["viewport"]["width"], dump["viewport"]["height"]
    mid = (int(ox + w / 2), int(oy + h / 2))

    choose(args.display, dump, "style-offline")
    settle(5)
    start_rss = rss_now(args.pid)
    start_time_us = time.monotonic_ns() // 1000
    samples = []
    for round_number in range(args.rounds):
        for style in styles:
            if not os.path.exists(f"/proc/{args.pid}"):
                print(json.dumps({"error": f"pinmap exited while showing {style}", "samples": samples}))
                return 1
            dump = read_dump(args.dump) or dump
            choose(args.display, dump, style)
            settle(3)
            xdo(args.display, "mousemove", *mid, "click", "--repeat", 2, 4)
            settle(2)
            xdo(args.display, "mousemove", *mid, "mousedown", 1, "mousemove", mid[0] + 120, mid[1] + 60,
                "mousemove", mid[0] + 240, mid[1] + 120, "mouseup", 1)
            settle(2)
            xdo(args.display, "mousemove", *mid, "click", "--repeat", 2, 5)
            settle(2)
            choose(args.display, read_dump(args.dump) or dump, "style-offline")
            settle(3)
            samples.append({"round": round_number, "style": style, "rss_mib": round(memory(args.pid)[0], 1)})
    # Tiles queued for an archive no longer shown still finish on the workers (a leaf bomb's take seconds each):
    # memory is judged once they have, or after two minutes.
    settled_at = time.time()
    end_rss = rss_now(args.pid)
    while end_rss - start_rss > args.memory_slack and time.time() - settled_at < 120:
        settle(2)
        end_rss = rss_now(args.pid)
    settle_seconds = round(time.time() - settled_at, 1)

    frames, slow, slow_wall = 0, [], []
    with open(args.frame_log) as log:
        for line in log:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if record.get("type") != "frame" or record.get("frame_time_us", 0) < start_time_us:
                continue
            frames += 1
            # The main thread's CPU time is the frame's own cost; wall time also counts the machine's other load.
            if record["frame_cpu_us"] >= args.frame_limit_ms * 1000:
                slow.append(round(record["frame_cpu_us"] / 1000, 1))
            if record["frame_us"] >= args.frame_limit_ms * 1000:
                slow_wall.append(round(record["frame_us"] / 1000, 1))
    summary = {
        "styles": styles, "rounds": args.rounds, "rss_start_mib": round(start_rss, 1), "rss_end_mib": round(end_rss, 1),
        "rss_settle_seconds": settle_seconds,
        "rss_max_mib": max(s["rss_mib"] for s in samples) if samples else None, "frames": frames,
        "frames_over_limit_cpu_ms": slow, "frames_over_limit_wall_ms": slow_wall, "samples": samples,
    }
    ok = end_rss - start_rss <= args.memory_slack and not slow and os.path.exists(f"/proc/{args.pid}")
    summary["result"] = "pass" if ok else "fail"
    print(json.dumps(summary))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
