"""Region simplification between rewrite iterations (MLIR 16's
`simplifyRegions`): unreachable blocks are erased, then dead ops and block
arguments (`region_dce`), then identical blocks are merged (`block_merge`).
"""

from __future__ import annotations

from typing import Sequence

from .block_merge import merge_identical_blocks
from .operation import Region
from .pattern import PatternRewriter
from .region_dce import run_region_dce


def simplify_regions(regions: Sequence[Region], rewriter: PatternRewriter) -> bool:
    """Erase unreachable blocks, then dead ops, then merge identical blocks,
    in `regions` and the regions nested in them; True if anything changed."""
    changed = False
    pending = list(regions)
    while pending:
        region = pending.pop()
        changed |= erase_unreachable_blocks(region, rewriter)
        for op in region.ops():
            pending.extend(op.regions)
    changed |= run_region_dce(regions, rewriter)
    return merge_identical_blocks(regions, rewriter) or changed


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
