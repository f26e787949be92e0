"""MLIR attributes as LLVM constants (MLIR's `getLLVMConstant`)."""

from __future__ import annotations

from typing import Any, Callable

from ...ir.attributes import ArrayAttr, FlatSymbolRefAttr, FloatAttr, IntegerAttr
from ...ir.attributes import StringAttr
from ...ir.dense import DenseIntOrFPElementsAttr, SparseElementsAttr
from ...ir.floats import SEMANTICS, convert
from ...ir.types import ComplexType, FloatType, IndexType, IntegerType, VectorType
from ..llvm_enums import FLOAT_NAMES
from .types import TypeTranslator
from .values import (
    Aggregate,
    ConstExpr,
    ConstFP,
    ConstInt,
    ConstString,
    Constant,
    Special,
    canonical,
)


class ConstantError(Exception):
    """MLIR's diagnostic for an attribute that is no constant of the type."""


def scalar(mlir_type: Any, tt: TypeTranslator, attr: Any) -> Constant:
    """An integer or float attribute as a constant of `mlir_type`."""
    if isinstance(attr, FloatAttr):
        if not isinstance(mlir_type, FloatType) or mlir_type != attr.type:
            raise ConstantError(
                "FloatAttr does not match expected type of the constant"
            )
        return ConstFP(tt(mlir_type), mlir_type.name, attr.bits)
    if isinstance(attr, IntegerAttr):
        if isinstance(mlir_type, FloatType):
            raise ConstantError("unsupported constant value")
        bits = 64 if isinstance(mlir_type, IndexType) else mlir_type.width
        return ConstInt(bits, attr.value)
    raise ConstantError("unsupported constant value")


def sequence(mlir_type: Any, tt: TypeTranslator, leaves: list[Constant]) -> Constant:
    """The aggregate of `mlir_type` (arrays and vectors) over `leaves`, in order."""
    position = 0

    def build(t: Any) -> Constant:
        nonlocal position
        element, count, kind = aggregate_shape(t)
        if element is None:
            leaf = leaves[position]
            position += 1
            return leaf
        items = [build(element) for _ in range(count)]
        return make_aggregate(tt(t), kind, items)

    return build(mlir_type)


def aggregate_shape(t: Any) -> tuple[Any, int, str]:
    """(element type, count, kind) of an array or vector type; (None, 0, '') otherwise."""
    mnemonic = getattr(t, "MNEMONIC", None)
    if mnemonic == "array":
        return t.element_type, t.num_elements, "array"
    if mnemonic == "vec":
        count = getattr(t, "num_elements", None) or t.min_num_elements
        return t.element_type, count, "vector"
    if isinstance(t, VectorType):
        if len(t.shape) > 1:
            inner = VectorType.get(list(t.shape[1:]), t.element_type)
            return inner, t.shape[0], "vector"
        return t.element_type, t.shape[0], "vector"
    return None, 0, ""


def make_aggregate(type_: str, kind: str, items: list[Constant]) -> Constant:
    """An array or vector constant, uniqued as LLVM does (`c"..."`, zeroinitializer)."""
    if (
        kind == "array"
        and type_.endswith("x i8]")
        and all(isinstance(i, ConstInt) and i.bits == 8 for i in items)
    ):
        return canonical(ConstString(bytes(i.value for i in items)))
    if type_.startswith("<vscale x "):
        return _scalable_splat(type_, items[0])
    return canonical(Aggregate(type_, kind, items))


def _scalable_splat(type_: str, value: Constant) -> Constant:
    """A splat of a scalable vector: a `shufflevector` expression, as LLVM 16 prints it."""
    if value.is_null:
        return Special(type_, "zeroinitializer")
    mask = type_.rsplit(" x ", 1)[0] + " x i32>"
    return ConstExpr(
        type_,
        [
            f"shufflevector ({type_} insertelement ({type_} poison, {value.type} ",
            value,
            f", i64 0), {type_} poison, {mask} zeroinitializer)",
        ],
    )


def innermost(t: Any) -> Any:
    while True:
        element, _, _ = aggregate_shape(t)
        if element is None:
            return t
        t = element


def count_leaves(t: Any) -> int:
    element, count, _ = aggregate_shape(t)
    return 1 if element is None else count * count_leaves(element)


