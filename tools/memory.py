#!/usr/bin/env python3
"""Memory of one map app: RSS and private memory after launch and after N pan/zoom steps, with where it goes.

Run through tools/memory.sh, which gives each case its own Xvfb, D-Bus session, empty XDG dirs and no network.
This driver starts the app, waits until it is idle, reads /proc, drives the steps with xdotool (the pan and zoom
of tools/soak.py, so any app with a map in its window can be driven), waits again and reads again. It prints one
JSON object on stdout.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from soak import memory, pan, xdo, zoom  # noqa: E402

# Wheel clicks the view may drift from where it opened before a zoom step turns back.
ZOOM_DRIFT = 6


def cpu_ticks(pid):
    """User + system CPU time of the whole process, in clock ticks."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def settle(pid, quiet_seconds=2.0, busy_ticks=3, limit=60.0):
    """Waits until the process has used under `busy_ticks` of CPU in each of `quiet_seconds` (idle: frames drawn,
    tiles decoded, caches filled). Returns the seconds waited."""
    start = time.time()
    quiet_since = None
    last = cpu_ticks(pid)
    while time.time() - start < limit:
        time.sleep(0.5)
        now = cpu_ticks(pid)
        if now - last < busy_ticks / 2:
            quiet_since = quiet_since or time.time()
            if time.time() - quiet_since >= quiet_seconds:
                break
        else:
            quiet_since = None
        last = now
    return round(time.time() - start, 1)


def kind_of(path, exe=""):
    """The class of a mapping in /proc/PID/smaps, from its pathname (`exe`: the program's own file)."""
    if path == exe:
        return "code"
    if path == "[heap]":
        return "heap"
    if path == "":
        return "anon"
    if path.startswith("[stack"):
        return "stack"
    if path.startswith("/dev/dri") or path.startswith("/SYSV") or path.startswith("/memfd:") \
            or path.startswith("/dev/shm") or "drm" in path:
        return "gpu_shm"
    if "/fonts/" in path or "fontconfig" in path or path.endswith((".ttf", ".otf", ".ttc", ".pcf.gz")):
        return "fonts"
    if ".so" in path or path.endswith("/gjs") or "/bin/" in path or path.startswith("/work/"):
        return "code"
    if path.startswith("["):
        return "kernel"
    return "files"


def breakdown(pid):
    """Private (clean + dirty) and RSS per mapping class, in MiB, plus the largest anonymous mappings."""
    classes = {}
    anon = []
    try:
        exe = os.path.realpath(f"/proc/{pid}/exe")
    except OSError:
        exe = ""
    path = ""
    size = 0
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            head = line.split(None, 1)[0]
            if "-" in head and not head.endswith(":"):
                parts = line.split(None, 5)
                path = parts[5].strip() if len(parts) > 5 else ""
                lo, hi = (int(v, 16) for v in head.split("-"))
                size = hi - lo
                continue
            if head not in ("Rss:", "Private_Clean:", "Private_Dirty:"):
                continue
            kb = int(line.split()[1])
            c = classes.setdefault(kind_of(path, exe), {"private_mib": 0.0, "rss_mib": 0.0})
            if head == "Rss:":
                c["rss_mib"] += kb / 1024
            else:
                c["private_mib"] += kb / 1024
                if path == "" and head == "Private_Dirty:" and kb >= 1024:
                    anon.append((kb, size >> 10))
    for c in classes.values():
        c["private_mib"] = round(c["private_mib"], 1)
        c["rss_mib"] = round(c["rss_mib"], 1)
    anon.sort(reverse=True)
    return classes, [{"dirty_mib": round(kb / 1024, 1), "size_mib": round(sz / 1024, 1)} for kb, sz in anon[:12]]


def private_dirty(pid):
    """Private_Dirty alone, in MiB: unlike Private_Clean, it does not depend on which other processes map the same
    libraries at the time."""
    with open(f"/proc/{pid}/smaps_rollup") as f:
        return sum(int(line.split()[1]) for line in f if line.startswith("Private_Dirty:")) / 1024


