#!/usr/bin/env python3
"""Write reference tile-math vectors from PyPI mercantile into Tests/MapCoreTests/Fixtures/tile_vectors.json.

MapCore's TileID(containing:zoom:), .bounds, .quadkey and WebMercator.metres are tested against them.
Usage: tools/tile_vectors.py [-o PATH]
"""
import argparse
import json
import os
import random
from importlib.metadata import version

import mercantile

MAX_LAT = 85.0511287798066

# Named points, including the hostile ones: antimeridian, poles of the Mercator square, near-poles.
POINTS = [
    ("helsinki", 24.9384, 60.1699),
    ("null island", 0.0, 0.0),
    ("just west and north of null island", -1e-7, 1e-7),
    ("san francisco", -122.4194, 37.7749),
    ("sydney", 151.2093, -33.8688),
    ("antimeridian west edge", -180.0, 0.0),
    ("antimeridian east edge", 180.0, 0.0),
    ("fiji just west of antimeridian", 179.9999, -16.5),
    ("chukotka just east of antimeridian", -179.9999, 65.0),
    ("mercator north edge", 0.0, MAX_LAT),
    ("mercator south edge", 0.0, -MAX_LAT),
    ("rounded mercator north", 10.0, 85.0511),
    ("rounded mercator south", -10.0, -85.0511),
    ("near north pole", 45.0, 89.9),
    ("near south pole", -45.0, -89.9),
    ("north-east corner of the world", 180.0, MAX_LAT),
    ("south-west corner of the world", -180.0, -MAX_LAT),
]
ZOOMS = range(0, 23)


def tile_case(name, lon, lat, z):
    t = mercantile.tile(lon, lat, z)
    b = mercantile.bounds(t)
    return {"name": name, "lon": lon, "lat": lat, "z": z, "x": t.x, "y": t.y,
            "quadkey": mercantile.quadkey(t), "bounds": [b.west, b.south, b.east, b.north]}


def main():
    default = os.path.join(os.path.dirname(__file__), "..", "Tests", "MapCoreTests", "Fixtures", "tile_vectors.json")
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("-o", "--output", default=default)
    args = ap.parse_args()

    tiles = [tile_case(name, lon, lat, z) for name, lon, lat, z in
             ((n, lo, la, z) for n, lo, la in POINTS for z in ZOOMS)]

    # North-west corners of seeded random tiles: a corner belongs to its own tile (east/south rule).
    rng = random.Random(3857)
    corners = []
    for _ in range(200):
        z = rng.randint(1, 22)
        x, y = rng.randrange(1 << z), rng.randrange(1 << z)
        b = mercantile.bounds(x, y, z)
        corners.append(tile_case(f"north-west corner of {z}/{x}/{y}", b.west, b.north, z))

    xy = []
    for name, lon, lat in POINTS:
        # MapCore clamps latitude to the Mercator square; mercantile.xy does not, so feed it the clamped value.
        clamped = max(-MAX_LAT, min(MAX_LAT, lat))
        x, y = mercantile.xy(lon, clamped)
        xy.append({"name": name, "lon": lon, "lat": lat, "x": x, "y": y, "clamped": clamped != lat})

    out = {
        "generator": f"tools/tile_vectors.py with mercantile {version('mercantile')}",
        "tiles": tiles,
        "corners": corners,
        "xy": xy,
    }
    with open(args.output, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")
    print(f"{len(tiles)} tile cases, {len(corners)} corner cases, {len(xy)} xy cases -> {args.output}")


if __name__ == "__main__":
    main()
