"""The base class of generated operations: access to operand and result groups."""

from __future__ import annotations

from itertools import accumulate
from typing import Any, ClassVar, Collection, Mapping, Sequence

from .attributes import Attribute, DenseArrayAttr, DictionaryAttr
from .operation import OpOperand, Operation, OpResult, Value
from .trait_verifiers import group_bounds

# `group_bounds` results by (total, kinds), or by the uniqued segment sizes
# attribute, which alone decides the bounds: ops of a kind mostly share them.
_BOUNDS: dict[Any, tuple[tuple[int, int], ...]] = {}

# A part of an op's operands: operand group `index`, or (`segments` not None)
# its `subgroup`-th part split by the sizes in attribute `segments`
# (VariadicOfVariadic): `(index, subgroup, segments)`.
OperandPart = tuple[int, int, str | None]


def _group_bounds(
    total: int, kinds: tuple[str, ...], attributes: DictionaryAttr, segments: str | None
) -> tuple[tuple[int, int], ...]:
    key: Any = (total, kinds)
    if segments is not None:
        attr = attributes.as_dict().get(segments)
        if isinstance(attr, DenseArrayAttr):
            key = attr
    found = _BOUNDS.get(key)
    if found is None:
        if len(_BOUNDS) > 10_000:
            _BOUNDS.clear()
        sizes = key.values if isinstance(key, DenseArrayAttr) else None
        found = _BOUNDS[key] = tuple(group_bounds(total, kinds, sizes))
    return found


