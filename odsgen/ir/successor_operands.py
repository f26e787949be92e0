"""Successor operands kept in operand groups (MLIR's BranchOpInterface edits).

A branch (`cf.br`, `cf.cond_br`, the switches...) passes to its `index`-th
successor the operands of one part of its operand groups, which its
`successor_operand_part(index)` names (see `op_base.OperandPart`). From that
this mixin erases and appends successor operands, keeping the segment-size
attributes in step; erasing or appending many at once
(`erase_successor_operands` as region DCE does, `append_successor_uses` as
block merging does) rebuilds the op's operands once, not once per operand.
"""

from __future__ import annotations

from typing import Collection, Mapping, Sequence

from .op_base import OperandPart
from .operation import OpOperand, Value


class GroupedSuccessorOperands:
    """Successor operand edits of an op (an `OpBase`) whose hooks say where
    each successor's operands are (`successor_operand_part`)."""

    __slots__ = ()

    def successor_operand_part(self, index: int) -> OperandPart:
        """The part of the operands passed to successor `index`."""
        raise NotImplementedError

    def all_successor_operands(self) -> list[list[Value]]:
        """`successor_operands` of every successor."""
        return [
            list(self.successor_operands(index))  # type: ignore[attr-defined]
            for index in range(self.num_successors)  # type: ignore[attr-defined]
        ]

    def erase_successor_operands(
        self, positions: Mapping[int, Collection[int]]
    ) -> None:
        """Erase, for each successor index, the operands at the given
        positions among those passed to it: all at once."""
        parts = {
            self.successor_operand_part(index): part
            for index, part in positions.items()
        }
        # Each successor's operands are a part of their own: none merged.
        assert len(parts) == len(positions), "successors sharing operands"
        self.erase_group_operands(parts)  # type: ignore[attr-defined]

    def append_successor_uses(
        self, additions: Sequence[tuple[int, Sequence[OpOperand]]]
    ) -> None:
        """Pass more operands to successors, all at once: for each successor
        index, uses made for this op (`OpOperand(self, value)`), put after
        its operands in order."""
        self.append_group_uses(  # type: ignore[attr-defined]
            [(self.successor_operand_part(index), uses) for index, uses in additions]
        )
