"""Dialects: a namespace of operations, types and attributes known to a context."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .operation import Operation


class Dialect:
    """Base class of dialects; generated dialects subclass it.

    `parse_type` / `parse_attribute` are called with the parser on the
    mnemonic after `!name.` / `#name.`; by default they dispatch to the
    `parse_body` of the type or attribute class with that mnemonic.
    """

    name: ClassVar[str] = ""
    operations: ClassVar[tuple[type[Operation], ...]] = ()
    types: ClassVar[tuple[type, ...]] = ()
    attributes: ClassVar[tuple[type, ...]] = ()
    allow_unknown_operations: ClassVar[bool] = False

    def parse_type(self, parser: Any) -> Any:
        return self._parse_by_mnemonic(parser, self.types, "type")

    def parse_attribute(self, parser: Any, type_: Any) -> Any:
        return self._parse_by_mnemonic(parser, self.attributes, "attribute")

    def _parse_by_mnemonic(
        self, parser: Any, classes: tuple[type, ...], what: str
    ) -> Any:
        pos = parser.position
        mnemonic = parser.parse_keyword(f"expected {what} mnemonic")
        for cls in classes:
            if cls.MNEMONIC == mnemonic:
                return cls.parse_body(parser)
        raise parser.error(f"unknown {what} `{mnemonic}` in dialect `{self.name}`", pos)
