"""`VERIFY_SYMBOL_REFS`: a class whose `verify` reads the flat symbol
references of some attributes only through their class (`llvm.call`'s
`callee`, `llvm.mlir.addressof`'s `global_name`: the symbols are checked by
`verify_symbol_uses`) is verified once per key with those symbols' names
left out. The symbols are still each checked, and every decision equals
that of a run that verifies every op (`_PASSED_KEPT = 0`).
"""

from __future__ import annotations

from typing import Any

import pytest

from verify_diagnostics import diagnostic, diagnostic_both_ways

_MODULE = """
llvm.mlir.global internal @x(1 : i32) : i32
llvm.mlir.global internal @y(2 : i32) : i32
llvm.func @f(i32) -> i32
llvm.func @g(i32) -> i32
llvm.func @h(i32, i32, i32) -> i32
llvm.func @k(i32, i32, i32) -> i32
llvm.func @main(%a: i32) -> i32 {
  %0 = llvm.call @f(%a) : (i32) -> i32
  %1 = llvm.call @g(%0) : (i32) -> i32
  %2 = llvm.call @h(%a, %0, %1) : (i32, i32, i32) -> i32
  %3 = llvm.call @k(%a, %0, %1) : (i32, i32, i32) -> i32
  %4 = llvm.mlir.addressof @x : !llvm.ptr
  %5 = llvm.mlir.addressof @y : !llvm.ptr
  LAST
  llvm.return %3 : i32
}
"""


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[Any]:
    """The ops named `name` whose `verify` runs, as the walk calls it."""
    import odsgen_dialects.llvm as llvm

    op_class = {"llvm.call": llvm.CallOp, "llvm.mlir.addressof": llvm.AddressOfOp}
    cls = op_class[name]
    original = cls.verify
    calls: list[Any] = []

    def counted(op: Any) -> None:
        calls.append(op)
        original(op)

    monkeypatch.setattr(cls, "verify", counted)
    return calls


def test_flags() -> None:
    import odsgen_dialects.llvm as llvm

    assert llvm.CallOp.VERIFY_SYMBOL_REFS == ("callee",)
    assert llvm.AddressOfOp.VERIFY_SYMBOL_REFS == ("global_name",)
    assert llvm.LoadOp.VERIFY_SYMBOL_REFS == ()


@pytest.mark.parametrize("name", ["llvm.call", "llvm.mlir.addressof"])
def test_ops_naming_other_symbols_are_verified_once(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _counting(monkeypatch, name)
    assert diagnostic(_MODULE.replace("LAST", "")) is None
    names = [op.attributes.items[0][1].root for op in calls]
    # One call of one operand and one of three; one address.
    assert names == (["f", "h"] if name == "llvm.call" else ["x"])


@pytest.mark.parametrize(
    "last, message",
    [
        # The same types as a passed call, a nested reference: not flat.
        (
            '%9 = "llvm.call"(%a) {callee = @f::@g} : (i32) -> i32',
            "attribute 'callee' failed to satisfy constraint: flat symbol",
        ),
        (
            '%9 = "llvm.mlir.addressof"() {global_name = @x::@y} : () -> !llvm.ptr',
            "attribute 'global_name' failed to satisfy constraint: flat symbol",
        ),
        # Like a passed one but for the symbol: its symbol uses still fail.
        (
            "%9 = llvm.call @nowhere(%a) : (i32) -> i32",
            "'nowhere' does not reference a symbol in the current scope",
        ),
        (
            "%9 = llvm.call @h(%a) : (i32) -> i32",
            "incorrect number of operands (1) for callee (expecting: 3)",
        ),
        (
            "%9 = llvm.mlir.addressof @nowhere : !llvm.ptr",
            "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
        ),
    ],
)
def test_ops_like_passed_ones_but_for_their_symbols(
    last: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _MODULE.replace("LAST", last)
    found = diagnostic_both_ways(text, monkeypatch)
    line = text.count("\n", 0, text.index(last)) + 1
    assert found is not None and f'"in.mlir":{line}:' in found, found
    assert message in found, found
