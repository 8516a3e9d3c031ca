#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Pinmap needs, only when one is missing.
# Usage: tools/deps.sh [--test] [--package]   (--test adds what the test suite drives: Xvfb, xdotool, ImageMagick, a
# session bus, desktop-file-utils, appstream, gettext, and PyPI's pure-Python dbus-next for the fake GeoClue service;
# --package adds what tools/package/deb.sh and test-deb.sh run: dpkg-dev, lintian, debootstrap, binutils)
set -euo pipefail
pkgs=(libgtk-4-dev libadwaita-1-dev libshumate-dev libsqlite3-dev zlib1g-dev libxml2-dev libarchive-dev libcairo2-dev libsoup-3.0-dev libpango1.0-dev libgdk-pixbuf-2.0-dev librsvg2-common webp-pixbuf-loader xdg-utils pkg-config)
case " $* " in *" --package "*)
  pkgs+=(dpkg-dev lintian debootstrap binutils desktop-file-utils appstream gettext imagemagick python3) ;;
esac
if [ "${1:-}" = "--test" ]; then
  # gdal-bin: GDAL must read every file --export writes (MapDataTests.GDALReadsExportTests) and is pinmap-bench load's peer.
  pkgs+=(xvfb xauth xdotool imagemagick dbus dbus-daemon desktop-file-utils appstream gettext python3 gdal-bin)
  # The fake GeoClue (Tests/LocationTests/Fixtures/fake_geoclue.py) speaks D-Bus through dbus-next.
  if ! python3 -c "import dbus_next" 2>/dev/null; then
    python3 -m pip install --quiet --user dbus-next 2>/dev/null || python3 -m pip install --quiet --user --break-system-packages dbus-next || true
  fi
  # PyPI pmtiles (pure Python) reads the archives --download-area writes (TileLoaderTests.AreaDownloadTests).
  if ! python3 -c "import pmtiles.reader" 2>/dev/null; then
    python3 -m pip install --quiet --user pmtiles==3.8.1 2>/dev/null || python3 -m pip install --quiet --user --break-system-packages pmtiles==3.8.1 || true
  fi
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
