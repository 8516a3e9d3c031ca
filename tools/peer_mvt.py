#!/usr/bin/env python3
"""The peer for `pinmap-bench mvt`: the same tile decoded by PyPI mapbox-vector-tile 2.2.0 (protobuf's parser,
then its own geometry and property decoding), timed the same way. Prints one JSON object.

    pip install mapbox-vector-tile==2.2.0
    python3 tools/peer_mvt.py [TILE.mvt] [RUNS]

The default tile is the ~50 KB Helsinki z14 fixture that `pinmap-bench mvt` decodes by default.
"""
import json
import os
import sys
import time

import mapbox_vector_tile
from google.protobuf.internal import api_implementation

DEFAULT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                       "Tests", "VectorTilesTests", "Fixtures", "helsinki-z14.mvt")


def percentile(xs, p):
    s = sorted(xs)
    return s[min(len(s) - 1, int(round((len(s) - 1) * p)))]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    data = open(path, "rb").read()
    options = {"y_coord_down": True, "geojson": False}
    decoded = mapbox_vector_tile.decode(data, default_options=options)
    for _ in range(5):
        mapbox_vector_tile.decode(data, default_options=options)
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        mapbox_vector_tile.decode(data, default_options=options)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    print(json.dumps({
        "decoder": "mapbox-vector-tile 2.2.0",
        "protobuf_backend": api_implementation.Type(),
        "tile": path, "tile_bytes": len(data),
        "features": sum(len(layer["features"]) for layer in decoded.values()),
        "runs": runs,
        "median_ms": round(times[len(times) // 2] if runs % 2 else (times[runs // 2 - 1] + times[runs // 2]) / 2, 3),
        "p95_ms": round(percentile(times, 0.95), 3),
        "load_average": os.getloadavg()[0],
    }, sort_keys=True))


if __name__ == "__main__":
    main()
