#!/usr/bin/env python3
"""Writes data/walk.gpx: a walk along the real streets of data/helsinki-basemap.geojson (OSM), routed by
shortest path through given waypoints, resampled every ~25 m, timed at walking pace (1.4 m/s)."""
import heapq, json, math, sys
from datetime import datetime, timedelta, timezone

WAYPOINTS = [  # (lat, lon): Kaivokatu by the station, Keskuskatu, Pohjoisesplanadi, Market Square, Senate Square
    (60.17090, 24.94250), (60.16900, 24.94440), (60.16800, 24.94800), (60.16760, 24.95150), (60.16920, 24.95230),
]
STEP_M, SPEED = 25.0, 1.4

def dist(a, b):
    r = 6371008.8
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.atan2(math.sqrt(h), math.sqrt(1 - h))

def main(src, out):
    graph = {}
    for f in json.load(open(src))['features']:
        g = f['geometry']
        if g['type'] != 'LineString' or not f['properties'].get('name'):
            continue
        pts = [(round(lat, 7), round(lon, 7)) for lon, lat in g['coordinates']]
        for a, b in zip(pts, pts[1:]):
            d = dist(a, b)
            graph.setdefault(a, []).append((b, d)); graph.setdefault(b, []).append((a, d))
    nodes = list(graph)
    def nearest(p): return min(nodes, key=lambda n: dist(n, p))
    def route(s, t):
        best, prev, heap = {s: 0.0}, {}, [(0.0, s)]
        while heap:
            d, n = heapq.heappop(heap)
            if n == t: break
            if d > best[n]: continue
            for m, w in graph[n]:
                if d + w < best.get(m, 1e18):
                    best[m] = d + w; prev[m] = n; heapq.heappush(heap, (d + w, m))
        path = [t]
        while path[-1] != s: path.append(prev[path[-1]])
        return path[::-1]
    stops = [nearest(w) for w in WAYPOINTS]
    path = [stops[0]]
    for s, t in zip(stops, stops[1:]): path += route(s, t)[1:]
    # Resample every STEP_M along the path so the replay moves evenly.
    samples, carry = [path[0]], 0.0
    for a, b in zip(path, path[1:]):
        seg = dist(a, b); pos = STEP_M - carry
        while pos <= seg:
            f = pos / seg
            samples.append((a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f)); pos += STEP_M
        carry = seg - (pos - STEP_M)
    if samples[-1] != path[-1]: samples.append(path[-1])
    total = sum(dist(a, b) for a, b in zip(samples, samples[1:]))
    t0, t = datetime(2025, 6, 14, 9, 0, 0, tzinfo=timezone.utc), 0.0
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<gpx version="1.1" creator="Pinmap tools/make_walk.py" xmlns="http://www.topografix.com/GPX/1/1">',
             '  <metadata><name>Central Helsinki walk</name>'
             '<desc>Station, Keskuskatu, Esplanadi, Market Square, Senate Square; streets (c) OpenStreetMap contributors, ODbL</desc></metadata>',
             '  <trk><name>Central Helsinki walk</name><trkseg>']
    for i, p in enumerate(samples):
        if i: t += dist(samples[i - 1], p) / SPEED
        stamp = (t0 + timedelta(seconds=round(t))).strftime('%Y-%m-%dT%H:%M:%SZ')
        lines.append(f'    <trkpt lat="{p[0]:.6f}" lon="{p[1]:.6f}"><time>{stamp}</time></trkpt>')
    lines += ['  </trkseg></trk>', '</gpx>', '']
    open(out, 'w').write('\n'.join(lines))
    print(f'{out}: {len(samples)} points, {total:.0f} m, {t/60:.1f} min', file=sys.stderr)

if __name__ == '__main__':
    main(*(sys.argv[1:] or ['data/helsinki-basemap.geojson', 'data/walk.gpx']))
