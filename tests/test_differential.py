"""Differential tests: odsgen-opt prints what mlir-opt-16 prints, flag for flag."""

from __future__ import annotations

import pytest

from conftest import MLIR_DIR, run_opt
from reference import mlir_opt

PRINT_FLAGS = [
    [],
    ["--mlir-print-op-generic"],
    ["--mlir-print-debuginfo"],
    ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    ["--mlir-print-local-scope"],
]
ROUNDTRIP_FILES = [
    "builtin_types_attrs.mlir",
    "generic_structure.mlir",
    "aliases.mlir",
    "builtin_ops.mlir",
    "resources.mlir",
]


@pytest.mark.parametrize("flags", PRINT_FLAGS, ids=lambda f: " ".join(f) or "default")
@pytest.mark.parametrize("name", ROUNDTRIP_FILES)
def test_prints_like_mlir_opt(name: str, flags: list[str]) -> None:
    text = (MLIR_DIR / name).read_text()
    args = ["--allow-unregistered-dialect", *flags]
    expected = mlir_opt(args, text)
    assert expected.returncode == 0, expected.stderr
    status, out, err = run_opt([*args, "-"], stdin_text=text)
    assert status == 0, err
    assert out == expected.stdout


def test_split_output_like_mlir_opt() -> None:
    text = (MLIR_DIR / "invalid_structure.mlir").read_text()
    args = ["--allow-unregistered-dialect", "--split-input-file"]
    expected = mlir_opt(args, text)
    status, out, _ = run_opt([*args, "-"], stdin_text=text)
    assert (status, out) == (expected.returncode, expected.stdout)


@pytest.mark.parametrize("name", ["invalid_structure.mlir"])
def test_verify_diagnostics(name: str) -> None:
    path = str(MLIR_DIR / name)
    args = [
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--verify-diagnostics",
    ]
    status, _, err = run_opt([*args, path])
    assert status == 0, err


@pytest.mark.parametrize("name", ["invalid_structure.mlir"])
def test_expectations_hold_for_mlir_opt(name: str) -> None:
    """The expected-* comments of our invalid cases are MLIR 16's own diagnostics."""
    text = (MLIR_DIR / name).read_text()
    args = [
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--verify-diagnostics",
    ]
    result = mlir_opt(args, text)
    assert result.returncode == 0, result.stderr


ERROR_CASES = sorted(p.name for p in (MLIR_DIR / "errors").glob("*.mlir"))


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-debuginfo"]], ids=["plain", "debuginfo"]
)
@pytest.mark.parametrize("name", ERROR_CASES + ["invalid_structure.mlir"])
def test_diagnostics_like_mlir_opt(name: str, flags: list[str]) -> None:
    """Errors, notes, source lines and carets: stderr byte for byte, and the exit status."""
    path = MLIR_DIR / "errors" / name
    if not path.exists():
        path = MLIR_DIR / name
    args = ["--allow-unregistered-dialect", "--split-input-file", *flags]
    text = path.read_text()
    expected = mlir_opt(args, text)
    status, out, err = run_opt([*args, "-"], stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)
