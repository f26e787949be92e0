"""`expand-strided-metadata`: memref ops that only change a buffer's
metadata become `memref.extract_strided_metadata` of their source, index
arithmetic in `affine.apply` / `affine.min`, and `memref.reinterpret_cast`
(MLIR 16's ExpandStridedMetadata.cpp), rewritten greedily with folding.

- `memref.subview`: offset = base offset + sum(offset#i * stride#i),
  strides#i = stride#i * subview stride#i, sizes as given (dropped unit
  dimensions left out);
- `memref.expand_shape` / `memref.collapse_shape`: each reassociation group's
  sizes and strides from the source's;
- `extract_strided_metadata` of `memref.alloc` / `memref.alloca` (identity
  layout), of a `reinterpret_cast`, or of another `extract_strided_metadata`'s
  base buffer: the known values;
- `extract_aligned_pointer_as_index` of a view takes the view's source.
"""

from __future__ import annotations

from typing import Any, Callable, Container, Sequence

from ..hooks.affine.compose import (
    make_composed_folded_apply,
    make_composed_folded_min_max,
)
from ..hooks.memref.common import reassociation
from ..hooks.memref.dialect import mixed_values, subview_dropped_dims
from ..hooks.memref.layout import DYNAMIC, is_identity_layout, strides_and_offset
from ..ir.affine import AffineExpr, AffineMap, constant, dim, symbol
from ..ir.attributes import AffineMapAttr, Attribute, IntegerAttr
from ..ir.context import Context
from ..ir.dialect_hooks import dialect_module
from ..ir.operation import Operation, Value
from ..ir.pattern import PatternRewriter, RewritePattern
from ..ir.rewrite import apply_patterns_greedily, constant_value
from ..ir.types import IndexType, MemRefType

Fold = Value | Attribute

# The memref ops implementing ViewLikeOpInterface (their source is operand 0).
_VIEW_LIKE = frozenset(
    {
        "memref.cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.reinterpret_cast",
        "memref.reshape",
        "memref.subview",
        "memref.view",
    }
)


def _memref() -> Any:
    return dialect_module("memref", "ops")


def _index(value: int) -> IntegerAttr:
    return IntegerAttr.get(IndexType.get(), value)


def _as_fold(value: Value) -> Fold:
    """getAsOpFoldResult: a constant's attribute, else the value."""
    attr = constant_value(value)
    return attr if isinstance(attr, IntegerAttr) else value


def _mixed(value: int | Value) -> Fold:
    """A mixed offset, size or stride (int or operand) as a fold result."""
    return value if isinstance(value, Value) else _index(value)


def _static_or(value: int | None, dynamic: Fold) -> Fold:
    """A constant attribute for a static entry, else `dynamic`."""
    return dynamic if value is None else _index(value)


def _extract_metadata(
    rewriter: PatternRewriter, source: Value, location: Any
) -> Operation:
    """A new `extract_strided_metadata` of `source`."""
    op_class = _memref().ExtractStridedMetadataOp
    types = op_class.infer_result_types([source], None)
    return rewriter.insert(
        op_class.create(operands=[source], result_types=types, location=location)
    )


def _sizes(op: Operation) -> list[Value]:
    rank = (len(op.results) - 2) // 2
    return list(op.results[2 : 2 + rank])


def _strides(op: Operation) -> list[Value]:
    rank = (len(op.results) - 2) // 2
    return list(op.results[2 + rank :])


def _replace_with_metadata(
    rewriter: PatternRewriter,
    op: Operation,
    base: Value,
    offset: Fold,
    sizes: Sequence[Fold],
    strides: Sequence[Fold],
) -> None:
    """Replace an extract_strided_metadata `op` by `base` and the given
    offset, sizes and strides (constants materialized as arith.constant)."""
    location = op.location
    results = [base, _value_or_constant(rewriter, offset, location)]
    results += [_value_or_constant(rewriter, s, location) for s in sizes]
    results += [_value_or_constant(rewriter, s, location) for s in strides]
    rewriter.replace_op(op, results)


class _SourceFolder(RewritePattern):
    """A rewrite of `root` ops whose first operand an op named in `sources`
    defines; `fold` does the rest."""

    sources: Container[str] = ()

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = getattr(op.operands[0], "owner", None)
        if not isinstance(source, Operation) or source.name not in self.sources:
            return False
        return self.fold(op, source, rewriter)

    def fold(self, op: Operation, source: Operation, rewriter: PatternRewriter) -> bool:
        """Rewrite `op` made from `source` (True), or change nothing (False)."""
        raise NotImplementedError


