"""Dialect attributes (`llvm.*` discardable attributes) against MLIR 16.

The verifier hands every attribute `<dialect>.<x>` of an op to its dialect on
entry to the op (before the op's own verifier), and the function interface
hands argument and result attributes of `func.func` / `llvm.func` to theirs.
Differential tests run mlir-opt-16 and odsgen-opt (llvm and func dialects) on
the same snippets, one run per tool and mode, and compare every byte: valid
IR in custom and generic form, the diagnostics of invalid IR, and the data
layout strings LLVM 16 refuses. Unit tests cover the runtime hooks with a
dialect of their own and the LLVM checks from Python.

MLIR 16's LLVM dialect has no constant materializer: `--canonicalize` folds
its ops to existing values only, and uniques and hoists its constants as
MLIR's OperationFolder does (compared with mlir-opt-16 below).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
)
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError, op_error
from odsgen.ir.dialect import Dialect, attribute_dialect
from odsgen.ir.operation import Operation
from odsgen.ir.types import IntegerType
from odsgen.ir.verifier import verify
from odsgen.tools.opt import import_dialect
from reference import SPLIT, invalid_like_mlir_opt, valid_like_mlir_opt

LLVM = ROOT / "generated" / "llvm"
FUNC = ROOT / "generated" / "func"

VALID = """
module attributes {llvm.data_layout = "e-m:e-p270:32:32-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @f(%a: !llvm.ptr {llvm.noalias, llvm.align = 4 : i64, llvm.readonly}) -> (!llvm.ptr {llvm.noalias, llvm.align = 8}) attributes {llvm.emit_c_interface} {
    return %a : !llvm.ptr
  }
  func.func private @g(!llvm.struct<(i32, f32)> {llvm.struct_attrs = [{llvm.noalias}, {}]}) -> (i32 {llvm.signext, llvm.noundef, other.x = 1})
  llvm.func @h(!llvm.ptr<struct<(i32)>> {llvm.struct_attrs = [{}]}) -> (!llvm.ptr {llvm.align = 16, llvm.noalias, llvm.readonly, llvm.noundef})
  llvm.func @k(i32 {llvm.foo = 1}) -> (i8 {llvm.zeroext})
  llvm.metadata @m {
    llvm.access_group @g
    llvm.return
  }
  llvm.func @loops() {
    llvm.br ^bb1 {llvm.loop = {parallel_access = [@m::@g], options = #llvm.loopopts<disable_unroll = true>}}
  ^bb1:
    llvm.br ^bb2 {llvm.loop = {other = 1}}
  ^bb2:
    "test.x"() {llvm.loop = {parallel_access = [@m::@x::@g]}} : () -> ()
    "test.region"() ({
      "test.x"() {llvm.loop = {parallel_access = [@m::@g]}} : () -> ()
    }) : () -> ()
    "llvm.unknown"() {llvm.readnone = 3} : () -> ()
    llvm.return
  }
}
"""

INVALID = [
    # attributes of any op, in name order, before the op's own verifier
    'module attributes {llvm.data_layout = "#vjkr32"} {\n}',
    "module attributes {llvm.data_layout = 3} {\n}",
    '"test.x"() {llvm.struct_attrs = 3, llvm.loop = 1} : () -> ()',
    '"test.x"() {llvm.loop = {options = 1}, llvm.data_layout = 1} : () -> ()',
    '"test.x"() {llvm.struct_attrs = []} : () -> ()',
    '"test.x"() {llvm.loop = {parallel_access = [@a::@b]}} : () -> ()',
    '"test.x"() {llvm.loop = {parallel_access = 1}} : () -> ()',
    '"test.x"() {llvm.loop = {parallel_access = [1]}} : () -> ()',
    'llvm.func @f() {\n  %0 = "llvm.mlir.constant"() {llvm.data_layout = 3} : () -> i32\n'
    "  llvm.return\n}",
    'module {\n  "test.region"() ({\n    llvm.metadata @m {\n      llvm.access_group @m\n'
    "      llvm.return\n    }\n"
    '    "test.x"() {llvm.loop = {parallel_access = [@m]}} : () -> ()\n  }) : () -> ()\n}',
    "module {\n  llvm.metadata @m {\n    llvm.access_group @g\n    llvm.return\n  }\n"
    '  "test.x"() {llvm.loop = {parallel_access = [@m::@h]}} : () -> ()\n}',
    # arguments and results
    "llvm.func @f(%a : i32 {llvm.noalias = 3}) {\n  llvm.return\n}",
    "llvm.func @f(i32 {llvm.noalias = 3}) -> (i32 {llvm.noalias = 3})",
    'llvm.func @f(i32 {llvm.align = "x"})',
    "llvm.func @f(i32 {llvm.struct_attrs = 3}) -> (i32 {llvm.noalias = 3})",
    "llvm.func @f(i32) -> (i32 {llvm.noalias})",
    "llvm.func @f(i32) attributes {res_attrs = [{llvm.noalias}]}",
    "llvm.func @f(i32) attributes {res_attrs = [{llvm.struct_attrs = [{}]}]}",
    "llvm.func @f(i32) attributes {arg_attrs = [3]}",
    "llvm.func @f(i32) attributes {arg_attrs = [{noprefix}]}",
    "llvm.func @f() -> (!llvm.struct<(i32)> {llvm.struct_attrs = 1})",
    "llvm.func @f(!llvm.ptr<struct<(i32)>> {llvm.struct_attrs = [{}, {}]})",
    "func.func private @f() -> (i32 {llvm.align = 8})",
    'func.func private @f() -> (i32 {llvm.align = "x"})',
    "func.func private @f() -> (i32 {llvm.readonly})",
    "func.func private @f() -> (i32 {llvm.readonly = 2})",
    "func.func private @f() -> (f32 {llvm.signext})",
    "func.func private @f() -> (f32 {llvm.zeroext})",
    "func.func private @f() -> (i32 {llvm.zeroext = 1})",
    "func.func private @f() -> (f32 {llvm.noundef = 1})",
    "func.func private @f(i32 {llvm.noalias = 1}) attributes {llvm.data_layout = 3}",
    # a public declaration is refused before its attributes are looked at
    "func.func @f() -> (i32 {llvm.align = 8})",
    # the shared function syntax
    "func.func @f(%a: i32 %b: i32)",
    "llvm.func @f(%a: i32 %b: i32)",
    "llvm.func @f() -> (i32, i32 {a.b} i32)",
]

# Data layout strings: valid ones and one per error of LLVM 16's parser.
DATA_LAYOUTS = [
    "",
    "e-m:e-i64:64-f80:128-n8:16:32:64-S128",
    "E-p:32:32:32:32-i8:8-i32:32:64-a:0:64-v128:128-Fn32-P1-A5-G1-ni:1:2",
    "-",
    "e-",
    "-e",
    ":e",
    "x",
    "ni",
    "ni:0",
    "ni:a",
    "p",
    "p:0:64",
    "p:64",
    "p:64:63",
    "p:64:64:48",
    "p:64:64:64:0",
    "p:64:64:32",
    "p16777216:64:64",
    "p4294967296:64:64",
    "i32",
    "i32:0",
    "i32:24",
    "i8:16",
    "i32:1048576",
    "i32:32:48",
    "i32:32:524288",
    "i32:64:32",
    "i16777216:32",
    "a8:8",
    "a:8:0",  # valid: an alignment of 0 counts as 1
    "n0",
    "n8::16",
    "S24",
    "S7",
    "S18446744073709551616",
    "Fx8",
    "Fi24",
    "P16777216",
    "Px",
    "m",
    "m:",
    "m:q",
    "m:ee",
    "me:e",
]


def ours(args: list[str], text: str) -> tuple[int, str, str]:
    loads = ["--load-dialect", str(LLVM), "--load-dialect", str(FUNC)]
    return run_opt(["--allow-unregistered-dialect", *args, *loads, "-"], text)


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"]
)
def test_valid_snippets_match_mlir(flags: list[str]) -> None:
    valid_like_mlir_opt(ours, flags, VALID)


def test_invalid_snippets_match_mlir() -> None:
    err = invalid_like_mlir_opt(ours, ["--split-input-file"], SPLIT.join(INVALID))
    assert err.count("error:") == len(INVALID)


def test_data_layouts_match_mlir() -> None:
    text = "\n// -----\n".join(
        f"module attributes {{llvm.data_layout = {json.dumps(layout)}}} {{\n}}"
        for layout in DATA_LAYOUTS
    )
    err = invalid_like_mlir_opt(ours, ["--split-input-file"], text, reference_flags=())
    assert err.count("invalid data layout descriptor") == len(DATA_LAYOUTS) - 4


# -- the runtime hooks -------------------------------------------------------------------


class _ToyDialect(Dialect):
    """Refuses `toy.bad` on ops and arguments; records what it was shown."""

    name = "toy"

    def __init__(self) -> None:
        self.seen: list[tuple[str, ...]] = []

    def verify_operation_attribute(self, op: Any, name: str, value: Any) -> None:
        self.seen.append((op.name, name))
        if name == "toy.bad":
            raise op_error(op, "bad toy attribute")

    def verify_region_arg_attribute(
        self, op: Any, region: int, index: int, name: str, value: Any
    ) -> None:
        self.seen.append(("arg", str(index), name))
        if name == "toy.bad":
            raise op_error(op, f"bad toy argument #{index}")


@pytest.fixture
def toy() -> Any:
    context = Context(allow_unregistered_dialects=True)
    dialect = _ToyDialect()
    context.register_dialect(dialect)
    context.register_dialect(import_dialect(str(FUNC)).DIALECT())
    with context:
        yield context, dialect


def test_attribute_dialect_follows_the_first_dot(toy: Any) -> None:
    context, dialect = toy
    assert attribute_dialect(context.dialects, "toy.a.b") is dialect
    for name in ("toy", "toy.", ".toy", "other.a"):
        assert attribute_dialect(context.dialects, name) is None


def test_operation_attributes_go_to_their_dialect_in_name_order(toy: Any) -> None:
    _, dialect = toy
    unit = UnitAttr.get()
    attrs = {"toy.z": unit, "toy.a": unit, "toy": unit, "toy.": unit, "x.y": unit}
    inner = Operation.create("other.op", attributes=attrs)
    module = ModuleOp.build()
    module.body.append(inner)
    verify(module)
    assert dialect.seen == [("other.op", "toy.a"), ("other.op", "toy.z")]
    inner.set_attr("toy.bad", unit)
    with pytest.raises(DiagnosticError, match="'other.op' op bad toy attribute"):
        verify(module)


def test_function_arguments_go_to_their_dialect(toy: Any) -> None:
    _, dialect = toy
    text = "func.func private @f(i32, i32 {toy.ok, toy.bad, zzz.q})"
    status, _, err = run_opt(
        ["--allow-unregistered-dialect", "--load-dialect", str(FUNC), "-"], text
    )
    assert status == 0, err  # a fresh context without the toy dialect
    from odsgen.asm import parse_source

    module = parse_source(text, toy[0])
    with pytest.raises(DiagnosticError, match="bad toy argument #1"):
        verify(module)
    # In name order: `toy.bad` comes first and stops the checks.
    assert dialect.seen == [("arg", "1", "toy.bad")]


# -- the LLVM checks from Python --------------------------------------------------------


@pytest.fixture
def llvm() -> Any:
    package = import_dialect(str(LLVM))
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(package.DIALECT())
    with context:
        yield package


def _module_with(op: Any) -> Any:
    module = ModuleOp.build()
    module.body.append(op)
    return module


def test_llvm_operation_attributes_from_python(llvm: Any) -> None:
    one = IntegerAttr.get(IntegerType.get(64), 1)
    op = Operation.create("test.x", attributes={"llvm.loop": one})
    module = _module_with(op)
    with pytest.raises(DiagnosticError, match="'llvm.loop' to be a dictionary"):
        verify(module)
    group = ArrayAttr.get([SymbolRefAttr.get("m")])
    op.set_attr("llvm.loop", DictionaryAttr.get({"parallel_access": group}))
    with pytest.raises(DiagnosticError, match="'@m' to reference a metadata op"):
        verify(module)
    table = llvm.ops.MetadataOp.build("m")
    module.body.append(table)
    with pytest.raises(DiagnosticError, match="'@m' to reference an access_group op"):
        verify(module)
    table.regions[0].blocks[0].append(llvm.ops.AccessGroupMetadataOp.build("m"))
    verify(module)
    module.set_attr("llvm.data_layout", StringAttr.get("e-i64:64"))
    verify(module)
    module.set_attr("llvm.data_layout", StringAttr.get("e-i64"))
    with pytest.raises(DiagnosticError, match="Missing alignment specification"):
        verify(module)


def test_llvm_argument_and_result_attributes_from_python(llvm: Any) -> None:
    ops, types = llvm.ops, llvm.types
    i32 = IntegerType.get(32)
    fn_type = types.LLVMFunctionType.get(i32, (i32,))
    noalias = DictionaryAttr.get({"llvm.noalias": IntegerAttr.get(i32, 1)})
    func = ops.LLVMFuncOp.build("f", fn_type, arg_attrs=[noalias])
    with pytest.raises(DiagnosticError, match="llvm.noalias argument attribute"):
        verify(_module_with(func))
    func = ops.LLVMFuncOp.build("f", fn_type)
    module = _module_with(func)
    for name, error in (
        ("llvm.signext", None),
        ("llvm.readonly", "llvm.readonly attribute attached to non-pointer result"),
    ):
        results = ArrayAttr.get([DictionaryAttr.get({name: UnitAttr.get()})])
        func.set_attr("res_attrs", results)
        if error is None:
            verify(module)
        else:
            with pytest.raises(DiagnosticError, match=error):
                verify(module)


# -- canonicalization ------------------------------------------------------------------

CANONICALIZE = """
llvm.func @f(%a: !llvm.ptr<i32>, %s: !llvm.struct<(i32, f32)>, %v: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %c2 = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.bitcast %a : !llvm.ptr<i32> to !llvm.ptr<i32>
  %1 = llvm.bitcast %0 : !llvm.ptr<i32> to !llvm.ptr<i8>
  %2 = llvm.bitcast %1 : !llvm.ptr<i8> to !llvm.ptr<i32>
  %3 = llvm.getelementptr %2[0] : (!llvm.ptr<i32>) -> !llvm.ptr<i32>
  %4 = llvm.getelementptr %3[%c] : (!llvm.ptr<i32>, i32) -> !llvm.ptr<i32>
  %5 = llvm.insertvalue %v, %s[0] : !llvm.struct<(i32, f32)>
  %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, f32)>
  %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, f32)>
  %cs = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  %8 = llvm.extractvalue %cs[1] : !llvm.array<2 x i32>
  %9 = llvm.add %6, %c2 : i32
  %10 = llvm.add %9, %8 : i32
  llvm.store %10, %4 : !llvm.ptr<i32>
  "test.use"(%7) : (f32) -> ()
  llvm.return %10 : i32
}
llvm.func @a(%arg0: i1, %p: !llvm.ptr<i32>) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c1b = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.add %c2, %c1b : i32
  llvm.br ^bb3(%x : i32)
