"""`control-flow-sink`: move effect-free ops into the region that alone uses
them, for regions that run at most once (MLIR 16's ControlFlowSink)."""

from __future__ import annotations

from typing import Any

from ..ir.attributes import Attribute
from ..ir.constants import constant_value
from ..ir.context import Context
from ..ir.operation import Block, Operation, OpResult, Region
from .dominance import DominatorTree
from .side_effects import is_memory_effect_free


class _Dominance:
    """Block dominance across nested regions, with trees built on demand."""

    def __init__(self) -> None:
        self._trees: dict[int, DominatorTree] = {}

    def dominates(self, a: Block, b: Block) -> bool:
        region = a.parent
        block: Block | None = b
        while block is not None and block.parent is not region:
            owner = block.parent_op
            block = owner.parent if owner is not None else None
        if block is None or region is None:
            return False
        if len(region.blocks) == 1:
            return True
        tree = self._trees.get(id(region))
        if tree is None:
            tree = self._trees[id(region)] = DominatorTree(region)
        return tree.dominates(a, block)


def _sink_region(region: Region, dominance: _Dominance) -> None:
    stack = list(region.ops())
    while stack:
        user = stack.pop()
        for value in user.operands:
            if not isinstance(value, OpResult):
                continue
            op = value.owner
            if op.parent_region is region:
                continue
            entry = region.blocks[0]
            users_inside = all(
                dominance.dominates(entry, user_of.parent)
                for result in op.results
                for user_of in result.users
            )
            if users_inside and is_memory_effect_free(op):
                op.detach()
                entry.prepend(op)
                stack.append(op)


def singly_executed_regions(op: Operation) -> list[Region]:
    """The regions of a region-branch op that run at most once, by its bounds."""
    constants: list[Attribute | None] = [constant_value(v) for v in op.operands]
    bounds = op.region_invocation_bounds(constants)  # type: ignore[attr-defined]
    return [
        region
        for region, (_, upper) in zip(op.regions, bounds)
        if upper is not None and upper <= 1
    ]


def control_flow_sink(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Sink into the singly executed regions of every region-branch op in `op`."""
    dominance = _Dominance()
    for nested in list(op.walk(post_order=True)):
        if nested.OPERATION_NAME is None or not hasattr(
            nested, "region_invocation_bounds"
        ):
            continue
        for region in singly_executed_regions(nested):
            if region.blocks:
                _sink_region(region, dominance)
