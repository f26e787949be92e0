"""Dead code elimination over regions (MLIR 16's `runRegionDCE`).

Everything is assumed dead until proved live, so that cycles of dead values
(through block arguments of loops) go too. An op is live if it has side
effects, is a terminator, or one of its results is used by a live op; the
argument of a block other than an entry block is live if a live op uses it,
where a branch's forwarded operand (BranchOpInterface, here the ops that
are `GroupedSuccessorOperands`) counts as a use only if the block argument
it feeds is live. Liveness is propagated backwards to a
fixed point; then dead ops, the branch operands feeding dead block arguments
(in regions of several blocks) and the dead arguments are erased.
"""

from __future__ import annotations

from typing import Sequence

from .dead_ops import would_be_trivially_dead
from .operation import Block, BlockArgument, OpOperand, Operation, Region, Value
from .pattern import PatternRewriter
from .successor_operands import GroupedSuccessorOperands
from .traits import IsTerminator


def run_region_dce(regions: Sequence[Region], rewriter: PatternRewriter) -> bool:
    """Erase the dead ops and block arguments of `regions` (and nested
    ones); True if an op was erased (as MLIR's, erased block arguments
    alone do not count)."""
    live: set[Operation | BlockArgument] = set()  # the live ops and block arguments
    memo: dict[Operation, bool] = {}
    orders: dict[Region, Sequence[Block]] = {}  # see `_blocks`
    forwards: _Forwards = {}  # see `_known_dead`
    while True:
        before = len(live)
        for region in regions:
            _propagate_region(region, live, memo, orders, forwards)
        if len(live) == before:
            break
    return _erase_dead(regions, live, rewriter, orders)


def _blocks(region: Region, orders: dict[Region, Sequence[Block]]) -> Sequence[Block]:
    """`post_order(region)`, made once per run (the pass changes no edges)."""
    order = orders.get(region)
    if order is None:
        blocks = region.blocks
        order = orders[region] = post_order(region) if len(blocks) > 1 else blocks
    return order


def post_order(region: Region) -> list[Block]:
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
    region: Region,
    live: set[Operation | BlockArgument],
    memo: dict[Operation, bool],
    orders: dict[Region, Sequence[Block]],
    forwards: _Forwards,
) -> None:
    """Uses before definitions: blocks in post-order, ops last first, then
    the block's arguments (those of the entry block are never erased). An
    op is live if it has effects, is a terminator, or feeds a live op."""
    blocks = region.blocks
    if not blocks:
        return
    entry = blocks[0]
    for block in _blocks(region, orders):
        op = block._last
        while op is not None:
            for nested in op.regions:
                _propagate_region(nested, live, memo, orders, forwards)
            kind = _KIND.get(type(op))
            if kind is None:
                kind = _KIND[type(op)] = _kind(op)
            if kind is not _OTHER:
                _propagate_terminator(op, kind, live)
            elif op not in live:
                if not would_be_trivially_dead(op, memo):
                    live.add(op)
                else:
                    for result in op.results:
                        _process_value(result, live, forwards)
            op = op._prev
        if block is entry:
            continue
        for argument in block.arguments:
            if argument not in live:
                _process_value(argument, live, forwards)


def _propagate_terminator(
    op: Operation, kind: str, live: set[Operation | BlockArgument]
) -> None:
    """Terminators are live; the arguments of their successors too, unless
    the op says which operands it forwards (and can erase them)."""
    live.add(op)
    if kind is not _BRANCH:
        for successor in op.successors:
            live.update(successor.arguments)


# How the pass sees ops of a class (`_kind`): terminators forwarding operands
# as branches, other terminators, other ops.
_BRANCH, _TERMINATOR, _OTHER = "branch", "terminator", "other"
_KIND: dict[type, str] = {}


def _kind(op: Operation) -> str:
    if IsTerminator not in op.TRAITS:
        return _OTHER
    return _BRANCH if _is_branch(op) else _TERMINATOR


