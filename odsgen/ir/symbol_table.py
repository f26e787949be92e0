# cython: annotation_typing=True, nonecheck=True
"""Symbol tables: the `sym_name`s defined directly in an operation's region."""

from __future__ import annotations

import _thread
from contextlib import contextmanager
from typing import Iterator

from .attributes import StringAttr, SymbolRefAttr
from .context import Context
from .operation import Operation
from .traits import SymbolTable as SymbolTableTrait

# `OperationLayout` (`BlockLayout`, `RegionLayout`), in annotations of
# locals only: an operation (a block, a region) to the compiled module
# (symbol_table.pxd), its fields read in place (layout.pxd).

SYMBOL_NAME = "sym_name"
VISIBILITY = "sym_visibility"


def symbol_name(op: Operation) -> str | None:
    """The symbol `op` defines, if any."""
    attr = op.attributes.get_attr(SYMBOL_NAME)
    return attr.value if isinstance(attr, StringAttr) else None


class SymbolTable:
    """The symbols of the single block of `op`, a symbol-table operation."""

    __slots__ = ("op", "_symbols")

    def __init__(self, op: Operation) -> None:
        assert op.regions and op.regions[0].blocks, "symbol table op needs a body"
        self.op = op
        self._symbols: dict[str, Operation] = {}
        for child in op.regions[0].blocks[0]:
            name = symbol_name(child)
            if name is not None:
                self._symbols.setdefault(name, child)

    @classmethod
    def known(cls, op: Operation, symbols: dict[str, Operation]) -> SymbolTable:
        """The table of `op` whose `symbols` (each name's first definer in
        its block) were found already, by the verifier's uniqueness check."""
        table = cls.__new__(cls)
        table.op = op
        table._symbols = symbols
        return table

    def lookup(self, name: str) -> Operation | None:
        """The operation defining `name` in this table."""
        return self._symbols.get(name)

    def __contains__(self, name: str) -> bool:
        return name in self._symbols

    def insert(self, op: Operation) -> str:
        """Append `op` to the body, renaming it (`name_0`, `name_1`, ...) if taken.

        Returns the name under which it was inserted.
        """
        name = symbol_name(op)
        assert name is not None, "inserting an operation without sym_name"
        if name in self._symbols:
            counter = 0
            while f"{name}_{counter}" in self._symbols:
                counter += 1
            name = f"{name}_{counter}"
            op.set_attr(SYMBOL_NAME, StringAttr.get(name))
        self._symbols[name] = op
        self.op.regions[0].blocks[0].append(op)
        return name

    def erase(self, op: Operation) -> None:
        """Remove `op` from the table and erase it."""
        name = symbol_name(op)
        if name is not None and self._symbols.get(name) is op:
            del self._symbols[name]
        op.erase()

    @staticmethod
    def nearest(op: Operation) -> Operation | None:
        """The closest enclosing operation (or `op` itself) that is a symbol table."""
        current: Operation | None = op
        while current is not None:
            if SymbolTableTrait in current.TRAITS:
                return current
            current = current.parent_op
        return None

    @staticmethod
    def lookup_from(op: Operation, ref: SymbolRefAttr) -> Operation | None:
        """Resolve `@root::@nested...` from the nearest symbol table around `op`."""
        table_op = SymbolTable.nearest(op)
        if table_op is None:
            return None
        found = SymbolTable(table_op).lookup(ref.root)
        for name in ref.nested:
            if found is None or SymbolTableTrait not in found.TRAITS:
                return None
            found = SymbolTable(found).lookup(name)
        return found


