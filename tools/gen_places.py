#!/usr/bin/env python3
"""Writes N synthetic places for soak and load tests: half in a Helsinki-sized city, half spread over the land-ish
band of the world, each with a bundled category, a name and an address. Deterministic per seed, and the same places
in every format: the output's extension picks it.
  .geojson  RFC 7946 FeatureCollection, one feature a line (id, name, category, address)
  .csv      id,name,category,latitude,longitude,address (RFC 4180, CRLF)
  .kml      KML 2.2, a Folder per category, Placemarks with ExtendedData (id, address)
  .gpx      GPX 1.1 waypoints: name, desc (the address), type (the category)
Usage: tools/gen_places.py N OUT.{geojson,csv,kml,gpx} [--seed S]   (the load benchmark uses N=1000000, seed 1)"""
import csv
import json
import random
import sys
from xml.sax.saxutils import escape

CATEGORIES = ["pharmacy", "cafe", "restaurant", "fast_food", "supermarket", "convenience", "shop", "hotel", "bank",
              "atm", "museum"]
WORDS = ["Kahvila", "Apteekki", "Ravintola", "Hotelli", "Market", "Kioski", "Museo", "Pankki", "Helmi", "Aalto",
         "Kulma", "Tori", "Satama", "Puisto", "Linna", "Kivi", "Meri", "Tähti", "Sisu", "Kota"]


def places(n, seed):
    """(id, name, category, address, lat, lon) per place; the draws are in the order the GeoJSON-only version made them."""
    rnd = random.Random(seed)
    for i in range(n):
        if i % 2 == 0:
            lat, lon = rnd.gauss(60.17, 0.05), rnd.gauss(24.94, 0.1)
        else:
            lat, lon = rnd.uniform(-55, 70), rnd.uniform(-180, 180)
        name = f"{rnd.choice(WORDS)} {rnd.choice(WORDS)} {i}"
        category = rnd.choice(CATEGORIES)
        address = f"{rnd.choice(WORDS)}katu {rnd.randint(1, 120)}"
        yield f"gen/{i}", name, category, address, round(lat, 6), round(lon, 6)


def write_geojson(f, rows):
    f.write('{"type":"FeatureCollection","features":[\n')
    for i, (pid, name, category, address, lat, lon) in enumerate(rows):
        feature = {"type": "Feature", "geometry": {"type": "Point", "coordinates": [lon, lat]},
                   "properties": {"id": pid, "name": name, "category": category, "address": address}}
        f.write(("," if i else "") + json.dumps(feature, ensure_ascii=False) + "\n")
    f.write("]}\n")


def write_csv(f, rows):
    w = csv.writer(f, lineterminator="\r\n")
    w.writerow(["id", "name", "category", "latitude", "longitude", "address"])
    for pid, name, category, address, lat, lon in rows:
        w.writerow([pid, name, category, lat, lon, address])


def write_kml(f, rows):
    by_category = {}
    for row in rows:
        by_category.setdefault(row[2], []).append(row)
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n'
            '<name>Generated places</name>\n')
    for category, members in by_category.items():
        f.write(f"<Folder>\n<name>{escape(category)}</name>\n")
        for pid, name, _, address, lat, lon in members:
            f.write(f"<Placemark><name>{escape(name)}</name><ExtendedData>"
                    f'<Data name="id"><value>{escape(pid)}</value></Data>'
                    f'<Data name="address"><value>{escape(address)}</value></Data></ExtendedData>'
                    f"<Point><coordinates>{lon},{lat}</coordinates></Point></Placemark>\n")
        f.write("</Folder>\n")
    f.write("</Document>\n</kml>\n")


def write_gpx(f, rows):
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="gen_places.py" '
            'xmlns="http://www.topografix.com/GPX/1/1">\n')
    for _, name, category, address, lat, lon in rows:
        f.write(f'<wpt lat="{lat}" lon="{lon}"><name>{escape(name)}</name><desc>{escape(address)}</desc>'
                f"<type>{escape(category)}</type></wpt>\n")
    f.write("</gpx>\n")


WRITERS = {"geojson": write_geojson, "json": write_geojson, "csv": write_csv, "kml": write_kml, "gpx": write_gpx}


def main():
    args = sys.argv[1:]
    seed = 1
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    n, out = int(args[0]), args[1]
    ext = out.rsplit(".", 1)[-1].lower()
    if ext not in WRITERS:
        sys.exit(f"gen_places.py: {out}: the extension picks the format: .geojson, .csv, .kml or .gpx")
    with open(out, "w", encoding="utf-8", newline="") as f:
        WRITERS[ext](f, places(n, seed))


if __name__ == "__main__":
    main()
