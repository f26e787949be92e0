"""The canonicalization patterns of the `memref` dialect (MLIR 16's
MemRefOps.cpp), and the constant replacement that
`memref.extract_strided_metadata`'s folder uses."""

from __future__ import annotations

from typing import Any, Iterable

from odsgen.ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    IntegerAttr,
    StridedLayoutAttr,
)
from odsgen.ir.builder import Builder, InsertionPoint
from odsgen.ir.context import Context
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.operation import Operation, Value
from odsgen.ir.rewrite import PatternRewriter, RewritePattern, constant_value
from odsgen.ir.traits import NoMemoryEffect
from odsgen.ir.types import IndexType, IntegerType, MemRefType
from odsgen.transforms.cloning import Mapping, clone_op

from ..common import arith_constant_index, constant_int, defined_by, value_region
from .common import is_allocation_scope, reassociation
from .layout import (
    DYNAMIC,
    can_fold_cast_into_consumer,
    collapsed_type,
    is_identity_layout,
    memref_rank_reduction_mask,
    strides_and_offset,
    subview_type,
)
from .registry import hooks


def _ops() -> Any:
    return hooks.module("ops")


def _arith() -> Any:
    return dialect_module("arith", "ops")


def _constant_index(value: Value) -> int | None:
    """m_ConstantIndex: the value of an `index` constant."""
    if not isinstance(value.type, IndexType):
        return None
    attr = constant_value(value)
    return attr.value if isinstance(attr, IntegerAttr) else None


def _cast(rewriter: PatternRewriter, op: Operation, value: Value) -> Operation:
    """Replace `op` by a `memref.cast` of `value` to `op`'s result type."""
    return rewriter.replace_op_with_new_op(op, _ops().CastOp, op.results[0].type, value)


def _recreate_and_cast(
    rewriter: PatternRewriter, op: Operation, op_class: Any, *arguments: Any
) -> bool:
    """Replace `op` by a new `op_class` op of `arguments`, at `op` and with
    its location, cast back to `op`'s result type."""
    rewriter.set_insertion_point(op)
    new = rewriter.create_op(op_class, *arguments, location=op.location)
    _cast(rewriter, op, new.results[0])
    return True


def _fold_constant_sizes(
    type_: MemRefType, sizes: Iterable[Value]
) -> tuple[MemRefType, list[Value]]:
    """`type_` with the dynamic sizes that `sizes` (one a dynamic
    dimension) give as `arith.constant`s made static, and the sizes kept."""
    shape: list[int | None] = []
    kept: list[Value] = []
    dynamic = iter(sizes)
    for size in type_.shape:
        if size is not None:
            shape.append(size)
            continue
        operand = next(dynamic)
        constant = arith_constant_index(operand)
        if constant is None:
            shape.append(None)
            kept.append(operand)
        else:
            shape.append(constant)
    new_type = MemRefType.get(
        shape, type_.element_type, type_.layout, type_.memory_space
    )
    return new_type, kept


def replace_uses_with_index_constant(op: Operation, result: Value, value: int) -> bool:
    """Make the users of `result` use an `arith.constant` index `value`
    created right before `op` (replaceConstantUsesOf)."""
    builder = Builder(Context.current(), InsertionPoint.before(op), op.location)
    constant = builder.insert(
        _arith().ConstantOp.build(
            IndexType.get(),
            IntegerAttr.get(IndexType.get(), value),
            location=op.location,
        )
    )
    result.replace_all_uses_with(constant.results[0])
    return True


# -- allocation ----------------------------------------------------------------------


class SimplifyAllocConst(RewritePattern):
    """Dynamic sizes given by constants become static: a new alloc and a
    cast back to the old type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        sizes = list(op.dynamic_sizes)
        if all(_constant_index(size) is None for size in sizes):
            return False
        type_ = op.results[0].type
        new_type, kept = _fold_constant_sizes(type_, sizes)
        rewriter.set_insertion_point(op)
        new = rewriter.create_op(
            type(op),
            new_type,
            kept,
            list(op.symbol_operands),
            op.get_attr("alignment"),
            location=op.location,
        )
        cast = rewriter.create_op(
            _ops().CastOp, type_, new.results[0], location=op.location
        )
        rewriter.replace_op(op, [cast.results[0]])
        return True


class SimplifyDeadAlloc(RewritePattern):
    """An allocation only stored into and freed is erased with its users."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0]
        for user in result.users:
            if user.name == "memref.store":
                if user.operands[0] is result:
                    return False
            elif user.name != "memref.dealloc":
                return False
        for user in list(dict.fromkeys(result.users)):
            rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True


