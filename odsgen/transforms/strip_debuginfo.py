"""`strip-debuginfo`: replace every location by `loc(unknown)` (MLIR 16's StripDebugInfo)."""

from __future__ import annotations

from typing import Any

from ..ir.context import Context
from ..ir.location import UnknownLoc
from ..ir.operation import Operation


def strip_debuginfo(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Set the locations of `op`, the ops in it and their block arguments to unknown."""
    unknown = UnknownLoc.get()
    for nested in op.walk():
        nested.location = unknown
        for region in nested.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    argument.location = unknown
