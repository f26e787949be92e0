"""Custom directives shared by the LLVM dialect's op formats (MLIR 16's
`LLVMDialect.cpp`).

A `parse_X(parser, *inputs)` reads what `custom<X>(...)` stands for and
returns the bound arguments; `print_X(printer, op, *arguments)` writes them.
"""

from __future__ import annotations

from typing import Any

from .registry import hooks


@hooks.parser("LLVMOpAttrs")
def parse_LLVMOpAttrs(parser: Any, attributes: dict) -> None:
    """An optional attribute dictionary, added to the op's attributes."""
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)


@hooks.printer("LLVMOpAttrs")
def print_LLVMOpAttrs(printer: Any, op: Any, attributes: Any) -> None:
    """The op's attributes, leaving out `fastmathFlags` when no flag is set."""
    if not attributes.items:
        return
    flags = attributes.get_attr("fastmathFlags")
    if isinstance(flags, hooks.package.FastmathFlagsAttr) and flags.value == 0:
        printer.print_optional_attr_dict(attributes, elided=("fastmathFlags",))
    else:
        printer.print_optional_attr_dict(attributes)
