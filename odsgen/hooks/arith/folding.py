"""Constant folding of the `arith` dialect (MLIR 16's CommonFolders.h and the
`fold` methods of ArithOps.cpp), on the bit patterns of integer and float
attributes, scalars and dense elements alike."""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

from odsgen.ir.attributes import Attribute, BoolAttr, FloatAttr, IntegerAttr
from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.floats import (
    F64,
    _round_ratio,
    convert,
    from_python_float,
    ieee_divide,
    to_python_float,
)
from odsgen.ir.types import FloatType, ShapedType

from .predicates import bit_width, element_type_or_self

IntFn = Callable[[int, int, int], "int | None"]  # (a, b, width) -> bits
FloatFn = Callable[[float, float], float]

# -- attributes as bit patterns ------------------------------------------------------


def unpack(attr: Any) -> tuple[list[int], bool] | None:
    """The bit patterns of a scalar or dense int/float attribute and whether it
    is a splat (a scalar counts as one), or None."""
    if isinstance(attr, IntegerAttr):
        return [attr.value & _mask(bit_width(attr.type))], True
    if isinstance(attr, FloatAttr):
        return [attr.bits], True
    if isinstance(attr, DenseIntOrFPElementsAttr):
        if attr.is_splat:
            return [attr.element_bits(0)], True
        return [attr.element_bits(i) for i in range(len(attr))], False
    return None


def pack(type_: Any, patterns: Sequence[int]) -> Attribute | None:
    """The attribute of `type_` holding these bit patterns (one for a splat)."""
    element = element_type_or_self(type_)
    if not isinstance(element, FloatType):
        mask = _mask(bit_width(element))
        patterns = [p & mask for p in patterns]
    if isinstance(type_, ShapedType):
        if len(patterns) == 1:  # a splat, of a dynamic shape too (as MLIR 16)
            return DenseIntOrFPElementsAttr.get_splat_bits(type_, patterns[0])
        return DenseIntOrFPElementsAttr.from_bit_patterns(type_, list(patterns))
    if isinstance(type_, FloatType):
        return FloatAttr.get_bits(type_, patterns[0])
    return IntegerAttr.get(type_, patterns[0])


def splat_bits(attr: Any) -> int | None:
    """The one bit pattern of a scalar or splat constant, else None."""
    unpacked = unpack(attr)
    if unpacked is None or not unpacked[1]:
        return None
    return unpacked[0][0]


def _mask(width: int | None) -> int:
    return (1 << (width or 0)) - 1


def signed(bits: int, width: int) -> int:
    """The two's complement value of `bits`."""
    return bits - (1 << width) if width and bits >> (width - 1) & 1 else bits


def is_zero(attr: Any) -> bool:
    """m_Zero / m_AnyZeroFloat-free: an integer constant (or splat) of 0."""
    return _is_int(attr) and splat_bits(attr) == 0


def is_one(attr: Any) -> bool:
    """m_One: an integer constant (or splat) of 1."""
    return _is_int(attr) and splat_bits(attr) == 1


def is_all_ones(attr: Any) -> bool:
    """m_AllOnes: an integer constant (or splat) with every bit set."""
    if not _is_int(attr):
        return False
    width = bit_width(element_type_or_self(attr.type))
    return splat_bits(attr) == _mask(width)


def _is_int(attr: Any) -> bool:
    return attr is not None and not isinstance(
        element_type_or_self(getattr(attr, "type", None)), FloatType
    )


def float_splat(attr: Any) -> float | None:
    """The value of a float constant (or splat), else None."""
    if attr is None or not isinstance(element_type_or_self(attr.type), FloatType):
        return None
    bits = splat_bits(attr)
    if bits is None:
        return None
    return to_python_float(bits, element_type_or_self(attr.type).semantics)


# -- elementwise folding ----------------------------------------------------------------


def fold_binary(operands: Sequence[Any], fn: Callable[[int, int], int | None]) -> Any:
    """constFoldBinaryOp: `fn` on the bit patterns of two constants of one type."""
    if len(operands) != 2 or operands[0] is None or operands[1] is None:
        return None
    lhs, rhs = unpack(operands[0]), unpack(operands[1])
    if lhs is None or rhs is None:
        return None
    if lhs[1] and rhs[1]:
        pairs = [(lhs[0][0], rhs[0][0])]
    else:
        count = len(operands[0])
        pairs = list(zip(_expand(lhs, count), _expand(rhs, count)))
    results = [fn(a, b) for a, b in pairs]
    if any(r is None for r in results):
        return None
    return pack(operands[0].type, results)


