"""Symbol users keyed by `nearest_table_key` (`llvm.call`): the walk makes
their key itself, the op's class and `op_key` and its nearest symbol table,
and keeps one op per key in the whole run, not per function. Its decisions
must be those of the hook's key (`symbol_uses_key` called per op), and of
MLIR: a change to a callee made through the public API between two runs is
found by the second.
"""

from __future__ import annotations

import pytest

import odsgen.ir.verifier as verifier
from conftest import count_calls
from odsgen.asm import parse_source
from odsgen.ir.attributes import StringAttr, TypeAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.op_key import op_key
from odsgen.ir.symbol_table import nearest_symbol_table, nearest_table_key
from odsgen.ir.types import IntegerType

_CALLEE = "llvm.func @f(%x: i32) -> i32 {\n  llvm.return %x : i32\n}\n"
_CALLER = (
    "llvm.func @{name}(%x: i32) -> i32 {{\n"
    "  %0 = llvm.call @f(%x) : (i32) -> i32\n"
    "  %1 = llvm.call @f(%0) : (i32) -> i32\n"
    "  llvm.return %1 : i32\n}}\n"
)

CASES = {
    "callers in three functions": _CALLEE
    + "".join(_CALLER.format(name=f"g{i}") for i in range(3)),
    "a caller in a nested module, the callee outside": _CALLEE
    + "module @inner {\n"
    + _CALLER.format(name="g")
    + "}\n"
    + _CALLER.format(name="h"),
    "a call in an unknown op's region, then the same in a function": _CALLEE
    + "llvm.func @g(%x: i32) {\n"
    + '  "xx.holder"() ({\n    %0 = llvm.call @f(%x) : (i32) -> i32\n'
    + "  }) : () -> ()\n  llvm.return\n}\n"
    + _CALLER.format(name="h"),
    "a wrong call after right ones elsewhere": _CALLEE
    + _CALLER.format(name="g")
    + "llvm.func @h(%x: i64) -> i32 {\n"
    + "  %0 = llvm.call @f(%x) : (i64) -> i32\n  llvm.return %0 : i32\n}\n",
    "an unknown callee after known ones": _CALLEE
    + _CALLER.format(name="g")
    + "llvm.func @h(%x: i32) -> i32 {\n"
    + "  %0 = llvm.call @nowhere(%x) : (i32) -> i32\n  llvm.return %0 : i32\n}\n",
}


def _error(text: str) -> str | None:
    """The verifier's error on `text`, with its location and notes; None
    if it passes."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        try:
            verifier.verify(module, context)
        except DiagnosticError as error:
            found = error.diagnostic
            notes = [note.message for note in found.notes]
            return f"{found.location}: {found.message} {notes}"
    return None


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_walks_keys_decide_as_the_hooks(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same diagnostic with the walk's keys, with the hook's key called
    per op (the walk not knowing `nearest_table_key`), and checking every
    use (no key kept)."""
    text = CASES[name]
    made = _error(text)
    with monkeypatch.context() as patch:
        patch.setattr(verifier, "nearest_table_key", object())
        assert _error(text) == made
    with monkeypatch.context() as patch:
        patch.setattr(verifier, "_symbol_uses_hold", lambda users, tables: False)
        assert _error(text) == made


def test_keys_are_the_hooks() -> None:
    """`llvm.call`'s `symbol_uses_key` is `nearest_table_key`: its class,
    its `op_key` and its `nearest_symbol_table`, None past an unknown op."""
    import odsgen_dialects.llvm as llvm

    assert llvm.CallOp.symbol_uses_key is nearest_table_key
    with Context(allow_unregistered_dialects=True) as context:
        text = CASES["a call in an unknown op's region, then the same in a function"]
        module = parse_source(text, context, "in.mlir")
        calls = [op for op in module.walk() if op.name == "llvm.call"]
        tables = [nearest_symbol_table(op) for op in calls]
        assert tables == [None, module, module]
        for call, table in zip(calls, tables):
            assert call.symbol_uses_key(op_key(call)) == (
                llvm.CallOp,
                op_key(call),
                table,
            )


def test_calls_alike_in_many_functions_are_checked_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Six calls of one key in three functions: one check of their symbol uses."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.CallOp, "verify_symbol_uses")
    assert _error(CASES["callers in three functions"]) is None
    assert len(calls) == 1


def _verified_twice(text: str, change: str) -> str:
    """The error of a second run on `text` after `change` to its callee `@f`
    (the first run passes)."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        verifier.verify(module, context)
        callee = next(op for op in module.walk() if op.name == "llvm.func")
        if change == "renamed":
            callee.set_attr("sym_name", StringAttr.get("renamed"))
        else:
            old = callee.attributes.get_attr("function_type").value
            retyped = type(old).get(old.return_type, (IntegerType.get(64),), False)
            callee.set_attr("function_type", TypeAttr.get(retyped))
        with pytest.raises(DiagnosticError) as raised:
            verifier.verify(module, context)
    return raised.value.diagnostic.message


@pytest.mark.parametrize(
    "change, message",
    [
        ("renamed", "'f' does not reference a symbol in the current scope"),
        ("retyped", "operand type mismatch for operand 0: 'i32' != 'i64'"),
    ],
)
def test_a_callee_changed_between_runs(change: str, message: str) -> None:
    """Renamed, or its argument retyped (a declaration: no body to match)."""
    text = "llvm.func @f(i32) -> i32\n" + "".join(
        _CALLER.format(name=f"g{i}") for i in range(3)
    )
    found = _verified_twice(text, change)
    assert message in found, found
