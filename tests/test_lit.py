"""MLIR-style tests with lit: the examples in tests/lit, and a user's own
directory set up with odsgen.tools.litconfig."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

pytest.importorskip("lit")
pytestmark = pytest.mark.skipif(
    shutil.which("filecheck") is None,
    reason="filecheck not installed (pip install filecheck)",
)

LIT = [sys.executable, "-c", "from lit.main import main; main()"]
CONFIG = "from odsgen.tools.litconfig import configure\nconfigure(config)\n"


def _lit(directory: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*LIT, "-v", str(directory)], capture_output=True, text=True, check=False
    )


def test_the_examples_pass() -> None:
    result = _lit(ROOT / "tests" / "lit")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Passed: 4" in result.stdout


def test_a_users_directory(tmp_path: Path) -> None:
    (tmp_path / "lit.cfg.py").write_text(CONFIG)
    (tmp_path / "good.mlir").write_text(
        "// RUN: odsgen-opt %s | FileCheck %s\n"
        "// CHECK: llvm.mlir.constant(7 : i32) : i32\n"
        "%0 = llvm.mlir.constant(7 : i32) : i32\n"
    )
    (tmp_path / "bad.mlir").write_text(
        "// RUN: odsgen-opt %s | filecheck %s\n"
        "// CHECK: llvm.mlir.constant(8 : i32)\n"
        "%0 = llvm.mlir.constant(7 : i32) : i32\n"
    )
    result = _lit(tmp_path)
    assert result.returncode == 1
    assert "PASS: odsgen :: good.mlir" in result.stdout
    assert "FAIL: odsgen :: bad.mlir" in result.stdout
