"""A small dialect written by hand against the runtime's parser/printer API.

It stands in for a generated dialect in tests of `--load-dialect`, custom
forms, terminators, successor operands and isolated regions.
"""

from __future__ import annotations

from typing import Any

from odsgen.ir.attributes import IntegerAttr, StringAttr
from odsgen.ir.dialect import Dialect
from odsgen.ir.location import Location
from odsgen.ir.operation import Operation, Region, Value
from odsgen.ir.traits import IsolatedFromAbove, IsTerminator, Symbol
from odsgen.ir.diagnostics import op_error


class FuncOp(Operation):
    """`hw.func @name(%a: i32) { ... }`."""

    __slots__ = ()
    OPERATION_NAME = "hw.func"
    TRAITS = frozenset({IsolatedFromAbove, Symbol})

    @classmethod
    def parse(cls, parser: Any, location: Location) -> Operation:
        name = parser._parse_symbol_name()
        parser.expect("(")
        arguments = []
        if not parser.consume_if(")"):
            while True:
                operand = parser.parse_ssa_use(allow_result_number=False)
                parser.expect(":")
                arguments.append((operand, parser.parse_type(), None))
                if not parser.consume_if(","):
                    break
            parser.expect(")")
        region = Region()
        parser.parse_region(region, arguments, isolated=True)
        return cls.create(
            attributes={"sym_name": StringAttr.get(name)},
            location=location,
            regions=[region],
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_symbol_name(self.attributes.get_attr("sym_name").value)
        printer.write("(")
        entry = self.regions[0].blocks[0]
        for index, arg in enumerate(entry.arguments):
            if index:
                printer.write(", ")
            printer.write(printer.value_name(arg) + ": ")
            printer.type(arg.type)
        printer.write(") ")
        printer.print_region(self.regions[0], print_entry_block_args=False)


class ConstOp(Operation):
    """`%0 = hw.const 5 : i32`."""

    __slots__ = ()
    OPERATION_NAME = "hw.const"

    @classmethod
    def parse(cls, parser: Any, location: Location) -> Operation:
        value = parser.parse_attribute()
        return cls.create(
            result_types=[value.type], attributes={"value": value}, location=location
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.attribute(self.attributes.get_attr("value"))

    def verify(self) -> None:
        value = self.attributes.get_attr("value")
        if not isinstance(value, IntegerAttr):
            raise op_error(self, "requires integer attribute 'value'")
        if value.type is not self.results[0].type:
            raise op_error(self, "result type must match the value's type")


class BranchOp(Operation):
    """`hw.br ^bb1(%x : i32)`."""

    __slots__ = ()
    OPERATION_NAME = "hw.br"
    TRAITS = frozenset({IsTerminator})

    @classmethod
    def parse(cls, parser: Any, location: Location) -> Operation:
        block, values = parser.parse_successor_and_use_list()
        return cls.create(operands=values, successors=[block], location=location)

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_successor_and_use_list(self.successors[0], self.operands)

    def successor_operands(self, index: int) -> list[Value]:
        return self.operands


class ReturnOp(Operation):
    """`hw.ret %a, %b : i32, i32`."""

    __slots__ = ()
    OPERATION_NAME = "hw.ret"
    TRAITS = frozenset({IsTerminator})

    @classmethod
    def parse(cls, parser: Any, location: Location) -> Operation:
        operands = parser.parse_ssa_use_list(None)
        values = []
        if operands:
            parser.expect(":")
            types = parser.parse_comma_separated(parser.parse_type)
            values = [parser.resolve_operand(o, t) for o, t in zip(operands, types)]
        return cls.create(operands=values, location=location)

    def print(self, printer: Any) -> None:
        if self._operands:
            printer.write(" ")
            printer.print_operands(self.operands)
            printer.write(" : ")
            printer.print_types(v.type for v in self.operands)


class HandwrittenDialect(Dialect):
    name = "hw"
    operations = (FuncOp, ConstOp, BranchOp, ReturnOp)


DIALECT = HandwrittenDialect
