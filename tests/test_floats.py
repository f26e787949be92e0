"""Tests for odsgen.ir.floats: MLIR 16 / llvm::APFloat float parsing and printing.

Every expected string below was printed by mlir-opt-16 (MLIR 16.0.6); the
differential tests re-check thousands of values per format against it live.
"""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.ir.floats import (
    BF16,
    F16,
    F32,
    F64,
    F80,
    F128,
    F8E4M3FN,
    F8E5M2,
    SEMANTICS,
    FloatSemantics,
    Kind,
    apfloat_to_string,
    canonical_bits,
    convert,
    decode,
    format_float,
    from_python_float,
    ieee_divide,
    is_inf,
    is_nan,
    parse_decimal,
    parse_literal,
    to_python_float,
)

MLIR_OPT = shutil.which("mlir-opt-16")

# (type, bit pattern, what mlir-opt-16 prints)
PRINTED_BITS = [
    ("f16", 0x0000, "0.000000e+00"),
    ("f16", 0x8000, "-0.000000e+00"),
    ("f16", 0x0001, "5.960460e-08"),
    ("f16", 0x03FF, "6.097560e-05"),
    ("f16", 0x0400, "6.103520e-05"),
    ("f16", 0x7BFF, "6.550400e+04"),
    ("f16", 0x7C00, "0x7C00"),
    ("f16", 0xFC00, "0xFC00"),
    ("f16", 0x7E00, "0x7E00"),
    ("f16", 0x7C01, "0x7C01"),
    ("f16", 0xFE00, "0xFE00"),
    ("f16", 0x3C00, "1.000000e+00"),
    ("f16", 0x3555, "3.332520e-01"),
    ("f16", 0x2E66, "9.997550e-02"),
    ("bf16", 0x0000, "0.000000e+00"),
    ("bf16", 0x8000, "-0.000000e+00"),
    ("bf16", 0x0001, "9.183550e-41"),
    ("bf16", 0x007F, "1.166310e-38"),
    ("bf16", 0x0080, "1.175490e-38"),
    ("bf16", 0x7F7F, "3.389530e+38"),
    ("bf16", 0x7F80, "0x7F80"),
    ("bf16", 0xFF80, "0xFF80"),
    ("bf16", 0x7FC0, "0x7FC0"),
    ("bf16", 0x3F80, "1.000000e+00"),
    ("bf16", 0x3DCD, "1.000980e-01"),
    ("f32", 0x00000000, "0.000000e+00"),
    ("f32", 0x80000000, "-0.000000e+00"),
    ("f32", 0x00000001, "1.401300e-45"),
    ("f32", 0x007FFFFF, "1.17549421E-38"),
    ("f32", 0x00800000, "1.17549435E-38"),
    ("f32", 0x7F7FFFFF, "3.40282347E+38"),
    ("f32", 0x7F800000, "0x7F800000"),
    ("f32", 0xFF800000, "0xFF800000"),
    ("f32", 0x7FC00000, "0x7FC00000"),
    ("f32", 0xFFC00000, "0xFFC00000"),
    ("f32", 0x7F800001, "0x7F800001"),
    ("f32", 0x3F800000, "1.000000e+00"),
    ("f32", 0x3DCCCCCD, "1.000000e-01"),
    ("f32", 0x4B000001, "0x4B000001"),
    ("f32", 0x47F12008, "123456.063"),
    ("f32", 0x3F333333, "0.699999988"),
    ("f64", 0x0000000000000000, "0.000000e+00"),
    ("f64", 0x8000000000000000, "-0.000000e+00"),
    ("f64", 0x0000000000000001, "4.940660e-324"),
    ("f64", 0x000FFFFFFFFFFFFF, "2.2250738585072009E-308"),
    ("f64", 0x0010000000000000, "2.2250738585072014E-308"),
    ("f64", 0x7FEFFFFFFFFFFFFF, "1.7976931348623157E+308"),
    ("f64", 0x7FF0000000000000, "0x7FF0000000000000"),
    ("f64", 0xFFF0000000000000, "0xFFF0000000000000"),
    ("f64", 0x7FF8000000000000, "0x7FF8000000000000"),
    ("f64", 0x7FF0000000000001, "0x7FF0000000000001"),
    ("f64", 0x3FF0000000000000, "1.000000e+00"),
    ("f64", 0x3FB999999999999A, "1.000000e-01"),
    ("f64", 0x3FE6666666666666, "0.69999999999999996"),
    ("f64", 0x4132D68700000000, "0x4132D68700000000"),
    ("f64", 0x43118B54F22AEB02, "1234567890123456.5"),
    ("f80", 0x3FFF8000000000000000, "1.000000e+00"),
    ("f80", 0x7FFF8000000000000000, "0x7FFF8000000000000000"),
    ("f80", 0xFFFF8000000000000000, "0xFFFF8000000000000000"),
    ("f80", 0x7FFFC000000000000000, "0x7FFFC000000000000000"),
    ("f80", 0x3FFF0000000000000001, "0x7FFF0000000000000001"),
    ("f80", 0x00008000000000000000, "3.36210314311209350626E-4932"),
    ("f80", 0x7FFF0000000000000000, "0x7FFF0000000000000000"),
    ("f80", 0x00000000000000000001, "3.645200e-4951"),
    ("f80", 0x7FFEFFFFFFFFFFFFFFFF, "1.18973149535723176502E+4932"),
    ("f80", 0x00010000000000000000, "0x7FFF0000000000000000"),
    ("f80", 0x80000000000000000000, "-0.000000e+00"),
    ("f80", 0x4013D687000000000000, "0x4013D687000000000000"),
    ("f128", 0x3FFF0000000000000000000000000000, "1.000000e+00"),
    ("f128", 0x7FFF0000000000000000000000000000, "0x7FFF0000000000000000000000000000"),
    ("f128", 0x7FFF8000000000000000000000000000, "0x7FFF8000000000000000000000000000"),
    ("f128", 0x00000000000000000000000000000001, "6.475180e-4966"),
    (
        "f128",
        0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF,
        "1.18973149535723176508575932662800702E+4932",
    ),
    (
        "f128",
        0x00010000000000000000000000000000,
        "3.3621031431120935062626778173217526E-4932",
    ),
    ("f128", 0x80000000000000000000000000000000, "-0.000000e+00"),
    ("f128", 0x4013D687000000000000000000000000, "1.927280e+06"),
    ("f8E5M2", 0x00, "0.000000e+00"),
    ("f8E5M2", 0x80, "-0.000000e+00"),
    ("f8E5M2", 0x01, "1.525880e-05"),
    ("f8E5M2", 0x03, "4.577640e-05"),
    ("f8E5M2", 0x04, "6.103520e-05"),
    ("f8E5M2", 0x7B, "5.734400e+04"),
    ("f8E5M2", 0x7C, "0x7C"),
    ("f8E5M2", 0xFC, "0xFC"),
    ("f8E5M2", 0x7D, "0x7D"),
    ("f8E5M2", 0x7F, "0x7F"),
    ("f8E5M2", 0xFF, "0xFF"),
    ("f8E5M2", 0x3C, "1.000000e+00"),
    ("f8E5M2", 0x2E, "9.375000e-02"),
    ("f8E4M3FN", 0x00, "0.000000e+00"),
    ("f8E4M3FN", 0x80, "-0.000000e+00"),
    ("f8E4M3FN", 0x01, "1.953130e-03"),
    ("f8E4M3FN", 0x07, "1.367190e-02"),
    ("f8E4M3FN", 0x08, "1.562500e-02"),
    ("f8E4M3FN", 0x7E, "4.480000e+02"),
    ("f8E4M3FN", 0x7F, "0x7F"),
    ("f8E4M3FN", 0xFF, "0xFF"),
    ("f8E4M3FN", 0xFE, "-4.480000e+02"),
    ("f8E4M3FN", 0x78, "2.560000e+02"),
    ("f8E4M3FN", 0x38, "1.000000e+00"),
    ("f8E4M3FN", 0x26, "2.187500e-01"),
]

