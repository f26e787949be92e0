"""MLIR 16 floating-point semantics: decimal parsing and attribute printing.

This module reproduces, bit for bit, what MLIR 16 (and the ``llvm::APFloat`` it
is built on) does with floating-point attribute values:

* :func:`parse_decimal` is ``llvm::APFloat(sem, text)``: the correctly rounded
  (nearest, ties to even) value of a decimal string.
* :func:`parse_literal` is what MLIR 16's parser does with a float literal of a
  given type: hexadecimal literals are bit patterns, decimal literals are first
  rounded to ``f64`` and then converted (rounded again) to the target type.
* :func:`format_float` is ``printFloatValue`` from MLIR 16's ``AsmPrinter``.
* :func:`convert`, :func:`from_python_float` and :func:`to_python_float` are
  ``APFloat::convert`` with round-to-nearest-even.

Values are handled as raw bit patterns (Python ints).  Finite values are
decoded into ``significand * 2**exponent`` and all arithmetic is exact integer
arithmetic; ``f64`` and ``f32`` take shortcuts through :mod:`struct` and
Python's correctly rounded ``float()``/``'%e'`` where they provably agree.
"""

from __future__ import annotations

import math
import struct
from enum import Enum
from functools import lru_cache

from .lazy_patterns import LazyPattern
from .records import FrozenRecord, set_fields


class FloatSemantics(FrozenRecord):
    """An ``llvm::fltSemantics``: the layout and value set of one float format.

    ``precision`` counts significand bits including the integer bit; a finite
    nonzero value is ``m * 2**(e - precision + 1)`` with ``m < 2**precision``
    and ``min_exponent <= e <= max_exponent``.  Formats without infinity
    (``has_inf=False``, the ``FN`` types) have a single NaN encoding per sign,
    all exponent and mantissa bits set, and overflow to NaN.  ``x87`` marks the
    80-bit x87 format, which stores its integer bit explicitly.
    """

    _FIELDS = (
        "name",
        "width",
        "precision",
        "max_exponent",
        "min_exponent",
        "has_inf",
        "x87",
    )
    # Besides the fields: the number of stored significand bits, of bits of
    # the biased exponent field, and the exponent bias (the stored field of
    # ``2**0``).
    __slots__ = _FIELDS + ("mantissa_bits", "exponent_bits", "bias")
    name: str
    width: int
    precision: int
    max_exponent: int
    min_exponent: int
    has_inf: bool
    x87: bool
    mantissa_bits: int
    exponent_bits: int
    bias: int

    def __init__(
        self,
        name: str,
        width: int,
        precision: int,
        max_exponent: int,
        min_exponent: int,
        has_inf: bool = True,
        x87: bool = False,
    ) -> None:
        mantissa_bits = precision if x87 else precision - 1
        set_fields(
            self,
            name=name,
            width=width,
            precision=precision,
            max_exponent=max_exponent,
            min_exponent=min_exponent,
            has_inf=has_inf,
            x87=x87,
            mantissa_bits=mantissa_bits,
            exponent_bits=width - 1 - mantissa_bits,
            bias=1 - min_exponent,
        )


F16 = FloatSemantics("f16", 16, 11, 15, -14)
BF16 = FloatSemantics("bf16", 16, 8, 127, -126)
F32 = FloatSemantics("f32", 32, 24, 127, -126)
F64 = FloatSemantics("f64", 64, 53, 1023, -1022)
F80 = FloatSemantics("f80", 80, 64, 16383, -16382, x87=True)
F128 = FloatSemantics("f128", 128, 113, 16383, -16382)
F8E5M2 = FloatSemantics("f8E5M2", 8, 3, 15, -14)
F8E4M3FN = FloatSemantics("f8E4M3FN", 8, 4, 8, -6, has_inf=False)

SEMANTICS: dict[str, FloatSemantics] = {
    sem.name: sem for sem in (F16, BF16, F32, F64, F80, F128, F8E5M2, F8E4M3FN)
}

