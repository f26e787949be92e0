"""Which index values may be affine dimensions or symbols (MLIR 16's
isValidDim / isValidSymbol in AffineOps.cpp).

A symbol is a constant, a value defined at the top level of an op with the
AffineScope trait (or an argument of its region), an `affine.apply` of
symbols, or a `memref.dim` whose size is such a symbol. `region` None asks
about any scope, as MLIR's overloads without a region do.
"""

from __future__ import annotations

from odsgen.ir.attributes import IntegerAttr
from odsgen.ir.constants import constant_value
from odsgen.ir.operation import BlockArgument, Operation, Region, Value
from odsgen.ir.traits import AffineScope, IsolatedFromAbove
from odsgen.ir.types import IndexType


def _parent_op_of(value: Value) -> Operation | None:
    """The op holding the block of an argument, or the parent of a result's op."""
    if isinstance(value, BlockArgument):
        return value.owner.parent_op
    return value.owner.parent_op  # type: ignore[attr-defined]


def _is_scope(op: Operation | None) -> bool:
    return op is not None and op.might_have_trait(AffineScope)


def is_top_level_value(value: Value, region: Region | None = None) -> bool:
    """Defined at the top of an AffineScope op (of `region`, if given)."""
    if region is None:
        return _is_scope(_parent_op_of(value))
    if isinstance(value, BlockArgument):
        return value.owner.parent is region
    block = value.owner.parent  # type: ignore[attr-defined]
    return block is not None and block.parent is region


def affine_scope(op: Operation) -> Region | None:
    """The closest region around `op` held by an AffineScope op."""
    current = op
    while (parent := current.parent_op) is not None:
        if _is_scope(parent):
            return current.parent_region
        current = parent
    return None


def _is_loop(op: Operation | None) -> bool:
    """An `affine.for` or `affine.parallel`, whose arguments are dimensions."""
    return op is not None and op.name in ("affine.for", "affine.parallel")


def for_induction_var_owner(value: Value) -> Operation | None:
    """getForInductionVarOwner: the `affine.for` whose induction variable `value` is."""
    if not isinstance(value, BlockArgument) or value.index != 0:
        return None
    parent = value.owner.parent_op
    return parent if parent is not None and parent.name == "affine.for" else None


def _is_index(value: Value) -> bool:
    return isinstance(value.type, IndexType)


def is_valid_dim(
    value: Value, region: Region | None = None, scoped: bool = True
) -> bool:
    """isValidDim: `scoped` False is MLIR's overload without a region."""
    if not _is_index(value):
        return False
    if not scoped:
        owner = value.owner
        if isinstance(owner, Operation):
            return is_valid_dim(value, affine_scope(owner))
        parent = owner.parent_op
        return _is_scope(parent) or _is_loop(parent)
    if is_valid_symbol(value, region):
        return True
    owner = value.owner
    if not isinstance(owner, Operation):
        return _is_loop(owner.parent_op)
    if owner.name == "affine.apply":
        return all(is_valid_dim(v, region) for v in owner.operands)
    if owner.name == "memref.dim":
        return is_top_level_value(owner.operands[0])
    return False


def is_valid_symbol_anywhere(value: Value) -> bool:
    """isValidSymbol(value): whatever scope the value is used in."""
    if not _is_index(value):
        return False
    if is_top_level_value(value):
        return True
    owner = value.owner
    if isinstance(owner, Operation):
        return is_valid_symbol(value, affine_scope(owner))
    return False


def is_valid_symbol(value: Value, region: Region | None) -> bool:
    """isValidSymbol(value, region)."""
    if not _is_index(value):
        return False
    if region is not None and is_top_level_value(value, region):
        return True
    owner = value.owner
    if not isinstance(owner, Operation):
        return _in_enclosing_scope(value, region)
    if constant_value(value) is not None:
        return True
    if owner.name == "affine.apply":
        return all(is_valid_symbol(v, region) for v in owner.operands)
    if owner.name == "memref.dim":
        return _dim_is_valid_symbol(owner, region)
    return _in_enclosing_scope(value, region)


def _in_enclosing_scope(value: Value, region: Region | None) -> bool:
    """A value that dominates the region's parent op, if that op is not isolated."""
    holder = region.parent if region is not None else None
    if holder is None or holder.might_have_trait(IsolatedFromAbove):
        return False
    outer = holder.parent_region
    return outer is not None and is_valid_symbol(value, outer)


_SIZED = {"memref.view": 1, "memref.subview": 1, "memref.alloc": 0}


def _dim_is_valid_symbol(dim_op: Operation, region: Region | None) -> bool:
    """isDimOpValidSymbol."""
    source = dim_op.operands[0]
    if is_top_level_value(source):
        return True
    if isinstance(source, BlockArgument):
        return False
    index = constant_value(dim_op.operands[1])
    if not isinstance(index, IntegerAttr):
        return False
    definer = source.owner  # type: ignore[attr-defined]
    if definer.name not in _SIZED:
        return False
    shape = source.type.shape
    position = index.value
    if not 0 <= position < len(shape) or shape[position] is not None:
        return True
    dynamic = sum(1 for size in shape[:position] if size is None)
    sizes = _dynamic_sizes(definer)
    return dynamic < len(sizes) and is_valid_symbol(sizes[dynamic], region)


def _dynamic_sizes(op: Operation) -> list[Value]:
    if op.name == "memref.alloc":
        return list(op.dynamic_sizes)  # type: ignore[attr-defined]
    return list(op.sizes)  # type: ignore[attr-defined]
