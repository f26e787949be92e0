"""`odsgen-translate --import-llvm`: one buffer of LLVM IR to an LLVM dialect module."""

from __future__ import annotations

import sys
from typing import Any

from ...asm.errors import ParseError
from ...ir.diagnostics import ERROR, Diagnostic, DiagnosticError
from ...ir.location import FileLineColLoc
from . import llvm_package
from .importer import ImportFailure, ModuleImporter
from .parser import LLParseError, parse_module


def import_buffer(buffer: Any, context: Any, opaque_pointers: bool = True) -> Any:
    """The module MLIR 16 imports from `buffer` (a SourceBuffer).

    Malformed IR raises ParseError (rendered `file:line:col: error: ...`); a
    construct the LLVM dialect cannot hold raises DiagnosticError at the
    instruction or global that holds it.
    """
    try:
        parser, model = parse_module(buffer.text, opaque_pointers)
    except LLParseError as error:
        raise ParseError(error.message, error.pos) from None
    if model.stripped_debug_version is not None:  # LLVM's reader says so itself
        sys.stderr.write(
            "warning: ignoring debug info with an invalid version"
            f" ({model.stripped_debug_version}) in {buffer.name}\n"
        )
    importer = ModuleImporter(
        model, parser.consts, context, llvm_package(), buffer.name
    )
    try:
        return importer.run()
    except ImportFailure as error:
        if error.pos >= 0:
            line, column = buffer.line_col(error.pos)
            location = FileLineColLoc.get(buffer.name, line, column, context)
        else:
            location = importer.loc
        raise DiagnosticError(Diagnostic(ERROR, location, error.message)) from None
