#!/bin/sh
# The one list of the files Pinmap installs, used by tools/install.sh (make install) and tools/package/deb.sh.
# Usage: tools/package/files.sh PREFIX BINARY GENDIR
# Prints one line per file, "MODE<TAB>SOURCE<TAB>TARGET", TARGET relative to PREFIX. Files made for this
# install (the bin/pinmap wrapper, the desktop entry with its absolute Exec, translations, the man page, the
# changelog) are written into GENDIR, an empty folder the caller owns.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
app_id=io.github.pinmap.Pinmap
[ $# -eq 3 ] || { echo "usage: files.sh PREFIX BINARY GENDIR" >&2; exit 2; }
prefix=$1 binary=$2 gen=$3
tab=$(printf '\t')
row() { printf '%s\t%s\t%s\n' "$1" "$2" "$3"; }

row 755 "$binary" libexec/pinmap/pinmap

# The program finds PREFIX/share/pinmap/data from its own place (MapData's DataLocator); the wrapper gives it an
# absolute argv[0], from which it finds PREFIX/share/locale.
cat >"$gen/pinmap" <<WRAP
#!/bin/sh
# Installed with Pinmap: runs the program, which finds its data in $prefix/share/pinmap.
exec '$prefix/libexec/pinmap/pinmap' "\$@"
WRAP
row 755 "$gen/pinmap" bin/pinmap

# data/ minus data/desktop (that goes to share/applications and share/metainfo).
(cd "$root/data" && find . -type f ! -path './desktop/*' | LC_ALL=C sort) | while read -r file; do
    case $file in *"$tab"*) echo "files.sh: a tab in a data file name: $file" >&2; exit 1 ;; esac
    row 644 "$root/data/${file#./}" "share/pinmap/data/${file#./}"
done
for svg in "$root"/icons/*.svg; do
    row 644 "$svg" "share/pinmap/icons/$(basename "$svg")"
done

# Translations: po/<lang>.po compiled to share/locale/<lang>/LC_MESSAGES/pinmap.mo (found from libexec/pinmap).
if command -v msgfmt >/dev/null 2>&1; then
    sh "$root/tools/mo.sh" "$gen/locale"
    (cd "$gen/locale" && find . -name pinmap.mo | LC_ALL=C sort) | while read -r mo; do
        row 644 "$gen/locale/${mo#./}" "share/locale/${mo#./}"
    done
else
    echo "files.sh: msgfmt (package gettext) not found: installing without translations" >&2
fi

# Absolute Exec so the launcher works even when PREFIX/bin is not on the session's PATH.
sed -e "s|^Exec=pinmap |Exec=$prefix/bin/pinmap |" -e "s|^TryExec=pinmap\$|TryExec=$prefix/bin/pinmap|" \
    "$root/data/desktop/$app_id.desktop" >"$gen/$app_id.desktop"
row 644 "$gen/$app_id.desktop" "share/applications/$app_id.desktop"
row 644 "$root/data/desktop/$app_id.metainfo.xml" "share/metainfo/$app_id.metainfo.xml"

row 644 "$root/icons/pinmap.svg" "share/icons/hicolor/scalable/apps/$app_id.svg"
for png in "$root"/icons/hicolor/*/apps/$app_id.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    row 644 "$png" "share/icons/hicolor/$size/apps/$app_id.png"
done

# pinmap(1), made by the program from its argument parser's help (gzip -n: no name or time inside, reproducible).
"$binary" --man-page >"$gen/pinmap.1"
gzip -9n <"$gen/pinmap.1" >"$gen/pinmap.1.gz"
row 644 "$gen/pinmap.1.gz" share/man/man1/pinmap.1.gz

# Licences, and the release notes from the metainfo.
row 644 "$root/tools/package/copyright" share/doc/pinmap/copyright
python3 "$root/tools/package/changelog.py" "$root/data/desktop/$app_id.metainfo.xml" | gzip -9n >"$gen/changelog.gz"
row 644 "$gen/changelog.gz" share/doc/pinmap/changelog.gz
