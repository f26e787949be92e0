"""Memory effects of operations, as MLIR 16's side-effect interfaces see them.

An op "implements the memory-effect interface" when its class declares
`NoMemoryEffect` (no effects) or declares effects on operands or results
(`MEMORY_EFFECTS`); an op that does neither has unknown effects. Ops with
the trait `RecursiveMemoryEffects` (generated as `RECURSIVE_MEMORY_EFFECTS =
True`) have the effects of the ops nested in them. Which ops are
trivially dead is decided in `odsgen.ir.dead_ops`, re-exported here.
"""

from __future__ import annotations

from ..ir.dead_ops import is_trivially_dead, would_be_trivially_dead
from ..ir.operation import Operation
from ..ir.traits import NoMemoryEffect

READ = "MemRead"
WRITE = "MemWrite"


def effects(op: Operation) -> tuple[tuple[str, str], ...] | None:
    """The (effect, "operand" or "result") pairs of `op`; None when it does
    not implement the memory-effect interface."""
    declared = op.MEMORY_EFFECTS
    if declared is not None:
        return declared
    if op.OPERATION_NAME is not None and NoMemoryEffect in op.TRAITS:
        return ()
    return None


def has_recursive_effects(op: Operation) -> bool:
    """Whether `op`'s effects are those of its nested ops."""
    return op.OPERATION_NAME is not None and getattr(
        op, "RECURSIVE_MEMORY_EFFECTS", False
    )


def has_effect(op: Operation, effect: str) -> bool:
    """Whether `op` implements the interface and declares `effect`."""
    found = effects(op)
    return found is not None and any(e == effect for e, _ in found)


def only_has_effect(op: Operation, effect: str) -> bool:
    """Whether `op` declares at least one effect and all of them are `effect`."""
    found = effects(op)
    return bool(found) and all(e == effect for e, _ in found)


def is_memory_effect_free(
    op: Operation, memo: dict[Operation, bool] | None = None
) -> bool:
    """No effects, counting nested ops for recursive ones (MLIR's
    isMemoryEffectFree). `memo` keeps the answers for ops with recursive
    effects (each asked once however deep it is nested) while no op with
    effects joins them."""
    found = effects(op)
    recursive = has_recursive_effects(op)
    if found is not None:
        if found:
            return False
        if not recursive:
            return True
    elif not recursive:
        return False
    if memo is not None:
        known = memo.get(op)
        if known is not None:
            return known
    free = all(
        is_memory_effect_free(nested, memo)
        for region in op.regions
        for block in region.blocks
        for nested in block
    )
    if memo is not None:
        memo[op] = free
    return free


__all__ = [
    "READ",
    "WRITE",
    "effects",
    "has_effect",
    "has_recursive_effects",
    "is_memory_effect_free",
    "is_trivially_dead",
    "only_has_effect",
    "would_be_trivially_dead",
]
