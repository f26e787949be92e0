"""The LLVM dialect's memory operations (defs/llvm/ops_memory.yaml) against MLIR 16.

`llvm.alloca`, `llvm.load`, `llvm.store`, `llvm.getelementptr`,
`llvm.atomicrmw`, `llvm.cmpxchg` and `llvm.fence`:

- differential runs against mlir-opt-16 (custom and generic printing, and
  diagnostics of invalid input), each batch one `--split-input-file` run per
  tool: hand-written cases plus the functions of MLIR 16's own tests that use
  only these ops. Those tests wrap their cases in `llvm.func`/`func.func`;
  until `llvm.func` has its record, every function becomes
  `"test.f"() ({ ^bb0(args): ... }) : () -> ()` (unregistered, on both tools)
  and its `return` is dropped;
- the metadata references of loads and stores (the ops they name are not
  records of this worktree yet, so the expected messages are mlir-opt-16's,
  written down);
- every op built from Python with the generated builders, then verified; the
  GEP builder with mixed constant and dynamic indices; the GEP folder.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import CONFORMANCE, run_opt_llvm as ours
from odsgen.ir.attributes import ArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import Block, Operation, Region
from odsgen.ir.traits import ConstantLike, SymbolTable
from odsgen.ir.types import FloatType, IntegerType, VectorType
from reference import SPLIT, mlir_opt

LLVMIR = CONFORMANCE / "Dialect" / "LLVMIR"
MEMORY_OPS = frozenset(
    ("alloca", "load", "store", "getelementptr", "atomicrmw", "cmpxchg", "fence")
)
FLAGS = ["--allow-unregistered-dialect", "--split-input-file"]


def case(args: str, *ops: str) -> str:
    """`ops` inside an unregistered function-like op whose block takes `args`."""
    body = "\n".join(f"  {op}" for op in ops)
    return f'"test.f"() ({{\n^bb0({args}):\n{body}\n}}) : () -> ()\n'


# -- MLIR 16's tests, rewritten ---------------------------------------------------------

_HEADER = re.compile(
    r"^(?P<indent>\s*)(?:llvm\.func|func\.func) @[\w.$-]+\((?P<args>.*)\)[^{]*\{$"
)
_OP_NAME = re.compile(r'(?<![\w.!#])"?llvm\.([a-z_.]+)')
_RETURN = re.compile(r"^\s*(?:llvm\.return|return)\b")


def _function_chunks(path: Path) -> list[str]:
    """The functions of `path` that use no LLVM op but ours, as `test.f` cases."""
    found = []
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        header = lines[index]
        index += 1
        if not re.match(r"^\s*(?:llvm|func)\.func @", header):
            continue
        while header.rstrip().endswith(",") and index < len(lines):
            header += " " + lines[index].strip()
            index += 1
        match = _HEADER.match(header)
        if match is None:
            continue
        end = lines.index(match["indent"] + "}", index)
        body = [l for l in lines[index:end] if not _RETURN.match(l)]
        index = end + 1
        names = {n for l in body for n in _OP_NAME.findall(l.split("//")[0])}
        if not names or not names <= MEMORY_OPS:
            continue
        found.append(
            f'"test.f"() ({{\n^bb0({match["args"]}):\n'
            + "\n".join(body)
            + "\n}) : () -> ()\n"
        )
    return found


def conformance_cases(name: str) -> list[str]:
    path = LLVMIR / name
    return _function_chunks(path) if path.exists() else []


# -- hand-written cases -----------------------------------------------------------------

VALID = [
    case(
        "%n: i64, %m: i32",
        "%0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr<i32>",
        "%1 = llvm.alloca %m x f32 {alignment = 0} : (i32) -> !llvm.ptr<i32>",
        "%2 = llvm.alloca %n x i32 {alignment = 0 : i32} : (i64) -> !llvm.ptr<i32>",
        '%3 = llvm.alloca %n x i8 {alignment = 16, foo = "bar"} : (i64) -> !llvm.ptr<f32, 3>',
        "%4 = llvm.alloca %m x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr",
        "%5 = llvm.alloca %m x i64 {alignment = 4 : i64} : (i32) -> !llvm.ptr<5>",
        '%6 = "llvm.alloca"(%n) {elem_type = i8} : (i64) -> !llvm.ptr<4>',
        '%7 = "llvm.alloca"(%n) {alignment = 0 : i64} : (i64) -> !llvm.ptr<i16>',
    ),
    case(
        "%p: !llvm.ptr<i32>, %q: !llvm.ptr, %v: i32, %f: f32",
        "%0 = llvm.load %p : !llvm.ptr<i32>",
        "%1 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr<i32>",
        "%2 = llvm.load %q : !llvm.ptr -> vector<4xf32>",
        "%3 = llvm.load volatile %q {elem_type = i8} : !llvm.ptr -> !llvm.ptr<3>",
        '%4 = "llvm.load"(%p) : (!llvm.ptr<i32>) -> f32',
        '%5 = "llvm.load"(%q) {volatile_, alignment = 8 : i64} : (!llvm.ptr) -> f32',
        "llvm.store %v, %p : !llvm.ptr<i32>",
        "llvm.store volatile %v, %p {alignment = 4 : i64, nontemporal} : !llvm.ptr<i32>",
        "llvm.store %f, %q : f32, !llvm.ptr",
        "llvm.store %q, %q {alignment = 8} : !llvm.ptr, !llvm.ptr",
        "llvm.store %v, %p {elem_type = i32, volatile_} : i32, !llvm.ptr<i32>",
        '"llvm.store"(%v, %q) {volatile_} : (i32, !llvm.ptr) -> ()',
    ),
    case(
        "%p: !llvm.ptr<struct<(i32, struct<(f32, array<2 x i8>)>)>>, %i: i64, %q: !llvm.ptr",
        "%0 = llvm.getelementptr %p[%i, 1, 1, %i] : (!llvm.ptr<struct<(i32, struct<(f32, array<2 x i8>)>)>>, i64, i64) -> !llvm.ptr<i8>",
        "%1 = llvm.getelementptr inbounds %p[0x10, 1, 0] {foo} : (!llvm.ptr<struct<(i32, struct<(f32, array<2 x i8>)>)>>) -> !llvm.ptr<i8>",
        "%3 = llvm.getelementptr inbounds %q[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i8)>",
    ),
    # from roundtrip.mlir's @ops and @vararg_func, without their other ops
    case(
        "%arg0: i32, %1: i32",
        "%13 = llvm.alloca %arg0 x f64 : (i32) -> !llvm.ptr<f64>",
        "%14 = llvm.getelementptr %13[%arg0, %arg0] : (!llvm.ptr<f64>, i32, i32) -> !llvm.ptr<f64>",
        "%15 = llvm.load %14 : !llvm.ptr<f64>",
        "llvm.store %15, %13 : !llvm.ptr<f64>",
        '%2 = llvm.alloca %1 x !llvm.struct<"struct.va_list", (ptr<i8>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr<struct<"struct.va_list", (ptr<i8>)>>',
        "%4 = llvm.alloca %arg0 x !llvm.ptr<i8> {alignment = 8 : i64} : (i32) -> !llvm.ptr<ptr<i8>>",
    ),
    # dynamic-gep-index.mlir, without its llvm.func and llvm.mlir.constant
    case(
        '%arg0: !llvm.ptr<struct<"my_struct", (struct<"sub_struct", (i32, i8)>, array<4 x i32>)>>, %arg1: i32, %0: i32',
        '%1 = "llvm.getelementptr"(%arg0, %0, %arg1) {rawConstantIndices = array<i32: -2147483648, 1, -2147483648>} : (!llvm.ptr<struct<"my_struct", (struct<"sub_struct", (i32, i8)>, array<4 x i32>)>>, i32, i32) -> !llvm.ptr<i32>',
    ),
    case(
        "%p: !llvm.vec<2 x ptr<f32>>, %v: vector<2xi64>, %o: !llvm.vec<2 x ptr>, %s: !llvm.vec<? x 2 x ptr<i8>>",
        "%0 = llvm.getelementptr %p[%v] : (!llvm.vec<2 x ptr<f32>>, vector<2xi64>) -> !llvm.vec<2 x ptr<f32>>",
        "%1 = llvm.getelementptr inbounds %o[%v, 1] : (!llvm.vec<2 x ptr>, vector<2xi64>) -> !llvm.vec<2 x ptr>, !llvm.struct<(i8, i8)>",
        "%2 = llvm.getelementptr %s[7] : (!llvm.vec<? x 2 x ptr<i8>>) -> !llvm.vec<? x 2 x ptr<i8>>",
    ),
    case(
        "%p: !llvm.ptr<i32>, %q: !llvm.ptr, %v: i32, %f: f32, %fp: !llvm.ptr<f32>, %b: !llvm.ptr<bf16>, %bv: bf16",
        "%0 = llvm.atomicrmw add %p, %v monotonic : i32",
        "%1 = llvm.atomicrmw xchg %p, %v seq_cst {foo} : i32",
        "%2 = llvm.atomicrmw fsub %fp, %f acq_rel : f32",
        "%3 = llvm.atomicrmw _and %p, %v acquire : i32",
        "%4 = llvm.atomicrmw xchg %b, %bv release : bf16",
    ),
    case(
        "%p: !llvm.ptr<i32>, %q: !llvm.ptr, %v: i32, %pp: !llvm.ptr<ptr<i8>>, %o: !llvm.ptr<i8>",
        "%0 = llvm.cmpxchg %p, %v, %v acq_rel monotonic : i32",
        "%1 = llvm.cmpxchg %pp, %o, %o seq_cst acquire {weak} : !llvm.ptr<i8>",
    ),
    case(
        "",
        'llvm.fence syncscope("agent") acquire',
        "llvm.fence release",
        'llvm.fence syncscope("") seq_cst',
        'llvm.fence syncscope("x") acq_rel {a = 1}',
        '"llvm.fence"() {ordering = 4, syncscope = "singlethread"} : () -> ()',
    ),
]

# What MLIR 16 prints but cannot read back: a GEP without indices (`%p[]`)
# and atomics on opaque pointers (their custom form needs typed pointers).
PRINT_ONLY = [
    case(
        "%p: !llvm.ptr<i8>, %q: !llvm.ptr, %v: i32, %f: f32",
        '%0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32>} : (!llvm.ptr<i8>) -> !llvm.ptr<i8>',
        '%1 = "llvm.atomicrmw"(%q, %f) {bin_op = 11, ordering = 2} : (!llvm.ptr, f32) -> f32',
        '%2 = "llvm.atomicrmw"(%q, %v) {bin_op = 10 : i64, ordering = 7 : i64} : (!llvm.ptr, i32) -> i32',
        '%3 = "llvm.cmpxchg"(%q, %v, %v) {success_ordering = 2, failure_ordering = 2} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>',
    )
]


def _invalid(args: str, *ops: str) -> str:
    return case(args, *ops)


INVALID = [
    # llvm.alloca
    _invalid("%s: i64", "%0 = llvm.alloca %s y i32 : (i64) -> !llvm.ptr<i32>"),
    _invalid(
        "%s: i64",
        "%0 = llvm.alloca %s x i32 {alignment = 3.0} : (i64) -> !llvm.ptr<i32>",
    ),
    _invalid(
        "%s: i64",
        "%0 = llvm.alloca %s x i32 {alignment = 4 : i32} : (i64) -> !llvm.ptr<i32>",
    ),
    _invalid(
        "%s: i64", "%0 = llvm.alloca %s x i32 {elem_type = f32} : (i64) -> !llvm.ptr"
    ),
    _invalid("%s: i64", "%0 = llvm.alloca %s x i32 : (i64) -> (i64)"),
    _invalid("%s: i64", "%0 = llvm.alloca %s x i32 : (i32) -> !llvm.ptr<i32>"),
    _invalid("%s: i64", "%0 = llvm.alloca %s x i32 : (i64, i64) -> !llvm.ptr<i32>"),
    _invalid("%s: i64", "%0 = llvm.alloca %s x i32 : !llvm.ptr<i32>"),
    _invalid("%s: i64", '%0 = "llvm.alloca"(%s) {elem_type = 8} : (i64) -> !llvm.ptr'),
    _invalid("%s: f32", '%0 = "llvm.alloca"(%s) : (f32) -> !llvm.ptr<i32>'),
    _invalid("%s: i64", '%0 = "llvm.alloca"(%s) : (i64) -> !llvm.ptr'),
    _invalid(
        "%s: i64", '%0 = "llvm.alloca"(%s) {elem_type = i32} : (i64) -> !llvm.ptr<i32>'
    ),
    # llvm.load and llvm.store
    _invalid(
        "%p: !llvm.ptr<i32>", "%0 = llvm.load volatile %p {volatile_} : !llvm.ptr<i32>"
    ),
    _invalid("%p: !llvm.ptr", "%0 = llvm.load %p : !llvm.ptr"),
    _invalid("%p: !llvm.ptr", "%0 = llvm.load %p : !llvm.ptr i32"),
    _invalid("%p: !llvm.ptr<i32>", "%0 = llvm.load %p : !llvm.ptr<i32> -> i32"),
    _invalid("%p: f32", "%0 = llvm.load %p : f32"),
    _invalid(
        "%p: !llvm.ptr<i32>", "%0 = llvm.load %p {alignment = 4 : i32} : !llvm.ptr<i32>"
    ),
    _invalid(
        "%p: !llvm.ptr<i32>", "%0 = llvm.load %p {llvm.tbaa = 1} : !llvm.ptr<i32>"
    ),
    _invalid(
        "%p: !llvm.ptr<i32>", "%0 = llvm.load %p {llvm.tbaa = [@a]} : !llvm.ptr<i32>"
    ),
    _invalid(
        "%p: !llvm.ptr<i32>",
        "%0 = llvm.load %p {access_groups = [@a::@b]} : !llvm.ptr<i32>",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>",
        "%0 = llvm.load %p {access_groups = [@a::@b, 3]} : !llvm.ptr<i32>",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>",
        "%0 = llvm.load %p {alias_scopes = [@a::@b], access_groups = [@c]} : !llvm.ptr<i32>",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>", '%0 = "llvm.load"(%p) : (!llvm.ptr<i32>) -> !llvm.void'
    ),
    _invalid(
        '%p: !llvm.ptr<struct<"o", opaque>>',
        '%0 = llvm.load %p : !llvm.ptr<struct<"o", opaque>>',
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        "llvm.store volatile %v, %p {volatile_} : !llvm.ptr<i32>",
    ),
    _invalid("%p: !llvm.ptr, %v: i32", "llvm.store %v, %p : !llvm.ptr"),
    _invalid("%p: !llvm.ptr, %v: i32", "llvm.store %v, %p : i64, !llvm.ptr"),
    _invalid("%p: !llvm.ptr, %v: i32", "llvm.store %v %p : i32, !llvm.ptr"),
    _invalid("%p: !llvm.ptr, %v: i32", "llvm.store %v, %p : i32, i32"),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '"llvm.store"(%v, %p) {access_groups = [@x]} : (i32, !llvm.ptr) -> ()',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32", '"llvm.store"(%v, %p) : (i32, !llvm.ptr) -> (i32)'
    ),
    _invalid(
        "%p: !llvm.ptr, %v: !llvm.void",
        '"llvm.store"(%v, %p) : (!llvm.void, !llvm.ptr) -> ()',
    ),
    # llvm.getelementptr
    _invalid(
        "%p: !llvm.ptr<f32>",
        "%0 = llvm.getelementptr %p[2147483648] : (!llvm.ptr<f32>) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        "%0 = llvm.getelementptr %p[-2147483648] : (!llvm.ptr<f32>) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: i64",
        "%0 = llvm.getelementptr %p[%i, foo] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr, %i: i64",
        "%0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr",
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: i64",
        "%0 = llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>, f32",
    ),
    _invalid(
        "%p: !llvm.ptr<struct<(i32, f32)>>, %i: i64",
        "%0 = llvm.getelementptr %p[%i, 2] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<struct<(i32, f32)>>, %i: i64",
        "%0 = llvm.getelementptr %p[%i, -1] : (!llvm.ptr<struct<(i32, f32)>>, i64) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<array<4 x struct<(i32, f32)>>>, %i: i64",
        "%0 = llvm.getelementptr %p[%i, %i, 5] : (!llvm.ptr<array<4 x struct<(i32, f32)>>>, i64, i64) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<struct<(i32, struct<(f32, i8)>)>>, %i: i64",
        "%0 = llvm.getelementptr %p[%i, 1, %i] : (!llvm.ptr<struct<(i32, struct<(f32, i8)>)>>, i64, i64) -> !llvm.ptr<i8>",
    ),
    _invalid(
        '%p: !llvm.ptr<struct<"s", opaque>>, %i: i64',
        '%0 = llvm.getelementptr %p[%i, 1] : (!llvm.ptr<struct<"s", opaque>>, i64) -> !llvm.ptr<i8>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: i64",
        '%0 = "llvm.getelementptr"(%p, %i) {rawConstantIndices = array<i32: 1>} : (!llvm.ptr<f32>, i64) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        '%0 = "llvm.getelementptr"(%p) : (!llvm.ptr<f32>) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        '%0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i64: 1>} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        '%0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32>, elem_type = 3} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        '%0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32>, inbounds = 3} : (!llvm.ptr<f32>) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%i: i64",
        '%0 = "llvm.getelementptr"(%i) {rawConstantIndices = array<i32>} : (i64) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: f32",
        '%0 = "llvm.getelementptr"(%p, %i) {rawConstantIndices = array<i32: -2147483648>} : (!llvm.ptr<f32>, f32) -> !llvm.ptr<f32>',
    ),
    _invalid(
        "%p: !llvm.ptr<f32>",
        '%0 = "llvm.getelementptr"(%p) {rawConstantIndices = array<i32>} : (!llvm.ptr<f32>) -> i64',
    ),
    _invalid(
        "%p: !llvm.ptr, %i: i64",
        '%0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, "f"',
    ),
    _invalid(
        "%p: !llvm.ptr, %i: i64",
        "%0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, 3",
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: i64",
        "%0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr<f32>, i64, i64) -> !llvm.ptr<f32>",
    ),
    _invalid(
        "%p: !llvm.ptr<f32>, %i: i64",
        "%0 = llvm.getelementptr %p[%i] : (!llvm.ptr<f32>, i64) -> (!llvm.ptr<f32>, i32)",
    ),
    # llvm.atomicrmw
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=1, ordering=0} : (!llvm.ptr<i32>, i32) -> i32',
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=13, ordering=2} : (!llvm.ptr<i32>, i32) -> i32',
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=1, ordering=3} : (!llvm.ptr<i32>, i32) -> i32',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=1, ordering=2} : (!llvm.ptr, i32) -> i64',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: f80",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=0, ordering=2} : (!llvm.ptr, f80) -> f80',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i128",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=0, ordering=2} : (!llvm.ptr, i128) -> i128',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {ordering=2} : (!llvm.ptr, i32) -> i32',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '%0 = "llvm.atomicrmw"(%p, %v) {bin_op=1 : i32, ordering=2} : (!llvm.ptr, i32) -> i32',
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32", "%0 = llvm.atomicrmw foo %p, %v monotonic : i32"
    ),
    _invalid("%p: !llvm.ptr<i32>, %v: i32", "%0 = llvm.atomicrmw add %p, %v foo : i32"),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32", "%0 = llvm.atomicrmw add %p, %v monotonic : f32"
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        "%0 = llvm.atomicrmw add %p, %v monotonic : !llvm.void",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        '%0 = llvm.atomicrmw "add" %p, %v monotonic : i32',
    ),
    # llvm.cmpxchg
    _invalid(
        "%p: !llvm.ptr<i64>, %v: i32, %w: i64",
        '%0 = "llvm.cmpxchg"(%p, %v, %w) {success_ordering=2,failure_ordering=2} : (!llvm.ptr<i64>, i32, i64) -> !llvm.struct<(i32, i1)>',
    ),
    _invalid(
        "%p: !llvm.ptr<i64>, %v: i32",
        '%0 = "llvm.cmpxchg"(%p, %v, %v) {success_ordering=2,failure_ordering=2} : (!llvm.ptr<i64>, i32, i32) -> !llvm.struct<(i64, i1)>',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i1",
        '%0 = "llvm.cmpxchg"(%p, %v, %v) {success_ordering=0,failure_ordering=6} : (!llvm.ptr, i1, i1) -> !llvm.struct<(i1, i1)>',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '%0 = "llvm.cmpxchg"(%p, %v, %v) {success_ordering=2,failure_ordering=3} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: i32",
        '%0 = "llvm.cmpxchg"(%p, %v, %v) {success_ordering=2,failure_ordering=2} : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i8)>',
    ),
    _invalid(
        "%p: !llvm.ptr, %v: f32",
        '%0 = "llvm.cmpxchg"(%p, %v, %v) {success_ordering=2,failure_ordering=2} : (!llvm.ptr, f32, f32) -> !llvm.struct<(f32, i1)>',
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        "%0 = llvm.cmpxchg %p, %v, %v foo monotonic : i32",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        "%0 = llvm.cmpxchg %p, %v, %v monotonic bar : i32",
    ),
    _invalid(
        "%p: !llvm.ptr<i32>, %v: i32",
        "%0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.void",
    ),
    # llvm.fence
    _invalid("", '"llvm.fence"() {ordering = 4} : () -> ()'),
    _invalid("", '"llvm.fence"() {syncscope = ""} : () -> ()'),
    _invalid("", '"llvm.fence"() {ordering = 4, syncscope = 3} : () -> ()'),
    _invalid("", '"llvm.fence"() {ordering = 3, syncscope = ""} : () -> ()'),
    _invalid("", "llvm.fence syncscope(3) acquire"),
    _invalid("", "llvm.fence syncscope acquire"),
    _invalid("", "llvm.fence foo"),
    _invalid("", "llvm.fence"),
    _invalid("", 'llvm.fence "acquire"'),
]


# -- differential runs ------------------------------------------------------------------


def _compare(cases: list[str], args: list[str]) -> None:
    text = SPLIT.join(cases)
    reference = mlir_opt([*FLAGS, *args], text)
    status, out, err = ours([*FLAGS, *args], text)
    assert err == reference.stderr
    assert out == reference.stdout
    assert status == reference.returncode


def _conformance() -> list[str]:
    names = ("roundtrip.mlir", "opaque-ptr.mlir", "invalid.mlir")
    return [c for name in names for c in conformance_cases(name)]


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_valid_cases_print_as_mlir(generic: bool) -> None:
    _compare(VALID + PRINT_ONLY, ["--mlir-print-op-generic"] if generic else [])


def test_our_output_reads_back_identically() -> None:
    _, out, err = ours(FLAGS, SPLIT.join(VALID))
    assert err == ""
    modules = out.split(SPLIT)
    _, again, err = ours(FLAGS, SPLIT.join(m.strip() + "\n" for m in modules))
    assert err == ""
    assert again == out


def test_invalid_cases_report_as_mlir() -> None:
    _compare(INVALID, [])


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_mlir_16_test_functions(generic: bool) -> None:
    cases = _conformance()
    if not cases:
        pytest.skip("MLIR 16's LLVMIR tests not found in ../shared")
    assert len(cases) >= 15
    _compare(cases, ["--mlir-print-op-generic"] if generic else [])


def test_conformance_rewriting_keeps_only_memory_ops() -> None:
    path = LLVMIR / "opaque-ptr.mlir"
    if not path.exists():
        pytest.skip("MLIR 16's LLVMIR tests not found in ../shared")
    cases = _function_chunks(path)
    assert len(cases) == 6  # a load, two stores, an alloca, two geps
    assert all("llvm.return" not in c and c.startswith('"test.f"') for c in cases)


# -- Python API -------------------------------------------------------------------------


def _block(*types: Any) -> Block:
    block = Block()
    for type_ in types:
        block.add_argument(type_)
    return block


def _verify(op: Operation) -> str | None:
    try:
        op.verify()
    except DiagnosticError as error:
        return str(error.diagnostic.message)
    return None


def test_builders_make_valid_ops(llvm: Any, llvm_ctx: Context) -> None:
    t = llvm.types
    i32, i64, f32 = IntegerType.get(32), IntegerType.get(64), FloatType.get("f32")
    ptr_i32, opaque = t.LLVMPointerType.get(i32), t.LLVMPointerType.get()
    block = _block(i64, ptr_i32, opaque, i32, f32)
    n, p, q, v, f = block.arguments
    ops = llvm.ops
    AtomicBinOp, AtomicOrdering = llvm.enums.AtomicBinOp, llvm.enums.AtomicOrdering
    built = [
        ops.AllocaOp.build_typed(ptr_i32, n, 8),
        ops.AllocaOp.build_typed(opaque, n, element_type=f32),
        ops.AllocaOp.build(opaque, n, elem_type=i32),
        ops.LoadOp.build_from(p, alignment=4, is_volatile=True),
        ops.LoadOp.build_from(q, result_type=f32, is_nontemporal=True),
        ops.StoreOp.build_from(v, p, alignment=0),
        ops.StoreOp.build_from(f, q, is_volatile=True),
        ops.GEPOp.build(ptr_i32, p, [v, 0]),
        ops.GEPOp.build(
            opaque,
            q,
            [v, 1],
            inbounds=True,
            element_type=t.LLVMStructType.get_literal([i32, f32]),
        ),
        ops.AtomicRMWOp.build_from(AtomicBinOp.add, p, v, AtomicOrdering.monotonic),
        ops.AtomicCmpXchgOp.build_from(
            p, v, v, AtomicOrdering.acq_rel, AtomicOrdering.monotonic
        ),
        ops.FenceOp.build(AtomicOrdering.acquire, "agent"),
    ]
    for op in built:
        assert _verify(op) is None, op
    alloca, opaque_alloca = built[0], built[1]
    assert alloca.alignment == 8 and alloca.elem_type is None
    assert opaque_alloca.elem_type is f32 and opaque_alloca.alignment is None
    assert built[3].res.type is i32 and built[3].volatile_ and built[3].alignment == 4
    assert built[5].alignment is None and not built[5].volatile_
    assert built[7].raw_constant_indices == (-(1 << 31), 0)
    assert built[8].elem_type is not None and built[8].inbounds
    assert built[10].res.type is t.LLVMStructType.get_literal([i32, IntegerType.get(1)])
    assert (
        built[11].syncscope == "agent" and built[11].ordering == AtomicOrdering.acquire
    )
    with pytest.raises(ValueError):
        ops.AllocaOp.build_typed(opaque, n)
    with pytest.raises(ValueError):
        ops.LoadOp.build_from(q)
    with pytest.raises(ValueError):
        ops.GEPOp.build(opaque, q, [v])


def test_gep_builder_turns_struct_constants_into_raw_indices(llvm: Any) -> None:
    t = llvm.types
    i32, f32 = IntegerType.get(32), FloatType.get("f32")
    inner = t.LLVMStructType.get_literal([f32, t.LLVMArrayType.get(i32, 4)])
    outer = t.LLVMStructType.get_literal([i32, inner])
    base_type = t.LLVMPointerType.get(outer)
    constant = _constant_op(llvm, 1)
    block = _block(base_type, i32)
    base, index = block.arguments
    # The first index is a pointer offset and the last one indexes an array:
    # both stay dynamic; the constant SSA value indexing a struct becomes raw.
    gep = llvm.ops.GEPOp.build(
        t.LLVMPointerType.get(i32),
        base,
        [constant.results[0], constant.results[0], 1, index],
    )
    assert gep.raw_constant_indices == (-(1 << 31), 1, 1, -(1 << 31))
    assert gep.dynamic_indices == [constant.results[0], index]
    assert [type(i).__name__ for i in gep.indices] == [
        "OpResult",
        "IntegerAttr",
        "IntegerAttr",
        "BlockArgument",
    ]
    assert gep.source_element_type is outer
    assert _verify(gep) is None
    with pytest.raises(ValueError):
        llvm.ops.GEPOp.build(base_type, base, [1 << 28])


class _Constant(Operation):
    """A ConstantLike op whose fold gives its value (as arith.constant)."""

    TRAITS = frozenset({ConstantLike})
    OPERATION_NAME = "test.constant"

    def fold(self, operands: Any) -> Any:
        return self.attributes.get_attr("value")


def _constant_op(llvm: Any, value: int, width: int = 32) -> Operation:
    type_ = IntegerType.get(width)
    return _Constant.create(
        result_types=[type_], attributes={"value": IntegerAttr.get(type_, value)}
    )


def test_gep_fold(llvm: Any) -> None:
    t = llvm.types
    i32, i64 = IntegerType.get(32), IntegerType.get(64)
    ptr = t.LLVMPointerType.get(t.LLVMStructType.get_literal([i32, i64]))
    block = _block(ptr, i64)
    base, index = block.arguments
    GEPOp = llvm.ops.GEPOp
    zero = IntegerAttr.get(i64, 0)
    # gep %x[0] : T -> T folds to %x, with a raw or a constant dynamic index.
    assert GEPOp.build(ptr, base, [0]).fold([None]) is base
    assert GEPOp.build(ptr, base, [index]).fold([None, zero]) is base
    assert GEPOp.build(ptr, base, [index]).fold([None, None]) is None
    assert GEPOp.build(ptr, base, [1]).fold([None]) is None
    # Constant dynamic indices become raw indices, in place.
    gep = GEPOp.build(t.LLVMPointerType.get(i64), base, [index, index])
    assert (
        gep.fold([None, IntegerAttr.get(i64, 2), IntegerAttr.get(i64, 1)])
        is gep.results[0]
    )
    assert gep.raw_constant_indices == (2, 1) and gep.dynamic_indices == []
    # A constant too wide for 29 bits stays dynamic.
    gep = GEPOp.build(t.LLVMPointerType.get(i64), base, [index, 1])
    assert gep.fold([None, IntegerAttr.get(i64, 1 << 30)]) is None
    assert gep.raw_constant_indices == (-(1 << 31), 1)


def test_gep_fold_with_vector_index_does_not_fold(llvm: Any) -> None:
    t = llvm.types
    vec = t.LLVMFixedVectorType.get(t.LLVMPointerType.get(IntegerType.get(8)), 2)
    block = _block(vec, VectorType.get([2], IntegerType.get(64)))
    base, index = block.arguments
    gep = llvm.ops.GEPOp.build(vec, base, [index])
    assert gep.fold([None, None]) is None
    assert _verify(gep) is None


# -- metadata references of loads and stores --------------------------------------------

# (attributes of the load, mlir-opt-16's message; None: valid)
METADATA_CASES = [
    ("access_groups", ["metadata", "group1"], None),
    ("alias_scopes", ["metadata", "scope"], None),
    ("llvm.tbaa", ["metadata", "tag"], None),
    (
        "access_groups",
        ["metadata", "scope"],
        "expected '@metadata::@scope' to resolve to a llvm.access_group",
    ),
    (
        "alias_scopes",
        ["metadata", "group1"],
        "expected '@metadata::@group1' to resolve to a llvm.alias_scope",
    ),
    (
        "noalias_scopes",
        ["metadata", "group1"],
        "expected '@metadata::@group1' to resolve to a llvm.alias_scope",
    ),
    (
        "access_groups",
        ["empty", "group1"],
        "expected '@empty::@group1' to be a valid reference",
    ),
    (
        "access_groups",
        ["notmd", "group1"],
        "expected '@notmd::@group1' to reference a metadata op",
    ),
    (
        "access_groups",
        ["metadata", "nothere"],
        "expected '@metadata::@nothere' to be a valid reference",
    ),
    (
        "llvm.tbaa",
        ["metadata", "root"],
        "expected '@metadata::@root' to resolve to a llvm.tbaa_tag",
    ),
    (
        "access_groups",
        ["metadata", "group1", "x"],
        "expected '@metadata::@group1::@x' to be a valid reference",
    ),
    (
        "access_groups",
        ["group1"],
        "expected '@group1' to specify a fully qualified reference",
    ),
    (
        "llvm.tbaa",
        ["metadata"],
        "expected '@metadata' to specify a fully qualified reference",
    ),
]


class _SymbolTableOp(Operation):
    """An unregistered op with MLIR's SymbolTable trait (as builtin.module)."""

    TRAITS = frozenset({SymbolTable})


