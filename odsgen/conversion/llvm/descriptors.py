"""Memref descriptors as LLVM structs: packing the values of a descriptor
into one and unpacking it (MLIR 16's MemRefDescriptor and
UnrankedMemRefDescriptor pack/unpack).

A ranked descriptor is `{allocated, aligned, offset, sizes[rank],
strides[rank]}`; an unranked one is `{rank, pointer to a ranked one}`. Unpacked,
a ranked one is allocated, aligned, offset, each size, then each stride.
"""

from __future__ import annotations

from typing import Any, Sequence

from ...ir.location import Location
from ...ir.operation import Value
from ...ir.types import MemRefType, Type
from ...ir.attributes import IntegerAttr
from ...ir.types import IndexType
from ...ir.strides import strides_and_offset
from ..type_converter import TypeConverter
from .builders import constant, extract_value, insert_value, undef


def _positions(type_: Type) -> list[list[int]]:
    if not isinstance(type_, MemRefType):
        return [[0], [1]]
    rank = len(type_.shape)
    return (
        [[0], [1], [2]] + [[3, i] for i in range(rank)] + [[4, i] for i in range(rank)]
    )


def pack_descriptor(
    builder: Any,
    location: Location,
    converter: TypeConverter,
    type_: Type,
    values: Sequence[Value],
) -> Value:
    """The descriptor of memref type `type_` holding the unpacked `values`."""
    llvm_type = converter.convert_type(type_)
    assert llvm_type is not None
    descriptor = undef(builder, location, llvm_type)
    positions = _positions(type_)
    if isinstance(type_, MemRefType):
        rank = len(type_.shape)
        order = [0, 1, 2] + [3 + k // 2 + (k % 2) * rank for k in range(2 * rank)]
        positions, values = [positions[i] for i in order], [values[i] for i in order]
    for position, value in zip(positions, values):
        descriptor = insert_value(builder, location, descriptor, value, position)
    return descriptor


def unpack_descriptor(
    builder: Any, location: Location, descriptor: Value, type_: Type
) -> list[Value]:
    """The values of the descriptor of memref type `type_`, in argument order."""
    return [
        extract_value(builder, location, descriptor, position)
        for position in _positions(type_)
    ]


def unpacked_count(type_: Type) -> int:
    """How many arguments a descriptor of `type_` is passed as."""
    return len(_positions(type_))


def from_static_shape(
    builder: Any,
    location: Location,
    converter: TypeConverter,
    type_: MemRefType,
    memory: Value,
) -> Value:
    """The descriptor of a memref of static shape, strides and offset at the
    bare pointer `memory` (allocated and aligned)."""
    layout = strides_and_offset(type_)
    assert layout is not None, "expected a strided memref"
    strides, offset = layout
    index = converter.index_type()

    def index_constant(value: Any) -> Value:
        return constant(
            builder, location, index, IntegerAttr.get(IndexType.get(), value)
        )

    descriptor = undef(builder, location, converter.convert_type(type_))  # type: ignore
    descriptor = insert_value(builder, location, descriptor, memory, [0])
    descriptor = insert_value(builder, location, descriptor, memory, [1])
    descriptor = insert_value(
        builder, location, descriptor, index_constant(offset), [2]
    )
    for i, size in enumerate(type_.shape):
        descriptor = insert_value(
            builder, location, descriptor, index_constant(size), [3, i]
        )
        descriptor = insert_value(
            builder, location, descriptor, index_constant(strides[i]), [4, i]
        )
    return descriptor
