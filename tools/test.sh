#!/usr/bin/env bash
# Runs every test: installs missing system packages, then `swift test` under a virtual X display
# (widget and end-to-end tests need one; the rest need none). Ends with swift test's own summary.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh --test
swift build --build-tests
export GTK_A11Y=none GSK_RENDERER=cairo NO_AT_BRIDGE=1
exec xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@"