def _symbol_op(
    name: str, sym_name: str, body: list[Operation] | None = None, cls: Any = Operation
) -> Operation:
    attrs = {"sym_name": StringAttr.get(sym_name)}
    if body is None:
        return cls.create(name, attributes=attrs)
    region = Region()
    block = Block()
    region.append(block)
    for op in body:
        block.append(op)
    return cls.create(name, attributes=attrs, regions=[region])


@pytest.mark.parametrize("attr_name, path, message", METADATA_CASES)
def test_load_and_store_metadata_references(
    llvm: Any, attr_name: str, path: list[str], message: str | None
) -> None:
    metadata = _symbol_op(
        "llvm.metadata",
        "metadata",
        [
            _symbol_op("llvm.access_group", "group1"),
            _symbol_op("llvm.alias_scope", "scope"),
            _symbol_op("llvm.tbaa_root", "root"),
            _symbol_op("llvm.tbaa_tag", "tag"),
        ],
    )
    module = _symbol_op(
        "builtin.module",
        "m",
        [
            metadata,
            _symbol_op("llvm.metadata", "empty", []),
            _symbol_op("test.other", "notmd"),
        ],
        _SymbolTableOp,
    )
    i32 = IntegerType.get(32)
    function = _symbol_op("test.f", "f", [])
    module.regions[0].blocks[0].append(function)
    block = function.regions[0].blocks[0]
    value = block.add_argument(i32)
    pointer = block.add_argument(llvm.types.LLVMPointerType.get(i32))
    ref = SymbolRefAttr.get(path[0], path[1:])
    for op in (
        llvm.ops.LoadOp.build_from(pointer),
        llvm.ops.StoreOp.build_from(value, pointer),
    ):
        op.set_attr(attr_name, ArrayAttr.get([ref]))
        block.append(op)
        assert _verify(op) == (message and f"'{op.name}' op {message}")


# -- the generator: effect resources ----------------------------------------------------


def test_effect_resources_are_known_names() -> None:
    from odsgen.gen.model import library

    assert "AutomaticAllocationScopeResource" in library.ALL_NAMES
    assert "DefaultResource" in library.RESOURCES


def test_parsed_attributes_report_the_first_name_given_twice() -> None:
    from odsgen.asm.errors import ParseError
    from odsgen.asm.format_support import ParsedAttributes

    class _Parser:
        name_position = 7

        def emit_error(self, message: str, pos: int) -> ParseError:
            return ParseError(message, pos)

    attributes = ParsedAttributes()
    attributes["zeta"] = StringAttr.get("a")
    attributes.update([("alpha", StringAttr.get("b"))])
    assert attributes.checked(_Parser()) is attributes
    attributes.update({"zeta": StringAttr.get("c"), "alpha": StringAttr.get("d")})
    with pytest.raises(ParseError, match="attribute 'alpha' occurs more than once"):
        attributes.checked(_Parser())
