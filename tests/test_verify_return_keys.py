"""`llvm.return` is verified once per key (`ReturnOpHooks.verify_key`): its
own `op_key` and the result type of its function, which is all its checks
read besides whether it ends its block. Returns of functions differing in
their arguments share one check; a change of the function's result type,
made after a run through the public API, is found by the next run.
"""

from __future__ import annotations

import pytest

import odsgen.ir.verifier as verifier
from conftest import count_calls
from odsgen.asm import parse_source
from odsgen.ir.attributes import TypeAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.types import IntegerType

_FUNC = "llvm.func @{name}(%arg0: i64{more}) -> i64 {{\n  llvm.return %arg0 : i64\n}}\n"


def _error(text: str) -> str | None:
    """The verifier's message and notes on `text`, or None if it passes."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        try:
            verifier.verify(module, context)
        except DiagnosticError as error:
            found = error.diagnostic
            return (
                f"{found.location}: {found.message} {[n.message for n in found.notes]}"
            )
    return None


def test_returns_of_one_result_type_share_a_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Functions of other argument types, one result type: one check."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.ReturnOp, "verify")
    extra = ["", ", %arg1: i32", ", %arg1: !llvm.ptr", ", %arg1: i1"]
    text = "".join(
        _FUNC.format(name=f"f{i}", more=more) for i, more in enumerate(extra)
    )
    assert _error(text) is None
    assert len(calls) == 1


@pytest.mark.parametrize(
    "second, message",
    [
        (
            "llvm.func @g(%arg0: i64, %arg1: i32) -> i32 {\n"
            "  llvm.return %arg0 : i64\n}\n",
            "mismatching result types",
        ),
        (
            "llvm.func @g(%arg0: i64, %arg1: i32) {\n  llvm.return %arg0 : i64\n}\n",
            "expected no operands",
        ),
        (  # a return outside an `llvm.func` passes (nothing compared) first
            "func.func @h(%arg0: i64) {\n  llvm.return %arg0 : i64\n}\n"
            "llvm.func @g(%arg0: i64) -> i32 {\n  llvm.return %arg0 : i64\n}\n",
            "mismatching result types",
        ),
    ],
)
def test_a_return_like_a_passed_one_in_another_function(
    second: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A return of a key that passed, in a function of another result type
    (or outside a function), still gets its error: the one of a run
    checking every op."""
    text = _FUNC.format(name="f", more="") + second
    cached = _error(text)
    with monkeypatch.context() as patch:
        patch.setattr(verifier, "_PASSED_KEPT", 0)
        patch.setattr(verifier, "_BY_SIGNATURE", False)
        assert _error(text) == cached
    assert cached is not None and message in cached, cached


def test_a_function_retyped_after_a_run_fails_the_next() -> None:
    """The result type changed through `set_attr` between two runs: the
    second run checks the return again and reports the mismatch."""
    import odsgen_dialects.llvm as llvm

    text = _FUNC.format(name="f", more="") + _FUNC.format(name="g", more="")
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        verifier.verify(module, context)
        func = list(module.regions[0].blocks[0])[1]
        old = func.attributes.get_attr("function_type").value
        retyped = llvm.LLVMFunctionType.get(
            IntegerType.get(32), tuple(old.params), old.var_arg
        )
        func.set_attr("function_type", TypeAttr.get(retyped))
        with pytest.raises(DiagnosticError) as raised:
            verifier.verify(module, context)
    assert (
        raised.value.diagnostic.message == "'llvm.return' op mismatching result types"
    )
