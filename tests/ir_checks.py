"""Structural checks of IR that printing does not show."""

from __future__ import annotations

from odsgen.ir.operation import Operation


def check_use_lists(module: Operation) -> None:
    """Every operand is in its value's use list, every use in a list is an
    operand of a live op of the module, and the same for successor blocks."""
    ops = set(module.walk())
    values = []
    for op in ops:
        for use in op.op_operands:
            assert any(
                u is use for u in use.value.uses
            ), f"{op.name}: operand not in use list"
        for block_use in op.block_operands:
            assert any(u is block_use for u in block_use.block._uses)
        values.extend(op.results)
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.arguments)
                for block_use in block._uses:
                    assert (
                        block_use.owner in ops
                    ), "a branch from an op not in the module"
    for value in values:
        for use in value.uses:
            assert use.owner in ops, f"{value} is used by a dead {use.owner.name}"
            assert use.value is value