# (type, float literal as written in MLIR, what mlir-opt-16 prints)
PRINTED_LITERALS = [
    ("f16", "0.1", "9.997550e-02"),
    ("f16", "-0.0", "-0.000000e+00"),
    ("f16", "1.0e-5", "1.001360e-05"),
    ("f16", "65519.0", "6.550400e+04"),
    ("f16", "65520.0", "0x7C00"),
    ("f16", "2.98023223876953125e-8", "0.000000e+00"),
    ("f16", "2.98023223876953126e-8", "0.000000e+00"),
    ("f16", "1.00048828125000000001", "1.000000e+00"),
    ("f16", "3.14159265358979", "3.140630e+00"),
    ("bf16", "0.1", "1.000980e-01"),
    ("bf16", "3.3961e38", "3.389530e+38"),
    ("bf16", "3.4e38", "0x7F80"),
    ("bf16", "1.0e-40", "9.183550e-41"),
    ("bf16", "1.0039062500000001", "1.000000e+00"),
    ("f32", "0.1", "1.000000e-01"),
    ("f32", "0.7", "0.699999988"),
    ("f32", "7.0e-46", "0.000000e+00"),
    ("f32", "7.1e-46", "1.401300e-45"),
    ("f32", "3.40282357e38", "0x7F800000"),
    ("f32", "123456.0625", "123456.063"),
    ("f32", "1.2345650", "1.23456502"),
    ("f32", "16777217.0", "0x4B800000"),
    ("f64", "0.3", "3.000000e-01"),
    ("f64", "0.7", "0.69999999999999996"),
    ("f64", "3.14159265358979", "3.14159265358979"),
    ("f64", "1234565.0", "0x4132D68500000000"),
    ("f64", "1234567890123456.25", "1234567890123456.3"),
    ("f64", "1.0e400", "0x7FF0000000000000"),
    ("f64", "1.0e-400", "0.000000e+00"),
    ("f64", "2.4703282292062328e-324", "4.940660e-324"),
    ("f64", "1.7976931348623159e308", "0x7FF0000000000000"),
    ("f64", "1.0e20", "1.000000e+20"),
    ("f64", "123456.7", "123456.7"),
    ("f64", "0." + "0" * 23999 + "1e24100", "1.000000e+00"),
    ("f80", "0.1", "0.100000000000000005551"),
    ("f80", "1.0e300", "1.0000000000000000525E+300"),
    ("f80", "1.0e-320", "9.99988867182683005413E-321"),
    ("f80", "1234567.0", "0x401396B4380000000000"),
    ("f80", "0.7", "0.699999999999999955591"),
    ("f128", "0.1", "0.100000000000000005551115123125782702"),
    ("f128", "-2.5", "-2.500000e+00"),
    ("f128", "4.9e-324", "4.94065645841246544176568792868221372E-324"),
    ("f128", "1234567.0", "0x40132D68700000000000000000000000"),
    ("f128", "3.14159265358979", "3.14159265358979000737349451810587198"),
    ("f8E5M2", "0.1", "9.375000e-02"),
    ("f8E5M2", "61439.0", "5.734400e+04"),
    ("f8E5M2", "61440.0", "0x7C"),
    ("f8E5M2", "-1.0e10", "0xFC"),
    ("f8E5M2", "1.53e-5", "1.525880e-05"),
    ("f8E4M3FN", "0.1", "1.015630e-01"),
    ("f8E4M3FN", "464.0", "4.480000e+02"),
    ("f8E4M3FN", "465.0", "0x7F"),
    ("f8E4M3FN", "-1.0e10", "0xFF"),
    ("f8E4M3FN", "-1.0e-30", "-0.000000e+00"),
    ("f8E4M3FN", "0.00098", "1.953130e-03"),
]


