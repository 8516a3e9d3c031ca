#!/usr/bin/env python3
"""Writes Debian's changelog (native format) from the AppStream metainfo's <releases>, the one place the
release notes are kept. Usage: changelog.py METAINFO.xml > changelog"""
import datetime
import sys
import textwrap
import xml.etree.ElementTree as ET  # our own file; ElementTree resolves no external entities or DTDs

MAINTAINER = "The Pinmap contributors <pinmap@users.noreply.github.com>"


def items(release):
    """The release's list items, else its paragraphs, as one line each."""
    desc = release.find("description")
    if desc is None:
        return ["Release " + release.get("version")]
    lis = [" ".join("".join(li.itertext()).split()) for li in desc.iter("li")]
    ps = [" ".join("".join(p.itertext()).split()) for p in desc.iter("p")]
    return lis or ps


def main():
    root = ET.parse(sys.argv[1]).getroot()
    out = []
    for release in root.iter("release"):
        date = datetime.datetime.strptime(release.get("date"), "%Y-%m-%d").replace(tzinfo=datetime.timezone.utc)
        out.append(f"pinmap ({release.get('version')}) unstable; urgency=medium\n")
        # Debian wants lines of at most 80 columns.
        for item in items(release):
            out.extend(textwrap.wrap(item, 78, initial_indent="  * ", subsequent_indent="    "))
        out.append(f"\n -- {MAINTAINER}  {date.strftime('%a, %d %b %Y %H:%M:%S +0000')}\n")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
