"""Custom directives of the test dialect's type and attribute formats
(TestTypes.cpp, TestAttributes.cpp), imported by hooks.py."""

from __future__ import annotations


def parse_CustomTypeA(parser):
    return parser.parse_integer_literal()


def print_CustomTypeA(printer, a):
    printer.write(str(a))


def parse_CustomTypeB(parser, a):
    if a < 0:
        return None
    for _ in range(a):
        parser.parse_integer_literal()
    return parser.parse_integer_literal()


def print_CustomTypeB(printer, a, b):
    if a < 0:
        return
    printer.write(" " + "".join(f"{i} " for i in range(a)) + str(b))


def parse_FooString(parser):
    return parser.parse_string()


def print_FooString(printer, foo):
    printer.write('"' + foo + '"')


def parse_BarString(parser, foo):
    if not parser.consume_keyword_if(foo):
        raise parser.emit_error(f"expected '{foo}'")


def print_BarString(printer, foo):
    printer.write(foo)


def parse_TrueFalse(parser):
    if parser.consume_keyword_if("true"):
        return 1
    if parser.consume_keyword_if("false"):
        return 0
    raise parser.emit_error("expected 'true' or 'false'")


def print_TrueFalse(printer, b):
    printer.write("true" if b else "false")


def parse_Even(parser):
    """An even integer (the `parser` of EvenAttr's parameter)."""
    pos = parser.position
    value = parser.parse_integer_literal()
    if value % 2:
        raise parser.emit_error(f"{value} is not even", pos)
    return value


def print_Even(printer, value):
    printer.write(str(value))