_PRINT_PRECISION = 6
_DEFAULT_MAX_PADDING = 3
_OVERLARGE_EXPONENT = 24000
# The literals' patterns, compiled on first use (most inputs hold no float
# literal: compiling the three cost every start-up 2 million instructions).
_DECIMAL = LazyPattern(r"([-+]?)([0-9]+)(?:\.([0-9]*))?(?:[eE]([-+]?)([0-9]+))?")
_MLIR_FLOAT = LazyPattern(r"-?[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?")
_MLIR_HEX = LazyPattern(r"0x[0-9a-fA-F]+")


class Kind(Enum):
    """APFloat's value categories."""

    ZERO = "zero"
    FINITE = "finite"
    INF = "inf"
    NAN = "nan"


class Decoded(FrozenRecord):
    """A decoded bit pattern; finite values equal ``significand * 2**exponent``.

    For NaNs ``significand`` is the stored payload (for x87 including the
    integer bit), as APFloat keeps it.
    """

    __slots__ = ("kind", "negative", "significand", "exponent")
    _FIELDS = __slots__
    kind: Kind
    negative: bool
    significand: int
    exponent: int

    def __init__(self, kind: Kind, negative: bool, significand: int, exponent: int):
        set_fields(
            self,
            kind=kind,
            negative=negative,
            significand=significand,
            exponent=exponent,
        )


@lru_cache(maxsize=1024)
def _pow5(n: int) -> int:
    """``5**n``, cached."""
    return 5**n


@lru_cache(maxsize=1024)
def _pow10(n: int) -> int:
    """``10**n``, cached."""
    return 10**n


def _check_bits(bits: int, sem: FloatSemantics) -> None:
    """Raise ValueError unless ``bits`` is a bit pattern of ``sem``."""
    if not 0 <= bits < 1 << sem.width:
        raise ValueError(f"{bits:#x} is not a {sem.name} bit pattern")


def decode(bits: int, sem: FloatSemantics) -> Decoded:
    """Classify ``bits`` and split a finite value into significand and exponent.

    x87 patterns follow APFloat: a zero exponent with the integer bit set
    (pseudo-denormal) is a finite value, and unnormals, pseudo-infinities and
    pseudo-NaNs are NaNs.
    """
    _check_bits(bits, sem)
    negative = bool(bits >> (sem.width - 1))
    field = (bits >> sem.mantissa_bits) & ((1 << sem.exponent_bits) - 1)
    mantissa = bits & ((1 << sem.mantissa_bits) - 1)
    top_field = (1 << sem.exponent_bits) - 1
    scale = sem.precision - 1
    if field == 0:
        if mantissa == 0:
            return Decoded(Kind.ZERO, negative, 0, 0)
        return Decoded(Kind.FINITE, negative, mantissa, sem.min_exponent - scale)
    if sem.x87:
        integer_bit = mantissa >> 63
        if field == top_field:
            kind = Kind.INF if mantissa == 1 << 63 else Kind.NAN
            return Decoded(kind, negative, mantissa, 0)
        if not integer_bit:
            return Decoded(Kind.NAN, negative, mantissa, 0)
        return Decoded(Kind.FINITE, negative, mantissa, field - sem.bias - scale)
    if field == top_field:
        if sem.has_inf:
            kind = Kind.INF if mantissa == 0 else Kind.NAN
            return Decoded(kind, negative, mantissa, 0)
        if mantissa == (1 << sem.mantissa_bits) - 1:
            return Decoded(Kind.NAN, negative, mantissa, 0)
    significand = mantissa | (1 << sem.mantissa_bits)
    return Decoded(Kind.FINITE, negative, significand, field - sem.bias - scale)


def is_nan(bits: int, sem: FloatSemantics) -> bool:
    """Whether ``bits`` is a NaN of ``sem`` (as APFloat classifies it)."""
    return decode(bits, sem).kind is Kind.NAN


def is_inf(bits: int, sem: FloatSemantics) -> bool:
    """Whether ``bits`` is an infinity of ``sem``."""
    return decode(bits, sem).kind is Kind.INF


def _sign_bit(negative: bool, sem: FloatSemantics) -> int:
    """The sign bit of ``sem`` if ``negative``, else 0."""
    return int(negative) << (sem.width - 1)


def _inf_bits(negative: bool, sem: FloatSemantics) -> int:
    """Bits of a signed infinity (x87 infinities have the integer bit set)."""
    top_field = (1 << sem.exponent_bits) - 1
    integer_bit = 1 << 63 if sem.x87 else 0
    return _sign_bit(negative, sem) | top_field << sem.mantissa_bits | integer_bit