def _allocates_on_stack(op: Operation) -> bool:
    """The op allocates an AutomaticAllocationScopeResource (memref.alloca)."""
    return op.name == "memref.alloca"


def _maybe_allocates_on_stack(op: Operation) -> bool:
    """isOpItselfPotentialAutomaticAllocation."""

    if getattr(op, "RECURSIVE_MEMORY_EFFECTS", False):
        return False
    if is_allocation_scope(op):
        return False
    if getattr(op, "MEMORY_EFFECTS", None) is not None or _effect_free(op):
        return _allocates_on_stack(op)
    return True


def _effect_free(op: Operation) -> bool:
    return op.is_registered and NoMemoryEffect in op.TRAITS


def _last_before_terminator(op: Operation) -> bool:
    block = op.parent
    region = block.parent if block is not None else None
    return (
        block is not None
        and op.next_op is block.terminator
        and region is not None
        and len(region.blocks) == 1
    )


class AllocaScopeInliner(RewritePattern):
    """A scope directly in an allocation scope (as its last op), or without
    stack allocations, is inlined into its parent."""

    root = "memref.alloca_scope"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:

        if _has_potential_alloca(op):
            if not is_allocation_scope(op.parent_op):
                return False
            if not _last_before_terminator(op):
                return False
        block = op.regions[0].blocks[0]
        terminator = block.terminator
        results = list(terminator.operands)
        for moved in block.operations:
            if moved is terminator:
                break
            moved.detach()
            op.parent.insert_before(op, moved)
            if rewriter.listener is not None:
                rewriter.listener.on_inserted(moved)
        rewriter.replace_op(op, results)
        return True


def _has_potential_alloca(scope: Operation) -> bool:

    stack = [nested for region in scope.regions for block in region for nested in block]
    while stack:
        op = stack.pop()
        if _maybe_allocates_on_stack(op):
            return True
        if is_allocation_scope(op):
            continue
        stack.extend(n for region in op.regions for block in region for n in block)
    return False


class AllocaScopeHoister(RewritePattern):
    """Stack allocations of a scope nested in ops without a scope move up
    before the outermost such op, when their operands are defined there."""

    root = "memref.alloca_scope"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:

        parent = op.parent_op
        while parent is not None and not is_allocation_scope(parent):
            parent = parent.parent_op
        if parent is None:
            return False
        last = op.parent_op
        if last is None or is_allocation_scope(last):
            return False
        if not _last_before_terminator(op) or not _last_before_terminator(last):
            return False
        while not is_allocation_scope(last.parent_op):
            last = last.parent_op
            if last is None or not _last_before_terminator(last):
                return False
        containing = [r for r in last.regions if r.is_ancestor(op.parent_region)][0]
        hoisted = []
        for nested in op.walk():
            if not _allocates_on_stack(nested):
                continue
            if any(containing.is_ancestor(value_region(v)) for v in nested.operands):
                continue
            hoisted.append(nested)
        if not hoisted:
            return False
        rewriter.set_insertion_point(last)
        for alloca in hoisted:
            clone = rewriter.insert(clone_op(alloca, Mapping()))
            rewriter.replace_op(alloca, list(clone.results))
        return True


# -- copies and dims -----------------------------------------------------------------


class FoldCopyOfCast(RewritePattern):
    """A copy of (or into) a cast whose source is ranked copies the source."""

    root = "memref.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        modified = False
        for index in (0, 1):
            cast = defined_by(op.operands[index], "memref.cast")
            if cast is None or not isinstance(cast.operands[0].type, MemRefType):
                continue
            source = cast.operands[0]
            rewriter.update_root_in_place(
                op, lambda i=index, s=source: op.set_operand(i, s)
            )
            modified = True
        return modified


