"""The source distribution holds what a build from it compiles: every
Cython declaration file (`.pxd`) and Cython source (`.pyx`) of the tree,
without which the accelerator would silently not be built."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

from conftest import ROOT


def test_the_sdist_holds_every_cython_file(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "setup.py", "-q", "egg_info", "--egg-base", str(tmp_path)]
        + ["sdist", "-d", str(tmp_path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    (archive,) = tmp_path.glob("*.tar.gz")
    with tarfile.open(archive) as sdist:
        packed = {name.partition("/")[2] for name in sdist.getnames()}
    cython_files = {
        str(path.relative_to(ROOT))
        for pattern in ("*.pxd", "*.pyx")
        for path in (ROOT / "odsgen").rglob(pattern)
    }
    assert cython_files
    assert cython_files <= packed, sorted(cython_files - packed)
