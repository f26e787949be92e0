"""The textual form shared by function-like ops (MLIR 16's `FunctionImplementation.cpp`).

`func.func`, `llvm.func` and any op of the function-op interface write their
signature the same way:

    @name(%arg0: i32 {arg.attr}, %arg1: f32) -> (i64 {res.attr}) attributes {...} {
      body
    }

An external declaration (no body) lists bare types: `@name(i32, f32) -> i64`.
The helpers here parse and print those pieces with MLIR's diagnostics; each
op puts them together (visibility, linkage keywords, its function type).
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from ..ir.attributes import ArrayAttr, Attribute, DictionaryAttr, StringAttr
from ..ir.location import Location
from ..ir.records import Record
from ..ir.types import FunctionType, Type
from .op_parser import EntryArgument, OperationParser, UnresolvedOperand

VISIBILITIES = ("public", "private", "nested")


class FunctionArgument(Record):
    """One parsed argument: its name (None in a type-only list), type, attributes."""

    __slots__ = _FIELDS = ("name", "type", "attributes", "location")

    def __init__(
        self,
        name: UnresolvedOperand | None,
        type: Type,
        attributes: DictionaryAttr | None = None,
        location: Location | None = None,
    ) -> None:
        self.name = name
        self.type = type
        self.attributes = attributes
        self.location = location


class FunctionSignature(Record):
    """A parsed signature: arguments, whether `...` ended them, and the results."""

    __slots__ = _FIELDS = (
        "arguments",
        "variadic",
        "result_types",
        "result_attributes",
    )

    def __init__(self) -> None:
        self.arguments: list[FunctionArgument] = []
        self.variadic = False
        self.result_types: list[Type] = []
        self.result_attributes: list[DictionaryAttr | None] = []

    @property
    def argument_types(self) -> list[Type]:
        return [argument.type for argument in self.arguments]

    def entry_arguments(self) -> list[EntryArgument]:
        """The named arguments, as a region's entry arguments."""
        return [
            (a.name, a.type, a.location) for a in self.arguments if a.name is not None
        ]


def parse_function_signature(
    parser: OperationParser, allow_variadic: bool
) -> FunctionSignature:
    """`(arguments) -> results`: either every argument is named or none is."""
    signature = FunctionSignature()
    parser.expect("(")
    if not parser.consume_if(")"):
        while True:
            if signature.variadic:
                raise parser.emit_error(
                    "variadic arguments must be in the end of the argument list"
                )
            if allow_variadic and parser.consume_if("..."):
                signature.variadic = True
            else:
                signature.arguments.append(_parse_argument(parser, signature.arguments))
            if not parser.consume_if(","):
                break
        parser.expect(")")
    if parser.consume_if("->"):
        _parse_result_list(parser, signature)
    return signature


def _parse_argument(
    parser: OperationParser, previous: list[FunctionArgument]
) -> FunctionArgument:
    pos = parser.position
    if parser.spelling.startswith("%"):
        name = parser.parse_ssa_use(allow_result_number=False)
        parser.expect(":", "expected ':'")
        type_ = parser.parse_type()
        attributes = parser.parse_optional_attr_dict()
        location = parser.parse_location() if parser.is_keyword("loc") else None
        if previous and previous[-1].name is None:
            raise parser.emit_error("expected type instead of SSA identifier", pos)
        return FunctionArgument(name, type_, attributes, location)
    if previous and previous[-1].name is not None:
        raise parser.emit_error("expected SSA identifier", pos)
    type_ = parser.parse_type()
    attributes = parser.parse_optional_attr_dict()
    location = parser.parse_location() if parser.is_keyword("loc") else None
    return FunctionArgument(None, type_, attributes, location)


def _parse_result_list(parser: OperationParser, signature: FunctionSignature) -> None:
    """`type`, or `(type {attrs}, ...)`."""
    if not parser.consume_if("("):
        signature.result_types.append(parser.parse_type())
        signature.result_attributes.append(None)
        return
    if parser.consume_if(")"):
        return
    while True:
        signature.result_types.append(parser.parse_type())
        signature.result_attributes.append(parser.parse_optional_attr_dict())
        if not parser.consume_if(","):
            break
    parser.expect(")")


def argument_and_result_attributes(
    signature: FunctionSignature,
) -> dict[str, Attribute]:
    """`arg_attrs`/`res_attrs`, present only when some argument or result has any."""
    found: dict[str, Attribute] = {}
    for key, dictionaries in (
        ("arg_attrs", [a.attributes for a in signature.arguments]),
        ("res_attrs", signature.result_attributes),
    ):
        if any(d is not None and len(d) for d in dictionaries):
            found[key] = ArrayAttr.get(
                [d if d is not None else DictionaryAttr.get() for d in dictionaries]
            )
    return found


