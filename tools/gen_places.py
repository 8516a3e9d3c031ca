#!/usr/bin/env python3
"""Writes N synthetic places as a GeoJSON FeatureCollection, for soak and load tests: half in a Helsinki-sized
city, half spread over the land-ish band of the world, each with a bundled category. Deterministic per seed.
Usage: tools/gen_places.py N OUT.geojson [--seed S]"""
import json
import random
import sys

CATEGORIES = ["pharmacy", "cafe", "restaurant", "fast_food", "supermarket", "convenience", "shop", "hotel", "bank",
              "atm", "museum"]
WORDS = ["Kahvila", "Apteekki", "Ravintola", "Hotelli", "Market", "Kioski", "Museo", "Pankki", "Helmi", "Aalto",
         "Kulma", "Tori", "Satama", "Puisto", "Linna", "Kivi", "Meri", "Tähti", "Sisu", "Kota"]


def main():
    args = sys.argv[1:]
    seed = 1
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    n, out = int(args[0]), args[1]
    rnd = random.Random(seed)
    with open(out, "w", encoding="utf-8") as f:
        f.write('{"type":"FeatureCollection","features":[\n')
        for i in range(n):
            if i % 2 == 0:
                lat, lon = rnd.gauss(60.17, 0.05), rnd.gauss(24.94, 0.1)
            else:
                lat, lon = rnd.uniform(-55, 70), rnd.uniform(-180, 180)
            feature = {"type": "Feature", "geometry": {"type": "Point", "coordinates": [round(lon, 6), round(lat, 6)]},
                       "properties": {"id": f"gen/{i}", "name": f"{rnd.choice(WORDS)} {rnd.choice(WORDS)} {i}",
                                      "category": rnd.choice(CATEGORIES),
                                      "address": f"{rnd.choice(WORDS)}katu {rnd.randint(1, 120)}"}}
            f.write(("," if i else "") + json.dumps(feature, ensure_ascii=False) + "\n")
        f.write("]}\n")


if __name__ == "__main__":
    main()
