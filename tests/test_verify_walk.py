"""The verifier walks a function's blocks in place and enters the isolated
ops of a block one after another, queuing steps only where an op with
regions is met: the first error found must stay the one MLIR 16 reports.

Each case has two or more errors, one of them behind an op with regions
(which queues the rest of its block, the later blocks or the later
functions); the expected diagnostics are mlir-opt-16's.
"""

from __future__ import annotations

import subprocess

import pytest

import odsgen.ir.verifier as verifier
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from reference import MLIR_OPT, needs_mlir_opt

SAME_TYPE = "'arith.addi' op requires the same type for all operands and results"

# (input, "line:column: message" of the first error)
CASES = {
    "nested region before a later block": (
        """func.func @f(%c: i1) {
  %0 = arith.constant 1 : i32
  scf.if %c {
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i64
  }
  cf.br ^bb1
^bb1:
  %2 = "arith.addi"(%0, %0) : (i32, i32) -> i16
  return
}
""",
        f"4:10: {SAME_TYPE}",
    ),
    "dominance of a function before the next function": (
        """func.func @f(%c: i1) {
  %0 = arith.constant 1 : i32
  scf.if %c {
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  }
  cf.br ^bb1
^bb1:
  %2 = "arith.addi"(%0, %3) : (i32, i32) -> i32
  %3 = arith.constant 2 : i32
  return
}
func.func @g(%c: i1) {
  %0 = "arith.addi"(%c, %c) : (i1, i1) -> i32
  return
}
""",
        "8:8: operand #1 does not dominate this use",
    ),
    "functions after one with a nested region": (
        """func.func @f(%c: i1) {
  %0 = arith.constant 1 : i32
  scf.if %c {
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  }
  cf.br ^bb1
^bb1:
  %2 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  return
}
func.func @g(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = "arith.addi"(%c, %c) : (i1, i1) -> i32
  return
}
func.func @h(%c: i1) {
  %0 = "arith.addi"(%c, %c) : (i1, i1) -> i8
  return
}
""",
        f"14:8: {SAME_TYPE}",
    ),
    "nested region in a middle block": (
        """func.func @f(%c: i1) {
  %0 = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  scf.if %c {
    %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  }
  cf.br ^bb2
^bb2:
  %2 = "arith.addi"(%0, %0) : (i32, i32) -> i64
  return
}
""",
        f"10:8: {SAME_TYPE}",
    ),
}


def _first_error(text: str) -> str:
    """`line:column: message` of the verifier's error on `text`."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        with pytest.raises(DiagnosticError) as caught:
            verifier.verify(module, context)
    diagnostic = caught.value.diagnostic
    location = str(diagnostic.location).removeprefix('loc("in.mlir":').rstrip(")")
    return f"{location}: {diagnostic.message}"


@pytest.mark.parametrize("name", CASES)
def test_first_error_as_mlir(name: str) -> None:
    text, expected = CASES[name]
    assert _first_error(text) == expected


@pytest.mark.parametrize("name", CASES)
def test_first_error_without_kept_keys(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same error when every op is verified (no key kept)."""
    monkeypatch.setattr(verifier, "_PASSED_KEPT", 0)
    monkeypatch.setattr(verifier, "_BY_SIGNATURE", False)
    text, expected = CASES[name]
    assert _first_error(text) == expected


@needs_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_cases_match_mlir_opt(name: str) -> None:
    """The recorded diagnostics are mlir-opt-16's first error."""
    text, expected = CASES[name]
    result = subprocess.run(
        [MLIR_OPT, "-"], input=text, capture_output=True, text=True, check=False
    )
    assert result.returncode == 1
    position, message = expected.split(": ", 1)
    first = f"<stdin>:{position}: error: {message}\n"
    assert result.stderr.startswith(first), result.stderr
