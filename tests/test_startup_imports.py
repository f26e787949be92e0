"""What odsgen-opt imports to parse, verify and print a small LLVM dialect
file: nothing of the rewrite driver, the folder, the conversions or the
LLVM IR importer, and no `ctypes` (only a text long enough to be cut
tunes the C library) nor `importlib.abc` (its `importlib.resources` pulls
in pathlib, zipfile and tempfile). Read from `-X importtime`, after `site`
(whose `.pth` files are the machine's, not odsgen's)."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import ROOT

SMALL = "module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n"
# Modules (and packages: any module below them) a small run must not import.
UNNEEDED = (
    "ctypes",
    "importlib.abc",
    "odsgen.ir.builder",
    "odsgen.ir.folder",
    "odsgen.ir.pattern",
    "odsgen.ir.rewrite",
    "odsgen.conversion",
    "odsgen.target",
    "odsgen.transforms.canonicalize",
)


def _imported_after_site(path: str) -> list[str]:
    """The modules `odsgen-opt path` imports once `site` has run."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "odsgen.tools.opt", path],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert result.stdout.startswith("module {")
    names = [
        line.rpartition("|")[2].strip()
        for line in result.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    ]
    return names[names.index("site") + 1 :] if "site" in names else names


def test_a_small_llvm_file_imports_only_what_it_uses(tmp_path):
    path = tmp_path / "small.mlir"
    path.write_text(SMALL)
    imported = _imported_after_site(str(path))
    assert "odsgen_dialects.llvm.ops" in imported
    unneeded = [
        name
        for name in imported
        if any(name == u or name.startswith(u + ".") for u in UNNEEDED)
    ]
    assert unneeded == []
