"""Hand-written behaviour of the `math` dialect (MLIR 16's MathOps.cpp and
MathDialect.cpp): the constant folders, the materializer of folded values
(as `arith.constant`) and the inliner interface.

The folders of transcendental functions call the C library's functions
(`sinf` for f32, `sin` for f64, through ctypes) as MLIR's do, so that the
folded bits are those mlir-opt-16 prints on the same machine; other float
types are not folded, as in MLIR. Rounding, absolute value and copysign
work on every float type."""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import struct
from functools import cache
from typing import Any, Callable, Optional

from odsgen.ir.types import FloatType
from odsgen.transforms.inlining import OpsInliner

from ..arith.folding import fold_binary, pack, unpack
from ..arith.predicates import (
    element_type_or_self,
    is_float,
    is_like,
    is_signless_or_index,
)
from ..common import ArithConstantMaterializer
from .registry import hooks
from odsgen.ir.floats import from_python_float, to_python_float

# The arith predicates the math records name.
hooks.export(is_float)
hooks.export(is_like)
hooks.export(is_signless_or_index)


Unary = Callable[[int], Optional[int]]


@hooks.mixin("MathDialect")
class MathDialectHooks(ArithConstantMaterializer):
    """Folded values become `arith.constant`; the inliner interface."""

    __slots__ = ()

    INLINER = OpsInliner()


# -- the C library ------------------------------------------------------------------


@cache
def _libm() -> Any:
    return ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")


@cache
def _c_function(name: str, arity: int, single: bool) -> Any:
    """The C function `name` (`namef` for single precision)."""
    function = getattr(_libm(), name + ("f" if single else ""))
    c_type = ctypes.c_float if single else ctypes.c_double
    function.restype = c_type
    function.argtypes = [c_type] * arity
    return function


def _to_float(bits: int, width: int) -> float:
    if width == 32:
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def _to_bits(value: float, width: int) -> int:
    if width == 32:
        return struct.unpack("<I", struct.pack("<f", value))[0]
    return struct.unpack("<Q", struct.pack("<d", value))[0]


# -- elementwise folding ------------------------------------------------------------


def _fold_unary(operands: Any, function: Unary) -> Any:
    """constFoldUnaryOp(Conditional): `function` on the bits of each element;
    no fold if it declines any."""
    operand = operands[0] if operands else None
    unpacked = None if operand is None else unpack(operand)
    if unpacked is None:
        return None
    results = [function(bits) for bits in unpacked[0]]
    if any(result is None for result in results):
        return None
    return pack(operand.type, results)


def _float_width(op: Any) -> int | None:
    element = element_type_or_self(op.result.type)
    return element.width if isinstance(element, FloatType) else None


def _libm_unary(name: str, accept: Callable[[float], bool] | None = None) -> Any:
    """A folder calling the C function `name` on f32 and f64 elements."""

    def folder(op: Any, operands: Any) -> Any:
        width = _float_width(op)
        if width not in (32, 64):
            return None
        function = _c_function(name, 1, width == 32)

        def apply(bits: int) -> int | None:
            value = _to_float(bits, width)
            if accept is not None and not accept(value):
                return None
            return _to_bits(function(value), width)

        return _fold_unary(operands, apply)

    return folder


def _libm_binary(name: str, nan_for_zeros: bool = False) -> Any:
    """A folder calling the C function `name` on two f32 or f64 elements."""

    def folder(op: Any, operands: Any) -> Any:
        width = _float_width(op)
        if width not in (32, 64):
            return None
        function = _c_function(name, 2, width == 32)

        def apply(a: int, b: int) -> int:
            x, y = _to_float(a, width), _to_float(b, width)
            if nan_for_zeros and x == 0 and y == 0:
                return _to_bits(math.nan, width)
            return _to_bits(function(x, y), width)

        return fold_binary(operands, apply)

    return folder


def _sign_bit(op: Any) -> int | None:
    element = element_type_or_self(op.result.type)
    return 1 << (element.width - 1) if isinstance(element, FloatType) else None


def _fold_abs_f(op: Any, operands: Any) -> Any:
    sign = _sign_bit(op)
    return None if sign is None else _fold_unary(operands, lambda a: a & ~sign)


def _fold_copysign(op: Any, operands: Any) -> Any:
    sign = _sign_bit(op)
    if sign is None:
        return None
    return fold_binary(operands, lambda a, b: (a & ~sign) | (b & sign))


