"""Moving blocks and ops as the conversion journal does and undoes it."""

from __future__ import annotations

from ..ir.operation import Block, Operation, Region
from .values import drop_all_uses


def block_index(block: Block) -> int:
    """Where `block` is in its region (a search of the region's list, at C
    speed: a block equals only itself)."""
    return block.parent.blocks.index(block)  # type: ignore[union-attr]


def remove_block(block: Block) -> None:
    region = block.parent
    if region is not None:
        del region.blocks[block_index(block)]
        block.parent = None


def insert_block_after(region: Region, after: Block | None, block: Block) -> None:
    """Insert `block` after `after` (at the front if None)."""
    index = 0 if after is None else block_index(after) + 1
    region.insert(index, block)


def move_ops(
    source: Block, first: Operation | None, dest: Block, anchor: Operation | None
) -> None:
    """Move the ops of `source` from `first` to its end before `anchor` in `dest`
    (at its end if None): the run is spliced out of one list into the other."""
    if first is None:
        return
    last = source._last
    assert last is not None
    before_first = first._prev
    if before_first is None:
        source._first = None
    else:
        before_first._next = None
    source._last = before_first
    op: Operation | None = first
    while op is not None:
        op.parent = dest
        op = op._next
    previous = dest._last if anchor is None else anchor._prev
    first._prev = previous
    if previous is None:
        dest._first = first
    else:
        previous._next = first
    last._next = anchor
    if anchor is None:
        dest._last = last
    else:
        anchor._prev = last


def replace_block_uses(old: Block, new: Block) -> None:
    for use in list(old._uses):
        use.set(new)


def drop_defined_value_uses(block: Block) -> None:
    for argument in block.arguments:
        drop_all_uses(argument)
    for op in block:
        for nested in op.walk():
            for result in nested.results:
                drop_all_uses(result)


def split_block_at(block: Block, before: Operation | None) -> Block:
    """A new block after `block` holding its ops from `before` on."""
    continuation = Block()
    insert_block_after(block.parent, block, continuation)  # type: ignore[arg-type]
    move_ops(block, before, continuation, None)
    return continuation


def erase_op(op: Operation) -> None:
    """`op.erase()`, without walking an op that has no blocks (its regions,
    if any, inlined elsewhere by now)."""
    for region in op.regions:
        if region.blocks:
            op.erase()
            return
    op.detach()
    for use in op._operands:
        use.value._remove_use(use)  # use.drop(), inlined
    op._operands = ()
    if op._successors:
        for successor in op._successors:
            successor.block._remove_use(successor)
        op._successors = None


def detach_nested_and_erase(op: Operation) -> None:
    for region in op.regions:
        for block in region.blocks:
            drop_defined_value_uses(block)
    for result in op.results:
        drop_all_uses(result)
    erase_op(op)
