"""`llvm.call`'s and `llvm.mlir.addressof`'s symbol use checks: each
failure reported as mlir-opt-16 reports it (the first failing use in MLIR's
order, its message), and the verifier's quick pass over the users of a
symbol table (`_symbol_uses_hold`, one check per key) deciding as the
checks in MLIR's order (`_verify_symbol_uses`) do.
"""

from __future__ import annotations

import pytest

import odsgen.ir.verifier as verifier
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.symbol_table import SymbolTableCollection
from verify_diagnostics import diagnostic

# Each case: its text and mlir-opt-16's first error (location, message).
CASES = {
    "the first of two mismatched operands": (
        "llvm.func @f(i32, i64) -> i32\n"
        "llvm.func @g(%x: i64, %y: i32) -> i32 {\n"
        "  %0 = llvm.call @f(%x, %y) : (i64, i32) -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'",
    ),
    "too few operands for a varargs callee": (
        "llvm.func @v(i32, ...) -> i32\n"
        "llvm.func @g(%x: i32) -> i32 {\n"
        "  %0 = llvm.call @v() : () -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.call' op incorrect number of operands (0) for varargs callee (expecting at least: 1)",
    ),
    "a varargs call's extra operands, then a mismatched one": (
        "llvm.func @v(i32, ...) -> i32\n"
        "llvm.func @g(%x: i32, %y: i64) -> i32 {\n"
        "  %0 = llvm.call @v(%x, %y, %y) : (i32, i64, i64) -> i32\n"
        "  %1 = llvm.call @v(%y) : (i64) -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":4:8): 'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'",
    ),
    "a value of a void callee": (
        "llvm.func @n() \n"
        "llvm.func @g() -> i32 {\n"
        "  %0 = llvm.call @n() : () -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.call' op calling function with void result must not produce values",
    ),
    "a global called, after a mismatched result elsewhere": (
        "llvm.mlir.global internal @gl(0 : i32) : i32\n"
        "llvm.func @f(i32) -> i64\n"
        "llvm.func @g(%x: i32) -> i32 {\n"
        "  %0 = llvm.call @f(%x) : (i32) -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n"
        "llvm.func @h(%x: i32) -> i32 {\n"
        "  %0 = llvm.call @gl(%x) : (i32) -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":8:8): 'llvm.call' op 'gl' does not reference a valid LLVM function",
    ),
    "the address of a global in another address space": (
        "llvm.mlir.global internal @gl(0 : i32) {addr_space = 1 : i32} : i32\n"
        "llvm.func @g(%x: i32) -> i32 {\n"
        "  %0 = llvm.mlir.addressof @gl : !llvm.ptr\n"
        "  llvm.return %x : i32\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.mlir.addressof' op pointer address space must match address space of the referenced global",
    ),
    "a mismatched address of a function before a mismatched call": (
        "llvm.func @f(i32) -> i64\n"
        "llvm.func @g(%x: i32) {\n"
        "  %1 = llvm.call @f(%x) : (i32) -> i64\n"
        "  %0 = llvm.mlir.addressof @f : !llvm.ptr<func<i32 (i32)>>\n"
        "  llvm.call @f(%x) : (i32) -> ()\n"
        "  llvm.return\n"
        "}\n",
        "loc(\"in.mlir\":4:8): 'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced function",
    ),
    "a mismatched result": (
        "llvm.func @f(i32) -> i64\n"
        "llvm.func @g(%x: i32) -> i32 {\n"
        "  %0 = llvm.call @f(%x) : (i32) -> i32\n"
        "  llvm.return %0 : i32\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.call' op result type mismatch: 'i32' != 'i64'",
    ),
    "no value of a callee with a result": (
        "llvm.func @f(i32) -> i64\n"
        "llvm.func @g(%x: i32) {\n"
        "  llvm.call @f(%x) : (i32) -> ()\n"
        "  llvm.return\n"
        "}\n",
        "loc(\"in.mlir\":3:3): 'llvm.call' op expected function call to produce a value",
    ),
    "a right call, then one of too many operands": (
        "llvm.func @f(i32) -> i64\n"
        "llvm.func @g(%x: i32) {\n"
        "  %0 = llvm.call @f(%x) : (i32) -> i64\n"
        "  %1 = llvm.call @f(%x, %x) : (i32, i32) -> i64\n"
        "  llvm.return\n"
        "}\n",
        "loc(\"in.mlir\":4:8): 'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)",
    ),
    "a typed pointer to another type than the global's": (
        "llvm.mlir.global internal @gl(0 : i32) : i32\n"
        "llvm.func @g(%x: i32) {\n"
        "  %0 = llvm.mlir.addressof @gl : !llvm.ptr<i64>\n"
        "  llvm.return\n"
        "}\n",
        "loc(\"in.mlir\":3:8): 'llvm.mlir.addressof' op the type must be a pointer to the type of the referenced global",
    ),
}

_RIGHT = (
    "llvm.mlir.global internal @gl(0 : i32) : i32\n"
    "llvm.func @v(i32, ...) -> i32\n"
    "llvm.func @n(!llvm.ptr)\n"
    "llvm.func @g(%x: i32, %p: !llvm.ptr, %q: !llvm.ptr<func<void (i32)>>) -> i32 {\n"
    "  %0 = llvm.call @v(%x, %p) : (i32, !llvm.ptr) -> i32\n"
    "  llvm.call @n(%p) : (!llvm.ptr) -> ()\n"
    "  %1 = llvm.mlir.addressof @gl : !llvm.ptr<i32>\n"
    "  %2 = llvm.mlir.addressof @v : !llvm.ptr\n"
    "  llvm.call %q(%x) : (i32) -> ()\n"
    "  llvm.return %0 : i32\n"
    "}\n"
)


@pytest.mark.parametrize("name", CASES)
def test_failures_reported_as_mlir(name: str) -> None:
    text, expected = CASES[name]
    assert diagnostic(text) == expected


def _users(module: object) -> list[tuple[object, None]]:
    """The ops below `module` with symbol uses, each unkeyed (checked)."""
    return [
        (op, None)
        for op in module.walk()  # type: ignore[attr-defined]
        if getattr(op, "verify_symbol_uses", None) is not None
    ]


@pytest.mark.parametrize("text", [*(text for text, _ in CASES.values()), _RIGHT])
def test_quick_pass_decides_as_mlir_order(text: str) -> None:
    """`_symbol_uses_hold` passes exactly the modules whose uses, checked
    in MLIR's order, all pass."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        tables = SymbolTableCollection()
        held = verifier._symbol_uses_hold(_users(module), tables)
        try:
            verifier._verify_symbol_uses(module)
        except DiagnosticError:
            assert not held
        else:
            assert held


def test_right_uses_pass() -> None:
    assert diagnostic(_RIGHT) is None