def snapshot(pid):
    rss, private = memory(pid)
    classes, anon = breakdown(pid)
    return {"rss_mib": round(rss, 1), "private_mib": round(private, 1), "private_dirty_mib": round(private_dirty(pid), 1),
            "by_kind": classes, "largest_anon": anon}


def find_window(pid, display, limit=60.0):
    """The app's largest visible top-level window id, waiting for it to appear."""
    start = time.time()
    env = {**os.environ, "DISPLAY": display}
    while time.time() - start < limit:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], env=env,
                             capture_output=True, text=True).stdout.split()
        best = None
        for wid in out:
            geo = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], env=env,
                                 capture_output=True, text=True).stdout
            vals = dict(line.split("=", 1) for line in geo.split() if "=" in line)
            area = int(vals.get("WIDTH", 0)) * int(vals.get("HEIGHT", 0))
            if area > 10000 and (best is None or area > best[0]):
                best = (area, wid)
        if best:
            return best[1]
        time.sleep(0.3)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--idle", type=float, default=15, help="seconds to wait after settling for the idle reading")
    ap.add_argument("--log", required=True)
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    display = os.environ["DISPLAY"]
    width, height = (int(v) for v in args.size.split("x"))
    result = {"name": args.name, "command": command, "gsk_renderer": os.environ.get("GSK_RENDERER", "default (gl)")}

    with open(args.log, "w") as log:
        app = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    try:
        t0 = time.time()
        wid = find_window(app.pid, display)
        if wid is None:
            result["error"] = "no window within 60 s"
            print(json.dumps(result))
            return 1
        # No window manager under Xvfb: place and size every app's window alike.
        xdo(display, "windowmove", wid, 0, 0)
        xdo(display, "windowsize", wid, width, height)
        result["window_seconds"] = round(time.time() - t0, 1)
        time.sleep(3)
        result["settle_launch_seconds"] = settle(app.pid)
        result["launch"] = snapshot(app.pid)
        # A person reading the map: apps may hand memory back once nothing moves.
        time.sleep(args.idle)
        result["launch_idle"] = snapshot(app.pid)

        rnd = random.Random(args.seed)
        # The map is right of Pinmap's side panel and under every header bar.
        def map_point():
            return int(width * rnd.uniform(0.4, 0.9)), int(height * rnd.uniform(0.25, 0.9))
        net = 0
        t1 = time.time()
        for _ in range(args.steps):
            if app.poll() is not None:
                result["error"] = f"exited with {app.returncode} during the steps"
                print(json.dumps(result))
                return 1
            if rnd.random() < 0.55:
                pan(display, rnd, map_point())
            else:
                direction = rnd.choice(["in", "out"])
                if abs(net) >= ZOOM_DRIFT:
                    direction = "out" if net > 0 else "in"
                net += 1 if direction == "in" else -1
                zoom(display, rnd, map_point(), direction)
        result["steps"] = args.steps
        result["steps_seconds"] = round(time.time() - t1, 1)
        result["settle_steps_seconds"] = settle(app.pid)
        result["after_steps"] = snapshot(app.pid)
        time.sleep(args.idle)
        result["after_steps_idle"] = snapshot(app.pid)
        result["idle_seconds"] = args.idle
        result["private_growth_mib"] = round(result["after_steps"]["private_mib"] - result["launch"]["private_mib"], 1)
        result["private_growth_idle_mib"] = round(
            result["after_steps_idle"]["private_mib"] - result["launch_idle"]["private_mib"], 1)
        print(json.dumps(result))
        return 0
    finally:
        app.terminate()
        try:
            app.wait(10)
        except subprocess.TimeoutExpired:
            app.kill()


if __name__ == "__main__":
    sys.exit(main())
