#!/usr/bin/env bash
# Installs Pinmap's .deb into a clean Debian 12 root (never seen Swift, GTK or Pinmap) and checks it there:
# apt-get resolves its Depends, no Swift toolchain file is present or needed (ldd), --version, --check-data and
# an offline --render of Helsinki (compared with the build tree's), the window under Xvfb (screenshot kept),
# then apt-get remove leaves none of its files.
# Usage (as root): tools/package/test-deb.sh [PINMAP.deb]   (default: build one with tools/package/deb.sh)
# Environment:
#   PINMAP_TEST_CACHE   cached debootstrap root and downloaded .debs (default /var/cache/pinmap-test)
#   PINMAP_DEBIAN_MIRROR  (default http://deb.debian.org/debian)
#   PINMAP_TEST_OUT     where the renders and the screenshot go (default dist/test-deb)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cache=${PINMAP_TEST_CACHE:-/var/cache/pinmap-test}
mirror=${PINMAP_DEBIAN_MIRROR:-http://deb.debian.org/debian}
results=${PINMAP_TEST_OUT:-$root/dist/test-deb}
[[ $(id -u) -eq 0 ]] || { echo "test-deb.sh: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
for tool in debootstrap chroot unshare compare convert identify; do
    command -v "$tool" >/dev/null || { echo "test-deb.sh: $tool is missing: run tools/deps.sh --package" >&2; exit 1; }
done
started=$(date +%s)
step() { echo "test-deb: [$(( $(date +%s) - started ))s] $*" >&2; }
fail() { echo "test-deb: FAIL: $*" >&2; exit 1; }

deb=${1:-}
if [[ -z $deb ]]; then
    step "building the package"
    deb=$(bash "$root/tools/package/deb.sh")
fi
deb=$(realpath "$deb")
version=$(dpkg-deb -f "$deb" Version)
mkdir -p "$results" "$cache/archives/partial"

# The clean root: made once, then only ever read (each run writes into an overlay or a copy of it).
base=$cache/bookworm
if [[ ! -f $base/.pinmap-test-root ]]; then
    step "debootstrap --variant=minbase bookworm (first run only)"
    rm -rf "$base.partial"
    debootstrap --variant=minbase bookworm "$base.partial" "$mirror" >&2
    printf 'deb %s bookworm main\ndeb %s bookworm-updates main\ndeb %s-security bookworm-security main\n' \
        "$mirror" "$mirror" "$mirror" >"$base.partial/etc/apt/sources.list"
    cp /etc/resolv.conf "$base.partial/etc/resolv.conf"
    chroot "$base.partial" apt-get update -qq >&2
    chroot "$base.partial" apt-get -y -qq upgrade >&2
    chroot "$base.partial" apt-get clean
    touch "$base.partial/.pinmap-test-root"
    mv "$base.partial" "$base"
fi

# This run's root: an overlay on the cached one (a copy where overlays cannot be mounted), removed at exit.
run=$(mktemp -d /var/tmp/pinmap-test-root.XXXXXX)
sys=$run/root
mounts=()
cleanup() {
    local status=$?
    # Anything still running inside the root (the window, Xvfb) was started by this script.
    for pidfile in "$sys"/tmp/*.pid; do
        [[ -f $pidfile ]] && kill "$(cat "$pidfile")" 2>/dev/null || true
    done
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do umount -R "${mounts[i]}" 2>/dev/null || umount -R -l "${mounts[i]}" || true; done
    rm -rf "$run"
    exit "$status"
}
trap cleanup EXIT
mkdir -p "$run/upper" "$run/work" "$sys"
if mount -t overlay overlay -o "lowerdir=$base,upperdir=$run/upper,workdir=$run/work" "$sys" 2>/dev/null; then
    mounts+=("$sys")
else
    step "no overlayfs here: copying the root"
    cp -a "$base/." "$sys/"
fi
mount -t proc proc "$sys/proc" && mounts+=("$sys/proc")
mount --rbind /dev "$sys/dev" && mounts+=("$sys/dev")
mount --bind "$cache/archives" "$sys/var/cache/apt/archives" && mounts+=("$sys/var/cache/apt/archives")
cp /etc/resolv.conf "$sys/etc/resolv.conf"
in_root() { chroot "$sys" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"; }
# No network inside: a namespace with only loopback.
offline() { unshare -n chroot "$sys" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

step "apt-get install ./$(basename "$deb") (Depends only, no Recommends)"
cp "$deb" "$sys/tmp/"
in_root apt-get update -qq >&2
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >&2 || fail "apt-get could not install the package"
in_root dpkg -L pinmap >"$run/dpkg-L.txt"
echo "test-deb: ok   installed $(grep -c . "$run/dpkg-L.txt") paths" >&2

step "no Swift toolchain file, every library resolved"
swift_files=$(in_root find / -xdev \( -name 'libswift*' -o -name 'swift' -o -name 'swiftc' -o -name 'libFoundation*.so' \
    -o -name 'libdispatch.so*' -o -name 'libBlocksRuntime*' -o -name 'lib_FoundationICU*' -o -path '/usr/lib/swift' \) -print)
[[ -z $swift_files ]] || fail "Swift toolchain files in the root: $swift_files"
ldd_out=$(in_root ldd /usr/libexec/pinmap/pinmap)
grep -q 'not found' <<<"$ldd_out" && fail "unresolved libraries: $(grep 'not found' <<<"$ldd_out")"
grep -qi swift <<<"$ldd_out" && fail "links a Swift library: $(grep -i swift <<<"$ldd_out")"
echo "test-deb: ok   ldd resolves $(grep -c '=>' <<<"$ldd_out") libraries, none of them Swift's" >&2

step "pinmap --version, --check-data, --render with no network"
got=$(offline pinmap --version)
[[ $got == "$version" ]] || fail "pinmap --version printed '$got', the package is $version"
offline pinmap --check-data /usr/share/pinmap/data/helsinki.geojson >"$results/check-data.txt" \
    || fail "--check-data of the installed places: $(cat "$results/check-data.txt")"
# The program alone, away from its install: XDG_DATA_DIRS's default (/usr/share) finds the data; with none, the
# message names every folder looked in.
cp "$sys/usr/libexec/pinmap/pinmap" "$sys/tmp/pinmap-alone"
offline /tmp/pinmap-alone --search Kaarna >/dev/null || fail "the program alone did not find /usr/share/pinmap/data"
message=$(offline env XDG_DATA_DIRS=/nowhere /tmp/pinmap-alone --search Kaarna 2>&1 >/dev/null || true)
grep -q '/nowhere/pinmap/data' <<<"$message" || fail "with no data, the message does not name the folders: $message"
echo "test-deb: ok   data found under XDG_DATA_DIRS; without it: $message" >&2
render_args=(--size 800x600 --center 60.1699,24.9384 --zoom 14 --style offline --tile-timeout 5)
offline pinmap --render /tmp/render.png "${render_args[@]}" || fail "--render in the clean root"
cp "$sys/tmp/render.png" "$results/render-clean-root.png"
# The build tree's own render of the same view, with no network either and no user settings.
host_home=$(mktemp -d "$run/home.XXXXXX")
built="$(cd "$root" && swift build -c release --show-bin-path --scratch-path "${PINMAP_DEB_SCRATCH:-$root/.build-deb}")/pinmap"
unshare -n env -i PATH=/usr/bin:/bin HOME="$host_home" LANG=C.UTF-8 "$built" --render "$results/render-build-tree.png" "${render_args[@]}" \
    || fail "--render in the build tree"
# Pixels differing by more than 10% of the range; fonts may differ a little between the two systems.
differing=$(compare -metric AE -fuzz 10% "$results/render-build-tree.png" "$results/render-clean-root.png" \
    "$results/render-diff.png" 2>&1 >/dev/null || true)
differing=${differing%% *}
[[ $differing =~ ^[0-9.e+]+$ ]] || fail "could not compare the renders: $differing"
limit=$((800 * 600 / 100))
(( ${differing%.*} <= limit )) || fail "the clean root's render differs from the build tree's in $differing pixels (limit $limit)"
echo "test-deb: ok   render matches the build tree's: $differing of 480000 pixels differ (limit $limit)" >&2

step "the desktop offers Pinmap for place files and geo: links"
# What GNOME Files asks: GIO's registered handlers per MIME type, from shared-mime-info's globs and the desktop
# database (installed here after the Depends checks, as a desktop has them).
in_root apt-get install -y -qq --no-install-recommends shared-mime-info desktop-file-utils libglib2.0-bin >&2 \
    || fail "could not install the MIME tools in the root"
for pair in places.geojson:application/geo+json trip.kml:application/vnd.google-earth.kml+xml \
    trip.kmz:application/vnd.google-earth.kmz walk.gpx:application/gpx+xml sheet.csv:text/csv; do
    name=${pair%%:*} type=${pair#*:}
    globbed=$(in_root sh -c "grep -h ':\*\.${name##*.}\$' /usr/share/mime/globs2 | cut -d: -f2 | head -1")
    [[ $globbed == "$type" ]] || fail "shared-mime-info maps .${name##*.} to '$globbed', not $type"
    # Read whole first: grep -q would close the pipe early, and pipefail would count gio's SIGPIPE.
    handlers=$(in_root gio mime "$type")
    grep -q 'io.github.pinmap.Pinmap.desktop' <<<"$handlers" || fail "gio does not offer Pinmap for $type: $handlers"
done
handlers=$(in_root gio mime x-scheme-handler/geo)
grep -q 'io.github.pinmap.Pinmap.desktop' <<<"$handlers" || fail "Pinmap is not a geo: handler: $handlers"
echo "test-deb: ok   gio offers Pinmap for .geojson, .kml, .kmz, .gpx, .csv and geo: links" >&2

step "the window under Xvfb in the root"
in_root apt-get install -y -qq --no-install-recommends xvfb >&2 || fail "could not install xvfb in the root"
mkdir -p "$sys/tmp/fb"
chroot "$sys" /usr/bin/env -i PATH=/usr/bin:/bin sh -c \
    'Xvfb :77 -screen 0 1280x800x24 -fbdir /tmp/fb -nolisten tcp >/tmp/xvfb.log 2>&1 & echo $! >/tmp/xvfb.pid'
# With no network, so the map is the bundled offline one whatever the machine can reach (X goes over /tmp/.X11-unix).
unshare -n chroot "$sys" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 DISPLAY=:77 GSK_RENDERER=cairo \
    GTK_A11Y=none NO_AT_BRIDGE=1 PINMAP_DEBUG_STATE=/tmp/state.json sh -c \
    'pinmap >/tmp/window.log 2>&1 & echo $! >/tmp/pinmap.pid'
# Waits (at most 90 s, checking twice a second) until the places are loaded and listed in view (the list fills
# once the map has settled) and four screen grabs in a row are equal.
settled() { python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
sys.exit(0 if d.get("placesLoaded") and d.get("placesInView") else 1)' "$sys/tmp/state.json" 2>/dev/null; }
shot=$results/window-clean-root.png
previous="" same=0
for ((i = 0; i < 180; i++)); do
    kill -0 "$(cat "$sys/tmp/pinmap.pid")" 2>/dev/null || fail "the window exited: $(cat "$sys/tmp/window.log")"
    if settled && [[ -f $sys/tmp/fb/Xvfb_screen0 ]]; then
        convert "xwd:$sys/tmp/fb/Xvfb_screen0" "$run/grab.png"
        now=$(identify -format '%#' "$run/grab.png")
        if [[ $now == "$previous" ]]; then same=$((same + 1)); else same=0; fi
        (( same >= 3 )) && break
        previous=$now
    fi
    sleep 0.5
done
(( i < 180 )) || fail "no settled window within 90 s: $(cat "$sys/tmp/window.log")"
cp "$run/grab.png" "$shot"
summary=$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
print("%d pins and clusters, %d+%d places in view, banner: %s"
      % (len(d["pins"]), len(d["placesInView"]), d["placesInViewMore"], d.get("banner")))' "$sys/tmp/state.json")
echo "test-deb: ok   window settled: $summary; screenshot $shot" >&2
kill "$(cat "$sys/tmp/pinmap.pid")" "$(cat "$sys/tmp/xvfb.pid")" 2>/dev/null || true
rm -f "$sys/tmp/pinmap.pid" "$sys/tmp/xvfb.pid"

# remove, not purge: with no configuration files or maintainer scripts, remove must already leave nothing.
step "apt-get remove pinmap"
in_root apt-get remove -y -qq pinmap >&2
status=$(in_root dpkg-query -W -f='${db:Status-Abbrev}' pinmap 2>/dev/null || true)
[[ -z $status || $status == "un "* || $status == "pn "* ]] || fail "dpkg still knows pinmap after remove: '$status'"
left=()
while read -r path; do
    [[ $path == /. ]] && continue
    [[ -e $sys$path || -L $sys$path ]] || continue
    # A folder may stay when another package owns it too (/usr/bin, /usr/share/icons/hicolor/48x48/apps, ...).
    if [[ -d $sys$path && ! -L $sys$path ]] && in_root dpkg -S "$path" >/dev/null 2>&1; then continue; fi
    left+=("$path")
done <"$run/dpkg-L.txt"
(( ${#left[@]} == 0 )) || fail "left behind after remove: ${left[*]}"
echo "test-deb: ok   remove took away all $(grep -c . "$run/dpkg-L.txt") paths (folders other packages own stay)" >&2
step "passed: $deb in a clean Debian 12 root"
