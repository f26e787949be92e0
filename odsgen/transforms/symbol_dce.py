"""`symbol-dce`: erase the symbols nothing refers to (MLIR 16's SymbolDCE).

A symbol is live when it cannot be discarded (it is public in a symbol
table visible from outside) or a live op refers to it; the others go.
"""

from __future__ import annotations

from typing import Any

from ..ir.context import Context
from ..ir.diagnostics import emit_error, op_error
from ..ir.operation import Operation
from ..ir.symbol_table import SymbolTableCollection
from ..ir.traits import SymbolTable
from .symbols import is_private, is_symbol, lookup_symbol_in, symbol_uses, visibility


def symbol_dce(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Erase the dead symbols of the symbol table `op` and those nested in it."""
    if SymbolTable not in op.TRAITS:
        raise op_error(
            op,
            " was scheduled to run under SymbolDCE, but does not define a symbol table",
        )
    hidden = True
    if op.parent_op is not None and is_symbol(op):
        hidden = is_private(op)
    live: set[int] = set()
    _compute_liveness(op, SymbolTableCollection(), hidden, live)
    for table in list(op.walk()):
        if SymbolTable not in table.TRAITS:
            continue
        for block in table.regions[0].blocks:
            for child in list(block):
                if is_symbol(child) and id(child) not in live:
                    child.erase()


def _compute_liveness(
    table_op: Operation, tables: SymbolTableCollection, hidden: bool, live: set[int]
) -> None:
    worklist: list[Operation] = []
    for block in table_op.regions[0].blocks:
        for op in block:
            if not is_symbol(op):
                worklist.append(op)
                continue
            discardable = (hidden or is_private(op)) and visibility(op) != "public"
            if not discardable and id(op) not in live:
                live.add(id(op))
                worklist.append(op)
    while worklist:
        op = worklist.pop()
        if SymbolTable in op.TRAITS:
            nested_hidden = hidden or not is_symbol(op) or is_private(op)
            _compute_liveness(op, tables, nested_hidden, live)
        uses = symbol_uses(op)
        if uses is None:
            raise emit_error(
                op,
                "operation contains potentially unknown symbol table, meaning "
                "that we can't reliable compute symbol uses",
            )
        parent = op.parent_op
        for _, ref in uses:
            found = (
                lookup_symbol_in(tables, parent, ref) if parent is not None else None
            )
            for symbol in found or ():
                if id(symbol) not in live:
                    live.add(id(symbol))
                    worklist.append(symbol)
