"""The `--import-llvm` translation: read LLVM IR, print the LLVM dialect module."""

from __future__ import annotations

from typing import Sequence

from ...asm.printer import PrintOptions, print_module
from . import ImportFailure, LLParseError, import_context, import_llvm


def line_col(text: str, pos: int) -> tuple[int, int]:
    """1-based line and column of offset `pos`."""
    line = text.count("\n", 0, pos) + 1
    start = text.rfind("\n", 0, pos) + 1
    return line, pos - start + 1


def translate(
    text: str,
    name: str,
    opaque_pointers: bool = True,
    options: PrintOptions | None = None,
) -> tuple[str, str]:
    """(output, error text); the output is empty when the import failed."""
    context, _ = import_context()
    try:
        module = import_llvm(text, name, opaque_pointers, context)
    except LLParseError as error:
        line, col = line_col(text, error.pos)
        return "", f"{name}:{line}:{col}: error: {error.message}\n"
    except ImportFailure as error:
        where = f"{name}:{error.line}:0" if error.line else f"{name}:0:0"
        return "", f"{where}: error: {error.message}\n"
    with context:
        return print_module(module, options or PrintOptions(), context), ""


def main(argv: Sequence[str]) -> int:
    """A minimal command line: FILE [--opaque-pointers=0] [--mlir-print-op-generic]."""
    opaque = "--opaque-pointers=0" not in argv and "-opaque-pointers=0" not in argv
    generic = any(a.lstrip("-") == "mlir-print-op-generic" for a in argv)
    files = [a for a in argv if not a.startswith("-")] or ["-"]
    import sys

    path = files[0]
    if path == "-":
        text, name = sys.stdin.read(), "<stdin>"
    else:
        with open(path, encoding="utf-8", errors="surrogateescape") as handle:
            text, name = handle.read(), path
    output, error = translate(text, name, opaque, PrintOptions(generic=generic))
    sys.stdout.write(output)
    sys.stderr.write(error)
    return 1 if error else 0
