#!/bin/sh
# Shell test for tools/install.sh, tools/uninstall.sh and the Makefile, in temporary folders only.
# Installs a stand-in binary (no swift build) from a copy of the source tree that has a small data/,
# checks the layout, the wrapper, the desktop entry and GIO's geo: handler list, then uninstalls
# and checks that exactly the files that were there before remain.
# Usage: tools/test_install.sh        Exit status 0 when every check passes.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.pinmap.Pinmap
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
check() { # check DESCRIPTION COMMAND...
    description=$1; shift
    if "$@" >/dev/null 2>&1; then echo "ok   $description"; else echo "FAIL $description"; failures=$((failures + 1)); fi
}

# A source tree: the real tools, icons and desktop files, plus a stand-in data set.
src=$work/src
mkdir -p "$src/tools/package" "$src/data/desktop"
cp "$root/tools/install.sh" "$root/tools/uninstall.sh" "$root/tools/mo.sh" "$src/tools/"
cp "$root/tools/package/files.sh" "$root/tools/package/changelog.py" "$root/tools/package/copyright" "$src/tools/package/"
cp -R "$root/po" "$src/po"
cp "$root/Makefile" "$src/"
cp -R "$root/icons" "$src/icons"
cp "$root/data/desktop/$app_id.desktop" "$root/data/desktop/$app_id.metainfo.xml" "$src/data/desktop/"
echo '{"version":1}' >"$src/data/catalog.json"
echo '{"type":"FeatureCollection","features":[]}' >"$src/data/places.geojson"

# The stand-in program writes a man page when asked (as files.sh asks), else reports how it was run.
fake=$work/pinmap
cat >"$fake" <<'FAKE'
#!/bin/sh
[ "${1:-}" = "--man-page" ] && { printf '.TH PINMAP 1\n.SH NAME\npinmap \\- stand-in\n'; exit 0; }
[ -f "$(dirname "$0")/../../share/pinmap/data/catalog.json" ] || { echo "no catalog beside $0"; exit 1; }
echo "exe=$0 data=${PINMAP_DATA_DIR:-} args=$*"
FAKE
chmod +x "$fake"

# A prefix that already holds someone else's files.
prefix=$work/prefix
mkdir -p "$prefix/bin" "$prefix/share/applications" "$prefix/share/icons/hicolor/48x48/apps"
echo other >"$prefix/bin/other-tool"
printf '[Desktop Entry]\nType=Application\nName=Other\nExec=other\n' >"$prefix/share/applications/other.desktop"
echo png >"$prefix/share/icons/hicolor/48x48/apps/other.png"
before=$(cd "$prefix" && find . | sort)

echo "== install with make"
make -s -C "$src" install PREFIX="$prefix" PINMAP_BINARY="$fake" >"$work/install.log" 2>&1 || { cat "$work/install.log"; exit 1; }

expected="bin/pinmap libexec/pinmap/pinmap share/pinmap/data/catalog.json share/pinmap/data/places.geojson
share/pinmap/icons/pharmacy.svg share/pinmap/icons/cafe.svg share/pinmap/icons/restaurant.svg share/pinmap/icons/fast_food.svg
share/pinmap/icons/supermarket.svg share/pinmap/icons/convenience.svg share/pinmap/icons/shop.svg share/pinmap/icons/hotel.svg
share/pinmap/icons/bank.svg share/pinmap/icons/atm.svg share/pinmap/icons/museum.svg share/pinmap/icons/other.svg
share/applications/$app_id.desktop share/metainfo/$app_id.metainfo.xml share/icons/hicolor/scalable/apps/$app_id.svg
share/icons/hicolor/16x16/apps/$app_id.png share/icons/hicolor/32x32/apps/$app_id.png share/icons/hicolor/48x48/apps/$app_id.png
share/icons/hicolor/64x64/apps/$app_id.png share/icons/hicolor/128x128/apps/$app_id.png share/icons/hicolor/256x256/apps/$app_id.png
share/locale/fi/LC_MESSAGES/pinmap.mo share/man/man1/pinmap.1.gz share/doc/pinmap/copyright share/doc/pinmap/changelog.gz
share/pinmap/install-manifest.txt"
for rel in $expected; do check "installed $rel" test -f "$prefix/$rel"; done
check "desktop files are not copied into share/pinmap/data" test ! -e "$prefix/share/pinmap/data/desktop"
check "bin/pinmap is executable" test -x "$prefix/bin/pinmap"

out=$("$prefix/bin/pinmap" 'geo:60.17,24.94?z=15' 2>&1 || true)
check "wrapper runs the installed program, data beside it" test "$out" = "exe=$prefix/libexec/pinmap/pinmap data= args=geo:60.17,24.94?z=15"
out=$(PINMAP_DATA_DIR="$work/mydata" "$prefix/bin/pinmap" 2>&1 || true)
check "wrapper keeps a PINMAP_DATA_DIR the user set" test "$out" = "exe=$prefix/libexec/pinmap/pinmap data=$work/mydata args="
check "the man page is the program's own" sh -c "gzip -dc '$prefix/share/man/man1/pinmap.1.gz' | grep -q stand-in"
check "desktop entry runs the installed wrapper" grep -qx "Exec=$prefix/bin/pinmap %U" "$prefix/share/applications/$app_id.desktop"
check "desktop entry handles geo:" grep -q "^MimeType=x-scheme-handler/geo;" "$prefix/share/applications/$app_id.desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then
    check "installed desktop entry validates" desktop-file-validate "$prefix/share/applications/$app_id.desktop"
