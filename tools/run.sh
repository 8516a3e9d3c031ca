#!/usr/bin/env bash
# Runs Pinmap from source: installs missing system packages, builds in release mode, starts the app.
# Any arguments go to pinmap (e.g. --style offline, --data my.geojson, geo:60.17,24.94?z=15).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh
swift build -c release --product pinmap >&2
exec .build/release/pinmap "$@"
