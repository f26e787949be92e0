"""Checking the declarative assembly formats of a dialect's records."""

from __future__ import annotations

from .format import (
    FormatError,
    FormatParam,
    located_error,
    parse_attr_or_type_format,
    parse_op_format,
)
from ..model.dialect import DialectDef


def format_params(definition) -> list[FormatParam]:
    """The format's view of a type or attribute definition's parameters."""
    return [
        FormatParam(p.name, has_default=p.default is not None)
        for p in definition.params
    ]


def check_formats(dialect: DialectDef) -> None:
    """Raise the first format error (as mlir-tblgen words it) at its place in the records."""
    for op in dialect.ops:
        if op.format:
            try:
                parse_op_format(op.format, op)
            except FormatError as error:
                raise located_error(error, op.format, op.position) from None
    for definition in (*dialect.types, *dialect.attributes):
        if definition.format:
            try:
                parse_attr_or_type_format(
                    definition.format,
                    format_params(definition),
                    definition.kind,
                    definition.class_name,
                )
            except FormatError as error:
                raise located_error(
                    error, definition.format, definition.position
                ) from None