def _nan_only_bits(negative: bool, sem: FloatSemantics) -> int:
    """Bits of the NaN of a format without infinity: everything but the sign set."""
    return _sign_bit(negative, sem) | ((1 << (sem.width - 1)) - 1)


def _overflow_bits(negative: bool, sem: FloatSemantics) -> int:
    """What an overflowing round-to-nearest operation yields: inf, or NaN if none."""
    if sem.has_inf:
        return _inf_bits(negative, sem)
    return _nan_only_bits(negative, sem)


def _encode_finite(negative: bool, q: int, shift: int, sem: FloatSemantics) -> int:
    """Bits of ``(-1)**negative * q * 2**shift`` for an already rounded ``q``.

    ``q < 2**precision``, and ``shift`` is at least the subnormal ulp exponent
    (``min_exponent - precision + 1``) and equals it whenever ``q`` is
    subnormal.  Exponents above the range overflow, as does, in formats without
    infinity, the all-ones pattern reserved for NaN.
    """
    sign = _sign_bit(negative, sem)
    if q == 0:
        return sign
    if q < 1 << (sem.precision - 1):
        return sign | q
    exponent = shift + sem.precision - 1
    if exponent > sem.max_exponent:
        return _overflow_bits(negative, sem)
    if (
        not sem.has_inf
        and exponent == sem.max_exponent
        and q == (1 << sem.precision) - 1
    ):
        return _overflow_bits(negative, sem)
    mantissa = q if sem.x87 else q - (1 << (sem.precision - 1))
    return sign | (exponent + sem.bias) << sem.mantissa_bits | mantissa


def _round_ratio(negative: bool, num: int, den: int, sem: FloatSemantics) -> int:
    """Bits of ``±num/den`` (``num, den > 0``) rounded to nearest, ties to even."""
    exponent = num.bit_length() - den.bit_length()
    if num << max(-exponent, 0) < den << max(exponent, 0):
        exponent -= 1
    shift = max(exponent, sem.min_exponent) - (sem.precision - 1)
    divisor = den << max(shift, 0)
    q, r = divmod(num << max(-shift, 0), divisor)
    if 2 * r > divisor or (2 * r == divisor and q & 1):
        q += 1
    if q == 1 << sem.precision:
        q, shift = q >> 1, shift + 1
    return _encode_finite(negative, q, shift, sem)


def _int_from_digits(digits: str) -> int:
    """``int(digits)`` for decimal strings of any length (beyond 4300 digits too)."""
    if len(digits) <= 4000:
        return int(digits)
    split = len(digits) // 2
    low = len(digits) - split
    return _int_from_digits(digits[:split]) * _pow10(low) + _int_from_digits(
        digits[split:]
    )


def _parse_exact(negative: bool, digits: str, exp10: int, sem: FloatSemantics) -> int:
    """Bits nearest to ``±int(digits) * 10**exp10``, APFloat's decimal conversion.

    APFloat first screens out values that certainly overflow or underflow with
    a cheap estimate of the decimal exponent; the remaining ones are rounded
    exactly.
    """
    significant = digits.lstrip("0")
    stripped = significant.rstrip("0")
    if not stripped:
        return _sign_bit(negative, sem)
    exp10 += len(significant) - len(stripped)
    normalized = exp10 + len(stripped) - 1
    if (normalized + 1) * 28738 <= 8651 * (sem.min_exponent - sem.precision):
        return _sign_bit(negative, sem)
    if (normalized - 1) * 42039 >= 12655 * sem.max_exponent:
        return _overflow_bits(negative, sem)
    mantissa = _int_from_digits(stripped)
    if exp10 >= 0:
        return _round_ratio(negative, mantissa * _pow10(exp10), 1, sem)
    return _round_ratio(negative, mantissa, _pow10(-exp10), sem)


_F32_OVERFLOW_THRESHOLD = (2 - 2.0**-24) * 2.0**127


def _f32_bits_of_double(x: float) -> int:
    """Bits of the f32 nearest to the double ``x`` (ties to even, via the C cast)."""
    try:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    except OverflowError:
        return _inf_bits(x < 0, F32)


