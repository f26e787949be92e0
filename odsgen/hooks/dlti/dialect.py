"""Hand-written behaviour of MLIR 16's DLTI dialect (DLTI.cpp): the syntax
of `#dlti.dl_entry` and `#dlti.dl_spec`, their checks, and the dialect's
checks of its discardable attributes (`dlti.dl_spec`). The data layout
interface rules are in layout.py.
"""

from __future__ import annotations

from typing import Any

from odsgen.asm import lexer as lx
from odsgen.ir.attributes import StringAttr
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.diagnostics import emit_error, error_at
from odsgen.ir.location import Location
from odsgen.ir.operation import Operation
from odsgen.ir.types import Type

from .layout import verify_module_layout
from .registry import hooks

DATA_LAYOUT_ATTR = "dlti.dl_spec"
ENDIANNESS_KEY = "dlti.endianness"
ENDIANNESS_VALUES = ("big", "little")


@hooks.mixin("DataLayoutEntryAttr")
class DataLayoutEntryAttrHooks:
    """`#dlti.dl_entry<type-or-"identifier", attribute>`."""

    __slots__ = ()

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        parser.expect("<")
        key_pos = parser.position
        key: Type | StringAttr | None = parser.parse_optional_type()
        if key is None:
            if parser.kind != lx.STRING:
                raise parser.emit_error("expected a type or a quoted string", key_pos)
            key = StringAttr.get(parser.parse_string(), context=parser.context)
        parser.expect(",")
        value = parser.parse_attribute()
        parser.expect(">")
        return cls.get(key, value, context=parser.context)

    def print_body(self, out: Any) -> None:
        out.write("<")
        if isinstance(self.key, Type):
            out.type(self.key)
        else:
            # Written as it is, without escapes, as MLIR 16 does.
            out.write(f'"{self.key.value}"')
        out.write(", ")
        out.attribute(self.value)
        out.write(">")


@hooks.mixin("DataLayoutSpecAttr")
class DataLayoutSpecAttrHooks:
    """`#dlti.dl_spec<entry, ...>`, keys distinct."""

    __slots__ = ()

    @classmethod
    def verify_parameters(cls, entries: tuple[Any, ...]) -> None:
        types: set[Any] = set()
        ids: set[str] = set()
        for entry in entries:
            key = entry.key
            if isinstance(key, Type):
                if key in types:
                    raise ValueError(f"repeated layout entry key: '{key.text}'")
                types.add(key)
            else:
                if key.value in ids:
                    raise ValueError(f"repeated layout entry key: {key.value}")
                ids.add(key.value)

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        name_pos = parser.position - len(cls.MNEMONIC)
        parser.expect("<")
        entries: list[Any] = []
        if not parser.consume_if(">"):
            entry_class = cls.entry_class()

            def parse_entry() -> None:
                pos = parser.position
                entry = parser.parse_attribute()
                if not isinstance(entry, entry_class):
                    raise parser.emit_error("invalid kind of attribute specified", pos)
                entries.append(entry)

            parser.parse_comma_separated(parse_entry)
            parser.expect(">")
        try:
            return cls.get(tuple(entries), context=parser.context)
        except ValueError as error:
            raise parser.emit_error(str(error), name_pos) from None

    @staticmethod
    def entry_class() -> type:
        """The generated `DataLayoutEntryAttr` class."""
        DataLayoutEntryAttr = hooks.module("attrs").DataLayoutEntryAttr

        return DataLayoutEntryAttr

    def print_body(self, out: Any) -> None:
        out.write("<")
        for index, entry in enumerate(self.entries):
            if index:
                out.write(", ")
            out.attribute(entry)
        out.write(">")


@hooks.mixin("DltiDialect")
class DltiDialectHooks:
    """Unknown mnemonics, `dlti.*` attributes of ops, and the checks of
    `dlti.*` identifier entries (MLIR's DataLayoutDialectInterface)."""

    __slots__ = ()

    def parse_attribute(self, parser: Any, type_: Any) -> Any:
        pos = parser.position
        mnemonic = parser.parse_keyword()
        for cls in self.attributes:
            if cls.MNEMONIC == mnemonic:
                return cls.parse_body(parser)
        # (sic: MLIR 16's spelling)
        raise parser.emit_error(f"unknown attrribute type: {mnemonic}", pos)

    def verify_operation_attribute(self, op: Operation, name: str, value: Any) -> None:
        if name != DATA_LAYOUT_ATTR:
            raise emit_error(op, f"attribute '{name}' not supported by dialect")
        if not isinstance(value, DataLayoutSpecAttrHooks):
            raise emit_error(
                op, f"'{DATA_LAYOUT_ATTR}' is expected to be a #dlti.dl_spec attribute"
            )
        if isinstance(op, ModuleOp):
            verify_module_layout(op)

    def verify_data_layout_entry(self, entry: Any, location: Location) -> None:
        """`dlti.endianness` is "big" or "little"; no other `dlti.*` key."""
        name = entry.key.value
        if name != ENDIANNESS_KEY:
            raise error_at(location, f"unknown data layout entry name: {name}")
        value = entry.value
        if not isinstance(value, StringAttr) or value.value not in ENDIANNESS_VALUES:
            raise error_at(
                location,
                f"'{name}' data layout entry is expected to be either"
                f" '{ENDIANNESS_VALUES[0]}' or '{ENDIANNESS_VALUES[1]}'",
            )
