"""Composing and canonicalizing affine maps with their operands, as MLIR 16's
AffineOps.cpp does: producer `affine.apply` ops are substituted into the map
(composeAffineMapAndOperands), dimension operands that are valid symbols
become symbols, unused and duplicate operands go and constant symbols become
constants (canonicalizeMapAndOperands); `make_composed_folded_apply` and
`make_composed_folded_min_max` build the op or return the folded constant.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir.affine import (
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymbolExpr,
    constant,
    dim,
    symbol,
)
from odsgen.ir.affine_simplify import (
    infer_map,
    map_replace,
    map_replace_dims_and_symbols,
    map_shift_dims,
    map_shift_symbols,
    simplify_affine_map,
    sub_map,
    walk,
)
from odsgen.ir.attributes import AffineMapAttr, Attribute, IntegerAttr
from odsgen.ir.builder import Builder
from odsgen.ir.constants import constant_value
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.operation import Operation, Value
from odsgen.ir.types import IndexType

from .scope import is_valid_symbol_anywhere

Operands = list[Value]


def _apply_producer(value: Value | None) -> Operation | None:
    owner = getattr(value, "owner", None)
    if isinstance(owner, Operation) and owner.name == "affine.apply":
        return owner
    return None


def affine_map_of(op: Operation) -> AffineMap:
    """The map of an affine op."""
    return op.get_attr("map").value  # type: ignore[union-attr]


# -- canonicalizeMapAndOperands -----------------------------------------------------


def _promote_symbols(
    affine_map: AffineMap, operands: Operands
) -> tuple[AffineMap, Operands]:
    """canonicalizePromotedSymbols: dim operands that are valid symbols become symbols."""
    num_dims, old_symbols = affine_map.num_dims, affine_map.num_symbols
    kept: Operands = []
    promoted: Operands = []
    remapping: list[AffineExpr] = []
    next_dim = next_symbol = 0
    for i, operand in enumerate(operands):
        if i >= num_dims:
            kept.append(operand)
        elif is_valid_symbol_anywhere(operand):
            remapping.append(symbol(old_symbols + next_symbol))
            next_symbol += 1
            promoted.append(operand)
        else:
            remapping.append(dim(next_dim))
            next_dim += 1
            kept.append(operand)
    new_map = map_replace_dims_and_symbols(
        affine_map, remapping, [], next_dim, old_symbols + next_symbol
    )
    return new_map, kept + promoted


def canonicalize_map_and_operands(
    affine_map: AffineMap, operands: Sequence[Value]
) -> tuple[AffineMap, Operands]:
    """canonicalizeMapAndOperands."""
    operands = list(operands)
    if not operands:
        return affine_map, operands
    affine_map, operands = _promote_symbols(affine_map, operands)
    used_dims = [False] * affine_map.num_dims
    used_symbols = [False] * affine_map.num_symbols
    for result in affine_map.results:
        for expr in walk(result):
            if isinstance(expr, AffineDimExpr):
                used_dims[expr.position] = True
            elif isinstance(expr, AffineSymbolExpr):
                used_symbols[expr.position] = True
    kept: Operands = []
    dim_remapping: list[AffineExpr] = [dim(0)] * affine_map.num_dims
    seen: dict[Value, AffineExpr] = {}
    next_dim = 0
    for i in range(affine_map.num_dims):
        if not used_dims[i]:
            continue
        operand = operands[i]
        if operand in seen:
            dim_remapping[i] = seen[operand]
        else:
            dim_remapping[i] = seen[operand] = dim(next_dim)
            next_dim += 1
            kept.append(operand)
    symbol_remapping: list[AffineExpr] = [symbol(0)] * affine_map.num_symbols
    seen = {}
    next_symbol = 0
    for i in range(affine_map.num_symbols):
        if not used_symbols[i]:
            continue
        operand = operands[affine_map.num_dims + i]
        value = constant_value(operand)
        if isinstance(value, IntegerAttr):
            symbol_remapping[i] = constant(value.value)
        elif operand in seen:
            symbol_remapping[i] = seen[operand]
        else:
            symbol_remapping[i] = seen[operand] = symbol(next_symbol)
            next_symbol += 1
            kept.append(operand)
    new_map = map_replace_dims_and_symbols(
        affine_map, dim_remapping, symbol_remapping, next_dim, next_symbol
    )
    return new_map, kept


# -- composeAffineMapAndOperands ----------------------------------------------------


def _replace_dim_or_symbol(
    affine_map: AffineMap,
    position: int,
    dims: list[Value | None],
    symbols: list[Value | None],
) -> AffineMap | None:
    """replaceDimOrSym: substitute the affine.apply producing operand `position`."""
    is_dim = position < len(dims)
    index = position if is_dim else position - len(dims)
    values = dims if is_dim else symbols
    apply = _apply_producer(values[index])
    if apply is None:
        return None
    values[index] = None
    compose_map, compose_operands = canonicalize_map_and_operands(
        affine_map_of(apply), apply.operands
    )
    shifted = map_shift_symbols(map_shift_dims(compose_map, len(dims)), len(symbols))
    replacement = shifted.results[0]
    dims.extend(compose_operands[: compose_map.num_dims])
    symbols.extend(compose_operands[compose_map.num_dims :])
    target = dim(index) if is_dim else symbol(index)
    return map_replace(affine_map, target, replacement, len(dims), len(symbols))


def compose_affine_map_and_operands(
    affine_map: AffineMap, operands: Sequence[Value]
) -> tuple[AffineMap, Operands]:
    """composeAffineMapAndOperands: one round of substitution of producers."""
    if not affine_map.results:
        affine_map, kept = canonicalize_map_and_operands(affine_map, operands)
        return simplify_affine_map(affine_map), kept
    dims: list[Value | None] = list(operands[: affine_map.num_dims])
    symbols: list[Value | None] = list(operands[affine_map.num_dims :])
    while True:
        for position in range(len(dims) + len(symbols)):
            replaced = _replace_dim_or_symbol(affine_map, position, dims, symbols)
            if replaced is not None:
                affine_map = replaced
                break
        else:
            break
    kept: Operands = []
    replacements: tuple[list[AffineExpr], list[AffineExpr]] = ([], [])
    counts = [0, 0]
    for kind, container in enumerate((dims, symbols)):
        for value in container:
            if value is None:
                replacements[kind].append(constant(0))
                continue
            factory = dim if kind == 0 else symbol
            replacements[kind].append(factory(counts[kind]))
            counts[kind] += 1
            kept.append(value)
    affine_map = map_replace_dims_and_symbols(
        affine_map, replacements[0], replacements[1], counts[0], counts[1]
    )
    affine_map, kept = canonicalize_map_and_operands(affine_map, kept)
    return simplify_affine_map(affine_map), kept


def fully_compose_affine_map_and_operands(
    affine_map: AffineMap, operands: Sequence[Value]
) -> tuple[AffineMap, Operands]:
    """fullyComposeAffineMapAndOperands: compose while a producer is left."""
    operands = list(operands)
    while any(_apply_producer(v) is not None for v in operands):
        affine_map, operands = compose_affine_map_and_operands(affine_map, operands)
    return affine_map, operands


def _compose_multi_result(
    affine_map: AffineMap, operands: Sequence[Value]
) -> tuple[AffineMap, Operands]:
    """composeMultiResultAffineMap: each result composed on its own, then merged."""
    dims: Operands = []
    symbols: Operands = []
    exprs: list[AffineExpr] = []
    for i in range(len(affine_map.results)):
        submap, sub_operands = fully_compose_affine_map_and_operands(
            sub_map(affine_map, [i]), operands
        )
        submap, sub_operands = canonicalize_map_and_operands(submap, sub_operands)
        new_dims = submap.num_dims
        submap = map_shift_symbols(map_shift_dims(submap, len(dims)), len(symbols))
        dims.extend(sub_operands[:new_dims])
        symbols.extend(sub_operands[new_dims:])
        exprs.append(submap.results[0])
    merged = AffineMap(len(dims), len(symbols), tuple(exprs))
    return canonicalize_map_and_operands(merged, dims + symbols)


# -- building -----------------------------------------------------------------------

OpFoldResult = Value | Attribute


def _silent_insert(builder: Builder, op: Operation) -> Operation:
    """Insert without telling a rewriter's listener (MLIR clears it here)."""
    return Builder.insert(builder, op)


