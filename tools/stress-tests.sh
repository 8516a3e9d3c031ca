#!/usr/bin/env bash
# Runs the window suites (every end-to-end suite nested in WindowSuites, and the GTK widget suites) ROUNDS times in a row
# (default 5) while two `yes > /dev/null` keep both cores busy, and reports how many rounds passed.
# The loads are started here and killed by their PIDs at the end. Build first: `swift build --build-tests`.
# Usage: tools/stress-tests.sh [ROUNDS]
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
filter='WindowSuites|MapWidgetUITests|PlacePopoverUITests|PlacePopoverSelectionOwnerTests|PlaceListRowUITests|PreferencesMapViewUITests|ShumateMapView.*UITests'
export GTK_A11Y=none GSK_RENDERER=cairo NO_AT_BRIDGE=1
logs=$(mktemp -d "${TMPDIR:-/tmp}/pinmap-stress.XXXXXX")
yes >/dev/null & load1=$!
yes >/dev/null & load2=$!
stop_load() { kill "$load1" "$load2" 2>/dev/null; wait "$load1" "$load2" 2>/dev/null; }
trap stop_load EXIT
passed=0
for round in $(seq 1 "$rounds"); do
    log="$logs/round-$round.log"
    if xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build --filter "$filter" >"$log" 2>&1; then
        passed=$((passed + 1))
        echo "round $round/$rounds: passed ($(grep -E 'Test run with' "$log" | tail -1))"
    else
        echo "round $round/$rounds: FAILED; failures:"
        grep -E '✘|error:|failed' "$log" | head -20 | sed 's/^/    /'
    fi
done
echo "stress: $passed of $rounds rounds passed under two busy cores (logs in $logs)"
[[ $passed -eq $rounds ]]