class FoldSelfCopy(RewritePattern):
    """A copy of a memref onto itself is erased."""

    root = "memref.copy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.operands[0] is not op.operands[1]:
            return False
        rewriter.erase_op(op)
        return True


class DimOfReshape(RewritePattern):
    """The size of a dimension of a `memref.reshape` is loaded from its
    shape operand."""

    root = "memref.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = defined_by(op.source, "memref.reshape")
        if reshape is None:
            return False
        rewriter.set_insertion_point_after(reshape)
        load = rewriter.create_op(
            _ops().LoadOp, reshape.shape, [op.index], location=op.location
        ).results[0]
        if load.type is not op.results[0].type:
            load = rewriter.create_op(
                _arith().IndexCastOp, op.results[0].type, load, location=op.location
            ).results[0]
        rewriter.replace_op(op, [load])
        return True


# -- reshapes ------------------------------------------------------------------------


class CollapseShapeOfCast(RewritePattern):
    """A collapse of a foldable cast collapses the cast's source."""

    root = "memref.collapse_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:

        cast = defined_by(op.src, "memref.cast")
        if cast is None or not can_fold_cast_into_consumer(
            cast.operands[0].type, cast.results[0].type
        ):
            return False
        groups = reassociation(op)
        new_type = collapsed_type(cast.operands[0].type, groups)
        if new_type is op.results[0].type:
            rewriter.update_root_in_place(
                op, lambda: op.set_operand(0, cast.operands[0])
            )
            return True
        return _recreate_and_cast(
            rewriter,
            op,
            _ops().CollapseShapeOp,
            new_type,
            cast.operands[0],
            op.get_attr("reassociation"),
        )


# -- views ---------------------------------------------------------------------------


class ViewShapeFolder(RewritePattern):
    """Constant sizes of a view become static: a new view and a cast."""

    root = "memref.view"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if all(_constant_index(v) is None for v in op.operands):
            return False
        type_ = op.results[0].type
        new_type, kept = _fold_constant_sizes(type_, op.sizes)
        if new_type is type_:
            return False
        return _recreate_and_cast(
            rewriter, op, _ops().ViewOp, new_type, op.operands[0], op.byte_shift, kept
        )


class ViewOfCast(RewritePattern):
    """A view of a cast of an alloc views the alloc."""

    root = "memref.view"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = defined_by(op.operands[0], "memref.cast")
        if cast is None or defined_by(cast.operands[0], "memref.alloc") is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            _ops().ViewOp,
            op.results[0].type,
            cast.operands[0],
            op.byte_shift,
            list(op.sizes),
        )
        return True


def _mixed(op: Operation, static: str, group: str) -> list[Any]:
    dynamic = iter(getattr(op, group))
    return [next(dynamic) if v == DYNAMIC else v for v in op.get_attr(static).values]


def _split(mixed: list[Any]) -> tuple[list[Value], list[int]]:
    values = [v for v in mixed if isinstance(v, Value)]
    static = [DYNAMIC if isinstance(v, Value) else v for v in mixed]
    return values, static


def canonical_subview_type(
    current: MemRefType,
    current_source: MemRefType,
    source: MemRefType,
    offsets: list[Any],
    sizes: list[Any],
    strides: list[Any],
) -> MemRefType | None:
    """getCanonicalSubViewResultType: the inferred type, with the dimensions
    the current result drops dropped."""
    inferred = subview_type(
        source, _split(offsets)[1], _split(sizes)[1], _split(strides)[1]
    )
    unused = memref_rank_reduction_mask(current_source, current, sizes)
    if unused is None:
        return None
    layout = inferred.layout
    shape = [s for i, s in enumerate(inferred.shape) if i not in unused]
    kept = [s for i, s in enumerate(layout.strides) if i not in unused]
    return MemRefType.get(
        shape,
        inferred.element_type,
        StridedLayoutAttr.get(layout.offset, kept),
        inferred.memory_space,
    )


