"""MLIR 16's LLVM canonicalization test (Dialect/LLVMIR/canonicalize.mlir)
through odsgen-opt's pass pipeline: its CHECK lines pass filecheck, and the
output is byte for byte mlir-opt-16's."""

from __future__ import annotations


from conftest import CONFORMANCE, ROOT, filecheck, run_opt
from reference import mlir_opt

CANONICALIZE = CONFORMANCE / "Dialect" / "LLVMIR" / "canonicalize.mlir"
PIPELINE = "--pass-pipeline=builtin.module(llvm.func(canonicalize{test-convergence}))"
DIALECTS = [
    arg
    for name in ("llvm", "func", "arith")
    for arg in ("--load-dialect", str(ROOT / "generated" / name))
]


def canonicalized() -> str:
    status, out, err = run_opt(
        [*DIALECTS, PIPELINE, "--split-input-file", str(CANONICALIZE)]
    )
    assert status == 0, err
    return out


def test_canonicalize_passes_its_check_lines() -> None:
    result = filecheck(CANONICALIZE, canonicalized())
    assert result.returncode == 0, result.stderr


def test_canonicalize_prints_as_mlir_opt() -> None:
    expected = mlir_opt([PIPELINE, "--split-input-file"], CANONICALIZE.read_text())
    assert expected.returncode == 0, expected.stderr
    assert canonicalized() == expected.stdout
