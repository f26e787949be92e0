"""Merging identical blocks (MLIR 16's region simplification, the last step).

Blocks of a region other than its entry block, grouped by their successor
lists, are merged when they hold the same ops in the same order (names,
attributes, operand and result types, counts of regions and successors,
locations aside), where an operand may differ only if both are defined
outside their blocks (not by the terminator of a predecessor): such operands
become new arguments of the block kept, passed by every predecessor, whose
terminators must then be branches able to take more successor operands
(`GroupedSuccessorOperands`). Values defined in the blocks must be used in
the same places, and not outside the block. Blocks holding ops with
non-empty regions are left alone.

Within a group of blocks with the same successors, each block joins the
first cluster (in region order) it matches, or leads a new one; then each
cluster is merged into its leader. MLIR visits the groups in the order of a
hash of the successor blocks' addresses; ours visits them in the order of
their first block, which gives the same IR: a merge in one group does not
change whether blocks of another match.
"""

from __future__ import annotations

from typing import Sequence

from .operation import (
    Block,
    BlockArgument,
    OpOperand,
    Operation,
    OpResult,
    Region,
    Value,
    value_location,
)
from .pattern import PatternRewriter
from .successor_operands import GroupedSuccessorOperands


def merge_identical_blocks(
    regions: Sequence[Region], rewriter: PatternRewriter
) -> bool:
    """Merge identical blocks in `regions` and the regions nested in them,
    until none are left; True if any were merged."""
    changed = False
    pending = list(regions)
    while pending:
        region = pending.pop()
        while _merge_in_region(region, rewriter):
            changed = True
        for block in region.blocks:
            op = block._first
            while True:  # (see `Block.__len__`)
                if op is None:
                    break
                if op.regions:
                    pending.extend(op.regions)
                op = op._next
    return changed


class _BlockData:
    """A block with what comparing it needs: its ops, their signature (as
    MLIR's block hash, what equivalent blocks share) and the position of
    each value it defines (arguments first, then results in order)."""

    __slots__ = ("block", "ops", "signature", "has_region", "_orders")

    def __init__(self, block: Block) -> None:
        self.block = block
        ops: list[Operation] = []
        signature = []
        has_region = False
        op = block._first
        while True:  # (see `Block.__len__`)
            if op is None:
                break
            ops.append(op)
            results = op.results
            signature.append(
                (op.name, op.attributes, tuple([r.type for r in results]))
                if results
                else (op.name, op.attributes)
            )
            if op.regions and not has_region:
                has_region = any(region.blocks for region in op.regions)
            op = op._next
        self.ops = ops
        self.signature = tuple(signature)
        self.has_region = has_region  # an op holds a non-empty region
        self._orders: dict[Operation, int] | None = None

    def order_of(self, value: Value) -> int:
        """The position of `value`, defined in this block, among its values."""
        if type(value) is BlockArgument:
            return value.index
        orders = self._orders
        if orders is None:
            orders = self._orders = {}
            position = len(self.block.arguments)
            for op in self.ops:
                if op.results:
                    orders[op] = position
                    position += len(op.results)
        return orders[value.owner] + value.index  # type: ignore[attr-defined]


class _Cluster:
    """Blocks to merge into a leader, with the (op, operand) positions that
    differ between them and become new arguments of the leader."""

    __slots__ = ("leader", "blocks", "operands")

    def __init__(self, leader: _BlockData) -> None:
        self.leader = leader
        self.blocks: list[_BlockData] = []
        self.operands: set[tuple[int, int]] = set()

    def add(self, data: _BlockData) -> bool:
        """Add `data` if its block is equivalent to the leader's."""
        leader = self.leader
        lhs_block, rhs_block = leader.block, data.block
        if [a.type for a in lhs_block.arguments] != [
            a.type for a in rhs_block.arguments
        ]:
            return False
        mismatched: list[tuple[int, int]] = []
        for op_index, (lhs, rhs) in enumerate(zip(leader.ops, data.ops)):
            if not _equivalent_ops(lhs, rhs):
                return False
            for index, (lhs_use, rhs_use) in enumerate(
                zip(lhs._operands, rhs._operands)
            ):
                lhs_value, rhs_value = lhs_use.value, rhs_use.value
                if lhs_value is rhs_value:
                    continue
                lhs_inside = _parent_block(lhs_value) is lhs_block
                if lhs_inside != (_parent_block(rhs_value) is rhs_block):
                    return False
                if not lhs_inside:
                    if not _valid_successor_operand(
                        lhs_block, lhs_value
                    ) or not _valid_successor_operand(rhs_block, rhs_value):
                        return False
                    mismatched.append((op_index, index))
                elif leader.order_of(lhs_value) != data.order_of(rhs_value):
                    return False
            if _used_outside(rhs, rhs_block) or _used_outside(lhs, lhs_block):
                return False
        self.operands.update(mismatched)
        self.blocks.append(data)
        return True

    def merge(self, rewriter: PatternRewriter) -> bool:
        """Merge the cluster's blocks into the leader; False if there are
        none, or if a predecessor could not pass the new arguments."""
        if not self.blocks:
            return False
        leader = self.leader.block
        if self.operands:
            members = [self.leader, *self.blocks]
            if not all(_can_extend_predecessors(d.block) for d in members):
                return False
            positions = sorted(self.operands)
            arguments: list[list[Value]] = [[] for _ in members]
            additions: _Additions = {}
            for op_index, index in positions:
                for member, values in zip(members, arguments):
                    use = member.ops[op_index]._operands[index]
                    value = use.value
                    values.append(value)
                    if member is self.leader:
                        use.set(leader.add_argument(value.type, value_location(value)))
            for member, values in zip(members, arguments):
                _extend_predecessors(member.block, values, additions)
            for branch, uses in additions.items():
                branch.append_successor_uses(uses)
        for data in self.blocks:
            _replace_block_uses(data.block, leader)
            rewriter.erase_block(data.block)
        return True


