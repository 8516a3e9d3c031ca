# Install Pinmap for one user (default) or system-wide: make install PREFIX=/usr/local
PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: install uninstall icons pot mo

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/uninstall.sh

# Re-export the hicolor PNGs after editing icons/pinmap.svg (needs rsvg-convert).
icons:
	sh tools/render_icons.sh --check

# Regenerate po/pinmap.pot from po/POTFILES and data/catalog.json (needs xgettext); commit the result.
pot:
	sh tools/pot.sh

# Compile po/*.po into .build/locale/<lang>/LC_MESSAGES/pinmap.mo, where a debug build looks (needs msgfmt).
mo:
	sh tools/mo.sh
