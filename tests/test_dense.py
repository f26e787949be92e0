"""Dense, sparse and resource elements attributes: MLIR 16's printing and parsing."""

from __future__ import annotations


import pytest

from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.asm.dense import parse_resource_blob, resource_handle
from odsgen.asm.errors import ParseError
from odsgen.asm.parser import AsmParser
from odsgen.ir.attributes import Attribute
from odsgen.ir.context import Context
from odsgen.ir.dense import (
    DenseIntOrFPElementsAttr,
    DenseResourceElementsAttr,
    DenseStringElementsAttr,
    ResourceBlob,
    SparseElementsAttr,
    resource_manager,
)
from odsgen.ir.types import (
    ComplexType,
    FloatType,
    IndexType,
    IntegerType,
    OpaqueType,
    RankedTensorType,
    VectorType,
)
from reference import mlir_opt

OP = '"xx.a"() {{a = {}}} : () -> ()\n'

# (input, output or None when printed back unchanged), as mlir-opt-16 prints them.
ROUND_TRIPS = [
    ("dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>", "dense<1> : tensor<2x2xi32>"),
    ("dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
    ("dense<[[]]> : tensor<1x0xi32>", "dense<> : tensor<1x0xi32>"),
    ("dense<> : tensor<0x4xi32>", None),
    ("dense<1> : tensor<0xi32>", None),
    ("dense<5> : tensor<i32>", None),
    ("dense<[5]> : tensor<1xi32>", "dense<5> : tensor<1xi32>"),
    ("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>", None),
    (
        "dense<[(1,2),(3,4)]> : tensor<2xcomplex<i12>>",
        "dense<[(1,2), (3,4)]> : tensor<2xcomplex<i12>>",
    ),
    (
        "dense<[(1,0),(0,1)]> : tensor<2xcomplex<i1>>",
        "dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>",
    ),
    ("dense<(1,2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    (
        "dense<[1, 2, 3]> : tensor<3xcomplex<i32>>",
        "dense<(1,2)> : tensor<3xcomplex<i32>>",
    ),
    (
        "dense<[(1,2), 3]> : tensor<2xcomplex<i32>>",
        "dense<(1,2)> : tensor<2xcomplex<i32>>",
    ),
    ("dense<[(1,2)]> : tensor<1xi32>", "dense<1> : tensor<1xi32>"),
    ("dense<[true, false]> : tensor<2xsi1>", None),
    ("dense<[-1, 0]> : tensor<2xsi1>", "dense<[true, false]> : tensor<2xsi1>"),
    ("dense<[1, 0]> : tensor<2xui1>", "dense<[true, false]> : tensor<2xui1>"),
    (
        "dense<[1, 0, true, false]> : tensor<4xi1>",
        "dense<[true, false, true, false]> : tensor<4xi1>",
    ),
    ("dense<-1> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
    ('dense<"0x0F"> : tensor<3xi1>', "dense<[true, true, true]> : tensor<3xi1>"),
    ('dense<"0x07FF"> : tensor<2xi3>', "dense<[-1, -1]> : tensor<2xi3>"),
    ('dense<"0x08"> : tensor<3xi1>', "dense<[false, false, false]> : tensor<3xi1>"),
    ('dense<"0x07"> : tensor<3xi1>', "dense<true> : tensor<3xi1>"),
    ('dense<"0x0100000001000000"> : tensor<2xi32>', "dense<1> : tensor<2xi32>"),
    ("dense<[0, 0, 0]> : tensor<3xi0>", None),
    ('dense<"0x"> : tensor<0xi32>', "dense<> : tensor<0xi32>"),
    ("dense<[1, -1]> : tensor<2xi12>", None),
    (
        "dense<[0x3C00, 0x7C00]> : tensor<2xf16>",
        "dense<[1.000000e+00, 0x7C00]> : tensor<2xf16>",
    ),
    ("dense<[1.0e400]> : tensor<1xf64>", "dense<0x7FF0000000000000> : tensor<1xf64>"),
    ("dense<[1.0e400]> : tensor<1xf32>", "dense<0x7F800000> : tensor<1xf32>"),
    ('dense<["a", 1]> : tensor<2x!xx.s>', 'dense<["a", ""]> : tensor<2x!xx.s>'),
    ("dense<[1, 2]> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"),
    ('dense<"0x0102"> : tensor<2x!xx.s>', None),
    (
        'dense<["a\\n", "b\\"c", "\\\\", "\\FF\\00"]> : tensor<4x!xx.s>',
        'dense<["a\\0A", "b\\22c", "\\\\", "\\FF\\00"]> : tensor<4x!xx.s>',
    ),
    (
        "dense<[1.0, 2.5]> : tensor<2xbf16>",
        "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xbf16>",
    ),
    (
        "dense<[1.0, 2.5]> : tensor<2xf8E5M2>",
        "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf8E5M2>",
    ),
    (
        "dense<[1.0, 2.5]> : tensor<2xf8E4M3FN>",
        "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf8E4M3FN>",
    ),
    (
        "dense<[1.0, 2.5]> : tensor<2xf80>",
        "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf80>",
    ),
    (
        "dense<[1.0, 2.5]> : tensor<2xf128>",
        "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf128>",
    ),
    ("dense< [ ] > : tensor<0xi32>", "dense<> : tensor<0xi32>"),
    ("dense<0x7FC00000> : tensor<f32>", None),
    (
        "dense<[1, 0x7FFFFFFFFFFFFFFF, -9223372036854775808]> : tensor<3xindex>",
        "dense<[1, 9223372036854775807, -9223372036854775808]> : tensor<3xindex>",
    ),
    ("dense<1> : tensor<2x!xx.s>", 'dense<""> : tensor<2x!xx.s>'),
    ("dense<true> : tensor<2x!xx.s>", 'dense<"ru"> : tensor<2x!xx.s>'),
    ("dense<[1, 255, -128]> : tensor<3xi8>", "dense<[1, -1, -128]> : tensor<3xi8>"),
    ("dense<[1, 255]> : tensor<2xui8>", None),
    ("dense<[1, -128]> : tensor<2xsi8>", None),
    ("dense<[1, 0x10]> : tensor<2xi32>", "dense<[1, 16]> : tensor<2xi32>"),
    (
        "dense<[1.0, -0.0]> : tensor<2xf32>",
        "dense<[1.000000e+00, -0.000000e+00]> : tensor<2xf32>",
    ),
    (
        "dense<[0x7FF8000000000000, 1.0e-7]> : tensor<2xf64>",
        "dense<[0x7FF8000000000000, 9.9999999999999995E-8]> : tensor<2xf64>",
    ),
    (
        "dense<[0xFFFFFFFFFFFFFFFF]> : tensor<1xf80>",
        "dense<6.72420628622418701216E-4932> : tensor<1xf80>",
    ),
    (
        "dense<[(1.0, 2.0), (1.0, 2.0)]> : tensor<2xcomplex<f32>>",
        "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>",
    ),
    (
        "dense<[(1.0, 2.0), (1.0, 3.0)]> : tensor<2xcomplex<f64>>",
        "dense<[(1.000000e+00,2.000000e+00), (1.000000e+00,3.000000e+00)]> : tensor<2xcomplex<f64>>",
    ),
    (
        "dense<[(1,1),(1,1)]> : tensor<2xcomplex<i1>>",
        "dense<(true,false)> : tensor<2xcomplex<i1>>",
    ),
    (
        "dense<(1,1)> : tensor<2xcomplex<i1>>",
        "dense<(true,false)> : tensor<2xcomplex<i1>>",
    ),
    (
        "dense<[(-1,1),(1,-1)]> : tensor<2xcomplex<si8>>",
        "dense<[(-1,1), (1,-1)]> : tensor<2xcomplex<si8>>",
    ),
    (
        "dense<[(1,1),(1,2)]> : tensor<2xcomplex<ui8>>",
        "dense<[(1,1), (1,2)]> : tensor<2xcomplex<ui8>>",
    ),
    ('dense<["a", "a"]> : tensor<2x!xx.s>', 'dense<"a"> : tensor<2x!xx.s>'),
    ('dense<"a"> : tensor<0x!xx.s>', None),
    ("dense<[]> : tensor<0x!xx.s>", "dense<> : tensor<0x!xx.s>"),
    ("dense<> : tensor<0x!xx.s>", None),
    (
        "dense<[true, false]> : tensor<2x!xx.s>",
        'dense<["ru", "als"]> : tensor<2x!xx.s>',
    ),
    ("dense<[1,2]> : tensor<2xi32, #xx.enc>", "dense<[1, 2]> : tensor<2xi32, #xx.enc>"),
    ("dense<[1,2]> : vector<[2]xi32>", "dense<[1, 2]> : vector<[2]xi32>"),
    ("sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>", None),
    ('sparse<[[0]], ["a"]> : tensor<3x!xx.s>', 'sparse<0, "a"> : tensor<3x!xx.s>'),
    ("sparse<> : tensor<3x4xi32>", None),
    ("sparse<> : tensor<3x!xx.s>", None),
    ("sparse<0, 1> : tensor<i32>", "sparse<> : tensor<i32>"),
    ("sparse<0, 1> : tensor<3xi32>", None),
    ("sparse<[0, 1], [1, 2]> : tensor<3xi32>", None),
    ("sparse<[[0], [1]], 7> : tensor<3xi32>", None),
    (
        "sparse<[[0], [1]], [7, 7]> : tensor<3xi32>",
        "sparse<[[0], [1]], 7> : tensor<3xi32>",
    ),
    (
        'sparse<[[0], [1]], "0x07000000"> : tensor<3xi32>',
        "sparse<[[0], [1]], 7> : tensor<3xi32>",
    ),
    (
        'sparse<[[0], [1]], "0x0700000008000000"> : tensor<3xi32>',
        "sparse<[[0], [1]], [7, 8]> : tensor<3xi32>",
    ),
    ("sparse<[[0]], [1.5]> : tensor<3xf32>", "sparse<0, 1.500000e+00> : tensor<3xf32>"),
    (
        "sparse<[[0, 0], [1, 2]], [(1, 2), (3,4)]> : tensor<3x4xcomplex<i32>>",
        "sparse<[[0, 0], [1, 2]], [(1,2), (3,4)]> : tensor<3x4xcomplex<i32>>",
    ),
    ("sparse<[[0], [1]], [true, false]> : tensor<3xi1>", None),
    ("sparse<[[0], [1]], [1, 2]> : vector<3xi32>", None),
    (
        "sparse<[[1, 1], [0, 0]], [1.0, 2.0]> : tensor<2x2xf64>",
        "sparse<[[1, 1], [0, 0]], [1.000000e+00, 2.000000e+00]> : tensor<2x2xf64>",
    ),
    ("sparse<[[0]], [1]> : memref<3xi32>", "sparse<0, 1> : memref<3xi32>"),
    ("sparse<[], []> : tensor<3xi32>", "sparse<> : tensor<3xi32>"),
    ("dense_resource<blob1> : tensor<3xi32>", None),
    ("dense_resource<__elided__> : tensor<3xi32>", None),
    ("dense_resource<true> : tensor<3xi32>", None),
    ("dense_resource<i32> : tensor<3xi32>", None),
    ("dense_resource<blob1> : tensor<?xi32>", None),
    ("dense_resource<blob1> : tensor<*xi32>", None),
    ("dense_resource<a.b$c> : tensor<3xi32>", None),
    ('dense<"0xFF"> : tensor<3xi1>', "dense<true> : tensor<3xi1>"),
    ('dense<"0x01"> : tensor<1xi1>', "dense<true> : tensor<1xi1>"),
    ('dense<"0x02"> : tensor<1xi1>', "dense<true> : tensor<1xi1>"),
    ('dense<"0x02"> : tensor<3xi1>', "dense<[false, true, false]> : tensor<3xi1>"),
    ('dense<"0x0000"> : tensor<9xi1>', "dense<false> : tensor<9xi1>"),
    (
        'dense<"0x0002"> : tensor<9xi1>',
        "dense<[false, false, false, false, false, false, false, false, false]> : tensor<9xi1>",
    ),
    ('dense<"0xFF01"> : tensor<9xi1>', "dense<true> : tensor<9xi1>"),
    (
        'dense<"0xFF03"> : tensor<9xi1>',
        "dense<[true, true, true, true, true, true, true, true, true]> : tensor<9xi1>",
    ),
    (
        'dense<"0xFFFF"> : tensor<9xi1>',
        "dense<[true, true, true, true, true, true, true, true, true]> : tensor<9xi1>",
    ),
    ('dense<"0xFFFF"> : tensor<16xi1>', "dense<true> : tensor<16xi1>"),
    ('dense<"0xFF"> : tensor<8xi1>', "dense<true> : tensor<8xi1>"),
    (
        'dense<"0x003C0040"> : tensor<2xf16>',
        "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>",
    ),
    ('dense<"0x003C"> : tensor<2xf16>', "dense<1.000000e+00> : tensor<2xf16>"),
    (
        'dense<"0x0100000002000000"> : tensor<complex<i32>>',
        "dense<(1,2)> : tensor<complex<i32>>",
    ),
    (
        'dense<"0x0100000002000000"> : tensor<3xcomplex<i32>>',
        "dense<(1,2)> : tensor<3xcomplex<i32>>",
    ),
    ('dense<"0x07"> : tensor<3xi3>', "dense<-1> : tensor<3xi3>"),
    ('dense<"0x0102"> : tensor<2x1xi8>', "dense<[[1], [2]]> : tensor<2x1xi8>"),
    ('dense<"0x0102"> : vector<2xi8>', "dense<[1, 2]> : vector<2xi8>"),
    ('dense<"0x"> : tensor<3xi0>', "dense<[0, 0, 0]> : tensor<3xi0>"),
    (
        'dense<"0x0102030405060708090A"> : tensor<f80>',
        "dense<0x7FFF0807060504030201> : tensor<f80>",
    ),
    (
        'dense<"0x0000000000000000000000000000F03F"> : tensor<f128>',
        "dense<3.0517578125E-5> : tensor<f128>",
    ),
    ('dense<"0x3F80"> : tensor<bf16>', "dense<-5.785640e-39> : tensor<bf16>"),
    ('dense<"0x0a0B"> : tensor<2xi8>', "dense<[10, 11]> : tensor<2xi8>"),
    ('dense<"0x0102"> : tensor<i16>', "dense<513> : tensor<i16>"),
    ('dense<"0x0102"> : tensor<1xi16>', "dense<513> : tensor<1xi16>"),
    ('dense<"0x0100000000000000"> : tensor<2xindex>', "dense<1> : tensor<2xindex>"),
    (
        'dense<"0x000000000000F03F000000000000F03F"> : tensor<2xf64>',
        "dense<1.000000e+00> : tensor<2xf64>",
    ),
    (
        '[dense<[1, 2]> : tensor<2xi32>, sparse<0, 1> : tensor<2xi8>, dense<"x"> : tensor<2x!xx.s>]',
        None,
    ),
    ("{k = dense<[1, 2]> : vector<2xi32>}", None),
    ("dense<0> : tensor<3xi0>", "dense<[0, 0, 0]> : tensor<3xi0>"),
    ("dense<true> : tensor<0xi1>", None),
    ("dense<(1,2)> : tensor<0xcomplex<i8>>", None),
    ("dense<[(0,1)]> : tensor<1xi1>", "dense<true> : tensor<1xi1>"),
    ("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui8>", None),
    ("dense<[[[1]], [[2]]]> : tensor<2x1x1xi16>", None),
    ("dense<[[[1, 2]], [[3, 4]], [[5, 6]]]> : tensor<3x1x2xsi16>", None),
    (
        "dense<[0x7FC00000, 0xFF800000, 0x1]> : tensor<3xf32>",
        "dense<[0x7FC00000, 0xFF800000, 1.401300e-45]> : tensor<3xf32>",
    ),
    (
        "dense<[1.0e-7, 123456.789, 12345670.0, 0.1]> : tensor<4xf64>",
        "dense<[9.9999999999999995E-8, 123456.789, 0x41678C28C0000000, 1.000000e-01]> : tensor<4xf64>",
    ),
    (
        "dense<[-1.5, 2.0]> : tensor<2xf8E4M3FN>",
        "dense<[-1.500000e+00, 2.000000e+00]> : tensor<2xf8E4M3FN>",
    ),
    ("dense<[0x7F, 0xFF]> : tensor<2xf8E5M2>", None),
    ("dense<-0.0> : tensor<2xf16>", "dense<-0.000000e+00> : tensor<2xf16>"),
    ("dense<[1, 2]> : memref<2xi32>", None),
    ("dense<[1, 2]>: tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ('sparse<[[0], [1]], ["a", "b"]> : tensor<4x!xx.s>', None),
    ('sparse<[[0], [1]], "zz"> : tensor<4x!xx.s>', None),
    (
        'sparse<[[0], [1]], "0x0100000002000000"> : tensor<4xi32>',
        "sparse<[[0], [1]], [1, 2]> : tensor<4xi32>",
    ),
    (
        "sparse<[[0], [1]], [(1.0, 2.0), (3.0, 4.0)]> : tensor<4xcomplex<f32>>",
        "sparse<[[0], [1]], [(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<4xcomplex<f32>>",
    ),
    (
        "sparse<[[0, 0, 0]], [1.0]> : tensor<2x2x2xf32>",
        "sparse<0, 1.000000e+00> : tensor<2x2x2xf32>",
    ),
    (
        "sparse<[[0, 1, 0]], [1.0]> : tensor<2x2x2xf32>",
        "sparse<[[0, 1, 0]], 1.000000e+00> : tensor<2x2x2xf32>",
    ),
    (
        "sparse<0, 1.0> : tensor<2x2x2xf32>",
        "sparse<0, 1.000000e+00> : tensor<2x2x2xf32>",
    ),
    ("sparse<[[]], [1]> : tensor<i32>", "sparse<> : tensor<i32>"),
    ("sparse<[[], []], [1, 2]> : tensor<i32>", "sparse<> : tensor<i32>"),
    (
        "sparse<[[0]], [1]> : tensor<4xi32, #xx.e>",
        "sparse<0, 1> : tensor<4xi32, #xx.e>",
    ),
    ("sparse<> : vector<2x3xf32>", None),
    ("dense_resource<r> : memref<*xf32>", None),
    ("dense_resource<r> : vector<2xf32>", None),
    # Bits above the width, only set by hex input, show where APInt shows them.
    ('dense<"0x08"> : tensor<i3>', "dense<> : tensor<i3>"),
    ('dense<"0x07FF"> : tensor<2xui3>', "dense<[7, 255]> : tensor<2xui3>"),
    ('dense<"0xFF"> : tensor<ui4>', "dense<255> : tensor<ui4>"),
    ('dense<"0xF8"> : tensor<si3>', "dense<> : tensor<si3>"),
    (
        'dense<"0x0000000000000000F0"> : tensor<i65>',
        "dense<4427218577690292387840> : tensor<i65>",
    ),
    (
        'dense<"0x0000000000000000F1"> : tensor<i65>',
        "dense<-18446744073709551616> : tensor<i65>",
    ),
    (
        'dense<"0x0100000000000000F0"> : tensor<ui65>',
        "dense<4427218577690292387841> : tensor<ui65>",
    ),
    ('dense<"0xF1F2"> : tensor<complex<i4>>', "dense<(1,2)> : tensor<complex<i4>>"),
    ('dense<"0x0FFF"> : tensor<2xi4>', "dense<[-1, -1]> : tensor<2xi4>"),
    ('dense<"0xF0FFFFFFFFFFFFFF"> : tensor<i60>', "dense<-16> : tensor<i60>"),
    ('dense<"0x00000000000000F0"> : tensor<i60>', "dense<> : tensor<i60>"),
    (
        'dense<"0x0000000000000000F0"> : tensor<2xi65>',
        "dense<4427218577690292387840> : tensor<2xi65>",
    ),
]

# (input, column, message): mlir-opt-16's error for the line `OP.format(input)`.
ERRORS = [
    ("dense [1]", 20, "expected '<' after 'dense'"),
    (
        "dense<> : tensor<2xi32>",
        23,
        "parsed zero elements, but type ('tensor<2xi32>') expected at least 1",
    ),
    (
        "dense<[1,2]> : tensor<3xi32>",
        28,
        "inferred shape of elements literal ([2]) does not match type ([3])",
    ),
    (
        "dense<[[1, 2], [3, 4]]> : tensor<2x3xi32>",
        39,
        "inferred shape of elements literal ([2, 2]) does not match type ([2, 3])",
    ),
    (
        "dense<[[1],[2,3]]> : tensor<2x2xi32>",
        31,
        "tensor literal is invalid; ranks are not consistent between elements",
    ),
    (
        "dense<[1, [2]]> : tensor<2xi32>",
        28,
        "tensor literal is invalid; ranks are not consistent between elements",
    ),
    ("dense<[1,2> : tensor<2xi32>", 25, "expected ']'"),
    ("dense<[1,2] : tensor<2xi32>", 26, "expected '>'"),
    ("dense<[1,2]>   tensor<2xi32>", 27, "expected ':'"),
    ("dense<-x> : tensor<2xi32>", 22, "expected integer or floating point literal"),
    ("dense<foo> : tensor<2xi32>", 21, "expected element literal of primitive type"),
    (
        "dense<[1, 2,]> : tensor<2xi32>",
        27,
        "expected element literal of primitive type",
    ),
    (
        "dense<(1 2)> : tensor<complex<i32>>",
        23,
        "expected ',' between complex elements",
    ),
    ("dense<(1,2]> : tensor<complex<i32>>", 25, "expected ')' after complex elements"),
    (
        "dense<[1.5]> : tensor<1xi32>",
        22,
        "expected integer elements, but parsed floating-point",
    ),
    (
        "dense<[-1]> : tensor<1xui8>",
        23,
        "expected unsigned integer elements, but parsed negative value",
    ),
    (
        "dense<[true]> : tensor<1xi8>",
        22,
        "expected i1 type for 'true' or 'false' values",
    ),
    (
        "dense<[true]> : tensor<1xindex>",
        22,
        "expected i1 type for 'true' or 'false' values",
    ),
    (
        "dense<[1]> : tensor<1xf32>",
        41,
        "expected floating-point elements, but parsed integer",
    ),
    (
        "dense<[true, 1.0]> : tensor<2xf32>",
        49,
        "expected floating-point elements, but parsed integer",
    ),
    (
        "dense<[-0x3C00]> : tensor<1xf16>",
        23,
        "hexadecimal float literal should not have a leading minus",
    ),
    (
        "dense<[0x1FFFF]> : tensor<1xf16>",
        22,
        "hexadecimal float constant out of range for type",
    ),
    (
        "dense<[0x1FFFFFFFFFFFFFFFF]> : tensor<1xf80>",
        22,
        "hexadecimal float constant out of range for type",
    ),
    (
        'dense<"0x0g"> : tensor<2xi32>',
        21,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense<"abc"> : tensor<2xi32>',
        21,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense<"0X01"> : tensor<1xi8>',
        21,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense<"0x012"> : tensor<1xi8>',
        21,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense<"0x01 02"> : tensor<2xi8>',
        21,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense<"0x0100"> : tensor<8xi1>',
        31,
        "elements hex data size is invalid for provided type: 'tensor<8xi1>'",
    ),
    (
        'dense<"0x01000000"> : tensor<complex<i32>>',
        35,
        "elements hex data size is invalid for provided type: 'tensor<complex<i32>>'",
    ),
    (
        'dense<"0x"> : tensor<2xi8>',
        27,
        "elements hex data size is invalid for provided type: 'tensor<2xi8>'",
    ),
    (
        'dense<"0x00"> : tensor<0xi32>',
        29,
        "elements hex data size is invalid for provided type: 'tensor<0xi32>'",
    ),
    ('dense<["a"]> : tensor<1xi32>', 22, "integer constant out of range for type"),
    (
        "dense<[(1,2)]> : tensor<2xcomplex<i32>>",
        30,
        "inferred shape of elements literal ([1]) does not match type ([2])",
    ),
    (
        "dense<[(1,2)]> : tensor<1xcomplex<i1>>",
        25,
        "integer constant out of range for type",
    ),
    ("dense<-0> : tensor<i32>", 22, "integer constant out of range for type"),
    ("dense<[1, 128]> : tensor<2xsi8>", 25, "integer constant out of range for type"),
    ("dense<[1]> : tensor<1xsi1>", 22, "integer constant out of range for type"),
    ("dense<[2]> : tensor<1xi1>", 22, "integer constant out of range for type"),
    (
        "dense<[1, 0x8000000000000000]> : tensor<2xindex>",
        25,
        "integer constant out of range for type",
    ),
    (
        "dense<[0x1234567890]> : tensor<1xi32>",
        22,
        "integer constant out of range for type",
    ),
    ("dense<[1, 2]> : tensor<2xi0>", 22, "integer constant out of range for type"),
    ("dense<1e5> : tensor<f32>", 22, "expected '>'"),
    ("dense<[1,2]> : i32", 33, "elements literal must be a shaped type"),
    (
        "dense<[1,2]> : tensor<?xi32>",
        43,
        "elements literal type must have static shape",
    ),
    (
        "dense<[1,2]> : tensor<*xi32>",
        43,
        "elements literal type must have static shape",
    ),
    (
        "dense<[1,2]> : memref<*xi32>",
        43,
        "elements literal type must have static shape",
    ),
    ("sparse[[0]], [1]> : tensor<3xi32>", 21, "Expected '<' after 'sparse'"),
    ("sparse<[[0]] [1]> : tensor<3xi32>", 27, "expected ','"),
    ("sparse<[[0]], [1] : tensor<3xi32>", 32, "expected '>'"),
    ("sparse<[[0]], [1]> tensor<3xi32>", 33, "expected ':'"),
    ("sparse<[[0]], [1]> : i32", 39, "elements literal must be a shaped type"),
    (
        "sparse<[[0]], [1]> : tensor<?xi32>",
        49,
        "elements literal type must have static shape",
    ),
    ("sparse<> : tensor<?xi32>", 39, "elements literal type must have static shape"),
    (
        "sparse<[[0], [5]], [1, 2]> : tensor<3xi32>",
        15,
        "sparse index #1 is not contained within the value shape, with index=[5], and type='tensor<3xi32>'",
    ),
    (
        "sparse<[[0, 1], [1, 5]], [1, 2]> : tensor<3x3xi32>",
        15,
        "sparse index #1 is not contained within the value shape, with index=[1, 5], and type='tensor<3x3xi32>'",
    ),
    (
        "sparse<1, 10> : tensor<1x1xi16>",
        15,
        "sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'",
    ),
    (
        "sparse<[[-1]], [1]> : tensor<3xi32>",
        15,
        "sparse index #0 is not contained within the value shape, with index=[18446744073709551615], and type='tensor<3xi32>'",
    ),
    (
        "sparse<[[0], [1]], [1]> : tensor<3xi32>",
        15,
        "expected shape ([3]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([1])",
    ),
    (
        "sparse<[[0, 0]], [[1]]> : tensor<3x3xi32>",
        15,
        "expected 1-d tensor for sparse element values",
    ),
    (
        "sparse<[[[0]]], [1]> : tensor<3xi32>",
        15,
        "expected shape ([3]); inferred shape of indices literal ([1, 1, 1]); inferred shape of values literal ([1])",
    ),
    (
        "sparse<[0, 1], [1, 2]> : tensor<3x3xi32>",
        15,
        "expected shape ([3, 3]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])",
    ),
    (
        "sparse<[[0]], [1]> : tensor<3xf32>",
        49,
        "expected floating-point elements, but parsed integer",
    ),
    (
        "sparse<[[0.5]], [1]> : tensor<3xi32>",
        24,
        "expected integer elements, but parsed floating-point",
    ),
    (
        'sparse<"0x00", [1]> : tensor<3xi32>',
        22,
        "integer constant out of range for type",
    ),
    (
        'sparse<[[0], [1]], "0x01"> : tensor<3xi32>',
        34,
        "elements hex data size is invalid for provided type: 'tensor<2xi32>'",
    ),
    (
        'sparse<[[0], [1]], "0x0g"> : tensor<3xi32>',
        34,
        "expected string containing hex digits starting with `0x`",
    ),
    (
        'dense_resource<"x y"> : tensor<3xi32>',
        30,
        "expected identifier key for 'resource' entry",
    ),
    (
        "dense_resource<1> : tensor<3xi32>",
        30,
        "expected identifier key for 'resource' entry",
    ),
    ("dense_resource<blob1> : i32", 37, "`dense_resource` expected a shaped type"),
    ("dense_resource<blob1> tensor<3xi32>", 36, "expected ':'"),
    ("dense_resource<blob1 : tensor<3xi32>", 35, "expected '>'"),
    (
        "dense_resource blob1> : tensor<3xi32>",
        29,
        "expected '<' after 'dense_resource'",
    ),
]


def _context() -> Context:
    return Context(allow_unregistered_dialects=True)


def _print(text: str, context: Context | None = None) -> str:
    module = parse_source(text, context or _context(), "f.mlir")
    return print_module(module, PrintOptions(generic=True))


def _attr(text: str, context: Context | None = None) -> Attribute:
    module = parse_source(OP.format(text), context or _context(), "f.mlir")
    return module.body.first_op.attributes.get_attr("a")


def _large_cases() -> list[str]:
    """Attributes with more than 100 elements: hex unless splat or strings."""
    n = range(101)
    return [
        f"dense<[{', '.join('true' if i % 3 == 0 else 'false' for i in n)}]>"
        " : tensor<101xi1>",
        f"dense<[{', '.join(str(i) for i in range(100))}]> : tensor<100xi32>",
        f"dense<[{', '.join(str(i - 50) for i in n)}]> : tensor<101xi32>",
        f"dense<[{', '.join('7' for i in n)}]> : tensor<101xi32>",
        f"dense<[{', '.join(f'{i}.5' for i in n)}]> : tensor<101xf32>",
        f"dense<[{', '.join(f'{i}.25' for i in n)}]> : tensor<101xbf16>",
        f"dense<[{', '.join(f'{i}.0' for i in n)}]> : tensor<101xf80>",
        f"dense<[{', '.join(f'({i}.0, -1.5)' for i in n)}]>"
        " : tensor<101xcomplex<f64>>",
        f"dense<[{', '.join(f'({i}, -1)' for i in n)}]> : tensor<101xcomplex<i12>>",
        f"dense<[{', '.join(f'{chr(34)}s{i}{chr(34)}' for i in n)}]>"
        " : tensor<101x!xx.s>",
        f"dense<[{', '.join(str(-i) for i in n)}]> : tensor<101xindex>",
        f"dense<[{', '.join(str(-i) for i in n)}]> : tensor<101xi12>",
        f"dense<[{', '.join('0' for i in n)}]> : tensor<101xi0>",
        f"sparse<[{', '.join(f'[{i}]' for i in n)}], [{', '.join(str(i) for i in n)}]>"
        " : tensor<200xi32>",
        f"dense<[[{', '.join(str(i) for i in range(60))}],"
        f" [{', '.join(str(-i) for i in range(60))}]]> : tensor<2x60xi8>",
    ]


ALIAS_CASES = [
    "dense<[1, 2]> : tensor<2xi32, affine_map<(d0) -> (d0)>>",
    "sparse<[[0]], [1]> : tensor<2xi32, affine_map<(d0) -> (d0 + 1)>>",
    "dense_resource<r> : tensor<2xi32, affine_set<(d0) : (d0 >= 0)>>",
]


# -- printing of parsed attributes -------------------------------------------------


@pytest.mark.parametrize("text, expected", ROUND_TRIPS)
def test_round_trip(text: str, expected: str | None) -> None:
    assert _attr(text).text == (expected or text)


@pytest.mark.parametrize("text, column, message", ERRORS)
def test_error(text: str, column: int, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        _attr(text)
    assert (caught.value.pos + 1, caught.value.message) == (column, message)


@pytest.mark.parametrize(
    "text, offset, message",
    [
        ('"xx.a"() {a = dense<[1,', 22, "expected element literal of primitive type"),
        ('"xx.a"() {a = dense<[1,-', 23, "expected integer or floating point literal"),
        (
            '"xx.a"() {a = dense<[1.0, 2]> : tensor<2xf32>\n\n',
            46,
            "expected floating-point elements, but parsed integer",
        ),
        ('"xx.a"() {a = dense_resource<', 28, "expected identifier key for"),
    ],
)
def test_error_at_end_of_file(text: str, offset: int, message: str) -> None:
    """At the end of the file MLIR points at the last character."""
    with pytest.raises(ParseError) as caught:
        _print(text)
    assert caught.value.pos == offset
    assert caught.value.message.startswith(message)


def test_hex_threshold(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(DenseIntOrFPElementsAttr, "print_hex_if_larger", 0)
    assert _attr("dense<[true, false, true]> : tensor<3xi1>").text == (
        'dense<"0x05"> : tensor<3xi1>'
    )
    assert _attr("dense<[1, -1]> : tensor<2xi12>").text == (
        'dense<"0x0100FF0F"> : tensor<2xi12>'
    )
    assert _attr("dense<[1, 1]> : tensor<2xi8>").text == "dense<1> : tensor<2xi8>"
    assert _attr("dense<[]> : tensor<0xi8>").text == "dense<> : tensor<0xi8>"
    assert _attr("sparse<[[0], [1]], [1, 2]> : tensor<3xi8>").text == (
        'sparse<[[0], [1]], "0x0102"> : tensor<3xi8>'
    )
    monkeypatch.setattr(DenseIntOrFPElementsAttr, "print_hex_if_larger", -1)
    large = ", ".join(str(i) for i in range(101))
    text = _attr(f"dense<[{large}]> : tensor<101xi32>").text
    assert text.startswith("dense<[0, 1, 2, ")


def test_bool_hex_is_bit_packed() -> None:
    text = _attr(_large_cases()[0]).text
    assert text == 'dense<"0x49922449922449922449922409"> : tensor<101xi1>'


# -- building from Python values ---------------------------------------------------


def test_integers() -> None:
    with _context():
        t = RankedTensorType.get([2, 2], IntegerType.get(8))
        attr = DenseIntOrFPElementsAttr.get(t, [1, 255, -128, 0])
        assert attr.values == [1, -1, -128, 0]
        assert (len(attr), attr.is_splat) == (4, False)
        assert attr.text == "dense<[[1, -1], [-128, 0]]> : tensor<2x2xi8>"
        assert attr.element_bits(1) == 0xFF
        assert attr.raw == b"\x01\xff\x80\x00"
        assert attr.type is t
        unsigned = RankedTensorType.get([2], IntegerType.get(8, IntegerType.UNSIGNED))
        assert DenseIntOrFPElementsAttr.get(unsigned, [1, -1]).values == [1, 255]


def test_splats_are_uniqued() -> None:
    with _context():
        t = RankedTensorType.get([3], IndexType.get())
        splat = DenseIntOrFPElementsAttr.get(t, [5, 5, 5])
        assert splat is DenseIntOrFPElementsAttr.get(t, 5)
        assert splat is DenseIntOrFPElementsAttr.from_raw(t, (5).to_bytes(8, "little"))
        assert splat.is_splat and splat.get_splat_value() == 5
        assert splat.values == [5, 5, 5]
        assert splat.text == "dense<5> : tensor<3xindex>"
        with pytest.raises(ValueError, match="not a splat"):
            DenseIntOrFPElementsAttr.get(t, [1, 2, 3]).get_splat_value()


def test_bools() -> None:
    with _context():
        t = VectorType.get([9], IntegerType.get(1))
        attr = DenseIntOrFPElementsAttr.get(t, [True] * 8 + [False])
        assert attr.raw == b"\xff\x00"
        assert attr.values == [True] * 8 + [False]
        assert DenseIntOrFPElementsAttr.get(t, [1] * 9).raw == b"\xff"


def test_floats_and_complex() -> None:
    with _context():
        f16 = FloatType.get("f16")
        attr = DenseIntOrFPElementsAttr.get(RankedTensorType.get([2], f16), [1.0, -0.5])
        assert attr.values == [1.0, -0.5]
        assert attr.element_bits(0) == 0x3C00
        assert attr.text == "dense<[1.000000e+00, -5.000000e-01]> : tensor<2xf16>"
        c64 = RankedTensorType.get([2], ComplexType.get(FloatType.get("f32")))
        complex_attr = DenseIntOrFPElementsAttr.get(c64, [1 + 2j, (3.0, 4.0)])
        assert complex_attr.values == [1 + 2j, 3 + 4j]
        assert complex_attr.text == (
            "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]>"
            " : tensor<2xcomplex<f32>>"
        )
        ci8 = RankedTensorType.get([1], ComplexType.get(IntegerType.get(8)))
        assert DenseIntOrFPElementsAttr.get(ci8, [(1, -1)]).values == [(1, -1)]


def test_builder_errors() -> None:
    with _context():
        t = RankedTensorType.get([3], IntegerType.get(32))
        with pytest.raises(ValueError, match=r"expected 3 elements"):
            DenseIntOrFPElementsAttr.get(t, [1, 2])
        with pytest.raises(ValueError, match="hex data size is invalid"):
            DenseIntOrFPElementsAttr.from_raw(t, b"\x00\x00")
        strings = RankedTensorType.get([3], OpaqueType.get("xx", "s"))
        with pytest.raises(ValueError, match="int, index, float or complex"):
            DenseIntOrFPElementsAttr.get(strings, [1])


def test_strings() -> None:
    with _context():
        t = RankedTensorType.get([2], OpaqueType.get("xx", "s"))
        attr = DenseStringElementsAttr.get(t, ["a\n", 'b"'])
        assert attr.values == ["a\n", 'b"']
        assert attr.text == 'dense<["a\\0A", "b\\22"]> : tensor<2x!xx.s>'
        splat = DenseStringElementsAttr.get(t, ["x", "x"])
        assert splat is DenseStringElementsAttr.get(t, ["x"])
        assert splat.get_splat_value() == "x"


def test_sparse() -> None:
    with _context():
        i64 = IntegerType.get(64)
        t = RankedTensorType.get([3, 4], IntegerType.get(32))
        indices = DenseIntOrFPElementsAttr.get(
            RankedTensorType.get([2, 2], i64), [0, 1, 2, 3]
        )
        values = DenseIntOrFPElementsAttr.get(
            RankedTensorType.get([2], IntegerType.get(32)), [7, 8]
        )
        attr = SparseElementsAttr.get(t, indices, values)
        assert attr.index_list() == [(0, 1), (2, 3)]
        assert attr.text == "sparse<[[0, 1], [2, 3]], [7, 8]> : tensor<3x4xi32>"
        assert attr.walk_subelements() == (t, indices, values)
        bad = DenseIntOrFPElementsAttr.get(
            RankedTensorType.get([2, 2], i64), [0, 1, 2, 4]
        )
        with pytest.raises(ValueError, match=r"sparse index #1 .* index=\[2, 4\]"):
            SparseElementsAttr.get(t, bad, values)
        assert SparseElementsAttr.get_empty(t).text == "sparse<> : tensor<3x4xi32>"


# -- resources -------------------------------------------------------------------------


def test_resource_keys() -> None:
    context = _context()
    text = OP.format("dense_resource<k> : tensor<2xi8>") * 2
    ops = list(parse_source(text, context).body)
    first, second = (op.attributes.get_attr("a") for op in ops)
    assert first is second and first.key == "k" and first.blob is None
    again = _attr("dense_resource<k> : tensor<2xi8>", context)
    assert again.key == "k_1"
    t = RankedTensorType.get([1], IntegerType.get(8, context=context), context=context)
    blob = ResourceBlob(b"\x07", 1)
    made = DenseResourceElementsAttr.create(t, "k", blob, context)
    assert (made.key, made.blob) == ("k_2", blob)
    assert resource_manager(context).lookup("k_2") is made.handle


def test_resource_blob_from_file_metadata() -> None:
    context = _context()
    parser = AsmParser('"0x0400000001020304"', context)
    parse_resource_blob(parser, "b")
    assert resource_handle(parser, "b").blob == ResourceBlob(b"\x01\x02\x03\x04", 4)
    for text, message in [
        ("1", "expected hex string blob for key 'b'"),
        ('"0x0400000"', "expected hex string blob for key 'b'"),
        ('"0x040000"', "to encode alignment in first 4 bytes"),
        ('"0x0300000001"', "non-power-of-2 value: 3"),
    ]:
        with pytest.raises(ParseError, match=message):
            parse_resource_blob(AsmParser(text, context), "b")


# -- against mlir-opt-16 ---------------------------------------------------------------


def test_prints_like_mlir_opt() -> None:
    """All round trips, large attributes and aliases in one file, one mlir-opt call."""
    cases = [text for text, _ in ROUND_TRIPS] + _large_cases() + ALIAS_CASES
    text = "".join(OP.format(text) for text in cases)
    result = mlir_opt(["--allow-unregistered-dialect", "--mlir-print-op-generic"], text)
    assert result.returncode == 0, result.stderr
    # Like odsgen-opt, mlir-opt writes a newline after the printed module.
    assert _print(text) + "\n" == result.stdout
