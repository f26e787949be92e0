"""Running the reference tool, `mlir-opt-16`, for differential tests."""

from __future__ import annotations

import shutil
import subprocess

import pytest

MLIR_OPT = shutil.which("mlir-opt-16")
SPLIT = "\n// -----\n"

needs_mlir_opt = pytest.mark.skipif(
    MLIR_OPT is None,
    reason="mlir-opt-16 not installed (apt-get install -y mlir-16-tools)",
)


def mlir_opt(args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    """Run mlir-opt-16 with `args` on `text` given on standard input."""
    assert MLIR_OPT is not None
    return subprocess.run(
        [MLIR_OPT, *args, "-"],
        input=text,
        capture_output=True,
        text=True,
        errors="surrogateescape",
        check=False,
    )


def generic_chunks(path: str) -> list[str]:
    """mlir-opt-16's generic form of every `// -----` case of `path` ('' where it fails)."""
    assert MLIR_OPT is not None
    result = subprocess.run(
        [MLIR_OPT, "--mlir-print-op-generic", "--split-input-file", path],
        capture_output=True,
        text=True,
        errors="surrogateescape",
        check=False,
    )
    return result.stdout.split(SPLIT)