def _merge_in_region(region: Region, rewriter: PatternRewriter) -> bool:
    """One round of merging over the blocks of `region`."""
    blocks = region.blocks
    if len(blocks) <= 1:
        return False
    groups: dict[tuple[int, ...], list[Block]] = {}
    for block in blocks[1:]:
        key = tuple(id(s) for s in block.successors)
        groups.setdefault(key, []).append(block)
    merged = False
    for group in groups.values():
        if len(group) == 1:
            continue
        # A block matches only blocks of its argument types and first and
        # last ops: those alone of their kind are left out at once.
        kinds = [_kind(block) for block in group]
        counts: dict[tuple, int] = {}
        for kind in kinds:
            counts[kind] = counts.get(kind, 0) + 1
        clusters: list[_Cluster] = []
        by_signature: dict[tuple, list[_Cluster]] = {}
        for block, kind in zip(group, kinds):
            if counts[kind] == 1:
                continue
            data = _BlockData(block)
            if data.has_region:
                continue
            candidates = by_signature.setdefault(data.signature, [])
            if not any(cluster.add(data) for cluster in candidates):
                cluster = _Cluster(data)
                candidates.append(cluster)
                clusters.append(cluster)
        for cluster in clusters:
            merged |= cluster.merge(rewriter)
    return merged


def _kind(block: Block) -> tuple:
    """What equivalent blocks share, known without a walk: the argument
    types and the first and last ops' names (and the last one's attributes)."""
    first, last = block._first, block._last
    return (
        tuple([a.type for a in block.arguments]),
        first.name if first is not None else None,
        last.name if last is not None else None,
        last.attributes if last is not None else None,
    )


def _equivalent_ops(lhs: Operation, rhs: Operation) -> bool:
    """MLIR's OperationEquivalence with values and locations ignored: same
    name, attributes, counts, and operand and result types."""
    if (
        lhs.name != rhs.name
        or lhs.attributes != rhs.attributes
        or len(lhs.regions) != len(rhs.regions)
        or lhs.num_successors != rhs.num_successors
        or len(lhs._operands) != len(rhs._operands)
        or len(lhs.results) != len(rhs.results)
    ):
        return False
    for lhs_use, rhs_use in zip(lhs._operands, rhs._operands):
        if lhs_use.value.type != rhs_use.value.type:
            return False
    for lhs_result, rhs_result in zip(lhs.results, rhs.results):
        if lhs_result.type != rhs_result.type:
            return False
    return True


def _parent_block(value: Value) -> Block | None:
    if type(value) is BlockArgument:
        return value.owner
    return value.owner.parent  # type: ignore[attr-defined]


def _valid_successor_operand(block: Block, value: Value) -> bool:
    """Whether a predecessor of `block` could pass `value` to it: not if
    the terminator of one of them defines it."""
    if type(value) is not OpResult:
        return True
    defining = value.owner  # type: ignore[attr-defined]
    parent = defining.parent
    if parent is None or defining is not parent.last_op:
        return True
    return all(use.owner.parent is not parent for use in block._uses)


def _used_outside(op: Operation, block: Block) -> bool:
    """Whether a result of `op` is used by an op of another block."""
    for result in op.results:
        for use in result.uses_view():
            if use.owner.parent is not block:
                return True
    return False


def _can_extend_predecessors(block: Block) -> bool:
    """Whether every branch to `block` can pass it more operands."""
    return all(isinstance(use.owner, GroupedSuccessorOperands) for use in block._uses)


# Per branch, the uses to append to what it passes each successor (see
# `GroupedSuccessorOperands.append_successor_uses`): a branch to many merged
# blocks is rebuilt once.
_Additions = dict[GroupedSuccessorOperands, list[tuple[int, list[OpOperand]]]]


def _extend_predecessors(
    block: Block, values: list[Value], additions: _Additions
) -> None:
    """Add to `additions` the uses of `values` each branch to `block` passes
    it after its operands; the uses are made (joining their values' use
    lists) in MLIR's order of the block's uses, newest first."""
    for use in reversed(block._uses):
        owner = use.owner
        uses = [OpOperand(owner, value) for value in values]
        additions.setdefault(owner, []).append((use.index, uses))  # type: ignore[arg-type]


def _replace_block_uses(block: Block, new: Block) -> None:
    """Make every branch to `block` go to `new` (as MLIR's, the moved uses
    become `new`'s newest, the oldest of them newest)."""
    for use in reversed(list(block._uses)):
        use.set(new)
