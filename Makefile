# Install Pinmap for one user (default) or system-wide: make install PREFIX=/usr/local
PREFIX ?= $(HOME)/.local
DESTDIR ?=

.PHONY: install uninstall deb test-deb icons pot mo

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" sh tools/uninstall.sh

# dist/pinmap_VERSION_ARCH.deb: release build (Swift runtime linked in), the same files as install, lintian-checked.
deb:
	bash tools/package/deb.sh

# Installs that package into a clean Debian 12 root and checks it there (as root; see docs/PACKAGING.md).
test-deb:
	bash tools/package/test-deb.sh

# Re-export the hicolor PNGs after editing icons/pinmap.svg (needs rsvg-convert).
icons:
	sh tools/render_icons.sh --check

# Regenerate po/pinmap.pot from po/POTFILES and data/catalog.json (needs xgettext); commit the result.
pot:
	sh tools/pot.sh

# Compile po/*.po into .build/locale/<lang>/LC_MESSAGES/pinmap.mo, where a debug build looks (needs msgfmt).
mo:
	sh tools/mo.sh