def _rounding(to_integral: Callable[[float], float]) -> Any:
    """APFloat::roundToIntegral with a rounding mode, on any float type whose
    values Python floats hold exactly."""

    def folder(op: Any, operands: Any) -> Any:
        element = element_type_or_self(op.result.type)
        if not isinstance(element, FloatType) or element.width > 64:
            return None
        semantics = element.semantics
        quiet = 1 << (semantics.mantissa_bits - 1)

        def apply(bits: int) -> int:
            value = to_python_float(bits, semantics)
            if value != value:
                return bits | quiet
            if math.isinf(value):
                return bits
            result = math.copysign(float(to_integral(value)), value)
            return from_python_float(result, semantics)

        return _fold_unary(operands, apply)

    return folder


def _round_half_even(value: float) -> float:
    return float(round(value))


def _round_half_away(value: float) -> float:
    return float(math.floor(abs(value) + 0.5)) * (1 if value >= 0 else -1)


# -- integer folders ----------------------------------------------------------------


def _int_width(op: Any) -> int:
    element = element_type_or_self(op.result.type)
    return getattr(element, "width", 64)


def _fold_abs_i(op: Any, operands: Any) -> Any:
    width = _int_width(op)
    sign = 1 << (width - 1)
    mask = (1 << width) - 1
    return _fold_unary(operands, lambda a: (-a & mask) if a & sign else a)


def _fold_ctlz(op: Any, operands: Any) -> Any:
    width = _int_width(op)
    return _fold_unary(operands, lambda a: width - a.bit_length())


def _fold_cttz(op: Any, operands: Any) -> Any:
    width = _int_width(op)
    return _fold_unary(
        operands, lambda a: width if a == 0 else (a & -a).bit_length() - 1
    )


def _fold_ctpop(op: Any, operands: Any) -> Any:
    return _fold_unary(operands, lambda a: bin(a).count("1"))


def _fold_ipowi(op: Any, operands: Any) -> Any:
    width = _int_width(op)
    mask = (1 << width) - 1
    sign = 1 << (width - 1)

    def apply(base: int, power: int) -> int | None:
        if power == 0:
            return 1 & mask
        if power & sign:
            if base == 0:
                return None
            if base == 1 & mask:
                return 1 & mask
            if base != mask:
                return 0
            return mask if power & 1 else 1 & mask
        return pow(base, power, 1 << width)

    return fold_binary(operands, apply)


def _not_negative(value: float) -> bool:
    return not math.copysign(1.0, value) < 0


def _log1p_defined(value: float) -> bool:
    return not math.copysign(1.0, value + 1.0) < 0


_FOLDERS: dict[str, Callable[[Any, Any], Any]] = {
    "math.absf": _fold_abs_f,
    "math.absi": _fold_abs_i,
    "math.atan": _libm_unary("atan"),
    "math.atan2": _libm_binary("atan2", nan_for_zeros=True),
    "math.ceil": _rounding(math.ceil),
    "math.copysign": _fold_copysign,
    "math.cos": _libm_unary("cos"),
    "math.sin": _libm_unary("sin"),
    "math.ctlz": _fold_ctlz,
    "math.cttz": _fold_cttz,
    "math.ctpop": _fold_ctpop,
    "math.erf": _libm_unary("erf"),
    "math.exp": _libm_unary("exp"),
    "math.exp2": _libm_unary("exp2"),
    "math.expm1": _libm_unary("expm1"),
    "math.floor": _rounding(math.floor),
    "math.ipowi": _fold_ipowi,
    "math.log": _libm_unary("log", _not_negative),
    "math.log10": _libm_unary("log10", _not_negative),
    "math.log1p": _libm_unary("log1p", _log1p_defined),
    "math.log2": _libm_unary("log2", _not_negative),
    "math.powf": _libm_binary("pow"),
    "math.sqrt": _libm_unary("sqrt", _not_negative),
    "math.tan": _libm_unary("tan"),
    "math.tanh": _libm_unary("tanh"),
    "math.roundeven": _rounding(_round_half_even),
    "math.round": _libm_unary("round"),
    "math.trunc": _libm_unary("trunc"),
}


@hooks.export
def fold(op: Any, operands: Any) -> Any:
    """The folder of the op, by name (MLIR 16's `fold` methods)."""
    return _FOLDERS[op.name](op, operands)