def _value_or_constant(rewriter: PatternRewriter, fold: Fold, location: Any) -> Value:
    """getValueOrCreateConstantIndexOp."""
    if isinstance(fold, Value):
        return fold
    constant_op = dialect_module("arith", "ops").ConstantOp
    return rewriter.insert(
        constant_op.build(IndexType.get(), _index(fold.value), location=location)  # type: ignore[attr-defined]
    ).results[0]


def _reinterpret_cast(
    rewriter: PatternRewriter,
    result_type: MemRefType,
    source: Value,
    offset: Fold,
    sizes: Sequence[Fold],
    strides: Sequence[Fold],
    location: Any,
) -> Operation:
    """A `reinterpret_cast` with mixed (constant or value) offset, sizes, strides."""

    def split(values: Sequence[Fold]) -> tuple[list[Value], tuple[int, ...]]:
        dynamic = [v for v in values if isinstance(v, Value)]
        static = tuple(DYNAMIC if isinstance(v, Value) else v.value for v in values)  # type: ignore[attr-defined]
        return dynamic, static

    offsets, static_offsets = split([offset])
    dynamic_sizes, static_sizes = split(sizes)
    dynamic_strides, static_strides = split(strides)
    return rewriter.insert(
        _memref().ReinterpretCastOp.build(
            result_type,
            source,
            offsets,
            dynamic_sizes,
            dynamic_strides,
            static_offsets,
            static_sizes,
            static_strides,
            location=location,
        )
    )


# -- subview -------------------------------------------------------------------------


class SubviewFolder(RewritePattern):
    """`subview` -> `reinterpret_cast` of the source's base buffer."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        location = op.location
        source = op.operands[0]
        source_type = source.type
        rank = len(source_type.shape)
        metadata = _extract_metadata(rewriter, source, location)
        layout = strides_and_offset(source_type)
        assert layout is not None
        source_strides, source_offset = layout
        sub_strides = mixed_values(op, "static_strides", "strides")
        sub_offsets = mixed_values(op, "static_offsets", "offsets")
        sub_sizes = mixed_values(op, "static_sizes", "sizes")
        base_strides = _strides(metadata)
        values: list[Fold] = [_static_or(source_offset, _as_fold(metadata.results[1]))]
        expr: AffineExpr = symbol(0)
        strides: list[Fold] = []
        for i in range(rank):
            base_stride = _static_or(source_strides[i], base_strides[i])
            strides.append(
                make_composed_folded_apply(
                    rewriter,
                    location,
                    symbol(0) * symbol(1),
                    [_mixed(sub_strides[i]), base_stride],
                )
            )
            expr = expr + symbol(1 + 2 * i) * symbol(2 + 2 * i)
            values += [_mixed(sub_offsets[i]), base_stride]
        offset = make_composed_folded_apply(rewriter, location, expr, values)
        dropped = subview_dropped_dims(op)
        sizes = [_mixed(s) for i, s in enumerate(sub_sizes) if i not in dropped]
        kept = [s for i, s in enumerate(strides) if i not in dropped]
        cast = _reinterpret_cast(
            rewriter,
            op.results[0].type,
            metadata.results[0],
            offset,
            sizes,
            kept,
            location,
        )
        rewriter.replace_op(op, [cast.results[0]])
        return True


# -- expand_shape / collapse_shape ---------------------------------------------------


def _expanded_sizes(
    op: Operation, rewriter: PatternRewriter, sizes: Sequence[Fold], group: int
) -> list[Fold]:
    """getExpandedSizes."""
    indices = reassociation(op)[group]
    shape = op.results[0].type.shape
    result: list[Fold | None] = [None] * len(indices)
    product = 1
    dynamic_index = None
    for i, position in enumerate(indices):
        size = shape[position]
        if size is None:
            dynamic_index = i
            continue
        product *= size
        result[i] = _index(size)
    if dynamic_index is not None:
        result[dynamic_index] = make_composed_folded_apply(
            rewriter, op.location, symbol(0).floor_div(product), [sizes[group]]
        )
    return result  # type: ignore[return-value]


def _expanded_strides(
    op: Operation,
    rewriter: PatternRewriter,
    sizes: Sequence[Fold],
    strides: Sequence[Fold],
    group: int,
) -> list[Fold]:
    """getExpandedStrides."""
    indices = reassociation(op)[group]
    shape = op.results[0].type.shape
    base = [0] * len(indices)
    current = 1
    dynamic_index = None
    for i in reversed(range(len(indices))):
        base[i] = current
        size = shape[indices[i]]
        if size is None:
            dynamic_index = i
            continue
        current *= size
    layout = strides_and_offset(op.operands[0].type)
    assert layout is not None
    source_strides = layout[0]
    stride = _static_or(source_strides[group], strides[group])
    result: list[Fold] = []
    done = 0
    if dynamic_index is not None:
        for done in range(dynamic_index):
            expr = (symbol(0) * base[done]).floor_div(current) * symbol(1)
            result.append(
                make_composed_folded_apply(
                    rewriter, op.location, expr, [sizes[group], stride]
                )
            )
        done = dynamic_index
    for index in range(done, len(indices)):
        result.append(
            make_composed_folded_apply(
                rewriter, op.location, symbol(0) * base[index], [stride]
            )
        )
    return result


def _product(
    rewriter: PatternRewriter,
    location: Any,
    indices: Sequence[int],
    constants: Sequence[int | None],
    values: Sequence[Fold],
) -> Fold:
    """getProductOfValues: `1 * s0 * s1 * ...` over the group's sizes."""
    expr: AffineExpr = constant(1)
    inputs: list[Fold] = []
    for count, index in enumerate(indices):
        expr = expr * symbol(count)
        inputs.append(_static_or(constants[index], values[index]))
    return make_composed_folded_apply(rewriter, location, expr, inputs)


