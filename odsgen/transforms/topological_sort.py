"""`topological-sort`: order the ops of graph regions so that definitions
come before uses where they can (MLIR 16's TopologicalSort)."""

from __future__ import annotations

from typing import Any

from ..ir.context import Context
from ..ir.operation import Block, Operation, OpResult
from ..ir.traits import GraphRegions, IsTerminator


def _is_ready(op: Operation, unscheduled: set[int]) -> bool:
    """Whether no operand of `op` or of an op in it comes from an unscheduled op."""
    for nested in op.walk():
        for value in nested.operands:
            if not isinstance(value, OpResult):
                continue
            parent: Operation | None = value.owner
            while parent is not None and parent is not op:
                if id(parent) in unscheduled:
                    return False
                parent = parent.parent_op
    return True


def sort_block(block: Block) -> bool:
    """Sort `block`'s ops but its terminator; False if a cycle was broken."""
    if block.is_empty:
        return True
    last = block.last_op
    end = last if last is not None and IsTerminator in last.TRAITS else None
    unscheduled = {id(op) for op in block if op is not end}
    next_op = block.first_op
    sorted_all = True
    while unscheduled:
        scheduled = False
        op = next_op
        while op is not None and op is not end:
            following = op.next_op
            if _is_ready(op, unscheduled):
                unscheduled.discard(id(op))
                if op is next_op:
                    next_op = op.next_op
                else:
                    op.detach()
                    block.insert_before(next_op, op)  # type: ignore[arg-type]
                scheduled = True
            op = following
        if not scheduled:
            sorted_all = False
            unscheduled.discard(id(next_op))
            next_op = next_op.next_op  # type: ignore[union-attr]
    return sorted_all


def topological_sort(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Sort the blocks of every graph region in `op` (post-order, as MLIR walks)."""
    for nested in list(op.walk(post_order=True)):
        if nested.OPERATION_NAME is None or GraphRegions not in nested.TRAITS:
            continue
        for region in nested.regions:
            for block in region.blocks:
                sort_block(block)
