#!/usr/bin/env python3
"""What the offline archive's bytes are spent on: per zoom range, the tiles, their gzip bytes, and each layer's
share of the uncompressed MVT bytes (read from the protobuf's layer lengths).

Usage: sizes.py ARCHIVE.pmtiles   (prints a Markdown table)
"""
import gzip
import sys
from collections import defaultdict

from pmtiles.reader import MmapSource, all_tiles

RANGES = [(0, 4), (5, 6), (7, 7), (8, 8), (9, 11), (12, 14)]


def varint(buf, i):
    shift = value = 0
    while True:
        b = buf[i]
        i += 1
        value |= (b & 0x7F) << shift
        if b < 0x80:
            return value, i
        shift += 7


def layers(tile):
    """(name, bytes) of each layer of an uncompressed MVT tile."""
    i = 0
    while i < len(tile):
        key, i = varint(tile, i)
        if key & 7 != 2:
            sys.exit("unexpected field in a tile")
        length, i = varint(tile, i)
        body = tile[i:i + length]
        i += length
        j = 0
        name = "?"
        while j < len(body):
            k, j = varint(body, j)
            if k & 7 == 2:
                n, j = varint(body, j)
                if k >> 3 == 1:
                    name = body[j:j + n].decode()
                    break
                j += n
            elif k & 7 == 0:
                _, j = varint(body, j)
            else:
                break
        yield name, length


def main():
    per = defaultdict(lambda: {"tiles": 0, "gzip": 0, "layers": defaultdict(int)})
    with open(sys.argv[1], "rb") as f:
        for (z, _, _), data in all_tiles(MmapSource(f)):
            r = next(r for r in RANGES if r[0] <= z <= r[1])
            per[r]["tiles"] += 1
            per[r]["gzip"] += len(data)
            for name, n in layers(gzip.decompress(data)):
                per[r]["layers"][name] += n
    names = sorted({n for v in per.values() for n in v["layers"]})
    print("| zooms | tiles | gzip MiB | " + " | ".join(f"{n} MiB raw" for n in names) + " |")
    print("|---|---:|---:|" + "---:|" * len(names))
    for r in RANGES:
        if r not in per:
            continue
        v = per[r]
        cells = " | ".join(f"{v['layers'][n] / 1048576:.2f}" for n in names)
        print(f"| {r[0]}–{r[1]} | {v['tiles']:,} | {v['gzip'] / 1048576:.2f} | {cells} |")


if __name__ == "__main__":
    main()
