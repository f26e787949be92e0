"""Region simplification between rewrite iterations (MLIR 16's
`simplifyRegions`): unreachable blocks are erased, then dead ops (region
DCE); and the side-effect predicates that decide which ops are dead.

Not done (MLIR does them): erasing dead block arguments together with the
branch operands that feed them, and merging identical blocks.
"""

from __future__ import annotations

from typing import Sequence

from .operation import Block, Operation, Region
from .pattern import PatternRewriter
from .traits import IsTerminator, NoMemoryEffect, Symbol


def simplify_regions(regions: Sequence[Region], rewriter: PatternRewriter) -> bool:
    """Erase unreachable blocks, then dead ops, in `regions` and the regions
    nested in them; True if anything changed."""
    changed = False
    pending = list(regions)
    while pending:
        region = pending.pop()
        changed |= erase_unreachable_blocks(region, rewriter)
        for op in region.ops():
            pending.extend(op.regions)
    return run_region_dce(regions, rewriter) or changed


def is_trivially_dead(op: Operation) -> bool:
    """No result is used and the op has no side effects (MLIR's isOpTriviallyDead)."""
    return not any(r.has_uses for r in op.results) and would_be_trivially_dead(op)


def would_be_trivially_dead(
    op: Operation, memo: dict[Operation, bool] | None = None
) -> bool:
    """`op` could go if its results were unused: no side effects, neither a
    terminator nor a symbol (MLIR's wouldOpBeTriviallyDead). Ops with
    recursive memory effects are decided by the ops nested in them; `memo`
    keeps those decisions while the IR does not change."""
    cls = type(op)
    known = _DEAD_IF_UNUSED.get(cls)
    if known is None:
        known = _DEAD_IF_UNUSED[cls] = _kind_dead_if_unused(cls)
    if known is not _DEPENDS_ON_REGIONS:
        return known
    if memo is not None:
        decided = memo.get(op)
        if decided is not None:
            return decided
    result = _nested_effect_free(op, memo)
    if memo is not None:
        memo[op] = result
    return result


def _nested_effect_free(op: Operation, memo: dict[Operation, bool] | None) -> bool:
    """Whether no op nested in `op` has effects that keep it alive. The
    ops of a region are looked at before the regions nested in them, so
    that an effect near the top ends the search early."""
    pending = [op]
    while pending:
        current = pending.pop()
        deferred = []
        for region in current.regions:
            for block in region.blocks:
                for nested in block:
                    cls = type(nested)
                    kind = _NESTED_KIND.get(cls)
                    if kind is None:
                        kind = _NESTED_KIND[cls] = _own_effects_kind(cls)
                    if kind is True:
                        continue
                    if kind is False:
                        return False
                    decided = memo.get(nested) if memo is not None else None
                    if decided is False:
                        return False
                    if decided is None:
                        deferred.append(nested)
        pending.extend(deferred)
    return True


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


def erase_unreachable_blocks(region: Region, rewriter: PatternRewriter) -> bool:
    """Erase the blocks no path from the entry block reaches (and regions inside)."""
    if len(region.blocks) <= 1:
        return False
    reachable = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        for successor in stack.pop().successors:
            if id(successor) not in reachable:
                reachable.add(id(successor))
                stack.append(successor)
    dead = [b for b in region.blocks if id(b) not in reachable]
    for block in dead:
        for op in list(block):
            for result in op.results:
                for use in result.uses:
                    if id(use.owner.parent) in reachable:
                        return False
    for block in dead:
        # As MLIR's: the uses of what the block defines go first, then its
        # ops, last to first.
        for op in block:
            for nested in op.walk():
                for result in nested.results:
                    for use in result.uses:
                        use.drop()
        for op in block.reversed_ops():
            if rewriter.listener is not None:
                rewriter.listener.on_erased(op)
            op.erase()
    for block in dead:
        for arg in block.arguments:
            for use in arg.uses:
                use.drop()
        region.blocks.remove(block)
        block.parent = None
    return bool(dead)


def run_region_dce(regions: Sequence[Region], rewriter: PatternRewriter) -> bool:
    """Erase the ops of `regions` (and nested ones) whose results only feed
    dead ops and that have no side effects (MLIR's `runRegionDCE`, without
    its block argument part); True if any op was erased."""
    live: set[int] = set()
    memo: dict[Operation, bool] = {}
    while True:
        before = len(live)
        for region in regions:
            _propagate_region(region, live, memo)
        if len(live) == before:
            break
    return _erase_dead(regions, live, rewriter)


def _post_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry block, successors before predecessors."""
    if not region.blocks:
        return []
    order: list[Block] = []
    seen = {id(region.blocks[0])}
    stack = [(region.blocks[0], iter(region.blocks[0].successors))]
    while stack:
        block, successors = stack[-1]
        for successor in successors:
            if id(successor) not in seen:
                seen.add(id(successor))
                stack.append((successor, iter(successor.successors)))
                break
        else:
            stack.pop()
            order.append(block)
    return order


def _propagate_region(
    region: Region, live: set[int], memo: dict[Operation, bool]
) -> None:
    for block in _post_order(region):
        for op in block.reversed_ops():
            _propagate_op(op, live, memo)


def _propagate_op(op: Operation, live: set[int], memo: dict[Operation, bool]) -> None:
    """Mark `op` live if it has effects, is a terminator, or feeds a live op."""
    for region in op.regions:
        _propagate_region(region, live, memo)
    if id(op) in live:
        return
    if IsTerminator in op.TRAITS or not would_be_trivially_dead(op, memo):
        live.add(id(op))
        return
    for result in op.results:
        for use in result.uses:
            if id(use.owner) in live:
                live.add(id(op))
                return


def _erase_dead(
    regions: Sequence[Region], live: set[int], rewriter: PatternRewriter
) -> bool:
    erased = False
    for region in regions:
        for block in _post_order(region):
            for op in block.reversed_ops():
                if id(op) in live:
                    erased |= _erase_dead(op.regions, live, rewriter)
                    continue
                for result in op.results:
                    for use in result.uses:
                        use.drop()
                rewriter.erase_op(op)
                erased = True
    return erased