def _is_branch(op: Operation) -> bool:
    """Whether `op` forwards operands to its successors in a way this pass
    can reason about and change (MLIR's BranchOpInterface)."""
    return isinstance(op, GroupedSuccessorOperands)


def _process_value(
    value: Value, live: set[Operation | BlockArgument], forwards: _Forwards
) -> None:
    """Mark `value` (its op, for a result) live if a live op uses it."""
    for use in value.uses_view():
        owner = use.owner
        if owner in live and not _known_dead(use, owner, live, forwards):
            # A result is live with its op (MLIR's LiveMap tracks ops).
            live.add(value if type(value) is BlockArgument else value.owner)  # type: ignore[attr-defined]
            return


# Per branch op, the block argument each forwarded operand feeds, by the
# operand's id: made once per run (liveness changes no operand), so that a
# branch of n operands costs O(n), not O(n) per operand.
_Forwards = dict[Operation, dict[int, BlockArgument]]


def _known_dead(
    use: OpOperand,
    owner: Operation,
    live: set[Operation | BlockArgument],
    forwards: _Forwards,
) -> bool:
    """A branch operand forwarded to a block argument not (yet) live."""
    kind = _KIND.get(type(owner))
    if kind is None:
        kind = _KIND[type(owner)] = _kind(owner)
    if kind is not _BRANCH:
        return False
    fed = forwards.get(owner)
    if fed is None:
        fed = forwards[owner] = _forwarded_arguments(owner)
    argument = fed.get(id(use))
    return argument is not None and argument not in live


def _forwarded_arguments(op: Operation) -> dict[int, BlockArgument]:
    """The successor block argument each operand of branch `op` feeds, by
    the operand's id. The forwarded operands are the op's last ones,
    successor by successor (as in every branch of this repository's
    dialects); an operand laid out otherwise feeds nothing this pass knows
    of."""
    groups = op.all_successor_operands()  # type: ignore[attr-defined]
    uses = op.op_operands
    start = len(uses) - sum(len(group) for group in groups)
    fed: dict[int, BlockArgument] = {}
    for successor, group in zip(op.successors, groups):
        arguments = successor.arguments
        for position, value in enumerate(group[: len(arguments)]):
            index = start + position
            if index >= 0 and uses[index].value is value:
                fed[id(uses[index])] = arguments[position]
        start += len(group)
    return fed


def _erase_dead(
    regions: Sequence[Region],
    live: set[Operation | BlockArgument],
    rewriter: PatternRewriter,
    orders: dict[Region, Sequence[Block]],
) -> bool:
    erased = False
    for region in regions:
        if not region.blocks:
            continue
        several_blocks = len(region.blocks) > 1
        reachable = _blocks(region, orders)
        for block in reachable:
            terminator = block.last_op
            if several_blocks and terminator is not None and _is_branch(terminator):
                _erase_forwarded_operands(terminator, live)
            for op in block.reversed_ops():
                if op in live:
                    if op.regions:
                        erased |= _erase_dead(op.regions, live, rewriter, orders)
                    continue
                for result in op.results:
                    for use in result.uses:
                        use.drop()
                rewriter.erase_op(op)
                erased = True
        for block in reachable:
            if block is region.blocks[0]:
                continue
            dead = {
                argument.index
                for argument in block.arguments
                if argument not in live and not argument.has_uses
            }
            if dead:
                block.erase_arguments(dead)
    return erased


def _erase_forwarded_operands(
    op: GroupedSuccessorOperands, live: set[Operation | BlockArgument]
) -> None:
    """Erase the operands branch `op` forwards to dead block arguments, all
    at once (one rebuild of the op's operands, however many go)."""
    dead: dict[int, list[int]] = {}
    groups = op.all_successor_operands()
    for index, successor in enumerate(op.successors):  # type: ignore[attr-defined]
        arguments = successor.arguments
        count = min(len(groups[index]), len(arguments))
        positions = [p for p in range(count) if arguments[p] not in live]
        if positions:
            dead[index] = positions
    op.erase_successor_operands(dead)
