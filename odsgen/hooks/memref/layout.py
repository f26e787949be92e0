"""Strided layouts of memref types, as MLIR 16's memref ops reason about them:
strides and offset, identity layouts, the result type of a subview, rank
reduction, and the layouts of expanded and collapsed shapes. `None` stands
for a dynamic size, stride or offset; attributes hold MLIR's DYNAMIC."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.ir import strides
from odsgen.ir.attributes import AffineMapAttr, StridedLayoutAttr
from odsgen.ir.types import MemRefType
from .registry import hooks

# ShapedType::kDynamic, as held by the static offsets, sizes and strides.
DYNAMIC = -(1 << 63)


def strides_and_offset(
    type_: MemRefType,
) -> tuple[list[int | None], int | None] | None:
    """MLIR's getStridesAndOffset: None for a layout map that is not
    strided, or whose strides include 0 (a map that aliases elements)."""
    layout = strides.strides_and_offset(type_)
    if layout is not None and isinstance(type_.layout, AffineMapAttr):
        if 0 in layout[0]:
            return None
    return layout


@hooks.export
def is_strided(type_: MemRefType) -> bool:
    """MLIR's isStrided: the layout has strides and an offset."""
    return strides_and_offset(type_) is not None


def is_identity_layout(type_: MemRefType) -> bool:
    """The layout's affine map is the identity (no layout, or `strided<[1]>`
    on one dimension)."""
    layout = type_.layout
    if layout is None:
        return True
    if isinstance(layout, StridedLayoutAttr):
        return layout.offset == 0 and layout.strides == (1,)
    return False


def from_static(value: int) -> int | None:
    return None if value == DYNAMIC else value


def to_static(value: int | None) -> int:
    return DYNAMIC if value is None else value


