"""LLVM IR text to the LLVM dialect, as `mlir-translate-16 --import-llvm` does it.

`import_llvm(text, filename)` parses LLVM IR (typed pointers with
`opaque_pointers=False`, as `--opaque-pointers=0`) and returns the
`builtin.module` of LLVM dialect operations MLIR 16 would build;
`translation.import_buffer` is the `odsgen-translate --import-llvm` entry.
"""

from __future__ import annotations

from typing import Any

from ...ir.context import Context
from ...ir.registry import PACKAGE, import_dialect
from ...tools.deep import big_stack_when_compiled
from .importer import ImportFailure, ModuleImporter
from .parser import LLParseError, parse_module

__all__ = ["ImportFailure", "LLParseError", "import_llvm", "import_context"]


def llvm_package() -> Any:
    """The generated llvm dialect package."""
    return import_dialect(f"{PACKAGE}.llvm")


def import_context() -> Context:
    """A context with the llvm and dlti dialects registered."""
    context = Context()
    context.register_dialect(llvm_package().DIALECT())
    context.register_dialect(import_dialect(f"{PACKAGE}.dlti").DIALECT())
    return context


@big_stack_when_compiled
def import_llvm(
    text: str,
    filename: str = "-",
    opaque_pointers: bool = True,
    context: Context | None = None,
) -> Any:
    """The LLVM dialect module of LLVM IR `text`.

    Raises LLParseError (malformed IR, with an offset into `text`) or
    ImportFailure (a construct the LLVM dialect cannot hold). MLIR 16's
    warnings (metadata it drops) are left in `context.reported`.
    """
    parser, module = parse_module(text, opaque_pointers)
    if context is None:
        context = import_context()
    with context:
        return ModuleImporter(
            module, parser.consts, context, llvm_package(), filename
        ).run()
