"""Building the LLVM ops that lowerings use everywhere: undef, extractvalue,
insertvalue and constants, through any builder or rewriter with `create`."""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import Attribute, DenseArrayAttr, DictionaryAttr, IntegerAttr
from ...ir.location import Location
from ...ir.operation import Operation, Value
from ...ir.types import IndexType, IntegerType, Type


def member_type(container: Type, position: Sequence[int]) -> Type:
    """The type of the member at `position` in a struct or array type."""
    type_: Any = container
    for index in position:
        if hasattr(type_, "body"):
            type_ = type_.body[index]
        else:
            type_ = type_.element_type
    return type_


class _PositionAttributes:
    """The key of a context table: `{position = array<i64: ...>}` by position
    (extractvalue and insertvalue take a few positions over and over)."""


def _position(rewriter: Any, position: Sequence[int]) -> DictionaryAttr:
    context = rewriter.context
    table = context.table(_PositionAttributes)
    key = tuple(position)
    found = table.get(key)
    if found is None:
        array = DenseArrayAttr.get(IntegerType.get(64, context=context), key, context)
        found = table[key] = DictionaryAttr.get({"position": array}, context)
    return found


class _IndexValueAttributes:
    """The key of a context table: `{value = N : index}` by N (the sizes,
    strides and offsets that memref lowerings materialize)."""


def index_constant(rewriter: Any, location: Location, type_: Type, value: int) -> Value:
    """`llvm.mlir.constant` of `type_` holding `value : index`."""
    context = rewriter.context
    table = context.table(_IndexValueAttributes)
    found = table.get(value)
    if found is None:
        attribute = IntegerAttr.get(IndexType.get(context), value, context)
        found = table[value] = DictionaryAttr.get({"value": attribute}, context)
    return rewriter.create(
        "llvm.mlir.constant", [], [type_], found, location=location
    ).result


class _GEPIndexAttributes:
    """The key of a context table: `{rawConstantIndices = array<i32: N>}` by N."""


def gep_indices(rewriter: Any, raw: int) -> DictionaryAttr:
    """The attributes of a GEP of one index, `raw` (DYNAMIC_INDEX if an operand)."""
    context = rewriter.context
    table = context.table(_GEPIndexAttributes)
    found = table.get(raw)
    if found is None:
        array = DenseArrayAttr.get(IntegerType.get(32, context=context), [raw], context)
        found = table[raw] = DictionaryAttr.get({"rawConstantIndices": array}, context)
    return found


def undef(rewriter: Any, location: Location, type_: Type) -> Value:
    return rewriter.create("llvm.mlir.undef", [], [type_], location=location).result


def extract_value(
    rewriter: Any, location: Location, container: Value, position: Sequence[int]
) -> Value:
    return rewriter.create(
        "llvm.extractvalue",
        [container],
        [member_type(container.type, position)],
        _position(rewriter, position),
        location=location,
    ).result


def insert_value(
    rewriter: Any,
    location: Location,
    container: Value,
    value: Value,
    position: Sequence[int],
) -> Value:
    return rewriter.create(
        "llvm.insertvalue",
        [container, value],
        [container.type],
        _position(rewriter, position),
        location=location,
    ).result


def constant(rewriter: Any, location: Location, type_: Type, value: Attribute) -> Value:
    return rewriter.create(
        "llvm.mlir.constant", [], [type_], {"value": value}, location=location
    ).result


def enclosing_module(op: Operation) -> Operation:
    """The `builtin.module` around `op` (where runtime functions are declared)."""
    parent = op.parent_op
    while parent is not None and parent.name != "builtin.module":
        parent = parent.parent_op
    assert parent is not None, f"{op.name} outside a module"
    return parent