fi
if command -v appstreamcli >/dev/null 2>&1; then
    check "installed metainfo validates" appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml"
fi
if command -v gio >/dev/null 2>&1; then
    check "GIO lists Pinmap as a geo: handler" sh -c "XDG_DATA_HOME='$prefix/share' gio mime x-scheme-handler/geo | grep -q '$app_id.desktop'"
fi
check "no icon cache was created" test ! -e "$prefix/share/icons/hicolor/icon-theme.cache"
if command -v update-desktop-database >/dev/null 2>&1; then
    check "mimeinfo.cache maps geo: to Pinmap" grep -q "x-scheme-handler/geo=.*$app_id.desktop" "$prefix/share/applications/mimeinfo.cache"
fi

echo "== reinstall over an installation"
echo "stale" >"$prefix/share/pinmap/icons/dropped.svg"
echo "share/pinmap/icons/dropped.svg" >>"$prefix/share/pinmap/install-manifest.txt"
PREFIX="$prefix" PINMAP_BINARY="$fake" sh "$src/tools/install.sh" >/dev/null 2>&1
check "reinstall keeps one manifest line per file" test "$(sort "$prefix/share/pinmap/install-manifest.txt" | uniq -d | wc -l)" -eq 0
check "reinstall removes files the old install had and the new one does not" test ! -e "$prefix/share/pinmap/icons/dropped.svg"
check "reinstall still has the program" test -x "$prefix/bin/pinmap"

echo "== uninstall with make"
make -s -C "$src" uninstall PREFIX="$prefix" >"$work/uninstall.log" 2>&1 || { cat "$work/uninstall.log"; failures=$((failures + 1)); }
after=$(cd "$prefix" && find . | sort)
check "uninstall leaves exactly the files that were there before" test "$before" = "$after"
if [ "$before" != "$after" ]; then echo "$after" | diff -u - /dev/stdin <<EOF2 || true
$before
EOF2
fi
check "a second uninstall reports nothing installed" sh -c "! PREFIX='$prefix' sh '$src/tools/uninstall.sh'"

echo "== refusals"
check "relative PREFIX is refused" sh -c "! PREFIX=relative/path PINMAP_BINARY='$fake' sh '$src/tools/install.sh'"
check "PREFIX with a space is refused" sh -c "! PREFIX='$work/a b' PINMAP_BINARY='$fake' sh '$src/tools/install.sh'"
PREFIX="$prefix" PINMAP_BINARY="$fake" sh "$src/tools/install.sh" >/dev/null 2>&1
echo "../../outside" >>"$prefix/share/pinmap/install-manifest.txt"
check "a manifest entry with .. is refused" sh -c "! PREFIX='$prefix' sh '$src/tools/uninstall.sh'"
check "and nothing was removed" test -f "$prefix/bin/pinmap"
check "install over a damaged manifest stops" sh -c "! PREFIX='$prefix' PINMAP_BINARY='$fake' sh '$src/tools/install.sh'"

echo "== DESTDIR staging"
stage=$work/stage
DESTDIR="$stage" PREFIX=/usr PINMAP_BINARY="$fake" sh "$src/tools/install.sh" >/dev/null 2>&1
check "staged files land under DESTDIR" test -f "$stage/usr/share/pinmap/data/catalog.json"
check "staged wrapper names the final PREFIX" grep -q "'/usr/libexec/pinmap/pinmap'" "$stage/usr/bin/pinmap"
DESTDIR="$stage" PREFIX=/usr sh "$src/tools/uninstall.sh" >/dev/null 2>&1
check "staged uninstall empties DESTDIR/PREFIX" test -z "$(find "$stage/usr" -mindepth 1)"

echo "== a prefix whose mimeinfo.cache predates Pinmap"
shared=$work/shared
mkdir -p "$shared/share/applications"
printf '[Desktop Entry]\nType=Application\nName=Other\nExec=true\nMimeType=text/x-other;\n' >"$shared/share/applications/other.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$shared/share/applications"
    PREFIX="$shared" PINMAP_BINARY="$fake" sh "$src/tools/install.sh" >/dev/null 2>&1
    check "the shared cache is not claimed by the manifest" sh -c "! grep -q mimeinfo.cache '$shared/share/pinmap/install-manifest.txt'"
    PREFIX="$shared" sh "$src/tools/uninstall.sh" >/dev/null 2>&1
    check "the shared cache stays after uninstall" test -f "$shared/share/applications/mimeinfo.cache"
    check "and no longer mentions Pinmap" sh -c "! grep -q '$app_id' '$shared/share/applications/mimeinfo.cache'"
    check "and still knows the other app" grep -q "text/x-other=other.desktop" "$shared/share/applications/mimeinfo.cache"
fi

echo "$failures failure(s)"
[ "$failures" -eq 0 ]