class OpAdaptor:
    """Named access to an operation's operands held in a plain list (ODS adaptors).

    Generated `<Op>Adaptor` classes add the properties; `attributes` is used
    for the segment sizes of ops with AttrSizedOperandSegments.
    """

    __slots__ = ("operands", "attributes")

    OPERAND_KINDS: ClassVar[tuple[str, ...]] = ()
    OPERAND_SEGMENTS: ClassVar[str | None] = None

    def __init__(
        self,
        operands: Sequence[Value],
        attributes: DictionaryAttr | Mapping[str, Attribute] | None = None,
    ) -> None:
        self.operands = list(operands)
        if not isinstance(attributes, DictionaryAttr):
            attributes = DictionaryAttr.get(attributes or {})
        self.attributes = attributes

    def operand_group(self, index: int) -> list[Value]:
        """The values of operand group `index`."""
        bounds = _group_bounds(
            len(self.operands),
            self.OPERAND_KINDS,
            self.attributes,
            self.OPERAND_SEGMENTS,
        )
        start, end = bounds[index]
        return self.operands[start:end]


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
    # Whether `verify` looks only at the op itself (see `local_verify`),
    # except on ops with one of the attributes `VERIFY_LOCAL_UNLESS`, and
    # (a terminator) at whether it ends its block.
    VERIFY_LOCAL: ClassVar[bool] = False
    VERIFY_LOCAL_UNLESS: ClassVar[tuple[str, ...]] = ()
    VERIFY_ENDS_BLOCK: ClassVar[bool] = False
    # The attributes whose values, when integer or float literals, a local
    # `verify` reads only through their class and type: ops differing only
    # in those literals share one verification.
    VERIFY_LITERALS: ClassVar[tuple[str, ...]] = ()
    # Whether `verify` and the region checks (`verify_region_traits`,
    # `verify_regions`) of an op with regions look only at its attributes (of
    # `sym_name`, only its class), its counts of regions, operands, results
    # and successors, and its entry block's argument types (see
    # `verifier._signature`), except on ops with one of the attributes
    # `VERIFY_BY_SIGNATURE_UNLESS`.
    VERIFY_BY_SIGNATURE: ClassVar[bool] = False
    VERIFY_BY_SIGNATURE_UNLESS: ClassVar[tuple[str, ...]] = ()

    def operand_group(self, index: int) -> list[Value]:
        """The values of operand group `index`."""
        operands = self._operands
        bounds = _group_bounds(
            len(operands), self.OPERAND_KINDS, self.attributes, self.OPERAND_SEGMENTS
        )
        start, end = bounds[index]
        return [use.value for use in operands[start:end]]

    def operand_groups(self) -> list[list[Value]]:
        """The values of each operand group."""
        operands = self._operands
        bounds = _group_bounds(
            len(operands), self.OPERAND_KINDS, self.attributes, self.OPERAND_SEGMENTS
        )
        return [[use.value for use in operands[start:end]] for start, end in bounds]

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

    def _resize_operand_group(
        self, index: int, subgroup: int, segments: str | None, change: int
    ) -> tuple[int, int]:
        """Grow operand group `index` (its `subgroup`-th part split by
        attribute `segments`) by `change` in the segment-size attributes;
        the part's `(start, end)` among the operands before the change."""
        start, end = _group_bounds(
            len(self._operands),
            self.OPERAND_KINDS,
            self.attributes,
            self.OPERAND_SEGMENTS,
        )[index]
        if segments is not None:
            attr = self.attributes.get_attr(segments)
            sizes = list(attr.values)
            start += sum(sizes[:subgroup])
            end = start + sizes[subgroup]
            sizes[subgroup] += change
            self.set_attr(segments, DenseArrayAttr.get(attr.element_type, sizes))
        if self.OPERAND_SEGMENTS is not None:
            attr = self.attributes.get_attr(self.OPERAND_SEGMENTS)
            if isinstance(attr, DenseArrayAttr):
                sizes = list(attr.values)
                sizes[index] += change
                self.set_attr(
                    self.OPERAND_SEGMENTS, DenseArrayAttr.get(attr.element_type, sizes)
                )
        return start, end

    def erase_group_operands(
        self, positions: Mapping[OperandPart, Collection[int]]
    ) -> None:
        """Erase, in each part of an operand group, the operands at the
        given positions; then update the segment-size attributes once each
        and rebuild the operands once (`erase_operands`), however many go.
        A part is `(index, subgroup, segments)`: operand group `index`, or
        (`segments` not None) its `subgroup`-th part split by attribute
        `segments`."""
        if not positions:
            return
        bounds = _group_bounds(
            len(self._operands),
            self.OPERAND_KINDS,
            self.attributes,
            self.OPERAND_SEGMENTS,
        )
        # Per attribute `segments`: the parts' sizes and starts (in their group).
        subgroups: dict[str, tuple[list[int], list[int]]] = {}
        erased_by_group = [0] * len(bounds)
        erased: set[int] = set()
        for (index, subgroup, segments), part in positions.items():
            start = bounds[index][0]
            if segments is not None:
                split = subgroups.get(segments)
                if split is None:
                    sizes = list(self.attributes.get_attr(segments).values)  # type: ignore[union-attr]
                    split = subgroups[segments] = (sizes, [0, *accumulate(sizes)])
                start += split[1][subgroup]
                split[0][subgroup] -= len(part)
            erased_by_group[index] += len(part)
            erased.update(start + position for position in part)
        for segments, (sizes, _) in subgroups.items():
            attr = self.attributes.get_attr(segments)
            self.set_attr(segments, DenseArrayAttr.get(attr.element_type, sizes))  # type: ignore[union-attr]
        if self.OPERAND_SEGMENTS is not None:
            attr = self.attributes.get_attr(self.OPERAND_SEGMENTS)
            if isinstance(attr, DenseArrayAttr):
                sizes = [
                    size - count for size, count in zip(attr.values, erased_by_group)
                ]
                self.set_attr(
                    self.OPERAND_SEGMENTS, DenseArrayAttr.get(attr.element_type, sizes)
                )
        self.erase_operands(erased)

    def append_group_operands(
        self,
        index: int,
        values: Sequence[Value],
        subgroup: int = 0,
        segments: str | None = None,
    ) -> None:
        """Add `values` at the end of operand group `index` (of its
        `subgroup`-th part split by attribute `segments`), updating the
        segment-size attributes. The operands already there keep their
        places in their values' use lists; the new uses are the newest."""
        if not values:
            return
        _, end = self._resize_operand_group(index, subgroup, segments, len(values))
        operands = self._operands
        added = [OpOperand(self, value) for value in values]
        self._operands = (*operands[:end], *added, *operands[end:])

    def result_group_bounds(self) -> list[tuple[int, int]]:
        """`(start, end)` of each result group."""
        kinds = self.RESULT_KINDS or ("single",) * len(self.results)
        return list(
            _group_bounds(
                len(self.results), kinds, self.attributes, self.RESULT_SEGMENTS
            )
        )

    def result_group(self, index: int) -> list[OpResult]:
        """The results of result group `index`."""
        results = self.results
        bounds = _group_bounds(
            len(results), self.RESULT_KINDS, self.attributes, self.RESULT_SEGMENTS
        )
        start, end = bounds[index]
        return list(results[start:end])

    def result_groups(self) -> list[list[OpResult]]:
        """The results of each result group."""
        results = self.results
        bounds = _group_bounds(
            len(results), self.RESULT_KINDS, self.attributes, self.RESULT_SEGMENTS
        )
        return [list(results[start:end]) for start, end in bounds]