class SymbolTableCollection:
    """Symbol tables built once and kept, for many lookups (MLIR's
    `SymbolTableCollection`, used while verifying symbol uses)."""

    def __init__(self) -> None:
        self._tables: dict[int, SymbolTable] = {}

    def table(self, op: Operation) -> SymbolTable:
        found = self._tables.get(id(op))
        if found is None or found.op is not op:
            found = self._tables[id(op)] = SymbolTable(op)
        return found

    def add(self, table: SymbolTable) -> None:
        """Keep `table` (built elsewhere) as its op's table."""
        self._tables[id(table.op)] = table

    def lookup_in(self, table_op: Operation | None, name: str) -> Operation | None:
        """The op defining `name` in the table of `table_op` (None if
        `table_op` is None or has no body): MLIR's `lookupSymbolIn`, one
        call for its verifiers' look-ups."""
        if table_op is None:
            return None
        # Fields read in place when compiled (the `...Layout` names).
        table: OperationLayout = table_op
        regions = table.regions
        if not regions:
            return None
        region: RegionLayout = regions[0]
        if not region.blocks:
            return None
        tables: dict = self._tables  # (typed: a look-up in C when compiled)
        key = id(table_op)
        found = tables.get(key)  # `table`, inlined
        if found is None or found.op is not table_op:
            found = tables[key] = SymbolTable(table_op)
        symbols: dict = found._symbols
        return symbols.get(name)

    def lookup_from(self, op: Operation, ref: SymbolRefAttr) -> Operation | None:
        """Resolve `@root::@nested...` from the nearest symbol table around `op`."""
        table_op = SymbolTable.nearest(op)
        if table_op is None:
            return None
        found = self.table(table_op).lookup(ref.root)
        for name in ref.nested:
            if found is None or SymbolTableTrait not in found.TRAITS:
                return None
            found = self.table(found).lookup(name)
        return found


def potentially_unknown_symbol_table(op: Operation) -> bool:
    """MLIR's `isPotentiallyUnknownSymbolTable`: an unregistered op with one
    region whose dialect is not loaded (in the current context) might be a
    symbol table MLIR does not know."""
    return (
        op.OPERATION_NAME is None
        and len(op.regions) == 1
        and op.dialect_name not in Context.current().dialects
    )


def nearest_symbol_table(op: Operation) -> Operation | None:
    """MLIR's `getNearestSymbolTable`: `op` or the closest op above it with
    the SymbolTable trait; None at a `potentially_unknown_symbol_table`."""
    # Fields read in place when compiled (the `...Layout` names).
    current: OperationLayout | None = op
    block: BlockLayout | None
    region: RegionLayout | None
    while True:
        try:  # what the op's class says (`_is_table`), kept per class
            table = _IS_TABLE[type(current)]
        except KeyError:
            table = _is_table(type(current))
        if table is None:  # unregistered: asked of the op itself
            if potentially_unknown_symbol_table(current):
                return None
            table = SymbolTableTrait in current.TRAITS
        if table:
            return current
        block = current.parent  # up as `parent_op`, inlined
        region = block.parent if block is not None else None
        current = region.parent if region is not None else None
        if current is None:
            return None


# Per op class, whether it has the SymbolTable trait; None for the
# unregistered op class (`nearest_symbol_table` asks each such op).
_IS_TABLE: dict[type, bool | None] = {}


def _is_table(op_class: type) -> bool | None:
    """Whether the registered op class `op_class` has the SymbolTable trait
    (None if it is unregistered); kept in `_IS_TABLE`."""
    registered = op_class.OPERATION_NAME is not None  # type: ignore[attr-defined]
    found = _IS_TABLE[op_class] = (
        SymbolTableTrait in op_class.TRAITS  # type: ignore[attr-defined]
        if registered
        else None
    )
    return found


def nearest_table_key(op: Operation, own_key: object) -> tuple[object, ...]:
    """A `symbol_uses_key` for a class whose `verify_symbol_uses` reads the
    op's attributes and value types (`own_key`, its `op_key`) and the
    symbols of its `nearest_symbol_table` only. The verifier's walk knows
    this function: it makes the same key per op without calling it."""
    return (type(op), own_key, nearest_symbol_table(op))


_verifying = _thread._local()  # `threading.local`, without `threading`


def verification_tables() -> SymbolTableCollection:
    """The symbol tables shared by the op verifiers of the current `verify()`
    run (built once each, as the IR does not change while it is verified);
    a fresh collection outside one."""
    tables = getattr(_verifying, "tables", None)
    return tables if tables is not None else SymbolTableCollection()


@contextmanager
def sharing_tables() -> Iterator[SymbolTableCollection]:
    """Share one `SymbolTableCollection` with the verifiers run inside."""
    saved = getattr(_verifying, "tables", None)
    _verifying.tables = tables = SymbolTableCollection()
    try:
        yield tables
    finally:
        _verifying.tables = saved
