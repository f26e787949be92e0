"""Hand-written behaviour of test-dialect ops, mixed into the generated classes."""

from __future__ import annotations

from odsgen.ir.attributes import IntegerAttr
from odsgen.ir.diagnostics import op_error
from odsgen.ir.types import IntegerType

# The custom directives of type and attribute formats live in a sibling
# module; the generator copies it into the package beside this one.
from .def_directives import (
    parse_BarString,
    parse_CustomTypeA,
    parse_CustomTypeB,
    parse_Even,
    parse_FooString,
    parse_TrueFalse,
    print_BarString,
    print_CustomTypeA,
    print_CustomTypeB,
    print_Even,
    print_FooString,
    print_TrueFalse,
)


class ConstantOpHooks:
    """`test.constant`: folding and its verifier."""

    def verify_hook(self) -> None:
        # A check of the generator's hooks (MLIR's test.constant has none).
        if isinstance(self.value, IntegerAttr) and self.value.value < 0:
            raise op_error(self, "value must be non-negative")

    def fold(self, operands):
        return self.value_attr


class TestDialectHooks:
    """The test dialect's own hooks."""

    def materialize_constant(self, builder, value, type_, location):
        """A `test.constant` for an i64 integer attribute (the folder's constants)."""
        from .ops import ConstantOp

        if getattr(value, "value", None) is None or type_.text != "i64":
            return None
        return builder.insert(ConstantOp.build(type_, value, location=location))


# -- custom directives of the declarative formats (format_ops.yaml) ------------------
#
# Mirrors of TestDialect.cpp's parse<Name>/print<Name> functions. A parse hook
# receives the parser and the `ref(...)` arguments and returns the bound
# arguments (a tuple when there are several); a print hook receives the
# printer, the op and every argument.


def parse_CustomOptionalOperand(parser):
    if not parser.consume_if("("):
        return None
    operand = parser.parse_operand()
    parser.expect(")")
    return operand


def print_CustomOptionalOperand(printer, op, opt_operand):
    if opt_operand is not None:
        printer.write("(")
        printer.print_operand(opt_operand)
        printer.write(") ")


def parse_CustomDirectiveOperands(parser):
    operand = parser.parse_operand()
    opt_operand = None
    if parser.consume_if(","):
        opt_operand = parser.parse_operand()
    parser.expect("->")
    var_operands = parser.parse_operand_list("(")
    return operand, opt_operand, var_operands


def print_CustomDirectiveOperands(printer, op, operand, opt_operand, var_operands):
    printer.print_operand(operand)
    if opt_operand is not None:
        printer.write(", ")
        printer.print_operand(opt_operand)
    printer.write(" -> (")
    printer.print_operands(var_operands)
    printer.write(")")


def parse_CustomDirectiveResults(parser):
    parser.expect(":")
    operand_type = parser.parse_type()
    opt_operand_type = None
    if parser.consume_if(","):
        opt_operand_type = parser.parse_type()
    parser.expect("->")
    parser.expect("(")
    var_operand_types = parser.parse_type_list()
    parser.expect(")")
    return operand_type, opt_operand_type, var_operand_types


def print_CustomDirectiveResults(printer, op, operand_type, opt_operand_type, types):
    printer.write(" : ")
    printer.type(operand_type)
    if opt_operand_type is not None:
        printer.write(", ")
        printer.type(opt_operand_type)
    printer.write(" -> (")
    printer.print_types(types)
    printer.write(")")


def parse_CustomDirectiveWithTypeRefs(parser, operand_type, opt_operand_type, types):
    pos = parser.position
    if not parser.consume_keyword_if("type_refs_capture"):
        raise parser.emit_error("expected 'type_refs_capture'")
    parsed = parse_CustomDirectiveResults(parser)
    if parsed != (operand_type, opt_operand_type, list(types)):
        raise parser.emit_error("type_refs_capture: the types differ", pos)


def print_CustomDirectiveWithTypeRefs(
    printer, op, operand_type, opt_operand_type, types
):
    printer.write(" type_refs_capture ")
    print_CustomDirectiveResults(printer, op, operand_type, opt_operand_type, types)


def parse_CustomDirectiveOperandsAndTypes(parser):
    return parse_CustomDirectiveOperands(parser) + parse_CustomDirectiveResults(parser)


def print_CustomDirectiveOperandsAndTypes(
    printer, op, operand, opt_operand, var_operands, *types
):
    print_CustomDirectiveOperands(printer, op, operand, opt_operand, var_operands)
    print_CustomDirectiveResults(printer, op, *types)


def parse_CustomDirectiveRegions(parser):
    from odsgen.ir.operation import Region

    region = Region()
    parser.parse_region(region)
    var_regions = []
    if parser.consume_if(","):
        var_regions.append(Region())
        parser.parse_region(var_regions[0])
    return region, var_regions


def print_CustomDirectiveRegions(printer, op, region, var_regions):
    printer.print_region(region)
    if var_regions:
        printer.write(", ")
        for other in var_regions:
            printer.print_region(other)


def parse_CustomDirectiveSuccessors(parser):
    successor = parser.parse_successor()
    if not parser.consume_if(","):
        return successor, []
    var_successor = parser.parse_successor()
    return successor, [var_successor, var_successor]


def print_CustomDirectiveSuccessors(printer, op, successor, var_successors):
    printer.print_successor(successor)
    if var_successors:
        printer.write(", ")
        printer.print_successor(var_successors[0])


def parse_CustomDirectiveAttributes(parser):
    attr = parser.parse_attribute()
    opt_attr = parser.parse_attribute() if parser.consume_if(",") else None
    return attr, opt_attr


def print_CustomDirectiveAttributes(printer, op, attr, opt_attr):
    printer.attribute(attr)
    if opt_attr is not None:
        printer.write(", ")
        printer.attribute(opt_attr)


def parse_CustomDirectiveSpacing(parser):
    return parser.parse_attribute()


def print_CustomDirectiveSpacing(printer, op, attr):
    printer.attribute(attr)


def parse_CustomDirectiveAttrDict(parser, attributes):
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)


def print_CustomDirectiveAttrDict(printer, op, attributes):
    printer.print_optional_attr_dict(attributes)


def parse_CustomDirectiveOptionalOperandRef(parser, opt_operand):
    pos = parser.position
    count = parser.parse_integer_literal()
    if (count == 0) == (opt_operand is not None):
        raise parser.emit_error("the operand count does not match the operand", pos)


def print_CustomDirectiveOptionalOperandRef(printer, op, opt_operand):
    printer.write("0" if opt_operand is None else "1")


__all__ = [
    "parse_BarString",
    "parse_CustomTypeA",
    "parse_CustomTypeB",
    "parse_Even",
    "parse_FooString",
    "parse_TrueFalse",
    "print_BarString",
    "print_CustomTypeA",
    "print_CustomTypeB",
    "print_Even",
    "print_FooString",
    "print_TrueFalse",
]


_op_m_calls = 0


def op_m_test(builder, value):
    """The attribute the `op_m` pattern sets; counts its calls (DRR calls it once)."""
    global _op_m_calls
    _op_m_calls += 1
    return IntegerAttr.get(IntegerType.get(32), 314159264 + _op_m_calls)


def build_scaled(cls, value, factor):
    """`HookedOp.build_scaled`: the record declares it (`hook: build_scaled`)."""
    return cls.build(value, factor)
