"""`--convert-memref-to-llvm`: memref ops to LLVM dialect code on memref
descriptors (MLIR 16's MemRefToLLVM), the pattern set reusable from Python
(`populate_memref_to_llvm_patterns`).

A ranked memref lowers to its descriptor struct `{allocated, aligned,
offset, sizes[rank], strides[rank]}`; allocation calls `malloc` (or
`aligned_alloc`, or the generic `_mlir_memref_to_llvm_alloc` functions),
`memref.alloca` becomes `llvm.alloca`, and element accesses compute the
address from the aligned pointer, the offset and the strides.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...ir.attributes import (
    Attribute,
    BoolAttr,
    DenseArrayAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from ...hooks.llvm.memory_hooks import DYNAMIC_INDEX
from ...ir.context import Context
from ...ir.dense import DenseIntOrFPElementsAttr
from ...ir.location import Location
from ...ir.operation import Operation, Value
from ...ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    Type,
    UnrankedMemRefType,
)
from ...transforms.cloning import Mapping, clone_op
from ..driver import apply_partial_conversion
from .builders import (
    constant,
    enclosing_module,
    extract_value,
    gep_indices,
    index_constant,
    insert_value,
    undef,
)
from .pattern import ConvertToLLVMPattern
from .target import llvm_conversion_target
from .type_converter import (
    LLVMTypeConverter,
    LowerToLLVMOptions,
    memory_space,
    strides_and_offset,
)

# The allocation functions of MLIR 16's FunctionCallUtils.
MALLOC, ALIGNED_ALLOC, FREE = "malloc", "aligned_alloc", "free"
GENERIC_ALLOC = "_mlir_memref_to_llvm_alloc"
GENERIC_ALIGNED_ALLOC = "_mlir_memref_to_llvm_aligned_alloc"
GENERIC_FREE = "_mlir_memref_to_llvm_free"

# A memref type whose layout has not been worked out yet (see `_Lowering.layout`).
_UNSEEN = object()


@dataclass
class MemRefLoweringOptions:
    """The options of `--convert-memref-to-llvm` that the type converter
    does not hold: `aligned_alloc` instead of `malloc`, and the generic
    allocation functions."""

    use_aligned_alloc: bool = False
    use_generic_functions: bool = False


# -- helpers -------------------------------------------------------------------------


def lookup_or_create_function(
    rewriter: Any,
    module: Operation,
    name: str,
    params: Sequence[Type],
    result: Type,
) -> Operation:
    """The module's function `name`, else its declaration, created at the
    start of the module (MLIR's LLVM::lookupOrCreateFn)."""
    for op in module.regions[0].blocks[0]:
        attr = op.attributes.get_attr("sym_name")
        if attr is not None and attr.value == name and op.name == "llvm.func":
            return op
    llvm = rewriter.context.load_dialect("llvm")
    package = __import__(type(llvm).__module__, fromlist=["LLVMFunctionType"])
    saved = rewriter.insertion_point
    rewriter.set_insertion_point_to_start(module.regions[0].blocks[0])
    function = rewriter.create(
        "llvm.func",
        [],
        [],
        {
            "sym_name": StringAttr.get(name),
            "function_type": TypeAttr.get(
                package.LLVMFunctionType.get(result, tuple(params))
            ),
        },
        regions=1,
        location=module.location,
    )
    rewriter.insertion_point = saved
    return function


class _Lowering(ConvertToLLVMPattern):
    """Helpers of the memref lowerings (MLIR's ConvertToLLVMPattern)."""

    options: MemRefLoweringOptions

    def __init__(
        self,
        converter: LLVMTypeConverter,
        options: MemRefLoweringOptions | None = None,
    ) -> None:
        super().__init__(converter)
        self.options = options if options is not None else MemRefLoweringOptions()
        self._layouts: dict[MemRefType, Any] = {}

    def layout(self, type_: MemRefType) -> tuple[list[int | None], int | None] | None:
        """`strides_and_offset(type_)`, worked out once per type (read only)."""
        found = self._layouts.get(type_, _UNSEEN)
        if found is _UNSEEN:
            found = self._layouts[type_] = strides_and_offset(type_)
        return found  # type: ignore[no-any-return]

    def strided(self, type_: Any) -> bool:
        """True for a memref with strides and an offset (static or dynamic)."""
        return isinstance(type_, MemRefType) and self.layout(type_) is not None

    def index(self, rewriter: Any, location: Location, value: int) -> Value:
        """`llvm.mlir.constant(value : index)` of the index type."""
        return self.int_constant(rewriter, location, self.index_type(), value)

    def int_constant(
        self, rewriter: Any, location: Location, type_: Type, value: int
    ) -> Value:
        return index_constant(rewriter, location, type_, value)

    def index_type(self) -> IntegerType:
        return self.type_converter.index_type()

    def int_pointer_type(self) -> IntegerType:
        """The integer of a pointer's size (64 bits in the default data
        layout, whatever the index bitwidth: MLIR's getIntPtrType)."""
        return IntegerType.get(64, 0, self.type_converter.context)

    def element_pointer_type(self, type_: MemRefType) -> Type:
        element = self.type_converter.convert_type(type_.element_type)
        return self.type_converter.pointer_type(element, memory_space(type_))

    def void_pointer_type(self) -> Type:
        converter = self.type_converter
        return converter.pointer_type(IntegerType.get(8, 0, converter.context))

    def op(
        self,
        rewriter: Any,
        location: Location,
        name: str,
        operands: Sequence[Value],
        result: Type | None,
        attributes: dict[str, Attribute] | None = None,
    ) -> Value:
        created = rewriter.create(
            name,
            list(operands),
            [] if result is None else [result],
            attributes,
            location=location,
        )
        return created.results[0] if result is not None else None  # type: ignore

    def gep(
        self, rewriter: Any, location: Location, type_: Type, base: Value, indices: list
    ) -> Value:
        pointer = base.type
        if (
            len(indices) == 1
            and type(pointer) is self.llvm.LLVMPointerType
            and pointer.element_type is not None
        ):
            # One index into a typed pointer (the common case): no struct
            # indices to check, nothing to infer.
            index = indices[0]
            dynamic = isinstance(index, Value)
            if dynamic or -(1 << 28) <= index < (1 << 28):
                return rewriter.create(
                    "llvm.getelementptr",
                    [base, index] if dynamic else [base],
                    [type_],
                    gep_indices(rewriter, DYNAMIC_INDEX if dynamic else index),
                    location=location,
                ).result
        return rewriter.insert(
            self.llvm.GEPOp.build(type_, base, indices, location=location)
        ).results[0]

    def call(
        self,
        rewriter: Any,
        location: Location,
        function: Operation,
        arguments: Sequence[Value],
    ) -> Operation:
        type_ = function.attributes.get_attr("function_type").value
        result = type_.return_type
        results = [] if isinstance(result, self.llvm.LLVMVoidType) else [result]
        name = function.attributes.get_attr("sym_name").value
        return rewriter.create(
            "llvm.call",
            list(arguments),
            results,
            {"callee": FlatSymbolRefAttr.get(name)},
            location=location,
        )

    def size_in_bytes(self, rewriter: Any, location: Location, type_: Type) -> Value:
        """sizeof(type_) as `ptrtoint (gep null[1])` (getSizeInBytes)."""
        pointer = self.llvm.LLVMPointerType.get(
            self.type_converter.convert_type(type_), 0
        )
        null = self.op(rewriter, location, "llvm.mlir.null", [], pointer)
        gep = self.gep(rewriter, location, pointer, null, [1])
        return self.op(rewriter, location, "llvm.ptrtoint", [gep], self.index_type())

    def strided_element_pointer(
        self,
        rewriter: Any,
        location: Location,
        type_: MemRefType,
        descriptor: Value,
        indices: Sequence[Value],
    ) -> Value:
        """The address of the element at `indices` (getStridedElementPtr)."""
        layout = self.layout(type_)
        assert layout is not None
        strides, offset = layout
        base = extract_value(rewriter, location, descriptor, [1])
        index: Value | None = None
        if offset != 0:
            index = (
                extract_value(rewriter, location, descriptor, [2])
                if offset is None
                else self.index(rewriter, location, offset)
            )
        for dim, increment in enumerate(indices):
            stride = strides[dim]
            if stride != 1:
                stride_value = (
                    extract_value(rewriter, location, descriptor, [4, dim])
                    if stride is None
                    else self.index(rewriter, location, stride)
                )
                increment = self.op(
                    rewriter,
                    location,
                    "llvm.mul",
                    [increment, stride_value],
                    increment.type,
                )
            index = (
                increment
                if index is None
                else self.op(
                    rewriter, location, "llvm.add", [index, increment], index.type
                )
            )
        if index is None:
            return base
        return self.gep(
            rewriter, location, self.element_pointer_type(type_), base, [index]
        )

    def convertible_with_identity_layout(self, type_: Any) -> bool:
        """isConvertibleAndHasIdentityMaps."""
        if not isinstance(type_, MemRefType):
            return False
        if self.type_converter.convert_type(type_) is None:
            return False
        layout = type_.layout
        return layout is None or (
            not hasattr(layout, "value") and _identity_strided(type_)
        )


def _identity_strided(type_: MemRefType) -> bool:
    layout = type_.layout
    return getattr(layout, "offset", None) == 0 and getattr(
        layout, "strides", None
    ) == (1,)


# -- allocation ----------------------------------------------------------------------


class _AllocLike(_Lowering):
    """Sizes, strides and size in bytes of a new identity-layout buffer, then
    a descriptor around the allocated memory (AllocLikeOpLLVMLowering)."""

    generated_ops = (
        "llvm.mlir.constant",
        "llvm.mlir.null",
        "llvm.getelementptr",
        "llvm.ptrtoint",
        "llvm.call",
        "llvm.bitcast",
        "llvm.alloca",
        "llvm.mlir.undef",
        "llvm.insertvalue",
        "llvm.mul",
        "llvm.add",
        "llvm.sub",
        "llvm.urem",
        "llvm.inttoptr",
        "llvm.mlir.addressof",
    )

    def result_type(self, op: Operation) -> MemRefType:
        return op.results[0].type  # type: ignore[return-value]

    def dynamic_sizes(self, op: Operation, operands: list[Value]) -> list[Value]:
        return operands

    def descriptor_sizes(
        self,
        rewriter: Any,
        location: Location,
        type_: MemRefType,
        dynamic: Sequence[Value],
    ) -> tuple[list[Value], list[Value], Value]:
        """getMemRefDescriptorSizes."""
        sizes: list[Value] = []
        dynamic_iter = iter(dynamic)
        for size in type_.shape:
            sizes.append(
                next(dynamic_iter)
                if size is None
                else self.index(rewriter, location, size)
            )
        rank = len(type_.shape)
        strides: list[Value] = [None] * rank  # type: ignore[list-item]
        stride: int | None = 1
        running = self.index(rewriter, location, 1)
        for i in reversed(range(rank)):
            strides[i] = running
            size = type_.shape[i]
            if size == 0:
                continue
            use_size = stride == 1
            if size is None:
                stride = None
            if stride is not None:
                stride *= size
            if use_size:
                running = sizes[i]
            elif stride is None:
                running = self.op(
                    rewriter, location, "llvm.mul", [running, sizes[i]], running.type
                )
            else:
                running = self.index(rewriter, location, stride)
        pointer_type = self.element_pointer_type(type_)
        null = self.op(rewriter, location, "llvm.mlir.null", [], pointer_type)
        gep = self.gep(rewriter, location, pointer_type, null, [running])
        size_bytes = self.op(
            rewriter, location, "llvm.ptrtoint", [gep], self.index_type()
        )
        return sizes, strides, size_bytes

    def allocate(
        self, rewriter: Any, location: Location, size: Value, op: Operation
    ) -> tuple[Value, Value]:
        raise NotImplementedError

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = self.result_type(op)
        if not self.convertible_with_identity_layout(type_):
            return rewriter.notify_match_failure(op, "incompatible memref type")
        location = op.location
        sizes, strides, size_bytes = self.descriptor_sizes(
            rewriter, location, type_, self.dynamic_sizes(op, operands)
        )
        allocated, aligned = self.allocate(rewriter, location, size_bytes, op)
        descriptor = undef(rewriter, location, self.type_converter.convert_type(type_))
        descriptor = insert_value(rewriter, location, descriptor, allocated, [0])
        descriptor = insert_value(rewriter, location, descriptor, aligned, [1])
        zero = self.index(rewriter, location, 0)
        descriptor = insert_value(rewriter, location, descriptor, zero, [2])
        for i, size in enumerate(sizes):
            descriptor = insert_value(rewriter, location, descriptor, size, [3, i])
        for i, stride in enumerate(strides):
            descriptor = insert_value(rewriter, location, descriptor, stride, [4, i])
        rewriter.replace_op(op, [descriptor])
        return True


def _element_size(converter: LLVMTypeConverter, type_: MemRefType) -> int:
    """The size in bytes of an element in the default data layout
    (getMemRefEltSizeInBytes): descriptors for memrefs of memrefs."""
    element = type_.element_type
    index_bytes = converter.index_bitwidth // 8
    if isinstance(element, MemRefType):
        return 16 + (1 + 2 * len(element.shape)) * index_bytes
    if isinstance(element, UnrankedMemRefType):
        return index_bytes + 8
    return _type_size(element, index_bytes)


def _type_size(type_: Type, index_bytes: int) -> int:
    if isinstance(type_, IntegerType):
        return _power_of_two_ceil(max(1, (type_.width + 7) // 8))
    if isinstance(type_, IndexType):
        return index_bytes
    shape = getattr(type_, "shape", None)
    if shape is not None and hasattr(type_, "element_type"):
        count = 1
        for dim in shape:
            count *= dim
        bits = _type_bits(type_.element_type, index_bytes) * count
        return _power_of_two_ceil(max(1, (bits + 7) // 8))
    name = getattr(type_, "name", "")
    return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "f80": 16, "f128": 16}.get(name, 8)


def _type_bits(type_: Type, index_bytes: int) -> int:
    if isinstance(type_, IntegerType):
        return type_.width
    return 8 * _type_size(type_, index_bytes)


class AllocLowering(_AllocLike):
    """`memref.alloc` -> `malloc` (with manual alignment), or
    `aligned_alloc` with `use-aligned-alloc`."""

    root = "memref.alloc"

    def allocate(
        self, rewriter: Any, location: Location, size: Value, op: Operation
    ) -> tuple[Value, Value]:
        module = enclosing_module(op)
        type_ = self.result_type(op)
        pointer_type = self.element_pointer_type(type_)
        index_type = self.index_type()
        generic = self.options.use_generic_functions
        alignment_attr = op.attributes.get_attr("alignment")
        if self.options.use_aligned_alloc:
            alignment = (
                alignment_attr.value
                if alignment_attr is not None
                else max(
                    16, _power_of_two_ceil(_element_size(self.type_converter, type_))
                )
            )
            alignment_value = self.index(rewriter, location, alignment)
            if not _size_multiple_of(self.type_converter, type_, alignment):
                size = self.aligned(rewriter, location, size, alignment_value)
            function = lookup_or_create_function(
                rewriter,
                module,
                GENERIC_ALIGNED_ALLOC if generic else ALIGNED_ALLOC,
                [index_type, index_type],
                self.void_pointer_type(),
            )
            result = self.call(rewriter, location, function, [alignment_value, size])
            pointer = self.op(
                rewriter, location, "llvm.bitcast", [result.results[0]], pointer_type
            )
            return pointer, pointer
        alignment_value = None
        if alignment_attr is not None:
            alignment_value = self.index(rewriter, location, alignment_attr.value)
        elif not _is_scalar(type_.element_type):
            alignment_value = self.size_in_bytes(rewriter, location, type_.element_type)
        if alignment_value is not None:
            size = self.op(
                rewriter, location, "llvm.add", [size, alignment_value], size.type
            )
        function = lookup_or_create_function(
            rewriter,
            module,
            GENERIC_ALLOC if generic else MALLOC,
            [index_type],
            self.void_pointer_type(),
        )
        result = self.call(rewriter, location, function, [size])
        allocated = self.op(
            rewriter, location, "llvm.bitcast", [result.results[0]], pointer_type
        )
        if alignment_value is None:
            return allocated, allocated
        as_int = self.op(rewriter, location, "llvm.ptrtoint", [allocated], index_type)
        aligned_int = self.aligned(rewriter, location, as_int, alignment_value)
        aligned = self.op(
            rewriter, location, "llvm.inttoptr", [aligned_int], pointer_type
        )
        return allocated, aligned

    def aligned(
        self, rewriter: Any, location: Location, value: Value, alignment: Value
    ) -> Value:
        """`value` rounded up to a multiple of `alignment` (createAligned)."""
        one = self.int_constant(rewriter, location, alignment.type, 1)
        bump = self.op(rewriter, location, "llvm.sub", [alignment, one], alignment.type)
        bumped = self.op(rewriter, location, "llvm.add", [value, bump], value.type)
        remainder = self.op(
            rewriter, location, "llvm.urem", [bumped, alignment], value.type
        )
        return self.op(rewriter, location, "llvm.sub", [bumped, remainder], value.type)

    def dynamic_sizes(self, op: Operation, operands: list[Value]) -> list[Value]:
        return operands[: len(op.dynamic_sizes)]


def _is_scalar(type_: Type) -> bool:
    """isSignlessIntOrIndexOrFloat."""
    if isinstance(type_, IntegerType):
        return type_.signedness == 0
    return isinstance(type_, IndexType) or type(type_).__name__ == "FloatType"


def _power_of_two_ceil(value: int) -> int:
    result = 1
    while result < value:
        result *= 2
    return result


def _size_multiple_of(
    converter: LLVMTypeConverter, type_: MemRefType, factor: int
) -> bool:
    size = _element_size(converter, type_)
    for dim in type_.shape:
        if dim is not None:
            size *= dim
    return size % factor == 0


class AllocaLowering(_AllocLike):
    """`memref.alloca` -> `llvm.alloca` of the size in elements... bytes."""

    root = "memref.alloca"

    def dynamic_sizes(self, op: Operation, operands: list[Value]) -> list[Value]:
        return operands[: len(op.dynamic_sizes)]

    def allocate(
        self, rewriter: Any, location: Location, size: Value, op: Operation
    ) -> tuple[Value, Value]:
        type_ = self.result_type(op)
        alignment = op.attributes.get_attr("alignment")
        attributes = {}
        if alignment is not None and alignment.value:
            attributes["alignment"] = IntegerAttr.get(
                IntegerType.get(64), alignment.value
            )
        pointer = self.op(
            rewriter,
            location,
            "llvm.alloca",
            [size],
            self.element_pointer_type(type_),
            attributes,
        )
        return pointer, pointer


def splat_attribute(elements: DenseIntOrFPElementsAttr) -> Attribute:
    """The element of a splat as a scalar attribute (getSplatValue)."""
    element = elements.type.element_type
    if isinstance(element, FloatType):
        return FloatAttr.get_bits(element, elements.element_bits(0))
    return IntegerAttr.get(element, elements.get_splat_value())


def global_array_type(converter: LLVMTypeConverter, type_: MemRefType) -> Type:
    """The LLVM array type of a global memref (convertGlobalMemrefTypeToLLVM)."""
    array = converter.convert_type(type_.element_type)
    for dim in reversed(type_.shape):
        array = converter.llvm.LLVMArrayType.get(array, dim)
    return array


class GetGlobalLowering(_AllocLike):
    """`memref.get_global` -> the address of the global array, with a
    0xdeadbeef allocated pointer."""

    root = "memref.get_global"

    def dynamic_sizes(self, op: Operation, operands: list[Value]) -> list[Value]:
        return []

    def allocate(
        self, rewriter: Any, location: Location, size: Value, op: Operation
    ) -> tuple[Value, Value]:
        type_ = self.result_type(op)
        space = memory_space(type_)
        array = global_array_type(self.type_converter, type_)
        llvm = self.llvm
        address = self.op(
            rewriter,
            location,
            "llvm.mlir.addressof",
            [],
            llvm.LLVMPointerType.get(array, space),
            {"global_name": op.attributes.get_attr("name")},
        )
        element = self.type_converter.convert_type(type_.element_type)
        pointer_type = llvm.LLVMPointerType.get(element, space)
        gep = self.gep(
            rewriter, location, pointer_type, address, [0] * (len(type_.shape) + 1)
        )
        dead_beef = self.int_constant(
            rewriter, location, self.int_pointer_type(), 0xDEADBEEF
        )
        pointer = self.op(
            rewriter, location, "llvm.inttoptr", [dead_beef], pointer_type
        )
        return pointer, gep


class GlobalLowering(_Lowering):
    """`memref.global` -> `llvm.mlir.global` of an array type."""

    root = "memref.global"
    generated_ops = ("llvm.mlir.global", "llvm.mlir.undef", "llvm.return")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.attributes.get_attr("type").value
        if not self.convertible_with_identity_layout(type_):
            return False
        array = global_array_type(self.type_converter, type_)
        llvm = self.llvm
        visibility = op.attributes.get_attr("sym_visibility")
        public = visibility is None or visibility.value == "public"
        linkage = llvm.Linkage.External if public else llvm.Linkage.Private
        initial = op.attributes.get_attr("initial_value")
        attributes: dict[str, Attribute] = {
            "global_type": TypeAttr.get(array),
            "linkage": llvm.LinkageAttr.get(linkage),
            "sym_name": op.attributes.get_attr("sym_name"),
        }
        if op.attributes.get_attr("constant") is not None:
            attributes["constant"] = UnitAttr.get()
        if initial is not None and not isinstance(initial, UnitAttr):
            value: Attribute = initial
            if not type_.shape and isinstance(initial, DenseIntOrFPElementsAttr):
                value = splat_attribute(initial)
            attributes["value"] = value
        alignment = op.attributes.get_attr("alignment")
        if alignment is not None and alignment.value:
            attributes["alignment"] = IntegerAttr.get(
                IntegerType.get(64), alignment.value
            )
        space = memory_space(type_)
        if space:
            attributes["addr_space"] = IntegerAttr.get(IntegerType.get(32), space)
        rewriter.set_insertion_point(op)
        new = rewriter.create(
            "llvm.mlir.global", [], [], attributes, regions=1, location=op.location
        )
        if isinstance(initial, UnitAttr):
            block = rewriter.create_block(new.regions[0], [], [])
            rewriter.set_insertion_point_to_start(block)
            value = undef(rewriter, op.location, array)
            rewriter.create("llvm.return", [value], [], location=op.location)
        rewriter.replace_op(op, [])
        return True


class DeallocLowering(_Lowering):
    """`memref.dealloc` -> `free` of the allocated pointer."""

    root = "memref.dealloc"
    generated_ops = ("llvm.extractvalue", "llvm.bitcast", "llvm.call", "llvm.func")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        module = enclosing_module(op)
        name = GENERIC_FREE if self.options.use_generic_functions else FREE
        function = lookup_or_create_function(
            rewriter,
            module,
            name,
            [self.void_pointer_type()],
            self.llvm.LLVMVoidType.get(),
        )
        allocated = extract_value(rewriter, location, operands[0], [0])
        cast = self.op(
            rewriter, location, "llvm.bitcast", [allocated], self.void_pointer_type()
        )
        new = self.call(rewriter, location, function, [cast])
        rewriter.replace_op(op, list(new.results))
        return True


# -- accesses ------------------------------------------------------------------------


class LoadLowering(_Lowering):
    """`memref.load` -> `llvm.load` of the element's address."""

    root = "memref.load"
    generated_ops = ("llvm.load", "llvm.getelementptr", "llvm.extractvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[0].type
        if not self.convertible_with_identity_layout(type_) and not self.strided(type_):
            return False
        pointer = self.strided_element_pointer(
            rewriter, op.location, type_, operands[0], operands[1:]
        )
        result = self.type_converter.convert_type(op.results[0].type)
        value = self.op(rewriter, op.location, "llvm.load", [pointer], result)
        rewriter.replace_op(op, [value])
        return True


class StoreLowering(_Lowering):
    """`memref.store` -> `llvm.store` to the element's address."""

    root = "memref.store"
    generated_ops = ("llvm.store", "llvm.getelementptr", "llvm.extractvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[1].type
        if not self.strided(type_):
            return False
        pointer = self.strided_element_pointer(
            rewriter, op.location, type_, operands[1], operands[2:]
        )
        new = rewriter.create(
            "llvm.store", [operands[0], pointer], [], location=op.location
        )
        rewriter.replace_op(op, list(new.results))
        return True


class DimLowering(_Lowering):
    """`memref.dim`: a constant, the descriptor's size, or (for a dynamic
    index or an unranked memref) a load of the size from memory."""

    root = "memref.dim"
    generated_ops = (
        "llvm.extractvalue",
        "llvm.mlir.constant",
        "llvm.alloca",
        "llvm.store",
        "llvm.getelementptr",
        "llvm.load",
        "llvm.bitcast",
        "llvm.add",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[0].type
        location = op.location
        if isinstance(type_, UnrankedMemRefType):
            rewriter.replace_op(op, [self.unranked_size(rewriter, op, operands)])
            return True
        index = _constant_dim_index(op.operands[1])
        if index is None:
            value = self.dynamic_size(rewriter, location, operands, len(type_.shape))
        elif type_.shape[index] is None:
            value = extract_value(rewriter, location, operands[0], [3, index])
        else:
            value = self.index(rewriter, location, type_.shape[index])
        rewriter.replace_op(op, [value])
        return True

    def dynamic_size(
        self, rewriter: Any, location: Location, operands: list[Value], rank: int
    ) -> Value:
        """MemRefDescriptor::size at a dynamic position: the sizes copied to
        the stack, then loaded."""
        index_type = self.index_type()
        llvm = self.llvm
        array_type = llvm.LLVMArrayType.get(index_type, rank)
        one = self.index(rewriter, location, 1)
        sizes = extract_value(rewriter, location, operands[0], [3])
        pointer = self.op(
            rewriter,
            location,
            "llvm.alloca",
            [one],
            llvm.LLVMPointerType.get(array_type, 0),
        )
        rewriter.create("llvm.store", [sizes, pointer], [], location=location)
        element = self.gep(
            rewriter,
            location,
            llvm.LLVMPointerType.get(index_type, 0),
            pointer,
            [0, operands[1]],
        )
        return self.op(rewriter, location, "llvm.load", [element], index_type)

    def unranked_size(
        self, rewriter: Any, op: Operation, operands: list[Value]
    ) -> Value:
        """The size behind an unranked descriptor: its ranked descriptor's
        fields read through pointers."""
        location = op.location
        type_ = op.operands[0].type
        space = memory_space(type_)
        llvm = self.llvm
        scalar = MemRefType.get([], type_.element_type)
        described = extract_value(rewriter, location, operands[0], [1])
        scalar_pointer = self.op(
            rewriter,
            location,
            "llvm.bitcast",
            [described],
            llvm.LLVMPointerType.get(self.type_converter.convert_type(scalar), space),
        )
        index_pointer = llvm.LLVMPointerType.get(self.index_type(), space)
        offset_pointer = self.gep(
            rewriter, location, index_pointer, scalar_pointer, [0, 2]
        )
        one = self.index(rewriter, location, 1)
        plus_one = self.op(rewriter, location, "llvm.add", [one, operands[1]], one.type)
        size_pointer = self.gep(
            rewriter, location, index_pointer, offset_pointer, [plus_one]
        )
        return self.op(
            rewriter, location, "llvm.load", [size_pointer], self.index_type()
        )


def _constant_dim_index(value: Value) -> int | None:
    owner = getattr(value, "owner", None)
    if isinstance(owner, Operation) and owner.name in (
        "arith.constant",
        "llvm.mlir.constant",
    ):
        attr = owner.attributes.get_attr("value")
        if isinstance(attr, IntegerAttr):
            return attr.value
    return None


class RankLowering(_Lowering):
    """`memref.rank`: a constant for a ranked memref, the descriptor's rank
    for an unranked one."""

    root = "memref.rank"
    generated_ops = ("llvm.extractvalue", "llvm.mlir.constant")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[0].type
        if isinstance(type_, UnrankedMemRefType):
            value = extract_value(rewriter, op.location, operands[0], [0])
        else:
            value = self.index(rewriter, op.location, len(type_.shape))
        rewriter.replace_op(op, [value])
        return True


class CastLowering(_Lowering):
    """`memref.cast`: between ranked memrefs of one descriptor type, the
    descriptor itself; to an unranked memref, the rank and a pointer to a
    stack copy of the descriptor; from one, a load through its pointer."""

    root = "memref.cast"
    generated_ops = (
        "llvm.mlir.constant",
        "llvm.alloca",
        "llvm.store",
        "llvm.bitcast",
        "llvm.mlir.undef",
        "llvm.insertvalue",
        "llvm.extractvalue",
        "llvm.load",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        source, result = op.operands[0].type, op.results[0].type
        converter = self.type_converter
        location = op.location
        target = converter.convert_type(result)
        if isinstance(source, MemRefType) and isinstance(result, MemRefType):
            if converter.convert_type(source) is not target:
                return False
            rewriter.replace_op(op, [operands[0]])
            return True
        if isinstance(source, UnrankedMemRefType) and isinstance(
            result, UnrankedMemRefType
        ):
            return False
        if isinstance(source, MemRefType):
            pointer = promote_descriptor(self, rewriter, location, operands[0])
            void_pointer = self.op(
                rewriter, location, "llvm.bitcast", [pointer], self.void_pointer_type()
            )
            rank = constant(
                rewriter,
                location,
                self.index_type(),
                IntegerAttr.get(IndexType.get(), len(source.shape)),
            )
            descriptor = undef(rewriter, location, target)
            descriptor = insert_value(rewriter, location, descriptor, rank, [0])
            descriptor = insert_value(rewriter, location, descriptor, void_pointer, [1])
            rewriter.replace_op(op, [descriptor])
            return True
        pointer = extract_value(rewriter, location, operands[0], [1])
        cast = self.op(
            rewriter,
            location,
            "llvm.bitcast",
            [pointer],
            self.llvm.LLVMPointerType.get(target, 0),
        )
        value = self.op(rewriter, location, "llvm.load", [cast], target)
        rewriter.replace_op(op, [value])
        return True


def promote_descriptor(
    pattern: _Lowering, rewriter: Any, location: Location, descriptor: Value
) -> Value:
    """A pointer to a stack copy of `descriptor` (promoteOneMemRefDescriptor)."""
    one = constant(
        rewriter, location, IntegerType.get(64), IntegerAttr.get(IndexType.get(), 1)
    )
    pointer = pattern.op(
        rewriter,
        location,
        "llvm.alloca",
        [one],
        pattern.llvm.LLVMPointerType.get(descriptor.type, 0),
    )
    rewriter.create("llvm.store", [descriptor, pointer], [], location=location)
    return pointer


class PrefetchLowering(_Lowering):
    """`memref.prefetch` -> `llvm.intr.prefetch` of the element's address."""

    root = "memref.prefetch"
    generated_ops = ("llvm.intr.prefetch", "llvm.mlir.constant", "llvm.getelementptr")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[0].type
        if not self.convertible_with_identity_layout(type_):
            return False
        location = op.location
        pointer = self.strided_element_pointer(
            rewriter, location, type_, operands[0], operands[1:]
        )
        i32 = IntegerType.get(32)
        values = [
            constant(
                rewriter,
                location,
                i32,
                IntegerAttr.get(i32, int(op.attributes.get_attr(name).value)),
            )
            for name in ("isWrite", "localityHint", "isDataCache")
        ]
        new = rewriter.create(
            "llvm.intr.prefetch", [pointer, *values], [], location=location
        )
        rewriter.replace_op(op, list(new.results))
        return True


# memref.atomic_rmw kinds with an `llvm.atomicrmw` operation of their own.
ATOMIC_BIN_OPS = {
    "addf": "fadd",
    "addi": "add",
    "assign": "xchg",
    "maxs": "max",
    "maxu": "umax",
    "mins": "min",
    "minu": "umin",
    "ori": "_or",
    "andi": "_and",
}


class AtomicRMWLowering(_Lowering):
    """`memref.atomic_rmw` -> `llvm.atomicrmw ... acq_rel` where LLVM has
    the operation."""

    root = "memref.atomic_rmw"
    generated_ops = ("llvm.atomicrmw", "llvm.getelementptr", "llvm.extractvalue")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[1].type
        if not self.convertible_with_identity_layout(type_):
            return False
        kind = ATOMIC_BIN_OPS.get(op.kind.name)
        if kind is None:
            return False
        location = op.location
        pointer = self.strided_element_pointer(
            rewriter, location, type_, operands[1], operands[2:]
        )
        llvm = self.llvm
        new = rewriter.insert(
            llvm.AtomicRMWOp.build_from(
                llvm.AtomicBinOp[kind],
                pointer,
                operands[0],
                llvm.AtomicOrdering.acq_rel,
                location=location,
            )
        )
        rewriter.replace_op(op, list(new.results))
        return True


class GenericAtomicRMWLowering(_Lowering):
    """`memref.generic_atomic_rmw` -> a `llvm.cmpxchg` loop around its body."""

    root = "memref.generic_atomic_rmw"
    generated_ops = (
        "llvm.load",
        "llvm.br",
        "llvm.cond_br",
        "llvm.cmpxchg",
        "llvm.extractvalue",
        "llvm.getelementptr",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        type_ = op.operands[0].type
        if not self.convertible_with_identity_layout(type_):
            return False
        location = op.location
        converter = self.type_converter
        value_type = converter.convert_type(op.results[0].type)
        init_block = op.parent
        region = init_block.parent
        blocks = region.blocks
        position = blocks.index(init_block)
        following_block = blocks[position + 1] if position + 1 < len(blocks) else None
        loop_block = rewriter.create_block(
            region, [value_type], [location], following_block
        )
        end_block = rewriter.create_block(region, [], [], following_block)
        moved = []
        following = op.next_op
        while following is not None:
            moved.append(following)
            following = following.next_op
        rewriter.set_insertion_point_to_end(init_block)
        pointer = self.strided_element_pointer(
            rewriter, location, type_, operands[0], operands[1:]
        )
        initial = self.op(rewriter, location, "llvm.load", [pointer], value_type)
        rewriter.create(
            "llvm.br", [initial], [], successors=[loop_block], location=location
        )
        rewriter.set_insertion_point_to_start(loop_block)
        argument = loop_block.arguments[0]
        body = op.regions[0].blocks[0]
        mapping = Mapping()
        mapping.map(body.arguments[0], argument)
        for nested in body.operations:
            if nested is body.terminator:
                break
            rewriter.insert(clone_op(nested, mapping))
        result = mapping.lookup_or_default(body.terminator.operands[0])
        llvm = self.llvm
        exchange = rewriter.insert(
            llvm.AtomicCmpXchgOp.build_from(
                pointer,
                argument,
                result,
                llvm.AtomicOrdering.acq_rel,
                llvm.AtomicOrdering.monotonic,
                location=location,
            )
        ).results[0]
        loaded = extract_value(rewriter, location, exchange, [0])
        ok = extract_value(rewriter, location, exchange, [1])
        rewriter.create(
            "llvm.cond_br",
            [ok, loaded],
            [],
            {
                "operand_segment_sizes": DenseArrayAttr.get(
                    IntegerType.get(32), [1, 0, 1]
                )
            },
            successors=[end_block, loop_block],
            location=location,
        )
        rewriter.set_insertion_point_to_end(end_block)
        moved_mapping = Mapping()
        moved_mapping.map(op.results[0], loaded)
        for moving in moved:
            rewriter.insert(clone_op(moving, moved_mapping))
        for moving in reversed(moved):
            rewriter.erase_op(moving)
        rewriter.replace_op(op, [loaded])
        return True


class AssumeAlignmentLowering(_Lowering):
    """`memref.assume_alignment` -> `llvm.intr.assume` of the aligned
    pointer's low bits being zero."""

    root = "memref.assume_alignment"
    generated_ops = (
        "llvm.extractvalue",
        "llvm.mlir.constant",
        "llvm.ptrtoint",
        "llvm.and",
        "llvm.icmp",
        "llvm.intr.assume",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        alignment = op.attributes.get_attr("alignment").value
        pointer = extract_value(rewriter, location, operands[0], [1])
        int_type = self.int_pointer_type()
        zero = self.int_constant(rewriter, location, int_type, 0)
        mask = self.int_constant(rewriter, location, int_type, alignment - 1)
        as_int = self.op(rewriter, location, "llvm.ptrtoint", [pointer], int_type)
        masked = self.op(rewriter, location, "llvm.and", [as_int, mask], int_type)
        condition = self.op(
            rewriter,
            location,
            "llvm.icmp",
            [masked, zero],
            IntegerType.get(1),
            {"predicate": IntegerAttr.get(IntegerType.get(64), 0)},
        )
        rewriter.create("llvm.intr.assume", [condition], [], location=location)
        rewriter.erase_op(op)
        return True


class ExtractAlignedPointerLowering(_Lowering):
    """`memref.extract_aligned_pointer_as_index` -> `llvm.ptrtoint` of the
    aligned pointer."""

    root = "memref.extract_aligned_pointer_as_index"
    generated_ops = ("llvm.extractvalue", "llvm.ptrtoint")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        pointer = extract_value(rewriter, location, operands[0], [1])
        value = self.op(
            rewriter, location, "llvm.ptrtoint", [pointer], self.index_type()
        )
        rewriter.replace_op(op, [value])
        return True


class ReallocLowering(AllocLowering):
    """`memref.realloc`: when the new size is larger, a new buffer, a
    `llvm.intr.memcpy` of the old contents and a `free` of the old buffer;
    the descriptor gets the new size."""

    root = "memref.realloc"
    generated_ops = AllocLowering.generated_ops + (
        "llvm.icmp",
        "llvm.cond_br",
        "llvm.br",
        "llvm.intr.memcpy",
        "llvm.extractvalue",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        old = operands[0]
        current = op.parent
        rest = rewriter.split_block(current, op)
        end = rewriter.create_block(current.parent, [old.type], [location], rest)
        rewriter.merge_blocks(rest, end, [])
        grow = rewriter.create_block(current.parent, [], [], end)
        rewriter.set_insertion_point_to_end(current)
        source_type = op.operands[0].type
        result_type = op.results[0].type
        source_count = (
            extract_value(rewriter, location, old, [3, 0])
            if source_type.shape[0] is None
            else self.index(rewriter, location, source_type.shape[0])
        )
        if result_type.shape[0] is None:
            target_count = self.type_converter.materialize_target_conversion(
                rewriter, location, self.index_type(), [op.operands[1]]
            )
        else:
            target_count = self.index(rewriter, location, result_type.shape[0])
        condition = self.op(
            rewriter,
            location,
            "llvm.icmp",
            [target_count, source_count],
            IntegerType.get(1),
            {"predicate": IntegerAttr.get(IntegerType.get(64), 8)},
        )
        rewriter.create(
            "llvm.cond_br",
            [condition, old],
            [],
            {
                "operand_segment_sizes": DenseArrayAttr.get(
                    IntegerType.get(32), [1, 0, 1]
                )
            },
            successors=[grow, end],
            location=location,
        )
        rewriter.set_insertion_point_to_start(grow)
        element_size = self.size_in_bytes(rewriter, location, result_type.element_type)
        target_bytes = self.op(
            rewriter,
            location,
            "llvm.mul",
            [target_count, element_size],
            element_size.type,
        )
        source_bytes = self.op(
            rewriter,
            location,
            "llvm.mul",
            [source_count, element_size],
            element_size.type,
        )
        allocated, aligned = self.allocate(rewriter, location, target_bytes, op)
        source_aligned = extract_value(rewriter, location, old, [1])
        volatile = constant(rewriter, location, IntegerType.get(1), BoolAttr.get(False))
        void_pointer = self.void_pointer_type()
        rewriter.create(
            "llvm.intr.memcpy",
            [
                self.op(rewriter, location, "llvm.bitcast", [aligned], void_pointer),
                self.op(
                    rewriter, location, "llvm.bitcast", [source_aligned], void_pointer
                ),
                source_bytes,
                volatile,
            ],
            [],
            location=location,
        )
        name = GENERIC_FREE if self.options.use_generic_functions else FREE
        free = lookup_or_create_function(
            rewriter,
            enclosing_module(op),
            name,
            [void_pointer],
            self.llvm.LLVMVoidType.get(),
        )
        old_allocated = extract_value(rewriter, location, old, [0])
        self.call(
            rewriter,
            location,
            free,
            [
                self.op(
                    rewriter, location, "llvm.bitcast", [old_allocated], void_pointer
                )
            ],
        )
        descriptor = insert_value(rewriter, location, old, allocated, [0])
        descriptor = insert_value(rewriter, location, descriptor, aligned, [1])
        rewriter.create(
            "llvm.br", [descriptor], [], successors=[end], location=location
        )
        rewriter.set_insertion_point(op)
        result = insert_value(
            rewriter, location, end.arguments[0], target_count, [3, 0]
        )
        rewriter.replace_op(op, [result])
        return True


# -- copies and scopes ---------------------------------------------------------------


def _contiguous(type_: Any) -> bool:
    """A ranked memref of identity layout, or of static shape laid out
    contiguously in row-major order."""
    if not isinstance(type_, MemRefType):
        return False
    if type_.layout is None:
        return True
    if not type_.has_static_shape or type_.num_elements == 0:
        return False
    layout = strides_and_offset(type_)
    if layout is None:
        return False
    running = 1
    for stride, size in reversed(list(zip(layout[0], type_.shape))):
        if stride != running:
            return False
        running *= size
    return True


class CopyLowering(_Lowering):
    """`memref.copy`: `llvm.intr.memcpy` between contiguous memrefs, else a
    call of the runtime's `memrefCopy` on unranked descriptors."""

    root = "memref.copy"
    generated_ops = (
        "llvm.mlir.constant",
        "llvm.extractvalue",
        "llvm.mul",
        "llvm.mlir.null",
        "llvm.getelementptr",
        "llvm.ptrtoint",
        "llvm.intr.memcpy",
        "llvm.intr.stacksave",
        "llvm.intr.stackrestore",
        "llvm.alloca",
        "llvm.store",
        "llvm.bitcast",
        "llvm.mlir.undef",
        "llvm.insertvalue",
        "llvm.call",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        source_type, target_type = op.operands[0].type, op.operands[1].type
        if _contiguous(source_type) and _contiguous(target_type):
            self.memcpy(op, operands, rewriter)
        else:
            self.runtime_call(op, operands, rewriter)
        rewriter.erase_op(op)
        return True

    def memcpy(self, op: Operation, operands: list[Value], rewriter: Any) -> None:
        location = op.location
        source_type = op.operands[0].type
        count = self.index(rewriter, location, 1)
        for dim in range(len(source_type.shape)):
            size = extract_value(rewriter, location, operands[0], [3, dim])
            count = self.op(rewriter, location, "llvm.mul", [count, size], count.type)
        element_size = self.size_in_bytes(rewriter, location, source_type.element_type)
        total = self.op(
            rewriter, location, "llvm.mul", [count, element_size], count.type
        )
        pointers = []
        for descriptor in operands[:2]:
            base = extract_value(rewriter, location, descriptor, [1])
            offset = extract_value(rewriter, location, descriptor, [2])
            pointers.append(self.gep(rewriter, location, base.type, base, [offset]))
        volatile = constant(rewriter, location, IntegerType.get(1), BoolAttr.get(False))
        rewriter.create(
            "llvm.intr.memcpy",
            [pointers[1], pointers[0], total, volatile],
            [],
            location=location,
        )

    def runtime_call(self, op: Operation, operands: list[Value], rewriter: Any) -> None:
        location = op.location
        void_pointer = self.void_pointer_type()
        saved = self.op(rewriter, location, "llvm.intr.stacksave", [], void_pointer)
        unranked = []
        for original, descriptor in zip(op.operands[:2], operands[:2]):
            type_ = original.type
            if isinstance(type_, UnrankedMemRefType):
                unranked.append(descriptor)
                continue
            rank = constant(
                rewriter,
                location,
                self.index_type(),
                IntegerAttr.get(self.index_type(), len(type_.shape)),
            )
            pointer = promote_descriptor(self, rewriter, location, descriptor)
            cast = self.op(rewriter, location, "llvm.bitcast", [pointer], void_pointer)
            packed = undef(
                rewriter,
                location,
                self.type_converter.convert_type(
                    UnrankedMemRefType.get(type_.element_type, type_.memory_space)
                ),
            )
            packed = insert_value(rewriter, location, packed, rank, [0])
            unranked.append(insert_value(rewriter, location, packed, cast, [1]))
        one = constant(
            rewriter, location, self.index_type(), IntegerAttr.get(IndexType.get(), 1)
        )
        promoted = []
        for descriptor in unranked:
            pointer = self.op(
                rewriter,
                location,
                "llvm.alloca",
                [one],
                self.llvm.LLVMPointerType.get(descriptor.type, 0),
            )
            rewriter.create("llvm.store", [descriptor, pointer], [], location=location)
            promoted.append(pointer)
        element_size = constant(
            rewriter,
            location,
            self.index_type(),
            IntegerAttr.get(
                IndexType.get(),
                _type_size(
                    op.operands[0].type.element_type,
                    self.type_converter.index_bitwidth // 8,
                ),
            ),
        )
        function = lookup_or_create_function(
            rewriter,
            enclosing_module(op),
            "memrefCopy",
            [self.index_type(), promoted[0].type, promoted[0].type],
            self.llvm.LLVMVoidType.get(),
        )
        self.call(rewriter, location, function, [element_size, *promoted])
        rewriter.create("llvm.intr.stackrestore", [saved], [], location=location)


class AllocaScopeLowering(_Lowering):
    """`memref.alloca_scope`: its body inlined between `llvm.intr.stacksave`
    and `llvm.intr.stackrestore`."""

    root = "memref.alloca_scope"
    generated_ops = ("llvm.intr.stacksave", "llvm.intr.stackrestore", "llvm.br")

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        current = op.parent
        remaining = rewriter.split_block(current, op)
        if not op.results:
            continuation = remaining
        else:
            continuation = rewriter.create_block(
                current.parent,
                list(op.result_types),
                [location] * len(op.results),
                remaining,
            )
            rewriter.create(
                "llvm.br", [], [], successors=[remaining], location=location
            )
        body = op.regions[0]
        before_body = body.blocks[0]
        after_body = body.blocks[-1]
        rewriter.inline_region_before(body, current.parent, continuation)
        rewriter.set_insertion_point_to_end(current)
        saved = self.op(
            rewriter, location, "llvm.intr.stacksave", [], self.void_pointer_type()
        )
        rewriter.create("llvm.br", [], [], successors=[before_body], location=location)
        terminator = after_body.last_op
        rewriter.set_insertion_point(terminator)
        branch = rewriter.create(
            "llvm.br",
            list(terminator.operands),
            [],
            successors=[continuation],
            location=terminator.location,
        )
        rewriter.replace_op(terminator, [])
        rewriter.set_insertion_point(branch)
        rewriter.create("llvm.intr.stackrestore", [saved], [], location=location)
        rewriter.replace_op(op, list(continuation.arguments))
        return True


# -- views ---------------------------------------------------------------------------


def _set(
    rewriter: Any,
    location: Location,
    descriptor: Value,
    value: Value,
    position: list[int],
) -> Value:
    return insert_value(rewriter, location, descriptor, value, position)


class _ViewLowering(_Lowering):
    """Builders of descriptors that view another memref's buffer."""

    generated_ops = (
        "llvm.mlir.undef",
        "llvm.insertvalue",
        "llvm.extractvalue",
        "llvm.mlir.constant",
        "llvm.bitcast",
        "llvm.load",
        "llvm.getelementptr",
        "llvm.mul",
    )

    def pointers_and_offset(
        self,
        rewriter: Any,
        location: Location,
        original: Value,
        converted: Value,
        with_offset: bool = False,
    ) -> tuple[Value, Value, Value | None]:
        """extractPointersAndOffset: from a ranked descriptor, or through an
        unranked one's pointer."""
        type_ = original.type
        if isinstance(type_, MemRefType):
            allocated = extract_value(rewriter, location, converted, [0])
            aligned = extract_value(rewriter, location, converted, [1])
            offset = (
                extract_value(rewriter, location, converted, [2])
                if with_offset
                else None
            )
            return allocated, aligned, offset
        llvm = self.llvm
        element = self.type_converter.convert_type(type_.element_type)
        element_pointer = llvm.LLVMPointerType.get(element, memory_space(type_))
        pointer_pointer = llvm.LLVMPointerType.get(element_pointer, 0)
        described = extract_value(rewriter, location, converted, [1])
        cast = self.op(rewriter, location, "llvm.bitcast", [described], pointer_pointer)
        allocated = self.op(rewriter, location, "llvm.load", [cast], element_pointer)
        cast = self.op(rewriter, location, "llvm.bitcast", [described], pointer_pointer)
        gep = self.gep(rewriter, location, pointer_pointer, cast, [1])
        aligned = self.op(rewriter, location, "llvm.load", [gep], element_pointer)
        offset = None
        if with_offset:
            cast = self.op(
                rewriter, location, "llvm.bitcast", [described], pointer_pointer
            )
            gep = self.gep(rewriter, location, pointer_pointer, cast, [2])
            index_pointer = llvm.LLVMPointerType.get(self.index_type(), 0)
            gep = self.op(rewriter, location, "llvm.bitcast", [gep], index_pointer)
            offset = self.op(rewriter, location, "llvm.load", [gep], self.index_type())
        return allocated, aligned, offset


class ReinterpretCastLowering(_ViewLowering):
    """`memref.reinterpret_cast`: the source's pointers with the op's
    offset, sizes and strides."""

    root = "memref.reinterpret_cast"

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        result = op.results[0].type
        target = self.type_converter.convert_type(result)
        if not isinstance(target, self.llvm.LLVMStructType):
            return False
        location = op.location
        converted = operands[0]
        offsets = operands[1 : 1 + len(op.offsets)]
        sizes = operands[1 + len(op.offsets) : 1 + len(op.offsets) + len(op.sizes)]
        strides = operands[1 + len(op.offsets) + len(op.sizes) :]
        descriptor = undef(rewriter, location, target)
        allocated, aligned, _ = self.pointers_and_offset(
            rewriter, location, op.operands[0], converted
        )
        descriptor = _set(rewriter, location, descriptor, allocated, [0])
        descriptor = _set(rewriter, location, descriptor, aligned, [1])
        static_offsets = op.attributes.get_attr("static_offsets").values
        descriptor = _set(
            rewriter,
            location,
            descriptor,
            self._value(rewriter, location, static_offsets[0], iter(offsets)),
            [2],
        )
        dynamic_sizes, dynamic_strides = iter(sizes), iter(strides)
        static_sizes = op.attributes.get_attr("static_sizes").values
        static_strides = op.attributes.get_attr("static_strides").values
        for i in range(len(result.shape)):
            size = self._value(rewriter, location, static_sizes[i], dynamic_sizes)
            descriptor = _set(rewriter, location, descriptor, size, [3, i])
            stride = self._value(rewriter, location, static_strides[i], dynamic_strides)
            descriptor = _set(rewriter, location, descriptor, stride, [4, i])
        rewriter.replace_op(op, [descriptor])
        return True

    def _value(
        self, rewriter: Any, location: Location, static: int, dynamic: Any
    ) -> Value:
        if static == _DYNAMIC:
            return next(dynamic)
        return self.index(rewriter, location, static)


_DYNAMIC = -(1 << 63)


class ReshapeLowering(_ViewLowering):
    """`memref.reshape` with a shape operand of static length: the source's
    pointers with identity strides over the loaded sizes."""

    root = "memref.reshape"
    generated_ops = _ViewLowering.generated_ops + (
        "memref.load",
        "llvm.alloca",
        "llvm.store",
        "llvm.add",
        "llvm.sub",
        "llvm.icmp",
        "llvm.br",
        "llvm.cond_br",
    )

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        shape_type = op.operands[1].type
        result = op.results[0].type
        if not shape_type.has_static_shape:
            return self.to_unranked(op, operands, rewriter)
        if not isinstance(result, MemRefType):
            return False
        target = self.type_converter.convert_type(result)
        if not isinstance(target, self.llvm.LLVMStructType):
            return False
        layout = strides_and_offset(result)
        if layout is None or layout[1] is None:
            return False
        strides, offset = layout
        location = op.location
        descriptor = undef(rewriter, location, target)
        allocated, aligned, _ = self.pointers_and_offset(
            rewriter, location, op.operands[0], operands[0]
        )
        descriptor = _set(rewriter, location, descriptor, allocated, [0])
        descriptor = _set(rewriter, location, descriptor, aligned, [1])
        descriptor = _set(
            rewriter, location, descriptor, self.index(rewriter, location, offset), [2]
        )
        stride: Value | None = None
        for i in reversed(range(len(result.shape))):
            if strides[i] is not None:
                stride = self.index(rewriter, location, strides[i])
            elif stride is None:
                stride = self.index(rewriter, location, 1)
            size = result.shape[i]
            if size is not None:
                dim = self.index(rewriter, location, size)
            else:
                index = self.index(rewriter, location, i)
                dim = rewriter.create(
                    "memref.load",
                    [op.operands[1], index],
                    [shape_type.element_type],
                    location=location,
                ).results[0]
                if dim.type is not self.index_type():
                    dim = self.type_converter.materialize_target_conversion(
                        rewriter, location, self.index_type(), [dim]
                    )
            descriptor = _set(rewriter, location, descriptor, dim, [3, i])
            descriptor = _set(rewriter, location, descriptor, stride, [4, i])
            stride = self.op(rewriter, location, "llvm.mul", [stride, dim], stride.type)
        rewriter.replace_op(op, [descriptor])
        return True

    def to_unranked(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        """A shape of dynamic length: an unranked descriptor whose ranked
        one, on the stack, gets its sizes and strides in a loop."""
        location = op.location
        llvm = self.llvm
        index_type = self.index_type()
        result_type = op.results[0].type
        rank = extract_value(rewriter, location, operands[1], [3, 0])
        descriptor = undef(
            rewriter, location, self.type_converter.convert_type(result_type)
        )
        descriptor = insert_value(rewriter, location, descriptor, rank, [0])
        one = self.index(rewriter, location, 1)
        two = self.index(rewriter, location, 2)
        pointer_size = self.index(rewriter, location, 8)
        index_size = self.index(
            rewriter, location, self.type_converter.index_bitwidth // 8
        )
        double_pointer = self.op(
            rewriter, location, "llvm.mul", [two, pointer_size], index_type
        )
        stored_rank = extract_value(rewriter, location, descriptor, [0])
        double_rank = self.op(
            rewriter, location, "llvm.mul", [two, stored_rank], index_type
        )
        plus_one = self.op(
            rewriter, location, "llvm.add", [double_rank, one], index_type
        )
        rank_bytes = self.op(
            rewriter, location, "llvm.mul", [plus_one, index_size], index_type
        )
        size = self.op(
            rewriter, location, "llvm.add", [double_pointer, rank_bytes], index_type
        )
        void_pointer = self.void_pointer_type()
        underlying = self.op(rewriter, location, "llvm.alloca", [size], void_pointer)
        descriptor = insert_value(rewriter, location, descriptor, underlying, [1])
        allocated, aligned, offset = self.pointers_and_offset(
            rewriter, location, op.operands[0], operands[0], with_offset=True
        )
        element = self.type_converter.convert_type(result_type.element_type)
        element_pointer = llvm.LLVMPointerType.get(element, memory_space(result_type))
        pointer_pointer = llvm.LLVMPointerType.get(element_pointer, 0)
        index_pointer = llvm.LLVMPointerType.get(index_type, 0)

        def store(value: Value, pointer: Value) -> None:
            rewriter.create("llvm.store", [value, pointer], [], location=location)

        cast = self.op(
            rewriter, location, "llvm.bitcast", [underlying], pointer_pointer
        )
        store(allocated, cast)
        cast = self.op(
            rewriter, location, "llvm.bitcast", [underlying], pointer_pointer
        )
        store(aligned, self.gep(rewriter, location, pointer_pointer, cast, [1]))
        cast = self.op(
            rewriter, location, "llvm.bitcast", [underlying], pointer_pointer
        )
        gep = self.gep(rewriter, location, pointer_pointer, cast, [2])
        store(offset, self.op(rewriter, location, "llvm.bitcast", [gep], index_pointer))
        header = self.type_converter.struct_type(
            [element_pointer, element_pointer, index_type, index_type]
        )
        cast = self.op(
            rewriter,
            location,
            "llvm.bitcast",
            [underlying],
            llvm.LLVMPointerType.get(header, 0),
        )
        sizes_base = self.gep(rewriter, location, index_pointer, cast, [0, 3])
        strides_base = self.gep(rewriter, location, index_pointer, sizes_base, [rank])
        shape_pointer = extract_value(rewriter, location, operands[1], [1])
        one_index = self.index(rewriter, location, 1)
        last = self.op(rewriter, location, "llvm.sub", [rank, one_index], index_type)
        init = op.parent
        region = init.parent
        condition_block = rewriter.create_block(
            region, [index_type, index_type], [location, location]
        )
        remaining = rewriter.split_block(init, op.next_op)
        rewriter.merge_blocks(remaining, condition_block, [])
        rewriter.set_insertion_point(op)
        rewriter.set_insertion_point_to_end(init)
        rewriter.create(
            "llvm.br",
            [last, one_index],
            [],
            successors=[condition_block],
            location=location,
        )
        rewriter.set_insertion_point_to_start(condition_block)
        index_argument, stride_argument = condition_block.arguments
        zero = self.index(rewriter, location, 0)
        predicate = self.op(
            rewriter,
            location,
            "llvm.icmp",
            [index_argument, zero],
            IntegerType.get(1),
            {"predicate": IntegerAttr.get(IntegerType.get(64), 5)},
        )
        body = rewriter.split_block(condition_block, predicate.owner.next_op)
        rewriter.set_insertion_point_to_start(body)
        gep = self.gep(
            rewriter, location, index_pointer, shape_pointer, [index_argument]
        )
        dim = self.op(rewriter, location, "llvm.load", [gep], index_type)
        store(
            dim,
            self.gep(rewriter, location, index_pointer, sizes_base, [index_argument]),
        )
        store(
            stride_argument,
            self.gep(rewriter, location, index_pointer, strides_base, [index_argument]),
        )
        next_stride = self.op(
            rewriter, location, "llvm.mul", [stride_argument, dim], index_type
        )
        decrement = self.op(
            rewriter, location, "llvm.sub", [index_argument, one_index], index_type
        )
        branch = rewriter.create(
            "llvm.br",
            [decrement, next_stride],
            [],
            successors=[condition_block],
            location=location,
        )
        rest = rewriter.split_block(body, branch.next_op)
        rewriter.set_insertion_point_to_end(condition_block)
        rewriter.create(
            "llvm.cond_br",
            [predicate],
            [],
            {
                "operand_segment_sizes": DenseArrayAttr.get(
                    IntegerType.get(32), [1, 0, 0]
                )
            },
            successors=[body, rest],
            location=location,
        )
        rewriter.set_insertion_point_to_start(rest)
        rewriter.replace_op(op, [descriptor])
        return True


class TransposeLowering(_ViewLowering):
    """`memref.transpose`: the sizes and strides permuted."""

    root = "memref.transpose"

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        location = op.location
        permutation = op.attributes.get_attr("permutation").value
        source = operands[0]
        results = permutation.results
        if all(getattr(r, "position", None) == i for i, r in enumerate(results)):
            rewriter.replace_op(op, [source])
            return True
        target = self.type_converter.convert_type(op.results[0].type)
        descriptor = undef(rewriter, location, target)
        for position in ([0], [1], [2]):
            value = extract_value(rewriter, location, source, position)
            descriptor = _set(rewriter, location, descriptor, value, position)
        for source_position, expr in enumerate(results):
            target_position = expr.position
            size = extract_value(rewriter, location, source, [3, source_position])
            descriptor = _set(
                rewriter, location, descriptor, size, [3, target_position]
            )
            stride = extract_value(rewriter, location, source, [4, source_position])
            descriptor = _set(
                rewriter, location, descriptor, stride, [4, target_position]
            )
        rewriter.replace_op(op, [descriptor])
        return True


class ViewLowering(_ViewLowering):
    """`memref.view`: the byte buffer's pointers cast to the element type,
    shifted, with contiguous strides."""

    root = "memref.view"

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        view_type = op.results[0].type
        converter = self.type_converter
        element = converter.convert_type(view_type.element_type)
        target = converter.convert_type(view_type)
        if element is None or target is None:
            return False
        layout = strides_and_offset(view_type)
        if layout is None:
            return False
        strides, offset = layout
        if strides and strides[-1] not in (1, 0):
            return False
        location = op.location
        source_type = op.operands[0].type
        element_pointer = self.llvm.LLVMPointerType.get(
            element, memory_space(source_type)
        )
        descriptor = undef(rewriter, location, target)
        allocated = extract_value(rewriter, location, operands[0], [0])
        cast = self.op(rewriter, location, "llvm.bitcast", [allocated], element_pointer)
        descriptor = _set(rewriter, location, descriptor, cast, [0])
        aligned = extract_value(rewriter, location, operands[0], [1])
        aligned = self.gep(rewriter, location, aligned.type, aligned, [operands[1]])
        cast = self.op(rewriter, location, "llvm.bitcast", [aligned], element_pointer)
        descriptor = _set(rewriter, location, descriptor, cast, [1])
        descriptor = _set(
            rewriter, location, descriptor, self.index(rewriter, location, offset), [2]
        )
        if not view_type.shape:
            rewriter.replace_op(op, [descriptor])
            return True
        dynamic_sizes = operands[2:]
        stride: Value | None = None
        next_size: Value | None = None
        for i in reversed(range(len(view_type.shape))):
            if view_type.shape[i] is not None:
                size = self.index(rewriter, location, view_type.shape[i])
            else:
                count = sum(1 for d in view_type.shape[:i] if d is None)
                size = dynamic_sizes[count]
            descriptor = _set(rewriter, location, descriptor, size, [3, i])
            if strides[i] is not None:
                stride = self.index(rewriter, location, strides[i])
            elif next_size is not None:
                stride = (
                    self.op(
                        rewriter, location, "llvm.mul", [stride, next_size], stride.type
                    )
                    if stride is not None
                    else next_size
                )
            else:
                stride = self.index(rewriter, location, 1)
            descriptor = _set(rewriter, location, descriptor, stride, [4, i])
            next_size = size
        rewriter.replace_op(op, [descriptor])
        return True


class ExtractStridedMetadataLowering(_ViewLowering):
    """`memref.extract_strided_metadata`: a 0-d descriptor of the buffer,
    the offset, sizes and strides read from the descriptor."""

    root = "memref.extract_strided_metadata"

    def convert(self, op: Operation, operands: list[Value], rewriter: Any) -> bool:
        if not self.type_converter.is_compatible(operands[0].type):
            return False
        location = op.location
        source = operands[0]
        rank = len(op.operands[0].type.shape)
        base_type = op.results[0].type
        allocated = extract_value(rewriter, location, source, [0])
        aligned = extract_value(rewriter, location, source, [1])
        base = undef(rewriter, location, self.type_converter.convert_type(base_type))
        base = _set(rewriter, location, base, allocated, [0])
        base = _set(rewriter, location, base, aligned, [1])
        base = _set(rewriter, location, base, self.index(rewriter, location, 0), [2])
        results = [base, extract_value(rewriter, location, source, [2])]
        results += [
            extract_value(rewriter, location, source, [3, i]) for i in range(rank)
        ]
        results += [
            extract_value(rewriter, location, source, [4, i]) for i in range(rank)
        ]
        rewriter.replace_op(op, results)
        return True


def populate_memref_to_llvm_patterns(
    converter: LLVMTypeConverter,
    patterns: list[Any],
    options: MemRefLoweringOptions | None = None,
) -> list[Any]:
    """Add the memref lowering patterns (MLIR's
    populateMemRefToLLVMConversionPatterns)."""
    options = options if options is not None else MemRefLoweringOptions()
    patterns += [
        pattern(converter, options)
        for pattern in (
            AllocLowering,
            AllocaLowering,
            AllocaScopeLowering,
            CopyLowering,
            ReallocLowering,
            AssumeAlignmentLowering,
            AtomicRMWLowering,
            GenericAtomicRMWLowering,
            PrefetchLowering,
            CastLowering,
            DeallocLowering,
            DimLowering,
            ExtractAlignedPointerLowering,
            ExtractStridedMetadataLowering,
            ReinterpretCastLowering,
            ReshapeLowering,
            TransposeLowering,
            ViewLowering,
            GetGlobalLowering,
            GlobalLowering,
            LoadLowering,
            RankLowering,
            StoreLowering,
        )
    ]
    return patterns


def layout_index_bitwidth(op: Operation) -> int:
    """The index bitwidth the op's `dlti.dl_spec` gives (0 if none)."""
    spec = op.attributes.get_attr("dlti.dl_spec")
    for entry in getattr(spec, "entries", ()):
        if isinstance(entry.key, IndexType) and isinstance(entry.value, IntegerAttr):
            return entry.value.value
    return 0


def convert_memref_to_llvm(
    op: Operation, context: Context, options: dict[str, Any]
) -> None:
    """The pass: a partial conversion of the module, `func.func` legal."""
    index_bitwidth = options.get("index-bitwidth", 0) or layout_index_bitwidth(op)
    converter = LLVMTypeConverter(
        context, LowerToLLVMOptions(index_bitwidth=index_bitwidth)
    )
    lowering = MemRefLoweringOptions(
        use_aligned_alloc=options.get("use-aligned-alloc", False),
        use_generic_functions=options.get("use-generic-functions", False),
    )
    patterns = populate_memref_to_llvm_patterns(converter, [], lowering)
    target = llvm_conversion_target()
    target.add_legal_op("func.func")
    apply_partial_conversion(op, target, patterns, context=context)
