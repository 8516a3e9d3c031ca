#!/bin/sh
# Writes the gettext template: the tr("…") strings of the files in po/POTFILES, plus the style names and
# category titles of data/catalog.json (shown through tr() too). xgettext has no Swift parser; its C one reads
# plain "…" literals. Usage: tools/pot.sh [OUT] (default po/pinmap.pot). Needs xgettext (gettext).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/po/pinmap.pot}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The catalogue's visible names as C calls, so the same extractor reads them.
mkdir -p "$tmp/data"
grep -oE '"(name|title)": *"[^"]*"' "$root/data/catalog.json" | sed -E 's/^"(name|title)": *(".*")$/tr(\2);/' >"$tmp/data/catalog.json.c"
cd "$root"
grep -v '^#' po/POTFILES | grep -v '^$' >"$tmp/files"
xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --add-location=file --sort-by-file \
    --package-name=pinmap --msgid-bugs-address=https://github.com/pinmap/pinmap/issues \
    --files-from="$tmp/files" --output="$tmp/code.pot" 2>"$tmp/warnings" || { cat "$tmp/warnings" >&2; exit 1; }
# Swift's """ blocks look unterminated to the C lexer; the tr() calls inside them are still read.
grep -v 'unterminated string literal' "$tmp/warnings" >&2 || true
(cd "$tmp" && xgettext --language=C --from-code=UTF-8 --keyword= --keyword=tr --add-location=file \
    --output=catalog.pot data/catalog.json.c)
if [ -s "$tmp/catalog.pot" ]; then
    msgcat --use-first --add-location=file --sort-by-file "$tmp/code.pot" "$tmp/catalog.pot" >"$tmp/all.pot"
else
    cp "$tmp/code.pot" "$tmp/all.pot"
fi
# A stable file: no creation date, so the up-to-date check compares content only.
sed -e '/^"POT-Creation-Date:/d' "$tmp/all.pot" >"$out"
