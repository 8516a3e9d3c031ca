#!/bin/sh
# Exports the app icon to hicolor PNGs (icons/hicolor/NxN/apps/io.github.pinmap.Pinmap.png).
#   --check       also loads every SVG through gdk-pixbuf at 20 and 48 px, as the renderer does
#   --sheet FILE  also draws every category glyph on a coloured marker at 20 and 48 px into FILE
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
icons="$root/icons"
app_id=io.github.pinmap.Pinmap

command -v rsvg-convert >/dev/null 2>&1 || { echo "render_icons.sh: rsvg-convert not found (apt install librsvg2-bin)" >&2; exit 1; }

for size in 16 32 48 64 128 256; do
    dir="$icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    rsvg-convert -w "$size" -h "$size" "$icons/pinmap.svg" -o "$dir/$app_id.png"
done
echo "render_icons.sh: hicolor PNGs written under $icons/hicolor"

if [ "${1:-}" = "--check" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cat >"$work/check.c" <<'CSRC'
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdio.h>
/* Loads each file at 20 and 48 px; fails when gdk-pixbuf cannot or the result is empty. */
int main(int argc, char **argv) {
    int bad = 0;
    for (int i = 1; i < argc; i++) {
        const int sizes[] = {20, 48};
        for (int s = 0; s < 2; s++) {
            GError *err = NULL;
            GdkPixbuf *p = gdk_pixbuf_new_from_file_at_size(argv[i], sizes[s], sizes[s], &err);
            if (!p) { fprintf(stderr, "FAIL %s: %s\n", argv[i], err->message); g_error_free(err); bad = 1; continue; }
            int w = gdk_pixbuf_get_width(p), h = gdk_pixbuf_get_height(p), rs = gdk_pixbuf_get_rowstride(p);
            int n = gdk_pixbuf_get_n_channels(p), opaque = 0;
            const guchar *px = gdk_pixbuf_get_pixels(p);
            for (int y = 0; y < h; y++) for (int x = 0; x < w; x++) if (n == 4 && px[y * rs + x * n + 3] > 128) opaque++;
            if (n != 4 || opaque == 0) { fprintf(stderr, "FAIL %s: no alpha or nothing drawn at %d px\n", argv[i], sizes[s]); bad = 1; }
            else printf("ok %s %dx%d, %d opaque px\n", argv[i], w, h, opaque);
            g_object_unref(p);
        }
    }
    return bad;
}
CSRC
    cc "$work/check.c" -o "$work/check" $(pkg-config --cflags --libs gdk-pixbuf-2.0)
    "$work/check" "$icons"/*.svg
    exit $?
fi

[ "${1:-}" = "--sheet" ] || exit 0
sheet=${2:?"usage: render_icons.sh [--sheet OUT.png]"}
command -v convert >/dev/null 2>&1 || { echo "render_icons.sh: ImageMagick convert not found" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Category id and marker colour, as in data/catalog.json.
tiles=""
for entry in pharmacy:#2e7d32 cafe:#795548 restaurant:#c62828 fast_food:#e65100 supermarket:#00796b \
             convenience:#6d6d00 shop:#9c27b0 hotel:#1565c0 bank:#283593 atm:#4527a0 museum:#ad1457 other:#757575; do
    id=${entry%%:*}; colour=${entry#*:}
    for glyph in 20 48; do
        marker=$((glyph * 3 / 2))
        rsvg-convert -w "$glyph" -h "$glyph" "$icons/$id.svg" -o "$work/$id-$glyph.png"
        convert -size "${marker}x${marker}" xc:none -fill "$colour" -stroke white -strokewidth 2 \
            -draw "circle $((marker / 2)),$((marker / 2)) $((marker / 2)),1" \
            "$work/$id-$glyph.png" -gravity center -composite "$work/$id-m$glyph.png"
    done
    convert -size 140x96 xc:"#eeeeee" \
        "$work/$id-m20.png" -gravity west -geometry +8-6 -composite \
        "$work/$id-m48.png" -gravity east -geometry +8-6 -composite \
        -gravity south -pointsize 12 -fill black -annotate +0+3 "$id" "$work/$id-tile.png"
    tiles="$tiles $work/$id-tile.png"
done
# Two rows of six, doubled with nearest-neighbour scaling so single pixels stay visible.
set -- $tiles
convert "$1" "$2" "$3" "$4" "$5" "$6" +append "$work/row1.png"
shift 6
convert "$1" "$2" "$3" "$4" "$5" "$6" +append "$work/row2.png"
convert "$work/row1.png" "$work/row2.png" -append -filter point -resize 200% "$sheet"
echo "render_icons.sh: contact sheet $sheet"
