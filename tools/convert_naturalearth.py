#!/usr/bin/env python3
"""Convert Natural Earth 1:110m countries into data/world-110m.geojson.

Source: the naturalearth_lowres shapefile inside Debian's python3-geopandas
package (Natural Earth, public domain). Read with PyPI pyshp.

Usage:
    tools/convert_naturalearth.py [SHAPEFILE_OR_DEB] [-o data/world-110m.geojson]

Without a path the script runs `apt-get download python3-geopandas` in a
temporary directory and unpacks it with `dpkg -x` (no installation).
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

import shapefile

SHAPEFILE_GLOB = "**/naturalearth_lowres/naturalearth_lowres.shp"
DECIMALS = 4


def download_deb(workdir):
    subprocess.run(["apt-get", "download", "python3-geopandas"], cwd=workdir, check=True)
    debs = glob.glob(os.path.join(workdir, "python3-geopandas_*.deb"))
    if not debs:
        sys.exit("apt-get download did not produce python3-geopandas_*.deb")
    return debs[0]


def shapefile_from_deb(deb, workdir):
    target = os.path.join(workdir, "x")
    subprocess.run(["dpkg", "-x", deb, target], check=True)
    found = glob.glob(os.path.join(target, SHAPEFILE_GLOB), recursive=True)
    if not found:
        sys.exit(f"no naturalearth_lowres shapefile in {deb}")
    return found[0]


def signed_area(ring):
    """Shoelace area: positive for counter-clockwise rings (x east, y north)."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:])) / 2


def contains(ring, point):
    """Even-odd point-in-ring test."""
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        if (y0 > y) != (y1 > y) and x < (x1 - x0) * (y - y0) / (y1 - y0) + x0:
            inside = not inside
    return inside


def rounded_ring(points):
    """Rounds, drops repeated positions, keeps the ring closed; None when fewer than 4 positions remain."""
    ring = []
    for x, y in points:
        p = [round(x, DECIMALS), round(y, DECIMALS)]
        if not ring or ring[-1] != p:
            ring.append(p)
    if ring[0] != ring[-1]:
        ring.append(list(ring[0]))
    return ring if len(ring) >= 4 else None


def polygons_of(shape):
    """Groups shapefile rings (outer clockwise, holes counter-clockwise) into RFC 7946 polygons
    (outer counter-clockwise, holes clockwise)."""
    bounds = list(shape.parts) + [len(shape.points)]
    rings = [rounded_ring(shape.points[a:b]) for a, b in zip(bounds, bounds[1:])]
    # Tiny rings that collapse after rounding carry no visible shape at 1:110m.
    rings = [r for r in rings if r]
    outers = [[r[::-1]] for r in rings if signed_area(r) < 0]
    holes = [r for r in rings if signed_area(r) > 0]
    for hole in holes:
        owner = next((p for p in outers if contains(p[0], hole[0])), None)
        if owner is not None:
            owner.append(hole[::-1])
    return outers


def convert(path):
    reader = shapefile.Reader(path)
    features = []
    for sr in reader.iterShapeRecords():
        polygons = polygons_of(sr.shape)
        if not polygons:
            continue
        iso = sr.record["iso_a3"]
        features.append({
            "type": "Feature",
            "geometry": {"type": "MultiPolygon", "coordinates": polygons},
            "properties": {"name": sr.record["name"], "iso_a3": None if iso in ("-99", "") else iso},
        })
    features.sort(key=lambda f: f["properties"]["name"])
    return features


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source", nargs="?", help="naturalearth_lowres.shp or a python3-geopandas .deb")
    ap.add_argument("-o", "--output",
                    default=os.path.join(os.path.dirname(__file__), "..", "data", "world-110m.geojson"))
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        source = args.source or download_deb(tmp)
        shp = shapefile_from_deb(source, tmp) if source.endswith(".deb") else source
        features = convert(shp)

    collection = {
        "type": "FeatureCollection",
        "attribution": "Natural Earth 1:110m countries (public domain), via Debian python3-geopandas 0.12",
        "features": features,
    }
    compact = dict(ensure_ascii=False, separators=(",", ":"))
    with open(args.output, "w", encoding="utf-8") as f:
        head = {k: v for k, v in collection.items() if k != "features"}
        f.write(json.dumps(head, **compact)[:-1] + ',"features":[\n')
        f.write(",\n".join(json.dumps(feat, **compact) for feat in features))
        f.write("\n]}\n")

    vertices = sum(len(r) for f in features for p in f["geometry"]["coordinates"] for r in p)
    print(f"countries {len(features)}, polygons "
          f"{sum(len(f['geometry']['coordinates']) for f in features)}, vertices {vertices}")
    missing = [f["properties"]["name"] for f in features if f["properties"]["iso_a3"] is None]
    if missing:
        print("no ISO code (Natural Earth gives -99):", ", ".join(missing))


if __name__ == "__main__":
    main()
