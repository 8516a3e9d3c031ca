#!/bin/sh
# Builds Pinmap in release mode and installs it under PREFIX (default ~/.local):
#   bin/pinmap                      wrapper that points PINMAP_DATA_DIR at share/pinmap/data
#   libexec/pinmap/pinmap           the program
#   share/pinmap/{data,icons}       places, catalog, basemap, category icons
#   share/applications, share/metainfo, share/icons/hicolor   desktop integration
#   share/locale/<lang>/LC_MESSAGES/pinmap.mo                  translations (needs msgfmt)
# Every installed file is listed in share/pinmap/install-manifest.txt for tools/uninstall.sh.
#
# Environment:
#   PREFIX           install root (default $HOME/.local)
#   DESTDIR          staging root for packagers; paths written into files still use PREFIX
#   PINMAP_BINARY    install this prebuilt binary instead of running swift build
#   SWIFT_BUILD_ARGS extra arguments for swift build (e.g. "--scratch-path .build-release")
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
app_id=io.github.pinmap.Pinmap
prefix=${PREFIX:-$HOME/.local}
destdir=${DESTDIR:-}

case $prefix in
    /*) ;;
    *) echo "install.sh: PREFIX must be an absolute path, got '$prefix'" >&2; exit 2 ;;
esac
prefix=${prefix%/}
[ -n "$prefix" ] || { echo "install.sh: refusing to install into /" >&2; exit 2; }
case $prefix in
    *[!A-Za-z0-9._/+@-]*) echo "install.sh: PREFIX may only contain letters, digits and . _ / + @ -: '$prefix'" >&2; exit 2 ;;
esac

# Phase 1: the binary.
if [ -n "${PINMAP_BINARY:-}" ]; then
    binary=$PINMAP_BINARY
else
    echo "install.sh: building (swift build -c release)" >&2
    # Static Swift runtime: the installed program does not depend on where the toolchain lives.
    # shellcheck disable=SC2086
    (cd "$root" && swift build -c release --product pinmap --static-swift-stdlib ${SWIFT_BUILD_ARGS:-} >&2)
    # shellcheck disable=SC2086
    binary="$(cd "$root" && swift build -c release --show-bin-path ${SWIFT_BUILD_ARGS:-})/pinmap"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }

# Phase 2: copy files, recording each one.
dest=$destdir$prefix
manifest_rel=share/pinmap/install-manifest.txt
list=$(mktemp)
trap 'rm -f "$list"' EXIT

# A previous install goes first, so files a newer version dropped do not linger.
if [ -f "$dest/$manifest_rel" ]; then
    PREFIX=$prefix DESTDIR=$destdir sh "$root/tools/uninstall.sh" || { echo "install.sh: could not remove the previous install" >&2; exit 1; }
fi

put() { # put MODE SOURCE RELATIVE-TARGET
    case $3 in
        *..*|*[!A-Za-z0-9._/+@-]*) echo "install.sh: unsupported file name '$3'" >&2; exit 1 ;;
    esac
    mkdir -p "$(dirname "$dest/$3")"
    install -m "$1" "$2" "$dest/$3"
    echo "$3" >>"$list"
}

put 755 "$binary" libexec/pinmap/pinmap

wrapper=$(mktemp)
cat >"$wrapper" <<WRAP
#!/bin/sh
# Installed by Pinmap's tools/install.sh: runs the program with its bundled data unless told otherwise.
PINMAP_DATA_DIR=\${PINMAP_DATA_DIR:-'$prefix/share/pinmap/data'}
export PINMAP_DATA_DIR
exec '$prefix/libexec/pinmap/pinmap' "\$@"
WRAP
put 755 "$wrapper" bin/pinmap
rm -f "$wrapper"

# data/ minus data/desktop (that goes to share/applications and share/metainfo).
(cd "$root/data" && find . -type f ! -path './desktop/*' | sort) | while read -r file; do
    put 644 "$root/data/$file" "share/pinmap/data/${file#./}"
done
for svg in "$root"/icons/*.svg; do
    put 644 "$svg" "share/pinmap/icons/$(basename "$svg")"
done

# Translations: po/<lang>.po compiled to share/locale/<lang>/LC_MESSAGES/pinmap.mo (found from libexec/pinmap).
if command -v msgfmt >/dev/null 2>&1; then
    locale=$(mktemp -d)
    sh "$root/tools/mo.sh" "$locale"
    (cd "$locale" && find . -name pinmap.mo | sort) | while read -r mo; do
        put 644 "$locale/$mo" "share/locale/${mo#./}"
    done
    rm -rf "$locale"
else
    echo "install.sh: msgfmt (package gettext) not found: installing without translations" >&2
fi

desktop=$(mktemp)
# Absolute Exec so the launcher works even when PREFIX/bin is not on the session's PATH.
sed -e "s|^Exec=pinmap |Exec=$prefix/bin/pinmap |" -e "s|^TryExec=pinmap\$|TryExec=$prefix/bin/pinmap|" \
    "$root/data/desktop/$app_id.desktop" >"$desktop"
put 644 "$desktop" "share/applications/$app_id.desktop"
rm -f "$desktop"
put 644 "$root/data/desktop/$app_id.metainfo.xml" "share/metainfo/$app_id.metainfo.xml"

put 644 "$root/icons/pinmap.svg" "share/icons/hicolor/scalable/apps/$app_id.svg"
for png in "$root"/icons/hicolor/*/apps/$app_id.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    put 644 "$png" "share/icons/hicolor/$size/apps/$app_id.png"
done

# Phase 3: caches. GIO lists geo: handlers from mimeinfo.cache, so that one is written (and recorded
# when this install created it); an icon cache is only refreshed when present, since a stale one
# would hide icons other programs install later.
if [ -z "$destdir" ] && command -v update-desktop-database >/dev/null 2>&1; then
    # Ours when absent now, or when an earlier install of ours created it.
    if [ ! -f "$dest/share/applications/mimeinfo.cache" ] || grep -qx share/applications/mimeinfo.cache "$dest/$manifest_rel" 2>/dev/null; then
        echo share/applications/mimeinfo.cache >>"$list"
    fi
    update-desktop-database -q "$dest/share/applications" || true
fi
if [ -z "$destdir" ] && [ -f "$dest/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$dest/share/icons/hicolor" || true
fi

echo "$manifest_rel" >>"$list"
install -m 644 "$list" "$dest/$manifest_rel"

echo "install.sh: installed $(wc -l <"$dest/$manifest_rel") files under $dest" >&2
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install.sh: note: $prefix/bin is not on PATH; run $prefix/bin/pinmap" >&2 ;;
esac
