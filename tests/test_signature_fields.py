"""`_signature` (its op's fields read in place when compiled) makes the key
a plain reading of the op makes: class, attributes but `sym_name` (its
class only), region, result, operand and successor counts, and the entry
block's argument types; None for an op with an attribute of `unless`."""

from __future__ import annotations

from typing import Any

import odsgen.ir.verifier as verifier
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from verify_diagnostics import ops_in

_TEXT = """
llvm.func @f(i64) -> i64
llvm.func @g(%arg0: i64, %arg1: i32) -> i64 {
  llvm.return %arg0 : i64
}
llvm.func @h(%arg0: i64 {llvm.noundef}) -> i64 {
  llvm.return %arg0 : i64
}
llvm.func @v() {
  llvm.br ^bb1
^bb1:
  llvm.return
}
llvm.mlir.global internal @x(0 : i32) : i32
llvm.mlir.global internal @y() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
"""


def _plainly(op: Operation, unless: tuple[str, ...]) -> tuple[Any, ...] | None:
    """The key as the op's public fields give it."""
    items = op.attributes.items
    if any(name in unless for name, _ in items):
        return None
    symbol = [type(value) for name, value in items if name == "sym_name"]
    regions = op.regions
    blocks = regions[0].blocks if len(regions) == 1 else []
    return (
        type(op),
        tuple(item for item in items if item[0] != "sym_name"),
        symbol[0] if symbol else None,
        len(regions),
        len(op.results),
        len(op.operands),
        not op.successors,
        tuple(argument.type for argument in blocks[0].arguments) if blocks else None,
    )


def test_every_op_keyed_as_read_plainly() -> None:
    """Functions with and without a body and with argument attributes,
    globals with and without an initializer region, and the ops inside."""
    with Context() as context:
        module = parse_source(_TEXT, context, "in.mlir")
        keys = []
        for op in ops_in(module):
            for unless in ((), ("arg_attrs", "res_attrs"), ("value",)):
                key = verifier._signature(op, unless, {}, {})
                assert key == _plainly(op, unless)
                keys.append(key)
        assert None in keys
        assert any(key is not None and key[-1] for key in keys)  # entry types
        assert any(key is not None and key[-1] == () for key in keys)
        assert any(key is not None and key[-1] is None for key in keys)
