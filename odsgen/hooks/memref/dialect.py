"""Hand-written behaviour of the `memref` dialect (MLIR 16's MemRefOps.cpp):
verifiers, custom syntax, folders, result names and the constant
materializer. The canonicalization patterns are in patterns.py, the
strided-layout arithmetic in layout.py."""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm import lexer as lx
from odsgen.asm.affine_parser import parse_affine_map
from odsgen.asm.errors import ParseError
from odsgen.ir.affine import AffineDimExpr
from odsgen.ir.attributes import (
    AffineMapAttr,
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StridedLayoutAttr,
    TypeAttr,
    UnitAttr,
)
from odsgen.ir.dense import ElementsAttr
from odsgen.ir.diagnostics import emit_error, op_error
from odsgen.ir.operation import Operation, Region, Value
from odsgen.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    RankedTensorType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from odsgen.asm.format_support import ParsedAttributes, ensure_terminator, followed_by

from .layout import (
    DYNAMIC,
    can_fold_cast_into_consumer,
    cast_compatible,
    collapsed_layout,
    expanded_type,
    is_identity_layout,
    is_strided,
    memref_rank_reduction_mask,
    rank_reduction_mask,
    strides_and_offset,
    subview_type,
)
from .patterns import (
    ComposeCollapseOfExpand,
    ComposeExpandOfCollapse,
    ComposeReassociativeReshapes,
    AllocaScopeHoister,
    AllocaScopeInliner,
    CollapseShapeOfCast,
    DimOfReshape,
    FoldCopyOfCast,
    FoldSelfCopy,
    SimplifyAllocConst,
    SimplifyDeadAlloc,
    SubViewOfCast,
    SubViewConstantArguments,
    TrivialSubView,
    ViewOfCast,
    ReinterpretCastOfExtractStridedMetadata,
    ViewShapeFolder,
    replace_uses_with_index_constant,
)
from ..common import (
    ArithConstantMaterializer,
    constant_int,
    defined_by,
    print_dynamic_list,
)
from .common import is_allocation_scope, reassociation
from .registry import hooks
from odsgen.asm.dense import parse_dense_elements, parse_sparse_elements
from odsgen.ir.traits import NoMemoryEffect


@hooks.export
def is_signless(type_: Type, width: int | None = None) -> bool:
    """A signless integer (of `width` bits if given)."""
    return (
        isinstance(type_, IntegerType)
        and type_.signedness == 0
        and (width is None or type_.width == width)
    )


@hooks.export
def tensor_type_of(type_: Type) -> Type:
    """getTensorTypeFromMemRefType."""
    if isinstance(type_, MemRefType):
        return RankedTensorType.get(type_.shape, type_.element_type)
    if isinstance(type_, UnrankedMemRefType):
        return UnrankedTensorType.get(type_.element_type)
    return NoneType.get()


def fold_memref_cast(op: Operation, inner: Value | None = None) -> bool:
    """foldMemRefCast: operands made by a `memref.cast` of a ranked memref
    use the cast's source instead."""
    folded = False
    for operand in op.op_operands:
        value = operand.value
        cast = defined_by(value, "memref.cast")
        if cast is None or value is inner:
            continue
        if isinstance(cast.operands[0].type, UnrankedMemRefType):
            continue
        operand.set(cast.operands[0])
        folded = True
    return folded


def _index_attr(value: int) -> IntegerAttr:
    return IntegerAttr.get(IndexType.get(), value)


def _fold_cast_in_place(op: Operation, inner: Value | None = None) -> Any:
    """A folder that only forwards cast sources: the op's results when it
    changed (folded in place), None otherwise."""
    return list(op.results) if fold_memref_cast(op, inner) else None


def _parse_attributes(parser: Any) -> ParsedAttributes:
    """The op's attribute dictionary, if present."""
    attributes = ParsedAttributes()
    dictionary = parser.parse_optional_attr_dict()
    if dictionary is not None:
        attributes.update(dictionary.items)
    return attributes


# -- the dialect ---------------------------------------------------------------------


@hooks.mixin("MemrefDialect")
class MemrefDialectHooks(ArithConstantMaterializer):
    """Folded values of their own type become `arith.constant`."""

    __slots__ = ()

    def materialize_constant(
        self, builder: Any, value: Any, type_: Any, location: Any
    ) -> Any:
        if not isinstance(value, (IntegerAttr, FloatAttr, ElementsAttr)):
            return None
        if value.type is not type_:
            return None
        return super().materialize_constant(builder, value, type_, location)


# -- custom<DynamicIndexList> --------------------------------------------------------


@hooks.parser("DynamicIndexList")
def parse_DynamicIndexList(parser: Any) -> tuple[list[Any], DenseArrayAttr]:
    """`[%a, 4, %b]`: the operands and every value (DYNAMIC for an operand)."""
    operands: list[Any] = []
    values: list[int] = []

    def entry() -> None:
        if parser.lexer.kind == lx.PERCENT:
            operands.append(parser.parse_operand())
            values.append(DYNAMIC)
            return
        pos = parser.position
        value = parser.parse_optional_integer()
        if value is None:
            raise parser.emit_error("expected integer value", pos)
        if not -(1 << 63) <= value < (1 << 63):
            raise parser.emit_error("integer value too large", pos)
        values.append(value)

    with followed_by(parser, "expected SSA value or integer", parser.name_position):
        parser.expect("[", "expected '[' in dynamic index list")
        if not parser.consume_if("]"):
            parser.parse_comma_separated(entry)
            parser.expect("]", "expected ']' in dynamic index list")
    return operands, DenseArrayAttr.get(IntegerType.get(64), values)


@hooks.printer("DynamicIndexList")
def print_DynamicIndexList(
    printer: Any, op: Any, operands: Sequence[Value], values: DenseArrayAttr
) -> None:
    """The values in brackets, each an operand or a constant."""
    printer.write("[")
    print_dynamic_list(printer, values.values, operands, DYNAMIC)
    printer.write("]")


# -- custom<GlobalMemrefOpTypeAndInitialValue> ---------------------------------------


