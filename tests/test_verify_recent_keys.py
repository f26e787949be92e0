"""The walk's recent keys (`verifier._RECALLED`): an op whose `op_key` is one
of the last keys of its class that passed is taken as passed without its key
built and looked up in the class's set. The answer must be the set's: an op
differing from the recent keys in any item (its attribute dictionary, an
operand's or its result's type) is verified, and the decisions equal those
of a run that verifies every op (`_PASSED_KEPT = 0`).
"""

from __future__ import annotations

from typing import Any

import pytest

import odsgen.ir.verifier as verifier
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from verify_diagnostics import diagnostic, diagnostic_both_ways
from odsgen.ir.op_key import op_key

# Three keys of each shape pass first (they fill the recent keys of their
# class), each met twice so that the later ones are recalled.
_PASSING = """
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %b = llvm.alloca %n x i64 : (i32) -> !llvm.ptr
  %c = llvm.alloca %n x i16 : (i32) -> !llvm.ptr
  %d = llvm.add %n, %n : i32
  %e = llvm.add %m, %m : i64
  %f = llvm.add %x, %x : i16
  %g = llvm.mlir.undef : i32
  %h = llvm.mlir.undef : i64
  %i = llvm.mlir.undef : i16
  llvm.store %n, %a : i32, !llvm.ptr
  llvm.store %m, %b : i64, !llvm.ptr
  llvm.store %x, %c : i16, !llvm.ptr
  %j = llvm.load %a : !llvm.ptr -> i32
  %k = llvm.load %b : !llvm.ptr -> i64
  %l = llvm.load %c : !llvm.ptr -> i16
"""


def _function(bad: str) -> str:
    """A function running the passing ops twice, then `bad`."""
    return (
        "llvm.func @f(%n: i32, %m: i64, %x: i16) {"
        + _PASSING
        + _PASSING.replace("%", "%r")
        .replace("%rn", "%n")
        .replace("%rm", "%m")
        .replace("%rx", "%x")
        + f"  {bad}\n  llvm.return\n}}\n"
    )


def test_the_passing_ops_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    assert (
        diagnostic_both_ways(_function("%z = llvm.mlir.undef : i32"), monkeypatch)
        is None
    )


@pytest.mark.parametrize(
    "bad, message",
    [
        # The dictionary differs (no `elem_type`), the types are recalled ones.
        (
            '%z = "llvm.alloca"(%n) : (i32) -> !llvm.ptr',
            "expected 'elem_type' attribute if opaque pointer type is used",
        ),
        # The result type differs from the recent keys' (two operands).
        (
            '%z = "llvm.add"(%n, %n) : (i32, i32) -> i64',
            "requires the same type for all operands and results",
        ),
        # The first operand's type differs.
        (
            '%z = "llvm.add"(%m, %n) : (i64, i32) -> i32',
            "requires the same type for all operands and results",
        ),
        # The second operand's type differs.
        (
            '%z = "llvm.add"(%n, %m) : (i32, i64) -> i32',
            "requires the same type for all operands and results",
        ),
        # No operand: the result's type differs.
        (
            '%z = "llvm.mlir.undef"() : () -> index',
            "must be LLVM dialect-compatible type",
        ),
        # No result, two operands: the address's type differs.
        (
            '"llvm.store"(%n, %n) : (i32, i32) -> ()',
            "must be LLVM pointer to LLVM type with size",
        ),
    ],
)
def test_an_op_differing_from_the_recent_keys_is_verified(
    bad: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _function(bad)
    line = text.count("\n", 0, text.index(bad)) + 1
    found = diagnostic_both_ways(text, monkeypatch)
    assert found is not None and f'"in.mlir":{line}:' in found, found
    assert message in found, found


def _walked(text: str) -> tuple[Any, Any]:
    """A walk run over `text` (which verifies) and the module."""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        walk = verifier._Walk(module, context)
        walk.run()
    return walk, module


def test_recent_keys_are_passed_keys_of_their_class() -> None:
    """Each recent key (a placeholder apart) is held with its own items, is
    one of its class's passed keys, and the last one passed comes first."""
    walk, module = _walked(_function("%z = llvm.mlir.undef : i32"))
    absent = verifier._ABSENT
    recalled = 0
    for op_class, kind in walk.kinds.items():
        keys, recent = kind.keys, kind.recent
        assert len(recent) == verifier._RECALLED
        for attributes, lead, middle, final, key in recent:
            if attributes is absent:  # none passed in this place yet
                continue
            recalled += 1
            assert keys is not None and key in keys, op_class
            items = (attributes, lead, middle, final)
            assert key == tuple(item for item in items if item is not absent)
    assert recalled >= 12  # three per class: alloca, add, undef, store, load
    func = module.regions[0].blocks[0].first_op
    loads = [op for op in func.regions[0].blocks[0] if op.name == "llvm.load"]
    recent = walk.kinds[type(loads[-1])].recent
    assert recent[0][4] == op_key(loads[2])  # the last load whose key was new


def test_recent_keys_leave_the_class_past_the_cap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A class whose keys are no longer kept (`_PASSED_KEPT`) verifies each
    op: a recent key does not vouch for it."""
    monkeypatch.setattr(verifier, "_PASSED_KEPT", 1)
    found = diagnostic(_function('%z = "llvm.add"(%n, %n) : (i32, i32) -> i64'))
    assert found is not None and "same type for all operands" in found
    calls = []
    with Context() as context:
        module = parse_source(_function("%z = llvm.add %n, %n : i32"), context, "f")
        add = type(next(op for op in module.walk() if op.name == "llvm.add"))
        original = add.verify

        def counted(op: Any) -> None:
            calls.append(op)
            original(op)

        monkeypatch.setattr(add, "verify", counted)
        verifier.verify(module, context)
    assert len(calls) == 7  # every add: the first key kept, then none


_OTHER_SHAPES = """
llvm.func @g(i32, i32, i32) -> i32
llvm.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %q = arith.select %c, %a, %b : i32
  %r = arith.select %c, %b, %a : i32
  %s:2 = arith.addui_extended %a, %b : i32, i1
  %t = llvm.call @g(%a, %b, %q) : (i32, i32, i32) -> i32
  %u = llvm.call @g(%b, %a, %r) : (i32, i32, i32) -> i32
  llvm.return %t : i32
}
"""


def test_keys_of_other_shapes_equal_op_key() -> None:
    """The keys the walk builds inline for more than two operands or more
    than one result are `op_key`'s (its count of operands, then types)."""
    walk, module = _walked(_OTHER_SHAPES)
    by_class: dict[type, set[Any]] = {}
    for op in module.walk():
        if op.name in ("arith.select", "arith.addui_extended", "llvm.call"):
            by_class.setdefault(type(op), set()).add(op_key(op))
    assert len(by_class) == 3
    for op_class, keys in by_class.items():
        assert walk.kinds[op_class].keys == keys, op_class
