"""Hook pieces that several dialects' hooks share."""

from __future__ import annotations

from odsgen.ir.operation import Value


class SwitchSuccessors:
    """The successor operands of a switch (`cf.switch`, `llvm.switch`): the
    default destination's group, then one group per case."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Value]:
        if index == 0:
            return list(self.default_operands)  # type: ignore[attr-defined]
        return list(self.case_operands[index - 1])  # type: ignore[attr-defined]

    def all_successor_operands(self) -> list[list[Value]]:
        """`successor_operands` of every successor, split in one pass."""
        return [list(self.default_operands), *self.case_operands]  # type: ignore[attr-defined]

    def erase_successor_operand(self, index: int, position: int) -> None:
        if index == 0:
            self.erase_group_operand(1, position)  # type: ignore[attr-defined]
        else:
            self.erase_group_operand(  # type: ignore[attr-defined]
                2, position, index - 1, "case_operand_segments"
            )