def saturated_add(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def saturated_mul(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a * b


def subview_type(
    source: MemRefType,
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> MemRefType:
    """SubViewOp::inferResultType from static values (DYNAMIC where dynamic)."""
    layout = strides_and_offset(source)
    assert layout is not None
    source_strides, offset = layout
    for static_offset, stride in zip(offsets, source_strides):
        offset = saturated_add(
            offset, saturated_mul(from_static(static_offset), stride)
        )
    target_strides = [
        saturated_mul(stride, from_static(static_stride))
        for stride, static_stride in zip(source_strides, strides)
    ]
    return MemRefType.get(
        [from_static(s) for s in sizes],
        source.element_type,
        StridedLayoutAttr.get(offset, target_strides),
        source.memory_space,
    )


def rank_reduction_mask(
    original: Sequence[int | None], reduced: Sequence[int | None]
) -> set[int] | None:
    """computeRankReductionMask: the unit dimensions of `original` that are
    dropped to get `reduced` (None when it is not a rank reduction)."""
    dropped: set[int] = set()
    reduced_index = 0
    for index, size in enumerate(original):
        if reduced_index < len(reduced) and size == reduced[reduced_index]:
            reduced_index += 1
            continue
        if size != 1:
            return None
        dropped.add(index)
    if reduced_index != len(reduced):
        return None
    return dropped


def _occurrences(values: Sequence[Any]) -> dict[Any, int]:
    counts: dict[Any, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return counts


def memref_rank_reduction_mask(
    original: MemRefType, reduced: MemRefType, sizes: Sequence[Any]
) -> set[int] | None:
    """computeMemRefRankReductionMask: the dimensions a rank-reducing subview
    drops, told apart by their strides; `sizes` are the mixed sizes (an int
    for a constant)."""
    rank = len(original.shape)
    if rank == len(reduced.shape):
        return set()
    unused = {i for i, size in enumerate(sizes) if size == 1}
    if len(unused) + len(reduced.shape) == rank:
        return unused
    original_layout = strides_and_offset(original)
    reduced_layout = strides_and_offset(reduced)
    if original_layout is None or reduced_layout is None:
        return None
    original_strides = original_layout[0]
    unaccounted = _occurrences(original_strides)
    candidate = _occurrences(reduced_layout[0])
    for dim in range(rank):
        if dim not in unused:
            continue
        stride = original_strides[dim]
        have, want = unaccounted.get(stride, 0), candidate.get(stride, 0)
        if have > want:
            unaccounted[stride] = have - 1
        elif have == want:
            unused.discard(dim)
        else:
            return None
    if len(unused) + len(reduced.shape) != rank:
        return None
    return unused


def expanded_layout(
    source: MemRefType, shape: Sequence[int | None], groups: Sequence[Sequence[int]]
) -> StridedLayoutAttr | None:
    """computeExpandedLayoutMap."""
    layout = strides_and_offset(source)
    if layout is None:
        return None
    source_strides, offset = layout
    reversed_strides: list[int | None] = []
    shape_index = len(shape) - 1
    for group, stride in reversed(list(zip(groups, source_strides))):
        current = stride
        for _ in group:
            reversed_strides.append(current)
            current = saturated_mul(current, shape[shape_index])
            shape_index -= 1
    strides = list(reversed(reversed_strides))
    strides += [1] * (len(shape) - len(strides))
    return StridedLayoutAttr.get(offset, strides[: len(shape)])


def expanded_type(
    source: MemRefType, shape: Sequence[int | None], groups: Sequence[Sequence[int]]
) -> MemRefType | None:
    """ExpandShapeOp::computeExpandedType (None: the layout is not strided)."""
    if is_identity_layout(source):
        return MemRefType.get(shape, source.element_type, None, source.memory_space)
    layout = expanded_layout(source, shape, groups)
    if layout is None:
        return None
    return MemRefType.get(shape, source.element_type, layout, source.memory_space)


def collapsed_layout(
    source: MemRefType, groups: Sequence[Sequence[int]], strict: bool = False
) -> StridedLayoutAttr | None:
    """computeCollapsedLayoutMap (None where the dimensions are not contiguous)."""
    layout = strides_and_offset(source)
    if layout is None:
        return None
    source_strides, offset = layout
    shape = source.shape
    result_strides: list[int | None] = []
    for group in groups:
        ref = list(group)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        if shape[ref[-1]] is not None or len(ref) == 1:
            result_strides.append(source_strides[ref[-1]])
        else:
            result_strides.append(None)
    index = len(result_strides) - 1
    for group in reversed(groups):
        stride = result_strides[index]
        index -= 1
        for dim in reversed(group[1:]):
            stride = saturated_mul(stride, shape[dim])
            source_stride = source_strides[dim - 1]
            if strict and (stride is None or source_stride is None):
                return None
            if stride is not None and source_stride is not None:
                if stride != source_stride:
                    return None
    return StridedLayoutAttr.get(offset, result_strides)


def collapsed_type(source: MemRefType, groups: Sequence[Sequence[int]]) -> MemRefType:
    """CollapseShapeOp::computeCollapsedType."""
    shape: list[int | None] = []
    for group in groups:
        size: int | None = 1
        for dim in group:
            size = saturated_mul(size, source.shape[dim])
        shape.append(size)
    if is_identity_layout(source):
        return MemRefType.get(shape, source.element_type, None, source.memory_space)
    layout = collapsed_layout(source, groups)
    assert layout is not None, "collapsing non-contiguous dimensions"
    return MemRefType.get(shape, source.element_type, layout, source.memory_space)


def cast_compatible(a: Any, b: Any) -> bool:
    """CastOp::areCastCompatible."""
    ranked_a, ranked_b = isinstance(a, MemRefType), isinstance(b, MemRefType)
    if ranked_a and ranked_b:
        if a.element_type is not b.element_type:
            return False
        if a.layout != b.layout:
            layout_a, layout_b = strides_and_offset(a), strides_and_offset(b)
            if layout_a is None or layout_b is None:
                return False
            if len(layout_a[0]) != len(layout_b[0]):
                return False
            pairs = [(layout_a[1], layout_b[1])] + list(zip(layout_a[0], layout_b[0]))
            if any(x is not None and y is not None and x != y for x, y in pairs):
                return False
        if a.memory_space != b.memory_space or len(a.shape) != len(b.shape):
            return False
        return all(x is None or y is None or x == y for x, y in zip(a.shape, b.shape))
    if not ranked_a and not ranked_b:
        return False
    return a.element_type is b.element_type and a.memory_space == b.memory_space


def can_fold_cast_into_consumer(source: Any, result: Any) -> bool:
    """CastOp::canFoldIntoConsumerOp: the cast only makes static information
    dynamic."""
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return False
    if source.element_type is not result.element_type:
        return False
    if len(source.shape) != len(result.shape):
        return False
    layout_s, layout_r = strides_and_offset(source), strides_and_offset(result)
    if layout_s is None or layout_r is None:
        return False
    pairs = list(zip(source.shape, result.shape)) + [(layout_s[1], layout_r[1])]
    pairs += list(zip(layout_s[0], layout_r[0]))
    return not any(s != r and s is None and r is not None for s, r in pairs)
