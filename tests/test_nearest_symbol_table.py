"""`nearest_symbol_table` (kept per op class whether it is a symbol table)
answers as MLIR's `getNearestSymbolTable` written plainly: up from the op,
None at an op that might be an unknown symbol table (unregistered, one
region, its dialect not loaded), else the first op with the SymbolTable
trait."""

from __future__ import annotations


from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.symbol_table import (
    nearest_symbol_table,
    potentially_unknown_symbol_table,
)
from odsgen.ir.traits import SymbolTable
from verify_diagnostics import ops_in

_TEXT = """
llvm.func @f(%x: i32) -> i32 {
  llvm.return %x : i32
}
module @inner {
  llvm.func @g(%x: i32) -> i32 {
    %0 = llvm.call @f(%x) : (i32) -> i32
    llvm.return %0 : i32
  }
}
llvm.func @h(%x: i32) {
  "xx.holder"() ({
    %0 = llvm.call @f(%x) : (i32) -> i32
    "xx.inner"() ({
      "xx.leaf"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "xx.two"() ({
    %1 = llvm.call @f(%x) : (i32) -> i32
  }, {
    "xx.leaf"() : () -> ()
  }) : () -> ()
  "llvm.not_an_op"() ({
    %2 = llvm.call @f(%x) : (i32) -> i32
  }) : () -> ()
  llvm.return
}
"""


def _plainly(op: Operation) -> Operation | None:
    """`getNearestSymbolTable` as MLIR writes it, with no kept answers."""
    current: Operation | None = op
    while current is not None:
        if potentially_unknown_symbol_table(current):
            return None
        if SymbolTable in current.TRAITS:
            return current
        current = current.parent_op
    return None


def test_every_op_finds_the_table_found_plainly() -> None:
    """Twice over (the second from the kept answers), for every op:
    tables, ops in nested modules and below unregistered ops of unloaded
    dialects (one region or two) and of a loaded one."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(_TEXT, context, "in.mlir")
        ops = list(ops_in(module))
        expected = [_plainly(op) for op in ops]
        assert None in expected and module in expected
        assert len({id(found) for found in expected}) == 3  # an inner module too
        for _ in range(2):
            assert [nearest_symbol_table(op) for op in ops] == expected


def test_an_op_outside_any_table_finds_none() -> None:
    """A detached op without the trait has no table; a detached table is its own."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(_TEXT, context, "in.mlir")
        function = module.regions[0].blocks[0].operations[0]
        function.detach()
        assert nearest_symbol_table(function) is None
        assert nearest_symbol_table(module) is module
