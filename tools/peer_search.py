#!/usr/bin/env python3
"""The peer for `pinmap-bench search`: an SQLite FTS5 trigram index through Python's sqlite3 on the same data.

    swift run -c release pinmap-bench search --write-data /tmp/search-data.json
    python3 tools/peer_search.py /tmp/search-data.json

Text is folded in Python first (lower case, accents removed), because Debian 12's SQLite 3.40 trigram
tokenizer has no remove_diacritics option. Query words of three or more letters go through MATCH (substring,
every word); shorter ones through LIKE (a full scan: trigrams cannot serve them). FTS5 has no typo
tolerance, so typo queries find only what a substring finds. Category queries use an indexed category column.
Every query orders by distance from the reference point (equirectangular) and takes 20, like Pinmap.
Prints one JSON object.
"""
import json
import math
import re
import sqlite3
import sys
import time
import unicodedata

LIMIT = 20


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text):
    return [w for w in re.split(r"[^\w]+", fold(text).replace("'", "")) if w]


def percentile(xs, p):
    s = sorted(xs)
    return s[min(len(s) - 1, int(round((len(s) - 1) * p)))]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "/tmp/search-data.json"
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    data = json.load(open(path, encoding="utf-8"))
    places = data["places"]
    near_lat, near_lon = data["near"]
    cos_lat = math.cos(math.radians(near_lat))

    t0 = time.perf_counter()
    rows = [(i, fold(p["name"]), fold(p["address"]), fold(p["other"]), p["category"], p["lat"], p["lon"])
            for i, p in enumerate(places)]
    fold_ms = (time.perf_counter() - t0) * 1000

    db = sqlite3.connect(":memory:")
    t0 = time.perf_counter()
    db.execute("CREATE TABLE place(id INTEGER PRIMARY KEY, category TEXT, lat REAL, lon REAL)")
    db.execute("CREATE VIRTUAL TABLE text USING fts5(name, address, other, tokenize='trigram')")
    db.executemany("INSERT INTO place VALUES (?, ?, ?, ?)", [(r[0], r[4], r[5], r[6]) for r in rows])
    db.executemany("INSERT INTO text(rowid, name, address, other) VALUES (?, ?, ?, ?)", [r[:4] for r in rows])
    db.execute("CREATE INDEX place_category ON place(category)")
    db.commit()
    build_ms = (time.perf_counter() - t0) * 1000

    categories = {}
    for c in data["categories"]:
        keys = set(words(c["id"].replace("_", " ")) + words(c["title"]))
        categories[c["id"]] = keys
    order = "ORDER BY (p.lat - ?) * (p.lat - ?) + (p.lon - ?) * (p.lon - ?) * ? LIMIT ?"
    dist = (near_lat, near_lat, near_lon, near_lon, cos_lat * cos_lat, LIMIT)

    def run(text):
        ws = words(text)
        if not ws:
            return []
        # A category whose id or title words every query word starts (three letters at least), as Pinmap does.
        cats = [cid for cid, keys in categories.items()
                if all(len(w) >= 3 and any(k.startswith(w) or k.rstrip("s") == w for k in keys) for w in ws)]
        if cats:
            marks = ",".join("?" * len(cats))
            return db.execute(f"SELECT p.id FROM place p WHERE p.category IN ({marks}) {order}", (*cats, *dist)).fetchall()
        long_words = [w for w in ws if len(w) >= 3]
        short_words = [w for w in ws if len(w) < 3]
        where, args = [], []
        if long_words:
            where.append("t.text MATCH ?")
            args.append(" AND ".join('"' + w.replace('"', '""') + '"' for w in long_words))
        for w in short_words:
            # A word start anywhere in the three columns.
            where.append("(t.name LIKE ? OR t.name LIKE ? OR t.address LIKE ? OR t.address LIKE ?)")
            args += [w + "%", "% " + w + "%", w + "%", "% " + w + "%"]
        sql = f"SELECT p.id FROM text t JOIN place p ON p.id = t.rowid WHERE {' AND '.join(where)} {order}"
        return db.execute(sql, (*args, *dist)).fetchall()

    samples, found = {}, {}
    for _ in range(repeats):
        for q in data["queries"]:
            if q["kind"] == "coordinates":
                continue
            t0 = time.perf_counter()
            result = run(q["text"])
            ms = (time.perf_counter() - t0) * 1000
            samples.setdefault(q["kind"], []).append(ms)
            samples.setdefault("all", []).append(ms)
            found[q["text"]] = len(result)
    out = {
        "peer": "sqlite3 %s FTS5 trigram via Python %s" % (sqlite3.sqlite_version, sys.version.split()[0]),
        "places": len(places),
        "fold_ms": round(fold_ms, 1),
        "build_ms": round(build_ms, 1),
        "repeats": repeats,
        "queries": {k: {"p50_ms": round(percentile(v, 0.5), 3), "p95_ms": round(percentile(v, 0.95), 3),
                        "max_ms": round(max(v), 3)} for k, v in samples.items()},
        "results_per_query": found,
    }
    print(json.dumps(out, sort_keys=True))


if __name__ == "__main__":
    main()
