"""Calls and callables as MLIR 16's CallOpInterface and CallableOpInterface
see them, through methods the op classes define (the func and llvm dialects'
hooks do):

- a callable op: `callable_region() -> Region | None` (None when it is a
  declaration) and `callable_results() -> list[Type]`;
- a call op: `callable_for_callee() -> SymbolRefAttr | Value` and
  `arg_operands() -> list[Value]`.
"""

from __future__ import annotations

from ..ir.attributes import SymbolRefAttr
from ..ir.operation import Operation, OpResult, Region
from ..ir.symbol_table import SymbolTable, SymbolTableCollection
from .interfaces import class_has
from .symbols import lookup_symbol_in

# Per op class: whether it is callable, and whether it is a call.
_CALLABLE: dict[type, bool] = {}
_CALL: dict[type, bool] = {}


def is_callable(op: Operation) -> bool:
    return class_has(_CALLABLE, op, "callable_region")


def is_call(op: Operation) -> bool:
    return class_has(_CALL, op, "callable_for_callee")


def callable_region(op: Operation) -> Region | None:
    return op.callable_region()  # type: ignore[attr-defined]


def lookup_nearest_symbol_from(
    op: Operation, ref: SymbolRefAttr, tables: SymbolTableCollection
) -> Operation | None:
    """The op `ref` names from the closest symbol table around `op` (itself included)."""
    table = SymbolTable.nearest(op)
    if table is None:
        return None
    found = lookup_symbol_in(tables, table, ref)
    return found[-1] if found else None


def resolve_callable(
    call: Operation, tables: SymbolTableCollection
) -> Operation | None:
    """The op a call calls: the symbol it names, or the op defining its callee value."""
    callee = call.callable_for_callee()  # type: ignore[attr-defined]
    if isinstance(callee, SymbolRefAttr):
        return lookup_nearest_symbol_from(call, callee, tables)
    return callee.owner if isinstance(callee, OpResult) else None
