"""Dialects: a namespace of operations, types and attributes known to a context."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .operation import Operation


class Dialect:
    """Base class of dialects; generated dialects subclass it.

    `parse_type` / `parse_attribute` receive the parser positioned on the body
    of `!name.body` / `#name.body` and return the parsed value.
    """

    name: ClassVar[str] = ""
    operations: ClassVar[tuple[type[Operation], ...]] = ()

    def parse_type(self, parser: Any) -> Any:
        raise parser.error(f"dialect '{self.name}' provides no type parsing hook")

    def parse_attribute(self, parser: Any, type_: Any) -> Any:
        raise parser.error(f"dialect '{self.name}' provides no attribute parsing hook")