def parse_function_attributes(
    parser: OperationParser, inferred: Sequence[str]
) -> DictionaryAttr | None:
    """`attributes {...}`, refusing the attributes the syntax itself gives."""
    pos = parser.position
    attributes = parser.parse_optional_attr_dict_with_keyword()
    if attributes is not None:
        for name in inferred:
            if name in attributes:
                raise parser.emit_error(
                    f"'{name}' is an inferred attribute and should not be specified"
                    " in the explicit attribute dictionary",
                    pos,
                )
    return attributes


def parse_function_body(
    parser: OperationParser, region: Any, signature: FunctionSignature
) -> None:
    """The optional body; when present it may not be empty."""
    pos = parser.position
    if parser.parse_optional_region(region, signature.entry_arguments()):
        if not region.blocks:
            raise parser.emit_error("expected non-empty function body", pos)


def parse_function_op(
    parser: OperationParser, allow_variadic: bool = False
) -> tuple[dict[str, Attribute], FunctionSignature, int]:
    """`[visibility] @name signature`: the attributes so far, the signature, and
    the position of the signature (for errors about the function type)."""
    attributes: dict[str, Attribute] = {}
    visibility = parser.parse_optional_keyword(*VISIBILITIES)
    if visibility is not None:
        attributes["sym_visibility"] = StringAttr.get(visibility)
    attributes["sym_name"] = StringAttr.get(parser.parse_symbol_name())
    pos = parser.position
    return attributes, parse_function_signature(parser, allow_variadic), pos


# -- printing ----------------------------------------------------------------------------


def print_function_signature(
    printer: Any,
    op: Any,
    argument_types: Sequence[Type],
    variadic: bool,
    result_types: Sequence[Type],
) -> None:
    """`(%arg0: i32 {attrs}, ...) -> results` (types only for an external function)."""
    write = printer.write
    blocks = op.regions[0].blocks
    arguments = blocks[0].arguments if blocks else None
    argument_attributes = op.attributes.get_attr("arg_attrs")
    debuginfo = printer.options.debuginfo
    write("(")
    for index, type_ in enumerate(argument_types):
        if index:
            write(", ")
        if arguments is None:
            printer.type(type_)
        else:
            argument = arguments[index]
            write(printer.value_name(argument) + ": ")
            printer.type(argument.type)
        if argument_attributes is not None:
            attrs = _entry(argument_attributes, index)
            if attrs is not None:
                printer.print_attr_dict(attrs)
        if arguments is not None and debuginfo:
            write(" ")
            printer.print_location(argument.location, allow_alias=False)
    if variadic:
        write(", ..." if argument_types else "...")
    write(")")
    if result_types:
        write(" -> ")
        print_function_result_list(
            printer, result_types, op.attributes.get_attr("res_attrs")
        )


def print_function_result_list(
    printer: Any, types: Sequence[Type], attributes: Attribute | None
) -> None:
    """One result type bare; several, a function type or any attributes in parentheses."""
    first = _entry(attributes, 0)
    parens = (
        len(types) > 1
        or isinstance(types[0], FunctionType)
        or (first is not None and len(first) > 0)
    )
    if parens:
        printer.write("(")
    for index, type_ in enumerate(types):
        if index:
            printer.write(", ")
        printer.type(type_)
        attrs = _entry(attributes, index)
        if attrs is not None:
            printer.print_attr_dict(attrs)
    if parens:
        printer.write(")")


def print_function_attributes(printer: Any, op: Any, elided: Iterable[str]) -> None:
    """` attributes {...}` with what the syntax already shows left out."""
    printer.print_optional_attr_dict_with_keyword(
        op.attributes, elided=("sym_name", *elided)
    )


def print_function_body(printer: Any, op: Any) -> None:
    """` {body}` without the entry block's header, unless the function is external."""
    body = op.regions[0]
    if body.blocks:
        printer.write(" ")
        printer.print_region(body, print_entry_block_args=False)


def _entry(array: Attribute | None, index: int) -> DictionaryAttr | None:
    """The dictionary at `index` of an `arg_attrs`/`res_attrs` array, if any."""
    if not isinstance(array, ArrayAttr) or index >= len(array.value):
        return None
    entry = array.value[index]
    return entry if isinstance(entry, DictionaryAttr) else None