@hooks.parser("GlobalMemrefOpTypeAndInitialValue")
def parse_GlobalMemrefOpTypeAndInitialValue(
    parser: Any,
) -> tuple[TypeAttr, Attribute | None]:
    """`memref<2xf32>`, then `= uninitialized` or `= <elements>` if present."""
    type_ = parser.parse_type()
    if not isinstance(type_, MemRefType) or not type_.has_static_shape:
        raise parser.emit_error(
            f"type should be static shaped memref, but got '{type_}'",
            parser.name_position,
        )
    if not parser.consume_if("="):
        return TypeAttr.get(type_), None
    if parser.consume_keyword_if("uninitialized"):
        return TypeAttr.get(type_), UnitAttr.get()
    value = _parse_typed_attribute(parser, tensor_type_of(type_))
    if not isinstance(value, ElementsAttr):
        raise parser.emit_error(
            "initial value should be a unit or elements attribute",
            parser.name_position,
        )
    return TypeAttr.get(type_), value


def _parse_typed_attribute(parser: Any, type_: Type) -> Attribute:
    """An attribute whose type, when not written, is `type_` (MLIR's
    parseAttribute with a type: `dense<...>` and `sparse<...>` take it)."""
    readers = {"dense": parse_dense_elements, "sparse": parse_sparse_elements}
    if parser.lexer.kind == lx.BARE and parser.lexer.spelling in readers:
        start = parser.position
        reader = readers[parser.lexer.spelling]
        parser.lexer.next()
        return reader(parser, start, type_)
    return parser.parse_attribute(type_)


@hooks.printer("GlobalMemrefOpTypeAndInitialValue")
def print_GlobalMemrefOpTypeAndInitialValue(
    printer: Any, op: Any, type_: TypeAttr, initial: Attribute | None
) -> None:
    printer.type(type_.value)
    if initial is None:
        return
    printer.write(" = ")
    if isinstance(initial, UnitAttr):
        printer.write("uninitialized")
    else:
        printer.print_attribute_without_type(initial)


# -- result names --------------------------------------------------------------------


def _named(name: str) -> type:
    class _Names:
        __slots__ = ()

        def get_asm_result_names(self) -> tuple[str, ...]:
            return (name,)

    return _Names


# -- allocation ----------------------------------------------------------------------


def _verify_alloc_like(op: Any) -> None:
    type_ = op.results[0].type
    if not isinstance(type_, MemRefType):
        raise op_error(op, "result must be a memref")
    dynamic = sum(1 for size in type_.shape if size is None)
    if len(op.dynamic_sizes) != dynamic:
        raise op_error(
            op,
            "dimension operand count does not equal memref dynamic dimension count",
        )
    symbols = 0
    layout = type_.layout
    if isinstance(layout, AffineMapAttr):
        symbols = layout.value.num_symbols
    elif isinstance(layout, StridedLayoutAttr) and not is_identity_layout(type_):
        # The layout's affine map has a symbol per dynamic offset or stride.
        symbols = sum(1 for v in (layout.offset, *layout.strides) if v is None)
    if len(op.symbol_operands) != symbols:
        raise op_error(
            op,
            "symbol operand count does not equal memref symbol count: expected"
            f" {symbols}, got {len(op.symbol_operands)}",
        )


@hooks.mixin("AllocOp")
class AllocOpHooks(_named("alloc")):
    __slots__ = ()

    def verify_hook(self) -> None:
        _verify_alloc_like(self)

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SimplifyAllocConst("memref.alloc"), SimplifyDeadAlloc("memref.alloc")]


@hooks.mixin("AllocaOp")
class AllocaOpHooks(_named("alloca")):
    __slots__ = ()

    def verify_hook(self) -> None:
        parent = self.parent_op
        while parent is not None and not is_allocation_scope(parent):
            parent = parent.parent_op
        if parent is None:
            raise op_error(
                self, "requires an ancestor op with AutomaticAllocationScope trait"
            )
        _verify_alloc_like(self)

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [
            SimplifyAllocConst("memref.alloca"),
            SimplifyDeadAlloc("memref.alloca"),
        ]


@hooks.mixin("ReallocOp")
class ReallocOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        source = self.source.type
        result = self.results[0].type
        if not is_identity_layout(source):
            raise emit_error(
                self, f"unsupported layout for source memref type '{source}'"
            )
        if not is_identity_layout(result):
            raise emit_error(
                self, f"unsupported layout for result memref type '{result}'"
            )
        if source.memory_space != result.memory_space:
            raise emit_error(
                self,
                "different memory spaces specified for source memref type"
                f" '{source}' and result memref type '{result}'",
            )
        if source.element_type is not result.element_type:
            raise emit_error(
                self,
                "different element types specified for source memref type"
                f" '{source}' and result memref type '{result}'",
            )
        has_size = self.dynamic_result_size is not None
        if None in result.shape and not has_size:
            raise emit_error(
                self, f"missing dimension operand for result type '{result}'"
            )
        if None not in result.shape and has_size:
            raise emit_error(
                self, f"unnecessary dimension operand for result type '{result}'"
            )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SimplifyDeadAlloc("memref.realloc")]


