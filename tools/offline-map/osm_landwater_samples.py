#!/usr/bin/env python3
"""Draw 300 land/water sample points from OpenStreetMap's land polygons, for a test that the rendered offline map
puts each on the right side of the coast.

Usage: osm_landwater_samples.py OSM_LAND.wkb [OUT.json]
       (OSM_LAND.wkb from osm_land.py; default OUT Tests/MapRenderTests/Fixtures/offline-osm-landwater-samples.json)
Run with the venv of build.sh. Deterministic (fixed seed).

- The named places of issue 29: the Hudson at (40.78, -73.99) water, Manhattan at (40.78, -73.96) land,
  Katajanokka, Suomenlinna and Seurasaari land; where the given point is nearer the shore than MIN_DISTANCE_M (or on
  the other side of it), the nearest point that is not (named_sample; `asked` and `moved_m` say so);
- 95 in the Helsinki archipelago (59.95-60.25 N, 24.6-25.3 E), where the archive has the polygons whole to z14;
- 200 within 5 km of the coast of every continent in turn (a uniform pick along its coast, then a random step off).
Each is at least MIN_DISTANCE_M from the OSM coast. Lakes are not OSM's sea coast: a sample within LAKE_MARGIN_M
of a GSHHG lake (which the archive paints over the land) is not taken. `zooms` lists those of 6, 10, 12 and 14 at
which the data drawn there (the zoom's own, or the last bundled one overzoomed) is accurate enough for the
point's distance: 2 pixels of that zoom plus the generalisation of the data's zoom (a quarter pixel, and
tippecanoe's 1/16 pixel grid).
"""
import math
import os
import random
import sys

import numpy as np
import shapely
from shapely.geometry import Point, box

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gshhg  # noqa: E402
from landwater_samples import write_samples  # noqa: E402
from tiles import REGIONS, WORLD_MAXZOOM  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "..", "Tests", "MapRenderTests", "Fixtures", "offline-osm-landwater-samples.json")
MIN_DISTANCE_M = 100
LAKE_MARGIN_M = 500
NAMED_SEARCH_M = 600
TEST_ZOOMS = (6, 10, 12, 14)
NAMED = [("Hudson", 40.78, -73.99, "water"), ("Manhattan", 40.78, -73.96, "land"),
         ("Katajanokka", 60.1675, 24.9680, "land"), ("Suomenlinna", 60.1455, 24.9870, "land"),
         ("Seurasaari", 60.1845, 24.8845, "land")]
ARCHIPELAGO = (24.6, 59.95, 25.3, 60.25)
CONTINENTS = [("Europe", -25, 35, 45, 72), ("Asia", 45, -11, 180, 78), ("Africa", -20, -35, 52, 35),
              ("North America", -170, 7, -50, 84), ("South America", -82, -56, -34, 13),
              ("Oceania", 110, -48, 180, -11), ("Antarctica", -180, -85, 180, -60)]


def pixel_m(z, lat):
    return 40075016.686 * math.cos(math.radians(lat)) / (256 << z)


def data_zoom(z, lon, lat):
    """The zoom whose tiles the archive draws at zoom z there."""
    for r in REGIONS:
        w, s, e, n = r.bounds
        if w <= lon <= e and s <= lat <= n and z >= r.minzoom:
            return min(z, r.maxzoom), z >= r.maxzoom
    return min(z, WORLD_MAXZOOM), False


class Land:
    def __init__(self, path):
        with open(path, "rb") as f:
            self.parts = shapely.get_parts(shapely.from_wkb(f.read()))
        self.tree = shapely.STRtree(self.parts)
        self.rings = None

    def holds(self, lon, lat):
        p = Point(lon, lat)
        return any(self.parts[i].contains(p) for i in self.tree.query(p))

    def shore_distance_m(self, lon, lat, limit_m):
        kx, ky = 111320.0 * math.cos(math.radians(lat)), 110574.0
        dx, dy = limit_m / kx, limit_m / ky
        window = box(lon - dx, lat - dy, lon + dx, lat + dy)
        best = limit_m
        for i in self.tree.query(window):
            edge = shapely.clip_by_rect(self.parts[i].boundary, *window.bounds)
            if edge.is_empty:
                continue
            local = shapely.transform(edge, lambda c: (c - (lon, lat)) * (kx, ky))
            best = min(best, local.distance(Point(0, 0)))
        return best


class Lakes:
    """GSHHG lakes (levels 2 and 4) at the resolutions the archive draws: `h` and, in the regions, `f`."""

    def __init__(self):
        geoms = [shapely.Polygon(r.coords) for r in gshhg.read("gshhs", "h") if r.level in (2, 4)]
        for region in REGIONS:
            geoms += [shapely.Polygon(r.coords) for r in gshhg.read("gshhs", "f", region.clip_bounds()) if r.level in (2, 4)]
        self.geoms = [g if g.is_valid else shapely.make_valid(g) for g in geoms]
        self.tree = shapely.STRtree(self.geoms)

    def near(self, lon, lat, margin_m):
        d = margin_m / 110574.0 / max(0.1, math.cos(math.radians(lat)))
        window = box(lon - d, lat - d, lon + d, lat + d)
        return any(self.geoms[i].intersects(window) for i in self.tree.query(window))


