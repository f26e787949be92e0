"""The base class of generated operations: access to operand and result groups."""

from __future__ import annotations

from typing import ClassVar

from .attributes import DenseArrayAttr
from .operation import Operation, OpResult, Value
from .trait_verifiers import group_bounds


class OpBase(Operation):
    """Operations generated from records derive from this class.

    `OPERAND_KINDS` / `RESULT_KINDS` list "single", "optional" or "variadic"
    per group; `OPERAND_SEGMENTS` / `RESULT_SEGMENTS` name the attribute
    holding group sizes (AttrSized...Segments) or are None.
    """

    __slots__ = ()

    OPERAND_KINDS: ClassVar[tuple[str, ...]] = ()
    RESULT_KINDS: ClassVar[tuple[str, ...]] = ()
    OPERAND_SEGMENTS: ClassVar[str | None] = None
    RESULT_SEGMENTS: ClassVar[str | None] = None

    def operand_group(self, index: int) -> list[Value]:
        """The values of operand group `index`."""
        start, end = self._bounds(
            len(self._operands), self.OPERAND_KINDS, self.OPERAND_SEGMENTS
        )[index]
        return [use.value for use in self._operands[start:end]]

    def operand_subgroups(self, index: int, segments: str) -> list[list[Value]]:
        """Operand group `index` split by the sizes in attribute `segments` (VariadicOfVariadic)."""
        values = self.operand_group(index)
        attr = self.attributes.get_attr(segments)
        sizes = attr.values if isinstance(attr, DenseArrayAttr) else (len(values),)
        groups = []
        start = 0
        for size in sizes:
            groups.append(values[start : start + size])
            start += size
        return groups

    def result_group(self, index: int) -> list[OpResult]:
        """The results of result group `index`."""
        start, end = self._bounds(
            len(self.results), self.RESULT_KINDS, self.RESULT_SEGMENTS
        )[index]
        return list(self.results[start:end])

    def _bounds(
        self, total: int, kinds: tuple[str, ...], segments: str | None
    ) -> list[tuple[int, int]]:
        sizes = None
        if segments is not None:
            attr = self.attributes.get_attr(segments)
            if isinstance(attr, DenseArrayAttr):
                sizes = attr.values
        return group_bounds(total, kinds, sizes)
