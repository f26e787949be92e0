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

    The verifier hands the dialect every attribute named `<name>.<x>`: those of
    any operation (`verify_operation_attribute`, on entry to the op, before its
    own verifier) and those of the arguments and results of function-like ops
    (`verify_region_arg_attribute` / `verify_region_result_attribute`), as
    MLIR's `Dialect::verify*Attribute`. They raise a `DiagnosticError` to
    reject the attribute; by default they accept everything.
    """

    name: ClassVar[str] = ""
    operations: ClassVar[tuple[type[Operation], ...]] = ()
    types: ClassVar[tuple[type, ...]] = ()
    attributes: ClassVar[tuple[type, ...]] = ()
    # The operations whose classes are imported when first looked up (a
    # `LazyClasses`), beside `operations`; None if there are none.
    lazy_operations: ClassVar[Any] = None
    allow_unknown_operations: ClassVar[bool] = False

    @classmethod
    def every_operation(cls) -> tuple[type[Operation], ...]:
        """The classes of all the dialect's operations, the lazy ones imported now."""
        lazy = cls.lazy_operations
        if lazy is None:
            return cls.operations
        return cls.operations + tuple(
            lazy.operation_class(name) for name in lazy.operation_names()
        )

    def parse_type(self, parser: Any) -> Any:
        return self._parse_by_mnemonic(parser, self.types, "type")

    def parse_attribute(self, parser: Any, type_: Any) -> Any:
        return self._parse_by_mnemonic(parser, self.attributes, "attribute")

    def verify_operation_attribute(self, op: Operation, name: str, value: Any) -> None:
        """Check `name = value`, a discardable attribute of `op` in this dialect."""

    def verify_region_arg_attribute(
        self, op: Operation, region_index: int, arg_index: int, name: str, value: Any
    ) -> None:
        """Check an attribute of argument `arg_index` of region `region_index`."""

    def verify_region_result_attribute(
        self, op: Operation, region_index: int, result_index: int, name: str, value: Any
    ) -> None:
        """Check an attribute of result `result_index` of region `region_index`."""

    def _parse_by_mnemonic(
        self, parser: Any, classes: tuple[type, ...], what: str
    ) -> Any:
        pos = parser.position
        mnemonic = parser.parse_keyword(f"expected {what} mnemonic")
        for cls in classes:
            if cls.MNEMONIC == mnemonic:
                return cls.parse_body(parser)
        raise parser.error(f"unknown {what} `{mnemonic}` in dialect `{self.name}`", pos)


def attribute_dialect(dialects: dict[str, Dialect], name: str) -> Dialect | None:
    """The loaded dialect an attribute name refers to (MLIR's `getNameDialect`):
    the one named by the part before the first `.`, when both parts are non-empty."""
    prefix, dot, rest = name.partition(".")
    if not dot or not prefix or not rest:
        return None
    return dialects.get(prefix)


def overrides(dialect: Dialect, hook: str) -> bool:
    """Whether `dialect` gives its own `hook` (so calling it may reject something)."""
    return getattr(type(dialect), hook) is not getattr(Dialect, hook)