def _f32_from_decimal_double(x: float) -> int | None:
    """Bits of the f32 nearest to a decimal string whose correctly rounded
    double is ``x``, or None when that cannot be decided from ``x`` alone.

    Rounding a decimal to double never crosses a double, and every f32
    rounding boundary (midpoints between f32 values, and the overflow
    threshold) is a double; so rounding via the double is exact unless ``x``
    is itself such a boundary.
    """
    bits = _f32_bits_of_double(x)
    nearest = struct.unpack("<f", struct.pack("<I", bits))[0]
    if nearest == x:
        return bits
    if abs(x) == _F32_OVERFLOW_THRESHOLD:
        return None
    if bits & 0x7FFFFFFF == 0x7F800000:
        return bits
    other = bits + 1 if abs(x) > abs(nearest) else bits - 1
    neighbour = struct.unpack("<f", struct.pack("<I", other))[0]
    return None if nearest + neighbour == 2 * x else bits


def _split_decimal(text: str) -> tuple[bool, str, int, bool]:
    """Split a decimal literal into (negative, digits, exponent, clamped).

    The value is ``±int(digits) * 10**exponent``.  Like APFloat, an explicit
    exponent of magnitude 24000 or more is clamped to 24000; ``clamped`` says
    whether that happened.
    """
    match = _DECIMAL.compiled().fullmatch(text)
    if match is None:
        raise ValueError(f"invalid decimal float literal {text!r}")
    sign, whole, fraction, exp_sign, exp_digits = match.groups()
    fraction = fraction or ""
    significant = (exp_digits or "").lstrip("0")
    clamped = len(significant) > 5 or int(significant or "0") >= _OVERLARGE_EXPONENT
    written = _OVERLARGE_EXPONENT if clamped else int(significant or "0")
    if exp_sign == "-":
        written = -written
    return sign == "-", whole + fraction, written - len(fraction), clamped


def parse_decimal(text: str, sem: FloatSemantics) -> int:
    """Bits of the float nearest to the decimal literal ``text``, as
    ``llvm::APFloat(sem, text)`` computes them.

    ``text`` is ``[-+]?[0-9]+([.][0-9]*)?([eE][-+]?[0-9]+)?``.  Rounding is to
    nearest, ties to even; overflow gives infinity (NaN for formats without
    infinity), underflow a signed zero.
    """
    negative, digits, exp10, clamped = _split_decimal(text)
    if sem is F64 and not clamped:
        return struct.unpack("<Q", struct.pack("<d", float(text)))[0]
    if sem is F32 and not clamped:
        bits = _f32_from_decimal_double(float(text))
        if bits is not None:
            return bits
    return _parse_exact(negative, digits, exp10, sem)


def _convert_nan(decoded: Decoded, src: FloatSemantics, dst: FloatSemantics) -> int:
    """``APFloat::convert`` of a NaN: the payload is shifted to the new width,
    signalling NaNs become quiet (even when ``src`` is ``dst``) and x87 NaNs get
    their integer bit; formats without infinity get their only NaN.
    """
    if not dst.has_inf:
        return _nan_only_bits(decoded.negative, dst)
    signalling = src.has_inf and not decoded.significand >> (src.precision - 2) & 1
    shift = dst.precision - src.precision
    payload = decoded.significand
    payload = payload << shift if shift >= 0 else payload >> -shift
    if dst.x87:
        payload |= 1 << 63
    if signalling:
        payload |= 1 << (dst.precision - 2)
    payload &= (1 << dst.mantissa_bits) - 1
    return _inf_bits(decoded.negative, dst) | payload


def convert(bits: int, src: FloatSemantics, dst: FloatSemantics) -> int:
    """``APFloat::convert(dst, rmNearestTiesToEven)`` of the ``src`` value ``bits``."""
    decoded = decode(bits, src)
    if decoded.kind is Kind.ZERO:
        return _sign_bit(decoded.negative, dst)
    if decoded.kind is Kind.INF:
        return _overflow_bits(decoded.negative, dst)
    if decoded.kind is Kind.NAN:
        return _convert_nan(decoded, src, dst)
    if src == dst:
        return canonical_bits(bits, src)
    num = decoded.significand << max(decoded.exponent, 0)
    return _round_ratio(decoded.negative, num, 1 << max(-decoded.exponent, 0), dst)