def _collapsed_sizes(
    op: Operation, rewriter: PatternRewriter, sizes: Sequence[Fold], group: int
) -> list[Fold]:
    """getCollapsedSize."""
    size = op.results[0].type.shape[group]
    if size is not None:
        return [_index(size)]
    indices = reassociation(op)[group]
    shape = op.operands[0].type.shape
    return [_product(rewriter, op.location, indices, shape, sizes)]


def _collapsed_strides(
    op: Operation,
    rewriter: PatternRewriter,
    sizes: Sequence[Fold],
    strides: Sequence[Fold],
    group: int,
) -> list[Fold]:
    """getCollapsedStride: the smallest stride of the group's non-unit dims."""
    indices = reassociation(op)[group]
    source_type = op.operands[0].type
    layout = strides_and_offset(source_type)
    assert layout is not None
    source_strides = layout[0]
    shape = source_type.shape
    group_strides = [
        _static_or(source_strides[d], strides[d]) for d in indices if shape[d] != 1
    ]
    if not group_strides:
        result_layout = strides_and_offset(op.results[0].type)
        assert result_layout is not None
        final = result_layout[0][group]
        if final is None:
            for d in indices:
                if source_strides[d] is None:
                    return [strides[d]]
            raise AssertionError("a dynamic stride of the unit dimensions was expected")
        return [_index(final)]
    identity = AffineMap(
        len(group_strides), 0, tuple(dim(i) for i in range(len(group_strides)))
    )
    return [
        make_composed_folded_min_max(
            rewriter, op.location, "min", identity, group_strides
        )
    ]


Reshaped = Callable[..., list[Fold]]


class ReshapeFolder(RewritePattern):
    """`expand_shape` / `collapse_shape` -> `reinterpret_cast` of the base buffer."""

    def __init__(self, root: str, get_sizes: Reshaped, get_strides: Reshaped) -> None:
        super().__init__(root)
        self.get_sizes = get_sizes
        self.get_strides = get_strides

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        location = op.location
        source = op.operands[0]
        metadata = _extract_metadata(rewriter, source, location)
        layout = strides_and_offset(source.type)
        assert layout is not None
        offset = _static_or(layout[1], _as_fold(metadata.results[1]))
        result_type = op.results[0].type
        result_rank = len(result_type.shape)
        if not source.type.shape:
            ones = [_index(1)] * result_rank
            cast = _reinterpret_cast(
                rewriter, result_type, metadata.results[0], offset, ones, ones, location
            )
            rewriter.replace_op(op, [cast.results[0]])
            return True
        sizes = [_as_fold(v) for v in _sizes(metadata)]
        strides = [_as_fold(v) for v in _strides(metadata)]
        final_sizes: list[Fold] = []
        final_strides: list[Fold] = []
        for group in range(len(reassociation(op))):
            final_sizes += self.get_sizes(op, rewriter, sizes, group)
            final_strides += self.get_strides(op, rewriter, sizes, strides, group)
        cast = _reinterpret_cast(
            rewriter,
            result_type,
            metadata.results[0],
            offset,
            final_sizes,
            final_strides,
            location,
        )
        rewriter.replace_op(op, [cast.results[0]])
        return True


# -- extract_strided_metadata --------------------------------------------------------