def test_semantics_table() -> None:
    """MLIR 16 knows exactly these float types; layouts match APFloat's."""
    assert sorted(SEMANTICS) == sorted(
        ["f16", "bf16", "f32", "f64", "f80", "f128", "f8E5M2", "f8E4M3FN"]
    )
    assert (F80.width, F80.mantissa_bits, F80.exponent_bits, F80.bias) == (
        80,
        64,
        15,
        16383,
    )
    assert (F8E4M3FN.exponent_bits, F8E4M3FN.bias, F8E4M3FN.has_inf) == (4, 7, False)
    assert (F8E5M2.exponent_bits, F8E5M2.bias, F8E5M2.has_inf) == (5, 15, True)
    assert all(SEMANTICS[name].name == name for name in SEMANTICS)


@pytest.mark.parametrize(("type_name", "bits", "printed"), PRINTED_BITS)
def test_format_known_bits(type_name: str, bits: int, printed: str) -> None:
    """format_float reproduces mlir-opt-16's output for known bit patterns."""
    assert format_float(bits, SEMANTICS[type_name]) == printed


@pytest.mark.parametrize(("type_name", "literal", "printed"), PRINTED_LITERALS)
def test_known_literals(type_name: str, literal: str, printed: str) -> None:
    """parse_literal + format_float reproduce mlir-opt-16 for decimal literals."""
    sem = SEMANTICS[type_name]
    assert format_float(parse_literal(literal, sem), sem) == printed