def from_python_float(x: float, sem: FloatSemantics) -> int:
    """Bits of the double ``x`` converted to ``sem`` (nearest, ties to even)."""
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    if sem is F64:
        return bits
    if sem is F32 and x == x:
        return _f32_bits_of_double(x)
    return convert(bits, F64, sem)


def to_python_float(bits: int, sem: FloatSemantics) -> float:
    """The double nearest to the ``sem`` value ``bits`` (exact where representable)."""
    if sem is F64:
        _check_bits(bits, sem)
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if sem is F32 and bits & 0x7FFFFFFF <= 0x7F800000:
        _check_bits(bits, sem)
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    return struct.unpack("<d", struct.pack("<Q", convert(bits, sem, F64)))[0]


def ieee_divide(x: float, y: float) -> float:
    """IEEE ``x / y`` on doubles: a zero divisor gives a signed infinity or NaN
    (where Python raises ZeroDivisionError)."""
    if y != 0:
        return x / y
    if x != x or x == 0:
        return math.nan
    return math.copysign(math.inf, x) * math.copysign(1.0, y)


def parse_literal(text: str, sem: FloatSemantics) -> int:
    """Bits MLIR 16's parser gives the float attribute literal ``text : sem``.

    A hexadecimal literal (``0x...``) is the bit pattern itself; MLIR 16 reads
    it as a 64-bit integer, so it must fit in 64 bits and in the type.  A
    decimal literal must contain a '.' and is rounded to ``f64`` first
    (``StringRef::getAsDouble``, out-of-range values become inf or 0), then
    converted to ``sem`` -- a double rounding for narrower types and a
    precision loss for ``f80``/``f128``.  A leading '-' negates the double.
    """
    if _MLIR_HEX.compiled().fullmatch(text):
        bits = int(text, 16)
        if bits >> min(64, sem.width):
            raise ValueError(f"hexadecimal float constant out of range for {sem.name}")
        return bits
    if not _MLIR_FLOAT.compiled().fullmatch(text):
        raise ValueError(f"invalid {sem.name} float literal {text!r}")
    return convert(parse_decimal(text, F64), F64, sem)


def _apfloat_digits(n: int, exponent: int, precision: int) -> tuple[str, int]:
    """The digits and decimal exponent APFloat::toString chooses for
    ``n * 2**exponent`` (``n > 0``): the value is about ``int(digits) * 10**exp``.

    APFloat computes the exact decimal significand, then drops whole powers of
    ten by *truncating* division while keeping at least ``precision`` digits
    (sometimes exactly ``precision``, and then no rounding happens at all),
    and finally rounds the remaining digits half-up to ``precision`` digits.
    Trailing zeros are never part of ``digits``.
    """
    trailing = (n & -n).bit_length() - 1
    n, exponent = n >> trailing, exponent + trailing
    if exponent >= 0:
        value, exp10 = n << exponent, 0
    else:
        value, exp10 = n * _pow5(-exponent), exponent
    required = (precision * 196 + 58) // 59
    if value.bit_length() > required:
        removable = (value.bit_length() - required) * 59 // 196
        value //= _pow10(removable)
        exp10 += removable
    text = str(value)
    digits = text.rstrip("0")
    exp10 += len(text) - len(digits)
    if len(digits) <= precision:
        return digits, exp10
    head = digits[:precision]
    if digits[precision] >= "5":
        head = str(int(head) + 1)
    exp10 += len(digits) - precision
    rounded = head.rstrip("0")
    return rounded, exp10 + len(head) - len(rounded)


def _apfloat_layout(
    digits: str, exp10: int, precision: int, max_padding: int, truncate_zero: bool
) -> str:
    """Lay out ``int(digits) * 10**exp10`` the way APFloat::toString does."""
    count = len(digits)
    if not max_padding:
        scientific = True
    elif exp10 >= 0:
        scientific = exp10 > max_padding or count + exp10 > precision
    else:
        leading = exp10 + count - 1
        scientific = leading < 0 and -leading > max_padding
    if scientific:
        fraction = digits[1:]
        if truncate_zero:
            fraction = fraction or "0"
        else:
            fraction = fraction.ljust(precision, "0")
        power = exp10 + count - 1
        sign = "+" if power >= 0 else "-"
        power_text = str(abs(power)) if truncate_zero else f"{abs(power):02d}"
        marker = "E" if truncate_zero else "e"
        return f"{digits[0]}.{fraction}{marker}{sign}{power_text}"
    if exp10 >= 0:
        return digits + "0" * exp10
    whole = exp10 + count
    if whole > 0:
        return f"{digits[:whole]}.{digits[whole:]}"
    return "0." + "0" * -whole + digits


