#!/usr/bin/env bash
# Runs every test: installs missing system packages, then `swift test` under a virtual X display
# (widget and end-to-end tests need one; the rest need none). Ends with swift test's own summary.
# With CI=true or PINMAP_FUZZ=1 it first runs every fuzzer (tools/fuzz.sh all 30).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh --test
swift build --build-tests
# CI (or PINMAP_FUZZ=1) runs each fuzzer for 30 s first; a crash fails the run, after the tests still ran.
fuzz_status=0
if [[ "${CI:-}" == "true" || "${PINMAP_FUZZ:-}" == "1" ]]; then
    bash tools/fuzz.sh all "${PINMAP_FUZZ_SECONDS:-30}" || fuzz_status=$?
fi
export GTK_A11Y=none GSK_RENDERER=cairo NO_AT_BRIDGE=1
if [[ $fuzz_status -ne 0 ]]; then
    # The fuzz report is above; swift test's summary stays the last output.
    xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@" || true
    exit 1
fi
exec xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@"
