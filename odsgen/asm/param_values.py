"""How one parameter value of a dialect attribute is parsed and printed.

The data-driven attribute bases (`one_param_attributes`, `struct_attributes`)
read these from the generated class: each kind pairs MLIR's field parser with
the printer of the same text, as the generated `parse_body`/`print_body` of
other definitions do (`odsgen.asm.format_support`).
"""

from __future__ import annotations

from typing import Any, Callable

from .format_support import (
    parse_attribute_of,
    parse_bool,
    parse_enum_field,
    parse_enum_keyword,
    parse_integer_field,
    parse_stripped_attribute,
    print_stripped,
)

# The default of a required parameter.
REQUIRED: Any = object()


class ParamValue:
    """A kind of parameter value: `parse` reads one, `print` writes one."""

    __slots__ = ()

    def parse(self, parser: Any) -> Any:
        raise NotImplementedError

    def print(self, out: Any, value: Any) -> None:
        raise NotImplementedError


class IntegerValue(ParamValue):
    """An integer, converted to the C++ integer type `cpp_type` when set."""

    __slots__ = ("cpp_type",)

    def __init__(self, cpp_type: str | None = None) -> None:
        self.cpp_type = cpp_type

    def parse(self, parser: Any) -> int:
        return parse_integer_field(parser, self.cpp_type)

    def print(self, out: Any, value: int) -> None:
        out.write(str(value))


class BoolValue(ParamValue):
    """`true` or `false`."""

    __slots__ = ()

    def parse(self, parser: Any) -> bool:
        return parse_bool(parser)

    def print(self, out: Any, value: bool) -> None:
        out.write("true" if value else "false")


class AttributeValue(ParamValue):
    """An attribute, in full, of the class `cls`."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def parse(self, parser: Any) -> Any:
        return parse_attribute_of(parser, self.cls)

    def print(self, out: Any, value: Any) -> None:
        out.attribute(value)


class StrippedAttributeValue(ParamValue):
    """An attribute of the dialect class `cls`, printed without its
    `#dialect.mnemonic` (an alias if it has one)."""

    __slots__ = ("cls",)

    def __init__(self, cls: type) -> None:
        self.cls = cls

    def parse(self, parser: Any) -> Any:
        return parse_stripped_attribute(parser, self.cls)

    def print(self, out: Any, value: Any) -> None:
        print_stripped(out, value)


class HookValue(ParamValue):
    """A value read and written by the dialect's hook functions."""

    __slots__ = ("parser", "printer")

    def __init__(
        self, parser: Callable[[Any], Any], printer: Callable[[Any, Any], None]
    ) -> None:
        self.parser = parser
        self.printer = printer

    def parse(self, parser: Any) -> Any:
        return self.parser(parser)

    def print(self, out: Any, value: Any) -> None:
        self.printer(out, value)


class EnumFieldValue(ParamValue):
    """A case of `enum` as a keyword or a string (MLIR's enum `FieldParser`);
    `summary` names the enum when the keyword is missing."""

    __slots__ = ("enum", "summary")

    def __init__(self, enum: Any, summary: str) -> None:
        self.enum = enum
        self.summary = summary

    def parse(self, parser: Any) -> Any:
        return parse_enum_field(parser, self.enum, self.summary)

    def print(self, out: Any, value: Any) -> None:
        out.write(value.asm_text())


class EnumKeywordValue(ParamValue):
    """A case of `enum` as a keyword, or a bit enum's keywords joined by
    `separator` (ODS's `EnumParameter`); `name` is the enum in the
    unknown-case error (default its Python name)."""

    __slots__ = ("enum", "separator", "name")

    def __init__(
        self, enum: Any, separator: str | None = None, name: str | None = None
    ) -> None:
        self.enum = enum
        self.separator = separator
        self.name = name

    def parse(self, parser: Any) -> Any:
        return parse_enum_keyword(parser, self.enum, self.separator, self.name)

    def print(self, out: Any, value: Any) -> None:
        out.write(value.stringify())


class ListValue(ParamValue):
    """A tuple of `element`s, comma-separated."""

    __slots__ = ("element",)

    def __init__(self, element: ParamValue) -> None:
        self.element = element

    def parse(self, parser: Any) -> tuple[Any, ...]:
        element = self.element
        return tuple(parser.parse_comma_separated(lambda: element.parse(parser)))

    def print(self, out: Any, value: tuple[Any, ...]) -> None:
        for position, item in enumerate(value):
            if position:
                out.write(", ")
            self.element.print(out, item)


class FormatParam:
    """A parameter in a format: its `name` (a struct's key), its C++ type
    (MLIR's "failed to parse" note names both), how its value reads and
    prints, and its `default`: a parameter with one may be left out of a
    struct, and is printed only when its value differs from it."""

    __slots__ = ("name", "cpp_type", "value", "default", "optional")

    def __init__(
        self, name: str, cpp_type: str, value: ParamValue, default: Any = REQUIRED
    ) -> None:
        self.name = name
        self.cpp_type = cpp_type
        self.value = value
        self.default = default
        self.optional = default is not REQUIRED

    def is_default(self, value: Any) -> bool:
        """`value` is the default (not printed in a struct)."""
        default = self.default
        return value is None if default is None else value == default
