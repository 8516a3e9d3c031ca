#!/usr/bin/env python3
"""Writes issue 27's hostile map archives into a folder, for the archive soak (tools/soak/archives.sh).

  tools/soak/hostile_archives.py DIR      (needs `pip install pmtiles==3.8.1`, which tools/deps.sh --test installs)

Each is small on disk and built to cost a careless reader seconds or gigabytes. The vector ones hold one tile,
6/36/18 (southern Finland), in the Protomaps `places` layer, so the bundled style labels it around Helsinki.
"""
import gzip
import os
import sqlite3
import sys

import pmtiles.writer as pw
from pmtiles.tile import Compression, TileType, serialize_header, zxy_to_tileid

TILE = (6, 36, 18)


def varint(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(n):
    return (n << 1) ^ (n >> 31)


def field(number, payload):
    """A length-delimited protobuf field."""
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def vector_tile(names):
    """A Mapbox vector tile: layer `places`, one locality point per name, spread over the tile."""
    keys = field(3, b"name") + field(3, b"kind")
    values = field(4, field(1, b"locality"))
    features = bytearray()
    for i, name in enumerate(names):
        values += field(4, field(1, name.encode()))
        x, y = 200 + (i * 37) % 3600, 200 + (i * 53 // 7) % 3600
        tags = varint(0) + varint(i + 1) + varint(1) + varint(0)
        geometry = varint(9) + varint(zigzag(x)) + varint(zigzag(y))
        features += field(2, varint(1 << 3) + varint(i + 1) + field(2, tags) + varint(3 << 3) + varint(1) + field(4, geometry))
    layer = varint(15 << 3) + varint(2) + field(1, b"places") + bytes(features) + keys + values + varint(5 << 3) + varint(4096)
    return field(3, layer)


HEADER = {
    "tile_type": TileType.MVT, "tile_compression": Compression.GZIP, "min_zoom": 6, "max_zoom": 6,
    "min_lon_e7": 225000000, "min_lat_e7": 585000000, "max_lon_e7": 281250000, "max_lat_e7": 616000000,
    "center_zoom": 6, "center_lon_e7": 249400000, "center_lat_e7": 601700000,
}


def write_vector(path, names, metadata=None):
    with pw.write(path) as writer:
        writer.write_tile(zxy_to_tileid(*TILE), gzip.compress(vector_tile(names), 9))
        writer.finalize(dict(HEADER), metadata or {"name": os.path.basename(path), "attribution": "hostile fixture"})


def write_leaf_bomb(path, leaves=16, entries=4_190_000):
    """16 leaf directories, each inflating to just under the 16 MiB cap: 4.19 M one-byte entries apiece."""
    blobs = []
    for k in range(leaves):
        first = k * entries + 1
        plain = (varint(entries) + varint(first) + b"\x01" * (entries - 1) + b"\x01" * entries + b"\x01" * entries
                 + b"\x01" + b"\x00" * (entries - 1))
        blobs.append(gzip.compress(plain, 9))
    root = bytearray(varint(leaves))
    root += varint(1) + b"".join(varint(entries) for _ in range(leaves - 1))  # tile-id deltas
    root += b"\x00" * leaves  # run length 0: a leaf
    root += b"".join(varint(len(b)) for b in blobs)
    root += varint(1) + b"\x00" * (leaves - 1)  # offsets: the first explicit (0 + 1), then contiguous
    root = gzip.compress(bytes(root), 9)
    metadata = gzip.compress(b'{"name":"leaf bomb"}')
    leaf_data = b"".join(blobs)
    tile = b"\x00"
    header = {
        "version": 3, "root_offset": 127, "root_length": len(root), "metadata_offset": 127 + len(root),
        "metadata_length": len(metadata), "leaf_directory_offset": 127 + len(root) + len(metadata),
        "leaf_directory_length": len(leaf_data), "tile_data_offset": 127 + len(root) + len(metadata) + len(leaf_data),
        "tile_data_length": len(tile), "addressed_tiles_count": leaves * entries, "tile_entries_count": leaves * entries,
        "tile_contents_count": 1, "clustered": True, "internal_compression": Compression.GZIP,
        "tile_compression": Compression.GZIP, "tile_type": TileType.MVT, "min_zoom": 0, "max_zoom": 14,
        "min_lon_e7": -1800000000, "min_lat_e7": -850000000, "max_lon_e7": 1800000000, "max_lat_e7": 850000000,
        "center_zoom": 6, "center_lon_e7": 249400000, "center_lat_e7": 601700000,
    }
    with open(path, "wb") as f:
        f.write(serialize_header(header) + root + metadata + leaf_data + tile)


def write_min_zoom(path, zoom):
    write_vector(path, ["Helsinki"])
    with open(path, "r+b") as f:
        f.seek(100)  # the header's min_zoom byte
        f.write(bytes([zoom]))


def mbtiles(path, setup):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.executescript(setup)
    db.commit()
    db.close()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: hostile_archives.py DIR")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    p = lambda name: os.path.join(out, name)
    fifo = p("fifo.pmtiles")
    if not os.path.exists(fifo):
        os.mkfifo(fifo)
    write_vector(p("long-label.pmtiles"), ["ä" * 2_250_000])  # 4.5 MB of name
    write_vector(p("many-labels.pmtiles"), [f"p{i}" for i in range(150_000)])
    write_vector(p("big-metadata.pmtiles"), ["Helsinki"], {"name": "n" * 3_000_000, "attribution": "a" * 10_000_000})
    write_vector(p("vector-layers.pmtiles"), ["Helsinki"],
                 {"name": "layers", "vector_layers": [{"id": f"l{i}", "fields": {}} for i in range(700_000)]})
    write_leaf_bomb(p("leaf-bomb.pmtiles"))
    write_min_zoom(p("min-zoom-200.pmtiles"), 200)
    mbtiles(p("endless-view.mbtiles"), """
        CREATE TABLE metadata (name TEXT, value TEXT);
        INSERT INTO metadata VALUES ('name', 'endless'), ('format', 'pbf'), ('minzoom', '0'), ('maxzoom', '6');
        CREATE VIEW tiles AS WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)
            SELECT 6 AS zoom_level, n AS tile_column, n AS tile_row, x'00' AS tile_data FROM r;
    """)
    mbtiles(p("huge-metadata-value.mbtiles"), """
        CREATE VIEW metadata AS SELECT 'name' AS name, hex(zeroblob(450000000)) AS value
            UNION ALL SELECT 'format', 'png' UNION ALL SELECT 'minzoom', '0' UNION ALL SELECT 'maxzoom', '6';
        CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
    """)
    mbtiles(p("huge-tile.mbtiles"), """
        CREATE TABLE metadata (name TEXT, value TEXT);
        INSERT INTO metadata VALUES ('name', 'huge tile'), ('format', 'png'), ('minzoom', '0'), ('maxzoom', '6');
        CREATE VIEW tiles AS SELECT z AS zoom_level, x AS tile_column, y AS tile_row, zeroblob(400000000) AS tile_data
            FROM (SELECT 6 AS z, 36 AS x, 45 AS y UNION ALL SELECT 0, 0, 0);
    """)
    for name in sorted(os.listdir(out)):
        print(name)


if __name__ == "__main__":
    main()