def _expand(unpacked: tuple[list[int], bool], count: int) -> list[int]:
    return unpacked[0] * count if unpacked[1] else unpacked[0]


def fold_int_binary(op: Any, operands: Sequence[Any], fn: IntFn) -> Any:
    """An integer binary folder: `fn(a, b, width)` on unsigned bit patterns."""
    width = bit_width(element_type_or_self(op.operands[0].type))
    if width is None:
        return None
    mask = _mask(width)

    def apply(a: int, b: int) -> int | None:
        value = fn(a, b, width)
        return None if value is None else value & mask

    return fold_binary(operands, apply)


def fold_float_binary(op: Any, operands: Sequence[Any], fn: FloatFn) -> Any:
    """A float binary folder through Python floats (exact for formats up to f64)."""
    element = element_type_or_self(op.result.type)
    if not isinstance(element, FloatType) or element.width > 64:
        return None
    semantics = element.semantics

    quiet = 1 << (semantics.mantissa_bits - 1)

    def apply(a: int, b: int) -> int:
        x, y = to_python_float(a, semantics), to_python_float(b, semantics)
        result = fn(x, y)
        if result == result:
            return from_python_float(result, semantics)
        if x != x:  # APFloat passes a NaN operand on, quieted
            return a | quiet
        if y != y:
            return b | quiet
        return from_python_float(math.nan, semantics)  # an invalid operation

    return fold_binary(operands, apply)


def fold_cast(operand: Any, result_type: Any, fn: Callable[[int], int | None]) -> Any:
    """constFoldCastOp / constFoldUnaryOp: `fn` on each element of a constant
    (scalar, splat or dense), into `result_type`."""
    unpacked = unpack(operand) if operand is not None else None
    if unpacked is None:
        return None
    values = [fn(bits) for bits in unpacked[0]]
    if any(v is None for v in values):
        return None
    return pack(result_type, values)  # type: ignore[arg-type]


def bool_attr(type_: Any, value: bool) -> Any:
    """getBoolAttribute: `true`/`false`, or a splat of it for a shaped type."""
    if isinstance(type_, ShapedType):
        return pack(type_, [int(value)])
    return BoolAttr.get(value)


# -- integer arithmetic ---------------------------------------------------------------


