#!/usr/bin/env python3
"""Frame times in the real window: drives Pinmap under X with xdotool and reads the frame log the app writes
when PINMAP_FRAME_LOG is set (one JSON line per frame of the window's GdkFrameClock, and one "first-frame" line).

Run through tools/frame-times.sh, which starts Xvfb. For each map view (--map-view cairo|shumate) and each GSK
renderer (the default GL one, GSK_RENDERER=cairo) it:
  * launches the app on the clustered 100k-place scene, waits for it to settle, plays a fixed script of wheel
    zooms and drags over the clustered area, and summarises the frames that started inside the script;
  * launches it N more times on the bundled places and takes launch to first frame (the end of the first paint
    that shows the map), both from the kernel's process start and from this driver's clock just before spawning.
With --open FILE it instead drops FILE on the window (issue 26): on the bundled places, with its own session bus, it
starts a run of drags (so the window has a frame to draw all along), sends `app.drop-files FILE` (the drop target's own
handler), and takes the first frame painted with the file's places in the map's index (the app's "index" record),
and the longest frame interval and frame work from the drop until then. With --still there are no drags: the drop on
a map at rest, as a person drops a file.
Prints one JSON document, then a Markdown table, on stdout.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

# An interval longer than this is the window idling between inputs, not a slow frame.
IDLE_GAP_US = 500_000


def percentile(values, q):
    """Nearest-rank percentile (q in 0–100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def summary(values):
    if not values:
        return None
    return {"n": len(values), "median_ms": round(statistics.median(values) / 1000, 2),
            "p95_ms": round(percentile(values, 95) / 1000, 2), "max_ms": round(max(values) / 1000, 2)}


def read_log(path):
    """The log's records; a torn last line (the app still writing) is left for the next read."""
    records = []
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.endswith("\n"):
                    records.append(json.loads(line))
    except FileNotFoundError:
        pass
    return records


def loadavg():
    with open("/proc/loadavg") as f:
        return [float(x) for x in f.read().split()[:3]]


class App:
    """One Pinmap process with fresh XDG folders and its own frame log."""

    def __init__(self, binary, args, renderer, display, home=None, bus=None):
        self.home = home or tempfile.mkdtemp(prefix="pinmap-frames.")
        for d in ("config", "cache", "data"):
            os.makedirs(os.path.join(self.home, d), exist_ok=True)
        self.log = os.path.join(self.home, "frames.jsonl")
        if os.path.exists(self.log):
            os.remove(self.log)
        env = {k: v for k, v in os.environ.items() if k not in ("GSK_RENDERER", "WAYLAND_DISPLAY")}
        env.update(DISPLAY=display, GDK_BACKEND="x11", GTK_A11Y="none", NO_AT_BRIDGE="1",
                   DBUS_SESSION_BUS_ADDRESS=bus or "unix:path=/nonexistent/pinmap-frames-bus",
                   XDG_CONFIG_HOME=os.path.join(self.home, "config"), XDG_CACHE_HOME=os.path.join(self.home, "cache"),
                   XDG_DATA_HOME=os.path.join(self.home, "data"), PINMAP_FRAME_LOG=self.log)
        if renderer == "cairo":
            env["GSK_RENDERER"] = "cairo"
        self.stderr = open(os.path.join(self.home, "pinmap.log"), "w")
        self.spawn_real_us = time.time_ns() // 1000
        self.process = subprocess.Popen([binary, *args], env=env, stdout=self.stderr, stderr=subprocess.STDOUT)

    def first_frame(self, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for r in read_log(self.log):
                if r.get("type") == "first-frame":
                    return r
            if self.process.poll() is not None:
                raise RuntimeError(f"pinmap exited ({self.process.returncode}); see {self.home}/pinmap.log")
            time.sleep(0.02)
        raise RuntimeError(f"no first-frame record in {timeout} s: is {self.log} written (a binary with the frame recorder)?")

    def settle(self, quiet, timeout):
        """Waits until no frame has been logged for `quiet` seconds."""
        deadline = time.time() + timeout
        size, since = -1, time.time()
        while time.time() < deadline:
            now_size = os.path.getsize(self.log) if os.path.exists(self.log) else 0
            if now_size != size:
                size, since = now_size, time.time()
            elif time.time() - since >= quiet:
                return
            time.sleep(0.1)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.stderr.close()

    def remove(self):
        if os.environ.get("FRAME_TIMES_KEEP"):
            shutil.copy(self.log, os.environ["FRAME_TIMES_KEEP"])
        shutil.rmtree(self.home, ignore_errors=True)


def script(cx, cy, w, h, notches, drags):
    """The fixed input: `notches` wheel zooms in, as many out (250 ms apart, so each one-level animation mostly
    plays), then drags right, down, left, up over a third of the map, one motion event every 16 ms."""
    cmd = ["mousemove", str(cx), str(cy), "sleep", "0.3"]
    for button in ("4", "5"):
        for _ in range(notches):
            cmd += ["click", button, "sleep", "0.25"]
    cmd += ["sleep", "0.4"]
    steps = 24
    for i in range(drags):
        dx, dy = [(1, 0), (0, 1), (-1, 0), (0, -1)][i % 4]
        x0, y0 = cx - dx * w // 6, cy - dy * h // 6
        cmd += ["mousemove", str(x0), str(y0), "mousedown", "1"]
        for s in range(1, steps + 1):
            cmd += ["sleep", "0.016", "mousemove", str(x0 + dx * w // 3 * s // steps), str(y0 + dy * h // 3 * s // steps)]
        cmd += ["mouseup", "1", "sleep", "0.1"]
    return cmd


def drive(binary, view, renderer, display, places, center, zoom, notches, drags):
    load_before = loadavg()
    app = App(binary, ["--map-view", view, "--style", "offline", "--data", places, "--center", center,
                       "--zoom", str(zoom)], renderer, display)
    try:
        first = app.first_frame(timeout=120)
        # The 100k index is built off the main thread: wait for its repaint, then for quiet.
        time.sleep(2)
        app.settle(quiet=1.5, timeout=60)
        w, h = first["map_width"], first["map_height"]
        cx, cy = int(first["map_x"] + w / 2), int(first["map_y"] + h / 2)
        start_us = time.monotonic_ns() // 1000
        subprocess.run(["xdotool", *script(cx, cy, w, h, notches, drags)], env={**os.environ, "DISPLAY": display},
                       check=True, timeout=120)
        end_us = time.monotonic_ns() // 1000
        app.settle(quiet=1.0, timeout=30)
        frames = [r for r in read_log(app.log) if r.get("type") == "frame" and start_us <= r["frame_time_us"] <= end_us]
    finally:
        app.stop()
    intervals = [r["interval_us"] for r in frames if r.get("interval_us") is not None]
    busy = [i for i in intervals if i <= IDLE_GAP_US]
    paints = [r["paint_us"] for r in frames if r.get("paint_us") is not None]
    paint_cpu = [r["paint_cpu_us"] for r in frames if r.get("paint_cpu_us") is not None]
    seconds = (end_us - start_us) / 1e6
    app.remove()
    return {"view": view, "renderer": first.get("renderer"), "gsk_renderer_env": renderer,
            "map_size": [w, h], "script_seconds": round(seconds, 2), "frames": len(frames),
            "fps": round(len(frames) / seconds, 1), "paint": summary(paints), "paint_cpu": summary(paint_cpu),
            "frame_work": summary([r["frame_us"] for r in frames]),
            "frame_cpu": summary([r["frame_cpu_us"] for r in frames]), "interval": summary(busy),
            "idle_gaps": len(intervals) - len(busy), "loadavg_before": load_before, "loadavg_after": loadavg()}


def launches(binary, view, renderer, display, count):
    """`count` launches sharing one fresh set of XDG folders: the first is cold (Mesa's shader cache lives in
    XDG_CACHE_HOME), the others start as a person's second launch does."""
    kernel, launcher, cpu, loads = [], [], [], []
    home = tempfile.mkdtemp(prefix="pinmap-launch.")
    for _ in range(count):
        loads.append(loadavg()[0])
        app = App(binary, ["--map-view", view, "--style", "offline"], renderer, display, home=home)
        try:
            first = app.first_frame(timeout=120)
        finally:
            app.stop()
        if first.get("since_process_start_us") is not None:
            kernel.append(first["since_process_start_us"])
        launcher.append(first["real_time_us"] - app.spawn_real_us)
        cpu.append(first["process_cpu_us"])
        time.sleep(0.5)
    shutil.rmtree(home, ignore_errors=True)
    return {"view": view, "gsk_renderer_env": renderer, "renderer": first.get("renderer"), "launches": count,
            "since_process_start_ms": [round(v / 1000) for v in kernel],
            "since_spawn_ms": [round(v / 1000) for v in launcher],
            "median_since_process_start_ms": round(statistics.median(kernel) / 1000) if kernel else None,
            "median_since_spawn_ms": round(statistics.median(launcher) / 1000),
            "process_cpu_ms": [round(v / 1000) for v in cpu], "median_process_cpu_ms": round(statistics.median(cpu) / 1000),
            "loadavg_1min": loads}


def drop_file(binary, view, renderer, display, file, center, zoom, drags):
    """Drops `file` on a settled window while it is being dragged; see the module's docstring."""
    daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE, text=True)
    bus = daemon.stdout.readline().strip()
    load_before = loadavg()
    app = App(binary, ["--map-view", view, "--style", "offline", "--center", center, "--zoom", str(zoom)], renderer, display, bus=bus)
    mover = None
    try:
        first = app.first_frame(timeout=120)
        time.sleep(2)
        app.settle(quiet=1.5, timeout=60)
        shown = [r["places"] for r in read_log(app.log) if r.get("type") == "index"]
        if not shown:
            raise RuntimeError("no index record: a binary without the frame log's index records?")
        bundled = shown[-1]
        w, h = first["map_width"], first["map_height"]
        cx, cy = int(first["map_x"] + w / 2), int(first["map_y"] + h / 2)
        xenv = {**os.environ, "DISPLAY": display}
        # --still: no drag; the drop is timed with the map at rest (the frames while loading are then the load's own).
        mover = subprocess.Popen(["xdotool", *script(cx, cy, w, h, 0, drags)], env=xenv) if drags else None
        time.sleep(0.5)
        drop_us = time.monotonic_ns() // 1000
        subprocess.run(["gdbus", "call", "--session", "--dest", "io.github.pinmap.Pinmap", "--object-path", "/io/github/pinmap/Pinmap",
                        "--method", "org.gtk.Actions.Activate", "drop-files", f"[<'{os.path.abspath(file)}'>]", "{}"],
                       env={**os.environ, "DBUS_SESSION_BUS_ADDRESS": bus}, check=True, stdout=subprocess.DEVNULL, timeout=30)
        sent_us = time.monotonic_ns() // 1000
        deadline, ready = time.time() + 600, None
        while time.time() < deadline and ready is None:
            ready = next((r for r in read_log(app.log) if r.get("type") == "index" and r["frame_time_us"] >= drop_us
                          and r["places"] > bundled), None)
            time.sleep(0.05)
        if ready is None:
            raise RuntimeError(f"no frame with the dropped file's places in 600 s; see {app.home}/pinmap.log")
        if mover:
            mover.wait(timeout=120)
        end_us = time.monotonic_ns() // 1000
        # A large file's quick one-level clusters come first ("kind": "quick"); the full index follows.
        full, deadline = None, time.time() + 600
        while time.time() < deadline and full is None:
            full = next((r for r in read_log(app.log) if r.get("type") == "index" and r["frame_time_us"] >= drop_us
                         and r.get("kind", "full") == "full" and r["places"] > bundled), None)
            if full is None:
                time.sleep(0.05)
        frames = [r for r in read_log(app.log) if r.get("type") == "frame" and drop_us <= r["frame_time_us"] <= ready["frame_time_us"]]
        after = [r for r in read_log(app.log) if r.get("type") == "frame" and ready["frame_time_us"] < r["frame_time_us"] <= end_us]
        # The frames drawn while the full index builds behind the quick one (the map flying to the new places).
        building = [r for r in read_log(app.log) if r.get("type") == "frame" and full
                    and ready["frame_time_us"] < r["frame_time_us"] < full["frame_time_us"]]
    finally:
        if mover and mover.poll() is None:
            mover.terminate()
        app.stop()
        daemon.terminate()
        daemon.wait()
    intervals = [r["interval_us"] for r in frames if r.get("interval_us") is not None]
    result = {"view": view, "renderer": first.get("renderer"), "gsk_renderer_env": renderer, "file": os.path.basename(file),
              "bundled_places": bundled, "index_places": ready["places"], "index_kind": ready.get("kind", "full"),
              "drop_to_first_clusters_frame_ms": round((ready["frame_time_us"] - drop_us) / 1000, 1),
              "drop_to_full_index_frame_ms": round((full["frame_time_us"] - drop_us) / 1000, 1) if full else None,
              "drop_call_ms": round((sent_us - drop_us) / 1000, 1),
              "frames_while_loading": len(frames), "longest_interval_ms": round(max(intervals, default=0) / 1000, 1),
              "intervals_over_50ms": sum(1 for i in intervals if i > 50_000),
              "longest_frame_work_ms": round(max((r["frame_us"] for r in frames), default=0) / 1000, 1),
              "interval": summary(intervals), "frame_work": summary([r["frame_us"] for r in frames]),
              "frames_while_full_index_builds": len(building),
              "longest_frame_work_while_full_index_builds_ms": round(max((r["frame_us"] for r in building), default=0) / 1000, 1),
              "longest_frame_cpu_while_full_index_builds_ms": round(max((r["frame_cpu_us"] for r in building), default=0) / 1000, 1),
              "frame_work_while_full_index_builds": summary([r["frame_us"] for r in building]),
              "after_longest_interval_ms": round(max((r["interval_us"] or 0 for r in after), default=0) / 1000, 1),
              "loadavg_before": load_before, "loadavg_after": loadavg()}
    app.remove()
    return result


def markdown(result):
    lines = ["| view | renderer | frames (fps) | paint median / p95 | paint CPU median / p95 | frame work median / p95 "
             "| frame CPU median / p95 | interval median / p95 | load |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in result["runs"]:
        def pair(s):
            return f"{s['median_ms']} / {s['p95_ms']} ms" if s else "–"
        lines.append(f"| {r['view']} | {r['renderer']} | {r['frames']} ({r['fps']}) | {pair(r['paint'])} | {pair(r['paint_cpu'])} | "
                     f"{pair(r['frame_work'])} | {pair(r['frame_cpu'])} | {pair(r['interval'])} | {r['loadavg_before'][0]}–{r['loadavg_after'][0]} |")
    lines += ["", "| view | renderer | launch → first frame, median (from process start / from spawn) | each from spawn (first one cold) "
              "| CPU of all threads until then, median | load |",
              "|---|---|---|---|---|---|"]
    for r in result["launch"]:
        lines.append(f"| {r['view']} | {r['renderer']} | {r['median_since_process_start_ms']} / {r['median_since_spawn_ms']} ms | "
                     f"{', '.join(map(str, r['since_spawn_ms']))} | {r['median_process_cpu_ms']} ms | {min(r['loadavg_1min'])}–{max(r['loadavg_1min'])} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--places", help="the GeoJSON scene (tools/gen_places.py 100000)")
    ap.add_argument("--open", help="drop this file on the window instead (tools/gen_places.py 1000000 F.csv --seed 1)")
    ap.add_argument("--runs", type=int, default=3, help="with --open: drops, each in a new window")
    ap.add_argument("--center", default="60.17,24.94")
    ap.add_argument("--zoom", type=float, default=11)
    ap.add_argument("--notches", type=int, default=5)
    ap.add_argument("--drags", type=int, default=8)
    ap.add_argument("--still", action="store_true", help="with --open: drop on a map at rest (no drags while it loads)")
    ap.add_argument("--launches", type=int, default=5)
    ap.add_argument("--views", default="cairo,shumate")
    ap.add_argument("--renderers", default="gl,cairo")
    args = ap.parse_args()
    display = os.environ.get("DISPLAY")
    if not display:
        sys.exit("frame_times.py: no DISPLAY (run it through tools/frame-times.sh)")
    combos = [(v, r) for v in args.views.split(",") for r in args.renderers.split(",")]
    if args.open:
        drops = [drop_file(args.binary, v, r, display, args.open, args.center, args.zoom, 0 if args.still else max(args.drags, 16))
                 for v, r in combos for _ in range(args.runs)]
        print(json.dumps({"binary": args.binary, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "drops": drops}, indent=1))
        print()
        print("| view | renderer | drop → first frame with its clusters | longest interval (frame work) while loading | intervals > 50 ms | load |")
        print("|---|---|---|---|---|---|")
        for d in drops:
            print(f"| {d['view']} | {d['renderer']} | {d['drop_to_first_clusters_frame_ms']} ms | {d['longest_interval_ms']} "
                  f"({d['longest_frame_work_ms']}) ms | {d['intervals_over_50ms']} of {d['frames_while_loading']} | "
                  f"{d['loadavg_before'][0]}–{d['loadavg_after'][0]} |")
        return
    if not args.places:
        sys.exit("frame_times.py: --places or --open is needed")
    result = {"binary": args.binary, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
              "scene": {"places": args.places, "center": args.center, "zoom": args.zoom,
                        "notches": args.notches, "drags": args.drags},
              "idle_gap_us": IDLE_GAP_US, "runs": [], "launch": []}
    for view, renderer in combos:
        result["runs"].append(drive(args.binary, view, renderer, display, args.places, args.center, args.zoom,
                                    args.notches, args.drags))
    # --launches 0: frame times only.
    for view, renderer in combos if args.launches > 0 else []:
        result["launch"].append(launches(args.binary, view, renderer, display, args.launches))
    print(json.dumps(result, indent=1))
    print()
    print(markdown(result))


if __name__ == "__main__":
    main()