@pytest.mark.parametrize(
    ("text", "sem", "bits"),
    [
        ("0.1", F32, 0x3DCCCCCD),
        ("-0.0", F64, 0x8000000000000000),
        ("0", F16, 0x0000),
        ("1", F16, 0x3C00),
        ("+2.", BF16, 0x4000),
        ("1.0E2", F16, 0x5640),
        ("65504.0", F16, 0x7BFF),
        ("65520.0", F16, 0x7C00),
        ("65519.99", F16, 0x7BFF),
        ("2.98023223876953125e-8", F16, 0x0000),
        ("2.98023223876953126e-8", F16, 0x0001),
        ("-1.0e-99999", F128, 0x80000000000000000000000000000000),
        ("1.0e99999", F80, 0x7FFF8000000000000000),
        ("448.0", F8E4M3FN, 0x7E),
        ("464.0", F8E4M3FN, 0x7E),
        ("464.0000001", F8E4M3FN, 0x7F),
        ("-1.0e5", F8E4M3FN, 0xFF),
        ("57344.0", F8E5M2, 0x7B),
        ("61440.0", F8E5M2, 0x7C),
        ("1.0", F80, 0x3FFF8000000000000000),
        ("3.645199531882474602528405933619419816e-4951", F80, 0x1),
        ("1.0", F128, 0x3FFF0000000000000000000000000000),
        ("0.1", F128, 0x3FFB999999999999999999999999999A),
    ],
)
def test_parse_decimal_known(text: str, sem: FloatSemantics, bits: int) -> None:
    """parse_decimal rounds to nearest-even and overflows like APFloat."""
    assert parse_decimal(text, sem) == bits


def test_parse_decimal_rounds_once_but_mlir_rounds_twice() -> None:
    """APFloat(sem, text) rounds directly; MLIR 16's parser goes through f64."""
    above_half_ulp = "1.00048828125000000001"
    assert parse_decimal(above_half_ulp, F16) == 0x3C01
    assert parse_literal(above_half_ulp, F16) == 0x3C00
    assert parse_decimal("0.1", F128) != parse_literal("0.1", F128)
    assert parse_literal("0.1", F128) == convert(0x3FB999999999999A, F64, F128)


def test_parse_decimal_f32_double_midpoints() -> None:
    """The f32 fast path detects decimals whose double is an f32 rounding boundary."""
    midpoint = "1.000000059604644775390625"
    assert parse_decimal(midpoint, F32) == 0x3F800000
    assert parse_decimal(midpoint + "00000000000000000001", F32) == 0x3F800001
    assert parse_decimal("1.00000005960464477539062499999999999", F32) == 0x3F800000
    threshold = "340282356779733661637539395458142568448"
    assert parse_decimal(threshold + ".0", F32) == 0x7F800000
    assert parse_decimal(threshold[:-1] + "7.9", F32) == 0x7F7FFFFF
    assert parse_decimal(threshold + ".1", F32) == 0x7F800000
    assert parse_decimal("-" + threshold[:-1] + "7.9", F32) == 0xFF7FFFFF


def test_parse_decimal_exponent_clamp_and_long_mantissa() -> None:
    """Exponents beyond 24000 clamp like APFloat's; mantissas may be very long."""
    assert parse_decimal("0." + "0" * 23999 + "1e24100", F64) == 0x3FF0000000000000
    long_one = "1" + "0" * 5000 + ".0e-5000"
    assert parse_decimal(long_one, F128) == parse_decimal("1.0", F128)
    assert parse_decimal("0." + "0" * 5000 + "1e5001", F16) == 0x3C00


@pytest.mark.parametrize(
    "text", ["", ".5", "1.0e", "1.0e+", "0x10", "inf", "1_0.0", " 1.0"]
)
def test_parse_decimal_rejects_non_literals(text: str) -> None:
    """Only decimal literals (digits, optional fraction and exponent) are accepted."""
    with pytest.raises(ValueError):
        parse_decimal(text, F32)


