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


# Where each part split by a segment-size attribute starts (and the last
# ends), by the uniqued attribute.
_OFFSETS: dict[DenseArrayAttr, tuple[int, ...]] = {}


def _offsets(attr: DenseArrayAttr) -> tuple[int, ...]:
    found = _OFFSETS.get(attr)
    if found is None:
        if len(_OFFSETS) > 10_000:
            _OFFSETS.clear()
        found = _OFFSETS[attr] = (0, *accumulate(attr.values))
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
    # The attributes whose values, when integer, float or elements literals,
    # a local `verify` reads only through their class and type: ops
    # differing only in those literals share one verification.
    VERIFY_LITERALS: ClassVar[tuple[str, ...]] = ()
    # Of those, the ones whose values, when strings, it reads only through
    # their size in bytes (`local_verify.string_size`) and type.
    VERIFY_STRING_SIZES: ClassVar[tuple[str, ...]] = ()
    # The attributes whose flat symbol references a local `verify` reads only
    # through their class (the symbols are its op's symbol uses, checked
    # apart): ops differing only in the symbols they name share one
    # verification.
    VERIFY_SYMBOL_REFS: ClassVar[tuple[str, ...]] = ()
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

    def operand_subgroup(self, index: int, subgroup: int, segments: str) -> list[Value]:
        """Part `subgroup` of `operand_subgroups(index, segments)`, without
        making the others."""
        operands = self._operands
        start, end = _group_bounds(
            len(operands), self.OPERAND_KINDS, self.attributes, self.OPERAND_SEGMENTS
        )[index]
        group = operands[start:end]
        attr = self.attributes.get_attr(segments)
        if isinstance(attr, DenseArrayAttr):
            offsets = _offsets(attr)
            group = group[offsets[subgroup] : offsets[subgroup + 1]]
        elif subgroup:
            group = ()
        return [use.value for use in group]

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

    def _resize_parts(
        self, changes: Sequence[tuple[OperandPart, int]]
    ) -> list[tuple[int, int]]:
        """Grow each part of the operand groups by its change in the
        segment-size attributes (each attribute set once); the parts'
        `(start, end)` among the operands before the changes."""
        bounds = _group_bounds(
            len(self._operands),
            self.OPERAND_KINDS,
            self.attributes,
            self.OPERAND_SEGMENTS,
        )
        # Per attribute `segments`: its sizes, and where each part starts.
        splits: dict[str, tuple[list[int], list[int]]] = {}
        group_changes = [0] * len(bounds)
        spans = []
        for (index, subgroup, segments), change in changes:
            start, end = bounds[index]
            if segments is not None:
                split = splits.get(segments)
                if split is None:
                    sizes = list(self.attributes.get_attr(segments).values)  # type: ignore[union-attr]
                    split = splits[segments] = (sizes, [0, *accumulate(sizes)])
                sizes, offsets = split
                start, end = start + offsets[subgroup], start + offsets[subgroup + 1]
                sizes[subgroup] += change
            group_changes[index] += change
            spans.append((start, end))
        for segments, (sizes, _) in splits.items():
            attr = self.attributes.get_attr(segments)
            self.set_attr(segments, DenseArrayAttr.get(attr.element_type, sizes))  # type: ignore[union-attr]
        if self.OPERAND_SEGMENTS is not None:
            attr = self.attributes.get_attr(self.OPERAND_SEGMENTS)
            if isinstance(attr, DenseArrayAttr):
                sizes = [
                    size + change for size, change in zip(attr.values, group_changes)
                ]
                self.set_attr(
                    self.OPERAND_SEGMENTS, DenseArrayAttr.get(attr.element_type, sizes)
                )
        return spans

    def erase_group_operands(
        self, positions: Mapping[OperandPart, Collection[int]]
    ) -> None:
        """Erase, in each part of the operand groups, the operands at the
        given positions: the segment-size attributes are updated once each
        and the operands rebuilt once (`erase_operands`), however many go."""
        if not positions:
            return
        parts = list(positions.items())
        spans = self._resize_parts([(part, -len(erased)) for part, erased in parts])
        self.erase_operands(
            {
                start + position
                for (_, erased), (start, _) in zip(parts, spans)
                for position in erased
            }
        )

    def append_group_uses(
        self, additions: Sequence[tuple[OperandPart, Sequence[OpOperand]]]
    ) -> None:
        """Put uses made for this op (`OpOperand(self, value)`, each among
        its value's uses since it was made) at the ends of parts of the
        operand groups, in order: the segment-size attributes are updated
        once each and the operands rebuilt once, however many come."""
        additions = [(part, uses) for part, uses in additions if uses]
        if not additions:
            return
        spans = self._resize_parts([(part, len(uses)) for part, uses in additions])
        # Parts ending at the same operand take theirs in the parts' order.
        ends = sorted(
            zip(spans, additions),
            key=lambda item: (item[0][1], item[1][0][0], item[1][0][1]),
        )
        operands = self._operands
        merged: list[OpOperand] = []
        copied = 0
        for (_, end), (_, uses) in ends:
            merged += operands[copied:end]
            merged += uses
            copied = end
        merged += operands[copied:]
        self._operands = tuple(merged)

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
