#!/bin/sh
# Usage: setup-fake-desktop.sh ROOT RECORDER
# Makes ROOT/data/applications/fake-browser.desktop and ROOT/config/mimeapps.list so GIO and xdg-open
# send https and geo: links to RECORDER. Point XDG_DATA_HOME at ROOT/data and XDG_CONFIG_HOME at ROOT/config.
set -eu
root=$1 recorder=$2
mkdir -p "$root/data/applications" "$root/config"
cat > "$root/data/applications/fake-browser.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Fake Browser
Exec=$recorder %u
MimeType=x-scheme-handler/https;x-scheme-handler/http;x-scheme-handler/geo;
DESKTOP
# GIO indexes MimeType= of a desktop folder only through its mimeinfo.cache (update-desktop-database writes it).
cat > "$root/data/applications/mimeinfo.cache" <<CACHE
[MIME Cache]
x-scheme-handler/geo=fake-browser.desktop;
x-scheme-handler/http=fake-browser.desktop;
x-scheme-handler/https=fake-browser.desktop;
CACHE
cat > "$root/config/mimeapps.list" <<MIME
[Default Applications]
x-scheme-handler/https=fake-browser.desktop
x-scheme-handler/http=fake-browser.desktop
x-scheme-handler/geo=fake-browser.desktop
MIME