@pytest.mark.parametrize(
    ("text", "sem"),
    [
        ("1", F32),
        ("-0x1", F32),
        ("0x10000", F16),
        ("0x100", F8E4M3FN),
        ("0x3FFF8000000000000000", F80),
        ("1e5", F64),
    ],
)
def test_parse_literal_rejects_what_mlir_rejects(
    text: str, sem: FloatSemantics
) -> None:
    """MLIR 16 rejects integer literals, negative or too wide hex, > 64-bit hex."""
    with pytest.raises(ValueError):
        parse_literal(text, sem)


def test_parse_literal_hex_is_bit_pattern() -> None:
    """Hex literals are raw bits, even NaN payloads and x87 denormals."""
    assert parse_literal("0x7FC00001", F32) == 0x7FC00001
    assert parse_literal("0x0000000000000000000000001", F16) == 1
    assert parse_literal("0xFFFFFFFF", F80) == 0xFFFFFFFF
    assert format_float(0xFFFFFFFF, F80) == "1.56560127731845382015E-4941"


@pytest.mark.parametrize(
    ("bits", "sem", "nan", "inf"),
    [
        (0x7C00, F16, False, True),
        (0x7C01, F16, True, False),
        (0x7F, F8E4M3FN, True, False),
        (0x7E, F8E4M3FN, False, False),
        (0x78, F8E4M3FN, False, False),
        (0x7C, F8E5M2, False, True),
        (0x7FFF8000000000000000, F80, False, True),
        (0x7FFF0000000000000000, F80, True, False),
        (0x3FFF0000000000000001, F80, True, False),
        (0x00008000000000000000, F80, False, False),
        (0xFFFF0000000000000000000000000000, F128, False, True),
    ],
)
def test_classification(bits: int, sem: FloatSemantics, nan: bool, inf: bool) -> None:
    """is_nan / is_inf follow APFloat, including FN and x87 special encodings."""
    assert (is_nan(bits, sem), is_inf(bits, sem)) == (nan, inf)


def test_x87_canonicalisation() -> None:
    """Pseudo-denormals read as normals; unnormals read as NaN."""
    pseudo_denormal = 0x00008000000000000000
    assert decode(pseudo_denormal, F80).kind is Kind.FINITE
    assert canonical_bits(pseudo_denormal, F80) == 0x00018000000000000000
    assert canonical_bits(0xBFFF0000000000000001, F80) == 0xFFFF0000000000000001


def test_apfloat_to_string_variants() -> None:
    """toString's default and MLIR's (6, 0, false) forms, including ties."""
    assert apfloat_to_string(0x3FF0000000000000, F64) == "1"
    assert apfloat_to_string(0x4059000000000000, F64) == "100"
    assert apfloat_to_string(0x408F400000000000, F64) == "1000"
    assert apfloat_to_string(0x40C3880000000000, F64) == "1.0E+4"
    assert apfloat_to_string(0x3F50624DD2F1A9FC, F64) == "0.001"
    assert apfloat_to_string(0x3F1A36E2EB1C432D, F64) == "1.0E-4"
    assert apfloat_to_string(0x3F847AE147AE147B, F64) == "0.01"
    assert apfloat_to_string(0x8000000000000000, F64) == "-0"
    assert apfloat_to_string(0x7FF0000000000000, F64) == "+Inf"
    assert apfloat_to_string(0xFFF0000000000000, F64) == "-Inf"
    assert apfloat_to_string(0x7FF8000000000000, F64) == "NaN"
    assert apfloat_to_string(0, F64, 6, 0, False) == "0.000000e+00"
    assert apfloat_to_string(0, F64, 0, 0, True) == "0.0E+0"
    tie = parse_decimal("1234565.0", F64)
    assert apfloat_to_string(tie, F64, 6, 0, False) == "1.234570e+06"
    assert "%.5e" % to_python_float(tie, F64) == "1.23456e+06"
    truncated = parse_decimal("0.7", F64)
    assert apfloat_to_string(truncated, F64, 6, 0, False) == "6.999990e-01"


