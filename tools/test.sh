#!/usr/bin/env bash
# Runs every test: installs missing system packages, then `swift test` under a virtual X display
# (widget and end-to-end tests need one; the rest need none). Ends with a count of skipped tests, then
# swift test's own summary lines again, so they stay last.
# With CI=true or PINMAP_FUZZ=1 it first runs every fuzzer (tools/fuzz.sh all 30); with CI=true or
# PINMAP_PACKAGE_TEST=1 (as root) it builds the .deb and tests it in a clean Debian 12 root (tools/package/test-deb.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/deps.sh --test
swift build --build-tests
# CI (or PINMAP_FUZZ=1) runs each fuzzer for 30 s first; a crash fails the run, after the tests still ran.
fuzz_status=0
if [[ "${CI:-}" == "true" || "${PINMAP_FUZZ:-}" == "1" ]]; then
    bash tools/fuzz.sh all "${PINMAP_FUZZ_SECONDS:-30}" || fuzz_status=$?
fi
# CI (or PINMAP_PACKAGE_TEST=1) builds the Debian package and installs it in a clean root; a failure fails the run.
package_status=0
if [[ "${CI:-}" == "true" || "${PINMAP_PACKAGE_TEST:-}" == "1" ]]; then
    bash tools/deps.sh --package
    bash tools/package/test-deb.sh || package_status=$?
    [[ $package_status -eq 0 ]] || echo "tools/test.sh: the package test failed (status $package_status)" >&2
fi
# Prints how many tests and suites were skipped and why, then swift test's closing summary lines again
# (XCTest's last "Executed N tests" and Swift Testing's "Test run with N tests"), so CI, which reads
# the last lines, still finds them last.
print_skips_and_summary() {
    local log=$1 skips tests suites reasons
    # Swift Testing reports a skip as: <symbol> Test name() skipped: "reason"  (or Suite name skipped: "reason").
    skips=$(grep -E '^[^ ]+ (Test|Suite) .* skipped' "$log" || true)
    tests=$(grep -cE '^[^ ]+ Test ' <<<"$skips" || true)
    suites=$(grep -cE '^[^ ]+ Suite ' <<<"$skips" || true)
    reasons=$(sed -nE 's/.* skipped: "(.*)".*$/\1/p' <<<"$skips" | sort | uniq -c | sed -E 's/^ *([0-9]+) (.*)/\2 ×\1/' | paste -sd ';' - | sed 's/;/; /g')
    if [[ -z $skips ]]; then tests=0; suites=0; fi
    echo "skipped: $tests tests, $suites suites${reasons:+ ($reasons)}"
    # swift test's own closing summary, in the order it printed it.
    grep -nE 'Executed [0-9]+ tests?,|Test run with [0-9]+ tests?' "$log" \
        | awk -F: '/Executed/ { x = $0 } /Test run with/ { t = $0 } END { if (x != "") print x; if (t != "") print t }' \
        | sort -t: -k1,1n | cut -d: -f2-
}
export GTK_A11Y=none GSK_RENDERER=cairo NO_AT_BRIDGE=1
# swift test streams as usual and into a log, so the skips can be counted after it ends.
log=$(mktemp "${TMPDIR:-/tmp}/pinmap-test.XXXXXX.log")
trap 'rm -f "$log"' EXIT
set +e
xvfb-run -a -s "-screen 0 1280x800x24" swift test --skip-build "$@" 2>&1 | tee "$log"
test_status=${PIPESTATUS[0]}
set -e
print_skips_and_summary "$log"
# The fuzz and package reports are above; swift test's summary stays the last output.
if [[ $fuzz_status -ne 0 || $package_status -ne 0 ]]; then test_status=1; fi
exit "$test_status"