def _build_subview(
    rewriter: PatternRewriter,
    result_type: MemRefType,
    source: Value,
    offsets: list[Any],
    sizes: list[Any],
    strides: list[Any],
    location: Any,
) -> Operation:
    i64 = IntegerType.get(64)
    (
        (off_values, off_static),
        (size_values, size_static),
        (
            stride_values,
            stride_static,
        ),
    ) = (_split(offsets), _split(sizes), _split(strides))
    return rewriter.create_op(
        _ops().SubViewOp,
        result_type,
        source,
        off_values,
        size_values,
        stride_values,
        DenseArrayAttr.get(i64, off_static),
        DenseArrayAttr.get(i64, size_static),
        DenseArrayAttr.get(i64, stride_static),
        location=location,
    )


class SubViewConstantArguments(RewritePattern):
    """Constant offsets, sizes and strides become static: a new subview and
    a cast (OpWithOffsetSizesAndStridesConstantArgumentFolder)."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        groups = [
            _mixed(op, "static_offsets", "offsets"),
            _mixed(op, "static_sizes", "sizes"),
            _mixed(op, "static_strides", "strides"),
        ]
        changed = False
        for group in groups:
            for index, value in enumerate(group):
                if isinstance(value, Value):
                    constant = _constant_index(value)
                    if constant is not None:
                        group[index] = constant
                        changed = True
        if not changed:
            return False
        result_type = canonical_subview_type(
            op.results[0].type, op.source.type, op.source.type, *groups
        )
        if result_type is None:
            return False
        rewriter.set_insertion_point(op)
        new = _build_subview(
            rewriter, result_type, op.source, *groups, location=op.location
        )
        _cast(rewriter, op, new.results[0])
        return True


class SubViewOfCast(RewritePattern):
    """A subview of a foldable cast takes the cast's source, then casts."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(_constant_index(v) is not None for v in op.operands):
            return False
        cast = defined_by(op.source, "memref.cast")
        if cast is None or not can_fold_cast_into_consumer(
            cast.operands[0].type, cast.results[0].type
        ):
            return False
        groups = [
            _mixed(op, "static_offsets", "offsets"),
            _mixed(op, "static_sizes", "sizes"),
            _mixed(op, "static_strides", "strides"),
        ]
        result_type = canonical_subview_type(
            op.results[0].type, op.source.type, cast.operands[0].type, *groups
        )
        if result_type is None:
            return False
        rewriter.set_insertion_point(op)
        new = _build_subview(
            rewriter, result_type, cast.operands[0], *groups, location=op.location
        )
        _cast(rewriter, op, new.results[0])
        return True


class TrivialSubView(RewritePattern):
    """A subview of the whole memref is its source (or a cast of it)."""

    root = "memref.subview"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source_type = op.source.type
        if len(source_type.shape) != len(op.results[0].type.shape):
            return False

        def constant(value: Any) -> Any:
            return _constant_index(value) if isinstance(value, Value) else value

        if any(constant(v) != 0 for v in _mixed(op, "static_offsets", "offsets")):
            return False
        if any(constant(v) != 1 for v in _mixed(op, "static_strides", "strides")):
            return False
        sizes = [constant(v) for v in _mixed(op, "static_sizes", "sizes")]
        if any(s is None or s != d for s, d in zip(sizes, source_type.shape)):
            return False
        if source_type is op.results[0].type:
            rewriter.replace_op(op, [op.source])
        else:
            _cast(rewriter, op, op.source)
        return True


# -- reinterpret_cast ----------------------------------------------------------------


def constified(values: list[Any], static: list[int | None] | None) -> list[Any]:
    """constifyIndexValues: an int where the type or a constant tells the
    value, else the Value."""
    result = list(values)
    if static is not None:
        for index, value in enumerate(static):
            if value is not None:
                result[index] = value
    for index, value in enumerate(result):
        if isinstance(value, Value):
            constant = constant_int(value)
            if constant is not None:
                result[index] = constant
    return result


def _same(a: list[Any], b: list[Any]) -> bool:
    return len(a) == len(b) and all(
        x is y if isinstance(x, Value) or isinstance(y, Value) else x == y
        for x, y in zip(a, b)
    )


