#!/bin/sh
# Compiles every po/<lang>.po into DIR/<lang>/LC_MESSAGES/pinmap.mo (default .build/locale, where a debug
# build's pinmap looks). Usage: tools/mo.sh [DIR]. Needs msgfmt (gettext).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$root/.build/locale}
for po in "$root"/po/*.po; do
    lang=$(basename "$po" .po)
    mkdir -p "$dir/$lang/LC_MESSAGES"
    msgfmt --check --output-file="$dir/$lang/LC_MESSAGES/pinmap.mo" "$po"
done
