"""mlir-opt's printing flags beyond the basic ones, and the PrintOptions
all of them make (declared through opt.py's OPTION_MODULES)."""

from __future__ import annotations

from ..asm.printer import PrintOptions
from . import cl

OPTIONS: tuple[cl.Option, ...] = (
    cl.Option(
        "mlir-elide-elementsattrs-if-larger",
        'Elide ElementsAttrs with "..." that have more elements than the given'
        " upper limit",
        cl.UINT,
    ),
    cl.Option(
        "mlir-print-elementsattrs-with-hex-if-larger",
        "Print DenseElementsAttrs with a hex string that have more elements than"
        " the given upper limit (use -1 to disable)",
        cl.LONG,
    ),
    cl.Option(
        "mlir-print-value-users",
        "Print users of operation results and block arguments as a comment",
    ),
    cl.Option("mlir-pretty-debuginfo", "Print pretty debug info in MLIR output"),
    cl.Option(
        "mlir-print-op-on-diagnostic",
        "When a diagnostic is emitted on an operation, also print the operation"
        " as an attached note",
        default=True,
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
    )
