"""`symbol-privatize`: make the symbols of an op private, but those named
in `exclude` (MLIR 16's SymbolPrivatize)."""

from __future__ import annotations

from typing import Any

from ..ir.attributes import StringAttr
from ..ir.context import Context
from ..ir.operation import Operation
from ..ir.symbol_table import SYMBOL_NAME, VISIBILITY
from .symbols import is_symbol


def symbol_privatize(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Set `sym_visibility = "private"` on the symbols directly inside `op`."""
    excluded = set(options.get("exclude", ()))
    private = StringAttr.get("private")
    for region in op.regions:
        for block in region.blocks:
            for child in block:
                if not is_symbol(child):
                    continue
                name = child.get_attr(SYMBOL_NAME)
                if not isinstance(name, StringAttr) or name.value not in excluded:
                    child.set_attr(VISIBILITY, private)