def from_attribute(
    mlir_type: Any,
    attr: Any,
    tt: TypeTranslator,
    function_ref: Callable[[str], Constant],
) -> Constant:
    """MLIR's `getLLVMConstant(type, attr)`."""
    if attr is None:
        return Special(tt(mlir_type), "undef")
    if getattr(mlir_type, "MNEMONIC", None) == "struct":
        if not isinstance(attr, ArrayAttr) or len(attr.value) != 2:
            raise ConstantError("expected struct type to be a complex number")
        element = mlir_type.body[0]
        parts = [from_attribute(element, a, tt, function_ref) for a in attr.value]
        kind = "packed" if mlir_type.packed else "struct"
        return canonical(Aggregate(tt(mlir_type), kind, parts))
    if isinstance(attr, (IntegerAttr, FloatAttr)):
        if isinstance(attr, IntegerAttr) and isinstance(mlir_type, FloatType):
            raise ConstantError("unsupported constant value")
        if isinstance(attr, FloatAttr):
            return scalar(mlir_type, tt, attr)
        bits = 64 if isinstance(mlir_type, IndexType) else mlir_type.width
        return ConstInt(bits, attr.value)
    if isinstance(attr, FlatSymbolRefAttr):
        return function_ref(attr.value)
    if isinstance(attr, DenseIntOrFPElementsAttr):
        leaf_type = innermost(mlir_type)
        total = count_leaves(mlir_type)
        element = attr.type.element_type
        if isinstance(element, VectorType):
            element = element.element_type
        if attr.is_splat:
            bits = attr.element_bits(0)
            leaves = [_retyped(leaf_type, element, tt, bits)] * total
        else:
            leaves = [
                _retyped(leaf_type, element, tt, attr.element_bits(i))
                for i in range(len(attr))
            ]
            if len(leaves) != total:
                raise ConstantError("unsupported constant value")
        return sequence(mlir_type, tt, leaves)
    if isinstance(attr, SparseElementsAttr):
        return _sparse(mlir_type, attr, tt)
    if isinstance(attr, StringAttr):
        return canonical(ConstString(attr.value.encode("utf-8", "surrogateescape")))
    raise ConstantError("unsupported constant value")


def _sparse(mlir_type: Any, attr: Any, tt: TypeTranslator) -> Constant:
    """A sparse attribute's elements (zero where not listed), in row-major order."""
    shape = list(attr.type.shape)
    total = count_leaves(mlir_type)
    leaf_type = innermost(mlir_type)
    element = attr.type.element_type
    bits: list[Any] = [0] * total
    rank = len(shape)
    for n in range(len(attr.values)):
        flat = 0
        for d in range(rank):
            index = attr.indices.element_bits(n * rank + d)
            flat = flat * shape[d] + index
        bits[flat] = attr.values.element_bits(0 if attr.values.is_splat else n)
    leaves = [_retyped(leaf_type, element, tt, b) for b in bits]
    return sequence(mlir_type, tt, leaves)


def _retyped(leaf_type: Any, element: Any, tt: TypeTranslator, bits: Any) -> Constant:
    """An element's bits as a constant of the LLVM leaf type."""
    if getattr(leaf_type, "MNEMONIC", None) == "struct":
        if not isinstance(bits, tuple) or len(leaf_type.body or ()) != 2:
            raise ConstantError("expected struct type to be a complex number")
        part = leaf_type.body[0]
        inner = element.element_type if isinstance(element, ComplexType) else element
        parts = [_retyped(part, inner, tt, b) for b in bits]
        kind = "packed" if leaf_type.packed else "struct"
        return canonical(Aggregate(tt(leaf_type), kind, parts))
    if isinstance(leaf_type, FloatType):
        if isinstance(element, FloatType) and element != leaf_type:
            bits = convert(bits, SEMANTICS[element.name], SEMANTICS[leaf_type.name])
        return ConstFP(FLOAT_NAMES[leaf_type.name], leaf_type.name, bits)
    if isinstance(leaf_type, (IntegerType, IndexType)):
        width = 64 if isinstance(leaf_type, IndexType) else leaf_type.width
        if isinstance(element, IntegerType) and bits >> (element.width - 1) & 1:
            bits -= 1 << element.width  # sign-extend (sextOrTrunc)
        return ConstInt(width, bits)
    raise ConstantError("unsupported constant value")
