"""The intrinsic ops of the LLVM dialect (defs/llvm/intrinsics.yaml) against MLIR 16.

Differential tests run mlir-opt-16 and odsgen-opt on one function-like block
that uses every intrinsic op but the three debug ones (their
`#llvm.di_local_variable` attribute is not part of our dialect yet), printed
in the custom and in the generic form, and on invalid cases whose diagnostics
must match byte for byte. Snippets sit in an unregistered `test.f` op, as
`llvm.func` comes with other records.

Unit tests build each of the 144 ops with its generated builder and verify it.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from conftest import ROOT, SHARED, run_opt
from odsgen.ir.attributes import StringAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Block
from odsgen.ir.types import FloatType, IntegerType, VectorType
from reference import SPLIT, mlir_opt

PACKAGE = ROOT / "generated" / "llvm"
CATALOG = SHARED / "reference" / "llvm16-dialect-catalog.json"
DEBUG_OPS = {"llvm.intr.dbg.addr", "llvm.intr.dbg.declare", "llvm.intr.dbg.value"}

# -- the families, by mnemonic -----------------------------------------------------------

UNARY_F = "cos exp exp2 fabs ceil floor log10 log2 log sin roundeven round trunc sqrt"
BINARY_F = "copysign pow maxnum minnum maximum minimum"
TERNARY_F = "fma fmuladd"
UNARY_I = "bitreverse ctpop"
BINARY_I = "smax smin umax umin"
COUNT_ZEROS = "ctlz cttz"
MEMCPY = "memcpy memcpy.inline memmove"
OVERFLOW = "sadd ssub smul uadd usub umul"
REDUCE_I = "add and mul or smax smin umax umin xor"
REDUCE_F = "fmax fmin"
REDUCE_ACC = "fadd fmul"
VP_BINARY_I = "add sub mul sdiv udiv srem urem ashr lshr shl or and xor"
VP_BINARY_F = "fadd fsub fmul fdiv frem"
VP_REDUCE_I = "add mul and or xor smax smin umax umin"
VP_REDUCE_F = "fadd fmul fmax fmin"
VP_SELECT = "select merge"
# cast: (source value, its type, result type)
VP_CASTS = {
    "trunc": ("%vi64", "vector<4xi64>", "vector<4xi32>"),
    "zext": ("%vi", "vector<4xi32>", "vector<4xi64>"),
    "sext": ("%vi", "vector<4xi32>", "vector<4xi64>"),
    "fptrunc": ("%vf", "vector<4xf32>", "vector<4xf16>"),
    "fpext": ("%vf", "vector<4xf32>", "vector<4xf64>"),
    "fptoui": ("%vf", "vector<4xf32>", "vector<4xi32>"),
    "fptosi": ("%vf", "vector<4xf32>", "vector<4xi32>"),
    "uitofp": ("%vi", "vector<4xi32>", "vector<4xf32>"),
    "sitofp": ("%vi", "vector<4xi32>", "vector<4xf32>"),
    "ptrtoint": ("%vp", "!llvm.vec<4 x ptr>", "vector<4xi64>"),
    "inttoptr": ("%vi64", "vector<4xi64>", "!llvm.vec<4 x ptr>"),
}

ARGUMENTS = (
    "%f: f32, %i: i32, %b: i1, %i8: i8, %i64: i64, %vf: vector<4xf32>, "
    "%vi: vector<4xi32>, %vi64: vector<4xi64>, %m: vector<4xi1>, %p: !llvm.ptr, "
    "%p8: !llvm.ptr<i8>, %tok: !llvm.token, %vp: !llvm.vec<4 x ptr>, "
    "%sv: vector<[4]xf32>, %v8: vector<8xf32>"
)

# Ops with their own syntax (or nothing of a family), one line each.
SPECIAL = """\
%r = "llvm.intr.abs"(%vi, %b) : (vector<4xi32>, i1) -> vector<4xi32>
%r = "llvm.intr.is.fpclass"(%vf, %i) : (vector<4xf32>, i32) -> vector<4xi1>
%r = llvm.intr.powi(%f, %i) {fastmathFlags = #llvm.fastmath<afn>} : (f32, i32) -> f32
%r = llvm.intr.powi(%vf, %i64) : (vector<4xf32>, i64) -> vector<4xf32>
"llvm.intr.prefetch"(%p, %i, %i, %i) : (!llvm.ptr, i32, i32, i32) -> ()
"llvm.intr.memset"(%p, %i8, %i64, %b) : (!llvm.ptr, i8, i64, i1) -> ()
llvm.intr.lifetime.start 16, %p : !llvm.ptr
llvm.intr.lifetime.end 16, %p8 {x} : !llvm.ptr<i8>
"llvm.intr.assume"(%b) : (i1) -> ()
%r = llvm.intr.coro.id %i, %p8, %p8, %p8 : !llvm.token
%r = llvm.intr.coro.begin %tok, %p8 : !llvm.ptr<i8>
%r = llvm.intr.coro.size : i64
%r = llvm.intr.coro.align {a = 1} : i32
%r = llvm.intr.coro.save %p8 : !llvm.token
%r = llvm.intr.coro.suspend %tok, %b : i8
%r = llvm.intr.coro.end %p8, %b : i1
%r = llvm.intr.coro.free %tok, %p8 : !llvm.ptr<i8>
llvm.intr.coro.resume %p8
llvm.intr.vastart %p8
llvm.intr.vacopy %p8 to %p8
llvm.intr.vaend %p8 {a}
%r = llvm.intr.eh.typeid.for %p8 : i32
%s = llvm.intr.stacksave : !llvm.ptr<i8>
llvm.intr.stackrestore %s
%r = llvm.intr.matrix.column.major.load %p, <stride=%i64> {isVolatile = false, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
llvm.intr.matrix.column.major.store %vf, %p8, <stride=%i> {isVolatile = true, rows = 2 : i32, columns = 2 : i32} : vector<4xf32> to !llvm.ptr<i8> stride i32
%r = llvm.intr.matrix.multiply %vf, %vf {lhs_rows = 2 : i32, lhs_columns = 2 : i32, rhs_columns = 2 : i32} : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
%r = llvm.intr.matrix.transpose %vf {rows = 2 : i32, columns = 2 : i32} : vector<4xf32> into vector<4xf32>
%r = llvm.intr.get.active.lane.mask %i64, %i : i64, i32 to vector<4xi1>
%r = llvm.intr.masked.load %p, %m {alignment = 1 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
%r = llvm.intr.masked.load %p, %m, %vf {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
llvm.intr.masked.store %vf, %p, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
%r = llvm.intr.masked.gather %vp, %m {alignment = 1 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
%r = llvm.intr.masked.gather %vp, %m, %vi {alignment = 1 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xi32>) -> vector<4xi32>
llvm.intr.masked.scatter %vf, %vp, %m {alignment = 1 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
%r = "llvm.intr.masked.expandload"(%p, %m, %vf) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
"llvm.intr.masked.compressstore"(%vf, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
%r = "llvm.intr.vscale"() : () -> i64
%r = llvm.intr.experimental.stepvector : vector<4xi32>
%r = llvm.intr.vector.insert %vf, %sv[0] : vector<4xf32> into vector<[4]xf32>
%r = llvm.intr.vector.insert %vf, %v8[4] : vector<4xf32> into vector<8xf32>
%r = llvm.intr.vector.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
%r = llvm.intr.vector.extract %v8[4] {a} : vector<4xf32> from vector<8xf32>
%r = llvm.call_intrinsic "llvm.round"(%f) : (f32) -> f32 {}
llvm.call_intrinsic "llvm.localescape"(%p, %p) : (!llvm.ptr, !llvm.ptr) -> () {a = 1}
%r:2 = llvm.call_intrinsic "llvm.x"() : () -> (i32, f32)
%r = "llvm.intr.vp.fneg"(%vf, %m, %i) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
%r = "llvm.intr.vp.fma"(%vf, %vf, %vf, %m, %i) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
%r = "llvm.intr.vp.load"(%p, %m, %i) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
"llvm.intr.vp.store"(%vf, %p, %m, %i) : (vector<4xf32>, !llvm.ptr, vector<4xi1>, i32) -> ()
%r = "llvm.intr.experimental.vp.strided.load"(%p, %i64, %m, %i) : (!llvm.ptr, i64, vector<4xi1>, i32) -> vector<4xf32>
"llvm.intr.experimental.vp.strided.store"(%vf, %p, %i64, %m, %i) : (vector<4xf32>, !llvm.ptr, i64, vector<4xi1>, i32) -> ()
"""


# The families' generic lines, in order: each op of the names (a
# space-separated string) as the line with `{m}` set to its name.
FAMILY_LINES = [
    (
        BINARY_F,
        "%r = llvm.intr.{m}(%f, %f) {{fastmathFlags = #llvm.fastmath<nnan, ninf>}}"
        " : (f32, f32) -> f32",
    ),
    (TERNARY_F, "%r = llvm.intr.{m}(%f, %f, %f) : (f32, f32, f32) -> f32"),
    (UNARY_I, "%r = llvm.intr.{m}(%vi) : (vector<4xi32>) -> vector<4xi32>"),
    (BINARY_I, "%r = llvm.intr.{m}(%i, %i) {{a}} : (i32, i32) -> i32"),
    (COUNT_ZEROS, '%r = "llvm.intr.{m}"(%i, %b) : (i32, i1) -> i32'),
    (
        MEMCPY,
        '"llvm.intr.{m}"(%p, %p8, %i64, %b) : (!llvm.ptr, !llvm.ptr<i8>, i64, i1) -> ()',
    ),
    (
        OVERFLOW,
        '%r = "llvm.intr.{m}.with.overflow"(%vi, %vi) : (vector<4xi32>, vector<4xi32>)'
        " -> !llvm.struct<(vector<4xi32>, vector<4xi1>)>",
    ),
    (REDUCE_I, '%r = "llvm.intr.vector.reduce.{m}"(%vi) : (vector<4xi32>) -> i32'),
    (REDUCE_F, '%r = "llvm.intr.vector.reduce.{m}"(%vf) : (vector<4xf32>) -> f32'),
    (
        REDUCE_ACC,
        '%r = "llvm.intr.vector.reduce.{m}"(%f, %vf) {{reassoc = true}}'
        " : (f32, vector<4xf32>) -> f32",
    ),
    (
        VP_BINARY_I,
        '%r = "llvm.intr.vp.{m}"(%vi, %vi, %m, %i)'
        " : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>",
    ),
    (
        VP_BINARY_F,
        '%r = "llvm.intr.vp.{m}"(%vf, %vf, %m, %i)'
        " : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>",
    ),
    (
        VP_REDUCE_I,
        '%r = "llvm.intr.vp.reduce.{m}"(%i, %vi, %m, %i)'
        " : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32",
    ),
    (
        VP_REDUCE_F,
        '%r = "llvm.intr.vp.reduce.{m}"(%f, %vf, %m, %i)'
        " : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32",
    ),
    (
        VP_SELECT,
        '%r = "llvm.intr.vp.{m}"(%m, %vf, %vf, %i) : (vector<4xi1>, vector<4xf32>,'
        " vector<4xf32>, i32) -> vector<4xf32>",
    ),
]


def _family_lines() -> list[str]:
    lines = []
    for index, m in enumerate(UNARY_F.split()):
        flags = " {fastmathFlags = #llvm.fastmath<fast>}" if index % 2 else ""
        lines.append(
            f"%r = llvm.intr.{m}(%vf){flags} : (vector<4xf32>) -> vector<4xf32>"
        )
    for names, line in FAMILY_LINES:
        lines += [line.format(m=m) for m in names.split()]
    for m, (value, source, result) in VP_CASTS.items():
        lines.append(
            f'%r = "llvm.intr.vp.{m}"({value}, %m, %i) : ({source}, vector<4xi1>, i32)'
            f" -> {result}"
        )
    return lines


def _numbered(lines: list[str]) -> list[str]:
    """Each `%r` result gets its own name."""
    return [
        line.replace("%r", f"%r{index}", 1) if line.startswith("%r") else line
        for index, line in enumerate(lines)
    ]


def wrap(arguments: str, body: str) -> str:
    """`body` inside a block with `arguments`, in an unregistered op."""
    indented = "".join(f"  {line}\n" for line in body.splitlines())
    return f'"test.f"() ({{\n^bb0({arguments}):\n{indented}}}) : () -> ()\n'


EVERY_OP = wrap(ARGUMENTS, "\n".join(_numbered(_family_lines() + SPECIAL.splitlines())))


def ours(args: list[str], text: str) -> tuple[int, str, str]:
    return run_opt(
        [*args, "--allow-unregistered-dialect", "--load-dialect", str(PACKAGE), "-"],
        stdin_text=text,
    )


def reference(args: list[str], text: str) -> tuple[int, str, str]:
    result = mlir_opt([*args, "--allow-unregistered-dialect"], text)
    return result.returncode, result.stdout, result.stderr


def intrinsic_names() -> set[str]:
    """The 144 intrinsic ops of MLIR 16, from the reference catalog."""
    return {f"llvm.{name}" for name in json.loads(CATALOG.read_text())["intrinsicOps"]}


# -- round trips -------------------------------------------------------------------------


def test_snippet_uses_every_intrinsic_but_the_debug_ones() -> None:
    status, out, err = ours(["--mlir-print-op-generic"], EVERY_OP)
    assert status == 0, err
    used = set(re.findall(r'^ *(?:%\S+ = )?"(llvm\.[\w.]+)"', out, re.M))
    assert len(intrinsic_names()) == 144
    assert used == intrinsic_names() - DEBUG_OPS


def _prints_as_mlir_opt(args: list[str], text: str) -> str:
    """`text` printed with `args` as mlir-opt-16 prints it; returns the output."""
    expected = reference(args, text)
    assert expected[0] == 0, expected[2]
    assert ours(args, text) == expected
    return expected[1]


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_every_op_round_trips_as_mlir_opt(generic: bool) -> None:
    args = ["--mlir-print-op-generic"] if generic else []
    printed = _prints_as_mlir_opt(args, EVERY_OP)
    # and our output reads back to itself
    assert ours(args, printed)[1] == printed


# The intrinsic lines of MLIR 16's Dialect/LLVMIR/roundtrip.mlir and
# Target/LLVMIR/llvmir.mlir, outside their llvm.func.
CONFORMANCE_LINES = wrap(
    "%arg0: i32, %arg1: f32, %arg2: !llvm.ptr<i8>, %arg3: !llvm.ptr<i8>, %arg4: i1,"
    " %sz: i64, %v0: vector<8xf32>, %v1: vector<4xf32>, %v2: vector<[4]xf32>,"
    " %p: !llvm.ptr",
    """\
%30 = llvm.intr.sin(%arg1) : (f32) -> f32
%31 = llvm.intr.pow(%arg1, %arg1) : (f32, f32) -> f32
%a31 = llvm.intr.powi(%arg1, %arg0) : (f32, i32) -> f32
%32 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
%33 = llvm.intr.ctpop(%arg0) : (i32) -> i32
%34 = llvm.intr.round(%arg1) : (f32) -> f32
"llvm.intr.memcpy"(%arg2, %arg3, %arg0, %arg4) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i32, i1) -> ()
"llvm.intr.memcpy.inline"(%arg2, %arg3, %sz, %arg4) : (!llvm.ptr<i8>, !llvm.ptr<i8>, i64, i1) -> ()
%0 = llvm.intr.vector.insert %v0, %v2[0] : vector<8xf32> into vector<[4]xf32>
%1 = llvm.intr.vector.insert %v1, %v2[0] : vector<4xf32> into vector<[4]xf32>
%2 = llvm.intr.vector.insert %v1, %1[4] : vector<4xf32> into vector<[4]xf32>
%3 = llvm.intr.vector.insert %v1, %v0[4] : vector<4xf32> into vector<8xf32>
%4 = llvm.intr.vector.extract %2[0] : vector<8xf32> from vector<[4]xf32>
%5 = llvm.intr.vector.extract %v0[6] : vector<2xf32> from vector<8xf32>
%11 = llvm.intr.sin(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
%12 = llvm.intr.sin(%arg1) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
%17 = "llvm.intr.copysign"(%arg1, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
%20 = "llvm.intr.powi"(%arg1, %arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32, i32) -> f32
llvm.intr.lifetime.start 16, %p : !llvm.ptr
llvm.intr.lifetime.end 16, %p : !llvm.ptr
""",
)


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_conformance_lines_round_trip_as_mlir_opt(generic: bool) -> None:
    args = ["--mlir-print-op-generic"] if generic else []
    _prints_as_mlir_opt(args, CONFORMANCE_LINES)


DEBUG_ATTRIBUTES = """\
#file = #llvm.di_file<"a.c" in "/dir">
#cu = #llvm.di_compile_unit<sourceLanguage = DW_LANG_C, file = #file, producer = "p", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2>
"""


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_debug_ops_match_mlir_opt(generic: bool) -> None:
    text = DEBUG_ATTRIBUTES + wrap(
        "%i: i32, %p: !llvm.ptr<i64>",
        "llvm.intr.dbg.value #var = %i : i32\n"
        "llvm.intr.dbg.addr #var = %p : !llvm.ptr<i64> {a}\n"
        "llvm.intr.dbg.declare #var = %p : !llvm.ptr<i64>",
    )
    args = ["--mlir-print-op-generic"] if generic else []
    expected = reference(args, text)
    assert expected[0] == 0, expected[2]
    assert ours(args, text) == expected


# -- diagnostics -------------------------------------------------------------------------

INVALID = [
    wrap("%i: i32", '%0 = "llvm.intr.exp"(%i) : (i32) -> i32'),
    wrap("%f: f32, %i: i32", '%0 = "llvm.intr.pow"(%f, %i) : (f32, i32) -> i32'),
    wrap("%f: f32", '%0 = "llvm.intr.ctpop"(%f) : (f32) -> f32'),
    wrap("%a: i32, %f: f32", '%0 = "llvm.intr.smax"(%a, %f) : (i32, f32) -> f32'),
    wrap(
        "%f: f32, %i: i32",
        '%0 = "llvm.intr.fma"(%f, %f, %i) : (f32, f32, i32) -> f32',
    ),
    wrap("%f: f32", '%0 = "llvm.intr.powi"(%f, %f) : (f32, f32) -> f32'),
    wrap("%i: i32", '%0 = "llvm.intr.ctlz"(%i, %i) : (i32, i32) -> i32'),
    wrap(
        "%i: i64, %b: i1",
        '"llvm.intr.memcpy"(%i, %i, %i, %b) : (i64, i64, i64, i1) -> ()',
    ),
    wrap(
        "%p: !llvm.ptr, %i: i64, %v: i32",
        '"llvm.intr.memcpy.inline"(%p, %p, %i, %v) : (!llvm.ptr, !llvm.ptr, i64, i32) -> ()',
    ),
    wrap(
        "%p: !llvm.ptr, %v: i32, %i: i64, %b: i1",
        '"llvm.intr.memset"(%p, %v, %i, %b) : (!llvm.ptr, i32, i64, i1) -> ()',
    ),
    wrap(
        "%a: i32, %f: f32",
        '%0 = "llvm.intr.sadd.with.overflow"(%a, %f) : (i32, f32) -> !llvm.struct<(i32, i1)>',
    ),
    wrap(
        "%a: i32, %b: i64",
        '%0 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>',
    ),
    wrap("%c: i16", '"llvm.intr.assume"(%c) : (i16) -> ()'),
    wrap(
        "%v: vector<4xi32>",
        '%0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> f32',
    ),
    wrap(
        "%v: vector<4xi32>",
        '%0 = "llvm.intr.vector.reduce.fmax"(%v) : (vector<4xi32>) -> i32',
    ),
    wrap(
        "%f: f32, %v: vector<4xf32>",
        '%0 = "llvm.intr.vector.reduce.fadd"(%f, %v) {reassoc = 1 : i32}'
        " : (f32, vector<4xf32>) -> f32",
    ),
    wrap(
        "%ptr: !llvm.ptr, %stride: i64",
        "%0 = llvm.intr.matrix.column.major.load %ptr, <stride=%stride>"
        " { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32}"
        " : f32 from !llvm.ptr stride i64",
    ),
    wrap(
        "%m: f32, %ptr: !llvm.ptr, %stride: i64",
        "llvm.intr.matrix.column.major.store %m, %ptr, <stride=%stride>"
        " { isVolatile = 0: i1, rows = 3: i32, columns = 16: i32}"
        " : f32 to !llvm.ptr stride i64",
    ),
    wrap(
        "%a: f32, %b: f32",
        "%0 = llvm.intr.matrix.multiply %a, %b"
        " { lhs_rows = 2: i32, lhs_columns = 2: i32 , rhs_columns = 2: i32}"
        " : (f32, f32) -> f32",
    ),
    wrap(
        "%m: f32",
        "%0 = llvm.intr.matrix.transpose %m {rows = 3: i32, columns = 16: i32}"
        " : f32 into vector<48xf32>",
    ),
    wrap(
        "%m: vector<48xf32>",
        "%0 = llvm.intr.matrix.transpose %m {rows = 3: i64, columns = 16: i32}"
        " : vector<48xf32> into vector<48xf32>",
    ),
    wrap(
        "%m: vector<48xf32>",
        "%0 = llvm.intr.matrix.transpose %m {columns = 16: i32}"
        " : vector<48xf32> into vector<48xf32>",
    ),
    wrap(
        "%base: i64, %n: vector<7xi64>",
        "%0 = llvm.intr.get.active.lane.mask %base, %n : i64, vector<7xi64> to vector<7xi1>",
    ),
    wrap(
        "%ptr: i64, %mask: vector<7xi1>",
        "%0 = llvm.intr.masked.load %ptr, %mask { alignment = 1: i32}"
        " : (i64, vector<7xi1>) -> vector<7xf32>",
    ),
    wrap(
        "%vec: vector<7xf32>, %ptr: !llvm.ptr, %mask: vector<7xi32>",
        "llvm.intr.masked.store %vec, %ptr, %mask { alignment = 1: i32}"
        " : vector<7xf32>, vector<7xi32> into !llvm.ptr",
    ),
    wrap(
        "%ptrs: vector<7xf32>, %mask: vector<7xi1>",
        "%0 = llvm.intr.masked.gather %ptrs, %mask { alignment = 1: i32}"
        " : (vector<7xf32>, vector<7xi1>) -> vector<7xf32>",
    ),
    wrap(
        "%vec: f32, %ptrs: !llvm.vec<7 x ptr<f32>>, %mask: vector<7xi1>",
        "llvm.intr.masked.scatter %vec, %ptrs, %mask { alignment = 1: i32}"
        " : f32, vector<7xi1> into !llvm.vec<7 x ptr<f32>>",
    ),
    wrap("", "%0 = llvm.intr.experimental.stepvector : vector<7xf32>"),
    wrap(
        "%arg0: vector<16385xi8>, %arg1: vector<[16]xi8>",
        "%0 = llvm.intr.vector.insert %arg0, %arg1[0] : vector<16385xi8> into vector<[16]xi8>",
    ),
    wrap(
        "%arg0: vector<16xi8>, %arg1: vector<[16385]xi8>",
        "%0 = llvm.intr.vector.insert %arg0, %arg1[0] : vector<16xi8> into vector<[16385]xi8>",
    ),
    wrap(
        "%arg0: vector<[8]xf32>, %arg1: vector<16xf32>",
        "%0 = llvm.intr.vector.insert %arg0, %arg1[0] : vector<[8]xf32> into vector<16xf32>",
    ),
    wrap(
        "%arg0: vector<[16385]xi8>",
        "%0 = llvm.intr.vector.extract %arg0[0] : vector<16xi8> from vector<[16385]xi8>",
    ),
    wrap(
        "%arg0: vector<[16]xi8>",
        "%0 = llvm.intr.vector.extract %arg0[0] : vector<16385xi8> from vector<[16]xi8>",
    ),
    wrap(
        "%arg0: vector<16xf32>",
        "%0 = llvm.intr.vector.extract %arg0[0] : vector<[8]xf32> from vector<16xf32>",
    ),
    wrap(
        "%a: vector<4xf32>, %b: vector<8xf32>",
        '%0 = "llvm.intr.vector.insert"(%a, %b) {pos = 0 : i64}'
        " : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>",
    ),
    wrap(
        "%a: vector<4xf32>, %b: vector<8xf32>",
        '%0 = "llvm.intr.vector.insert"(%a, %b) {pos = 0 : i32}'
        " : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>",
    ),
    wrap(
        "%a: vector<4xf32>, %b: vector<8xf32>",
        '%0 = "llvm.intr.vector.insert"(%a, %b) : (vector<4xf32>, vector<8xf32>) -> vector<8xf32>',
    ),
    wrap(
        "%f: f32",
        '%0 = llvm.call_intrinsic "llvm.round"(%f) : (f32) -> tensor<f32>',
    ),
    wrap("%f: f32", '%0 = "llvm.call_intrinsic"(%f) : (f32) -> f32'),
    wrap("%f: f32", '%0 = "llvm.call_intrinsic"(%f) {intrin = 3} : (f32) -> f32'),
    wrap("%f: f32", "%0 = llvm.call_intrinsic 3(%f) : (f32) -> f32"),
    wrap(
        "%f: f32", '%0 = "llvm.intr.sin"(%f) {fastmathFlags = 1 : i32} : (f32) -> f32'
    ),
    wrap("%f: f32", "%0 = llvm.intr.sin(%f) : (f32) -> f64"),
    wrap("%f: f32", "%0 = llvm.intr.sin(%f, %f) : (f32) -> f32"),
    wrap("%f: f32", "%0 = llvm.intr.sin %f : (f32) -> f32"),
    # an op without a declarative format has no custom form
    wrap("%f: f32", "%0 = llvm.intr.ctlz(%f) : (f32) -> f32"),
    wrap("%p: !llvm.ptr<i32>", "llvm.intr.vastart %p"),
    wrap(
        "%p: !llvm.ptr",
        '"llvm.intr.lifetime.start"(%p) {size = 1 : i32} : (!llvm.ptr) -> ()',
    ),
    wrap("%p: !llvm.ptr", "llvm.intr.lifetime.start %p : !llvm.ptr"),
    wrap("%t: !llvm.token, %b: i32", "%0 = llvm.intr.coro.suspend %t, %b : i8"),
    wrap("%t: i32, %b: i1", '%0 = "llvm.intr.coro.suspend"(%t, %b) : (i32, i1) -> i8'),
    wrap("", '%0 = "llvm.intr.coro.size"() : () -> tensor<i64>'),
    wrap(
        "%v: vector<4xi32>, %m: vector<4xi32>, %e: i32",
        '%0 = "llvm.intr.vp.add"(%v, %v, %m, %e)'
        " : (vector<4xi32>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>",
    ),
    wrap(
        "%v: vector<4xi32>, %m: vector<4xi1>, %e: i64",
        '%0 = "llvm.intr.vp.add"(%v, %v, %m, %e)'
        " : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i64) -> vector<4xi32>",
    ),
    wrap(
        "%v: vector<4xf32>, %m: vector<4xi1>, %e: i32",
        '%0 = "llvm.intr.vp.add"(%v, %v, %m, %e)'
        " : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>",
    ),
    wrap(
        "%f: i32, %v: vector<4xf32>, %m: vector<4xi1>, %e: i32",
        '%0 = "llvm.intr.vp.reduce.fadd"(%f, %v, %m, %e)'
        " : (i32, vector<4xf32>, vector<4xi1>, i32) -> f32",
    ),
    wrap(
        "%v: vector<4xf32>, %m: vector<4xi1>, %e: i32",
        '%0 = "llvm.intr.vp.ptrtoint"(%v, %m, %e)'
        " : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi64>",
    ),
    wrap(
        "%v: vector<4xf32>, %e: i32",
        '%0 = "llvm.intr.vp.select"(%v, %v, %v, %e)'
        " : (vector<4xf32>, vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>",
    ),
    wrap(
        "%v: vector<4xf32>, %m: vector<4xi1>, %e: i32",
        '%0 = "llvm.intr.vp.fma"(%v, %v, %m, %e)'
        " : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>",
    ),
    wrap(
        "%p: !llvm.ptr, %m: vector<4xi1>, %e: i32",
        '"llvm.intr.vp.store"(%e, %p, %m, %e) : (i32, !llvm.ptr, vector<4xi1>, i32) -> ()',
    ),
    wrap("", '%1 = "llvm.intr.vscale"() : () -> tensor<i64>'),
    wrap(
        "%p: !llvm.ptr, %m: vector<4xi1>",
        '%0 = "llvm.intr.masked.expandload"(%p, %m, %p)'
        " : (!llvm.ptr, vector<4xi1>, !llvm.ptr) -> vector<4xf32>",
    ),
    wrap(
        "%v: vector<4xf32>, %m: vector<4xi1>",
        '"llvm.intr.masked.compressstore"(%v, %v, %m)'
        " : (vector<4xf32>, vector<4xf32>, vector<4xi1>) -> ()",
    ),
    wrap(
        "%p: !llvm.ptr, %m: vector<4xi1>",
        "%0 = llvm.intr.masked.load %p, %m : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>",
    ),
    wrap(
        "%p: !llvm.ptr, %i: i32",
        '"llvm.intr.prefetch"(%p, %i, %i, %p) : (!llvm.ptr, i32, i32, !llvm.ptr) -> ()',
    ),
    wrap("%f: f32", '%0 = "llvm.intr.is.fpclass"(%f, %f) : (f32, f32) -> i1'),
    wrap("%p: !llvm.ptr", "%0 = llvm.intr.eh.typeid.for %p : i32"),
    wrap("%f: f32", "%0 = llvm.intr.sin(%f) : (f32, f32) -> f32"),
    wrap("%f: f32", "%0 = llvm.intr.sin(%f) : (f32) -> (f32, f32)"),
    wrap("%f: f32", "%0 = llvm.intr.sin(%f) : f32"),
    wrap("%f: f32", "%0 = llvm.intr.pow(%f, %f) : (f32, f64) -> f32"),
    wrap(
        "%p: !llvm.ptr, %m: vector<4xi1>",
        "%0 = llvm.intr.masked.load %p, %m {alignment = 1 : i64}"
        " : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>",
    ),
    wrap(
        "%v: vector<4xf32>",
        "%0 = llvm.intr.vector.insert %v, %v[x] : vector<4xf32> into vector<4xf32>",
    ),
    wrap("%v: f32", '%0 = llvm.call_intrinsic "x"(%v) : (f32) -> ()'),
    wrap("", "%0 = llvm.intr.stacksave"),
    # the size has a fixed type (I64Attr): a `: i32` after it is not read
    wrap("%p: !llvm.ptr", "llvm.intr.lifetime.start 1 : i32, %p : !llvm.ptr"),
    wrap("%i: i32", '"llvm.intr.dbg.value"(%i) : (i32) -> ()'),
    wrap("%i: i32", '"llvm.intr.dbg.declare"(%i) : (i32) -> ()'),
    wrap("%i: i32", "llvm.intr.dbg.value = %i : i32"),
]


def test_diagnostics_match_mlir_opt() -> None:
    text = SPLIT.join(INVALID)
    args = ["--split-input-file"]
    expected = reference(args, text)
    assert expected[2].count("error:") == len(INVALID)
    assert ours(args, text) == expected


# -- builders ----------------------------------------------------------------------------


def _camel(mnemonic: str) -> str:
    return mnemonic.capitalize()


def build_every_op(llvm: Any) -> list[Any]:
    """One op of each of the 144 intrinsics, made by the generated builders."""
    f16, f32, f64 = (FloatType.get(n) for n in ("f16", "f32", "f64"))
    i1, i8, i32, i64 = (IntegerType.get(n) for n in (1, 8, 32, 64))
    vf, vi, vi64, m = (VectorType.get([4], t) for t in (f32, i32, i64, i1))
    ptr, p8 = llvm.LLVMPointerType.get(), llvm.LLVMPointerType.get(i8)
    vp = llvm.LLVMFixedVectorType.get(ptr, 4)
    token = llvm.LLVMTokenType.get()
    sv = VectorType.get([4], f32, scalable_dims=[True])
    v8 = VectorType.get([8], f32)
    types = [f32, i32, i1, i8, i64, vf, vi, vi64, m, ptr, p8, token, vp, sv, v8]
    f, i, b, x8, x64, xvf, xvi, xvi64, xm, p, xp8, tok, xvp, xsv, xv8 = Block(
        types
    ).arguments
    fast = llvm.FastmathFlagsAttr.get(llvm.FastmathFlags.fast)
    ops: list[Any] = []
    add = ops.append

    # families: each op class from its mnemonic, by the names of LLVMIntrinsicOps.td
    unary_f = {
        "cos": "CosOp", "exp": "ExpOp", "exp2": "Exp2Op", "fabs": "FAbsOp",
        "ceil": "FCeilOp", "floor": "FFloorOp", "log10": "Log10Op", "log2": "Log2Op",
        "log": "LogOp", "sin": "SinOp", "roundeven": "RoundEvenOp", "round": "RoundOp",
        "trunc": "FTruncOp", "sqrt": "SqrtOp",
    }  # fmt: skip
    for name in unary_f.values():
        add(getattr(llvm, name).build(xvf, fast))
    for name in (
        "CopySignOp",
        "PowOp",
        "MaxNumOp",
        "MinNumOp",
        "MaximumOp",
        "MinimumOp",
    ):
        add(getattr(llvm, name).build(f, f))
    for name in ("FMAOp", "FMulAddOp"):
        add(getattr(llvm, name).build(f, f, f, fast))
    for name in ("BitReverseOp", "CtPopOp"):
        add(getattr(llvm, name).build(xvi))
    for name in ("SMaxOp", "SMinOp", "UMaxOp", "UMinOp"):
        add(getattr(llvm, name).build(i, i))
    for name in ("CountLeadingZerosOp", "CountTrailingZerosOp"):
        add(getattr(llvm, name).build(i32, i, b))
    for name in ("MemcpyOp", "MemcpyInlineOp", "MemmoveOp"):
        add(getattr(llvm, name).build(p, xp8, x64, b))
    struct = llvm.LLVMStructType.get(body=(i32, i1))
    for kind in OVERFLOW.split():
        add(getattr(llvm, f"{kind[0].upper()}{_camel(kind[1:])}WithOverflowOp").build(
            struct, i, i
        ))  # fmt: skip
    for kind in REDUCE_I.split():
        add(getattr(llvm, f"vector_reduce_{kind}").build(i32, xvi))
    for kind in REDUCE_F.split():
        add(getattr(llvm, f"vector_reduce_{kind}").build(f32, xvf))
    for kind in REDUCE_ACC.split():
        add(getattr(llvm, f"vector_reduce_{kind}").build(f32, f, xvf, True))
    vp_names = {
        "add": "Add", "sub": "Sub", "mul": "Mul", "sdiv": "SDiv", "udiv": "UDiv",
        "srem": "SRem", "urem": "URem", "ashr": "AShr", "lshr": "LShr", "shl": "Shl",
        "or": "Or", "and": "And", "xor": "Xor", "smax": "SMax", "smin": "SMin",
        "umax": "UMax", "umin": "UMin", "fadd": "FAdd", "fsub": "FSub", "fmul": "FMul",
        "fdiv": "FDiv", "frem": "FRem", "fmax": "FMax", "fmin": "FMin",
    }  # fmt: skip
    for kind in VP_BINARY_I.split():
        add(getattr(llvm, f"VP{vp_names[kind]}Op").build(vi, xvi, xvi, xm, i))
    for kind in VP_BINARY_F.split():
        add(getattr(llvm, f"VP{vp_names[kind]}Op").build(vf, xvf, xvf, xm, i))
    for kind in VP_REDUCE_I.split():
        add(getattr(llvm, f"VPReduce{vp_names[kind]}Op").build(i32, i, xvi, xm, i))
    for kind in VP_REDUCE_F.split():
        add(getattr(llvm, f"VPReduce{vp_names[kind]}Op").build(f32, f, xvf, xm, i))
    add(llvm.VPSelectMinOp.build(vf, xm, xvf, xvf, i))
    add(llvm.VPMergeMinOp.build(vf, xm, xvf, xvf, i))
    values = {"%vi": xvi, "%vi64": xvi64, "%vf": xvf, "%vp": xvp}
    results = {"vector<4xi32>": vi, "vector<4xi64>": vi64, "!llvm.vec<4 x ptr>": vp}
    results["vector<4xf32>"] = vf
    results["vector<4xf16>"] = VectorType.get([4], f16)
    results["vector<4xf64>"] = VectorType.get([4], f64)
    cast_names = {
        "trunc": "VPTruncOp", "zext": "VPZExtOp", "sext": "VPSExtOp",
        "fptrunc": "VPFPTruncOp", "fpext": "VPFPExtOp", "fptoui": "VPFPToUIOp",
        "fptosi": "VPFPToSIOp", "uitofp": "VPUIToFPOp", "sitofp": "VPSIToFPOp",
        "ptrtoint": "VPPtrToIntOp", "inttoptr": "VPIntToPtrOp",
    }  # fmt: skip
    for kind, (value, _, result) in VP_CASTS.items():
        op_class = getattr(llvm, cast_names[kind])
        add(op_class.build(results[result], values[value], xm, i))

    # the others, one by one
    add(llvm.AbsOp.build(i32, i, b))
    add(llvm.IsFPClass.build(i1, f, i))
    add(llvm.PowIOp.build(f32, f, i, fast))
    add(llvm.Prefetch.build(p, i, i, i))
    add(llvm.MemsetOp.build(p, x8, x64, b))
    add(llvm.LifetimeStartOp.build(16, p))
    add(llvm.LifetimeEndOp.build(16, xp8))
    add(llvm.AssumeOp.build(b))
    add(llvm.CoroIdOp.build(token, i, xp8, xp8, xp8))
    add(llvm.CoroBeginOp.build(p8, tok, xp8))
    add(llvm.CoroSizeOp.build(i64))
    add(llvm.CoroAlignOp.build(i32))
    add(llvm.CoroSaveOp.build(token, xp8))
    add(llvm.CoroSuspendOp.build(i8, tok, b))
    add(llvm.CoroEndOp.build(i1, xp8, b))
    add(llvm.CoroFreeOp.build(p8, tok, xp8))
    add(llvm.CoroResumeOp.build(xp8))
    file = llvm.DIFileAttr.get(StringAttr.get("a.c"), StringAttr.get("/dir"))
    variable = llvm.DILocalVariableAttr.get(
        file, StringAttr.get("x"), file, 1, 0, 0, None
    )
    add(llvm.DbgAddrOp.build(p, variable))
    add(llvm.DbgDeclareOp.build(xp8, variable))
    add(llvm.DbgValueOp.build(i, variable))
    add(llvm.VaStartOp.build(xp8))
    add(llvm.VaCopyOp.build(xp8, xp8))
    add(llvm.VaEndOp.build(xp8))
    add(llvm.EhTypeidForOp.build(i32, xp8))
    add(llvm.StackSaveOp.build(p8))
    add(llvm.StackRestoreOp.build(xp8))
    add(llvm.MatrixColumnMajorLoadOp.build(vf, p, x64, 0, 2, 2))
    add(llvm.MatrixColumnMajorStoreOp.build(xvf, p, x64, 1, 2, 2))
    add(llvm.MatrixMultiplyOp.build(vf, xvf, xvf, 2, 2, 2))
    add(llvm.MatrixTransposeOp.build(vf, xvf, 2, 2))
    add(llvm.GetActiveLaneMaskOp.build(m, x64, x64))
    add(llvm.MaskedLoadOp.build(vf, p, xm, [xvf], 4))
    add(llvm.MaskedStoreOp.build(xvf, p, xm, 4))
    add(llvm.masked_gather.build(vf, xvp, xm, [], 4))
    add(llvm.masked_scatter.build(xvf, xvp, xm, 4))
    add(llvm.masked_expandload.build(vf, p, xm, xvf))
    add(llvm.masked_compressstore.build(xvf, p, xm))
    add(llvm.vscale.build(i64))
    add(llvm.StepVectorOp.build(vi))
    add(llvm.vector_insert.build(xvf, xsv, 0))
    add(llvm.vector_extract.build(vf, xv8, 4))
    add(llvm.CallIntrinsicOp.build([f32], "llvm.round", [f]))
    add(llvm.VPFNegOp.build(vf, xvf, xm, i))
    add(llvm.VPFmaOp.build(vf, xvf, xvf, xvf, xm, i))
    add(llvm.VPLoadOp.build(vf, p, xm, i))
    add(llvm.VPStoreOp.build(xvf, p, xm, i))
    add(llvm.VPStridedLoadOp.build(vf, p, x64, xm, i))
    add(llvm.VPStridedStoreOp.build(xvf, p, x64, xm, i))
    return ops


def test_every_op_builds_and_verifies(llvm_ctx: Context, llvm: Any) -> None:
    ops = build_every_op(llvm)
    assert {op.name for op in ops} == intrinsic_names()
    assert len(ops) == 144
    for op in ops:
        op.verify()


def test_builders_infer_results_and_add_defaults(llvm_ctx: Context, llvm: Any) -> None:
    f32 = FloatType.get("f32")
    v8, v4 = VectorType.get([8], f32), VectorType.get([4], f32)
    x, vector, small = Block([f32, v8, v4]).arguments
    sin = llvm.SinOp.build(x)
    assert sin.res.type is f32 and sin.in_ is x
    assert sin.attributes.text == "{fastmathFlags = #llvm.fastmath<none>}"
    reduce = llvm.vector_reduce_fmul.build(f32, x, vector)
    assert reduce.reassoc is False and reduce.attributes.text == "{reassoc = false}"
    insert = llvm.vector_insert.build(small, vector, 4)
    assert insert.res.type is v8 and insert.pos == 4


def test_pred_op_traits_verify_as_mlir(llvm_ctx: Context, llvm: Any) -> None:
    # PredOpTrait checks come after the operand and AllTypesMatch checks
    f32, i8 = FloatType.get("f32"), IntegerType.get(8)
    scalable = VectorType.get([8], f32, scalable_dims=[True])
    fixed = VectorType.get([16], f32)
    huge = VectorType.get([16385], i8)
    a, b, c = Block([scalable, fixed, huge]).arguments
    cases = [
        (
            llvm.vector_insert.build(a, b, 0),
            "it is not inserting scalable into fixed-length vectors.",
        ),
        (llvm.vector_insert.build(c, c, 0), "vectors are not bigger than 2^17 bits."),
        (
            llvm.vector_extract.build(scalable, b, 0),
            "it is not extracting scalable from fixed-length vectors.",
        ),
    ]
    for op, message in cases:
        with pytest.raises(DiagnosticError) as caught:
            op.verify()
        assert caught.value.diagnostic.message == (
            f"'{op.name}' op failed to verify that {message}"
        )


def test_named_type_constraint_keeps_its_builder(llvm: Any) -> None:
    # LLVM_i8Ptr is `type: LLVM_PointerTo<I8>` with a builder: the coroutine
    # formats leave its operands' types out, as MLIR 16's do.
    text = wrap(
        "%p: !llvm.ptr<i8>, %t: !llvm.token",
        "%0 = llvm.intr.coro.save %p : !llvm.token\n"
        "%1 = llvm.intr.coro.free %t, %p : !llvm.ptr<i8>",
    )
    status, out, err = ours([], text)
    assert status == 0, err
    assert "llvm.intr.coro.free %arg1, %arg0 : !llvm.ptr<i8>" in out
