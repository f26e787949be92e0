"""Regression tests for the findings of issue 17 (bad input): each case once
ended in a traceback, a hang, or a decision other than mlir-opt-16's."""

from __future__ import annotations

import pytest

from conftest import ROOT, run_opt
from reference import mlir_opt, needs_mlir_opt

LLVM = ["--load-dialect", str(ROOT / "generated" / "llvm")]


def _nested_array(depth: int) -> str:
    return "!llvm.array<2 x " * depth + "i8" + ">" * depth


VOID_ARGUMENT = "llvm.func @foo(!llvm.void)\n"
VOID_ARGUMENT_OUT = "module {\n  llvm.func @foo(!llvm.void)\n}\n\n"

BARE_PERCENT = """\
llvm.func @f(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return %arg0 : !llvm.ptr<i8>
}
llvm.func @g(%arg0: !llvm.ptr<i8>) -> !llvm.ptr<i8> {
  llvm.return % : !llvm.ptr<i8>
}
"""


def test_void_argument_in_a_signature_is_accepted_as_mlir_does() -> None:
    # MLIR builds the signature's type with the unchecked `get`.
    assert run_opt(LLVM + ["-"], VOID_ARGUMENT) == (0, VOID_ARGUMENT_OUT, "")


def test_void_argument_in_a_function_type_is_still_an_error() -> None:
    status, out, err = run_opt(
        LLVM + ["--allow-unregistered-dialect", "-"],
        '"xx.op"() {t = !llvm.func<void (void)>} : () -> ()\n',
    )
    assert status == 1 and out == ""
    assert "error: invalid function argument type: '!llvm.void'" in err


def test_bare_percent_after_a_line_of_the_same_shape() -> None:
    status, out, err = run_opt(LLVM + ["-"], BARE_PERCENT)
    assert (status, out) == (1, "")
    assert err.startswith("<stdin>:5:15: error: invalid SSA name\n")


def test_bare_caret_after_a_line_of_the_same_shape() -> None:
    text = (
        "llvm.func @f() {\n  llvm.br ^bb1\n^bb1:\n  llvm.br ^bb1\n"
        "^bb2:\n  llvm.br ^\n}\n"
    )
    status, _, err = run_opt(LLVM + ["-"], text)
    assert status == 1
    assert err.startswith("<stdin>:6:11: error: invalid identifier\n")


def test_diagnostic_note_printing_a_deeply_nested_type() -> None:
    type_ = _nested_array(1000)
    text = f"llvm.func @f(%a: {type_}) {{\n  llvm.return %a : {type_}\n}}\n"
    status, out, err = run_opt(LLVM + ["-"], text)
    assert (status, out) == (1, "")
    assert "error: 'llvm.return' op expected no operands" in err
    assert 'note: see current operation: "llvm.return"(%arg0)' in err


@needs_mlir_opt
@pytest.mark.parametrize("text", [VOID_ARGUMENT, BARE_PERCENT])
def test_same_decision_as_mlir_opt(text: str) -> None:
    ours = run_opt(LLVM + ["-"], text)
    theirs = mlir_opt([], text)
    assert ours[0] == theirs.returncode
    assert ours[1] == theirs.stdout


@pytest.mark.parametrize(
    "opener, printed", [("!llvm.ptr<", "ptr<"), ("!llvm.array<2 x ", "array<2 x ")]
)
def test_nested_llvm_types_scan_their_text_once(opener: str, printed: str) -> None:
    # Each level once rescanned the rest of the type: quadratic in depth.
    depth = 10_000
    text = f"llvm.func @f({opener * depth}i8{'>' * depth})\n"
    status, out, err = run_opt(LLVM + ["-"], text)
    assert status == 0, err[:300]
    expected = opener + printed * (depth - 1) + "i8" + ">" * depth
    assert out == f"module {{\n  llvm.func @f({expected})\n}}\n\n"
