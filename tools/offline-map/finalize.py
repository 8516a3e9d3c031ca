#!/usr/bin/env python3
"""Rewrite tippecanoe's archive into the bundled one: only the tiles of the zoom plan, fixed metadata.

Usage: finalize.py TIPPECANOE.pmtiles OUT.pmtiles

- Drops every tile below tiles.WORLD_MAXZOOM that is not wholly inside a detail region (tippecanoe makes
  slivers in the tile buffer next to a region's edge; a partly empty tile would hide the ancestor's data).
- Writes the tiles in tile-id order with metadata that holds no paths, dates or tool options, so two runs
  give the same bytes.
- Prints the size per zoom.
"""
import gzip
import json
import os
import sys
from collections import defaultdict

from pmtiles.reader import MmapSource, Reader, all_tiles
from pmtiles.tile import Compression, TileType, zxy_to_tileid
from pmtiles.writer import Writer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tiles import MAXZOOM, REGIONS, WORLD_MAXZOOM, keep_tile  # noqa: E402

NAME = "Pinmap offline map"
ATTRIBUTION = ("© OpenStreetMap contributors (ODbL): coast and central Helsinki; GSHHG (LGPL): lakes and rivers; "
               "Natural Earth (public domain): borders; GeoNames (CC BY 4.0): place names")
DESCRIPTION = ("Protomaps basemap schema. The world to zoom %d, detail regions deeper; a missing tile "
               "is drawn from its nearest ancestor (overzoom)." % WORLD_MAXZOOM)


def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, "rb") as f:
        get = MmapSource(f)
        reader = Reader(get)
        header = reader.header()
        meta = reader.metadata()
        tiles = {}
        dropped = defaultdict(int)
        for (z, x, y), data in all_tiles(get):
            if keep_tile(z, x, y):
                tiles[zxy_to_tileid(z, x, y)] = ((z, x, y), bytes(data))
            else:
                dropped[z] += 1
    if header["tile_type"] != TileType.MVT or header["tile_compression"] != Compression.GZIP:
        sys.exit(f"{source}: expected gzip-compressed MVT tiles from tippecanoe")

    layers = sorted(meta.get("vector_layers", []), key=lambda layer: layer["id"])
    metadata = {
        "name": NAME,
        "description": DESCRIPTION,
        "attribution": ATTRIBUTION,
        "type": "baselayer",
        "format": "pbf",
        "version": "1",
        "vector_layers": layers,
        # Strings, as MBTiles-style metadata readers expect: the zoom plan, for tools that want it.
        "pinmap:world_maxzoom": str(WORLD_MAXZOOM),
        "pinmap:regions": json.dumps([{"name": r.name, "bounds": [round(v, 6) for v in r.bounds],
                                       "minzoom": r.minzoom, "maxzoom": r.maxzoom} for r in REGIONS]),
    }
    out_header = {key: header[key] for key in ("tile_type", "tile_compression", "min_lon_e7", "min_lat_e7",
                                               "max_lon_e7", "max_lat_e7", "center_zoom", "center_lon_e7",
                                               "center_lat_e7")}
    out_header["center_zoom"] = 2
    per_zoom = defaultdict(lambda: [0, 0, 0])
    with open(target, "wb") as f:
        writer = Writer(f)
        for tile_id in sorted(tiles):
            (z, _, _), data = tiles[tile_id]
            writer.write_tile(tile_id, data)
            stats = per_zoom[z]
            stats[0] += 1
            stats[1] += len(data)
            stats[2] = max(stats[2], len(gzip.decompress(data)))
        writer.finalize(out_header, metadata)

    print(f"{'zoom':>4} {'tiles':>7} {'gzip bytes':>11} {'biggest tile (raw)':>19}   (bytes before deduplication)")
    for z in sorted(per_zoom):
        count, size, biggest = per_zoom[z]
        print(f"{z:>4} {count:>7} {size:>11} {biggest:>19}" + (f"   ({dropped[z]} edge tiles dropped)" if dropped[z] else ""))
    total = os.path.getsize(target)
    print(f"total {len(tiles)} tiles, {total} bytes ({total / 1048576:.2f} MiB), zooms 0-{max(per_zoom)} "
          f"(archive max {MAXZOOM})")


if __name__ == "__main__":
    main()
