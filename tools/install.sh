#!/bin/sh
# Builds Pinmap in release mode and installs it under PREFIX (default ~/.local):
#   bin/pinmap                      wrapper that runs the program by its absolute path
#   libexec/pinmap/pinmap           the program (it finds ../../share/pinmap/data itself)
#   share/pinmap/{data,icons}       places, catalog, basemap, category icons
#   share/applications, share/metainfo, share/icons/hicolor   desktop integration
#   share/locale/<lang>/LC_MESSAGES/pinmap.mo                  translations (needs msgfmt)
#   share/man/man1/pinmap.1.gz, share/doc/pinmap/              man page, licences, changelog
# The list itself is tools/package/files.sh, shared with the Debian package (tools/package/deb.sh).
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

# Every file comes from tools/package/files.sh, the list the Debian package is made from too.
gen=$(mktemp -d)
trap 'rm -f "$list"; rm -rf "$gen"' EXIT
sh "$root/tools/package/files.sh" "$prefix" "$binary" "$gen" >"$gen/files.tsv"
tab=$(printf '\t')
while IFS=$tab read -r mode source target; do
    put "$mode" "$source" "$target"
done <"$gen/files.tsv"

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
