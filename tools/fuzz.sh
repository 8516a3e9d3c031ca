#!/usr/bin/env bash
# Runs Pinmap's libFuzzer targets (Fuzz/, a package of its own) with AddressSanitizer.
#   tools/fuzz.sh NAME SECONDS     one of: geojson csv geouri styles state tileimage pmtiles mvt kml gpx kmz gazetteer rangereply mbtiles gpxtrack favourites geocoder
#   tools/fuzz.sh all SECONDS      each in turn, SECONDS apiece
# Builds once into .build-fuzz/ (debug, -sanitize=fuzzer,address; only fuzz-NAME when one is named).
# The working corpus grows in .build-fuzz/corpus/NAME (outside git), from the committed seeds in Fuzz/seeds/NAME.
# Prints libFuzzer's final line (execs, cov) per target; a crash exits non-zero and prints the crashing
# input's path (under .build-fuzz/artifacts/NAME/). Replay one: .build-fuzz/debug/fuzz-NAME PATH
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=(geojson csv geouri styles state tileimage pmtiles mvt kml gpx kmz gazetteer rangereply mbtiles gpxtrack favourites geocoder)
usage() { echo "usage: tools/fuzz.sh {$(IFS='|'; echo "${ALL[*]}")|all} SECONDS" >&2; exit 2; }
[[ $# -eq 2 && "$2" =~ ^[0-9]+$ ]] || usage
if [[ "$1" == all ]]; then NAMES=("${ALL[@]}"); else
    [[ " ${ALL[*]} " == *" $1 "* ]] || usage
    NAMES=("$1")
fi
SECONDS_EACH=$2
SCRATCH=.build-fuzz

# Longest input per target: room for every case the parser knows (geo: refuses > 4096 characters;
# the tile sniffer walks a whole JPEG's markers, gdk-pixbuf needs far less to reach its decoders;
# a 16 KB tile holds every MVT message kind many times over, and keeps each run quick).
max_len() {
    case "$1" in
        geojson|csv) echo 16384 ;; geouri) echo 4200 ;; styles|state) echo 4096 ;; tileimage|mvt) echo 16384 ;;
        pmtiles|gazetteer|rangereply) echo 16384 ;;
        # A geocoder answer of a few dozen places (the recorded ones are 0.5–3 KB).
        geocoder) echo 16384 ;;
        # XML: room for a DOCTYPE, nesting to the depth cap, every KML geometry; a KMZ of a few entries.
        kml|gpx|kmz) echo 16384 ;;
        # Two or three SQLite pages of 4 KB (the fixtures are 7 and 8 KB); a track of a few dozen points.
        mbtiles) echo 16384 ;; gpxtrack|favourites) echo 8192 ;;
    esac
}

echo "fuzz: building (swift build --package-path Fuzz, -sanitize=fuzzer,address)"
log="$SCRATCH/build.log"
mkdir -p "$SCRATCH"
# One target: build only its product (and what it needs), not every fuzzer's dependencies.
only=(); [[ ${#NAMES[@]} -eq 1 ]] && only=(--product "fuzz-${NAMES[0]}")
if ! swift build --package-path Fuzz --scratch-path "$SCRATCH" -c debug "${only[@]}" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$log" 2>&1; then
    grep -v 'prohibited flag' "$log" | tail -n 30 >&2
    echo "fuzz: build failed (full log: $log)" >&2
    exit 1
fi

status=0
for name in "${NAMES[@]}"; do
    corpus="$SCRATCH/corpus/$name"
    artifacts="$SCRATCH/artifacts/$name/"
    out="$SCRATCH/fuzz-$name.log"
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz: $name for ${SECONDS_EACH}s (corpus $corpus, seeds Fuzz/seeds/$name)"
    # gdk-pixbuf keeps per-process caches that LeakSanitizer reports as leaks of one input; FoundationXML's
    # XMLParser leaks the CFString of each parse error it makes (_CFErrorCreateFromXMLInterface), not ours.
    leaks=1; [[ "$name" == tileimage || "$name" == gpxtrack ]] && leaks=0
    set +e
    # Swift's own backtracer trips AddressSanitizer in a crash; libFuzzer's report is enough.
    # detect_leaks in ASAN_OPTIONS too: libFuzzer's own flag leaves LeakSanitizer's check at exit on.
    ASAN_OPTIONS="detect_leaks=$leaks" SWIFT_BACKTRACE=enable=no "$SCRATCH/debug/fuzz-$name" "$corpus" "Fuzz/seeds/$name" \
        -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$name")" -rss_limit_mb=2048 -timeout=10 \
        -detect_leaks="$leaks" -artifact_prefix="$artifacts" -print_final_stats=1 >"$out" 2>&1
    rc=$?
    set -e
    if [[ $rc -ne 0 ]]; then
        grep -E 'ERROR: |Fatal error|SUMMARY:|deadly signal|Test unit written to' "$out" | head -n 8 >&2 || true
        crash=$(grep -o 'Test unit written to .*' "$out" | tail -n 1 | sed 's/Test unit written to //' || true)
        echo "fuzz: $name CRASHED (exit $rc); input: ${crash:-see $out}; log: $out" >&2
        status=1
        continue
    fi
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$out" | tail -n 1 | tr -s '\t ' ' ' || true)
    execs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$out" | grep -o '[0-9]*$' || true)
    echo "fuzz: $name ok: ${done_line:-no DONE line} (execs $execs)"
done
exit $status