@hooks.mixin("AllocaScopeOp")
class AllocaScopeOpHooks:
    """`memref.alloca_scope [-> (types)] { ... } [attrs]`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        AllocaScopeReturnOp = hooks.module("ops").AllocaScopeReturnOp

        result_types = parser.parse_optional_arrow_type_list()
        body = Region()
        parser.parse_region(body)
        ensure_terminator(body, AllocaScopeReturnOp, location)
        attributes = _parse_attributes(parser)
        return cls.create(
            result_types=result_types,
            attributes=attributes.checked(parser),
            regions=[body],
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        has_results = bool(self.results)
        if has_results:
            printer.write(" -> (")
            printer.print_types(r.type for r in self.results)
            printer.write(")")
        printer.write(" ")
        printer.print_region(self.regions[0], False, has_results)
        printer.print_optional_attr_dict(self.attributes)

    def successor_regions(self, index: int | None) -> list[Any]:
        return [None] if index is not None else [self.regions[0]]

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [AllocaScopeInliner(), AllocaScopeHoister()]


@hooks.mixin("AssumeAlignmentOp")
class AssumeAlignmentOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        alignment = self.alignment
        if alignment <= 0 or alignment & (alignment - 1):
            raise op_error(self, "alignment must be power of 2")


# -- casts and copies ----------------------------------------------------------------


@hooks.mixin("CastOp")
class CastOpHooks(_named("cast")):
    __slots__ = ()

    def verify_hook(self) -> None:
        source, result = self.source.type, self.dest.type
        if not cast_compatible(source, result):
            raise op_error(
                self,
                f"operand type '{source}' and result type '{result}' are cast"
                " incompatible",
            )

    def fold(self, operands: Any) -> Any:
        if fold_memref_cast(self):
            return self.results[0]
        # CastOpInterface's own folder: a cast to the same type.
        if self.source.type is self.dest.type:
            return self.source
        return None

    @staticmethod
    def can_fold_into_consumer(cast: Operation) -> bool:
        return can_fold_cast_into_consumer(cast.operands[0].type, cast.results[0].type)


@hooks.mixin("CopyOp")
class CopyOpHooks:
    __slots__ = ()

    def fold(self, operands: Any) -> Any:
        folded = False
        for operand in self.op_operands:
            cast = defined_by(operand.value, "memref.cast")
            if cast is not None and CastOpHooks.can_fold_into_consumer(cast):
                operand.set(cast.operands[0])
                folded = True
        return [] if folded else None

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [FoldCopyOfCast(), FoldSelfCopy()]


@hooks.mixin("DeallocOp")
class DeallocOpHooks:
    __slots__ = ()

    def fold(self, operands: Any) -> Any:
        return _fold_cast_in_place(self)


# -- dim and rank --------------------------------------------------------------------


@hooks.mixin("DimOp")
class DimOpHooks(_named("dim")):
    __slots__ = ()

    def verify_hook(self) -> None:
        index = constant_int(self.index)
        if index is None:
            return
        type_ = self.source.type
        if isinstance(type_, MemRefType) and index >= len(type_.shape):
            raise op_error(self, "index is out of range")

    def fold(self, operands: Any) -> Any:
        index = operands[1] if len(operands) > 1 else None
        if not isinstance(index, IntegerAttr):
            return None
        type_ = self.source.type
        if not isinstance(type_, MemRefType):
            return None
        position = index.value
        if not 0 <= position < len(type_.shape):
            return None
        if type_.shape[position] is not None:
            return _index_attr(type_.shape[position])
        dynamic_index = sum(1 for s in type_.shape[:position] if s is None)
        owner = getattr(self.source, "owner", None)
        name = owner.name if isinstance(owner, Operation) else None
        if name in ("memref.alloc", "memref.alloca", "memref.view"):
            sizes = owner.sizes if name == "memref.view" else owner.dynamic_sizes
            return sizes[dynamic_index]
        if name == "memref.subview":
            dropped = subview_dropped_dims(owner)
            kept = [i for i in range(len(owner.source.type.shape)) if i not in dropped]
            return _dynamic_entry(owner, "static_sizes", "sizes", kept[position])
        if name == "memref.reinterpret_cast":
            return _dynamic_entry(owner, "static_sizes", "sizes", position)
        if fold_memref_cast(self):
            return self.results[0]
        return None

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [DimOfReshape()]


def _dynamic_entry(op: Operation, static_name: str, group: str, index: int) -> Any:
    """The operand of a dynamic entry `index` of an offset/size/stride list."""
    values = op.get_attr(static_name).values
    position = sum(1 for v in values[:index] if v == DYNAMIC)
    return getattr(op, group)[position]


def mixed_values(op: Operation, static_name: str, group: str) -> list[Any]:
    """getMixedOffsets/Sizes/Strides: an int for a constant, else the operand."""
    dynamic = iter(getattr(op, group))
    return [
        next(dynamic) if v == DYNAMIC else v for v in op.get_attr(static_name).values
    ]


def subview_dropped_dims(op: Operation) -> set[int]:
    """SubViewOp::getDroppedDims."""
    mask = memref_rank_reduction_mask(
        op.source.type,
        op.results[0].type,
        mixed_values(op, "static_sizes", "sizes"),
    )
    assert mask is not None, "unable to find unused dims of subview"
    return mask


@hooks.mixin("RankOp")
class RankOpHooks:
    __slots__ = ()

    def fold(self, operands: Any) -> Any:
        type_ = self.memref.type
        if isinstance(type_, MemRefType):
            return _index_attr(len(type_.shape))
        return None


# -- DMA -----------------------------------------------------------------------------


@hooks.mixin("DmaStartOp")
class DmaStartOpHooks:
    """`memref.dma_start %src[...], %dst[...], %n, %tag[...] [, %stride, %per] : t, t, t`."""

    __slots__ = ()

    def _rank(self, index: int) -> int:
        type_ = self.operands[index].type
        return len(type_.shape) if isinstance(type_, MemRefType) else 0

    def _layout(self) -> tuple[int, int, int, int]:
        """The positions of the destination, number of elements, tag, and
        the first tag index."""
        destination = 1 + self._rank(0)
        count = destination + 1 + self._rank(destination)
        tag = count + 1
        return destination, count, tag, tag + 1

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        index = IndexType.get()
        source = parser.parse_operand()
        source_indices = parser.parse_operand_list("[")
        parser.expect(",", "expected ','")
        destination = parser.parse_operand()
        destination_indices = parser.parse_operand_list("[")
        parser.expect(",", "expected ','")
        count = parser.parse_operand()
        parser.expect(",", "expected ','")
        tag = parser.parse_operand()
        tag_indices = parser.parse_operand_list("[")
        strides: list[Any] = []
        if parser.consume_if(","):
            strides = parser.parse_comma_separated(parser.parse_operand)
        if strides and len(strides) != 2:
            raise parser.emit_error(
                "expected two stride related operands", parser.name_position
            )
        types = parser.parse_colon_type_list()
        if len(types) != 3:
            raise parser.emit_error("fewer/more types expected", parser.name_position)
        operands = [parser.resolve_operand(source, types[0])]
        operands += [parser.resolve_operand(o, index) for o in source_indices]
        operands.append(parser.resolve_operand(destination, types[1]))
        operands += [parser.resolve_operand(o, index) for o in destination_indices]
        operands.append(parser.resolve_operand(count, index))
        operands.append(parser.resolve_operand(tag, types[2]))
        operands += [parser.resolve_operand(o, index) for o in tag_indices]
        operands += [parser.resolve_operand(o, index) for o in strides]
        attributes = _parse_attributes(parser)
        return cls.create(
            operands=operands, attributes=attributes.checked(parser), location=location
        )

    def print(self, printer: Any) -> None:
        operands = self.operands
        destination, count, tag, first_tag_index = self._layout()
        end_tag = first_tag_index + self._rank(tag)
        printer.write(" ")
        printer.print_operand(operands[0])
        printer.write("[")
        printer.print_operands(operands[1:destination])
        printer.write("], ")
        printer.print_operand(operands[destination])
        printer.write("[")
        printer.print_operands(operands[destination + 1 : count])
        printer.write("], ")
        printer.print_operand(operands[count])
        printer.write(", ")
        printer.print_operand(operands[tag])
        printer.write("[")
        printer.print_operands(operands[first_tag_index:end_tag])
        printer.write("]")
        if len(operands) > end_tag:
            printer.write(", ")
            printer.print_operands(operands[end_tag:])
        printer.print_optional_attr_dict(self.attributes)
        printer.write(" : ")
        printer.print_types(operands[i].type for i in (0, destination, tag))

    def verify_hook(self) -> None:
        operands = self.operands
        count = len(operands)
        if count < 4:
            raise op_error(self, "expected at least 4 operands")

        def is_index(values: Sequence[Value]) -> bool:
            return all(isinstance(v.type, IndexType) for v in values)

        if not isinstance(operands[0].type, MemRefType):
            raise op_error(self, "expected source to be of memref type")
        source_rank = self._rank(0)
        if count < source_rank + 4:
            raise op_error(self, f"expected at least {source_rank + 4} operands")
        if not is_index(operands[1 : 1 + source_rank]):
            raise op_error(self, "expected source indices to be of index type")
        destination = 1 + source_rank
        if not isinstance(operands[destination].type, MemRefType):
            raise op_error(self, "expected destination to be of memref type")
        expected = source_rank + self._rank(destination) + 4
        if count < expected:
            raise op_error(self, f"expected at least {expected} operands")
        number = destination + 1 + self._rank(destination)
        if not is_index(operands[destination + 1 : number]):
            raise op_error(self, "expected destination indices to be of index type")
        if not isinstance(operands[number].type, IndexType):
            raise op_error(self, "expected num elements to be of index type")
        tag = number + 1
        if not isinstance(operands[tag].type, MemRefType):
            raise op_error(self, "expected tag to be of memref type")
        expected += self._rank(tag)
        if count < expected:
            raise op_error(self, f"expected at least {expected} operands")
        if not is_index(operands[tag + 1 : tag + 1 + self._rank(tag)]):
            raise op_error(self, "expected tag indices to be of index type")
        if count not in (expected, expected + 2):
            raise op_error(self, "incorrect number of operands")
        if count == expected + 2 and not is_index(operands[-2:]):
            raise op_error(
                self, "expected stride and num elements per stride to be of type index"
            )

    def fold(self, operands: Any) -> Any:
        return _fold_cast_in_place(self)


@hooks.mixin("DmaWaitOp")
class DmaWaitOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        indices = len(self.tag_indices)
        rank = len(self.tag_mem_ref.type.shape)
        if indices != rank:
            raise op_error(
                self,
                "expected tagIndices to have the same number of elements as the"
                f" tagMemRef rank, expected {rank}, but got {indices}",
            )

    def fold(self, operands: Any) -> Any:
        return _fold_cast_in_place(self)


# -- metadata ------------------------------------------------------------------------


@hooks.mixin("ExtractAlignedPointerAsIndexOp")
class ExtractAlignedPointerAsIndexOpHooks(_named("intptr")):
    __slots__ = ()


@hooks.mixin("ExtractStridedMetadataOp")
class ExtractStridedMetadataOpHooks:
    __slots__ = ()

    def get_asm_result_names(self) -> tuple[str, ...]:
        rank = (len(self.results) - 2) // 2
        if rank == 0:
            return ("base_buffer", "offset")
        return ("base_buffer", "offset", "sizes", "strides")

    @classmethod
    def infer_result_types(cls, operands: Sequence[Value], attributes: Any) -> Any:
        source = operands[0].type if operands else None
        if not isinstance(source, MemRefType):
            return None
        rank = len(source.shape)
        base = MemRefType.get([], source.element_type, None, source.memory_space)
        return [base] + [IndexType.get()] * (1 + 2 * rank)

    def fold(self, operands: Any) -> Any:
        layout = strides_and_offset(self.source.type)
        if layout is None:
            return None
        strides, offset = layout
        type_ = self.source.type
        rank = len(type_.shape)
        constants = [offset] + list(type_.shape) + list(strides)
        changed = False

        for result, constant in zip(self.results[1 : 2 + 2 * rank], constants):
            if constant is not None and result.has_uses:
                if replace_uses_with_index_constant(self, result, constant):
                    changed = True
        return list(self.results) if changed else None


# -- atomics -------------------------------------------------------------------------


@hooks.mixin("GenericAtomicRMWOp")
class GenericAtomicRMWOpHooks:
    """`memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ... } [attrs]`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        memref = parser.parse_operand()
        indices = parser.parse_operand_list("[")
        type_ = parser.parse_colon_type()
        operands = [parser.resolve_operand(memref, type_)]
        operands += [parser.resolve_operand(o, IndexType.get()) for o in indices]
        body = Region()
        parser.parse_region(body)
        attributes = _parse_attributes(parser)
        return cls.create(
            operands=operands,
            result_types=[type_.element_type],
            attributes=attributes.checked(parser),
            regions=[body],
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_operand(self.memref)
        printer.write("[")
        printer.print_operands(self.indices)
        printer.write("] : ")
        printer.type(self.memref.type)
        printer.write(" ")
        printer.print_region(self.regions[0])
        printer.print_optional_attr_dict(self.attributes)

    def verify_hook(self) -> None:
        body = self.regions[0]
        entry = body.blocks[0] if body.blocks else None
        arguments = entry.arguments if entry is not None else []
        if len(arguments) != 1:
            raise op_error(self, "expected single number of entry block arguments")
        if self.results[0].type is not arguments[0].type:
            raise op_error(self, "expected block argument of the same type result type")
        for nested in self.walk():
            if nested is self:
                continue
            if not _memory_effect_free(nested):
                raise emit_error(
                    nested,
                    "body of 'memref.generic_atomic_rmw' should contain only"
                    " operations with no side effects",
                )


def _memory_effect_free(op: Operation) -> bool:
    """isMemoryEffectFree: no effects of its own (nor of nested ops when
    they count)."""
    if NoMemoryEffect in op.TRAITS:
        return True
    return False


@hooks.mixin("AtomicYieldOp")
class AtomicYieldOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        parent = self.parent_op.results[0].type
        result = self.result.type
        if parent is not result:
            raise op_error(
                self,
                f"types mismatch between yield op: '{result}' and its parent: '{parent}'",
            )


_FLOAT_KINDS = ("addf", "maxf", "minf", "mulf")
_INTEGER_KINDS = ("addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi")


@hooks.mixin("AtomicRMWOp")
class AtomicRMWOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        if len(self.memref.type.shape) != len(self.operands) - 2:
            raise op_error(
                self, "expects the number of subscripts to be equal to memref rank"
            )
        kind = self.kind.name
        value = self.value.type
        if kind in _FLOAT_KINDS and not isinstance(value, FloatType):
            raise op_error(self, f"with kind '{kind}' expects a floating-point type")
        if kind in _INTEGER_KINDS and not isinstance(value, IntegerType):
            raise op_error(self, f"with kind '{kind}' expects an integer type")

    def fold(self, operands: Any) -> Any:
        return self.results[0] if fold_memref_cast(self, self.value) else None


# -- globals -------------------------------------------------------------------------


@hooks.mixin("GlobalOp")
class GlobalOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        type_ = self.get_attr("type").value
        if not isinstance(type_, MemRefType) or not type_.has_static_shape:
            raise op_error(
                self, f"type should be static shaped memref, but got '{type_}'"
            )
        initial = self.get_attr("initial_value")
        if initial is not None:
            if not isinstance(initial, (UnitAttr, ElementsAttr)):
                raise op_error(
                    self,
                    "initial value should be a unit or elements attribute, but got"
                    f" {initial}",
                )
            if isinstance(initial, ElementsAttr):
                expected = tensor_type_of(type_)
                if initial.type is not expected:
                    raise op_error(
                        self,
                        f"initial value expected to be of type '{expected}', but was"
                        f" of type '{initial.type}'",
                    )
        alignment = self.get_attr("alignment")
        if alignment is not None:
            value = alignment.value & ((1 << 64) - 1)
            if value == 0 or value & (value - 1):
                raise emit_error(
                    self, f"alignment attribute value {value} is not a power of 2"
                )


@hooks.mixin("GetGlobalOp")
class GetGlobalOpHooks:
    """`memref.get_global @g : memref<2xf32> [attrs]`; the symbol is the
    attribute `name`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        pos = parser.position
        name = parser.parse_attribute(NoneType.get())
        if not isinstance(name, FlatSymbolRefAttr):
            raise parser.emit_error("invalid kind of attribute specified", pos)
        type_ = parser.parse_colon_type()
        attributes = _parse_attributes(parser)
        attributes["name"] = name
        return cls.create(
            result_types=[type_],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.attribute(self.get_attr("name"))
        printer.write(" : ")
        printer.type(self.results[0].type)
        printer.print_optional_attr_dict(self.attributes, elided=("name",))

    def verify_hook(self) -> None:
        name = self.get_attr("name")
        if name is None:
            raise op_error(self, "requires attribute 'name'")
        if not isinstance(name, FlatSymbolRefAttr):
            raise op_error(
                self,
                "attribute 'name' failed to satisfy constraint: flat symbol"
                " reference attribute",
            )

    def verify_symbol_uses(self, tables: Any) -> None:
        name = self.get_attr("name")
        global_op = tables.lookup_from(self, name)
        if global_op is None or global_op.name != "memref.global":
            raise op_error(
                self, f"'{name.value}' does not reference a valid global memref"
            )
        result = self.results[0].type
        expected = global_op.get_attr("type").value
        if expected is not result:
            raise op_error(
                self,
                f"result type '{result}' does not match type '{expected}' of the"
                f" global memref @{name.value}",
            )


# -- loads and stores ----------------------------------------------------------------


@hooks.mixin("LoadOp")
class LoadOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        if len(self.operands) != 1 + len(self.memref.type.shape):
            raise op_error(self, "incorrect number of indices for load")

    def fold(self, operands: Any) -> Any:
        return self.results[0] if fold_memref_cast(self) else None


@hooks.mixin("StoreOp")
class StoreOpHooks:
    __slots__ = ()

    def verify_hook(self) -> None:
        if len(self.operands) != 2 + len(self.memref.type.shape):
            raise op_error(self, "store index operand count not equal to memref rank")

    def fold(self, operands: Any) -> Any:
        return _fold_cast_in_place(self, self.value)


@hooks.mixin("PrefetchOp")
class PrefetchOpHooks:
    """`memref.prefetch %m[%i], read, locality<3>, data : memref<...>`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        memref = parser.parse_operand()
        indices = parser.parse_operand_list("[")
        parser.expect(",", "expected ','")
        access = parser.parse_keyword()
        parser.expect(",", "expected ','")
        if not parser.consume_keyword_if("locality"):
            raise parser.emit_error("expected 'locality'")
        parser.expect("<", "expected '<'")
        attributes = ParsedAttributes()
        attributes["localityHint"] = parser.parse_attribute(IntegerType.get(32))
        parser.expect(">", "expected '>'")
        parser.expect(",", "expected ','")
        cache = parser.parse_keyword()
        type_ = parser.parse_colon_type()
        operands = [parser.resolve_operand(memref, type_)]
        operands += [parser.resolve_operand(o, IndexType.get()) for o in indices]
        if access not in ("read", "write"):
            raise parser.emit_error(
                "rw specifier has to be 'read' or 'write'", parser.name_position
            )
        attributes["isWrite"] = BoolAttr.get(access == "write")
        if cache not in ("data", "instr"):
            raise parser.emit_error(
                "cache type has to be 'data' or 'instr'", parser.name_position
            )
        attributes["isDataCache"] = BoolAttr.get(cache == "data")
        return cls.create(
            operands=operands, attributes=attributes.checked(parser), location=location
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_operand(self.memref)
        printer.write("[")
        printer.print_operands(self.indices)
        printer.write("], " + ("write" if self.is_write else "read"))
        printer.write(f", locality<{self.locality_hint}>, ")
        printer.write("data" if self.is_data_cache else "instr")
        printer.print_optional_attr_dict(
            self.attributes, elided=("localityHint", "isWrite", "isDataCache")
        )
        printer.write(" : ")
        printer.type(self.memref.type)

    def verify_hook(self) -> None:
        if len(self.operands) != 1 + len(self.memref.type.shape):
            raise op_error(self, "too few indices")

    def fold(self, operands: Any) -> Any:
        return _fold_cast_in_place(self)


# -- views ---------------------------------------------------------------------------


def verify_offsets_sizes_strides(op: Any, ranks: tuple[int, int, int]) -> None:
    """verifyOffsetSizeAndStrideOp."""
    offsets = op.get_attr("static_offsets").values
    sizes = op.get_attr("static_sizes").values
    strides = op.get_attr("static_strides").values
    if not (len(offsets) == 1 and ranks[0] == 1) and len(offsets) != len(sizes):
        raise emit_error(
            op,
            "expected mixed offsets rank to match mixed sizes rank"
            f" ({len(offsets)} vs {len(sizes)}) so the rank of the result type is"
            " well-formed.",
        )
    if len(sizes) != len(strides):
        raise emit_error(
            op,
            "expected mixed sizes rank to match mixed strides rank"
            f" ({len(sizes)} vs {len(strides)}) so the rank of the result type is"
            " well-formed.",
        )
    for name, rank, values, group in (
        ("offset", ranks[0], offsets, op.offsets),
        ("size", ranks[1], sizes, op.sizes),
        ("stride", ranks[2], strides, op.strides),
    ):
        if len(values) != rank:
            raise emit_error(op, f"expected {rank} {name} values")
        dynamic = sum(1 for v in values if v == DYNAMIC)
        if len(group) != dynamic:
            raise emit_error(op, f"expected {dynamic} dynamic {name} values")


def _static_text(value: int) -> str:
    return str(value)


@hooks.mixin("ReinterpretCastOp")
class ReinterpretCastOpHooks(_named("reinterpret_cast")):
    __slots__ = ()

    def verify_hook(self) -> None:
        rank = len(self.results[0].type.shape)
        verify_offsets_sizes_strides(self, (1, rank, rank))
        source = self.source.type
        result = self.results[0].type
        if source.memory_space != result.memory_space:
            raise emit_error(
                self,
                f"different memory spaces specified for source type '{source}' and"
                f" result memref type '{result}'",
            )
        if source.element_type is not result.element_type:
            raise emit_error(
                self,
                f"different element types specified for source type '{source}' and"
                f" result memref type '{result}'",
            )
        sizes = self.get_attr("static_sizes").values
        for dim, (size, expected) in enumerate(zip(result.shape, sizes)):
            if size is not None and expected != DYNAMIC and size != expected:
                raise emit_error(
                    self,
                    f"expected result type with size = {expected} instead of {size}"
                    f" in dim = {dim}",
                )
        layout = strides_and_offset(result)
        if layout is None:
            raise emit_error(
                self,
                f"expected result type to have strided layout but found '{result}'",
            )
        strides, offset = layout
        expected_offset = self.get_attr("static_offsets").values[0]
        if (
            offset is not None
            and expected_offset != DYNAMIC
            and offset != expected_offset
        ):
            raise emit_error(
                self,
                f"expected result type with offset = {offset} instead of"
                f" {expected_offset}",
            )
        static_strides = self.get_attr("static_strides").values
        for dim, (stride, expected) in enumerate(zip(strides, static_strides)):
            if stride is not None and expected != DYNAMIC and stride != expected:
                raise emit_error(
                    self,
                    f"expected result type with stride = {expected} instead of"
                    f" {stride} in dim = {dim}",
                )

    def fold(self, operands: Any) -> Any:
        source = self.source
        previous = None
        owner = getattr(source, "owner", None)
        if isinstance(owner, Operation):
            if owner.name in ("memref.reinterpret_cast", "memref.cast"):
                previous = owner.operands[0]
            elif owner.name == "memref.subview" and all(
                v == 0 for v in mixed_values(owner, "static_offsets", "offsets")
            ):
                previous = owner.source
        if previous is not None:
            self.set_operand(0, previous)
            return self.results[0]
        return None

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [ReinterpretCastOfExtractStridedMetadata()]


@hooks.mixin("ReshapeOp")
class ReshapeOpHooks(_named("reshape")):
    __slots__ = ()

    def verify_hook(self) -> None:
        source = self.source.type
        result = self.result.type
        if source.element_type is not result.element_type:
            raise op_error(
                self,
                "element types of source and destination memref types should be"
                " the same",
            )
        if isinstance(source, MemRefType) and not is_identity_layout(source):
            raise op_error(self, "source memref type should have identity affine map")
        shape_size = self.shape.type.shape[0]
        if isinstance(result, MemRefType):
            if not is_identity_layout(result):
                raise op_error(
                    self, "result memref type should have identity affine map"
                )
            if shape_size is None:
                raise op_error(
                    self,
                    "cannot use shape operand with dynamic length to reshape to"
                    " statically-ranked memref type",
                )
            if shape_size != len(result.shape):
                raise op_error(
                    self,
                    "length of shape operand differs from the result's memref rank",
                )


def _verify_collapsed_shape(
    op: Any,
    collapsed: Sequence[int | None],
    expanded: Sequence[int | None],
    groups: list[list[int]],
    allow_many_dynamic: bool,
) -> None:
    """verifyCollapsedShape."""
    if len(collapsed) != len(groups):
        raise op_error(
            op,
            f"invalid number of reassociation groups: found {len(groups)},"
            f" expected {len(collapsed)}",
        )
    next_dim = 0
    for collapsed_dim, group in enumerate(groups):
        found_dynamic = False
        for expanded_dim in group:
            if expanded_dim != next_dim:
                raise op_error(op, "reassociation indices must be contiguous")
            next_dim += 1
            if expanded_dim >= len(expanded):
                raise op_error(
                    op, f"reassociation index {expanded_dim} is out of bounds"
                )
            if expanded[expanded_dim] is None:
                if found_dynamic and not allow_many_dynamic:
                    raise op_error(
                        op,
                        "at most one dimension in a reassociation group may be"
                        " dynamic",
                    )
                found_dynamic = True
        if (collapsed[collapsed_dim] is None) != found_dynamic:
            raise op_error(
                op,
                f"collapsed dim ({collapsed_dim}) must be dynamic if and only if"
                " reassociation group is dynamic",
            )
        if not found_dynamic:
            size = 1
            for expanded_dim in group:
                size *= expanded[expanded_dim]
            if size != collapsed[collapsed_dim]:
                raise op_error(
                    op,
                    f"collapsed dim size ({collapsed[collapsed_dim]}) must equal"
                    f" reassociation group size ({size})",
                )
    if not collapsed:
        if any(d != 1 for d in expanded):
            raise op_error(
                op, "rank 0 memrefs can only be extended/collapsed with/from ones"
            )
    elif next_dim != len(expanded):
        raise op_error(
            op,
            f"expanded rank ({len(expanded)}) inconsistent with number of"
            f" reassociation indices ({next_dim})",
        )


def _fold_reshape(op: Any, inverse: str) -> Any:
    """foldReshapeOp: the reshape of its inverse of the same type is its
    source."""
    result = op.results[0]
    producer = defined_by(op.src, inverse)
    if producer is not None and producer.src.type is result.type:
        return producer.src
    return None


@hooks.mixin("ExpandShapeOp")
class ExpandShapeOpHooks(_named("expand_shape")):
    __slots__ = ()

    def verify_hook(self) -> None:
        source, result = self.src.type, self.result.type
        if len(source.shape) >= len(result.shape):
            raise op_error(
                self,
                f"expected rank expansion, but found source rank {len(source.shape)}"
                f" >= result rank {len(result.shape)}",
            )
        groups = reassociation(self)
        _verify_collapsed_shape(self, source.shape, result.shape, groups, False)
        expected = expanded_type(source, result.shape, groups)
        if expected is None:
            raise op_error(self, "invalid source layout map")
        if expected is not result:
            raise op_error(
                self, f"expected expanded type to be '{expected}' but found '{result}'"
            )

    def fold(self, operands: Any) -> Any:
        return _fold_reshape(self, "memref.collapse_shape")

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [
            ComposeReassociativeReshapes("memref.expand_shape"),
            ComposeExpandOfCollapse(),
        ]


@hooks.mixin("CollapseShapeOp")
class CollapseShapeOpHooks(_named("collapse_shape")):
    __slots__ = ()

    def verify_hook(self) -> None:
        source, result = self.src.type, self.result.type
        if len(source.shape) <= len(result.shape):
            raise op_error(
                self,
                f"expected rank reduction, but found source rank {len(source.shape)}"
                f" <= result rank {len(result.shape)}",
            )
        groups = reassociation(self)
        _verify_collapsed_shape(self, result.shape, source.shape, groups, True)
        if is_identity_layout(source):
            expected = MemRefType.get(
                result.shape, source.element_type, None, source.memory_space
            )
        else:
            layout = collapsed_layout(source, groups)
            if layout is None:
                raise op_error(
                    self, "invalid source layout map or collapsing non-contiguous dims"
                )
            expected = MemRefType.get(
                result.shape, source.element_type, layout, source.memory_space
            )
        if expected is not result:
            raise op_error(
                self, f"expected collapsed type to be '{expected}' but found '{result}'"
            )

    def fold(self, operands: Any) -> Any:
        return _fold_reshape(self, "memref.expand_shape")

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [
            ComposeReassociativeReshapes("memref.collapse_shape"),
            ComposeCollapseOfExpand(),
            CollapseShapeOfCast(),
        ]


@hooks.mixin("SubViewOp")
class SubViewOpHooks(_named("subview")):
    __slots__ = ()

    def verify_hook(self) -> None:
        rank = len(self.source.type.shape)
        verify_offsets_sizes_strides(self, (rank, rank, rank))
        base, result = self.source.type, self.result.type
        if base.memory_space != result.memory_space:
            raise emit_error(
                self,
                f"different memory spaces specified for base memref type '{base}'"
                f" and subview memref type '{result}'",
            )
        if not is_strided(base):
            raise emit_error(self, f"base type '{base}' is not strided")
        expected = subview_type(
            base,
            self.get_attr("static_offsets").values,
            self.get_attr("static_sizes").values,
            self.get_attr("static_strides").values,
        )
        problem = _rank_reduced_problem(
            expected, result, mixed_values(self, "static_sizes", "sizes")
        )
        if problem is None:
            return
        if problem == "rank":
            raise emit_error(
                self, "expected result rank to be smaller or equal to the source rank. "
            )
        if problem == "element":
            raise emit_error(
                self, f"expected result element type to be '{expected.element_type}'"
            )
        if problem == "space":
            raise emit_error(self, "expected result and source memory spaces to match.")
        what = "sizes" if problem == "size" else "layout"
        raise emit_error(
            self,
            f"expected result type to be '{expected}' or a rank-reduced version."
            f" (mismatch of result {what}) ",
        )

    def fold(self, operands: Any) -> Any:
        source, result = self.source, self.result
        if result.type.has_static_shape and result.type is source.type:
            return source
        previous = defined_by(source, "memref.subview")
        if previous is None or result.type is not source.type:
            return None
        sizes = mixed_values(self, "static_sizes", "sizes")
        if (
            all(
                _is_constant(v, 0)
                for v in mixed_values(self, "static_offsets", "offsets")
            )
            and all(
                _is_constant(v, 1)
                for v in mixed_values(self, "static_strides", "strides")
            )
            and _same_mixed(sizes, mixed_values(previous, "static_sizes", "sizes"))
        ):
            return source
        return None

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [SubViewConstantArguments(), SubViewOfCast(), TrivialSubView()]


def _is_constant(value: Any, expected: int) -> bool:
    """isConstantIntValue of a mixed value."""
    if isinstance(value, Value):
        value = constant_int(value)
    return value == expected


def _same_mixed(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(
        x is y if isinstance(x, Value) else x == y for x, y in zip(a, b)
    )


def _rank_reduced_problem(
    expected: MemRefType, candidate: MemRefType, sizes: Sequence[Any]
) -> str | None:
    """isRankReducedMemRefType: None, or what does not match."""
    if len(candidate.shape) > len(expected.shape):
        return "rank"
    if rank_reduction_mask(expected.shape, candidate.shape) is None:
        return "size"
    if expected.element_type is not candidate.element_type:
        return "element"
    if memref_rank_reduction_mask(expected, candidate, sizes) is None:
        return "layout"
    if expected.memory_space != candidate.memory_space:
        return "space"
    layout_a = strides_and_offset(expected)
    layout_b = strides_and_offset(candidate)
    if layout_a is None or layout_b is None or layout_a[1] != layout_b[1]:
        return "layout"
    return None


@hooks.mixin("TransposeOp")
class TransposeOpHooks(_named("transpose")):
    """`memref.transpose %m (d0, d1) -> (d1, d0) : t to t`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        source = parser.parse_operand()
        value = _parse_bare_affine_map(parser)
        attributes = _parse_attributes(parser)
        source_type = parser.parse_colon_type()
        operand = parser.resolve_operand(source, source_type)
        if not parser.consume_keyword_if("to"):
            raise parser.emit_error("expected 'to'")
        result_type = parser.parse_type()
        attributes["permutation"] = AffineMapAttr.get(value)
        return cls.create(
            operands=[operand],
            result_types=[result_type],
            attributes=attributes.checked(parser),
            location=location,
        )

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_operand(self.operands[0])
        printer.write(f" {self.get_attr('permutation').value}")
        printer.print_optional_attr_dict(self.attributes, elided=("permutation",))
        printer.write(" : ")
        printer.type(self.operands[0].type)
        printer.write(" to ")
        printer.type(self.results[0].type)

    def verify_hook(self) -> None:
        permutation = self.get_attr("permutation").value
        if not _is_permutation(permutation):
            raise op_error(self, "expected a permutation map")
        source = self.operands[0].type
        if permutation.num_dims != len(source.shape):
            raise op_error(self, "expected a permutation map of same rank as the input")
        result = self.results[0].type
        expected = transposed_type(source, permutation)
        if expected is not result:
            raise op_error(
                self,
                f"output type '{result}' does not match transposed input type"
                f" '{source}', '{expected}'",
            )

    def fold(self, operands: Any) -> Any:
        return self.results[0] if fold_memref_cast(self) else None


def _parse_bare_affine_map(parser: Any) -> Any:
    """An affine map written without `affine_map<...>` (MLIR's
    parseAffineMap): read up to the end of its result list."""
    start = parser.position
    if not parser.is_punct("("):
        raise parser.wrong_token("expected '(' in dimensional identifier list")
    text = parser.text
    end = _affine_map_end(text, start)
    try:
        value, _ = parse_affine_map(text[:end] + ">", start)
    except ParseError as error:
        if error.pos >= end:
            error.pos = end
        raise
    parser.lexer.reset(end)
    return value


def _affine_map_end(text: str, start: int) -> int:
    """The offset just after the result list of a bare affine map
    `(...)[...] -> (...)` starting at `start` (the end of the text if it
    does not close, so that the map's parser reports what is wrong)."""
    arrow = text.find("->", start)
    if arrow < 0:
        return len(text)
    pos = text.find("(", arrow)
    if pos < 0:
        return len(text)
    depth = 0
    while pos < len(text):
        char = text[pos]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return pos + 1
        pos += 1
    return len(text)


def _is_permutation(affine_map: Any) -> bool:
    if affine_map.num_symbols or len(affine_map.results) != affine_map.num_dims:
        return False
    seen = set()
    for result in affine_map.results:
        if not isinstance(result, AffineDimExpr):
            return False
        seen.add(result.position)
    return len(seen) == affine_map.num_dims


def transposed_type(source: MemRefType, permutation: Any) -> MemRefType:
    """inferTransposeResultType."""
    layout = strides_and_offset(source)
    assert layout is not None
    strides, offset = layout
    sizes = [source.shape[r.position] for r in permutation.results]
    new_strides = [strides[r.position] for r in permutation.results]
    return MemRefType.get(
        sizes,
        source.element_type,
        StridedLayoutAttr.get(offset, new_strides),
        source.memory_space,
    )


@hooks.mixin("ViewOp")
class ViewOpHooks(_named("view")):
    __slots__ = ()

    def verify_hook(self) -> None:
        base = self.source.type
        view = self.results[0].type
        if not is_identity_layout(base):
            raise emit_error(self, f"unsupported map for base memref type '{base}'")
        if not is_identity_layout(view):
            raise emit_error(self, f"unsupported map for result memref type '{view}'")
        if base.memory_space != view.memory_space:
            raise emit_error(
                self,
                f"different memory spaces specified for base memref type '{base}' and"
                f" view memref type '{view}'",
            )
        if len(self.sizes) != sum(1 for s in view.shape if s is None):
            raise emit_error(
                self, f"incorrect number of size operands for type '{view}'"
            )

    @classmethod
    def canonicalization_patterns(cls) -> list[Any]:
        return [ViewShapeFolder(), ViewOfCast()]
