"""`snapshot-op-locations`: print the IR to a file and give each op the
location where it was printed, or fuse that location (named `tag`) with the
old one (MLIR 16's LocationSnapshot)."""

from __future__ import annotations

import os
import tempfile
from contextvars import ContextVar
from typing import Any

from ..ir.printer import AsmPrinter, PrintOptions
from ..ir.context import Context
from ..ir.diagnostics import emit_error
from ..ir.location import FileLineColLoc, FusedLoc, NameLoc
from ..ir.operation import Operation

# The printing flags of the command line, which MLIR's snapshot honours.
PRINT_OPTIONS: ContextVar[PrintOptions] = ContextVar(
    "PRINT_OPTIONS", default=PrintOptions()
)


def snapshot_op_locations(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """Write `op` to `filename` (a temporary file if empty) and relocate its ops."""
    path = options.get("filename", "")
    tag = options.get("tag", "")
    try:
        if not path:
            handle, path = tempfile.mkstemp(prefix="mlir_snapshot-", suffix=".tmp.mlir")
            os.close(handle)
        printer = AsmPrinter(PRINT_OPTIONS.get(), context)
        lines = printer.record_locations()
        text = (
            printer.print_top_level(op)
            if op.parent is None
            else printer.print_isolated(op)
        )
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as out:
            out.write(text)
    except OSError as error:
        raise emit_error(
            op, f"cannot open output file '{path}': {error.strerror}"
        ) from None
    for nested in op.walk():
        found = lines.get(nested)
        if found is None:
            continue
        location = FileLineColLoc.get(path, found[0], found[1], context)
        if tag:
            location = FusedLoc.get(
                [nested.location, NameLoc.get(tag, location, context)], None, context
            )
        nested.location = location
