"""Returning unranked memrefs (MLIR 16's ConvertToLLVMPattern::
copyUnrankedDescriptors): the ranked descriptor an unranked one points to may
live on the callee's stack, so a returning function copies it to the heap
(`malloc`) and the caller copies it back to its own stack (`alloca`) and frees
the heap copy. Either way the value becomes a new `{rank, pointer}` struct.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import BoolAttr, FlatSymbolRefAttr, IntegerAttr
from ...ir.location import Location
from ...ir.operation import Operation, Value
from ...ir.types import IndexType, IntegerType, Type, UnrankedMemRefType
from .builders import constant, enclosing_module, extract_value, insert_value, undef
from .memref import FREE, MALLOC, lookup_or_create_function
from .type_converter import LLVMTypeConverter

_POINTER_BYTES = 8


def _allocation_sizes(
    rewriter: Any,
    location: Location,
    converter: LLVMTypeConverter,
    descriptors: Sequence[Value],
) -> list[Value]:
    """Bytes of each ranked descriptor behind `descriptors`, counted densely
    as two pointers and `1 + 2 * rank` indices (computeSizes)."""
    index = converter.index_type()

    def index_constant(value: int) -> Value:
        return constant(
            rewriter, location, index, IntegerAttr.get(IndexType.get(), value)
        )

    def binary(name: str, lhs: Value, rhs: Value) -> Value:
        return rewriter.create(name, [lhs, rhs], [index], location=location).result

    one, two = index_constant(1), index_constant(2)
    pointer_size = index_constant(_POINTER_BYTES)
    index_size = index_constant(-(-converter.index_bitwidth // 8))
    sizes = []
    for descriptor in descriptors:
        pointers = binary("llvm.mul", two, pointer_size)
        rank = extract_value(rewriter, location, descriptor, [0])
        indices = binary("llvm.add", binary("llvm.mul", two, rank), one)
        sizes.append(
            binary("llvm.add", pointers, binary("llvm.mul", indices, index_size))
        )
    return sizes


def copy_unranked_descriptors(
    rewriter: Any,
    anchor: Operation,
    converter: LLVMTypeConverter,
    types: Sequence[Type],
    values: list[Value],
    to_heap: bool,
) -> bool:
    """Replace, in `values`, each descriptor of an unranked memref (per
    `types`) by one pointing to a copy: on the heap when `to_heap` (a
    function returns it), else on the stack with the source freed (a caller
    receives it). `anchor` is the op being rewritten. False if a type does
    not convert."""
    positions = [i for i, t in enumerate(types) if isinstance(t, UnrankedMemRefType)]
    if not positions:
        return True
    location = anchor.location
    sizes = _allocation_sizes(
        rewriter, location, converter, [values[i] for i in positions]
    )
    void_pointer = converter.pointer_type(IntegerType.get(8))
    module = enclosing_module(anchor)
    if to_heap:
        function = lookup_or_create_function(
            rewriter, module, MALLOC, [converter.index_type()], void_pointer
        )
    else:
        function = lookup_or_create_function(
            rewriter, module, FREE, [void_pointer], converter.llvm.LLVMVoidType.get()
        )
    volatile = constant(rewriter, location, IntegerType.get(1), BoolAttr.get(False))
    for position, size in zip(positions, sizes):
        source = values[position]
        if to_heap:
            memory = _call(rewriter, location, function, [size], void_pointer)
        else:
            memory = rewriter.create(
                "llvm.alloca", [size], [void_pointer], location=location
            ).result
        pointer = extract_value(rewriter, location, source, [1])
        rewriter.create(
            "llvm.intr.memcpy", [memory, pointer, size, volatile], [], location=location
        )
        if not to_heap:
            _call(rewriter, location, function, [pointer], None)
        descriptor_type = converter.convert_type(types[position])
        if descriptor_type is None:
            return False
        copied = undef(rewriter, location, descriptor_type)
        rank = extract_value(rewriter, location, source, [0])
        copied = insert_value(rewriter, location, copied, rank, [0])
        values[position] = insert_value(rewriter, location, copied, memory, [1])
    return True


def _call(
    rewriter: Any,
    location: Location,
    function: Operation,
    arguments: list[Value],
    result: Type | None,
) -> Value:
    name = function.attributes.get_attr("sym_name").value  # type: ignore[union-attr]
    call = rewriter.create(
        "llvm.call",
        arguments,
        [] if result is None else [result],
        {"callee": FlatSymbolRefAttr.get(name)},
        location=location,
    )
    return call.results[0] if result is not None else None  # type: ignore[return-value]
