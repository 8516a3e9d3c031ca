#!/usr/bin/env python3
"""Check the land/water samples against the archive's own tiles, decoded by tippecanoe-decode (no renderer):
at each of a sample's `zooms`, the tile there (or its nearest ancestor, as a reader overzooms) must say the
sample's class: land inside an `earth` polygon and outside every `water` polygon, water otherwise.

Usage: check_samples.py ARCHIVE.pmtiles SAMPLES.json
"""
import json
import os
import subprocess
import sys
from collections import Counter

from shapely.geometry import Point, shape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiles import lonlat_to_tile  # noqa: E402

cache = {}


def layers(archive, z, x, y):
    """Polygons of earth and water in tile z/x/y; tippecanoe-decode falls back to the nearest ancestor."""
    if (z, x, y) not in cache:
        run = subprocess.run([os.path.join(os.path.dirname(sys.executable), "tippecanoe-decode"), archive,
                              str(z), str(x), str(y)], capture_output=True, text=True, check=True)
        out = {"earth": [], "water": []}
        for layer in json.loads(run.stdout)["features"]:
            name = layer["properties"]["layer"]
            if name in out:
                out[name] += [shape(f["geometry"]) for f in layer["features"]
                              if f["geometry"]["type"] in ("Polygon", "MultiPolygon")]
        cache[(z, x, y)] = out
    return cache[(z, x, y)]


def main():
    archive, samples_path = sys.argv[1], sys.argv[2]
    with open(samples_path, encoding="utf-8") as f:
        samples = json.load(f)["samples"]
    bad, checked = [], Counter()
    for s in samples:
        p = Point(s["lon"], s["lat"])
        for z in s["zooms"]:
            tile = layers(archive, z, *lonlat_to_tile(s["lon"], s["lat"], z))
            land = any(g.contains(p) for g in tile["earth"]) and not any(g.contains(p) for g in tile["water"])
            checked[z] += 1
            if ("land" if land else "water") != s["class"]:
                bad.append((z, s))
    for z, s in bad:
        print(f"  MISMATCH z{z}: {s}")
    print(f"checked {dict(sorted(checked.items()))} sample-zooms, {len(bad)} mismatches")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
