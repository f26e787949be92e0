"""Type predicates of the `arith` dialect (OpBase.td's `...Like` constraints and
ArithOps.cpp's type helpers)."""

from __future__ import annotations

from typing import Any, Callable

from odsgen.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    ShapedType,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from .registry import hooks

ElementPredicate = Callable[[Any], bool]


@hooks.export
def is_signless(value: Any) -> bool:
    """A signless integer type."""
    return isinstance(value, IntegerType) and value.signedness == IntegerType.SIGNLESS


@hooks.export
def is_signless_or_index(value: Any) -> bool:
    """A signless integer type or `index`."""
    return is_signless(value) or isinstance(value, IndexType)


@hooks.export
def is_float(value: Any) -> bool:
    """A builtin float type."""
    return isinstance(value, FloatType)


@hooks.export
def is_i1(value: Any) -> bool:
    """`i1`."""
    return is_signless(value) and value.width == 1


@hooks.export
def is_bitcastable_element(value: Any) -> bool:
    """An element type of a memref that `arith.bitcast` accepts."""
    return is_signless_or_index(value) or is_float(value)


@hooks.export
def is_like(value: Any, element: ElementPredicate, any_rank: bool = False) -> bool:
    """`element`, a vector of it (of rank 1 or more unless `any_rank`), or a tensor of it."""
    if isinstance(value, VectorType):
        return (any_rank or len(value.shape) > 0) and element(value.element_type)
    if isinstance(value, (RankedTensorType, UnrankedTensorType)):
        return element(value.element_type)
    return element(value)


@hooks.export
def is_memref_of(value: Any, element: ElementPredicate) -> bool:
    """A memref of `element`."""
    return isinstance(value, (MemRefType, UnrankedMemRefType)) and element(
        value.element_type
    )


def element_type_or_self(value: Any) -> Any:
    """The element type of a shaped type, or the type itself."""
    return value.element_type if isinstance(value, ShapedType) else value


@hooks.export
def i1_same_shape(value: Any) -> Any:
    """`i1`, or the shaped type of `value`'s shape with `i1` elements."""
    i1 = IntegerType.get(1)
    return clone_with_element(value, i1)


def clone_with_element(value: Any, element: Any) -> Any:
    """`value`'s shape (if shaped) with element type `element`."""
    if isinstance(value, VectorType):
        return VectorType.get(value.shape, element, value.scalable_dims)
    if isinstance(value, RankedTensorType):
        return RankedTensorType.get(value.shape, element, value.encoding)
    if isinstance(value, UnrankedTensorType):
        return UnrankedTensorType.get(element)
    if isinstance(value, MemRefType):
        return MemRefType.get(value.shape, element, value.layout, value.memory_space)
    if isinstance(value, UnrankedMemRefType):
        return UnrankedMemRefType.get(element, value.memory_space)
    return element


def bit_width(value: Any) -> int | None:
    """The width of an integer or float type (`index`: 64), else None."""
    if isinstance(value, IntegerType):
        return value.width
    if isinstance(value, IndexType):
        return 64
    if isinstance(value, FloatType):
        return value.width
    return None