^bb2:
  %c1c = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.trunc %c1c : i64 to i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %y = llvm.add %t, %c3 : i32
  %z = llvm.add %y, %c1 : i32
  llvm.br ^bb3(%z : i32)
^bb3(%r: i32):
  %b = llvm.bitcast %p : !llvm.ptr<i32> to !llvm.ptr<i8>
  %b2 = llvm.bitcast %b : !llvm.ptr<i8> to !llvm.ptr<i32>
  %as = llvm.addrspacecast %b2 : !llvm.ptr<i32> to !llvm.ptr<i32, 1>
  %as2 = llvm.addrspacecast %as : !llvm.ptr<i32, 1> to !llvm.ptr<i32>
  llvm.store %r, %as2 : !llvm.ptr<i32>
  llvm.return %r : i32
}
llvm.func @b(%s: !llvm.struct<(i32, array<2 x i32>)>, %v: i32) -> i32 {
  "test.region"() ({
    %k = llvm.mlir.constant(7 : i32) : i32
    %k2 = llvm.mlir.constant(5 : i32) : i32
    "test.use"(%k, %k2) : (i32, i32) -> ()
  }) : () -> ()
  %k3 = llvm.mlir.constant(7 : i32) : i32
  %0 = llvm.insertvalue %v, %s[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %1 = llvm.insertvalue %k3, %0[0] : !llvm.struct<(i32, array<2 x i32>)>
  %2 = llvm.extractvalue %1[1, 0] : !llvm.struct<(i32, array<2 x i32>)>
  %3 = llvm.extractvalue %1[0] : !llvm.struct<(i32, array<2 x i32>)>
  %4 = llvm.extractvalue %1[1, 1] : !llvm.struct<(i32, array<2 x i32>)>
  %5 = llvm.add %2, %3 : i32
  %6 = llvm.add %5, %4 : i32
  llvm.return %6 : i32
}
llvm.func @c(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %1 = llvm.getelementptr %0[%c8, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.return %2 : !llvm.ptr
}
"test.top"() ({
  %q = llvm.mlir.constant(1 : i32) : i32
  "test.op"() ({
    %r = llvm.mlir.constant(1 : i32) : i32
    "test.use"(%r) : (i32) -> ()
  }) : () -> ()
  "test.use"(%q) : (i32) -> ()
}) : () -> ()
"""


@pytest.mark.parametrize(
    "flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"]
)
def test_canonicalize_matches_mlir(flags: list[str]) -> None:
    valid_like_mlir_opt(ours, ["--canonicalize", *flags], CANONICALIZE)


def test_constants_are_uniqued_and_hoisted(llvm: Any) -> None:
    from odsgen.asm import PrintOptions, parse_source, print_module
    from odsgen.ir.rewrite import apply_patterns_greedily

    text = """llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  %3 = llvm.mlir.constant(1 : i32) : i32
  %4 = llvm.add %2, %3 : i32
  llvm.return %4 : i32
}"""
    module = parse_source(text, Context.current())
    apply_patterns_greedily(module, [])
    printed = print_module(module, PrintOptions())
    body = [line.strip() for line in printed.splitlines()[2:5]]
    assert body == [
        "%0 = llvm.mlir.constant(1 : i32) : i32",
        "%1 = llvm.add %arg0, %arg0  : i32",
        "%2 = llvm.add %1, %0  : i32",
    ]
