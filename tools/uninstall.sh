#!/bin/sh
# Removes what tools/install.sh put under PREFIX (default ~/.local), as listed in its manifest,
# then the folders that became empty. Nothing outside the manifest is touched.
#
# Environment: PREFIX, DESTDIR (as for install.sh).
set -eu

prefix=${PREFIX:-$HOME/.local}
case $prefix in
    /*) ;;
    *) echo "uninstall.sh: PREFIX must be an absolute path, got '$prefix'" >&2; exit 2 ;;
esac
prefix=${prefix%/}
dest=${DESTDIR:-}$prefix
manifest=$dest/share/pinmap/install-manifest.txt

[ -f "$manifest" ] || { echo "uninstall.sh: no Pinmap installation under $dest (missing $manifest)" >&2; exit 1; }

# Validate every line first: relative, no '..', no oddities; a damaged manifest deletes nothing.
while read -r rel; do
    case $rel in
        ''|/*|*..*|*[!A-Za-z0-9._/+@-]*) echo "uninstall.sh: refusing suspicious manifest entry '$rel'" >&2; exit 1 ;;
    esac
done <"$manifest"

dirs=$(mktemp)
trap 'rm -f "$dirs"' EXIT
removed=0
# The manifest lists itself last, so it goes last.
while read -r rel; do
    if [ -f "$dest/$rel" ] || [ -L "$dest/$rel" ]; then
        rm -f "$dest/$rel"
        removed=$((removed + 1))
    fi
    dir=$(dirname "$rel")
    while [ "$dir" != "." ]; do
        echo "$dir" >>"$dirs"
        dir=$(dirname "$dir")
    done
done <"$manifest"

# Deepest folders first; rmdir leaves any folder that still holds something.
sort -u "$dirs" | awk -F/ '{ print NF "\t" $0 }' | sort -rn | cut -f2- | while read -r dir; do
    rmdir "$dest/$dir" 2>/dev/null || true
done

if [ -z "${DESTDIR:-}" ]; then
    # A cache that predates Pinmap stays, refreshed so it forgets Pinmap.
    if [ -f "$dest/share/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$dest/share/applications" || true
    fi
    if [ -f "$dest/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$dest/share/icons/hicolor" || true
    fi
fi
echo "uninstall.sh: removed $removed files from $dest" >&2