def metadata_of(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    """The constified offset, sizes and strides of an extract_strided_metadata."""

    type_ = op.source.type
    rank = len(type_.shape)
    layout = strides_and_offset(type_)
    offset = [op.results[1]]
    sizes = list(op.results[2 : 2 + rank])
    strides = list(op.results[2 + rank :])
    return (
        constified(offset, None if layout is None else [layout[1]]),
        constified(sizes, list(type_.shape)),
        constified(strides, None if layout is None else layout[0]),
    )


class ReinterpretCastOfExtractStridedMetadata(RewritePattern):
    """A reinterpret_cast of the metadata of a memref, with that same
    metadata, is the memref (or a cast of it)."""

    root = "memref.reinterpret_cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:

        metadata = defined_by(op.source, "memref.extract_strided_metadata")
        if metadata is None:
            return False
        offsets, sizes, strides = metadata_of(metadata)
        type_ = op.results[0].type
        layout = strides_and_offset(type_)
        own_strides = constified(
            _mixed(op, "static_strides", "strides"),
            None if layout is None else layout[0],
        )
        if not _same(strides, own_strides):
            return False
        own_sizes = constified(_mixed(op, "static_sizes", "sizes"), list(type_.shape))
        if not _same(sizes, own_sizes):
            return False
        own_offset = constified(
            _mixed(op, "static_offsets", "offsets"),
            None if layout is None else [layout[1]],
        )
        if not _same(offsets, own_offset):
            return False
        source = metadata.source
        if source.type is type_:
            rewriter.replace_op(op, [source])
        else:
            _cast(rewriter, op, source)
        return True


# -- expand_shape and collapse_shape -------------------------------------------------


def reassociation_attr(groups: list[list[int]]) -> Any:
    """The `reassociation` attribute of groups of dimensions."""
    i64 = IntegerType.get(64)
    return ArrayAttr.get(
        [ArrayAttr.get([IntegerAttr.get(i64, d) for d in group]) for group in groups]
    )


def _has_layout(type_: Any) -> bool:

    return isinstance(type_, MemRefType) and not is_identity_layout(type_)


def compose_reassociations(
    producer: list[list[int]], consumer: list[list[int]]
) -> list[list[int]] | None:
    """composeReassociationIndices."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(group) for group in consumer):
        return None
    return [[d for index in group for d in producer[index]] for group in consumer]


def collapse_reassociation(
    source: list[int | None], target: list[int | None]
) -> list[list[int]] | None:
    """getReassociationIndicesForCollapse (None stands for a dynamic size)."""
    source = [DYNAMIC if d is None else d for d in source]
    target = [DYNAMIC if d is None else d for d in target]
    if len(source) <= len(target):
        return None
    dim = 0
    groups: list[list[int]] = []
    current: list[int] = []
    product = 1
    while dim < len(source):
        if len(groups) == len(target):
            break
        wanted = target[len(groups)]
        while (
            dim < len(source)
            and source[dim] != DYNAMIC
            and product * source[dim] < wanted
        ):
            product *= source[dim]
            current.append(dim)
            dim += 1
        if dim == len(source):
            return None
        if source[dim] == DYNAMIC and (wanted != DYNAMIC or product != 1):
            return None
        if wanted == DYNAMIC and source[dim] != DYNAMIC:
            return None
        if product * source[dim] != wanted:
            return None
        current.append(dim)
        dim += 1
        groups.append(current)
        current = []
        product = 1
    if len(groups) != len(target):
        return None
    for rest in range(dim, len(source)):
        if source[rest] != DYNAMIC and source[rest] != 1:
            return None
        if groups:
            groups[-1].append(rest)
    return groups


class ComposeReassociativeReshapes(RewritePattern):
    """Two expand_shapes (or two collapse_shapes) in a row become one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:

        producer = defined_by(op.src, op.name)
        if producer is None:
            return False
        if any(
            _has_layout(t) for t in (producer.src.type, op.src.type, op.results[0].type)
        ):
            return False
        groups = compose_reassociations(reassociation(producer), reassociation(op))
        if groups is None:
            return False
        rewriter.replace_op_with_new_op(
            op,
            type(op),
            op.results[0].type,
            producer.src,
            reassociation_attr(groups),
        )
        return True


def _reshape_producer(op: Operation, name: str) -> Operation | None:
    """The reshape `name` producing `op`'s source when the two compose: no
    layouts on the way and a source type other than `op`'s result type."""
    producer = defined_by(op.src, name)
    if producer is None:
        return None
    if any(
        _has_layout(t)
        for t in (op.src.type, producer.src.type, producer.results[0].type)
    ):
        return None
    if producer.src.type is op.results[0].type:
        return None
    return producer


class ComposeCollapseOfExpand(RewritePattern):
    """A collapse_shape of an expand_shape: one reshape, or a cast."""

    root = "memref.collapse_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        expand = _reshape_producer(op, "memref.expand_shape")
        if expand is None:
            return False
        source_type, result_type = expand.src.type, op.results[0].type
        source_rank, result_rank = len(source_type.shape), len(result_type.shape)
        if source_rank > result_rank:
            higher, lower = reassociation(expand), reassociation(op)
        else:
            higher, lower = reassociation(op), reassociation(expand)
        index = 0
        composed: list[list[int]] = []
        for group in lower:
            indices: list[int] = []
            while index < len(higher):
                rightmost = higher[index][-1]
                if rightmost > group[-1]:
                    return False
                indices.append(index)
                index += 1
                if rightmost == group[-1]:
                    break
            composed.append(indices)
        ops = _ops()
        if source_rank > result_rank:
            rewriter.replace_op_with_new_op(
                op,
                ops.CollapseShapeOp,
                result_type,
                expand.src,
                reassociation_attr(composed),
            )
        elif source_rank < result_rank:
            rewriter.replace_op_with_new_op(
                op,
                ops.ExpandShapeOp,
                result_type,
                expand.src,
                reassociation_attr(composed),
            )
        else:
            rewriter.replace_op_with_new_op(op, ops.CastOp, result_type, expand.src)
        return True


class ComposeExpandOfCollapse(RewritePattern):
    """An expand_shape of a collapse_shape: one reshape when the dimensions
    line up."""

    root = "memref.expand_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        collapse = _reshape_producer(op, "memref.collapse_shape")
        if collapse is None:
            return False
        source_type, result_type = collapse.src.type, op.results[0].type
        source_groups, result_groups = reassociation(collapse), reassociation(op)
        ops = _ops()
        if len(source_type.shape) > len(result_type.shape):
            composed = _find_collapsing(
                source_groups, result_groups, source_type.shape, result_type.shape
            )
            new_class = ops.CollapseShapeOp
        else:
            composed = _find_collapsing(
                result_groups, source_groups, result_type.shape, source_type.shape
            )
            new_class = ops.ExpandShapeOp
        if composed is None:
            return False
        rewriter.replace_op_with_new_op(
            op, new_class, result_type, collapse.src, reassociation_attr(composed)
        )
        return True


def _find_collapsing(
    source_groups: list[list[int]],
    result_groups: list[list[int]],
    source_shape: Any,
    result_shape: Any,
) -> list[list[int]] | None:
    """findCollapsingReassociation (an equal sub-shape is kept, then also
    collapsed, as MLIR 16 does)."""
    if not source_groups:
        return collapse_reassociation(list(source_shape), list(result_shape))
    composed: list[list[int]] = []
    for source_indices, result_indices in zip(source_groups, result_groups):
        source_sub = list(
            source_shape[source_indices[0] : source_indices[0] + len(source_indices)]
        )
        result_sub = list(
            result_shape[result_indices[0] : result_indices[0] + len(result_indices)]
        )
        if len(source_sub) == len(result_sub):
            if source_sub == result_sub:
                composed.append(list(source_indices))
            else:
                return None
        sub = collapse_reassociation(source_sub, result_sub)
        if sub is None:
            return None
        for indices in sub:
            composed.append([source_indices[0] + i for i in indices])
    return composed