class ExtractStridedMetadataOpAllocFolder(_SourceFolder):
    """Metadata of an identity-layout `alloc` / `alloca`: its sizes, offset 0
    and the running products of the sizes as strides."""

    root = "memref.extract_strided_metadata"

    def __init__(self, alloc_name: str) -> None:
        super().__init__()
        self.sources = (alloc_name,)

    def fold(self, op: Operation, alloc: Operation, rewriter: PatternRewriter) -> bool:
        memref_type = alloc.results[0].type
        layout = memref_type.layout
        if not is_identity_layout(memref_type) and not (
            isinstance(layout, AffineMapAttr) and layout.is_identity_layout()
        ):
            return False
        location = op.location
        rank = len(memref_type.shape)
        dynamic = iter(alloc.dynamic_sizes)  # type: ignore[attr-defined]
        sizes: list[Fold] = [
            next(dynamic) if size is None else _index(size)
            for size in memref_type.shape
        ]
        strides: list[Fold] = [_index(1)] * rank
        expr: AffineExpr = constant(1)
        count = 0
        for i in range(rank - 2, -1, -1):
            expr = expr * symbol(count)
            count += 1
            strides[i] = make_composed_folded_apply(
                rewriter, location, expr, sizes[i + 1 : i + 1 + count]
            )
        base_type = op.results[0].type
        base = alloc.results[0]
        if base.type is not base_type:
            cast = _reinterpret_cast(
                rewriter, base_type, base, _index(0), [], [], location
            )
            base = cast.results[0]
        _replace_with_metadata(rewriter, op, base, _index(0), sizes, strides)
        return True


class RewriteExtractAlignedPointerAsIndexOfViewLikeOp(_SourceFolder):
    """`extract_aligned_pointer_as_index` of a view reads the view's source."""

    root = "memref.extract_aligned_pointer_as_index"
    sources = _VIEW_LIKE

    def fold(self, op: Operation, view: Operation, rewriter: PatternRewriter) -> bool:
        rewriter.update_root_in_place(op, lambda: op.set_operand(0, view.operands[0]))
        return True


class ExtractStridedMetadataOpReinterpretCastFolder(_SourceFolder):
    """Metadata of a `reinterpret_cast`: its offset, sizes and strides."""

    root = "memref.extract_strided_metadata"
    sources = ("memref.reinterpret_cast",)

    def fold(self, op: Operation, cast: Operation, rewriter: PatternRewriter) -> bool:
        source = cast.operands[0]
        op_class = _memref().ExtractStridedMetadataOp
        if op_class.infer_result_types([source], None) is None:
            return False
        location = op.location
        metadata = _extract_metadata(rewriter, source, location)
        offset = mixed_values(cast, "static_offsets", "offsets")[0]
        sizes = mixed_values(cast, "static_sizes", "sizes")
        strides = mixed_values(cast, "static_strides", "strides")
        _replace_with_metadata(
            rewriter,
            op,
            metadata.results[0],
            _mixed(offset),
            [_mixed(s) for s in sizes],
            [_mixed(s) for s in strides],
        )
        return True


class ExtractStridedMetadataOpExtractStridedMetadataFolder(_SourceFolder):
    """Metadata of a base buffer: that buffer, at offset 0."""

    root = "memref.extract_strided_metadata"
    sources = ("memref.extract_strided_metadata",)

    def fold(
        self, op: Operation, producer: Operation, rewriter: PatternRewriter
    ) -> bool:
        zero = _value_or_constant(rewriter, _index(0), op.location)
        rewriter.replace_op(op, [producer.results[0], zero])
        return True


def expand_strided_metadata_patterns() -> list[RewritePattern]:
    """MLIR's populateExpandStridedMetadataPatterns, in its order."""
    return [
        SubviewFolder(),
        ReshapeFolder("memref.expand_shape", _expanded_sizes, _expanded_strides),
        ReshapeFolder("memref.collapse_shape", _collapsed_sizes, _collapsed_strides),
        ExtractStridedMetadataOpAllocFolder("memref.alloc"),
        ExtractStridedMetadataOpAllocFolder("memref.alloca"),
        RewriteExtractAlignedPointerAsIndexOfViewLikeOp(),
        ExtractStridedMetadataOpReinterpretCastFolder(),
        ExtractStridedMetadataOpExtractStridedMetadataFolder(),
    ]


def expand_strided_metadata(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: the patterns, applied greedily with folding, to `op`'s regions."""
    context.load_dialect("affine")
    apply_patterns_greedily(op, expand_strided_metadata_patterns(), context)
