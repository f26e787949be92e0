"""mlir-opt's printing flags beyond the basic ones, and the PrintOptions
all of them make (declared through opt.py's OPTION_MODULES)."""

from __future__ import annotations

from ..ir.printer import PrintOptions
from . import cl

OPTIONS: tuple[cl.Option, ...] = (
    cl.Option(
        "mlir-elide-elementsattrs-if-larger",
        "Print elements attributes with more elements than this as elided",
        cl.UINT,
    ),
    cl.Option(
        "mlir-print-elementsattrs-with-hex-if-larger",
        "Print dense elements with more elements than this in hex (-1: never)",
        cl.LONG,
    ),
    cl.Option(
        "mlir-print-value-users",
        "Comment each value with the ops that use it",
    ),
    cl.Option("mlir-pretty-debuginfo", "Print locations in a readable form"),
    cl.Option(
        "mlir-print-op-on-diagnostic",
        "Show the op a diagnostic is about in a note",
        default=True,
    ),
    cl.Option(
        "print-struct-aliases",
        "Print each identified LLVM struct once, as a type alias (not in MLIR 16)",
    ),
)


def print_options(args: cl.Parsed) -> PrintOptions:
    """The printer's options as the command line sets them."""
    return PrintOptions(
        generic=args["mlir-print-op-generic"],
        debuginfo=args["mlir-print-debuginfo"],
        pretty_debuginfo=args["mlir-pretty-debuginfo"],
        local_scope=args["mlir-print-local-scope"],
        elide_elements_if_larger=args["mlir-elide-elementsattrs-if-larger"],
        hex_elements_if_larger=args["mlir-print-elementsattrs-with-hex-if-larger"],
        value_users=args["mlir-print-value-users"],
        struct_aliases=args["print-struct-aliases"],
    )