@pytest.mark.parametrize(
    ("x", "sem", "bits"),
    [
        (0.1, F32, 0x3DCCCCCD),
        (1e10, F8E4M3FN, 0x7F),
        (-math.inf, F8E4M3FN, 0xFF),
        (math.inf, F16, 0x7C00),
        (65520.0, F16, 0x7C00),
        (-1e-30, F16, 0x8000),
        (1.0, F80, 0x3FFF8000000000000000),
        (5e-324, F80, 0x3BCD8000000000000000),
        (math.nan, F32, 0x7FC00000),
        (math.nan, F80, 0x7FFFC000000000000000),
        (math.nan, F128, 0x7FFF8000000000000000000000000000),
        (-math.nan, F8E5M2, 0xFE),
        (-math.nan, F8E4M3FN, 0xFF),
        (3.4028235677973366e38, F32, 0x7F800000),
        (3.4028235677973362e38, F32, 0x7F7FFFFF),
    ],
)
def test_from_python_float(x: float, sem: FloatSemantics, bits: int) -> None:
    """Doubles round into each format like APFloat::convert."""
    assert from_python_float(x, sem) == bits


def test_nan_conversion_quiets_and_keeps_payload() -> None:
    """Signalling NaNs become quiet; payload bits shift with the precision."""
    signalling = 0x7FF0000000000001
    assert convert(signalling, F64, F32) == 0x7FC00000
    assert convert(signalling, F64, F64) == 0x7FF8000000000001
    assert convert(0x7FC00001, F32, F64) == 0x7FF8000020000000
    assert convert(0x7FF8000020000000, F64, F32) == 0x7FC00001
    assert convert(0x7F, F8E4M3FN, F16) == 0x7F80


@pytest.mark.parametrize(
    ("bits", "sem", "x"),
    [
        (0x3C00, F16, 1.0),
        (0x0001, F16, 2.0**-24),
        (0x7F7F, BF16, 3.3895313892515355e38),
        (0x7E, F8E4M3FN, 448.0),
        (0x3FFF8000000000000000, F80, 1.0),
        (0x7FFEFFFFFFFFFFFFFFFF, F80, math.inf),
        (0x00000000000000000001, F80, 0.0),
        (0x3FFF8000000000000001, F80, 1.0),
        (0x3FFF0000000000000000000000000001, F128, 1.0),
        (0xBFFF8000000000000000000000000000, F128, -1.5),
    ],
)
def test_to_python_float(bits: int, sem: FloatSemantics, x: float) -> None:
    """Values convert to the nearest double."""
    assert to_python_float(bits, sem) == x


def test_to_python_float_nan() -> None:
    """NaNs stay NaN in every format."""
    assert math.isnan(to_python_float(0x7F, F8E4M3FN))
    assert math.isnan(to_python_float(0x3FFF0000000000000001, F80))
    assert math.isnan(to_python_float(0x7FC00000, F32))


@pytest.mark.parametrize("bits", [-1, 0x10000])
def test_bit_pattern_range_checked(bits: int) -> None:
    """Bit patterns outside the format's width are rejected."""
    with pytest.raises(ValueError):
        format_float(bits, F16)


# --- Independent reference rounding (exact rationals) ----------------------


def _reference_round(negative: bool, value: Fraction, sem: FloatSemantics) -> int:
    """Bits of the nearest-even ``sem`` value to ``±value`` by plain Fraction math."""
    sign = int(negative) << (sem.width - 1)
    if value == 0:
        return sign
    exponent = value.numerator.bit_length() - value.denominator.bit_length()
    while Fraction(2) ** exponent > value:
        exponent -= 1
    while Fraction(2) ** (exponent + 1) <= value:
        exponent += 1
    exponent = max(exponent, sem.min_exponent)
    q = round(value / Fraction(2) ** (exponent - sem.precision + 1))
    if q == 1 << sem.precision:
        q, exponent = q >> 1, exponent + 1
    all_ones = q == (1 << sem.precision) - 1
    if exponent > sem.max_exponent or (
        not sem.has_inf and exponent == sem.max_exponent and all_ones
    ):
        if not sem.has_inf:
            return sign | ((1 << (sem.width - 1)) - 1)
        top = ((1 << sem.exponent_bits) - 1) << sem.mantissa_bits
        return sign | top | (1 << 63 if sem.x87 else 0)
    if q < 1 << (sem.precision - 1):
        return sign | q
    mantissa = q if sem.x87 else q - (1 << (sem.precision - 1))
    return sign | (exponent + sem.bias) << sem.mantissa_bits | mantissa


def _exact_value(bits: int, sem: FloatSemantics) -> Fraction:
    """The exact value of a finite bit pattern."""
    decoded = decode(bits, sem)
    assert decoded.kind in (Kind.ZERO, Kind.FINITE)
    value = decoded.significand * Fraction(2) ** decoded.exponent
    return -value if decoded.negative else value