def _materialize_constants(
    builder: Builder, values: Sequence[OpFoldResult], location: Any
) -> tuple[Operands, list[Operation]]:
    """materializeConstants: attributes become `arith.constant` index ops."""
    constant_op = dialect_module("arith", "ops").ConstantOp
    actual: Operands = []
    made: list[Operation] = []
    for value in values:
        if isinstance(value, Value):
            actual.append(value)
            continue
        attr = IntegerAttr.get(IndexType.get(), value.value)  # type: ignore[attr-defined]
        op = _silent_insert(
            builder, constant_op.build(IndexType.get(), attr, location=location)
        )
        made.append(op)
        actual.append(op.results[0])
    return actual, made


def _create_or_fold(builder: Builder, op: Operation) -> OpFoldResult:
    """createOrFold: the folded value or constant, else the inserted op's result."""
    _silent_insert(builder, op)
    operands = []
    for value in op.operands:
        attr = constant_value(value)
        operands.append(attr if isinstance(attr, IntegerAttr) else None)
    folded = op.fold(operands)  # type: ignore[attr-defined]
    if folded is not None and folded is not op.results[0]:
        op.erase()
        return folded
    listener = getattr(builder, "listener", None)
    if listener is not None:
        listener.on_inserted(op)
    return op.results[0]