def judge(land, lakes, lon, lat, name, area):
    if lakes.near(lon, lat, LAKE_MARGIN_M):
        return None
    zooms = []
    needs = []
    for z in TEST_ZOOMS:
        dz, whole = data_zoom(z, lon, lat)
        # The region's last zoom holds the polygons whole; elsewhere a quarter pixel plus tippecanoe's grid.
        needs.append(2 * pixel_m(z, lat) + (0 if whole else 0.3125 * pixel_m(dz, lat)))
    limit = max(max(needs), MIN_DISTANCE_M)
    distance = land.shore_distance_m(lon, lat, limit)
    if distance < MIN_DISTANCE_M:
        return None
    zooms = [z for z, need in zip(TEST_ZOOMS, needs) if distance >= need]
    if not zooms:
        return None
    return {"lon": round(lon, 6), "lat": round(lat, 6), "class": "land" if land.holds(lon, lat) else "water",
            "area": area, "name": name, "distance_m": int(distance), "zooms": zooms}


def named_sample(land, lakes, name, lat, lon, cls):
    """The named point itself, or else the nearest point (a 25 m grid, up to NAMED_SEARCH_M away) of the right class
    far enough from the shore: OSM's piers put the Hudson point 27 m from land, and the Suomenlinna point is in a
    channel between its islands. `asked` keeps the coordinate the issue gave."""
    kx, ky = 111320.0 * math.cos(math.radians(lat)), 110574.0
    steps = range(-NAMED_SEARCH_M // 25, NAMED_SEARCH_M // 25 + 1)
    offsets = sorted(((i * 25, j * 25) for i in steps for j in steps), key=lambda d: (math.hypot(*d), d))
    for dx, dy in offsets:
        if math.hypot(dx, dy) > NAMED_SEARCH_M:
            break
        s = judge(land, lakes, lon + dx / kx, lat + dy / ky, name, "named")
        if s and s["class"] == cls and 12 in s["zooms"] and 14 in s["zooms"]:
            return {**s, "asked": [lat, lon], "moved_m": int(math.hypot(dx, dy))}
    return None


def coast_points(land, rng, count):
    """`count` points spread uniformly along the world's coast (vertices of the land polygons)."""
    coords = shapely.get_coordinates(land.parts)
    picks = sorted(rng.randrange(len(coords)) for _ in range(count))
    return [tuple(coords[i]) for i in picks]


def continent(lon, lat):
    return next((n for n, w, s, e, nn in CONTINENTS if w <= lon <= e and s <= lat <= nn), "ocean")


def main():
    land = Land(sys.argv[1])
    out_path = sys.argv[2] if len(sys.argv) > 2 else DEFAULT_OUT
    lakes = Lakes()
    rng = random.Random(29)
    samples = []
    for name, lat, lon, cls in NAMED:
        s = named_sample(land, lakes, name, lat, lon, cls)
        if s is None:
            sys.exit(f"no point of {name} ({lat}, {lon}) within {NAMED_SEARCH_M} m is {cls} and "
                     f"{MIN_DISTANCE_M} m from the OSM coast")
        samples.append(s)
    w, s_, e, n = ARCHIPELAGO
    while len(samples) < 100:
        got = judge(land, lakes, rng.uniform(w, e), rng.uniform(s_, n), "", "helsinki-archipelago")
        if got:
            samples.append(got)
    # Every continent in turn (a uniform pick along each one's coast), so the long Arctic coasts do not crowd out
    # the rest.
    by_continent = {}
    for lon, lat in coast_points(land, rng, 40000):
        if abs(lat) <= 84:
            by_continent.setdefault(continent(lon, lat), []).append((lon, lat))
    queues = [by_continent[name] for name, *_ in CONTINENTS if name in by_continent]
    for q in queues:
        rng.shuffle(q)
    turn = 0
    while len(samples) < 300 and any(queues):
        q = queues[turn % len(queues)]
        turn += 1
        if not q:
            continue
        lon, lat = q.pop()
        step = rng.uniform(150, 5000)
        bearing = rng.uniform(0, 2 * math.pi)
        plon = lon + step * math.sin(bearing) / (111320.0 * math.cos(math.radians(lat)))
        plat = lat + step * math.cos(bearing) / 110574.0
        if not (-180 < plon < 180 and -85 < plat < 85):
            continue
        got = judge(land, lakes, plon, plat, "", continent(lon, lat))
        if got:
            samples.append(got)
    if len(samples) < 300:
        sys.exit(f"only {len(samples)} samples")
    doc = {"description": "Land/water samples drawn from OpenStreetMap's land polygons (roaring-landmask 0.11.0's "
                          "copy, 0.0005 degree simplification) by tools/offline-map/osm_landwater_samples.py; each "
                          f"at least {MIN_DISTANCE_M} m from the OSM coast and {LAKE_MARGIN_M} m from GSHHG lakes. "
                          "'zooms': those of 6, 10, 12, 14 at which the data drawn there is accurate enough for the "
                          "point's distance (distance_m is a lower bound: the search stops there).",
           "licence": "© OpenStreetMap contributors, ODbL 1.0", "min_distance_m": MIN_DISTANCE_M}
    write_samples(out_path, doc, samples)
    areas = {}
    for p in samples:
        areas[p["area"]] = areas.get(p["area"], 0) + 1
    print(f"{len(samples)} samples -> {out_path}: {areas}; water {sum(p['class'] == 'water' for p in samples)}; "
          f"per zoom {[sum(z in p['zooms'] for p in samples) for z in TEST_ZOOMS]}")


if __name__ == "__main__":
    main()