def _random_decimal(rng: random.Random, low: int, high: int) -> str:
    """A random MLIR float literal with exponent in [low, high]."""
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 22)))
    point = rng.randint(1, len(digits))
    text = f"{digits[:point]}.{digits[point:]}"
    if rng.random() < 0.8:
        text += f"e{rng.randint(low, high)}"
    return ("-" if rng.random() < 0.4 else "") + text


def _exact_decimal(value: Fraction) -> str:
    """Exact decimal expansion of a dyadic rational, with a '.'."""
    negative, value = value < 0, abs(value)
    scale = value.denominator.bit_length() - 1
    digits = str(value.numerator * 5**scale).rjust(scale + 1, "0")
    text = f"{digits[: len(digits) - scale]}.{digits[len(digits) - scale:]}"
    return ("-" if negative else "") + text


def _random_finite(rng: random.Random, sem: FloatSemantics, scale: int) -> int:
    """A random canonical positive finite pattern, below the largest finite one,
    with a binary exponent of magnitude at most about ``scale``."""
    top_field = (1 << sem.exponent_bits) - 1
    while True:
        field = rng.randint(max(0, sem.bias - scale), min(top_field, sem.bias + scale))
        bits = field << sem.mantissa_bits | rng.getrandbits(sem.mantissa_bits)
        if sem.x87 and field:
            bits |= 1 << 63
        finite = (Kind.ZERO, Kind.FINITE)
        if decode(bits, sem).kind in finite and decode(bits + 1, sem).kind in finite:
            return bits


def _near_midpoint_decimals(
    rng: random.Random, sem: FloatSemantics, count: int, scale: int = 1100
) -> list[str]:
    """Decimals at, just above, or truncated below midpoints between neighbours."""
    texts = []
    for _ in range(count):
        bits = _random_finite(rng, sem, scale)
        middle = (_exact_value(bits, sem) + _exact_value(bits + 1, sem)) / 2
        text = _exact_decimal(middle)
        choice = rng.randrange(3)
        if choice == 1:
            text += "0000000000000000000001"
        elif choice == 2:
            text = text[: rng.randint(text.index(".") + 1, len(text))]
        texts.append(text)
    return texts


@pytest.mark.parametrize("sem", list(SEMANTICS.values()), ids=list(SEMANTICS))
def test_parse_decimal_matches_reference(sem: FloatSemantics) -> None:
    """parse_decimal (fast paths included) equals exact nearest-even rounding."""
    rng = random.Random(f"reference-{sem.name}")
    span = 330 if sem.width >= 64 else 50
    texts = [_random_decimal(rng, -span, span) for _ in range(300)]
    texts += _near_midpoint_decimals(rng, sem, 300, 400)
    for text in texts:
        negative, value = text.startswith("-"), abs(Fraction(text))
        assert parse_decimal(text, sem) == _reference_round(negative, value, sem), text


@pytest.mark.parametrize(
    "sem", [F32, F16, BF16, F80], ids=["f32", "f16", "bf16", "f80"]
)
def test_from_python_float_matches_reference(sem: FloatSemantics) -> None:
    """The struct fast path and the exact path both round doubles correctly."""
    rng = random.Random(f"doubles-{sem.name}")
    for _ in range(2000):
        x = struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
        if math.isnan(x) or math.isinf(x):
            continue
        negative = math.copysign(1, x) < 0
        expected = _reference_round(negative, abs(Fraction(x)), sem)
        assert from_python_float(x, sem) == expected, x


# --- Round trip property ---------------------------------------------------


@pytest.mark.parametrize("sem", list(SEMANTICS.values()), ids=list(SEMANTICS))
@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_printed_value_parses_back(sem: FloatSemantics, data: st.DataObject) -> None:
    """Every non-NaN value prints as text that reads back as the same value.

    Decimal output is read with APFloat's parser (parse_decimal); the hex form
    (used for integral values whose default form lacks a '.') is the bit pattern.
    """
    bits = data.draw(st.integers(0, (1 << sem.width) - 1))
    if is_nan(bits, sem):
        return
    printed = format_float(bits, sem)
    if printed.startswith("0x"):
        assert int(printed, 16) == canonical_bits(bits, sem)
    else:
        assert parse_decimal(printed, sem) == canonical_bits(bits, sem)


# --- Differential test against mlir-opt-16 ---------------------------------


