"""Parse and print methods compiled from declarative assembly formats.

`op_format_methods(op, dialect)` returns the views of `parse` (a
classmethod) and `print` (rendered by `templates/format_op.py.j2`) for an op
whose record has a `format`; `def_format_methods(definition, dialect)`
returns the views of `parse_body` and `print_body` (rendered by
`templates/format_def.py.j2`) for a type or attribute definition. Both return None
views when the record has no format. `dialect` tells the emitters the dialect's enums,
type and attribute classes, ops (implicit terminators) and hooks module
(custom directives).

The generated code is straight-line: each element of the format becomes the
parser or printer calls it stands for, and MLIR's spacing rules are applied
when the code is generated (`emit_format_op.py`, `emit_format_def.py`);
nothing reads the format at run time. The methods use the custom-format API
of `OperationParser`/`AsmParser` and `AsmPrinter`, and a few helpers of
`odsgen.asm.format_support`.

## Custom directives

`custom<Name>(...)` calls two functions of the dialect's hooks module (the
file named by `hooks:` in the dialect record, copied into the package as
`hooks.py`). In an op's format:

    def parse_Name(parser, *inputs):      # -> the bound arguments
    def print_Name(printer, op, *arguments) -> None:

In a type's or attribute's format:

    def parse_Name(parser, *inputs):      # -> the bound parameters
    def print_Name(printer, *arguments) -> None:

`inputs` are, in format order, the arguments the parser already has: each
`ref(...)` (the value parsed so far), each string (a Python expression;
`$_ctxt` stands for the context) and `attr-dict` (the `dict` of the op's
attributes being built: the hook adds to it). The parse hook returns the
values of the other arguments, in format order, as one value or as a tuple of
several:

| argument | parsed value | printed value |
| --- | --- | --- |
| `$operand` | `UnresolvedOperand` (optional: or None; variadic: a list; VariadicOfVariadic: a list of lists) | `Value` (None, list, list of lists) |
| `$attribute` | `Attribute` (optional: or None) | `Attribute` or None |
| `$region` | a new `Region` (variadic: a list) | `Region` (list) |
| `$successor` | `Block` (variadic: a list) | `Block` (list) |
| `type($x)` | `Type` (optional: or None; variadic: a list) | the same |
| `attr-dict` | (an input) | the op's `DictionaryAttr` |
| `$param` (types, attributes) | the parameter's value | the same |

The print hook receives every argument, in format order; it writes what the
parser reads, without a leading space (the generated printer writes one
where MLIR does). Hooks report errors with `raise parser.emit_error(message)`.
"""

from __future__ import annotations

from typing import NamedTuple

from ..analysis.check_formats import format_params
from .emit_format_code import FormatContext
from .emit_format_def import DefFormatEmitter
from .emit_format_op import OpFormatEmitter
from ..analysis.format import (
    FormatError,
    located_error,
    parse_attr_or_type_format,
    parse_op_format,
)
from ..model.dialect import DialectDef, OpDef, TypeOrAttrDef
from .format_op import OpParseMethod, OpPrintMethod
from .format_parse import ParseMethod
from .format_print import PrintMethod


class OpFormatMethods(NamedTuple):
    """The views of an op's format methods, `parse` and `print`."""

    parser: OpParseMethod | None
    printer: OpPrintMethod | None


class DefFormatMethods(NamedTuple):
    """The views of a definition's format methods, `parse_body` and `print_body`."""

    parser: ParseMethod | None
    printer: PrintMethod | None


# The context of the dialect being emitted (one dialect at a time): its hooks
# module is read once, not once per op.
_CONTEXT: list[tuple[DialectDef | None, FormatContext]] = []


def _context(dialect: DialectDef | None) -> FormatContext:
    if _CONTEXT and _CONTEXT[0][0] is dialect:
        return _CONTEXT[0][1]
    context = FormatContext.of(dialect)
    _CONTEXT[:] = [(dialect, context)]
    return context


def op_format_methods(op: OpDef, dialect: DialectDef | None = None) -> OpFormatMethods:
    """The views of `parse` and `print` of an op with a declarative format
    (None without one)."""
    if not op.format:
        return OpFormatMethods(None, None)
    try:
        fmt = parse_op_format(op.format, op)
    except FormatError as error:
        raise located_error(error, op.format, op.position) from None
    emitter = OpFormatEmitter(fmt, _context(dialect))
    return OpFormatMethods(emitter.parse_method(), emitter.print_method())


def def_format_methods(
    definition: TypeOrAttrDef, dialect: DialectDef | None = None
) -> DefFormatMethods:
    """The views of `parse_body` and `print_body` of a definition with a
    format (None without one)."""
    if not definition.format:
        return DefFormatMethods(None, None)
    try:
        fmt = parse_attr_or_type_format(
            definition.format,
            format_params(definition),
            definition.kind,
            definition.class_name,
        )
    except FormatError as error:
        raise located_error(error, definition.format, definition.position) from None
    emitter = DefFormatEmitter(definition, fmt, _context(dialect))
    return DefFormatMethods(emitter.parse_method(), emitter.print_method())