def div_s(a: int, b: int, w: int) -> int | None:
    x, y = signed(a, w), signed(b, w)
    if y == 0 or (y == -1 and x == -(1 << (w - 1)) and w > 1):
        return None
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def div_u(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else a // b


def ceil_div_u(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else -(-a // b)


# APInt's signed `*_ov` operations wrap and *assign* the overflow flag, so in
# MLIR 16's ceildivsi/floordivsi folders only the last step's overflow counts.


def _wrapping(value: int, width: int) -> tuple[int, bool]:
    """`value` wrapped to `width` bits (signed) and whether it overflowed."""
    wrapped = signed(value & _mask(width), width)
    return wrapped, wrapped != value


def _sdiv_ov(x: int, y: int, width: int) -> tuple[int, bool]:
    quotient = abs(x) // abs(y)
    return _wrapping(quotient if (x < 0) == (y < 0) else -quotient, width)


def _ceil_nonneg(x: int, y: int, width: int) -> tuple[int, bool]:
    """signedCeilNonnegInputs: `(x - 1) / y + 1`."""
    less, _ = _wrapping(x - 1, width)
    quotient, _ = _sdiv_ov(less, y, width)
    return _wrapping(quotient + 1, width)


def _negate(x: int, width: int) -> int:
    return _wrapping(-x, width)[0]


def _round_div_s(
    a: int, b: int, w: int, same_sign: Callable, mixed_sign: Callable
) -> int | None:
    """Signed division rounded one way: `same_sign` divides two positive
    operands rounding that way, `mixed_sign` rounds the other way (its
    negated quotient is the result when the signs differ)."""
    x, y = signed(a, w), signed(b, w)
    if y == 0:
        return None
    if x == 0:
        return 0
    if x > 0 and y > 0:
        result, overflow = same_sign(x, y, w)
    elif x < 0 and y < 0:
        result, overflow = same_sign(_negate(x, w), _negate(y, w), w)
    elif x < 0:
        result, overflow = _wrapping(-mixed_sign(_negate(x, w), y, w)[0], w)
    else:
        result, overflow = _wrapping(-mixed_sign(x, _negate(y, w), w)[0], w)
    return None if overflow else result


def ceil_div_s(a: int, b: int, w: int) -> int | None:
    return _round_div_s(a, b, w, _ceil_nonneg, _sdiv_ov)


def floor_div_s(a: int, b: int, w: int) -> int | None:
    return _round_div_s(a, b, w, _sdiv_ov, _ceil_nonneg)


def rem_u(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else a % b


def rem_s(a: int, b: int, w: int) -> int | None:
    x, y = signed(a, w), signed(b, w)
    if y == 0:
        return None
    r = abs(x) % abs(y)
    return -r if x < 0 else r


def shift_left(a: int, b: int, w: int) -> int | None:
    return a << b if b <= w else None


def shift_right_u(a: int, b: int, w: int) -> int | None:
    return a >> b if b <= w else None


def shift_right_s(a: int, b: int, w: int) -> int | None:
    return signed(a, w) >> b if b <= w else None


INT_OPS: dict[str, IntFn] = {
    "addi": lambda a, b, w: a + b,
    "subi": lambda a, b, w: a - b,
    "muli": lambda a, b, w: a * b,
    "divui": div_u,
    "divsi": div_s,
    "ceildivui": ceil_div_u,
    "ceildivsi": ceil_div_s,
    "floordivsi": floor_div_s,
    "remui": rem_u,
    "remsi": rem_s,
    "andi": lambda a, b, w: a & b,
    "ori": lambda a, b, w: a | b,
    "xori": lambda a, b, w: a ^ b,
    "shli": shift_left,
    "shrui": shift_right_u,
    "shrsi": shift_right_s,
    "maxsi": lambda a, b, w: a if signed(a, w) >= signed(b, w) else b,
    "minsi": lambda a, b, w: a if signed(a, w) <= signed(b, w) else b,
    "maxui": lambda a, b, w: max(a, b),
    "minui": lambda a, b, w: min(a, b),
}


# -- float arithmetic ------------------------------------------------------------------


def _maximum(x: float, y: float) -> float:
    """llvm::maximum: NaN wins, +0 above -0."""
    if math.isnan(x) or math.isnan(y):
        return math.nan
    if x == y == 0:
        return y if math.copysign(1, x) < 0 else x
    return max(x, y)


def _minimum(x: float, y: float) -> float:
    """llvm::minimum: NaN wins, -0 below +0."""
    if math.isnan(x) or math.isnan(y):
        return math.nan
    if x == y == 0:
        return x if math.copysign(1, x) < 0 else y
    return min(x, y)


def _remainder(x: float, y: float) -> float:
    if y == 0 or math.isinf(x) or x != x or y != y:
        return math.nan
    return math.remainder(x, y)


FLOAT_OPS: dict[str, FloatFn] = {
    "addf": lambda x, y: x + y,
    "subf": lambda x, y: x - y,
    "mulf": lambda x, y: x * y,
    "divf": ieee_divide,
    "remf": _remainder,
    "maxf": _maximum,
    "minf": _minimum,
}


def float_to_int(
    bits: int, source: FloatType, width: int, is_signed: bool
) -> int | None:
    """APFloat::convertToInteger toward zero; None when out of range or NaN."""
    value = to_python_float(bits, source.semantics)
    if math.isnan(value) or math.isinf(value):
        return None
    whole = int(value)
    low, high = (
        (-(1 << (width - 1)), (1 << (width - 1)) - 1)
        if is_signed
        else (
            0,
            (1 << width) - 1,
        )
    )
    if not low <= whole <= high:
        return None
    return whole & _mask(width)


def int_to_float(value: int, target: FloatType) -> int:
    """APFloat::convertFromAPInt, nearest even."""
    semantics = target.semantics
    if value == 0:
        return 0
    if abs(value) < 1 << 53:
        return convert(from_python_float(float(value), F64), F64, semantics)
    return _round_ratio(value < 0, abs(value), 1, semantics)
