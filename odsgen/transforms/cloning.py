"""Copies of regions and ops with a value and block mapping (MLIR's
Region::cloneInto and Operation::clone with an IRMapping)."""

from __future__ import annotations

from typing import Any

from ..ir.operation import Block, Operation, Region


class Mapping:
    """What cloned values, blocks and ops stand for (MLIR's IRMapping), by identity."""

    def __init__(self) -> None:
        self._map: dict[int, Any] = {}
        self._keep: list[Any] = []

    def map(self, old: Any, new: Any) -> None:
        self._map[id(old)] = new
        self._keep.append(old)

    def contains(self, old: Any) -> bool:
        return id(old) in self._map

    def lookup(self, old: Any) -> Any:
        return self._map.get(id(old))

    def lookup_or_default(self, old: Any) -> Any:
        return self._map.get(id(old), old)


def _create_like(op: Operation, mapping: Mapping, with_operands: bool) -> Operation:
    operands = (
        [mapping.lookup_or_default(v) for v in op.operands] if with_operands else ()
    )
    new = type(op).create(
        name=op.name,
        operands=operands,
        result_types=op.result_types,
        attributes=op.attributes,
        successors=[mapping.lookup_or_default(b) for b in op.successors],
        num_regions=len(op.regions),
        location=op.location,
    )
    mapping.map(op, new)
    for old, result in zip(op.results, new.results):
        mapping.map(old, result)
    return new


def clone_op(op: Operation, mapping: Mapping) -> Operation:
    """A deep copy of `op`: operands and successors through `mapping`."""
    new = _create_like(op, mapping, with_operands=True)
    for source, target in zip(op.regions, new.regions):
        clone_region_into(source, target, len(target.blocks), mapping)
    return new


def clone_region_into(
    source: Region, dest: Region, index: int, mapping: Mapping
) -> list[Block]:
    """Copy the blocks of `source` into `dest` before block number `index`;
    returns the new blocks. Blocks and arguments are mapped first, then the
    ops are created, then their operands set and their regions copied, so
    that uses of values defined later in the region map too."""
    new_blocks = []
    for block in source.blocks:
        new_block = Block()
        mapping.map(block, new_block)
        for argument in block.arguments:
            if not mapping.contains(argument):
                mapping.map(
                    argument, new_block.add_argument(argument.type, argument.location)
                )
        new_blocks.append(new_block)
    for offset, new_block in enumerate(new_blocks):
        dest.insert(index + offset, new_block)
    pairs: list[tuple[Operation, Operation]] = []
    for block, new_block in zip(source.blocks, new_blocks):
        for op in block:
            new = _create_like(op, mapping, with_operands=False)
            new_block.append(new)
            pairs.append((op, new))
    for op, new in pairs:
        new.set_operands([mapping.lookup_or_default(v) for v in op.operands])
        for old_region, new_region in zip(op.regions, new.regions):
            clone_region_into(old_region, new_region, 0, mapping)
    return new_blocks
