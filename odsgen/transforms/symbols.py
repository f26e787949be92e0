"""Symbols as MLIR 16's SymbolOpInterface and SymbolTable see them: which
ops are symbols, their visibility, and the symbol references an op holds."""

from __future__ import annotations

from typing import Iterator

from ..ir.attributes import Attribute, StringAttr, SymbolRefAttr
from ..ir.operation import Operation
from ..ir.symbol_table import (
    SYMBOL_NAME,
    VISIBILITY,
    SymbolTableCollection,
    potentially_unknown_symbol_table,
)
from ..ir.traits import Symbol, SymbolTable

# Symbol ops whose name is optional: without `sym_name` they are no symbol.
OPTIONAL_SYMBOLS = frozenset({"builtin.module"})


def is_symbol(op: Operation) -> bool:
    """Whether `op` implements the symbol interface (MLIR's isa<SymbolOpInterface>)."""
    if Symbol not in op.TRAITS:
        return False
    if op.name in OPTIONAL_SYMBOLS:
        return isinstance(op.get_attr(SYMBOL_NAME), StringAttr)
    return True


def visibility(op: Operation) -> str:
    """ "public", "private" or "nested"."""
    attr = op.get_attr(VISIBILITY)
    return attr.value if isinstance(attr, StringAttr) else "public"


def is_private(op: Operation) -> bool:
    return visibility(op) == "private"


# `attribute_symbol_refs` by attribute dictionary (uniqued and immutable).
_REFS: dict[Attribute, tuple[SymbolRefAttr, ...]] = {}


def attribute_symbol_refs(op: Operation) -> tuple[SymbolRefAttr, ...]:
    """The symbol references in `op`'s attributes (nested ones too), in order."""
    attributes = op.attributes
    found = _REFS.get(attributes)
    if found is None:
        if len(_REFS) > 100_000:
            _REFS.clear()
        found = _REFS[attributes] = tuple(_walk_symbol_refs(attributes))
    return found


def _walk_symbol_refs(attributes: Attribute) -> Iterator[SymbolRefAttr]:
    stack: list[Iterator[object]] = [iter(attributes.walk_subelements())]  # type: ignore[attr-defined]
    while stack:
        element = next(stack[-1], None)
        if element is None:
            stack.pop()
            continue
        if isinstance(element, SymbolRefAttr):
            yield element
        elif isinstance(element, Attribute):
            walk = getattr(element, "walk_subelements", None)
            if walk is not None:
                stack.append(iter(walk()))


def symbol_uses(op: Operation) -> list[tuple[Operation, SymbolRefAttr]] | None:
    """The symbol uses in `op` and the ops nested in it, not entering nested
    symbol tables; None if an unknown op might hold a symbol table
    (MLIR's SymbolTable::getSymbolUses)."""
    if potentially_unknown_symbol_table(op):
        return None
    uses = [(op, ref) for ref in attribute_symbol_refs(op)]
    if SymbolTable in op.TRAITS:
        return uses
    regions = list(op.regions)
    while regions:
        for block in regions.pop().blocks:
            for nested in block:
                if potentially_unknown_symbol_table(nested):
                    return None
                uses.extend((nested, ref) for ref in attribute_symbol_refs(nested))
                if SymbolTable not in nested.TRAITS:
                    regions.extend(nested.regions)
    return uses


def lookup_symbol_in(
    tables: SymbolTableCollection, table_op: Operation, ref: SymbolRefAttr
) -> list[Operation] | None:
    """The ops `ref` names from the symbol table `table_op`, root first (MLIR's
    SymbolTableCollection::lookupSymbolIn); None if it does not resolve."""
    if SymbolTable not in table_op.TRAITS:
        return None
    found = tables.table(table_op).lookup(ref.root)
    if found is None:
        return None
    symbols = [found]
    if not ref.nested:
        return symbols
    if SymbolTable not in found.TRAITS:
        return None
    current = found
    for name in ref.nested[:-1]:
        current = tables.table(current).lookup(name)
        if current is None or SymbolTable not in current.TRAITS:
            return None
        symbols.append(current)
    leaf = tables.table(current).lookup(ref.nested[-1])
    if leaf is None:
        return None
    symbols.append(leaf)
    return symbols


def symbol_tables(op: Operation, all_visible: bool) -> list[tuple[Operation, bool]]:
    """The symbol tables in `op` (itself included), nested ones first, each with
    whether all uses of its symbols are visible (MLIR's walkSymbolTables)."""
    found: list[tuple[Operation, bool]] = []

    def walk(current: Operation, visible: bool) -> None:
        is_table = SymbolTable in current.TRAITS
        if is_table:
            visible = visible or not is_symbol(current) or is_private(current)
        else:
            visible = True
        for region in current.regions:
            for block in region.blocks:
                for nested in block:
                    walk(nested, visible)
        if is_table:
            found.append((current, visible))

    walk(op, all_visible)
    return found
