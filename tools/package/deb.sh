#!/usr/bin/env bash
# Builds dist/pinmap_VERSION_ARCH.deb from this checkout: a release build with the Swift runtime linked in
# (--static-swift-stdlib, so no toolchain is needed to run it), the files of tools/package/files.sh under /usr,
# Depends from dpkg-shlibdeps, then lintian, appstreamcli and desktop-file-validate on the result.
# Usage: tools/package/deb.sh [OUTDIR]   (default dist/). Prints the .deb's path last.
# Environment: PINMAP_DEB_SCRATCH  the release build's folder (default .build-deb, apart from the debug .build).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/dist}
scratch=${PINMAP_DEB_SCRATCH:-$root/.build-deb}
app_id=io.github.pinmap.Pinmap
for tool in dpkg-deb dpkg-shlibdeps lintian appstreamcli desktop-file-validate msgfmt strip python3; do
    command -v "$tool" >/dev/null || { echo "deb.sh: $tool is missing: run tools/deps.sh --package" >&2; exit 1; }
done

echo "deb.sh: swift build -c release --static-swift-stdlib --scratch-path $scratch" >&2
(cd "$root" && swift build -c release --product pinmap --static-swift-stdlib --scratch-path "$scratch" >&2)
built="$(cd "$root" && swift build -c release --show-bin-path --scratch-path "$scratch")/pinmap"
version=$("$built" --version)
arch=$(dpkg --print-architecture)
[[ $version =~ ^[0-9][0-9A-Za-z.+~-]*$ ]] || { echo "deb.sh: '$version' is not a Debian version" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg=$work/pkg
mkdir -p "$pkg/DEBIAN" "$work/gen"
chmod 755 "$pkg"
# Symbols stay in the build folder; the package gets the stripped program (Debian policy, and a third of the size).
install -m 755 "$built" "$work/pinmap"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$work/pinmap"

# The same list make install uses.
sh "$root/tools/package/files.sh" /usr "$work/pinmap" "$work/gen" >"$work/files.tsv"
while IFS=$'\t' read -r mode source target; do
    install -D -m "$mode" "$source" "$pkg/usr/$target"
done <"$work/files.tsv"
find "$pkg" -type d -exec chmod 755 {} +

# Depends: the libraries the program links (dpkg-shlibdeps reads their packages' shlibs and symbols files), plus
# xdg-utils (links open with xdg-open) and librsvg2-common (the category icons are SVGs read through gdk-pixbuf).
mkdir -p "$work/debian"
printf 'Source: pinmap\n\nPackage: pinmap\nArchitecture: any\n' >"$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O -e"$pkg/usr/libexec/pinmap/pinmap" 2>"$work/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')
[[ -n $shlibs ]] || { cat "$work/shlibdeps.log" >&2; echo "deb.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
installed_size=$(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
cat >"$pkg/DEBIAN/control" <<CONTROL
Package: pinmap
Version: $version
Architecture: $arch
Maintainer: The Pinmap contributors <pinmap@users.noreply.github.com>
Installed-Size: $installed_size
Depends: $shlibs, librsvg2-common, xdg-utils
Recommends: geoclue-2.0, webp-pixbuf-loader
Section: utils
Priority: optional
Homepage: https://github.com/pinmap/pinmap
Description: map viewer with pins for places, clusters and an offline map
 Pinmap shows places as pins on a slippy map: street, outdoor and satellite
 tiles over HTTP, and a bundled offline vector map of the world with southern
 Finland in detail. Pins come in categories that can be switched on and off,
 gather into clusters when zoomed out, and open in OpenStreetMap, other web
 maps or an installed geo: app.
 .
 It is a GNOME app (GTK 4, libadwaita) that opens geo: links and place files,
 and can render the map to PNG without a display.
CONTROL
(cd "$pkg" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum >DEBIAN/md5sums)
chmod 644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"

mkdir -p "$out"
deb=$out/pinmap_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >&2

# The checks a distribution would run; an error in any fails the build.
desktop-file-validate "$pkg/usr/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$pkg/usr/share/metainfo/$app_id.metainfo.xml" >&2
# Kept warnings and infos are listed, with the reason, in docs/PACKAGING.md.
lintian --fail-on error --no-tag-display-limit "$deb" >&2
echo "deb.sh: $(du -h "$deb" | cut -f1) package, program $(du -h "$work/pinmap" | cut -f1) stripped ($(du -h "$built" | cut -f1) with symbols), Depends: $shlibs, librsvg2-common, xdg-utils" >&2
echo "$deb"