def _ops() -> Any:
    return dialect_module("affine", "ops")


def make_composed_folded_apply(
    builder: Builder,
    location: Any,
    affine_map: AffineMap | AffineExpr,
    operands: Sequence[OpFoldResult],
) -> OpFoldResult:
    """makeComposedFoldedAffineApply: an `affine.apply` of the composed map,
    or the value or constant it folds to."""
    if isinstance(affine_map, AffineExpr):
        affine_map = infer_map([affine_map])
    actual, made = _materialize_constants(builder, operands, location)
    affine_map, actual = compose_affine_map_and_operands(affine_map, actual)
    op_class = _ops().AffineApplyOp
    return _fold_index_op(builder, op_class, affine_map, actual, made, location)


def make_composed_folded_min_max(
    builder: Builder,
    location: Any,
    name: str,
    affine_map: AffineMap,
    operands: Sequence[OpFoldResult],
) -> OpFoldResult:
    """makeComposedFoldedAffineMin/Max (`name` "min" or "max")."""
    actual, made = _materialize_constants(builder, operands, location)
    affine_map, actual = _compose_multi_result(affine_map, actual)
    op_class = _ops().AffineMinOp if name == "min" else _ops().AffineMaxOp
    return _fold_index_op(builder, op_class, affine_map, actual, made, location)


def _fold_index_op(
    builder: Builder,
    op_class: Any,
    affine_map: AffineMap,
    operands: Sequence[Any],
    made: Sequence[Any],
    location: Any,
) -> OpFoldResult:
    """Create-or-fold an index-typed `op_class` of `affine_map`, then erase the
    constants `made` to feed the composition."""
    op = op_class.create(
        operands=operands,
        result_types=[IndexType.get()],
        attributes={"map": AffineMapAttr.get(affine_map)},
        location=location,
    )
    result = _create_or_fold(builder, op)
    for constant_op in made:
        constant_op.erase()
    return result


__all__ = [
    "affine_map_of",
    "canonicalize_map_and_operands",
    "compose_affine_map_and_operands",
    "fully_compose_affine_map_and_operands",
    "make_composed_folded_apply",
    "make_composed_folded_min_max",
]
