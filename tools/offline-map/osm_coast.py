"""OpenStreetMap's land polygons (osm_land.py) as the offline map's `earth` layer, generalised per zoom.

- World, zooms 0..tiles.WORLD_MAXZOOM: each zoom its own copy, simplified in Web Mercator metres to about a quarter
  pixel of that zoom's 256-point tile, with parts under a quarter pixel squared dropped; each copy carries
  tippecanoe's minzoom = maxzoom = its zoom. The last world zoom is overzoomed by readers beyond it.
- Each detail region (tiles.REGIONS), zooms region.minzoom..region.maxzoom: clipped to the region's tiles; a
  quarter pixel of each zoom, and the polygons as OSM gives them (0.0005° already) at the region's last zoom.
Sea coast only: GSHHG keeps the lakes and their islands (gshhg_layers), drawn above this land.
"""
import math

import numpy as np
import shapely

EARTH_RADIUS = 6378137.0
WORLD_M = 2 * math.pi * EARTH_RADIUS
MAX_LAT = 85.05112878


def to_mercator(coords):
    lon, lat = coords[:, 0], np.clip(coords[:, 1], -MAX_LAT, MAX_LAT)
    x = np.radians(lon) * EARTH_RADIUS
    y = np.log(np.tan(np.pi / 4 + np.radians(lat) / 2)) * EARTH_RADIUS
    return np.column_stack((x, y))


def to_lonlat(coords):
    lon = np.degrees(coords[:, 0] / EARTH_RADIUS)
    lat = np.degrees(2 * np.arctan(np.exp(coords[:, 1] / EARTH_RADIUS)) - np.pi / 2)
    return np.column_stack((lon, lat))


def quarter_pixel_m(z):
    return WORLD_M / (256 << z) / 4


def load(path):
    """The land polygons, one shapely Polygon per part, in Web Mercator metres."""
    with open(path, "rb") as f:
        multi = shapely.from_wkb(f.read())
    parts = shapely.get_parts(multi)
    return shapely.transform(parts, to_mercator)


def simplified(parts, z):
    """`parts` (Mercator) simplified to an eighth of a pixel of zoom z, parts under a quarter pixel squared dropped.
    Zooms are made from the next deeper one: the errors add up to less than a quarter pixel (a halving series)."""
    tol = quarter_pixel_m(z)
    big = parts[shapely.area(parts) >= tol * tol]
    out = shapely.simplify(big, tol / 2, preserve_topology=True)
    return out[~shapely.is_empty(out)]


def lonlat(parts):
    """Mercator parts back in lon/lat, rounded to 1e-6 degrees (as prepare.rounded)."""
    return shapely.transform(parts, lambda c: np.round(to_lonlat(c), 6))


def generalised(parts, z):
    """`parts` (Mercator) at zoom z's quarter pixel, in lon/lat (one step; `write` chains the zooms instead)."""
    return lonlat(simplified(parts, z))


def clip_to(parts, west, south, east, north):
    """The parts clipped to a lon/lat box (given in Mercator parts)."""
    lo = to_mercator(np.array([[west, south]]))[0]
    hi = to_mercator(np.array([[east, north]]))[0]
    tree = shapely.STRtree(parts)
    window = shapely.box(lo[0], lo[1], hi[0], hi[1])
    hits = parts[tree.query(window)]
    clipped = shapely.clip_by_rect(hits, lo[0], lo[1], hi[0], hi[1])
    return clipped[~shapely.is_empty(clipped)]


def write(out, parts, world_maxzoom, regions):
    """Writes the earth layer from `load`'s parts; returns the vertex count per zoom (for the size report) and the
    world's last zoom in lon/lat (ne_borders clips to it)."""
    counts = {}
    last = None
    level = parts
    for z in range(world_maxzoom, -1, -1):
        level = simplified(level, z)
        polys = lonlat(level)
        if last is None:
            last = polys
        counts[("world", z)] = int(shapely.get_num_coordinates(polys).sum())
        out.add_geojson("earth", shapely.to_geojson(polys), {"kind": "earth"}, z, z)
        print(f"  OSM land z{z}: {len(polys)} parts, {counts[('world', z)]} vertices", flush=True)
    for region in regions:
        local = clip_to(parts, *region.clip_bounds())
        level = local
        for z in range(region.maxzoom, region.minzoom - 1, -1):
            # The region's last zoom has the polygons as OSM gives them (already simplified at 0.0005 degrees).
            if z < region.maxzoom:
                level = simplified(level, z)
            polys = lonlat(level)
            counts[(region.name, z)] = int(shapely.get_num_coordinates(polys).sum())
            out.add_geojson("earth", shapely.to_geojson(polys), {"kind": "earth"}, z, z)
            print(f"  OSM land {region.name} z{z}: {len(polys)} parts, {counts[(region.name, z)]} vertices", flush=True)
    return counts, last
