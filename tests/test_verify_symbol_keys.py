"""Symbol uses kept once per class and `op_key` among the ops of one parent.

The walk adds one op per class and `op_key` of each parent op's blocks to
its symbol table's users (a `symbol_uses_key` depends on nothing else), so
that repeated calls are neither keyed nor checked again. The diagnostics
must be those of checking every use in MLIR's order, and mlir-opt-16's.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.ir import verifier
from reference import mlir_opt

LLVM_ARGS = [
    "--allow-unregistered-dialect",
    "--load-dialect",
    str(ROOT / "generated" / "llvm"),
]

CASES = {
    "repeated calls, the last unresolved": """
llvm.func @f(%x: i32) -> i32 {
  %0 = llvm.call @f(%x) : (i32) -> i32
  %1 = llvm.call @f(%x) : (i32) -> i32
  %2 = llvm.call @f(%1) : (i32) -> i32
  %3 = llvm.call @g(%2) : (i32) -> i32
  llvm.return %3 : i32
}
""",
    "repeated calls in blocks, one with the wrong operand type": """
llvm.func @f(%x: i32, %y: i64) -> i32 {
  %0 = llvm.call @f(%x, %y) : (i32, i64) -> i32
  llvm.br ^bb1
^bb1:
  %1 = llvm.call @f(%x, %y) : (i32, i64) -> i32
  %2 = llvm.call @f(%y, %y) : (i64, i64) -> i32
  llvm.return %1 : i32
}
""",
    "the same call in the function and in a region of an unknown op": """
llvm.func @f() {
  llvm.call @f() : () -> ()
  "xx.holder"() ({
    llvm.call @f() : () -> ()
  }) : () -> ()
  llvm.call @f() : () -> ()
  llvm.return
}
""",
    "the same call under two symbol tables": """
llvm.func @f() {
  llvm.call @f() : () -> ()
  llvm.return
}
module @inner {
  llvm.func @g() {
    llvm.call @f() : () -> ()
    llvm.return
  }
}
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_symbol_uses_kept_once_agree_with_the_walk(name: str, monkeypatch: Any) -> None:
    text = CASES[name]
    kept = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    monkeypatch.setattr(verifier, "_symbol_uses_hold", lambda users, tables: False)
    assert kept == run_opt([*LLVM_ARGS, "-"], stdin_text=text)


@pytest.mark.parametrize("name", sorted(CASES))
def test_symbol_uses_kept_once_like_mlir_opt(name: str) -> None:
    text = CASES[name]
    expected = mlir_opt(["--allow-unregistered-dialect"], text)
    status, out, err = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)