def apfloat_to_string(
    bits: int,
    sem: FloatSemantics,
    precision: int = 0,
    max_padding: int = _DEFAULT_MAX_PADDING,
    truncate_zero: bool = True,
) -> str:
    """``APFloat::toString(Str, precision, max_padding, truncate_zero)``.

    A ``precision`` of 0 means enough digits to identify the value
    (``2 + sem.precision * 59 // 196``); the defaults give ``toString(Str)``.
    """
    decoded = decode(bits, sem)
    return _to_string(decoded, sem, precision, max_padding, truncate_zero)


def _to_string(
    decoded: Decoded,
    sem: FloatSemantics,
    precision: int,
    max_padding: int,
    truncate_zero: bool,
) -> str:
    """:func:`apfloat_to_string` of an already decoded value."""
    sign = "-" if decoded.negative else ""
    if decoded.kind is Kind.INF:
        return "-Inf" if decoded.negative else "+Inf"
    if decoded.kind is Kind.NAN:
        return "NaN"
    if decoded.kind is Kind.ZERO:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return f"{sign}0.{'0' * max(precision, 1)}e+00"
    if not precision:
        precision = 2 + sem.precision * 59 // 196
    digits, exp10 = _apfloat_digits(decoded.significand, decoded.exponent, precision)
    return sign + _apfloat_layout(digits, exp10, precision, max_padding, truncate_zero)


def canonical_bits(bits: int, sem: FloatSemantics) -> int:
    """The pattern APFloat re-encodes ``bits`` to (``bitcastToAPInt``).

    Only x87 has non-canonical patterns: pseudo-denormals move to exponent
    field 1, unnormals (which APFloat reads as NaN) get an all-ones exponent.
    """
    if not sem.x87:
        return bits
    field = (bits >> 64) & 0x7FFF
    integer_bit = (bits >> 63) & 1
    if field == 0 and integer_bit:
        return bits | 1 << 64
    if field not in (0, 0x7FFF) and not integer_bit:
        return bits | 0x7FFF << 64
    return bits


def _short_form_impossible(bits: int, sem: FloatSemantics) -> bool:
    """Cheap proof, for finite nonzero f32/f64 values, that no 6-digit string
    APFloat may produce parses back to ``bits``.

    APFloat's 6-digit string is the exact value either rounded half-up or
    truncated to 6 digits.  If the correctly rounded 6 digits (Python's
    ``'%.5e'``) do not parse back, neither do those: a 6-digit decimal that is
    at least as far from the value cannot lie in its rounding interval.
    """
    candidate = "%.5e" % to_python_float(bits, sem)
    return parse_decimal(candidate, sem) != bits


def format_float(bits: int, sem: FloatSemantics) -> str:
    """The text MLIR 16's ``printFloatValue`` prints for the ``sem`` value ``bits``.

    Finite values print as ``toString(6, 0, false)`` (``d.dddddde[+-]XX``, six
    significant digits padded with a zero) if that parses back to the same
    value, else as APFloat's default ``toString()`` if that contains a '.'.
    Everything else (inf, NaN, and integral values whose default form has no
    '.') prints as its bit pattern, ``0x`` plus uppercase hex digits without
    zero padding.
    """
    decoded = decode(bits, sem)
    if decoded.kind in (Kind.ZERO, Kind.FINITE):
        canonical = canonical_bits(bits, sem)
        fast = (sem is F32 or sem is F64) and decoded.kind is Kind.FINITE
        if not (fast and _short_form_impossible(bits, sem)):
            short = _to_string(decoded, sem, _PRINT_PRECISION, 0, False)
            if parse_decimal(short, sem) == canonical:
                return short
        default = _to_string(decoded, sem, 0, _DEFAULT_MAX_PADDING, True)
        if "." in default:
            return default
    return f"0x{canonical_bits(bits, sem):X}"
