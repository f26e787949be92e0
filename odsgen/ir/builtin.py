"""The builtin dialect's operations: `builtin.module` and `builtin.unrealized_conversion_cast`."""

from __future__ import annotations

from typing import Any

from .attributes import StringAttr
from .dialect import Dialect
from .location import Location
from .operation import Block, Operation, Region, Value
from .diagnostics import op_error
from .traits import (
    AffineScope,
    GraphRegions,
    IsolatedFromAbove,
    NoMemoryEffect,
    NoTerminator,
    SingleBlock,
    Symbol,
    SymbolTable,
)


class ModuleOp(Operation):
    """`module @name attributes {...} { ... }`: the top-level container."""

    __slots__ = ()

    OPERATION_NAME = "builtin.module"
    DEFAULT_DIALECT = "builtin"
    TRAITS = frozenset(
        {
            AffineScope,
            GraphRegions,
            IsolatedFromAbove,
            NoTerminator,
            SingleBlock,
            SymbolTable,
            Symbol,
        }
    )

    @classmethod
    def build(
        cls, location: Location | None = None, name: str | None = None
    ) -> ModuleOp:
        """An empty module (with one empty block)."""
        attributes = {"sym_name": StringAttr.get(name)} if name is not None else None
        op = cls.create(
            attributes=attributes, location=location, regions=[Region([Block()])]
        )
        return op

    @property
    def body(self) -> Block:
        """The module's only block."""
        return self.regions[0].blocks[0]

    @property
    def sym_name(self) -> str | None:
        attr = self.attributes.get_attr("sym_name")
        return attr.value if isinstance(attr, StringAttr) else None

    def verify(self) -> None:
        """One block without arguments; only dialect or symbol attributes."""
        region = self.regions[0] if len(self.regions) == 1 else None
        if region is None or len(region.blocks) != 1:
            raise op_error(
                self,
                "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
            )
        if region.blocks[0].arguments:
            raise op_error(self, "region should have no arguments")
        for name, _ in self.attributes.items:
            if "." not in name and name not in ("sym_name", "sym_visibility"):
                raise op_error(
                    self,
                    "can only contain attributes with dialect-prefixed names, found:"
                    f" '{name}'",
                )

    @classmethod
    def parse(cls, parser: Any, location: Location) -> ModuleOp:
        attributes: dict[str, Any] = {}
        if parser.kind == "at":
            attributes["sym_name"] = StringAttr.get(
                parser._parse_symbol_name(), None, parser.context
            )
        if parser.consume_keyword_if("attributes"):
            for name, value in parser.parse_dictionary().items:
                attributes[name] = value
        region = Region()
        parser.parse_region(region)
        if not region.blocks:
            region.append(Block())
        return cls.create(attributes=attributes, location=location, regions=[region])

    def print(self, printer: Any) -> None:
        name = self.sym_name
        if name is not None:
            printer.write(" ")
            printer.print_symbol_name(name)
        printer.print_attr_dict(self.attributes, ("sym_name",), with_keyword=True)
        printer.write(" ")
        printer.print_region(self.regions[0], False, False)


class UnrealizedConversionCastOp(Operation):
    """`builtin.unrealized_conversion_cast %a : i32 to i64`."""

    __slots__ = ()

    OPERATION_NAME = "builtin.unrealized_conversion_cast"
    TRAITS = frozenset({NoMemoryEffect})  # ODS `Pure`

    def fold(self, operands: Any) -> list[Value] | None:
        """The inputs when the types do not change, or the inputs of a cast
        whose results are exactly this one's inputs and whose input types are
        this one's result types (MLIR 16's fold)."""
        inputs = self.operands
        if [v.type for v in inputs] == self.result_types:
            return inputs if inputs else None
        if not inputs:
            return None
        producer = getattr(inputs[0], "owner", None)
        if (
            not isinstance(producer, UnrealizedConversionCastOp)
            or len(producer.results) != len(inputs)
            or any(a is not b for a, b in zip(producer.results, inputs))
            or [v.type for v in producer.operands] != self.result_types
        ):
            return None
        return producer.operands

    @classmethod
    def parse(cls, parser: Any, location: Location) -> Operation:
        operands = parser.parse_ssa_use_list(None)
        types = []
        if operands:
            parser.expect(":", "expected ':'")
            types = parser.parse_comma_separated(parser.parse_type)
        if not parser.consume_keyword_if("to"):
            raise parser.wrong_token("expected 'to'")
        results = parser.parse_comma_separated(parser.parse_type)
        attributes = parser.parse_optional_attr_dict()
        if len(types) != len(operands):
            raise parser.error(
                f"{len(operands)} operands present, but expected {len(types)}"
            )
        values = [parser.resolve_operand(o, t) for o, t in zip(operands, types)]
        return cls.create(
            operands=values,
            result_types=results,
            attributes=attributes,
            location=location,
        )

    def print(self, printer: Any) -> None:
        if self._operands:
            printer.write(" ")
            printer.print_operands(self.operands)
            printer.write(" : ")
            printer.print_types(v.type for v in self.operands)
        printer.write(" to ")
        printer.print_types(r.type for r in self.results)
        printer.print_attr_dict(self.attributes)


class BuiltinDialect(Dialect):
    """The builtin dialect."""

    name = "builtin"
    operations = (ModuleOp, UnrealizedConversionCastOp)


DIALECT = BuiltinDialect
