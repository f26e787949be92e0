"""Which ops are dead: unused and free of side effects (MLIR 16's
`isOpTriviallyDead` and `wouldOpBeTriviallyDead`), decided once per op
class where the class decides it."""

from __future__ import annotations

from .operation import Operation
from .traits import IsTerminator, NoMemoryEffect, Symbol


def is_trivially_dead(op: Operation) -> bool:
    """No result is used and the op has no side effects (MLIR's isOpTriviallyDead)."""
    return not any(r.has_uses for r in op.results) and would_be_trivially_dead(op)


def would_be_trivially_dead(
    op: Operation, memo: dict[Operation, bool] | None = None
) -> bool:
    """`op` could go if its results were unused: no side effects, neither a
    terminator nor a symbol (MLIR's wouldOpBeTriviallyDead). Ops with
    recursive memory effects are decided by the ops nested in them; `memo`
    keeps those decisions (of every such op decided on the way) while no op
    that has effects joins or leaves them."""
    cls = type(op)
    known = _DEAD_IF_UNUSED.get(cls)
    if known is None:
        known = _DEAD_IF_UNUSED[cls] = _kind_dead_if_unused(cls)
    if known is not _DEPENDS_ON_REGIONS:
        return known
    if memo is None:
        memo = {}
    decided = memo.get(op)
    if decided is None:
        decided = _nested_effect_free(op, memo)
    return decided


def _nested_effect_free(op: Operation, memo: dict[Operation, bool]) -> bool:
    """Whether no op nested in `op` has effects that keep it alive; the
    answer for `op` and for the ops of recursive effects nested in it that
    had to be decided goes into `memo`, so that asking again for any of them
    costs nothing. An op's own ops are looked at before the ops nested in
    them: an effect near the top ends its search early."""
    stack = [op]
    while stack:
        current = stack[-1]
        if current in memo:  # decided on the way
            stack.pop()
            continue
        free = True
        undecided = []
        for region in current.regions:
            for block in region.blocks:
                for nested in block:
                    cls = type(nested)
                    kind = _NESTED_KIND.get(cls)
                    if kind is None:
                        kind = _NESTED_KIND[cls] = _own_effects_kind(cls)
                    if kind is True:
                        continue
                    decided = False if kind is False else memo.get(nested)
                    if decided is False:
                        free = False
                        break
                    if decided is None:
                        undecided.append(nested)
                if not free:
                    break
            if not free:
                break
        if free and undecided:
            stack.extend(undecided)  # then `current` again
            continue
        memo[current] = free
        stack.pop()
    return memo[op]


_DEPENDS_ON_REGIONS = "depends on the ops in its regions"
# Op class -> would_be_trivially_dead for its ops, or _DEPENDS_ON_REGIONS.
_DEAD_IF_UNUSED: dict[type, bool | str] = {}
# Op class -> `_own_effects_kind`.
_NESTED_KIND: dict[type, bool | str] = {}


def _kind_dead_if_unused(cls: type) -> bool | str:
    """`would_be_trivially_dead` for every op of class `cls`, or
    `_DEPENDS_ON_REGIONS` for ops with recursive memory effects."""
    if cls.OPERATION_NAME is None or IsTerminator in cls.TRAITS or Symbol in cls.TRAITS:
        return False
    return _own_effects_kind(cls)


def _own_effects_kind(cls: type) -> bool | str:
    """For ops of class `cls` nested in an op that could go: False if their
    own effects keep them (unregistered ops may have any), True if they have
    none that do, `_DEPENDS_ON_REGIONS` if that is so and the ops in their
    regions decide (recursive memory effects)."""
    if cls.OPERATION_NAME is None:
        return False
    recursive = getattr(cls, "RECURSIVE_MEMORY_EFFECTS", False)
    if NoMemoryEffect in cls.TRAITS:
        harmless = True
    elif cls.MEMORY_EFFECTS is not None:
        harmless = _only_reads_or_allocates(cls)
    else:
        harmless = recursive
    if not harmless:
        return False
    return _DEPENDS_ON_REGIONS if recursive else True


def _only_reads_or_allocates(op: Operation | type) -> bool:
    """Whether every declared effect of `op` (an op or op class) reads, or
    allocates a result (MLIR's wouldOpBeTriviallyDead); False for an op that
    declares none."""
    effects = op.MEMORY_EFFECTS
    return effects is not None and all(
        effect == "MemRead" or (effect == "MemAlloc" and kind == "result")
        for effect, kind in effects
    )
