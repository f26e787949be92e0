"""The op interfaces the general passes consult, as methods an op class may
define (none of llvm, func, arith and nvvm has loops or region branches; a
dialect that does provides these):

- loop-like (MLIR's LoopLikeOpInterface): `loop_body() -> Region`; the
  defaults below say what is defined outside and how an op moves out;
- region branch (RegionBranchOpInterface): `region_invocation_bounds(
  constant_operands) -> [(lower, upper or None), ...]`, one per region;
- speculation (ConditionallySpeculatable): `SPECULATABILITY` on the class
  (or a property), "speculatable", "recursive" or "not"; without it, ODS's
  `Pure`/`AlwaysSpeculatable` and `RecursivelySpeculatable` traits (markers
  in `TRAITS`) give the first two.
"""

from __future__ import annotations

from ..ir.operation import BlockArgument, Operation, Value
from ..ir.traits import AlwaysSpeculatable, RecursivelySpeculatable


def class_has(cache: dict[type, bool], op: Operation, method: str) -> bool:
    """Whether `op` is a registered op whose class has `method`, remembered
    per class in `cache` (looking for a method an op lacks is slow)."""
    found = cache.get(op.__class__)
    if found is None:
        found = cache[op.__class__] = op.OPERATION_NAME is not None and hasattr(
            op, method
        )
    return found


def is_loop_like(op: Operation) -> bool:
    return op.OPERATION_NAME is not None and hasattr(op, "loop_body")


def defining_region_op(value: Value) -> Operation | None:
    """The op whose region defines `value`."""
    if isinstance(value, BlockArgument):
        return value.owner.parent_op
    return value.owner.parent_op  # type: ignore[attr-defined]


def is_defined_outside_of_loop(loop: Operation, value: Value) -> bool:
    custom = getattr(loop, "is_defined_outside_of_loop", None)
    if custom is not None:
        return custom(value)
    parent = defining_region_op(value)
    return parent is None or not loop.is_ancestor(parent)


def move_out_of_loop(loop: Operation, op: Operation) -> None:
    custom = getattr(loop, "move_out_of_loop", None)
    if custom is not None:
        custom(op)
    else:
        op.move_before(loop)


def is_speculatable(op: Operation) -> bool:
    """Whether `op` may run where it would not have (MLIR's isSpeculatable)."""
    if op.OPERATION_NAME is None:
        return False
    kind = getattr(op, "SPECULATABILITY", None)
    if kind is None:
        traits = op.TRAITS
        if AlwaysSpeculatable in traits:
            kind = "speculatable"
        elif RecursivelySpeculatable in traits:
            kind = "recursive"
    if kind == "speculatable":
        return True
    if kind == "recursive":
        return all(
            is_speculatable(nested)
            for region in op.regions
            for block in region.blocks
            for nested in block
        )
    return False
