# Install Pinmap for one user (default) or system-wide: make install PREFIX=/usr/local
PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: install uninstall icons

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/uninstall.sh

# Re-export the hicolor PNGs after editing icons/pinmap.svg (needs rsvg-convert).
icons:
	sh tools/render_icons.sh --check