def _specials(sem: FloatSemantics) -> list[int]:
    """Bit patterns at the edges of the format."""
    top = (1 << sem.width) - 1
    sign = 1 << (sem.width - 1)
    min_normal = 1 << sem.mantissa_bits
    if sem.x87:
        min_normal |= 1 << 63
    picks = [0, sign, 1, sign | 1, min_normal - 1, min_normal, sign - 1, top]
    picks += [parse_decimal(text, sem) for text in ("1.0", "-1.0", "0.1", "1.0e5")]
    return picks


def _bits_for(sem: FloatSemantics, rng: random.Random) -> list[int]:
    """Bit patterns to print: all of them for 8-bit formats, else edge cases,
    random patterns and values of short decimals."""
    if sem.width == 8:
        return list(range(256))
    count = {16: 4000, 32: 3000, 64: 3000}.get(sem.width, 300)
    bits = _specials(sem) + [rng.getrandbits(sem.width) for _ in range(count)]
    for _ in range(1000):
        bits.append(from_python_float(float(_random_decimal(rng, -40, 38)), sem))
    return bits


def _decimals_for(sem: FloatSemantics, rng: random.Random) -> list[str]:
    """Decimal literals to parse and print, in and around the format's range."""
    span = {8: 8, 16: 45, 32: 48}.get(sem.width, 330)
    texts = [_random_decimal(rng, -span, span) for _ in range(2000)]
    return texts + _near_midpoint_decimals(rng, sem, 1000, min(sem.bias, 300))


def _mlir_source(sem: FloatSemantics, bits: list[int], texts: list[str]) -> str:
    """Two ops: one holding the bit patterns, one holding the decimal literals."""
    if sem.width > 64:
        size = sem.width // 8
        blob = "".join(b.to_bytes(size, "little").hex().upper() for b in bits)
        shape = f"tensor<{len(bits)}x{sem.name}>"
        first = f'"t.bits"() {{v = dense<"0x{blob}"> : {shape}}} : () -> ()'
    else:
        items = ", ".join(f"0x{b:X} : {sem.name}" for b in bits)
        first = f'"t.bits"() {{v = [{items}]}} : () -> ()'
    items = ", ".join(f"{text} : {sem.name}" for text in texts)
    return f'{first}\n"t.decimals"() {{v = [{items}]}} : () -> ()\n'


def _printed_lists(output: str) -> list[list[str]]:
    """The printed values of each op's list attribute, type suffixes removed."""
    lists = []
    for line in output.splitlines():
        if '"t.' in line:
            body = line[line.index("[") + 1 : line.index("]")]
            lists.append([item.rsplit(" : ", 1)[0] for item in body.split(", ")])
    return lists


@pytest.mark.parametrize("sem", list(SEMANTICS.values()), ids=list(SEMANTICS))
def test_against_mlir_opt(sem: FloatSemantics, tmp_path: Path) -> None:
    """format_float and parse_literal agree with mlir-opt-16 on thousands of values."""
    if MLIR_OPT is None:
        pytest.skip("mlir-opt-16 not installed (needed for the differential test)")
    rng = random.Random(f"mlir-{sem.name}")
    bits = _bits_for(sem, rng)
    texts = _decimals_for(sem, rng)
    source = tmp_path / f"{sem.name}.mlir"
    source.write_text(_mlir_source(sem, bits, texts))
    command = [
        MLIR_OPT,
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "--mlir-print-elementsattrs-with-hex-if-larger=-1",
        str(source),
    ]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    printed_bits, printed_texts = _printed_lists(result.stdout)
    assert len(printed_bits) == len(bits) and len(printed_texts) == len(texts)
    for pattern, printed in zip(bits, printed_bits):
        assert format_float(pattern, sem) == printed, hex(pattern)
    for text, printed in zip(texts, printed_texts):
        assert format_float(parse_literal(text, sem), sem) == printed, text


def test_ieee_divide_by_zero_gives_signed_infinity_or_nan() -> None:
    assert ieee_divide(1.0, -0.0) == -math.inf
    assert ieee_divide(-2.0, 0.0) == -math.inf
    assert ieee_divide(-2.0, -0.0) == math.inf
    assert math.isnan(ieee_divide(0.0, 0.0))
    assert math.isnan(ieee_divide(math.nan, 0.0))
    assert ieee_divide(3.0, 2.0) == 1.5
